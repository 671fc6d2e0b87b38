"""Per-decision think time of the Expert (and Sharp, for scale) in CPython.

Usage: python bench/ai_latency.py [--rules traditional|simple|three] [--deals N] [--seed S]
                                  [--mode paranoid|maxn] [--match A-B[-C]]
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
from game.ai.solver import _SOLVED  # noqa: E402  (the memo: both paired timings start alike)
from game.ai.three.classic import choose_classic3  # noqa: E402
from game.ai.three.expert import DEFAULT_BUDGET3, choose_expert3  # noqa: E402
from game.console.stats import percentile  # noqa: E402
from game.engine.deal import new_deal  # noqa: E402
from game.engine.matchscore import MatchScore  # noqa: E402
from game.engine.rules import PRESETS  # noqa: E402

Chooser = Callable[[Any, int], str]  # (view, seed) -> action


def time_deals(deals: int, seed: int, rules: str, expert: Chooser,
               sharp: Callable[[Any], str], match: MatchScore | None = None
               ) -> dict[str, list[float]]:
    players = 3 if rules == "three" else 2
    times: dict[str, list[float]] = {"expert": [], "searched": [], "sharp": [],
                                     "expert wall": []}
    if match is not None:  # the same decisions timed again in the match (issue 44)
        times |= {"in match": [], "searched m": []}
    for i in range(deals):
        s = new_deal(seed * 1000 + i, rules, dealer=i % players).in_match(match)
        expert_seat = i % players
        k = 0
        while s.outcome is None:
            seat = s.to_move
            view = s.view(seat)
            t0, w0 = time.process_time(), time.perf_counter()
            if seat == expert_seat:
                alone = view if match is None else replace(view, match=None)
                memo = dict(_SOLVED)  # the solver's memo as it stands: both timings start so
                action = expert(alone, i * 64 + k)
                dt = time.process_time() - t0
                times["expert wall"].append(time.perf_counter() - w0)
                times["expert"].append(dt)
                if len(view.legal) > 1:
                    times["searched"].append(dt)
                if match is not None:  # the match's choice is the one played
                    _SOLVED.clear()
                    _SOLVED.update(memo)
                    t0 = time.process_time()
                    action = expert(view, i * 64 + k)
                    dt = time.process_time() - t0
                    times["in match"].append(dt)
                    if len(view.legal) > 1:
                        times["searched m"].append(dt)
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
    ap.add_argument("--match", default=None, metavar="A-B[-C]",
                    help="also time each Expert decision with the deal played in a match at "
                         "this score (to 7), the match's choice played")
    a = ap.parse_args(argv)
    three = a.rules == "three"
    match = None if a.match is None else MatchScore(
        tuple(int(x) for x in a.match.split("-")), 7)
    deals = a.deals if a.deals is not None else 60 if three else 40
    if three:
        budget = replace(DEFAULT_BUDGET3, mode=a.mode)
        times = time_deals(deals, a.seed, a.rules,
                           lambda view, sd: choose_expert3(view, sd, budget),
                           lambda view: choose_classic3(view, "sharp"), match)
    else:
        times = time_deals(deals, a.seed, a.rules, lambda view, sd: choose_expert(view, seed=sd),
                           lambda view: choose_classic(view, "sharp"), match)
    mode = f", mode {a.mode}" if three else ""
    if match is not None:
        mode += f", match at {a.match}"
    print(f"{deals} deals, rules {a.rules}, seed {a.seed}{mode} "
          f"(CPython {sys.version.split()[0]})")
    for name, ts in times.items():
        print(f"{name:>11}: median {1000 * percentile(ts, 50):7.2f} ms  "
              f"p95 {1000 * percentile(ts, 95):7.2f} ms  max {1000 * max(ts):7.2f} ms  "
              f"({len(ts)} decisions)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
