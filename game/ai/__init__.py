"""Computer players. Each decides from its own seat's view only.

``choose(state, level, seed)`` returns the action text for the player to move.
Levels: gentle, normal, sharp (the simple build's levels, exactly as docs/RULES.md §4)
and expert (searching).

The same decision in slices (a page must not freeze while the Expert thinks):
``think(state, level, seed)`` -> ``Thinking``; call ``step(budget_s)`` until it
returns True, then read ``.action`` (equal to ``choose``, wherever the slices
fall). ``think_hint(view, seed)`` does the same for ``hint.hint``: ``.result``
is (action, reason). See thinking.py; game/web/thinking.py drives it in the page.
"""

from __future__ import annotations

from typing import Any

from .classic import LEVELS as CLASSIC_LEVELS
from .classic import choose_classic
from .thinking import Thinking, think, think_hint

LEVELS = CLASSIC_LEVELS + ("expert",)


def choose(state: Any, level: str, seed: int | None = None) -> str:
    """The computer's action for ``state.to_move`` at ``level``, from its view."""
    seat = state.to_move
    if seat is None:
        raise ValueError("the deal is over: nobody is to move")
    view = state.view(seat)
    return choose_from_view(view, level, seed)


def choose_from_view(view: Any, level: str, seed: int | None = None) -> str:
    if getattr(view, "players", 2) == 3:  # three players (docs/RULES.md §5): game/ai/three
        from .three import choose_three

        return choose_three(view, level, seed)
    if level in CLASSIC_LEVELS:
        return choose_classic(view, level)
    if level == "expert":
        from .expert import choose_expert

        return choose_expert(view, seed)
    raise ValueError(f"unknown level {level!r}: use one of {', '.join(LEVELS)}")


__all__ = ["LEVELS", "Thinking", "choose", "choose_from_view", "think", "think_hint"]
