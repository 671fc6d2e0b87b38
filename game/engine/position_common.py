"""What both tables' position JSON shares: the error, the ``?position=`` text form, and
checked readers (``read_...``) for the parts every position has: cards, suits, seats and
the cards every seat has seen.

game.engine.position (two players) and game.engine.three.position (three) build on
it. Positions come from links, so every reader checks the type and the size of what
it is given and names the problem in a PositionError.
"""

from __future__ import annotations

import base64
import json
from typing import Any

from . import cards
from .untrusted import UntrustedInput, cut, is_int, loads

MAX_POSITION_CHARS = 4096  # a position's base64url text; a real one is about 1,000

# The keys every table's position may hold; each table adds its own (its KNOWN_KEYS).
COMMON_KEYS = frozenset({
    "rules", "options", "trump", "stock", "hands", "won", "marriages", "leader",
    "dealer", "table", "closed_by", "stage", "known", "voids", "last_trick", "outcome",
})


class PositionError(UntrustedInput):
    """A position that cannot be a moment of a real deal."""


def need(cond: bool, message: str) -> None:
    if not cond:
        raise PositionError(message)


_CARD_OF = {cards.text(c): c for c in cards.DECK}


def read_card(value: Any, what: str) -> int:
    code = _CARD_OF.get(value) if isinstance(value, str) else None
    if code is not None:
        return code
    try:
        if isinstance(value, str) and len(value) <= 3:
            return cards.parse(value)
    except ValueError:
        pass
    raise PositionError(f"{what}: {cut(value)} is not a card: write rank then suit, "
                        "ranks A T K Q J 9, suits C D H S (for example 'TS' or 'QH')")


def read_cards(value: Any, what: str, limit: int = 24) -> list[int]:
    need(isinstance(value, list), f"{what} must be a list of cards like ['KS', 'QH']")
    need(len(value) <= limit, f"{what} lists more than {limit} cards")
    return [read_card(v, what) for v in value]


def read_suits(value: Any, what: str) -> list[int]:
    need(isinstance(value, list) and len(value) <= 4,
         f"{what} must be a list of at most four suits like ['H', 'S']")
    out = []
    for v in value:
        if not (isinstance(v, str) and len(v) == 1 and v.upper() in cards.SUITS):
            raise PositionError(f"{what}: {cut(v)} is not a suit: use one of C D H S")
        out.append(cards.SUITS.index(v.upper()))
    need(len(set(out)) == len(out), f"{what} names a suit twice")
    return out


def read_seat(value: Any, what: str, players: int) -> int:
    if not (is_int(value) and 0 <= value < players):
        seats = ", ".join(str(p) for p in range(players - 1))
        raise PositionError(f"{what} must be {seats} or {players - 1}, not {cut(value)}")
    return value


def read_known(lists: list[Any], hands: list[list[int]], marriages: list[list[int]]
                ) -> list[int]:
    """Each seat's public cards as a mask: those ``known`` lists that are in the hand,
    and what is left in hand of a declared marriage (its partner was shown)."""
    masks = [cards.mask_of(read_cards(k, f"known {p}")) & cards.mask_of(hands[p])
             for p, k in enumerate(lists)]
    for p, suits in enumerate(marriages):
        for s in suits:
            masks[p] |= cards.mask_of([x for x in hands[p] if x // 6 == s
                                       and x % 6 in (cards.KING, cards.QUEEN)])
    return masks


def encode_position(pos: dict[str, Any]) -> str:
    """The ``?position=`` form: base64url of the JSON, padding stripped."""
    raw = json.dumps(pos, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_position(text: str) -> dict[str, Any]:
    """Inverse of ``encode_position``; PositionError with a clear message."""
    need(isinstance(text, str), "the position is not text")
    text = text.strip()
    need(len(text) <= MAX_POSITION_CHARS,
         f"the position is too long ({len(text)} characters, at most {MAX_POSITION_CHARS})")
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)).decode("utf-8")
    except ValueError:
        raise PositionError("the position is not base64url-encoded JSON") from None
    try:
        pos = loads(raw, "the position", 2 * MAX_POSITION_CHARS)
    except UntrustedInput as e:
        raise PositionError(str(e)) from None
    if not isinstance(pos, dict):
        raise PositionError("a position must be a JSON object")
    return pos


__all__ = ["COMMON_KEYS", "MAX_POSITION_CHARS", "PositionError", "decode_position",
           "encode_position", "need", "read_card", "read_cards", "read_known", "read_seat",
           "read_suits"]
