"""What every table's fast inner engine shares: the fields of a deal in progress, the
stage numbers at both ends of a deal, declaring a marriage and copying the shared fields.

``game.engine.core.Core`` (two players) and ``game.engine.three.core.Core3`` (three)
extend ``TableCore`` with their own fields (the stock and the close; the trick on the
table), their rules and their ``copy()``. A core is copied at every node of the AI's
search, so ``copy()`` stays flat: each table copies its per-seat lists itself, with
no loop over the seats.
"""

from __future__ import annotations

from typing import Self

from .cards import PARTNER, SUITS, text
from .events import Event, marriage_value
from .rules import Rules

# Stages of a deal; two players have two more between them (game.engine.core).
PLAY = 0  # someone leads or follows a card
OVER = 3


class TableCore:
    """One deal in progress, as ints and lists indexed by seat. Mutable; ``copy()``
    before changing a shared one."""

    __slots__ = (
        "rules", "trump", "turnup", "hands", "won", "tricks", "card_points",
        "marriage_points", "marriages", "leader", "dealer", "stage", "ntricks",
        "known", "voids", "events",
    )

    rules: Rules
    trump: int  # trump suit
    turnup: int  # the turned trump card (two players: under the stock; three: the dealer's)
    hands: list[list[int]]  # hand order = order received
    won: list[list[int]]  # cards taken, trick after trick, each in play order
    tricks: list[int]
    card_points: list[int]  # points of won cards, plus the last trick's 10
    marriage_points: list[int]  # declared; they count once the declarer has a trick
    marriages: list[list[int]]  # suits declared, in order
    leader: int  # who led the current trick, or leads next
    dealer: int
    stage: int
    ntricks: int
    known: list[int]  # bitmask of cards in each hand that every seat has seen
    voids: list[int]  # bitmask of suits each seat has shown void in
    # What happened, for the facade's apply_events; None (the default, and always in
    # search copies) records nothing, so the AI's inner loop pays one test per step.
    events: list[Event] | None

    # -- what each table defines -----------------------------------------------------
    def to_move(self) -> int | None:
        raise NotImplementedError

    def legal(self) -> list[int]:
        raise NotImplementedError

    def play(self, code: int, /) -> None:
        raise NotImplementedError

    def pending(self, p: int) -> int:
        """Declared marriage points of ``p`` that do not count yet."""
        raise NotImplementedError

    def declaration_value(self, p: int, card: int) -> int:
        """Points that leading ``card`` would declare now (0: none)."""
        raise NotImplementedError

    def copy(self) -> Self:
        raise NotImplementedError

    # -- shared ---------------------------------------------------------------------------
    def marriage_value(self, suit: int) -> int:
        return marriage_value(suit == self.trump)

    def _declare(self, p: int, card: int) -> None:
        """``p`` declares the marriage of ``card`` (a king or queen) with its partner."""
        suit = card // 6
        value = self.marriage_value(suit)
        self.marriages[p].append(suit)
        self.marriage_points[p] += value
        self.known[p] |= (1 << PARTNER[card]) | (1 << card)  # both are shown
        if self.events is not None:
            self.events.append(Event("marriage", p, text(card), partner=text(PARTNER[card]),
                                     suit=SUITS[suit], points=value,
                                     counted=not self.pending(p)))

    def _copy_shared(self, c: TableCore) -> None:
        """Copy into ``c`` the fields above but the per-seat lists of lists (hands, won,
        marriages), which each table copies flat. Events are never copied."""
        c.rules = self.rules
        c.trump = self.trump
        c.turnup = self.turnup
        c.tricks = self.tricks[:]
        c.card_points = self.card_points[:]
        c.marriage_points = self.marriage_points[:]
        c.leader = self.leader
        c.dealer = self.dealer
        c.stage = self.stage
        c.ntricks = self.ntricks
        c.known = self.known[:]
        c.voids = self.voids[:]
        c.events = None


__all__ = ["TableCore", "PLAY", "OVER"]
