"""Worlds consistent with one seat's view of a three-player deal.

A world gives the two other seats' hands. The view fixes how many cards each
holds (``hand_sizes``), the cards everybody has seen in a hand (``known``: the
dealer's turned trump card while unplayed, marriage partners shown) and the
cards a seat cannot hold, read from its plays under the strict rules
(``excluded``: suits it showed void in, and cards above one it failed to beat
with). Nothing else is read: the worlds depend only on the view and the seed,
so the AI cannot leak a hidden card through them.

Every layout consistent with the view is equally likely: a hidden card that
one seat cannot hold must sit with the other, and the free cards are split at
random, which draws each consistent layout with the same chance. Where the hidden
cards may lie is read by the engine's ``Unseen3`` (game/engine/three/sampling.py), as
for the table's own sampler; only the draw and the positions built are the Expert's.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import combinations, islice
from math import comb

from ...engine import cards
from ...engine.events import marriage_value
from ...engine.three.sampling import Unseen3
from ...engine.three.view import PlayerView3
from .kernel import Pos


def _mask(texts: "tuple[str, ...] | list[str]") -> int:
    m = 0
    for t in texts:
        m |= 1 << cards.parse(t)
    return m


class Frame3:
    """The public skeleton of a three-player view, parsed once; worlds are built from it."""

    def __init__(self, view: PlayerView3, extra: "tuple[int, int, int]" = (0, 0, 0)) -> None:
        """``extra``: more cards each seat cannot hold (masks), on top of the view's
        (inference.py's reading of their plays); ValueError if no layout is left."""
        v = view
        u = Unseen3(v, extra)  # ValueError when no layout is left
        me = u.seat
        self.me = me
        self.a, self.b = u.a, u.b
        self.trump = cards.parse_suit(v.trump)
        self.hand = _mask(v.hand)
        known = [_mask(k) for k in v.known]
        unseen = _mask(v.unseen())
        a, b = self.a, self.b
        self.known_a, self.known_b = known[a], known[b]
        if (unseen | self.hand) & (known[a] | known[b]) or known[a] & known[b]:
            raise ValueError("the view is inconsistent: a known card is placed twice")
        self.unseen = unseen
        self.must_a = sum(1 << c for c in u.only_a)  # hidden cards only a can hold
        self.free = sorted(u.free)  # ascending: the order the draws below depend on
        self.k_a = u.need_a  # free cards for a (b gets the rest)
        # The public rest of the position.
        self.leader = v.leader
        self.table = [cards.parse(t) for t in v.table]
        won = v.won
        self.cp = [sum(cards.POINTS[cards.parse(t)] for t in won[p]) for p in range(3)]
        if v.ntricks == 8:
            self.cp[self.leader] += 10  # (a finished deal: the last trick's 10)
        marriages = v.marriages
        self.mar = [sum(marriage_value(cards.parse_suit(s) == self.trump) for s in marriages[p])
                    for p in range(3)]
        tricks = v.tricks
        self.flags = sum(1 << p for p in range(3) if tricks[p])

    def layouts(self) -> int:
        """How many different layouts of the two hidden hands the view allows."""
        return comb(len(self.free), self.k_a)

    def pos(self, a_free: "list[int] | tuple[int, ...]") -> Pos:
        """The world in which seat ``a`` (left of me) gets ``a_free`` of the free cards."""
        ma = 0
        for c in a_free:
            ma |= 1 << c
        hand_a = self.known_a | self.must_a | ma
        hand_b = self.unseen & ~(self.must_a | ma) | self.known_b
        hands = [0, 0, 0]
        hands[self.me] = self.hand
        hands[self.a] = hand_a
        hands[self.b] = hand_b
        return Pos(self.trump, hands, self.leader, self.table[:], self.cp[:], self.mar[:],
                   self.flags)

    def sample(self, rng: random.Random) -> Pos:
        """One uniformly random consistent world."""
        return self.pos(rng.sample(self.free, self.k_a))

    def enumerate(self, limit: int) -> Iterator[Pos]:
        """Every consistent world once (at most ``limit``), in a fixed order."""
        for chosen in islice(combinations(self.free, self.k_a), limit):
            yield self.pos(chosen)

    def worlds(self, n: int, rng: random.Random, enumerate_limit: int = 0) -> list[Pos]:
        """All worlds when there are at most ``max(n, enumerate_limit)``, else ``n`` samples."""
        if self.layouts() <= max(n, enumerate_limit):
            return list(self.enumerate(max(n, enumerate_limit)))
        return [self.sample(rng) for _ in range(n)]


def sample_worlds3(view: PlayerView3, n: int, seed: int | None = 0) -> list[Pos]:
    """``n`` worlds consistent with ``view``; the same view and seed give the same list."""
    frame = Frame3(view)
    rng = random.Random(seed)
    return [frame.sample(rng) for _ in range(n)]


__all__ = ["Frame3", "sample_worlds3"]
