"""Per-decision think time of the three-player Expert in CPython.

Usage: python bench/ai_latency3.py [--deals N] [--seed S] [--mode paranoid|maxn]
Plays N deals of expert vs two Sharps (the Expert's seat rotating with the deal)
and times every decision of the Expert: median, 95th percentile and maximum of
the process CPU time (robust on a shared machine), over all decisions and over
those that needed a search (more than one legal card), plus the wall-clock time
for comparison. The page runs the same code on Pyodide, about 2.5x slower
(target there: p95 <= 600 ms; here: p95 <= 150 ms).
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.three.classic import choose_classic3  # noqa: E402
from game.ai.three.expert import DEFAULT_BUDGET3, Budget3, choose_expert3  # noqa: E402
from game.arena import percentile  # noqa: E402
from game.three.state import new_deal3  # noqa: E402


def time_deals(deals: int, seed: int, budget: Budget3) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {"expert": [], "searched": [], "expert wall": []}
    for i in range(deals):
        s = new_deal3(seed * 1000 + i, dealer=i % 3)
        expert_seat = i % 3
        k = 0
        while s.outcome is None:
            seat = s.to_move
            view = s.view(seat)
            if seat == expert_seat:
                t0, w0 = time.process_time(), time.perf_counter()
                action = choose_expert3(view, i * 64 + k, budget)
                dt = time.process_time() - t0
                times["expert wall"].append(time.perf_counter() - w0)
                times["expert"].append(dt)
                if len(view.legal) > 1:
                    times["searched"].append(dt)
            else:
                action = choose_classic3(view, "sharp")
            s = s.apply(action)
            k += 1
    return times


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=60)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--mode", choices=("paranoid", "maxn"), default=DEFAULT_BUDGET3.mode)
    a = ap.parse_args(argv)
    budget = replace(DEFAULT_BUDGET3, mode=a.mode)
    times = time_deals(a.deals, a.seed, budget)
    print(f"{a.deals} deals, three players, seed {a.seed}, mode {a.mode} "
          f"(CPython {sys.version.split()[0]})")
    for name, ts in times.items():
        print(f"{name:>11}: median {1000 * percentile(ts, 50):7.2f} ms  "
              f"p95 {1000 * percentile(ts, 95):7.2f} ms  max {1000 * max(ts):7.2f} ms  "
              f"({len(ts)} decisions)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
