"""The arena's players by name: ``make_player(name)`` gives a chooser
(state, seed) -> action that plays that player at whatever table the state is.

Every name but "oracle" is a bot of the table's roster (game.ai.bots: the page's
levels, the ``classic-*`` players, the reference players ``rollout`` and ``ismcts``),
deciding from the mover's view; "oracle" is the one player that reads the state's
hidden cards (each roster names its table's oracle).
"""

from __future__ import annotations

from collections.abc import Callable

from ..ai import bots
from ..ai.work import finish
from ..engine.rules import PRESETS, make_rules
from ..engine.tables import AnyState, table_for

Deal = AnyState
Chooser = Callable[[Deal, int], str]
ORACLE = "oracle"


def players_at(seats: int) -> tuple[str, ...]:
    """The names that can sit at a table of ``seats``: its roster's, and the oracle."""
    rules = next(r for r in map(make_rules, PRESETS) if r.players == seats)
    return tuple(bots.roster(rules).bots) + (ORACLE,)


PLAYERS = players_at(2)  # two players (every preset but "three")
PLAYERS3 = players_at(3)


def _check(name: str, s: Deal) -> None:
    if name not in players_at(s.players):
        raise ValueError(f"{name} does not play at the {table_for(s.rules).name}-player table")


def make_player(name: str) -> Chooser:
    """A function (state, seed) -> action for one of ``PLAYERS`` or ``PLAYERS3``, at any
    table; a name the state's table has not raises ValueError when asked there."""
    if name not in PLAYERS + PLAYERS3:
        raise ValueError(f"unknown player {name!r}: use one of "
                         f"{', '.join(dict.fromkeys(PLAYERS + PLAYERS3))}")
    if name == ORACLE:
        return lambda s, seed: bots.oracle(s, seed)

    def choose(s: Deal, seed: int) -> str:
        _check(name, s)
        seat = s.to_move
        if seat is None:
            raise ValueError("the deal is over: nobody is to move")
        return finish(bots.bot(s.rules, name).work(s.view(seat), seed))

    return choose


__all__ = ["PLAYERS", "PLAYERS3", "Chooser", "Deal", "make_player", "players_at"]
