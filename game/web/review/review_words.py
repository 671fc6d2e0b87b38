"""The review's words: the summary, what the deal did to the match, the accuracy, what
a decision cost, and a decision's note in the trick walk. The review's model
(model.py) words everything with these; its markup (review_markup.py) only writes them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.review.scale import REACHED

from ..texts import HUMAN, action_name, decimal, say, who, worded

if TYPE_CHECKING:  # the review engine (and the Expert it runs) loads only when used
    from game.review.engine import Decision, Review, Verdict
    from game.review.record import DealRecord


def lost(cost: float) -> str:
    """Expected game points lost, never negative: '0.73', and '0.00' for nothing."""
    return decimal(max(0.0, cost) if round(cost, 2) else 0.0, 2)


def accuracy_text(review: Review) -> str:
    accuracy = review.accuracy()
    if accuracy is None:
        return say("review.accuracy.none")
    return say("review.accuracy", accuracy=decimal(accuracy, 0))


def summary_lines(review: Review, record: DealRecord | None = None,
                  preset: str = "") -> list[str]:
    """The review's summary in words: the deal's result; the best result within reach with
    every card known (or that the deal gave the most it could), from the rows' all-known
    values; and what the choices cost from what the player could see: the rows' costs
    added up, the figure a reader gets from the table below (issue 57), said as such and
    never as a share of the gap (each row is priced from its own position, so the sum can
    pass it: game.review.decisions.Verdict). ``record`` (the deal reviewed) gives its
    table's wording (at three it names who won); without it, ``preset``'s."""
    if not review.decisions:
        return [say("review.forced")]
    v = review.verdict()
    preset = record.rules.preset if record is not None else preset
    lines = [_result_line(v, record)]
    if v.reached:
        lines.append(say("review.best.most" if v.result > 0 else "review.best.kept"))
    else:
        lines.append(say("review.best.gap", best=_signed(v.reachable), result=_signed(v.result),
                         gap=decimal(v.gap, 1)))
    b = v.biggest
    if b is None:  # no row shows a cost
        lines.append(say("review.verdict.none") if v.reached
                     else worded("review.split.none", preset))
        return lines
    named = {"lost": decimal(v.lost, 2), "trick": b.trick, "choice": action_name(b.choice),
             "expert": action_name(b.expert)}
    lines.append(worded("review.risk", preset, **named) if v.reached
                 else say("review.split.cost", **named))
    return lines


def match_lines(review: Review) -> list[str]:
    """What the deal did to the match, in chances to win it (``#review-match``; nothing
    outside a match): before and after, and, as the summary does in game points, the best
    within reach and what the choices cost: the rows' match costs added up."""
    m = review.match_verdict()
    if m is None or not review.decisions:
        return []
    before, after, best = (round(100 * x) for x in (m.before, m.after, m.reachable))
    if m.after >= 1.0:
        lines = [say("review.match.won", before=before)]
    elif m.after <= 0.0:
        lines = [say("review.match.lost", before=before)]
    else:
        key = "rose" if after > before else "fell" if after < before else "same"
        lines = [say(f"review.match.{key}", before=before, after=after)]
    lost_points = round(100 * m.lost)
    if m.gap == 0.0:
        lines.append(say("review.match.best"))
    elif m.biggest is None or lost_points == 0:
        lines.append(say("review.match.gap.none", best=best))
    else:
        b = m.biggest
        lines.append(say("review.match.gap", best=best, lost=lost_points, trick=b.trick,
                         choice=action_name(b.choice), expert=action_name(b.expert)))
    return lines


def match_cost_text(d: Decision) -> str:
    """A decision's match cost as the table shows it: '−6% match', '0% match' ('' outside
    a match)."""
    cost = d.match_cost
    if cost is None:
        return ""
    points = round(100 * cost)
    return say("review.match.cost", n=f"−{points}" if points else "0")


def _result_line(v: Verdict, record: DealRecord | None) -> str:
    """'You won this deal (game points: +3).'; at three a loss says who won."""
    key = "win" if v.result > 0 else "loss" if v.result < 0 else "none"
    if record is None:  # no deal to name a winner from: the plain wording
        return worded(f"review.result.{key}", "", n=abs(v.result))
    oc = record.final().outcome
    assert oc is not None  # a record is a finished deal (checked when it is read)
    return worded(f"review.result.{key}", record.rules.preset, n=abs(v.result),
                  who=who(HUMAN if oc.winner is None else oc.winner, record.players))


def _signed(points: float) -> str:
    """A result in game points: '+3', '−1', '0', or '+2.4' for an estimate."""
    whole = round(points)
    if abs(points - whole) < REACHED:
        return "0" if whole == 0 else f"{whole:+d}".replace("-", "−")
    return decimal(points, 1, signed=True).replace("-", "−")


def trick_note(d: Decision) -> str:
    """A decision in the trick walk: the choice, the Expert's, what it lost; or, for a
    choice as good as the Expert's that the hidden cards beat, that it was bad luck."""
    if d.unlucky:
        return say("review.trick.luck", choice=action_name(d.choice),
                   best=action_name(d.known_best))
    if d.match_cost is not None:
        return say("review.trick.decision.match", choice=action_name(d.choice),
                   expert=action_name(d.expert), cost=lost(d.cost), match=match_cost_text(d))
    return say("review.trick.decision", choice=action_name(d.choice),
               expert=action_name(d.expert), cost=lost(d.cost))
