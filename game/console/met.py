"""Match equity tables by dynamic programming from a distribution of deal results
(issue 44, point 1). Pure functions; ``python -m game equity`` (equity.py) measures the
distribution and writes game/ai/equity.json, which game.ai.equity reads.

A distribution says, for the deal about to be played, how likely each result is, by
the winner's place relative to the dealer (offset 0 the dealer, 1 the player on the
dealer's left, who leads, 2 the third at three players) and the game points won; what
is left is a deal with no result (a drawn deal, a three-player replay or draw). It is
the same whoever deals (the players are copies of one), so it is kept by offset.

The table: for every score below the target and every dealer, the chance that each
seat wins the match, the dealer of the next deal given by ``Rules.next_dealer``. A deal
with a result raises a score, so the scores are solved from the highest total down; a
deal with none keeps the scores and moves the dealer along a cycle of
``next_dealer(d, None)``, which is solved exactly: on a cycle d0 -> d1 -> .. -> d0 of
length L, with q the chance of no result and c_d what the results give,
V(d0) = (c(d0) + q c(d1) + .. + q^(L-1) c(d(L-1))) / (1 - q^L), the geometric series.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass

from ..engine.rules import Rules

Scores = tuple[int, ...]
Chances = tuple[float, ...]  # one per seat, summing to 1


@dataclass(frozen=True)
class Distribution:
    """Deal results as chances: ``won[(offset, points)]`` the chance that the player at
    ``offset`` from the dealer wins ``points`` game points; the rest, no result."""

    players: int
    won: Mapping[tuple[int, int], float]

    @property
    def no_result(self) -> float:
        return max(0.0, 1.0 - sum(self.won.values()))

    @classmethod
    def of_counts(cls, players: int, counts: Mapping[tuple[int, int], int],
                  none: int) -> Distribution:
        total = sum(counts.values()) + none
        if total <= 0:
            raise ValueError("a distribution needs at least one deal")
        return cls(players, {k: c / total for k, c in counts.items() if c})


def _unit(players: int, seat: int) -> Chances:
    return tuple(1.0 if p == seat else 0.0 for p in range(players))


def solve(rules: Rules, dist: Distribution) -> dict[tuple[Scores, int], Chances]:
    """Every seat's chance to win the match from (scores, dealer), for every score
    below ``rules.target``; the dealer is the one of the deal about to be played."""
    n, target = rules.players, rules.target
    if dist.players != n:
        raise ValueError(f"a distribution of {dist.players} players for a table of {n}")
    if not dist.no_result < 1.0:
        raise ValueError("a distribution where no deal has a result never ends a match")
    table: dict[tuple[Scores, int], Chances] = {}
    states = sorted(itertools.product(range(target), repeat=n), key=sum, reverse=True)
    q = dist.no_result
    for scores in states:
        # what the deals with a result give, from each dealer
        given: list[list[float]] = []
        for d in range(n):
            acc = [0.0] * n
            for (offset, points), p in dist.won.items():
                w = (d + offset) % n
                after = list(scores)
                after[w] += points
                if after[w] >= target:
                    nxt = _unit(n, w)
                else:
                    nxt = table[tuple(after), rules.next_dealer(d, w)]
                for s in range(n):
                    acc[s] += p * nxt[s]
            given.append(acc)
        for d in range(n):
            # the cycle of dealers that deals with no result walk through from d
            value = [0.0] * n
            weight, e, length = 1.0, d, 0
            while True:
                for s in range(n):
                    value[s] += weight * given[e][s]
                weight *= q
                length += 1
                e = rules.next_dealer(e, None)
                if e == d:
                    break
            scale = 1.0 / (1.0 - q ** length)
            table[scores, d] = tuple(v * scale for v in value)
    return table


def seat0_rows(rules: Rules, table: Mapping[tuple[Scores, int], Chances]) -> list[object]:
    """Seat 0's chances as nested lists: ``rows[s0][s1]...[dealer]`` (game.ai.equity
    turns them to any seat's by rotating the scores and the dealer)."""
    n, target = rules.players, rules.target

    def level(prefix: Scores) -> list[object]:
        if len(prefix) == n:
            return [round(table[prefix, d][0], 6) for d in range(n)]
        return [level(prefix + (s,)) for s in range(target)]

    return level(())


__all__ = ["Chances", "Distribution", "Scores", "seat0_rows", "solve"]
