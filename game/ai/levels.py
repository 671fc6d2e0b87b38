"""The levels and the one dispatch: ``choose(state, level, seed)`` and
``choose_from_view(view, level, seed)`` (re-exported by game.ai). Its own module so
that thinking.py, which game.ai re-exports too, can call it without a circle.

``LEVELS`` are the page's, weakest first (the ladder, issue 40): Gentle, Normal and
Sharp play docs/RULES.md §4 and, at the tables other than ``simple``, search the end
of the deal (ladder.py, three/ladder.py); the Expert searches throughout.
``CLASSIC_PLAYERS`` are the simple build's three levels exactly as §4 at every table
(``classic-gentle``, ``classic-normal``, ``classic-sharp``): not page levels, but
players for the arena, so that figures measured against them stay reproducible.
"""

from __future__ import annotations

from typing import Any

from .classic import LEVELS as CLASSIC_LEVELS
from .classic import choose_classic

LEVELS = CLASSIC_LEVELS + ("expert",)
CLASSIC_PREFIX = "classic-"
CLASSIC_PLAYERS = tuple(CLASSIC_PREFIX + lv for lv in CLASSIC_LEVELS)


def classic_level(name: str) -> str | None:
    """The §4 level a ``classic-*`` player plays (None: not one of them)."""
    return name[len(CLASSIC_PREFIX):] if name in CLASSIC_PLAYERS else None


def choose(state: Any, level: str, seed: int | None = None) -> str:
    """The computer's action for ``state.to_move`` at ``level``, from its view."""
    seat = state.to_move
    if seat is None:
        raise ValueError("the deal is over: nobody is to move")
    view = state.view(seat)
    return choose_from_view(view, level, seed)


def choose_from_view(view: Any, level: str, seed: int | None = None) -> str:
    if view.players == 3:  # docs/RULES.md §5: game/ai/three
        from .three import choose_three

        return choose_three(view, level, seed)
    if level in CLASSIC_LEVELS:
        from .ladder import choose_ladder

        return choose_ladder(view, level, seed)
    classic = classic_level(level)
    if classic is not None:
        return choose_classic(view, classic)
    if level == "expert":
        from .expert import choose_expert

        return choose_expert(view, seed)
    raise ValueError(f"unknown level {level!r}: use one of {', '.join(LEVELS)}")


__all__ = ["CLASSIC_PLAYERS", "LEVELS", "choose", "choose_from_view", "classic_level"]
