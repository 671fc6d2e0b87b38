"""The AI arena: duplicate deals between two computer players.

``python -m game arena A B --deals N --seed S [--rules traditional|simple|schnapsen]``

Duplicate scheme: deal ``i`` is shuffled once and played twice, A in seat 0 and
then A in seat 1. The dealer seat is the same both times, so each player gets
the other's cards, turn-up and lead in the second game and the luck of the deal
cancels within the pair. Dealers alternate between pairs.

Figures (all from A's side):
- net game points per deal, with a 95% confidence interval computed over the
  PAIRS (a pair's value is the mean of its two games; normal approximation);
- game-point share: A's game points / all game points won, with a 95% interval
  over the pairs too (the ratio's delta method: the pairs' residuals
  a_i - share * (a_i + b_i), scaled by the mean game points per pair);
- deal win rate (drawn deals count half);
- match win rate: the games, in the order played, are chained into matches to
  7 game points (a match ends when a side reaches 7 and the next game starts a
  new one; a final unfinished match is dropped). The duplicate scheme fixes the
  dealers, so the winner-deals rule is not applied inside these matches;
- think time per decision (process CPU time, so other work on a shared machine
  does not inflate it), median and 95th percentile, for each side.

Everything but the think times is deterministic for a given seed.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from .ai.levels import CLASSIC_PLAYERS, LEVELS, choose_from_view
from .arena_base import deal_seed, percentile  # percentile: re-exported
from .engine.deal import State, new_deal

PLAYERS = LEVELS + CLASSIC_PLAYERS + ("rollout", "oracle", "ismcts")
Chooser = Callable[[State, int], str]


def make_player(name: str) -> Chooser:
    """A function (state, seed) -> action for one of ``PLAYERS``; for a three-player
    state (``state.players == 3``) it plays that level's three-player version
    (game/arena3.py, game/ai/three; "oracle" has none)."""
    two = _make_player2(name)
    from .arena3 import PLAYERS3, make_player3

    if name not in PLAYERS3:
        return two
    three = make_player3(name)
    return lambda s, seed: three(s, seed) if s.players == 3 else two(s, seed)  # type: ignore[arg-type]


def _mover(s: State) -> int:
    p = s.to_move
    if p is None:
        raise ValueError("the deal is over: nobody is to move")
    return p


def _make_player2(name: str) -> Chooser:
    if name in LEVELS or name in CLASSIC_PLAYERS:  # the page's levels; §4 exactly
        return lambda s, seed: choose_from_view(s.view(_mover(s)), name, seed)
    if name == "rollout":
        from .ai.rollout import choose_rollout

        return lambda s, seed: choose_rollout(s.view(_mover(s)), seed)
    if name == "ismcts":
        from .ai.ismcts import choose_ismcts

        return lambda s, seed: choose_ismcts(s.view(_mover(s)), seed)
    if name == "oracle":
        from .ai.oracle import choose_oracle

        return lambda s, seed: choose_oracle(s, seed)  # the only one reading hidden cards
    raise ValueError(f"unknown player {name!r}: use one of {', '.join(PLAYERS)}")


@dataclass(frozen=True)
class Game:
    """One played deal, from A's side."""

    pair: int
    a_seat: int
    net: int  # game points: + when A won, - when B won, 0 drawn


@dataclass
class Timings:
    a: list[float] = field(default_factory=list)
    b: list[float] = field(default_factory=list)


def play_game(players: tuple[Chooser, Chooser], seed: int, dealer: int, rules: str,
              times: tuple[list[float], list[float]]) -> tuple[int | None, int]:
    """Play one deal; players[p] sits in seat p. Returns (winner, game points).
    Under every preset the same seed deals the same pack order for both games of a pair."""
    s = new_deal(seed, rules, dealer=dealer)
    k = 0
    while s.outcome is None:
        p = _mover(s)
        t0 = time.process_time()  # CPU time: robust when the machine is shared
        action = players[p](s, seed * 64 + k)  # decision seeds: reproducible
        times[p].append(time.process_time() - t0)
        s = s.apply(action)
        k += 1
    return s.outcome.winner, s.outcome.game_points


def play_pair(a: Chooser, b: Chooser, i: int, seed: int, rules: str,
              timings: Timings) -> list[Game]:
    ds = deal_seed(seed, i)
    dealer = i % 2
    games = []

    def b_seeded(s: State, sd: int) -> str:
        # B's decision seeds differ from A's, so a player against itself does not
        # simply replay the mirror game: self-play then measures real noise.
        return b(s, sd + 7_919)

    for a_seat in (0, 1):
        players = (a, b_seeded) if a_seat == 0 else (b_seeded, a)
        times = (timings.a, timings.b) if a_seat == 0 else (timings.b, timings.a)
        winner, gp = play_game(players, ds, dealer, rules, times)
        net = 0 if winner is None else (gp if winner == a_seat else -gp)
        games.append(Game(i, a_seat, net))
    return games


# -- statistics (pure functions, unit-tested) ---------------------------------------
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


def mean_ci(values: list[float]) -> tuple[float, float]:
    """Mean and 95% half-width (normal approximation, sample standard deviation)."""
    n = len(values)
    if n == 0:
        return 0.0, 0.0
    m = sum(values) / n
    if n < 2:
        return m, math.inf
    return m, 1.96 * statistics.stdev(values) / math.sqrt(n)


def chain_matches(nets: list[int], target: int = 7) -> tuple[int, int]:
    """(matches A won, matches finished) when games are chained into matches."""
    a = b = won = played = 0
    for net in nets:
        if net > 0:
            a += net
        else:
            b -= net
        if a >= target or b >= target:
            won += a >= target
            played += 1
            a = b = 0
    return won, played


