"""Reference opponent ``ismcts``: single-observer information-set MCTS.

Cowling, Powley & Whitehouse (2012), SO-ISMCTS, over the mover's view:

- every iteration determinises the unseen cards from the VIEW only (sampling.py's
  consistent-world sampler, the same knowledge the Expert has): the opponent's
  hidden cards and the face-down stock order;
- one tree keyed by action sequences (both seats' actions, the draws included) is
  descended in that world; as the legal actions differ between worlds (our own
  later hands, the opponent's cards), a child's UCB term counts the times it was
  AVAILABLE, not its parent's visits;
- the first action not yet in the tree is added, then the deal is finished by a
  cheap heuristic playout (the Expert's ``policy`` for both sides, going out
  once the manual ``out`` is correct);
- the result is backed up in game points (-3..3, ``outcome_value``: the deal
  value the Expert maximises), at each edge from the side of the seat that chose
  it.

The root action visited most wins. Its budget is an iteration count, never the
clock: a view and a seed reproduce the choice exactly.
"""

from __future__ import annotations

import math
import random

from ..engine.core import OUT, OVER, Core
from ..engine.deal import action_text
from ..engine.view import PlayerView
from .classic import obvious_action
from .expert import policy
from .sampling import Frame
from .solver import outcome_value

ITERATIONS = 2_100  # per decision: think time p95 about the Expert's (docs/BENCHMARKS.md)
EXPLORATION = 0.7  # UCB constant on the value scaled to -1..1


class Node:
    """An edge of the tree: the action that led here and its statistics."""

    __slots__ = ("children", "visits", "total", "avail")

    def __init__(self) -> None:
        self.children: dict[int, Node] = {}
        self.visits = 0
        self.total = 0.0  # game points / 3, from the side of the seat that chose the edge
        self.avail = 0  # times its parent was visited in a world where it was legal


def playout(core: Core, seat: int) -> int:
    """Finish the deal with ``policy`` (both sides); game points for ``seat``."""
    manual = core.manual_out()
    while core.stage != OVER:
        if manual:
            p = core.to_move()
            assert p is not None
            if core.points(p) >= 66 and OUT in core.legal():
                core.play(OUT)
                continue
        core.play(policy(core))
    return outcome_value(core, seat)


def _select(node: Node, legal: list[int], c: float) -> int:
    best, best_u = legal[0], -math.inf
    for a in legal:
        ch = node.children[a]
        u = ch.total / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
        if u > best_u:
            best, best_u = a, u
    return best


def search(view: PlayerView, seed: int | None, iterations: int,
           c: float | None = None) -> Node:
    """The tree after ``iterations`` determinised descents (the root's children are
    the mover's legal actions); ``c``: ``EXPLORATION`` when None."""
    c = EXPLORATION if c is None else c
    rng = random.Random(seed)
    frame = Frame(view)
    seat = view.seat
    root = Node()
    for _ in range(iterations):
        world = frame.sample(rng)
        node = root
        path: list[tuple[Node, int]] = []  # (edge, seat that chose it)
        while world.stage != OVER:
            legal = world.legal()
            mover = world.to_move()
            assert mover is not None
            children = node.children
            untried = [a for a in legal if a not in children]
            for a in legal:
                if a in children:
                    children[a].avail += 1
            if untried:
                a = untried[int(rng.random() * len(untried))]
                child = Node()
                child.avail = 1
                children[a] = child
                world.play(a)
                path.append((child, mover))
                break
            a = _select(node, legal, c)
            node = children[a]
            world.play(a)
            path.append((node, mover))
        value = playout(world, seat) / 3.0  # (at once when the tree reached the end)
        for edge, who in path:
            edge.visits += 1
            edge.total += value if who == seat else -value
    return root


def choose_ismcts(view: PlayerView, seed: int | None = None,
                  iterations: int | None = None) -> str:
    """The action (text) visited most at the root; ties: the higher mean, then the
    lower action code. ``iterations``: ``ITERATIONS`` when None."""
    obvious = obvious_action(view)  # going out the moment it is correct, as the Expert
    if obvious is not None:
        return obvious
    if len(view.legal) == 1:
        return view.legal[0]
    root = search(view, seed, ITERATIONS if iterations is None else iterations)
    best = max(root.children.items(),
               key=lambda kv: (kv[1].visits, kv[1].total / max(kv[1].visits, 1), -kv[0]))
    return action_text(best[0])


__all__ = ["ITERATIONS", "choose_ismcts", "search", "playout"]
