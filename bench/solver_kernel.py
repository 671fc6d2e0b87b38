"""The solvers' kernels against the cores' own moves and against the one alpha-beta
driver: what the kernels' hot loops are worth.

Usage: python bench/solver_kernel.py [--positions N] [--closed M] [--three K]
                                     [--rounds R] [--seed S] [--rules PRESET]
Issue 41 (points 2 and 4): the rules are written four times, in the two cores and in the
two solvers' kernels, and the alpha-beta loop once more in each kernel search. A solver
may drop its kernel for its core's moves if that costs it under 10% of its speed, and
its hot loop for the one driver (game/ai/alphabeta.py) likewise. This measures both on
fixed, seeded positions:

- two players: N phase-two positions (random legal play that never closes, until the
  stock is gone, then 0-3 more random actions) and M closed-stock positions (0-4
  random tricks of phase one, then the leader closes; an exchange offered after the
  close is taken or passed at random), each solved (a) by today's solver
  (``game.ai.solver.Solver(core).value0(core)``, its table of solved positions
  emptied first), (b) by the one driver with the solver's own kernel moves as its
  adapter (``KernelGame``: the same positions, scoring, move order and table key)
  and (c) by the one driver over ``game.engine.core.Core``'s own ``legal()``,
  ``play()`` and ``copy()`` (``CoreGame``; the core has no undo);
- three players: K positions with 12-18 cards left (random legal play) solved for
  the seat to move (a) by ``game.ai.three.solver.ParanoidSearch`` on the kernel
  (kernel.py), (b) by the one driver with that kernel's moves as its adapter
  (``KernelGame3``) and (c) by the one driver over ``game.engine.three.core.Core3``'s
  ``legal()``, ``play()`` and ``copy()`` (``CoreGame3``: the same paranoid search).

Every side solves every position in each round, the order rotating between rounds,
timed in process CPU time (steadier than the clock on a shared machine); the values
must agree (checked) and so, nearly, should the node counts (the searches have one
shape). Prints nodes, each side's median total over the rounds and its ratio to the
kernel's.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import solver as solver2  # noqa: E402
from game.ai.alphabeta import AlphaBeta  # noqa: E402
from game.ai.searchorder import ORDERED  # noqa: E402
from game.ai.solver import ORDER, SUIT_MASK, Solver, outcome_value  # noqa: E402
from game.ai.three.kernel import INF as INF3  # noqa: E402
from game.ai.three.kernel import (  # noqa: E402
    LAST_TRICK,
    PARTNER_BIT,
    SCALE,
    Pos,
    replies,
    trick_state,
)
from game.ai.three.solver import ParanoidSearch  # noqa: E402
from game.engine.cards import POINTS, mask_of  # noqa: E402
from game.engine.core import CLOSE, OUT, OVER, PLAY, Core, deal_core  # noqa: E402
from game.engine.rules import Rules, make_rules  # noqa: E402
from game.engine.three.core import Core3, deal_core3  # noqa: E402

INF = 99
# A legal action's place in the solver's move order (OUT after every card).
RANK = {**{c: i for i, c in enumerate(ORDER)}, OUT: 24}


# -- two players: (b) the one driver over the solver's kernel -----------------------------
# A kernel position: (h0, h1, leader, lead, p0, p1, t0, t1) as Solver.state_of, or (value,)
# once the deal is decided (player 0's game points).
KPos = tuple[int, ...]


class KernelGame:
    """``Solver``'s search as an adapter of the one driver: the same positions (hands as
    masks), duties, move order, table key and scoring of a finished trick (the solver's
    own ``_win``, ``_out``, ``_end_of_cards``, ``_last_trick``); values for player 0."""

    def __init__(self, s: Solver) -> None:
        self.s = s

    def leaf(self, pos: KPos, depth: int) -> float | None:
        return pos[0] if len(pos) == 1 else None

    def maximizing(self, pos: KPos) -> bool:
        leader, lead = pos[2], pos[3]
        return (leader if lead < 0 else 1 - leader) == 0

    def key(self, pos: KPos) -> Hashable:
        h0, h1, leader, lead, p0, _p1, t0, t1 = pos
        return (h0, h1, p0, leader, lead, t0, t1)

    def depth(self, depth: int, move: int) -> int:
        return 0

    def moves(self, pos: KPos) -> list[int]:
        h0, h1, leader, lead, _p0, _p1, t0, t1 = pos
        if lead < 0:
            hand = h0 if leader == 0 else h1
            moves = list(ORDERED[hand])
            if self.s.manual and (t0 or t1):
                moves.append(OUT)
            return moves
        held = h0 if leader == 1 else h1
        same = held & SUIT_MASK[lead // 6]
        if same:
            hand = same & ((1 << lead) - 1) or same
        else:
            hand = held & self.s.trump_mask or held
        return list(ORDERED[hand])

    def child(self, pos: KPos, c: int) -> KPos:
        s = self.s
        h0, h1, leader, lead, p0, p1, t0, t1 = pos
        if lead < 0:
            if c == OUT:
                return (s._out(leader, p0, p1, t0, t1),)
            if leader == 0:
                return (h0 & ~(1 << c), h1, 0, c, p0, p1, t0, t1)
            return (h0, h1 & ~(1 << c), 1, c, p0, p1, t0, t1)
        mover = 1 - leader
        held = h0 if mover == 0 else h1
        lead_points = POINTS[lead]
        left = held.bit_count()
        last = left == 1
        if last and s.bonus:
            lead_points += 10
        n0, n1 = (h0 & ~(1 << c), h1) if mover == 0 else (h0, h1 & ~(1 << c))
        w = mover if s.takes[lead][c] else leader
        if w == 0:
            q0, q1, u0, u1 = p0 + lead_points + POINTS[c], p1, 1, t1
            out = s.auto and q0 + s.mar[0] >= 66
        else:
            q0, q1, u0, u1 = p0, p1 + lead_points + POINTS[c], t0, 1
            out = s.auto and q1 + s.mar[1] >= 66
        if out:
            return (s._win(w, q0, q1, u0, u1),)
        if last:
            return (s._end_of_cards(w, q0, q1, u0, u1),)
        if left == 2 and s.auto:
            return (s._last_trick(n0, n1, w, q0, q1, u0, u1),)
        return (n0, n1, w, -1, q0, q1, u0, u1)


def by_children(core: Core, solve: Callable[[Core], tuple[int, int]]) -> tuple[int, int]:
    """(value for player 0, nodes) of an exchange offer or the closer's marriage lead, as
    ``Solver.value0``: each child by a new search."""
    vals, nodes = [], 0
    for a in core.legal():
        child = core.copy()
        child.play(a)
        v, n = solve(child)
        vals.append(v)
        nodes += n
    return (max(vals) if core.to_move() == 0 else min(vals)), nodes


def driver_value0(core: Core) -> tuple[int, int]:
    """(value for player 0, nodes): the one driver over the solver's kernel moves."""
    if core.stage == OVER:
        return outcome_value(core, 0), 0
    if core.stage != PLAY or solver2._marriage_lead(core):
        return by_children(core, driver_value0)
    s = Solver(core)
    search = AlphaBeta(KernelGame(s), INF, steps=False)
    return int(search.value(s.state_of(core), 0, -INF, INF)), search.nodes


