"""Every sentence the page shows or announces: one table a language, filled by ``say``.

Pure Python (no browser imports). Code never writes player-facing words itself:
it names a key of ``TEXT`` (English) and passes the facts. German and Croatian
are tables with the same keys and placeholders (texts_de.py, texts_hr.py; a test
holds them to it); ``use_language`` picks the one ``say`` reads. Reasons why a
card cannot be played come from the engine as data (game.engine.why).

A preset may word a key its own way: ``key@preset`` (Schnapsen exchanges the
jack, not the nine). ``use_rules`` names the preset being played; ``say`` then
reads ``key@preset`` where the table has one, else ``key``.
"""

from __future__ import annotations

import datetime
import re
import string
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from game.engine import cards
from game.engine.position_common import ENGLISH as POSITION_ENGLISH
from game.engine.untrusted import ENGLISH as UNTRUSTED_ENGLISH
from game.engine.viewposition import ENGLISH as VIEW_ENGLISH
from game.engine.why import ENGLISH as WHY_ENGLISH
from game.play.match import ENGLISH as MATCH_ENGLISH
from game.play.store import ENGLISH as STORE_ENGLISH
from game.play.store import Note

from .analysis.setup_position import ENGLISH as SETUP_ENGLISH

if TYPE_CHECKING:
    from game.ai.reason import Reason
    from game.engine.why import WhyNot
    from game.play.rating import Rating

HUMAN = 0  # the player's seat

