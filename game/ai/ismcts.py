"""Reference opponent ``ismcts``: single-observer information-set MCTS, at every table.

Cowling, Powley & Whitehouse (2012), SO-ISMCTS, over the mover's view, written once
over what every table's inner engine offers (``TableCore``: ``stage``, ``to_move``,
``legal``, ``play``). Each table adds a small adapter (``Table``): its world sampler,
its playout policy and the value of a finished deal (ismcts2.py for two players,
three/ismcts.py for three), which the tables' rosters (game.ai.bots) make from a view.

- every iteration determinises the unseen cards from the VIEW only (the table's
  consistent-world sampler, the same knowledge its Expert has): the others' hidden
  cards and, with two players, the face-down stock order;
- one tree keyed by action sequences (every seat's actions, the draws included) is
  descended in that world; as the legal actions differ between worlds (our own
  later hands, the others' cards), a child's UCB term counts the times it was
  AVAILABLE, not its parent's visits;
- the first action not yet in the tree is added, then the deal is finished by the
  table's cheap heuristic playout policy for every seat;
- the result is backed up in game points (scaled to -1..1 by the table's largest
  value), at each edge from the side of the seat that chose it.

The root action visited most wins. Its budget is an iteration count, never the
clock: a view and a seed reproduce the choice exactly. ``ismcts_work`` is the
search as stepwise work (game/ai/work.py), ``choose_ismcts`` runs it in one go.
"""

from __future__ import annotations

import math
import random
from typing import Protocol, TypeVar

from ..engine.tablecore import OVER, TableCore
from .work import Work, finish

EXPLORATION = 0.7  # UCB constant on the value scaled to -1..1
SLICE = 25  # iterations between two yields of ``ismcts_work``

C = TypeVar("C", bound=TableCore)


class Table(Protocol[C]):
    """One table's part of the search, made from the mover's view."""

    players: int
    scale: float  # the largest game points a deal can be worth to a seat
    iterations: int  # per decision, by default

    def obvious(self) -> str | None:
        """An action needing no search (the only legal one, a correct "out"), or None."""
        ...

    def sample(self, rng: random.Random) -> C:
        """A full core consistent with the view (a determinisation), drawn with ``rng``."""
        ...

    def policy(self, core: C) -> int:
        """The playout's action for the seat to move in ``core``."""
        ...

    def value(self, core: C, seat: int) -> int:
        """Game points of the finished deal in ``core`` from ``seat``'s side."""
        ...

    def text(self, code: int) -> str:
        """The action text of an action code."""
        ...


class Node:
    """An edge of the tree: the action that led here and its statistics."""

    __slots__ = ("children", "visits", "total", "avail")

    def __init__(self) -> None:
        self.children: dict[int, Node] = {}
        self.visits = 0
        self.total = 0.0  # game points / scale, from the side of the seat that chose the edge
        self.avail = 0  # times its parent was visited in a world where it was legal


def playout(table: Table[C], core: C) -> list[float]:
    """Finish the deal with the table's policy (every seat); each seat's value in -1..1."""
    policy = table.policy
    while core.stage != OVER:
        core.play(policy(core))
    scale = table.scale
    return [table.value(core, p) / scale for p in range(table.players)]


def _select(node: Node, legal: list[int], c: float) -> int:
    best, best_u = legal[0], -math.inf
    for a in legal:
        ch = node.children[a]
        u = ch.total / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
        if u > best_u:
            best, best_u = a, u
    return best


def iterate(table: Table[C], root: Node, rng: random.Random, c: float) -> None:
    """One determinised descent from ``root``: sample a world, walk and grow the tree,
    play the deal out and back the result up."""
    world = table.sample(rng)
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
    values = playout(table, world)  # (at once when the tree reached the end)
    for edge, who in path:
        edge.visits += 1
        edge.total += values[who]


def search_work(table: Table[C], seed: int | None, iterations: int,
                c: float | None = None) -> Work[Node]:
    """Stepwise: the tree after ``iterations`` descents (the root's children are the
    mover's legal actions), yielding every ``SLICE``; ``c``: ``EXPLORATION`` when None."""
    c = EXPLORATION if c is None else c
    rng = random.Random(seed)
    root = Node()
    for i in range(iterations):
        iterate(table, root, rng, c)
        if i % SLICE == SLICE - 1:
            yield
    return root


def best_action(root: Node) -> int:
    """The root action visited most; ties: the higher mean, then the lower code."""
    best = max(root.children.items(),
               key=lambda kv: (kv[1].visits, kv[1].total / max(kv[1].visits, 1), -kv[0]))
    return best[0]


def ismcts_work(table: Table[C], seed: int | None = None,
                iterations: int | None = None) -> Work[str]:
    """The action (text) for the seat of the view ``table`` was made from (its seat to
    move), as stepwise work. ``iterations``: the table's own budget when None."""
    obvious = table.obvious()  # the only action, or going out the moment it is correct
    if obvious is not None:
        return obvious
    n = table.iterations if iterations is None else iterations
    root = yield from search_work(table, seed, n)
    return table.text(best_action(root))


def choose_ismcts(table: Table[C], seed: int | None = None,
                  iterations: int | None = None) -> str:
    """``ismcts_work`` in one go."""
    return finish(ismcts_work(table, seed, iterations))


def search(table: Table[C], seed: int | None, iterations: int,
           c: float | None = None) -> Node:
    """The tree for ``table``'s view after ``iterations`` descents, in one go."""
    return finish(search_work(table, seed, iterations, c))


__all__ = ["EXPLORATION", "Node", "Table", "best_action", "choose_ismcts", "ismcts_work",
           "iterate", "playout", "search", "search_work"]
