"""Per-decision think time of the expert (and sharp, for scale) in CPython.

Usage: python bench/ai_latency.py [--deals N] [--seed S] [--rules R]
Plays N deals of expert vs sharp (seats alternating) and times every decision
of each side: median, 95th percentile and maximum of the process CPU time (robust
on a shared machine), plus the expert's wall-clock time for comparison. The page runs the same code
on Pyodide, roughly 2-3x slower (target there: p95 <= 600 ms).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.classic import choose_classic  # noqa: E402
from game.ai.expert import choose_expert  # noqa: E402
from game.arena import percentile  # noqa: E402
from game.deal import new_deal  # noqa: E402


def time_deals(deals: int, seed: int, rules: str) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {"expert": [], "sharp": [], "expert wall": []}
    for i in range(deals):
        s = new_deal(seed * 1000 + i, rules, dealer=i % 2)
        expert_seat = i % 2
        k = 0
        while s.outcome is None:
            seat = s.to_move
            view = s.view(seat)
            t0, w0 = time.process_time(), time.perf_counter()
            if seat == expert_seat:
                action = choose_expert(view, seed=i * 64 + k)
                times["expert wall"].append(time.perf_counter() - w0)
                name = "expert"
            else:
                action = choose_classic(view, "sharp")
                name = "sharp"
            times[name].append(time.process_time() - t0)
            s = s.apply(action)
            k += 1
    return times


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=40)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--rules", choices=("traditional", "simple", "schnapsen"),
                    default="traditional")
    a = ap.parse_args(argv)
    times = time_deals(a.deals, a.seed, a.rules)
    print(f"{a.deals} deals, rules {a.rules}, seed {a.seed} (CPython {sys.version.split()[0]})")
    for name, ts in times.items():
        print(f"{name:>11}: median {1000 * percentile(ts, 50):7.2f} ms  "
              f"p95 {1000 * percentile(ts, 95):7.2f} ms  max {1000 * max(ts):7.2f} ms  "
              f"({len(ts)} decisions)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
