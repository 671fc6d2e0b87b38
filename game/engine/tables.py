"""The tables, looked up by ``Rules`` (docs/RULES.md §2, §5, §7).

A *table* (``game.engine.table.Table``) is how many seats there are and the engine that
plays them: how the pack is dealt, positions in and out, the fast core (``TableCore``:
``legal`` / ``play`` / ``copy`` / ``to_move`` / ``outcome``), the immutable face over
it (``TableState``), a seat's view (``TableView``) and the worlds consistent with a
view (``WorldSampler``). A two-player variant
(traditional, simple, Schnapsen) is data, a ``Rules`` preset; a new table is one more
entry in ``_TABLES``. ``new_deal``, ``from_position``, the pack helpers and everything
above the engine find a table here instead of asking how many players there are.
"""

from __future__ import annotations

from .core import Core
from .rules import PRESETS, Rules, make_rules
from .state import TWO_PLAYERS, State
from .table import Table
from .three.core import Core3
from .three.state import THREE_PLAYERS, State3
from .three.view import PlayerView3
from .view import PlayerView

# A deal at any table. A Union rather than TableState[Any] so that callers keep each
# table's own tuple sizes; a new table adds its state here.
AnyState = State | State3
# A seat's view at any table (what ``AnyState.view`` gives), for the same reason.
AnyView = PlayerView | PlayerView3

AnyTable = Table[State, Core] | Table[State3, Core3]
_TABLES: dict[int, AnyTable] = {t.players: t for t in (TWO_PLAYERS, THREE_PLAYERS)}


def table_for(rules: "Rules | str") -> AnyTable:
    """The table that plays ``rules`` (a ``Rules`` or a preset's name)."""
    players = make_rules(rules).players
    if players not in _TABLES:
        raise ValueError(f"no table plays {players} players")
    return _TABLES[players]


def tables() -> tuple[AnyTable, ...]:
    """Every table, fewest seats first."""
    return tuple(_TABLES[n] for n in sorted(_TABLES))


def table_of_position(position: object) -> AnyTable:
    """The table a position JSON names by its rules; the two-player table otherwise,
    whose reader then refuses it with a message naming what is wrong."""
    name = position.get("rules") if isinstance(position, dict) else None
    if isinstance(name, str) and name in PRESETS:
        return table_for(name)
    return TWO_PLAYERS


__all__ = ["AnyState", "AnyTable", "AnyView", "table_for", "table_of_position", "tables"]
