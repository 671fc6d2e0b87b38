"""Every language speaks every sentence of the page with the same facts."""

from __future__ import annotations

from string import Formatter

import pytest

from game.engine import cards
from game.words import LANGUAGES, Words, pick_language, table

from .webharness import Page

TEXT = table("en")  # the English table, the others' model


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(template) if name}


@pytest.mark.parametrize("lang", [x for x in LANGUAGES if x != "en"])
def test_every_key_is_translated_with_the_same_placeholders(lang: str) -> None:
    other = table(lang)
    missing = sorted(set(TEXT) - set(other))
    extra = sorted(set(other) - set(TEXT))
    assert not missing, f"{lang} lacks {len(missing)} keys: {missing}"
    assert not extra, f"{lang} has keys English lacks: {extra}"
    differ = {k: (sorted(placeholders(TEXT[k])), sorted(placeholders(other[k])))
              for k in TEXT if placeholders(TEXT[k]) != placeholders(other[k])}
    assert not differ, f"{lang}: placeholders differ (English, {lang}): {differ}"
    same = [k for k in TEXT if other[k] == TEXT[k] and any(ch.isalpha() for ch in TEXT[k])
            and k not in _SAME_EVERYWHERE]
    assert len(same) <= len(TEXT) // 20, f"{lang}: left in English? {same}"


# Names that are the same in all three languages (levels, digits, the game's own name).
_SAME_EVERYWHERE = {"rank.T", "rank.9", "level.normal", "level.expert", "who.three.1",
                    "card.the"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_sentence_fills_in_each_language(lang: str) -> None:
    words = Words(lang)
    assert words.language == lang
    for key, template in table(lang).items():
        facts: dict[str, object] = {}
        for _, name, spec, _ in Formatter().parse(template):
            if not name:
                continue
            root, _, index = name.partition("[")  # "{scores[1]}": one seat's of the scores
            # "{n:card|cards}" words a count: it takes a number
            facts[root] = ("X",) * 3 if index else 2 if spec and "|" in spec else "X"
        base, _, preset = key.partition("@")  # this very template, whatever rules are in use
        assert words.worded(base, preset, **facts)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_card_and_suit_names_are_the_languages_own_and_distinct(lang: str) -> None:
    words = Words(lang)
    names = {words.card_name(cards.text(c)) for c in cards.DECK}
    assert len(names) == 24
    suits = [words.suit_name(s) for s in cards.SUITS]
    assert len(set(suits)) == 4
    if lang != "en":
        assert not set(suits) & {"clubs", "diamonds", "hearts", "spades"}


def test_the_browsers_language_picks_the_table() -> None:
    assert pick_language(["de-AT", "en"]) == "de"
    assert pick_language(["fr-FR", "hr-HR"]) == "hr"
    assert pick_language(["fr", "it"]) == "en"
    assert pick_language([]) == "en"


def test_an_unknown_language_keeps_the_current_one() -> None:
    """Settings' Apply with a language the page does not speak keeps the one in use (and
    remembers it); no table or Words speaks it."""
    page = Page("?pause=0&lang=de").start()
    page.do("apply_settings", {"lang": "xx"})
    assert page.ctl.language == "de" and page.ctl.settings.lang == "de"
    assert page.ctl.words.language == "de"
    with pytest.raises(ValueError):
        table("xx")
    with pytest.raises(ValueError):
        Words("xx")
