"""Reference opponent ``oracle``: sees every card (an upper bound, not fair play), at
every table.

It reads the true deal, not a view: its one world is the real one, stock order and
hidden hands included. Written once here over what every table's inner engine offers
(``TableCore``: ``to_move``, ``legal``); each table adds a small adapter
(``OracleTable``): the value of each legal action in that world for the seat to move
(exact once the table's exact search reaches, before that a bounded search or playouts
that end in it), the action its playout policy takes there and action texts. The best
value wins; ties go to the policy's action, then to the first legal one. Adapters:
oracle2.py (two players: exact in phase two, before it alpha-beta over the real engine
with playout-then-solve leaves) and three/oracle.py (three: exact with few cards left,
before it a playout per card that the exact search finishes); the tables' rosters
(game.ai.bots) register them.

Its game-point share against an opponent, minus the Expert's share against the same
opponent, measures what hidden information costs the Expert. Counts, never the clock:
a deal gives the same action anywhere, whatever the seed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol, TypeVar

from ..engine.tablecore import TableCore
from .ties import best_of

C = TypeVar("C", bound=TableCore)
C_contra = TypeVar("C_contra", bound=TableCore, contravariant=True)


class OracleTable(Protocol[C_contra]):
    """One table's part of the oracle."""

    def values(self, core: C_contra, seat: int) -> Mapping[int, float]:
        """The value of each legal action of ``core`` for ``seat`` (to move), every card
        read."""
        ...

    def preferred(self, core: C_contra) -> int:
        """The action the table's playout policy takes in ``core`` (the tie-breaker)."""
        ...

    def text(self, code: int) -> str:
        """The action text of an action code."""
        ...


def oracle_action(table: OracleTable[C], core: C) -> str:
    """The perfect-information best action (text) for the seat to move in ``core``."""
    seat = core.to_move()
    if seat is None:
        raise ValueError("the deal is over: nobody is to move")
    legal = core.legal()
    if len(legal) == 1:
        return table.text(legal[0])
    values = table.values(core, seat)
    in_order = {a: values[a] for a in legal}  # ties: the first in legal order
    return table.text(best_of(in_order, table.preferred(core)))


__all__ = ["OracleTable", "oracle_action"]