TEXT: dict[str, str] = {
    # who
    "who.0": "You",
    "who.1": "The computer",
    "who.lower.0": "you",
    "who.lower.1": "the computer",
    "who.three.1": "West",
    "who.three.2": "East",
    "who.short.1": "Computer",
    "card.the": "the {card}",
    # a card's name says its index as drawn on the face ("10", "9"): voice control
    # users say what they see
    "card.name": "{rank} of {suit}",
    "rank.A": "Ace",
    "rank.T": "10",
    "rank.K": "King",
    "rank.Q": "Queen",
    "rank.J": "Jack",
    "rank.9": "9",
    "suit.C": "clubs",
    "suit.D": "diamonds",
    "suit.H": "hearts",
    "suit.S": "spades",
    # narration of the engine's events (subject first)
    "ev.play.lead.0": "You lead {card}.",
    "ev.play.lead.other": "{who} leads {card}.",
    "ev.play.0": "You play {card}.",
    "ev.play.other": "{who} plays {card}.",
    "ev.marriage.0": "You declare {points} in {suit}, showing {partner}.",
    "ev.marriage.other": "{who} declares {points} in {suit}, showing {partner}.",
    "ev.marriage.pending.0": "You declare {points} in {suit}, showing {partner} "
                             "(pending until you win a trick).",
    "ev.marriage.pending.other": "{who} declares {points} in {suit}, showing {partner} "
                             "(pending until it wins a trick).",
    "ev.marriage.out.0": "You declare {points} in {suit}.",
    "ev.marriage.out.other": "{who} declares {points} in {suit}.",
    "ev.marriage_counted.0": "Your {points} marriage points now count.",
    "ev.marriage_counted.other": "{who}'s {points} marriage points now count.",
    "ev.trick.0": "You win the trick (+{points}).",
    "ev.trick.other": "{who} wins the trick (+{points}).",
    "ev.trick.last.0": "You win the last trick (+{points}, and 10 for the last trick).",
    "ev.trick.last.other": "{who} wins the last trick (+{points}, and 10 for the last "
                       "trick).",
    "ev.draw.0": "You draw {card}.",
    "ev.draw.turnup.other": "{who} takes {card}, the turned-up trump.",
    "ev.stock_empty": "The stock is used up: from now on follow suit.",
    "ev.close.0": "You close the stock.",
    "ev.close.other": "{who} closes the stock.",
    "ev.pass.0": "You keep the nine of trumps.",
    "ev.pass.other": "{who} keeps the nine of trumps.",
    "ev.exchange.0": "You exchange the nine of trumps for {card}.",
    "ev.exchange.other": "{who} exchanges the nine of trumps for {card}.",
    "ev.out.0": "You claim 66 and go out.",
    "ev.out.other": "{who} claims 66 and goes out.",
    # the deal
    "deal.intro.other": "Deal {number}. The computer deals, you lead. Trumps are {suit} "
                        "({card} turned up).",
    "deal.intro.0": "Deal {number}. You deal, the computer leads. Trumps are {suit} "
                    "({card} turned up).",
    "deal.heading.draw": "Drawn deal",
    "deal.heading.0": "You win the deal",
    "deal.heading.other": "{who} wins the deal",
    "match.heading.0": "You win the match!",
    "match.heading.other": "{who} wins the match.",
    "outcome.draw": "A drawn deal: both have {points} points. No game points.",
    "outcome.went_out.0": "You go out with {points}.",
    "outcome.went_out.other": "{who} goes out with {points}.",
    # 66 reached with the last trick: nobody went out, the cards ran out
    "outcome.went_out.last_trick.0": "You win the last trick and end the deal with {points}.",
    "outcome.went_out.last_trick.other": "{who} wins the last trick and ends the deal with "
                                         "{points}.",
    "outcome.false_claim.0": "The computer claims 66 with only {points} points, a false claim.",
    "outcome.false_claim.1": "You claim 66 with only {points} points, a false claim.",
    "outcome.higher_total.0": "You have more points, {points} to {other}.",
    "outcome.higher_total.other": "{who} has more points, {points} to {other}.",
    "outcome.closer_failed.0": "The computer closed the stock but did not make 66.",
    "outcome.closer_failed.1": "You closed the stock but did not make 66.",
    "outcome.win.0": "You win {game_points}{extra}.",
    "outcome.win.other": "{who} wins {game_points}{extra}.",
    "outcome.schneider": " (Schneider: under 33)",
    "outcome.schwarz": " (Schwarz: no trick)",
    "game_points.1": "1 game point",
    "game_points.n": "{n} game points",
    "points.1": "{n} point",
    "points.few": "{n} points",
    "points.n": "{n} points",
    # three players
    "deal.intro.0@three": "Deal {number}. You deal; West leads. Trumps are {suit}: your last "
                          "card, {card}, shows them.",
    "deal.intro.other@three": "Deal {number}. {who} deals; {leads}. Trumps are {suit}: {who} "
                              "holds {card}, shown to all.",
    "leads.0": "you lead",
    "leads.other": "{who} leads",
    "outcome.three.replay": "Nobody reached 66 (the most was {points}): the same dealer deals "
                            "again.",
    "outcome.three.draw": "{names} share the top with {points} points: a drawn deal, no game "
                          "points.",
    "outcome.three.win.0": "You win with {points}: {game_points} ({paid}).",
    "outcome.three.win.other": "{who} wins with {points}: {game_points} ({paid}).",
    "paid.0": "{n} from you",
    "paid.other": "{n} from {who}",
    "list.and": " and ",
    "summary.match@three": "Match: you {scores[0]}, West {scores[1]}, East {scores[2]} (to "
                            "{target}).",
    "prompt.thinking@three": "{who} is thinking…",
    "prompt.computer@three": "{who}'s turn.",
    "prompt.answer.strict@three": "Your turn: answer {card}.",
    "label.pile": "Tricks: {n}",
    "button.moves": "Moves",
    "page.title_short": "66",
    "label.opponent_hand.n@three": "{who}: {n:card|cards} ({level})",
    "label.opponent_hand.1@three": "{who}: {n:card|cards} ({level})",
    "label.opponent_revealed@three": "{who}: {n:card|cards} ({level})",
    "label.trump_holder.0": "Trump card: {card}, in your hand",
    "label.trump_holder.other": "Trump card: {card}, in {who}'s hand",
    "label.trump_played": "Trump card {card}, played",
    "rules.three": "Three players",
    "deal.heading.draw3": "Drawn deal",
    "deal.heading.replay": "Nobody reached 66",
    # the end-of-deal breakdown
    "summary.row": "{who}: {cards} in cards{marriages}{last}, {tricks} = {total}",
    "summary.marriages": " + {points} marriages",
    "summary.pending": " ({points} marriage points never counted: no trick)",
    "summary.last": " + 10 last trick",
    "summary.tricks.1": "1 trick",
    "summary.tricks.n": "{n} tricks",
    "msum.deals": "Deals",
    "msum.deals.v": "{n}: you won {won}, lost {lost}",
    "msum.points": "Game points",
    "msum.both.v": "{mine} for you, {theirs} against",
    "msum.schneider": "Schneider (under 33)",
    "msum.schwarz": "Schwarz (no trick)",
    "msum.closes": "Your closes",
    "msum.closes.v": "{made} made, {failed} failed",
    "msum.marriages": "Your marriages",
    "msum.marriages.v": "{n} ({points:point|points})",
    "msum.table": "Level and rules",
    "summary.match": "Match: you {scores[0]}, computer {scores[1]} (to {target}).",
    "summary.simple": "Your points this deal: {points}.",
    "summary.revealed": "The computer still held: {cards}.",
    "best.new": "New best score: {best}.",
    # the status line
    "prompt.next_match": "Press New match for another match.",
    "prompt.next_deal": "Press Next deal to go on.",
    "prompt.thinking": "The computer is thinking…",
    "prompt.computer": "The computer's turn.",
    "prompt.exchange_offer": "The computer closed the stock. Exchange your nine of trumps for "
                             "{card}, or keep it?",
    "prompt.before_draw": "Draw, or close the stock.",
    "prompt.answer": "Your turn: answer {card}.",
    "prompt.answer.strict": "Your turn: answer {card}. Follow suit and beat it if you can.",
    "prompt.lead": "Your lead.",
    "prompt.dialog": "Answer the question first.",
    # messages
    "msg.wait": "Wait: it is the computer's turn.",
    "msg.over": "The deal is over.",
    "msg.drawing": "First draw, or close the stock.",
    "msg.cannot.close": "You cannot close the stock now.",
    "msg.cannot.exchange": "You cannot exchange the trump nine now.",
    "msg.cannot.out": "You cannot go out now.",
    "msg.cannot.pass": "You cannot keep the nine now.",
    "msg.hint.thinking": "Thinking about a hint…",
    "msg.hint.why": "Hint: {what} – {why}.",
    "msg.hint.none": "No hint available ({error}).",
    # the analysis of a view position from a link (game.web.analysis.desk)
    "analysis.title": "Analysis",
    "analysis.hand": "Your hand",
    "analysis.trump": "Trump: {suit}; the turned-up card: {card}",
    "analysis.trump_taken": "Trump: {suit}; the turned-up card ({card}) has been taken",
    "analysis.stock": "Cards in the stock: {n}",
    "analysis.points": "Card points: you {mine}, the opponent {theirs}",
    "analysis.match": "Match: you {mine}, the opponent {theirs}, to {target}",
    "analysis.table": "On the table: {card}, waiting for the reply",
    "button.analyse": "Analyse a position",
    "analysis.menu_line": "The Expert's advice on your cards",
    "analysis.copy": "Copy link",
    "analysis.copied": "The link is copied: {link}",
    "analysis.copy_by_hand": "Copy this link: {link}",
    "analysis.why.over": "Once a deal is under way",
    "analysis.points3": "Card points: you {mine}, West {west}, East {east}",
    "analysis.match3": "Match: you {mine}, West {west}, East {east}, to {target}",
    "analysis.table3": "On the table: {cards}",
    "analysis.why.rated": "Not in a rated deal: the rating is your own play",
    "analysis.why.no_hints": "Not in a puzzle or a lesson",
    "analysis.note.over": "This deal is over: set up a position from the cards, and the Expert "
                          "advises from what the player to move knows.",
    "analysis.note.rated": "The deal on the table is rated, so the Expert keeps out of it: the "
                           "rating is your own play. Set up any other position from the cards, and "
                           "the Expert advises from what the player to move knows.",
    "analysis.note.no_hints": "The puzzle or lesson on the table is yours to solve, so the Expert "
                              "keeps out of it. Set up any other position from the cards, and the "
                              "Expert advises from what the player to move knows.",
    "analysis.thinking": "The Expert is thinking…",
    "analysis.advice": "The Expert: {what} – {why}.",
    "analysis.not_on_move": "It is not your turn in this position, so there is nothing to "
                            "advise.",
    "analysis.no_expert": "This version of the game has no Expert to ask.",
    # the position editor in the analysis dialog (game.web.analysis.setup_position)
    "setup.open": "Set up a position",
    "setup.title": "Set up a position",
    "setup.menu_line": "Set up a position from the cards and ask the Expert",
    "setup.intro": "Tap the cards you know into their places. Cards left unplaced are in "
                   "the opponent's hand or the stock. You are to play: lead, or reply to "
                   "the opponent's card on the table.",
    "setup.game": "Game",
    "setup.place": "A tap puts a card in",
    "setup.place.hand": "Your hand",
    "setup.place.trump": "Trump card",
    "setup.place.won0": "Won by you",
    "setup.place.won1": "Won by the opponent",
    "setup.place.shown": "Opponent showed",
    "setup.place.table": "On the table",
    "setup.badge.hand": "Hand",
    "setup.badge.trump": "Trump",
    "setup.badge.won0": "You won",
    "setup.badge.won1": "Opp. won",
    "setup.badge.shown": "Shown",
    "setup.badge.table": "Table",
    "setup.tricks": "Tap each trick's two cards in the order they were played, the last "
                    "trick last.",
    "setup.counts": "The stock: {n:card|cards}, the trump card under it. The opponent "
                    "holds {m:card|cards}.",
    "setup.counts.empty": "The stock is empty: the trump card has been taken. The opponent "
                          "holds {m:card|cards}.",
    "setup.counts.start": "Start with the cards in your hand.",
    "setup.marriages.0": "Your marriages",
    "setup.marriages.1": "The opponent's marriages",
    "setup.voids": "The opponent has shown it holds no",
    "setup.match": "Match",
    "setup.match.on": "Played in a match",
    "setup.match.0": "You",
    "setup.match.1": "The opponent",
    "setup.clear": "Clear",
    "setup.ask": "Ask the Expert",
    "setup.problem": "This cannot be a position of a deal: {error}.",
    "msg.hint.play": "play {card}",
    # why a hint suggests its move (game.ai.reason.Reason keys)
    "hint.only_legal": "it is the only legal move",
    "hint.go_out_66": "you have 66: go out now and score the deal",
    "hint.close": "closing: you can reach 66 in the remaining tricks",
    "hint.draw_not_close": "draw: closing now would be a gamble",
    "hint.draw": "draw from the stock",
    "hint.exchange": "swap the trump nine for the turn-up: a better trump for nothing",
    "hint.pass": "keep the nine: the turn-up does not help you here",
    "hint.out": "go out",
    "hint.cheapest_trump": "wins the trick with the cheapest trump",
    "hint.trump": "wins the trick with a trump",
    "hint.takes": "it takes the trick",
    "hint.keeps_marriage": "keeps the marriage for the next lead",
    "hint.gives_little": "gives away as little as possible: this trick is not worth winning",
    "hint.saves_strong": "saves the stronger cards for later",
    "hint.declares": "declares the marriage for {value}",
    "hint.unbeatable": "leads a card nobody can beat in its suit",
    "hint.force_out": "leads to force out the opponent's strong cards",
    "hint.cheap_lead": "leads a cheap card to see what the opponent does",
    "hint.most_points": "leads where the search finds the most points",
    "hint.most_points@match": "leads where the search finds the best chance to win the match",
    "hint.cheapest_legal": "the cheapest card the rules allow here",
    "hint.expect": "{why}; expected {expect} game points",
    # in a match (issue 44): the Expert plays for the match, and says when the score decides
    "hint.expect_match": "{why}; chance to win the match: {chance}%",
    "hint.other": "{advice}; next best: {other}, expected {expect} game points",
    "hint.other_match": "{advice}; next best: {other}, chance to win the match: {chance}%",
    "hint.match_only_win": "{why}; at {score} only winning the deal matters (chance to win "
                           "the match: {chance}%)",
    "hint.match_changes": "{why}; at {score} the match score changes the best play (chance "
                          "to win the match: {chance}%)",
    "hint.score": "{mine}–{theirs}",
    # three players: yours, then the next seat's (to your left) and the last one's
    "hint.score3": "{mine}–{second}–{third}",
    "number.point": ".",  # the decimal separator
    "action.close": "close the stock",
    "action.exchange": "exchange the trump nine",
    "action.out": "go out",
    "action.draw": "draw",
    "action.pass": "keep the nine",
    "msg.error": "Something went wrong ({error}). The game goes on from the last good moment.",
    "msg.expert_missing": "The Expert level could not be loaded; Sharp plays instead.",
    "msg.nothing_changed": "Nothing changed: the match goes on.",
    "msg.nothing_forgotten": "Nothing was forgotten.",
    "notice.welcome_back": "Welcome back: your match goes on.",
    "notice.welcome_back.deal_over": "Welcome back: this deal is over.",
    "notice.welcome_back.match_over": "Welcome back: this match is over.",
    "notice.new_match": "New match.",
    "notice.rated": "A rated match: no hints, and every deal moves your rating (at the top; “?” "
                    "while it is provisional).",
    "notice.new_match_named": "New match ({name}).",
    "notice.forgotten": "Everything was forgotten. New match.",
    "notice.restore_failed": "The saved match could not be restored ({error}), so a new one "
                             "was dealt.",
    "notice.bad_position": "The position in the link is not valid ({error}). A normal deal "
                           "was dealt instead.",
    "notice.bad_view": "The position to analyse in the link is not valid ({error}), so there "
                       "is nothing to analyse.",
    "notice.position_over": "that deal is already over",
    "notice.stats_skipped": "This deal was not counted in the statistics ({error}).",
    # the statistics dialog (game.play.stats, counted from the engine's events)
    "stats.title": "Statistics",
    "stats.here": "{level}, {rules}",
    "stats.col.all": "All levels and rules",
    "stats.row.deals": "Deals played",
    "stats.row.deals_won": "Deals won",
    "stats.row.deals_drawn": "Drawn deals",
    "stats.row.matches": "Matches played",
    "stats.row.matches_won": "Matches won",
    "stats.row.game_points": "Game points won / lost",
    "stats.row.schneider": "Schneider given / taken",
    "stats.row.schwarz": "Schwarz given / taken",
    "stats.row.closes": "Closes made / tried",
    "stats.row.marriages": "Marriages / their points",
    "stats.row.review": "Average review cost per deal",
    "stats.chart.title": "Your last matches at this level and rules",
    "stats.chart.label": "Last {n:match|matches}: {won} won, {lost} lost. Each pair of bars: your "
                         "final score, then the best opponent's; the line is the target.",
    "stats.chart.empty": "No finished match at this level and rules yet.",
    "button.stats": "Statistics",
    "button.stats_reset": "Reset statistics",
    "button.close_dialog": "Close",
    "button.undo": "Undo",
    # the menu (the header's button): the game's other rooms, each with a line on what it is
    "button.menu": "Menu",
    "menu.title": "Menu",
    "menu.puzzles": "Endgames from real deals: find the best play.",
    "menu.puzzles.solved": "Endgames from real deals: {n} solved.",
    "menu.settings": "Level: {level}. Rules: {rules}.",
    "button.sound.on": "Sound: on",
    "button.sound.off": "Sound: off",
    "menu.sound.off": "Off: tap to hear each card played, each trick taken and each deal's end.",
    "menu.sound.on": "On: cards played, tricks taken and each deal's end. Tap to mute.",
    "menu.settings.puzzle": "Puzzle {n}: no level, the replies are exact. Rules: {rules}.",
    # the Settings panel's first line away from the match: what the panel edits
    "settings.about.puzzle": "These settings are for your match: the puzzle has no level, its "
                             "replies are exact.",
    "settings.about.lesson": "These settings are for your match: the lesson sets its own cards, "
                             "rules and opponent.",
    "rules.schnapsen_short": "Schnapsen",
    "label.trick_card": "{who}: {card}",
    "label.pending.word": "pending",
    # the keys that apply at each table (three players and the simple rules have no stock
    # to close or draw from, nothing to exchange, no going out by hand)
    "keys.help@three": "Keys: ←/→/↑/↓, Home/End or 1–8 pick a card, Enter plays it; h hint, "
                       "u undo (practice), n new match, ? rules, Escape closes a panel.",
    "keys.help@simple": "Keys: ←/→/↑/↓, Home/End or 1–6 pick a card, Enter plays it; h hint, "
                        "u undo (practice), n new match, ? rules, Escape closes a panel.",
    "msg.undo.practice_only": "Undo is for practice: in the match every card stays played. Replay "
                              "a finished deal to try other plays.",
    "msg.undo.nothing": "Nothing to take back: this is where the practice began.",
    "notice.undone": "Taken back: your last move and what followed it.",
    "button.last_trick": "Show the last trick",
    "ask.stats_reset": "Reset all statistics, at every level and rule set? This cannot be "
                       "undone. Your match, settings and best score stay.",
    "ask.stats_reset.ok": "Reset statistics",
    "msg.stats_reset": "The statistics were reset.",
    # the deal review (game.review: the Expert's view of each decision)
    "button.review": "Review this deal",
    "review.title": "Deal review",
    "review.computing": "Reviewing the deal… {percent}%",
    # the summary: the result, the best within reach with every card known, and how the gap
    # between them splits into the choices' cost and what the cards and the others' play did
    "review.verdict.none": "No decision cost anything: from what you could see, every choice "
                           "was as good as the Expert's.",
    "review.best.most": "That is the most this deal could give you.",
    "review.best.kept": "With every card known, no play of yours would have done better.",
    "review.best.gap": "With every card known, you could have got {best} instead of {result}: "
                       "{gap} more.",
    "review.split.none": "From what you could see, your choices cost none of that: the cards you "
                         "could not see and the computer's play took it.",
    "review.split.none@three": "From what you could see, your choices cost none of that: the "
                               "cards you could not see and the others' play took it.",
    "review.split.cost": "From what you could see, your choices cost {lost} in all, in expected "
                         "game points: the rows below added up (the costliest: trick {trick}, "
                         "{choice} instead of {expert}). Each row counts from its own position, "
                         "so the sum can be more than the result lost.",
    "review.risk": "From what you could see, your choices risked {lost} in all against the "
                   "Expert's, in expected game points: the rows below added up (the riskiest: "
                   "trick {trick}, {choice} instead of {expert}). The cards and the computer's "
                   "play made up for them: the result lost nothing.",
    "review.risk@three": "From what you could see, your choices risked {lost} in all against the "
                         "Expert's, in expected game points: the rows below added up (the "
                         "riskiest: trick {trick}, {choice} instead of {expert}). The cards and "
                         "the others' play made up for them: the result lost nothing.",
    "review.result.win": "You won this deal (game points: +{n}).",
    "review.result.loss": "You lost this deal (game points: −{n}).",
    "review.result.none": "Nobody scored in this deal.",
    "review.result.loss@three": "{who} won this deal (game points: +{n}).",
    "review.forced": "Nothing to review: every move was forced.",
    # in a match (issue 44): what the deal did to the chance to win the match
    "review.match.rose": "For the match: your chance to win it rose from {before}% to {after}%.",
    "review.match.fell": "For the match: your chance to win it fell from {before}% to {after}%.",
    "review.match.same": "For the match: your chance to win it stayed at {after}%.",
    "review.match.won": "For the match: this deal won it (your chance before it: {before}%).",
    "review.match.lost": "For the match: this deal lost it (your chance before it: {before}%).",
    "review.match.best": "No result within reach would have done more for the match.",
    "review.match.gap": "With every card known, your chance could have reached {best}%; from "
                        "what you could see, your choices cost {lost:percentage point|percentage "
                        "points} in all, the rows below added up (the costliest: trick {trick}, "
                        "{choice} instead of {expert}).",
    "review.match.gap.none": "With every card known, your chance could have reached {best}%; "
                             "from what you could see, your choices cost none of that.",
    "review.match.cost": "{n}% match",
    "review.caption": "Your decisions in deal order, in expected game points lost (with every "
                      "card known: bad luck where you chose as well as the Expert)",
    "review.caption.match": "Your decisions in deal order: expected game points lost, and below "
                            "them the chance to win the match lost (with every card known: bad "
                            "luck where you chose as well as the Expert)",
    "review.col.trick": "Trick",
    "review.col.choice": "Your choice",
    "review.col.expert": "Expert",
    "review.col.cost": "Lost",
    "review.col.known": "All cards known",
    "review.chart.label": "Expected game points through the deal, {n:decision|decisions}, trick "
                          "by trick",
    "msg.review_failed": "The review could not be computed ({error}).",
    "button.replay": "Replay this deal",
    "button.back_to_match": "Back to your match",
    # puzzles (game.web.puzzles.puzzle_desk, puzzle_view)
    "button.puzzles": "Puzzles",
    "button.puzzle_solution": "Show solution",
    "button.puzzle_retry": "Try again",
    "button.puzzle_next": "Next puzzle",
    "puzzles.title": "Puzzles",
    "puzzles.intro": "Endgames from real deals, solved exactly: find the one first play that keeps"
                     " the best result, then play the line card by card. A puzzle counts nowhere: "
                     "your match waits and comes back with Back to match.",
    "puzzles.progress": "Solved {solved} of {total}. Score {score} (a puzzle solved with no wrong "
                        "play and no solution shown scores its grade: 1, 2 or 3).",
    "puzzles.count": "{solved} of {total} solved",
    "puzzles.item": "Puzzle {n}, {table}, {grade}",
    "puzzles.item.solved": "Puzzle {n}, {table}, {grade}, solved",
    "puzzle.grade.1": "Easy",
    "puzzle.grade.2": "Medium",
    "puzzle.grade.3": "Hard",
    "puzzle.title": "Puzzle {n} · {table} · {grade}",
    "puzzle.goal": "Find the play that keeps the best result: {result} ({value}).",
    "puzzle.open": "Every hand is face up: with the stock used up, a careful player knows them "
                   "anyway.",
    "puzzle.open@three": "Every hand is face up, and West and East play together against you.",
    "puzzle.result.win": "you win {gp}",
    "puzzle.result.loss": "you lose {gp}",
    "puzzle.result.zero": "nobody scores",
    "puzzle.status.start": "Your move: which card?",
    "puzzle.status.kept": "Right: the {card} keeps it ({result}). Go on.",
    "puzzle.status.wrong": "The {card} drops the result: with best play now {result} ({value}). "
                           "Undo or Try again.",
    "puzzle.status.right": "Solved: {result}, whatever comes now. {scored}",
    "puzzle.scored": "Your score goes up by {n}.",
    "puzzle.scored.none": "(No score: a wrong play or the solution came first.)",
    "puzzle.step": "{who}: {card}",
    "puzzle.solution": "Solution:",
    "puzzle.trick": "Trick {n}: {plays}",
    "notice.puzzle": "Puzzle {n} ({table}): it counts nowhere.",
    "notice.puzzle_again": "Puzzle {n} again, from its start.",
    "notice.practice": "Practice: the same cards again. This deal counts nowhere; Back to "
                       "your match returns to where you were. Undo takes back a move.",
    # before Python runs (assets/boot.js, through tools/gen_boot_texts.py) and the recovery
    "boot.starting": "Starting Python…",
    "boot.loading": "Loading the game…",
    "boot.dealing": "Dealing…",
    "boot.timeout": "(the game did not start within a minute)",
    # the service worker's offer of a newer version (assets/sw-register.js, the same way)
    "update.ready": "A new version of Sixty-Six is ready.",
    "update.reload": "Reload",
    "update.later": "Later",
    "recovery.title": "The game could not start",
    "recovery.text": "Something stored in this browser or in the link stopped the game from "
                     "starting. Start fresh to play again: your saved match, settings and "
                     "statistics are kept aside, not deleted.",
    "recovery.start_fresh": "Start fresh",
    "kept.title": "Your last deals",
    "kept.none": "No finished deal is kept yet.",
    "kept.row": "{rules}, {level}: {result}",
    "kept.won": "won, {game_points}",
    "kept.lost": "lost, {game_points}",
    "kept.drawn": "a drawn deal",
    "kept.replayed": "dealt again (nobody reached 66)",
    "kept.lost@three": "{who} won, {game_points}",
    "kept.review": "Review: {deal}",
    "button.review_short": "Review",
    "stats.trend": "Review cost per deal: {recent} over the last {n:reviewed deal|reviewed "
                   "deals}, {before} over the ones before (lower is better).",
    "stats.trend.recent": "Review cost per deal: {recent} over the last {n:reviewed deal|reviewed "
                          "deals} (lower is better).",
    "review.trick.title": "Trick {n} of {total}",
    "review.trick.yours": "Your cards",
    "review.trick.theirs": "The computer's cards",
    "review.trick.seat.1": "West's cards",
    "review.trick.seat.2": "East's cards",
    "review.trick.played": "{leader}; {winner}.",
    "review.trick.led.0": "You led",
    "review.trick.led.other": "{who} led",
    "review.trick.won.0": "you won the trick",
    "review.trick.won.other": "{who} won the trick",
    "review.trick.both.0": "You led and won the trick.",
    "review.trick.both.other": "{who} led and won the trick.",
    "review.trick.stock": "Stock: {n:card|cards}",
    "review.trick.decision": "You chose {choice}; the Expert: {expert} ({cost} lost).",
    "review.trick.decision.match": "You chose {choice}; the Expert: {expert} ({cost} lost, "
                                   "{match}).",
    "review.trick.luck": "You chose {choice}, as good as the Expert's choice from what you could "
                         "see; with every card known, {best} was better: bad luck, not a mistake.",
    "review.luck": "bad luck",
    "review.trick.prev": "Previous trick",
    "review.trick.next": "Next trick",
    # the review as an analysis board: marks, accuracy, the chart's axes and legend
    "review.mark.inaccuracy": "Inaccuracy",
    "review.mark.mistake": "Mistake",
    "review.mark.blunder": "Blunder",
    "review.accuracy": "Accuracy: {accuracy}%",
    "review.accuracy.none": "Accuracy: – (no real choice in this deal)",
    "review.show_all": "Show forced moves and routine draws ({n})",
    "review.chart.x": "Trick",
    "review.chart.y": "Expected game points",
    "review.chart.point": "Trick {trick}: {choice}, {lost} lost",
    "review.legend.best": "Best choice (the Expert's)",
    "review.legend.chosen": "Your choice",
    "review.legend.known": "Your choice with every card known",
    "review.keys": "Up and Down arrows: from decision to decision; Left and Right: from trick to "
                   "trick; Enter on a row shows its trick.",
    "help.review.h": "The deal review",
    "help.review.p": "Review this deal asks the Expert about each of your decisions, from what "
                     "you could see. What a decision lost is the expected game points of the "
                     "Expert's choice minus those of yours, never below 0. Marks: ?! inaccuracy "
                     "from {inaccuracy} lost, ? mistake from {mistake}, ?? blunder from "
                     "{blunder} (a deal is worth 1 to 3 game points, 2 to 6 with three "
                     "players). Accuracy tells how close your play came to the Expert's: a "
                     "decision scores 100 when it was as good as the Expert's choice, and every "
                     "{half} game points it lost halves that (50 at the blunder mark, 25 at "
                     "twice that loss); the deal's accuracy is the mean over your real "
                     "decisions. Forced moves, draws the Expert would also have made, and "
                     "choices where every option was worth the same are hidden until you ask "
                     "for all, and count in no figure.",
    "review.try_again": "Try again from here",
    "review.try_again.label": "Try again from trick {trick}, before {choice}, as practice",
    "notice.practice_from": "Practice from trick {trick}: the same cards, from just before "
                            "your decision, against the Expert. Your play there is judged as "
                            "the review judged it. This counts nowhere; Back to your match "
                            "returns to where you were. Undo takes back a move.",
    "try.good": "As good as the Expert's own choice here: expected {value} game points.",
    "try.costly": "The Expert's choice here: {expert}. Yours costs about {cost} game points "
                  "on average. Undo and try again.",
    # the rules help (the ? key); examples are drawn with the real card faces
    "button.rules": "Rules",
    "help.title": "How to play",
    "help.order.h": "The cards",
    "help.order.p": "24 cards. In each suit the ace is highest, then the ten (above the king), "
                    "king, queen, jack and nine. Under each card: its points. The pack holds 120.",
    "help.aim.h": "The aim",
    "help.aim.p": "Win tricks and marriages worth 66 card points before your opponent. A deal "
                  "won brings 1 to 3 game points; the first to {target} game points wins the "
                  "match.",
    "help.aim.simple": "Win tricks and marriages worth 66 card points before the computer. Each "
                       "deal stands alone; Best is your highest total in a deal you won.",
    "help.phase1.h": "While the stock is open",
    "help.phase1.p": "Play any card: you need not follow suit. The higher card of the led suit "
                     "wins, a trump beats every other suit, and two different plain suits go to "
                     "the led card. The trick's winner draws first, then the other player.",
    "help.phase2.h": "Once the stock is used up or closed",
    "help.phase2.p": "Follow suit and beat the led card if you can; with none of its suit, play "
                     "a trump if you have one.",
    "help.marriage.h": "Marriages",
    "help.marriage.p": "Lead a king or queen while holding its partner: 20 points, 40 in "
                       "trumps. They count once you have won a trick.",
    "help.marriage.simple": "Lead a king or queen while holding its partner: 20 points, 40 in "
                            "trumps, counted at once.",
    "help.exchange.h": "Exchanging the trump nine",
    "help.exchange.p": "With at least one trick won, on lead and with the stock open, you may "
                       "swap the nine of trumps for the turned-up trump card.",
    "help.close.h": "Closing the stock",
    "help.close.p": "On lead, or right after winning a trick before drawing, you may close the "
                    "stock: nobody draws any more and you must follow suit. You must then reach "
                    "66, or your opponent wins 2 game points (3 if they had no trick when you "
                    "closed).",
    "help.out.h": "Going out",
    "help.out.p": "Right after winning a trick or declaring a marriage, with 66 or more, go out "
                  "and the deal is yours. Going out with less gives your opponent 2 game "
                  "points. With all twelve tricks played, the last trick adds 10 and the "
                  "higher total wins.",
    "help.out.simple": "The deal ends as soon as someone reaches 66. There is no closing, no "
                       "exchange and no 10 for the last trick.",
    "help.game_points.h": "Game points",
    "help.game_points.p": "1 game point; 2 if the loser has under 33 card points (Schneider); 3 "
                          "if the loser won no trick at all (Schwarz).",
    "help.three.h": "Three players",
    "help.three.p": "8 cards each and no stock. The dealer's last card names trumps and stays "
                    "in view until played. In every trick you must follow suit and beat the "
                    "highest card of the led suit if you can; with none of it you must trump, "
                    "and over-trump if you can. Leading a king or queen with its partner "
                    "declares the marriage. After eight tricks the last trick adds 10; the "
                    "highest total with 66 or more wins, and each other player pays 1, 2 or 3 "
                    "game points. If nobody reaches 66 the same dealer deals again.",
    "help.fair.h": "Is the computer fair?",
    "help.fair.p": "Yes. The computer decides from its own cards and the cards that have been "
                   "played, nothing more: it is handed a view of the table with every hidden "
                   "card left out, and the game's tests swap the hidden cards around and check "
                   "that its choice does not change. Every match is shuffled from a seed; the "
                   "same seed deals the same cards again.",
    "help.seed": "This match is over (deal {number} was its last). Its seed was {seed}: open "
                 "the page with ?seed={seed} to play the same deals again.",
    "stats.line": "Deals won: {deals_won} of {deals}. Matches won: {matches_won} of {matches}.",
    # index.html's own words (data-text / data-label name these keys; English is in the
    # page for the first paint, and a test keeps the two equal)
    "page.title": "Sixty-Six",
    "region.score": "Score",
    "score.you": "You",
    "score.opponent": "Computer",
    "score.match": "Match",
    "score.to": "to",
    "score.best": "Best",
    "score.best.about": "Best: your highest card points in a deal you won, at any level and rules.",
    "score.practice": "Practice",
    "button.leave_practice": "Back to match",
    "button.new_game": "New match",
    "button.settings": "Settings",
    "set.level": "Level",
    "set.rules": "Rules",
    "set.language": "Language",
    "set.pause": "Computer pause",
    "pause.none": "None",
    "pause.short": "Short",
    "pause.normal": "Normal",
    "pause.long": "Long",
    "pause.ms": "{ms} ms",
    "set.four": "Four-colour deck",
    "set.sound": "Sounds (and a short buzz when a card is refused)",
    "set.rated": "Rated matches (no hints; each deal moves your rating)",
    "set.rule_options": "Rule options (start a new match)",
    "set.auto_out": "Go out automatically at 66",
    "set.show_scores": "Show card points",
    "set.target": "Match to",
    "set.note": "Changes apply when you press Apply.",
    # a key hint (class key-hint): hidden on a touch-only device
    "set.note.keys": "Escape closes the panel.",
    "button.apply": "Apply",
    "button.forget": "Forget everything",
    "region.table": "Card table",
    "region.opponent": "Computer",
    "region.stock": "Trump card and stock",
    "caption.stock": "Stock",
    "caption.trick": "Current trick",
    "button.next_deal": "Next deal",
    "button.new_match": "New match",
    "button.close": "Close stock",
    "button.exchange": "Exchange trump",
    "button.out": "Go out",
    "button.draw": "Draw",
    "button.pass": "Keep the nine",
    "button.hint": "Hint",
    "region.moves": "Moves",
    "dialog.title": "Are you sure?",
    "button.cancel": "Cancel",
    "score.pts": " pts",
    # the browser refused to store (game.web.storage)
    "storage.problem": "This browser refused to save the game ({why}). You can keep "
                       "playing.",
    "storage.unsaved": "Not saved yet, so a reload now would lose: {what}.",
    "storage.lost_before": "Before the last reload this browser refused to save, so this was "
                           "lost: {what}.",
    "storage.what.match": "your latest moves",
    "storage.what.settings": "the settings",
    "storage.what.stats": "the statistics of the latest deals",
    "storage.what.best": "the new best score",
    "storage.what.deals": "the latest deals kept for review",
    "msg.elsewhere": "This match is now open in another tab. Press Play here to go on with it "
                     "in this one.",
    "button.take_over": "Play here",
    "review.which.this": "The deal just played: {deal}",
    "review.which.kept": "A kept deal: {deal}",
    "storage.full": "its storage for this site is full",
    "storage.blocked": "storage is blocked for this site",
    # bad values in the link (game.web.params.Problem)
    "link.too_many": "The link has more than {n} parameters, so it was ignored.",
    "link.seed": "The seed {value} is not a whole number from 0 to {max}, so a random deal "
                 "was dealt.",
    "link.level": "There is no level {value}; use gentle, normal, sharp or expert.",
    "link.rules": "There are no rules called {value}; use {choices}.",
    "link.position_long": "The position in the link is too long ({n} characters, at most "
                          "{max}), so it was ignored.",
    "link.view_long": "The position to analyse in the link is too long ({n} characters, at "
                      "most {max}), so it was ignored.",
    "link.flag": "{name}={value} is not understood; use 0 or 1.",
    "link.target": "target={value} is not understood; use 7 or 8.",
    "link.pause": "pause={value} is not understood; use a number of milliseconds from 0 to "
                  "{max}.",
    "link.lang": "There is no language {value}; use {choices}.",
    # questions
    "ask.close": "Close the stock? From now on nobody draws, you must follow suit (and beat "
                 "or trump when you can) and the last trick earns no 10. A marriage can still "
                 "be declared with your next lead, but none after it. You must then reach 66: "
                 "if you fail, or the computer gets there first, the computer wins 2 game "
                 "points (3 if it has no trick yet).",
    "ask.close.ok": "Close the stock",
    "ask.out": "You have {points} points, not 66. Going out now loses this deal: the computer "
               "scores {cost}. Go out anyway?",
    "ask.out.hidden": "Go out now? With 66 points or more you win the deal; with fewer, the "
                      "computer wins it.",
    "ask.out.ok": "Go out",
    "ask.new_match": "Start a new match? The current match will be abandoned.",
    "ask.new_match.ok": "New match",
    "ask.level": "Play the computer at {name} level? That starts a new match: the current "
                 "one will be abandoned.",
    "ask.rules": "Play by the {name} rules? That starts a new match: the current one will "
                 "be abandoned.",
    "ask.option": "Change this rule option? That starts a new match: the current one will be "
                  "abandoned.",
    "ask.seats": "Change who plays? That starts a new match: the current one will be "
                 "abandoned.",
    "ask.setting.ok": "Start a new match",
    "ask.settings": "Apply these settings? That starts a new match: the current one will be "
                    "abandoned.",
    "msg.settings_applied": "Settings applied.",
    "msg.sound.on": "Sound on.",
    "msg.sound.off": "Sound off.",
    "msg.rated_next": "Your next match will be rated; this one stays casual.",
    "msg.casual_next": "Your next match will be casual; this one stays rated.",
    "ask.forget": "Forget everything this game saved in this browser: the current match, "
                  "your settings, statistics and best score? This cannot be undone.",
    "ask.forget.ok": "Forget everything",
    # labels the renderer writes
    "label.opponent_hand.1": "The computer's hand: 1 card",
    "label.opponent_hand.n": "The computer's hand: {n} cards",
    "label.opponent_revealed": "The computer's remaining cards: {cards}",
    "label.hand": "Your hand: {n} cards",
    "label.hand.1": "Your hand: 1 card",
    "keys.help": "Keys: ←/→/↑/↓, Home/End or 1–6 pick a card, Enter plays it; d draw, "
                 "c close, x exchange, k keep the nine, o go out, h hint, u undo (practice), "
                 "n new match, ? rules, Escape closes a panel.",
    "label.known": "{who} holds: {cards}.",
    "label.trump_card": "Trump card: {card}",
    "label.stock_closed": "The stock is closed",
    "label.trump_drawn": "The trump card has been drawn",
    "label.closed": "Closed",
    "label.stock_closed_count": "{n} (closed)",
    "label.trumps": "Trumps: {suit}",
    "label.marriage": "Marriage: {points} points, shows the {partner}",
    "label.last_trick": "Last trick",
    "label.last_trick.won.0": "Last trick: You +{points}",
    "label.last_trick.won.other": "Last trick: {who} +{points}",
    "label.card.declares": "declares {points}",
    "label.card.key": "key {n}",
    "label.card.new": "just drawn",
    "label.card.hinted": "the hint's card",
    "label.pending": " +{points} pending",
    "level.gentle": "Gentle",
    "level.normal": "Normal",
    "level.sharp": "Sharp",
    "level.expert": "Expert",
    "rules.traditional": "Traditional",
    "rules.simple": "Simple",
    # Schnapsen (docs/RULES.md §7): its name, its own reason to win a deal, and its wording
    # of keys above (key@schnapsen: the exchange is the trump jack's, 20 cards, 5 in hand)
    "rules.schnapsen": "Schnapsen (20 cards)",
    "outcome.last_trick.0": "You win the last trick, and with it the deal ({points} to "
                            "{other}).",
    "outcome.last_trick.other": "{who} wins the last trick, and with it the deal ({points} to "
                                "{other}).",
    "ev.pass.0@schnapsen": "You keep the jack of trumps.",
    "ev.pass.other@schnapsen": "{who} keeps the jack of trumps.",
    "ev.exchange.0@schnapsen": "You exchange the jack of trumps for {card}.",
    "ev.exchange.other@schnapsen": "{who} exchanges the jack of trumps for {card}.",
    "prompt.exchange_offer@schnapsen": "The computer closed the stock. Exchange your jack of "
                                       "trumps for {card}?",
    "msg.cannot.exchange@schnapsen": "You cannot exchange the trump jack now.",
    "msg.cannot.pass@schnapsen": "You cannot keep the jack now.",
    "hint.exchange@schnapsen": "swap the trump jack for the turn-up: a better trump for "
                               "nothing",
    "hint.pass@schnapsen": "keep the jack: the turn-up does not help you here",
    "action.exchange@schnapsen": "exchange the trump jack",
    "action.pass@schnapsen": "keep the jack",
    "button.pass@schnapsen": "Keep the jack",
    "keys.help@schnapsen": "Keys: ←/→/↑/↓, Home/End or 1–5 pick a card, Enter plays it; "
                           "d draw, c close, x exchange, k keep the jack, o go out, h hint, "
                           "u undo (practice), n new match, ? rules, Escape closes a panel.",
    "help.order.p@schnapsen": "Schnapsen: 20 cards, five in each hand. In each suit the ace is "
                              "highest, then the ten (above the king), king, queen and jack; "
                              "there are no nines. Under each card: its points. The pack holds "
                              "120.",
    "help.aim.p@schnapsen": "Win tricks and marriages worth 66 card points before your opponent. "
                            "A deal won brings 1 to 3 game points; the first to {target} game "
                            "points wins the match, and the loser gets the Bummerl. The deal "
                            "alternates between the players.",
    "help.exchange.h@schnapsen": "Exchanging the trump jack",
    "help.exchange.p@schnapsen": "On lead with the stock open, even before your first trick, "
                                 "you may swap the jack of trumps for the turned-up trump "
                                 "card.",
    "help.out.p@schnapsen": "Right after winning a trick or declaring a marriage, with 66 or "
                            "more, go out and the deal is yours. Going out with less gives "
                            "your opponent 2 game points. With all ten tricks played and "
                            "nobody out, there is no 10 for the last trick: whoever wins it "
                            "wins the deal, 1 game point.",
    "match.heading.0@schnapsen": "You win the match: the computer gets the Bummerl!",
    "match.heading.other@schnapsen": "{who} wins the match: you get the Bummerl.",
    "page.title_short@schnapsen": "Schnapsen",
    "page.title@schnapsen": "Schnapsen",
    "summary.match@schnapsen": "Bummerl: you {scores[0]}, computer {scores[1]} (to {target}).",
    "rating.label": "Rating",
    "rating.about": "Your rating at this table: Glicko-2, measured against the computer levels' "
                    "ratings. A question mark means it is still provisional.",
    "rating.none": "–",
    "casual.label": "Mode",
    "casual.marker": "Casual",
    "rating.moved": "Your rating: {rating} ({change}).",
    "rating.unrated.practice": "Practice is not rated.",
    "rating.unrated.link": "A deal chosen by a link is not rated.",
    "rating.unrated.table": "The simple rules are not rated: the full rules, three players and "
                            "Schnapsen are.",
    "rating.unrated.hint": "You took a hint in this deal, so it is not rated.",
    "rating.unrated.casual": "A casual match: hints are allowed and your rating does not move. "
                             "For rated matches, tick “Rated matches” in Settings.",
    "notice.rating_skipped": "This deal could not be rated ({error}).",
    "storage.what.rating": "your rating",
    "stats.rating.title": "Your rating at this table",
    "rating.meaning": "Your rating says how strongly you play, on the same scale as the "
                      "computer levels below; only rated matches move it, and “?” means it "
                      "is still provisional.",
    "stats.rating.start": "No rated deal here yet: you start at {rating} ± {interval}. Every "
                          "deal of a rated match counts from the moment it is dealt: won, "
                          "lost, or left before its end (counted as lost); practice and links "
                          "do not, and a rated deal offers no hints.",
    "stats.rating.now": "{rating} ± {interval} (95%). Rated deals: {deals}.",
    "stats.rating.provisional": "{rating} ± {interval} (95%), provisional until the margin is "
                                "under ±{limit}. Rated deals: {deals}.",
    "stats.rating.peak": "Peak: {peak}.",
    "stats.rating.next": "Next step up: {level} ({rating}).",
    "stats.rating.top": "You are rated above every computer level at this table.",
    "stats.rating.strongest": "You play the strongest level here: there is no step up.",
    "stats.rating.levels": "The computer levels here, measured in the arena (95%): {levels}.",
    "stats.rating.level": "{level} {rating} ± {interval}",
    "button.daily": "Deal of the day",
    "button.daily_share": "Copy the result",
    "score.daily": "Deal of the day",
    "storage.what.daily": "the deals of the day",
    "daily.line": "{rules}: {state} Days in a row: {streak}.",
    "daily.line.new": "not played yet today.",
    "daily.line.left": "left unfinished today (it can be practised).",
    "daily.result.waiting": "You: {you}. The Expert in your seat: still playing…",
    "daily.result": "You: {you}. The Expert in your seat: {expert}.",
    "daily.progress": "The Expert is playing your seat",
    "daily.share": "{game}, deal of {day}: you {you}, the Expert {expert}",
    "daily.game.traditional": "Sixty-Six",
    "daily.game.three": "Sixty-Six for three",
    "daily.game.schnapsen": "Schnapsen",
    "daily.no_table": "The deal of the day is played at the full rules, with three players or "
                      "at Schnapsen, not at the simple rules.",
    "daily.leave_first": "Leave the practice first (Back to match), then start the deal of "
                         "the day.",
    "daily.notice": "The deal of the day for {day}, against the Expert: the same cards for "
                    "everyone today. It counts for your rating once, with no take-backs.",
    "daily.notice.again": "Today's deal again, as practice: it was played for the rating "
                          "already ({day}).",
    "daily.copied": "Copied: {line}",
    "daily.copy_by_hand": "Copy this line: {line}",
    "daily.compare_failed": "The Expert's game in your seat could not be played ({error}).",
    "ask.leave_daily": "Leave the deal of the day? It cannot be played again for your rating "
                       "today.",
    "ask.leave_daily.ok": "Leave it",
    "ask.daily": "Start the deal of the day for {day}? You play it against the Expert, and it "
                 "counts for your rating once a day: no hints, no take-backs, and leaving it "
                 "before its end counts as a lost deal.",
    "ask.daily.ok": "Start",
    "msg.daily.not_started": "The deal of the day waits: nothing was dealt.",
    "msg.undo.daily": "No take-backs in the deal of the day: it counts for your rating.",
    "stats.rating.chart": "Your rating over your last {n:rated deal|rated deals}: from {first} to "
                          "{last}. The dashed lines are the computer levels.",
    # a calendar day (date_text): "4 December 2026"
    "date": "{day} {month} {year}",
    "month.1": "January",
    "month.2": "February",
    "month.3": "March",
    "month.4": "April",
    "month.5": "May",
    "month.6": "June",
    "month.7": "July",
    "month.8": "August",
    "month.9": "September",
    "month.10": "October",
    "month.11": "November",
    "month.12": "December",
    # issue 40: nothing lost, the rating not dodged, no hidden cards handed out
    "notice.link_beside": "The link's deal, beside your match: your match ({scores}) is saved "
                          "and waits, and Back to your match returns to it. This deal counts "
                          "nowhere.",
    "notice.link_after_daily": "Your deal of the day goes on, so the link's deal was not "
                               "opened: open the link again once the deal of the day is over.",
    "score.link": "A link's deal",
    "ask.forfeit.rated": "The deal under way in your match counts as a lost deal, for your "
                         "rating and in your statistics.",
    "ask.forfeit.stats": "The deal under way in your match counts as a lost deal in your "
                         "statistics.",
    "ask.forfeit.daily": "The deal of the day counts as a lost deal for your rating.",
    "notice.left_lost": "The deal you left counts as a lost deal.",
    "notice.left_daily": "The deal of the day you left counts as a lost deal.",
    "msg.hint.rated": "No hints in a rated deal: the rating is your own play. Hints are there "
                      "in a casual match (Settings), in practice (Replay this deal), in a "
                      "link's deal and at the simple rules.",
    "daily.line.playing": "under way.",
    "daily.line.lost": "left unfinished: it counted as a lost deal (it can be practised).",
    "daily.line.clock": "not rated on this device: the deal of a later day ({newest}) was "
                        "started already (it can be practised).",
    "daily.line.day": "{rules}, {day}: {state} Days in a row: {streak}.",
    "daily.notice.leaving": "Leaving it before its end counts as a lost deal; a reload goes "
                            "on with it.",
    "daily.notice.again.lost": "Today's deal again, as practice: you left it unfinished, so "
                               "it counted as a lost deal for your rating ({day}).",
    "daily.notice.again.left": "Today's deal again, as practice: it was left unfinished and "
                               "was not rated ({day}).",
    "daily.notice.again.playing": "Today's deal as practice: it is under way for the rating "
                                  "in another tab ({day}).",
    "daily.notice.again.clock": "The deal of {day} as practice, not rated: the deal of a "
                                "later day ({newest}) was started on this device already, and "
                                "days are only ever rated forward.",
    "daily.resumed": "The deal of the day, {day}, goes on where you left it; it counts for "
                     "your rating.",
    "daily.resume_failed": "The deal of the day under way could not be resumed ({error}), so "
                           "it counts as a lost deal.",
    "daily.finish_first": "Finish the deal of the day first: leaving it counts as a lost "
                          "deal.",
    "help.seed.later": "This match's seed is shown here once the match is over (then ?seed= "
                       "deals it again): before that it would tell the cards still to come.",
    "help.seed.daily": "The deal of the day is dealt from its day, not from a seed a link can "
                       "name: everyone meets it on its day.",
    # a people's match (issue 43): two or three people at one device, seats named
    "seat.player": "Player {n}",
    "seat.computer": "Computer ({level})",
    "list.comma": ", ",
    "deal.intro.other@people": "Deal {number}. {who} deals; {leads}. Trumps are {suit} "
                               "({card} turned up).",
    "deal.intro.other@three@people": "Deal {number}. {who} deals; {leads}. Trumps are {suit}: "
                                     "{who} holds {card}, shown to all.",
    "match.heading.other@schnapsen@people": "{who} wins the match.",
    "outcome.false_claim.people": "{who} claims 66 with only {points} points, a false claim.",
    "outcome.closer_failed.people": "{who} closed the stock but did not make 66.",
    "summary.match.people": "Match: {scores} (to {target}).",
    "summary.match.people@schnapsen": "Bummerl: {scores} (to {target}).",
    "label.opponent_hand.n@people": "{who}: {n:card|cards} in hand",
    "label.opponent_hand.1@people": "{who}: {n:card|cards} in hand",
    "label.opponent_revealed@people": "{who} still holds: {cards}",
    "label.hand.hidden": "{who}: {n:card|cards}, face down",
    "prompt.curtain": "Pass the device to {name}.",
    "curtain.title": "{name} to play",
    "curtain.text": "Pass the device to {name}; everyone else, look away. The cards stay "
                    "face down until {name} taps the button.",
    "summary.simple.people": "Points this deal: {scores}.",
    "prompt.person": "{name} – {prompt}",
    "prompt.exchange_offer@people": "The stock is closed. Exchange your nine of trumps for "
                                    "{card}, or keep it?",
    "prompt.exchange_offer@schnapsen@people": "The stock is closed. Exchange your jack of "
                                              "trumps for {card}?",
    "ask.out@people": "You have {points} points, not 66. Going out now loses this deal: the "
                      "other side scores {cost}. Go out anyway?",
    "ask.out.hidden@people": "Go out now? With 66 points or more you win the deal; with fewer, "
                             "you lose it.",
    "region.opponent@people": "The other players",
    # the course (issue 42): the panel and a lesson's box (the lessons' own words: learn.*)
    "button.learn": "Learn to play",
    "menu.learn": "{done} of {n} lessons done",
    "learn.title": "Learn to play",
    "learn.intro": "Short lessons, each one idea played on a real table. The stars say how many "
                   "tries each goal took (3 for the first try); your match waits meanwhile and "
                   "counts nothing of it.",
    "learn.item": "Lesson {n}: {title}, {state}",
    "learn.untried": "not tried yet",
    "learn.stars": "{n:star|stars} of 3",
    "learn.offer": "New to Sixty-Six? Learn it here in a few short lessons, each played on "
                   "the table.",
    "button.learn_offer": "Start the course",
    "button.learn_offer_close": "No, thanks",
    "lesson.heading": "Lesson {n}: {title}",
    "lesson.wrong": "Not quite: {why} Try again, or show the answer.",
    "lesson.earned": "You earn {n:star|stars}.",
    "lesson.answer": "The answer: {action}.",
    "button.lesson_answer": "Show the answer",
    "button.lesson_list": "All lessons",
    "button.lesson_next": "Next lesson",
    "notice.lesson": "Lesson {n}: {title}. It counts nowhere; your match waits.",
    "score.lesson": "Lesson",
    "lesson.deal.lost": "The computer won this deal. Try again: the same cards, and the hint "
                        "marks each move.",
    "button.lesson_retry": "Try again",
    "curtain.ready": "Show my cards",
    "msg.curtain": "First pass the device: the next player taps “Show my cards”.",
    "msg.hint.why.for": "Hint for {name}: {what} – {why}.",
    "rating.unrated.people": "A match between people at one device counts towards nobody's "
                             "rating or statistics.",
    "rating.unrated.mixed": "Computers of different levels: this match counts towards "
                            "neither the rating nor the statistics.",
    "notice.people": "A match between people: between turns the device passes and the "
                     "cards stay face down until the next player taps “Show my cards”. It "
                     "counts towards nobody's statistics or rating.",
    "link.seats": "The link's seats {value} were not used: give one entry per seat, each "
                  "“person” or a level (gentle, normal, sharp, expert), the first a person.",
    "link.seats.table": "The link's seats “{value}” do not fit a table for {players}, so the "
                        "seats chosen in Settings play.",
    "review.trick.named": "{who}: cards",
    "review.which.person": "{name}'s decisions in the deal just played: {deal}",
    "button.review.person": "Review: {name}",
    "set.seats": "Who plays",
    "set.name.0": "Your name",
    "set.seat.1": "Opposite / West",
    "set.name.1": "Their name",
    "set.seat.2": "East (three only)",
    "set.name.2": "Their name",
    "set.seat.computer": "The computer",
    "set.seat.person": "A person",
    "set.seats.note": "With two or more people the device passes between turns, and each "
                      "hand stays face down until its player is ready. A match between "
                      "people counts towards nobody's statistics or rating.",
    # the course (issue 42): lessons
    "learn.L01.title": "Cards, ranks and points",
    "learn.L01.t1": "Each suit has six cards. From high to low: Ace, 10, King, Queen, Jack, 9. "
                    "The 10 ranks above the King.",
    "learn.L01.t2": "Card points: Ace 11, the 10 ten, King 4, Queen 3, Jack 2, the 9 nothing. The "
                    "winner of a trick takes the points of both cards.",
    "learn.L01.goal": "The computer leads the King of hearts. Win this trick.",
    "learn.L01.right": "Right: the 10 is above the King. Your 10 of hearts takes the trick and 14 "
                       "card points.",
    "learn.L01.wrong.low": "That heart is below the King, so the King takes the trick.",
    "learn.L01.wrong": "A card of another suit cannot beat the King of hearts here: only a trump "
                       "could, and you hold none.",
    "learn.L02.title": "Phase one: any card, and trumps",
    "learn.L02.t1": "While the stock is open you need not follow suit: you may play any card.",
    "learn.L02.t2": "The turned-up trump card names trumps. A trump beats every card of another "
                    "suit; without a trump, the led suit wins.",
    "learn.L02.goal": "Trumps are diamonds. The computer leads the Ace of spades: win this trick.",
    "learn.L02.right": "Right: no spade beats the Ace, but any trump does.",
    "learn.L02.wrong.low": "No spade beats the Ace of spades.",
    "learn.L02.wrong": "A card of another plain suit never wins: the led suit wins unless a trump "
                       "is played.",
    "learn.L03.title": "Counting to 66 and going out",
    "learn.L03.t1": "Count the card points of the tricks you win. The first to reach 66 goes out "
                    "and wins the deal at once.",
    "learn.L03.t2": "You go out right after winning a trick or declaring a marriage, even with "
                    "cards left in the stock.",
    "learn.L03.goal": "You have 51 card points. The computer leads the King of spades: win a "
                      "trick that takes you to 66.",
    "learn.L03.right": "66: 51, plus 11 for the Ace and 4 for the King. You go out and win the "
                       "deal.",
    "learn.L03.wrong.short": "The trick is yours, but that is not 66 yet. Count again: which card "
                             "brings the most points?",
    "learn.L03.wrong": "The computer takes this trick. You need a trick worth 15 to reach 66.",
    "learn.L04.title": "Marriages: 20 and 40",
    "learn.L04.t1": "A King and Queen of one suit are a marriage: lead one of them while holding "
                    "the other to declare it.",
    "learn.L04.t2": "A marriage in trumps is worth 40, in another suit 20. It counts once you "
                    "have won a trick.",
    "learn.L04.goal": "Trumps are spades, and you hold King and Queen of spades and of hearts. "
                      "Declare 40.",
    "learn.L04.right": "40! You have won a trick already, so the 40 counts at once.",
    "learn.L04.wrong.twenty": "That declares 20: hearts are not trumps. The marriage in trumps is "
                              "worth 40.",
    "learn.L04.wrong": "That declares no marriage. Lead a King or Queen of a suit in which you "
                       "hold both.",
    "learn.L05.title": "Exchanging the trump nine",
    "learn.L05.t1": "Holding the 9 of trumps, you may exchange it for the turned-up trump card "
                    "before you lead.",
    "learn.L05.t2": "You may do so once you have won a trick, while the stock is open with cards "
                    "above the turn-up.",
    "learn.L05.goal": "The turn-up is the Ace of diamonds, and you hold the 9 of diamonds. "
                      "Exchange the trump nine.",
    "learn.L05.right": "Done: the Ace of diamonds is yours, and your 9 is the new turn-up.",
    "learn.L05.wrong": "Exchange first, before you lead: your 9 is worth nothing, the Ace of "
                       "diamonds 11.",
    "learn.L06.title": "Phase two: follow, beat, trump",
    "learn.L06.t1": "Once the stock is used up or closed, the rules are strict: follow suit, and "
                    "beat the led card if you can.",
    "learn.L06.t2": "With no card of the led suit you must trump. Only with no trump either may "
                    "you play any card.",
    "learn.L06.goal": "The stock is used up. The computer leads the Jack of spades: play a card "
                      "the rules allow.",
    "learn.L06.right": "Right: you follow spades and beat the Jack.",
    "learn.L07.title": "Closing the stock",
    "learn.L07.t1": "On lead, you may close the stock: nobody draws any more, and the strict "
                    "rules of phase two apply at once.",
    "learn.L07.t2": "The closer must then reach 66. If not, the computer wins 2 game points, or 3 "
                    "if it had no trick when you closed.",
    "learn.L07.goal": "Your trumps and Aces are strong. Close the stock now.",
    "learn.L07.right": "Closed. With best play this hand now wins the deal, and the computer "
                       "stays under 33: 2 game points.",
    "learn.L07.wrong": "Playing on lets the computer draw more cards. This hand wins the deal if "
                       "you close: close the stock first.",
    "learn.L08.title": "Schneider, Schwarz and game points",
    "learn.L08.t1": "A won deal brings 1 game point; 2 if the loser has under 33 card points "
                    "(Schneider); 3 if the loser won no trick (Schwarz).",
    "learn.L08.t2": "The stock is used up, and the computer has 31 card points. Keep it under 33.",
    "learn.L08.goal": "Find the play that wins the most game points.",
    "learn.L08.right": "Right: the computer stays under 33 card points. Schneider: 2 game points.",
    "learn.L08.wrong": "You still win, but the computer reaches 33 card points: no Schneider, "
                       "{lost:game point|game points} less.",
    "learn.L09.title": "Keeping track of the cards",
    "learn.L09.t1": "Remember which cards are gone. Once the stock is used up, the computer holds "
                    "every card you have not seen.",
    "learn.L09.t2": "You have 53 card points, and the Ace of spades fell in an earlier trick.",
    "learn.L09.goal": "Find the play that wins the deal.",
    "learn.L09.right": "Right: with the Ace gone, your 10 of spades is the highest spade left. "
                       "Its trick takes you to 66.",
    "learn.L09.wrong": "That card loses the trick, and with best play the computer then wins the "
                       "deal: {lost:game point|game points} given away.",
    "learn.L11.title": "A whole deal with the hint",
    "learn.L11.t1": "Now a whole deal against the computer at Gentle. Before each of your "
                    "moves the hint marks a card or a button and says why.",
    "learn.L11.t2": "Follow it or play your own way: draw, exchange, declare and close as in "
                    "the lessons. The goal is to win the deal.",
    "learn.L11.goal": "Win this deal.",
    "learn.L11.right": "You won the deal: everything from the lessons in one game. Next come "
                       "three players and Schnapsen, or a real match.",
    "learn.L10.title": "The match to 7",
    "learn.L10.t1": "A match is played to 7 game points, and each deal brings 1, 2 or 3.",
    "learn.L10.t2": "You have 4 game points in this match, the computer 6: only Schwarz (3) "
                    "takes you to 7 before the computer gets there.",
    "learn.L10.goal": "Win the match in this deal.",
    "learn.L10.right": "Right: the computer cannot beat your 10 of diamonds, and its trick takes "
                       "you to 66 before the computer has a trick. Schwarz: 4 + 3 = 7, the match "
                       "is yours.",
    "learn.L10.wrong": "The computer takes this trick: no Schwarz, {lost:game point|game points} "
                       "less, and you do not reach 7 in this deal.",
    "learn.t01.title": "Three players: the third card",
    "learn.t01.t1": "With three players each holds 8 cards and there is no stock: every trick "
                    "follows the strict rules.",
    "learn.t01.t2": "The highest trump takes the trick, otherwise the highest card of the led "
                    "suit. This time you play the third card.",
    "learn.t01.goal": "West leads the 10 of spades, and East trumps with the 9 of hearts. Win the "
                      "trick.",
    "learn.t01.right": "Right: with no spades you must trump and beat the 9 of hearts, and your "
                       "trump takes the trick.",
    "learn.t02.title": "Three players: follow and beat",
    "learn.t02.t1": "With three players you must follow suit, and beat the highest card of that "
                    "suit in the trick if you can.",
    "learn.t02.t2": "With no card of the led suit you must trump, and beat a trump already in the "
                    "trick if you can.",
    "learn.t02.goal": "East leads the Queen of clubs. Play a card the rules allow.",
    "learn.t02.right": "Right: you follow clubs and beat the Queen.",
    "learn.s01.title": "Schnapsen: the jack exchange",
    "learn.s01.t1": "Schnapsen is played with 20 cards: no 9s, and five cards in each hand.",
    "learn.s01.t2": "So the Jack of trumps is exchanged for the turn-up, and you may do it even "
                    "before your first trick.",
    "learn.s01.goal": "Trumps are hearts, and the turn-up is the Ace of hearts. Exchange your "
                      "Jack of hearts for it.",
    "learn.s01.right": "Done: the Ace of hearts is yours, and your Jack is the new turn-up.",
    "learn.s01.wrong": "Exchange first, before you lead: your Jack is worth 2, the Ace of hearts "
                       "11.",
    "learn.s02.title": "Schnapsen: the last trick",
    "learn.s02.t1": "In Schnapsen the last trick brings no 10 extra card points.",
    "learn.s02.t2": "Instead, when the stock is used up and nobody reaches 66, the winner of the "
                    "last trick wins the deal.",
    "learn.s02.goal": "The stock is used up. Find the play that wins the deal.",
    "learn.s02.right": "Right: the Ace of spades takes your 10, but your trump wins the last "
                       "trick and the deal with it, though the computer has more card points.",
    "learn.s02.wrong": "Now the computer keeps the Ace of spades for the last trick and wins the "
                       "deal: {lost:game point|game points} given away.",
    "learn.s03.title": "Schnapsen: the Bummerl",
    "learn.s03.t1": "A Schnapsen match is played to 7 game points, and whoever loses it gets the "
                    "Bummerl. Austrians count it down, from 7 to 0.",
    "learn.s03.t2": "You have 5 game points, the computer 4. It has 30 card points: keep it "
                    "under 33, and Schneider (2) takes you to 7.",
    "learn.s03.goal": "Give the computer the Bummerl in this deal.",
    "learn.s03.right": "Right: the computer must follow with its King of clubs, and your 10 of "
                       "clubs, a trump, takes you past 66. Schneider: 5 + 2 = 7, and the "
                       "computer gets the Bummerl.",
    "learn.s03.wrong": "You still win the deal, but the computer reaches 33 card points: "
                       "{lost:game point|game points} less, and 6 is not 7 yet.",
}

