"""The level ladder (issue 40; docs/RULES.md §4.8): Gentle, Normal and Sharp play §4
exactly under the simple rules and search the end of the deal at the rated tables,
each from further before the end; they decide from their own view only."""

from __future__ import annotations

import random

import pytest

from game import from_position, new_deal
from game.ai import LEVELS, choose
from game.ai.classic import choose_classic
from game.ai.ladder import GRADES, choose_ladder, searches
from game.ai.levels import CLASSIC_PLAYERS
from game.ai.solver import action_values
from game.ai.three.classic import choose_classic3
from game.ai.three.ladder import END_CARDS, choose_ladder3
from game.console.players import PLAYERS, PLAYERS3
from game.engine.deal import parse_action
from game.engine.sampling import Frame
from tests.helpers import position, random_states3, redealt
from tests.test_sampling import hidden_reshuffled, random_states

CLASSIC = ("gentle", "normal", "sharp")


def own(s, level: str, seed: int) -> str:
    """The level's own choice, its slips (game/ai/slips.py) turned off."""
    view = s.view(s.to_move)
    if s.players == 3:
        return choose_ladder3(view, level, seed=seed, slip=0.0)
    return choose_ladder(view, level, seed, slip=0.0)


def played_states(deals: range, rules: str, level: str = "classic-sharp"):
    """Every state of these deals, ``level`` playing both seats (a seed per decision)."""
    for i in deals:
        s = new_deal(300 + i, rules, dealer=i % 2)
        k = 0
        while s.outcome is None:
            yield s, 17 * i + k
            s = s.apply(choose(s, level, seed=17 * i + k))
            k += 1


def test_the_ladder_is_the_page_levels_and_the_classic_players_stay_in_the_arena():
    assert LEVELS == (*CLASSIC, "expert") == tuple(GRADES) + ("expert",)
    assert tuple(END_CARDS) == CLASSIC
    assert CLASSIC_PLAYERS == ("classic-gentle", "classic-normal", "classic-sharp")
    assert set(LEVELS) | set(CLASSIC_PLAYERS) <= set(PLAYERS) & set(PLAYERS3)


@pytest.mark.parametrize("level", CLASSIC)
def test_under_the_simple_rules_every_level_is_the_simple_builds(level):
    for s, seed in played_states(range(12), "simple", level):
        view = s.view(s.to_move)
        assert choose(s, level, seed=seed) == choose_classic(view, level)
        assert choose(s, f"classic-{level}", seed=seed) == choose_classic(view, level)


@pytest.mark.parametrize("rules", ["traditional", "schnapsen"])
def test_gentle_is_the_floor_everywhere_and_the_others_search_only_the_end(rules):
    for s, seed in played_states(range(8), rules):
        view = s.view(s.to_move)
        assert own(s, "gentle", seed) == choose_classic(view, "gentle")
        for level in ("normal", "sharp"):
            if not searches(view, GRADES[level]):
                assert own(s, level, seed) == choose_classic(view, level)


def test_the_search_starts_further_from_the_end_up_the_ladder():
    assert not GRADES["gentle"].phase_two and GRADES["gentle"].late_stock < 0
    assert GRADES["normal"].phase_two and GRADES["sharp"].phase_two
    assert GRADES["sharp"].late_stock > GRADES["normal"].late_stock
    assert END_CARDS["gentle"] == 0 < END_CARDS["normal"] < END_CARDS["sharp"]


@pytest.mark.parametrize("rules", ["traditional", "schnapsen"])
@pytest.mark.parametrize("level", ["normal", "sharp"])
def test_once_every_card_is_known_the_play_is_exactly_the_best(rules, level):
    seen = 0
    for s, seed in played_states(range(10), rules):
        view = s.view(s.to_move)
        if not (view.stock_size == 0 and view.closed_by is None and len(view.legal) > 1):
            continue
        world = next(Frame(view).enumerate(random.Random(0), 1))  # the one layout
        values = action_values(world)
        assert values[parse_action(own(s, level, seed))] == max(values.values())
        seen += 1
    assert seen > 20


def test_sharp_searches_the_last_tricks_of_the_stock_normal_does_not():
    differ = {"normal": 0, "sharp": 0}
    for s, seed in played_states(range(10), "traditional"):
        view = s.view(s.to_move)
        if view.strict or view.stage != "play" or not 0 < view.stock_size <= 6:
            continue
        for level in differ:
            differ[level] += own(s, level, seed) != choose_classic(view, level)
    assert differ["normal"] == 0 < differ["sharp"]


def test_the_levels_still_never_close_and_always_exchange_at_the_rated_tables():
    pos = position([["9H", "9C", "KD", "JC", "TH", "9S"], ["QS", "KS", "AD", "TD", "JD", "9D"]],
                   "AH", won=[["KC", "QC"], []], stock=["AC", "TC", "AS", "JH", "JS"])
    s = from_position(pos)
    assert s.stock_size <= GRADES["sharp"].late_stock
    for level in CLASSIC:
        assert choose(s, level, seed=1) == "exchange"
    for s, seed in played_states(range(6), "traditional", "sharp"):
        if "close" in s.legal_actions():
            assert all(choose(s, lv, seed=seed) != "close" for lv in CLASSIC)


def test_three_players_gentle_is_the_floor_and_the_others_search_only_the_end():
    searched = {"normal": 0, "sharp": 0}
    for s in random_states3(60, 4):
        view = s.view(s.to_move)
        assert own(s, "gentle", 3) == choose_classic3(view, "gentle")
        left = sum(view.hand_sizes)
        for level in searched:
            if left > END_CARDS[level]:
                assert own(s, level, 3) == choose_classic3(view, level)
            else:
                searched[level] += 1
    assert searched["normal"] and searched["sharp"] > searched["normal"]


# -- no peeking: the same view and seed give the same choice whatever the hidden cards --
@pytest.mark.parametrize("rules", ["traditional", "schnapsen"])
@pytest.mark.parametrize("level", CLASSIC)
def test_the_levels_never_see_hidden_cards(rules, level):
    rng = random.Random(5)
    states = [s for s, _ in played_states(range(4), rules)] + random_states(20, 7, rules)
    for s in states:
        seat = s.to_move
        other = hidden_reshuffled(s, seat, rng)
        assert other.view(seat) == s.view(seat)
        assert choose(other, level, seed=9) == choose(s, level, seed=9)


@pytest.mark.parametrize("level", CLASSIC)
def test_the_three_player_levels_never_see_hidden_cards(level):
    rng = random.Random(6)
    for s in random_states3(30, 8, plays=(6, 20)):
        seat = s.to_move
        other = redealt(s, seat, rng)
        assert other.view(seat) == s.view(seat)
        assert choose(other, level, seed=4) == choose(s, level, seed=4)


def test_a_seed_reproduces_the_choice():
    for s, seed in played_states(range(3), "traditional"):
        view = s.view(s.to_move)
        assert choose_ladder(view, "sharp", seed) == choose_ladder(view, "sharp", seed)
