"""What both tables' views derive alike, and the texts both build from a core.

``game.engine.view.PlayerView`` (two players) and ``game.engine.three.view.PlayerView3``
are frozen dataclasses with fields of their own; ``SeatView`` is their mixin for the
conveniences of game.engine.table.TableView that follow from those fields the same
way at every table. Its methods read ``self`` as a TableView, so each field is
declared once, on its view. The functions below turn a core's ints into the texts
both views hold.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import cards
from .table import seats_in_play_order

if TYPE_CHECKING:
    from .table import TableView
    from .tablecore import TableCore


class SeatView:
    """The TableView conveniences read alike from every view's fields."""

    __slots__ = ()

    @property
    def my_turn(self: TableView) -> bool:
        return self.to_move == self.seat

    @property
    def is_over(self: TableView) -> bool:
        return self.stage == "over"

    @property
    def strict(self: TableView) -> bool:
        """Phase two (follow suit, beat, trump): the stock is closed or used up. With
        three players there is no stock, so every trick is strict."""
        return self.closed_by is not None or not self.trump_card_in_stock

    @property
    def before_draw(self: TableView) -> bool:
        return self.stage == "before_draw"

    @property
    def exchange_offer(self: TableView) -> bool:
        return self.stage == "exchange_offer"

    @property
    def has_stock(self: TableView) -> bool:
        """The rules say: three players share out the whole pack (docs/RULES.md §5.2)."""
        return self.rules.has_stock

    @property
    def plays(self: TableView) -> tuple[tuple[int, str], ...]:
        return seats_in_play_order(self.leader, self.table, self.players)

    def declares(self: TableView, card: str) -> int:
        """Points that leading ``card`` would declare now (0: none)."""
        for c, v in self.declarations:
            if c == card:
                return v
        return 0

    def playable(self: TableView, card: str) -> bool:
        return card in self.legal

    def unseen(self: TableView) -> list[str]:
        """Cards whose place this seat does not know: the other seats' hidden cards and
        the face-down stock."""
        visible = set(self.hand) | set(self.table)
        for p in range(self.players):
            visible.update(self.won[p])
            visible.update(self.known[p])
        if self.trump_card_in_stock:
            visible.add(self.trump_card)
        return [cards.text(c) for c in self.rules.deck if cards.text(c) not in visible]


def texts_by_seat(piles: list[list[int]]) -> tuple[tuple[str, ...], ...]:
    """Each seat's cards as texts (hands, won cards)."""
    return tuple(tuple(cards.text(x) for x in pile) for pile in piles)


def suits_by_seat(marriages: list[list[int]]) -> tuple[tuple[str, ...], ...]:
    """Each seat's declared suits as letters."""
    return tuple(tuple(cards.SUITS[s] for s in m) for m in marriages)


def suit_letters(mask: int) -> tuple[str, ...]:
    """The suits of a bitmask of suits (a seat's voids) as letters."""
    return tuple(cards.SUITS[s] for s in range(4) if mask >> s & 1)


def declarations(c: TableCore, seat: int) -> tuple[tuple[str, int], ...]:
    """(card, points) for each card of ``seat`` whose lead would declare a marriage now
    (the core's declaration_value decides it); the caller knows when nothing is led."""
    return tuple((cards.text(x), v) for x in c.hands[seat] if (v := c.declaration_value(seat, x)))


def lead_partner(c: TableCore, lead: int) -> str | None:
    """The partner shown with ``lead``, the card led to the trick on the table (-1: none),
    when that lead declared a marriage: exactly when the leader has declared its suit
    and the partner is still in the leader's hand (one marriage per suit; the partner
    stays until played, and a later lead of it finds the first card gone)."""
    if lead < 0:
        return None
    partner = cards.PARTNER[lead]
    if partner >= 0 and lead // 6 in c.marriages[c.leader] and partner in c.hands[c.leader]:
        return cards.text(partner)
    return None


__all__ = ["SeatView", "declarations", "lead_partner", "suit_letters", "suits_by_seat",
           "texts_by_seat"]