# Why a card cannot be played, what became of a stored record, and what a position's cards
# say cannot have happened: the engine's own English sentences (game.engine.why,
# game.play.store, game.engine.position_common), one source.
TEXT.update({f"why.{key}": sentence for key, sentence in WHY_ENGLISH.items()})
TEXT.update({f"store.{key}": sentence for key, sentence in STORE_ENGLISH.items()})
# Why a link's position or a stored match was refused (game.engine.untrusted and the checks
# built on it): the engine's English, by key; "bad.what.*" are the words ({what}) for parts
# of the input that are not the position's own JSON names (those stay as the link has them).
for _words in (UNTRUSTED_ENGLISH, POSITION_ENGLISH, MATCH_ENGLISH, VIEW_ENGLISH,
               SETUP_ENGLISH):
    TEXT.update({f"bad.{key}": sentence for key, sentence in _words.items()})
TEXT.update({f"bad.what.{what}": what for what in (
    "the position", "hand", "the match seed", "the deal number", "a match score",
    "a history deal number", "a history winner", "history game points", "history points")})


LANGUAGES = ("en", "de", "hr")
_current: list[dict[str, str]] = [TEXT]  # the table ``say`` reads (a list: no global)
_language = ["en"]
_rules = [""]  # the preset whose own wording (``key@preset``) ``say`` prefers
# A people's match (game.play.seats): each seat's person's name ('' a person without one),
# None a computer; () for the solo game, where seat 0 is "you". At a people's table no
# shared sentence says "you" (the log is read by everyone at the device): seats are named.
_people: list[tuple[str | None, ...]] = [()]
_levels: list[tuple[str, ...]] = [()]  # at a people's table each computer seat's level


