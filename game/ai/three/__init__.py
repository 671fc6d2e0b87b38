"""Computer players for three (docs/RULES.md §5). Each decides from its own seat's view.

``choose_three(view, level, seed)``: gentle, normal and sharp (``classic``, §4 as
§5.7 reads it, with the end of the deal searched: ``ladder``), the same three
exactly as §5.7 (``classic-gentle``, ``classic-normal``, ``classic-sharp``: arena
players), ``rollout`` (a reference player, not a page level) and ``expert``
(game/ai/three/expert.py: ``choose_expert3(view, seed)``).
"""

from __future__ import annotations

from ...engine.three.view import PlayerView3
from .classic import LEVELS as CLASSIC_LEVELS
from .classic import choose_classic3

LEVELS = CLASSIC_LEVELS + ("expert",)


def choose_three(view: PlayerView3, level: str, seed: int | None = None) -> str:
    if level in CLASSIC_LEVELS:
        from .ladder import choose_ladder3

        return choose_ladder3(view, level, seed)
    if level.startswith("classic-") and level[8:] in CLASSIC_LEVELS:
        return choose_classic3(view, level[8:])
    if level == "expert":
        from .expert import choose_expert3

        return choose_expert3(view, seed)
    if level == "rollout":
        from .rollout import choose_rollout3

        return choose_rollout3(view, seed)
    raise ValueError(f"unknown level {level!r}: use one of {', '.join(LEVELS)}")


__all__ = ["LEVELS", "choose_three"]
