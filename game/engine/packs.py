"""A deal and the pack order that deals it, at every table (docs/RULES.md §2.2, §5.2).

A kept deal stores its shuffled pack (game.review.record); ``deal_from_pack`` deals it
again and ``pack_of`` finds the pack a fresh deal came from. These are the only
places that know how each table deals the pack out, besides the two engines' own
``deal_core`` / ``deal_core3``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Union

from . import cards
from .core import Core, deal_core
from .deal import State
from .rules import Rules

if TYPE_CHECKING:
    from .three.state import State3

AnyState = Union[State, "State3"]  # a deal for two players, or for three


def deal_from_pack(deck: list[int], rules: Rules, dealer: int) -> AnyState:
    """The deal that this pack order gives (two or three players)."""
    if rules.players == 3:
        from .three.core import deal_core3
        from .three.state import State3

        return State3._wrap(deal_core3(deck, rules, dealer))
    return State._wrap(deal_core(deck, rules, dealer))


def pack_of(start: AnyState) -> tuple[str, ...] | None:
    """The pack that deals exactly ``start``, or None when it is not a fresh deal."""
    core = start.core
    if start.rules.players == 3:
        deck = _deck_of3(core.hands, core.dealer, start.rules)
    else:
        assert isinstance(core, Core)  # two players
        deck = _deck_of(core.hands, core.turnup, core.stock, core.dealer, start.rules)
    if deck is None or deal_from_pack(deck, start.rules, core.dealer) != start:
        return None  # same hand sizes, but something happened (an exchange, a play...)
    return tuple(cards.text(c) for c in deck)


def _deck_of3(hands: list[list[int]], dealer: int, rules: Rules) -> list[int] | None:
    """The pack order ``deal_core3`` deals into these hands (a fresh deal, or None):
    one card at a time from the left of the dealer, so ``deck[i]`` is the
    ``i // 3``-th card of seat ``(dealer + 1 + i) % 3``."""
    if any(len(h) != rules.hand_size for h in hands):
        return None
    first = (dealer + 1) % 3
    return [hands[(first + i) % 3][i // 3] for i in range(rules.pack_size)]


def _deck_of(hands: list[list[int]], turnup: int, stock: list[int], dealer: int,
             rules: Rules) -> list[int] | None:
    """The pack order ``deal_core`` deals into these hands (a fresh deal, or None)."""
    n, face_down = rules.hand_size, rules.stock_start - 1
    if len(hands[0]) != n or len(hands[1]) != n or len(stock) != face_down:
        return None
    first = 1 - dealer
    deck = [hands[(first + i) % 2][i // 2] for i in range(2 * n)]
    return deck + [turnup] + stock[::-1]


__all__ = ["AnyState", "deal_from_pack", "pack_of"]
