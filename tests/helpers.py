"""Building hand-made positions for rule tests."""

from __future__ import annotations

from typing import Any

from game import cards, from_position
from game.rules import make_rules

ALL = [cards.text(c) for c in cards.DECK]


def position(hands: list[list[str]], trump: str, *, stock: list[str] | None = None,
             won: list[list[str]] | None = None, filler: int = 1, **extra: Any) -> dict:
    """A full position: unlisted cards go to the stock (top first) when ``stock``
    is None and there is room, else into ``won[filler]``. The pack is the one of
    ``extra["rules"]`` (Schnapsen: 20 cards), else the 24."""
    given_won = won is not None
    won = [list(w) for w in (won or [[], []])]
    listed = set(hands[0]) | set(hands[1]) | set(won[0]) | set(won[1]) | set(extra.get("table", []))
    listed |= set(stock or [])
    drawn = stock == [] and trump not in listed  # an empty stock: the turn-up was drawn
    pack = [cards.text(c) for c in make_rules(extra.get("rules", "traditional")).deck]
    rest = [c for c in pack if c not in listed and (c != trump or drawn)]
    if stock is None:
        stock = rest
    else:
        won[filler] += rest
        if not given_won:
            _spread(won, filler)
    pos = {"trump": trump, "stock": stock, "hands": hands, "won": won}
    pos.update(extra)
    return pos


def _spread(won: list[list[str]], filler: int) -> None:
    """Keep both won piles under 66 points when the filler pile would pass it (for
    tests that leave the won piles to the helper): a running deal with a player on
    66 is impossible with automatic going out, and positions are checked for it."""
    pts = [sum(cards.POINTS[cards.parse(c)] for c in w) for w in won]
    if pts[filler] < 66:
        return
    other = 1 - filler
    pile = won[filler]
    while pts[filler] >= 56 and len(pile) >= 2:
        pair = pile[-2:]
        value = sum(cards.POINTS[cards.parse(c)] for c in pair)
        if pts[other] + value >= 56:
            break
        del pile[-2:]
        won[other] += pair
        pts[filler] -= value
        pts[other] += value


def state(hands, trump, **kw):
    return from_position(position(hands, trump, **kw))


def play_all(s, actions: list[str]):
    for a in actions:
        s = s.apply(a)
    return s


def marriage_opening(**over: Any) -> dict:
    """A first-trick position: player 0 leads holding the spade marriage (K+Q) and
    the heart king; hearts are trumps. Keys in ``over`` replace the defaults."""
    pos: dict[str, Any] = {
        "rules": "traditional", "options": {}, "trump": "9H",
        "stock": ["AD", "TD", "KD", "QD", "JD", "9D", "AC", "TC", "KC", "QC", "JC"],
        "hands": [["KS", "QS", "AH", "TH", "KH", "9S"], ["AS", "TS", "JS", "QH", "JH", "9C"]],
        "won": [[], []], "marriages": [[], []], "leader": 0, "dealer": 1, "table": [],
        "closed_by": None,
    }
    pos.update(over)
    return pos
