"""The AI arena: computer players on the same deals, each deal played once per
rotation of the seats, for any number of seats.

``python -m game arena A B --deals N --seed S [--rules traditional|simple|schnapsen]``
``python -m game arena A B C --rules three --deals N --seed S`` (game/console/cli.py)

Deal ``i`` is shuffled once (seed ``deal_seed(seed, i)``, dealer ``i % n`` at a
table of ``n``) and played ``n`` times; in rotation ``r`` player ``k`` sits in seat
``(k + r) % n``, so each player holds each seat's cards, lead and dealer position
once and the luck of the deal cancels within the deal. With two players this is the
duplicate scheme: A in seat 0, then A in seat 1, the same dealer both times, and
dealers alternate between pairs.

Decision seeds are reproducible (from the deal's seed and the move number) and
differ by PLAYER, so copies of one randomised player do not replay one game: self-
play then measures real noise. Think time is process CPU time, so other work on a
shared machine does not inflate it. Everything but the think times is
deterministic for a given seed; the figures are game/console/stats.py's.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from ..engine.core import Outcome
from ..engine.deal import new_deal
from ..engine.three.core import Outcome3
from .players import Chooser, Deal, make_player

SEED_STEP = 7_919  # between the players' decision seeds


def deal_seed(seed: int, i: int) -> int:
    """The shuffle seed of the arena's deal ``i`` (each deal is played with seats rotated)."""
    return seed * 1_000_003 + i


@dataclass(frozen=True)
class Game:
    """One played deal: the game points each PLAYER (not seat) won, and the winner."""

    deal: int
    rotation: int  # player k sat in seat (k + rotation) % n: with two, A's seat
    gained: tuple[int, ...]
    winner: int | None  # a player; None for a draw or a replay
    reason: str

    @property
    def net(self) -> int:
        """Two players: A's game points, + when A won, - when B won, 0 drawn."""
        return self.gained[0] - self.gained[1]


@dataclass
class Timings:
    """Think times (CPU seconds per decision) of each player."""

    by_player: list[list[float]]

    @classmethod
    def of(cls, players: int) -> Timings:
        return cls([[] for _ in range(players)])

    def add(self, other: Timings) -> None:
        for mine, theirs in zip(self.by_player, other.by_player):
            mine += theirs


def play_game(seated: Sequence[Chooser], seed: int, dealer: int, rules: str,
              times: Sequence[list[float]]) -> Outcome | Outcome3:
    """Play one deal; seated[p] sits in seat p and times[p] gets its think times.
    Under every preset the same seed deals the same pack order in every rotation."""
    s: Deal = new_deal(seed, rules, dealer=dealer)
    if s.players != len(seated):
        raise ValueError(f"{len(seated)} players for the {rules} table of {s.players}")
    k = 0
    while s.outcome is None:
        p = s.to_move
        assert p is not None  # the deal is not over
        t0 = time.process_time()  # CPU time: robust when the machine is shared
        action = seated[p](s, seed * 64 + k)  # decision seeds: reproducible
        times[p].append(time.process_time() - t0)
        s = s.apply(action)
        k += 1
    return s.outcome


def offset(chooser: Chooser, player: int) -> Chooser:
    """``chooser`` with player ``player``'s own run of decision seeds."""
    if not player:
        return chooser
    return lambda s, sd: chooser(s, sd + SEED_STEP * player)


def play_deal(players: Sequence[Chooser], i: int, seed: int, rules: str,
              timings: Timings) -> list[Game]:
    """Deal ``i`` once per rotation of the seats (see the module's docstring)."""
    n = len(players)
    ds = deal_seed(seed, i)
    dealer = i % n
    own_seeds = [offset(c, k) for k, c in enumerate(players)]
    games = []
    for r in range(n):
        player_at = [(seat - r) % n for seat in range(n)]
        outcome = play_game([own_seeds[k] for k in player_at], ds, dealer, rules,
                            [timings.by_player[k] for k in player_at])
        gained = [0] * n
        winner = None
        if outcome.winner is not None:
            winner = player_at[outcome.winner]
            gained[winner] = outcome.game_points
        games.append(Game(i, r, tuple(gained), winner, outcome.reason))
    return games


_JOB_PLAYERS: dict[str, Chooser] = {}  # one worker process's players, made once

G = TypeVar("G")
R = TypeVar("R")  # the rules as the item's player takes them (a preset's name, a Rules)
# (players, index, seed, rules, timings) -> the games of item ``index`` (a deal, a match)
PlayOne = Callable[[Sequence[Chooser], int, int, R, Timings], list[G]]


def _job(job: tuple[PlayOne[R, G], tuple[str, ...], int, int, R]) -> tuple[list[G], Timings]:
    play_one, names, i, seed, rules = job
    for name in names:
        if name not in _JOB_PLAYERS:
            _JOB_PLAYERS[name] = make_player(name)
    timings = Timings.of(len(names))
    return play_one([_JOB_PLAYERS[n] for n in names], i, seed, rules, timings), timings


def play_all(play_one: PlayOne[R, G], names: Sequence[str], count: int, seed: int, rules: R,
             progress: Callable[[int, list[G]], None] | None, jobs: int, first: int = 0
             ) -> tuple[list[G], Timings]:
    """Items ``first .. first + count - 1`` by ``play_one``, in order; with ``jobs`` > 1
    shared among that many processes (every item depends only on its index and the seed,
    so the games are the same, and runs of consecutive ranges add up to one run)."""
    timings = Timings.of(len(names))
    games: list[G] = []
    items = range(first, first + count)
    if jobs > 1:
        import multiprocessing

        work = [(play_one, tuple(names), i, seed, rules) for i in items]
        with multiprocessing.Pool(jobs) as pool:
            for n, (g, t) in enumerate(pool.imap(_job, work), 1):  # in order
                games += g
                timings.add(t)
                if progress is not None:
                    progress(n, games)
        return games, timings
    players = [make_player(n) for n in names]
    for n, i in enumerate(items, 1):
        games += play_one(players, i, seed, rules, timings)
        if progress is not None:
            progress(n, games)
    return games, timings


def run(names: Sequence[str], deals: int, seed: int, rules: str = "traditional",
        progress: Callable[[int, list[Game]], None] | None = None, jobs: int = 1
        ) -> tuple[list[Game], Timings]:
    """Play deals ``0 .. deals - 1``, each once per seat rotation. With ``jobs`` > 1 the
    deals are shared among that many processes; every deal depends only on its index
    and the seed, so the games (and every figure but the think times) are the same."""
    return play_all(play_deal, names, deals, seed, rules, progress, jobs)


__all__ = ["Game", "Timings", "deal_seed", "offset", "play_all", "play_deal", "play_game",
           "run"]
