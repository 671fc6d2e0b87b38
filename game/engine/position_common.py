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
from collections.abc import Sequence
from typing import NoReturn

from . import cards
from .jsonvalue import JSONObject
from .rules import Rules
from .untrusted import UntrustedInput, cut, is_int, loads

MAX_POSITION_CHARS = 4096  # a position's base64url text; a real one is about 1,000

# The keys every table's position may hold; each table adds its own (its KNOWN_KEYS).
COMMON_KEYS = frozenset({
    "rules", "options", "trump", "stock", "hands", "won", "marriages", "leader",
    "dealer", "table", "closed_by", "stage", "known", "voids", "last_trick", "outcome",
    "match",  # the match the deal is played in (game.engine.matchscore)
})


class PositionError(UntrustedInput):
    """A position that cannot be a moment of a real deal (both tables' checks: the
    sentences ``bad.<key>``). Facts: {card} a card code and {suit} a suit letter, which
    the message names ("the nine of hearts", "hearts"); {codes} card codes as the
    position writes them; {seat}, {n}... numbers; {value} what was given."""

    @classmethod
    def english_facts(cls, facts: dict[str, object]) -> dict[str, object]:
        named = dict(facts)
        if "card" in facts:
            named["card"] = cards.name(cards.parse(str(facts["card"])))
        if "suit" in facts:
            named["suit"] = cards.SUIT_NAMES[cards.SUITS.index(str(facts["suit"]))]
        return named


def need(cond: bool, key: str, **facts: object) -> None:
    """PositionError ``key`` (with its facts) unless ``cond``."""
    if not cond:
        raise PositionError.of(key, **facts)


def check_options(base: Rules, options: dict[str, object]) -> None:
    """A position's rule options (names already known): each of its default's type, and
    the values the rules allow (game.engine.rules.Rules checks the same)."""
    for k, v in options.items():
        default = getattr(base, k)
        if type(v) is not type(default):
            raise PositionError.of("option_type", name=k, type=type(default).__name__,
                                   example=repr(default), value=cut(v))
    need(options.get("target", 7) in (7, 8), "option_target")
    need(options.get("close_scoring", "pagat") in ("pagat", "at_close"), "option_close_scoring")


def refuse(key: str, **facts: int | str) -> NoReturn:
    """Refuse the position for the problem ``key`` (the sentence ``bad.<key>``)."""
    raise PositionError.of(key, **facts)


_CARD_OF = {cards.text(c): c for c in cards.DECK}


def read_card(value: object, what: str) -> int:
    code = _CARD_OF.get(value) if isinstance(value, str) else None
    if code is not None:
        return code
    try:
        if isinstance(value, str) and len(value) <= 3:
            return cards.parse(value)
    except ValueError:
        pass
    raise PositionError.of("not_card", what=what, value=cut(value))


def read_cards(value: object, what: str, limit: int = 24) -> list[int]:
    if not isinstance(value, list):
        refuse("card_list", what=what)
    need(len(value) <= limit, "too_many_cards", what=what, limit=limit)
    return [read_card(v, what) for v in value]


def read_suits(value: object, what: str) -> list[int]:
    if not (isinstance(value, list) and len(value) <= 4):
        refuse("suit_list", what=what)
    out = []
    for v in value:
        if not (isinstance(v, str) and len(v) == 1 and v.upper() in cards.SUITS):
            raise PositionError.of("not_suit", what=what, value=cut(v))
        out.append(cards.SUITS.index(v.upper()))
    need(len(set(out)) == len(out), "suit_twice", what=what)
    return out


def read_seat(value: object, what: str, players: int) -> int:
    if not (is_int(value) and 0 <= value < players):
        seats = ", ".join(str(p) for p in range(players - 1))
        raise PositionError.of("seat", what=what, seats=seats, last=players - 1,
                               value=cut(value))
    return value


def read_known(lists: Sequence[object], hands: list[list[int]], marriages: list[list[int]]
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


def leads_by_seat(first: int, leader: int, tricks: list[int], led_now: bool) -> list[int]:
    """How often each seat has led so far: the first trick's leader, then the winner of
    every trick but the last (whose winner, ``leader``, leads the next one), plus the card
    led to the trick on the table. The leader has a trick once one was played (checked
    before)."""
    leads = [0] * len(tricks)
    if sum(tricks):
        leads[first] += 1
        for p, won in enumerate(tricks):
            leads[p] += won
        leads[leader] -= 1
    if led_now:
        leads[leader] += 1
    return leads


def check_declarations(marriages: list[list[int]], hands: list[list[int]], won: int,
                       ntricks: int, leads: list[int], unled: int = -1,
                       own: list[int] | None = None) -> None:
    """What each declared marriage implies about its declarer's play (docs/RULES.md §2.5,
    §5.4): it was declared by leading its king or queen, one marriage per lead, so

    - one of the two has left the hand (only ``unled``, a seat that went out at a lead,
      may have declared one marriage without leading it);
    - the seat declared no more marriages than ``leads[p]``, its leads when a marriage
      could be declared;
    - the kings and queens of its marriages that lie in the won tricks (``won``, a mask)
      were played by it, with the cards ``own[p]`` (a mask) known to be its own too: a
      seat plays one card to each of the ``ntricks`` tricks."""
    for p, suits in enumerate(marriages):
        pairs = 0
        unled_left = 1 if p == unled else 0
        for s in suits:
            pair = (1 << cards.make(cards.KING, s)) | (1 << cards.make(cards.QUEEN, s))
            pairs |= pair
            if pair & cards.mask_of(hands[p]) == pair:
                if not unled_left:
                    refuse("marriage_unled", seat=p, suit=cards.SUITS[s])
                unled_left -= 1
        if len(suits) > leads[p]:
            refuse("marriage_leads", seat=p, marriages=len(suits), leads=leads[p])
        played = (pairs | (own[p] if own else 0)) & won
        if played.bit_count() > ntricks:
            refuse("own_cards", seat=p, cards=played.bit_count(), tricks=ntricks)


def encode_position(pos: JSONObject) -> str:
    """The ``?position=`` form: base64url of the JSON, padding stripped."""
    raw = json.dumps(pos, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_position(text: str) -> JSONObject:
    """Inverse of ``encode_position``; PositionError with a clear message."""
    need(isinstance(text, str), "position_text")
    text = text.strip()
    need(len(text) <= MAX_POSITION_CHARS, "position_long", n=len(text), max=MAX_POSITION_CHARS)
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)).decode("utf-8")
    except ValueError:
        raise PositionError.of("not_base64") from None
    try:
        pos = loads(raw, "the position", 2 * MAX_POSITION_CHARS)
    except UntrustedInput as e:
        raise PositionError.of(e.key, **e.facts) from None
    if not isinstance(pos, dict):
        raise PositionError.of("not_object")
    return pos


__all__ = ["COMMON_KEYS", "MAX_POSITION_CHARS", "PositionError",
           "check_declarations", "check_options", "decode_position", "encode_position",
           "leads_by_seat", "need", "read_card", "read_cards", "read_known", "read_seat",
           "read_suits", "refuse"]
