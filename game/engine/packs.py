"""A deal and the pack order that deals it, at every table (docs/RULES.md §2.2, §5.2).

A kept deal stores its shuffled pack (game.review.record); ``deal_from_pack`` deals it
again and ``pack_of`` finds the pack a fresh deal came from. Each table says how it
deals the pack out (``Table.deal`` and ``Table.deck_of``, game.engine.tables).
"""

from __future__ import annotations

from . import cards
from .rules import Rules
from .tables import AnyState, table_for


def deal_from_pack(deck: list[int], rules: Rules, dealer: int) -> AnyState:
    """The deal that this pack order gives, at the table that plays ``rules``."""
    return table_for(rules).deal(deck, rules, dealer)


def pack_of(start: AnyState) -> tuple[str, ...] | None:
    """The pack that deals exactly ``start``, or None when it is not a fresh deal."""
    core, rules = start.core, start.rules
    deck = table_for(rules).deck_of(core, rules)
    if deck is None or deal_from_pack(deck, rules, core.dealer) != start:
        return None  # same hand sizes, but something happened (an exchange, a play...)
    return tuple(cards.text(c) for c in deck)


__all__ = ["AnyState", "deal_from_pack", "pack_of"]
