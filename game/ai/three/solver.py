"""Exact perfect-information search for the three-player game (docs/RULES.md §5).

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

SUIT_MASK = tuple(0x3F << (6 * s) for s in range(4))
# Cards of the same suit stronger than the card (lower ints in its suit).
ABOVE = tuple(((1 << c) - 1) & SUIT_MASK[c // 6] for c in range(24))
# King and queen in one hand, per suit (a marriage in waiting).
PAIR = tuple((1 << (6 * s + 2)) | (1 << (6 * s + 3)) for s in range(4))
# Search order: strong and rich cards first (they settle the value fastest).
ORDER = tuple(sorted(range(24), key=lambda c: (c % 6, -POINTS[c], c)))
SCALE = 256  # game points weigh more than any total of card points
INF = 1 << 20
MODES = ("paranoid", "maxn")

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


def minimax_reference(pos: Pos, root: int, mode: str, tiebreak: bool = True,
                      objective: str = "paid") -> int:
    """Plain recursion without tables or cut-offs (for tests): the root's value."""
    if pos.over():
        t = pos.totals()
        u = OBJECTIVES[objective](t, pos.flags)
        return u[root] * SCALE + (t[root] if tiebreak else 0)
    if mode == "paranoid":
        vals = []
        for card in bits(pos.legal()):
            child = pos.copy()
            child.play(card)
            vals.append(minimax_reference(child, root, mode, tiebreak, objective))
        return max(vals) if pos.to_move() == root else min(vals)
    return _maxn_reference(pos, tiebreak, objective)[root]


def _maxn_reference(pos: Pos, tiebreak: bool, objective: str) -> tuple[int, int, int]:
    if pos.over():
        t = pos.totals()
        u = OBJECTIVES[objective](t, pos.flags)
        if tiebreak:
            return (u[0] * SCALE + t[0], u[1] * SCALE + t[1], u[2] * SCALE + t[2])
        return (u[0] * SCALE, u[1] * SCALE, u[2] * SCALE)
    p = pos.to_move()
    best: tuple[int, int, int] | None = None
    for card in ordered(pos.legal()):  # the solver's order: the same ties
        child = pos.copy()
        child.play(card)
        v = _maxn_reference(child, tiebreak, objective)
        if best is None or v[p] > best[p]:
            best = v
    assert best is not None
    return best


__all__ = ["Pos", "Solver3", "utility", "race_utility", "OBJECTIVES", "totals_of", "replies",
           "beats_best", "ordered", "minimax_reference", "SCALE", "MODES", "SUIT_MASK", "ABOVE",
           "bits", "popcount"]
