"""Issue 57, point 1: the play, the hint, the review and the analysis give one answer for
one position and one knowledge: one search, seeded by the information set, with one
budget. A player who always follows the hint is never charged for it in the review."""

from __future__ import annotations

from typing import Any

import pytest

from game.ai import choose
from game.ai.hint import hint
from game.ai.three.hint import hint3
from game.engine.deal import new_deal
from game.engine.matchscore import MatchScore
from game.review import record_of, review_deal
from game.review.decisions import Review
from tests.helpers import SMALL, SMALL3

# (rules, match score before the deal or None): each table, alone and in a match
TABLES = [("traditional", None), ("traditional", (5, 4)), ("schnapsen", None),
          ("schnapsen", (3, 5)), ("three", None), ("three", (4, 2, 5))]


def _hinted_deal(rules: str, score: tuple[int, ...] | None, deal_seed: int) -> Review:
    """A deal where seat 0 always plays the hint (the others play Sharp), reviewed with
    the hint's own budget."""
    three = rules == "three"
    budget: Any = SMALL3 if three else SMALL
    start = new_deal(deal_seed, rules)
    if score is not None:
        start = start.in_match(MatchScore(score, start.rules.target))
    s: Any = start
    actions: list[str] = []
    while s.outcome is None:
        if s.to_move == 0:
            view = s.view(0)
            a = (hint3(view, budget=budget) if three else hint(view, budget=budget))[0]
        else:
            a = choose(s, "sharp", 0)
        actions.append(a)
        s = s.apply(a)
    return review_deal(record_of(start, actions, 0, seed=deal_seed), budget)


@pytest.mark.parametrize(("rules", "score"), TABLES)
@pytest.mark.parametrize("deal_seed", [4242, 11, 2026])
def test_following_the_hint_never_costs_anything(rules: str, score: tuple[int, ...] | None,
                                                deal_seed: int) -> None:
    review = _hinted_deal(rules, score, deal_seed)
    assert review.decisions
    for d in review.decisions:
        assert d.choice == d.expert, (d.number, d.choice, d.expert)
        assert d.cost == 0.0 and d.mark is None and d.accuracy == 100.0
        assert (d.match_cost is None) == (score is None)
        assert not d.match_cost
    v = review.verdict()
    assert v.lost == 0.0 and v.charged == 0.0 and v.biggest is None
    m = review.match_verdict()
    assert m is None or (m.lost == 0.0 and m.charged == 0.0 and m.biggest is None)
