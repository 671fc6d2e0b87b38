"""A hint for the human at the three-player table: the Expert's card and why, as data."""

from __future__ import annotations

from ...engine.cards import POINTS, beats, parse, parse_suit
from ...engine.three.view import PlayerView3
from ..reason import Reason
from ..work import Work, finish
from .expert import DEFAULT_BUDGET3, Budget3, expert3_decision_work


def hint3(view: PlayerView3, seed: int | None = None,
          budget: Budget3 = DEFAULT_BUDGET3) -> tuple[str, Reason]:
    """(suggested card, why). The view must be of the seat to move."""
    return finish(hint3_work(view, seed, budget))


def hint3_work(view: PlayerView3, seed: int | None = None,
               budget: Budget3 = DEFAULT_BUDGET3) -> Work[tuple[str, Reason]]:
    """Stepwise ``hint3`` (thinking.py): the Expert's own search, so hint and play agree."""
    card, scores = yield from expert3_decision_work(view, seed, budget)
    return card, reason3_for(view, card, scores)


def reason3_for(view: PlayerView3, card: str, scores: dict[int, float] | None) -> Reason:
    """Why the Expert's ``card`` (with the ``scores`` it picked from, None when no search
    was needed): the hint's reason for what ``expert3_decision`` returned."""
    if scores is None or len(view.legal) == 1:
        return Reason("only_legal")
    why = _follow_reason(view, card) if view.table else _lead_reason(view, card)
    value = scores.get(parse(card), 0.0)
    if view.match is not None:  # the search's values are chances to win the match
        return Reason(why.key, why.card, why.value, chance=value)
    return Reason(why.key, why.card, why.value, expect=value)


def _follow_reason(view: PlayerView3, card: str) -> Reason:
    # Strict play (docs/RULES.md §5.3): a follower must beat the best card so far when it can, so
    # every legal card wins the trick or none does; the choice is only how much to give.
    if _beats_table(view, card):
        return Reason("takes", card=card)
    if POINTS[parse(card)] == min(POINTS[parse(c)] for c in view.legal):
        return Reason("cheapest_legal")
    return Reason("saves_strong")


def _lead_reason(view: PlayerView3, card: str) -> Reason:
    value = view.declares(card)
    if value:
        return Reason("declares", value=value)
    c = parse(card)
    held = [parse(x) for x in view.unseen()]  # what the others may hold, shown or not
    held += [parse(x) for p in range(3) if p != view.seat for x in view.known[p]]
    if not any(beats(c, x, parse_suit(view.trump)) for x in held):
        return Reason("unbeatable")
    return Reason("most_points")


def _beats_table(view: PlayerView3, card: str) -> bool:
    trump = parse_suit(view.trump)
    best = parse(view.table[0])
    for x in view.table[1:]:
        if beats(best, parse(x), trump):
            best = parse(x)
    return beats(best, parse(card), trump)


__all__ = ["hint3", "hint3_work", "reason3_for"]
