"""Worlds consistent with one seat's view of a three-player deal: a full ``Core3`` per
layout of the two hidden hands (the table's ``Table.sampler``, game.engine.tables).

The view fixes how many cards each seat holds, the cards everybody has seen in a hand
and the cards a seat cannot hold (``excluded``: suits it showed void in, cards above one
it failed to beat with); every layout consistent with that is equally likely.
``Unseen3`` reads that once, for every sampler of the table: this module's ``Sampler3``
(the rollout player, ISMCTS) and the Expert's ``Frame3`` (game/ai/three/sampling.py),
which builds the kernel's bitmask positions instead, takes more exclusions from its
reading of the others' plays, counts and enumerates layouts. The two keep their own
draws: ``Frame3.sample`` draws seat a's free cards with ``rng.sample``, ``Sampler3``
shuffles them and each hand's order (a ``Core3``'s legal moves follow its hand order),
and swapping either draw would change every seeded decision of the players using it.
"""

from __future__ import annotations

import random

from .. import cards
from ..events import marriage_value
from .core import PLAY, Core3
from .view import PlayerView3


class Unseen3:
    """Where the hidden cards of a three-player view may lie: the view's seat, the two
    others (``a`` on its left, ``b``), the cards each seat is known to hold (``fixed``,
    in the view's order), the unseen cards only ``a`` or only ``b`` can hold, the free
    ones (either), all in pack order, and how many free cards each of the two gets."""

    def __init__(self, view: PlayerView3, extra: "tuple[int, int, int]" = (0, 0, 0)) -> None:
        """``extra``: more cards each seat cannot hold (masks), on top of the view's;
        ValueError if no layout is left."""
        seat = view.seat
        self.seat = seat
        self.a, self.b = a, b = (seat + 1) % 3, (seat + 2) % 3
        self.fixed = [[cards.parse(x) for x in view.known[p]] for p in range(3)]
        self.unseen = [cards.parse(x) for x in view.unseen()]
        ex = [cards.mask_of([cards.parse(x) for x in e]) | extra[p]
              for p, e in enumerate(view.excluded)]
        ex_a, ex_b = ex[a], ex[b]
        # A hidden card that one seat cannot hold lies with the other.
        self.only_a = [x for x in self.unseen if ex_b >> x & 1]
        if any(ex_a >> x & 1 for x in self.only_a):
            raise ValueError("the view is inconsistent: a card neither seat can hold")
        self.only_b = [x for x in self.unseen if ex_a >> x & 1]
        self.free = [x for x in self.unseen if not (ex_a >> x & 1 or ex_b >> x & 1)]
        sizes = view.hand_sizes
        self.need_a = sizes[a] - len(self.fixed[a]) - len(self.only_a)
        self.need_b = sizes[b] - len(self.fixed[b]) - len(self.only_b)
        if self.need_a < 0 or self.need_b < 0 or self.need_a + self.need_b != len(self.free):
            raise ValueError("the view is inconsistent: cannot place the unseen cards")


class Sampler3:
    """Worlds (Core3 with every hand filled) consistent with one seat's view."""

    def __init__(self, view: PlayerView3) -> None:
        seat = view.seat
        self.seat = seat
        c = Core3.__new__(Core3)
        c.rules = view.rules
        c.trump = cards.SUITS.index(view.trump)
        c.turnup = cards.parse(view.trump_card)
        c.won = [[cards.parse(x) for x in w] for w in view.won]
        c.tricks = list(view.tricks)
        c.card_points = [sum(cards.POINTS[x] for x in w) for w in c.won]
        c.marriages = [[cards.SUITS.index(s) for s in m] for m in view.marriages]
        c.marriage_points = [sum(marriage_value(s == c.trump) for s in m) for m in c.marriages]
        c.leader = view.leader
        c.dealer = view.dealer
        c.table = [cards.parse(x) for x in view.table]
        c.hands = [[], [], []]  # filled by sample()
        c.stage = PLAY
        c.ntricks = view.ntricks
        lt = view.last_trick  # shown until the next trick ends: part of what the seat sees
        if lt is None:
            c.last = None
        else:
            a, b, d = (cards.parse(x) for x in lt.cards)
            c.last = (lt.leader, (a, b, d), lt.winner)
        c.outcome = None
        c.voids = [sum(1 << cards.SUITS.index(s) for s in v) for v in view.voids]
        c.excluded = [cards.mask_of([cards.parse(x) for x in e]) for e in view.excluded]
        c.known = [cards.mask_of([cards.parse(x) for x in k]) for k in view.known]
        c.events = None
        self.template = c
        self.mine = [cards.parse(x) for x in view.hand]
        u = Unseen3(view)
        self.others = [u.a, u.b]
        self.fixed = u.fixed
        self.only_a, self.only_b, self.free, self.need_a = u.only_a, u.only_b, u.free, u.need_a

    def sample(self, rng: random.Random) -> Core3:
        """One layout, every consistent one equally likely (hand order random)."""
        free = self.free[:]
        rng.shuffle(free)
        a, b = self.others
        ha = self.fixed[a] + self.only_a + free[: self.need_a]
        hb = self.fixed[b] + self.only_b + free[self.need_a:]
        rng.shuffle(ha)
        rng.shuffle(hb)
        w = self.template.copy()
        hands: list[list[int]] = [[], [], []]
        hands[self.seat] = self.mine[:]
        hands[a] = ha
        hands[b] = hb
        w.hands = hands
        return w


__all__ = ["Sampler3", "Unseen3"]
