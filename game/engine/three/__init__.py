"""Sixty-Six for three players (docs/RULES.md §5, preset ``three``).

``game.new_deal(seed, rules="three", dealer=0)`` and ``game.from_position`` with
``"rules": "three"`` find this table in game.engine.tables (``state.THREE_PLAYERS``).
``core`` is the fast inner engine (its docstring describes the API for search code),
``state`` the immutable facade, ``view`` what one seat may know, ``position`` the JSON
form.
"""

from .core import Core3, deal_core3
from .state import State3
from .view import PlayerView3

__all__ = ["Core3", "PlayerView3", "State3", "deal_core3"]
