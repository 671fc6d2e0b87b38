"""The order in which every exact search tries cards, written once for every table's
kernel (solver.py, three/kernel.py): strong and rich cards first, which usually settle
a value fastest, and per suit the bitmask of its six cards.

``ORDERED[mask]`` gives the cards of a hand (a 24-bit mask, a card's bit its int) in
that order, made on first use and kept: a plain subscript is the cheapest look-up the
searches' inner loops can make.
"""

from __future__ import annotations

from ..engine.cards import POINTS

SUIT_MASK = tuple(0x3F << (6 * s) for s in range(4))
# Ace first in each rank position across the suits, then the richer card, then the int.
ORDER = tuple(sorted(range(24), key=lambda c: (c % 6, -POINTS[c], c)))
_LIMIT = 200_000  # masks kept before the cache starts afresh (bounded memory)


class _InOrder(dict[int, tuple[int, ...]]):
    """mask -> its cards in ``ORDER``, made on first use."""

    def __missing__(self, mask: int) -> tuple[int, ...]:
        if len(self) > _LIMIT:
            self.clear()
        out = self[mask] = tuple(c for c in ORDER if mask >> c & 1)
        return out


ORDERED = _InOrder()


def ordered(mask: int) -> tuple[int, ...]:
    """The cards of ``mask`` in search order (cached)."""
    return ORDERED[mask]


__all__ = ["ORDER", "ORDERED", "SUIT_MASK", "ordered"]
