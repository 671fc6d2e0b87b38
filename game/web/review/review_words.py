"""The review's words: a deal named in a few words, the summary, what the deal did to the
match, the accuracy, what a decision cost, and a decision's note in the trick walk, each
worded with the ``Words`` it is handed. The review's model (model.py) and the Statistics'
kept deals (stats/model.py) word with these; the markup (review_markup.py) only writes
them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.review.scale import REACHED
from game.words import HUMAN, Words

if TYPE_CHECKING:  # the review engine (and the Expert it runs) loads only when used
    from game.engine.tables import AnyState
    from game.review.engine import Decision, Review, Verdict
    from game.review.record import DealRecord


def deal_label(words: Words, final: "AnyState", r: "DealRecord", against: str = "") -> str:
    """A finished deal in a few words: its rules, whom the reviewed seat played (the
    computer's level, or ``against``: the other seats' names at a people's match) and
    its result for that seat (who won what)."""
    oc = final.outcome
    assert oc is not None  # a record is a finished deal (checked when it is read)
    points = words.game_points_text(oc.game_points)
    if oc.winner is None:  # three players: a replayed deal is not a draw
        result = words.say("kept.replayed" if oc.reason == "replay" else "kept.drawn")
    else:  # (at three nobody loses: its own wording names who won what)
        result = words.worded("kept.won" if oc.winner == r.seat else "kept.lost",
                              r.rules.preset, who=words.who(oc.winner, r.players),
                              game_points=points)
    return words.say("kept.row", rules=words.rules_name(r.rules.preset),
                     level=against or (words.level_name(r.level) if r.level else "–"),
                     result=result)


def lost(words: Words, cost: float) -> str:
    """Expected game points lost, never negative: '0.73', and '0.00' for nothing."""
    return words.decimal(max(0.0, cost) if round(cost, 2) else 0.0, 2)


def accuracy_text(words: Words, review: Review) -> str:
    accuracy = review.accuracy()
    if accuracy is None:
        return words.say("review.accuracy.none")
    return words.say("review.accuracy", accuracy=words.decimal(accuracy, 0))


def summary_lines(words: Words, review: Review, record: DealRecord | None = None,
                  preset: str = "") -> list[str]:
    """The review's summary in words: the deal's result; the best result within reach with
    every card known (or that the deal gave the most it could), from the rows' all-known
    values; and what the choices cost from what the player could see: the rows' costs
    added up, the figure a reader gets from the table below (issue 57), said as such and
    never as a share of the gap (each row is priced from its own position, so the sum can
    pass it: game.review.decisions.Verdict). ``record`` (the deal reviewed) gives its
    table's wording (at three it names who won); without it, ``preset``'s."""
    if not review.decisions:
        return [words.say("review.forced")]
    v = review.verdict()
    preset = record.rules.preset if record is not None else preset
    lines = [_result_line(words, v, record)]
    if v.reached:
        lines.append(words.say("review.best.most" if v.result > 0 else "review.best.kept"))
    else:
        lines.append(words.say("review.best.gap", best=_signed(words, v.reachable),
                               result=_signed(words, v.result), gap=words.decimal(v.gap, 1)))
    b = v.biggest
    if b is None:  # no row shows a cost
        lines.append(words.say("review.verdict.none") if v.reached
                     else words.worded("review.split.none", preset))
        return lines
    named = {"lost": words.decimal(v.lost, 2), "trick": b.trick,
             "choice": words.action_name(b.choice), "expert": words.action_name(b.expert)}
    lines.append(words.worded("review.risk", preset, **named) if v.reached
                 else words.say("review.split.cost", **named))
    return lines


def match_lines(words: Words, review: Review) -> list[str]:
    """What the deal did to the match, in chances to win it (``#review-match``; nothing
    outside a match): before and after, and, as the summary does in game points, the best
    within reach and what the choices cost: the rows' match costs added up."""
    m = review.match_verdict()
    if m is None or not review.decisions:
        return []
    before, after, best = (round(100 * x) for x in (m.before, m.after, m.reachable))
    if m.after >= 1.0:
        lines = [words.say("review.match.won", before=before)]
    elif m.after <= 0.0:
        lines = [words.say("review.match.lost", before=before)]
    else:
        key = "rose" if after > before else "fell" if after < before else "same"
        lines = [words.say(f"review.match.{key}", before=before, after=after)]
    lost_points = round(100 * m.lost)
    if m.gap == 0.0:
        lines.append(words.say("review.match.best"))
    elif m.biggest is None or lost_points == 0:
        lines.append(words.say("review.match.gap.none", best=best))
    else:
        b = m.biggest
        lines.append(words.say("review.match.gap", best=best, lost=lost_points, trick=b.trick,
                               choice=words.action_name(b.choice),
                               expert=words.action_name(b.expert)))
    return lines


def match_cost_text(words: Words, d: Decision) -> str:
    """A decision's match cost as the table shows it: '−6% match', '0% match' ('' outside
    a match)."""
    cost = d.match_cost
    if cost is None:
        return ""
    points = round(100 * cost)
    return words.say("review.match.cost", n=f"−{points}" if points else "0")


def _result_line(words: Words, v: Verdict, record: DealRecord | None) -> str:
    """'You won this deal (game points: +3).'; at three a loss says who won."""
    key = "win" if v.result > 0 else "loss" if v.result < 0 else "none"
    if record is None:  # no deal to name a winner from: the plain wording
        return words.worded(f"review.result.{key}", "", n=abs(v.result))
    oc = record.final().outcome
    assert oc is not None  # a record is a finished deal (checked when it is read)
    return words.worded(f"review.result.{key}", record.rules.preset, n=abs(v.result),
                        who=words.who(HUMAN if oc.winner is None else oc.winner, record.players))


def _signed(words: Words, points: float) -> str:
    """A result in game points: '+3', '−1', '0', or '+2.4' for an estimate."""
    whole = round(points)
    if abs(points - whole) < REACHED:
        return "0" if whole == 0 else f"{whole:+d}".replace("-", "−")
    return words.decimal(points, 1, signed=True).replace("-", "−")


def trick_note(words: Words, d: Decision) -> str:
    """A decision in the trick walk: the choice, the Expert's, what it lost; or, for a
    choice as good as the Expert's that the hidden cards beat, that it was bad luck."""
    if d.unlucky:
        return words.say("review.trick.luck", choice=words.action_name(d.choice),
                         best=words.action_name(d.known_best))
    if d.match_cost is not None:
        return words.say("review.trick.decision.match", choice=words.action_name(d.choice),
                         expert=words.action_name(d.expert), cost=lost(words, d.cost),
                         match=match_cost_text(words, d))
    return words.say("review.trick.decision", choice=words.action_name(d.choice),
                     expert=words.action_name(d.expert), cost=lost(words, d.cost))