# -- two players: (c) the one driver over the core's own moves ------------------------------
class CoreGame:
    """``Solver.search`` with the kernel replaced by ``Core.legal()/play()/copy()``: one
    node per PLAY position, values in game points for player 0, a bounds table keyed as
    the solver's, the table's best move first, the forced last trick played out (depth:
    1 at the root, 0 below, so a root with one card each is searched)."""

    def __init__(self, core: Core) -> None:
        r = core.rules
        self.auto = r.auto_out or r.automatic_end

    def leaf(self, core: Core, depth: int) -> float | None:
        if core.stage == OVER:
            return outcome_value(core, 0)
        if depth == 0 and core.lead < 0 and self.auto and len(core.hands[0]) == 1:
            # after a trick, one card each and going out is automatic: it is forced
            last = core.copy()
            last.play(last.hands[last.leader][0])
            last.play(last.hands[1 - last.leader][0])
            return outcome_value(last, 0)
        return None

    def maximizing(self, core: Core) -> bool:
        return core.to_move() == 0

    def moves(self, core: Core) -> list[int]:
        return sorted(core.legal(), key=RANK.__getitem__)

    def child(self, core: Core, move: int) -> Core:
        child = core.copy()
        child.play(move)
        return child

    def depth(self, depth: int, move: int) -> int:
        return 0

    def key(self, core: Core) -> Hashable:
        hands = core.hands
        tricks = core.tricks
        return (mask_of(hands[0]), mask_of(hands[1]), core.card_points[0], core.leader,
                core.lead, 1 if tricks[0] else 0, 1 if tricks[1] else 0)


