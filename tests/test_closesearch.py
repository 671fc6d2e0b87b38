"""The close searched as the closer will play it (game/ai/closesearch.py, issue 44 point 3)."""

from __future__ import annotations

import random

from game.ai.closesearch import CloseSearch
from game.ai.expert import Budget, WorldEvaluator, searched_work, worlds_for
from game.ai.work import finish
from game.engine.core import CLOSE
from tests.test_expert import closable_views

WORLDS = 6
BUDGET = Budget(phase_one_worlds=WORLDS, enumerate_limit=WORLDS, node_limit=10**9,
                model_phase_two=False, close_depth=2)


def searched_close(worlds, seat: int, depth: int = 2) -> list[int]:
    return finish(CloseSearch(seat, depth, float).values_work(worlds))


def clairvoyant_close(worlds) -> float:
    """The Expert's old value: one first lead for all worlds, the rest seen and solved."""
    ev = WorldEvaluator()
    per_world = [finish(ev.close_leads_work(w)) for w in worlds]
    return max(sum(w[a] for w in per_world) / len(per_world) for a in per_world[0])


def test_the_closer_who_cannot_see_the_cards_never_gets_more() -> None:
    lower = 0
    for view in closable_views(deals=range(800, 804)):
        worlds = worlds_for(view, random.Random(3), BUDGET)
        values = searched_close(worlds, view.seat)
        searched, seen = sum(values) / len(values), clairvoyant_close(worlds)
        assert all(-3 <= v <= 3 for v in values)
        assert searched <= seen + 1e-9
        lower += searched < seen - 1e-9
    assert lower  # the closer's ignorance does cost something on these views


def test_in_one_world_nothing_is_hidden_and_the_search_is_exact() -> None:
    for view in closable_views(deals=range(810, 812)):
        for world in worlds_for(view, random.Random(5), BUDGET)[:2]:
            exact = finish(WorldEvaluator().close_leads_work(world))
            assert searched_close([world], view.seat) == [max(exact.values())]
            assert searched_close([world], view.seat, depth=1) == [max(exact.values())]


def test_the_expert_searches_the_close_only_where_it_could_be_its_choice() -> None:
    old = Budget(**{**BUDGET.__dict__, "close_depth": 0})
    searched_some = 0
    for view in closable_views(deals=range(800, 803)):
        new = finish(searched_work(view, 7, BUDGET)).points
        was = finish(searched_work(view, 7, old)).points
        assert {a: v for a, v in new.items() if a != CLOSE} == \
            {a: v for a, v in was.items() if a != CLOSE}  # the other actions as before
        best_other = max(v for a, v in was.items() if a != CLOSE)
        if was[CLOSE] < best_other:
            assert new[CLOSE] == was[CLOSE]  # closing cannot win: not searched
        else:
            assert new[CLOSE] <= was[CLOSE] + 1e-9
            searched_some += 1
    assert searched_some
