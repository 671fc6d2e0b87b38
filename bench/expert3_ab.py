"""Three-player arena in parts, and the Expert with other budgets, on the same deals.

    python bench/expert3_ab.py expert sharp sharp --seed 1 --start 0 --deals 500 --out a.json
    python bench/expert3_ab.py expert sharp sharp --seed 1 --start 500 --deals 500 --out b.json
    python bench/expert3_ab.py --merge a.json b.json

Deals ``start .. start + deals - 1`` are played exactly as ``python -m game arena
A B C --rules three --seed S`` plays them (game/arena3.py: same deal seeds,
dealers, seat rotations and decision seeds), so parts run side by side (one per
core) and merged give the figures of one run over all the deals. ``--budget``
gives the Expert (every "expert" player) other settings, as JSON for
``game.ai.three.expert.Budget3`` (for example '{"mode": "maxn"}'), to compare
budgets on the same deals.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.three import choose_three  # noqa: E402
from game.ai.three.expert import DEFAULT_BUDGET3, choose_expert3  # noqa: E402
from game.arena3 import (  # noqa: E402
    PLAYERS3,
    Chooser3,
    Game3,
    Timings3,
    compute_stats3,
    play_deal3,
    report3,
)


def chooser(name: str, budget_json: str) -> Chooser3:
    if name == "expert" and budget_json:
        budget = replace(DEFAULT_BUDGET3, **json.loads(budget_json))
        return lambda s, seed: choose_expert3(s.view(s.to_move), seed, budget)  # type: ignore
    return lambda s, seed: choose_three(s.view(s.to_move), name, seed)  # type: ignore


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("players", nargs="*", help="three of: " + ", ".join(PLAYERS3))
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--budget", default="", help="JSON settings for the Expert (Budget3)")
    ap.add_argument("--out", default="", help="write the games and think times here (JSON)")
    ap.add_argument("--merge", nargs="*", default=None, help="merge part files and report")
    a = ap.parse_args(argv)
    if a.merge is not None:
        games: list[Game3] = []
        timings = Timings3()
        names: list[str] = []
        seed = 0
        for f in a.merge:
            part = json.loads(Path(f).read_text())
            names, seed = part["players"], part["seed"]
            games += [Game3(g["deal"], g["rotation"], tuple(g["gained"]), g["winner"],
                            g["reason"]) for g in part["games"]]
            for p in range(3):
                timings.by_player[p] += part["times"][p]
        print(report3(names, compute_stats3(games), timings, seed))
        return 0
    if len(a.players) != 3 or any(p not in PLAYERS3 for p in a.players):
        ap.error("name three players")
    choosers = [chooser(n, a.budget) for n in a.players]
    timings = Timings3()
    games = []
    for i in range(a.start, a.start + a.deals):
        games += play_deal3(choosers, i, a.seed, timings)
    names = [n + (f" {a.budget}" if n == "expert" and a.budget else "") for n in a.players]
    print(report3(names, compute_stats3(games), timings, a.seed))
    if a.out:
        Path(a.out).write_text(json.dumps({
            "players": names, "seed": a.seed, "start": a.start, "deals": a.deals,
            "budget": a.budget or json.dumps(asdict(DEFAULT_BUDGET3)),
            "games": [{"deal": g.deal, "rotation": g.rotation, "gained": list(g.gained),
                       "winner": g.winner, "reason": g.reason} for g in games],
            "times": timings.by_player}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
