"""Each computer level's rating at each table, measured (issue 22): ``(rating, half-width
of its 95% interval)``. No number here is guessed: each is what the commands below
printed. docs/BENCHMARKS.md §1 "Level ratings" has the tables with the observed shares.

The model (game/ratings_fit.py): each game's outcome is who won the deal. Two players:
Bradley-Terry on the Elo scale, P(i beats j) = 1 / (1 + 10 ** ((R_j - R_i) / 400)), a
drawn deal half a win each. Three players: its generalisation, the Plackett-Luce
("winner of the table") model, P(i wins) = g_i / (g of the three seated),
g = 10 ** (R / 400), so equal ratings give 1/3; replays and draws dropped. Maximum
likelihood (MM algorithm); the four levels' mean is 1500 at each table, so a rating
compares levels at one table only. Intervals: a cluster bootstrap over deals (1,000
resamples, seed 1; a deal's games resampled together), percentile interval, the larger
side rounded up.

Measured 2026-12-02 with the engine and computer players of commit e9ef4c1 (branch
``ratings`` adds only the ratings code, commit 2495fc8), seed 1, every game saved in
bench/ratings_data/. The two-player Expert's games were played again on 2026-12-03 with
the Expert that models a ducker in phase two (issue 23; the classic levels and the
engine's rules unchanged, so their games stand). A two-player pair plays duplicate deal
pairs (each deal twice, the seats swapped); a three-player group plays each deal three
times, the seats rotated. Every command is ``.venv/bin/python -m game ratings --seed 1
--rules R ...`` with R the table, run from the repository's root with the files in
bench/ratings_data/; the games depend only on the group, the deal's index and the seed,
so any split into runs covering the same deals plays the same games.

traditional (two players): 2,000 deal pairs (4,000 games) for each pair of Gentle,
Normal and Sharp; Expert-Sharp and Expert-Normal 300 deal pairs (600 games) each,
Expert-Gentle 100 (200 games)::

    --groups sharp-normal,sharp-gentle,normal-gentle --deals-per-pair 2000 --out trad_classic.json
    --groups expert-sharp,expert-normal --deals-per-pair 300 --jobs 2 --out trad_e1.json
    --groups expert-gentle --deals-per-pair 100 --jobs 2 --out trad_e2.json
    --merge trad_classic.json trad_e1.json trad_e2.json

schnapsen (two players, 20 cards): 2,000 deal pairs for each classic pair; Expert-Sharp
and Expert-Normal 360 deal pairs (720 games) each, Expert-Gentle 100 (200 games)::

    --groups sharp-normal,sharp-gentle,normal-gentle --deals-per-pair 2000 --out schn_classic.json
    --groups expert-sharp,expert-normal --deals-per-pair 360 --jobs 2 --out schn_e1.json
    --groups expert-gentle --deals-per-pair 100 --jobs 2 --out schn_e2.json
    --merge schn_classic.json schn_e1.json schn_e2.json

three (three players): Sharp-Normal-Gentle 3,000 deals (9,000 games, 1,665 dropped as
replays or draws); each triple with the Expert (Expert-Sharp-Normal, Expert-Sharp-Gentle,
Expert-Normal-Gentle) 128 deals (384 games; 90, 102 and 88 dropped)::

    --deals-per-pair 300 --expert-deals 8 --out three_p0.json
    --groups sharp-normal-gentle --start 300 --deals-per-pair 2700 --out three_classic.json
    --start 8 --expert-deals 56 --out three_e1.json
    --start 64 --expert-deals 64 --out three_e2.json
    --merge three_p0.json three_classic.json three_e1.json three_e2.json

Every table met the goal of a 95% interval within +/- 25 points.
"""

from __future__ import annotations

RATED_PRESETS = ("traditional", "three", "schnapsen")

LEVEL_RATINGS: dict[str, dict[str, tuple[int, int]]] = {
    "traditional": {"gentle": (1436, 10), "normal": (1417, 10), "sharp": (1436, 9),
                    "expert": (1711, 23)},
    "three": {"gentle": (1487, 8), "normal": (1517, 8), "sharp": (1413, 9),
              "expert": (1583, 19)},
    "schnapsen": {"gentle": (1452, 9), "normal": (1424, 9), "sharp": (1447, 8),
                  "expert": (1677, 22)},
}

__all__ = ["LEVEL_RATINGS", "RATED_PRESETS"]
