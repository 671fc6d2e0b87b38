"""The reference players at three: ISMCTS and the oracle against the levels, seats rotated.

    python bench/three_reference.py ismcts sharp gentle --deals 20 --seed 1
    python bench/three_reference.py oracle sharp gentle --deals 20 --seed 1
    python bench/three_reference.py ismcts sharp gentle --iterations 1500   # another budget

Deal ``i`` is shuffled once (seed ``seed * 1_000_003 + i``, dealer ``i % 3``) and
played three times; in game ``r`` player ``k`` sits in seat ``(k + r) % 3``, as
``python -m game arena A B C --rules three`` plays them (the same deal and decision
seeds), in a small loop of its own so that it does not depend on where the arena
lives. Players: ``ismcts`` (game/ai/ismcts.py, ``--iterations``; default
``ITERATIONS3``), ``oracle`` (game/ai/oracle.py, which reads every hand;
``--oracle-mode``, ``--exact``, ``--playout-solve`` change its budget) and the
page's levels (gentle, normal, sharp, expert). Everything but the think times is
deterministic for a seed.

Printed per player: its share of all game points won (95% interval over the deals,
the delta method of a ratio), its game points and deal wins; and the think time per
decision (process CPU time), median and 95th percentile, over all its decisions and
over those with more than one legal card (the searched ones: at three, many cards
are forced, which drags the median of all decisions to nearly nothing).
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import choose  # noqa: E402
from game.ai.ismcts import ismcts_work  # noqa: E402
from game.ai.three.ismcts import ITERATIONS3, Table3  # noqa: E402
from game.ai.three.oracle import ORACLE3, choose_oracle3  # noqa: E402
from game.ai.work import finish  # noqa: E402
from game.engine.deal import new_deal  # noqa: E402
from game.engine.three.state import State3  # noqa: E402

LEVELS = ("gentle", "normal", "sharp", "expert")
PLAYERS = ("ismcts", "oracle") + LEVELS
Chooser = Callable[[State3, int], str]


@dataclass
class Times:
    every: list[float] = field(default_factory=list)  # every decision
    searched: list[float] = field(default_factory=list)  # those with a choice


def make(name: str, args: argparse.Namespace) -> Chooser:
    if name == "ismcts":
        return lambda s, seed: finish(ismcts_work(Table3(s.view(s.to_move)), seed,
                                                  args.iterations))
    if name == "oracle":
        budget = replace(ORACLE3, mode=args.oracle_mode,
                         solve_cards=args.exact or ORACLE3.solve_cards,
                         playout_solve=args.playout_solve or ORACLE3.playout_solve)
        return lambda s, seed: choose_oracle3(s, seed, budget)
    return lambda s, seed: choose(s, name, seed)


def play(choosers: list[Chooser], seed: int, dealer: int, player_at: list[int],
         times: list[Times]) -> tuple[int | None, int]:
    """One deal, player ``player_at[s]`` in seat s: (winning PLAYER or None, game points)."""
    s = new_deal(seed, "three", dealer=dealer)
    k = 0
    while s.outcome is None:
        seat = s.to_move
        assert seat is not None
        who = player_at[seat]
        t0 = time.process_time()
        action = choosers[who](s, seed * 64 + k + 7_919 * who)  # the arena's decision seeds
        took = time.process_time() - t0
        times[who].every.append(took)
        if len(s.legal_actions()) > 1:
            times[who].searched.append(took)
        s = s.apply(action)
        k += 1
    oc = s.outcome
    return (None if oc.winner is None else player_at[oc.winner]), oc.game_points


def percentile(xs: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100), 0 for no values."""
    if not xs:
        return 0.0
    ys = sorted(xs)
    return ys[max(0, min(len(ys) - 1, math.ceil(q / 100 * len(ys)) - 1))]


def share_ci(mine: list[int], total: list[int]) -> tuple[float, float]:
    """Ratio of sums and its 95% half-width over the deals (delta method)."""
    n, den = len(mine), sum(total)
    if den == 0:
        return 0.0, 0.0
    r = sum(mine) / den
    if n < 2:
        return r, math.inf
    resid = [a - r * b for a, b in zip(mine, total)]
    return r, 1.96 * statistics.stdev(resid) / math.sqrt(n) / (den / n)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    for p in ("a", "b", "c"):
        ap.add_argument(p, choices=PLAYERS)
    ap.add_argument("--deals", type=int, default=20, help="deals (each played three times)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--iterations", type=int, default=None,
                    help=f"ISMCTS iterations per decision (default {ITERATIONS3})")
    ap.add_argument("--oracle-mode", choices=("paranoid", "maxn"), default=ORACLE3.mode)
    ap.add_argument("--exact", type=int, default=0,
                    help=f"oracle: cards left for the exact search (default {ORACLE3.solve_cards})")
    ap.add_argument("--playout-solve", type=int, default=0,
                    help=f"oracle: cards left at which a playout is solved "
                         f"(default {ORACLE3.playout_solve})")
    args = ap.parse_args(argv)
    names = [args.a, args.b, args.c]
    choosers = [make(n, args) for n in names]
    times = [Times() for _ in names]
    gained: list[list[int]] = [[], [], []]  # per player, per deal
    wins = [0, 0, 0]
    replays = 0
    for i in range(args.deals):
        ds = args.seed * 1_000_003 + i
        per_deal = [0, 0, 0]
        for r in range(3):
            player_at = [(s - r) % 3 for s in range(3)]
            winner, gp = play(choosers, ds, i % 3, player_at, times)
            if winner is None:
                replays += 1
            else:
                per_deal[winner] += gp
                wins[winner] += 1
        for p in range(3):
            gained[p].append(per_deal[p])
    totals = [sum(g[i] for g in gained) for i in range(args.deals)]
    extra = (f", iterations {args.iterations or ITERATIONS3}" if "ismcts" in names else "")
    if "oracle" in names:
        extra += (f", oracle {args.oracle_mode} exact at {args.exact or ORACLE3.solve_cards}"
                  f" cards, playouts solved at {args.playout_solve or ORACLE3.playout_solve}")
    print(f"three players {' / '.join(names)}: {args.deals} deals x 3 seat rotations, "
          f"seed {args.seed}{extra}")
    for p, name in enumerate(names):
        share, ci = share_ci(gained[p], totals)
        t = times[p]
        print(f"player {p + 1} {name}: share {100 * share:.1f}% (95% CI {100 * (share - ci):.1f}"
              f" .. {100 * (share + ci):.1f}), {sum(gained[p])} game points, deal wins {wins[p]}"
              f"; think time median {1000 * percentile(t.every, 50):.2f} ms, p95 "
              f"{1000 * percentile(t.every, 95):.2f} ms over {len(t.every)} decisions; with a "
              f"choice median {1000 * percentile(t.searched, 50):.2f} ms, p95 "
              f"{1000 * percentile(t.searched, 95):.2f} ms, max "
              f"{1000 * max(t.searched, default=0.0):.2f} ms over {len(t.searched)}")
    print(f"replays and draws: {replays} of {3 * args.deals} games")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
