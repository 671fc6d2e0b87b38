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
random, which draws each consistent layout with the same chance.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import combinations, islice
from math import comb

from ...engine import cards
from ...engine.events import marriage_value
from ...engine.three.view import PlayerView3
from .kernel import Pos


def _mask(texts: "tuple[str, ...] | list[str]") -> int:
    m = 0
    for t in texts:
        m |= 1 << cards.parse(t)
    return m


def _cards(mask: int) -> list[int]:
    return [c for c in range(24) if mask >> c & 1]


class Frame3:
    """The public skeleton of a three-player view, parsed once; worlds are built from it."""

    def __init__(self, view: PlayerView3, extra: "tuple[int, int, int]" = (0, 0, 0)) -> None:
        """``extra``: more cards each seat cannot hold (masks), on top of the view's
        (inference.py's reading of their plays); ValueError if no layout is left."""
        v = view
        me = v.seat
        self.me = me
        self.a, self.b = (me + 1) % 3, (me + 2) % 3
        self.trump = cards.parse_suit(v.trump)
        self.hand = _mask(v.hand)
        sizes = v.hand_sizes
        known = [_mask(k) for k in v.known]
        excluded = [_mask(x) | extra[p] for p, x in enumerate(v.excluded)]
        unseen = _mask(v.unseen())
        a, b = self.a, self.b
        self.known_a, self.known_b = known[a], known[b]
        if (unseen | self.hand) & (known[a] | known[b]) or known[a] & known[b]:
            raise ValueError("the view is inconsistent: a known card is placed twice")
        self.unseen = unseen
        # A hidden card that one seat cannot hold lies with the other.
        self.must_a = unseen & excluded[b]
        self.must_b = unseen & excluded[a]
        if self.must_a & self.must_b:
            raise ValueError("the view is inconsistent: a card neither seat can hold")
        self.free = _cards(unseen & ~(self.must_a | self.must_b))
        self.k_a = sizes[a] - popcount(known[a]) - popcount(self.must_a)  # free cards for a
        self.k_b = sizes[b] - popcount(known[b]) - popcount(self.must_b)
        if self.k_a < 0 or self.k_b < 0 or self.k_a + self.k_b != len(self.free):
            raise ValueError("the view is inconsistent: cannot place the unseen cards")
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


def popcount(m: int) -> int:
    return bin(m).count("1")


def sample_worlds3(view: PlayerView3, n: int, seed: int | None = 0) -> list[Pos]:
    """``n`` worlds consistent with ``view``; the same view and seed give the same list."""
    frame = Frame3(view)
    rng = random.Random(seed)
    return [frame.sample(rng) for _ in range(n)]


__all__ = ["Frame3", "sample_worlds3"]
