"""One shape for what a seat sees, at every table (two players, three, Schnapsen), and
``Table``: what a table registers (game.engine.tables).

``TableView`` is what the page, the review and the statistics may read of a player's
view; both engines' views (game.engine.view.PlayerView, game.engine.three.view.PlayerView3) have it.
Per-seat facts are tuples indexed by seat, a trick is (seat, card) pairs in play order,
and a table without a stock says so (``has_stock``) rather than being told apart by
its number of players. What only one table has (closing, the two-player exchange
offer) stays on its own view, read through the rules' options.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

if TYPE_CHECKING:
    from .rules import Rules
    from .tablecore import TableCore
    from .tablestate import TableState
    from .why import WhyNot

S = TypeVar("S", bound="TableState[Any]")
C = TypeVar("C", bound="TableCore")
C_co = TypeVar("C_co", bound="TableCore", covariant=True)


class WorldSampler(Protocol[C_co]):
    """Full deals (every hidden card placed) consistent with one seat's view: each draw
    one layout, every consistent one equally likely, depending only on the view and the
    random generator, so a player searching them cannot learn a hidden card."""

    def sample(self, rng: random.Random) -> C_co: ...


class FinishedTrick(Protocol):
    """The last trick taken (in view until the deal ends: docs/RULES.md §6.3)."""

    @property
    def leader(self) -> int: ...
    @property
    def winner(self) -> int: ...
    @property
    def cards(self) -> tuple[str, ...]:  # in play order, the led card first
        ...
    @property
    def plays(self) -> tuple[tuple[int, str], ...]:  # (seat, card) in play order
        ...


class Outcome(Protocol):
    """A deal's end: the winner (None: a draw or a replay), the game points, why, and
    what each seat paid the winner (0 for the winner; every seat's, at every table)."""

    @property
    def winner(self) -> int | None: ...
    @property
    def game_points(self) -> int: ...
    @property
    def reason(self) -> str: ...
    @property
    def paid(self) -> tuple[int, ...]: ...
    def net(self, seat: int) -> int: ...


class TableView(Protocol):
    @property
    def seat(self) -> int: ...
    @property
    def players(self) -> int: ...
    @property
    def rules(self) -> Rules: ...
    @property
    def stage(self) -> str: ...
    @property
    def to_move(self) -> int | None: ...
    @property
    def legal(self) -> tuple[str, ...]: ...
    @property
    def hand(self) -> tuple[str, ...]: ...
    @property
    def hand_sizes(self) -> tuple[int, ...]: ...
    @property
    def trump(self) -> str: ...
    @property
    def trump_card(self) -> str: ...
    @property
    def has_stock(self) -> bool: ...
    @property
    def trump_card_in_stock(self) -> bool:  # it lies face up under the stock
        ...
    @property
    def stock_size(self) -> int: ...
    @property
    def closed_by(self) -> int | None: ...
    @property
    def trump_holder(self) -> int | None:  # a seat holding the turned trump card openly
        ...
    @property
    def leader(self) -> int: ...
    @property
    def dealer(self) -> int: ...
    @property
    def table(self) -> tuple[str, ...]: ...
    @property
    def plays(self) -> tuple[tuple[int, str], ...]:  # the trick on the table, by seat
        ...
    @property
    def last_trick(self) -> FinishedTrick | None: ...
    @property
    def points(self) -> tuple[int, ...]: ...
    @property
    def pending(self) -> tuple[int, ...]: ...
    @property
    def tricks(self) -> tuple[int, ...]: ...
    @property
    def won(self) -> tuple[tuple[str, ...], ...]: ...
    @property
    def marriages(self) -> tuple[tuple[str, ...], ...]: ...
    @property
    def known(self) -> tuple[tuple[str, ...], ...]:  # each seat's cards everybody has seen
        ...
    @property
    def voids(self) -> tuple[tuple[str, ...], ...]: ...
    @property
    def declarations(self) -> tuple[tuple[str, int], ...]: ...
    @property
    def lead_partner(self) -> str | None: ...
    @property
    def outcome(self) -> Outcome | None: ...
    @property
    def ntricks(self) -> int: ...
    @property
    def my_turn(self) -> bool: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def strict(self) -> bool: ...
    @property
    def before_draw(self) -> bool: ...
    @property
    def exchange_offer(self) -> bool: ...

    def declares(self, card: str) -> int: ...
    def playable(self, card: str) -> bool: ...
    def unseen(self) -> list[str]: ...
    def why_not_data(self, card: str) -> WhyNot | None: ...


@dataclass(frozen=True)
class Table(Generic[S, C]):
    """One table: its seats and the functions that deal and read its deals, and that
    sample worlds from a view (``S``: its state, e.g. game.engine.state.State; ``C``: its
    fast core, e.g. game.engine.core.Core)."""

    name: str  # "two" or "three": for messages and the registries above the engine
    players: int
    default_dealer: int  # who deals a deal when nobody says (the non-dealer leads)
    # the deal a shuffled pack gives (a pack is game.engine.cards ints, first card first)
    deal: Callable[[list[int], Rules, int], S]
    # the pack order that deals exactly these hands (a fresh deal), or None
    deck_of: Callable[[TableCore, Rules], "list[int] | None"]
    # position JSON -> a state (PositionError naming the problem); state -> JSON
    read_position: Callable[[object], S]
    view: Callable[[TableCore, int], TableView]
    # the worlds consistent with a seat's view (a view of this table)
    sampler: Callable[[TableView], WorldSampler[C]]  # what a seat may know

    @property
    def seats(self) -> range:
        return range(self.players)

    def check_dealer(self, dealer: "int | None") -> int:
        """``dealer`` as a seat of this table (the default when None); ValueError if not."""
        if dealer is None:
            return self.default_dealer
        if isinstance(dealer, bool) or dealer not in self.seats:
            seats = [str(s) for s in self.seats]
            raise ValueError(f"dealer must be {', '.join(seats[:-1])} or {seats[-1]}")
        return dealer


def seats_in_play_order(leader: int, played: tuple[str, ...], players: int
                        ) -> tuple[tuple[int, str], ...]:
    """A trick's cards as (seat, card) pairs: the leader first, then round the table."""
    return tuple(((leader + i) % players, card) for i, card in enumerate(played))
