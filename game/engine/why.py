"""Why an action cannot be taken now, as data: a key and the facts it names.

Each key is a sentence ``why.<key>`` of the text tables (game/words/<lang>.json);
``WhyNot.english`` words it in English (IllegalAction's message, the terminal), and the
page words the same key and facts in the player's language.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..words import english
from . import cards


@dataclass(frozen=True)
class WhyNot:
    """``key`` names the sentence (``why.<key>``). Cards are card texts ("QH"), suits suit
    letters ("H"): the sentence names them."""

    key: str
    card: str = ""
    top: str = ""  # the card to beat
    suit: str = ""
    trump: str = ""

    def english(self) -> str:
        return english(
            f"why.{self.key}", card=_card(self.card), top=_card(self.top), suit=_suit(self.suit),
            trump=_suit(self.trump))


def _card(code: str) -> str:
    return cards.name(cards.parse(code)) if code else ""


def _suit(letter: str) -> str:
    return cards.SUIT_NAMES[cards.SUITS.index(letter)] if letter else ""


__all__ = ["WhyNot"]