def table(lang: str) -> dict[str, str]:
    """The table of ``lang`` (one of LANGUAGES); ValueError for any other."""
    if lang == "en":
        return TEXT
    if lang == "de":
        from .texts_de import TEXT as DE

        return DE
    if lang == "hr":
        from .texts_hr import TEXT as HR

        return HR
    raise ValueError(f"unknown language {lang!r}: use one of {', '.join(LANGUAGES)}")


def use_language(lang: str) -> str:
    """From now on ``say`` speaks ``lang``; an unknown language keeps the current one.
    Returns the language in use."""
    if lang in LANGUAGES:
        _current[0] = table(lang)
        _language[0] = lang
    return _language[0]


def language() -> str:
    return _language[0]


def pick_language(wanted: "list[str] | tuple[str, ...]") -> str:
    """The first of the browser's languages ("de-AT", "hr", "en-GB"...) the page speaks,
    else English."""
    for tag in wanted:
        base = str(tag).split("-")[0].strip().lower()
        if base in LANGUAGES:
            return base
    return "en"


def use_rules(preset: str) -> None:
    """From now on ``say`` words keys the way ``preset`` does, where it has its own
    wording (``key@preset``; Schnapsen's exchange is the jack's)."""
    _rules[0] = preset


def wording() -> tuple[object, ...]:
    """All a sentence's words depend on besides its key and facts: the language, the
    preset's own wording, the people's names (what a cache of worded lines keys on)."""
    return (_language[0], _rules[0], _people[0], _levels[0])


