"""One alpha-beta driver, written once for the searches of every table.

What every alpha-beta search here does is in ``AlphaBeta``: the window (``alpha``,
``beta``; fail-soft: a node may return a value outside its window), the seat that
maximises and the ones that minimise, the table's move order with the transposition
table's best move tried first, the table of bounds (a fail-high is kept as a lower
bound, a fail-low as an upper one, a value inside the window as both) and the count
of visited nodes. The search is stepwise work (work.py): with ``steps`` on it yields
after each child of a node, so a page can run it in slices.

What a table brings is an adapter (``Game``): where the search stops and what a
position is worth there (the deal's end, an exact solve, the horizon's estimate),
who maximises, the moves in search order, the position after a move, the plies a
move costs and a position's key in the table (None: not remembered). A position is
whatever the adapter makes: the table's core (``TableCore``: copy, then play) or a
compact tuple.

Who drives through it: the two-player ``PerfectSearch`` (expert.py: the oracle's and
the review's search of phase one, over ``Core``) and bench/solver_kernel.py's reference
searches, over both cores and over both kernels. Who does not: the exact searches on
bitmask kernels (solver.py ``Solver``; three/solver.py ``ParanoidSearch`` and
``MaxnSearch``; three/modelsearch.py), where the Experts spend nearly all their time.
Through this driver, with the very same kernel moves as its adapter (same positions,
order, key and node count), the two-player solver takes 1.6 times as long and the
three-player paranoid search 2.4 times (bench/solver_kernel.py, docs/BENCHMARKS.md "One
alpha-beta driver"), far past the 10% the issue allows: here every hook is a call, every
child a new position and every node a generator, where the kernels write moves, window
and table out in one frame per node and change their position in place. So they keep
their loops (sharing the move order, searchorder.py), and each kernel's moves are
checked move for move against its core (tests/test_solver.py,
tests/test_three_expert.py).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Generic, Protocol, TypeVar

from .work import Work, finish

P = TypeVar("P")

# key -> (lower bound, upper bound, best move or -1)
Bounds = dict[Hashable, tuple[float, float, int]]


class Game(Protocol[P]):
    """One table's part of an alpha-beta search over its positions ``P``; moves are
    ints (the tables' action codes)."""

    def leaf(self, pos: P, depth: int) -> float | None:
        """The value of ``pos`` if the search stops there (``depth``: plies left),
        else None."""
        ...

    def maximizing(self, pos: P) -> bool:
        """Whether the seat to move in ``pos`` maximises the value."""
        ...

    def moves(self, pos: P) -> list[int]:
        """The moves to try in ``pos``, in search order (a new list: it is reordered)."""
        ...

    def child(self, pos: P, move: int) -> P:
        """The position after ``move`` (``pos`` unchanged)."""
        ...

    def depth(self, depth: int, move: int) -> int:
        """The plies left after ``move`` when ``depth`` were left before it."""
        ...

    def key(self, pos: P) -> Hashable | None:
        """The key of ``pos`` in the table of bounds, or None: not remembered."""
        ...


class AlphaBeta(Generic[P]):
    """Alpha-beta over ``game``'s positions with a table of bounds (``tt``, used for the
    positions the game gives a key); ``inf`` is above every value; ``steps``: yield
    after each child. ``nodes`` counts the positions searched (leaves excluded)."""

    def __init__(self, game: Game[P], inf: float, steps: bool = True) -> None:
        self.game = game
        self.inf = inf
        self.steps = steps
        self.tt: Bounds = {}
        self.nodes = 0

    def value(self, pos: P, depth: int, alpha: float, beta: float) -> float:
        """``value_work`` in one go."""
        return finish(self.value_work(pos, depth, alpha, beta))

    def value_work(self, pos: P, depth: int, alpha: float, beta: float) -> Work[float]:
        """The value of ``pos`` searched ``depth`` plies deep in the window (alpha, beta)."""
        game = self.game
        stop = game.leaf(pos, depth)
        if stop is not None:
            return stop
        self.nodes += 1
        key = game.key(pos)
        entry = None if key is None else self.tt.get(key)
        first = -1
        if entry is not None:
            lo, hi, first = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        a0, b0 = alpha, beta
        moves = game.moves(pos)
        if first >= 0 and first != moves[0] and first in moves:
            moves.remove(first)  # the table's best move first
            moves.insert(0, first)
        maximize = game.maximizing(pos)
        best = -self.inf if maximize else self.inf
        chosen = -1
        for move in moves:
            v = yield from self.value_work(game.child(pos, move), game.depth(depth, move),
                                           alpha, beta)
            if self.steps:
                yield
            if maximize:
                if v > best:
                    best, chosen = v, move
                    if v > alpha:
                        alpha = v
            elif v < best:
                best, chosen = v, move
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        if key is not None:
            lo, hi = (-self.inf, self.inf) if entry is None else (entry[0], entry[1])
            if best <= a0:
                hi = best
            elif best >= b0:
                lo = best
            else:
                lo = hi = best
            self.tt[key] = (lo, hi, chosen)
        return best

    def action_values_work(self, pos: P, moves: list[int], depth: int
                           ) -> Work[dict[int, float]]:
        """Each of ``moves``'s value (full window), in the order given."""
        out: dict[int, float] = {}
        game = self.game
        for move in moves:
            out[move] = yield from self.value_work(game.child(pos, move),
                                                   game.depth(depth, move),
                                                   -self.inf, self.inf)
            if self.steps:
                yield
        return out


__all__ = ["AlphaBeta", "Bounds", "Game"]