def pair_values(games: list[Game]) -> dict[int, float]:
    """Each pair's value for A: the mean net of its games (the unit of the interval)."""
    by_pair: dict[int, list[int]] = {}
    for g in games:
        by_pair.setdefault(g.pair, []).append(g.net)
    return {p: sum(v) / len(v) for p, v in sorted(by_pair.items())}


def share_ci(games: list[Game]) -> float:
    """95% half-width of A's game-point share, over the pairs (ratio estimator)."""
    by_pair: dict[int, list[float]] = {}
    for g in games:
        ab = by_pair.setdefault(g.pair, [0.0, 0.0])
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
    values = list(pair_values(games).values())
    mean, ci = mean_ci(values)
    a_gp = sum(g.net for g in games if g.net > 0)
    b_gp = -sum(g.net for g in games if g.net < 0)
    wins = sum(1.0 if g.net > 0 else 0.5 if g.net == 0 else 0.0 for g in games)
    mw, mp = chain_matches([g.net for g in games], target)
    return Stats(
        pairs=len(values),
        net_per_deal=mean,
        ci95=ci,
        share=a_gp / (a_gp + b_gp) if a_gp + b_gp else 0.5,
        deal_win_rate=wins / len(games) if games else 0.0,
        matches=mp,
        match_win_rate=mw / mp if mp else 0.0,
        share_ci95=share_ci(games),
    )


def report(a: str, b: str, st: Stats, timings: Timings, rules: str, seed: int) -> str:
    lines = [
        f"arena {a} vs {b}: {st.pairs} deal pairs ({2 * st.pairs} deals), "
        f"rules {rules}, seed {seed}",
        f"net game points per deal for {a}: {st.net_per_deal:+.3f} "
        f"(95% CI {st.net_per_deal - st.ci95:+.3f} .. {st.net_per_deal + st.ci95:+.3f})",
        f"game-point share of {a}: {100 * st.share:.1f}% "
        f"(95% CI {100 * (st.share - st.share_ci95):.1f}% .. "
        f"{100 * (st.share + st.share_ci95):.1f}%)",
        f"deal win rate of {a}: {100 * st.deal_win_rate:.1f}%",
        f"match (to 7) win rate of {a}: {100 * st.match_win_rate:.1f}% "
        f"over {st.matches} matches chained from the deals",
    ]
    for name, ts in ((a, timings.a), (b, timings.b)):
        lines.append(
            f"think time {name}: median {1000 * percentile(ts, 50):.1f} ms, "
            f"p95 {1000 * percentile(ts, 95):.1f} ms over {len(ts)} decisions"
        )
    return "\n".join(lines)


_JOB_PLAYERS: dict[str, Chooser] = {}  # one worker process's players, made once


def _pair_job(job: tuple[str, str, int, int, str]) -> tuple[list[Game], Timings]:
    a, b, i, seed, rules = job
    for name in (a, b):
        if name not in _JOB_PLAYERS:
            _JOB_PLAYERS[name] = make_player(name)
    timings = Timings()
    games = play_pair(_JOB_PLAYERS[a], _JOB_PLAYERS[b], i, seed, rules, timings)
    return games, timings


def run(a: str, b: str, deals: int, seed: int, rules: str = "traditional",
        progress: Callable[[int, list[Game]], None] | None = None, jobs: int = 1
        ) -> tuple[list[Game], Timings]:
    """Play ``deals`` duplicate pairs. With ``jobs`` > 1 the pairs are shared among that
    many processes; every pair depends only on its index and the seed, so the games
    (and every figure but the think times) are the same as with one."""
    timings = Timings()
    games: list[Game] = []
    if jobs > 1:
        import multiprocessing

        work = [(a, b, i, seed, rules) for i in range(deals)]
        with multiprocessing.Pool(jobs) as pool:
            for n, (g, t) in enumerate(pool.imap(_pair_job, work), 1):  # in pair order
                games += g
                timings.a += t.a
                timings.b += t.b
                if progress is not None:
                    progress(n, games)
        return games, timings
    pa, pb = make_player(a), make_player(b)
    for i in range(deals):
        games += play_pair(pa, pb, i, seed, rules, timings)
        if progress is not None:
            progress(i + 1, games)
    return games, timings


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="python -m game arena",
                                 description="Duplicate deals between two computer players.")
    ap.add_argument("a", choices=PLAYERS)
    ap.add_argument("b", choices=PLAYERS)
    ap.add_argument("--deals", type=int, default=100, help="deal pairs (each played twice)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--rules", choices=("traditional", "simple", "schnapsen"),
                    default="traditional")
    ap.add_argument("--jobs", type=int, default=1,
                    help="processes sharing the pairs (the same games as with 1)")
    ap.add_argument("--progress", type=int, default=0,
                    help="print interim figures every N pairs (0: only at the end)")
    args = ap.parse_args(argv)

    def progress(n: int, games: list[Game]) -> None:
        if args.progress and n % args.progress == 0 and n < args.deals:
            st = compute_stats(games)
            print(f"[{n} pairs] net {st.net_per_deal:+.3f} +- {st.ci95:.3f}, "
                  f"share {100 * st.share:.1f}%", flush=True)

    games, timings = run(args.a, args.b, args.deals, args.seed, args.rules, progress,
                         max(1, args.jobs))
    print(report(args.a, args.b, compute_stats(games), timings, args.rules, args.seed))
    return 0


__all__ = ["main", "run", "compute_stats", "pair_values", "chain_matches", "mean_ci", "percentile",
           "Game", "Stats", "PLAYERS"]
