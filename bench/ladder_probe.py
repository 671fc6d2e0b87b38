"""Rate trial versions of the levels before they become the ladder (issue 40).

Usage:
  python bench/ladder_probe.py --rules three --players gentle~0.3,normal,sharp,expert
        --deals 300 --expert-deals 60 [--seed 1] [--jobs 2] [--out f.json]
  python bench/ladder_probe.py --rules three --players ... --merge a.json b.json

A player is a page level (``gentle``, ``normal``, ``sharp``, ``expert``), a level with
another share of slipped card plays, ``LEVEL~S`` (game/ai/slips.py; ``gentle~1`` plays
every card with a choice at random), or ``oracle`` (the arena's oracle, which reads every
hand: a ceiling on how far above the others any player can rate, not a fair level).
Every pair (two players) or triple (three) of the players plays, as ``python -m game
ratings`` does (its deals, seeds, model and bootstrap); groups with the Expert play
``--expert-deals`` deals. The fit prints the ratings with their 95% intervals, the mean
anchored at 1500.
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import bots  # noqa: E402
from game.ai.ladder import ladder_work  # noqa: E402
from game.ai.three.ladder import ladder3_work  # noqa: E402
from game.ai.work import finish  # noqa: E402
from game.console import ratings  # noqa: E402
from game.console.fit import bootstrap  # noqa: E402
from game.console.players import Chooser, Deal  # noqa: E402


def spec_player(spec: str) -> Chooser:
    level, _, slip_text = spec.partition("~")
    slip = float(slip_text) if slip_text else None

    def choose(s: Deal, seed: int) -> str:
        seat = s.to_move
        assert seat is not None
        if level == "oracle":
            return bots.oracle(s, seed)
        view = s.view(seat)
        if level == "expert" or slip is None:
            return finish(bots.bot(s.rules, level).work(view, seed))
        if s.players == 3:
            return finish(ladder3_work(view, level, seed, slip=slip))  # type: ignore[arg-type]
        return finish(ladder_work(view, level, seed, slip=slip))  # type: ignore[arg-type]

    return choose


def groups_of(players: list[str], size: int) -> list[tuple[str, ...]]:
    return list(itertools.combinations(players, size))


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="bench/ladder_probe.py")
    ap.add_argument("--rules", choices=ratings.TABLES, default="three")
    ap.add_argument("--players", required=True, help="comma-separated, e.g. gentle~0.3,expert")
    ap.add_argument("--deals", type=int, default=300)
    ap.add_argument("--expert-deals", type=int, default=60)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--out", default=None)
    ap.add_argument("--merge", nargs="+", default=None, metavar="FILE")
    args = ap.parse_args(argv)
    players = args.players.split(",")
    if any("-" in p for p in players):
        raise SystemExit("a player's name may not contain '-'")
    if args.merge:
        datas = [json.loads(Path(p).read_text()) for p in args.merge]
        data = ratings.merge(datas)
    else:
        ratings.make_player = spec_player  # the workers fork with it
        size = 3 if args.rules == "three" else 2
        data = ratings.run(args.rules, args.seed, groups_of(players, size), args.start,
                           args.deals, args.expert_deals, args.jobs, args.out)
    deals, dropped = ratings.deal_cells(data)
    present = {n for g in data["groups"] for n in g.split("-")}
    rated = bootstrap(deals, [p for p in players if p in present], 1000, 1)
    print(ratings.report(data, rated, dropped))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
