"""Three-player arena in parts, and the Expert with other budgets, on the same deals.

    python bench/expert3_ab.py expert sharp sharp --seed 1 --start 0 --deals 500 --out a.json
    python bench/expert3_ab.py expert sharp sharp --seed 1 --start 500 --deals 500 --out b.json
    python bench/expert3_ab.py --merge a.json b.json

Deals ``start .. start + deals - 1`` are played exactly as ``python -m game arena
A B C --rules three --seed S`` plays them (game/console/arena.py: same deal seeds,
dealers, seat rotations and decision seeds), so parts run side by side (one per
core) and merged give the figures of one run over all the deals. ``--budget``
gives the Expert (every "expert" player) other settings, as JSON for
``game.ai.three.expert.Budget3`` (for example '{"mode": "maxn"}'), to compare
budgets on the same deals. ``--variant`` plays one of bench/infoset3.py's searches
for the Expert's early decisions (``--iterations``, ``--explore``, ``--above``,
``--expand``), and ``--rival-weight W`` scores another seat's win as W times its gain
(the objective "race" has 1).

    python bench/expert3_ab.py --pair a.json b.json

compares two runs of the same deals with the Expert as player 1: the difference in its
share of the game points, and per deal in its game points minus the mean of the
others', each with its 95% interval (paired by deal, the delta method for the share).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from dataclasses import asdict, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from infoset3 import VARIANTS, Settings, choose_infoset3  # noqa: E402

from game.ai import choose  # noqa: E402
from game.ai.three.expert import DEFAULT_BUDGET3, choose_expert3  # noqa: E402
from game.ai.three.kernel import OBJECTIVES, race_utility  # noqa: E402
from game.console.arena import Game, Timings, play_deal  # noqa: E402
from game.console.players import PLAYERS3, Chooser  # noqa: E402
from game.console.report import report3  # noqa: E402
from game.console.stats import compute_stats3, mean_ci  # noqa: E402


def rival_weighted(weight: float) -> str:
    """Register (for this process) the objective "race" with another seat's win
    weighed ``weight`` times its gain; its name."""
    def race(totals: "tuple[int, int, int] | list[int]", flags: int) -> tuple[float, ...]:
        return tuple(x if x > 0 else weight * x for x in race_utility(totals, flags))
    name = f"race*{weight:g}"
    OBJECTIVES[name] = race  # type: ignore[assignment]
    return name


def chooser(name: str, budget_json: str, settings: "Settings | None" = None) -> Chooser:
    if name == "expert" and (budget_json or settings):
        budget = replace(DEFAULT_BUDGET3, **json.loads(budget_json or "{}"))
        if settings:
            chosen = settings
            return lambda s, seed: choose_infoset3(s.view(s.to_move), seed,  # type: ignore
                                                   chosen, budget)
        return lambda s, seed: choose_expert3(s.view(s.to_move), seed, budget)  # type: ignore
    return lambda s, seed: choose(s, name, seed)


def pair(a_file: str, b_file: str) -> str:
    """Run A against run B of the same deals, player 1's figures (see the docstring)."""
    def per_deal(f: str) -> tuple[dict[int, float], dict[int, float], dict[int, float]]:
        mine: dict[int, float] = defaultdict(float)
        every: dict[int, float] = defaultdict(float)
        unit: dict[int, float] = defaultdict(float)
        for g in json.loads(Path(f).read_text())["games"]:
            x = g["gained"]
            mine[g["deal"]] += x[0]
            every[g["deal"]] += sum(x)
            unit[g["deal"]] += x[0] - (x[1] + x[2]) / 2
        return mine, every, unit

    (ea, ta, ua), (eb, tb, ub) = per_deal(a_file), per_deal(b_file)
    deals = sorted(set(ea) & set(eb))
    n = len(deals)
    if n < 2:
        raise SystemExit("the two runs share fewer than two deals")

    sum_ta, sum_tb = sum(ta[d] for d in deals), sum(tb[d] for d in deals)
    sa = sum(ea[d] for d in deals) / sum_ta
    sb = sum(eb[d] for d in deals) / sum_tb
    # The share is a ratio of sums: its change per deal, linearised (delta method).
    z = [(ea[d] - sa * ta[d]) / sum_ta - (eb[d] - sb * tb[d]) / sum_tb for d in deals]
    _m, hw = mean_ci(z)
    du, hu = mean_ci([ua[d] - ub[d] for d in deals])
    return (f"{n} deals: share {100 * sa:.1f}% against {100 * sb:.1f}%, "
            f"{100 * (sa - sb):+.1f} points ({100 * (sa - sb - n * hw):+.1f} .. "
            f"{100 * (sa - sb + n * hw):+.1f}); per deal {du:+.3f} ({du - hu:+.3f} .. "
            f"{du + hu:+.3f})")


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("players", nargs="*", help="three of: " + ", ".join(PLAYERS3))
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--budget", default="", help="JSON settings for the Expert (Budget3)")
    ap.add_argument("--out", default="", help="write the games and think times here (JSON)")
    ap.add_argument("--merge", nargs="*", default=None, help="merge part files and report")
    ap.add_argument("--pair", nargs=2, default=None, metavar=("A", "B"),
                    help="compare two runs of the same deals")
    ap.add_argument("--variant", choices=VARIANTS, default=None,
                    help="an information-set search for the early decisions (infoset3.py)")
    ap.add_argument("--iterations", type=int, default=Settings.iterations)
    ap.add_argument("--explore", type=float, default=Settings.explore)
    ap.add_argument("--above", type=int, default=Settings.above,
                    help="the variant decides only with more cards than this in the hands")
    ap.add_argument("--expand", type=int, default=Settings.expand,
                    help="pimc-tree: visits before a node tries cards of its own")
    ap.add_argument("--rival-weight", type=float, default=None)
    a = ap.parse_args(argv)
    if a.pair:
        print(pair(*a.pair))
        return 0
    if a.rival_weight is not None:
        extra = json.loads(a.budget or "{}")
        extra["objective"] = rival_weighted(a.rival_weight)
        a.budget = json.dumps(extra)
    if a.merge is not None:
        games: list[Game] = []
        timings = Timings.of(3)
        names: list[str] = []
        seed = 0
        for f in a.merge:
            part = json.loads(Path(f).read_text())
            names, seed = part["players"], part["seed"]
            games += [Game(g["deal"], g["rotation"], tuple(g["gained"]), g["winner"],
                            g["reason"]) for g in part["games"]]
            for p in range(3):
                timings.by_player[p] += part["times"][p]
        print(report3(names, compute_stats3(games), timings, seed))
        return 0
    if len(a.players) != 3 or any(p not in PLAYERS3 for p in a.players):
        ap.error("name three players")
    settings = (Settings(a.variant, a.iterations, a.explore, a.above, a.expand)
                if a.variant else None)
    choosers = [chooser(n, a.budget, settings) for n in a.players]
    timings = Timings.of(3)
    games = []
    for i in range(a.start, a.start + a.deals):
        games += play_deal(choosers, i, a.seed, "three", timings)
    tag = " ".join(x for x in (a.budget, settings and str(settings)) if x)
    names = [n + (f" {tag}" if n == "expert" and tag else "") for n in a.players]
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
