"""The three-player search kernel (docs/RULES.md §5): a deal on masks and one card into a trick.

With every card known, the rest of a three-player deal is a small game tree:
every trick is strict, nothing is drawn, nobody goes out. Positions here are
compact: hands as 24-bit masks, each seat's card points, declared marriage
points and "has a trick" flag, the leader, and the trick so far summed up as
(led suit, best card, its seat, points on the table).

``TrickSearch._play`` is the one place that knows what a card does to such a
position: a lead declares a marriage when its partner is in hand, a card that
takes over the trick becomes its best card, the third card gives the trick's
points (and 10 for the last trick) to the seat of the best card, which then has
a trick and leads next. Every search of a deal (solver.py, modelsearch.py) and
``Pos.play`` go through it. One shortcut of the searches, ``_last_trick`` (one card
each: the last trick is played out at once), reads the same tables (``TAKES``,
``LAST_TRICK``).

The result of a finished deal for a seat, ``utility``, is in GAME POINTS as the
match sees them: the winner gains what the others pay (2..6), each other seat
loses what it pays (1..3), a replay or a draw is 0 for everybody. Card points
are the tie-breaker: a search value is ``game points * SCALE + own total``, so
between equal game points the seat prefers more of its own points.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Generic, TypeVar

from ...engine.cards import PARTNER, POINTS
from ...engine.events import MARRIAGE_PLAIN, MARRIAGE_TRUMP
from ..searchorder import ORDER, ORDERED, SUIT_MASK, ordered

if TYPE_CHECKING:
    from ...engine.three.core import Core3

# Cards of the same suit stronger than the card (lower ints in its suit).
ABOVE = tuple(((1 << c) - 1) & SUIT_MASK[c // 6] for c in range(24))
# King and queen in one hand, per suit (a marriage in waiting).
PAIR = tuple((1 << (6 * s + 2)) | (1 << (6 * s + 3)) for s in range(4))
# TAKES[trump][best]: the cards that take a trick over from its best card ``best``.
TAKES = tuple(tuple(ABOVE[b] | (SUIT_MASK[t] if b // 6 != t else 0) for b in range(24))
              for t in range(4))
# The marriage partner of a king or queen as a mask (0 for the other cards), and what
# leading the card declares when that partner is in hand, per trump suit.
PARTNER_BIT = tuple(1 << p if p >= 0 else 0 for p in PARTNER)
DECLARES = tuple(tuple(MARRIAGE_TRUMP if c // 6 == t else MARRIAGE_PLAIN for c in range(24))
                 for t in range(4))
LAST_TRICK = 10  # the last trick's bonus for its winner
SCALE = 256  # game points weigh more than any total of card points
INF = 1 << 20  # above any value


def popcount(m: int) -> int:
    return bin(m).count("1")


def bits(m: int) -> list[int]:
    out = []
    while m:
        b = m & -m
        out.append(b.bit_length() - 1)
        m ^= b
    return out


def replies(hand: int, ls: int, best: int, trump: int) -> int:
    """docs/RULES.md §5.3 as masks: the cards of ``hand`` that may follow a trick led in
    suit ``ls`` whose best card so far is ``best`` (a trump there means trumped)."""
    same = hand & SUIT_MASK[ls]
    if same:
        if best // 6 != ls:  # a trump lies on a plain lead: following is enough
            return same
        higher = same & ABOVE[best]
        return higher or same
    tr = hand & SUIT_MASK[trump]
    if tr:
        if best // 6 == trump:
            higher = tr & ABOVE[best]
            return higher or tr
        return tr
    return hand


def beats_best(card: int, best: int, trump: int) -> bool:
    """Whether ``card`` takes over the trick from its best card so far."""
    return bool(TAKES[trump][best] >> card & 1)


V = TypeVar("V")


class TrickSearch(Generic[V]):
    """A search of one deal's positions, whose values are ``V``: a subclass says what a
    position is worth (``_node``: anyone to move, ``k`` cards on the table; ``_end``:
    the deal is over) and reaches the positions after each card through ``_play``.

    A position is passed as its parts, which ``_play`` changes and puts back: ``h``
    (hands, by seat), ``c`` (card points won), ``m`` (declared marriage points), ``fl``
    (bit p: seat p has won a trick), the trick's ``leader`` and, for its ``k`` cards
    so far, the led suit ``ls``, the ``best`` card, its seat ``bs`` and the points
    ``tp`` on the table. ``alpha`` and ``beta`` are passed on to ``_node`` untouched.
    """

    def __init__(self, trump: int) -> None:
        self.trump = trump
        self.takes = TAKES[trump]
        self.declares = DECLARES[trump]

    def _node(self, h: list[int], c: list[int], m: list[int], fl: int, leader: int, k: int,
              ls: int, best: int, bs: int, tp: int, alpha: int, beta: int) -> V:
        raise NotImplementedError

    def _end(self, c: list[int], m: list[int], fl: int, winner: int) -> V:
        """The finished deal (``winner`` took the last trick)."""
        raise NotImplementedError

    def _play(self, h: list[int], c: list[int], m: list[int], fl: int, leader: int, k: int,
              ls: int, best: int, bs: int, tp: int, p: int, hand: int, card: int,
              alpha: int, beta: int) -> V:
        """Seat ``p`` (to move, holding ``hand``) plays ``card``: the value of the
        position after it. The parts are as they were when it returns."""
        h[p] = hand ^ 1 << card
        if k == 0:  # a lead declares a marriage when the partner is in hand
            if hand & PARTNER_BIT[card]:
                dec = self.declares[card]
                m[p] += dec
                v = self._node(h, c, m, fl, leader, 1, card // 6, card, p, POINTS[card],
                               alpha, beta)
                m[p] -= dec
            else:
                v = self._node(h, c, m, fl, leader, 1, card // 6, card, p, POINTS[card],
                               alpha, beta)
            h[p] = hand
            return v
        if self.takes[best] >> card & 1:
            best, bs = card, p
        tp += POINTS[card]
        if k == 1:
            v = self._node(h, c, m, fl, leader, 2, ls, best, bs, tp, alpha, beta)
        elif h[0] | h[1] | h[2]:  # the trick is over: its best card's seat takes it, leads
            c[bs] += tp
            v = self._node(h, c, m, fl | 1 << bs, bs, 0, -1, -1, -1, 0, alpha, beta)
            c[bs] -= tp
        else:  # the last trick: 10 more
            tp += LAST_TRICK
            c[bs] += tp
            v = self._end(c, m, fl | 1 << bs, bs)
            c[bs] -= tp
        h[p] = hand
        return v

    def _root(self, pos: "Pos", alpha: int, beta: int) -> V:
        """The value of ``pos``, which is left as it is."""
        if pos.over():
            return self._end(pos.cp[:], pos.mar[:], pos.flags, pos.leader)
        ls, best, bs, tp = trick_state(pos)
        return self._node(pos.hands[:], pos.cp[:], pos.mar[:], pos.flags, pos.leader,
                          len(pos.table), ls, best, bs, tp, alpha, beta)

    def _last_trick(self, h: list[int], leader: int, c: list[int], m: list[int],
                    fl: int) -> V:
        """One card each, the lead to ``leader``: everything is forced (a lone king or
        queen declares nothing, its partner is gone), so the trick is played out here
        at once, as ``_play`` would play it card by card, with no positions between."""
        takes = self.takes
        a = h[leader].bit_length() - 1
        s1, s2 = (leader + 1) % 3, (leader + 2) % 3
        b = h[s1].bit_length() - 1
        d = h[s2].bit_length() - 1
        best, w = a, leader
        if takes[best] >> b & 1:
            best, w = b, s1
        if takes[best] >> d & 1:
            w = s2
        tp = POINTS[a] + POINTS[b] + POINTS[d] + LAST_TRICK
        c[w] += tp
        v = self._end(c, m, fl | 1 << w, w)
        c[w] -= tp
        return v


# -- scoring a finished deal -------------------------------------------------------------
def utility(totals: "tuple[int, int, int] | list[int]", flags: int) -> tuple[int, int, int]:
    """Game points each seat gains (+) or pays (-) for final totals; ``flags`` has
    bit p set when seat p won a trick. A replay (top under 66) or a draw is 0."""
    t0, t1, t2 = totals[0], totals[1], totals[2]
    top = t0 if t0 > t1 else t1
    if t2 > top:
        top = t2
    if top < 66:
        return (0, 0, 0)
    if (t0 == top) + (t1 == top) + (t2 == top) > 1:
        return (0, 0, 0)
    w = 0 if t0 == top else 1 if t1 == top else 2
    out = [0, 0, 0]
    total = 0
    for p in (0, 1, 2):
        if p != w:
            t = totals[p]
            pay = 1 if t >= 33 else (2 if flags >> p & 1 else 3)
            out[p] = -pay
            total += pay
    out[w] = total
    return (out[0], out[1], out[2])


def race_utility(totals: "tuple[int, int, int] | list[int]",
                 flags: int) -> tuple[int, int, int]:
    """The match is a race to 7 in which nobody loses points: another seat's win
    costs a seat everything that winner gains, whoever paid it. The winner gets
    its 2..6, each other seat minus that; a replay or a draw is 0."""
    u = utility(totals, flags)
    g = max(u)
    if g <= 0:
        return (0, 0, 0)
    return (g if u[0] == g else -g, g if u[1] == g else -g, g if u[2] == g else -g)


OBJECTIVES = {"paid": utility, "race": race_utility}

# What a finished deal is worth to each seat, from its totals and trick flags: integers,
# so that ``value * SCALE + own total`` stays an exact search value below INF.
Utility = Callable[[tuple[int, int, int] | list[int], int], tuple[int, int, int]]
# A search's objective: the name of one of OBJECTIVES or a utility of its own (the match
# utility of one decision, matchvalue.py, which no name can say: it depends on the score).
Objective = str | Utility


def utility_of(objective: Objective) -> Utility:
    """The utility an objective names (or is)."""
    return OBJECTIVES[objective] if isinstance(objective, str) else objective


def totals_of(cp: "list[int] | tuple[int, ...]", mar: "list[int] | tuple[int, ...]",
              flags: int) -> tuple[int, int, int]:
    """Counted totals: card points plus marriages once the seat has a trick."""
    return (cp[0] + (mar[0] if flags & 1 else 0), cp[1] + (mar[1] if flags & 2 else 0),
            cp[2] + (mar[2] if flags & 4 else 0))


# -- a whole position -----------------------------------------------------------------------
_Parts = tuple[list[int], list[int], list[int], int, int, int]


class _Step(TrickSearch[_Parts]):
    """``Pos.play`` through the kernel: a one-card search whose next position is not
    searched but read off (hands, card points, marriages, flags, leader, cards on the
    table)."""

    def _node(self, h: list[int], c: list[int], m: list[int], fl: int, leader: int, k: int,
              _ls: int, _best: int, _bs: int, _tp: int, _alpha: int, _beta: int) -> _Parts:
        return h[:], c[:], m[:], fl, leader, k

    def _end(self, c: list[int], m: list[int], fl: int, winner: int) -> _Parts:
        return [0, 0, 0], c[:], m[:], fl, winner, 0


_STEPS = tuple(_Step(t) for t in range(4))


class Pos:
    """A perfect-information three-player position (all hands known)."""

    __slots__ = ("trump", "hands", "leader", "table", "cp", "mar", "flags")

    def __init__(self, trump: int, hands: list[int], leader: int, table: list[int],
                 cp: list[int], mar: list[int], flags: int) -> None:
        self.trump = trump
        self.hands = hands  # masks, by seat
        self.leader = leader
        self.table = table  # cards of the current trick in play order
        self.cp = cp  # card points won (with the last-trick 10)
        self.mar = mar  # declared marriage points (count once the seat has a trick)
        self.flags = flags  # bit p: seat p has won a trick

    @classmethod
    def of_core(cls, c: Core3) -> "Pos":
        """From the engine's core of the same moment."""
        hands = [0, 0, 0]
        for p in range(3):
            for card in c.hands[p]:
                hands[p] |= 1 << card
        tricks = c.tricks
        flags = sum(1 << p for p in range(3) if tricks[p])
        return cls(c.trump, hands, c.leader, list(c.table),
                   list(c.card_points), list(c.marriage_points), flags)

    def copy(self) -> "Pos":
        return Pos(self.trump, self.hands[:], self.leader, self.table[:], self.cp[:],
                   self.mar[:], self.flags)

    def to_move(self) -> int:
        return (self.leader + len(self.table)) % 3

    def cards_left(self) -> int:
        return popcount(self.hands[0] | self.hands[1] | self.hands[2])

    def over(self) -> bool:
        return not (self.hands[0] | self.hands[1] | self.hands[2]) and not self.table

    def legal(self) -> int:
        """Legal cards of the seat to move, as a mask."""
        p = self.to_move()
        if not self.table:
            return self.hands[p]
        ls, best, _bs, _tp = trick_state(self)
        return replies(self.hands[p], ls, best, self.trump)

    def play(self, card: int) -> None:
        """Play a legal card for the seat to move (``TrickSearch._play``)."""
        p = self.to_move()
        ls, best, bs, tp = trick_state(self)
        h, c, m, self.flags, self.leader, k = _STEPS[self.trump]._play(
            self.hands, self.cp, self.mar, self.flags, self.leader, len(self.table), ls, best,
            bs, tp, p, self.hands[p], card, 0, 0)
        self.hands[:], self.cp[:], self.mar[:] = h, c, m
        if k:
            self.table.append(card)
        else:
            self.table = []

    def totals(self) -> tuple[int, int, int]:
        return totals_of(self.cp, self.mar, self.flags)

    def utility(self) -> tuple[int, int, int]:
        return utility(self.totals(), self.flags)


def trick_state(pos: Pos) -> tuple[int, int, int, int]:
    """(led suit, best card, its seat, points on the table) of the current trick."""
    t = pos.table
    if not t:
        return -1, -1, -1, 0
    takes = TAKES[pos.trump]
    best = t[0]
    bi, tp = 0, POINTS[best]
    for i in range(1, len(t)):
        card = t[i]
        tp += POINTS[card]
        if takes[best] >> card & 1:
            best, bi = card, i
    return t[0] // 6, best, (pos.leader + bi) % 3, tp


__all__ = ["Pos", "TrickSearch", "trick_state", "utility", "race_utility", "OBJECTIVES",
           "Objective", "Utility", "utility_of",
           "totals_of", "replies", "beats_best", "ordered", "bits", "popcount", "SCALE", "INF",
           "SUIT_MASK", "ABOVE", "PAIR", "ORDER", "ORDERED", "TAKES", "DECLARES", "PARTNER_BIT",
           "LAST_TRICK"]
