"""What the other seats' plays suggest about their hands (beyond the hard facts).

The hard facts (hand sizes, cards shown, cards a seat cannot hold) make every
consistent layout possible; sampling.py draws them all alike. Real players are
not random, though: a layout in which a seat's plays so far look like
sensible play is likelier than one in which they look odd. This module
reconstructs the public play history from the view (the won piles hold each
trick in play order; the leader of the first trick sits left of the dealer and
each trick's winner leads the next) and scores a layout by how often each other
seat's plays agree with a simple model of play (``model_accepts``: Sharp's
rules, docs/RULES.md §5.7, which also read as common sense: declare a marriage at once,
lead your best, spend your cheapest winner on a trick worth taking, else your
cheapest card). Each disagreement multiplies the layout's weight by ``eps``.

Only the view is read, so the weights, like the worlds, depend on nothing hidden.
"""

from __future__ import annotations

from ...engine import cards
from ...engine.cards import POINTS
from ...engine.three.view import PlayerView3
from .kernel import ABOVE, PAIR, SUIT_MASK, beats_best, replies

Play = tuple[int, int, tuple[int, ...]]  # (seat, card, cards already in its trick)


def _winner_index(trick: "tuple[int, ...] | list[int]", trump: int) -> int:
    best, bi = trick[0], 0
    for i in range(1, len(trick)):
        if beats_best(trick[i], best, trump):
            best, bi = trick[i], i
    return bi


def play_history(view: PlayerView3) -> list[Play] | None:
    """Every card played so far in order, or None if the won piles cannot be ordered
    into a consistent sequence of tricks."""
    trump = cards.SUITS.index(view.trump)
    chunks = []
    for p in range(3):
        w = [cards.parse(t) for t in view.won[p]]
        chunks.append([tuple(w[i:i + 3]) for i in range(0, len(w), 3)])
    n = view.ntricks
    first = (view.dealer + 1) % 3
    order: list[tuple[int, tuple[int, ...]]] = []  # (leader, trick)
    ptr = [0, 0, 0]

    def dfs(t: int, leader: int) -> bool:
        if t == n:
            return leader == view.leader
        for w in (0, 1, 2):
            if ptr[w] < len(chunks[w]):
                trick = chunks[w][ptr[w]]
                if (leader + _winner_index(trick, trump)) % 3 == w:
                    ptr[w] += 1
                    order.append((leader, trick))
                    if dfs(t + 1, w):
                        return True
                    order.pop()
                    ptr[w] -= 1
        return False

    if not dfs(0, first):
        return None
    plays: list[Play] = []
    for leader, trick in order:
        for i in range(3):
            plays.append(((leader + i) % 3, trick[i], trick[:i]))
    table = tuple(cards.parse(t) for t in view.table)
    for i, c in enumerate(table):
        plays.append(((view.leader + i) % 3, c, table[:i]))
    return plays


def model_accepts(hand: int, table: "tuple[int, ...]", trump: int, card: int) -> bool:
    """Whether the model of play could have played ``card`` from ``hand`` (a mask,
    before the play) on ``table``. Ties the model breaks by hand order all pass."""
    if not table:
        pairs = [s for s in range(4) if hand & PAIR[s] == PAIR[s]]
        if pairs:
            return card % 6 in (2, 3) and card // 6 in pairs
        top = -1
        m = hand
        while m:
            b = m & -m
            x = b.bit_length() - 1
            m ^= b
            r = POINTS[x] + (100 if x // 6 == trump else 0)
            if r > top:
                top = r
        return POINTS[card] + (100 if card // 6 == trump else 0) == top
    best = table[0]
    for c in table[1:]:
        if beats_best(c, best, trump):
            best = c
    legal = replies(hand, table[0] // 6, best, trump)
    win = legal & ABOVE[best]
    if best // 6 != trump:
        win |= legal & SUIT_MASK[trump]
    pool = win if win and sum(POINTS[c] for c in table) >= 4 else legal
    if not pool >> card & 1:
        return False
    low = min(POINTS[x] for x in range(24) if pool >> x & 1)
    return POINTS[card] == low


class Inference:
    """Scores layouts of one view: ``weight(hands)`` for a world's three hand masks."""

    def __init__(self, view: PlayerView3, eps: float) -> None:
        self.eps = eps
        self.me = view.seat
        self.trump = cards.SUITS.index(view.trump)
        history = play_history(view) if eps < 1.0 else None
        self.history = [h for h in history or [] if h[0] != view.seat]
        self.played = [0, 0, 0]
        for seat, card, _ in self.history:
            self.played[seat] |= 1 << card
        self.known = [cards.mask_of([cards.parse(t) for t in k]) for k in view.known]
        self.unseen = cards.mask_of([cards.parse(t) for t in view.unseen()])
        self._cache: dict[tuple[int, int], int] = {}
        self._read: dict[int, int | None] = {}

    def model_excluded(self, seat: int) -> int | None:
        """The unseen cards ``seat`` cannot hold now if the model explains all its plays:
        for each play, the cards whose presence in the hand it had then would have made
        the model play otherwise (a higher card than the one led, a cheaper legal card
        than the one followed with, the partner of a king or queen not led as a
        marriage). The hand it had is read at its smallest: the card, the cards it
        played later and its shown cards. None when a play contradicts the model even
        so (then the seat does not follow the model, and nothing is read)."""
        trump = self.trump
        later = self.known[seat]
        out = 0
        for s, card, table in reversed(self.history):
            if s != seat:
                continue
            hand = later | 1 << card
            if not model_accepts(hand, table, trump, card):
                return None
            m = self.unseen & ~hand
            while m:
                b = m & -m
                m ^= b
                if not model_accepts(hand | b, table, trump, card):
                    out |= b
            later = hand
        return out

    def misses(self, seat: int, hand_now: int) -> int:
        """How many of ``seat``'s plays the model disagrees with, if it holds ``hand_now``."""
        key = (seat, hand_now)
        out = self._cache.get(key)
        if out is not None:
            return out
        hand = hand_now | self.played[seat]
        out = 0
        trump = self.trump
        for s, card, table in self.history:
            if s != seat:
                continue
            if not model_accepts(hand, table, trump, card):
                out += 1
            hand &= ~(1 << card)
        self._cache[key] = out
        return out

    def weight(self, hands: list[int]) -> float:
        if not self.history:
            return 1.0
        m = 0
        for p in (0, 1, 2):
            if p != self.me:
                m += self.misses(p, hands[p])
        return self.eps ** m


__all__ = ["Inference", "play_history", "model_accepts"]
