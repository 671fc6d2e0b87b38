"""The three-player review in chances to win the match (issue 44, point 4 at three): in a
match each decision keeps its game points and adds every card's match chance from the
match Expert's search over the same worlds, the marks follow the match chance lost, and
the summary says what the deal did to the match; outside a match nothing changes."""

from __future__ import annotations

from typing import Any

from game.ai.equity import after_deal
from game.engine.matchscore import MatchScore
from game.engine.rules import make_rules
from game.review.decisions import Decision, Review
from game.review.engine import review_position
from game.review.stake import match_stake

from .test_three_match import FOLLOW, _state
from .webharness import Page

# FOLLOW at 6-6-4 of 7 (seat 2 dealt): the Queen of hearts keeps most game points, the
# Ten gives seat 2 (at 4) the trick and keeps the match alive more often.
SCORE = MatchScore((6, 6, 4), 7)


def test_a_card_that_keeps_game_points_but_costs_the_match_is_the_mistake() -> None:
    state = _state(FOLLOW)
    d = review_position(state.in_match(SCORE), "QH")
    assert d.expert == "TH" and d.cost == 0.0  # no game point lost against the Expert...
    assert d.match is not None and d.match_cost is not None
    assert d.match_cost > 0.05 and d.mark == "blunder"  # ...but the match chance
    alone = review_position(state, "QH")
    assert alone.match is None and alone.expert == "QH" and alone.mark is None
    assert alone.ev == d.ev and alone.known == d.known  # game points: the same search


def test_a_card_that_costs_game_points_but_not_the_match_is_no_mistake_in_a_match() -> None:
    state = _state(FOLLOW)
    d = review_position(state.in_match(SCORE), "TH")
    assert d.ev["QH"] > d.ev["TH"] + 1.0  # more than a game point less expected...
    assert d.match_cost == 0.0 and d.mark is None and d.accuracy == 100.0  # ...for the match
    alone = review_position(state, "TH")
    assert alone.match_cost is None and alone.mark == "blunder"


def _stake3(score: tuple[int, int, int], winner: int | None, seat: int = 0) -> Any:
    stake = match_stake(make_rules("three"), MatchScore(score, 7), 2, seat, winner)
    assert stake is not None
    return stake


def _decision(known_best: float) -> Decision:
    ev = {"QH": 0.0, "TH": -0.5}
    known = {"QH": known_best, "TH": known_best - 1}
    return Decision(1, 0, 1, 1, "QH", "QH", ev, known, "QH", 0.0, 0.0,
                    {"QH": 0.3, "TH": 0.2})


def test_the_stake_reads_who_won_and_a_loss_within_reach_is_a_lower_bound() -> None:
    rules = make_rules("three")
    score = MatchScore((0, 0, 0), 7)
    stake = _stake3((0, 0, 0), 1)
    assert stake.after(-6) == after_deal(rules, score, 2, 1, 6, 0)  # the rival who won
    assert stake.after(4) == after_deal(rules, score, 2, 0, 4, 0)
    assert stake.after(0) == after_deal(rules, score, 2, None, 0, 0)
    by_rival = [after_deal(rules, score, 2, w, 2, 0) for w in (1, 2)]
    assert by_rival[0] != by_rival[1]  # a rival's win costs by who won it
    assert stake.reach(-2) == (min(by_rival), False)
    assert stake.reach(2) == (after_deal(rules, score, 2, 0, 2, 0), True)
    # lost 6 to seat 1; with every card known only 2 lost: which rival's 2 is not known, so
    # the summary claims the gap to the lower of the two and says it is a lower bound
    m = Review(0, (_decision(-2.0 + 40 / 256),), -6, swing=6, tiebreak=True,
               match=stake).match_verdict()
    assert m is not None and not m.exact
    assert m.reachable == min(by_rival) and 0.0 < m.gap < max(by_rival) - m.after
    # a win within reach names one outcome: exact
    m = Review(0, (_decision(4.0),), -6, swing=6, tiebreak=True,
               match=stake).match_verdict()
    assert m is not None and m.exact and m.reachable == stake.after(4)
    # at 5-6-0 seat 1's 2 ends the match, seat 2's does not: nothing can be claimed
    stake = _stake3((5, 6, 0), 2)
    m = Review(0, (_decision(-2.0),), -4, swing=6, tiebreak=True,
               match=stake).match_verdict()
    assert m is not None and m.gap == 0.0 and m.reachable == m.after
    summary = Review(0, (_decision(-2.0),), -4, swing=6, tiebreak=True,
                     match=stake).to_dict()["match"]
    assert summary["reachable_exact"] is False and summary["gap"] == 0.0


def test_the_two_player_stake_has_the_same_shape_and_is_always_exact() -> None:
    stake = match_stake(make_rules("traditional"), MatchScore((3, 5), 7), 1, 0, 1)
    assert stake is not None
    assert all(stake.reach(g)[1] for g in range(-3, 4))
    assert stake.after(-2) == stake.reach(-2)[0]


def test_the_three_player_page_shows_match_costs_and_what_the_deal_did_to_the_match() -> None:
    page = Page("?seed=4&pause=0&level=sharp&rules=three").start()
    assert page.session.state.match is not None  # the page plays a match at three
    page.play_out_deal()
    page.open("review").do("review")
    review = page.ctl.ui.review
    assert review is not None and review.match is not None
    assert all(d.match is not None for d in review.decisions)
    rows = page.doc.querySelectorAll("#review-body tbody tr")
    assert [float(r.getAttribute("data-match-cost")) for r in rows] == [
        round(d.match_cost or 0.0, 4) for d in review.decisions]
    assert page.text("review-match").startswith("For the match: ")
    assert "% match" in page.doc.querySelector("#review-body tbody").textContent
