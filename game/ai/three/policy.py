"""The playout policies of the three-player Expert, on masks (docs/RULES.md §5).

Sharp's rules for the others (``sharp_lead``, ``sharp_follow``: the model of
play that inference.py reads their plays with and modelsearch.py plays them
by), and a policy that knows which cards are still out for the Expert's own
seat (``smart_lead``, ``smart_follow``).
"""

from __future__ import annotations

from ...engine.cards import POINTS
from .kernel import ABOVE, PAIR, SUIT_MASK, Pos, replies, trick_state

# -- the playout policy (every seat, inside one world) -------------------------------
_LEAD_CACHE: dict[int, int] = {}
_CHEAP_CACHE: dict[int, int] = {}


def cheapest(mask: int) -> int:
    """The card of ``mask`` with the fewest points (the weakest of equals)."""
    c = _CHEAP_CACHE.get(mask)
    if c is None:
        if len(_CHEAP_CACHE) > 200_000:
            _CHEAP_CACHE.clear()
        best = -1
        m = mask
        while m:
            b = m & -m
            x = b.bit_length() - 1
            m ^= b
            if best < 0 or POINTS[x] < POINTS[best] or (POINTS[x] == POINTS[best] and x > best):
                best = x
        c = _CHEAP_CACHE[mask] = best
    return c


def sharp_lead(hand: int, trump: int) -> int:
    """Sharp's lead (docs/RULES.md §5.7): a marriage (trumps first), else the highest-ranked
    card, trumps ranking above everything."""
    key = hand | trump << 24
    c = _LEAD_CACHE.get(key)
    if c is None:
        if len(_LEAD_CACHE) > 200_000:
            _LEAD_CACHE.clear()
        c = -1
        for s in (trump, 0, 1, 2, 3):
            if hand & PAIR[s] == PAIR[s]:
                c = 6 * s + 3  # lead the queen (the king stays as a winner)
                break
        if c < 0:
            tr = hand & SUIT_MASK[trump]
            if tr:
                c = (tr & -tr).bit_length() - 1  # the highest trump
            else:
                best = -1
                m = hand
                while m:
                    b = m & -m
                    x = b.bit_length() - 1
                    m ^= b
                    if best < 0 or POINTS[x] > POINTS[best]:
                        best = x
                c = best
        _LEAD_CACHE[key] = c
    return c


def sharp_follow(legal: int, best: int, tp: int, trump: int) -> int:
    """Sharp's reply: the cheapest card that beats the trick so far when it holds 4+
    points, else the cheapest legal card."""
    win = legal & ABOVE[best]
    if best // 6 != trump:
        win |= legal & SUIT_MASK[trump]
    if win and tp >= 4:
        return cheapest(win)
    return cheapest(legal)


_SMART_LEAD_CACHE: dict[tuple[int, int, int], int] = {}


def smart_lead(hand: int, trump: int, out: int) -> int:
    """A lead that knows which cards are still out (``out``: unplayed cards not in
    this hand, public knowledge): a marriage first (trumps first); then the
    richest master of a plain suit; else the cheapest card, plain before trumps
    (under strict rules a high card that is not a master only feeds the seat that
    must beat it, and a trump lead only draws the others' trumps into tricks that
    someone else may win). As a player on its own it takes about 41% of the game
    points against two Sharps (1,000 rotated deals); Sharp's own leads, 31%."""
    key = (hand, out, trump)
    c = _SMART_LEAD_CACHE.get(key)
    if c is not None:
        return c
    if len(_SMART_LEAD_CACHE) > 200_000:
        _SMART_LEAD_CACHE.clear()
    c = -1
    for s in (trump, 0, 1, 2, 3):
        if hand & PAIR[s] == PAIR[s]:
            c = 6 * s + 3
            break
    if c < 0:
        best = -1
        m = hand & ~SUIT_MASK[trump]
        while m:
            b = m & -m
            x = b.bit_length() - 1
            m ^= b
            if not ABOVE[x] & out and (best < 0 or POINTS[x] > POINTS[best]):
                best = x
        c = best
    if c < 0:
        plain = hand & ~SUIT_MASK[trump]
        c = cheapest(plain or hand)
    _SMART_LEAD_CACHE[key] = c
    return c


def smart_follow(legal: int, best: int, tp: int, trump: int, last: bool) -> int:
    """A reply: the last seat wins with its richest winner of the led suit that is not
    an ace (or the cheapest trump); the second seat spends a winner only on 4+
    points, and then its cheapest; else the cheapest legal card."""
    win = legal & ABOVE[best]
    if best // 6 != trump:
        win |= legal & SUIT_MASK[trump]
    if not win:
        return cheapest(legal)
    if last:
        if win & SUIT_MASK[best // 6]:
            rich = -1
            m = win
            while m:
                b = m & -m
                x = b.bit_length() - 1
                m ^= b
                if x % 6 and (rich < 0 or POINTS[x] > POINTS[rich]):
                    rich = x
            if rich >= 0:
                return rich
        return cheapest(win)
    if tp >= 4:
        return cheapest(win)
    return cheapest(legal)


def policy_card(pos: Pos) -> int:
    """The playout policy's card for the seat to move in ``pos``."""
    p = pos.to_move()
    if not pos.table:
        return sharp_lead(pos.hands[p], pos.trump)
    ls, best, _bs, tp = trick_state(pos)
    return sharp_follow(replies(pos.hands[p], ls, best, pos.trump), best, tp, pos.trump)


__all__ = ["cheapest", "sharp_lead", "sharp_follow", "smart_lead", "smart_follow",
           "policy_card"]
