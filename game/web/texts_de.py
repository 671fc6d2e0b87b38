"""German sentences of the page: the keys and placeholders of texts.TEXT (English)."""

from __future__ import annotations

# Choices that hold throughout the German text:
# - informal "du"; "Du" capitalised only where it starts a sentence (or a label such as
#   "Du: ..."); after a colon a sentence goes on in lower case.
# - cards are named without an article, as card players say them ("Du spielst Herz-König
#   aus."): "card.the" is just "{card}", so one form fits every case (den/dem/der).
# - {who} ("Der Computer", "West", "Ost") always opens its sentence: "Der Computer" is
#   written capitalised and a possessive ("des Computers") would not fit West/Ost.
# - points inside a deal (towards 66) are "Augen"; points of the match are "Spielpunkte";
#   a deal is a "Spiel", a match a "Partie"; closing the stock is "zudrehen".
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
    # a marriage is an "Ansage": "Du sagst 20 in Herz an" ({points} is 20 or 40)
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
    "ev.stock_empty": "Der Talon ist aufgebraucht: ab jetzt gilt Farbzwang.",
    "ev.close.0": "Du drehst den Talon zu.",
    "ev.close.other": "{who} dreht den Talon zu.",
    "ev.pass.0": "Du behältst die Trumpfneun.",
    "ev.pass.other": "{who} behält die Trumpfneun.",
    "ev.exchange.0": "Du tauschst die Trumpfneun gegen {card} aus.",
    "ev.exchange.other": "{who} tauscht die Trumpfneun gegen {card} aus.",
    "ev.out.0": "Du sagst 66 an und gehst hinaus.",
    "ev.out.other": "{who} sagt 66 an und geht hinaus.",
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
    "outcome.draw": "Unentschieden: beide haben {points} Augen. Keine Spielpunkte.",
    "outcome.went_out.0": "Du gehst mit {points} hinaus.",
    "outcome.went_out.other": "{who} geht mit {points} hinaus.",
    "outcome.false_claim.0": "Der Computer sagt 66 an, hat aber nur {points} Augen: eine "
                             "falsche Ansage.",
    "outcome.false_claim.1": "Du sagst 66 an, hast aber nur {points} Augen: eine falsche "
                             "Ansage.",
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
    "deal.intro.0@three": "Spiel {number}. Du gibst, West spielt aus. Trumpf ist {suit}: "
                          "das zeigt deine letzte Karte, {card}.",
    "deal.intro.other@three": "Spiel {number}. {who} gibt, {leads}. Trumpf ist {suit}: "
                              "{who} hält {card}, für alle sichtbar.",
    "leads.0": "du spielst aus",
    "leads.other": "{who} spielt aus",
    "outcome.three.replay": "Niemand hat 66 erreicht (höchstens {points} Augen): derselbe "
                            "Geber gibt noch einmal.",
    "outcome.three.draw": "{names} liegen mit {points} Augen gleichauf vorn: unentschieden, "
                          "keine Spielpunkte.",
    "outcome.three.win.0": "Du gewinnst mit {points}: {game_points} ({paid}).",
    "outcome.three.win.other": "{who} gewinnt mit {points}: {game_points} ({paid}).",
    "paid.0": "{n} von dir",
    "paid.other": "{n} von {who}",
    "list.and": " und ",
    "summary.match@three": "Partie: du {scores[0]}, West {scores[1]}, Ost {scores[2]} (bis "
                            "{target}).",
    "prompt.thinking@three": "{who} überlegt…",
    "prompt.computer@three": "{who} ist am Zug.",
    "prompt.answer.strict@three": "Du bist am Zug: Was spielst du auf {card}?",
    "label.pile": "Stiche: {n}",
    "button.moves": "Verlauf",
    "page.title_short": "66",
    "label.opponent_hand.n@three": "{who}: {n} Karten ({level})",
    "label.opponent_hand.1@three": "{who}: {n} Karten ({level})",
    "label.opponent_revealed@three": "{who}: {n} Karten ({level})",
    "label.trump_holder.0": "Trumpfkarte: {card}, auf deiner Hand",
    "label.trump_holder.other": "Trumpfkarte: {card}, bei {who} auf der Hand",
    "label.trump_played": "Trumpfkarte {card}, schon gespielt",
    "rules.three": "Drei Spieler",
    "deal.heading.draw3": "Unentschieden",
    "deal.heading.replay": "Niemand hat 66 erreicht",
    # the end-of-deal breakdown ("Du: 45 aus Stichen + 20 aus Ansagen, 5 Stiche = 65")
    "summary.row": "{who}: {cards} aus Stichen{marriages}{last}, {tricks} = {total}",
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
    "msum.closes": "Deine Zudrehungen",
    "msum.closes.v": "{made} geschafft, {failed} gescheitert",
    "msum.marriages": "Deine Meldungen",
    "msum.marriages.v": "{n} ({points} Augen)",
    "msum.table": "Stufe und Regeln",
    "summary.match": "Partie: du {scores[0]}, Computer {scores[1]} (bis {target}).",
    "summary.simple": "Deine Augen in diesem Spiel: {points}.",
    "summary.revealed": "Der Computer hatte noch: {cards}.",
    "best.new": "Neuer Bestwert: {best}.",
    # the status line (button names quoted as the buttons say them: button.*)
    "prompt.next_match": "Drück „Neue Partie“ für eine weitere Partie.",
    "prompt.next_deal": "Drück „Nächstes Spiel“, um weiterzuspielen.",
    "prompt.thinking": "Der Computer überlegt…",
    "prompt.computer": "Der Computer ist am Zug.",
    "prompt.exchange_offer": "Der Computer hat zugedreht. Tauschst du deine Trumpfneun gegen "
                             "{card} aus oder behältst du sie?",
    "prompt.before_draw": "Zieh oder dreh den Talon zu.",
    "prompt.answer": "Du bist am Zug: Was spielst du auf {card}?",
    "prompt.answer.strict": "Du bist am Zug: Was spielst du auf {card}? Bedien die Farbe und "
                            "stich, wenn du kannst.",
    "prompt.lead": "Du bist am Zug: spiel aus.",
    # not used by the page today; {who} would be a subject with its verb, as in English
    "prompt.dialog": "Beantworte zuerst die Frage.",
    # messages
    "msg.wait": "Warte, der Computer ist am Zug.",
    "msg.over": "Das Spiel ist vorbei.",
    "msg.drawing": "Erst ziehen oder den Talon zudrehen.",
    "msg.cannot.close": "Du kannst jetzt nicht zudrehen.",
    "msg.cannot.exchange": "Du kannst die Trumpfneun jetzt nicht austauschen.",
    "msg.cannot.out": "Du kannst jetzt nicht hinausgehen.",
    "msg.cannot.pass": "Du kannst die Neun jetzt nicht behalten.",
    "msg.hint.thinking": "Suche einen Tipp…",
    # "Tipp: Herz-Ass spielen. (Macht den Stich mit einem Trumpf.)": {what} is an infinitive
    # instruction (msg.hint.play, action.*; the review also names choices with action.*:
    # "Ziehen statt Zudrehen") and {why} a clause of its own, so both start capitalised
    "msg.hint.why": "Tipp: {what} – {why}.",
    "msg.hint.none": "Kein Tipp verfügbar ({error}).",
    "msg.hint.play": "{card} spielen",
    # why a hint suggests its move (game.ai.reason.Reason keys)
    "hint.only_legal": "Das ist der einzige erlaubte Zug",
    "hint.go_out_66": "Du hast 66: geh jetzt hinaus und hol dir das Spiel",
    "hint.close": "Zudrehen: du kannst 66 in den restlichen Stichen erreichen",
    "hint.draw_not_close": "Ziehen: zuzudrehen wäre jetzt ein Glücksspiel",
    "hint.draw": "Vom Talon ziehen",
    "hint.exchange": "Tausch die Trumpfneun gegen die aufgedeckte Karte: ein besserer Trumpf "
                     "umsonst",
    "hint.pass": "Behalte die Neun: die aufgedeckte Karte hilft dir hier nicht",
    "hint.out": "Hinausgehen",
    "hint.cheapest_trump": "Macht den Stich mit dem kleinsten Trumpf",
    "hint.trump": "Macht den Stich mit einem Trumpf",
    "hint.takes": "Damit machst du den Stich",
    "hint.keeps_marriage": "Hält die Hochzeit für dein nächstes Ausspiel zusammen",
    "hint.gives_little": "Gibt so wenig wie möglich her: dieser Stich lohnt sich nicht",
    "hint.saves_strong": "Spart die stärkeren Karten für später auf",
    "hint.declares": "Sagt {value} an",
    "hint.unbeatable": "Spielt eine Karte aus, die in ihrer Farbe niemand schlagen kann",
    "hint.force_out": "Spielt aus, um die starken Karten des Gegners herauszulocken",
    "hint.cheap_lead": "Spielt eine billige Karte aus, um zu sehen, was der Gegner macht",
    "hint.most_points": "Spielt dort aus, wo die Suche die meisten Augen findet",
    "hint.cheapest_legal": "Die billigste Karte, die die Regeln hier erlauben",
    "hint.expect": "{why}; erwartet: {expect} Spielpunkte",
    "number.point": ",",  # the decimal separator
    "action.close": "Zudrehen",
    "action.exchange": "Trumpfneun austauschen",
    "action.out": "Hinausgehen",
    "action.draw": "Ziehen",
    "action.pass": "Neun behalten",
    "msg.error": "Etwas ist schiefgegangen ({error}). Das Spiel geht ab dem letzten "
                 "fehlerfreien Stand weiter.",
    "msg.expert_missing": "Die Stufe „Experte“ ließ sich nicht laden; stattdessen spielt die "
                          "Stufe „Stark“.",
    "msg.nothing_changed": "Nichts geändert: die Partie geht weiter.",
    "msg.nothing_forgotten": "Es wurde nichts vergessen.",
    "notice.welcome_back": "Willkommen zurück: deine Partie geht weiter.",
    "notice.welcome_back.deal_over": "Willkommen zurück: dieses Spiel ist vorbei.",
    "notice.welcome_back.match_over": "Willkommen zurück: diese Partie ist vorbei.",
    "notice.new_match": "Neue Partie.",
    "notice.new_match_named": "Neue Partie ({name}).",
    "notice.forgotten": "Alles wurde vergessen. Neue Partie.",
    "notice.restore_failed": "Die gespeicherte Partie ließ sich nicht wiederherstellen "
                             "({error}), deshalb wurde neu gegeben.",
    "notice.bad_position": "Die Stellung im Link ist ungültig ({error}). Stattdessen wurde "
                           "ganz normal gegeben.",
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
    "stats.chart.label": "Letzte {n} Partien: {won} gewonnen, {lost} verloren. Jedes "
                         "Balkenpaar: dein Endstand, dann der des besten Gegners; die Linie "
                         "ist das Ziel.",
    "stats.chart.empty": "Auf dieser Stufe mit diesen Regeln gibt es noch keine beendete "
                         "Partie.",
    "button.stats": "Statistik",
    "button.stats_reset": "Statistik zurücksetzen",
    "button.close_dialog": "Schließen",
    "button.undo": "Rückgängig",
    "button.menu": "Menü",
    "menu.title": "Menü",
    "menu.puzzles": "Endspiele aus echten Spielen: finde den besten Zug.",
    "menu.puzzles.solved": "Endspiele aus echten Spielen: {n} gelöst.",
    "menu.settings": "Stufe: {level}. Regeln: {rules}.",
    "rules.schnapsen_short": "Schnapsen",
    "label.trick_card": "{who}: {card}",
    "label.pending.word": "ausstehend",
    "keys.help@three": "Tasten: ←/→/↑/↓, Home/End oder 1–8 wählen eine Karte, Enter spielt sie; "
                       "h Tipp, u rückgängig (Übung), n neue Partie, ? Regeln, "
                       "Escape schließt ein Fenster.",
    "keys.help@simple": "Tasten: ←/→/↑/↓, Home/End oder 1–6 wählen eine Karte, Enter spielt "
                        "sie; h Tipp, u rückgängig (Übung), n neue Partie, ? Regeln, "
                        "Escape schließt ein Fenster.",
    "msg.undo.practice_only": "Rückgängig gibt es nur in der Übung: in der Partie bleibt jede "
                              "Karte gespielt. Spiele ein beendetes Spiel noch einmal, um anderes "
                              "zu probieren.",
    "msg.undo.nothing": "Nichts zurückzunehmen: hier hat die Übung begonnen.",
    "notice.undone": "Zurückgenommen: dein letzter Zug und was darauf folgte.",
    "button.last_trick": "Letzten Stich zeigen",
    "ask.stats_reset": "Die ganze Statistik zurücksetzen, für alle Stufen und Regeln? Das "
                       "lässt sich nicht rückgängig machen. Deine Partie, deine Einstellungen "
                       "und die Bestleistung bleiben erhalten.",
    "ask.stats_reset.ok": "Statistik zurücksetzen",
    "msg.stats_reset": "Die Statistik wurde zurückgesetzt.",
    # the deal review ("Spielanalyse"); {choice}/{expert} are card names or action.*;
    # the result names its sign, not a plural ("1 Spielpunkte" would be wrong)
    "button.review": "Dieses Spiel analysieren",
    "review.title": "Spielanalyse",
    "review.computing": "Das Spiel wird analysiert… {percent} %",
    "review.verdict": "Deine Entscheidungen haben etwa {lost} erwartete Spielpunkte gekostet; am "
                      "teuersten: Stich {trick}, {choice} statt {expert}, {cost} verloren.",
    "review.verdict.none": "Keine Entscheidung hat etwas gekostet: du hast nach dem, was du "
                           "sehen konntest, so gewählt wie der Experte.",
    "review.known": "Mit allen Karten offen (die beim Spielen niemand kannte) haben deine "
                    "Entscheidungen {lost} Spielpunkte gekostet.",
    "review.result.win": "Du hast dieses Spiel gewonnen (Spielpunkte: +{n}).",
    "review.result.loss": "Du hast dieses Spiel verloren (Spielpunkte: −{n}).",
    "review.result.none": "In diesem Spiel hat niemand Spielpunkte bekommen.",
    "review.result.loss@three": "{who} hat dieses Spiel gewonnen (Spielpunkte: +{n}).",
    "review.forced": "Nichts zu analysieren: jeder Zug war erzwungen.",
    "review.caption": "Deine Entscheidungen in Spielreihenfolge, in verlorenen erwarteten "
                      "Spielpunkten",
    "review.col.trick": "Stich",
    "review.col.choice": "Deine Wahl",
    "review.col.expert": "Experte",
    "review.col.cost": "Verlust",
    "review.col.known": "Alle Karten bekannt",
    "review.chart.label": "Erwartete Spielpunkte im Verlauf des Spiels, {n} Entscheidungen, Stich "
                          "für Stich",
    "msg.review_failed": "Die Analyse ließ sich nicht berechnen ({error}).",
    # bad values in the link (game.web.params.Problem): the parameter names and values
    # (gentle, sharp, target=...) are what the link says, so they stay as they are
    "link.too_many": "Der Link hat mehr als {n} Parameter, deshalb wurde er ignoriert.",
    "link.seed": "Der Startwert {value} ist keine ganze Zahl von 0 bis {max}, deshalb wurde "
                 "zufällig gegeben.",
    "link.level": "Es gibt keine Stufe {value}; möglich sind gentle, normal, sharp oder "
                  "expert.",
    "link.rules": "Es gibt keine Regeln namens {value}; möglich sind {choices}.",
    "link.position_long": "Die Stellung im Link ist zu lang ({n} Zeichen, höchstens {max}), "
                          "deshalb wurde sie ignoriert.",
    "link.flag": "{name}={value} wird nicht verstanden; möglich sind 0 oder 1.",
    "link.target": "target={value} wird nicht verstanden; möglich sind 7 oder 8.",
    "link.pause": "pause={value} wird nicht verstanden; erlaubt ist eine Zahl von "
                  "Millisekunden von 0 bis {max}.",
    "link.lang": "Es gibt keine Sprache {value}; möglich sind {choices}.",
    # questions (level and rule names in quotes: "Stark", "Traditionell" need no declension)
    "ask.close": "Den Talon zudrehen? Ab jetzt zieht niemand mehr, du musst Farbe bekennen "
                 "(und stechen oder trumpfen, wenn du kannst), und der letzte Stich bringt "
                 "keine 10. Eine Hochzeit kannst du noch mit deinem nächsten Ausspiel "
                 "ansagen, danach keine mehr. Dann musst du 66 erreichen: schaffst du das "
                 "nicht oder kommt der Computer zuerst hin, gewinnt der Computer 2 "
                 "Spielpunkte (3, wenn er noch keinen Stich hat).",
    "ask.close.ok": "Zudrehen",
    "ask.out": "Du hast {points} Augen, nicht 66. Gehst du jetzt hinaus, verlierst du dieses "
               "Spiel: der Computer bekommt {cost}. Trotzdem hinausgehen?",
    "ask.out.hidden": "Jetzt hinausgehen? Mit 66 Augen oder mehr gewinnst du das Spiel, mit "
                      "weniger gewinnt es der Computer.",
    "ask.out.ok": "Hinausgehen",
    "ask.new_match": "Eine neue Partie beginnen? Die laufende Partie wird abgebrochen.",
    "ask.new_match.ok": "Neue Partie",
    "ask.level": "Gegen den Computer auf der Stufe „{name}“ spielen? Das beginnt eine neue "
                 "Partie: die laufende wird abgebrochen.",
    "ask.rules": "Nach den Regeln „{name}“ spielen? Das beginnt eine neue Partie: die "
                 "laufende wird abgebrochen.",
    "ask.option": "Diese Regeloption ändern? Das beginnt eine neue Partie: die laufende wird "
                  "abgebrochen.",
    "ask.setting.ok": "Neue Partie beginnen",
    "ask.settings": "Diese Einstellungen übernehmen? Das beginnt eine neue Partie: die "
                    "laufende wird abgebrochen.",
    "msg.settings_applied": "Einstellungen übernommen.",
    "ask.forget": "Alles vergessen, was dieses Spiel in diesem Browser gespeichert hat: die "
                  "laufende Partie, deine Einstellungen, die Statistik und die Bestleistung? "
                  "Das lässt sich nicht rückgängig machen.",
    "ask.forget.ok": "Alles vergessen",
    # labels the renderer writes
    "label.opponent_hand.1": "Hand des Computers: 1 Karte",
    "label.opponent_hand.n": "Hand des Computers: {n} Karten",
    "label.opponent_revealed": "Restliche Karten des Computers: {cards}",
    "label.hand": "Deine Hand: {n} Karten",
    "label.hand.1": "Deine Hand: 1 Karte",
    # the keys are the same in every language (KeyboardEvent names and letters): only the
    # words around them are German
    "keys.help": "Tasten: ←/→/↑/↓, Home/End oder 1–6 wählen eine Karte, Enter spielt sie; "
                 "d ziehen, c zudrehen, x austauschen, k Neun behalten, o hinausgehen, "
                 "h Tipp, u rückgängig (Übung), n neue Partie, ? Regeln, "
                 "Escape schließt ein Fenster.",
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
    "score.best": "Bestwert",
    "score.best.about": "Bestwert: deine höchste Augenzahl in einem gewonnenen Spiel, auf jeder "
                        "Stufe und nach allen Regeln.",
    "score.practice": "Übung",
    "button.leave_practice": "Zur Partie",
    "button.new_game": "Neue Partie",
    "button.settings": "Einstellungen",
    "set.level": "Spielstärke",
    "set.rules": "Regeln",
    "set.language": "Sprache",
    "set.pause": "Pause des Computers",
    "pause.none": "Keine",
    "pause.short": "Kurz",
    "pause.normal": "Normal",
    "pause.long": "Lang",
    "pause.ms": "{ms} ms",
    "set.four": "Vierfarbiges Blatt",
    "set.rule_options": "Regeloptionen (beginnt eine neue Partie)",
    "set.auto_out": "Bei 66 automatisch hinausgehen",
    "set.show_scores": "Augen anzeigen",
    "set.target": "Partie bis",
    "set.note": "Änderungen gelten, sobald du „Übernehmen“ drückst; Escape schließt das "
                "Fenster.",
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
    "button.exchange": "Trumpf tauschen",
    "button.out": "Hinausgehen",
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
    "storage.unsaved": "Noch nicht gespeichert; beim Neuladen ginge jetzt verloren: {what}.",
    "storage.lost_before": "Vor dem letzten Neuladen ließ dieser Browser nicht speichern, "
                           "deshalb ging verloren: {what}.",
    "storage.what.match": "deine letzten Züge",
    "storage.what.settings": "die Einstellungen",
    "storage.what.stats": "die Statistik der letzten Spiele",
    "storage.what.best": "die neue Bestleistung",
    "storage.what.deals": "die zuletzt für die Analyse aufbewahrten Spiele",
    "msg.elsewhere": "Diese Partie ist jetzt in einem anderen Tab offen. Mit „Hier spielen“ "
                     "geht es in diesem Tab weiter.",
    "button.take_over": "Hier spielen",
    "review.which.this": "Das eben gespielte Spiel: {deal}",
    "review.which.kept": "Ein aufbewahrtes Spiel: {deal}",
    "storage.full": "sein Speicher für diese Seite ist voll",
    "storage.blocked": "der Speicher ist für diese Seite gesperrt",
    # what became of a stored record (game.play.store keys). {what} is a noun without article
    # (Einstellungen, Statistik, Bestleistung, Partie, ... Spiele: plural or feminine), always
    # in the genitive "der {what}", the one form that fits them all.
    "store.too_large": "Die gespeicherten Daten der {what} sind zu groß für dieses Spiel, "
                       "deshalb wurden sie zurückgesetzt.",
    "store.unreadable.nested": "Die gespeicherten Daten der {what} ließen sich nicht lesen "
                               "(zu tief verschachtelt), deshalb wurden sie zurückgesetzt.",
    "store.unreadable.number": "Die gespeicherten Daten der {what} ließen sich nicht lesen "
                               "(sie enthalten eine Zahl, die dieses Spiel nie schreibt), "
                               "deshalb wurden sie zurückgesetzt.",
    "store.unreadable.json": "Die gespeicherten Daten der {what} ließen sich nicht lesen "
                             "(kein gültiges JSON), deshalb wurden sie zurückgesetzt.",
    "store.format": "Die gespeicherten Daten der {what} haben nicht das Format dieses Spiels, "
                    "deshalb wurden sie zurückgesetzt.",
    "store.version": "Die gespeicherten Daten der {what} stammen aus einer anderen Version "
                     "des Spiels (Version {detail}), deshalb wurden sie zurückgesetzt.",
    "store.stats_damaged": "Die gespeicherte Statistik war beschädigt und wurde "
                           "zurückgesetzt.",
    "store.best_damaged": "Die gespeicherte Bestleistung war beschädigt und wurde "
                          "zurückgesetzt.",
    "store.match_damaged": "Die gespeicherte Partie war beschädigt, deshalb wurde neu "
                           "gegeben.",
    "store.match_damaged.why": "Die gespeicherte Partie war beschädigt ({detail}), deshalb "
                               "wurde neu gegeben.",
    "store.what.settings": "Einstellungen",
    "store.what.statistics": "Statistik",
    "store.what.best score": "Bestleistung",
    "store.what.match": "Partie",
    # read after "der": "der für die Spielanalyse aufbewahrten Spiele" (genitive plural)
    "store.deals_dropped": "{detail} der für die Analyse aufbewahrten Spiele ließen sich nicht "
                           "nachspielen und wurden beiseitegelegt.",
    "store.what.deals": "für die Spielanalyse aufbewahrten Spiele",
    "store.what.rating": "Wertung",
    "store.what.daily": "Spiele des Tages",
    "store.daily_damaged": "Die gespeicherten Spiele des Tages waren beschädigt und wurden "
                           "zurückgesetzt.",
    "store.rating_damaged": "Die gespeicherte Wertung war beschädigt und beginnt neu.",
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
    "why.out": "Hinausgehen kannst du nur direkt nach einem gewonnenen Stich (wenn du selbst "
               "hinausgehst).",
    "why.pass": "Gerade gibt es keinen Tausch, den du ablehnen könntest.",
    "why.exchange_first_jack": "Entscheide zuerst, ob du den Trumpfbuben austauschst.",
    "why.exchange_jack": "Den Trumpfbuben kannst du nur austauschen, wenn du ausspielst und ihn "
                         "auf der Hand hast, solange der Talon offen ist und außer der "
                         "aufgedeckten Karte noch Karten hat.",
    "why.draw": "Du kannst jetzt nicht ziehen.",
    "why.three_words": "Zu dritt gibt es kein Zudrehen, kein Austauschen, kein Ziehen und "
                       "kein Hinausgehen.",
    "button.replay": "Dieses Spiel wiederholen",
    "button.back_to_match": "Zurück zur Partie",
    # puzzles (game.web.puzzle_desk, puzzle_view)
    "button.puzzles": "Rätsel",
    "button.puzzle_solution": "Lösung zeigen",
    "button.puzzle_retry": "Noch einmal",
    "button.puzzle_next": "Nächstes Rätsel",
    "puzzles.title": "Rätsel",
    "puzzles.intro": "Endspiele aus echten Spielen, exakt gelöst: Finde den einen ersten Zug, der "
                     "das beste Ergebnis hält, und spiele die Folge Karte für Karte. Ein Rätsel "
                     "zählt nirgends: Deine Partie wartet und kommt mit „Zurück zur Partie“ "
                     "wieder.",
    "puzzles.progress": "Gelöst: {solved} von {total}. Wertung {score} (ein Rätsel ohne falschen "
                        "Zug und ohne gezeigte Lösung bringt seinen Grad: 1, 2 oder 3).",
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
    "puzzle.result.win": "du gewinnst {gp}",
    "puzzle.result.loss": "du verlierst {gp}",
    "puzzle.result.zero": "niemand punktet",
    "puzzle.status.start": "Du bist dran: welche Karte?",
    "puzzle.status.kept": "Richtig: {card} hält es ({result}). Weiter.",
    "puzzle.status.wrong": "{card} verschlechtert das Ergebnis: bei bestem Spiel jetzt {result} "
                           "({value}). Rückgängig oder Noch einmal.",
    "puzzle.status.right": "Gelöst: {result}, was auch kommt. {scored}",
    "puzzle.scored": "Deine Wertung steigt um {n}.",
    "puzzle.scored.none": "(Keine Wertung: Vorher kam ein falscher Zug oder die Lösung.)",
    "puzzle.step": "{who}: {card}",
    "puzzle.solution": "Lösung: {line}.",
    "notice.puzzle": "Rätsel {n} ({table}): Es zählt nirgends; „Zurück zur Partie“ bringt dich zu "
                     "deiner Partie.",
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
    "kept.replayed": "neu gegeben (niemand erreichte 66)",
    "kept.lost@three": "{who} gewann, {game_points}",
    "kept.review": "Analysieren: {deal}",
    "button.review_short": "Analysieren",
    "stats.trend": "Fehlerkosten pro Spiel: {recent} in den letzten {n} analysierten Spielen, "
                   "{before} in den Spielen davor (weniger ist besser).",
    "stats.trend.recent": "Fehlerkosten pro Spiel: {recent} in den letzten {n} analysierten "
                          "Spielen (weniger ist besser).",
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
    "review.trick.stock": "Talon: {n} Karten",
    "review.trick.decision": "Deine Wahl: {choice}; der Experte: {expert} ({cost} verloren).",
    "review.trick.prev": "Voriger Stich",
    "review.trick.next": "Nächster Stich",
    # the review as an analysis board: marks, accuracy, the chart's axes and legend
    "review.verdict.capped": "Zusammengezählt haben deine Entscheidungen so viel gekostet, wie "
                             "ein Spiel überhaupt bringen kann ({swing} erwartete Spielpunkte); "
                             "am teuersten: Stich {trick}, {choice} statt {expert}, {cost} "
                             "verloren.",
    "review.known.capped": "Mit allen Karten offen (die beim Spielen niemand kannte) haben deine "
                           "Entscheidungen so viel gekostet, wie ein Spiel bringen kann ({swing} "
                           "Spielpunkte).",
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
    "review.legend.known": "Deine Wahl mit allen Karten offen",
    "review.keys": "Pfeiltasten: auf und ab von Entscheidung zu Entscheidung, links und rechts "
                   "von Stich zu Stich; Enter auf einer Zeile zeigt ihren Stich.",
    "help.review.h": "Die Spielanalyse",
    "help.review.p": "„Dieses Spiel analysieren“ fragt den Experten nach jeder deiner "
                     "Entscheidungen, aus dem, was du sehen konntest. Eine Entscheidung verliert "
                     "die erwarteten Spielpunkte der Wahl des Experten minus die deiner Wahl, nie "
                     "weniger als 0. Zeichen: ?! Ungenauigkeit ab {inaccuracy} verloren, ? Fehler "
                     "ab {mistake}, ?? Patzer ab {blunder} (ein Spiel bringt 1 bis 3 "
                     "Spielpunkte, zu dritt 2 bis 6). Die Genauigkeit einer Entscheidung ist "
                     "100 × 2^(−Verlust ÷ "
                     "{half}): 100 für die Wahl des Experten, 50 an der Patzer-Grenze; die "
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
                  "Spiel bringt 1 bis 3 Spielpunkte; wer zuerst {target} Spielpunkte hat, "
                  "gewinnt die Partie.",
    "help.aim.simple": "Gewinne mit Stichen und Ansagen 66 Augen vor dem Computer. Jedes Spiel "
                       "zählt für sich; der Bestwert ist deine höchste Augenzahl in einem "
                       "gewonnenen Spiel.",
    "help.phase1.h": "Solange der Talon offen ist",
    "help.phase1.p": "Spiel jede beliebige Karte: Farbe bekennen musst du nicht. Die höhere "
                     "Karte der ausgespielten Farbe sticht, Trumpf sticht jede andere Farbe, und "
                     "bei zwei verschiedenen Farben ohne Trumpf gewinnt die ausgespielte Karte. "
                     "Wer den Stich macht, zieht zuerst, dann der andere.",
    "help.phase2.h": "Wenn der Talon aufgebraucht oder zugedreht ist",
    "help.phase2.p": "Bekenne Farbe und stich die ausgespielte Karte, wenn du kannst; ohne diese "
                     "Farbe musst du Trumpf spielen, wenn du einen hast.",
    "help.marriage.h": "Ansagen (Hochzeiten)",
    "help.marriage.p": "Spiel einen König oder eine Dame aus und halte die Partnerkarte: 20 "
                       "Augen, 40 in Trumpf. Sie zählen, sobald du einen Stich gemacht hast.",
    "help.marriage.simple": "Spiel einen König oder eine Dame aus und halte die Partnerkarte: "
                            "20 Augen, 40 in Trumpf, sofort gezählt.",
    "help.exchange.h": "Die Trumpfneun austauschen",
    "help.exchange.p": "Mit mindestens einem Stich, am Ausspiel und bei offenem Talon darfst du "
                       "die Trumpfneun gegen die aufgedeckte Trumpfkarte tauschen.",
    "help.close.h": "Zudrehen",
    "help.close.p": "Am Ausspiel oder direkt nach einem gewonnenen Stich, vor dem Ziehen, darfst "
                    "du zudrehen: Niemand zieht mehr und Farbe muss bekannt werden. Dann musst "
                    "du 66 erreichen, sonst bekommt dein Gegner 2 Spielpunkte (3, wenn er beim "
                    "Zudrehen noch keinen Stich hatte).",
    "help.out.h": "Hinausgehen",
    "help.out.p": "Direkt nach einem Stich oder einer Ansage mit 66 oder mehr gehst du hinaus, "
                  "und das Spiel gehört dir. Wer mit weniger hinausgeht, schenkt dem Gegner 2 "
                  "Spielpunkte. Sind alle zwölf Stiche gespielt, zählt der letzte Stich 10 "
                  "extra und die höhere Summe gewinnt.",
    "help.out.simple": "Das Spiel endet, sobald jemand 66 erreicht. Es gibt kein Zudrehen, "
                       "keinen Tausch und keine 10 für den letzten Stich.",
    "help.game_points.h": "Spielpunkte",
    "help.game_points.p": "1 Spielpunkt; 2, wenn der Verlierer unter 33 Augen hat (Schneider); "
                          "3, wenn der Verlierer keinen einzigen Stich hat (Schwarz).",
    "help.three.h": "Zu dritt",
    "help.three.p": "Je 8 Karten und kein Talon. Die letzte Karte des Gebers bestimmt Trumpf "
                    "und bleibt sichtbar, bis sie gespielt wird. In jedem Stich musst du Farbe "
                    "bekennen und die höchste Karte der ausgespielten Farbe schlagen, wenn du "
                    "kannst; ohne diese Farbe musst du Trumpf spielen und, wenn möglich, "
                    "übertrumpfen. Wer König oder Dame mit Partnerkarte ausspielt, sagt die "
                    "Hochzeit an. Nach acht Stichen zählt der letzte Stich 10; die höchste "
                    "Summe mit 66 oder mehr gewinnt, und jeder andere zahlt 1, 2 oder 3 "
                    "Spielpunkte. Erreicht niemand 66, gibt derselbe Geber neu.",
    "help.fair.h": "Spielt der Computer fair?",
    "help.fair.p": "Ja. Der Computer entscheidet nur nach seinen eigenen Karten und den schon "
                   "gespielten, nach nichts sonst: Er bekommt eine Sicht auf den Tisch ohne "
                   "jede verdeckte Karte, und die Tests des Spiels mischen die verdeckten "
                   "Karten um und prüfen, dass seine Wahl gleich bleibt. Jede Partie wird aus "
                   "einer Zahl (Seed) gemischt; derselbe Seed gibt dieselben Karten wieder.",
    "help.seed": "Der Seed dieser Partie ist {seed} (jetzt Spiel {number}). Öffne die Seite mit "
                 "?seed={seed}, um dieselben Spiele noch einmal zu spielen.",
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
                                       "Trumpfbuben gegen {card}?",
    "msg.cannot.exchange@schnapsen": "Du kannst den Trumpfbuben jetzt nicht austauschen.",
    "msg.cannot.pass@schnapsen": "Du kannst den Buben jetzt nicht behalten.",
    "hint.exchange@schnapsen": "Tausch den Trumpfbuben gegen die aufgedeckte Karte: ein "
                               "besserer Trumpf umsonst",
    "hint.pass@schnapsen": "Behalte den Buben: die aufgedeckte Karte hilft dir hier nicht",
    "action.exchange@schnapsen": "Trumpfbuben austauschen",
    "action.pass@schnapsen": "Buben behalten",
    "button.pass@schnapsen": "Buben behalten",
    "keys.help@schnapsen": "Tasten: ←/→/↑/↓, Home/End oder 1–5 wählen eine Karte, Enter spielt "
                           "sie; d ziehen, c zudrehen, x austauschen, k Buben behalten, "
                           "o hinausgehen, h Tipp, u rückgängig (Übung), n neue Partie, "
                           "? Regeln, Escape schließt ein Fenster.",
    "help.order.p@schnapsen": "Schnapsen: 20 Karten, fünf auf jeder Hand. In jeder Farbe ist das "
                              "Ass am höchsten, dann der Zehner (über dem König), König, Dame "
                              "und Bube; Neuner gibt es keine. Unter jeder Karte: ihre Augen. "
                              "Das Blatt zählt 120.",
    "help.aim.p@schnapsen": "Gewinne mit Stichen und Ansagen 66 Augen vor deinem Gegner. Ein "
                            "gewonnenes Spiel bringt 1 bis 3 Punkte; wer zuerst {target} Punkte "
                            "hat, gewinnt das Bummerl. Es gibt abwechselnd jeder.",
    "help.exchange.h@schnapsen": "Den Trumpfbuben austauschen",
    "help.exchange.p@schnapsen": "Am Ausspiel und bei offenem Talon darfst du, auch vor deinem "
                                 "ersten Stich, den Trumpfbuben gegen die aufgedeckte "
                                 "Trumpfkarte tauschen.",
    "help.out.p@schnapsen": "Direkt nach einem Stich oder einer Ansage mit 66 oder mehr gehst du "
                            "hinaus, und das Spiel gehört dir. Wer mit weniger hinausgeht, "
                            "schenkt dem Gegner 2 Punkte. Sind alle zehn Stiche gespielt und "
                            "niemand ist hinausgegangen, zählt der letzte Stich nichts extra: "
                            "wer ihn macht, gewinnt das Spiel, 1 Punkt.",
    "match.heading.0@schnapsen": "Du gewinnst das Bummerl!",
    "match.heading.other@schnapsen": "{who} gewinnt das Bummerl.",
    "page.title_short@schnapsen": "Schnapsen",
    "page.title@schnapsen": "Schnapsen",
    "summary.match@schnapsen": "Bummerl: du {scores[0]}, Computer {scores[1]} (bis {target}).",
    "rating.label": "Wertung",
    "rating.about": "Deine Wertung an diesem Tisch: Glicko-2, gemessen an den Wertungen der "
                    "Computerstufen. Ein Fragezeichen heißt: noch vorläufig.",
    "rating.none": "–",
    "rating.moved": "Deine Wertung: {rating} ({change}).",
    "rating.unrated.practice": "Übung wird nicht gewertet.",
    "rating.unrated.link": "Ein über einen Link gewähltes Spiel wird nicht gewertet.",
    "rating.unrated.table": "Die einfachen Regeln werden nicht gewertet: die vollen Regeln, "
                            "drei Spieler und Schnapsen schon.",
    "rating.unrated.hint": "Du hast in diesem Spiel einen Tipp genommen, daher wird es nicht "
                           "gewertet.",
    "rating.unrated.after_hint": "(Dieses Spiel wird nicht mehr gewertet.)",
    "notice.rating_skipped": "Dieses Spiel konnte nicht gewertet werden ({error}).",
    "storage.what.rating": "deine Wertung",
    "stats.rating.title": "Deine Wertung an diesem Tisch",
    "stats.rating.start": "Hier noch kein gewertetes Spiel: du beginnst mit {rating} ± "
                          "{interval}. Jedes Spiel einer Partie zählt, gewonnen oder verloren; "
                          "Übung, Links und Spiele mit Tipp nicht.",
    "stats.rating.now": "{rating} ± {interval} (95 %). Gewertete Spiele: {deals}.",
    "stats.rating.provisional": "{rating} ± {interval} (95 %), vorläufig, bis die Spanne unter "
                                "±{limit} liegt. Gewertete Spiele: {deals}.",
    "stats.rating.peak": "Höchstwert: {peak}.",
    "stats.rating.next": "Nächste Stufe: {level} ({rating}).",
    "stats.rating.top": "Du stehst über jeder Computerstufe an diesem Tisch.",
    "stats.rating.levels": "Die Computerstufen hier, in der Arena gemessen (95 %): {levels}.",
    "stats.rating.level": "{level} {rating} ± {interval}",
    "button.daily": "Spiel des Tages",
    "button.daily_share": "Ergebnis kopieren",
    "score.daily": "Spiel des Tages",
    "storage.what.daily": "die Spiele des Tages",
    "daily.line": "Spiel des Tages ({rules}): {state} Tage in Folge: {streak}.",
    "daily.line.new": "heute noch nicht gespielt.",
    "daily.line.left": "heute unbeendet verlassen (als Übung spielbar).",
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
    "daily.notice": "Das Spiel des Tages, {day}, gegen den Experten: heute für alle dieselben "
                    "Karten. Es zählt einmal für deine Wertung, ohne Zurücknehmen.",
    "daily.notice.again": "Das heutige Spiel noch einmal, als Übung: für die Wertung wurde es "
                          "schon gespielt ({day}).",
    "daily.copied": "Kopiert: {line}",
    "daily.copy_by_hand": "Kopiere diese Zeile: {line}",
    "daily.compare_failed": "Das Spiel des Experten auf deinem Platz ließ sich nicht spielen "
                            "({error}).",
    "ask.leave_daily": "Das Spiel des Tages verlassen? Für die Wertung kann es heute nicht "
                       "noch einmal gespielt werden.",
    "ask.leave_daily.ok": "Verlassen",
    "msg.undo.daily": "Im Spiel des Tages wird nichts zurückgenommen: es zählt für deine "
                      "Wertung.",
    "stats.rating.chart": "Deine Wertung über deine letzten {n} gewerteten Spiele: von {first} "
                          "auf {last}. Die gestrichelten Linien sind die Computerstufen.",
}
