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

The opponent is modelled as in the Expert's other solves: in the worlds the Expert gives
a ducker (expert.py ``in_share`` of ``ducker_probability``), it answers by Sharp's rules
of phase two (solver.py's model), elsewhere as best it can.

Measured (docs/BENCHMARKS.md §6, "The close, searched"): against the Expert, where this
close and the margin disagree, the searched choice gains about a third of a game point
(bench/decision_probe.py); against classic Sharp, with a best-playing opponent in every
world, it lost 0.032 game points per deal over 1,000 paired deals (bench/expert_ab.py),
so the Expert keeps the margin by default (``Budget.close_depth`` 0).
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine.core import CLOSE, OVER, Core
from .solver import Solver, fresh_value0
from .work import Work

# One world in the search: the position, and the seat that plays by Sharp's rules there
# (the opponent in a ducker's world), or -1 (both play their best).
Node = tuple[Core, int]


class CloseSearch:
    """One decision's search of closing over the given worlds (``rank``: what the closer
    maximises of a world's game points: themselves, or a match chance)."""

    def __init__(self, mover: int, depth: int, rank: Callable[[int], float]) -> None:
        self.mover = mover
        self.depth = depth
        self.rank = rank
        self.nodes = 0  # solver nodes searched

    def values_work(self, worlds: list[Core], duckers: list[bool] | None = None
                    ) -> Work[list[int]]:
        """Each world's game points for the closer when it closes there (``duckers``: the
        worlds where the opponent plays by Sharp's rules; none when not given)."""
        groups: dict[tuple[int, ...], list[tuple[int, Node]]] = {}
        for i, w in enumerate(worlds):
            c = w.copy()
            c.play(CLOSE)
            model = 1 - self.mover if duckers and duckers[i] else -1
            c, seen = yield from self._opponent_work(c, model)  # its answer is public
            groups.setdefault(seen, []).append((i, (c, model)))
        return (yield from self._grouped_work(groups, len(worlds), self.depth))

    def _grouped_work(self, groups: dict[tuple[int, ...], list[tuple[int, Node]]], n: int,
                      depth: int) -> Work[list[int]]:
        out = [0] * n
        for items in groups.values():
            sub = yield from self._closer_work([node for _, node in items], depth)
            for (i, _), v in zip(items, sub, strict=True):
                out[i] = v
        return out

    def _closer_work(self, nodes: list[Node], depth: int) -> Work[list[int]]:
        """Values when the closer (to move in every node, which it cannot tell apart)
        takes its next ``depth`` decisions once for all of them."""
        if depth == 0 or nodes[0][0].stage == OVER:
            out = []
            for core, model in nodes:
                out.append(self._exact(core, model))
            yield
            return out
        best: tuple[float, list[int]] | None = None
        for move in nodes[0][0].legal():  # the same hand and table in every node
            groups: dict[tuple[int, ...], list[tuple[int, Node]]] = {}
            for i, (core, model) in enumerate(nodes):
                c = core.copy()
                c.play(move)
                c, seen = yield from self._opponent_work(c, model)
                groups.setdefault(seen, []).append((i, (c, model)))
            values = yield from self._grouped_work(groups, len(nodes), depth - 1)
            score = sum(self.rank(v) for v in values)
            if best is None or score > best[0]:
                best = (score, values)
        assert best is not None  # a player to move has a legal action
        return best[1]

    def _opponent_work(self, core: Core, model: int) -> Work[tuple[Core, tuple[int, ...]]]:
        """The opponent's moves in this world (by Sharp's rules if it is the ``model``,
        else its best) until the closer is to move again or the deal ends, and what it
        played (all the closer learns)."""
        seen: list[int] = []
        while core.stage != OVER and core.to_move() != self.mover:
            if model >= 0:
                a = Solver(core, model).model_action(core, core.legal())
                core = core.copy()
                core.play(a)
            else:
                best: tuple[int, int, Core] | None = None
                for a in core.legal():
                    child = core.copy()
                    child.play(a)
                    v = self._exact(child, model)  # the closer's value: the opponent minimises it
                    if best is None or (v, a) < (best[0], best[1]):
                        best = (v, a, child)
                assert best is not None
                a, core = best[1], best[2]
            yield
            seen.append(a)
        return core, tuple(seen)

    def _exact(self, core: Core, model: int) -> int:
        """The closer's game points from here: both hands in view, the ``model`` seat (if
        any) by Sharp's rules, the other seat(s) at their best."""
        v, nodes = fresh_value0(core, model)
        self.nodes += nodes
        return v if self.mover == 0 else -v


__all__ = ["CloseSearch"]
