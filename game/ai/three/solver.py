"""Exact perfect-information search for the three-player game (docs/RULES.md §5).

Positions, the rules on masks and the score of a finished deal are kernel.py's.
Two ways to search a three-player tree, both exact and both here:

- ``paranoid``: the two other seats play together against the root seat, which
  makes it a two-sided game with alpha-beta cut-offs and a bounds
  transposition table. Cautious, and fast.
- ``maxn``: every seat maximises its own value (ties: the first card in search
  order). Closer to how real opponents play, but without deep cut-offs, so it
  visits more nodes.
"""

from __future__ import annotations

from ...engine.cards import PARTNER, POINTS
from ...engine.events import MARRIAGE_PLAIN, MARRIAGE_TRUMP
from .kernel import OBJECTIVES, SCALE, SUIT_MASK, Pos, beats_best, ordered, replies, trick_state

INF = 1 << 20
MODES = ("paranoid", "maxn")


class Solver3:
    """Exact search of one deal's perfect-information positions for ``root``.

    ``mode`` is "paranoid" or "maxn"; ``tiebreak`` adds the seat's own total
    to its game points * SCALE. One solver (and its table) serves every position
    of one world for the same root seat. ``nodes`` counts visited positions.
    """

    def __init__(self, trump: int, root: int, mode: str = "paranoid",
                 tiebreak: bool = True, objective: str = "paid") -> None:
        if mode not in MODES:
            raise ValueError(f"unknown search mode {mode!r}: use one of {', '.join(MODES)}")
        self.utility = OBJECTIVES[objective]
        self.trump = trump
        self.tmask = SUIT_MASK[trump]
        self.root = root
        self.mode = mode
        self.tiebreak = tiebreak
        self.nodes = 0
        self.tt: dict[tuple[int, ...], tuple[int, int, int]] = {}
        self.ttn: dict[tuple[int, ...], tuple[tuple[int, int, int], int]] = {}

    # -- leaves -------------------------------------------------------------------------
    def _leaf(self, c0: int, c1: int, c2: int, m0: int, m1: int, m2: int,
              fl: int) -> tuple[int, int, int]:
        t = (c0 + (m0 if fl & 1 else 0), c1 + (m1 if fl & 2 else 0),
             c2 + (m2 if fl & 4 else 0))
        u = self.utility(t, fl)
        if self.tiebreak:
            return (u[0] * SCALE + t[0], u[1] * SCALE + t[1], u[2] * SCALE + t[2])
        return (u[0] * SCALE, u[1] * SCALE, u[2] * SCALE)

    def _last_trick(self, h: list[int], leader: int, c: list[int], m: list[int],
                    fl: int) -> tuple[int, int, int]:
        """One card each, the lead to ``leader``: everything is forced."""
        trump = self.trump
        a = h[leader].bit_length() - 1
        s1, s2 = (leader + 1) % 3, (leader + 2) % 3
        b = h[s1].bit_length() - 1
        d = h[s2].bit_length() - 1
        m0, m1, m2 = m  # a lone king or queen declares nothing: its partner is gone
        best, w = a, leader
        if beats_best(b, best, trump):
            best, w = b, s1
        if beats_best(d, best, trump):
            w = s2
        pts = POINTS[a] + POINTS[b] + POINTS[d] + 10
        cc = [c[0], c[1], c[2]]
        cc[w] += pts
        return self._leaf(cc[0], cc[1], cc[2], m0, m1, m2, fl | 1 << w)

    # -- paranoid alpha-beta ------------------------------------------------------------
    def _pn(self, h: list[int], c: list[int], m: list[int], fl: int, leader: int, k: int,
            ls: int, best: int, bs: int, tp: int, alpha: int, beta: int) -> int:
        self.nodes += 1
        p = (leader + k) % 3
        hand = h[p]
        root = self.root
        key = None
        first = -1
        if k == 0:
            if not (hand & (hand - 1)):  # one card each: the last trick is forced
                return self._last_trick(h, leader, c, m, fl)[root]
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
            moves = ordered(hand)
        else:
            moves = ordered(replies(hand, ls, best, self.trump))
        a0, b0 = alpha, beta
        maximize = p == root
        bestv = -INF if maximize else INF
        chosen = -1
        if first >= 0 and first != moves[0]:
            moves = (first,) + tuple(x for x in moves if x != first)
        trump = self.trump
        for card in moves:
            bit = 1 << card
            if k == 0:
                partner = PARTNER[card]
                dec = 0
                if partner >= 0 and hand >> partner & 1:
                    dec = MARRIAGE_TRUMP if card // 6 == trump else MARRIAGE_PLAIN
                    m[p] += dec
                h[p] = hand ^ bit
                v = self._pn(h, c, m, fl, leader, 1, card // 6, card, p, POINTS[card],
                             alpha, beta)
                h[p] = hand
                m[p] -= dec
            else:
                nb, nbs = best, bs
                cs = card // 6
                if (cs == best // 6 and card < best) or (cs == trump and best // 6 != trump):
                    nb, nbs = card, p
                h[p] = hand ^ bit
                if k == 1:
                    v = self._pn(h, c, m, fl, leader, 2, ls, nb, nbs, tp + POINTS[card],
                                 alpha, beta)
                else:
                    pts = tp + POINTS[card]
                    rest = h[0] | h[1] | h[2]
                    if not rest:
                        pts += 10
                    c[nbs] += pts
                    if rest:
                        v = self._pn(h, c, m, fl | 1 << nbs, nbs, 0, -1, -1, -1, 0,
                                     alpha, beta)
                    else:
                        v = self._leaf(c[0], c[1], c[2], m[0], m[1], m[2],
                                       fl | 1 << nbs)[root]
                    c[nbs] -= pts
                h[p] = hand
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

    # -- max-n ------------------------------------------------------------------------------
    def _mx(self, h: list[int], c: list[int], m: list[int], fl: int, leader: int, k: int,
            ls: int, best: int, bs: int, tp: int) -> tuple[int, int, int]:
        self.nodes += 1
        p = (leader + k) % 3
        hand = h[p]
        key = None
        if k == 0:
            if not (hand & (hand - 1)):  # one card each: the last trick is forced
                return self._last_trick(h, leader, c, m, fl)
            key = (h[0], h[1], h[2], leader, c[0], c[1], c[2], m[0], m[1], m[2], fl)
            entry = self.ttn.get(key)
            if entry is not None:
                return entry[0]
            moves = ordered(hand)
        else:
            moves = ordered(replies(hand, ls, best, self.trump))
        trump = self.trump
        bestv: tuple[int, int, int] = (-INF, -INF, -INF)
        chosen = -1
        for card in moves:
            bit = 1 << card
            if k == 0:
                partner = PARTNER[card]
                dec = 0
                if partner >= 0 and hand >> partner & 1:
                    dec = MARRIAGE_TRUMP if card // 6 == trump else MARRIAGE_PLAIN
                    m[p] += dec
                h[p] = hand ^ bit
                v = self._mx(h, c, m, fl, leader, 1, card // 6, card, p, POINTS[card])
                h[p] = hand
                m[p] -= dec
            else:
                nb, nbs = best, bs
                cs = card // 6
                if (cs == best // 6 and card < best) or (cs == trump and best // 6 != trump):
                    nb, nbs = card, p
                h[p] = hand ^ bit
                if k == 1:
                    v = self._mx(h, c, m, fl, leader, 2, ls, nb, nbs, tp + POINTS[card])
                else:
                    pts = tp + POINTS[card]
                    rest = h[0] | h[1] | h[2]
                    if not rest:
                        pts += 10
                    c[nbs] += pts
                    if rest:
                        v = self._mx(h, c, m, fl | 1 << nbs, nbs, 0, -1, -1, -1, 0)
                    else:
                        v = self._leaf(c[0], c[1], c[2], m[0], m[1], m[2], fl | 1 << nbs)
                    c[nbs] -= pts
                h[p] = hand
            if v[p] > bestv[p]:
                bestv, chosen = v, card
        if key is not None:
            self.ttn[key] = (bestv, chosen)
        return bestv

    # -- entry points ------------------------------------------------------------------------
    def value(self, pos: Pos) -> int:
        """The root seat's value of ``pos`` (game points * SCALE + tie-break)."""
        if pos.over():
            return self._final(pos)
        ls, best, bs, tp = trick_state(pos)
        h, c, m = pos.hands[:], pos.cp[:], pos.mar[:]
        k = len(pos.table)
        if self.mode == "paranoid":
            return self._pn(h, c, m, pos.flags, pos.leader, k, ls, best, bs, tp, -INF, INF)
        return self._mx(h, c, m, pos.flags, pos.leader, k, ls, best, bs, tp)[self.root]

    def values(self, pos: Pos) -> tuple[int, int, int]:
        """Max-n: every seat's value of ``pos`` (paranoid: only the root's is searched)."""
        if pos.over():
            return self._leaf_of(pos)
        if self.mode != "maxn":
            raise ValueError("values() needs mode 'maxn'")
        ls, best, bs, tp = trick_state(pos)
        return self._mx(pos.hands[:], pos.cp[:], pos.mar[:], pos.flags, pos.leader,
                        len(pos.table), ls, best, bs, tp)

    def _leaf_of(self, pos: Pos) -> tuple[int, int, int]:
        return self._leaf(pos.cp[0], pos.cp[1], pos.cp[2], pos.mar[0], pos.mar[1],
                          pos.mar[2], pos.flags)

    def _final(self, pos: Pos) -> int:
        return self._leaf_of(pos)[self.root]

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


__all__ = ["Solver3", "MODES"]
