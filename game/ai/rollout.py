"""Reference opponent ``rollout``: sampling plus playouts, at every table.

The classic baseline for imperfect-information card games: fill in the unseen cards
consistently with the view, try every legal action in each world, finish the deal by a
cheap playout and keep the action with the best total (the first of the best on ties).
Written once here; each table's adapter (rollout2.py, three/rollout.py) gives its
worlds, its playout and a finished deal's value: with two players uniformly random
playouts for both sides, with three Sharp's rules for every seat. It is not offered in
the page; the arena uses it to show what the searches add.
"""

from __future__ import annotations

import random
from typing import Protocol, TypeVar

from ..engine.tablecore import TableCore
from .work import Work, finish

C = TypeVar("C", bound=TableCore)


class RolloutTable(Protocol[C]):
    """One table's part of the rollout, made from the mover's view."""

    seat: int
    worlds: int  # worlds sampled per decision

    def obvious(self) -> str | None:
        """An action needing no rollout (e.g. the only legal one), or None."""
        ...

    def codes(self) -> list[int]:
        """The view's legal actions as codes, in legal order."""
        ...

    def sample(self, rng: random.Random) -> C:
        """A full core consistent with the view, drawn with ``rng``."""
        ...

    def finish(self, core: C, rng: random.Random) -> int:
        """Play ``core`` to its end; the result for ``seat``, in game points."""
        ...

    def text(self, code: int) -> str: ...


def rollout_work(table: RolloutTable[C], seed: int | None = None) -> Work[str]:
    """The action for the adapter's seat, as stepwise work (yields after each world)."""
    obvious = table.obvious()
    if obvious is not None:
        return obvious
    rng = random.Random(seed)
    codes = table.codes()
    totals = dict.fromkeys(codes, 0)
    for _ in range(table.worlds):
        world = table.sample(rng)
        for a in codes:
            child = world.copy()
            child.play(a)
            totals[a] += table.finish(child, rng)
        yield
    best = max(codes, key=lambda a: totals[a])  # first of the best on ties
    return table.text(best)


def choose_rollout(table: RolloutTable[C], seed: int | None = None) -> str:
    """``rollout_work`` in one go."""
    return finish(rollout_work(table, seed))


__all__ = ["RolloutTable", "choose_rollout", "rollout_work"]
