"""The phase-two solver agrees with plain minimax over Core.copy()/play()."""

from __future__ import annotations

import random

import pytest

from game.ai.solver import action_values, is_phase_two, outcome_value, solve
from game.engine.core import OVER, Core, deal_core
from game.engine.rules import make_rules


def brute(core: Core) -> int:
    """Minimax value for the player to move, straight over the engine."""
    if core.stage == OVER:
        raise ValueError("over")
    mover = core.to_move()
    best = -99
    for a in core.legal():
        child = core.copy()
        child.play(a)
        if child.stage == OVER:
            v = outcome_value(child, mover)
        else:
            v = brute(child) if child.to_move() == mover else -brute(child)
        best = max(best, v)
    return best


def random_phase_two(rng: random.Random, rules, max_cards: int) -> Core | None:
    """Play random actions until a phase-two position with few cards left."""
    deck = list(rules.deck)  # the 24 cards, or Schnapsen's 20
    rng.shuffle(deck)
    core = deal_core(deck, rules, rng.randrange(2))
    while core.stage != OVER:
        if is_phase_two(core) and max(len(h) for h in core.hands) <= max_cards:
            return core
        moves = core.legal()
        core.play(rng.choice(moves))
    return None


RULE_SETS = [
    ("traditional", {}),
    ("traditional", {"auto_out": False}),
    ("traditional", {"close_scoring": "at_close"}),
    ("simple", {}),
    ("schnapsen", {}),  # docs/RULES.md §7: no 10 for the last trick, whose winner takes the deal
    ("schnapsen", {"auto_out": False}),
]


@pytest.mark.parametrize("preset,options", RULE_SETS)
def test_solver_matches_brute_force(preset: str, options: dict) -> None:
    rules = make_rules(preset, **options)
    rng = random.Random(f"{preset}{sorted(options.items())}")
    checked = 0
    while checked < 60:
        core = random_phase_two(rng, rules, max_cards=rng.choice((2, 3, 4)))
        if core is None:
            continue
        assert solve(core) == brute(core)
        vals = action_values(core)
        mover = core.to_move()
        for a, v in vals.items():
            child = core.copy()
            child.play(a)
            if child.stage == OVER:
                expect = outcome_value(child, mover)
            else:
                expect = brute(child) if child.to_move() == mover else -brute(child)
            assert v == expect
        checked += 1


def test_solver_handles_closed_stock_with_many_cards() -> None:
    rules = make_rules("traditional")
    rng = random.Random(7)
    for _ in range(5):
        deck = list(range(24))
        rng.shuffle(deck)
        core = deal_core(deck, rules, 1)
        core.play(25)  # close before the first trick: six strict tricks to search
        assert core.stage != OVER and core.to_move() is not None
        v = solve(core)
        assert v == brute(core)
        assert v in (-3, -2, -1, 1, 2, 3)  # a closed deal always has a winner
