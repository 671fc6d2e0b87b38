"""German sentences of the page: the keys and placeholders of texts.TEXT (English)."""

from __future__ import annotations

# Choices that hold throughout the German text (docs/GLOSSARY.md names each game term once):
# - informal "du"; "Du" capitalised only where it starts a sentence (or a label such as
#   "Du: ..."). After a colon a whole sentence starts with a capital ("Willkommen zurück:
#   Deine Partie geht weiter."), a mere phrase or list goes on in lower case.
# - cards are named without an article, as card players say them ("Du spielst Herz-König
#   aus."): "card.the" is just "{card}", so one form fits every case (den/dem/der).
# - {who} ("Der Computer", "West", "Ost") opens its sentence; inside one the page writes
#   "der Computer" (who.lower.1), so {who} stands only where the nominative fits ("West
#   zahlt 1", never "von {who}"), and a possessive ("des Computers") would not fit West/Ost.
# - points inside a deal (towards 66) are "Augen"; points of the match are "Spielpunkte";
#   a deal is a "Spiel", a match a "Partie"; closing the stock is "zudrehen"; a marriage
#   is an "Ansage" ("20 ansagen"; never "Meldung" or "Hochzeit"); going out is "sich
#   ausmelden"; following suit is "bedienen".
TEXT: dict[str, str] = {
    # who
    "who.0": "Du",
    "who.1": "Der Computer",
    "who.lower.0": "du",
    "who.lower.1": "der Computer",
    "who.three.1": "West",
    "who.three.2": "Ost",
    "who.short.1": "Computer",
    "card.the": "{card}",
    # French-suited names as German players say them: "Herz-Dame", "Pik-10" (the index on
    # the face stays a digit: voice control users say what they see)
    "card.name": "{suit}-{rank}",
    "rank.A": "Ass",
    "rank.T": "10",
    "rank.K": "König",
    "rank.Q": "Dame",
    "rank.J": "Bube",
    "rank.9": "9",
    "suit.C": "Kreuz",
    "suit.D": "Karo",
    "suit.H": "Herz",
    "suit.S": "Pik",
    # narration of the engine's events (subject first)
    "ev.play.lead.0": "Du spielst {card} aus.",
    "ev.play.lead.other": "{who} spielt {card} aus.",
    "ev.play.0": "Du spielst {card}.",
    "ev.play.other": "{who} spielt {card}.",
    # a marriage is an "Ansage": "Du sagst 20 in Herz an" ({points} is 20 or 40); the one
    # word for it throughout (tests/test_words.py holds the table to it)
    "ev.marriage.0": "Du sagst {points} in {suit} an und zeigst {partner}.",
    "ev.marriage.other": "{who} sagt {points} in {suit} an und zeigt {partner}.",
    "ev.marriage.pending.0": "Du sagst {points} in {suit} an und zeigst {partner} "
                             "(zählt erst, wenn du einen Stich machst).",
    "ev.marriage.pending.other": "{who} sagt {points} in {suit} an und zeigt {partner} "
                                 "(zählt erst mit dem ersten Stich).",
    "ev.marriage.out.0": "Du sagst {points} in {suit} an.",
    "ev.marriage.out.other": "{who} sagt {points} in {suit} an.",
    "ev.marriage_counted.0": "Deine Ansage ({points}) zählt jetzt.",
    "ev.marriage_counted.other": "{who} bekommt die Ansage ({points}) jetzt angerechnet.",
    "ev.trick.0": "Du machst den Stich (+{points}).",
    "ev.trick.other": "{who} macht den Stich (+{points}).",
    "ev.trick.last.0": "Du machst den letzten Stich (+{points}, dazu 10 für den letzten "
                       "Stich).",
    "ev.trick.last.other": "{who} macht den letzten Stich (+{points}, dazu 10 für den "
                           "letzten Stich).",
    "ev.draw.0": "Du ziehst {card}.",
    "ev.draw.turnup.other": "{who} nimmt den aufgedeckten Trumpf, {card}.",
    "ev.stock_empty": "Der Talon ist aufgebraucht: Ab jetzt gilt Farb- und Stichzwang.",
    "ev.close.0": "Du drehst den Talon zu.",
    "ev.close.other": "{who} dreht den Talon zu.",
    "ev.pass.0": "Du behältst die Trumpfneun.",
    "ev.pass.other": "{who} behält die Trumpfneun.",
    "ev.exchange.0": "Du tauschst die Trumpfneun gegen {card} aus.",
    "ev.exchange.other": "{who} tauscht die Trumpfneun gegen {card} aus.",
    "ev.out.0": "Du meldest dich aus.",
    "ev.out.other": "{who} meldet sich aus.",
    # the deal ("Spiel"; the match is the "Partie")
    "deal.intro.other": "Spiel {number}. Der Computer gibt, du spielst aus. Trumpf ist "
                        "{suit} ({card} liegt offen).",
    "deal.intro.0": "Spiel {number}. Du gibst, der Computer spielt aus. Trumpf ist "
                    "{suit} ({card} liegt offen).",
    "deal.heading.draw": "Unentschieden",
    "deal.heading.0": "Du gewinnst das Spiel",
    "deal.heading.other": "{who} gewinnt das Spiel",
    "match.heading.0": "Du gewinnst die Partie!",
    "match.heading.other": "{who} gewinnt die Partie.",
    "outcome.draw": "Unentschieden: Beide haben {points} Augen. Keine Spielpunkte.",
    "outcome.went_out.0": "Du meldest dich mit {points} aus.",
    "outcome.went_out.other": "{who} meldet sich mit {points} aus.",
    "outcome.went_out.last_trick.0": "Du machst den letzten Stich und beendest das Spiel mit "
                                     "{points}.",
    "outcome.went_out.last_trick.other": "{who} macht den letzten Stich und beendet das Spiel "
                                         "mit {points}.",
    "outcome.false_claim.0": "Der Computer meldet sich aus, hat aber nur {points} Augen: zu früh "
                             "ausgemeldet.",
    "outcome.false_claim.1": "Du meldest dich aus, hast aber nur {points} Augen: zu früh "
                             "ausgemeldet.",
    "outcome.higher_total.0": "Du hast mehr Augen, {points} zu {other}.",
    "outcome.higher_total.other": "{who} hat mehr Augen, {points} zu {other}.",
    "outcome.closer_failed.0": "Der Computer hat zugedreht, aber keine 66 erreicht.",
    "outcome.closer_failed.1": "Du hast zugedreht, aber keine 66 erreicht.",
    "outcome.win.0": "Du gewinnst {game_points}{extra}.",
    "outcome.win.other": "{who} gewinnt {game_points}{extra}.",
    "outcome.schneider": " (Schneider: unter 33)",
    "outcome.schwarz": " (Schwarz: kein Stich)",
    "game_points.1": "1 Spielpunkt",
    "game_points.n": "{n} Spielpunkte",
    "points.1": "{n} Auge",
    "points.few": "{n} Augen",
    "points.n": "{n} Augen",
    # three players ({who} is West or Ost; {leads} follows a comma, so it starts lower case)
    "deal.intro.0@three": "Spiel {number}. Du gibst, West spielt aus. Trumpf ist {suit}: Das "
                          "zeigt deine letzte Karte, {card}.",
    "deal.intro.other@three": "Spiel {number}. {who} gibt, {leads}. Trumpf ist {suit}, und "
                              "{who} hält {card}, für alle sichtbar.",
    "leads.0": "du spielst aus",
    "leads.other": "{who} spielt aus",
    "outcome.three.replay": "Niemand hat 66 erreicht (höchstens {points} Augen): Derselbe Geber "
                            "gibt noch einmal.",
    "outcome.three.draw": "{names} liegen mit {points} Augen gleichauf vorn: unentschieden, "
                          "keine Spielpunkte.",
    "outcome.three.win.0": "Du gewinnst mit {points}: {game_points} ({paid}).",
    "outcome.three.win.other": "{who} gewinnt mit {points}: {game_points} ({paid}).",
    "paid.0": "du zahlst {n}",
    "paid.other": "{who} zahlt {n}",
    "list.and": " und ",
    "summary.match@three": "Partie: du {scores[0]}, West {scores[1]}, Ost {scores[2]} (bis "
                            "{target}).",
    "prompt.thinking@three": "{who} überlegt…",
    "prompt.computer@three": "{who} ist am Zug.",
    "prompt.answer.strict@three": "Du bist am Zug: Was spielst du auf {card}?",
    "label.pile": "Stiche: {n}",
    "button.moves": "Verlauf",
    "page.title_short": "66",
    "label.opponent_hand.n@three": "{who}: {n:Karte|Karten} ({level})",
    "label.opponent_hand.1@three": "{who}: {n:Karte|Karten} ({level})",
    "label.opponent_revealed@three": "{who}: {n:Karte|Karten} ({level})",
    "label.trump_holder.0": "Trumpfkarte: {card}, auf deiner Hand",
    "label.trump_holder.other": "Trumpfkarte: {card}, {who} hat sie auf der Hand",
    "label.trump_played": "Trumpfkarte {card}, schon gespielt",
    "rules.three": "Drei Spieler",
    "deal.heading.draw3": "Unentschieden",
    "deal.heading.replay": "Niemand hat 66 erreicht",
    # the end-of-deal breakdown ("Du: 45 aus Stichen + 20 aus Ansagen, 5 Stiche = 65")
    "summary.row": "{who}: {cards} Augen aus Stichen{marriages}{last}, {tricks} = {total}",
    "summary.marriages": " + {points} aus Ansagen",
    "summary.pending": " ({points} Augen aus Ansagen verfallen: kein Stich)",
    "summary.last": " + 10 für den letzten Stich",
    "summary.tricks.1": "1 Stich",
    "summary.tricks.n": "{n} Stiche",
    "msum.deals": "Spiele",
    "msum.deals.v": "{n}: {won} gewonnen, {lost} verloren",
    "msum.points": "Spielpunkte",
    "msum.both.v": "{mine} für dich, {theirs} gegen dich",
    "msum.schneider": "Schneider (unter 33)",
    "msum.schwarz": "Schwarz (kein Stich)",
    "msum.closes": "Von dir zugedreht",
    "msum.closes.v": "{made} geschafft, {failed} gescheitert",
    "msum.marriages": "Deine Ansagen",
    "msum.marriages.v": "{n} ({points:Auge|Augen})",
    "msum.table": "Stufe und Regeln",
    "summary.match": "Partie: du {scores[0]}, Computer {scores[1]} (bis {target}).",
    "summary.simple": "Deine Augen in diesem Spiel: {points}.",
    "summary.revealed": "Der Computer hatte noch: {cards}.",
    "best.new": "Neuer Rekord: {best}.",
    # the status line (button names quoted as the buttons say them: button.*)
    "prompt.next_match": "Drück „Neue Partie“ für eine weitere Partie.",
    "prompt.next_deal": "Drück „Nächstes Spiel“, um weiterzuspielen.",
    "prompt.thinking": "Der Computer überlegt…",
    "prompt.computer": "Der Computer ist am Zug.",
    "prompt.exchange_offer": "Der Computer hat zugedreht. Tauschst du deine Trumpfneun gegen "
                             "{card} aus oder behältst du sie?",
    "prompt.before_draw": "Zieh oder dreh den Talon zu.",
    "prompt.answer": "Du bist am Zug: Was spielst du auf {card}?",
    "prompt.answer.strict": "Du bist am Zug: Was spielst du auf {card}? Bediene und stich, wenn "
                            "du kannst.",
    "prompt.lead": "Du spielst aus.",
    # not used by the page today; {who} would be a subject with its verb, as in English
    "prompt.dialog": "Beantworte zuerst die Frage.",
    # messages
    "msg.wait": "Warte, der Computer ist am Zug.",
    "msg.over": "Das Spiel ist vorbei.",
    "msg.drawing": "Erst ziehen oder den Talon zudrehen.",
    "msg.cannot.close": "Du kannst jetzt nicht zudrehen.",
    "msg.cannot.exchange": "Du kannst die Trumpfneun jetzt nicht austauschen.",
    "msg.cannot.out": "Du kannst dich jetzt nicht ausmelden.",
    "msg.cannot.pass": "Du kannst die Neun jetzt nicht behalten.",
    "msg.hint.thinking": "Tipp wird gesucht…",
    # "Tipp: Herz-Ass spielen – macht den Stich mit einem Trumpf.": {what} is an infinitive
    # instruction (msg.hint.play, action.*, nouns such as "Zudrehen"; the review also names
    # choices with action.*: "Ziehen statt Zudrehen") and {why} goes on after the dash, so
    # it starts in lower case
    "msg.hint.why": "Tipp: {what} – {why}.",
    "msg.hint.none": "Kein Tipp verfügbar ({error}).",
    # the analysis of a view position from a link (game.web.analysis.desk)
    "analysis.title": "Analyse",
    "analysis.hand": "Deine Karten",
    "analysis.trump": "Trumpf: {suit}; die aufgedeckte Karte: {card}",
    "analysis.trump_taken": "Trumpf: {suit}; die aufgedeckte Karte ({card}) ist genommen",
    "analysis.stock": "Karten im Talon: {n}",
    "analysis.points": "Augen: du {mine}, der Gegner {theirs}",
    "analysis.match": "Partie: du {mine}, der Gegner {theirs}, bis {target}",
    "analysis.table": "Auf dem Tisch: {card}, die Antwort steht aus",
    "button.analyse": "Stellung analysieren",
    "analysis.menu_line": "Der Rat des Experten zu deinen Karten",
    "analysis.copy": "Link kopieren",
    "analysis.copied": "Der Link ist kopiert: {link}",
    "analysis.copy_by_hand": "Kopiere diesen Link: {link}",
    "analysis.why.over": "Sobald ein Spiel läuft",
    "analysis.points3": "Augen: du {mine}, West {west}, Ost {east}",
    "analysis.match3": "Partie: du {mine}, West {west}, Ost {east}, bis {target}",
    "analysis.table3": "Auf dem Tisch: {cards}",
    "analysis.why.rated": "Nicht in einem gewerteten Spiel: gewertet wird dein eigenes Spiel",
    "analysis.why.no_hints": "Nicht in einem Rätsel oder einer Lektion",
    "analysis.note.over": "Dieses Spiel ist vorbei: Bau eine Stellung aus den Karten auf, und der "
                          "Experte rät nach dem, was der Spieler am Zug weiß.",
    "analysis.note.rated": "Das Spiel auf dem Tisch wird gewertet, deshalb hält sich der Experte "
                           "heraus: Gewertet wird dein eigenes Spiel. Bau eine andere Stellung aus "
                           "den Karten auf, und der Experte rät nach dem, was der Spieler am Zug "
                           "weiß.",
    "analysis.note.no_hints": "Das Rätsel oder die Lektion auf dem Tisch löst du selbst, deshalb "
                              "hält sich der Experte heraus. Bau eine andere Stellung aus den "
                              "Karten auf, und der Experte rät nach dem, was der Spieler am Zug "
                              "weiß.",
    "analysis.thinking": "Der Experte denkt nach…",
    "analysis.advice": "Der Experte: {what} – {why}.",
    "analysis.not_on_move": "In dieser Stellung bist du nicht am Zug: Der Experte hat hier "
                            "keinen Rat.",
    "analysis.no_expert": "Diese Fassung des Spiels hat keinen Experten.",
    # der Stellungseditor im Analysedialog (game.web.analysis.setup_position)
    "setup.open": "Stellung aufbauen",
    "setup.title": "Stellung aufbauen",
    "setup.menu_line": "Eine Stellung aus den Karten aufbauen und den Experten fragen",
    "setup.intro": "Tippe die Karten, die du kennst, an ihren Platz. Karten ohne Platz sind "
                   "in der Hand des Gegners oder im Talon. Du bist am Zug: Du spielst aus "
                   "oder antwortest auf die Karte des Gegners auf dem Tisch.",
    "setup.game": "Spiel",
    "setup.place": "Wohin ein Tipp die Karte legt",
    "setup.place.hand": "Deine Hand",
    "setup.place.trump": "Trumpfkarte",
    "setup.place.won0": "Deine Stiche",
    "setup.place.won1": "Stiche des Gegners",
    "setup.place.shown": "Vom Gegner gezeigt",
    "setup.place.table": "Auf dem Tisch",
    "setup.badge.hand": "Hand",
    "setup.badge.trump": "Trumpf",
    "setup.badge.won0": "Dein Stich",
    "setup.badge.won1": "Gegner",
    "setup.badge.shown": "Gezeigt",
    "setup.badge.table": "Tisch",
    "setup.tricks": "Tippe die zwei Karten jedes Stichs in der gespielten Reihenfolge, den "
                    "letzten Stich zuletzt.",
    "setup.counts": "Im Talon: {n:Karte|Karten}, die Trumpfkarte darunter. Der Gegner hält "
                    "{m:Karte|Karten}.",
    "setup.counts.empty": "Der Talon ist leer: Die Trumpfkarte ist genommen. Der Gegner hält "
                          "{m:Karte|Karten}.",
    "setup.counts.start": "Fang mit den Karten deiner Hand an.",
    "setup.marriages.0": "Deine Ansagen",
    "setup.marriages.1": "Ansagen des Gegners",
    "setup.voids": "Farben, in denen der Gegner blank ist",
    "setup.match": "Partie",
    "setup.match.on": "In einer Partie gespielt",
    "setup.match.0": "Du",
    "setup.match.1": "Der Gegner",
    "setup.clear": "Leeren",
    "setup.ask": "Den Experten fragen",
    "setup.problem": "Das kann keine Stellung eines Spiels sein: {error}.",
    "msg.hint.play": "{card} spielen",
    # why a hint suggests its move (game.ai.reason.Reason keys)
    "hint.only_legal": "das ist der einzige erlaubte Zug",
    "hint.go_out_66": "du hast 66, also melde dich jetzt aus und hol dir das Spiel",
    "hint.close": "mit den restlichen Stichen kommst du auf 66",
    "hint.draw_not_close": "zuzudrehen wäre jetzt ein Glücksspiel",
    "hint.draw": "vom Talon ziehen",
    "hint.exchange": "so bekommst du umsonst einen besseren Trumpf",
    "hint.pass": "die aufgedeckte Karte hilft dir hier nicht",
    "hint.out": "du meldest dich aus",
    "hint.cheapest_trump": "macht den Stich mit dem kleinsten Trumpf",
    "hint.trump": "macht den Stich mit einem Trumpf",
    "hint.takes": "damit machst du den Stich",
    "hint.keeps_marriage": "hebt die Ansage für dein nächstes Ausspiel auf",
    "hint.gives_little": "gibt so wenig wie möglich her, denn dieser Stich lohnt sich nicht",
    "hint.saves_strong": "spart die stärkeren Karten für später auf",
    "hint.declares": "sagt {value} an",
    "hint.unbeatable": "spielt eine Karte aus, die in ihrer Farbe niemand schlagen kann",
    "hint.force_out": "spielt aus, um die starken Karten des Gegners herauszulocken",
    "hint.cheap_lead": "spielt eine kleine Karte aus, um zu sehen, was der Gegner macht",
    "hint.most_points": "spielt dort aus, wo die Suche die meisten Augen findet",
    "hint.most_points@match": "spielt dort aus, wo die Suche die beste Chance auf den "
                              "Partiegewinn findet",
    "hint.cheapest_legal": "die kleinste Karte, die die Regeln hier erlauben",
    "hint.expect": "{why}; erwartet: {expect} Spielpunkte",
    "hint.expect_match": "{why}; Chance auf den Partiegewinn: {chance}\u00a0%",
    "hint.other": "{advice}; zweitbeste Wahl: {other}, erwartet: {expect} Spielpunkte",
    "hint.other_match": "{advice}; zweitbeste Wahl: {other}, Chance auf den Partiegewinn: "
                        "{chance}\u00a0%",
    "hint.match_only_win": "{why}; beim Stand von {score} zählt nur, das Spiel zu gewinnen "
                           "(Chance auf den Partiegewinn: {chance}\u00a0%)",
    "hint.match_changes": "{why}; beim Stand von {score} ändert der Partiestand den besten "
                          "Zug (Chance auf den Partiegewinn: {chance}\u00a0%)",
    "hint.score": "{mine}:{theirs}",
    "hint.score3": "{mine}:{second}:{third}",
    "number.point": ",",  # the decimal separator
    "action.close": "Zudrehen",
    "action.exchange": "Trumpfneun austauschen",
    "action.out": "Ausmelden",
    "action.draw": "Ziehen",
    "action.pass": "Neun behalten",
    "msg.error": "Etwas ist schiefgegangen ({error}). Das Spiel geht ab dem letzten "
                 "fehlerfreien Stand weiter.",
    "msg.expert_missing": "Die Stufe „Experte“ ließ sich nicht laden; stattdessen spielt die "
                          "Stufe „Stark“.",
    "msg.nothing_changed": "Nichts geändert: Die Partie geht weiter.",
    "msg.nothing_forgotten": "Es wurde nichts vergessen.",
    "notice.welcome_back": "Willkommen zurück: Deine Partie geht weiter.",
    "notice.welcome_back.deal_over": "Willkommen zurück: Dieses Spiel ist vorbei.",
    "notice.welcome_back.match_over": "Willkommen zurück: Diese Partie ist vorbei.",
    "notice.new_match": "Neue Partie.",
    "notice.rated": "Eine gewertete Partie: keine Tipps, und jedes Spiel ändert deine Elo-Zahl "
                    "(oben; „?“ heißt: noch vorläufig).",
    "notice.new_match_named": "Neue Partie ({name}).",
    "notice.forgotten": "Alles wurde vergessen. Neue Partie.",
    "notice.restore_failed": "Die gespeicherte Partie ließ sich nicht wiederherstellen "
                             "({error}), deshalb wurde neu gegeben.",
    "notice.bad_position": "Die Stellung im Link ist ungültig ({error}). Stattdessen wurde "
                           "ganz normal gegeben.",
    "notice.bad_view": "Die Stellung zur Analyse im Link ist ungültig ({error}), deshalb gibt "
                       "es nichts zu analysieren.",
    "notice.position_over": "dieses Spiel ist schon vorbei",
    "stats.line": "Gewonnene Spiele: {deals_won} von {deals}. Gewonnene Partien: "
                  "{matches_won} von {matches}.",
    "notice.stats_skipped": "Dieses Spiel wurde nicht in die Statistik aufgenommen "
                            "({error}).",
    # the statistics dialog; "given / taken" Schneider and Schwarz are the deals won and
    # lost that way; the review is the "Spielanalyse" (what mistakes cost in game points)
    "stats.title": "Statistik",
    "stats.here": "{level}, {rules}",
    "stats.col.all": "Alle Stufen und Regeln",
    "stats.row.deals": "Gespielte Spiele",
    "stats.row.deals_won": "Gewonnene Spiele",
    "stats.row.deals_drawn": "Unentschiedene Spiele",
    "stats.row.matches": "Gespielte Partien",
    "stats.row.matches_won": "Gewonnene Partien",
    "stats.row.game_points": "Spielpunkte gewonnen / verloren",
    "stats.row.schneider": "Schneider gewonnen / verloren",
    "stats.row.schwarz": "Schwarz gewonnen / verloren",
    "stats.row.closes": "Zugedreht: geschafft / versucht",
    "stats.row.marriages": "Ansagen / ihre Augen",
    "stats.row.review": "Durchschnittliche Fehlerkosten pro Spiel (Spielanalyse)",
    "stats.chart.title": "Deine letzten Partien auf dieser Stufe mit diesen Regeln",
    "stats.chart.label": "Letzte Partien: {n}, davon {won} gewonnen, {lost} verloren. Jedes "
                         "Balkenpaar: dein Endstand, dann der des besten Gegners; die Linie ist "
                         "das Ziel.",
    "stats.chart.empty": "Auf dieser Stufe mit diesen Regeln gibt es noch keine beendete "
                         "Partie.",
    "button.stats": "Statistik",
    "button.stats_reset": "Statistik zurücksetzen",
    "button.close_dialog": "Schließen",
    "button.undo": "Rückgängig",
    "button.menu": "Menü",
    "menu.title": "Menü",
    "menu.puzzles": "Endspiele aus echten Spielen: Finde den besten Zug.",
    "menu.puzzles.solved": "Endspiele aus echten Spielen: {n} gelöst.",
    "menu.settings": "Stufe: {level}. Regeln: {rules}.",
    "button.sound.on": "Ton: an",
    "button.sound.off": "Ton: aus",
    "menu.sound.off": "Aus: antippen, um jede gespielte Karte, jeden Stich und das Ende jedes "
                      "Spiels zu hören.",
    "menu.sound.on": "An: gespielte Karten, Stiche und das Ende jedes Spiels. Antippen zum "
                     "Stummschalten.",
    "menu.settings.puzzle": "Rätsel {n}: keine Stufe, die Antworten sind exakt. Regeln: {rules}.",
    "settings.about.puzzle": "Diese Einstellungen gelten für deine Partie: Das Rätsel hat keine "
                             "Stufe, seine Antworten sind exakt.",
    "settings.about.lesson": "Diese Einstellungen gelten für deine Partie: Die Lektion legt ihre "
                             "Karten, Regeln und ihren Gegner selbst fest.",
    "rules.schnapsen_short": "Schnapsen",
    "label.trick_card": "{who}: {card}",
    "label.pending.word": "ausstehend",
    "keys.help@three": "Tasten: ←/→/↑/↓, Home/End oder 1–8 wählen eine Karte, Enter spielt sie; "
                       "h Tipp, u rückgängig (Übung), n neue Partie, ? Regeln, "
                       "Escape schließt ein Fenster.",
    "keys.help@simple": "Tasten: ←/→/↑/↓, Home/End oder 1–6 wählen eine Karte, Enter spielt "
                        "sie; h Tipp, u rückgängig (Übung), n neue Partie, ? Regeln, "
                        "Escape schließt ein Fenster.",
    "msg.undo.practice_only": "Rückgängig gibt es nur in der Übung: In der Partie bleibt jede "
                              "Karte gespielt. Spiel ein beendetes Spiel noch einmal, um anderes "
                              "zu probieren.",
    "msg.undo.nothing": "Nichts zurückzunehmen: Hier hat die Übung begonnen.",
    "notice.undone": "Zurückgenommen: dein letzter Zug und was darauf folgte.",
    "button.last_trick": "Letzten Stich zeigen",
    "ask.stats_reset": "Die ganze Statistik zurücksetzen, für alle Stufen und Regeln? Das lässt "
                       "sich nicht rückgängig machen. Deine Partie, deine Einstellungen und "
                       "dein Rekord bleiben erhalten.",
    "ask.stats_reset.ok": "Statistik zurücksetzen",
    "msg.stats_reset": "Die Statistik wurde zurückgesetzt.",
    # the deal review ("Spielanalyse"); {choice}/{expert} are card names or action.*;
    # the result names its sign, not a plural ("1 Spielpunkte" would be wrong)
    "button.review": "Dieses Spiel analysieren",
    "review.title": "Spielanalyse",
    "review.computing": "Das Spiel wird analysiert… {percent} %",
    "review.verdict.none": "Keine Entscheidung hat etwas gekostet: Nach dem, was du sehen "
                           "konntest, war jede so gut wie die des Experten.",
    "review.best.most": "Mehr war aus diesem Spiel nicht herauszuholen.",
    "review.best.kept": "Auch bei offenen Karten hättest du es nicht besser spielen können.",
    "review.best.gap": "Bei offenen Karten wäre {best} statt {result} möglich gewesen: {gap} "
                       "mehr.",
    "review.split.none": "Nach dem, was du sehen konntest, hat dich davon keine Entscheidung etwas "
                         "gekostet: Das haben die verdeckten Karten und das Spiel des Computers "
                         "genommen.",
    "review.split.none@three": "Nach dem, was du sehen konntest, hat dich davon keine "
                               "Entscheidung etwas gekostet: Das haben die verdeckten Karten und "
                               "das Spiel der anderen genommen.",
    "review.split.cost": "Nach dem, was du sehen konntest, haben deine Entscheidungen insgesamt "
                         "{lost} gekostet, in erwarteten Spielpunkten: die Zeilen unten "
                         "zusammengezählt (am teuersten: Stich {trick}, {choice} statt "
                         "{expert}). Jede Zeile zählt von ihrer eigenen Lage aus, daher kann die "
                         "Summe größer sein als das, was dem Ergebnis gefehlt hat.",
    "review.risk": "Nach dem, was du sehen konntest, haben deine Entscheidungen gegenüber denen "
                   "des Experten insgesamt {lost} riskiert, in erwarteten Spielpunkten: die "
                   "Zeilen unten zusammengezählt (am riskantesten: Stich {trick}, {choice} statt "
                   "{expert}). Die Karten und das Spiel des Computers haben das ausgeglichen: "
                   "Dem Ergebnis fehlt nichts.",
    "review.risk@three": "Nach dem, was du sehen konntest, haben deine Entscheidungen gegenüber "
                         "denen des Experten insgesamt {lost} riskiert, in erwarteten "
                         "Spielpunkten: die Zeilen unten zusammengezählt (am riskantesten: "
                         "Stich {trick}, {choice} statt {expert}). Die Karten und das Spiel der "
                         "anderen haben das ausgeglichen: Dem Ergebnis fehlt nichts.",
    "review.result.win": "Du hast dieses Spiel gewonnen (Spielpunkte: +{n}).",
    "review.result.loss": "Du hast dieses Spiel verloren (Spielpunkte: −{n}).",
    "review.result.none": "In diesem Spiel hat niemand Spielpunkte bekommen.",
    "review.result.loss@three": "{who} hat dieses Spiel gewonnen (Spielpunkte: +{n}).",
    "review.forced": "Nichts zu analysieren: Jeder Zug war erzwungen.",
    "review.match.rose": "Für die Partie: Deine Chance, sie zu gewinnen, stieg von {before}\u00a0% "
                         "auf {after}\u00a0%.",
    "review.match.fell": "Für die Partie: Deine Chance, sie zu gewinnen, fiel von {before}\u00a0% "
                         "auf {after}\u00a0%.",
    "review.match.same": "Für die Partie: Deine Chance, sie zu gewinnen, blieb bei {after}\u00a0%.",
    "review.match.won": "Für die Partie: Mit diesem Spiel hast du sie gewonnen (deine Chance "
                        "davor: {before}\u00a0%).",
    "review.match.lost": "Für die Partie: Mit diesem Spiel hast du sie verloren (deine Chance "
                         "davor: {before}\u00a0%).",
    "review.match.best": "Kein erreichbares Ergebnis hätte mehr für die Partie getan.",
    "review.match.gap": "Bei offenen Karten hätte deine Chance {best}\u00a0% erreichen können; "
                        "nach dem, was du sehen konntest, kosteten deine Entscheidungen "
                        "insgesamt {lost:Prozentpunkt|Prozentpunkte}, die Zeilen unten "
                        "zusammengezählt (am teuersten: Stich {trick}, {choice} statt "
                        "{expert}).",
    "review.match.gap.none": "Bei offenen Karten hätte deine Chance {best}\u00a0% erreichen "
                             "können; nach dem, was du sehen konntest, kosteten deine "
                             "Entscheidungen nichts davon.",
    "review.match.cost": "{n}\u00a0% Partie",
    "review.caption": "Deine Entscheidungen in Spielreihenfolge, in verlorenen erwarteten "
                      "Spielpunkten (bei offenen Karten: Pech, wo du so gut wie der Experte "
                      "gewählt hast)",
    "review.caption.match": "Deine Entscheidungen in Spielreihenfolge: verlorene erwartete "
                            "Spielpunkte, darunter die verlorene Chance auf den Partiegewinn "
                            "(bei offenen Karten: Pech, wo du so gut wie der Experte gewählt "
                            "hast)",
    "review.col.trick": "Stich",
    "review.col.choice": "Deine Wahl",
    "review.col.expert": "Experte",
    "review.col.cost": "Verlust",
    "review.col.known": "Bei offenen Karten",
    "review.chart.label": "Erwartete Spielpunkte im Verlauf des Spiels, "
                          "{n:Entscheidung|Entscheidungen}, Stich für Stich",
    "msg.review_failed": "Die Analyse ließ sich nicht berechnen ({error}).",
    # bad values in the link (game.web.params.Problem): the parameter names and values
    # (gentle, sharp, target=...) are what the link says, so they stay as they are
    "link.too_many": "Der Link hat mehr als {n} Parameter, deshalb wurde er ignoriert.",
    "link.seed": "Der Seed {value} ist keine ganze Zahl von 0 bis {max}, deshalb wurde zufällig "
                 "gegeben.",
    "link.level": "Es gibt keine Stufe {value}; möglich sind gentle, normal, sharp oder "
                  "expert.",
    "link.rules": "Es gibt keine Regeln namens {value}; möglich sind {choices}.",
    "link.position_long": "Die Stellung im Link ist zu lang ({n} Zeichen, höchstens {max}), "
                          "deshalb wurde sie ignoriert.",
    "link.view_long": "Die Stellung zur Analyse im Link ist zu lang ({n} Zeichen, höchstens "
                      "{max}), deshalb wurde sie ignoriert.",
    "link.flag": "Der Wert {name}={value} wird nicht verstanden; möglich sind 0 oder 1.",
    "link.target": "Der Wert target={value} wird nicht verstanden; möglich sind 7 oder 8.",
    "link.pause": "Der Wert pause={value} wird nicht verstanden; erlaubt ist eine Zahl von "
                  "Millisekunden von 0 bis {max}.",
    "link.lang": "Es gibt keine Sprache {value}; möglich sind {choices}.",
    # questions (level and rule names in quotes: "Stark", "Traditionell" need no declension)
    "ask.close": "Den Talon zudrehen? Ab jetzt zieht niemand mehr, du musst bedienen (und stechen "
                 "oder trumpfen, wenn du kannst), und der letzte Stich bringt keine 10. Mit "
                 "deinem nächsten Ausspiel kannst du noch 20 oder 40 ansagen, danach nicht mehr. "
                 "Dann musst du 66 erreichen: Schaffst du das nicht oder kommt der Computer "
                 "zuerst hin, gewinnt der Computer 2 Spielpunkte (3, wenn er noch keinen Stich "
                 "hat).",
    "ask.close.ok": "Zudrehen",
    "ask.out": "Du hast {points} Augen, nicht 66. Meldest du dich jetzt aus, verlierst du dieses "
               "Spiel: Der Computer bekommt {cost}. Trotzdem ausmelden?",
    "ask.out.hidden": "Jetzt ausmelden? Mit 66 Augen oder mehr gewinnst du das Spiel, mit weniger "
                      "gewinnt es der Computer.",
    "ask.out.ok": "Ausmelden",
    "ask.new_match": "Eine neue Partie beginnen? Die laufende Partie wird abgebrochen.",
    "ask.new_match.ok": "Neue Partie",
    "ask.level": "Gegen den Computer auf der Stufe „{name}“ spielen? Das beginnt eine neue "
                 "Partie: Die laufende wird abgebrochen.",
    "ask.rules": "Nach den Regeln „{name}“ spielen? Das beginnt eine neue Partie: Die laufende "
                 "wird abgebrochen.",
    "ask.option": "Diese Regeloption ändern? Das beginnt eine neue Partie: Die laufende wird "
                  "abgebrochen.",
    "ask.seats": "Ändern, wer spielt? Das beginnt eine neue Partie: Die laufende wird "
                 "abgebrochen.",
    "ask.setting.ok": "Neue Partie beginnen",
    "ask.settings": "Diese Einstellungen übernehmen? Das beginnt eine neue Partie: Die laufende "
                    "wird abgebrochen.",
    "msg.settings_applied": "Einstellungen übernommen.",
    "msg.sound.on": "Ton an.",
    "msg.sound.off": "Ton aus.",
    "msg.rated_next": "Deine nächste Partie wird gewertet; diese bleibt ungewertet.",
    "msg.casual_next": "Deine nächste Partie wird nicht gewertet; diese bleibt gewertet.",
    "ask.forget": "Alles vergessen, was dieses Spiel in diesem Browser gespeichert hat: die "
                  "laufende Partie, deine Einstellungen, die Statistik und dein Rekord? Das "
                  "lässt sich nicht rückgängig machen.",
    "ask.forget.ok": "Alles vergessen",
    # labels the renderer writes
    "label.opponent_hand.1": "Hand des Computers: 1 Karte",
    "label.opponent_hand.n": "Hand des Computers: {n} Karten",
    "label.opponent_revealed": "Restliche Karten des Computers: {cards}",
    "label.hand": "Deine Hand: {n} Karten",
    "label.hand.1": "Deine Hand: 1 Karte",
    # the keys are the same in every language (KeyboardEvent names and letters): only the
    # words around them are German
    "keys.help": "Tasten: ←/→/↑/↓, Home/End oder 1–6 wählen eine Karte, Enter spielt sie; d "
                 "ziehen, c zudrehen, x austauschen, k Neun behalten, o ausmelden, h Tipp, u "
                 "rückgängig (Übung), n neue Partie, ? Regeln, Escape schließt ein Fenster.",
    "label.known": "{who} hat auf der Hand: {cards}.",
    "label.trump_card": "Trumpfkarte: {card}",
    "label.stock_closed": "Der Talon ist zugedreht",
    "label.trump_drawn": "Die Trumpfkarte ist gezogen",
    "label.closed": "Zugedreht",
    "label.stock_closed_count": "{n} (zugedreht)",
    "label.trumps": "Trumpf: {suit}",
    "label.marriage": "Ansage: {points} Augen, zeigt {partner}",
    "label.last_trick": "Letzter Stich",
    "label.last_trick.won.0": "Letzter Stich: deiner, +{points}",
    "label.last_trick.won.other": "Letzter Stich: {who}, +{points}",
    "label.card.declares": "sagt {points} an",
    "label.card.key": "Taste {n}",
    "label.card.new": "gerade gezogen",
    "label.card.hinted": "vom Tipp empfohlen",
    "label.pending": " +{points} ausstehend",
    "level.gentle": "Leicht",
    "level.normal": "Normal",
    "level.sharp": "Stark",
    "level.expert": "Experte",
    "rules.traditional": "Traditionell",
    "rules.simple": "Einfach",
    # index.html's own words (data-text / data-label). The header's "New game" starts a new
    # match, so both it and the result panel's "New match" say "Neue Partie" ("Spiel" is a
    # deal here: "Nächstes Spiel"); the prompts quote these button names.
    "page.title": "Sechsundsechzig",
    "region.score": "Punktestand",
    "score.you": "Du",
    "score.opponent": "Computer",
    "score.match": "Partie",
    "score.to": "bis",
    "score.best": "Rekord",
    "score.best.about": "Rekord: deine höchste Augenzahl in einem gewonnenen Spiel, auf jeder "
                        "Stufe und nach allen Regeln.",
    "score.practice": "Übung",
    "button.leave_practice": "Zur Partie",
    "button.new_game": "Neue Partie",
    "button.settings": "Einstellungen",
    "set.level": "Stufe",
    "set.rules": "Regeln",
    "set.language": "Sprache",
    "set.pause": "Pause des Computers",
    "pause.none": "Keine",
    "pause.short": "Kurz",
    "pause.normal": "Normal",
    "pause.long": "Lang",
    "pause.ms": "{ms} ms",
    "set.four": "Vierfarbiges Blatt",
    "set.sound": "Töne (und ein kurzes Vibrieren, wenn eine Karte nicht erlaubt ist)",
    "set.rated": "Gewertete Partien (keine Tipps; jedes Spiel ändert deine Elo-Zahl)",
    "set.rule_options": "Regeloptionen (beginnt eine neue Partie)",
    "set.auto_out": "Bei 66 automatisch ausmelden",
    "set.show_scores": "Augen anzeigen",
    "set.target": "Partie bis",
    "set.note": "Änderungen gelten, sobald du „Übernehmen“ drückst.",
    "set.note.keys": "Escape schließt das Fenster.",
    "button.apply": "Übernehmen",
    "button.forget": "Alles vergessen",
    "region.table": "Spieltisch",
    "region.opponent": "Computer",
    "region.stock": "Trumpfkarte und Talon",
    "caption.stock": "Talon",
    "caption.trick": "Aktueller Stich",
    "button.next_deal": "Nächstes Spiel",
    "button.new_match": "Neue Partie",
    "button.close": "Zudrehen",
    "button.exchange": "Austauschen",
    "button.out": "Ausmelden",
    "button.draw": "Ziehen",
    "button.pass": "Neun behalten",
    "button.hint": "Tipp",
    "region.moves": "Spielverlauf",
    "dialog.title": "Bist du sicher?",
    "button.cancel": "Abbrechen",
    # the unit after a score in the score box: card points
    "score.pts": " Augen",
    # the browser's storage (game.web.storage; {why} is one of the two reasons below)
    "storage.problem": "Dieser Browser lässt das Spiel nicht speichern ({why}). Du kannst "
                       "weiterspielen.",
    "storage.unsaved": "Noch nicht gespeichert; beim Neuladen ginge jetzt Folgendes verloren: "
                       "{what}.",
    "storage.lost_before": "Vor dem letzten Neuladen ließ dieser Browser nicht speichern, deshalb "
                           "ist Folgendes verloren gegangen: {what}.",
    "storage.what.match": "deine letzten Züge",
    "storage.what.settings": "die Einstellungen",
    "storage.what.stats": "die Statistik der letzten Spiele",
    "storage.what.best": "der neue Rekord",
    "storage.what.deals": "die zuletzt für die Analyse aufbewahrten Spiele",
    "msg.elsewhere": "Diese Partie ist jetzt in einem anderen Tab offen. Mit „Hier spielen“ "
                     "geht es in diesem Tab weiter.",
    "button.take_over": "Hier spielen",
    "review.which.this": "Das eben gespielte Spiel: {deal}",
    "review.which.kept": "Ein aufbewahrtes Spiel: {deal}",
    "storage.full": "sein Speicher für diese Seite ist voll",
    "storage.blocked": "der Speicher ist für diese Seite gesperrt",
    # what became of a stored record (game.play.store keys). {what} is a noun without article
    # (Einstellungen, Statistik, höchsten Augenzahl, Partie, ... Spiele: plural or feminine), always
    # in the genitive "der {what}", the one form that fits them all.
    "store.too_large": "Die gespeicherten Daten der {what} sind zu groß für dieses Spiel, deshalb "
                       "wurden sie zurückgesetzt.",
    "store.unreadable.nested": "Die gespeicherten Daten der {what} ließen sich nicht lesen (zu "
                               "tief verschachtelt), deshalb wurden sie zurückgesetzt.",
    "store.unreadable.number": "Die gespeicherten Daten der {what} ließen sich nicht lesen (sie "
                               "enthalten eine Zahl, die dieses Spiel nie schreibt), deshalb "
                               "wurden sie zurückgesetzt.",
    "store.unreadable.json": "Die gespeicherten Daten der {what} ließen sich nicht lesen (kein "
                             "gültiges JSON), deshalb wurden sie zurückgesetzt.",
    "store.format": "Die gespeicherten Daten der {what} haben nicht das Format dieses Spiels, "
                    "deshalb wurden sie zurückgesetzt.",
    "store.version": "Die gespeicherten Daten der {what} stammen aus einer anderen Version des "
                     "Spiels (Version {detail}), deshalb wurden sie zurückgesetzt.",
    "store.stats_damaged": "Die gespeicherte Statistik war beschädigt und wurde "
                           "zurückgesetzt.",
    "store.best_damaged": "Der gespeicherte Rekord war beschädigt und wurde zurückgesetzt.",
    "store.match_damaged": "Die gespeicherte Partie war beschädigt, deshalb wurde neu "
                           "gegeben.",
    "store.match_damaged.why": "Die gespeicherte Partie war beschädigt ({detail}), deshalb "
                               "wurde neu gegeben.",
    "store.what.settings": "Einstellungen",
    "store.what.statistics": "Statistik",
    "store.what.best score": "höchsten Augenzahl",
    "store.what.match": "Partie",
    # read after "der": "der für die Spielanalyse aufbewahrten Spiele" (genitive plural)
    "store.deals_dropped": "Beiseitegelegt, weil nicht mehr nachspielbar: {detail:für die Analyse "
                           "aufbewahrtes Spiel|für die Analyse aufbewahrte Spiele}.",
    "store.what.deals": "für die Spielanalyse aufbewahrten Spiele",
    "store.what.rating": "Elo-Zahl",
    "store.what.daily": "Spiele des Tages",
    "store.daily_damaged": "Die gespeicherten Spiele des Tages waren beschädigt und wurden "
                           "zurückgesetzt.",
    "store.rating_damaged": "Die gespeicherte Elo-Zahl war beschädigt und beginnt neu.",
    "store.puzzles_dropped": "{detail} der gespeicherten Rätselergebnisse gehören zu Rätseln, "
                             "die es in diesem Spiel nicht gibt, und wurden beiseitegelegt.",
    # what a position's cards say cannot have happened (game.engine.position_common keys),
    # inside "Die Stellung im Link ist ungültig (...)": lower case; {seat} is a number,
    # {suit} a suit name, {card} a card name
    "bad.leader_no_trick": "Spieler {seat} spielt aus, hat also den letzten Stich "
                                "gewonnen, aber keinen Stich bei sich",
    "bad.marriage_unled": "Spieler {seat} hat in {suit} angesagt, hält aber noch König "
                               "und Dame: angesagt wird, indem man eine davon ausspielt",
    "bad.marriage_leads": "Spieler {seat} hat öfter angesagt, als er ausspielen konnte, "
                               "solange Ansagen erlaubt waren (Ansagen: {marriages}, "
                               "Ausspiele: {leads})",
    "bad.marriages_total": "mehr Ansagen als Ausspiele, solange Ansagen erlaubt waren "
                                "(Ansagen: {marriages}, Ausspiele: {leads})",
    "bad.own_cards": "in den Stichen liegen mehr Karten aus den Ansagen von Spieler "
                          "{seat} (oder die Trumpfkarte), als Stiche gespielt wurden (Karten: "
                          "{cards}, Stiche: {tricks})",
    "bad.marriage_card_seat": "{card} auf dem Tisch gehört zur Ansage von Spieler "
                                   "{seat}, also hat Spieler {seat} sie gespielt",
    # a view position: what one seat knows (game.engine.viewposition)
    "bad.view_object": "die Stellung zur Analyse muss ein JSON-Objekt sein",
    "bad.view_three": "die Stellung zur Analyse gibt es nur zu zweit (traditionell, Schnapsen, "
                        "einfach)",
    "bad.view_unknown_keys": "unbekannte Schlüssel in der Stellung zur Analyse: {names}",
    "bad.view_missing": "in der Stellung zur Analyse fehlt {name}",
    "bad.view_bool": "{what} ist true oder false, nicht {value}",
    "bad.view_stage": "stage ist eines von {choices} (ein laufendes Spiel), nicht {value}",
    "bad.view_stock_drawn": "die Trumpfkarte wurde aus dem Talon genommen, also ist er leer",
    "bad.view_stock_turnup": "unter einem leeren Talon kann keine Trumpfkarte liegen",
    "bad.view_counts": "in Händen, Stichen, auf dem Tisch und im Talon sind {total} Karten, "
                       "das Blatt für {preset} hat aber {size}: Hand und Talon passen nicht "
                       "zusammen",
    "bad.setup_trump": "keine Trumpfkarte gewählt (wähle „Trumpfkarte“ und tippe die "
                       "aufgedeckte Karte an)",
    "bad.setup_many": "in Händen und Stichen sind {placed} Karten, das Blatt hat aber {size}",
    "bad.view_known_many": "der Gegner hat mehr Karten gezeigt ({known}), als er hält ({n})",
    "bad.view_nowhere": "die ungesehenen Karten {codes} können in keiner anderen Hand sein: "
                        "deren Spiel hat gezeigt, dass sie keine davon halten",
    "bad.view_too_few": "Spieler {seat} hält nur {k:ungesehene Karte|ungesehene Karten}; "
                        "{n:Karte passt|Karten passen} in keine andere Hand",
    "bad.view_voids": "der Gegner ist in {suits} blank, hält aber mehr ungesehene Karten ({k}), "
                      "als es in anderen Farben gibt ({n})",
    # why a card or action cannot be played now (game.engine.why keys; {card}/{top} are card
    # names, {suit}/{trump} suit names: "Du musst Herz bedienen.")
    "why.over": "Das Spiel ist vorbei.",
    "why.wait": "Warte, du bist nicht am Zug.",
    "why.draw_first": "Zieh zuerst vom Talon (oder dreh ihn zu).",
    "why.exchange_first": "Entscheide zuerst, ob du die Trumpfneun austauschst.",
    "why.not_in_hand": "{card} hast du nicht auf der Hand.",
    "why.follow": "Du musst {suit} bedienen.",
    "why.beat": "Du musst {top} schlagen, wenn du kannst.",
    "why.must_trump": "Du hast kein {suit}, also musst du Trumpf spielen.",
    "why.must_trump_named": "Du hast kein {suit}, also musst du Trumpf spielen ({trump}).",
    "why.beat_trump": "Du musst {top} mit einem höheren Trumpf schlagen, wenn du kannst.",
    "why.not_now": "{card} darfst du jetzt nicht spielen.",
    "why.close": "Zudrehen kannst du nur beim Ausspielen, solange der Talon offen ist.",
    "why.exchange": "Die Trumpfneun kannst du nur austauschen, wenn du ausspielst, sie auf "
                    "der Hand hast und schon einen Stich gemacht hast, solange der Talon offen "
                    "ist und außer der aufgedeckten Karte noch Karten hat.",
    "why.out": "Ausmelden kannst du dich nur direkt nach einem gewonnenen Stich (wenn du dich "
               "selbst ausmeldest).",
    "why.pass": "Gerade gibt es keinen Tausch, den du ablehnen könntest.",
    "why.exchange_first_jack": "Entscheide zuerst, ob du den Trumpfbuben austauschst.",
    "why.exchange_jack": "Den Trumpfbuben kannst du nur austauschen, wenn du ausspielst und ihn "
                         "auf der Hand hast, solange der Talon offen ist und außer der "
                         "aufgedeckten Karte noch Karten hat.",
    "why.draw": "Du kannst jetzt nicht ziehen.",
    "why.three_words": "Zu dritt gibt es kein Zudrehen, kein Austauschen, kein Ziehen und kein "
                       "Ausmelden.",
    "button.replay": "Dieses Spiel wiederholen",
    "button.back_to_match": "Zurück zur Partie",
    # puzzles (game.web.puzzles.puzzle_desk, puzzle_view)
    "button.puzzles": "Rätsel",
    "button.puzzle_solution": "Lösung zeigen",
    "button.puzzle_retry": "Noch einmal",
    "button.puzzle_next": "Nächstes Rätsel",
    "puzzles.title": "Rätsel",
    "puzzles.intro": "Endspiele aus echten Spielen, exakt gelöst: Finde den einen ersten Zug, der "
                     "das beste Ergebnis hält, und spiele die Folge Karte für Karte. Ein Rätsel "
                     "zählt nirgends: Deine Partie wartet und kommt mit „Zurück zur Partie“ "
                     "wieder.",
    "puzzles.progress": "Gelöst: {solved} von {total}. Punktzahl: {score} (ein Rätsel ohne "
                        "falschen Zug und ohne gezeigte Lösung bringt seinen Grad: 1, 2 oder 3).",
    "puzzles.count": "{solved} von {total} gelöst",
    "puzzles.item": "Rätsel {n}, {table}, {grade}",
    "puzzles.item.solved": "Rätsel {n}, {table}, {grade}, gelöst",
    "puzzle.grade.1": "Leicht",
    "puzzle.grade.2": "Mittel",
    "puzzle.grade.3": "Schwer",
    "puzzle.title": "Rätsel {n} · {table} · {grade}",
    "puzzle.goal": "Finde den Zug, der das beste Ergebnis hält: {result} ({value}).",
    "puzzle.open": "Alle Karten liegen offen: Ist der Talon aufgebraucht, kennt ein aufmerksamer "
                   "Spieler sie ohnehin.",
    "puzzle.open@three": "Alle Karten liegen offen, und West und Ost spielen gemeinsam gegen dich.",
    "puzzle.result.win": "{gp} gewonnen",
    "puzzle.result.loss": "{gp} verloren",
    "puzzle.result.zero": "keine Spielpunkte",
    "puzzle.status.start": "Du bist dran: welche Karte?",
    "puzzle.status.kept": "Richtig: {card} hält es ({result}). Weiter.",
    "puzzle.status.wrong": "{card} verschlechtert das Ergebnis. Bei bestem Spiel jetzt: {result} "
                           "({value}). Rückgängig oder Noch einmal.",
    "puzzle.status.right": "Gelöst: {result}, egal was kommt. {scored}",
    "puzzle.scored": "Deine Punktzahl steigt um {n}.",
    "puzzle.scored.none": "(Keine Punkte: Vorher kam ein falscher Zug oder die Lösung.)",
    "puzzle.step": "{who}: {card}",
    "puzzle.solution": "Lösung:",
    "puzzle.trick": "Stich {n}: {plays}",
    "notice.puzzle": "Rätsel {n} ({table}): Es wird nirgends gewertet.",
    "notice.puzzle_again": "Rätsel {n} noch einmal, von vorn.",
    "store.puzzles_damaged": "Der gespeicherte Rätselfortschritt war beschädigt und wurde "
                             "zurückgesetzt.",
    "store.what.puzzles": "Rätsel",
    "notice.practice": "Übung: dieselben Karten noch einmal. Dieses Spiel zählt nirgends; "
                       "„Zurück zur Partie“ bringt dich dorthin zurück, wo du warst. "
                       "„Rückgängig“ nimmt einen Zug zurück.",
    "boot.starting": "Python startet…",
    "boot.loading": "Das Spiel wird geladen…",
    "boot.dealing": "Es wird gegeben…",
    "boot.timeout": "(das Spiel ist nicht innerhalb einer Minute gestartet)",
    "update.ready": "Eine neue Version von Sechsundsechzig ist da.",
    "update.reload": "Neu laden",
    "update.later": "Später",
    "recovery.title": "Das Spiel konnte nicht starten",
    "recovery.text": "Etwas, das in diesem Browser oder im Link gespeichert ist, hat den Start "
                     "des Spiels verhindert. Beginne neu, um wieder zu spielen: Deine "
                     "gespeicherte Partie, Einstellungen und Statistik werden beiseitegelegt, "
                     "nicht gelöscht.",
    "recovery.start_fresh": "Neu beginnen",
    "kept.title": "Deine letzten Spiele",
    "kept.none": "Noch kein beendetes Spiel gespeichert.",
    "kept.row": "{rules}, {level}: {result}",
    "kept.won": "gewonnen, {game_points}",
    "kept.lost": "verloren, {game_points}",
    "kept.drawn": "unentschieden",
    "kept.replayed": "neu gegeben (niemand hat 66 erreicht)",
    "kept.lost@three": "{who} gewann, {game_points}",
    "kept.review": "Analysieren: {deal}",
    "button.review_short": "Analysieren",
    "stats.trend": "Fehlerkosten pro Spiel: {recent} (zuletzt analysiert: {n:Spiel|Spiele}), "
                   "davor {before} (weniger ist besser).",
    "stats.trend.recent": "Fehlerkosten pro Spiel: {recent} (zuletzt analysiert: "
                          "{n:Spiel|Spiele}; weniger ist besser).",
    "review.trick.title": "Stich {n} von {total}",
    "review.trick.yours": "Deine Karten",
    "review.trick.theirs": "Die Karten des Computers",
    "review.trick.seat.1": "Die Karten von West",
    "review.trick.seat.2": "Die Karten von Ost",
    "review.trick.played": "{leader}, {winner}.",
    "review.trick.led.0": "Du hast ausgespielt",
    "review.trick.led.other": "{who} hat ausgespielt",
    "review.trick.won.0": "du hast den Stich gemacht",
    "review.trick.won.other": "{who} hat den Stich gemacht",
    "review.trick.both.0": "Du hast ausgespielt und den Stich gemacht.",
    "review.trick.both.other": "{who} hat ausgespielt und den Stich gemacht.",
    "review.trick.stock": "Talon: {n:Karte|Karten}",
    "review.trick.decision": "Deine Wahl: {choice}; der Experte: {expert} ({cost} verloren).",
    "review.trick.decision.match": "Deine Wahl: {choice}; der Experte: {expert} ({cost} "
                                   "verloren, {match}).",
    "review.trick.luck": "Deine Wahl: {choice}, nach dem, was du sehen konntest, so gut wie die "
                         "des Experten; bei offenen Karten wäre {best} besser gewesen: Pech, "
                         "kein Fehler.",
    "review.luck": "Pech",
    "review.trick.prev": "Voriger Stich",
    "review.trick.next": "Nächster Stich",
    # the review as an analysis board: marks, accuracy, the chart's axes and legend
    "review.mark.inaccuracy": "Ungenauigkeit",
    "review.mark.mistake": "Fehler",
    "review.mark.blunder": "Patzer",
    "review.accuracy": "Genauigkeit: {accuracy} %",
    "review.accuracy.none": "Genauigkeit: – (in diesem Spiel gab es keine echte Wahl)",
    "review.show_all": "Erzwungene Züge und gewöhnliches Ziehen zeigen ({n})",
    "review.chart.x": "Stich",
    "review.chart.y": "Erwartete Spielpunkte",
    "review.chart.point": "Stich {trick}: {choice}, {lost} verloren",
    "review.legend.best": "Beste Wahl (die des Experten)",
    "review.legend.chosen": "Deine Wahl",
    "review.legend.known": "Deine Wahl bei offenen Karten",
    "review.keys": "Pfeiltasten: auf und ab von Entscheidung zu Entscheidung, links und rechts "
                   "von Stich zu Stich; Enter auf einer Zeile zeigt ihren Stich.",
    "help.review.h": "Die Spielanalyse",
    "help.review.p": "„Dieses Spiel analysieren“ fragt den Experten nach jeder deiner "
                     "Entscheidungen, aus dem, was du sehen konntest. Eine Entscheidung verliert "
                     "die erwarteten Spielpunkte der Wahl des Experten minus die deiner Wahl, nie "
                     "weniger als 0. Zeichen: ?! Ungenauigkeit ab {inaccuracy} verloren, ? Fehler "
                     "ab {mistake}, ?? Patzer ab {blunder} (ein Spiel bringt 1 bis 3 "
                     "Spielpunkte, zu dritt 2 bis 6). Die Genauigkeit zeigt, wie nah dein Spiel "
                     "dem des Experten kam: Eine Entscheidung bekommt 100, wenn sie so gut war "
                     "wie die Wahl des Experten, und je {half} verlorene Spielpunkte halbieren "
                     "das (50 an der Patzer-Grenze, 25 beim doppelten Verlust); die "
                     "Genauigkeit des Spiels ist der Mittelwert über deine echten Entscheidungen. "
                     "Erzwungene Züge, Ziehen, das auch der Experte gewählt hätte, und "
                     "Entscheidungen, bei denen jede Möglichkeit gleich viel wert war, bleiben "
                     "verborgen, bis du alle zeigen lässt, und zählen in keiner Zahl mit.",
    "review.try_again": "Von hier noch einmal",
    "review.try_again.label": "Ab Stich {trick}, vor {choice}, noch einmal üben",
    "notice.practice_from": "Übung ab Stich {trick}: dieselben Karten, kurz vor deiner "
                            "Entscheidung, gegen den Experten. Dein Zug dort wird bewertet wie "
                            "in der Analyse. Das zählt nirgends; „Zurück zur Partie“ bringt "
                            "dich dorthin zurück, wo du warst. „Rückgängig“ nimmt einen "
                            "Zug zurück.",
    "try.good": "So gut wie die eigene Wahl des Experten: erwartet {value} Spielpunkte.",
    "try.costly": "Die Wahl des Experten hier: {expert}. Dein Zug kostet im Schnitt etwa "
                  "{cost} Spielpunkte. Nimm ihn zurück und versuche es noch einmal.",
    # the rules help (the ? key)
    "button.rules": "Regeln",
    "help.title": "So wird gespielt",
    "help.order.h": "Die Karten",
    "help.order.p": "24 Karten. In jeder Farbe ist das Ass am höchsten, dann die Zehn (über dem "
                    "König), König, Dame, Bube und Neun. Unter jeder Karte: ihre Augen. Das "
                    "Blatt zählt 120.",
    "help.aim.h": "Das Ziel",
    "help.aim.p": "Gewinne mit Stichen und Ansagen 66 Augen vor deinem Gegner. Ein gewonnenes "
                  "Spiel bringt 1 bis 3 Spielpunkte; wer zuerst {target} Spielpunkte hat, gewinnt "
                  "die Partie.",
    "help.aim.simple": "Gewinne mit Stichen und Ansagen 66 Augen vor dem Computer. Jedes Spiel "
                       "zählt für sich; der Rekord ist deine höchste Augenzahl in einem "
                       "gewonnenen Spiel.",
    "help.phase1.h": "Solange der Talon offen ist",
    "help.phase1.p": "Spiel jede beliebige Karte: Bedienen musst du nicht. Die höhere Karte der "
                     "ausgespielten Farbe sticht, Trumpf sticht jede andere Farbe, und bei zwei "
                     "verschiedenen Farben ohne Trumpf gewinnt die ausgespielte Karte. Wer den "
                     "Stich macht, zieht zuerst, dann der andere.",
    "help.phase2.h": "Wenn der Talon aufgebraucht oder zugedreht ist",
    "help.phase2.p": "Bediene und stich die ausgespielte Karte, wenn du kannst; kannst du nicht "
                     "bedienen, musst du Trumpf spielen, wenn du einen hast.",
    "help.marriage.h": "Ansagen (20 und 40)",
    "help.marriage.p": "Spiel einen König oder eine Dame aus, während du die Partnerkarte hältst, "
                       "und sag 20 an, in Trumpf 40. Die Augen zählen, sobald du einen Stich "
                       "gemacht hast.",
    "help.marriage.simple": "Spiel einen König oder eine Dame aus, während du die Partnerkarte "
                            "hältst, und sag 20 an, in Trumpf 40; die Augen zählen sofort.",
    "help.exchange.h": "Die Trumpfneun austauschen",
    "help.exchange.p": "Mit mindestens einem Stich, am Ausspiel und bei offenem Talon darfst du "
                       "die Trumpfneun gegen die aufgedeckte Trumpfkarte austauschen.",
    "help.close.h": "Zudrehen",
    "help.close.p": "Am Ausspiel oder direkt nach einem gewonnenen Stich, vor dem Ziehen, darfst "
                    "du zudrehen: Niemand zieht mehr, und es gilt Farb- und Stichzwang. Dann "
                    "musst du 66 erreichen, sonst bekommt dein Gegner 2 Spielpunkte (3, wenn er "
                    "beim Zudrehen noch keinen Stich hatte).",
    "help.out.h": "Ausmelden",
    "help.out.p": "Direkt nach einem Stich oder einer Ansage kannst du dich mit 66 oder mehr "
                  "ausmelden, und das Spiel gehört dir. Wer sich mit weniger ausmeldet, schenkt "
                  "dem Gegner 2 Spielpunkte. Sind alle zwölf Stiche gespielt, zählt der letzte "
                  "Stich 10 extra und die höhere Summe gewinnt.",
    "help.out.simple": "Das Spiel endet, sobald jemand 66 erreicht. Es gibt kein Zudrehen, kein "
                       "Austauschen und keine 10 für den letzten Stich.",
    "help.game_points.h": "Spielpunkte",
    "help.game_points.p": "1 Spielpunkt; 2, wenn der Verlierer unter 33 Augen hat (Schneider); "
                          "3, wenn der Verlierer keinen einzigen Stich hat (Schwarz).",
    "help.three.h": "Zu dritt",
    "help.three.p": "Je 8 Karten und kein Talon. Die Farbe der letzten Karte des Gebers ist "
                    "Trumpf; die Karte bleibt sichtbar, bis sie gespielt wird. In jedem Stich "
                    "musst du bedienen und die höchste Karte der ausgespielten Farbe schlagen, "
                    "wenn du kannst; kannst du nicht bedienen, musst du Trumpf spielen und, "
                    "wenn möglich, übertrumpfen. Wer König oder Dame mit der Partnerkarte "
                    "ausspielt, sagt 20 oder 40 an. Nach acht Stichen zählt der letzte Stich "
                    "10; die höchste Summe mit 66 oder mehr gewinnt, und jeder andere zahlt 1, "
                    "2 oder 3 Spielpunkte. Erreicht niemand 66, gibt derselbe Geber neu.",
    "help.fair.h": "Spielt der Computer fair?",
    "help.fair.p": "Ja. Der Computer entscheidet nur nach seinen eigenen Karten und den schon "
                   "gespielten, nach nichts sonst: Er bekommt eine Sicht auf den Tisch ohne "
                   "jede verdeckte Karte, und die Tests des Spiels mischen die verdeckten "
                   "Karten um und prüfen, dass seine Wahl gleich bleibt. Jede Partie wird aus "
                   "einer Zahl (Seed) gemischt; derselbe Seed gibt dieselben Karten wieder.",
    "help.seed": "Diese Partie ist vorbei (Spiel {number} war ihr letztes). Ihr Seed war "
                 "{seed}: Öffne die Seite mit ?seed={seed}, um dieselben Spiele noch einmal "
                 "zu spielen.",
    # Schnapsen (docs/RULES.md §7): sein Name, sein eigener Grund für ein gewonnenes Spiel und
    # seine Worte für Schlüssel oben (key@schnapsen: Trumpfbube, 20 Karten, Bummerl)
    "rules.schnapsen": "Schnapsen (20 Karten)",
    "outcome.last_trick.0": "Du machst den letzten Stich und damit das Spiel ({points} zu "
                            "{other}).",
    "outcome.last_trick.other": "{who} macht den letzten Stich und damit das Spiel ({points} "
                                "zu {other}).",
    "ev.pass.0@schnapsen": "Du behältst den Trumpfbuben.",
    "ev.pass.other@schnapsen": "{who} behält den Trumpfbuben.",
    "ev.exchange.0@schnapsen": "Du tauschst den Trumpfbuben gegen {card} aus.",
    "ev.exchange.other@schnapsen": "{who} tauscht den Trumpfbuben gegen {card} aus.",
    "prompt.exchange_offer@schnapsen": "Der Computer hat zugedreht. Tauschst du deinen "
                                       "Trumpfbuben gegen {card} aus oder behältst du ihn?",
    "msg.cannot.exchange@schnapsen": "Du kannst den Trumpfbuben jetzt nicht austauschen.",
    "msg.cannot.pass@schnapsen": "Du kannst den Buben jetzt nicht behalten.",
    "hint.exchange@schnapsen": "so bekommst du umsonst einen besseren Trumpf",
    "hint.pass@schnapsen": "die aufgedeckte Karte hilft dir hier nicht",
    "action.exchange@schnapsen": "Trumpfbuben austauschen",
    "action.pass@schnapsen": "Buben behalten",
    "button.pass@schnapsen": "Buben behalten",
    "keys.help@schnapsen": "Tasten: ←/→/↑/↓, Home/End oder 1–5 wählen eine Karte, Enter spielt "
                           "sie; d ziehen, c zudrehen, x austauschen, k Buben behalten, o "
                           "ausmelden, h Tipp, u rückgängig (Übung), n neue Partie, ? Regeln, "
                           "Escape schließt ein Fenster.",
    "help.order.p@schnapsen": "Schnapsen: 20 Karten, fünf auf jeder Hand. In jeder Farbe ist das "
                              "Ass am höchsten, dann der Zehner (über dem König), König, Dame "
                              "und Bube; Neuner gibt es keine. Unter jeder Karte: ihre Augen. "
                              "Das Blatt zählt 120.",
    "help.aim.p@schnapsen": "Gewinne mit Stichen und Ansagen 66 Augen vor deinem Gegner. Ein "
                            "gewonnenes Spiel bringt 1 bis 3 Spielpunkte; wer zuerst {target} "
                            "Spielpunkte hat, gewinnt die Partie, und der Verlierer bekommt das "
                            "Bummerl. Es gibt abwechselnd jeder.",
    "help.exchange.h@schnapsen": "Den Trumpfbuben austauschen",
    "help.exchange.p@schnapsen": "Am Ausspiel und bei offenem Talon darfst du, auch vor deinem "
                                 "ersten Stich, den Trumpfbuben gegen die aufgedeckte Trumpfkarte "
                                 "austauschen.",
    "help.out.p@schnapsen": "Direkt nach einem Stich oder einer Ansage kannst du dich mit 66 oder "
                            "mehr ausmelden, und das Spiel gehört dir. Wer sich mit weniger "
                            "ausmeldet, schenkt dem Gegner 2 Spielpunkte. Sind alle zehn Stiche "
                            "gespielt und hat sich niemand ausgemeldet, zählt der letzte Stich "
                            "nichts extra: Wer ihn macht, gewinnt das Spiel, 1 Spielpunkt.",
    "match.heading.0@schnapsen": "Du gewinnst die Partie: Der Computer bekommt das Bummerl!",
    "match.heading.other@schnapsen": "{who} gewinnt die Partie: Du bekommst das Bummerl.",
    "page.title_short@schnapsen": "Schnapsen",
    "page.title@schnapsen": "Schnapsen",
    "summary.match@schnapsen": "Bummerl: du {scores[0]}, Computer {scores[1]} (bis {target}).",
    "rating.label": "Elo-Zahl",
    "rating.about": "Deine Elo-Zahl an diesem Tisch, berechnet nach Glicko-2 und gemessen an "
                    "den Elo-Zahlen der Computerstufen. Ein Fragezeichen heißt: noch vorläufig.",
    "rating.none": "–",
    "casual.label": "Modus",
    "casual.marker": "Ungewertet",
    "rating.moved": "Deine Elo-Zahl: {rating} ({change}).",
    "rating.unrated.practice": "Übung wird nicht gewertet.",
    "rating.unrated.link": "Ein über einen Link gewähltes Spiel wird nicht gewertet.",
    "rating.unrated.table": "Die einfachen Regeln werden nicht gewertet: die vollen Regeln, "
                            "drei Spieler und Schnapsen schon.",
    "rating.unrated.hint": "Du hast in diesem Spiel einen Tipp genommen, daher wird es nicht "
                           "gewertet.",
    "rating.unrated.casual": "Eine ungewertete Partie: Tipps sind erlaubt, und deine Elo-Zahl "
                             "ändert sich nicht. Für gewertete Partien „Gewertete Partien“ in "
                             "den Einstellungen ankreuzen.",
    "notice.rating_skipped": "Dieses Spiel konnte nicht gewertet werden ({error}).",
    "storage.what.rating": "deine Elo-Zahl",
    "stats.rating.title": "Deine Elo-Zahl an diesem Tisch",
    "rating.meaning": "Deine Elo-Zahl sagt, wie stark du spielst, auf derselben Skala wie die "
                      "Computerstufen unten; nur gewertete Partien ändern sie, und „?“ heißt: "
                      "noch vorläufig.",
    "stats.rating.start": "Hier noch kein gewertetes Spiel: Du beginnst mit {rating} ± "
                          "{interval}. Jedes Spiel einer gewerteten Partie zählt, sobald es "
                          "gegeben ist: gewonnen, verloren oder vor seinem Ende verlassen (zählt "
                          "als verloren); Übung und Links nicht, und ein gewertetes Spiel bietet "
                          "keine Tipps.",
    "stats.rating.now": "{rating} ± {interval} (95 %). Gewertete Spiele: {deals}.",
    "stats.rating.provisional": "{rating} ± {interval} (95 %), vorläufig, bis die Spanne unter "
                                "±{limit} liegt. Gewertete Spiele: {deals}.",
    "stats.rating.peak": "Höchstwert: {peak}.",
    "stats.rating.next": "Nächste Stufe: {level} ({rating}).",
    "stats.rating.top": "Du stehst über jeder Computerstufe an diesem Tisch.",
    "stats.rating.strongest": "Du spielst die stärkste Stufe hier: Darüber gibt es keine.",
    "stats.rating.levels": "Die Computerstufen hier, in der Arena gemessen (95 %): {levels}.",
    "stats.rating.level": "{level} {rating} ± {interval}",
    "button.daily": "Spiel des Tages",
    "button.daily_share": "Ergebnis kopieren",
    "score.daily": "Spiel des Tages",
    "storage.what.daily": "die Spiele des Tages",
    "daily.line": "{rules}: {state} Tage in Folge: {streak}.",
    "daily.line.new": "heute noch nicht gespielt.",
    "daily.line.left": "heute angefangen, aber nicht beendet (als Übung spielbar).",
    "daily.result.waiting": "Du: {you}. Der Experte auf deinem Platz: spielt noch…",
    "daily.result": "Du: {you}. Der Experte auf deinem Platz: {expert}.",
    "daily.progress": "Der Experte spielt deinen Platz",
    "daily.share": "{game}, Spiel vom {day}: du {you}, der Experte {expert}",
    "daily.game.traditional": "Sechsundsechzig",
    "daily.game.three": "Sechsundsechzig zu dritt",
    "daily.game.schnapsen": "Schnapsen",
    "daily.no_table": "Das Spiel des Tages gibt es mit den vollen Regeln, zu dritt und beim "
                      "Schnapsen, nicht mit den einfachen Regeln.",
    "daily.leave_first": "Verlasse zuerst die Übung (Zurück zur Partie), dann starte das "
                         "Spiel des Tages.",
    "daily.notice": "Das Spiel des Tages vom {day} gegen den Experten: heute für alle dieselben "
                    "Karten. Es zählt einmal für deine Elo-Zahl, ohne Zurücknehmen.",
    "daily.notice.again": "Das heutige Spiel noch einmal, als Übung: Für die Elo-Zahl wurde es "
                          "schon gespielt ({day}).",
    "daily.copied": "Kopiert: {line}",
    "daily.copy_by_hand": "Kopiere diese Zeile: {line}",
    "daily.compare_failed": "Das Spiel des Experten auf deinem Platz ließ sich nicht spielen "
                            "({error}).",
    "ask.leave_daily": "Das Spiel des Tages verlassen? Für die Elo-Zahl kann es heute nicht "
                       "noch einmal gespielt werden.",
    "ask.leave_daily.ok": "Verlassen",
    "ask.daily": "Das Spiel des Tages vom {day} beginnen? Du spielst es gegen den Experten, und es "
                 "zählt einmal am Tag für deine Elo-Zahl: keine Tipps, kein Zurücknehmen, und "
                 "verlässt du es vor seinem Ende, zählt es als verlorenes Spiel.",
    "ask.daily.ok": "Beginnen",
    "msg.daily.not_started": "Das Spiel des Tages wartet: Es wurde nichts gegeben.",
    "msg.undo.daily": "Im Spiel des Tages wird nichts zurückgenommen: Es zählt für deine "
                      "Elo-Zahl.",
    "stats.rating.chart": "Deine Elo-Zahl über deine letzten {n:gewertetes Spiel|gewerteten "
                          "Spiele}: von {first} auf {last}. Die gestrichelten Linien sind die "
                          "Computerstufen.",
    # a calendar day (texts.date_text): "4. Dezember 2026"
    "date": "{day}. {month} {year}",
    "month.1": "Januar",
    "month.2": "Februar",
    "month.3": "März",
    "month.4": "April",
    "month.5": "Mai",
    "month.6": "Juni",
    "month.7": "Juli",
    "month.8": "August",
    "month.9": "September",
    "month.10": "Oktober",
    "month.11": "November",
    "month.12": "Dezember",
    # why a link's position or a stored match was refused (game.engine.untrusted and the
    # checks built on it): in parentheses after the notice, so in lower case; {what} is
    # a part of the input, its JSON names as the link writes them (bad.what.*: other words)
    "bad.constant": "{name} ist keine Zahl, die dieses Spiel verwendet",
    "bad.big_number": "die Zahl {value} ist zu groß",
    "bad.inside": "{what}: {problem}",
    "bad.not_text": "{what}: kein Text",
    "bad.too_long": "{what}: zu lang ({n} Zeichen, höchstens {max})",
    "bad.nested": "{what}: zu tief verschachtelt (höchstens {max} Ebenen)",
    "bad.not_json": "{what}: kein gültiges JSON",
    "bad.whole_number": "{what}: {value} ist keine ganze Zahl",
    "bad.between": "{what}: {value} liegt nicht zwischen {lo} und {hi}",
    "bad.digits": "{what}={value} ist keine ganze Zahl (nur die Ziffern 0-9)",
    "bad.not_card": "{what}: {value} ist keine Karte; zuerst der Rang, dann die Farbe, Ränge A T "
                    "K Q J 9, Farben C D H S (zum Beispiel 'TS' oder 'QH')",
    "bad.card_list": "{what}: keine Liste von Karten wie ['KS', 'QH']",
    "bad.too_many_cards": "{what}: mehr als {limit} Karten",
    "bad.suit_list": "{what}: keine Liste von höchstens vier Farben wie ['H', 'S']",
    "bad.not_suit": "{what}: {value} ist keine Farbe; möglich sind C D H S",
    "bad.suit_twice": "{what}: eine Farbe steht doppelt",
    "bad.seat": "{what}: {value} ist kein Platz; möglich sind {seats} oder {last}",
    "bad.position_text": "die Stellung ist kein Text",
    "bad.position_long": "die Stellung ist zu lang ({n} Zeichen, höchstens {max})",
    "bad.not_base64": "die Stellung ist kein base64url-kodiertes JSON",
    "bad.not_object": "eine Stellung muss ein JSON-Objekt sein",
    "bad.unknown_keys": "unbekannte Schlüssel in der Stellung: {names}",
    "bad.missing_key": "in der Stellung fehlt {name}",
    "bad.option_type": "die Option {name} hat den falschen Typ ({value}); erwartet wird {type} "
                       "wie {example}",
    "bad.match_at_none": "die Regeln {rules} kennen keine Partie, also auch keinen Partiestand",
    "bad.match_at_object": "match muss ein Objekt mit score und target sein, etwa "
                           "{{\"score\": [3, 5], \"target\": 7}}",
    "bad.match_at_target": "das Ziel der Partie muss das der Regeln sein: {target}",
    "bad.match_at_score": "der Partiestand muss {n} Spielpunktzahlen haben, jede unter {target}",
    "bad.option_target": "eine Partie geht bis 7 oder 8 Spielpunkte",
    "bad.option_close_scoring": "close_scoring ist entweder 'pagat' oder 'at_close'",
    "bad.options": "die Optionen passen nicht zu diesem Spiel ({detail})",
    "bad.twice": "doppelt aufgeführte Karten: {codes}",
    "bad.missing_cards": "in der Stellung fehlende Karten: {codes}",
    "bad.two_lists": "{what}: keine Liste aus zwei Listen",
    "bad.unknown_rules": "unbekannte Regeln {value}; möglich sind {choices}",
    "bad.options_object": "options muss ein Objekt sein",
    "bad.unknown_options": "unbekannte Optionen {names}; möglich sind {choices}",
    "bad.three_elsewhere": "eine Stellung zu dritt liest game.engine.three.position "
                           "(game.from_position unterscheidet nach \"rules\": \"three\")",
    "bad.table_one": "auf dem Tisch liegt höchstens eine Karte (die ausgespielte, die auf Antwort "
                     "wartet)",
    "bad.not_in_pack.1": "{preset} spielt man mit {size} Karten (ohne Neuner), also gehört "
                         "{codes} nicht zum Blatt",
    "bad.not_in_pack.n": "{preset} spielt man mit {size} Karten (ohne Neuner), also gehören "
                         "{codes} nicht zum Blatt",
    "bad.drawn_stock": "die Trumpfkarte ist schon gezogen, also muss der Talon leer sein",
    "bad.whole_tricks": "won {seat}: keine ganzen Stiche (die Zahl der Karten muss gerade sein)",
    "bad.leader_fewer": "liegt eine Karte auf dem Tisch, hat der Ausspieler eine Karte weniger",
    "bad.same_count": "zwischen den Stichen haben beide gleich viele Karten auf der Hand",
    "bad.too_many_tricks": "mehr als {n} Stiche gespielt",
    "bad.first_lead": "zum ersten Stich spielt der Gegner des Gebers aus",
    "bad.even_stock": "im Talon muss eine gerade Zahl von Karten liegen",
    "bad.closed_by": "closed_by ist null, 0 oder 1, nicht {value}",
    "bad.closed_turnup": "unter einem zugedrehten Talon liegt noch die Trumpfkarte",
    "bad.no_closing": "bei {preset} gibt es kein Zudrehen",
    "bad.stage": "stage ist eines von {choices}, nicht {value}",
    "bad.hand_size": "bei offenem Talon hat jetzt jeder {n} Karten auf der Hand",
    "bad.before_draw": "'before_draw' braucht einen beendeten Stich, keinen zugedrehten Talon und "
                       "mindestens 4 Karten im Talon",
    "bad.exchange_offer": "'exchange_offer' braucht einen Talon, den der Ausspieler gerade "
                          "zugedreht hat",
    "bad.exchange_offer_card": "'exchange_offer' braucht {card} auf der Hand des Gegners dessen, "
                               "der zugedreht hat",
    "bad.over_by_now": "keine Karten mehr auf der Hand, also muss das Spiel vorbei sein",
    "bad.running_outcome": "ein laufendes Spiel hat noch kein Ergebnis",
    "bad.finished_table": "nach einem beendeten Spiel liegt keine Karte mehr auf dem Tisch",
    "bad.last_trick_shape": "last_trick hat die Form {{leader, cards: [led, reply], winner}}",
    "bad.outcome": "das Ergebnis {given} folgt nicht aus den Karten; sie ergeben: Gewinner "
                   "{winner}, {gp} Spielpunkt(e), {reason}",
    "bad.close_facts": "Angaben zum Zudrehen, aber niemand hat zugedreht",
    "bad.close_object": "close muss ein Objekt sein",
    "bad.close_keys": "close enthält nur opp_had_trick, opp_points und at_trick",
    "bad.close_bool": "close.opp_had_trick ist true oder false, nicht {value}",
    "bad.close_trick": "Spieler {seat} hatte beim Zudrehen einen Stich, jetzt aber keinen",
    "bad.close_points": "close.opp_points muss 0 sein, wenn der Gegner keinen Stich hatte",
    "bad.marriage_both": "beide Spieler haben {suit} angesagt",
    "bad.marriage_cards": "Spieler {seat} hat {suit} angesagt, ohne König und Dame zu halten "
                          "(jede muss auf seiner Hand oder gespielt sein)",
    "bad.marriage_lead": "{card} auf dem Tisch gehört zur Ansage von Spieler {seat}, also hat "
                         "Spieler {seat} sie ausgespielt",
    "bad.voids_phase": "Fehlfarben sind erst bekannt, wenn der Talon zugedreht oder aufgebraucht "
                       "ist",
    "bad.void_holds": "Spieler {seat} ist in {suit} blank, hat aber eine solche Karte",
    "bad.last_none": "ein letzter Stich ist angegeben, aber es wurde noch kein Stich gespielt",
    "bad.last_cards": "die Karten des letzten Stichs müssen bei den Stichen seines Gewinners "
                      "liegen",
    "bad.last_winner": "den letzten Stich ({led}, dann {reply}) hat Spieler {truth} gemacht, "
                       "nicht {seat}",
    "bad.last_leads": "wer den letzten Stich gemacht hat, spielt als Nächster aus",
    "bad.auto_out_ended": "Spieler {seat} hat {points} Augen, mit automatischem Ausmelden wäre "
                          "das Spiel also schon vorbei",
    "bad.end_before_trick": "vor dem ersten Stich kann niemand ein Spiel beenden",
    "bad.ended_short": "das Spiel endete mit Karten auf der Hand, aber Spieler {seat} hat nur "
                       "{points} Augen",
    "bad.three_lists": "{what}: keine Liste aus drei Listen (eine je Platz)",
    "bad.three_rules": "eine Stellung zu dritt hat \"rules\": \"three\"",
    "bad.three_options": "options muss ein Objekt mit einigen von {choices} sein",
    "bad.three_closing": "zu dritt gibt es kein Zudrehen",
    "bad.three_stock": "zu dritt werden alle Karten gegeben: der Talon ist []",
    "bad.three_whole_tricks": "won {seat}: keine ganzen Stiche (je drei Karten)",
    "bad.three_hand": "Hand {seat} muss nach {tricks} Stich(en) {n} Karten halten",
    "bad.three_hand_table": "Hand {seat} muss nach {tricks} Stich(en) mit {table} Karte(n) auf "
                            "dem Tisch {n} Karten halten",
    "bad.three_first_lead": "zum ersten Stich spielt der Spieler links vom Geber aus",
    "bad.three_leader_won": "der Ausspieler hat den letzten Stich gemacht, also hat er einen "
                            "Stich in won",
    "bad.three_turnup": "die aufgedeckte Trumpfkarte {codes} gehört dem Geber (Platz {dealer}), "
                        "bis sie gespielt ist, nicht Platz {seat}",
    "bad.three_turnup_table": "die aufgedeckte Trumpfkarte auf dem Tisch muss der Geber gespielt "
                              "haben",
    "bad.three_strict": "Platz {seat} durfte {codes} nicht auf {led} spielen: jeder Stich ist "
                        "streng (bedienen und stechen, sonst trumpfen)",
    "bad.three_marriage_twice": "Platz {first} und Platz {seat} haben beide {letter} angesagt; "
                                "jede Farbe hat nur einen König und eine Dame",
    "bad.three_marriage_held": "Platz {seat} hat {letter} angesagt, also kann kein anderer Platz "
                               "deren König oder Dame halten",
    "bad.three_marriage_both_held": "Platz {seat} hat {letter} angesagt, hält aber noch König und "
                                    "Dame; angesagt wird, indem man eine von beiden ausspielt",
    "bad.three_marriage_led": "Platz {seat} hat {letter} angesagt, also hat Platz {seat} König "
                              "oder Dame ausgespielt",
    "bad.three_clash": "Platz {seat} hält {codes}, was er nach seinem Spiel nicht halten kann "
                       "(voids/excluded)",
    "bad.three_last_shape": "last_trick hat die Form {{leader, cards: [drei], winner}}",
    "bad.three_last_none": "es wurde noch kein Stich gespielt, also gibt es keinen letzten Stich",
    "bad.three_last_winner": "last_trick: dieser Platz hat diese Karten nicht gewonnen",
    "bad.three_last_leads": "wer den letzten Stich gemacht hat, spielt zum nächsten aus",
    "bad.three_last_cards": "last_trick: seine Karten müssen in won des Gewinners liegen",
    "bad.three_stage": "stage ist 'play' oder 'over'",
    "bad.three_over": "alle acht Stiche sind gespielt, also ist das Spiel vorbei",
    "bad.three_not_over": "vorbei ist das Spiel erst nach acht Stichen",
    "bad.match_object": "eine gespeicherte Partie muss ein Objekt sein",
    "bad.match_key": "in der gespeicherten Partie fehlt {name}",
    "bad.match_scores": "scores muss eine Liste von {n} Zahlen sein",
    "bad.match_history": "der Verlauf hat höchstens ein Ergebnis je Spiel",
    "bad.match_entry": "jeder Eintrag im Verlauf muss ein Objekt sein",
    "bad.match_entry_key": "in einem Eintrag des Verlaufs fehlt {name}",
    "bad.match_reason": "der Grund im Verlauf muss ein Wort sein, nicht {value}",
    "bad.match_points": "die Augen im Verlauf müssen eine Liste von {n} Zahlen sein",
    "bad.match_order": "die Nummern der Spiele im Verlauf müssen steigen",
    "bad.match_missing_deal": "das beendete Spiel fehlt im Verlauf",
    "bad.match_result": "laut Verlauf gewinnt {winner} Spiel {number} mit {gp}, laut Karten aber "
                        "{truth} mit {true_gp} ({reason})",
    "bad.match_running": "der Verlauf nennt ein Ergebnis für das Spiel, das noch läuft",
    "bad.match_sums": "der Punktestand {scores} ist nicht die Summe des Verlaufs {won}",
    "bad.match_over": "die Partie war schon vor diesem Spiel vorbei",
    "bad.match_no_score": "bei {preset} gibt es keinen Punktestand einer Partie",
    "bad.match_dealer": "Spieler {seat} hat Spiel {number} gewonnen, also gibt er das nächste",
    "bad.what.the position": "die Stellung",
    "bad.what.hand": "Hand",
    "bad.what.the match seed": "der Seed der Partie",
    "bad.what.the deal number": "die Nummer des Spiels",
    "bad.what.a match score": "ein Punktestand der Partie",
    "bad.what.a history deal number": "eine Spielnummer im Verlauf",
    "bad.what.a history winner": "ein Gewinner im Verlauf",
    "bad.what.history game points": "Spielpunkte im Verlauf",
    "bad.what.history points": "Augen im Verlauf",
    # issue 40: nothing lost, the rating not dodged, no hidden cards handed out
    "notice.link_beside": "Das Spiel aus dem Link, neben deiner Partie: deine Partie "
                          "({scores}) ist gespeichert und wartet, und „Zurück zur Partie“ "
                          "bringt dich zu ihr. Dieses Spiel zählt nirgends.",
    "notice.link_after_daily": "Dein Spiel des Tages geht weiter, deshalb wurde das Spiel aus "
                               "dem Link nicht geöffnet: Öffne den Link noch einmal, wenn das "
                               "Spiel des Tages vorbei ist.",
    "score.link": "Spiel aus einem Link",
    "ask.forfeit.rated": "Das laufende Spiel deiner Partie zählt als verlorenes Spiel, für "
                         "deine Elo-Zahl und in deiner Statistik.",
    "ask.forfeit.stats": "Das laufende Spiel deiner Partie zählt in deiner Statistik als "
                         "verlorenes Spiel.",
    "ask.forfeit.daily": "Das Spiel des Tages zählt für deine Elo-Zahl als verlorenes Spiel.",
    "notice.left_lost": "Das verlassene Spiel zählt als verlorenes Spiel.",
    "notice.left_daily": "Das verlassene Spiel des Tages zählt als verlorenes Spiel.",
    "msg.hint.rated": "In einem gewerteten Spiel gibt es keine Tipps: gewertet wird dein eigenes "
                      "Spiel. Tipps gibt es in einer ungewerteten Partie (Einstellungen), in der "
                      "Übung („Dieses Spiel wiederholen“), in einem Spiel aus einem Link und mit "
                      "den einfachen Regeln.",
    "daily.line.playing": "läuft gerade.",
    "daily.line.lost": "unbeendet verlassen: es zählte als verlorenes Spiel (als Übung "
                       "spielbar).",
    "daily.line.clock": "auf diesem Gerät nicht gewertet: das Spiel eines späteren Tages "
                        "({newest}) wurde schon begonnen (als Übung spielbar).",
    "daily.line.day": "{rules}, {day}: {state} Tage in Folge: {streak}.",
    "daily.notice.leaving": "Verlässt du es vor seinem Ende, zählt es als verlorenes Spiel; "
                            "nach einem Neuladen geht es weiter.",
    "daily.notice.again.lost": "Das heutige Spiel noch einmal, als Übung: du hast es unbeendet "
                               "verlassen, deshalb zählte es für deine Elo-Zahl als verlorenes "
                               "Spiel ({day}).",
    "daily.notice.again.left": "Das heutige Spiel noch einmal, als Übung: es wurde unbeendet "
                               "verlassen und nicht gewertet ({day}).",
    "daily.notice.again.playing": "Das heutige Spiel als Übung: es läuft in einem anderen Tab "
                                  "für die Elo-Zahl ({day}).",
    "daily.notice.again.clock": "Das Spiel vom {day} als Übung, nicht gewertet: das Spiel eines "
                                "späteren Tages ({newest}) wurde auf diesem Gerät schon "
                                "begonnen, und Tage werden nur vorwärts gewertet.",
    "daily.resumed": "Das Spiel des Tages, {day}, geht dort weiter, wo du es verlassen hast; es "
                     "zählt für deine Elo-Zahl.",
    "daily.resume_failed": "Das laufende Spiel des Tages ließ sich nicht fortsetzen "
                           "({error}), deshalb zählt es als verlorenes Spiel.",
    "daily.finish_first": "Spiel zuerst das Spiel des Tages zu Ende: es zu verlassen zählt "
                          "als verlorenes Spiel.",
    "help.seed.later": "Den Seed dieser Partie zeigt die Hilfe, sobald die Partie vorbei ist "
                       "(dann gibt ?seed= sie noch einmal): vorher würde er die kommenden "
                       "Karten verraten.",
    "help.seed.daily": "Das Spiel des Tages wird aus seinem Tag gemischt, nicht aus einem "
                       "Seed, den ein Link nennen kann: alle bekommen es an seinem Tag.",
    # eine Partie unter Menschen (Issue 43): zwei oder drei an einem Gerät, mit Namen
    "seat.player": "Spieler {n}",
    "seat.computer": "Computer ({level})",
    "list.comma": ", ",
    "deal.intro.other@people": "Spiel {number}. {who} gibt, {leads}. Trumpf ist {suit} "
                               "({card} liegt offen).",
    "deal.intro.other@three@people": "Spiel {number}. {who} gibt, {leads}. Trumpf ist {suit}, "
                                     "und {who} hält {card}, für alle sichtbar.",
    "match.heading.other@schnapsen@people": "{who} gewinnt die Partie.",
    "outcome.false_claim.people": "{who} meldet sich aus, hat aber nur {points} Augen: zu "
                                  "früh ausgemeldet.",
    "outcome.closer_failed.people": "{who} hat zugedreht, aber keine 66 erreicht.",
    "summary.match.people": "Partie: {scores} (bis {target}).",
    "summary.match.people@schnapsen": "Bummerl: {scores} (bis {target}).",
    "label.opponent_hand.n@people": "{who}: {n:Karte|Karten} auf der Hand",
    "label.opponent_hand.1@people": "{who}: {n:Karte|Karten} auf der Hand",
    "label.opponent_revealed@people": "{who} hält noch: {cards}",
    "label.hand.hidden": "{who}: {n:Karte|Karten}, verdeckt",
    "prompt.curtain": "Gib das Gerät an {name} weiter.",
    "curtain.title": "{name} ist dran",
    "curtain.text": "Gib das Gerät an {name} weiter; alle anderen schauen weg. Die Karten "
                    "bleiben verdeckt, bis {name} auf den Knopf tippt.",
    "summary.simple.people": "Augen in diesem Spiel: {scores}.",
    "prompt.person": "{name} – {prompt}",
    "prompt.exchange_offer@people": "Der Talon ist zugedreht. Tauschst du deine Trumpfneun "
                                    "gegen {card} aus oder behältst du sie?",
    "prompt.exchange_offer@schnapsen@people": "Der Talon ist zugedreht. Tauschst du deinen "
                                              "Trumpfbuben gegen {card} aus oder behältst du ihn?",
    "ask.out@people": "Du hast {points} Augen, nicht 66. Meldest du dich jetzt aus, verlierst du "
                      "dieses Spiel: Die Gegenseite bekommt {cost}. Trotzdem ausmelden?",
    "ask.out.hidden@people": "Jetzt ausmelden? Mit 66 Augen oder mehr gewinnst du das Spiel, mit "
                             "weniger verlierst du es.",
    "region.opponent@people": "Die anderen Spieler",
    # der Kurs (Issue 42): die Übersicht und der Kasten einer Lektion (die Lektionen: learn.*)
    "button.learn": "Spielen lernen",
    "menu.learn": "{done} von {n} Lektionen geschafft",
    "learn.title": "Spielen lernen",
    "learn.intro": "Kurze Lektionen, jede mit einer Idee an einem echten Tisch. Die Sterne "
                   "zeigen, im wievielten Versuch du jedes Ziel erreicht hast (3 im ersten); "
                   "deine Partie wartet so lange, und nichts davon wird gezählt.",
    "learn.item": "Lektion {n}: {title}, {state}",
    "learn.untried": "noch nicht versucht",
    "learn.stars": "{n:Stern|Sterne} von 3",
    "learn.offer": "Neu bei Sechsundsechzig? Hier lernst du es in ein paar kurzen "
                   "Lektionen, jede am Tisch gespielt.",
    "button.learn_offer": "Kurs beginnen",
    "button.learn_offer_close": "Nein, danke",
    "lesson.heading": "Lektion {n}: {title}",
    "lesson.wrong": "Nicht ganz: {why} Versuch es noch einmal oder lass dir die Lösung zeigen.",
    "lesson.earned": "Dafür gibt es {n:Stern|Sterne}.",
    "lesson.answer": "Die Lösung: {action}.",
    "button.lesson_answer": "Lösung zeigen",
    "button.lesson_list": "Alle Lektionen",
    "button.lesson_next": "Nächste Lektion",
    "notice.lesson": "Lektion {n}: {title}. Sie zählt nirgends; deine Partie wartet.",
    "score.lesson": "Lektion",
    "store.lessons_damaged": "Die gespeicherten Lektionssterne waren beschädigt und wurden "
                             "zurückgesetzt.",
    "store.what.lessons": "Lektionssterne",
    "store.lessons_dropped": "{detail} der gespeicherten Lektionsergebnisse gehören zu "
                             "Lektionen, die es in diesem Spiel nicht gibt, und wurden "
                             "beiseitegelegt.",
    "lesson.deal.lost": "Dieses Spiel hat der Computer gewonnen. Versuch es noch einmal: "
                        "dieselben Karten, und der Tipp markiert jeden Zug.",
    "button.lesson_retry": "Noch einmal",
    "curtain.ready": "Meine Karten zeigen",
    "msg.curtain": "Erst das Gerät weitergeben: Wer dran ist, tippt auf „Meine Karten "
                   "zeigen“.",
    "msg.hint.why.for": "Tipp für {name}: {what} – {why}.",
    "rating.unrated.people": "Eine Partie unter Menschen an einem Gerät zählt für niemandes "
                             "Elo-Zahl oder Statistik.",
    "rating.unrated.mixed": "Computer verschiedener Stufen: Diese Partie zählt weder für die "
                            "Elo-Zahl noch für die Statistik.",
    "notice.people": "Eine Partie unter Menschen: Zwischen den Zügen wandert das Gerät weiter, "
                     "und die Karten bleiben verdeckt, bis die nächste Person auf „Meine Karten "
                     "zeigen“ tippt. Sie zählt für niemandes Statistik oder Elo-Zahl.",
    "link.seats": "Die Plätze {value} aus dem Link wurden nicht übernommen: ein Eintrag je "
                  "Platz, jeweils „person“ oder eine Stufe (gentle, normal, sharp, expert), "
                  "der erste eine Person.",
    "link.seats.table": "Die Plätze „{value}“ aus dem Link passen nicht zu einem Tisch für "
                        "{players} Spieler; es spielen die Plätze aus den Einstellungen.",
    "review.trick.named": "Karten – {who}",
    "review.which.person": "Die Entscheidungen von {name} im eben gespielten Spiel: {deal}",
    "button.review.person": "Analyse: {name}",
    "set.seats": "Wer spielt",
    "set.name.0": "Dein Name",
    "set.seat.1": "Gegenüber / West",
    "set.name.1": "Name",
    "set.seat.2": "Ost (nur zu dritt)",
    "set.name.2": "Name",
    "set.seat.computer": "Der Computer",
    "set.seat.person": "Ein Mensch",
    "set.seats.note": "Spielen zwei oder mehr Menschen, wandert das Gerät zwischen den Zügen "
                      "weiter, und jede Hand bleibt verdeckt, bis ihr Spieler bereit ist. Eine "
                      "Partie unter Menschen zählt für niemandes Statistik oder Elo-Zahl.",
    # the course (issue 42): lessons
    "learn.L01.title": "Karten, Rang und Augen",
    "learn.L01.t1": "Jede Farbe hat sechs Karten, von oben nach unten: Ass, 10, König, Dame, "
                    "Bube, 9. Die 10 steht über dem König.",
    "learn.L01.t2": "Augen: Ass 11, Zehn 10, König 4, Dame 3, Bube 2, Neun 0. Wer den Stich "
                    "macht, bekommt die Augen beider Karten.",
    "learn.L01.goal": "Der Computer spielt Herz-König aus. Mach diesen Stich.",
    "learn.L01.right": "Richtig: Die 10 steht über dem König. Deine Herz-10 macht den Stich und "
                       "bringt 14 Augen.",
    "learn.L01.wrong.low": "Diese Herzkarte ist niedriger als der König, also macht der König den "
                           "Stich.",
    "learn.L01.wrong": "Eine Karte einer anderen Farbe schlägt Herz-König hier nicht: Schlagen "
                       "könnte ihn nur ein Trumpf, und du hast keinen.",
    "learn.L02.title": "Erste Phase: freie Wahl und Trumpf",
    "learn.L02.t1": "Solange der Talon offen ist, musst du nicht bedienen: Du darfst jede Karte "
                    "spielen.",
    "learn.L02.t2": "Die Farbe der aufgedeckten Karte ist Trumpf. Ein Trumpf sticht jede Karte "
                    "einer anderen Farbe; ohne Trumpf gewinnt die ausgespielte Farbe.",
    "learn.L02.goal": "Trumpf ist Karo. Der Computer spielt Pik-Ass aus: Mach diesen Stich.",
    "learn.L02.right": "Richtig: Kein Pik schlägt das Ass, aber jeder Trumpf sticht es.",
    "learn.L02.wrong.low": "Kein Pik schlägt Pik-Ass.",
    "learn.L02.wrong": "Eine andere Farbe gewinnt nie, wenn sie nicht Trumpf ist: Ohne Trumpf "
                       "gewinnt die ausgespielte Farbe.",
    "learn.L03.title": "Bis 66 zählen und sich ausmelden",
    "learn.L03.t1": "Zähl die Augen deiner Stiche. Wer zuerst 66 hat, meldet sich aus und gewinnt "
                    "das Spiel sofort.",
    "learn.L03.t2": "Ausmelden kannst du dich gleich nach einem gewonnenen Stich oder einer "
                    "Ansage, auch wenn noch Karten im Talon liegen.",
    "learn.L03.goal": "Du hast 51 Augen. Der Computer spielt Pik-König aus: Mach einen Stich, der "
                      "dich auf 66 bringt.",
    "learn.L03.right": "66: 51, dazu 11 für das Ass und 4 für den König. Du meldest dich aus und "
                       "gewinnst das Spiel.",
    "learn.L03.wrong.short": "Der Stich gehört dir, aber das sind noch keine 66. Zähl nach: "
                             "Welche Karte bringt die meisten Augen?",
    "learn.L03.wrong": "Diesen Stich macht der Computer. Du brauchst einen Stich mit 15 Augen, um "
                       "auf 66 zu kommen.",
    "learn.L04.title": "Ansagen: 20 und 40",
    "learn.L04.t1": "König und Dame einer Farbe kannst du ansagen: Spiel eine der beiden aus, "
                    "während du die andere hältst.",
    "learn.L04.t2": "Eine Ansage in Trumpf zählt 40, in einer anderen Farbe 20. Sie zählt, sobald "
                    "du einen Stich hast.",
    "learn.L04.goal": "Trumpf ist Pik, und du hast König und Dame in Pik und in Herz. Sag 40 an.",
    "learn.L04.right": "40! Du hast schon einen Stich, also zählt die Ansage sofort.",
    "learn.L04.wrong.twenty": "Damit sagst du 20 an: Herz ist nicht Trumpf. Die Ansage in Trumpf "
                              "zählt 40.",
    "learn.L04.wrong": "Damit sagst du nichts an. Spiel König oder Dame einer Farbe aus, in der "
                       "du beide hältst.",
    "learn.L05.title": "Die Trumpfneun austauschen",
    "learn.L05.t1": "Hast du die Trumpfneun, darfst du sie vor dem Ausspielen gegen die "
                    "aufgedeckte Trumpfkarte austauschen.",
    "learn.L05.t2": "Das geht, sobald du einen Stich hast, solange der Talon offen ist und noch "
                    "Karten über der aufgedeckten Trumpfkarte liegen.",
    "learn.L05.goal": "Die aufgedeckte Trumpfkarte ist Karo-Ass, und du hast Karo-9. Tausch die "
                      "Trumpfneun aus.",
    "learn.L05.right": "Erledigt: Karo-Ass gehört dir, und deine 9 ist die neue aufgedeckte "
                       "Trumpfkarte.",
    "learn.L05.wrong": "Tausch zuerst aus, bevor du ausspielst: Deine 9 zählt nichts, Karo-Ass 11 "
                       "Augen.",
    "learn.L06.title": "Zweite Phase: Farb- und Stichzwang",
    "learn.L06.t1": "Ist der Talon aufgebraucht oder zugedreht, gelten strenge Regeln: Du musst "
                    "bedienen und die ausgespielte Karte schlagen, wenn du kannst.",
    "learn.L06.t2": "Hast du die Farbe nicht, musst du stechen. Nur ohne Trumpf darfst du eine "
                    "beliebige Karte spielen.",
    "learn.L06.goal": "Der Talon ist aufgebraucht. Der Computer spielt Pik-Bube aus: Spiel eine "
                      "Karte, die die Regeln erlauben.",
    "learn.L06.right": "Richtig: Du bedienst Pik und schlägst den Buben.",
    "learn.L07.title": "Den Talon zudrehen",
    "learn.L07.t1": "Wenn du ausspielst, darfst du den Talon zudrehen: Dann zieht niemand mehr, "
                    "und sofort gelten die strengen Regeln der zweiten Phase.",
    "learn.L07.t2": "Wer zudreht, muss dann 66 erreichen. Sonst bekommt der Computer 2 "
                    "Spielpunkte, oder 3, wenn er beim Zudrehen noch keinen Stich hatte.",
    "learn.L07.goal": "Deine Trümpfe und Asse sind stark. Dreh den Talon jetzt zu.",
    "learn.L07.right": "Zugedreht. Bei bestem Spiel gewinnst du jetzt das Spiel, und der Computer "
                       "bleibt unter 33: 2 Spielpunkte.",
    "learn.L07.wrong": "Spielst du weiter, zieht der Computer noch Karten. Mit diesem Blatt "
                       "gewinnst du, wenn du zudrehst: Dreh zuerst den Talon zu.",
    "learn.L08.title": "Schneider, Schwarz und Spielpunkte",
    "learn.L08.t1": "Ein gewonnenes Spiel bringt 1 Spielpunkt; 2, wenn der Verlierer unter 33 "
                    "Augen hat (Schneider); 3, wenn er keinen Stich gemacht hat (Schwarz).",
    "learn.L08.t2": "Der Talon ist aufgebraucht, und der Computer hat 31 Augen. Halte ihn unter "
                    "33.",
    "learn.L08.goal": "Finde den Zug, der die meisten Spielpunkte bringt.",
    "learn.L08.right": "Richtig: Der Computer bleibt unter 33 Augen. Schneider: 2 Spielpunkte.",
    "learn.L08.wrong": "Du gewinnst trotzdem, aber der Computer kommt auf 33 Augen: kein "
                       "Schneider, {lost:Spielpunkt|Spielpunkte} weniger.",
    "learn.L09.title": "Die Karten im Kopf behalten",
    "learn.L09.t1": "Merk dir, welche Karten schon gefallen sind. Ist der Talon aufgebraucht, "
                    "hält der Computer jede Karte, die du noch nicht gesehen hast.",
    "learn.L09.t2": "Du hast 53 Augen, und Pik-Ass ist in einem früheren Stich gefallen.",
    "learn.L09.goal": "Finde den Zug, der das Spiel gewinnt.",
    "learn.L09.right": "Richtig: Das Ass ist weg, also ist deine Pik-10 die höchste Pik-Karte im "
                       "Spiel. Ihr Stich bringt dich auf 66.",
    "learn.L09.wrong": "Diese Karte verliert den Stich, und bei bestem Spiel gewinnt dann der "
                       "Computer das Spiel: {lost:Spielpunkt|Spielpunkte} verschenkt.",
    "learn.L11.title": "Ein ganzes Spiel mit Tipps",
    "learn.L11.t1": "Jetzt ein ganzes Spiel gegen den Computer auf der Stufe Leicht. Vor "
                    "jedem deiner Züge markiert der Tipp eine Karte oder einen Knopf und sagt, "
                    "warum.",
    "learn.L11.t2": "Folge ihm oder spiel auf deine Art: ziehen, austauschen, ansagen und "
                    "zudrehen wie in den Lektionen. Ziel ist, das Spiel zu gewinnen.",
    "learn.L11.goal": "Gewinne dieses Spiel.",
    "learn.L11.right": "Gewonnen: alles aus den Lektionen in einem Spiel. Weiter geht es zu "
                       "dritt und mit Schnapsen – oder mit einer echten Partie.",
    "learn.L10.title": "Die Partie bis 7",
    "learn.L10.t1": "Eine Partie geht bis 7 Spielpunkte, und jedes Spiel bringt 1, 2 oder 3.",
    "learn.L10.t2": "Du hast in dieser Partie 4 Spielpunkte, der Computer 6: Nur Schwarz (3) "
                    "bringt dich auf 7, bevor der Computer so weit ist.",
    "learn.L10.goal": "Gewinne die Partie in diesem Spiel.",
    "learn.L10.right": "Richtig: Deine Karo-10 kann der Computer nicht schlagen, und ihr Stich "
                       "bringt dich auf 66, bevor er einen Stich hat. Schwarz: 4 + 3 = 7, die "
                       "Partie gehört dir.",
    "learn.L10.wrong": "Diesen Stich macht der Computer: kein Schwarz, "
                       "{lost:Spielpunkt|Spielpunkte} weniger, und in diesem Spiel kommst du "
                       "nicht auf 7.",
    "learn.t01.title": "Zu dritt: die dritte Karte",
    "learn.t01.t1": "Zu dritt bekommt jeder 8 Karten, und es gibt keinen Talon: Für jeden Stich "
                    "gelten die strengen Regeln.",
    "learn.t01.t2": "Den Stich macht der höchste Trumpf, sonst die höchste Karte der "
                    "ausgespielten Farbe. Diesmal spielst du die dritte Karte.",
    "learn.t01.goal": "West spielt Pik-10 aus, und Ost sticht mit Herz-9. Mach den Stich.",
    "learn.t01.right": "Richtig: Ohne Pik musst du stechen und Herz-9 überstechen, und dein "
                       "Trumpf macht den Stich.",
    "learn.t02.title": "Zu dritt: bedienen und schlagen",
    "learn.t02.t1": "Zu dritt musst du bedienen und die höchste Karte dieser Farbe im Stich "
                    "schlagen, wenn du kannst.",
    "learn.t02.t2": "Hast du die Farbe nicht, musst du stechen und einen Trumpf im Stich "
                    "überstechen, wenn du kannst.",
    "learn.t02.goal": "Ost spielt Kreuz-Dame aus. Spiel eine Karte, die die Regeln erlauben.",
    "learn.t02.right": "Richtig: Du bedienst Kreuz und schlägst die Dame.",
    "learn.s01.title": "Schnapsen: den Trumpfbuben austauschen",
    "learn.s01.t1": "Geschnapst wird mit 20 Karten: ohne Neunen, mit fünf Karten in jeder Hand.",
    "learn.s01.t2": "Deshalb tauschst du den Trumpfbuben gegen die aufgedeckte Trumpfkarte aus, "
                    "sogar schon vor deinem ersten Stich.",
    "learn.s01.goal": "Trumpf ist Herz, und die aufgedeckte Trumpfkarte ist Herz-Ass. Tausch "
                      "deinen Herz-Buben dagegen aus.",
    "learn.s01.right": "Erledigt: Herz-Ass gehört dir, und dein Bube ist die neue aufgedeckte "
                       "Trumpfkarte.",
    "learn.s01.wrong": "Tausch zuerst aus, bevor du ausspielst: Dein Bube zählt 2 Augen, Herz-Ass "
                       "11.",
    "learn.s02.title": "Schnapsen: der letzte Stich",
    "learn.s02.t1": "Beim Schnapsen bringt der letzte Stich keine 10 Augen extra.",
    "learn.s02.t2": "Dafür gilt: Ist der Talon aufgebraucht und kommt niemand auf 66, gewinnt der "
                    "letzte Stich das Spiel.",
    "learn.s02.goal": "Der Talon ist aufgebraucht. Finde den Zug, der das Spiel gewinnt.",
    "learn.s02.right": "Richtig: Pik-Ass schlägt deine 10, aber dein Trumpf macht den letzten "
                       "Stich und damit das Spiel, obwohl der Computer mehr Augen hat.",
    "learn.s02.wrong": "Jetzt behält der Computer Pik-Ass für den letzten Stich und gewinnt das "
                       "Spiel: {lost:Spielpunkt|Spielpunkte} verschenkt.",
    "learn.s03.title": "Schnapsen: das Bummerl",
    "learn.s03.t1": "Beim Schnapsen geht die Partie bis 7 Spielpunkte, und wer sie verliert, "
                    "bekommt das Bummerl. In Österreich zählt man dabei von 7 auf 0 herunter.",
    "learn.s03.t2": "Du hast 5 Spielpunkte, der Computer 4. Er hat 30 Augen: Halte ihn unter "
                    "33, dann bringt dich Schneider (2) auf 7.",
    "learn.s03.goal": "Häng dem Computer in diesem Spiel das Bummerl an.",
    "learn.s03.right": "Richtig: Der Computer muss mit Kreuz-König bedienen, und deine Kreuz-10, "
                       "ein Trumpf, bringt dich über 66. Schneider: 5 + 2 = 7, und der Computer "
                       "bekommt das Bummerl.",
    "learn.s03.wrong": "Du gewinnst das Spiel trotzdem, aber der Computer kommt auf 33 Augen: "
                       "{lost:Spielpunkt|Spielpunkte} weniger, und 6 sind noch nicht 7.",
}
