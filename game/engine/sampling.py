"""Worlds consistent with one player's view at the two-player table: the AI's only way
to "see" cards (the table's ``Table.sampler``, game.engine.tables).

A world is a full ``Core`` for the current moment in which the opponent's
hidden cards and the face-down stock are filled in from ``view.unseen()``,
respecting everything public: cards played, the turn-up (under the stock or
drawn), partner cards shown with a marriage and the turn-up taken by an
exchange (``view.opponent_known``), and the suits the opponent showed void in
(``view.opponent_voids``: such cards can only be in the stock).

Every layout consistent with the view is equally likely (the opponent's style
enters the expert's playouts instead: opponent.py), and the worlds depend only
on the view and the seed, so the AI cannot leak a hidden card through them.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import combinations, islice, permutations
from math import comb

from . import cards
from .core import STAGE_NAMES, Core
from .events import marriage_value
from .view import PlayerView


class Frame:
    """The public skeleton of the view, parsed once; worlds are built from it."""

    def __init__(self, view: PlayerView) -> None:
        self.view = view
        me, opp = view.seat, 1 - view.seat
        self.me, self.opp = me, opp
        self.trump = cards.parse_suit(view.trump)
        self.turnup = cards.parse(view.trump_card)
        self.hand = [cards.parse(c) for c in view.hand]
        self.opp_known = sorted(cards.parse(c) for c in view.opponent_known)
        unseen = sorted(cards.parse(c) for c in view.unseen())
        voids = {cards.parse_suit(s) for s in view.opponent_voids}
        self.allowed = [c for c in unseen if c // 6 not in voids]  # may sit in opp's hand
        self.unseen = unseen
        self.k = view.opponent_hand_size - len(self.opp_known)  # hidden cards in opp's hand
        face_down = view.stock_size - (1 if view.trump_card_in_stock else 0)
        if self.k < 0 or self.k + face_down != len(unseen) or self.k > len(self.allowed):
            raise ValueError("the view is inconsistent: cannot place the unseen cards")

    def layouts(self) -> int:
        """How many different opponent hands the view allows."""
        return comb(len(self.allowed), self.k)

    # -- building one world ----------------------------------------------------------
    def world(self, opp_hidden: list[int], stock: list[int]) -> Core:
        """A Core with this opponent hand and stock (top card LAST, as in Core)."""
        v = self.view
        me, opp = self.me, self.opp
        c = Core.__new__(Core)
        c.rules = v.rules
        c.trump = self.trump
        c.turnup = self.turnup
        c.turnup_in = v.trump_card_in_stock
        c.stock = list(stock)
        hands: list[list[int]] = [[], []]
        hands[me] = list(self.hand)
        hands[opp] = list(self.opp_known) + list(opp_hidden)
        c.hands = hands
        c.won = [[cards.parse(x) for x in w] for w in v.won]
        c.tricks = list(v.tricks)
        c.marriages = [[cards.parse_suit(s) for s in m] for m in v.marriages]
        c.marriage_points = [
            sum(marriage_value(s == self.trump) for s in m) for m in c.marriages
        ]
        c.card_points = [v.points[p] - self._counted_marriages(c, p) for p in (0, 1)]
        c.leader = v.leader
        c.dealer = v.dealer
        c.lead = cards.parse(v.table[0]) if v.table else -1
        c.closed_by = -1 if v.closed_by is None else v.closed_by
        self._close_facts(c)
        c.stage = STAGE_NAMES.index(v.stage)
        c.ntricks = v.ntricks
        lt = v.last_trick
        c.last = None if lt is None else (
            lt.leader, cards.parse(lt.led), cards.parse(lt.reply), lt.winner)
        c.outcome = v.outcome
        known = [0, 0]
        known[opp] = cards.mask_of(self.opp_known)
        c.known = known
        voids = [0, 0]
        for s in v.opponent_voids:
            voids[opp] |= 1 << cards.parse_suit(s)
        c.voids = voids
        c.events = None
        return c

    def _counted_marriages(self, c: Core, p: int) -> int:
        if c.tricks[p] or not c.rules.pending_marriages:
            return c.marriage_points[p]
        return 0

    def _close_facts(self, c: Core) -> None:
        facts = self.view.close_facts  # None exactly when nobody has closed
        if facts is None:
            c.close_opp_trick, c.close_opp_points, c.close_trick = False, 0, -1
        else:
            c.close_opp_trick, c.close_opp_points, c.close_trick = facts

    # -- drawing worlds --------------------------------------------------------------
    def sample(self, rng: random.Random) -> Core:
        """One uniformly random consistent world."""
        hidden = rng.sample(self.allowed, self.k)
        taken = set(hidden)
        rest = [c for c in self.unseen if c not in taken]
        rng.shuffle(rest)
        return self.world(hidden, rest)

    def enumerate(self, rng: random.Random, limit: int) -> Iterator[Core]:
        """Every opponent hand once (stock order random), at most ``limit`` worlds."""
        for hidden in islice(combinations(self.allowed, self.k), limit):
            taken = set(hidden)
            rest = [c for c in self.unseen if c not in taken]
            rng.shuffle(rest)
            yield self.world(list(hidden), rest)

    def stock_orders(self) -> int:
        """How many stock orders a world can have (matters only in phase one)."""
        n = len(self.unseen) - self.k
        out = 1
        for i in range(2, n + 1):
            out *= i
        return out


def sample_worlds(view: PlayerView, n: int, seed: int | None = 0) -> list[Core]:
    """``n`` worlds consistent with ``view``; the same view and seed give the same list."""
    frame = Frame(view)
    rng = random.Random(seed)
    return [frame.sample(rng) for _ in range(n)]


def all_worlds(view: PlayerView, limit: int = 10_000) -> list[Core] | None:
    """Every consistent full layout (opponent hand and stock order), or None if more."""
    frame = Frame(view)
    hands = frame.layouts()
    if hands * frame.stock_orders() > limit:
        return None
    out = []
    for hidden in combinations(frame.allowed, frame.k):
        taken = set(hidden)
        rest = [c for c in frame.unseen if c not in taken]
        for order in permutations(rest):
            out.append(frame.world(list(hidden), list(order)))
    return out


__all__ = ["Frame", "sample_worlds", "all_worlds"]
