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


# -- the summary and its rows; bad luck bounded by the gap ---------------------------------
def _deals() -> list[tuple[Any, Review]]:
    """Records and reviews at each table: Sharp and Gentle in the reviewed seat, and a
    player who follows the hint."""
    from game.review.cli import play_record
    from tests.helpers import gentle_record, sharp_record

    out: list[tuple[Any, Review]] = []
    for deal in (1, 2, 3, 48):
        for rules in ("traditional", "schnapsen"):
            rec = play_record(deal, "sharp", "sharp", rules)
            out.append((rec, review_deal(rec, SMALL)))
        rec = gentle_record(deal)
        out.append((rec, review_deal(rec, SMALL)))
        rec = sharp_record(deal)
        out.append((rec, review_deal(rec, SMALL3)))
    return out


@pytest.fixture(scope="module")
def deals() -> list[tuple[Any, Review]]:
    return _deals()


def test_bad_luck_is_never_more_than_the_gap_and_none_when_the_most_was_got(deals) -> None:
    # What chance took (the all-known column, "bad luck") is at most the gap between the
    # best result within reach and the actual one; nothing when the player got the most.
    seen_reached = seen_gap = 0
    for _rec, review in deals:
        v = review.verdict()
        for d in review.decisions:
            assert 0.0 <= d.cost_known <= v.gap + 1e-9, (d.number, d.cost_known, v.gap)
            if v.reached:
                assert d.cost_known == 0.0 and not d.unlucky
        if v.reached:  # the chart's "every card known" line never sits below the result
            assert all(p.known >= review.result - 1e-9 for p in review.curve())
        seen_reached += v.reached
        seen_gap += not v.reached
    assert seen_reached and seen_gap


def test_the_summary_says_the_sum_of_its_rows(deals) -> None:
    import re

    from game.web.review.model import table_model
    from game.web.review.review_words import summary_lines
    from game.words import Words

    en = Words()
    said_a_sum = 0
    for rec, review in deals:
        costs = [row.cost for row in table_model(en, review).rows]
        assert len(costs) == len(review.decisions)
        text = " ".join(summary_lines(en, review, rec))
        total = sum(costs)
        if any(round(c, 2) for c in costs):  # a row shows a cost: the summary says the sum
            assert f"{total:.2f}" in text, (text, total)
            said_a_sum += 1
        else:
            assert not re.search(r"\d\.\d\d", text), text
        # the gap it names: the rows' best known value less the result, never beyond
        v = review.verdict()
        if not v.reached:
            assert f"{v.gap:.1f} more" in text
            assert v.gap >= max(d.cost_known for d in review.decisions) - 1e-9
    assert said_a_sum
