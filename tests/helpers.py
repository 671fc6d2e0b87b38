"""Building hand-made positions for rule tests."""

from __future__ import annotations

from typing import Any

from game import cards, from_position

ALL = [cards.text(c) for c in cards.DECK]


def position(hands: list[list[str]], trump: str, *, stock: list[str] | None = None,
             won: list[list[str]] | None = None, filler: int = 1, **extra: Any) -> dict:
    """A full position: unlisted cards go to the stock (top first) when ``stock``
    is None and there is room, else into ``won[filler]``."""
    won = [list(w) for w in (won or [[], []])]
    listed = set(hands[0]) | set(hands[1]) | set(won[0]) | set(won[1]) | set(extra.get("table", []))
    listed |= set(stock or [])
    drawn = stock == [] and trump not in listed  # an empty stock: the turn-up was drawn
    rest = [c for c in ALL if c not in listed and (c != trump or drawn)]
    if stock is None:
        stock = rest
    else:
        won[filler] += rest
    pos = {"trump": trump, "stock": stock, "hands": hands, "won": won}
    pos.update(extra)
    return pos


def state(hands, trump, **kw):
    return from_position(position(hands, trump, **kw))


def play_all(s, actions: list[str]):
    for a in actions:
        s = s.apply(a)
    return s
