"""The solvers' kernels against the cores' own moves: what the kernels' speed is worth.

Usage: python bench/solver_kernel.py [--positions N] [--closed M] [--three K]
                                     [--rounds R] [--seed S] [--rules PRESET]
Issue 41 (point 4): the rules are written four times, in the two cores and in the two
solvers' kernels. A solver may drop its kernel for its core's moves if that costs it
under 10% of its speed. This measures that cost on fixed, seeded positions:

- two players: N phase-two positions (random legal play that never closes, until the
  stock is gone, then 0-3 more random actions) and M closed-stock positions (0-4
  random tricks of phase one, then the leader closes; an exchange offered after the
  close is taken or passed at random), each solved (a) by today's solver
  (``game.ai.solver.Solver(core).value0(core)``, its table of solved positions
  emptied first) and (b) by ``CoreSearch`` below: the same alpha-beta (the same move
  order, table key, bounds and shortcut of the forced last trick) driving
  ``game.engine.core.Core``'s own ``legal()``, ``play()`` and ``copy()`` (the core
  has no undo);
- three players: K positions with 12-18 cards left (random legal play) solved for
  the seat to move (a) by ``game.ai.three.solver.ParanoidSearch`` on the kernel
  (kernel.py) and (b) by ``CoreSearch3``: the same paranoid alpha-beta over
  ``game.engine.three.core.Core3``'s ``legal()``, ``play()`` and ``copy()``.

Both sides solve every position in each round, in alternating order, timed in process
CPU time (steadier than the clock on a shared machine); the values must agree
(checked) and so should the node counts (the searches have one shape). Prints nodes,
each side's median total over the rounds and the ratio core/kernel.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import solver as solver2  # noqa: E402
from game.ai.solver import ORDER, Solver, outcome_value  # noqa: E402
from game.ai.three.kernel import SCALE, Pos  # noqa: E402
from game.ai.three.solver import ParanoidSearch  # noqa: E402
from game.engine.cards import mask_of  # noqa: E402
from game.engine.core import CLOSE, OUT, OVER, PLAY, Core, deal_core  # noqa: E402
from game.engine.rules import Rules, make_rules  # noqa: E402
from game.engine.three.core import Core3, deal_core3  # noqa: E402

INF = 99
# A legal action's place in the solver's move order (OUT after every card).
RANK = {**{c: i for i, c in enumerate(ORDER)}, OUT: 24}


# -- two players: (b) the solver's alpha-beta over the core's own moves ------------------
class CoreSearch:
    """``Solver.search`` with the kernel replaced by ``Core.legal()/play()/copy()``: one
    node per PLAY position, values in game points for player 0, a bounds table keyed as
    the solver's, the table's best move first, the forced last trick played out."""

    def __init__(self, core: Core) -> None:
        r = core.rules
        self.auto = r.auto_out or r.automatic_end
        self.tt: dict[tuple[int, ...], tuple[int, int, int]] = {}
        self.nodes = 0

    def node(self, core: Core, alpha: int, beta: int) -> int:
        self.nodes += 1
        hands = core.hands
        tricks = core.tricks
        key = (mask_of(hands[0]), mask_of(hands[1]), core.card_points[0], core.leader,
               core.lead, 1 if tricks[0] else 0, 1 if tricks[1] else 0)
        entry = self.tt.get(key)
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
        moves = sorted(core.legal(), key=RANK.__getitem__)
        if first >= 0 and first != moves[0] and first in moves:
            moves.remove(first)
            moves.insert(0, first)
        maximize = core.to_move() == 0
        reply = core.lead >= 0
        best = -INF if maximize else INF
        chosen = -1
        for a in moves:
            child = core.copy()
            child.play(a)
            if child.stage == OVER:
                v = outcome_value(child, 0)
            elif reply and self.auto and len(child.hands[0]) == 1:
                # one card each and going out is automatic: the last trick is forced
                child.play(child.hands[child.leader][0])
                child.play(child.hands[1 - child.leader][0])
                v = outcome_value(child, 0)
            else:
                v = self.node(child, alpha, beta)
            if maximize:
                if v > best:
                    best, chosen = v, a
                    if v > alpha:
                        alpha = v
                    if alpha >= beta:
                        break
            elif v < best:
                best, chosen = v, a
                if v < beta:
                    beta = v
                if alpha >= beta:
                    break
        lo, hi = (-INF, INF) if entry is None else (entry[0], entry[1])
        if best <= a0:
            hi = best
        elif best >= b0:
            lo = best
        else:
            lo = hi = best
        self.tt[key] = (lo, hi, chosen)
        return best


def core_value0(core: Core) -> tuple[int, int]:
    """(value for player 0, nodes) as ``Solver.value0``: an exchange offer or the closer's
    marriage lead is searched child by child, each child by a new search."""
    if core.stage == OVER:
        return outcome_value(core, 0), 0
    if core.stage != PLAY or solver2._marriage_lead(core):
        vals, nodes = [], 0
        for a in core.legal():
            child = core.copy()
            child.play(a)
            v, n = core_value0(child)
            vals.append(v)
            nodes += n
        return (max(vals) if core.to_move() == 0 else min(vals)), nodes
    s = CoreSearch(core)
    return s.node(core, -INF, INF), s.nodes


def kernel_value0(core: Core) -> tuple[int, int]:
    """(value for player 0, nodes) by today's solver, nothing remembered from before."""
    solver2._SOLVED.clear()
    s = Solver(core)
    return s.value0(core), s.nodes


