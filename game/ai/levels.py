"""The page's levels and the one entry point: ``choose(state, level, seed)`` and
``choose_from_view(view, level, seed)`` (re-exported by game.ai), which find the player
in the registry of every table's bots (bots.py).

``LEVELS`` are the page's, weakest first (the ladder, issue 40): Gentle, Normal and
Sharp play docs/RULES.md §4 and, at the tables other than ``simple``, search the end
of the deal (ladder.py, three/ladder.py); the Expert searches throughout.
``CLASSIC_PLAYERS`` are the simple build's three levels exactly as §4 at every table
(``classic-gentle``, ``classic-normal``, ``classic-sharp``): not page levels, but
players for the arena, so that figures measured against them stay reproducible.
"""

from __future__ import annotations

from ..engine.table import TableView
from ..engine.tables import AnyState
from .bots import decision_work
from .classic import LEVELS as CLASSIC_LEVELS
from .work import finish

LEVELS = CLASSIC_LEVELS + ("expert",)
CLASSIC_PREFIX = "classic-"
CLASSIC_PLAYERS = tuple(CLASSIC_PREFIX + lv for lv in CLASSIC_LEVELS)


def choose(state: AnyState, level: str, seed: int | None = None) -> str:
    """The computer's action for ``state.to_move`` at ``level``, from its view."""
    seat = state.to_move
    if seat is None:
        raise ValueError("the deal is over: nobody is to move")
    return choose_from_view(state.view(seat), level, seed)


def choose_from_view(view: TableView, level: str, seed: int | None = None) -> str:
    """``level``'s action for the seat of ``view`` (which must be to move)."""
    return finish(decision_work(view, level, seed))


__all__ = ["CLASSIC_PLAYERS", "LEVELS", "choose", "choose_from_view"]
