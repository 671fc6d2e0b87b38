"""The ISMCTS arena player (game/ai/ismcts.py): legal, reproducible, blind to hidden cards."""

from __future__ import annotations

import random

import pytest

from game.ai.ismcts import choose_ismcts, playout, search
from game.console.arena import run
from game.console.players import PLAYERS, make_player
from game.engine.core import OVER
from game.engine.deal import new_deal
from tests.test_sampling import PACKS, hidden_reshuffled, random_states

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
        v = playout(core, 0)
        assert core.stage == OVER and -3 <= v <= 3


def test_ismcts_is_an_arena_player(monkeypatch: pytest.MonkeyPatch) -> None:
    import game.ai.ismcts as ismcts

    monkeypatch.setattr(ismcts, "ITERATIONS", FEW)
    assert "ismcts" in PLAYERS
    s = new_deal(4)
    for name in ("ismcts", "sharp"):  # a three-player name still builds
        assert make_player(name)(s, 1) in s.legal_actions()
    games, timings = run(("ismcts", "sharp"), 1, seed=3)
    assert len(games) == 2 and all(timings.by_player)

