"""Gentle, Normal and Sharp: the simple build's computer, exactly as docs/RULES.md §4.

Every sort is stable over hand order, so ties keep the order in which the
cards entered the hand. Only the player's own view is read.
"""

from __future__ import annotations

from ..engine.cards import KING, POINTS, QUEEN, beats, parse
from ..engine.view import PlayerView

# Points the led card must carry before the level spends a winner on it.
FOLLOW_THRESHOLD = {"gentle": 0, "normal": 10, "sharp": 4}
LEVELS = tuple(FOLLOW_THRESHOLD)


def best_declarable_marriage(view: PlayerView) -> int:
    """Points of the richest marriage this seat could declare by leading now."""
    return max((v for _, v in view.declarations), default=0)


def can_go_out_correctly(view: PlayerView) -> bool:
    """Going out now would be a true claim of 66 (docs/RULES.md §2.8)."""
    if "out" not in view.legal:
        return False
    me = view.seat
    total = view.points[me]
    if view.tricks[me] and view.stage == "play":
        total += best_declarable_marriage(view)
    return total >= 66


def obvious_action(view: PlayerView) -> str | None:
    """An action needing no thought: the only legal one, or a correct "out"."""
    if not view.legal:
        raise ValueError("it is not this player's turn")
    if len(view.legal) == 1:
        return view.legal[0]
    return "out" if can_go_out_correctly(view) else None


def choose_follow(view: PlayerView, level: str) -> str:
    led = parse(view.table[0])
    trump = "CDHS".index(view.trump)
    legal = [c for c in view.legal if len(c) == 2 and c[0] in "ATKQJ9"]
    winners = sorted((c for c in legal if beats(led, parse(c), trump)),
                     key=lambda c: POINTS[parse(c)])
    if winners and POINTS[led] >= FOLLOW_THRESHOLD[level]:
        return winners[0]
    return sorted(legal, key=lambda c: POINTS[parse(c)])[0]


def lead_rank(view: PlayerView, card: str) -> int:
    return POINTS[parse(card)] + (100 if card[1] == view.trump else 0)


def choose_lead(view: PlayerView, level: str) -> str:
    hand = list(view.hand)
    if level in ("normal", "sharp"):
        declared = view.marriages[view.seat]
        for card in hand:
            code = parse(card)
            if code % 6 in (KING, QUEEN):
                partner = ("Q" if card[0] == "K" else "K") + card[1]
                if partner in hand and card[1] not in declared:
                    return card
    ranked = sorted(hand, key=lambda c: lead_rank(view, c))
    if level == "sharp" and view.strict:
        return ranked[-1]
    return ranked[0]


def choose_classic(view: PlayerView, level: str) -> str:
    if level not in FOLLOW_THRESHOLD:
        raise ValueError(f"unknown level {level!r}")
    if not view.legal:
        raise ValueError("it is not this player's turn")
    if can_go_out_correctly(view):
        return "out"
    if view.before_draw:
        return "draw"  # these levels never close
    if "exchange" in view.legal:
        return "exchange"  # whenever allowed, before choosing a card
    if view.table:
        return choose_follow(view, level)
    return choose_lead(view, level)