def use_people(names: "tuple[str | None, ...]", levels: tuple[str, ...] = ()) -> None:
    """From now on seats are named (a people's match: ``names[seat]`` a person's name,
    None a computer, whose level is ``levels[seat]``), or with ``()`` the solo game's
    words (you and the computer)."""
    shared = sum(n is not None for n in names) > 1
    _people[0] = tuple(names) if shared else ()
    _levels[0] = tuple(levels) if shared else ()


def people_table() -> bool:
    """A people's match is being worded: every seat named, nobody "you"."""
    return bool(_people[0])


def person_name(seat: int) -> str:
    """A person's name at a people's table; "Player 2" for one who gave none, the people
    counted in seat order (a computer between them takes no number)."""
    names = _people[0]
    name = names[seat] if seat < len(names) else None
    return name or say("seat.player", n=sum(n is not None for n in names[:seat]) + 1)


def say(key: str, /, **facts: object) -> str:
    """The sentence ``key`` in the current language (in the wording of the rules in use,
    where they have their own; at a people's table ``key@<preset>@people`` and
    ``key@people`` first) with its
    placeholders filled; KeyError for a missing key."""
    if _people[0]:  # the table's own people's wording, then any people's table's
        t = _current[0]
        for own in (f"{key}@{_rules[0]}@people", f"{key}@people"):
            if own in t:
                return _WORDS.vformat(t[own], (), facts)
    return worded(key, _rules[0], **facts)


