"""The public, immutable face of a two-player deal (docs/ARCHITECTURE.md §2, the checkable
surface) and the two-player table it registers (game.engine.tables): traditional, simple,
Schnapsen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import cards
from .actions import why_illegal_data
from .core import STAGE_NAMES, Core, Outcome, deal_core
from .jsonvalue import JSONObject
from .rules import Rules
from .table import Table
from .tablecore import TableCore
from .tablestate import TableState
from .why import WhyNot

if TYPE_CHECKING:
    from .sampling import Frame
    from .table import TableView
    from .view import PlayerView


class State(TableState[Core]):
    """One moment of a two-player deal. Immutable: ``apply`` returns a new State (the
    shared part is game.engine.tablestate.TableState)."""

    __slots__ = ()

    players = 2  # three-player deals are game.engine.three.state.State3
    _stage_names = STAGE_NAMES

    def _why_illegal(self, code: int) -> WhyNot:
        return why_illegal_data(self._core, code)

    @property
    def points(self) -> tuple[int, int]:
        c = self._core
        return (c.points(0), c.points(1))

    @property
    def pending(self) -> tuple[int, int]:
        c = self._core
        return (c.pending(0), c.pending(1))

    @property
    def stock_size(self) -> int:
        return self._core.stock_size()

    @property
    def outcome(self) -> Outcome | None:
        return self._core.outcome

    @property
    def tricks(self) -> tuple[int, int]:
        t = self._core.tricks
        return (t[0], t[1])

    @property
    def closed_by(self) -> int | None:
        c = self._core.closed_by
        return None if c < 0 else c

    @property
    def table(self) -> list[str]:
        lead = self._core.lead
        return [] if lead < 0 else [cards.text(lead)]

    def view(self, seat: int) -> "PlayerView":
        """What ``seat`` may know (the only input of AIs and the page)."""
        from .view import PlayerView

        return PlayerView.of(self._core, seat, self._match)

    def _core_position(self) -> JSONObject:
        from .position import core_to_position

        return core_to_position(self._core)

    def __repr__(self) -> str:
        c = self._core
        return (
            f"<State {self.stage} trump={self.trump_card} stock={c.stock_size()} "
            f"hands={self.hand(0)}|{self.hand(1)} table={self.table} "
            f"points={self.points} to_move={self.to_move}>"
        )


def _deal_two(deck: list[int], rules: Rules, dealer: int) -> State:
    return State._wrap(deal_core(deck, rules, dealer))


def _read_two(position: object) -> State:
    from .position import position_to_core

    return State._read(position_to_core(position), position)


def _view_two(core: TableCore, seat: int) -> "TableView":
    from .view import PlayerView

    assert isinstance(core, Core)
    return PlayerView.of(core, seat)


def _deck_of_two(core: TableCore, rules: Rules) -> "list[int] | None":
    """The pack order ``deal_core`` deals into these hands (a fresh deal, or None)."""
    assert isinstance(core, Core)
    hands, n, face_down = core.hands, rules.hand_size, rules.stock_start - 1
    if len(hands[0]) != n or len(hands[1]) != n or len(core.stock) != face_down:
        return None
    first = 1 - core.dealer
    deck = [hands[(first + i) % 2][i // 2] for i in range(2 * n)]
    return deck + [core.turnup] + core.stock[::-1]


def _sampler_two(view: "TableView") -> "Frame":
    from .sampling import Frame
    from .view import PlayerView

    assert isinstance(view, PlayerView), "a two-player view"
    return Frame(view)


TWO_PLAYERS: Table[State, Core] = Table(
    name="two", players=2, default_dealer=1, deal=_deal_two, deck_of=_deck_of_two,
    read_position=_read_two, view=_view_two, sampler=_sampler_two)


__all__ = ["State", "TWO_PLAYERS"]