def core_value0(core: Core) -> tuple[int, int]:
    """(value for player 0, nodes) as ``Solver.value0``, through the one driver over the
    core's moves."""
    if core.stage == OVER:
        return outcome_value(core, 0), 0
    if core.stage != PLAY or solver2._marriage_lead(core):
        return by_children(core, core_value0)
    search = AlphaBeta(CoreGame(core), INF, steps=False)
    return int(search.value(core, 1, -INF, INF)), search.nodes


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


# -- three players: (c) the one driver over Core3's own moves ----------------------------
ORDER_RANK3 = {c: i for i, c in enumerate(ORDER)}  # kernel.ORDER is the same order


class CoreGame3:
    """``ParanoidSearch`` (objective "paid", tie-break on) with the kernel replaced by
    ``Core3.legal()/play()/copy()``: a table at every lead, a forced card played without
    a choice, the last trick (one card each) played out as one move."""

    def __init__(self, root: int) -> None:
        self.root = root

    def leaf(self, core: Core3, depth: int) -> float | None:
        oc = core.outcome
        if oc is None:
            return None
        return oc.net(self.root) * SCALE + core.points(self.root)

    @staticmethod
    def last_trick(core: Core3) -> bool:
        return not core.table and len(core.hands[core.leader]) == 1

    def maximizing(self, core: Core3) -> bool:
        return core.to_move() == self.root

    def moves(self, core: Core3) -> list[int]:
        if self.last_trick(core):
            return [core.hands[core.leader][0]]
        moves = core.legal()
        if len(moves) > 1:
            moves.sort(key=ORDER_RANK3.__getitem__)
        return moves

    def child(self, core: Core3, move: int) -> Core3:
        child = core.copy()
        if self.last_trick(core):
            for _ in range(3):
                p = child.to_move()
                assert p is not None
                child.play(child.hands[p][0])
        else:
            child.play(move)
        return child

    def depth(self, depth: int, move: int) -> int:
        return 0

    def key(self, core: Core3) -> Hashable | None:
        if core.table or self.last_trick(core):
            return None
        hands = core.hands
        tricks = core.tricks
        return (mask_of(hands[0]), mask_of(hands[1]), mask_of(hands[2]), core.leader,
                *core.card_points, *core.marriage_points,
                (tricks[0] > 0) | (tricks[1] > 0) << 1 | (tricks[2] > 0) << 2)


def core3_value(core: Core3) -> tuple[int, int]:
    root = core.to_move()
    assert root is not None
    search = AlphaBeta(CoreGame3(root), INF * SCALE, steps=False)
    return int(search.value(core, 0, -INF * SCALE, INF * SCALE)), search.nodes


def kernel3_value(core: Core3) -> tuple[int, int]:
    pos = Pos.of_core(core)
    s = ParanoidSearch(pos.trump, pos.to_move())
    return s.value(pos), s.nodes


# -- three players: (b) the one driver over the kernel -------------------------------------
# A kernel position: (h0, h1, h2, c0, c1, c2, m0, m1, m2, flags, leader, k, ls, best, bs,
# tp) as TrickSearch passes it in parts, or (value,) once the deal is over.
KPos3 = tuple[int, ...]


