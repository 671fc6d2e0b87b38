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
from typing import ClassVar, NoReturn

from . import cards
from .jsonvalue import JSONObject
from .rules import Rules
from .untrusted import ENGLISH as UNTRUSTED_ENGLISH
from .untrusted import UntrustedInput, cut, is_int, loads

MAX_POSITION_CHARS = 4096  # a position's base64url text; a real one is about 1,000

# The keys every table's position may hold; each table adds its own (its KNOWN_KEYS).
COMMON_KEYS = frozenset({
    "rules", "options", "trump", "stock", "hands", "won", "marriages", "leader",
    "dealer", "table", "closed_by", "stage", "known", "voids", "last_trick", "outcome",
    "match",  # the match the deal is played in (game.engine.matchscore)
})


# Why a position cannot be a moment of a real deal, in English, by key (both tables'
# checks; UntrustedInput's keys come with them). Facts: {card} a card code and {suit} a
# suit letter, which the message names ("the nine of hearts", "hearts"); {codes} card
# codes as the position writes them; {seat}, {n}... numbers; {value} what was given.
ENGLISH: dict[str, str] = {
    # what every position shares
    "not_card": "{what}: {value} is not a card: write rank then suit, ranks A T K Q J 9, suits "
                "C D H S (for example 'TS' or 'QH')",
    "card_list": "{what} must be a list of cards like ['KS', 'QH']",
    "too_many_cards": "{what} lists more than {limit} cards",
    "suit_list": "{what} must be a list of at most four suits like ['H', 'S']",
    "not_suit": "{what}: {value} is not a suit: use one of C D H S",
    "suit_twice": "{what} names a suit twice",
    "seat": "{what} must be {seats} or {last}, not {value}",
    "position_text": "the position is not text",
    "position_long": "the position is too long ({n} characters, at most {max})",
    "not_base64": "the position is not base64url-encoded JSON",
    "not_object": "a position must be a JSON object",
    "unknown_keys": "unknown key(s) in position: {names}",
    "missing_key": "the position has no {name}",
    "option_type": "option {name} must be {type}, like {example}, not {value}",
    "option_target": "the match target must be 7 or 8 game points",
    "option_close_scoring": "close_scoring must be 'pagat' or 'at_close'",
    "options": "the options are not this game's ({detail})",
    "twice": "card(s) listed twice: {codes}",
    # the match a deal is played in (game.engine.matchscore)
    "match_at_none": "the {rules} rules play no match, so a position of theirs has no match",
    "match_at_object": "match must be an object with score and target, like "
                    "{{\"score\": [3, 5], \"target\": 7}}",
    "match_at_target": "the match's target must be the rules' own: {target}",
    "match_at_score": "the match's score must be {n} game point counts, each below {target}",
    "missing_cards": "card(s) missing from the position: {codes}",
    # two players (game.engine.position)
    "two_lists": "{what} must be a list of two lists",
    "unknown_rules": "unknown rules {value}: use one of {choices}",
    "options_object": "options must be an object",
    "unknown_options": "unknown option(s) {names}: use {choices}",
    "three_elsewhere": "a three-player position is read by game.engine.three.position "
                       "(game.from_position dispatches on \"rules\": \"three\")",
    "table_one": "the table holds at most one card (the led card waiting for a reply)",
    "not_in_pack.1": "the {preset} rules play with {size} cards (no nines), so {codes} is not in "
                     "the pack",
    "not_in_pack.n": "the {preset} rules play with {size} cards (no nines), so {codes} are not "
                     "in the pack",
    "drawn_stock": "the trump card has been drawn, so the stock must be empty",
    "whole_tricks": "won {seat} must hold whole tricks (an even number of cards)",
    "leader_fewer": "with a card on the table the leader holds one card fewer",
    "same_count": "both hands must hold the same number of cards between tricks",
    "too_many_tricks": "more than {n} tricks played",
    "first_lead": "the dealer's opponent leads to the first trick",
    "even_stock": "the stock must hold an even number of cards",
    "closed_by": "closed_by must be null, 0 or 1, not {value}",
    "closed_turnup": "a closed stock still has the turn-up under it",
    "no_closing": "the {preset} rules have no closing",
    "stage": "stage must be one of {choices}, not {value}",
    "hand_size": "while the stock is open each hand holds {n} cards at this stage",
    "before_draw": "'before_draw' needs a finished trick, no close and at least 4 cards in stock",
    "exchange_offer": "'exchange_offer' needs a stock just closed by the player on lead",
    "exchange_offer_card": "'exchange_offer' needs the {card} in the closer's opponent's hand",
    "over_by_now": "no cards left in hand, so the deal must be over",
    "running_outcome": "a deal still running has no outcome",
    "finished_table": "a finished deal has no card waiting on the table",
    "last_trick_shape": "last_trick must be {{leader, cards: [led, reply], winner}}",
    "outcome": "the outcome {given} does not follow from the cards: they give winner {winner}, "
               "{gp} game point(s), {reason}",
    "close_facts": "close facts given but nobody closed the stock",
    "close_object": "close must be an object",
    "close_keys": "close holds only opp_had_trick, opp_points and at_trick",
    "close_bool": "close.opp_had_trick must be true or false, not {value}",
    "close_trick": "player {seat} had a trick when the stock was closed but has none now",
    "close_points": "close.opp_points must be 0 for an opponent without a trick",
    "marriage_both": "both players declared the marriage in {suit}",
    "marriage_cards": "player {seat} declared {suit} without holding its king and queen (each "
                      "must be in that hand or played)",
    "marriage_lead": "the {card} on the table belongs to player {seat}'s marriage, so player "
                     "{seat} led it",
    "voids_phase": "voids are known only once the stock is closed or used up",
    "void_holds": "player {seat} is void in {suit} but holds one",
    "last_none": "a last trick was given but no trick has been played",
    "last_cards": "the last trick's cards must be in its winner's won cards",
    "last_winner": "player {truth}, not {seat}, won the last trick ({led} then {reply})",
    "last_leads": "the winner of the last trick leads next",
    "auto_out_ended": "player {seat} has {points} points, so with automatic going out the deal "
                      "would have ended",
    "end_before_trick": "nobody can end a deal before the first trick",
    "ended_short": "the deal ended with cards in hand, yet player {seat} has only {points} "
                   "points",
    # three players (game.engine.three.position)
    "three_lists": "{what} must be a list of three lists (one per seat)",
    "three_rules": "a three-player position has \"rules\": \"three\"",
    "three_options": "options must be an object with some of: {choices}",
    "three_closing": "there is no closing with three players",
    "three_stock": "with three players all cards are dealt: the stock is []",
    "three_whole_tricks": "won {seat} must hold whole tricks (three cards each)",
    "three_hand": "hand {seat} must hold {n} cards after {tricks} trick(s)",
    "three_hand_table": "hand {seat} must hold {n} cards after {tricks} trick(s) with {table} "
                        "card(s) on the table",
    "three_first_lead": "the player left of the dealer leads the first trick",
    "three_leader_won": "the leader won the last trick, so has a trick in won",
    "three_turnup": "the turned trump card {codes} is the dealer's (seat {dealer}) until played, "
                    "not seat {seat}'s",
    "three_turnup_table": "the turned trump card on the table must have been played by the "
                          "dealer",
    "three_strict": "seat {seat} could not play {codes} to {led}: every trick is strict (follow "
                    "suit and beat, else trump)",
    "three_marriage_twice": "seats {first} and {seat} both declared {letter}: each suit has one "
                            "king and one queen",
    "three_marriage_held": "seat {seat} declared {letter}, so another seat cannot hold its king "
                           "or queen",
    "three_marriage_both_held": "seat {seat} declared {letter} but still holds both its king "
                                "and queen: a marriage is declared by leading one of them",
    "three_marriage_led": "seat {seat} declared {letter}, so seat {seat} led its king or queen",
    "three_clash": "seat {seat} holds {codes}, which its play showed it cannot hold "
                   "(voids/excluded)",
    "three_last_shape": "last_trick must be {{leader, cards: [three], winner}}",
    "three_last_none": "no trick has been played, so there is no last trick",
    "three_last_winner": "last_trick: that seat did not win those cards",
    "three_last_leads": "the last trick's winner leads the next trick",
    "three_last_cards": "last_trick: its cards must be in the winner's won",
    "three_stage": "stage must be 'play' or 'over'",
    "three_over": "all eight tricks are played, so the deal is over",
    "three_not_over": "the deal is over only after eight tricks",
    # what a position's cards say about how its deal was played (who led, who
    # declared what): {marriages}, {leads}, {cards}, {tricks} numbers
    "leader_no_trick": "player {seat} leads, so won the last trick, but has no trick in won",
    "marriage_unled": "player {seat} declared {suit} but still holds both its king and "
                      "queen: a marriage is declared by leading one",
    "marriage_leads": "player {seat} declared {marriages} marriage(s) with only {leads} "
                      "lead(s) that could declare one (one per lead)",
    "marriages_total": "{marriages} marriages declared with only {leads} lead(s) that could "
                       "declare one (one per lead)",
    "own_cards": "{cards} cards of player {seat}'s marriages (or the turned trump) lie in "
                 "{tricks} trick(s): one card each per trick",
    "marriage_card_seat": "the {card} on the table is from player {seat}'s marriage, so "
                          "player {seat} played it",
}


class PositionError(UntrustedInput):
    """A position that cannot be a moment of a real deal."""

    WORDS: ClassVar[dict[str, str]] = {**UNTRUSTED_ENGLISH, **ENGLISH}

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
    """Refuse the position for the problem ``key`` (one of ``ENGLISH``)."""
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


__all__ = ["COMMON_KEYS", "ENGLISH", "MAX_POSITION_CHARS", "PositionError",
           "check_declarations", "check_options", "decode_position", "encode_position",
           "leads_by_seat", "need", "read_card", "read_cards", "read_known", "read_seat",
           "read_suits", "refuse"]