def worded(key: str, preset: str, /, **facts: object) -> str:
    """``say`` in the wording of ``preset`` (a kept deal's rules, not the game's)."""
    t = _current[0]
    own = f"{key}@{preset}"
    return _WORDS.vformat(t[own] if own in t else t[key], (), facts)


def plural_form(n: int) -> int:
    """Which of a count's noun forms the language in use takes for ``n``: English and
    German 0 (one) or 1 (other); Croatian 0 (1, 21, 101...), 1 (2-4, 22-24...; not 12-14)
    or 2 (5-20, 25-30...: the genitive plural)."""
    n = abs(n)
    if language() != "hr":
        return 0 if n == 1 else 1
    tens, ones = n % 100, n % 10
    if ones == 1 and tens != 11:
        return 0
    return 1 if 2 <= ones <= 4 and not 12 <= tens <= 14 else 2


class Named(str):
    """A seat's name (or a phrase that opens with one) as a sentence opens with it: "The
    computer", "The computer leads". ``inner`` is the same words inside a sentence ("the
    computer leads"); a person's name or "West" is the same in both."""

    inner: str

    def __new__(cls, text: str, inner: str | None = None) -> "Named":
        named = super().__new__(cls, text)
        named.inner = text if inner is None else inner
        return named


# Where a sentence may open: the start of a template, or after its end mark and a space
# (not after a colon: English and Croatian go on in lower case there; German capitalises
# only a whole sentence after one, so its templates open none with a name there).
_OPENS = re.compile(r"(?:^|[.!?…]\s+)$")


