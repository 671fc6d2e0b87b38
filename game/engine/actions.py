"""What the two- and three-player tables share about actions: their text form, the
refusal (``IllegalAction``) and why an action is refused, as data (game.engine.why), and the
shuffled pack. A neutral module: game.engine.deal (two players, and the dispatch to three)
and game.engine.three.state both build on it, and neither imports the other for it.
"""

from __future__ import annotations

import random

from . import cards
from .core import ACTION_WORDS, BEFORE_DRAW, EXCHANGE, EXCHANGE_OFFER, WORD_ACTIONS, Core
from .why import WhyNot


class IllegalAction(ValueError):
    """An action that the rules do not allow now. The state is unchanged. ``why`` says
    why as data (game.engine.why) when the action was a real one refused by the rules."""

    def __init__(self, message: str, why: "WhyNot | None" = None) -> None:
        super().__init__(message)
        self.why = why


def action_text(code: int) -> str:
    return cards.text(code) if code < 24 else ACTION_WORDS[code]


def parse_action(action: "str | int") -> int:
    """Text form ("KS", "10h", "close") to an action code; ValueError if neither."""
    if isinstance(action, int) and not isinstance(action, bool):
        if 0 <= action < 24 or action in ACTION_WORDS:
            return action
        raise IllegalAction(f"{action} is not an action code")
    if not isinstance(action, str):
        raise IllegalAction(f"an action is text like 'KS' or 'close', not {action!r}")
    word = action.strip().lower()
    if word in WORD_ACTIONS:
        return WORD_ACTIONS[word]
    try:
        return cards.parse(action)
    except ValueError:
        words = ", ".join(WORD_ACTIONS)
        raise IllegalAction(
            f"{action!r} is neither a card (like 'KS') nor one of: {words}"
        ) from None


def why_illegal_data(core: Core, code: int) -> WhyNot:
    """Why ``code`` cannot be played now, as data (a key and the cards and suits it names)."""
    p = core.to_move()
    if p is None:
        return WhyNot("over")
    if code < 24:
        card = cards.text(code)
        if core.stage == BEFORE_DRAW:
            return WhyNot("draw_first")
        if core.stage == EXCHANGE_OFFER:
            return WhyNot("exchange_first" + _jack(core))
        if code not in core.hands[p]:
            return WhyNot("not_in_hand", card=card)
        lead = core.lead
        if lead >= 0 and core.strict():
            ls, suit = lead // 6, cards.SUITS[lead // 6]
            hand = core.hands[p]
            if any(c // 6 == ls for c in hand):
                if code // 6 != ls:
                    return WhyNot("follow", suit=suit)
                return WhyNot("beat", top=cards.text(lead))
            return WhyNot("must_trump", suit=suit)
        return WhyNot("not_now", card=card)
    if code == EXCHANGE:
        return WhyNot("exchange" + _jack(core))
    return WhyNot(ACTION_WORDS[code])  # every action word is a why.<word> sentence


def _jack(core: Core) -> str:
    """The key suffix of the exchange's sentences when the jack is exchanged (docs/RULES.md §7)."""
    return "_jack" if core.rules.exchange_rank == cards.JACK else ""


def shuffled_deck(seed: "int | None", pack: "tuple[int, ...]" = cards.DECK) -> list[int]:
    """The shuffled pack for a seed; the same in CPython and in the page. ``pack`` is
    the rules' pack (``Rules.deck``: 24 cards, Schnapsen 20)."""
    deck = list(pack)
    random.Random(seed).shuffle(deck)
    return deck


def why_illegal3_data(hand: "list[int]", table: "list[int]", trump: int, code: int,
                      over: bool = False) -> WhyNot:
    """Why ``code`` cannot be played now, as data (game.engine.why)."""
    if over:
        return WhyNot("over")
    if not 0 <= code < 24:
        return WhyNot("three_words")
    card = cards.text(code)
    if code not in hand:
        return WhyNot("not_in_hand", card=card)
    if not table:
        return WhyNot("not_now", card=card)
    ls = table[0] // 6
    suit = cards.SUITS[ls]
    if any(c // 6 == ls for c in hand):
        if code // 6 != ls:
            return WhyNot("follow", suit=suit)
        top = min(c for c in table if c // 6 == ls)
        return WhyNot("beat", top=cards.text(top))
    if any(c // 6 == trump for c in hand):
        if code // 6 != trump:
            return WhyNot("must_trump_named", suit=suit, trump=cards.SUITS[trump])
        top = min(c for c in table if c // 6 == trump)
        return WhyNot("beat_trump", top=cards.text(top))
    return WhyNot("not_now", card=card)


__all__ = ["IllegalAction", "action_text", "parse_action", "shuffled_deck", "why_illegal_data",
           "why_illegal3_data"]
