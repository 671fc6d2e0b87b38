"""Where a two-player match series was won: its match-win margin split by the score.

Usage:
  python bench/match_split.py RUN.json [RUN.json ...]

RUN.json are the arena's ``--out`` files of one series (``python -m game arena A B
--matches N --out ...``; parts of one series merge). Every deal a player plays moves
its chance to win the match (the match equity table, game/ai/equity.py) from the chance
at the score before the deal to the chance after it; over a whole match these moves add
up to the result (1 or 0) less the chance at the start, and over a set (one match per
seating on the same deals) the starting chances add up to one. So

    A's share of the matches - 50% = sum over deals of (A's move - B's move) / matches

exactly, whatever the table's accuracy. And in every deal B's move is minus A's. So a
score pair x-y (either player on x) gets A's moves at its own x-y less B's moves at
B's own x-y (each at the player's own score first), halved (it sums both mirrors):
what A made of the deals at that score beside what B made of the same score, the
table's bias at a score cancelling out. These add up to A's margin exactly.

Each band's margin has a 95% interval over the sets (the matches of one number, one per
seating), the unit the arena's own interval is taken over.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.ai.equity import after_deal, match_equity  # noqa: E402
from game.console.matches import MatchGame, merge_records  # noqa: E402
from game.console.stats import mean_ci  # noqa: E402
from game.engine.matchscore import MatchScore  # noqa: E402
from game.engine.rules import Rules  # noqa: E402


def bands(target: int) -> list[tuple[str, Callable[[int, int], bool]]]:
    """The scores grouped by how near the target they are: within two game points of it
    (5 or 6 in a match to 7) is where the score changes the play most."""
    near = target - 2

    def both_far(own: int, opp: int) -> bool:
        return own < near and opp < near

    def one_near(own: int, opp: int) -> bool:
        return (own >= near) != (opp >= near)

    def both_near(own: int, opp: int) -> bool:
        return own >= near and opp >= near

    return [(f"both under {near}", both_far), (f"one on {near} or more", one_near),
            (f"both on {near} or more", both_near)]


def moves(game: MatchGame, rules: Rules) -> list[tuple[int, int, int, float]]:
    """Each deal of one match as (player, own score, opponent's score, the player's
    move in match chance), for both players."""
    r = game.rotation
    seat_of = [(k + r) % 2 for k in range(2)]
    scores = [0, 0]  # by seat
    out = []
    for _, dealer, winner, points in game.deals:
        match = MatchScore(tuple(scores), rules.target)
        for player in range(2):
            s = seat_of[player]
            move = (after_deal(rules, match, dealer, winner, points, s)
                    - match_equity(rules, scores, dealer, s))
            out.append((player, scores[s], scores[1 - s], move))
        if winner is not None:
            scores[winner] += points
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("runs", nargs="+", type=Path)
    args = ap.parse_args(argv)
    names, rules, seed, games = merge_records([json.loads(p.read_text()) for p in args.runs])
    if rules.players != 2:
        ap.error("two players only")
    grid: dict[tuple[int, int], list[float]] = {}  # (own, opp) -> [A's sum, B's sum, deals]
    t = rules.target
    band_tests = bands(t)
    by_set: dict[int, list[float]] = {}  # match number -> each band's A-less-B moves
    for g in games:
        per_band = by_set.setdefault(g.match, [0.0] * len(band_tests))
        for player, own, opp, move in moves(g, rules):
            cell = grid.setdefault((own, opp), [0.0, 0.0, 0])
            cell[player] += move
            cell[2] += player == 0
            band = next(i for i, (_, inside) in enumerate(band_tests) if inside(own, opp))
            per_band[band] += move if player == 0 else -move
    n = len(games)
    wins = sum(g.winner == 0 for g in games)

    def margin(cells: list[tuple[int, int]]) -> float:
        """A's margin from the deals at these (ordered) scores, points of match share."""
        return sum(grid[c][0] - grid[c][1] for c in cells if c in grid) / (2 * n) * 100

    total = margin(list(grid))
    print(f"{names[0]} v {names[1]}, seed {seed}: {n} matches, {names[0]} won "
          f"{100 * wins / n:.1f}%; the deals' moves add up to {50 + total:.1f}%")
    print(f"\n{names[0]}'s margin in points of match share, by the score a deal was "
          "played at (rows: the higher score, columns: the lower)")
    print("     " + "".join(f"{lo:>7}" for lo in range(t)))
    for hi in range(t):
        row = [margin([(hi, lo), (lo, hi)] if lo != hi else [(hi, hi)])
               for lo in range(hi + 1)]
        print(f"{hi:>4} " + "".join(f"{v:+7.2f}" for v in row))
    print()
    # A band's margin, sum of the sets' values / (2n) * 100, is their mean * scale.
    scale = 50 * len(by_set) / n
    for i, (name, inside) in enumerate(band_tests):
        deals = sum(cell[2] for k, cell in grid.items() if inside(*k))
        mean, half = mean_ci([v[i] for v in by_set.values()])
        print(f"{name:>17}: {mean * scale:+.2f} ±{half * scale:.2f} points of match "
              f"share ({deals} of {names[0]}'s deals)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