class _Words(string.Formatter):
    """``str.format`` where a placeholder with noun forms after the colon words a count with
    the form its number takes: "{n:card|cards}" gives "1 card", "6 cards"; Croatian
    "{n:karta|karte|karata}" gives "1 karta", "3 karte", "6 karata" (``plural_form``).
    A ``Named`` fact is written as it opens a sentence only where one opens: "2 from the
    computer", never "2 from The computer"; a template that opens with one is ``Named``
    itself, so it goes on in lower case where another sentence inserts it."""

    def vformat(self, format_string: str, args: Sequence[Any],
                kwargs: Mapping[str, Any]) -> str:
        out: list[str] = []
        inner: list[str] = []  # the same, with a name that opens it as inside a sentence
        for literal, field, spec, conversion in self.parse(format_string):
            out.append(literal)
            inner.append(literal)
            if field is None:
                continue
            value = self.convert_field(self.get_field(field, args, kwargs)[0], conversion)
            spec = spec or ""
            before = "".join(out)
            if isinstance(value, Named):
                text = self.format_field(value if _OPENS.search(before) else value.inner,
                                         spec)
                inner.append(self.format_field(value.inner, spec) if not before else text)
            else:
                text = self.format_field(value, spec)
                inner.append(text)
            out.append(text)
        text, lowered = "".join(out), "".join(inner)
        return Named(text, lowered) if lowered != text else text

    def format_field(self, value: object, format_spec: str) -> str:
        if "|" not in format_spec:
            return format(value, format_spec)
        forms = format_spec.split("|")
        try:
            n = int(str(value))
        except ValueError:  # not a count after all: the plural, never a crash
            return f"{value} {forms[-1]}"
        return f"{n} {forms[min(plural_form(n), len(forms) - 1)]}"


