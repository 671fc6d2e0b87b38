"""Three-player view positions (issue 44, point 5): what one seat knows at the table of
three, read back to its PlayerView3 whatever cards fill the two other hands, and refused
by key when no deal fits."""

from __future__ import annotations

import json
import random

import pytest

from game.engine.deal import new_deal
from game.engine.matchscore import MatchScore
from game.engine.viewposition import ViewPositionError
from game.engine.viewposition3 import read_any_view, read_view3, view_position3


def _moments(seeds: range):
    for seed in seeds:
        rng = random.Random(seed)
        s = new_deal(seed, "three")
        if seed % 2:
            s = s.in_match(MatchScore((1, seed % 7, 3), 7))
        while s.outcome is None:
            yield s
            s = s.apply(rng.choice(s.legal_actions()))


def test_views_along_real_three_player_deals_read_back_equal_whatever_the_fill():
    checked = 0
    for s in _moments(range(6)):
        for seat in range(3):
            v = s.view(seat)
            pos = json.loads(json.dumps(view_position3(v)))
            assert read_any_view(pos) == v
            assert read_view3(pos, fill=4) == v
            checked += 1
    assert checked > 300


def test_two_fills_deal_the_other_hands_differently_but_give_one_view(monkeypatch):
    import game.engine.viewposition3 as vp

    built = []
    real = vp.position_to_core3

    def spy(pos):
        built.append(tuple(map(tuple, pos["hands"])))
        return real(pos)

    monkeypatch.setattr(vp, "position_to_core3", spy)
    v = new_deal(8, "three").view(0)
    assert read_view3(view_position3(v), fill=0) == read_view3(view_position3(v), fill=5) == v
    assert built[0] != built[1]


def _base():
    return view_position3(new_deal(1, "three").view(0))


@pytest.mark.parametrize("change, key", [
    ({"hand": ["AH"]}, "three_hand"),
    ({"won": [[], []]}, "three_lists"),
    ({"won": [["AH"], [], []]}, "three_whole_tricks"),
    ({"stage": "over"}, "view_stage"),
    ({"stock_size": 4}, "view_unknown_keys"),
    ({"excluded": [[], list("AH TH KH QH JH 9H AD TD KD QD JD 9D".split()),
                   list("AH TH KH QH JH 9H AD TD KD QD JD 9D".split())]}, "view_nowhere"),
    ({"voids": [[], ["C", "S"], []]}, "view_too_few"),
    ({"seat": 3}, "seat"),
    ({"match": {"score": [1, 2], "target": 7}}, "match_at_score"),
])
def test_impossible_three_player_views_are_refused_by_key(change, key):
    pos = {**_base(), **change}
    with pytest.raises(ViewPositionError) as e:
        read_view3(pos)
    assert e.value.key == key, str(e.value)


def test_a_two_player_view_is_read_by_the_same_entry():
    from game.engine.viewposition import view_position

    v = new_deal(3).view(0)
    assert read_any_view(view_position(v)) == v
