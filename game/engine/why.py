"""Why an action cannot be taken now, as data: a key and the facts it names.

The engine words each key in English here (``WhyNot.english``: IllegalAction's
message, the terminal, and the page's English table, which takes these sentences
as they are); the page's other languages word the same keys in their own tables.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import cards

# The English sentences; placeholders: {card} and {top} (card names), {suit} and {trump}
# (suit names).
ENGLISH: dict[str, str] = {
    "over": "The deal is over.",
    "wait": "Wait: it is not your turn.",
    "draw_first": "First draw from the stock (or close it).",
    "exchange_first": "First decide whether to exchange the trump nine.",
    "not_in_hand": "The {card} is not in your hand.",
    "follow": "You must follow {suit}.",
    "beat": "You must beat the {top} when you can.",
    "must_trump": "You have no {suit}, so you must play a trump.",
    "must_trump_named": "You have no {suit}, so you must play a trump ({trump}).",
    "beat_trump": "You must beat the {top} with a higher trump when you can.",
    "not_now": "The {card} cannot be played now.",
    "close": "You can close only on lead while the stock is open.",
    "exchange": "You can exchange the trump nine only on lead, holding it, after winning a "
                "trick, while the stock is open with cards above the turn-up.",
    "out": "You can go out only right after winning a trick (with manual going out).",
    "pass": "There is no exchange to decline now.",
    # Schnapsen (docs/RULES.md §7) exchanges the trump jack, with or without a trick won
    "exchange_first_jack": "First decide whether to exchange the trump jack.",
    "exchange_jack": "You can exchange the trump jack only on lead, holding it, while the "
                     "stock is open with cards above the turn-up.",
    "draw": "You cannot draw now.",
    "three_words": "With three players there is no closing, exchanging, drawing or going out.",
}


@dataclass(frozen=True)
class WhyNot:
    """``key`` names the sentence (``ENGLISH``; texts.py ``why.<key>``). Cards are card
    texts ("QH"), suits suit letters ("H")."""

    key: str
    card: str = ""
    top: str = ""  # the card to beat
    suit: str = ""
    trump: str = ""

    def english(self) -> str:
        return ENGLISH[self.key].format(
            card=_card(self.card), top=_card(self.top), suit=_suit(self.suit),
            trump=_suit(self.trump))


def _card(code: str) -> str:
    return cards.name(cards.parse(code)) if code else ""


def _suit(letter: str) -> str:
    return cards.SUIT_NAMES[cards.SUITS.index(letter)] if letter else ""


__all__ = ["ENGLISH", "WhyNot"]
