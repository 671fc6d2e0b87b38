"""Computer players. Each decides from its own seat's view only.

``choose(state, level, seed)`` returns the action text for the player to move.
Levels: gentle, normal, sharp (the simple build's levels, exactly as docs/RULES.md §4)
and expert (searching).

The same decision in slices (a page must not freeze while the Expert thinks):
``think(state, level, seed)`` -> ``Thinking``; call ``step(budget_s)`` until it
returns True, then read ``.action`` (equal to ``choose``, wherever the slices
fall). ``think_hint(view)`` does the same for ``hint.hint``: ``.result`` is
(action, reason), seeded by the view as the Expert's own play is (infoset.py).
See thinking.py; game/web/thinking.py drives it in the page.
"""

from __future__ import annotations

from .levels import LEVELS, choose, choose_from_view
from .thinking import Thinking, think, think_hint

__all__ = ["LEVELS", "Thinking", "choose", "choose_from_view", "think", "think_hint"]
