"""The review in chances to win the match (issue 44, point 4): in a match each decision
also carries what it cost in match chance, the marks follow that, and the summary says
what the deal did to the match; outside a match the review is as before."""

from __future__ import annotations

import re

import pytest

from game.engine.deal import from_position
from game.engine.matchscore import MatchScore
from game.review.decisions import Decision, MatchStake, Review
from game.review.engine import review_position
from game.review.stake import match_stake
from game.web.review import review_words
from game.web.review.model import table_model
from game.web.review.review_markup import review_table_html
from game.words import Words

from .test_expert_match import LOST_CAUSE
from .webharness import Page

EN = Words()


def _decision(number: int, cost: float, match: dict[str, float] | None,
              choice: str = "AS", expert: str = "TS") -> Decision:
    ev = {choice: -cost, expert: 0.0}
    known = dict.fromkeys(ev, 0.0)
    return Decision(number, number - 1, number, 1, choice, expert, ev, known, choice, cost, 0.0,
                    match)


def _stake(score: tuple[int, int], winner: int | None = 0) -> MatchStake:
    from game.engine.rules import make_rules

    stake = match_stake(make_rules("traditional"), MatchScore(score, 7), 1, 0, winner)
    assert stake is not None
    return stake


def test_in_a_match_the_marks_and_accuracy_follow_the_match_chance_lost() -> None:
    # 0.7 game points lost is a blunder in game points, but nearly nothing of the match
    nearly_won = _decision(1, 0.7, {"AS": 0.995, "TS": 0.998})
    assert nearly_won.match_cost == pytest.approx(0.003)
    assert nearly_won.mark is None and nearly_won.accuracy > 95
    # no game point lost, yet the one chance to win the match thrown away
    thrown = _decision(2, 0.0, {"AS": 0.0, "TS": 0.08})
    assert thrown.mark == "blunder" and thrown.accuracy < 50
    outside = _decision(3, 0.7, None)
    assert outside.match_cost is None and outside.mark == "blunder"


def test_the_match_summary_says_the_rows_match_costs_added_up() -> None:
    # won +1 at 5-5 when +3 was within reach: the choices' costs add up to more than the gap
    decisions = (_decision(1, 0.0, {"AS": 0.40, "TS": 0.60}),
                 _decision(2, 0.0, {"AS": 0.40, "TS": 0.60}))
    known = {"AS": 3.0, "TS": 3.0}
    decisions = tuple(Decision(d.number, d.index, d.trick, d.phase, d.choice, d.expert, d.ev,
                               known, d.choice, 0.0, 0.0, d.match) for d in decisions)
    r = Review(0, decisions, 1, match=_stake((5, 5)))
    m = r.match_verdict()
    assert m is not None and m.lost == pytest.approx(0.4)
    assert m.after < m.reachable == 1.0
    assert m.charged == pytest.approx(m.gap) and m.gap < m.lost
    lines = review_words.match_lines(EN, r)
    said = [int(n) for n in re.findall(r"cost (\d+) percentage", " ".join(lines))]
    assert said == [round(100 * m.lost)]  # the rows' sum, as the game-point summary says
    assert lines[0].startswith("For the match: your chance to win it rose from")


def test_a_deal_that_wins_the_match_says_so_and_nothing_more_was_within_reach() -> None:
    d = _decision(1, 0.0, {"AS": 1.0, "TS": 1.0})
    r = Review(0, (d,), 1, match=_stake((6, 6)))
    assert review_words.match_lines(EN, r) == [
        f"For the match: this deal won it (your chance before it: "
        f"{round(100 * _stake((6, 6)).before)}%).",
        "No result within reach would have done more for the match."]


def test_outside_a_match_there_is_no_match_summary() -> None:
    r = Review(0, (_decision(1, 0.2, None),), 1)
    assert r.match_verdict() is None and review_words.match_lines(EN, r) == []
    assert "data-match-cost" not in review_table_html(table_model(EN, r), True)


def test_losing_least_at_six_all_is_the_match_mistake() -> None:
    pos = dict(LOST_CAUSE, match={"score": [6, 6], "target": 7})
    state = from_position(pos)
    d = review_position(state, "AD")
    assert d.expert == "JH" and d.cost == 0.0  # no game point lost...
    # ...but the match's one chance (how big a chance, the sampled worlds say: a mark)
    assert d.match_cost is not None and d.match_cost > 0.0 and d.mark is not None
    alone = review_position(from_position(LOST_CAUSE), "AD")
    assert alone.match is None and alone.expert == "AD" and alone.mark is None


def test_the_page_shows_each_rows_match_cost_and_what_the_deal_did_to_the_match() -> None:
    page = Page("?seed=8&pause=0&level=sharp").start()
    page.play_out_deal()
    page.open("review").do("review")
    review = page.ctl.ui.review
    assert review is not None and review.match is not None
    rows = page.doc.querySelectorAll("#review-body tbody tr")
    assert [float(r.getAttribute("data-match-cost")) for r in rows] == [
        round(d.match_cost or 0.0, 4) for d in review.decisions]
    assert all(0.0 <= float(r.getAttribute("data-match-cost")) <= 1.0 for r in rows)
    said = page.text("review-match")
    assert said.startswith("For the match: your chance to win it")
    assert "% match" in page.doc.querySelector("#review-body tbody").textContent
    # a deal alone (the simple rules play no match): no match summary, no match costs
    page = Page("?seed=8&pause=0&level=sharp&rules=simple").start()
    page.play_out_deal()
    page.open("review").do("review")
    assert page.ctl.ui.review is not None and page.ctl.ui.review.match is None
    assert page.text("review-match") == ""
    assert not page.doc.querySelectorAll("#review-body tr[data-match-cost]")
