"""The oracle arena player (game/ai/oracle.py, three/oracle.py, through the tables'
rosters: game.ai.bots.oracle), which reads every hand: legal and reproducible at both
tables; at three exact once few cards are left, and its choices do depend on the
hidden cards."""

from __future__ import annotations

import random

import pytest

from game.ai.bots import oracle as choose_oracle
from game.ai.three.kernel import Pos
from game.ai.three.oracle import EXACT_CARDS, ORACLE3, oracle3_values
from game.ai.three.reference import minimax_reference
from game.engine import cards
from game.engine.deal import new_deal
from tests.helpers import random_states3, redealt
from tests.test_sampling import random_states


def test_the_oracle_plays_legal_actions_at_two() -> None:
    for s in random_states(8, 31):
        assert choose_oracle(s, 1) in s.legal_actions()


def test_the_oracle_plays_only_legal_cards_at_three_and_reproducibly() -> None:
    rng = random.Random(5)
    for deal in range(3):
        s = new_deal(600 + deal, "three", dealer=deal % 3)
        while s.outcome is None:
            if s.to_move == deal % 3:
                action = choose_oracle(s, rng.randrange(100))
                assert action == choose_oracle(s, 7)  # nothing drawn: no seed matters
            else:
                action = rng.choice(s.legal_actions())
            assert action in s.legal_actions()
            s = s.apply(action)


def test_late_in_the_deal_the_oracle_plays_an_exactly_best_card() -> None:
    # Plain recursion (reference.py) agrees that no card is worth more for the mover.
    checked = 0
    for s in random_states3(25, 17, plays=(14, 20)):
        core = s.core
        pos = Pos.of_core(core)
        assert pos.cards_left() <= EXACT_CARDS
        seat = s.to_move
        exact = {}
        for c in core.legal():
            child = pos.copy()
            child.play(c)
            exact[c] = minimax_reference(child, seat, ORACLE3.mode, objective=ORACLE3.objective)
        assert oracle3_values(s) == exact
        assert exact[cards.parse(choose_oracle(s))] == max(exact.values())
        checked += len(exact) > 1
    assert checked >= 10


def test_the_oracle_reads_the_hidden_cards_at_three() -> None:
    # Unlike every fair player, another deal of the others' hidden cards (the same
    # view for the mover) changes some of its choices.
    rng = random.Random(3)
    changed = 0
    for s in random_states3(30, 19, plays=(3, 15)):
        other = redealt(s, s.to_move, rng)
        assert other.view(s.to_move) == s.view(s.to_move)
        changed += choose_oracle(other) != choose_oracle(s)
    assert changed


def test_the_oracle_refuses_a_finished_deal() -> None:
    for s in (new_deal(2), new_deal(2, "three", dealer=0)):
        while s.outcome is None:
            s = s.apply(s.legal_actions()[0])
        with pytest.raises(ValueError):
            choose_oracle(s)
