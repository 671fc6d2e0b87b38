"""The rating model of ``python -m game ratings`` (game/console/ratings.py): a maximum
likelihood fit of each level's rating from who won each deal, and a cluster bootstrap
for its 95% interval. Pure Python; no game code.

The model. Each level has a rating R; its strength is g = 10 ** (R / 400). At a table
of k seated players (levels may repeat) the chance that a given seat wins the deal is
its strength over the sum of the seated strengths:

    P(seat s wins) = g_s / (g_1 + ... + g_k)

With two players this is Bradley-Terry on the Elo scale,
P(i beats j) = 1 / (1 + 10 ** ((R_j - R_i) / 400)); with three it is its natural
generalisation, the Plackett-Luce (multinomial logit) model of the table's winner
(Luce's choice axiom), under which equal strengths give each seat 1/3. A two-player
draw counts half a win to each side (weight 0.5 on each outcome); a three-player
replay or draw is dropped. Ratings are fitted by Hunter's MM algorithm (Hunter 2004,
"MM algorithms for generalized Bradley-Terry models"), which converges to the maximum
of the likelihood whenever every level both wins and loses somewhere; the anchor is
the mean rating: the levels' mean is ``ANCHOR`` (1500).

The interval. Games of one deal are correlated (the same cards, played with the seats
swapped or rotated), so the bootstrap resamples deals, each with all of its games: a
cluster bootstrap. Deals are resampled within strata of deals that carry the same set
of groups (a cheap pair may have far more deals than an Expert's), so every resample
has as many deals of each kind as the data. Each resample is refitted; the interval is
the 2.5th and 97.5th percentile of the refitted ratings, reported as a half-width: the
larger side, rounded up. Seeded, so the same data and seed give the same interval.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

ANCHOR = 1500.0

# One observation: the seated levels (sorted, repeats kept), the winning level, a weight.
Cell = tuple[tuple[str, ...], str]


def fit(cells: dict[Cell, float], levels: Sequence[str], tol: float = 1e-10,
        max_iter: int = 100_000) -> dict[str, float]:
    """Maximum likelihood ratings (mean ``ANCHOR``) from weighted winner counts:
    ``cells[(seated, winner)] = weight``. Raises ValueError when the maximum does not
    exist (a level that never wins, or never loses)."""
    wins = dict.fromkeys(levels, 0.0)
    seated_w: dict[tuple[str, ...], float] = {}
    for (seated, winner), w in cells.items():
        if w:
            wins[winner] += w
            seated_w[seated] = seated_w.get(seated, 0.0) + w
    for lv in levels:
        played = sum(w * seated.count(lv) for seated, w in seated_w.items())
        if wins[lv] <= 0 or wins[lv] >= played * (1 - 1e-12) and played:
            raise ValueError(f"no maximum-likelihood rating: {lv} never "
                             f"{'wins' if wins[lv] <= 0 else 'loses'}")
    g = dict.fromkeys(levels, 1.0)
    groups = list(seated_w.items())
    for _ in range(max_iter):
        denom = dict.fromkeys(levels, 0.0)
        for seated, w in groups:
            total = sum(g[s] for s in seated)
            for s in seated:
                denom[s] += w / total
        new = {lv: wins[lv] / denom[lv] for lv in levels}
        mean_log = sum(math.log(v) for v in new.values()) / len(new)
        new = {lv: v / math.exp(mean_log) for lv, v in new.items()}  # keep the scale fixed
        change = max(abs(math.log(new[lv] / g[lv])) for lv in levels)
        g = new
        if change < tol:
            break
    return {lv: ANCHOR + 400 * math.log10(g[lv]) for lv in levels}


def win_probability(ratings: dict[str, float], seated: Sequence[str], seat: int) -> float:
    """The model's chance that ``seated[seat]`` wins the deal."""
    g = [10 ** (ratings[s] / 400) for s in seated]
    return g[seat] / sum(g)


@dataclass(frozen=True)
class Rated:
    rating: float
    low: float  # 2.5th percentile of the bootstrap
    high: float  # 97.5th percentile
    games: int  # games counted for this level (a level seated twice counts twice)

    @property
    def half_width(self) -> int:
        """The 95% half-width: the larger side, rounded up."""
        return math.ceil(max(self.high - self.rating, self.rating - self.low))


def _percentile(xs: list[float], q: float) -> float:
    """Linear-interpolated percentile (q in 0..1) of sorted ``xs``."""
    pos = q * (len(xs) - 1)
    lo = math.floor(pos)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)


def bootstrap(deals: dict[object, tuple[object, dict[Cell, float]]], levels: Sequence[str],
              resamples: int = 1000, seed: int = 1) -> dict[str, Rated]:
    """Fit, and a cluster bootstrap over deals. ``deals[key] = (stratum, cells)``: each
    deal's weighted winner counts and its stratum (deals are resampled within their
    stratum). Deterministic for ``seed``."""
    total: dict[Cell, float] = {}
    strata: dict[object, list[tuple[tuple[Cell, float], ...]]] = {}
    for stratum, cells in deals.values():
        for cell, w in cells.items():
            total[cell] = total.get(cell, 0.0) + w
        strata.setdefault(stratum, []).append(tuple(sorted(cells.items())))
    point = fit(total, levels)
    # Within a stratum many deals share one pattern of outcomes: sample patterns.
    pooled = []
    for key in sorted(strata, key=repr):
        patterns = Counter(strata[key])
        pats = sorted(patterns)
        pooled.append((pats, [patterns[p] for p in pats], len(strata[key])))
    rng = random.Random(seed)
    samples: dict[str, list[float]] = {lv: [] for lv in levels}
    failed = 0
    for _ in range(resamples):
        cells_r: dict[Cell, float] = {}
        for pats, weights, n in pooled:
            for idx, times in Counter(rng.choices(range(len(pats)), weights, k=n)).items():
                for cell, w in pats[idx]:
                    cells_r[cell] = cells_r.get(cell, 0.0) + w * times
        try:
            r = fit(cells_r, levels)
        except ValueError:  # a resample without a maximum (a level that never won)
            failed += 1
            if failed > resamples // 100:
                raise ValueError("too little data: over 1% of the resamples have no "
                                 "maximum-likelihood fit") from None
            continue
        for lv in levels:
            samples[lv].append(r[lv])
    games = _games_per_level(total, levels)
    out = {}
    for lv in levels:
        xs = sorted(samples[lv])
        out[lv] = Rated(point[lv], _percentile(xs, 0.025), _percentile(xs, 0.975), games[lv])
    return out


def _games_per_level(cells: dict[Cell, float], levels: Sequence[str]) -> dict[str, int]:
    n = dict.fromkeys(levels, 0.0)
    for (seated, _winner), w in cells.items():
        for s in seated:
            n[s] += w
    return {lv: round(v) for lv, v in n.items()}


__all__ = ["ANCHOR", "Cell", "Rated", "bootstrap", "fit", "win_probability"]
