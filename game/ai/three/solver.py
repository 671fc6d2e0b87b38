"""Exact perfect-information search for the three-player game (docs/RULES.md §5).

Positions, the rules on masks and the step of one card into a trick are the
kernel's (kernel.py); the searches here say only what a position is worth to
whom. Two ways to search a three-player tree, both exact:

- ``paranoid``: the two other seats play together against the root seat, which
  makes it a two-sided game with alpha-beta cut-offs and a bounds
  transposition table. Cautious, and fast.
- ``maxn``: every seat maximises its own value (ties: the first card in search
  order). Closer to how real opponents play, but without deep cut-offs, so it
  visits more nodes.

Values are ``game points * SCALE + own total`` (kernel.py, ``utility``); without
the tie-break only the game points count.

Why their own loops and not the one alpha-beta driver (game/ai/alphabeta.py): the
paranoid search driven through it, with the kernel's moves as the adapter, takes 2.4
times as long (bench/solver_kernel.py, docs/BENCHMARKS.md "One alpha-beta driver"); the
bar was 10%. The kernel steps a card into a trick in place and calls straight back
(``TrickSearch._play``), which a driver of whole positions cannot do. Max-n (a vector
of values, no window) and modelsearch.py (the modelled seats' one card, no window)
share none of the window's code anyway.
"""

from __future__ import annotations

from .kernel import (
    INF,
    ORDERED,
    SCALE,
    Objective,
    Pos,
    TrickSearch,
    V,
    ordered,
    replies,
    utility_of,
)

MODES = ("paranoid", "maxn")

Values = tuple[int, int, int]


class _Exact(TrickSearch[V]):
    """What the two exact searches share: the root seat, the values of a finished deal
    and the count of visited positions (``nodes``)."""

    def __init__(self, trump: int, root: int, tiebreak: bool, objective: Objective) -> None:
        super().__init__(trump)
        self.utility = utility_of(objective)
        self.root = root
        self.tiebreak = tiebreak
        self.nodes = 0


class ParanoidSearch(_Exact[int]):
    """The root seat's value when both other seats play against it: alpha-beta with a
    bounds table (``tt``: position -> (lower, upper, best card))."""

    def __init__(self, trump: int, root: int, tiebreak: bool = True,
                 objective: Objective = "paid") -> None:
        super().__init__(trump, root, tiebreak, objective)
        self.tt: dict[tuple[int, ...], tuple[int, int, int]] = {}

    def value(self, pos: Pos) -> int:
        return self._root(pos, -INF, INF)

    def _end(self, c: list[int], m: list[int], fl: int, _winner: int) -> int:
        t = (c[0] + (m[0] if fl & 1 else 0), c[1] + (m[1] if fl & 2 else 0),
             c[2] + (m[2] if fl & 4 else 0))
        r = self.root
        u = self.utility(t, fl)[r] * SCALE
        return u + t[r] if self.tiebreak else u

    def _node(self, h: list[int], c: list[int], m: list[int], fl: int, leader: int, k: int,
              ls: int, best: int, bs: int, tp: int, alpha: int, beta: int) -> int:
        self.nodes += 1
        p = (leader + k) % 3
        hand = h[p]
        key = None
        first = -1
        if k == 0:
            if not (hand & (hand - 1)):  # one card each: the last trick is forced
                return self._last_trick(h, leader, c, m, fl)
            key = (h[0], h[1], h[2], leader, c[0], c[1], c[2], m[0], m[1], m[2], fl)
            entry = self.tt.get(key)
            if entry is not None:
                lo, hi, first = entry
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                if lo == hi:
                    return lo
                if lo > alpha:
                    alpha = lo
                if hi < beta:
                    beta = hi
            moves = ORDERED[hand]
        else:
            legal = replies(hand, ls, best, self.trump)
            if not legal & (legal - 1):  # a forced card
                return self._play(h, c, m, fl, leader, k, ls, best, bs, tp, p, hand,
                                  legal.bit_length() - 1, alpha, beta)
            moves = ORDERED[legal]
        a0, b0 = alpha, beta
        maximize = p == self.root
        bestv = -INF if maximize else INF
        chosen = -1
        if first >= 0 and first != moves[0]:
            moves = (first,) + tuple(x for x in moves if x != first)
        play = self._play
        for card in moves:
            v = play(h, c, m, fl, leader, k, ls, best, bs, tp, p, hand, card, alpha, beta)
            if maximize:
                if v > bestv:
                    bestv, chosen = v, card
                    if v > alpha:
                        alpha = v
            elif v < bestv:
                bestv, chosen = v, card
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        if key is not None:
            lo, hi = -INF, INF
            entry = self.tt.get(key)
            if entry is not None:
                lo, hi = entry[0], entry[1]
            if bestv <= a0:
                hi = bestv
            elif bestv >= b0:
                lo = bestv
            else:
                lo = hi = bestv
            self.tt[key] = (lo, hi, chosen)
        return bestv