def phase_two_positions(rules: Rules, n: int, rng: random.Random) -> list[Core]:
    out: list[Core] = []
    deck = list(rules.deck)
    while len(out) < n:
        rng.shuffle(deck)
        core = deal_core(deck, rules, rng.randrange(2))
        while core.stage != OVER and not (core.stage == PLAY and core.strict()):
            core.play(rng.choice([a for a in core.legal() if a != CLOSE]))
        for _ in range(rng.randrange(4)):
            if core.stage == OVER:
                break
            core.play(rng.choice(core.legal()))
        if core.stage != OVER:
            out.append(core)
    return out


def closed_positions(rules: Rules, n: int, rng: random.Random) -> list[Core]:
    out: list[Core] = []
    deck = list(rules.deck)
    while len(out) < n:
        rng.shuffle(deck)
        core = deal_core(deck, rules, rng.randrange(2))
        tricks = rng.randrange(5)
        while core.stage != OVER and (core.ntricks < tricks or CLOSE not in core.legal()):
            if core.strict():
                break
            core.play(rng.choice([a for a in core.legal() if a != CLOSE]))
        if core.stage == OVER or CLOSE not in core.legal():
            continue
        core.play(CLOSE)
        if core.stage != PLAY and core.stage != OVER:  # the exchange offer
            core.play(rng.choice(core.legal()))
        if core.stage != OVER:
            out.append(core)
    return out


# -- three players: (b) the paranoid search over Core3's own moves ------------------------
ORDER_RANK3 = {c: i for i, c in enumerate(ORDER)}  # kernel.ORDER is the same order


class CoreSearch3:
    """``ParanoidSearch`` (objective "paid", tie-break on) with the kernel replaced by
    ``Core3.legal()/play()/copy()``: a table at every lead, a forced card played without
    a choice, the last trick (one card each) played out."""

    def __init__(self, root: int) -> None:
        self.root = root
        self.tt: dict[tuple[int, ...], tuple[int, int, int]] = {}
        self.nodes = 0

    def end(self, core: Core3) -> int:
        oc = core.outcome
        assert oc is not None
        return oc.net(self.root) * SCALE + core.points(self.root)

    def node(self, core: Core3, alpha: int, beta: int) -> int:
        self.nodes += 1
        hands = core.hands
        key = None
        first = -1
        if not core.table:
            if len(hands[core.leader]) == 1:  # one card each: the last trick is forced
                child = core.copy()
                for _ in range(3):
                    child.play(child.hands[child.to_move()][0])  # type: ignore[index]
                return self.end(child)
            tricks = core.tricks
            key = (mask_of(hands[0]), mask_of(hands[1]), mask_of(hands[2]), core.leader,
                   *core.card_points, *core.marriage_points,
                   (tricks[0] > 0) | (tricks[1] > 0) << 1 | (tricks[2] > 0) << 2)
            entry = self.tt.get(key)
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
        moves = core.legal()
        if len(moves) > 1:
            moves.sort(key=ORDER_RANK3.__getitem__)
        a0, b0 = alpha, beta
        maximize = core.to_move() == self.root
        bestv = -INF * SCALE if maximize else INF * SCALE
        chosen = -1
        if first >= 0 and first != moves[0]:
            moves.remove(first)
            moves.insert(0, first)
        for card in moves:
            child = core.copy()
            child.play(card)
            v = self.end(child) if child.outcome is not None else self.node(child, alpha, beta)
            if len(moves) == 1:
                return v  # a forced card: no choice, nothing to remember
            if maximize:
                if v > bestv:
                    bestv, chosen = v, card
                    if v > alpha:
                        alpha = v
            elif v < bestv:
                bestv, chosen = v, card
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        if key is not None:
            lo, hi = -INF * SCALE, INF * SCALE
            entry = self.tt.get(key)
            if entry is not None:
                lo, hi = entry[0], entry[1]
            if bestv <= a0:
                hi = bestv
            elif bestv >= b0:
                lo = bestv
            else:
                lo = hi = bestv
            self.tt[key] = (lo, hi, chosen)
        return bestv


