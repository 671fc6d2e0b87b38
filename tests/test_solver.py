"""The phase-two solver agrees with plain minimax over Core.copy()/play()."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from game.ai.classic import choose_classic
from game.ai.solver import Solver, action_values, fresh_value0, is_phase_two, outcome_value, solve
from game.engine.core import OVER, Core, deal_core
from game.engine.deal import parse_action
from game.engine.rules import make_rules
from game.engine.view import PlayerView


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


def phase_two_positions(rng: random.Random, rules, count: int,
                        sizes: tuple[int, ...]) -> Iterator[Core]:
    """``count`` random phase-two positions, each with at most one of ``sizes`` cards in
    a hand (drawn from ``rng`` as they are used)."""
    found = 0
    while found < count:
        core = random_phase_two(rng, rules, max_cards=rng.choice(sizes))
        if core is not None:
            found += 1
            yield core


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
    rng = random.Random(f"{preset}{sorted(options.items())}")
    for core in phase_two_positions(rng, make_rules(preset, **options), 60, (2, 3, 4)):
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


def brute_model(core: Core, model: int) -> int:
    """Player 0's value when seat ``model`` plays Sharp's rules (classic.py) and the
    other seat its best, straight over the engine."""
    if core.stage == OVER:
        return outcome_value(core, 0)
    mover = core.to_move()
    assert mover is not None
    if mover == model:
        # Sharp breaks ties by hand order; the solver's model by card number.
        core.hands[model].sort()
        choice = parse_action(choose_classic(PlayerView.of(core, model), "sharp"))
        moves = [choice]
    else:
        moves = core.legal()
    values = []
    for a in moves:
        child = core.copy()
        child.play(a)
        values.append(brute_model(child, model))
    return max(values) if mover == 0 else min(values)


@pytest.mark.parametrize("preset,options", RULE_SETS)
def test_solver_with_a_model_seat_matches_brute_force(preset: str, options: dict) -> None:
    # The seat that plays by Sharp's rules has one move at each of its turns; the
    # other seat's value can only be as good as against its best play, or better.
    rng = random.Random(f"model{preset}{sorted(options.items())}")
    for core in phase_two_positions(rng, make_rules(preset, **options), 40, (3, 4, 5)):
        model = rng.randrange(2)
        v = Solver(core.copy(), model).value0(core.copy())
        assert v == brute_model(core.copy(), model)
        perfect = fresh_value0(core)[0]
        assert (v >= perfect) if model == 1 else (v <= perfect)


def test_a_model_seat_changes_some_values() -> None:
    # (So the test above is not checking best play twice.)
    rng = random.Random(5)
    differ = 0
    for _ in range(40):
        core = random_phase_two(rng, make_rules("simple"), max_cards=5)
        if core is not None:
            differ += Solver(core.copy(), 1).value0(core.copy()) != fresh_value0(core)[0]
    assert differ
