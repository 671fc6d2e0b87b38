"""The computer players of every table in one registry: a ``Bot`` (bot.py) turns a
seat's view and a seed into stepwise work (work.py) that returns the action it plays.

Each table has a roster (game/ai/roster.py for two players, game/ai/three/roster.py
for three): its bots by name and its hint. Everything above (``choose``, ``think``,
the hint, the arena) asks this registry for the view's table and a name, never how
many players there are. Names: the page's ``LEVELS`` (levels.py) at every table, the
simple build's levels exactly (``classic-gentle``, ``classic-normal``,
``classic-sharp``) and reference players (``rollout``, ``ismcts``) for the arena, whose
``oracle`` (every card read) each roster also names.
"""

from __future__ import annotations

from ..engine.rules import Rules
from ..engine.state import TWO_PLAYERS
from ..engine.table import TableView
from ..engine.tables import AnyState, table_for
from ..engine.three.state import THREE_PLAYERS
from .bot import Bot, Roster
from .reason import Reason
from .roster import ROSTER as TWO
from .three.roster import ROSTER as THREE
from .work import Work

# keyed by the engine's table; a new table is one more entry
_ROSTERS: dict[str, Roster] = {TWO_PLAYERS.name: TWO, THREE_PLAYERS.name: THREE}


def roster(rules: "Rules | str") -> Roster:
    """The players of the table that plays ``rules``."""
    return _ROSTERS[table_for(rules).name]


def bot(rules: "Rules | str", name: str) -> Bot:
    """The player ``name`` at the table of ``rules``; ValueError naming the choices."""
    bots = roster(rules).bots
    if name not in bots:
        raise ValueError(f"unknown level {name!r}: use one of {', '.join(bots)}")
    return bots[name]


def decision_work(view: TableView, level: str, seed: int | None = None) -> Work[str]:
    """The work of ``level``'s action for the seat of ``view`` (which must be to move)."""
    return bot(view.rules, level).work(view, seed)


def oracle(state: AnyState, seed: int | None = None) -> str:
    """The arena's oracle at the table of ``state``: the best action for the seat to move,
    reading every card (never a page player)."""
    if state.to_move is None:
        raise ValueError("the deal is over: nobody is to move")
    return roster(state.rules).oracle(state, seed)


def hint_work(view: TableView) -> Work[tuple[str, Reason]]:
    """The hint's work for the seat of ``view``: (action, reason)."""
    return roster(view.rules).hint(view)


__all__ = ["bot", "decision_work", "hint_work", "oracle", "roster"]
