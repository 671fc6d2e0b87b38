"""A hint for the human: the expert's action and a short reason a person follows."""

from __future__ import annotations

from .. import cards
from ..cards import PARTNER, POINTS, beats
from ..core import CLOSE
from ..deal import parse_action
from ..view import PlayerView
from .classic import can_go_out_correctly
from .expert import DEFAULT_BUDGET, Budget, expert_decision_work
from .thinking import Work, finish


def hint(view: PlayerView, seed: int | None = None,
         budget: Budget = DEFAULT_BUDGET) -> tuple[str, str]:
    """(suggested action, reason). The view must be of the seat to move."""
    return finish(hint_work(view, seed, budget))


def hint_work(view: PlayerView, seed: int | None = None,
              budget: Budget = DEFAULT_BUDGET) -> Work[tuple[str, str]]:
    """Stepwise ``hint`` (thinking.py)."""
    action, scores = yield from expert_decision_work(view, seed, budget)  # one search serves both
    if len(view.legal) == 1:
        return action, "it is the only legal move"
    if action == "out" and can_go_out_correctly(view):
        return action, "you have 66: go out now and score the deal"
    assert scores is not None  # the only searchless answers were handled just above
    expect = scores.get(parse_action(action), 0.0)
    tail = f" (expected {expect:+.1f} game points)"
    return action, _reason(view, action, scores) + tail


def _reason(view: PlayerView, action: str, scores: dict[int, float]) -> str:
    if action == "close":
        return "closing: you can reach 66 in the remaining tricks"
    if action == "draw":
        if CLOSE in scores:
            return "draw: closing now would be a gamble"
        return "draw from the stock"
    if action == "exchange":
        return "swap the trump nine for the turn-up: a better trump for nothing"
    if action == "pass":
        return "keep the nine: the turn-up does not help you here"
    if action == "out":
        return "go out"
    if view.table:
        return _follow_reason(view, action)
    return _lead_reason(view, action)


def _follow_reason(view: PlayerView, action: str) -> str:
    led = cards.parse(view.table[0])
    card = cards.parse(action)
    trump = cards.parse_suit(view.trump)
    hand = [cards.parse(c) for c in view.hand]
    if beats(led, card, trump):
        if card // 6 == trump and led // 6 != trump:
            trumps = [c for c in hand if c // 6 == trump]
            if all(POINTS[card] <= POINTS[c] for c in trumps):
                return "wins the trick with the cheapest trump"
            return "wins the trick with a trump"
        return f"takes the trick with the {cards.name(card)}"
    partner = PARTNER[card]
    if any(PARTNER[c] >= 0 and PARTNER[c] in hand and c != card and c != partner
           for c in hand):
        return "keeps the marriage for the next lead"
    if POINTS[card] == min(POINTS[c] for c in hand):
        return "gives away as little as possible: this trick is not worth winning"
    return "saves the stronger cards for later"


def _lead_reason(view: PlayerView, action: str) -> str:
    card = cards.parse(action)
    suit = card // 6
    value = view.declares(action)
    if value:
        return f"declares the marriage for {value}"
    if view.strict:
        out = [cards.parse(c) for c in view.unseen()] + [
            cards.parse(c) for c in view.opponent_known]
        if not any(c // 6 == suit and c < card for c in out):
            return "leads a card nobody can beat in its suit"
        return "leads to force out the opponent's strong cards"
    if POINTS[card] <= 2:
        return "leads a cheap card to see what the opponent does"
    return "leads where the search finds the most points"


__all__ = ["hint", "hint_work"]
