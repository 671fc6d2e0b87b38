"""The close valued as the closer will really play it (issue 44, point 3).

Sampling overrates closing: in every world the closer's play after the close is solved
with both hands in view (strategy fusion), so the Expert used to demand a fixed margin
(0.45 game points) before it closed. Here the closer's first ``depth`` decisions after
the close are taken once per INFORMATION SET instead: the worlds the public play cannot
tell apart (the same opponent moves seen since the close) share the closer's card, the
one with the best average over them; the opponent answers as best it can in each world
(a cautious closer: it is not assumed blind), and after ``depth`` decisions the rest is
solved. Constraining the closer only ever lowers its value, so the result is never above
the clairvoyant one; the Expert searches it only where closing could be its choice.

Measured (docs/BENCHMARKS.md §6, "The close, searched"): against the Expert, where this
close and the margin disagree, the searched choice gains about a third of a game point
(bench/decision_probe.py); against classic Sharp it loses 0.032 game points per deal over
1,000 paired deals (bench/expert_ab.py), so the Expert keeps the margin by default
(``Budget.close_depth`` 0). Its solves assume best play. Giving them the ducking
opponent of the Expert's other solves (Sharp's rules in the same share of the worlds)
was tried and lost more: 0.052 per deal over the same 1,000 pairs.
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine.core import CLOSE, OVER, Core
from .solver import fresh_value0
from .work import Work


class CloseSearch:
    """One decision's search of closing over the given worlds (``rank``: what the closer
    maximises of a world's game points: themselves, or a match chance)."""

    def __init__(self, mover: int, depth: int, rank: Callable[[int], float]) -> None:
        self.mover = mover
        self.depth = depth
        self.rank = rank
        self.nodes = 0  # solver nodes searched

    def values_work(self, worlds: list[Core]) -> Work[list[int]]:
        """Each world's game points for the closer when it closes there."""
        groups: dict[tuple[int, ...], list[tuple[int, Core]]] = {}
        for i, w in enumerate(worlds):
            c = w.copy()
            c.play(CLOSE)
            c, seen = yield from self._opponent_work(c)  # its answer to the offer is public
            groups.setdefault(seen, []).append((i, c))
        return (yield from self._grouped_work(groups, len(worlds), self.depth))

    def _grouped_work(self, groups: dict[tuple[int, ...], list[tuple[int, Core]]], n: int,
                      depth: int) -> Work[list[int]]:
        out = [0] * n
        for items in groups.values():
            sub = yield from self._closer_work([c for _, c in items], depth)
            for (i, _), v in zip(items, sub, strict=True):
                out[i] = v
        return out

    def _closer_work(self, nodes: list[Core], depth: int) -> Work[list[int]]:
        """Values when the closer (to move in every node, which it cannot tell apart)
        takes its next ``depth`` decisions once for all of them."""
        if depth == 0 or nodes[0].stage == OVER:
            out = []
            for n in nodes:
                out.append(self._exact(n))
            yield
            return out
        best: tuple[float, list[int]] | None = None
        for move in nodes[0].legal():  # the same hand and table in every node
            groups: dict[tuple[int, ...], list[tuple[int, Core]]] = {}
            for i, n in enumerate(nodes):
                c = n.copy()
                c.play(move)
                c, seen = yield from self._opponent_work(c)
                groups.setdefault(seen, []).append((i, c))
            values = yield from self._grouped_work(groups, len(nodes), depth - 1)
            score = sum(self.rank(v) for v in values)
            if best is None or score > best[0]:
                best = (score, values)
        assert best is not None  # a player to move has a legal action
        return best[1]

    def _opponent_work(self, core: Core) -> Work[tuple[Core, tuple[int, ...]]]:
        """The opponent's best moves in this world until the closer is to move again or
        the deal ends, and what it played (all the closer learns)."""
        seen: list[int] = []
        while core.stage != OVER and core.to_move() != self.mover:
            best: tuple[int, int, Core] | None = None
            for a in core.legal():
                child = core.copy()
                child.play(a)
                v = self._exact(child)  # the closer's value: the opponent minimises it
                if best is None or (v, a) < (best[0], best[1]):
                    best = (v, a, child)
            yield
            assert best is not None
            core = best[2]
            seen.append(best[1])
        return core, tuple(seen)

    def _exact(self, core: Core) -> int:
        """The closer's game points with best play from here (both hands in view)."""
        v, nodes = fresh_value0(core)
        self.nodes += nodes
        return v if self.mover == 0 else -v


__all__ = ["CloseSearch"]
