"""Exact search of one world in which the other seats play by the model of play.

When a seat's plays so far all fit the model of play (Sharp's rules, docs/RULES.md §5.7;
inference.py), it is taken to go on playing by it: at its turns the search plays
the model's card (``policy.sharp_lead``, ``policy.sharp_follow``) instead of
trying every card. The root seat tries each of its cards and takes the best; a
seat that does not fit the model plays against the root (as in the paranoid
search). With both others read, only the root's choices branch, so the search
can start from many more cards than the paranoid one (solve_cards) at the same
cost, and it does not assume the others play perfectly, which Sharp does not.

Values are the root's, as in solver.py: game points * SCALE (kernel.py) + its own total.
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine.cards import PARTNER, POINTS
from ...engine.events import MARRIAGE_PLAIN, MARRIAGE_TRUMP
from .kernel import OBJECTIVES, SCALE, Pos, ordered, replies, trick_state
from .policy import sharp_follow, sharp_lead

INF = 1 << 20


class ModelSearch:
    """The root seat's value of positions of one deal; ``modeled``: bit p set when
    seat p plays by the model. ``nodes`` counts visited positions."""

    def __init__(self, trump: int, root: int, modeled: int, objective: str = "race") -> None:
        self.trump = trump
        self.root = root
        self.modeled = modeled & ~(1 << root)
        self.utility: Callable[..., tuple[int, int, int]] = OBJECTIVES[objective]
        self.nodes = 0
        self.tt: dict[tuple[int, ...], int] = {}

    def _leaf(self, c: list[int], m: list[int], fl: int) -> int:
        t = (c[0] + (m[0] if fl & 1 else 0), c[1] + (m[1] if fl & 2 else 0),
             c[2] + (m[2] if fl & 4 else 0))
        r = self.root
        return self.utility(t, fl)[r] * SCALE + t[r]

    def value(self, pos: Pos) -> int:
        """The root's value of ``pos`` (anyone to move)."""
        ls, best, bs, tp = trick_state(pos)
        if pos.over():
            return self._leaf(pos.cp, pos.mar, pos.flags)
        return self._v(pos.hands[:], pos.cp[:], pos.mar[:], pos.flags, pos.leader,
                       len(pos.table), ls, best, bs, tp)

    def _v(self, h: list[int], c: list[int], m: list[int], fl: int, leader: int, k: int,
           ls: int, best: int, bs: int, tp: int) -> int:
        self.nodes += 1
        p = (leader + k) % 3
        hand = h[p]
        trump = self.trump
        key = None
        if k == 0:
            key = (h[0], h[1], h[2], leader, c[0], c[1], c[2], m[0], m[1], m[2], fl)
            got = self.tt.get(key)
            if got is not None:
                return got
            if self.modeled >> p & 1:
                moves: tuple[int, ...] = (sharp_lead(hand, trump),)
            else:
                moves = ordered(hand)
        else:
            legal = replies(hand, ls, best, trump)
            if self.modeled >> p & 1:
                moves = (sharp_follow(legal, best, tp, trump),)
            else:
                moves = ordered(legal)
        maximize = p == self.root
        out = -INF if maximize else INF
        for card in moves:
            bit = 1 << card
            if k == 0:
                partner = PARTNER[card]
                dec = 0
                if partner >= 0 and hand >> partner & 1:
                    dec = MARRIAGE_TRUMP if card // 6 == trump else MARRIAGE_PLAIN
                    m[p] += dec
                h[p] = hand ^ bit
                v = self._v(h, c, m, fl, leader, 1, card // 6, card, p, POINTS[card])
                h[p] = hand
                m[p] -= dec
            else:
                nb, nbs = best, bs
                cs = card // 6
                if (cs == best // 6 and card < best) or (cs == trump and best // 6 != trump):
                    nb, nbs = card, p
                h[p] = hand ^ bit
                if k == 1:
                    v = self._v(h, c, m, fl, leader, 2, ls, nb, nbs, tp + POINTS[card])
                else:
                    pts = tp + POINTS[card]
                    rest = h[0] | h[1] | h[2]
                    if not rest:
                        pts += 10
                    c[nbs] += pts
                    if rest:
                        v = self._v(h, c, m, fl | 1 << nbs, nbs, 0, -1, -1, -1, 0)
                    else:
                        v = self._leaf(c, m, fl | 1 << nbs)
                    c[nbs] -= pts
                h[p] = hand
            if (v > out) if maximize else (v < out):
                out = v
        if key is not None:
            self.tt[key] = out
        return out


__all__ = ["ModelSearch"]
