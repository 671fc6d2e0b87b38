"""The public, immutable face of a two-player deal (DESIGN.md's checkable surface)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal, overload

from . import cards
from .actions import (  # re-exported: the names' home before game.engine.actions
    IllegalAction,
    action_text,
    parse_action,
    shuffled_deck,
    why_illegal_data,
)
from .core import (
    EXCHANGE,
    PASS,
    STAGE_NAMES,
    Core,
    Outcome,
    deal_core,
)
from .rules import Rules, make_rules
from .tablestate import TableState
from .why import WhyNot

if TYPE_CHECKING:
    from .three.state import State3
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
        return tuple(self._core.tricks)  # type: ignore[return-value]

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

        return PlayerView.of(self._core, seat)

    def to_position(self) -> dict[str, Any]:
        from .position import core_to_position

        return core_to_position(self._core)

    def __repr__(self) -> str:
        c = self._core
        return (
            f"<State {self.stage} trump={self.trump_card} stock={c.stock_size()} "
            f"hands={self.hand(0)}|{self.hand(1)} table={self.table} "
            f"points={self.points} to_move={self.to_move}>"
        )


@overload
def new_deal(seed: "int | None", rules: Literal["three"], dealer: "int | None" = None,
             **options: Any) -> "State3": ...
@overload
def new_deal(seed: "int | None" = None, rules: "str | Rules" = "traditional",
             dealer: "int | None" = None, **options: Any) -> State: ...
def new_deal(seed: "int | None" = None, rules: "str | Rules" = "traditional",
             dealer: "int | None" = None, **options: Any) -> "State | State3":
    """Shuffle with ``seed`` and deal. The non-dealer (default: player 0) leads.
    ``rules="schnapsen"`` deals the 20-card pack, five each (docs/RULES.md §7).

    ``rules="three"`` deals for three players (game.engine.three; default dealer 0)."""
    if rules == "three" or (isinstance(rules, Rules) and rules.players == 3):
        from .three.state import new_deal3

        return new_deal3(seed, rules, 0 if dealer is None else dealer, **options)
    if dealer is None:
        dealer = 1
    if dealer not in (0, 1):
        raise ValueError("dealer must be 0 or 1")
    r = make_rules(rules, **options)
    return State._wrap(deal_core(shuffled_deck(seed, r.deck), r, dealer))


def from_position(position: dict[str, Any]) -> "State | State3":
    """A State from position JSON (see DESIGN.md); ValueError naming the problem."""
    if isinstance(position, dict) and position.get("rules") == "three":
        from .three.state import from_position3

        return from_position3(position)
    from .position import position_to_core

    return State._wrap(position_to_core(position))


__all__ = [
    "State", "IllegalAction", "new_deal", "from_position", "parse_action",
    "action_text", "why_illegal_data", "shuffled_deck", "EXCHANGE", "PASS",
]
