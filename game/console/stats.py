"""The arena's figures from its games (pure functions, unit-tested).

What every table shares: the mean and its interval, a ratio's interval, the
percentile of the think times, and the games chained into matches. What differs in
kind stays per seat count:

Two players (duplicate pairs), from A's side:
- net game points per deal, with a 95% confidence interval computed over the
  PAIRS (a pair's value is the mean of its two games; normal approximation);
- game-point share: A's game points / all game points won, with a 95% interval
  over the pairs too (the ratio's delta method: the pairs' residuals
  a_i - share * (a_i + b_i), scaled by the mean game points per pair);
- deal win rate (drawn deals count half);
- match win rate.

Three players (seats rotated), for each player:
- share of all game points won, with a 95% confidence interval computed over
  DEALS (the ratio of sums; delta-method standard error of a ratio estimator);
- deal wins (of all games played; replays and draws are nobody's);
- match wins.

Matches: the games, in the order played, are chained into matches to 7 game points
(a match ends when someone reaches 7 and the next game starts a new one; a final
unfinished match is dropped). The arena fixes the dealers, so the winner-deals rule
is not applied inside these matches.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the figures need no game code: bench/ai_latency.py imports percentile
    from .arena import Game


def mean_ci(values: list[float]) -> tuple[float, float]:
    """Mean and 95% half-width (normal approximation, sample standard deviation)."""
    n = len(values)
    if n == 0:
        return 0.0, 0.0
    m = sum(values) / n
    if n < 2:
        return m, math.inf
    return m, 1.96 * statistics.stdev(values) / math.sqrt(n)


def ratio_ci(num: list[float], den: list[float]) -> tuple[float, float]:
    """Ratio of sums and its 95% half-width (delta method over the units)."""
    n = len(num)
    total = sum(den)
    if n == 0 or total == 0:
        return 0.0, 0.0
    r = sum(num) / total
    if n < 2:
        return r, math.inf
    mean_den = total / n
    resid = [a - r * b for a, b in zip(num, den)]
    m = sum(resid) / n
    var = sum((x - m) ** 2 for x in resid) / (n - 1)
    return r, 1.96 * math.sqrt(var / n) / mean_den


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100)."""
    if not values:
        return 0.0
    xs = sorted(values)
    k = max(0, min(len(xs) - 1, math.ceil(q / 100 * len(xs)) - 1))
    return xs[k]


def chain_matches(gained: Sequence[Sequence[int]], players: int,
                  target: int = 7) -> tuple[list[int], int]:
    """(matches won by each player, matches finished) when games, given as the game
    points each player won, are chained into matches to ``target``."""
    scores = [0] * players
    wins = [0] * players
    played = 0
    for g in gained:
        for p in range(players):
            scores[p] += g[p]
        top = max(scores)
        if top >= target:
            wins[scores.index(top)] += 1
            played += 1
            scores = [0] * players
    return wins, played


# -- two players ------------------------------------------------------------------------
@dataclass(frozen=True)
class Stats:
    pairs: int
    net_per_deal: float
    ci95: float  # half-width
    share: float  # A's game points / all game points
    deal_win_rate: float  # draws count half
    matches: int
    match_win_rate: float
    share_ci95: float = math.inf  # half-width, over the pairs (delta method)


def pair_values(games: list[Game]) -> dict[int, float]:
    """Each pair's value for A: the mean net of its games (the unit of the interval)."""
    by_pair: dict[int, list[int]] = {}
    for g in games:
        by_pair.setdefault(g.deal, []).append(g.net)
    return {p: sum(v) / len(v) for p, v in sorted(by_pair.items())}


def share_ci(games: list[Game]) -> float:
    """95% half-width of A's game-point share, over the pairs (ratio estimator)."""
    by_pair: dict[int, list[float]] = {}
    for g in games:
        ab = by_pair.setdefault(g.deal, [0.0, 0.0])
        ab[0 if g.net > 0 else 1] += abs(g.net)
    a_gp = sum(ab[0] for ab in by_pair.values())
    total = sum(ab[0] + ab[1] for ab in by_pair.values())
    n = len(by_pair)
    if n < 2 or not total:
        return math.inf
    share, per_pair = a_gp / total, total / n
    residuals = [(ab[0] - share * (ab[0] + ab[1])) / per_pair for ab in by_pair.values()]
    return 1.96 * statistics.stdev(residuals) / math.sqrt(n)


def compute_stats(games: list[Game], target: int = 7) -> Stats:
    """The two-player figures, from A's side (player 0)."""
    values = list(pair_values(games).values())
    mean, ci = mean_ci(values)
    a_gp = sum(g.net for g in games if g.net > 0)
    b_gp = -sum(g.net for g in games if g.net < 0)
    wins = sum(1.0 if g.net > 0 else 0.5 if g.net == 0 else 0.0 for g in games)
    mw, mp = chain_matches([g.gained for g in games], 2, target)
    return Stats(
        pairs=len(values),
        net_per_deal=mean,
        ci95=ci,
        share=a_gp / (a_gp + b_gp) if a_gp + b_gp else 0.5,
        deal_win_rate=wins / len(games) if games else 0.0,
        matches=mp,
        match_win_rate=mw[0] / mp if mp else 0.0,
        share_ci95=share_ci(games),
    )


# -- three players ----------------------------------------------------------------------
@dataclass(frozen=True)
class PlayerStats:
    share: float  # game points won / all game points won
    ci95: float  # half-width
    game_points: int
    deal_wins: int
    match_wins: int


@dataclass(frozen=True)
class Stats3:
    deals: int
    games: int
    players: tuple[PlayerStats, ...]
    replays: int
    draws: int
    matches: int


def compute_stats3(games: list[Game], target: int = 7) -> Stats3:
    """The three-player figures, for each player."""
    by_deal: dict[int, list[int]] = {}
    for g in games:
        acc = by_deal.setdefault(g.deal, [0, 0, 0])
        for p in range(3):
            acc[p] += g.gained[p]
    totals = [float(sum(v)) for v in by_deal.values()]
    mw, mp = chain_matches([g.gained for g in games], 3, target)
    players = []
    for p in range(3):
        share, ci = ratio_ci([float(v[p]) for v in by_deal.values()], totals)
        players.append(PlayerStats(
            share=share, ci95=ci,
            game_points=sum(g.gained[p] for g in games),
            deal_wins=sum(1 for g in games if g.winner == p),
            match_wins=mw[p]))
    return Stats3(
        deals=len(by_deal), games=len(games), players=tuple(players),
        replays=sum(1 for g in games if g.reason == "replay"),
        draws=sum(1 for g in games if g.reason == "draw"), matches=mp)


__all__ = ["PlayerStats", "Stats", "Stats3", "chain_matches", "compute_stats",
           "compute_stats3", "mean_ci", "pair_values", "percentile", "ratio_ci", "share_ci"]
