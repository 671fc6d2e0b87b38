"""The levels and the one dispatch: ``choose(state, level, seed)`` and
``choose_from_view(view, level, seed)`` (re-exported by game.ai). Its own module so
that thinking.py, which game.ai re-exports too, can call it without a circle.
"""

from __future__ import annotations

from typing import Any

from .classic import LEVELS as CLASSIC_LEVELS
from .classic import choose_classic

LEVELS = CLASSIC_LEVELS + ("expert",)


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
        return choose_classic(view, level)
    if level == "expert":
        from .expert import choose_expert

        return choose_expert(view, seed)
    raise ValueError(f"unknown level {level!r}: use one of {', '.join(LEVELS)}")


__all__ = ["LEVELS", "choose", "choose_from_view"]
