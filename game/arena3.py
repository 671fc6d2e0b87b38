"""The AI arena for three players: every deal played three times, seats rotated.

``python -m game arena A B C --rules three --deals N --seed S``

Deal ``i`` is shuffled once (dealer ``i % 3``) and played three times; in game
``r`` player ``k`` sits in seat ``(k + r) % 3``, so each player holds each
seat's cards, lead and dealer position once and the luck of the deal cancels
within the deal. Figures, for each player:
- share of all game points won, with a 95% confidence interval computed over
  DEALS (the ratio of sums; delta-method standard error of a ratio estimator);
- deal wins (of all games played; replays and draws are nobody's);
- match wins: the games, in the order played, are chained into matches to 7
  game points (a match ends when someone reaches 7 and the next game starts a
  new one; a final unfinished match is dropped);
- think time per decision (process CPU time), median and 95th percentile.

Everything but the think times is deterministic for a given seed.
"""

from __future__ import annotations

import argparse
import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from .arena_base import deal_seed, percentile
from .engine.deal import new_deal
from .engine.three.state import State3

PLAYERS3 = ("gentle", "normal", "sharp", "expert", "classic-gentle", "classic-normal",
            "classic-sharp", "rollout")
Chooser3 = Callable[[State3, int], str]


def make_player3(name: str) -> Chooser3:
    """A function (state, seed) -> action for one of ``PLAYERS3``, from the mover's view."""
    if name not in PLAYERS3:
        raise ValueError(f"unknown player {name!r}: use one of {', '.join(PLAYERS3)}")
    from .ai.levels import choose

    return lambda s, seed: choose(s, name, seed)


@dataclass(frozen=True)
class Game3:
    """One played deal: game points won by each PLAYER (not seat) and the winner."""

    deal: int
    rotation: int
    gained: tuple[int, int, int]
    winner: int | None  # player index, None for a replay or a draw
    reason: str


@dataclass
class Timings3:
    by_player: list[list[float]] = field(default_factory=lambda: [[], [], []])


def play_game3(players: list[Chooser3], seed: int, dealer: int,
               times: list[list[float]]) -> tuple[int | None, int, str]:
    """One deal; players[p] sits in seat p. Returns (winning seat, game points, reason)."""
    s = new_deal(seed, "three", dealer=dealer)
    k = 0
    while s.outcome is None:
        p = s.to_move
        assert p is not None
        t0 = time.process_time()
        action = players[p](s, seed * 64 + k)  # decision seeds: reproducible
        times[p].append(time.process_time() - t0)
        s = s.apply(action)
        k += 1
    return s.outcome.winner, s.outcome.game_points, s.outcome.reason


def _offset(chooser: Chooser3, player: int) -> Chooser3:
    """Each PLAYER's decision seeds differ from the others' (not each seat's), so three
    copies of a randomised player do not replay one game three times: self-play then
    measures real noise, as in the two-player arena."""
    return lambda s, sd: chooser(s, sd + 7_919 * player)


def play_deal3(choosers: list[Chooser3], i: int, seed: int, timings: Timings3) -> list[Game3]:
    ds = deal_seed(seed, i)
    dealer = i % 3
    games = []
    for r in range(3):
        # player k sits in seat (k + r) % 3: seat_of[k]; player_at[seat]
        player_at = [(s - r) % 3 for s in range(3)]
        seated = [_offset(choosers[player_at[s]], player_at[s]) for s in range(3)]
        times = [timings.by_player[player_at[s]] for s in range(3)]
        winner, gp, reason = play_game3(seated, ds, dealer, times)
        gained = [0, 0, 0]
        wp = None
        if winner is not None:
            wp = player_at[winner]
            gained[wp] = gp
        games.append(Game3(i, r, (gained[0], gained[1], gained[2]), wp, reason))
    return games


# -- statistics ------------------------------------------------------------------------
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


def chain_matches3(games: list[Game3], target: int = 7) -> tuple[list[int], int]:
    """(matches won by each player, matches finished) when games are chained into matches."""
    scores = [0, 0, 0]
    wins = [0, 0, 0]
    played = 0
    for g in games:
        for p in range(3):
            scores[p] += g.gained[p]
        top = max(scores)
        if top >= target:
            wins[scores.index(top)] += 1
            played += 1
            scores = [0, 0, 0]
    return wins, played


def compute_stats3(games: list[Game3], target: int = 7) -> Stats3:
    by_deal: dict[int, list[int]] = {}
    for g in games:
        acc = by_deal.setdefault(g.deal, [0, 0, 0])
        for p in range(3):
            acc[p] += g.gained[p]
    totals = [float(sum(v)) for v in by_deal.values()]
    mw, mp = chain_matches3(games, target)
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


def report3(names: list[str], st: Stats3, timings: Timings3, seed: int) -> str:
    lines = [f"arena (three players) {' / '.join(names)}: {st.deals} deals x 3 seat "
             f"rotations ({st.games} games), seed {seed}"]
    for p, (name, ps) in enumerate(zip(names, st.players)):
        lines.append(
            f"player {p + 1} {name}: share of game points {100 * ps.share:.1f}% "
            f"(95% CI {100 * (ps.share - ps.ci95):.1f} .. {100 * (ps.share + ps.ci95):.1f}), "
            f"{ps.game_points} game points, deal wins {ps.deal_wins} "
            f"({100 * ps.deal_wins / st.games:.1f}%), "
            f"match (to 7) wins {ps.match_wins} of {st.matches}")
    lines.append(f"replays (nobody reached 66): {st.replays} ({100 * st.replays / st.games:.1f}%), "
                 f"draws (shared top): {st.draws}")
    for p, name in enumerate(names):
        ts = timings.by_player[p]
        lines.append(f"think time player {p + 1} {name}: "
                     f"median {1000 * percentile(ts, 50):.2f} ms, "
                     f"p95 {1000 * percentile(ts, 95):.2f} ms over {len(ts)} decisions")
    return "\n".join(lines)


def run3(names: list[str], deals: int, seed: int,
         progress: Callable[[int, list[Game3]], None] | None = None
         ) -> tuple[list[Game3], Timings3]:
    choosers = [make_player3(n) for n in names]
    timings = Timings3()
    games: list[Game3] = []
    for i in range(deals):
        games += play_deal3(choosers, i, seed, timings)
        if progress is not None:
            progress(i + 1, games)
    return games, timings


def main3(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m game arena",
        description="Three computer players, each deal played with the seats rotated.")
    ap.add_argument("a", choices=PLAYERS3)
    ap.add_argument("b", choices=PLAYERS3)
    ap.add_argument("c", choices=PLAYERS3)
    ap.add_argument("--deals", type=int, default=100, help="deals (each played three times)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--rules", choices=("three",), default="three")
    ap.add_argument("--progress", type=int, default=0,
                    help="print interim shares every N deals (0: only at the end)")
    args = ap.parse_args(argv)
    names = [args.a, args.b, args.c]

    def progress(n: int, games: list[Game3]) -> None:
        if args.progress and n % args.progress == 0 and n < args.deals:
            st = compute_stats3(games)
            shares = ", ".join(f"{100 * p.share:.1f}% +- {100 * p.ci95:.1f}" for p in st.players)
            print(f"[{n} deals] shares {shares}", flush=True)

    games, timings = run3(names, args.deals, args.seed, progress)
    print(report3(names, compute_stats3(games), timings, args.seed))
    return 0


__all__ = ["main3", "run3", "report3", "compute_stats3", "chain_matches3", "ratio_ci",
           "make_player3", "play_deal3", "Game3", "Stats3", "PLAYERS3"]
