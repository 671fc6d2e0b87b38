"""The expert plays legal actions, from its view only, reproducibly."""

from __future__ import annotations

import random

from game.ai import choose
from game.ai.expert import Budget, choose_expert
from game.ai.hint import hint
from game.deal import new_deal
from tests.test_sampling import hidden_reshuffled, random_states

SMALL = Budget(phase_one_worlds=4, phase_two_worlds=6, enumerate_limit=6, node_limit=5_000)


def test_expert_plays_only_legal_actions() -> None:
    rng = random.Random(11)
    for deal in range(8):
        s = new_deal(500 + deal, dealer=deal % 2)
        while s.outcome is None:
            view = s.view(s.to_move)
            if s.to_move == deal % 2:
                action = choose_expert(view, seed=rng.randrange(1000), budget=SMALL)
            else:
                action = rng.choice(s.legal_actions())
            assert action in view.legal
            s = s.apply(action)


def test_expert_is_reachable_through_choose() -> None:
    s = new_deal(3)
    assert choose(s, "expert", seed=1) in s.legal_actions()


def test_expert_never_sees_hidden_cards() -> None:
    rng = random.Random(12)
    for s in random_states(25, 13):
        seat = s.to_move
        other = hidden_reshuffled(s, seat, rng)
        a = choose_expert(s.view(seat), seed=4, budget=SMALL)
        b = choose_expert(other.view(seat), seed=4, budget=SMALL)
        assert a == b


def test_expert_is_reproducible_with_a_seed() -> None:
    for s in random_states(10, 14):
        v = s.view(s.to_move)
        assert choose_expert(v, seed=8, budget=SMALL) == choose_expert(v, seed=8, budget=SMALL)


def test_hint_names_a_legal_action_and_a_reason() -> None:
    for s in random_states(15, 15):
        action, reason = hint(s.view(s.to_move), seed=2, budget=SMALL)
        assert action in s.legal_actions()
        assert isinstance(reason, str) and reason


def test_expert_goes_out_the_moment_it_is_correct() -> None:
    from game.ai.classic import can_go_out_correctly

    rng = random.Random(16)
    seen = 0
    for deal in range(40):
        s = new_deal(900 + deal, auto_out=False)
        while s.outcome is None and seen < 5:
            view = s.view(s.to_move)
            if can_go_out_correctly(view):
                assert choose_expert(view, seed=1, budget=SMALL) == "out"
                seen += 1
            s = s.apply(rng.choice([a for a in s.legal_actions() if a != "out"]))
    assert seen
