"""View positions (issue 44, point 5): what one seat knows, read back to its PlayerView,
the same whatever cards fill the unseen places, and refused with a keyed problem when no
real deal fits."""

from __future__ import annotations

import json
import random

import pytest

from game.engine.deal import new_deal
from game.engine.matchscore import MatchScore
from game.engine.viewposition import ViewPositionError, read_view, view_position
from game.words import Words, table


def _moments(rules: str, seeds: range):
    """Every running moment of random-play deals, with both seats' views."""
    for seed in seeds:
        rng = random.Random(seed)
        s = new_deal(seed, rules)
        if seed % 2:
            s = s.in_match(MatchScore((seed % 7, 3), s.rules.target)) if s.rules.has_match \
                else s
        while s.outcome is None:
            yield s
            s = s.apply(rng.choice(s.legal_actions()))


@pytest.mark.parametrize("rules", ["traditional", "schnapsen", "simple"])
def test_views_along_real_deals_read_back_equal_whatever_the_fill(rules):
    seen_stages, checked = set(), 0
    for s in _moments(rules, range(12)):
        for seat in (0, 1):
            v = s.view(seat)
            pos = json.loads(json.dumps(view_position(v)))  # as text crosses a link
            back = read_view(pos)
            assert back == v
            other = read_view(pos, fill=5)
            assert other == v  # the filled-in cards never show
            seen_stages.add(v.stage)
            checked += 1
    assert checked > 200
    assert "play" in seen_stages
    assert "before_draw" in seen_stages or rules == "simple"  # it has no closing


def test_a_view_position_names_no_hidden_card():
    s = new_deal(3)
    for _ in range(4):
        s = s.apply(s.legal_actions()[0])
    pos = view_position(s.view(0))
    text = json.dumps(pos)
    hidden = set(s.hand(1)) - set(s.view(0).opponent_known)
    assert hidden and not any(f'"{c}"' in text for c in hidden)


def test_two_fills_put_different_cards_in_the_other_hand_but_give_one_view(monkeypatch):
    """The proof is honest only if the fills differ: record the hands they build."""
    import game.engine.viewposition as vp

    built = []
    real = vp.position_to_core

    def spy(pos):
        built.append(tuple(pos["hands"][1]))
        return real(pos)

    monkeypatch.setattr(vp, "position_to_core", spy)
    v = new_deal(8).view(0)
    assert read_view(view_position(v), fill=0) == read_view(view_position(v), fill=3) == v
    assert built[0] != built[1]


def _base():
    return view_position(new_deal(1).view(0))


@pytest.mark.parametrize("change, key", [
    ({"hand": ["AH", "AH", "KS", "QS", "JS", "TS"]}, "twice"),
    ({"stock_size": 10}, "view_counts"),
    ({"stock_size": 99}, "between"),
    ({"stock_size": True}, "whole_number"),
    ({"trump_in_stock": "yes"}, "view_bool"),
    ({"trump_in_stock": False}, "view_stock_drawn"),
    ({"stage": "over"}, "view_stage"),
    ({"rules": "three"}, "view_three"),
    ({"secret": 1}, "view_unknown_keys"),
    ({"hand": "AH"}, "card_list"),
    ({"known": ["ZZ"]}, "not_card"),
    ({"seat": 2}, "seat"),
    ({"marriages": [["H", "H"], []]}, "suit_twice"),
    ({"marriages": [[], ["H"]]}, "marriage_unled"),
    ({"match": {"score": [7, 1], "target": 7}}, "match_at_score"),
])
def test_impossible_views_are_refused_by_key(change, key):
    pos = {**_base(), **change}
    with pytest.raises(ViewPositionError) as e:
        read_view(pos)
    assert e.value.key == key, str(e.value)


def test_missing_keys_and_non_objects_are_refused():
    for bad in ([], "x", None, 3):
        with pytest.raises(ViewPositionError) as e:
            read_view(bad)
        assert e.value.key == "view_object"
    pos = _base()
    del pos["hand"]
    with pytest.raises(ViewPositionError) as e:
        read_view(pos)
    assert e.value.key == "view_missing"


def test_too_many_shown_cards_and_impossible_voids_are_refused():
    s = next(m for m in _moments("traditional", range(20))
             if (m.stock_size == 0 or m.closed_by is not None) and not m.table
             and len(m.hand(1)) >= 2)
    pos = view_position(s.view(0))
    pos["voids"] = ["C", "D", "H", "S"]
    with pytest.raises(ViewPositionError) as e:
        read_view(pos)
    assert e.value.key == "view_voids"
    pos = view_position(s.view(0))
    hidden = [c for c in s.hand(1)]
    pos["known"] = hidden + ["AC" if "AC" not in hidden + list(s.hand(0)) else "AD"]
    with pytest.raises(ViewPositionError):
        read_view(pos)


@pytest.mark.parametrize("lang", ["en", "de", "hr"])
def test_every_view_key_is_worded_in_each_language(lang):
    view_keys = [k for k in table("en") if k.startswith("bad.view_")]
    assert len(view_keys) >= 10 and all(key in table(lang) for key in view_keys)
    with pytest.raises(ViewPositionError) as e:
        read_view({**_base(), "stock_size": 10})
    words = Words(lang).problem_text(e.value)
    assert "{" not in words and words


def test_hostile_changes_are_refused_by_key_or_give_a_view_the_ai_can_sample():
    """Random damage to real view positions: every refusal is a keyed ViewPositionError
    (no other exception), and what is accepted is a view the AI's sampler takes."""
    from game.engine.sampling import Frame

    rng = random.Random(44)
    bases = [view_position(s.view(seat)) for s in _moments("traditional", range(3))
             for seat in (0, 1)] + [view_position(s.view(0))
                                    for s in _moments("schnapsen", range(2))]
    values = [None, True, 0, 1, 2, -1, 99, 1.5, "", "AH", [], [[], []], {}, ["AH"], ["H"],
              [["AH"], []], "over", {"score": [1, 2], "target": 7}, 10**40]
    refused = 0
    for _ in range(600):
        pos = json.loads(json.dumps(rng.choice(bases)))
        for _ in range(rng.randint(1, 3)):
            key = rng.choice([*pos, "close", "match", "known", "voids"])
            if rng.random() < 0.6:
                pos[key] = rng.choice(values)
            elif isinstance(pos.get(key), list):
                pos[key] = pos[key][:-1] if pos[key] and rng.random() < 0.5 else \
                    pos[key] + [rng.choice(["AH", "KS", "QD", "9C"])]
            else:
                pos.pop(key, None)
        try:
            v = read_view(pos)
        except ViewPositionError as e:
            assert e.key, str(e)
            refused += 1
        else:
            Frame(v).sample(rng)
    assert 200 < refused < 600
