"""docs/RULES.md §1: the pack, card order and points; the text notation."""

import pytest

from game.engine import cards


def test_pack_has_24_cards_worth_120():
    assert len(cards.DECK) == 24
    assert sum(cards.POINTS) == 120


@pytest.mark.parametrize("text,points", [("AS", 11), ("TS", 10), ("KS", 4), ("QS", 3),
                                         ("JS", 2), ("9S", 0)])
def test_card_points(text, points):
    assert cards.POINTS[cards.parse(text)] == points


def test_ten_beats_king_and_order_within_suit():
    order = ["AH", "TH", "KH", "QH", "JH", "9H"]
    for i, hi in enumerate(order):
        for lo in order[i + 1:]:
            assert cards.beats(cards.parse(lo), cards.parse(hi), trump=0)
            assert not cards.beats(cards.parse(hi), cards.parse(lo), trump=0)


def test_parse_accepts_10_and_lower_case_and_round_trips():
    assert cards.parse("10s") == cards.parse("TS")
    assert all(cards.parse(cards.text(c)) == c for c in cards.DECK)


@pytest.mark.parametrize("bad", ["", "1S", "KX", "KSS", None, 5])
def test_parse_rejects_with_a_message(bad):
    with pytest.raises(ValueError, match="card|not"):
        cards.parse(bad)


def test_names_for_people():
    assert cards.name(cards.parse("QH")) == "Queen of hearts"
