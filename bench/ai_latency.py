"""Per-decision think time of the Expert (and Sharp, for scale) in CPython.

Usage: python bench/ai_latency.py [--rules traditional|simple|three] [--deals N] [--seed S]
                                  [--mode paranoid|maxn]
Plays N deals of the Expert against Sharp (two players: seats alternating; three: the
Expert against two Sharps, its seat rotating with the deal) and times every decision:
median, 95th percentile and maximum of the process CPU time (robust on a shared
machine) for the Expert, for its decisions that needed a search (more than one legal
action) and for Sharp, plus the Expert's wall-clock time for comparison. ``--mode``
is the three-player Expert's (game/ai/three/expert.py). The page runs the same code
on Pyodide, roughly 2-3x slower (target there: p95 <= 600 ms; here, three players:
p95 <= 150 ms).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.classic import choose_classic  # noqa: E402
from game.ai.expert import choose_expert  # noqa: E402
from game.ai.three.classic import choose_classic3  # noqa: E402
from game.ai.three.expert import DEFAULT_BUDGET3, choose_expert3  # noqa: E402
from game.console.stats import percentile  # noqa: E402
from game.engine.deal import new_deal  # noqa: E402
from game.engine.rules import PRESETS  # noqa: E402

Chooser = Callable[[Any, int], str]  # (view, seed) -> action


def time_deals(deals: int, seed: int, rules: str, expert: Chooser,
               sharp: Callable[[Any], str]) -> dict[str, list[float]]:
    players = 3 if rules == "three" else 2
    times: dict[str, list[float]] = {"expert": [], "searched": [], "sharp": [],
                                     "expert wall": []}
    for i in range(deals):
        s = new_deal(seed * 1000 + i, rules, dealer=i % players)
        expert_seat = i % players
        k = 0
        while s.outcome is None:
            seat = s.to_move
            view = s.view(seat)
            t0, w0 = time.process_time(), time.perf_counter()
            if seat == expert_seat:
                action = expert(view, i * 64 + k)
                dt = time.process_time() - t0
                times["expert wall"].append(time.perf_counter() - w0)
                times["expert"].append(dt)
                if len(view.legal) > 1:
                    times["searched"].append(dt)
            else:
                action = sharp(view)
                times["sharp"].append(time.process_time() - t0)
            s = s.apply(action)
            k += 1
    return times


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--rules", choices=PRESETS, default="traditional")
    ap.add_argument("--deals", type=int, default=None,
                    help="deals to play (default: 40, three players 60)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--mode", choices=("paranoid", "maxn"), default=DEFAULT_BUDGET3.mode,
                    help="the three-player Expert's search")
    a = ap.parse_args(argv)
    three = a.rules == "three"
    deals = a.deals if a.deals is not None else 60 if three else 40
    if three:
        budget = replace(DEFAULT_BUDGET3, mode=a.mode)
        times = time_deals(deals, a.seed, a.rules,
                           lambda view, sd: choose_expert3(view, sd, budget),
                           lambda view: choose_classic3(view, "sharp"))
    else:
        times = time_deals(deals, a.seed, a.rules, lambda view, sd: choose_expert(view, seed=sd),
                           lambda view: choose_classic(view, "sharp"))
    mode = f", mode {a.mode}" if three else ""
    print(f"{deals} deals, rules {a.rules}, seed {a.seed}{mode} "
          f"(CPython {sys.version.split()[0]})")
    for name, ts in times.items():
        print(f"{name:>11}: median {1000 * percentile(ts, 50):7.2f} ms  "
              f"p95 {1000 * percentile(ts, 95):7.2f} ms  max {1000 * max(ts):7.2f} ms  "
              f"({len(ts)} decisions)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