class MaxnSearch(_Exact[Values]):
    """Every seat's value when each maximises its own (ties: the first card in search
    order); ``tt``: position -> (values, best card)."""

    def __init__(self, trump: int, root: int, tiebreak: bool = True,
                 objective: Objective = "paid") -> None:
        super().__init__(trump, root, tiebreak, objective)
        self.tt: dict[tuple[int, ...], tuple[Values, int]] = {}

    def values(self, pos: Pos) -> Values:
        return self._root(pos, 0, 0)

    def _end(self, c: list[int], m: list[int], fl: int, _winner: int) -> Values:
        t = (c[0] + (m[0] if fl & 1 else 0), c[1] + (m[1] if fl & 2 else 0),
             c[2] + (m[2] if fl & 4 else 0))
        u = self.utility(t, fl)
        if self.tiebreak:
            return (u[0] * SCALE + t[0], u[1] * SCALE + t[1], u[2] * SCALE + t[2])
        return (u[0] * SCALE, u[1] * SCALE, u[2] * SCALE)

    def _node(self, h: list[int], c: list[int], m: list[int], fl: int, leader: int, k: int,
              ls: int, best: int, bs: int, tp: int, _alpha: int, _beta: int) -> Values:
        self.nodes += 1
        p = (leader + k) % 3
        hand = h[p]
        key = None
        if k == 0:
            if not (hand & (hand - 1)):  # one card each: the last trick is forced
                return self._last_trick(h, leader, c, m, fl)
            key = (h[0], h[1], h[2], leader, c[0], c[1], c[2], m[0], m[1], m[2], fl)
            entry = self.tt.get(key)
            if entry is not None:
                return entry[0]
            moves = ORDERED[hand]
        else:
            legal = replies(hand, ls, best, self.trump)
            if not legal & (legal - 1):  # a forced card
                return self._play(h, c, m, fl, leader, k, ls, best, bs, tp, p, hand,
                                  legal.bit_length() - 1, 0, 0)
            moves = ORDERED[legal]
        bestv: Values = (-INF, -INF, -INF)
        chosen = -1
        play = self._play
        for card in moves:
            v = play(h, c, m, fl, leader, k, ls, best, bs, tp, p, hand, card, 0, 0)
            if v[p] > bestv[p]:
                bestv, chosen = v, card
        if key is not None:
            self.tt[key] = (bestv, chosen)
        return bestv


class Solver3:
    """Exact search of one deal's perfect-information positions for ``root``.

    ``mode`` is "paranoid" or "maxn"; ``tiebreak`` adds the seat's own total
    to its game points * SCALE. One solver (and its table) serves every position
    of one world for the same root seat. ``nodes`` counts visited positions.
    """

    def __init__(self, trump: int, root: int, mode: str = "paranoid",
                 tiebreak: bool = True, objective: Objective = "paid") -> None:
        if mode not in MODES:
            raise ValueError(f"unknown search mode {mode!r}: use one of {', '.join(MODES)}")
        self.root = root
        self.mode = mode
        self.objective = objective
        self.search: ParanoidSearch | MaxnSearch = (
            ParanoidSearch(trump, root, tiebreak, objective) if mode == "paranoid"
            else MaxnSearch(trump, root, tiebreak, objective))

    @property
    def nodes(self) -> int:
        return self.search.nodes

    def value(self, pos: Pos) -> int:
        """The root seat's value of ``pos`` (game points * SCALE + tie-break)."""
        s = self.search
        if isinstance(s, ParanoidSearch):
            return s.value(pos)
        return s.values(pos)[self.root]

    def values(self, pos: Pos) -> Values:
        """Max-n: every seat's value of ``pos`` (paranoid: only the root's is searched)."""
        s = self.search
        if isinstance(s, MaxnSearch):
            return s.values(pos)
        if pos.over():  # a finished deal: its values are no search's
            return MaxnSearch(pos.trump, self.root, s.tiebreak, self.objective).values(pos)
        raise ValueError("values() needs mode 'maxn'")

    def action_values(self, pos: Pos) -> dict[int, int]:
        """The value for the root seat (which must be to move) of each legal card."""
        if pos.to_move() != self.root:
            raise ValueError("action_values: the root seat is not to move")
        out: dict[int, int] = {}
        for card in ordered(pos.legal()):
            child = pos.copy()
            child.play(card)
            out[card] = self.value(child)
        return out


__all__ = ["Solver3", "ParanoidSearch", "MaxnSearch", "MODES"]