class KernelGame3:
    """``ParanoidSearch`` as an adapter of the one driver: its positions, duties
    (``replies``), move order, table key, the step of a card into a trick
    (``TrickSearch._play``) and its scoring and last-trick shortcut (the search's own
    ``_end``, ``_last_trick``)."""

    def __init__(self, s: ParanoidSearch) -> None:
        self.s = s

    def leaf(self, pos: KPos3, depth: int) -> float | None:
        return pos[0] if len(pos) == 1 else None

    def maximizing(self, pos: KPos3) -> bool:
        return (pos[10] + pos[11]) % 3 == self.s.root

    def key(self, pos: KPos3) -> Hashable | None:
        if pos[11] or not pos[pos[10]] & (pos[pos[10]] - 1):  # in a trick, or the last
            return None
        return (*pos[:3], pos[10], *pos[3:10])

    def depth(self, depth: int, move: int) -> int:
        return 0

    def moves(self, pos: KPos3) -> list[int]:
        leader, k = pos[10], pos[11]
        p = (leader + k) % 3
        if k == 0:
            return list(ORDERED[pos[p]])
        return list(ORDERED[replies(pos[p], pos[12], pos[13], self.s.trump)])

    def child(self, pos: KPos3, card: int) -> KPos3:
        s = self.s
        h, c, m = list(pos[0:3]), list(pos[3:6]), list(pos[6:9])
        fl, leader, k, ls, best, bs, tp = pos[9:]
        p = (leader + k) % 3
        hand = h[p]
        if k == 0 and not hand & (hand - 1):  # one card each: the last trick at once
            return (s._last_trick(h, leader, c, m, fl),)
        h[p] = hand ^ 1 << card
        if k == 0:
            if hand & PARTNER_BIT[card]:
                m[p] += s.declares[card]
            return (*h, *c, *m, fl, leader, 1, card // 6, card, p, POINTS[card])
        if s.takes[best] >> card & 1:
            best, bs = card, p
        tp += POINTS[card]
        if k == 1:
            return (*h, *c, *m, fl, leader, 2, ls, best, bs, tp)
        if h[0] | h[1] | h[2]:
            c[bs] += tp
            return (*h, *c, *m, fl | 1 << bs, bs, 0, -1, -1, -1, 0)
        c[bs] += tp + LAST_TRICK
        return (s._end(c, m, fl | 1 << bs, bs),)


def driver3_value(core: Core3) -> tuple[int, int]:
    pos = Pos.of_core(core)
    s = ParanoidSearch(pos.trump, pos.to_move())
    ls, best, bs, tp = trick_state(pos)
    start = (*pos.hands, *pos.cp, *pos.mar, pos.flags, pos.leader, len(pos.table), ls, best,
             bs, tp)
    search = AlphaBeta(KernelGame3(s), INF3, steps=False)
    return int(search.value(start, 0, -INF3, INF3)), search.nodes


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


def compare(name: str, cores: list[T], sides: dict[str, Callable[[T], tuple[int, int]]],
            rounds: int) -> dict[str, float]:
    """Solve every position by every side (the first is the kernel), ``rounds`` times;
    print the figures and return each side's ratio to the kernel's median total."""
    first = {tag: [fn(c) for c in cores] for tag, fn in sides.items()}  # also warms caches
    values = {tag: [v for v, _ in res] for tag, res in first.items()}
    base = next(iter(sides))
    for tag in sides:
        if values[tag] != values[base]:
            bad = [i for i, (a, b) in enumerate(zip(values[base], values[tag])) if a != b]
            raise SystemExit(f"{name}: {tag}'s values differ at positions {bad[:10]}")
    totals: dict[str, list[float]] = {tag: [] for tag in sides}
    tags = list(sides)
    for r in range(rounds):
        for tag in tags[r % len(tags):] + tags[:r % len(tags)]:  # rotate who goes first
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
    ratios = {tag: med[tag] / med[base] for tag in sides}
    for tag in tags[1:]:
        print(f"  {tag}/{base}: {ratios[tag]:.2f}x the time ({(ratios[tag] - 1) * 100:+.0f}%)")
    return ratios


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
    two = {"kernel": kernel_value0, "driver": driver_value0, "core": core_value0}
    compare("two players, phase two", phase_two_positions(rules, a.positions, rng), two,
            a.rounds)
    compare("two players, closed stock", closed_positions(rules, a.closed, rng), two,
            a.rounds)
    if a.three:
        compare("three players (12-18 cards left)", three_positions(a.three, rng),
                {"kernel": kernel3_value, "driver": driver3_value, "core": core3_value},
                a.rounds)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
