"""Exact search of one world in which the other seats play by the model of play.

When a seat's plays so far all fit the model of play (Sharp's rules, docs/RULES.md §5.7;
inference.py), it is taken to go on playing by it: at its turns the search plays
the model's card (``policy.sharp_lead``, ``policy.sharp_follow``) instead of
trying every card. The root seat tries each of its cards and takes the best; a
seat that does not fit the model plays against the root (as in the paranoid
search). With both others read, only the root's choices branch, so the search
can start from many more cards than the paranoid one (solve_cards) at the same
cost, and it does not assume the others play perfectly, which Sharp does not.

Values are the root's, as in solver.py: game points * SCALE + its own total. Each card
goes into its trick through the kernel (kernel.py, ``TrickSearch._play``).
"""

from __future__ import annotations

from .kernel import INF, ORDERED, SCALE, Objective, Pos, TrickSearch, replies, utility_of
from .policy import sharp_follow, sharp_lead


class ModelSearch(TrickSearch[int]):
    """The root seat's value of positions of one deal; ``modeled``: bit p set when
    seat p plays by the model. ``nodes`` counts visited positions."""

    def __init__(self, trump: int, root: int, modeled: int, objective: Objective = "race") -> None:
        super().__init__(trump)
        self.root = root
        self.modeled = modeled & ~(1 << root)
        self.utility = utility_of(objective)
        self.nodes = 0
        self.tt: dict[tuple[int, ...], int] = {}

    def _end(self, c: list[int], m: list[int], fl: int, _winner: int) -> int:
        t = (c[0] + (m[0] if fl & 1 else 0), c[1] + (m[1] if fl & 2 else 0),
             c[2] + (m[2] if fl & 4 else 0))
        r = self.root
        return self.utility(t, fl)[r] * SCALE + t[r]

    def value(self, pos: Pos) -> int:
        """The root's value of ``pos`` (anyone to move)."""
        return self._root(pos, 0, 0)

    def _node(self, h: list[int], c: list[int], m: list[int], fl: int, leader: int, k: int,
              ls: int, best: int, bs: int, tp: int, _alpha: int, _beta: int) -> int:
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
            legal = hand
        else:
            legal = replies(hand, ls, best, trump)
        if self.modeled >> p & 1:
            card = sharp_follow(legal, best, tp, trump) if k else sharp_lead(hand, trump)
        elif not legal & (legal - 1):
            card = legal.bit_length() - 1  # forced
        else:
            card = -1  # a choice: every card is tried
        if card >= 0:
            out = self._play(h, c, m, fl, leader, k, ls, best, bs, tp, p, hand, card, 0, 0)
        else:
            maximize = p == self.root
            out = -INF if maximize else INF
            play = self._play
            for card in ORDERED[legal]:
                v = play(h, c, m, fl, leader, k, ls, best, bs, tp, p, hand, card, 0, 0)
                if (v > out) if maximize else (v < out):
                    out = v
        if key is not None:
            self.tt[key] = out
        return out


__all__ = ["ModelSearch"]
