"""The ISMCTS arena player (game/ai/ismcts.py): legal, reproducible, blind to hidden cards,
with two players and with three."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.ai import ismcts
from game.ai.ismcts import SLICE, playout
from game.ai.ismcts2 import Table2
from game.ai.three.ismcts import Table3
from game.console.arena import run
from game.console.players import PLAYERS, make_player
from game.engine.core import OVER
from game.engine.deal import from_position, new_deal
from tests.helpers import random_states3, redealt
from tests.test_sampling import PACKS, hidden_reshuffled, random_states


def adapter(view: Any) -> Any:
    """The view's table's part of the search (the rosters pick it the same way)."""
    return Table3(view) if view.players == 3 else Table2(view)


def choose_ismcts(view: Any, seed: int | None, iterations: int | None = None) -> str:
    return ismcts.choose_ismcts(adapter(view), seed, iterations)


def ismcts_work(view: Any, seed: int | None, iterations: int | None = None) -> Any:
    return ismcts.ismcts_work(adapter(view), seed, iterations)


def search(view: Any, seed: int | None, iterations: int) -> Any:
    return ismcts.search(adapter(view), seed, iterations)


FEW = 40  # iterations: enough to build a real tree, quick in tests


@pytest.mark.parametrize("rules", PACKS)
def test_ismcts_plays_only_legal_actions(rules: str) -> None:
    rng = random.Random(21)
    for deal in range(4):
        s = new_deal(700 + deal, rules=rules, dealer=deal % 2)
        while s.outcome is None:
            view = s.view(s.to_move)
            if s.to_move == deal % 2:
                action = choose_ismcts(view, seed=rng.randrange(1000), iterations=FEW)
            else:
                action = rng.choice(s.legal_actions())
            assert action in view.legal
            s = s.apply(action)


@pytest.mark.parametrize("rules", PACKS)
def test_ismcts_answers_legally_in_random_positions(rules: str) -> None:
    for s in random_states(30, 31, rules):
        view = s.view(s.to_move)
        assert choose_ismcts(view, seed=3, iterations=FEW) in view.legal


@pytest.mark.parametrize("rules", PACKS)
def test_ismcts_is_reproducible_with_a_seed(rules: str) -> None:
    for s in random_states(10, 14, rules):
        v = s.view(s.to_move)
        assert choose_ismcts(v, seed=8, iterations=FEW) == choose_ismcts(v, seed=8, iterations=FEW)


@pytest.mark.parametrize("rules", PACKS)
def test_ismcts_never_sees_hidden_cards(rules: str) -> None:
    rng = random.Random(12)
    for s in random_states(20, 13, rules):
        seat = s.to_move
        other = hidden_reshuffled(s, seat, rng)
        assert other.view(seat) == s.view(seat)
        assert (choose_ismcts(other.view(seat), seed=4, iterations=FEW)
                == choose_ismcts(s.view(seat), seed=4, iterations=FEW))


def test_the_root_counts_every_iteration_and_availability() -> None:
    s = new_deal(9)
    view = s.view(s.to_move)
    root = search(view, seed=1, iterations=60)
    assert sorted(root.children) == sorted(s.core.legal())
    assert sum(ch.visits for ch in root.children.values()) == 60
    for ch in root.children.values():
        assert ch.avail >= ch.visits >= 1  # every root action is legal in every world
        for grandchild in ch.children.values():
            assert grandchild.avail >= grandchild.visits


@pytest.mark.parametrize("rules", PACKS)
def test_playouts_finish_the_deal(rules: str) -> None:
    for s in random_states(20, 5, rules):
        core = s.core.copy()
        v = playout(Table2(s.view(s.to_move)), core)
        assert core.stage == OVER and -1 <= v[0] <= 1 and v[1] == -v[0]


def test_ismcts_is_an_arena_player(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Table2, "iterations", FEW)
    assert "ismcts" in PLAYERS
    s = new_deal(4)
    for name in ("ismcts", "sharp"):  # a three-player name still builds
        assert make_player(name)(s, 1) in s.legal_actions()
    games, timings = run(("ismcts", "sharp"), 1, seed=3)
    assert len(games) == 2 and all(timings.by_player)



# -- three players: the same search over the three-player table's adapter ----------------------
def test_ismcts_plays_only_legal_cards_at_three() -> None:
    rng = random.Random(22)
    for deal in range(3):
        s = new_deal(800 + deal, "three", dealer=deal % 3)
        while s.outcome is None:
            view = s.view(s.to_move)
            if s.to_move == deal % 3:
                action = choose_ismcts(view, seed=rng.randrange(1000), iterations=FEW)
            else:
                action = rng.choice(s.legal_actions())
            assert action in view.legal
            s = s.apply(action)


def test_ismcts_never_sees_hidden_cards_at_three() -> None:
    rng = random.Random(12)
    for s in random_states3(20, 13, plays=(0, 20)):
        seat = s.to_move
        other = redealt(s, seat, rng)
        assert other.view(seat) == s.view(seat)
        assert (choose_ismcts(other.view(seat), seed=4, iterations=FEW)
                == choose_ismcts(s.view(seat), seed=4, iterations=FEW))


def test_ismcts_is_reproducible_at_three_and_the_seed_matters() -> None:
    differs = False
    for s in random_states3(12, 14, plays=(0, 12)):
        v = s.view(s.to_move)
        a = choose_ismcts(v, seed=8, iterations=FEW)
        assert a == choose_ismcts(v, seed=8, iterations=FEW)
        differs |= a != choose_ismcts(v, seed=9, iterations=FEW)
    assert differs  # the seed drives the worlds drawn: another one may choose otherwise


def test_the_root_counts_every_iteration_at_three() -> None:
    s = new_deal(9, "three", dealer=0)
    view = s.view(s.to_move)
    root = search(view, seed=1, iterations=90)
    assert sorted(root.children) == sorted(s.core.legal())
    assert sum(ch.visits for ch in root.children.values()) == 90
    for ch in root.children.values():
        assert ch.avail >= ch.visits >= 1
        for grandchild in ch.children.values():
            assert grandchild.avail >= grandchild.visits


def test_playouts_at_three_score_the_race_from_each_seat() -> None:
    for s in random_states3(20, 5):
        core = s.core.copy()
        v = playout(Table3(s.view(s.to_move)), core)
        oc = core.outcome
        assert core.stage == OVER and oc is not None
        if oc.winner is None:
            assert v == [0.0, 0.0, 0.0]
        else:  # the winner's gain, and minus that gain for both others
            g = oc.game_points / 6.0
            assert v == [g if p == oc.winner else -g for p in range(3)]


def test_a_single_legal_card_needs_no_search_at_three() -> None:
    for s in random_states3(40, 9):
        view = s.view(s.to_move)
        if len(view.legal) == 1:
            work = ismcts_work(view, seed=1)
            with pytest.raises(StopIteration) as stop:
                next(work)  # done at the first step: nothing searched
            assert stop.value.value == view.legal[0]


def test_the_work_yields_in_slices_and_gives_the_same_card() -> None:
    for s in random_states3(6, 23, plays=(0, 9)):
        view = s.view(s.to_move)
        if len(view.legal) == 1:
            continue
        work = ismcts_work(view, seed=3, iterations=4 * SLICE)
        steps = 0
        try:
            while True:
                next(work)
                steps += 1
        except StopIteration as stop:
            assert stop.value == choose_ismcts(view, seed=3, iterations=4 * SLICE)
        assert steps == 4


def test_ismcts_takes_the_winning_last_tricks_at_three() -> None:
    # Seat 0 leads with two cards each left: the ace of trumps first draws the
    # trumps, then the ace of clubs takes the last trick (test_three_expert.py).
    s = from_position({"rules": "three", "trump": "JH", "stock": [],
                        "hands": [["AH", "AC"], ["JH", "9C"], ["KD", "9H"]],
                        "won": [["AS", "TS", "KS", "QS", "JS", "9D"],
                                ["TC", "KC", "QC", "JC", "AD", "9S"],
                                ["TD", "QD", "JD", "TH", "KH", "QH"]],
                        "marriages": [[], [], []], "leader": 0, "dealer": 1, "table": []})
    for seed in range(3):
        assert choose_ismcts(s.view(0), seed, iterations=200) == "AH"
