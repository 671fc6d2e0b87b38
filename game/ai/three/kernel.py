"""Three-player deals on masks (docs/RULES.md §5): positions, the rules of play, the score.

With every card known, the rest of a three-player deal is a small game tree:
every trick is strict, nothing is drawn, nobody goes out. Positions here are
compact: hands as 24-bit masks, each seat's card points, declared marriage
points and "has a trick" flag, the leader, and the trick so far summed up as
(led suit, best card, its seat, points on the table).

The result of a finished deal for a seat, ``utility``, is in GAME POINTS as the
match sees them: the winner gains what the others pay (2..6), each other seat
loses what it pays (1..3), a replay or a draw is 0 for everybody. Card points
are the tie-breaker: a search value is ``game points * SCALE + own total``, so
between equal game points the seat prefers more of its own points.
"""

from __future__ import annotations

from ...engine.cards import PARTNER, POINTS
from ...engine.events import MARRIAGE_PLAIN, MARRIAGE_TRUMP

SUIT_MASK = tuple(0x3F << (6 * s) for s in range(4))
# Cards of the same suit stronger than the card (lower ints in its suit).
ABOVE = tuple(((1 << c) - 1) & SUIT_MASK[c // 6] for c in range(24))
# King and queen in one hand, per suit (a marriage in waiting).
PAIR = tuple((1 << (6 * s + 2)) | (1 << (6 * s + 3)) for s in range(4))
# Search order: strong and rich cards first (they settle the value fastest).
ORDER = tuple(sorted(range(24), key=lambda c: (c % 6, -POINTS[c], c)))
SCALE = 256  # game points weigh more than any total of card points

_ORDER_CACHE: dict[int, tuple[int, ...]] = {}


def ordered(mask: int) -> tuple[int, ...]:
    """The cards of ``mask`` in search order (cached)."""
    out = _ORDER_CACHE.get(mask)
    if out is None:
        if len(_ORDER_CACHE) > 100_000:
            _ORDER_CACHE.clear()  # bounded memory
        out = _ORDER_CACHE[mask] = tuple(c for c in ORDER if mask >> c & 1)
    return out


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
    cs, bs = card // 6, best // 6
    if cs == bs:
        return card < best
    return cs == trump


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


def totals_of(cp: "list[int] | tuple[int, ...]", mar: "list[int] | tuple[int, ...]",
              flags: int) -> tuple[int, int, int]:
    """Counted totals: card points plus marriages once the seat has a trick."""
    return (cp[0] + (mar[0] if flags & 1 else 0), cp[1] + (mar[1] if flags & 2 else 0),
            cp[2] + (mar[2] if flags & 4 else 0))


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
    def of_core(cls, core: object) -> "Pos":
        """From a ``game.engine.three.core.Core3`` (or anything with its fields)."""
        c: object = core
        hands = [0, 0, 0]
        for p in range(3):
            for card in c.hands[p]:  # type: ignore[attr-defined]
                hands[p] |= 1 << card
        tricks = c.tricks  # type: ignore[attr-defined]
        flags = sum(1 << p for p in range(3) if tricks[p])
        return cls(c.trump, hands, c.leader, list(c.table),  # type: ignore[attr-defined]
                   list(c.card_points), list(c.marriage_points), flags)  # type: ignore[attr-defined]

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
        t = self.table
        if not t:
            return self.hands[p]
        best = t[0]
        for c in t[1:]:
            if beats_best(c, best, self.trump):
                best = c
        return replies(self.hands[p], t[0] // 6, best, self.trump)

    def play(self, card: int) -> None:
        """Play a legal card for the seat to move (marriage on a lead, trick end)."""
        p = self.to_move()
        h = self.hands[p]
        if not self.table:
            partner = PARTNER[card]
            if partner >= 0 and h >> partner & 1:
                self.mar[p] += MARRIAGE_TRUMP if card // 6 == self.trump else MARRIAGE_PLAIN
        self.hands[p] = h & ~(1 << card)
        t = self.table
        t.append(card)
        if len(t) == 3:
            best, bi = t[0], 0
            for i in (1, 2):
                if beats_best(t[i], best, self.trump):
                    best, bi = t[i], i
            w = (self.leader + bi) % 3
            pts = POINTS[t[0]] + POINTS[t[1]] + POINTS[t[2]]
            if not (self.hands[0] | self.hands[1] | self.hands[2]):
                pts += 10
            self.cp[w] += pts
            self.flags |= 1 << w
            self.leader = w
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
    best, bi = t[0], 0
    for i in range(1, len(t)):
        if beats_best(t[i], best, pos.trump):
            best, bi = t[i], i
    return t[0] // 6, best, (pos.leader + bi) % 3, sum(POINTS[c] for c in t)


__all__ = ["Pos", "trick_state", "utility", "race_utility", "OBJECTIVES", "totals_of",
           "replies", "beats_best", "ordered", "bits", "popcount", "SCALE", "SUIT_MASK", "ABOVE",
           "PAIR", "ORDER"]
