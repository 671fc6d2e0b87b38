"""Thinking in slices gives the same decisions as thinking at once, whatever the budget."""

from __future__ import annotations

import asyncio
import itertools

import pytest

from game.ai import LEVELS, choose
from game.ai.classic import choose_classic
from game.ai.expert import Budget, expert_decision, expert_decision_work
from game.ai.hint import hint, hint_work
from game.ai.rollout import choose_rollout, rollout_work
from game.ai.rollout2 import Rollout2
from game.ai.thinking import Thinking, finish, think, think_hint
from game.engine.deal import new_deal

SMALL = Budget(phase_one_worlds=4, phase_two_worlds=6, enumerate_limit=6, node_limit=5_000)
HUGE = 1e9


def decisions(deals: range, rules: str = "traditional", every: int = 1):
    """(state, seed) at the decisions of seat ``deal % 2`` in deals against sharp."""
    for i in deals:
        s = new_deal(700 + i, rules, dealer=i % 2)
        k = 0
        while s.outcome is None:
            if s.to_move == i % 2 and k % every == 0:
                yield s, 31 * i + k
            s = s.apply(choose_classic(s.view(s.to_move), "sharp"))
            k += 1


def sliced(thinking: Thinking, budget: float):
    steps = 0
    while not thinking.step(budget):
        steps += 1
        assert steps < 100_000
    assert thinking.done and thinking.step(budget)  # a finished thinking stays done
    return thinking.result


@pytest.mark.parametrize("level", [x for x in LEVELS if x != "expert"])
def test_ladder_levels_in_slices_equal_choose(level: str) -> None:
    """Gentle, Normal and Sharp: in slices as at once. Where they play docs/RULES.md §4
    only (the simple rules; Gentle everywhere, with its slips) a decision is one step,
    as the classic players' always is; elsewhere Normal and Sharp search the end of the
    deal."""
    for rules in ("traditional", "simple"):
        for s, seed in decisions(range(6), rules):
            expected = choose(s, level, seed=seed)
            assert sliced(think(s, level, seed=seed), 0.0) == expected
            classic = think(s, f"classic-{level}", seed=seed)
            assert classic.step(0.0) is True and classic.steps == 1
            if rules == "simple" or level == "gentle":
                t = think(s, level, seed=seed)
                assert t.step(0.0) is True and t.steps == 1 and t.action == expected
                if rules == "simple":  # at the rated tables Gentle slips (slips.py)
                    assert classic.action == expected


def test_expert_in_slices_equals_choose() -> None:
    for s, seed in itertools.islice(decisions(range(2), every=3), 4):
        expected = choose(s, "expert", seed=seed)
        assert sliced(think(s, "expert", seed=seed), 0.0) == expected
        assert sliced(think(s, "expert", seed=seed), HUGE) == expected


def test_expert_work_in_slices_equals_at_once_over_many_decisions() -> None:
    for rules in ("traditional", "simple"):
        for s, seed in decisions(range(4), rules):
            view = s.view(s.to_move)
            expected = expert_decision(view, seed, SMALL)
            assert sliced(Thinking(expert_decision_work(view, seed, SMALL)), 0.0) == expected
            assert sliced(Thinking(expert_decision_work(view, seed, SMALL)), HUGE) == expected


def test_a_phase_one_expert_decision_yields_many_times() -> None:
    s = new_deal(5, dealer=1)  # player 0 leads the first trick: a real search
    t = think(s, "expert", seed=1)
    sliced(t, 0.0)
    assert t.units > 20 and t.steps == t.units + 1  # budget 0: one unit per step
    big = think(s, "expert", seed=1)
    assert big.step(HUGE) and big.steps == 1 and big.action == t.action


def test_steps_end_by_the_clock_not_by_the_work() -> None:
    ticks = itertools.count()
    s = new_deal(5, dealer=1)
    t = think(s, "expert", seed=1, clock=lambda: next(ticks) * 0.001)  # 1 ms per reading
    assert t.step(0.0105) is False
    assert 1 < t.units <= 10  # the step ended by the budget, after a few units
    assert sliced(t, 0.0105) == choose(s, "expert", seed=1)


def test_hint_in_slices_equals_hint() -> None:
    for s, _ in itertools.islice(decisions(range(2), every=4), 2):
        view = s.view(s.to_move)
        expected = hint(view)
        assert sliced(think_hint(view), 0.0) == expected
        t = think_hint(view)
        assert sliced(t, HUGE) == expected and t.action == expected[0]
    for s, _ in decisions(range(3), "simple"):
        view = s.view(s.to_move)
        expected = hint(view, SMALL)
        assert sliced(Thinking(hint_work(view, SMALL)), 0.0) == expected


def test_rollout_in_slices_equals_choose_rollout() -> None:
    for s, seed in decisions(range(3)):
        view = s.view(s.to_move)
        expected = choose_rollout(Rollout2(view, worlds=6), seed)
        assert sliced(Thinking(rollout_work(Rollout2(view, worlds=6), seed)), 0.0) == expected
        assert finish(rollout_work(Rollout2(view, worlds=6), seed)) == expected
    s = new_deal(9, dealer=1)
    assert sliced(think(s, "rollout", seed=2), 0.0) == choose_rollout(Rollout2(s.view(0)), 2)


def test_think_refuses_at_once() -> None:
    s = new_deal(1)
    with pytest.raises(ValueError, match="unknown level"):
        think(s, "grandmaster")
    over = s
    while over.outcome is None:
        over = over.apply(over.legal_actions()[0])
    with pytest.raises(ValueError, match="over"):
        think(over, "sharp")


def test_the_page_driver_yields_between_slices_and_paints_now_and_then() -> None:
    from game.web.thinking import think_async

    s = new_deal(5, dealer=1)
    ticks = itertools.count()
    clock = lambda: next(ticks) * 0.001  # noqa: E731  (1 ms per reading)
    turns = {"task": 0, "paint": 0}

    async def task() -> None:
        turns["task"] += 1

    async def paint() -> None:
        turns["paint"] += 1

    t = think(s, "expert", seed=1, clock=clock)
    result = asyncio.run(think_async(t, 0.0, paint_every_s=0.0105, clock=clock,
                                     yield_task=task, yield_paint=paint))
    assert result == choose(s, "expert", seed=1)
    assert turns["task"] + turns["paint"] == t.steps + 1  # before, between and after slices
    assert turns["paint"] > 0 and turns["task"] > 2 * turns["paint"]
