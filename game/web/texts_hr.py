"""Croatian sentences of the page: the keys and placeholders of texts.TEXT (English)."""

from __future__ import annotations

# Choices that hold across the table (docs/GLOSSARY.md names each game term once):
# - Informal address ("ti"); the human's verbs stay in the present tense, so no
#   gendered past participle (dobio/dobila) is ever needed; where the past is needed the
#   sentence takes another subject ("iskorišten je savjet", "tvoj izbor bio je").
# - Game words as players of šnaps and 66 say them: štih, adut, talon, zatvoriti talon,
#   zvanje (zvati 20/40), odgovoriti na boju, partija (the match; hence "partijski
#   bodovi"), dijeljenje (a deal); the loser of a šnaps partija gets the bummerl.
# - {who} is "Računalo" (neuter), "Zapad" or "Istok" (masculine): sentences with {who}
#   use present-tense verbs only, which do not change with gender.
# - Card names ("dama herc", "10 pik") are inserted in the nominative: after a colon,
#   as a subject, in parentheses or as an apposition after "karta"/"kartu". Ranks are
#   lowercase, so no sentence starts with {card}.
# - A count before a noun takes 1 / 2-4 / 5+ forms (bod, boda, bodova): a placeholder
#   names them, "{n:karta|karte|karata}" (texts.plural_form), so "Tvoja ruka: 6 karata".
#   Such counts stand where the nominative (or an accusative like it) fits.
TEXT: dict[str, str] = {
    # who
    "who.0": "Ti",
    "who.1": "Računalo",
    "who.lower.0": "ti",
    "who.lower.1": "računalo",
    "who.three.1": "Zapad",
    "who.three.2": "Istok",
    "who.short.1": "Računalo",
    # Croatian has no article: the card's name alone
    "card.the": "{card}",
    # French-suited names as Croatian players say them: "dama herc", "as tref", "10 pik";
    # 10 and 9 stay digits as on the face (voice control users say what they see)
    "card.name": "{rank} {suit}",
    "rank.A": "as",
    "rank.T": "10",
    "rank.K": "kralj",
    "rank.Q": "dama",
    "rank.J": "dečko",
    "rank.9": "9",
    "suit.C": "tref",
    "suit.D": "karo",
    "suit.H": "herc",
    "suit.S": "pik",
    # narration of the engine's events; "otvarati" = to lead a trick, the card after a colon
    "ev.play.lead.0": "Otvaraš: {card}.",
    "ev.play.lead.other": "{who} otvara: {card}.",
    "ev.play.0": "Igraš: {card}.",
    "ev.play.other": "{who} igra: {card}.",
    # "zvati 20/40" = declare a marriage; the partner card after "par:" stays nominative
    "ev.marriage.0": "Zoveš {points} u boji {suit} i pokazuješ par: {partner}.",
    "ev.marriage.other": "{who} zove {points} u boji {suit} i pokazuje par: {partner}.",
    "ev.marriage.pending.0": "Zoveš {points} u boji {suit} i pokazuješ par: {partner} "
                             "(vrijedi tek kad uzmeš štih).",
    "ev.marriage.pending.other": "{who} zove {points} u boji {suit} i pokazuje par: {partner} "
                                 "(vrijedi tek kad uzme štih).",
    "ev.marriage.out.0": "Zoveš {points} u boji {suit}.",
    "ev.marriage.out.other": "{who} zove {points} u boji {suit}.",
    "ev.marriage_counted.0": "Tvoje zvanje ({points}) sad se broji.",
    "ev.marriage_counted.other": "{who} sad dobiva bodove svojeg zvanja ({points}).",
    "ev.trick.0": "Uzimaš štih (+{points}).",
    "ev.trick.other": "{who} uzima štih (+{points}).",
    "ev.trick.last.0": "Uzimaš zadnji štih (+{points} i 10 za zadnji štih).",
    "ev.trick.last.other": "{who} uzima zadnji štih (+{points} i 10 za zadnji štih).",
    "ev.draw.0": "Vučeš: {card}.",
    "ev.draw.turnup.other": "{who} uzima okrenutu adutsku kartu: {card}.",
    "ev.stock_empty": "Talon je potrošen: od sada se mora odgovarati na boju.",
    "ev.close.0": "Zatvaraš talon.",
    "ev.close.other": "{who} zatvara talon.",
    "ev.pass.0": "Zadržavaš adutsku devetku.",
    "ev.pass.other": "{who} zadržava adutsku devetku.",
    "ev.exchange.0": "Mijenjaš adutsku devetku i uzimaš: {card}.",
    "ev.exchange.other": "{who} mijenja adutsku devetku i uzima: {card}.",
    "ev.out.0": "Prijavljuješ 66 i izlaziš.",
    "ev.out.other": "{who} prijavljuje 66 i izlazi.",
    # the deal ("3. dijeljenje": an ordinal, as Croatian numbers deals)
    "deal.intro.other": "{number}. dijeljenje. Dijeli računalo, ti otvaraš. Adut je {suit} "
                        "(okrenuta karta: {card}).",
    "deal.intro.0": "{number}. dijeljenje. Ti dijeliš, računalo otvara. Adut je {suit} "
                    "(okrenuta karta: {card}).",
    "deal.heading.draw": "Neriješeno dijeljenje",
    "deal.heading.0": "Dijeljenje je tvoje",
    "deal.heading.other": "{who} pobjeđuje u dijeljenju",
    "match.heading.0": "Partija je tvoja!",
    "match.heading.other": "{who} dobiva partiju.",
    # "po 65 bodova"; a count after "s"/"sa" would need the instrumental (no "s 71 bod")
    "outcome.draw": "Neriješeno dijeljenje: oba igrača imaju po {points:bod|boda|bodova}. Nema "
                    "partijskih bodova.",
    "outcome.went_out.0": "Izlaziš: imaš {points}.",
    "outcome.went_out.other": "{who} izlazi: ima {points}.",
    "outcome.went_out.last_trick.0": "Uzimaš zadnji štih i na kraju dijeljenja imaš {points}.",
    "outcome.went_out.last_trick.other": "{who} uzima zadnji štih i na kraju dijeljenja ima "
                                         "{points}.",
    "outcome.false_claim.0": "Računalo prijavljuje 66, a ima samo {points}: pogrešna prijava.",
    "outcome.false_claim.1": "Prijavljuješ 66, a imaš samo {points}: pogrešna prijava.",
    "outcome.higher_total.0": "Imaš više bodova: {points} prema {other}.",
    "outcome.higher_total.other": "{who} ima više bodova: {points} prema {other}.",
    "outcome.closer_failed.0": "Računalo zatvara talon, ali ne stiže do 66.",
    "outcome.closer_failed.1": "Zatvaraš talon, ali ne stižeš do 66.",
    # {game_points} is the count with its unit ("1 partijski bod", "2 partijska boda",
    # "5 partijskih bodova"), in the accusative of "osvajaš"
    "outcome.win.0": "Osvajaš {game_points}{extra}.",
    "outcome.win.other": "{who} osvaja {game_points}{extra}.",
    "outcome.schneider": " (šnajder: ispod 33)",
    "outcome.schwarz": " (švarc: nijedan štih)",
    "game_points.1": "1 partijski bod",
    "game_points.n": "{n:partijski bod|partijska boda|partijskih bodova}",
    "points.1": "{n} bod",
    "points.few": "{n} boda",
    "points.n": "{n} bodova",
    # three players
    "deal.intro.0@three": "{number}. dijeljenje. Ti dijeliš; Zapad otvara. Adut je {suit}: "
                          "pokazuje ga tvoja zadnja karta, {card}.",
    "deal.intro.other@three": "{number}. dijeljenje. {who} dijeli; {leads}. Adut je {suit}; "
                              "adutsku kartu ({card}) drži {who} i svi je vide.",
    "leads.0": "ti otvaraš",
    "leads.other": "{who} otvara",
    "outcome.three.replay": "Nitko nije stigao do 66 (najviše: {points:bod|boda|bodova}): isti "
                            "djelitelj dijeli ponovno.",
    # {names} is "Ti i Zapad" or "Zapad i Istok": a plural subject either way
    "outcome.three.draw": "{names} imaju po {points:bod|boda|bodova}: neriješeno dijeljenje, nema "
                          "partijskih bodova.",
    "outcome.three.win.0": "Pobjeđuješ: imaš {points} i osvajaš {game_points} ({paid}).",
    "outcome.three.win.other": "{who} pobjeđuje: ima {points} i osvaja {game_points} ({paid}).",
    "paid.0": "ti daješ {n}",
    "paid.other": "{who} daje {n}",
    "list.and": " i ",
    "summary.match@three": "Partija: ti {scores[0]}, Zapad {scores[1]}, Istok {scores[2]} (igra "
                           "se do {target}).",
    "prompt.thinking@three": "{who} razmišlja…",
    "prompt.computer@three": "{who} je na potezu.",
    "prompt.answer.strict@three": "Na potezu si: odgovori na otvorenu kartu ({card}).",
    "label.pile": "Štihovi: {n}",
    "button.moves": "Potezi",
    "page.title_short": "66",
    "label.opponent_hand.n@three": "{who} ({level}): {n:karta|karte|karata} u ruci",
    "label.opponent_hand.1@three": "{who} ({level}): {n:karta|karte|karata} u ruci",
    "label.opponent_revealed@three": "{who} ({level}): {n:karta|karte|karata} u ruci",
    "label.trump_holder.0": "Adutska karta: {card}, u tvojoj ruci",
    "label.trump_holder.other": "Adutska karta: {card}, drži je {who}",
    "label.trump_played": "Adutska karta: {card}, odigrana",
    "rules.three": "Tri igrača",
    "deal.heading.draw3": "Neriješeno dijeljenje",
    "deal.heading.replay": "Nitko nije stigao do 66",
    # the end-of-deal breakdown: "Ti: karte 45 + zvanja 20 + zadnji štih 10 = 75 (5 štihova)"
    "summary.row": "{who}: karte {cards}{marriages}{last} = {total} ({tricks})",
    "summary.marriages": " + zvanja {points}",
    "summary.pending": " (zvanje {points} ne vrijedi: nijedan štih)",
    "summary.last": " + zadnji štih 10",
    "summary.tricks.1": "1 štih",
    "summary.tricks.n": "{n:štih|štiha|štihova}",
    "msum.deals": "Dijeljenja",
    "msum.deals.v": "{n}: dobiveno {won}, izgubljeno {lost}",
    "msum.points": "Partijski bodovi",
    "msum.both.v": "{mine} za tebe, {theirs} protiv tebe",
    "msum.schneider": "Šnajder (ispod 33)",
    "msum.schwarz": "Švarc (nijedan štih)",
    "msum.closes": "Tvoja zatvaranja",
    "msum.closes.v": "{made:uspjelo|uspjela|uspjelih}, {failed:neuspjelo|neuspjela|neuspjelih}",
    "msum.marriages": "Tvoja zvanja",
    "msum.marriages.v": "{n} ({points:bod|boda|bodova})",
    "msum.table": "Razina i pravila",
    "summary.match": "Partija: ti {scores[0]}, računalo {scores[1]} (igra se do {target}).",
    "summary.simple": "Tvoji bodovi u ovom dijeljenju: {points}.",
    "summary.revealed": "U ruci računala ostalo je: {cards}.",
    "best.new": "Novi rekord: {best}.",
    # the status line; button names in „…” as the Croatian page would label them
    "prompt.next_match": "Pritisni „Nova partija” za sljedeću partiju.",
    "prompt.next_deal": "Pritisni „Sljedeće dijeljenje” za nastavak.",
    "prompt.thinking": "Računalo razmišlja…",
    "prompt.computer": "Na potezu je računalo.",
    "prompt.exchange_offer": "Računalo je zatvorilo talon. Zamijeniti adutsku devetku za "
                             "okrenutu kartu ({card}) ili je zadržati?",
    "prompt.before_draw": "Vuci kartu ili zatvori talon.",
    "prompt.answer": "Na potezu si: odgovori na otvorenu kartu ({card}).",
    "prompt.answer.strict": "Na potezu si: odgovori na otvorenu kartu ({card}). Odgovori u "
                            "istoj boji i prebij je ako možeš.",
    "prompt.lead": "Ti otvaraš.",
    "prompt.dialog": "Prvo odgovori na pitanje.",
    # messages
    "msg.wait": "Čekaj: na potezu je računalo.",
    "msg.over": "Dijeljenje je završeno.",
    "msg.drawing": "Najprije vuci kartu ili zatvori talon.",
    "msg.cannot.close": "Sada ne možeš zatvoriti talon.",
    "msg.cannot.exchange": "Sada ne možeš zamijeniti adutsku devetku.",
    "msg.cannot.out": "Sada ne možeš izaći.",
    "msg.cannot.pass": "Sada ne možeš zadržati devetku.",
    "msg.hint.thinking": "Razmišljam o savjetu…",
    "msg.hint.why": "Savjet: {what} – {why}.",
    "msg.hint.none": "Savjet nije dostupan ({error}).",
    # "kartu" + the name as an apposition: "odigraj kartu dama herc"
    # the analysis of a view position from a link (game.web.analysis.desk)
    "analysis.title": "Analiza",
    "analysis.hand": "Tvoje karte",
    "analysis.trump": "Adut: {suit}; okrenuta karta: {card}",
    "analysis.trump_taken": "Adut: {suit}; okrenuta karta ({card}) je uzeta",
    "analysis.stock": "Karata u talonu: {n}",
    "analysis.points": "Bodovi: ti {mine}, protivnik {theirs}",
    "analysis.match": "Partija: ti {mine}, protivnik {theirs}, do {target}",
    "analysis.table": "Na stolu: {card}, čeka se odgovor",
    "button.analyse": "Analiziraj poziciju",
    "analysis.menu_line": "Ekspertov savjet za tvoje karte",
    "analysis.copy": "Kopiraj poveznicu",
    "analysis.copied": "Poveznica je kopirana: {link}",
    "analysis.copy_by_hand": "Kopiraj ovu poveznicu: {link}",
    "analysis.why.over": "Kad je dijeljenje u tijeku",
    "analysis.points3": "Bodovi: ti {mine}, Zapad {west}, Istok {east}",
    "analysis.match3": "Partija: ti {mine}, Zapad {west}, Istok {east}, do {target}",
    "analysis.table3": "Na stolu: {cards}",
    "analysis.why.rated": "Ne u dijeljenju koje se boduje za rejting: boduje se tvoja igra",
    "analysis.why.no_hints": "Ne u zagonetki ni u lekciji",
    "analysis.note.over": "Ovo dijeljenje je završeno: postavi poziciju od karata, a Ekspert "
                          "savjetuje prema onome što zna igrač na potezu.",
    "analysis.note.rated": "Dijeljenje na stolu boduje se za rejting, pa se Ekspert ne miješa: "
                           "boduje se tvoja igra. Postavi neku drugu poziciju od karata, a Ekspert "
                           "savjetuje prema onome što zna igrač na potezu.",
    "analysis.note.no_hints": "Zagonetku ili lekciju na stolu rješavaš bez pomoći, pa se Ekspert "
                              "ne miješa. Postavi neku drugu poziciju od karata, a Ekspert "
                              "savjetuje prema onome što zna igrač na potezu.",
    "analysis.thinking": "Ekspert razmišlja…",
    "analysis.advice": "Ekspert: {what} – {why}.",
    "analysis.not_on_move": "U ovoj poziciji nisi na potezu, pa nema savjeta.",
    "analysis.no_expert": "Ova inačica igre nema Eksperta.",
    # uređivač pozicije u dijalogu analize (game.web.analysis.setup_position)
    "setup.open": "Postavi poziciju",
    "setup.title": "Postavi poziciju",
    "setup.menu_line": "Postavi poziciju od karata i pitaj Eksperta",
    "setup.intro": "Dodirom stavi karte koje znaš na njihovo mjesto. Karte bez mjesta su u "
                   "protivnikovoj ruci ili u talonu. Ti si na potezu: otvaraš štih ili "
                   "odgovaraš na protivnikovu kartu na stolu.",
    "setup.game": "Igra",
    "setup.place": "Kamo dodir stavlja kartu",
    "setup.place.hand": "Tvoja ruka",
    "setup.place.trump": "Okrenuta karta",
    "setup.place.won0": "Tvoji štihovi",
    "setup.place.won1": "Protivnikovi štihovi",
    "setup.place.shown": "Protivnik je pokazao",
    "setup.place.table": "Na stolu",
    "setup.badge.hand": "Ruka",
    "setup.badge.trump": "Adut",
    "setup.badge.won0": "Tvoj štih",
    "setup.badge.won1": "Protivnik",
    "setup.badge.shown": "Pokazana",
    "setup.badge.table": "Stol",
    "setup.tricks": "Dodirni dvije karte svakog štiha redom kojim su odigrane, zadnji štih "
                    "na kraju.",
    "setup.counts": "Talon: {n:karta|karte|karata}, okrenuta karta ispod. Protivnik drži "
                    "{m:kartu|karte|karata}.",
    "setup.counts.empty": "Talon je prazan: okrenuta karta je uzeta. Protivnik drži "
                          "{m:kartu|karte|karata}.",
    "setup.counts.start": "Počni s kartama u svojoj ruci.",
    "setup.marriages.0": "Tvoja zvanja",
    "setup.marriages.1": "Protivnikova zvanja",
    "setup.voids": "Boje kojih protivnik nema",
    "setup.match": "Partija",
    "setup.match.on": "Igra se u partiji",
    "setup.match.0": "Ti",
    "setup.match.1": "Protivnik",
    "setup.clear": "Očisti",
    "setup.ask": "Pitaj Eksperta",
    "setup.problem": "To ne može biti pozicija dijeljenja: {error}.",
    "msg.hint.play": "odigraj kartu {card}",
    # why a hint suggests its move (game.ai.reason.Reason keys): the card is the subject
    "hint.only_legal": "to je jedini dopušteni potez",
    "hint.go_out_66": "imaš 66: izađi sada i dijeljenje je tvoje",
    "hint.close": "zatvaranje: u preostalim štihovima možeš doći do 66",
    "hint.draw_not_close": "vuci: zatvaranje bi sada bilo kockanje",
    "hint.draw": "vuci iz talona",
    "hint.exchange": "zamijeni adutsku devetku za okrenutu kartu: bolji adut bez troška",
    "hint.pass": "zadrži devetku: okrenuta karta ti ovdje ne pomaže",
    "hint.out": "izađi",
    "hint.cheapest_trump": "uzima štih najslabijim adutom",
    "hint.trump": "uzima štih adutom",
    "hint.takes": "uzima štih",
    "hint.keeps_marriage": "čuva zvanje za sljedeće otvaranje",
    "hint.gives_little": "daje što manje: ovaj štih se ne isplati uzeti",
    "hint.saves_strong": "čuva jače karte za poslije",
    "hint.declares": "zove {value}",
    "hint.unbeatable": "otvara kartu koju u njezinoj boji nitko ne može prebiti",
    "hint.force_out": "otvara da izvuče protivnikove jake karte",
    "hint.cheap_lead": "otvara slabom kartom da vidi što će protivnik",
    "hint.most_points": "otvara ondje gdje pretraga nalazi najviše bodova",
    "hint.most_points@match": "otvara ondje gdje pretraga nalazi najbolje izglede za pobjedu "
                              "u partiji",
    "hint.cheapest_legal": "najslabija karta koju pravila ovdje dopuštaju",
    "hint.expect": "{why}; očekivani partijski bodovi: {expect}",
    "hint.expect_match": "{why}; izgledi za pobjedu u partiji: {chance}\u00a0%",
    "hint.other": "{advice}; druga najbolja mogućnost: {other}, očekivani partijski bodovi: "
                  "{expect}",
    "hint.other_match": "{advice}; druga najbolja mogućnost: {other}, izgledi za pobjedu u "
                        "partiji: {chance}\u00a0%",
    "hint.match_only_win": "{why}; pri rezultatu {score} važno je samo pobijediti u dijeljenju "
                           "(izgledi za pobjedu u partiji: {chance}\u00a0%)",
    "hint.match_changes": "{why}; pri rezultatu {score} rezultat partije mijenja najbolji "
                          "potez (izgledi za pobjedu u partiji: {chance}\u00a0%)",
    "hint.score": "{mine}:{theirs}",
    "hint.score3": "{mine}:{second}:{third}",
    "number.point": ",",  # the decimal separator
    # actions a hint suggests, as imperatives
    "action.close": "zatvaranje talona",
    "action.exchange": "zamjena adutske devetke",
    "action.out": "izlazak",
    "action.draw": "vučenje",
    "action.pass": "zadržavanje devetke",
    "msg.error": "Nešto je pošlo po zlu ({error}). Igra se nastavlja od zadnjeg ispravnog "
                 "trenutka.",
    "msg.expert_missing": "Razina „Ekspertna” nije se mogla učitati; umjesto nje igra razina "
                          "„Jaka”.",
    "msg.nothing_changed": "Ništa se nije promijenilo: partija se nastavlja.",
    "msg.nothing_forgotten": "Ništa nije zaboravljeno.",
    # "Dobro došao/došla" would need the player's gender
    "notice.welcome_back": "Opet si tu: tvoja partija se nastavlja.",
    "notice.welcome_back.deal_over": "Opet si tu: ovo dijeljenje je gotovo.",
    "notice.welcome_back.match_over": "Opet si tu: ova partija je gotova.",
    "notice.new_match": "Nova partija.",
    "notice.rated": "Partija za rejting: bez savjeta, a svako dijeljenje mijenja tvoj rejting "
                    "(gore; „?” znači da je još privremen).",
    "notice.new_match_named": "Nova partija ({name}).",
    "notice.forgotten": "Sve je zaboravljeno. Nova partija.",
    "notice.restore_failed": "Spremljena partija nije se mogla vratiti ({error}), pa je "
                             "podijeljena nova.",
    "notice.bad_position": "Pozicija u poveznici nije ispravna ({error}). Umjesto nje karte su "
                           "podijeljene kao obično.",
    "notice.bad_view": "Pozicija za analizu u poveznici nije ispravna ({error}), pa nema što "
                       "analizirati.",
    "notice.position_over": "to je dijeljenje već završeno",
    "notice.stats_skipped": "Ovo dijeljenje nije ubrojeno u statistiku ({error}).",
    # the statistics dialog (game.play.stats)
    "stats.title": "Statistika",
    "stats.here": "{level}, {rules}",
    "stats.col.all": "Sve razine i pravila",
    "stats.row.deals": "Odigrana dijeljenja",
    "stats.row.deals_won": "Dobivena dijeljenja",
    "stats.row.deals_drawn": "Neriješena dijeljenja",
    "stats.row.matches": "Odigrane partije",
    "stats.row.matches_won": "Dobivene partije",
    "stats.row.game_points": "Partijski bodovi dobiveni / izgubljeni",
    "stats.row.schneider": "Šnajder zadan / primljen",
    "stats.row.schwarz": "Švarc zadan / primljen",
    "stats.row.closes": "Zatvaranja uspješna / pokušana",
    "stats.row.marriages": "Zvanja / njihovi bodovi",
    "stats.row.review": "Prosječni gubitak po dijeljenju (pregled)",
    "stats.chart.title": "Tvoje zadnje partije na ovoj razini i s ovim pravilima",
    # counts of games after a colon, as a chart's caption states them
    "stats.chart.label": "Zadnje partije: {n}; dobiveno {won}, izgubljeno {lost}. Svaki par "
                         "stupaca: tvoj konačni rezultat, pa rezultat najboljeg protivnika; crta "
                         "je cilj.",
    "stats.chart.empty": "Još nema završene partije na ovoj razini i s ovim pravilima.",
    "button.stats": "Statistika",
    # "izbrisati", not "poništiti": "To se ne može poništiti" follows
    "button.stats_reset": "Izbriši statistiku",
    "button.close_dialog": "Zatvori",
    "button.undo": "Poništi",
    "button.menu": "Izbornik",
    "menu.title": "Izbornik",
    "menu.puzzles": "Završnice iz pravih dijeljenja: pronađi najbolji potez.",
    "menu.puzzles.solved": "Završnice iz pravih dijeljenja: riješeno {n}.",
    "menu.settings": "Razina: {level}. Pravila: {rules}.",
    "button.sound.on": "Zvuk: uključen",
    "button.sound.off": "Zvuk: isključen",
    "menu.sound.off": "Isključen: dodirni da čuješ svaku odigranu kartu, svaki uzeti štih i kraj "
                      "svakog dijeljenja.",
    "menu.sound.on": "Uključen: odigrane karte, uzeti štihovi i kraj svakog dijeljenja. Dodirni "
                     "za isključivanje.",
    "menu.settings.puzzle": "Zagonetka {n}: bez razine, odgovori su točni. Pravila: {rules}.",
    "settings.about.puzzle": "Ove postavke vrijede za tvoju partiju: zagonetka nema razinu, "
                             "njezini su odgovori točni.",
    "settings.about.lesson": "Ove postavke vrijede za tvoju partiju: lekcija sama određuje "
                             "svoje karte, pravila i protivnika.",
    "rules.schnapsen_short": "Šnaps",
    "label.trick_card": "{who}: {card}",
    "label.pending.word": "na čekanju",
    "keys.help@three": "Tipke: ←/→/↑/↓, Home/End ili 1–8 biraju kartu, Enter je odigrava; "
                       "h savjet, u poništi (vježba), n nova partija, ? pravila, "
                       "Escape zatvara ploču.",
    "keys.help@simple": "Tipke: ←/→/↑/↓, Home/End ili 1–6 biraju kartu, Enter je odigrava; "
                        "h savjet, u poništi (vježba), n nova partija, ? pravila, "
                        "Escape zatvara ploču.",
    "msg.undo.practice_only": "Poništavanje postoji samo u vježbi: u partiji svaka odigrana karta "
                              "ostaje odigrana. Ponovi završeno dijeljenje da isprobaš druge "
                              "poteze.",
    "msg.undo.nothing": "Nema se što poništiti: ovdje je vježba počela.",
    "notice.undone": "Poništeno: tvoj zadnji potez i sve što je uslijedilo.",
    "button.last_trick": "Pokaži zadnji štih",
    "ask.stats_reset": "Izbrisati svu statistiku, za sve razine i sva pravila? To se ne može "
                       "poništiti. Tvoja partija, postavke i najbolji rezultat ostaju.",
    "ask.stats_reset.ok": "Izbriši statistiku",
    "msg.stats_reset": "Statistika je izbrisana.",
    # the deal review (game.review); {lost} and {cost} are decimals ("1.3"): after a colon
    # or with the unit in the locative, so no numeral agreement; no past tense with "ti";
    # {choice} and {expert} (a card, or action.* as a noun) stand in the nominative, never
    # after "umjesto" (which would need the genitive)
    "button.review": "Pregledaj ovo dijeljenje",
    "review.title": "Pregled dijeljenja",
    "review.computing": "Pregledavam dijeljenje… {percent} %",
    "review.verdict.none": "Nijedna odluka nije ništa stajala: prema kartama koje su ti bile "
                           "vidljive, svaki je tvoj izbor jednako dobar kao Ekspertov.",
    "review.best.most": "Više od toga ovo dijeljenje nije moglo donijeti.",
    "review.best.kept": "Ni uz sve poznate karte nijedna tvoja igra ne bi donijela više.",
    "review.best.gap": "Uz sve poznate karte moglo se više (partijski bodovi: moguće {best}, "
                       "ostvareno {result}, razlika {gap}).",
    "review.split.none": "Prema kartama koje su ti bile vidljive, tvoji izbori od te razlike ne "
                         "stoje ništa: uzimaju je skrivene karte i igra računala.",
    "review.split.none@three": "Prema kartama koje su ti bile vidljive, tvoji izbori od te "
                               "razlike ne stoje ništa: uzimaju je skrivene karte i igra ostalih "
                               "igrača.",
    "review.split.cost": "Prema kartama koje su ti bile vidljive, tvoji izbori ukupno stoje "
                         "{lost} u očekivanim partijskim bodovima: to je zbroj redaka ispod "
                         "(najskuplji: {trick}. štih; tvoj izbor: {choice}; Ekspertov izbor: "
                         "{expert}). Svaki se redak računa iz svoje pozicije, pa zbroj može biti "
                         "veći od onoga što je rezultatu nedostajalo.",
    "review.risk": "Prema kartama koje su ti bile vidljive, tvoji su izbori u odnosu na "
                   "Ekspertove ukupno riskirali {lost} u očekivanim partijskim bodovima: to je "
                   "zbroj redaka ispod (najrizičniji: {trick}. štih; tvoj izbor: {choice}; "
                   "Ekspertov izbor: {expert}). Karte i igra računala to su nadoknadile: "
                   "rezultatu ne nedostaje ništa.",
    "review.risk@three": "Prema kartama koje su ti bile vidljive, tvoji su izbori u odnosu na "
                         "Ekspertove ukupno riskirali {lost} u očekivanim partijskim bodovima: "
                         "to je zbroj redaka ispod (najrizičniji: {trick}. štih; tvoj izbor: "
                         "{choice}; Ekspertov izbor: {expert}). Karte i igra ostalih igrača to "
                         "su nadoknadile: rezultatu ne nedostaje ništa.",
    "review.result.win": "Osvojeni partijski bodovi u ovom dijeljenju: {n}.",
    "review.result.loss": "Izgubljeni partijski bodovi u ovom dijeljenju: {n}.",
    "review.result.none": "U ovom dijeljenju nitko nije dobio partijske bodove.",
    "review.result.loss@three": "Partijske bodove u ovom dijeljenju osvaja {who}: {n}.",
    "review.forced": "Nema se što pregledati: svaki potez bio je prisilan.",
    "review.match.rose": "Partija: izgledi za pobjedu porasli su s {before}\u00a0% na "
                         "{after}\u00a0%.",
    "review.match.fell": "Partija: izgledi za pobjedu pali su s {before}\u00a0% na {after}\u00a0%.",
    "review.match.same": "Partija: izgledi za pobjedu ostali su {after}\u00a0%.",
    "review.match.won": "Partija: ovim je dijeljenjem dobivena (izgledi prije njega: "
                        "{before}\u00a0%).",
    "review.match.lost": "Partija: ovim je dijeljenjem izgubljena (izgledi prije njega: "
                         "{before}\u00a0%).",
    "review.match.best": "Nijedan dostižan ishod ne bi učinio više za partiju.",
    "review.match.gap": "Uz sve poznate karte izgledi su mogli doseći {best}\u00a0%; prema kartama "
                        "koje su ti bile vidljive, tvoji su te izbori ukupno koštali "
                        "{lost:postotni bod|postotna boda|postotnih bodova}, što je zbroj "
                        "redaka ispod (najskuplji: {trick}. štih; tvoj izbor: {choice}; "
                        "Ekspertov izbor: {expert}).",
    "review.match.gap.none": "Uz sve poznate karte izgledi su mogli doseći {best}\u00a0%; prema "
                             "kartama koje su ti bile vidljive, tvoji izbori nisu koštali ništa "
                             "od toga.",
    "review.match.cost": "{n}\u00a0% partije",
    "review.caption": "Tvoje odluke redom kojim su donesene, gubitak u očekivanim partijskim "
                      "bodovima (uz sve poznate karte: peh gdje je tvoj izbor jednako dobar kao "
                      "Ekspertov)",
    "review.caption.match": "Tvoje odluke redom kojim su donesene: gubitak u očekivanim "
                            "partijskim bodovima, a ispod njega izgubljeni izgledi za pobjedu u "
                            "partiji (uz sve poznate karte: peh gdje je tvoj izbor jednako dobar "
                            "kao Ekspertov)",
    "review.col.trick": "Štih",
    "review.col.choice": "Tvoj izbor",
    "review.col.expert": "Ekspert",
    "review.col.cost": "Gubitak",
    "review.col.known": "Sve karte poznate",
    "review.chart.label": "Očekivani partijski bodovi kroz dijeljenje, štih po štih "
                          "({n:odluka|odluke|odluka})",
    "msg.review_failed": "Pregled se nije mogao izračunati ({error}).",
    "stats.line": "Dobivena dijeljenja: {deals_won} od {deals}. Dobivene partije: {matches_won} "
                  "od {matches}.",
    # index.html's own words; button names match the „…” quotes in the prompts above
    "page.title": "Šezdeset šest",
    "region.score": "Rezultat",
    "score.you": "Ti",
    "score.opponent": "Računalo",
    "score.match": "Partija",
    "score.to": "do",
    "score.best": "Rekord",
    "score.best.about": "Rekord: tvoj najveći zbroj bodova u dobivenom dijeljenju, na bilo kojoj "
                        "razini i po bilo kojim pravilima.",
    "score.practice": "Vježba",
    "button.leave_practice": "Natrag na partiju",
    "button.new_game": "Nova partija",
    "button.settings": "Postavke",
    "set.level": "Razina",
    "set.rules": "Pravila",
    "set.language": "Jezik",
    "set.pause": "Stanka računala",
    "pause.none": "Bez stanke",
    "pause.short": "Kratka",
    "pause.normal": "Normalna",
    "pause.long": "Duga",
    "pause.ms": "{ms} ms",
    "set.four": "Karte u četiri boje",
    "set.sound": "Zvukovi (i kratka vibracija kad karta nije dopuštena)",
    "set.rated": "Partije za rejting (bez savjeta; svako dijeljenje mijenja tvoj rejting)",
    "set.rule_options": "Opcije pravila (počinju novu partiju)",
    "set.auto_out": "Automatski izađi sa 66",
    "set.show_scores": "Prikaži bodove karata",
    "set.target": "Partija do",
    "set.note": "Promjene vrijede kad pritisneš „Primijeni”.",
    "set.note.keys": "Escape zatvara ploču.",
    "button.apply": "Primijeni",
    "button.forget": "Zaboravi sve",
    "region.table": "Stol",
    "region.opponent": "Računalo",
    "region.stock": "Adutska karta i talon",
    "caption.stock": "Talon",
    "caption.trick": "Trenutni štih",
    "button.next_deal": "Sljedeće dijeljenje",
    "button.new_match": "Nova partija",
    "button.close": "Zatvori talon",
    "button.exchange": "Zamijeni adut",
    "button.out": "Izađi",
    "button.draw": "Vuci",
    "button.pass": "Zadrži devetku",
    "button.hint": "Savjet",
    "region.moves": "Potezi",
    # "Jesi li siguran/sigurna?" would need the player's gender
    "dialog.title": "Sigurno?",
    "button.cancel": "Odustani",
    "score.pts": " bod.",
    # the browser refused to store (game.web.storage)
    "storage.problem": "Ovaj preglednik ne dopušta spremanje igre ({why}). Možeš nastaviti "
                       "igrati.",
    "storage.unsaved": "Još nije spremljeno, pa bi se ponovnim učitavanjem sada izgubilo: "
                       "{what}.",
    "storage.lost_before": "Prije zadnjeg ponovnog učitavanja preglednik nije dopustio "
                           "spremanje, pa je izgubljeno: {what}.",
    "storage.what.match": "tvoji zadnji potezi",
    "storage.what.settings": "postavke",
    "storage.what.stats": "statistika zadnjih dijeljenja",
    "storage.what.best": "novi najbolji rezultat",
    "storage.what.deals": "zadnja dijeljenja spremljena za pregled",
    "msg.elsewhere": "Ova je partija sada otvorena u drugoj kartici. Pritisni „Igraj ovdje” za "
                     "nastavak u ovoj.",
    "button.take_over": "Igraj ovdje",
    "review.which.this": "Upravo odigrano dijeljenje: {deal}",
    "review.which.kept": "Spremljeno dijeljenje: {deal}",
    "storage.full": "njegova pohrana za ovu stranicu je puna",
    "storage.blocked": "pohrana je blokirana za ovu stranicu",
    # bad values in the link (game.web.params.Problem); the link's own words (gentle,
    # target=...) stay as typed in the address
    "link.too_many": "Poveznica ima više od {n} parametara, pa je zanemarena.",
    "link.seed": "Seed {value} nije cijeli broj od 0 do {max}, pa su karte podijeljene nasumično.",
    "link.level": "Nema razine {value}; koristi gentle, normal, sharp ili expert.",
    "link.rules": "Nema pravila pod imenom {value}; koristi {choices}.",
    "link.position_long": "Pozicija u poveznici je preduga (znakova: {n}, najviše {max}), pa je "
                          "zanemarena.",
    "link.view_long": "Pozicija za analizu u poveznici je preduga (znakova: {n}, najviše "
                      "{max}), pa je zanemarena.",
    "link.flag": "Vrijednost {name}={value} nije razumljiva; koristi 0 ili 1.",
    "link.target": "Vrijednost target={value} nije razumljiva; koristi 7 ili 8.",
    "link.pause": "Vrijednost pause={value} nije razumljiva; koristi broj milisekundi od 0 do "
                  "{max}.",
    "link.lang": "Nema jezika {value}; koristi {choices}.",
    # questions
    "ask.close": "Zatvoriti talon? Od sada nitko ne vuče, moraš odgovarati na boju (i prebiti ili "
                 "igrati adut kad možeš), a zadnji štih ne donosi 10. Sljedećim otvaranjem još "
                 "možeš zvati 20 ili 40, ali nakon toga više ne. Tada moraš doći do 66: ako ne "
                 "uspiješ ili računalo stigne prije, računalo dobiva 2 partijska boda (3 ako još "
                 "nema nijednog štiha).",
    "ask.close.ok": "Zatvori talon",
    "ask.out": "Imaš tek {points} od potrebnih 66 bodova. Ako sada izađeš, gubiš ovo dijeljenje, "
               "a računalo osvaja {cost}. Ipak izaći?",
    "ask.out.hidden": "Izaći sada? Sa 66 ili više bodova dijeljenje je tvoje, s manje u njemu "
                      "pobjeđuje računalo.",
    "ask.out.ok": "Izađi",
    "ask.new_match": "Započeti novu partiju? Trenutna partija bit će napuštena.",
    "ask.new_match.ok": "Nova partija",
    # level and rules names are labels ("Jaka", "Tri igrača"): quoted, so nothing
    # has to agree with them
    "ask.level": "Igrati protiv računala na razini „{name}”? Time počinje nova partija: trenutna "
                 "će biti napuštena.",
    "ask.rules": "Igrati po pravilima „{name}”? Time počinje nova partija: trenutna će biti "
                 "napuštena.",
    "ask.option": "Promijeniti ovu opciju pravila? Time počinje nova partija: trenutna će biti "
                  "napuštena.",
    "ask.seats": "Promijeniti tko igra? Time počinje nova partija: trenutna će biti "
                 "napuštena.",
    "ask.setting.ok": "Započni novu partiju",
    "ask.settings": "Primijeniti ove postavke? Time počinje nova partija: trenutna će biti "
                    "napuštena.",
    "msg.settings_applied": "Postavke su primijenjene.",
    "msg.sound.on": "Zvuk je uključen.",
    "msg.sound.off": "Zvuk je isključen.",
    "msg.rated_next": "Tvoja sljedeća partija bodovat će se za rejting; ova ostaje bez "
                      "rejtinga.",
    "msg.casual_next": "Tvoja sljedeća partija bit će bez rejtinga; ova se i dalje boduje.",
    "ask.forget": "Zaboraviti sve što je ova igra spremila u ovom pregledniku: trenutnu partiju, "
                  "tvoje postavke, statistiku i najbolji rezultat? To se ne može poništiti.",
    "ask.forget.ok": "Zaboravi sve",
    # labels the renderer writes (1 karta, 2 karte, 5 karata)
    "label.opponent_hand.1": "Ruka računala: 1 karta",
    "label.opponent_hand.n": "Ruka računala: {n:karta|karte|karata}",
    "label.opponent_revealed": "Preostale karte računala: {cards}",
    "label.hand": "Tvoja ruka: {n:karta|karte|karata}",
    "label.hand.1": "Tvoja ruka: 1 karta",
    # the key letters stay as on the keyboard; only the words around them are Croatian
    "keys.help": "Tipke: ←/→/↑/↓, Home/End ili 1–6 biraju kartu, Enter je odigrava; d vuci, c "
                 "zatvori, x zamijeni, k zadrži devetku, o izađi, h savjet, u poništi (vježba), n "
                 "nova partija, ? pravila, Escape zatvara ploču.",
    "label.known": "{who} drži: {cards}.",
    "label.trump_card": "Adutska karta: {card}",
    "label.stock_closed": "Talon je zatvoren",
    "label.trump_drawn": "Adutska karta je izvučena",
    "label.closed": "Zatvoren",
    "label.stock_closed_count": "{n} (zatvoren)",
    "label.trumps": "Adut: {suit}",
    # marriages are worth 20 or 40: "bodova" is right for both; "pokazuje se" keeps the
    # partner card in the nominative
    "label.marriage": "Zvanje: {points} bodova, pokazuje se {partner}",
    "label.last_trick": "Zadnji štih",
    "label.last_trick.won.0": "Zadnji štih: ti +{points}",
    "label.last_trick.won.other": "Zadnji štih: {who} +{points}",
    "label.card.declares": "zove {points}",
    "label.card.key": "tipka {n}",
    "label.card.new": "upravo izvučena",
    "label.card.hinted": "savjet predlaže ovu kartu",
    "label.pending": " +{points} na čekanju",
    # level names: adjectives agreeing with the label they sit under ("Razina", feminine)
    "level.gentle": "Lagana",
    "level.normal": "Normalna",
    "level.sharp": "Jaka",
    "level.expert": "Ekspertna",
    "rules.traditional": "Tradicionalna",
    "rules.simple": "Jednostavna",
    # what a position's cards say cannot have happened (game.engine.position_common keys),
    # inside "Pozicija u poveznici nije ispravna (...)": lower case; {seat} is a number,
    # {suit} a suit name, {card} a card name (after "karta")
    "bad.leader_no_trick": "igrač {seat} otvara, dakle je dobio zadnji štih, a nema "
                                "nijedan štih",
    "bad.marriage_unled": "igrač {seat} zvao je u boji {suit}, a još drži i kralja i "
                               "damu: zove se otvaranjem jednog od njih",
    "bad.marriage_leads": "igrač {seat} ima više zvanja nego otvaranja dok se smjelo "
                               "zvati (zvanja: {marriages}, otvaranja: {leads})",
    "bad.marriages_total": "više zvanja nego otvaranja dok se smjelo zvati (zvanja: "
                                "{marriages}, otvaranja: {leads})",
    "bad.own_cards": "u štihovima je više karata iz zvanja igrača {seat} (ili okrenutog "
                          "aduta) nego odigranih štihova (karata: {cards}, štihova: {tricks})",
    "bad.marriage_card_seat": "karta {card} na stolu pripada zvanju igrača {seat}, pa "
                                   "ju je odigrao igrač {seat}",
    # a view position: what one seat knows (game.engine.viewposition)
    "bad.view_object": "pozicija za analizu mora biti JSON objekt",
    "bad.view_three": "pozicija za analizu postoji samo za dvoje (tradicionalna, šnaps, "
                        "jednostavna)",
    "bad.view_unknown_keys": "nepoznati ključevi u poziciji za analizu: {names}",
    "bad.view_missing": "u poziciji za analizu nedostaje {name}",
    "bad.view_bool": "{what} je true ili false, a ne {value}",
    "bad.view_stage": "stage je jedno od {choices} (dijeljenje u tijeku), a ne {value}",
    "bad.view_stock_drawn": "adutska karta je uzeta iz talona, pa je talon prazan",
    "bad.view_stock_turnup": "ispod praznog talona ne može ležati adutska karta",
    "bad.view_counts": "u rukama, štihovima, na stolu i u talonu ukupno: "
                       "{total:karta|karte|karata}, a špil za {preset} ima {size}: ruka i "
                       "talon se ne slažu",
    "bad.setup_trump": "okrenuta karta nije odabrana (odaberi „Okrenuta karta” pa dodirni "
                       "okrenutu kartu)",
    "bad.setup_many": "u rukama i štihovima: {placed:karta|karte|karata}, a špil ih ima {size}",
    "bad.view_known_many": "iz protivnikove ruke pokazano je više karata ({known}) nego što "
                           "ih drži ({n})",
    "bad.view_nowhere": "neviđene karte {codes} ne mogu biti ni u jednoj drugoj ruci: njihova "
                        "igra pokazala je da ih nemaju",
    "bad.view_too_few": "igrač {seat} drži manje neviđenih karata ({k}) nego što ih ne stane ni u "
                        "jednu drugu ruku ({n})",
    "bad.view_voids": "protivnik nema boje {suits}, a drži više neviđenih karata ({k}) nego što ih "
                      "ima drugih boja ({n})",
    # why a card cannot be played (game.engine.why keys); cards as "karta {card}" or after a
    # colon, never at the start of a sentence (ranks are lowercase)
    "why.over": "Dijeljenje je završeno.",
    "why.wait": "Čekaj: nisi na potezu.",
    "why.draw_first": "Prvo vuci iz talona (ili ga zatvori).",
    "why.exchange_first": "Prvo odluči hoćeš li zamijeniti adutsku devetku.",
    "why.not_in_hand": "Karta {card} nije u tvojoj ruci.",
    "why.follow": "Moraš odgovoriti na boju: {suit}.",
    "why.beat": "Ako možeš, moraš prebiti kartu {top}.",
    "why.must_trump": "Nemaš nijednu kartu u boji {suit}, pa moraš igrati adut.",
    "why.must_trump_named": "Nemaš nijednu kartu u boji {suit}, pa moraš igrati adut "
                            "({trump}).",
    "why.beat_trump": "Ako možeš, moraš prebiti kartu {top} višim adutom.",
    "why.not_now": "Karta {card} sada se ne može igrati.",
    "why.close": "Talon možeš zatvoriti samo kad ti otvaraš štih i dok je talon još otvoren.",
    "why.exchange": "Adutsku devetku možeš zamijeniti samo kad otvaraš i imaš je, nakon "
                    "uzetog štiha, dok je talon otvoren i iznad okrenute karte još ima karata.",
    "why.out": "Izaći možeš samo odmah nakon uzetog štiha (uz ručno izlaženje).",
    "why.pass": "Sada nema ponuđene zamjene koju treba odbiti.",
    "why.exchange_first_jack": "Prvo odluči hoćeš li zamijeniti adutskog dečka.",
    "why.exchange_jack": "Adutskog dečka možeš zamijeniti samo kad otvaraš i imaš ga, dok je "
                         "talon otvoren i iznad okrenute karte još ima karata.",
    "why.draw": "Sada ne možeš vući.",
    "why.three_words": "S tri igrača nema zatvaranja, zamjene, vučenja ni izlaženja.",
    # what became of a stored record (game.play.store); {what} is in the locative after
    # "Spremljeni podaci o" ("postavkama", "partiji"...), so the verbs agree with "podaci"
    "store.too_large": "Spremljeni podaci o {what} preveliki su da bi bili iz ove igre, pa su "
                       "poništeni.",
    "store.unreadable.nested": "Spremljeni podaci o {what} nisu se mogli pročitati (previše su "
                               "duboko ugniježđeni), pa su poništeni.",
    "store.unreadable.number": "Spremljeni podaci o {what} nisu se mogli pročitati (sadrže broj "
                               "koji ova igra nikad ne zapisuje), pa su poništeni.",
    "store.unreadable.json": "Spremljeni podaci o {what} nisu se mogli pročitati (nisu ispravan "
                             "JSON), pa su poništeni.",
    "store.format": "Spremljeni podaci o {what} nisu u formatu ove igre, pa su poništeni.",
    "store.version": "Spremljeni podaci o {what} potječu iz druge verzije igre (verzija "
                     "{detail}), pa su poništeni.",
    "store.stats_damaged": "Spremljena statistika bila je oštećena, pa je poništena.",
    "store.best_damaged": "Spremljeni najbolji rezultat bio je oštećen, pa je poništen.",
    "store.match_damaged": "Spremljena partija bila je oštećena, pa je podijeljena nova.",
    "store.match_damaged.why": "Spremljena partija bila je oštećena ({detail}), pa je podijeljena "
                               "nova.",
    "store.what.settings": "postavkama",
    "store.what.statistics": "statistici",
    "store.what.best score": "najboljem rezultatu",
    "store.what.match": "partiji",
    "store.deals_dropped": "Na stranu je stavljeno ono što se nije moglo ponovno odigrati: "
                           "{detail:dijeljenje spremljeno za pregled|dijeljenja spremljena za "
                           "pregled|dijeljenja spremljenih za pregled}.",
    "store.what.deals": "dijeljenjima spremljenima za pregled",
    "store.what.rating": "rejtingu",
    "store.what.daily": "dijeljenjima dana",
    "store.daily_damaged": "Spremljena dijeljenja dana bila su oštećena, pa su poništena.",
    "store.rating_damaged": "Spremljeni rejting bio je oštećen, pa počinje ispočetka.",
    "store.puzzles_dropped": "Spremljeni rezultati zagonetki kojih u ovoj igri nema "
                             "({detail}) stavljeni su na stranu.",
    "button.replay": "Ponovi ovo dijeljenje",
    "button.back_to_match": "Natrag na partiju",
    # puzzles (game.web.puzzles.puzzle_desk, puzzle_view)
    "button.puzzles": "Zagonetke",
    "button.puzzle_solution": "Prikaži rješenje",
    "button.puzzle_retry": "Pokušaj ponovno",
    "button.puzzle_next": "Sljedeća zagonetka",
    "puzzles.title": "Zagonetke",
    "puzzles.intro": "Završnice iz pravih dijeljenja, točno riješene: pronađi jedini prvi potez "
                     "koji čuva najbolji ishod, pa odigraj nastavak kartu po kartu. Zagonetka se "
                     "nigdje ne broji: tvoja partija čeka i vraća se s „Natrag na partiju”.",
    "puzzles.progress": "Riješeno: {solved} od {total}. Rezultat: {score} (zagonetka riješena bez "
                        "pogrešnog poteza i bez prikazanog rješenja donosi svoj stupanj: 1, 2 ili "
                        "3).",
    "puzzles.count": "{solved} od {total} riješeno",
    "puzzles.item": "Zagonetka {n}, {table}, {grade}",
    "puzzles.item.solved": "Zagonetka {n}, {table}, {grade}, riješena",
    "puzzle.grade.1": "Lagano",
    "puzzle.grade.2": "Srednje",
    "puzzle.grade.3": "Teško",
    "puzzle.title": "Zagonetka {n} · {table} · {grade}",
    "puzzle.goal": "Pronađi potez koji čuva najbolji ishod: {result} ({value}).",
    "puzzle.open": "Sve su karte otvorene: kad je talon potrošen, ionako ih zna svaki pažljiv "
                   "igrač.",
    "puzzle.open@three": "Sve su karte otvorene, a Zapad i Istok igraju zajedno protiv tebe.",
    "puzzle.result.win": "osvajaš {gp}",
    "puzzle.result.loss": "gubiš {gp}",
    "puzzle.result.zero": "nitko ne osvaja bodove",
    "puzzle.status.start": "Na potezu si: koja karta?",
    "puzzle.status.kept": "Točno: {card} to čuva ({result}). Nastavi.",
    "puzzle.status.wrong": "Karta {card} kvari ishod: uz najbolju igru sada {result} ({value}). "
                           "Poništi ili Pokušaj ponovno.",
    "puzzle.status.right": "Riješeno: {result}, kako god se dalje igralo. {scored}",
    "puzzle.scored": "Tvoj rezultat raste za {n}.",
    "puzzle.scored.none": "(Bez bodova: prije je bio pogrešan potez ili rješenje.)",
    "puzzle.step": "{who}: {card}",
    "puzzle.solution": "Rješenje:",
    "puzzle.trick": "Štih {n}: {plays}",
    "notice.puzzle": "Zagonetka {n} ({table}): nigdje se ne broji.",
    "notice.puzzle_again": "Zagonetka {n} još jednom, od početka.",
    "store.puzzles_damaged": "Spremljeni napredak u zagonetkama bio je oštećen, pa je poništen.",
    "store.what.puzzles": "napretku u zagonetkama",
    "notice.practice": "Vježba: iste karte još jednom. Ovo dijeljenje se nigdje ne broji; „Natrag "
                       "na partiju” vraća te u partiju, tamo gdje je stala. „Poništi” vraća potez.",
    "boot.starting": "Pokreće se Python…",
    "boot.loading": "Učitava se igra…",
    "boot.dealing": "Dijeli se…",
    "boot.timeout": "(igra se nije pokrenula u roku od minute)",
    "update.ready": "Stigla je nova verzija igre Šezdeset šest.",
    "update.reload": "Učitaj ponovno",
    "update.later": "Kasnije",
    "recovery.title": "Igra se nije mogla pokrenuti",
    "recovery.text": "Nešto spremljeno u ovom pregledniku ili u poveznici spriječilo je "
                     "pokretanje igre. Kreni ispočetka i igraj ponovno: tvoja spremljena partija, "
                     "postavke i statistika čuvaju se sa strane, ne brišu se.",
    "recovery.start_fresh": "Kreni ispočetka",
    "kept.title": "Tvoja zadnja dijeljenja",
    "kept.none": "Još nema spremljenog završenog dijeljenja.",
    "kept.row": "{rules}, {level}: {result}",
    "kept.won": "dobiveno, {game_points}",
    "kept.lost": "izgubljeno, {game_points}",
    "kept.drawn": "neriješeno",
    "kept.replayed": "dijeljeno ponovno (nitko nije stigao do 66)",
    "kept.lost@three": "pobjednik: {who}, {game_points}",
    "kept.review": "Pregledaj: {deal}",
    "button.review_short": "Pregledaj",
    "stats.trend": "Gubitak po dijeljenju: {recent} u {n:zadnjem pregledanom dijeljenju|zadnja "
                   "pregledana dijeljenja|zadnjih pregledanih dijeljenja}, {before} u onima prije "
                   "(manje je bolje).",
    "stats.trend.recent": "Gubitak po dijeljenju: {recent} u {n:zadnjem pregledanom "
                          "dijeljenju|zadnja pregledana dijeljenja|zadnjih pregledanih "
                          "dijeljenja} (manje je bolje).",
    "review.trick.title": "Štih {n} od {total}",
    "review.trick.yours": "Tvoje karte",
    "review.trick.theirs": "Karte računala",
    "review.trick.seat.1": "Karte igrača Zapad",
    "review.trick.seat.2": "Karte igrača Istok",
    "review.trick.played": "{leader}, a {winner}.",
    "review.trick.led.0": "Ti otvaraš",
    "review.trick.led.other": "{who} otvara",
    "review.trick.won.0": "štih uzimaš ti",
    "review.trick.won.other": "štih uzima {who}",
    "review.trick.both.0": "Ti otvaraš i uzimaš štih.",
    "review.trick.both.other": "{who} otvara i uzima štih.",
    "review.trick.stock": "Talon: {n:karta|karte|karata}",
    "review.trick.decision": "Tvoj izbor: {choice}; Ekspert: {expert} (gubitak {cost}).",
    "review.trick.decision.match": "Tvoj izbor: {choice}; Ekspert: {expert} (gubitak {cost}, "
                                   "{match}).",
    "review.trick.luck": "Tvoj izbor ({choice}) jednako je dobar kao Ekspertov prema kartama koje "
                         "su ti bile vidljive; uz sve poznate karte bolji bi izbor bio: {best}. To "
                         "je peh, a ne pogreška.",
    "review.luck": "peh",
    "review.trick.prev": "Prethodni štih",
    "review.trick.next": "Sljedeći štih",
    # the review as an analysis board: marks, accuracy, the chart's axes and legend
    "review.mark.inaccuracy": "Netočnost",
    "review.mark.mistake": "Pogreška",
    "review.mark.blunder": "Gruba pogreška",
    "review.accuracy": "Točnost: {accuracy} %",
    "review.accuracy.none": "Točnost: – (u ovom dijeljenju nije bilo pravog izbora)",
    "review.show_all": "Prikaži prisilne poteze i obična vučenja ({n})",
    "review.chart.x": "Štih",
    "review.chart.y": "Očekivani partijski bodovi",
    "review.chart.point": "{trick}. štih: {choice}, gubitak {lost}",
    "review.legend.best": "Najbolji izbor (Ekspertov)",
    "review.legend.chosen": "Tvoj izbor",
    "review.legend.known": "Tvoj izbor kad su sve karte poznate",
    "review.keys": "Strelice gore i dolje: od odluke do odluke; lijevo i desno: od štiha do "
                   "štiha; Enter na retku prikazuje njegov štih.",
    "help.review.h": "Pregled dijeljenja",
    "help.review.p": "„Pregledaj ovo dijeljenje“ pita Eksperta o svakoj tvojoj odluci, prema "
                     "kartama koje su ti bile vidljive. Gubitak odluke su očekivani partijski "
                     "bodovi Ekspertova izbora umanjeni za one tvojega, nikad manje od 0. Oznake: "
                     "?! netočnost od gubitka {inaccuracy}, ? pogreška od {mistake}, ?? gruba "
                     "pogreška od {blunder} (dijeljenje donosi 1 do 3 partijska boda, s tri igrača "
                     "2 do 6). Točnost pokazuje koliko je tvoja igra blizu Ekspertovoj: odluka "
                     "dobiva 100 kad je jednako dobra kao Ekspertov izbor, a svakih {half} "
                     "izgubljenih partijskih bodova to prepolovi (50 na granici grube pogreške, 25 "
                     "uz dvostruko veći gubitak); točnost dijeljenja je prosjek tvojih pravih "
                     "odluka. Prisilni potezi, vučenja koja bi i Ekspert odabrao i odluke u kojima "
                     "je svaka mogućnost vrijedila jednako skriveni su dok ne zatražiš sve i ne "
                     "ulaze ni u jedan broj.",
    "review.try_again": "Pokušaj ponovno odavde",
    "review.try_again.label": "Vježbaj ponovno od {trick}. štiha, prije izbora: {choice}",
    "notice.practice_from": "Vježba od {trick}. štiha: iste karte, tik prije tvoje odluke, protiv "
                            "Eksperta. Tvoj potez tamo ocjenjuje se kao u pregledu. Ovo se nigdje "
                            "ne broji; „Natrag na partiju” vraća te u partiju, tamo gdje je "
                            "stala. „Poništi” vraća potez.",
    "try.good": "Jednako dobro kao Ekspertov izbor: očekivano {value} partijskih bodova.",
    "try.costly": "Ekspertov izbor ovdje: {expert}. Tvoj potez u prosjeku košta oko {cost} "
                  "partijskih bodova. Poništi i pokušaj ponovno.",
    # the rules help (the ? key)
    "button.rules": "Pravila",
    "help.title": "Kako se igra",
    "help.order.h": "Karte",
    "help.order.p": "24 karte. U svakoj boji najjači je as, zatim desetka (iznad kralja), "
                    "kralj, dama, dečko i devetka. Ispod svake karte: njezini bodovi. Špil "
                    "nosi 120 bodova.",
    "help.aim.h": "Cilj",
    "help.aim.p": "Štihovima i zvanjima skupi 66 bodova prije protivnika. Dobiveno dijeljenje "
                  "donosi 1 do 3 partijska boda; tko prvi skupi {target:partijski bod|partijska "
                  "boda|partijskih bodova}, dobiva partiju.",
    "help.aim.simple": "Štihovima i zvanjima skupi 66 bodova prije računala. Svako dijeljenje "
                       "stoji za sebe; Rekord je tvoj najveći zbroj u dobivenom dijeljenju.",
    "help.phase1.h": "Dok je talon otvoren",
    "help.phase1.p": "Igraj bilo koju kartu: ne moraš odgovarati na boju. Jača karta otvorene "
                     "boje nosi štih, adut tuče svaku drugu boju, a kod dviju različitih boja bez "
                     "aduta štih nosi otvorena karta. Tko uzme štih, vuče prvi, zatim drugi igrač.",
    "help.phase2.h": "Kad je talon potrošen ili zatvoren",
    "help.phase2.p": "Odgovori na boju i prebij otvorenu kartu ako možeš; bez te boje moraš "
                     "igrati adut ako ga imaš.",
    "help.marriage.h": "Zvanja",
    "help.marriage.p": "Otvori kralja ili damu dok držiš i par pa zovi 20, u adutu 40. Bodovi se "
                       "broje kad uzmeš barem jedan štih.",
    "help.marriage.simple": "Otvori kralja ili damu dok držiš i par pa zovi 20, u adutu 40; "
                            "bodovi se broje odmah.",
    "help.exchange.h": "Zamjena adutske devetke",
    "help.exchange.p": "S barem jednim štihom, kad otvaraš i dok je talon otvoren, smiješ "
                       "zamijeniti adutsku devetku za okrenutu adutsku kartu.",
    "help.close.h": "Zatvaranje talona",
    "help.close.p": "Kad otvaraš, ili odmah nakon dobivenog štiha prije vučenja, smiješ zatvoriti "
                    "talon: više nitko ne vuče i mora se odgovarati na boju. Tada moraš doći do "
                    "66, inače protivnik dobiva 2 partijska boda (3 ako u trenutku zatvaranja "
                    "nije imao nijedan štih).",
    "help.out.h": "Izlazak",
    "help.out.p": "Odmah nakon štiha ili zvanja, sa 66 ili više, izađi i dijeljenje je tvoje. "
                  "Izlazak s manje donosi protivniku 2 partijska boda. Kad se odigra svih "
                  "dvanaest štihova, zadnji štih donosi 10 i pobjeđuje veći zbroj.",
    "help.out.simple": "Dijeljenje završava čim netko dođe do 66. Nema zatvaranja, zamjene ni "
                       "10 bodova za zadnji štih.",
    "help.game_points.h": "Partijski bodovi",
    "help.game_points.p": "1 partijski bod; 2 ako gubitnik ima manje od 33 boda (šnajder); 3 "
                          "ako gubitnik nije uzeo nijedan štih (švarc).",
    "help.three.h": "Tri igrača",
    "help.three.p": "Svatko dobiva 8 karata, talona nema. Djeliteljeva zadnja karta određuje adut "
                    "i ostaje vidljiva dok se ne odigra. U svakom štihu moraš odgovoriti na boju "
                    "i prebiti najjaču kartu otvorene boje ako možeš; bez te boje moraš igrati "
                    "adut i, ako možeš, prebiti najjači adut u štihu. Tko otvori kralja ili damu "
                    "s parom, zove 20 ili 40. Nakon osam štihova zadnji štih donosi 10; pobjeđuje "
                    "najveći zbroj sa 66 ili više, a svaki drugi igrač plaća 1, 2 ili 3 partijska "
                    "boda. Ako nitko ne dođe do 66, isti djelitelj dijeli ponovno.",
    "help.fair.h": "Igra li računalo pošteno?",
    "help.fair.p": "Da. Računalo odlučuje samo prema svojim kartama i kartama koje su već "
                   "odigrane, ni prema čemu drugom: dobiva pogled na stol bez ijedne skrivene "
                   "karte, a testovi igre premještaju skrivene karte i provjeravaju da se njegov "
                   "izbor ne mijenja. Svaka se partija miješa iz broja (seeda); isti seed ponovno "
                   "dijeli iste karte.",
    "help.seed": "Ova je partija završila (dijeljenje {number} bilo joj je zadnje). Njezin "
                 "seed bio je {seed}: otvori stranicu s ?seed={seed} da ponovno odigraš ista "
                 "dijeljenja.",
    # Šnaps (docs/RULES.md §7): ime, vlastiti razlog pobjede u dijeljenju i vlastite riječi za
    # ključeve gore (key@schnapsen: adutski dečko, 20 karata)
    "rules.schnapsen": "Šnaps (20 karata)",
    "outcome.last_trick.0": "Uzimaš zadnji štih, a s njim i dijeljenje ({points} prema "
                            "{other}).",
    "outcome.last_trick.other": "{who} uzima zadnji štih, a s njim i dijeljenje ({points} "
                                "prema {other}).",
    "ev.pass.0@schnapsen": "Zadržavaš adutskog dečka.",
    "ev.pass.other@schnapsen": "{who} zadržava adutskog dečka.",
    "ev.exchange.0@schnapsen": "Mijenjaš adutskog dečka i uzimaš: {card}.",
    "ev.exchange.other@schnapsen": "{who} mijenja adutskog dečka i uzima: {card}.",
    "prompt.exchange_offer@schnapsen": "Računalo je zatvorilo talon. Zamijeniti adutskog dečka "
                                       "za: {card}?",
    "msg.cannot.exchange@schnapsen": "Sada ne možeš zamijeniti adutskog dečka.",
    "msg.cannot.pass@schnapsen": "Sada ne možeš zadržati dečka.",
    "hint.exchange@schnapsen": "zamijeni adutskog dečka za okrenutu kartu: bolji adut bez "
                               "troška",
    "hint.pass@schnapsen": "zadrži dečka: okrenuta karta ti ovdje ne pomaže",
    "action.exchange@schnapsen": "zamjena adutskog dečka",
    "action.pass@schnapsen": "zadržavanje dečka",
    "button.pass@schnapsen": "Zadrži dečka",
    "keys.help@schnapsen": "Tipke: ←/→/↑/↓, Home/End ili 1–5 biraju kartu, Enter je odigrava; d "
                           "vuci, c zatvori, x zamijeni, k zadrži dečka, o izađi, h savjet, u "
                           "poništi (vježba), n nova partija, ? pravila, Escape zatvara ploču.",
    "help.order.p@schnapsen": "Šnaps: 20 karata, pet u svakoj ruci. U svakoj boji najjači je "
                              "as, zatim desetka (iznad kralja), kralj, dama i dečko; devetki "
                              "nema. Ispod svake karte: njezini bodovi. Špil nosi 120 bodova.",
    "help.aim.p@schnapsen": "Štihovima i zvanjima skupi 66 bodova prije protivnika. Dobiveno "
                            "dijeljenje donosi 1 do 3 partijska boda; tko prvi skupi "
                            "{target:partijski bod|partijska boda|partijskih bodova}, dobiva "
                            "partiju, a gubitniku ide bummerl (oznaka izgubljene partije). Igrači "
                            "dijele naizmjence.",
    "help.exchange.h@schnapsen": "Zamjena adutskog dečka",
    "help.exchange.p@schnapsen": "Kad otvaraš i dok je talon otvoren, i prije prvog štiha, "
                                 "smiješ zamijeniti adutskog dečka za okrenutu adutsku kartu.",
    "help.out.p@schnapsen": "Odmah nakon štiha ili zvanja, sa 66 ili više, izađi i dijeljenje je "
                            "tvoje. Izlazak s manje donosi protivniku 2 partijska boda. Kad se "
                            "odigra svih deset štihova, a nitko nije izašao, zadnji štih ne donosi "
                            "10: tko ga uzme, pobjeđuje u dijeljenju, 1 partijski bod.",
    "match.heading.0@schnapsen": "Partija je tvoja: bummerl ide računalu!",
    "match.heading.other@schnapsen": "{who} dobiva partiju: bummerl ide tebi.",
    "page.title_short@schnapsen": "Šnaps",
    "page.title@schnapsen": "Šnaps",
    "summary.match@schnapsen": "Bummerl (partija do {target} bodova): ti {scores[0]}, računalo "
                               "{scores[1]}.",
    "rating.label": "Rejting",
    "rating.about": "Tvoj rejting za ovim stolom: Glicko-2, mjeren prema izmjerenim rejtinzima "
                    "razina računala. Upitnik znači da je još privremen.",
    "rating.none": "–",
    "casual.label": "Način",
    "casual.marker": "Bez rejtinga",
    "rating.moved": "Tvoj rejting: {rating} ({change}).",
    "rating.unrated.practice": "Vježba se ne boduje za rejting.",
    "rating.unrated.link": "Dijeljenje odabrano poveznicom ne boduje se za rejting.",
    "rating.unrated.table": "Jednostavna pravila ne boduju se za rejting: puna pravila, tri "
                            "igrača i šnaps se boduju.",
    "rating.unrated.hint": "U ovom je dijeljenju iskorišten savjet, pa se ne boduje za rejting.",
    "rating.unrated.casual": "Partija bez rejtinga: savjeti su dopušteni, a tvoj se rejting "
                             "ne mijenja. Za bodovane partije u Postavkama označi „Partije za "
                             "rejting”.",
    "notice.rating_skipped": "Ovo dijeljenje nije moglo ući u rejting ({error}).",
    "storage.what.rating": "tvoj rejting",
    "stats.rating.title": "Tvoj rejting za ovim stolom",
    "rating.meaning": "Tvoj rejting kaže koliko jako igraš, na istoj ljestvici kao razine "
                      "računala navedene niže; mijenjaju ga samo partije za rejting, a „?” "
                      "znači da je još privremen.",
    "stats.rating.start": "Ovdje još nema bodovanog dijeljenja: počinješ s {rating} ± {interval}. "
                          "Broji se svako dijeljenje partije za rejting čim je podijeljeno: "
                          "dobiveno, izgubljeno ili napušteno prije kraja (broji se kao "
                          "izgubljeno); vježba i poveznice ne broje se, a u bodovanom dijeljenju "
                          "nema savjeta.",
    "stats.rating.now": "{rating} ± {interval} (95 %). Bodovana dijeljenja: {deals}.",
    "stats.rating.provisional": "{rating} ± {interval} (95 %), privremen dok raspon ne padne "
                                "ispod ±{limit}. Bodovana dijeljenja: {deals}.",
    "stats.rating.peak": "Najviši: {peak}.",
    "stats.rating.next": "Sljedeća stepenica: {level} ({rating}).",
    "stats.rating.top": "Tvoj je rejting iznad svih razina računala za ovim stolom.",
    "stats.rating.strongest": "Igraš protiv najjače razine ovdje: iznad nje nema stepenice.",
    "stats.rating.levels": "Razine računala ovdje, izmjerene u areni (95 %): {levels}.",
    "stats.rating.level": "{level} {rating} ± {interval}",
    "button.daily": "Dijeljenje dana",
    "button.daily_share": "Kopiraj rezultat",
    "score.daily": "Dijeljenje dana",
    "storage.what.daily": "dijeljenja dana",
    "daily.line": "{rules}: {state} Dana zaredom: {streak}.",
    "daily.line.new": "danas još nije odigrano.",
    "daily.line.left": "danas napušteno nedovršeno (može se vježbati).",
    "daily.result.waiting": "Ti: {you}. Ekspert na tvom mjestu: još igra…",
    "daily.result": "Ti: {you}. Ekspert na tvom mjestu: {expert}.",
    "daily.progress": "Ekspert igra na tvom mjestu",
    "daily.share": "{game}, dijeljenje dana {day}: ti {you}, Ekspert {expert}",
    "daily.game.traditional": "Šezdeset šest",
    "daily.game.three": "Šezdeset šest s tri igrača",
    "daily.game.schnapsen": "Šnaps",
    "daily.no_table": "Dijeljenje dana igra se po punim pravilima, s tri igrača i u šnapsu, ne po "
                      "jednostavnim pravilima.",
    "daily.leave_first": "Najprije napusti vježbu („Natrag na partiju”), pa pokreni dijeljenje "
                         "dana.",
    "daily.notice": "Dijeljenje dana ({day}) protiv Eksperta: danas iste karte za sve. Za tvoj "
                    "rejting broji se jednom, bez vraćanja poteza.",
    "daily.notice.again": "Današnje dijeljenje još jednom, kao vježba: za rejting je već "
                          "odigrano ({day}).",
    "daily.copied": "Kopirano: {line}",
    "daily.copy_by_hand": "Kopiraj ovaj redak: {line}",
    "daily.compare_failed": "Igra Eksperta na tvom mjestu nije se mogla odigrati ({error}).",
    "ask.leave_daily": "Napustiti dijeljenje dana? Danas se više ne može igrati za rejting.",
    "ask.leave_daily.ok": "Napusti",
    "ask.daily": "Započeti dijeljenje dana ({day})? Igraš ga protiv Eksperta i za rejting se broji "
                 "jednom na dan: bez savjeta, bez vraćanja poteza, a ako ga napustiš prije kraja, "
                 "broji se kao izgubljeno.",
    "ask.daily.ok": "Započni",
    "msg.daily.not_started": "Dijeljenje dana čeka: ništa nije podijeljeno.",
    "msg.undo.daily": "U dijeljenju dana nema vraćanja poteza: broji se za tvoj rejting.",
    "stats.rating.chart": "Tvoj rejting kroz {n:bodovano dijeljenje|bodovana dijeljenja|bodovanih "
                          "dijeljenja}: od {first} do {last}. Isprekidane crte su razine računala.",
    # a calendar day (texts.date_text): "4. prosinca 2026." (the month in the genitive)
    "date": "{day}. {month} {year}.",
    "month.1": "siječnja",
    "month.2": "veljače",
    "month.3": "ožujka",
    "month.4": "travnja",
    "month.5": "svibnja",
    "month.6": "lipnja",
    "month.7": "srpnja",
    "month.8": "kolovoza",
    "month.9": "rujna",
    "month.10": "listopada",
    "month.11": "studenoga",
    "month.12": "prosinca",
    # why a link's position or a stored match was refused (game.engine.untrusted and the
    # checks built on it): in parentheses after the notice, so in lower case; {what} is
    # a part of the input, its JSON names as the link writes them (bad.what.*: other words)
    "bad.constant": "{name} nije broj koji ova igra koristi",
    "bad.big_number": "broj {value} je prevelik",
    "bad.inside": "{what}: {problem}",
    "bad.not_text": "{what}: nije tekst",
    "bad.too_long": "{what}: predugo ({n:znak|znaka|znakova}, najviše {max})",
    "bad.nested": "{what}: previše duboko ugniježđeno (najviše razina: {max})",
    "bad.not_json": "{what}: nije ispravan JSON",
    "bad.whole_number": "{what}: {value} nije cijeli broj",
    "bad.between": "{what}: {value} nije između {lo} i {hi}",
    "bad.digits": "{what}={value} nije cijeli broj (samo znamenke 0-9)",
    "bad.not_card": "{what}: {value} nije karta; prvo rang, zatim boja, rangovi A T K Q J 9, boje "
                    "C D H S (na primjer 'TS' ili 'QH')",
    "bad.card_list": "{what}: nije popis karata poput ['KS', 'QH']",
    "bad.too_many_cards": "{what}: više od {limit} karata",
    "bad.suit_list": "{what}: nije popis od najviše četiri boje poput ['H', 'S']",
    "bad.not_suit": "{what}: {value} nije boja; koristi C D H S",
    "bad.suit_twice": "{what}: jedna boja navedena je dvaput",
    "bad.seat": "{what}: {value} nije mjesto za stolom; koristi {seats} ili {last}",
    "bad.position_text": "pozicija nije tekst",
    "bad.position_long": "pozicija je preduga ({n:znak|znaka|znakova}, najviše {max})",
    "bad.not_base64": "pozicija nije JSON kodiran u base64url",
    "bad.not_object": "pozicija mora biti JSON objekt",
    "bad.unknown_keys": "nepoznati ključevi u poziciji: {names}",
    "bad.missing_key": "u poziciji nedostaje {name}",
    "bad.option_type": "opcija {name} ima pogrešan tip ({value}); očekuje se {type} poput "
                       "{example}",
    "bad.match_at_none": "pravila {rules} ne igraju partiju pa nemaju ni njezin rezultat",
    "bad.match_at_object": "match mora biti objekt sa score i target, npr. "
                           "{{\"score\": [3, 5], \"target\": 7}}",
    "bad.match_at_target": "cilj partije mora biti onaj iz pravila: {target}",
    "bad.match_at_score": "rezultat partije navodi partijske bodove svakog igrača ({n}), "
                          "svaki manji od {target}",
    "bad.option_target": "partija se igra do 7 ili 8 partijskih bodova",
    "bad.option_close_scoring": "close_scoring je 'pagat' ili 'at_close'",
    "bad.options": "opcije ne pripadaju ovoj igri ({detail})",
    "bad.twice": "karte navedene dvaput: {codes}",
    "bad.missing_cards": "karte koje nedostaju u poziciji: {codes}",
    "bad.two_lists": "{what}: nije popis od dva popisa",
    "bad.unknown_rules": "nepoznata pravila {value}; koristi {choices}",
    "bad.options_object": "options mora biti objekt",
    "bad.unknown_options": "nepoznate opcije {names}; koristi {choices}",
    "bad.three_elsewhere": "poziciju za tri igrača čita game.engine.three.position "
                           "(game.from_position bira prema \"rules\": \"three\")",
    "bad.table_one": "na stolu je najviše jedna karta (otvorena karta koja čeka odgovor)",
    "bad.not_in_pack.1": "{preset} se igra s {size} karata (bez devetki), pa {codes} nije u špilu",
    "bad.not_in_pack.n": "{preset} se igra s {size} karata (bez devetki), pa {codes} nisu u špilu",
    "bad.drawn_stock": "adutska karta je već izvučena, pa talon mora biti prazan",
    "bad.whole_tricks": "won {seat}: nisu cijeli štihovi (karata mora biti paran broj)",
    "bad.leader_fewer": "kad je karta na stolu, igrač koji je otvorio ima kartu manje",
    "bad.same_count": "između štihova oba igrača imaju jednako karata u ruci",
    "bad.too_many_tricks": "odigrano je više od {n} štihova",
    "bad.first_lead": "prvi štih otvara djeliteljev protivnik",
    "bad.even_stock": "karata u talonu mora biti paran broj",
    "bad.closed_by": "closed_by je null, 0 ili 1, a ne {value}",
    "bad.closed_turnup": "ispod zatvorenog talona još je adutska karta",
    "bad.no_closing": "u igri {preset} nema zatvaranja",
    "bad.stage": "stage je jedno od {choices}, a ne {value}",
    "bad.hand_size": "dok je talon otvoren, svaki igrač sada ima u ruci {n:kartu|karte|karata}",
    "bad.before_draw": "'before_draw' traži završen štih, nezatvoren talon i barem 4 karte u "
                       "talonu",
    "bad.exchange_offer": "'exchange_offer' traži talon koji je upravo zatvorio igrač na potezu",
    "bad.exchange_offer_card": "'exchange_offer' traži da protivnik onoga tko je zatvorio drži "
                               "kartu {card}",
    "bad.over_by_now": "u rukama više nema karata, pa dijeljenje mora biti završeno",
    "bad.running_outcome": "dijeljenje koje traje još nema ishod",
    "bad.finished_table": "nakon završenog dijeljenja na stolu nema karte",
    "bad.last_trick_shape": "last_trick ima oblik {{leader, cards: [led, reply], winner}}",
    "bad.outcome": "ishod {given} ne slijedi iz karata; one daju: pobjednik {winner}, partijski "
                   "bodovi {gp}, {reason}",
    "bad.close_facts": "navedeni su podaci o zatvaranju, a nitko nije zatvorio talon",
    "bad.close_object": "close mora biti objekt",
    "bad.close_keys": "close sadrži samo opp_had_trick, opp_points i at_trick",
    "bad.close_bool": "close.opp_had_trick je true ili false, a ne {value}",
    "bad.close_trick": "igrač {seat} imao je štih kad je talon zatvoren, a sada nema nijedan",
    "bad.close_points": "close.opp_points mora biti 0 za protivnika bez štiha",
    "bad.marriage_both": "oba igrača zvala su zvanje u boji {suit}",
    "bad.marriage_cards": "igrač {seat} zvao je zvanje u boji {suit} bez kralja i dame (svaka "
                          "karta mora biti u njegovoj ruci ili odigrana)",
    "bad.marriage_lead": "karta {card} na stolu pripada zvanju igrača {seat}, pa ju je otvorio "
                         "igrač {seat}",
    "bad.voids_phase": "praznine u bojama poznate su tek kad je talon zatvoren ili potrošen",
    "bad.void_holds": "igrač {seat} nema boje {suit}, a ipak drži kartu te boje",
    "bad.last_none": "naveden je zadnji štih, a još nije odigran nijedan štih",
    "bad.last_cards": "karte zadnjeg štiha moraju biti među štihovima onoga tko ga je uzeo",
    "bad.last_winner": "zadnji štih ({led}, pa {reply}) uzeo je igrač {truth}, a ne {seat}",
    "bad.last_leads": "tko je uzeo zadnji štih, sljedeći otvara",
    "bad.auto_out_ended": "igrač {seat} ima {points:bod|boda|bodova}, pa bi uz automatski izlazak "
                          "dijeljenje već bilo završeno",
    "bad.end_before_trick": "nitko ne može završiti dijeljenje prije prvog štiha",
    "bad.ended_short": "dijeljenje je završilo s kartama u ruci, a igrač {seat} ima samo "
                       "{points:bod|boda|bodova}",
    "bad.three_lists": "{what}: nije popis od tri popisa (po jedan za svako mjesto)",
    "bad.three_rules": "pozicija za tri igrača ima \"rules\": \"three\"",
    "bad.three_options": "options mora biti objekt s nekima od: {choices}",
    "bad.three_closing": "s tri igrača nema zatvaranja",
    "bad.three_stock": "s tri igrača dijele se sve karte: talon je []",
    "bad.three_whole_tricks": "won {seat}: nisu cijeli štihovi (po tri karte)",
    "bad.three_hand": "ruka {seat} nakon odigranih štihova ({tricks}) mora imati "
                      "{n:kartu|karte|karata}",
    "bad.three_hand_table": "ruka {seat} nakon odigranih štihova ({tricks}), s kartama na stolu "
                            "({table}), mora imati {n:kartu|karte|karata}",
    "bad.three_first_lead": "prvi štih otvara igrač lijevo od djelitelja",
    "bad.three_leader_won": "igrač koji otvara uzeo je zadnji štih, pa ima štih u won",
    "bad.three_turnup": "okrenuta adutska karta {codes} pripada djelitelju (mjesto {dealer}) dok "
                        "se ne odigra, a ne mjestu {seat}",
    "bad.three_turnup_table": "okrenutu adutsku kartu na stolu morao je odigrati djelitelj",
    "bad.three_strict": "mjesto {seat} nije smjelo odigrati {codes} na {led}: svaki štih je strog "
                        "(odgovori na boju i prebij, inače adut)",
    "bad.three_marriage_twice": "mjesta {first} i {seat} oba su zvala {letter}; svaka boja ima "
                                "samo jednog kralja i jednu damu",
    "bad.three_marriage_held": "mjesto {seat} zvalo je {letter}, pa nijedno drugo mjesto ne može "
                               "držati kralja ili damu te boje",
    "bad.three_marriage_both_held": "mjesto {seat} zvalo je {letter}, a još drži i kralja i damu; "
                                    "zvanje se zove otvaranjem jedne od tih karata",
    "bad.three_marriage_led": "mjesto {seat} zvalo je {letter}, pa je mjesto {seat} otvorilo "
                              "kralja ili damu",
    "bad.three_clash": "mjesto {seat} drži {codes}, a prema njegovoj igri to ne može držati "
                       "(voids/excluded)",
    "bad.three_last_shape": "last_trick ima oblik {{leader, cards: [tri], winner}}",
    "bad.three_last_none": "još nije odigran nijedan štih, pa nema zadnjeg štiha",
    "bad.three_last_winner": "last_trick: to mjesto nije uzelo te karte",
    "bad.three_last_leads": "tko je uzeo zadnji štih, otvara sljedeći",
    "bad.three_last_cards": "last_trick: njegove karte moraju biti u won pobjednika",
    "bad.three_stage": "stage je 'play' ili 'over'",
    "bad.three_over": "odigrano je svih osam štihova, pa je dijeljenje završeno",
    "bad.three_not_over": "dijeljenje je završeno tek nakon osam štihova",
    "bad.match_object": "spremljena partija mora biti objekt",
    "bad.match_key": "u spremljenoj partiji nedostaje {name}",
    "bad.match_scores": "scores mora biti popis od ovoliko brojeva: {n}",
    "bad.match_history": "povijest ima najviše jedan rezultat po dijeljenju",
    "bad.match_entry": "svaki zapis u povijesti mora biti objekt",
    "bad.match_entry_key": "u zapisu povijesti nedostaje {name}",
    "bad.match_reason": "razlog u povijesti mora biti riječ, a ne {value}",
    "bad.match_points": "bodovi u povijesti moraju biti popis od ovoliko brojeva: {n}",
    "bad.match_order": "brojevi dijeljenja u povijesti moraju rasti",
    "bad.match_missing_deal": "završeno dijeljenje nedostaje u povijesti",
    "bad.match_result": "prema povijesti {number}. dijeljenje dobiva {winner} s bodovima {gp}, a "
                        "prema kartama {truth} s bodovima {true_gp} ({reason})",
    "bad.match_running": "povijest navodi rezultat dijeljenja koje još traje",
    "bad.match_sums": "rezultat {scores} nije zbroj povijesti {won}",
    "bad.match_over": "partija je bila gotova već prije ovog dijeljenja",
    "bad.match_no_score": "u igri {preset} nema rezultata partije",
    "bad.match_dealer": "igrač {seat} dobio je {number}. dijeljenje, pa dijeli sljedeće",
    "bad.what.the position": "pozicija",
    "bad.what.hand": "ruka",
    "bad.what.the match seed": "seed partije",
    "bad.what.the deal number": "broj dijeljenja",
    "bad.what.a match score": "rezultat partije",
    "bad.what.a history deal number": "broj dijeljenja u povijesti",
    "bad.what.a history winner": "pobjednik u povijesti",
    "bad.what.history game points": "partijski bodovi u povijesti",
    "bad.what.history points": "bodovi u povijesti",
    # issue 40: nothing lost, the rating not dodged, no hidden cards handed out
    "notice.link_beside": "Dijeljenje iz poveznice, pokraj tvoje partije: tvoja partija ({scores}) "
                          "spremljena je i čeka, a „Natrag na partiju” vraća te na nju. Ovo se "
                          "dijeljenje nigdje ne broji.",
    "notice.link_after_daily": "Tvoje dijeljenje dana se nastavlja, pa dijeljenje iz "
                               "poveznice nije otvoreno: otvori poveznicu ponovno kad "
                               "dijeljenje dana završi.",
    "score.link": "Dijeljenje iz poveznice",
    "ask.forfeit.rated": "Dijeljenje u tijeku u tvojoj partiji broji se kao izgubljeno, za rejting "
                         "i u statistici.",
    "ask.forfeit.stats": "Dijeljenje u tijeku u tvojoj partiji broji se u statistici kao "
                         "izgubljeno.",
    "ask.forfeit.daily": "Dijeljenje dana broji se za rejting kao izgubljeno.",
    "notice.left_lost": "Napušteno dijeljenje broji se kao izgubljeno.",
    "notice.left_daily": "Napušteno dijeljenje dana broji se kao izgubljeno.",
    "msg.hint.rated": "U dijeljenju koje se boduje za rejting nema savjeta: boduje se tvoja "
                      "vlastita igra. Savjeti postoje u partiji bez rejtinga (Postavke), u vježbi "
                      "(„Ponovi ovo dijeljenje”), u dijeljenju iz poveznice i po jednostavnim "
                      "pravilima.",
    "daily.line.playing": "u tijeku.",
    "daily.line.lost": "napušteno nedovršeno: brojalo se kao izgubljeno (može se vježbati).",
    "daily.line.clock": "na ovom se uređaju ne boduje: dijeljenje kasnijeg dana ({newest}) "
                        "već je započeto (može se vježbati).",
    "daily.line.day": "{rules}, {day}: {state} Dana zaredom: {streak}.",
    "daily.notice.leaving": "Ako ga napustiš prije kraja, broji se kao izgubljeno; nakon "
                            "ponovnog učitavanja stranice nastavlja se.",
    "daily.notice.again.lost": "Današnje dijeljenje još jednom, kao vježba: ostalo je "
                               "nedovršeno, pa se za rejting brojalo kao izgubljeno ({day}).",
    "daily.notice.again.left": "Današnje dijeljenje još jednom, kao vježba: napušteno je "
                               "nedovršeno i nije bodovano ({day}).",
    "daily.notice.again.playing": "Današnje dijeljenje kao vježba: u drugoj je kartici u "
                                  "tijeku za rejting ({day}).",
    "daily.notice.again.clock": "Dijeljenje od {day} kao vježba, bez bodovanja: dijeljenje "
                                "kasnijeg dana ({newest}) već je započeto na ovom uređaju, a "
                                "dani se boduju samo unaprijed.",
    "daily.resumed": "Dijeljenje dana, {day}, nastavlja se ondje gdje je ostalo; broji se za tvoj "
                     "rejting.",
    "daily.resume_failed": "Dijeljenje dana u tijeku nije se moglo nastaviti ({error}), pa se "
                           "broji kao izgubljeno.",
    "daily.finish_first": "Najprije dovrši dijeljenje dana: ako ga napustiš, broji se kao "
                          "izgubljeno.",
    "help.seed.later": "Seed ove partije prikazuje se ovdje kad partija završi (tada ga ?seed= "
                       "ponovno dijeli): prije toga otkrio bi karte koje tek dolaze.",
    "help.seed.daily": "Dijeljenje dana miješa se iz svog dana, ne iz seeda koji poveznica "
                       "može navesti: svi ga dobivaju na njegov dan.",
    # partija među ljudima (zadatak 43): dvoje ili troje za jednim uređajem, mjesta s imenima
    "seat.player": "Igrač {n}",
    "seat.computer": "Računalo (razina: {level})",
    "list.comma": ", ",
    "deal.intro.other@people": "{number}. dijeljenje. {who} dijeli; {leads}. Adut je {suit} "
                               "(okrenuta karta: {card}).",
    "deal.intro.other@three@people": "{number}. dijeljenje. {who} dijeli; {leads}. Adut je "
                                     "{suit}; adutsku kartu ({card}) drži {who} i svi je vide.",
    "match.heading.other@schnapsen@people": "{who} dobiva partiju.",
    "outcome.false_claim.people": "{who} prijavljuje 66, a ima samo {points}: pogrešna "
                                  "prijava.",
    "outcome.closer_failed.people": "{who} zatvara talon, ali ne stiže do 66.",
    "summary.match.people": "Partija: {scores} (igra se do {target}).",
    "summary.match.people@schnapsen": "Bummerl (partija do {target} bodova): {scores}.",
    "label.opponent_hand.n@people": "{who}: {n:karta|karte|karata} u ruci",
    "label.opponent_hand.1@people": "{who}: {n:karta|karte|karata} u ruci",
    "label.opponent_revealed@people": "{who} još drži: {cards}",
    "label.hand.hidden": "{who}: karte su okrenute licem prema dolje ({n})",
    "prompt.curtain": "Predaj uređaj. Na potezu: {name}.",
    "curtain.title": "Na potezu: {name}",
    "curtain.text": "Neka uređaj preuzme {name}; ostali neka ne gledaju. Karte ostaju "
                    "okrenute licem prema dolje dok {name} ne dodirne gumb.",
    "summary.simple.people": "Bodovi u ovom dijeljenju: {scores}.",
    "prompt.person": "{name} – {prompt}",
    "prompt.exchange_offer@people": "Talon je zatvoren. Zamijeniti adutsku devetku za "
                                    "okrenutu kartu ({card}) ili je zadržati?",
    "prompt.exchange_offer@schnapsen@people": "Talon je zatvoren. Zamijeniti adutskog dečka "
                                              "za: {card}?",
    "ask.out@people": "Imaš tek {points} od potrebnih 66 bodova. Ako sada izađeš, gubiš ovo "
                      "dijeljenje, a protivnička strana osvaja {cost}. Ipak izaći?",
    "ask.out.hidden@people": "Izaći sada? Sa 66 ili više bodova dijeljenje je tvoje, s manje ga "
                             "gubiš.",
    "region.opponent@people": "Ostali igrači",
    # tečaj (zadatak 42): popis i okvir lekcije (same lekcije: learn.*)
    "button.learn": "Nauči igrati",
    "menu.learn": "Završene lekcije: {done} od {n}",
    "learn.title": "Nauči igrati",
    "learn.intro": "Kratke lekcije, u svakoj jedna ideja odigrana za pravim stolom. Zvjezdice "
                   "pokazuju iz kojeg je pokušaja postignut svaki cilj (3 iz prvog); partija za to "
                   "vrijeme čeka i ništa se od ovoga ne broji.",
    "learn.item": "Lekcija {n}: {title}, {state}",
    "learn.untried": "još nije isprobana",
    "learn.stars": "zvjezdice: {n} od 3",
    "learn.offer": "Prvi put igraš Šezdeset šest? Nauči igru ovdje, u nekoliko kratkih "
                   "lekcija odigranih za stolom.",
    "button.learn_offer": "Započni tečaj",
    "button.learn_offer_close": "Ne, hvala",
    "lesson.heading": "Lekcija {n}: {title}",
    "lesson.wrong": "Nije točno: {why} Pokušaj ponovno ili pogledaj rješenje.",
    "lesson.earned": "Osvojene zvjezdice: {n}.",
    "lesson.answer": "Rješenje: {action}.",
    "button.lesson_answer": "Pokaži rješenje",
    "button.lesson_list": "Sve lekcije",
    "button.lesson_next": "Sljedeća lekcija",
    "notice.lesson": "Lekcija {n}: {title}. Nigdje se ne broji; partija čeka.",
    "score.lesson": "Lekcija",
    "store.lessons_damaged": "Spremljene zvjezdice iz lekcija bile su oštećene, pa su "
                             "poništene.",
    "store.what.lessons": "zvjezdicama iz lekcija",
    "store.lessons_dropped": "Spremljeni rezultati lekcija kojih u ovoj igri nema ({detail}) "
                             "stavljeni su na stranu.",
    "lesson.deal.lost": "Ovo dijeljenje dobiva računalo. Pokušaj ponovno: iste karte, a savjet "
                        "označava svaki potez.",
    "button.lesson_retry": "Pokušaj ponovno",
    "curtain.ready": "Pokaži moje karte",
    "msg.curtain": "Najprije predajte uređaj: tko je na potezu, neka dodirne „Pokaži moje "
                   "karte”.",
    "msg.hint.why.for": "Savjet ({name}): {what} – {why}.",
    "rating.unrated.people": "Partija među ljudima za jednim uređajem ne ulazi ni u čiji "
                             "rejting ni u statistiku.",
    "rating.unrated.mixed": "Računala različitih razina: ova partija ne ulazi ni u rejting ni "
                            "u statistiku.",
    "notice.people": "Partija među ljudima: između poteza uređaj se predaje iz ruke u ruku, a "
                     "karte ostaju okrenute licem prema dolje sve dok se ne dodirne „Pokaži moje "
                     "karte”. Ne ulazi ni u čiju statistiku ni rejting.",
    "link.seats": "Mjesta {value} iz poveznice nisu primijenjena: po jedan unos za svako "
                  "mjesto, svaki „person” ili razina (gentle, normal, sharp, expert), a prvi "
                  "mora biti osoba.",
    "link.seats.table": "Mjesta „{value}” iz poveznice ne odgovaraju stolu za {players} "
                        "igrača, pa igraju mjesta odabrana u postavkama.",
    "review.trick.named": "Karte – {who}",
    "review.which.person": "{name}: odluke u upravo odigranom dijeljenju ({deal})",
    "button.review.person": "Pregled: {name}",
    "set.seats": "Tko igra",
    "set.name.0": "Tvoje ime",
    "set.seat.1": "Protivnik / Zapad",
    "set.name.1": "Ime",
    "set.seat.2": "Istok (samo s tri igrača)",
    "set.name.2": "Ime",
    "set.seat.computer": "Računalo",
    "set.seat.person": "Osoba",
    "set.seats.note": "Kad igraju dvoje ili troje ljudi, uređaj se između poteza predaje iz ruke u "
                      "ruku, a svaka ruka ostaje skrivena dok njezin igrač nije spreman. Partija "
                      "među ljudima ne ulazi ni u čiju statistiku ni rejting.",
    # the course (issue 42): lessons
    "learn.L01.title": "Karte, jačina i bodovi",
    "learn.L01.t1": "Svaka boja ima šest karata, od najjače do najslabije: as, 10, kralj, dama, "
                    "dečko, 9. Desetka je jača od kralja.",
    "learn.L01.t2": "Bodovi karata: as 11, desetka 10, kralj 4, dama 3, dečko 2, devetka 0. Tko "
                    "uzme štih, dobiva bodove obiju karata.",
    "learn.L01.goal": "Računalo otvara kraljem herc. Uzmi ovaj štih.",
    "learn.L01.right": "Točno: desetka je jača od kralja. Tvoja desetka herc uzima štih i 14 "
                       "bodova.",
    "learn.L01.wrong.low": "Ta je karta slabija od kralja herc, pa štih uzima kralj.",
    "learn.L01.wrong": "Karta druge boje ovdje ne pobjeđuje kralja herc: to bi mogao samo adut, a "
                       "nemaš ga.",
    "learn.L02.title": "Prva faza: bilo koja karta i aduti",
    "learn.L02.t1": "Dok je talon otvoren, ne moraš odgovoriti na boju: smiješ igrati bilo koju "
                    "kartu.",
    "learn.L02.t2": "Okrenuta karta određuje adut. Adut pobjeđuje svaku kartu druge boje; bez "
                    "aduta štih uzima otvorena boja.",
    "learn.L02.goal": "Adut je karo. Računalo otvara asom pik: uzmi ovaj štih.",
    "learn.L02.right": "Točno: nijedan pik ne pobjeđuje asa, ali svaki adut ga pobjeđuje.",
    "learn.L02.wrong.low": "Nijedan pik ne pobjeđuje asa pik.",
    "learn.L02.wrong": "Karta druge boje koja nije adut nikad ne uzima štih: pobjeđuje otvorena "
                       "boja, osim ako netko igra adut.",
    "learn.L03.title": "Brojanje do 66 i izlazak",
    "learn.L03.t1": "Broji bodove štihova koje uzimaš. Tko prvi skupi 66, izlazi i dijeljenje je "
                    "odmah njegovo.",
    "learn.L03.t2": "Izaći možeš odmah nakon uzetog štiha ili zvanja, čak i kad u talonu još ima "
                    "karata.",
    "learn.L03.goal": "Imaš 51 bod. Računalo otvara kraljem pik: uzmi štih koji te dovodi do 66.",
    "learn.L03.right": "66: 51, uz to 11 za asa i 4 za kralja. Izlaziš i ovo dijeljenje je tvoje.",
    "learn.L03.wrong.short": "Štih je tvoj, ali to još nije 66. Izbroji ponovno: koja karta "
                             "donosi najviše bodova?",
    "learn.L03.wrong": "Ovaj štih uzima računalo. Za 66 trebaš štih od 15 bodova.",
    "learn.L04.title": "Zvanja: 20 i 40",
    "learn.L04.t1": "Kralj i dama iste boje daju zvanje: zoveš ga kad otvoriš jednom od tih "
                    "karata, a držiš i drugu.",
    "learn.L04.t2": "Zvanje u adutu vrijedi 40, u drugoj boji 20. Broji se čim imaš uzet štih.",
    "learn.L04.goal": "Adut je pik, a imaš kralja i damu i u piku i u hercu. Zovi 40.",
    "learn.L04.right": "40! Već imaš uzet štih, pa se zvanje odmah broji.",
    "learn.L04.wrong.twenty": "Time zoveš 20: herc nije adut. Zvanje u adutu vrijedi 40.",
    "learn.L04.wrong": "Time ne zoveš ništa. Otvori kraljem ili damom boje u kojoj držiš obje "
                       "karte.",
    "learn.L05.title": "Zamjena adutske devetke",
    "learn.L05.t1": "Ako imaš adutsku devetku, prije otvaranja smiješ je zamijeniti za okrenutu "
                    "kartu.",
    "learn.L05.t2": "To smiješ čim imaš uzet štih, dok je talon otvoren i iznad okrenute karte "
                    "ima još karata.",
    "learn.L05.goal": "Okrenuta karta je as karo, a ti imaš 9 karo. Zamijeni adutsku devetku.",
    "learn.L05.right": "Gotovo: as karo je tvoj, a tvoja devetka nova je okrenuta karta.",
    "learn.L05.wrong": "Prvo zamijeni, pa onda otvori: tvoja devetka ne vrijedi ništa, a as karo "
                       "11 bodova.",
    "learn.L06.title": "Druga faza: odgovoriti, prebiti, igrati adut",
    "learn.L06.t1": "Kad je talon potrošen ili zatvoren, pravila su stroga: moraš odgovoriti na "
                    "boju i prebiti otvorenu kartu ako možeš.",
    "learn.L06.t2": "Bez karte te boje moraš igrati adut. Tek bez aduta smiješ igrati bilo koju "
                    "kartu.",
    "learn.L06.goal": "Talon je potrošen. Računalo otvara dečkom pik: odigraj kartu koju pravila "
                      "dopuštaju.",
    "learn.L06.right": "Točno: odgovaraš na pik i prebijaš dečka.",
    "learn.L07.title": "Zatvaranje talona",
    "learn.L07.t1": "Kad otvaraš, smiješ zatvoriti talon: više nitko ne vuče, a odmah vrijede "
                    "stroga pravila druge faze.",
    "learn.L07.t2": "Tko zatvori, mora doći do 66. Inače računalo dobiva 2 partijska boda, ili 3 "
                    "ako pri zatvaranju još nema nijedan štih.",
    "learn.L07.goal": "Tvoji aduti i asovi su jaki. Zatvori talon sada.",
    "learn.L07.right": "Zatvoreno. Uz najbolju igru ova ruka sad pobjeđuje u dijeljenju, a "
                       "računalo ostaje ispod 33: 2 partijska boda.",
    "learn.L07.wrong": "Ako igraš dalje, računalo vuče još karata. S ovom rukom dobivaš ako "
                       "zatvoriš: prvo zatvori talon.",
    "learn.L08.title": "Šnajder, švarc i partijski bodovi",
    "learn.L08.t1": "Dobiveno dijeljenje donosi 1 partijski bod; 2 ako gubitnik ima manje od 33 "
                    "boda (šnajder); 3 ako gubitnik nema nijedan štih (švarc).",
    "learn.L08.t2": "Talon je potrošen, a računalo ima 31 bod. Zadrži ga ispod 33.",
    "learn.L08.goal": "Nađi potez koji donosi najviše partijskih bodova.",
    "learn.L08.right": "Točno: računalo ostaje ispod 33 boda. Šnajder: 2 partijska boda.",
    "learn.L08.wrong": "I dalje dobivaš, ali računalo dolazi do 33 boda: nema šnajdera, to te "
                       "stoji {lost:partijski bod|partijska boda|partijskih bodova}.",
    "learn.L09.title": "Pamćenje odigranih karata",
    "learn.L09.t1": "Pamti koje su karte već odigrane. Kad je talon potrošen, računalo drži sve "
                    "karte koje se još nisu pojavile.",
    "learn.L09.t2": "Imaš 53 boda, a as pik već je pao u jednom od ranijih štihova.",
    "learn.L09.goal": "Nađi potez kojim pobjeđuješ u ovom dijeljenju.",
    "learn.L09.right": "Točno: bez asa tvoja je desetka pik najjača preostala karta u piku. Njezin "
                       "štih dovodi te do 66.",
    "learn.L09.wrong": "Ta karta gubi štih, a uz najbolju igru zatim u dijeljenju pobjeđuje "
                       "računalo: to te stoji {lost:partijski bod|partijska boda|partijskih "
                       "bodova}.",
    "learn.L11.title": "Cijelo dijeljenje uz savjete",
    "learn.L11.t1": "Sad cijelo dijeljenje protiv računala na razini Lagana. Prije svakog "
                    "tvog poteza savjet označi kartu ili gumb i kaže zašto.",
    "learn.L11.t2": "Slijedi ga ili igraj na svoj način: vuci, mijenjaj, zovi i zatvaraj kao u "
                    "lekcijama. Cilj je pobijediti u dijeljenju.",
    "learn.L11.goal": "Dobij ovo dijeljenje.",
    "learn.L11.right": "Dijeljenje je tvoje: sve iz lekcija u jednoj igri. Dalje slijede igra s "
                       "tri igrača i šnaps – ili prava partija.",
    "learn.L10.title": "Partija do 7",
    "learn.L10.t1": "Partija se igra do 7 partijskih bodova, a svako dijeljenje donosi 1, 2 "
                    "ili 3.",
    "learn.L10.t2": "U ovoj partiji imaš 4 partijska boda, a računalo 6: samo švarc (3) dovodi "
                    "te do 7 prije računala.",
    "learn.L10.goal": "Dobij partiju u ovom dijeljenju.",
    "learn.L10.right": "Točno: računalo ne može prebiti tvoju desetku karo, a njezin štih dovodi "
                       "te do 66 prije nego što računalo uzme ijedan štih. Švarc: 4 + 3 = 7, "
                       "partija je tvoja.",
    "learn.L10.wrong": "Taj štih uzima računalo: nema švarca, to te stoji "
                       "{lost:partijski bod|partijska boda|partijskih bodova}, i u ovom "
                       "dijeljenju ne dolaziš do 7.",
    "learn.t01.title": "Tri igrača: treća karta",
    "learn.t01.t1": "S tri igrača svatko dobiva 8 karata i nema talona: svaki se štih igra po "
                    "strogim pravilima.",
    "learn.t01.t2": "Štih uzima najjači adut, inače najjača karta otvorene boje. Ovaj put igraš "
                    "treću kartu.",
    "learn.t01.goal": "Zapad otvara desetkom pik, a Istok igra adut: 9 herc. Uzmi štih.",
    "learn.t01.right": "Točno: bez pika moraš igrati adut i prebiti 9 herc, a tvoj adut uzima "
                       "štih.",
    "learn.t02.title": "Tri igrača: odgovoriti i prebiti",
    "learn.t02.t1": "S tri igrača moraš odgovoriti na boju i prebiti najjaču kartu te boje u štihu "
                    "ako možeš.",
    "learn.t02.t2": "Bez karte te boje moraš igrati adut i prebiti adut koji je već u štihu ako "
                    "možeš.",
    "learn.t02.goal": "Istok otvara damom tref. Odigraj kartu koju pravila dopuštaju.",
    "learn.t02.right": "Točno: odgovaraš na tref i prebijaš damu.",
    "learn.s01.title": "Šnaps: zamjena adutskog dečka",
    "learn.s01.t1": "Šnaps se igra s 20 karata: bez devetki, po pet karata u ruci.",
    "learn.s01.t2": "Zato se za okrenutu kartu mijenja adutski dečko, i to čak prije prvog štiha.",
    "learn.s01.goal": "Adut je herc, a okrenuta karta je as herc. Zamijeni svojeg dečka herc za "
                      "nju.",
    "learn.s01.right": "Gotovo: as herc je tvoj, a tvoj dečko nova je okrenuta karta.",
    "learn.s01.wrong": "Prvo zamijeni, pa onda otvori: tvoj dečko vrijedi 2 boda, a as herc 11.",
    "learn.s02.title": "Šnaps: zadnji štih",
    "learn.s02.t1": "U šnapsu zadnji štih ne donosi dodatnih 10 bodova.",
    "learn.s02.t2": "Umjesto toga, kad je talon potrošen i nitko ne dođe do 66, dijeljenje dobiva "
                    "onaj tko uzme zadnji štih.",
    "learn.s02.goal": "Talon je potrošen. Nađi potez kojim pobjeđuješ u ovom dijeljenju.",
    "learn.s02.right": "Točno: as pik uzima tvoju desetku, ali tvoj adut uzima zadnji štih i s "
                       "njim dijeljenje, iako računalo ima više bodova.",
    "learn.s02.wrong": "Sad računalo čuva asa pik za zadnji štih i pobjeđuje u dijeljenju: to te "
                       "stoji {lost:partijski bod|partijska boda|partijskih bodova}.",
    "learn.s03.title": "Šnaps: bummerl",
    "learn.s03.t1": "U šnapsu se partija igra do 7 partijskih bodova, a tko je izgubi, dobiva "
                    "bummerl. Austrijanci pritom broje unatrag, od 7 do 0.",
    "learn.s03.t2": "Imaš 5 partijskih bodova, a računalo 4. Računalo ima 30 bodova: zadrži ga "
                    "ispod 33 i šnajder (2) dovodi te do 7.",
    "learn.s03.goal": "Dobij partiju u ovom dijeljenju, tako da bummerl ide računalu.",
    "learn.s03.right": "Točno: računalo mora odgovoriti kraljem tref, a tvoja desetka tref, adut, "
                       "dovodi te preko 66. Šnajder: 5 + 2 = 7, a bummerl ide računalu.",
    "learn.s03.wrong": "Dijeljenje je i dalje tvoje, ali računalo dolazi do 33 boda: to te stoji "
                       "{lost:partijski bod|partijska boda|partijskih bodova}, a 6 još nije 7.",
}
