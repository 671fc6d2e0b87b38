"""Croatian sentences of the page: the keys and placeholders of texts.TEXT (English)."""

from __future__ import annotations

# Choices that hold across the table:
# - Informal address ("ti"); the human's verbs stay in the present tense, so no
#   gendered past participle (dobio/dobila) is ever needed.
# - {who} is "Računalo" (neuter), "Zapad" or "Istok" (masculine): sentences with {who}
#   use present-tense verbs only, which do not change with gender.
# - Card names ("dama herc", "10 pik") are inserted in the nominative: after a colon,
#   as a subject, in parentheses or as an apposition after "karta"/"kartu". Ranks are
#   lowercase, so no sentence starts with {card}.
# - A count before a noun would need 1 / 2-4 / 5+ forms (bod, boda, bodova): counts
#   filled in by code go after a colon or in parentheses ("bodovi: 23").
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
    "ev.marriage_counted.0": "Bodovi tvojeg zvanja sad vrijede: {points}.",
    "ev.marriage_counted.other": "{who} sad dobiva bodove zvanja: {points}.",
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
    "deal.heading.other": "{who} dobiva dijeljenje",
    "match.heading.0": "Meč je tvoj!",
    "match.heading.other": "{who} dobiva meč.",
    # points after a colon or in parentheses (see the top: no "s 23 bodova")
    "outcome.draw": "Neriješeno dijeljenje: oba igrača imaju jednako bodova ({points}). "
                    "Nema partijskih bodova.",
    "outcome.went_out.0": "Izlaziš, a imaš {points}.",
    "outcome.went_out.other": "{who} izlazi, a ima {points}.",
    "outcome.false_claim.0": "Računalo prijavljuje 66, a ima samo {points}: pogrešna prijava.",
    "outcome.false_claim.1": "Prijavljuješ 66, a imaš samo {points}: pogrešna prijava.",
    "outcome.higher_total.0": "Imaš više bodova: {points} prema {other}.",
    "outcome.higher_total.other": "{who} ima više bodova: {points} prema {other}.",
    "outcome.closer_failed.0": "Računalo zatvara talon, ali ne stiže do 66.",
    "outcome.closer_failed.1": "Zatvaraš talon, ali ne stižeš do 66.",
    # {game_points} is only the number ("game_points.n"): the unit stands before the colon,
    # so 1, 2-4 and 5-6 (three players) all read right
    "outcome.win.0": "Osvajaš partijske bodove: {game_points}{extra}.",
    "outcome.win.other": "{who} osvaja partijske bodove: {game_points}{extra}.",
    "outcome.schneider": " (šnajder: ispod 33)",
    "outcome.schwarz": " (švarc: nijedan štih)",
    "game_points.1": "1",
    "game_points.n": "{n}",
    "points.1": "{n} bod",
    "points.few": "{n} boda",
    "points.n": "{n} bodova",
    # three players
    "deal.intro.0@three": "{number}. dijeljenje. Ti dijeliš; Zapad otvara. Adut je {suit}: "
                          "pokazuje ga tvoja zadnja karta, {card}.",
    "deal.intro.other@three": "{number}. dijeljenje. {who} dijeli; {leads}. Adut je {suit}: "
                              "{who} drži adutsku kartu, koju svi vide: {card}.",
    "leads.0": "ti otvaraš",
    "leads.other": "{who} otvara",
    "outcome.three.replay": "Nitko nije stigao do 66 (najviše je bilo {points}): isti djelitelj "
                            "dijeli ponovno.",
    # {names} is "Ti i Zapad" or "Zapad i Istok": after a colon, so no verb agrees with it
    "outcome.three.draw": "Najviše bodova ({points}) imaju: {names}. Neriješeno dijeljenje, "
                          "nema partijskih bodova.",
    "outcome.three.win.0": "Pobjeđuješ s ukupno {points} i osvajaš partijske bodove: "
                           "{game_points} ({paid}).",
    "outcome.three.win.other": "{who} pobjeđuje s ukupno {points} i osvaja partijske bodove: "
                               "{game_points} ({paid}).",
    "paid.0": "ti daješ {n}",
    "paid.other": "{who} daje {n}",
    "list.and": " i ",
    "summary.match@three": "Meč: ti {scores[0]}, Zapad {scores[1]}, Istok {scores[2]} (igra se do "
                            "{target}).",
    "prompt.thinking@three": "{who} razmišlja…",
    "prompt.computer@three": "Na potezu: {who}.",
    "prompt.answer.strict@three": "Na potezu si: odgovori na otvorenu kartu ({card}).",
    "label.pile": "Štihovi: {n}",
    "button.moves": "Potezi",
    "page.title_short": "66",
    "label.opponent_hand.n@three": "{who} ({level}), karata u ruci: {n}",
    "label.opponent_hand.1@three": "{who} ({level}), karata u ruci: {n}",
    "label.opponent_revealed@three": "{who} ({level}), karata u ruci: {n}",
    "label.trump_holder.0": "Adutska karta: {card}, u tvojoj ruci",
    "label.trump_holder.other": "Adutska karta: {card}, drži je {who}",
    "label.trump_played": "Adutska karta: {card}, odigrana",
    "rules.three": "Tri igrača",
    "deal.heading.draw3": "Neriješeno dijeljenje",
    "deal.heading.replay": "Nitko nije stigao do 66",
    # the end-of-deal breakdown: "Ti: karte 45 + zvanja 20 + zadnji štih 10 = 75 (1 štih)";
    # "summary.tricks.n" puts the count after a colon (2 štiha, 5 štihova)
    "summary.row": "{who}: karte {cards}{marriages}{last} = {total} ({tricks})",
    "summary.marriages": " + zvanja {points}",
    "summary.pending": " (zvanje {points} ne vrijedi: nijedan štih)",
    "summary.last": " + zadnji štih 10",
    "summary.tricks.1": "1 štih",
    "summary.tricks.n": "štihova: {n}",
    "msum.deals": "Dijeljenja",
    "msum.deals.v": "{n}: dobivenih {won}, izgubljenih {lost}",
    "msum.points": "Partijski bodovi",
    "msum.both.v": "za tebe {mine}, protiv tebe {theirs}",
    "msum.schneider": "Šnajder (ispod 33)",
    "msum.schwarz": "Švarc (nijedan štih)",
    "msum.closes": "Tvoja zatvaranja",
    "msum.closes.v": "uspjelih {made}, neuspjelih {failed}",
    "msum.marriages": "Tvoja zvanja",
    "msum.marriages.v": "{n} (bodova: {points})",
    "msum.table": "Razina i pravila",
    "summary.match": "Meč: ti {scores[0]}, računalo {scores[1]} (igra se do {target}).",
    "summary.simple": "Tvoji bodovi u ovom dijeljenju: {points}.",
    "summary.revealed": "U ruci računala ostalo je: {cards}.",
    "best.new": "Novi rekord: {best}.",
    # the status line; button names in „…” as the Croatian page would label them
    "prompt.next_match": "Pritisni „Novi meč” za sljedeći meč.",
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
    "msg.hint.play": "odigraj kartu {card}",
    # why a hint suggests its move (game.ai.reason.Reason keys): the card is the subject
    "hint.only_legal": "to je jedini dopušteni potez",
    "hint.go_out_66": "imaš 66: izađi sada i uzmi dijeljenje",
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
    "hint.cheapest_legal": "najslabija karta koju pravila ovdje dopuštaju",
    "hint.expect": "{why}; očekivani partijski bodovi: {expect}",
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
    "msg.nothing_changed": "Ništa se nije promijenilo: meč se nastavlja.",
    "msg.nothing_forgotten": "Ništa nije zaboravljeno.",
    # "Dobro došao/došla" would need the player's gender
    "notice.welcome_back": "Opet si tu: tvoj meč se nastavlja.",
    "notice.welcome_back.deal_over": "Opet si tu: ovo dijeljenje je gotovo.",
    "notice.welcome_back.match_over": "Opet si tu: ovaj meč je gotov.",
    "notice.new_match": "Novi meč.",
    "notice.new_match_named": "Novi meč ({name}).",
    "notice.forgotten": "Sve je zaboravljeno. Novi meč.",
    "notice.restore_failed": "Spremljeni meč nije se mogao vratiti ({error}), pa je podijeljen "
                             "novi.",
    "notice.bad_position": "Pozicija u poveznici nije ispravna ({error}). Umjesto nje karte su "
                           "podijeljene kao obično.",
    "notice.position_over": "to je dijeljenje već završeno",
    "notice.stats_skipped": "Ovo dijeljenje nije ubrojeno u statistiku ({error}).",
    # the statistics dialog (game.play.stats)
    "stats.title": "Statistika",
    "stats.here": "{level}, {rules}",
    "stats.col.all": "Sve razine i pravila",
    "stats.row.deals": "Odigrana dijeljenja",
    "stats.row.deals_won": "Dobivena dijeljenja",
    "stats.row.deals_drawn": "Neriješena dijeljenja",
    "stats.row.matches": "Odigrani mečevi",
    "stats.row.matches_won": "Dobiveni mečevi",
    "stats.row.game_points": "Partijski bodovi dobiveni / izgubljeni",
    "stats.row.schneider": "Šnajder zadan / primljen",
    "stats.row.schwarz": "Švarc zadan / primljen",
    "stats.row.closes": "Zatvaranja uspješna / pokušana",
    "stats.row.marriages": "Zvanja / njihovi bodovi",
    "stats.row.review": "Prosječni gubitak po dijeljenju (pregled)",
    "stats.chart.title": "Tvoji zadnji mečevi na ovoj razini i s ovim pravilima",
    # counts after a colon (see the top)
    "stats.chart.label": "Zadnji mečevi: {n}; dobiveni: {won}, izgubljeni: {lost}. Svaki par "
                         "stupaca: tvoj konačni rezultat, pa rezultat najboljeg protivnika; "
                         "crta je cilj.",
    "stats.chart.empty": "Još nema završenog meča na ovoj razini i s ovim pravilima.",
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
    "rules.schnapsen_short": "Šnaps",
    "label.trick_card": "{who}: {card}",
    "label.pending.word": "na čekanju",
    "keys.help@three": "Tipke: ←/→/↑/↓, Home/End ili 1–8 biraju kartu, Enter je odigrava; "
                       "h savjet, u poništi (vježba), n novi meč, ? pravila, Escape zatvara ploču.",
    "keys.help@simple": "Tipke: ←/→/↑/↓, Home/End ili 1–6 biraju kartu, Enter je odigrava; "
                        "h savjet, u poništi (vježba), n novi meč, ? pravila, "
                        "Escape zatvara ploču.",
    "msg.undo.practice_only": "Poništavanje postoji samo u vježbi: u meču svaka odigrana karta "
                              "ostaje odigrana. Ponovi završeno dijeljenje da isprobaš druge "
                              "poteze.",
    "msg.undo.nothing": "Nema se što poništiti: ovdje je vježba počela.",
    "notice.undone": "Poništeno: tvoj zadnji potez i sve što je uslijedilo.",
    "button.last_trick": "Pokaži zadnji štih",
    "ask.stats_reset": "Izbrisati svu statistiku, za sve razine i sva pravila? To se ne može "
                       "poništiti. Tvoj meč, postavke i najbolji rezultat ostaju.",
    "ask.stats_reset.ok": "Izbriši statistiku",
    "msg.stats_reset": "Statistika je izbrisana.",
    # the deal review (game.review); {lost} and {cost} are decimals ("1.3"): after a colon
    # or with the unit in the locative, so no numeral agreement; no past tense with "ti"
    "button.review": "Pregledaj ovo dijeljenje",
    "review.title": "Pregled dijeljenja",
    "review.computing": "Pregledavam dijeljenje… {percent}%",
    "review.verdict": "Gubitak očekivanih partijskih bodova u odlukama: oko {lost}; najveći: "
                      "{trick}. štih, {choice} umjesto {expert}, gubitak {cost}.",
    "review.verdict.none": "Nijedna odluka nije ništa stajala: svaki tvoj izbor bio je i "
                           "Ekspertov, prema kartama koje su ti bile vidljive.",
    "review.known": "Kad su sve karte poznate (tijekom igre ih nitko nije znao), gubitak "
                    "tvojih izbora u partijskim bodovima iznosi {lost}.",
    "review.result.win": "Osvojeni partijski bodovi u ovom dijeljenju: {n}.",
    "review.result.loss": "Izgubljeni partijski bodovi u ovom dijeljenju: {n}.",
    "review.result.none": "U ovom dijeljenju nitko nije dobio partijske bodove.",
    "review.result.loss@three": "Partijske bodove u ovom dijeljenju osvaja {who}: {n}.",
    "review.forced": "Nema se što pregledati: svaki potez bio je prisilan.",
    "review.caption": "Tvoje odluke redom kojim su donesene, gubitak u očekivanim partijskim "
                      "bodovima",
    "review.col.trick": "Štih",
    "review.col.choice": "Tvoj izbor",
    "review.col.expert": "Ekspert",
    "review.col.cost": "Gubitak",
    "review.col.known": "Sve karte poznate",
    "review.chart.label": "Očekivani partijski bodovi kroz dijeljenje, štih po štih (broj odluka: "
                          "{n})",
    "msg.review_failed": "Pregled se nije mogao izračunati ({error}).",
    "stats.line": "Dobivena dijeljenja: {deals_won} od {deals}. Dobiveni mečevi: {matches_won} "
                  "od {matches}.",
    # index.html's own words; button names match the „…” quotes in the prompts above
    "page.title": "Šezdeset šest",
    "region.score": "Rezultat",
    "score.you": "Ti",
    "score.opponent": "Računalo",
    "score.match": "Meč",
    "score.to": "do",
    "score.best": "Rekord",
    "score.best.about": "Rekord: tvoj najveći zbroj bodova u dobivenom dijeljenju, na bilo kojoj "
                        "razini i po bilo kojim pravilima.",
    "score.practice": "Vježba",
    "button.leave_practice": "Natrag na meč",
    "button.new_game": "Novi meč",
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
    "set.rule_options": "Opcije pravila (počinju novi meč)",
    "set.auto_out": "Automatski izađi sa 66",
    "set.show_scores": "Prikaži bodove karata",
    "set.target": "Meč do",
    "set.note": "Promjene vrijede kad pritisneš „Primijeni”; Escape zatvara ploču.",
    "button.apply": "Primijeni",
    "button.forget": "Zaboravi sve",
    "region.table": "Stol",
    "region.opponent": "Računalo",
    "region.stock": "Adutska karta i talon",
    "caption.stock": "Talon",
    "caption.trick": "Trenutni štih",
    "button.next_deal": "Sljedeće dijeljenje",
    "button.new_match": "Novi meč",
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
    "msg.elsewhere": "Ovaj je meč sada otvoren u drugoj kartici. Pritisni Igraj ovdje za "
                     "nastavak u ovoj.",
    "button.take_over": "Igraj ovdje",
    "review.which.this": "Upravo odigrano dijeljenje: {deal}",
    "review.which.kept": "Spremljeno dijeljenje: {deal}",
    "storage.full": "njegova pohrana za ovu stranicu je puna",
    "storage.blocked": "pohrana je blokirana za ovu stranicu",
    # bad values in the link (game.web.params.Problem); the link's own words (gentle,
    # target=...) stay as typed in the address
    "link.too_many": "Poveznica ima više od {n} parametara, pa je zanemarena.",
    "link.seed": "Sjeme miješanja {value} nije cijeli broj od 0 do {max}, pa su karte "
                 "podijeljene nasumično.",
    "link.level": "Nema razine {value}; koristi gentle, normal, sharp ili expert.",
    "link.rules": "Nema pravila pod imenom {value}; koristi {choices}.",
    "link.position_long": "Pozicija u poveznici je preduga (znakova: {n}, najviše {max}), pa je "
                          "zanemarena.",
    "link.flag": "{name}={value} nije razumljivo; koristi 0 ili 1.",
    "link.target": "target={value} nije razumljivo; koristi 7 ili 8.",
    "link.pause": "pause={value} nije razumljivo; koristi broj milisekundi od 0 do {max}.",
    "link.lang": "Nema jezika {value}; koristi {choices}.",
    # questions
    "ask.close": "Zatvoriti talon? Od sada nitko ne vuče, moraš odgovarati na boju (i prebiti "
                 "ili uzeti adutom kad možeš), a zadnji štih ne donosi 10. Zvanje još možeš "
                 "prijaviti sljedećim otvaranjem, ali nakon toga više ne. Tada moraš doći do "
                 "66: ako ne uspiješ ili računalo stigne prije, računalo dobiva 2 partijska "
                 "boda (3 ako još nema nijednog štiha).",
    "ask.close.ok": "Zatvori talon",
    "ask.out": "Imaš tek {points} od potrebnih 66 bodova. Ako sada izađeš, gubiš ovo "
               "dijeljenje, a računalo osvaja partijske bodove: {cost}. Ipak izaći?",
    "ask.out.hidden": "Izaći sada? Sa 66 ili više bodova dobivaš dijeljenje, s manje ga dobiva "
                      "računalo.",
    "ask.out.ok": "Izađi",
    "ask.new_match": "Započeti novi meč? Trenutni meč bit će napušten.",
    "ask.new_match.ok": "Novi meč",
    # level and rules names are labels ("Jaka", "Tri igrača"): quoted, so nothing
    # has to agree with them
    "ask.level": "Igrati protiv računala na razini „{name}”? Time počinje novi meč: trenutni "
                 "će biti napušten.",
    "ask.rules": "Igrati po pravilima „{name}”? Time počinje novi meč: trenutni će biti "
                 "napušten.",
    "ask.option": "Promijeniti ovu opciju pravila? Time počinje novi meč: trenutni će biti "
                  "napušten.",
    "ask.setting.ok": "Započni novi meč",
    "ask.settings": "Primijeniti ove postavke? Time počinje novi meč: trenutni će biti "
                    "napušten.",
    "msg.settings_applied": "Postavke su primijenjene.",
    "ask.forget": "Zaboraviti sve što je ova igra spremila u ovom pregledniku: trenutni meč, "
                  "tvoje postavke, statistiku i najbolji rezultat? To se ne može poništiti.",
    "ask.forget.ok": "Zaboravi sve",
    # labels the renderer writes (counts after a colon: 1 karta, 2 karte, 5 karata)
    "label.opponent_hand.1": "Ruka računala: 1 karta",
    "label.opponent_hand.n": "Ruka računala, broj karata: {n}",
    "label.opponent_revealed": "Preostale karte računala: {cards}",
    "label.hand": "Tvoja ruka, broj karata: {n}",
    "label.hand.1": "Tvoja ruka: 1 karta",
    # the key letters stay as on the keyboard; only the words around them are Croatian
    "keys.help": "Tipke: ←/→/↑/↓, Home/End ili 1–6 biraju kartu, Enter je odigrava; d vuci, "
                 "c zatvori, x zamijeni, k zadrži devetku, o izađi, h savjet, u poništi (vježba), "
                 "n novi meč, ? pravila, Escape zatvara ploču.",
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
    # what became of a stored record (game.play.store); {what} ("postavke", "meč"...) has its
    # own gender and number, so it stands in parentheses after "Spremljeni podaci"
    "store.too_large": "Spremljeni podaci ({what}) preveliki su da bi bili iz ove igre, pa su "
                       "poništeni.",
    "store.unreadable.nested": "Spremljeni podaci ({what}) nisu se mogli pročitati (previše su "
                               "duboko ugniježđeni), pa su poništeni.",
    "store.unreadable.number": "Spremljeni podaci ({what}) nisu se mogli pročitati (sadrže "
                               "broj koji ova igra nikad ne zapisuje), pa su poništeni.",
    "store.unreadable.json": "Spremljeni podaci ({what}) nisu se mogli pročitati (nisu "
                             "ispravan JSON), pa su poništeni.",
    "store.format": "Spremljeni podaci ({what}) nisu u formatu ove igre, pa su poništeni.",
    "store.version": "Spremljeni podaci ({what}) potječu iz druge verzije igre (verzija "
                     "{detail}), pa su poništeni.",
    "store.stats_damaged": "Spremljena statistika bila je oštećena, pa je poništena.",
    "store.best_damaged": "Spremljeni najbolji rezultat bio je oštećen, pa je poništen.",
    "store.match_damaged": "Spremljeni meč bio je oštećen, pa je podijeljen novi.",
    "store.match_damaged.why": "Spremljeni meč bio je oštećen ({detail}), pa je podijeljen "
                               "novi.",
    "store.what.settings": "postavke",
    "store.what.statistics": "statistika",
    "store.what.best score": "najbolji rezultat",
    "store.what.match": "meč",
    "store.deals_dropped": "Dijeljenja spremljena za pregled koja se nisu mogla ponovno odigrati "
                           "({detail}) stavljena su na stranu.",
    "store.what.deals": "dijeljenja spremljena za pregled",
    "store.what.rating": "rejting",
    "store.what.daily": "dijeljenja dana",
    "store.daily_damaged": "Spremljena dijeljenja dana bila su oštećena, pa su poništena.",
    "store.rating_damaged": "Spremljeni rejting bio je oštećen, pa počinje ispočetka.",
    "button.replay": "Ponovi ovo dijeljenje",
    "button.back_to_match": "Natrag na meč",
    # puzzles (game.web.puzzle_desk, puzzle_view)
    "button.puzzles": "Zagonetke",
    "button.puzzle_solution": "Prikaži rješenje",
    "button.puzzle_retry": "Pokušaj ponovno",
    "button.puzzle_next": "Sljedeća zagonetka",
    "puzzles.title": "Zagonetke",
    "puzzles.intro": "Završnice iz pravih dijeljenja, točno riješene: pronađi jedini prvi potez "
                     "koji čuva najbolji ishod, pa odigraj nastavak kartu po kartu. Zagonetka se "
                     "nigdje ne broji: tvoj meč čeka i vraća se s „Natrag na meč”.",
    "puzzles.progress": "Riješeno {solved} od {total}. Rezultat {score} (zagonetka riješena bez "
                        "pogrešnog poteza i bez prikazanog rješenja donosi svoj stupanj: 1, 2 ili "
                        "3).",
    "puzzles.count": "riješeno {solved} od {total}",
    "puzzles.item": "Zagonetka {n}, {table}, {grade}",
    "puzzles.item.solved": "Zagonetka {n}, {table}, {grade}, riješena",
    "puzzle.grade.1": "Lagano",
    "puzzle.grade.2": "Srednje",
    "puzzle.grade.3": "Teško",
    "puzzle.title": "Zagonetka {n} · {table} · {grade}",
    "puzzle.goal": "Pronađi potez koji čuva najbolji ishod: {result} ({value}).",
    "puzzle.open": "Sve su karte otvorene: kad je talon potrošen, pažljiv igrač ionako ih zna.",
    "puzzle.open@three": "Sve su karte otvorene, a Zapad i Istok igraju zajedno protiv tebe.",
    "puzzle.result.win": "osvajaš partijske bodove: {gp}",
    "puzzle.result.loss": "gubiš partijske bodove: {gp}",
    "puzzle.result.zero": "nitko ne boduje",
    "puzzle.status.start": "Na potezu si: koja karta?",
    "puzzle.status.kept": "Točno: {card} to čuva ({result}). Nastavi.",
    "puzzle.status.wrong": "{card} kvari ishod: uz najbolju igru sada {result} ({value}). Poništi "
                           "ili Pokušaj ponovno.",
    "puzzle.status.right": "Riješeno: {result}, što god sada došlo. {scored}",
    "puzzle.scored": "Tvoj rezultat raste za {n}.",
    "puzzle.scored.none": "(Bez bodova: prije je bio pogrešan potez ili rješenje.)",
    "puzzle.step": "{who}: {card}",
    "puzzle.solution": "Rješenje: {line}.",
    "notice.puzzle": "Zagonetka {n} ({table}): nigdje se ne broji; „Natrag na meč” vraća te na "
                     "tvoj meč.",
    "notice.puzzle_again": "Zagonetka {n} još jednom, od početka.",
    "store.puzzles_damaged": "Spremljeni napredak u zagonetkama bio je oštećen, pa je poništen.",
    "store.what.puzzles": "napredak u zagonetkama",
    "notice.practice": "Vježba: iste karte još jednom. Ovo dijeljenje se nigdje ne broji; "
                       "„Natrag na meč” vraća te na meč, tamo gdje je stao. "
                       "„Poništi” vraća potez.",
    "boot.starting": "Pokreće se Python…",
    "boot.loading": "Učitava se igra…",
    "boot.dealing": "Dijeli se…",
    "boot.timeout": "(igra se nije pokrenula u roku od minute)",
    "recovery.title": "Igra se nije mogla pokrenuti",
    "recovery.text": "Nešto spremljeno u ovom pregledniku ili u poveznici spriječilo je "
                     "pokretanje igre. Kreni ispočetka i igraj ponovno: tvoj spremljeni "
                     "meč, postavke i statistika čuvaju se sa strane, ne brišu se.",
    "recovery.start_fresh": "Kreni ispočetka",
    "kept.title": "Tvoja zadnja dijeljenja",
    "kept.none": "Još nema spremljenog završenog dijeljenja.",
    "kept.row": "{rules}, {level}: {result}",
    "kept.won": "dobiveno, partijski bodovi: {game_points}",
    "kept.lost": "izgubljeno, partijski bodovi: {game_points}",
    "kept.drawn": "neriješeno",
    "kept.replayed": "dijeli se ponovno (nitko nije dosegao 66)",
    "kept.lost@three": "pobjednik {who}, partijski bodovi: {game_points}",
    "kept.review": "Pregledaj: {deal}",
    "button.review_short": "Pregledaj",
    "stats.trend": "Gubitak po dijeljenju: {recent} u zadnjim pregledanim dijeljenjima "
                   "(broj: {n}), {before} u onima prije (manje je bolje).",
    "stats.trend.recent": "Gubitak po dijeljenju: {recent} u zadnjim pregledanim "
                          "dijeljenjima (broj: {n}; manje je bolje).",
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
    "review.trick.stock": "Talon, broj karata: {n}",
    "review.trick.decision": "Tvoj izbor: {choice}; Ekspert: {expert} (gubitak {cost}).",
    "review.trick.prev": "Prethodni štih",
    "review.trick.next": "Sljedeći štih",
    # the review as an analysis board: marks, accuracy, the chart's axes and legend
    "review.verdict.capped": "Zbrojeno, tvoje su odluke stajale koliko dijeljenje uopće može "
                             "donijeti (očekivanih partijskih bodova: {swing}); najveći gubitak: "
                             "{trick}. štih, {choice} umjesto {expert}, gubitak {cost}.",
    "review.known.capped": "Kad su sve karte poznate (tijekom igre ih nitko nije znao), tvoji su "
                           "izbori stajali koliko dijeljenje može donijeti (partijskih bodova: "
                           "{swing}).",
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
                     "pogreška od {blunder} (dijeljenje donosi 1 do 3 partijska boda, u troje "
                     "2 do 6). Točnost "
                     "odluke je 100 × 2^(−gubitak ÷ {half}): 100 za Ekspertov izbor, 50 na "
                     "granici grube pogreške; točnost dijeljenja je prosjek tvojih pravih odluka. "
                     "Prisilni potezi, vučenja koja bi i Ekspert odabrao i odluke u kojima je "
                     "svaka mogućnost vrijedila jednako skriveni su dok ne zatražiš sve i ne "
                     "ulaze ni u jedan broj.",
    "review.try_again": "Pokušaj ponovno odavde",
    "review.try_again.label": "Vježbaj ponovno od {trick}. štiha, prije izbora: {choice}",
    "notice.practice_from": "Vježba od {trick}. štiha: iste karte, tik prije tvoje odluke, "
                            "protiv Ekspertne razine. Tvoj potez tamo ocjenjuje se kao u "
                            "pregledu. Ovo se nigdje ne broji; „Natrag na meč” vraća te na "
                            "meč, tamo gdje je stao. „Poništi” vraća potez.",
    "try.good": "Jednako dobro kao izbor Ekspertne razine: očekivano {value} partijskih bodova.",
    "try.costly": "Izbor Ekspertne razine ovdje: {expert}. Tvoj potez u prosjeku košta oko "
                  "{cost} partijskih bodova. Poništi i pokušaj ponovno.",
    # the rules help (the ? key)
    "button.rules": "Pravila",
    "help.title": "Kako se igra",
    "help.order.h": "Karte",
    "help.order.p": "24 karte. U svakoj boji najjači je as, zatim desetka (iznad kralja), "
                    "kralj, dama, dečko i devetka. Ispod svake karte: njezini bodovi. Špil "
                    "nosi 120 bodova.",
    "help.aim.h": "Cilj",
    "help.aim.p": "Štihovima i zvanjima skupi 66 bodova prije protivnika. Dobiveno dijeljenje "
                  "donosi 1 do 3 partijska boda; tko prvi skupi {target}, dobiva meč.",
    "help.aim.simple": "Štihovima i zvanjima skupi 66 bodova prije računala. Svako dijeljenje "
                       "stoji za sebe; Rekord je tvoj najveći zbroj u dobivenom dijeljenju.",
    "help.phase1.h": "Dok je talon otvoren",
    "help.phase1.p": "Igraj bilo koju kartu: ne moraš pratiti boju. Jača karta boje koja je "
                     "otvorena nosi štih, adut tuče svaku drugu boju, a kod dviju različitih "
                     "boja bez aduta štih nosi otvorena karta. Tko uzme štih, vuče prvi, zatim "
                     "drugi igrač.",
    "help.phase2.h": "Kad je talon potrošen ili zatvoren",
    "help.phase2.p": "Prati boju i pobij otvorenu kartu ako možeš; bez te boje moraš igrati "
                     "aduta ako ga imaš.",
    "help.marriage.h": "Zvanja",
    "help.marriage.p": "Otvori kralja ili damu dok držiš i par: 20 bodova, 40 u adutu. Broje "
                       "se kad uzmeš barem jedan štih.",
    "help.marriage.simple": "Otvori kralja ili damu dok držiš i par: 20 bodova, 40 u adutu, "
                            "odmah se broje.",
    "help.exchange.h": "Zamjena adutske devetke",
    "help.exchange.p": "S barem jednim štihom, kad otvaraš i dok je talon otvoren, smiješ "
                       "zamijeniti adutsku devetku za okrenutu adutsku kartu.",
    "help.close.h": "Zatvaranje talona",
    "help.close.p": "Kad otvaraš, ili odmah nakon dobivenog štiha prije vučenja, smiješ "
                    "zatvoriti talon: više nitko ne vuče i mora se pratiti boja. Tada moraš "
                    "doći do 66, inače protivnik dobiva 2 partijska boda (3 ako u trenutku "
                    "zatvaranja nije imao nijedan štih).",
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
    "help.three.p": "Svatko dobiva 8 karata, talona nema. Djeliteljeva zadnja karta određuje "
                    "aduta i ostaje vidljiva dok se ne odigra. U svakom štihu moraš pratiti boju "
                    "i pobiti najjaču kartu otvorene boje ako možeš; bez te boje moraš igrati "
                    "aduta i, ako možeš, nadjačati. Tko otvori kralja ili damu s parom, zove "
                    "zvanje. Nakon osam štihova zadnji štih donosi 10; pobjeđuje najveći zbroj "
                    "sa 66 ili više, a svaki drugi igrač plaća 1, 2 ili 3 partijska boda. Ako "
                    "nitko ne dođe do 66, isti djelitelj dijeli ponovno.",
    "help.fair.h": "Igra li računalo pošteno?",
    "help.fair.p": "Da. Računalo odlučuje samo prema svojim kartama i kartama koje su već "
                   "odigrane, ni prema čemu drugom: dobiva pogled na stol bez ijedne skrivene "
                   "karte, a testovi igre premještaju skrivene karte i provjeravaju da se "
                   "njegov izbor ne mijenja. Svaki meč miješa se iz broja (seeda); isti seed "
                   "ponovno dijeli iste karte.",
    "help.seed": "Seed ovog meča: {seed} (sada dijeljenje {number}). Otvori stranicu s "
                 "?seed={seed} da ponovno odigraš ista dijeljenja.",
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
    "keys.help@schnapsen": "Tipke: ←/→/↑/↓, Home/End ili 1–5 biraju kartu, Enter je odigrava; "
                           "d vuci, c zatvori, x zamijeni, k zadrži dečka, o izađi, h savjet, "
                           "u poništi (vježba), n novi meč, ? pravila, Escape zatvara ploču.",
    "help.order.p@schnapsen": "Šnaps: 20 karata, pet u svakoj ruci. U svakoj boji najjači je "
                              "as, zatim desetka (iznad kralja), kralj, dama i dečko; devetki "
                              "nema. Ispod svake karte: njezini bodovi. Špil nosi 120 bodova.",
    "help.aim.p@schnapsen": "Štihovima i zvanjima skupi 66 bodova prije protivnika. Dobiveno "
                            "dijeljenje donosi 1 do 3 partijska boda; tko prvi skupi {target}, "
                            "dobiva meč (bummerl). Igrači dijele naizmjence.",
    "help.exchange.h@schnapsen": "Zamjena adutskog dečka",
    "help.exchange.p@schnapsen": "Kad otvaraš i dok je talon otvoren, i prije prvog štiha, "
                                 "smiješ zamijeniti adutskog dečka za okrenutu adutsku kartu.",
    "help.out.p@schnapsen": "Odmah nakon štiha ili zvanja, sa 66 ili više, izađi i dijeljenje "
                            "je tvoje. Izlazak s manje donosi protivniku 2 partijska boda. Kad "
                            "se odigra svih deset štihova, a nitko nije izašao, zadnji štih ne "
                            "donosi 10: tko ga uzme, dobiva dijeljenje, 1 partijski bod.",
    "match.heading.0@schnapsen": "Bummerl je tvoj!",
    "match.heading.other@schnapsen": "{who} dobiva bummerl.",
    "page.title_short@schnapsen": "Šnaps",
    "page.title@schnapsen": "Šnaps",
    "summary.match@schnapsen": "Bummerl: ti {scores[0]}, računalo {scores[1]} (igra se do "
                                "{target}).",
    "rating.label": "Rejting",
    "rating.about": "Tvoj rejting za ovim stolom: Glicko-2, mjeren prema izmjerenim rejtinzima "
                    "razina računala. Upitnik znači da je još privremen.",
    "rating.none": "–",
    "rating.moved": "Tvoj rejting: {rating} ({change}).",
    "rating.unrated.practice": "Vježba se ne boduje za rejting.",
    "rating.unrated.link": "Dijeljenje odabrano poveznicom ne boduje se za rejting.",
    "rating.unrated.table": "Jednostavna pravila ne boduju se za rejting: puna pravila, tri "
                            "igrača i šnaps se boduju.",
    "rating.unrated.hint": "U ovom si dijeljenju uzeo savjet, pa se ne boduje za rejting.",
    "rating.unrated.after_hint": "(Ovo se dijeljenje više ne boduje za rejting.)",
    "notice.rating_skipped": "Ovo dijeljenje nije moglo ući u rejting ({error}).",
    "storage.what.rating": "tvoj rejting",
    "stats.rating.title": "Tvoj rejting za ovim stolom",
    "stats.rating.start": "Ovdje još nema bodovanog dijeljenja: počinješ s {rating} ± "
                          "{interval}. Broji se svako dijeljenje meča, dobiveno ili izgubljeno; "
                          "vježba, poveznice i dijeljenja sa savjetom ne broje se.",
    "stats.rating.now": "{rating} ± {interval} (95 %). Bodovana dijeljenja: {deals}.",
    "stats.rating.provisional": "{rating} ± {interval} (95 %), privremen dok raspon ne padne "
                                "ispod ±{limit}. Bodovana dijeljenja: {deals}.",
    "stats.rating.peak": "Najviši: {peak}.",
    "stats.rating.next": "Sljedeća stepenica: {level} ({rating}).",
    "stats.rating.top": "Tvoj je rejting iznad svih razina računala za ovim stolom.",
    "stats.rating.levels": "Razine računala ovdje, izmjerene u areni (95 %): {levels}.",
    "stats.rating.level": "{level} {rating} ± {interval}",
    "button.daily": "Dijeljenje dana",
    "button.daily_share": "Kopiraj rezultat",
    "score.daily": "Dijeljenje dana",
    "storage.what.daily": "dijeljenja dana",
    "daily.line": "Dijeljenje dana ({rules}): {state} Dana zaredom: {streak}.",
    "daily.line.new": "danas još nije odigrano.",
    "daily.line.left": "danas napušteno nedovršeno (može se vježbati).",
    "daily.result.waiting": "Ti: {you}. Ekspertna razina na tvom mjestu: još igra…",
    "daily.result": "Ti: {you}. Ekspertna razina na tvom mjestu: {expert}.",
    "daily.progress": "Ekspertna razina igra na tvom mjestu",
    "daily.share": "{game}, dijeljenje {day}: ti {you}, Ekspertna razina {expert}",
    "daily.game.traditional": "Šezdeset šest",
    "daily.game.three": "Šezdeset šest u troje",
    "daily.game.schnapsen": "Šnaps",
    "daily.no_table": "Dijeljenje dana igra se po punim pravilima, u troje i u šnapsu, ne po "
                      "jednostavnim pravilima.",
    "daily.leave_first": "Najprije napusti vježbu (Natrag na meč), pa pokreni dijeljenje dana.",
    "daily.notice": "Dijeljenje dana, {day}, protiv Ekspertne razine: danas iste karte za sve. "
                    "Jednom se broji za tvoj rejting, bez vraćanja poteza.",
    "daily.notice.again": "Današnje dijeljenje još jednom, kao vježba: za rejting je već "
                          "odigrano ({day}).",
    "daily.copied": "Kopirano: {line}",
    "daily.copy_by_hand": "Kopiraj ovaj redak: {line}",
    "daily.compare_failed": "Igra Ekspertne razine na tvom mjestu nije se mogla odigrati "
                            "({error}).",
    "ask.leave_daily": "Napustiti dijeljenje dana? Danas se više ne može igrati za rejting.",
    "ask.leave_daily.ok": "Napusti",
    "msg.undo.daily": "U dijeljenju dana nema vraćanja poteza: broji se za tvoj rejting.",
    "stats.rating.chart": "Tvoj rejting kroz zadnja bodovana dijeljenja ({n}): od {first} do "
                          "{last}. Isprekidane crte su razine računala.",
}
