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

Measured 2026-12-04 with the level ladder (issue 40: Normal and Sharp search the end
of the deal at these tables, game/ai/ladder.py and three/ladder.py; the Expert and
Gentle unchanged), seed 1, every game saved in bench/ratings_data/ (``*_ladder*.json``;
the games of the levels before the ladder stay there too, ``trad_classic.json`` etc.,
for the figures of 2026-12-02/03 in docs/BENCHMARKS.md). A two-player pair plays
duplicate deal pairs (each deal twice, the seats swapped); a three-player group plays
each deal three times, the seats rotated. Every command is ``.venv/bin/python -m game
ratings --seed 1 --jobs 1 --rules R ...`` with R the table, run in bench/ratings_data/;
the games depend only on the group, the deal's index and the seed, so any split into
runs covering the same deals plays the same games, and the Expert-Gentle games of
2026-12-03 (``trad_e2.json``, ``schn_e2.json``: both players unchanged) are merged in.

traditional (two players): 500 deal pairs (1,000 games) for each pair of Gentle,
Normal and Sharp; Expert-Sharp and Expert-Normal 150 deal pairs (300 games) each,
Expert-Gentle 100 (200 games)::

    --groups sharp-normal,sharp-gentle,normal-gentle --deals-per-pair 500 --out trad_ladder.json
    --groups expert-sharp,expert-normal --deals-per-pair 150 --out trad_ladder_e1.json
    --merge trad_ladder.json trad_ladder_e1.json trad_e2.json

schnapsen (two players, 20 cards): the same sizes::

    --groups sharp-normal,sharp-gentle,normal-gentle --deals-per-pair 500 --out schn_ladder.json
    --groups expert-sharp,expert-normal --deals-per-pair 150 --out schn_ladder_e1.json
    --merge schn_ladder.json schn_ladder_e1.json schn_e2.json

three (three players): Sharp-Normal-Gentle 500 deals (1,500 games); each triple with the
Expert 50 deals (150 games); 467 games dropped in all as replays or draws::

    --deals-per-pair 500 --expert-deals 50 --out three_ladder.json
    --merge three_ladder.json

The two-player tables climb: each level's interval lies wholly above the one before
it (traditional steps +75, +110, +91; Schnapsen +61, +105, +55). With three players
they do not: Normal and Sharp are level (1502 and 1504), and the Expert's interval
overlaps Sharp's; only Gentle is clearly the weakest (tests/test_rating.py marks that
as a known failure).
"""

from __future__ import annotations

RATED_PRESETS = ("traditional", "three", "schnapsen")

LEVEL_RATINGS: dict[str, dict[str, tuple[int, int]]] = {
    "traditional": {"gentle": (1366, 15), "normal": (1441, 14), "sharp": (1551, 13),
                    "expert": (1642, 24)},
    "three": {"gentle": (1453, 15), "normal": (1502, 13), "sharp": (1504, 13),
              "expert": (1541, 29)},
    "schnapsen": {"gentle": (1388, 15), "normal": (1449, 13), "sharp": (1554, 13),
                  "expert": (1609, 23)},
}

__all__ = ["LEVEL_RATINGS", "RATED_PRESETS"]
