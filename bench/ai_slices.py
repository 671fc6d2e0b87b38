"""How long one ``Thinking.step`` takes, in CPython: the page's longest task.

Usage: python bench/ai_slices.py [--deals 30] [--seed 0] [--budget 0.01]
                                 [--level expert] [--rules traditional] [--check]

Plays ``--deals`` deals of the level vs sharp (seats alternating) and runs each
of the level's decisions through ``game.ai.think`` in slices of ``--budget``
seconds, timing every ``step()`` call. Prints the median, p95 and maximum time
of a step (wall clock, and CPU time of this process: on a shared machine the
wall clock also counts other processes), the steps per decision, and the five
longest steps with their deal and decision. ``--budget 0`` gives the time of single units of work.
``--check`` also asks ``choose()`` and fails on any difference. Pyodide runs
about 2.5x slower than CPython: a step of 20 ms here is about 50 ms in the page.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import choose  # noqa: E402
from game.ai.classic import choose_classic  # noqa: E402
from game.ai.thinking import think  # noqa: E402
from game.console.stats import percentile  # noqa: E402
from game.engine.deal import new_deal  # noqa: E402


def run(deals: int, seed: int, budget: float, level: str, rules: str, check: bool
        ) -> tuple[list[tuple[float, int, int]], list[float], list[int]]:
    """Every step's (wall seconds, deal, decision), its CPU seconds, and the steps of
    each decision."""
    steps: list[tuple[float, int, int]] = []
    cpus: list[float] = []
    per_decision: list[int] = []
    clock, cpu = time.perf_counter, time.process_time
    for i in range(deals):
        s = new_deal(seed * 1000 + i, rules, dealer=i % 2)
        seat_of_level = i % 2
        k = 0
        while s.outcome is None:
            if s.to_move == seat_of_level:
                ai_seed = i * 64 + k
                t = think(s, level, seed=ai_seed)
                n = 0
                while True:
                    t0, c0 = clock(), cpu()
                    done = t.step(budget)
                    steps.append((clock() - t0, i, k))
                    cpus.append(cpu() - c0)
                    n += 1
                    if done:
                        break
                per_decision.append(n)
                action = t.action
                if check and action != choose(s, level, seed=ai_seed):
                    raise SystemExit(f"deal {i} decision {k}: think gave {action}, "
                                     f"choose gave {choose(s, level, seed=ai_seed)}")
            else:
                action = choose_classic(s.view(s.to_move), "sharp")
            assert action is not None
            s = s.apply(action)
            k += 1
    return steps, cpus, per_decision


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=30)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--budget", type=float, default=0.01)
    ap.add_argument("--level", default="expert")
    ap.add_argument("--rules", choices=("traditional", "simple"), default="traditional")
    ap.add_argument("--check", action="store_true", help="compare every action with choose()")
    a = ap.parse_args(argv)
    steps, cpus, per_decision = run(a.deals, a.seed, a.budget, a.level, a.rules, a.check)
    ms = [1000 * t for t, _, _ in steps]
    print(f"{a.level} vs sharp, {a.deals} deals, rules {a.rules}, seed {a.seed}, "
          f"budget {1000 * a.budget:g} ms (CPython {sys.version.split()[0]})")
    print(f"  step wall time: median {percentile(ms, 50):.2f} ms  p95 {percentile(ms, 95):.2f} ms"
          f"  max {max(ms):.2f} ms  ({len(ms)} steps, {len(per_decision)} decisions)")
    cms = [1000 * t for t in cpus]
    print(f"  step CPU time:  median {percentile(cms, 50):.2f} ms  p95 {percentile(cms, 95):.2f} ms"
          f"  max {max(cms):.2f} ms  (the wall time less other processes' share)")
    print(f"  steps per decision: median {percentile(per_decision, 50):g}  "
          f"max {max(per_decision)}")
    worst = sorted(steps, reverse=True)[:5]
    print("  longest steps: " + ", ".join(
        f"{1000 * t:.1f} ms (deal {i}, decision {k})" for t, i, k in worst))
    if a.check:
        print("  every action equals choose()")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
