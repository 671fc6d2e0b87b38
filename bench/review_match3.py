"""What the match costs the three-player review (issue 44, point 4), and the hint: search
work per decision with and without the match, in counts (solver nodes and playout plays of every
``Evaluator`` the decision builds: the sampled search, in a match a second one for the
match, and the all-known valuation), never the clock.

Usage: .venv/bin/python bench/review_match3.py [--deals 20] [--seed 1]
       [--scores 0,0,0 3,5,2 6,6,4 6,6,6]

Plays ``--deals`` deals (two Experts and Sharp in seat 0, bench/review_page/run.py's
records), reviews each of seat 0's decisions outside a match and at each score (the
deal's dealer as recorded), and prints the mean nodes and plays per decision, of the
review and of the hint at the same moments.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.three import expert as expert3  # noqa: E402
from game.ai.three.hint import hint3  # noqa: E402
from game.ai.work import finish  # noqa: E402
from game.engine.matchscore import MatchScore  # noqa: E402
from game.engine.three.state import State3  # noqa: E402
from game.review.cli import play_record  # noqa: E402
from game.review.decisions import decision_points  # noqa: E402
from game.review.three import decision3_work  # noqa: E402

_made: list[Any] = []
_init = expert3.Evaluator.__init__


def _counting_init(self: Any, *args: Any, **kwargs: Any) -> None:
    _init(self, *args, **kwargs)
    _made.append(self)


def work(state: State3, action: str) -> tuple[int, int]:
    """(solver nodes, playout plays) the review of one decision does."""
    _made.clear()
    finish(decision3_work(state, action))
    return sum(e.nodes for e in _made), sum(e.plays for e in _made)


def hint_work(state: State3) -> tuple[int, int]:
    """(solver nodes, playout plays) the hint for the seat to move does."""
    _made.clear()
    hint3(state.view(state.to_move or 0))
    return sum(e.nodes for e in _made), sum(e.plays for e in _made)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--scores", nargs="*", default=["0,0,0", "3,5,2", "6,6,4", "6,6,6"])
    args = ap.parse_args()
    expert3.Evaluator.__init__ = _counting_init  # type: ignore[method-assign]
    scores = [tuple(int(x) for x in s.split(",")) for s in args.scores]
    rows: dict[str, list[tuple[int, int]]] = {"none": [], **{s: [] for s in args.scores}}
    hints: dict[str, list[tuple[int, int]]] = {"none": [], **{s: [] for s in args.scores}}
    for i in range(args.deals):
        rec = play_record(args.seed + i, "expert", "sharp", "three", dealer=i % 3)
        for index, state in decision_points(rec):
            assert isinstance(state, State3)
            action = rec.actions[index]
            rows["none"].append(work(state, action))
            hints["none"].append(hint_work(state))
            for name, sc in zip(args.scores, scores):
                in_match = state.in_match(MatchScore(sc, 7))
                rows[name].append(work(in_match, action))
                hints[name].append(hint_work(in_match))
    count = len(rows["none"])
    print(f"{args.deals} deals, {count} decisions of seat 0 (default budget)")
    for what, table in (("review", rows), ("hint", hints)):
        base_n = sum(n for n, _ in table["none"])
        base_p = sum(p for _, p in table["none"])
        for name, r in table.items():
            n, p = sum(x for x, _ in r), sum(y for _, y in r)
            print(f"{what:>6} {name:>6}: nodes/decision {n / count:9.0f} ({n / base_n:.2f}x), "
                  f"plays/decision {p / count:8.0f} ({p / base_p:.2f}x)")

if __name__ == "__main__":
    main()
