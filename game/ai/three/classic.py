"""Gentle, Normal and Sharp for three players: docs/RULES.md §4 as §5.7 reads it.

- Following: the legal cards are the strict ones; a card "would win the trick"
  when it beats every card already in the trick; the threshold (Gentle 0,
  Normal 10, Sharp 4) applies to the points of all cards already in the trick.
  Winners are sorted by card points, cheapest first (stable over hand order);
  with a winner and the threshold met the cheapest winner is played, otherwise
  the cheapest legal card by points.
- Leading: Normal and Sharp first scan the hand in hand order for a king or
  queen whose partner is in hand and whose suit they have not declared, and
  lead the first one found. Otherwise the hand is ranked by card points plus
  100 for a trump (stable); the stock is always "empty", so Sharp leads the
  highest-ranked card (the last of the ascending list on ties) and Gentle and
  Normal the lowest.

``choose_classic3`` reads only a seat's view; ``classic_code`` is the same
decision on the inner engine for playouts (a test checks that they agree).
"""

from __future__ import annotations

from ...engine.cards import KING, PARTNER, POINTS, QUEEN, SUITS, parse
from ...engine.three.core import Core3, trick_winner_index
from ...engine.three.view import PlayerView3

FOLLOW_THRESHOLD = {"gentle": 0, "normal": 10, "sharp": 4}
LEVELS = tuple(FOLLOW_THRESHOLD)


def wins_trick(table: "list[int]", card: int, trump: int) -> bool:
    """``card`` beats every card already in the trick (``table``, led card first)."""
    return trick_winner_index(table + [card], trump) == len(table)


def follow_choice(legal: "list[int]", table: "list[int]", trump: int, level: str) -> int:
    winners = sorted((c for c in legal if wins_trick(table, c, trump)), key=POINTS.__getitem__)
    if winners and sum(POINTS[c] for c in table) >= FOLLOW_THRESHOLD[level]:
        return winners[0]
    return sorted(legal, key=POINTS.__getitem__)[0]


def lead_choice(hand: "list[int]", declared: "list[int]", trump: int, level: str) -> int:
    if level != "gentle":
        for c in hand:
            if c % 6 in (KING, QUEEN) and PARTNER[c] in hand and c // 6 not in declared:
                return c
    ranked = sorted(hand, key=lambda c: POINTS[c] + (100 if c // 6 == trump else 0))
    return ranked[-1] if level == "sharp" else ranked[0]


def choose_classic3(view: PlayerView3, level: str) -> str:
    """The level's card for this seat, from its view only."""
    if level not in FOLLOW_THRESHOLD:
        raise ValueError(f"unknown level {level!r}")
    if not view.legal:
        raise ValueError("it is not this player's turn")
    trump = SUITS.index(view.trump)
    legal = [parse(c) for c in view.legal]
    if view.table:
        code = follow_choice(legal, [parse(c) for c in view.table], trump, level)
    else:
        declared = [SUITS.index(s) for s in view.marriages[view.seat]]
        code = lead_choice([parse(c) for c in view.hand], declared, trump, level)
    return view.legal[legal.index(code)]


def classic_code(core: Core3, level: str) -> int:
    """``choose_classic3`` on the inner engine (reads only the mover's own facts)."""
    p = (core.leader + len(core.table)) % 3
    if core.table:
        return follow_choice(core.legal(), core.table, core.trump, level)
    return lead_choice(core.hands[p], core.marriages[p], core.trump, level)


__all__ = ["LEVELS", "FOLLOW_THRESHOLD", "choose_classic3", "classic_code", "wins_trick"]
