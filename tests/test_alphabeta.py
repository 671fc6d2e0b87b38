"""The one alpha-beta driver (game/ai/alphabeta.py): exact with and without its table of
bounds, fail-soft bounds that hold, slices that change nothing, and at a second table
(three players, over the kernel's positions) the same values as the paranoid search."""

from __future__ import annotations

import random
from collections.abc import Hashable

from game.ai.alphabeta import AlphaBeta
from game.ai.searchorder import ordered
from game.ai.three.kernel import INF, SCALE, Pos
from game.ai.three.solver import ParanoidSearch
from game.ai.work import finish
from tests.helpers import random_states3

# -- a synthetic game: a random tree whose leaves are ints -------------------------------
Tree = tuple[object, ...] | int  # a node is a tuple of children, a leaf an int


def random_tree(rng: random.Random, depth: int) -> Tree:
    if depth == 0 or rng.random() < 0.15:
        return rng.randint(-9, 9)
    return tuple(random_tree(rng, depth - 1) for _ in range(rng.randint(1, 4)))


class TreeGame:
    """Positions are (path, node, max to move), keyed by path when ``keyed``: the table
    then carries bounds from one search of the tree to the next in another window,
    which must not mix them up."""

    def __init__(self, keyed: bool) -> None:
        self.keyed = keyed

    def leaf(self, pos: tuple[tuple[int, ...], Tree, bool], depth: int) -> float | None:
        node = pos[1]
        return node if isinstance(node, int) else None

    def maximizing(self, pos: tuple[tuple[int, ...], Tree, bool]) -> bool:
        return pos[2]

    def moves(self, pos: tuple[tuple[int, ...], Tree, bool]) -> list[int]:
        node = pos[1]
        assert isinstance(node, tuple)
        return list(range(len(node)))

    def child(self, pos: tuple[tuple[int, ...], Tree, bool], move: int
              ) -> tuple[tuple[int, ...], Tree, bool]:
        node = pos[1]
        assert isinstance(node, tuple)
        sub = node[move]
        assert isinstance(sub, (tuple, int))
        return (*pos[0], move), sub, not pos[2]

    def depth(self, depth: int, move: int) -> int:
        return depth - 1

    def key(self, pos: tuple[tuple[int, ...], Tree, bool]) -> Hashable | None:
        return pos[0] if self.keyed else None


def minimax(node: Tree, maximize: bool) -> int:
    if isinstance(node, int):
        return node
    values = [minimax(c, not maximize) for c in node if isinstance(c, (tuple, int))]
    return max(values) if maximize else min(values)


def test_the_driver_is_exact_and_its_bounds_hold() -> None:
    rng = random.Random(41)
    for _ in range(300):
        tree = random_tree(rng, 5)
        true = minimax(tree, True)
        for keyed in (False, True):
            search = AlphaBeta(TreeGame(keyed), 99.0)
            # narrow windows first (what the table keeps from them is read later):
            # fail-soft values bound the truth; then the full window is exact
            for _ in range(4):
                a = rng.randint(-10, 9)
                b = rng.randint(a + 1, 10)
                v = search.value(((), tree, True), 9, a, b)
                if v <= a:
                    assert true <= v
                elif v >= b:
                    assert true >= v
                else:
                    assert v == true
            assert search.value(((), tree, True), 9, -99.0, 99.0) == true


def test_the_driver_in_slices_gives_the_same_values() -> None:
    rng = random.Random(7)
    tree = random_tree(rng, 6)
    stepped = AlphaBeta(TreeGame(True), 99.0, steps=True)
    work = stepped.value_work(((), tree, True), 9, -99.0, 99.0)
    slices = 0
    try:
        while True:
            next(work)
            slices += 1
    except StopIteration as stop:
        value = stop.value
    assert slices > 0
    assert value == minimax(tree, True)
    whole = AlphaBeta(TreeGame(True), 99.0, steps=False)
    assert finish(whole.value_work(((), tree, True), 9, -99.0, 99.0)) == value
    assert whole.nodes == stepped.nodes


# -- a second table: three players on the kernel's positions ------------------------------
class Paranoid3:
    """The paranoid search's values (objective "paid", tie-break on) over ``Pos`` copies."""

    def __init__(self, root: int) -> None:
        self.root = root

    def leaf(self, pos: Pos, depth: int) -> float | None:
        if not pos.over():
            return None
        return pos.utility()[self.root] * SCALE + pos.totals()[self.root]

    def maximizing(self, pos: Pos) -> bool:
        return pos.to_move() == self.root

    def moves(self, pos: Pos) -> list[int]:
        return list(ordered(pos.legal()))

    def child(self, pos: Pos, move: int) -> Pos:
        child = pos.copy()
        child.play(move)
        return child

    def depth(self, depth: int, move: int) -> int:
        return depth

    def key(self, pos: Pos) -> Hashable | None:
        if pos.table:
            return None
        return (*pos.hands, pos.leader, *pos.cp, *pos.mar, pos.flags)


def test_the_driver_over_three_player_positions_agrees_with_the_paranoid_search() -> None:
    for s in random_states3(12, 5, plays=(12, 17)):
        pos = Pos.of_core(s.core)
        root = pos.to_move()
        kernel = ParanoidSearch(pos.trump, root)
        driver = AlphaBeta(Paranoid3(root), INF, steps=False)
        assert driver.value(pos, 0, -INF, INF) == kernel.value(pos)
