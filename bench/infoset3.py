"""Information-set searches for the three-player Expert's early decisions (measured
for issue 23's part 3; none is kept: docs/BENCHMARKS.md has the figures).

The Expert (game/ai/three/expert.py) is a perfect-information Monte Carlo search:
each world is valued as if the Expert would know every hand from the next card on
("strategy fusion"). With both others read by the model of play (Sharp's rules),
their cards are fixed by each world, so what the Expert will see next is fixed too,
and its own later choices can be made on what it has seen instead. Two searches do
that; each runs only while both others are read and more than ``above`` cards are in
the hands (the first three tricks with the default 15), and the Expert decides the
rest:

- ``ismcts``: single-observer information-set MCTS. Each iteration draws a fresh
  world from the Expert's reading, walks a tree of the Expert's information sets (its
  card, then the cards the others showed up to its next turn) by UCB1, and values the
  first new node with the Expert's own playout (``Evaluator.playout``, ``nested`` 0).
  The root card tried most is played.
- ``pimc-tree``: every legal card in every one of ``iterations`` drawn worlds, as the
  Expert does (common worlds keep the comparison of cards paired), but after each card
  the Expert's later choices come from one such tree per card, shared by the worlds.
  A node is valued by a playout until it has been reached ``expand`` times; then it
  tries cards of its own by UCB1.

Both are used from bench/expert3_ab.py (``--variant``).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field, replace

from game.ai.three.expert import (
    DEFAULT_BUDGET3,
    Budget3,
    Evaluator,
    expert3_decision,
    obvious3,
    reading,
)
from game.ai.three.kernel import SCALE, Pos, bits
from game.ai.three.policy import policy_card
from game.engine.cards import parse, text
from game.engine.three.view import PlayerView3

VARIANTS = ("ismcts", "pimc-tree")


@dataclass
class Node:
    """An information set of the Expert (its turn): visits and the edge per card."""

    n: int = 0
    edges: "dict[int, Edge]" = field(default_factory=dict)


@dataclass
class Edge:
    """One card of the Expert at a node: visits, summed value, next node per sight."""

    n: int = 0
    total: float = 0.0
    kids: dict[tuple[int, ...], Node] = field(default_factory=dict)


@dataclass(frozen=True)
class Settings:
    variant: str = "ismcts"
    iterations: int = 1000  # ismcts: descents; pimc-tree: worlds
    explore: float = 1.0  # the UCB1 constant, in game points
    above: int = 15  # searched only with more cards than this in the hands
    # pimc-tree: a node is valued by a playout from there until it has been reached
    # this many times; only then does it try cards of its own (1: at once)
    expand: int = 1


def others_play(pos: Pos, me: int) -> tuple[int, ...]:
    """The others play Sharp's rules until ``me`` is to move or the deal is over; the
    cards they played, which is what ``me`` sees."""
    seen: list[int] = []
    while not pos.over() and pos.to_move() != me:
        card = policy_card(pos)
        pos.play(card)
        seen.append(card)
    return tuple(seen)


class InfoSetSearch:
    """The searches above for seat ``me``; values are the Expert's (game points * SCALE
    plus its own total)."""

    def __init__(self, me: int, ev: Evaluator, rng: random.Random, settings: Settings,
                 stop: int) -> None:
        self.me, self.ev, self.rng, self.settings, self.stop = me, ev, rng, settings, stop

    def leaf(self, pos: Pos) -> float:
        """The Expert's value of ``pos``: the exact search with few cards left (from any
        seat to move), else its playout (which also scores a finished deal)."""
        ev = self.ev
        if pos.cards_left() <= self.stop and not pos.over():
            return float(ev.solver(pos.trump).value(pos))
        return float(ev.playout(pos))

    def pick(self, node: Node, pos: Pos) -> int:
        """UCB1 over the legal cards; untried cards first, in random order."""
        best_c, best_u = -1, -math.inf
        for c in bits(pos.legal()):
            e = node.edges.get(c)
            if e is None or e.n == 0:
                u = 1e17 + self.rng.random()
            else:
                u = e.total / e.n / SCALE + self.settings.explore * math.sqrt(
                    math.log(node.n) / e.n)
            if u > best_u:
                best_u, best_c = u, c
        return best_c

    def descend(self, node: Node, pos: Pos, value_new_nodes: bool) -> float:
        """One walk from ``node`` (``me`` to move in ``pos``, which is changed); with
        ``value_new_nodes`` (pimc-tree) a node reached fewer than ``expand`` times is
        valued by a playout, else (ismcts) the node a new sight creates is."""
        path: list[Edge] = []
        while True:
            if pos.over() or (value_new_nodes and node.n < self.settings.expand):
                node.n += 1
                value = self.leaf(pos)
                break
            node.n += 1
            card = self.pick(node, pos)
            e = node.edges.setdefault(card, Edge())
            path.append(e)
            pos.play(card)
            seen = others_play(pos, self.me)
            kid = e.kids.get(seen)
            if kid is None:
                kid = e.kids[seen] = Node()
                if not value_new_nodes:
                    value = self.leaf(pos)
                    break
            node = kid
        for e in path:
            e.n += 1
            e.total += value
        return value


def choose_infoset3(view: PlayerView3, seed: int | None, settings: Settings,
                    budget: Budget3 = DEFAULT_BUDGET3) -> str:
    """The card of the variant for the seat of ``view`` (the Expert's where it does not
    apply)."""
    only = obvious3(view)
    if only is not None:
        return only
    frame, _inference, modeled = reading(view, budget)
    me = view.seat
    if modeled != 7 & ~(1 << me) or sum(view.hand_sizes) <= settings.above:
        return expert3_decision(view, seed, budget)[0]
    rng = random.Random(seed)
    ev = Evaluator(me, replace(budget, nested=0), modeled)
    search = InfoSetSearch(me, ev, rng, settings, budget.model_cards)
    if settings.variant == "ismcts":
        root = Node()
        for _ in range(settings.iterations):
            search.descend(root, frame.sample(rng), value_new_nodes=False)
        card, _e = max(root.edges.items(), key=lambda kv: (kv[1].n, kv[1].total / kv[1].n))
        return text(card)
    cands = [parse(c) for c in view.legal]
    trees: dict[int, dict[tuple[int, ...], Node]] = {c: {} for c in cands}
    totals = dict.fromkeys(cands, 0.0)
    for _ in range(settings.iterations):
        world = frame.sample(rng)
        for c in cands:
            pos = world.copy()
            pos.play(c)
            seen = others_play(pos, me)
            node = trees[c].setdefault(seen, Node())
            totals[c] += search.descend(node, pos, value_new_nodes=True)
    return text(max(cands, key=totals.__getitem__))


__all__ = ["VARIANTS", "Settings", "choose_infoset3"]