def core3_value(core: Core3) -> tuple[int, int]:
    root = core.to_move()
    assert root is not None
    s = CoreSearch3(root)
    return s.node(core, -INF * SCALE, INF * SCALE), s.nodes


def kernel3_value(core: Core3) -> tuple[int, int]:
    pos = Pos.of_core(core)
    s = ParanoidSearch(pos.trump, pos.to_move())
    return s.value(pos), s.nodes


def three_positions(n: int, rng: random.Random) -> list[Core3]:
    rules = make_rules("three")
    out: list[Core3] = []
    deck = list(range(24))
    while len(out) < n:
        rng.shuffle(deck)
        core = deal_core3(deck, rules, rng.randrange(3))
        for _ in range(24 - rng.randint(12, 18)):
            core.play(rng.choice(core.legal()))
        out.append(core)
    return out


# -- measuring -------------------------------------------------------------------------------
T = TypeVar("T", Core, Core3)


def compare(name: str, cores: list[T], kernel: Callable[[T], tuple[int, int]],
            core_side: Callable[[T], tuple[int, int]], rounds: int) -> float:
    """Solve every position by both sides, ``rounds`` times; print the figures and
    return the ratio core/kernel of the median totals."""
    sides = {"kernel": kernel, "core": core_side}
    first = {tag: [fn(c) for c in cores] for tag, fn in sides.items()}  # also warms caches
    values = {tag: [v for v, _ in res] for tag, res in first.items()}
    if values["kernel"] != values["core"]:
        bad = [i for i, (a, b) in enumerate(zip(values["kernel"], values["core"])) if a != b]
        raise SystemExit(f"{name}: the values differ at positions {bad[:10]}")
    totals: dict[str, list[float]] = {tag: [] for tag in sides}
    for r in range(rounds):
        order = list(sides) if r % 2 == 0 else list(reversed(sides))
        for tag in order:
            fn = sides[tag]
            t = time.process_time()
            for c in cores:
                fn(c)
            totals[tag].append(time.process_time() - t)
    med = {tag: statistics.median(ts) for tag, ts in totals.items()}
    nodes = {tag: sum(n for _, n in res) for tag, res in first.items()}
    print(f"{name}: {len(cores)} positions, values agree")
    for tag in sides:
        print(f"  {tag:>6}: {nodes[tag]:>10,} nodes, median total {med[tag]:8.3f} s "
              f"({nodes[tag] / med[tag]:,.0f} nodes/s); runs "
              + " ".join(f"{t:.3f}" for t in totals[tag]))
    ratio = med["core"] / med["kernel"]
    print(f"  core/kernel: {ratio:.2f}x the time (the core's moves cost "
          f"{(ratio - 1) * 100:+.0f}%)")
    return ratio


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--positions", type=int, default=200, help="phase-two positions")
    ap.add_argument("--closed", type=int, default=40, help="closed-stock positions")
    ap.add_argument("--three", type=int, default=40, help="three-player positions (0: none)")
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--seed", type=int, default=41)
    ap.add_argument("--rules", default="traditional", help="the two-player preset")
    a = ap.parse_args(argv)
    rules = make_rules(a.rules)
    print(f"seed {a.seed}, {a.rounds} rounds, rules {a.rules} "
          f"(CPython {sys.version.split()[0]}, process CPU time)")
    rng = random.Random(a.seed)
    compare("two players, phase two", phase_two_positions(rules, a.positions, rng),
            kernel_value0, core_value0, a.rounds)
    compare("two players, closed stock", closed_positions(rules, a.closed, rng),
            kernel_value0, core_value0, a.rounds)
    if a.three:
        compare("three players (12-18 cards left)", three_positions(a.three, rng),
                kernel3_value, core3_value, a.rounds)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