_WORDS = _Words()


# The keys naming each seat, by the number of seats at the table: the computer alone,
# or West (left) and East (right) at three (docs/RULES.md §5). A new table adds a row.
SEAT_KEYS: dict[str, dict[int, tuple[str, ...]]] = {
    "who": {2: ("who.0", "who.1"), 3: ("who.0", "who.three.1", "who.three.2")},
    # where space is short: 'Computer'
    "short": {2: ("who.0", "who.short.1"), 3: ("who.0", "who.three.1", "who.three.2")},
    # inside a sentence: 'you', 'the computer', 'West'
    "lower": {2: ("who.lower.0", "who.lower.1"),
              3: ("who.lower.0", "who.three.1", "who.three.2")},
    # a seat's cards in the review
    "cards": {2: ("review.trick.yours", "review.trick.theirs"),
              3: ("review.trick.yours", "review.trick.seat.1", "review.trick.seat.2")},
}


def seat_word(kind: str, seat: int, players: int) -> str:
    """Seat ``seat``'s word of ``kind`` (a SEAT_KEYS row) at a table of ``players``; at a
    people's table a person's name, and a computer is named with its level (the only
    computer there: "Computer (Normal)"; "Computer" where space is short)."""
    names = _people[0]
    if names and kind != "cards" and seat < len(names):
        if names[seat] is not None:
            return person_name(seat)
        levels = _levels[0]
        if kind != "short" and seat < len(levels) and levels[seat]:
            return say("seat.computer", level=level_name(levels[seat]))
        return say(SEAT_KEYS[kind][2][1])
    return say(SEAT_KEYS[kind][players][seat])


def who(seat: int, players: int = 2) -> Named:
    """'You', 'The computer' (two players), 'West'/'East' (three); inside a sentence 'you',
    'the computer' (``Named.inner``: the table writes the form where it stands)."""
    return Named(seat_word("who", seat, players), seat_word("lower", seat, players))


def listed(parts: Sequence[str]) -> Named:
    """'You and West', 'Ana and the computer': names (or phrases that open with one) joined
    by "and", the first as it opens a sentence, the others as inside one."""
    inner = [p.inner if isinstance(p, Named) else p for p in parts]
    return Named(say("list.and").join([*parts[:1], *inner[1:]]), say("list.and").join(inner))


def short_name(seat: int, players: int = 2) -> str:
    """A seat's name where space is short: 'Computer' at two players, else as ``who``."""
    return seat_word("short", seat, players)


def said(base: str, seat: int, players: int = 2, **facts: object) -> str:
    """The sentence ``base`` for ``seat``: '<base>.0' for the human, '<base>.other' with
    ``{who}`` for a computer (and for everyone at a people's table)."""
    if seat == HUMAN and not _people[0]:
        return say(f"{base}.0", **facts)
    return say(f"{base}.other", who=who(seat, players), **facts)


def card_name(code: str) -> str:
    """'Ace of spades', '10 of clubs' (the rank as the face shows it)."""
    text = cards.text(cards.parse(code))  # validates and normalises the code ("10h": "TH")
    return say("card.name", rank=say(f"rank.{text[0]}"), suit=say(f"suit.{text[1]}"))


def note_text(message: str) -> str:
    """A message about a stored record (game.play.store.Note) in the page's language; any other
    text as it is."""
    if not isinstance(message, Note):
        return message
    what = say(f"store.what.{message.what}") if message.what else ""
    detail = message.detail if message.problem is None else problem_text(message.problem)
    return say(f"store.{message.key}", what=what, detail=detail)


def problem_text(error: BaseException) -> str:
    """Why input from outside was refused (an UntrustedInput made by ``of``: a link's
    position, a stored match) in the page's language, from its key and facts (``bad.<key>``):
    cards and suits named, the input's parts worded (``bad.what.*``, else as the input has
    them), a problem inside another worded too. Any other error: its own text."""
    key = getattr(error, "key", "")
    if not key or f"bad.{key}" not in _current[0]:
        return str(error)
    facts: dict[str, object] = {}
    for name, value in error.facts.items():  # type: ignore[attr-defined]
        if isinstance(value, BaseException):
            value = problem_text(value)
        elif name == "card":
            value = card_name(str(value))
        elif name == "suit":
            value = suit_name(str(value))
        elif name == "what":
            value = _input_part(str(value))
        facts[name] = value
    return say(f"bad.{key}", **facts)


def _input_part(what: str) -> str:
    """'hand 1' -> 'Hand 1' (German): a part of the input in the page's words, where the
    table has them (``bad.what.<part>``, a seat's number kept)."""
    part, _, seat = what.rpartition(" ")
    if not (seat.isdigit() and part):
        part, seat = what, ""
    key = f"bad.what.{part}"
    if key not in _current[0]:
        return what
    return say(key) + (f" {seat}" if seat else "")


def why_text(why: "WhyNot | None") -> str:
    """Why a card or action cannot be played now (the engine's game.engine.why data), in words."""
    if why is None:
        return ""
    return say(f"why.{why.key}", card=card_name(why.card) if why.card else "",
               top=card_name(why.top) if why.top else "",
               suit=suit_name(why.suit) if why.suit else "",
               trump=suit_name(why.trump) if why.trump else "")


def the(code: str) -> str:
    """'the Queen of hearts'."""
    return say("card.the", card=card_name(code))


def suit_name(letter: str) -> str:
    return say(f"suit.{cards.SUITS[cards.SUITS.index(letter)]}")  # ValueError if no suit


def game_points_text(n: int) -> str:
    return say("game_points.1") if n == 1 else say("game_points.n", n=n)


def points_text(n: int) -> str:
    """'11 points' with the language's plural form (Croatian: 1 bod, 2-4 boda, 5+ bodova;
    21 bod, 22 boda, 11-14 bodova)."""
    forms = ("1", "few", "n") if language() == "hr" else ("1", "n")
    return say(f"points.{forms[plural_form(n)]}", n=n)


def date_text(day: str) -> str:
    """A calendar day ('2026-12-04', as the page keeps it) the way the language writes a
    date: '4 December 2026', '4. Dezember 2026', '4. prosinca 2026.'; anything that is
    not such a day stays as it is."""
    try:
        d = datetime.date.fromisoformat(day)
    except (TypeError, ValueError):
        return str(day)
    return say("date", day=d.day, month=say(f"month.{d.month}"), year=d.year)


def tricks_text(n: int) -> str:
    return say("summary.tricks.1") if n == 1 else say("summary.tricks.n", n=n)


def level_name(level: str) -> str:
    return _current[0].get(f"level.{level}", level)


def rules_name(rules: str) -> str:
    return _current[0].get(f"rules.{rules}", rules)


def rating_text(r: "Rating") -> str:
    """A rating as the page shows it: '1523', or '1523?' while it is provisional."""
    return f"{round(r.rating)}?" if r.provisional else str(round(r.rating))


def signed_int(n: int) -> str:
    """'+12', '−5' (a true minus sign), '±0'."""
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "±0"


def decimal(value: float, places: int, signed: bool = False) -> str:
    """A number as the page's language writes it: '2.9' in English, '2,9' in German and
    Croatian."""
    text = f"{value:+.{places}f}" if signed else f"{value:.{places}f}"
    return text.replace(".", say("number.point"))


def hint_reason(reason: "Reason") -> str:
    """The hint's reason in words: 'takes the trick with the Ace of spades (expected +0.8
    game points)'."""
    # in a match the search looks for the best chance to win it, not the most points
    key = f"hint.{reason.key}@match" if (reason.chance is not None
                                         and reason.key == "most_points") else f"hint.{reason.key}"
    why = say(key, card=the(reason.card) if reason.card else "", value=reason.value)
    if reason.chance is not None:  # in a match: the chance to win it
        chance = round(100 * reason.chance)
        if reason.match_note and reason.score is not None:
            score = _score_words(reason.score)
            advice = say(f"hint.match_{reason.match_note}", why=why, score=score, chance=chance)
        else:
            advice = say("hint.expect_match", why=why, chance=chance)
    elif reason.expect is None:
        return why
    else:
        advice = say("hint.expect", why=why, expect=decimal(reason.expect, 1, signed=True))
    if not reason.other or reason.other_value is None:
        return advice
    # the runner-up beside it, in the same units: why this play rather than that one
    other = action_name(reason.other)
    if reason.chance is not None:
        return say("hint.other_match", advice=advice, other=other,
                   chance=round(100 * reason.other_value))
    return say("hint.other", advice=advice, other=other,
               expect=decimal(reason.other_value, 1, signed=True))


def _score_words(score: tuple[int, ...]) -> str:
    """A match score as the hint says it, the hint's seat first: '6–6' or '6–6–4'."""
    if len(score) == 3:
        return say("hint.score3", mine=score[0], second=score[1], third=score[2])
    return say("hint.score", mine=score[0], theirs=score[1])


def action_name(action: str) -> str:
    """A card's name ('King of diamonds') or an action's ('close the stock')."""
    return card_name(action) if len(action) == 2 else say(f"action.{action}")


def action_phrase(action: str) -> str:
    """'play the Ace of spades' / 'close the stock'."""
    if len(action) == 2:
        return say("msg.hint.play", card=the(action))
    return _current[0].get(f"action.{action}", action)
