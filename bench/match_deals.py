"""Duplicate deals at a fixed match score, valued by the match equity table.

Usage:
  python bench/match_deals.py A B --scores 6-6,5-6,6-5 --deals N [--seed S]
                              [--rules traditional] [--target 7] [--jobs J]

Whole matches (``python -m game arena A B --matches N``) measure what the issue asks,
but a match is mostly deals at scores where playing for the match and playing for game
points choose alike, so its signal is small and its noise large. This bench plays only
the deals where the objectives can differ: deal ``i`` is dealt at the given match score
(seat 0's score first), once with A in seat 0 and B in seat 1 and once swapped, on the
same shuffle, and each game is valued by the match equity table (game/ai/equity.json):
A's chance to win the match after the deal, from the score, the result and the next
dealer. A's share at that score is the mean of its two chances; 50% means level. The
table is the value of the match between equal Experts, so the share is what A gains at
that score if play after the deal is between equals. Game-point shares are reported too.

Players are the arena's names (game.console.players), and for trying objectives:
``blend:L`` the Expert maximising match chance + L x (a game point's average worth at
that score) x game points over the same worlds (L=0: today's match Expert; large L:
the score-blind Expert).
"""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.ai.equity import after_deal, two_player_utility  # noqa: E402
from game.ai.work import finish  # noqa: E402
from game.console import stats  # noqa: E402
from game.console.arena import deal_seed, offset  # noqa: E402
from game.console.players import Chooser, Deal, make_player  # noqa: E402
from game.engine.deal import new_deal  # noqa: E402
from game.engine.matchscore import MatchScore  # noqa: E402
from game.engine.rules import make_rules  # noqa: E402


def blend_player(weight: float) -> Chooser:
    """The Expert picking by match chance + weight x (a game point's average worth)
    x game points, over the Expert's own worlds (the close margin likewise)."""
    from game.ai import expert
    from game.ai.classic import obvious_action
    from game.engine.core import OUT
    from game.engine.deal import action_text

    def choose(s: Deal, seed: int) -> str:
        view = s.view(s.to_move)
        utility = expert.match_utility(view)
        if utility is None:
            return finish(expert.expert_decision_work(view, seed))[0]
        obvious = obvious_action(view)
        if obvious is not None:
            return obvious
        searched = finish(expert.searched_work(view, seed))
        assert searched.chances is not None
        worth = (utility[-1] - utility[0]) / 6  # a game point's average worth here
        scores = {a: c + weight * worth * searched.points[a]
                  for a, c in searched.chances.items()}
        if len(scores) > 1:
            scores.pop(OUT, None)
        margin = expert.close_margin(view, expert.DEFAULT_BUDGET) * (1 + weight)
        return action_text(expert.pick(scores, expert._preferred(view, seed), margin))

    return choose


def player(name: str) -> Chooser:
    if name.startswith("blend:"):
        return blend_player(float(name.split(":", 1)[1]))
    return make_player(name)


def play_one(seated: list[Chooser], ds: int, dealer: int, rules: str, match: MatchScore
             ) -> tuple[int | None, int]:
    s = new_deal(ds, rules, dealer=dealer).in_match(match)
    k = 0
    while s.outcome is None:
        s = s.apply(seated[s.to_move](s, ds * 64 + k))
        k += 1
    return s.outcome.winner, s.outcome.game_points


def pair(args: tuple[str, str, int, int, str, tuple[int, int], int]
         ) -> tuple[float, float]:
    """Deal ``i`` at the score twice, seats swapped: A's mean match chance and its share
    of the game points (0.5 when nobody scored)."""
    a_name, b_name, seed, i, rules, score, target = args
    a, b = offset(player(a_name), 0), offset(player(b_name), 1)
    match = MatchScore(score, target)
    ds, dealer = deal_seed(seed, i), i % 2
    chances, won, lost = [], 0, 0
    for a_seat, seated in ((0, [a, b]), (1, [b, a])):
        winner, points = play_one(seated, ds, dealer, rules, match)
        chances.append(after_deal(rules, match, dealer, winner, points, a_seat))
        if winner == a_seat:
            won += points
        elif winner is not None:
            lost += points
    return sum(chances) / 2, (won / (won + lost) if won + lost else 0.5)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--scores", required=True, help="seat 0's score first: 6-6,5-6")
    ap.add_argument("--deals", type=int, default=50)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rules", default="traditional")
    ap.add_argument("--target", type=int, default=7)
    ap.add_argument("--jobs", type=int, default=1)
    args = ap.parse_args(argv)
    make_rules(args.rules)
    player(args.a), player(args.b)  # unknown names fail before any deal
    scores = [tuple(int(x) for x in sc.split("-")) for sc in args.scores.split(",")]
    print(f"{args.a} v {args.b}, {args.rules} to {args.target}, {args.deals} deal pairs "
          f"per score, seed {args.seed}")
    all_chances: list[float] = []
    with ProcessPoolExecutor(args.jobs) as pool:
        for score in scores:
            work = [(args.a, args.b, args.seed, i, args.rules, score, args.target)
                    for i in range(args.deals)]
            got = list(pool.map(pair, work, chunksize=1))
            chances = [c for c, _ in got]
            all_chances += chances
            m, h = stats.mean_ci(chances)
            gm, gh = stats.mean_ci([g for _, g in got])
            worth = two_player_utility(make_rules(args.rules), MatchScore(score, args.target),
                                       0, 0)
            print(f"  at {score[0]}-{score[1]}: {args.a}'s match chance share "
                  f"{100 * m:.2f}% ±{100 * h:.2f}, game-point share {100 * gm:.1f}% "
                  f"±{100 * gh:.1f}  (a game point ~{100 * (worth[-1] - worth[0]) / 6:.1f}%)",
                  flush=True)
    m, h = stats.mean_ci(all_chances)
    print(f"  all scores: {100 * m:.2f}% ±{100 * h:.2f} over {len(all_chances)} pairs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
