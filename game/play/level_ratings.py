"""Each computer level's rating at each table, measured (issue 22): ``(rating, half-width
of its 95% interval)``. No number here is guessed: each is what the commands below
printed. docs/BENCHMARKS.md §1 "Level ratings" has the tables with the observed shares.

The model (game/console/fit.py): each game's outcome is who won the deal. Two players:
Bradley-Terry on the Elo scale, P(i beats j) = 1 / (1 + 10 ** ((R_j - R_i) / 400)), a
drawn deal half a win each. Three players: its generalisation, the Plackett-Luce
("winner of the table") model, P(i wins) = g_i / (g of the three seated),
g = 10 ** (R / 400), so equal ratings give 1/3; replays and draws dropped. Maximum
likelihood (MM algorithm); the four levels' mean is 1500 at each table, so a rating
compares levels at one table only. Intervals: a cluster bootstrap over deals (1,000
resamples, seed 1; a deal's games resampled together), percentile interval, the larger
side rounded up.

Measured 2026-12-05 with the level ladder and its slips (issue 40: Normal and Sharp
search the end of the deal at these tables, game/ai/ladder.py and three/ladder.py, and
the levels slip in a share of their card plays set per table, game/ai/slips.py; the
Expert unchanged), seed 1, every game saved in bench/ratings_data/ (``*_slips.json``;
the games of the levels before, ``*_ladder*.json`` and ``*_classic.json`` etc., stay
there for the figures of 2026-12-02 to 04 in docs/BENCHMARKS.md). A two-player pair
plays duplicate deal pairs (each deal twice, the seats swapped); a three-player group
plays each deal three times, the seats rotated. Every command is run in
bench/ratings_data/ as ``PYTHONPATH=../.. ../../.venv/bin/python -m game ratings --seed 1
--jobs 2 --rules R ...`` with R the table; the games depend only on the group, the
deal's index and the seed::

    --rules traditional --deals-per-pair 500 --expert-deals 150 --out trad_slips.json
    --rules schnapsen --deals-per-pair 500 --expert-deals 150 --out schn_slips.json
    --rules three --deals-per-pair 1000 --expert-deals 200 --out three_slips.json

and each file refits alone (the numbers below are these fits)::

    --merge trad_slips.json
    --merge schn_slips.json
    --merge three_slips.json

Two players: 500 deal pairs (1,000 games) for each pair of Gentle, Normal and Sharp,
150 deal pairs (300 games) for each pair with the Expert. Three players: Sharp-Normal-
Gentle 1,000 deals (3,000 games), each triple with the Expert 200 deals (600 games);
replays and draws dropped.

Every table climbs: each level's interval lies wholly above the one before it
(traditional steps +120, +113, +81; Schnapsen +79, +96, +95; three players +41, +49, +59).
With three players the whole range from random cards to the Expert is about 165
points, so steps of ~100 do not fit there (docs/BENCHMARKS.md §1).
"""

from __future__ import annotations

RATED_PRESETS = ("traditional", "three", "schnapsen")

LEVEL_RATINGS: dict[str, dict[str, tuple[int, int]]] = {
    "traditional": {"gentle": (1333, 17), "normal": (1453, 13), "sharp": (1566, 13),
                    "expert": (1647, 22)},
    "three": {"gentle": (1430, 11), "normal": (1471, 9), "sharp": (1520, 8),
              "expert": (1579, 14)},
    "schnapsen": {"gentle": (1369, 15), "normal": (1448, 12), "sharp": (1544, 12),
                  "expert": (1639, 20)},
}

__all__ = ["LEVEL_RATINGS", "RATED_PRESETS"]
