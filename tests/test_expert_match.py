"""The Expert plays the match, not the deal (issue 44, point 2): in a match it maximises
the chance to win the match (the equity table), outside one expected game points."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from game.ai.equity import two_player_utility
from game.ai.expert import (
    DEFAULT_BUDGET,
    Budget,
    WorldEvaluator,
    expert_decision,
    expert_pick,
    in_share,
    match_utility,
    searched_work,
    worlds_for,
)
from game.ai.hint import hint
from game.ai.opponent import ducker_probability
from game.ai.work import finish
from game.engine.deal import from_position, new_deal, parse_action
from game.engine.matchscore import MatchScore
from game.engine.view import PlayerView
from game.words import Words

# Found by searching deals at 6-6 (the Expert against Sharp): seat 1 answers the Queen of
# diamonds with the stock at three cards; every layout but a few loses the deal. For game
# points the Ace of diamonds loses least; for the match (only winning counts at 6-6) the
# Jack of hearts keeps the one chance to win.
LOST_CAUSE = {
    "rules": "traditional", "options": {}, "trump": "9C", "stock": ["KC", "AS", "JC"],
    "hands": [["TS", "TC", "AH", "KH", "QC"], ["TH", "AD", "TD", "JH", "QH", "KD"]],
    "won": [["KS", "9D", "9S", "9H", "QS", "JD", "AC", "JS"], []], "marriages": [["S"], []],
    "leader": 0, "dealer": 1, "table": ["QD"], "closed_by": None, "stage": "play",
    "known": [["TC"], []], "voids": [[], []],
    "last_trick": {"leader": 0, "cards": ["AC", "JS"], "winner": 0},
}


def _view(score: tuple[int, int] | None, position: dict[str, Any] = LOST_CAUSE) -> PlayerView:
    pos = dict(position)
    if score is not None:
        pos["match"] = {"score": list(score), "target": 7}
    state = from_position(pos)
    assert state.to_move is not None
    view = state.view(state.to_move)
    assert isinstance(view, PlayerView)
    return view


def test_at_six_all_the_expert_keeps_the_chance_to_win_instead_of_losing_least() -> None:
    at_six = _view((6, 6))
    action, scores = expert_decision(at_six, 0)
    assert action == "JH"
    assert scores is not None and scores[from_code("JH")] > scores[from_code("AD")]
    alone, points = expert_decision(_view(None), 0)
    assert alone == "AD"  # the same worlds, for game points
    assert points is not None and points[from_code("AD")] > points[from_code("JH")]


def from_code(card: str) -> int:
    return parse_action(card)


def test_the_chances_are_each_worlds_result_through_the_equity_table() -> None:
    view = _view((6, 6))
    searched = finish(searched_work(view, 0))
    assert searched.chances is not None
    u = two_player_utility(view.rules, MatchScore((6, 6), 7), view.dealer, view.seat)
    assert match_utility(view) == u
    # the same worlds, valued one by one
    worlds = worlds_for(view, random.Random(0), DEFAULT_BUDGET)
    ev = WorldEvaluator()
    ev.model_phase_two = DEFAULT_BUDGET.model_phase_two
    sums: dict[int, float] = {}
    for i, w in enumerate(worlds):
        ev.ducker = 1 - view.seat if in_share(i, ducker_probability(view)) else -1
        for a, v in ev.action_values(w).items():
            sums[a] = sums.get(a, 0.0) + u[round(v) + 3]
    for a, total in sums.items():
        assert searched.chances[a] == pytest.approx(total / len(worlds))
        assert 0.0 <= searched.chances[a] <= 1.0


def test_outside_a_match_nothing_changes() -> None:
    view = _view(None)
    searched = finish(searched_work(view, 0))
    assert searched.chances is None and searched.values == searched.points
    simple = new_deal(5, "simple")
    assert simple.match is None
    assert match_utility(simple.view(simple.to_move or 0)) is None


def test_equal_chances_still_go_to_the_most_game_points() -> None:
    view = _view((6, 6))
    searched = finish(searched_work(view, 0))
    assert searched.chances is not None
    # pretend every action wins the match alike: the pick is the game-point pick
    flat = replace(searched, chances=dict.fromkeys(searched.chances, 1.0))
    budget = Budget()
    assert expert_pick(view, flat, 0, budget) == expert_pick(view, flat, 0, budget,
                                                            for_points=True)


@pytest.mark.parametrize("lang", ["en", "de", "hr"])
def test_the_hint_says_when_the_score_decides(lang: str) -> None:
    action, reason = hint(_view((6, 6)))
    assert action == "JH"
    assert reason.match_note == "only_win" and reason.score == (6, 6)
    assert reason.chance is not None and 0 < reason.chance < 0.5
    words = Words(lang).hint_reason(reason)
    said = {"en": "at 6–6 only winning the deal matters", "de": "beim Stand von 6:6 zählt nur",
            "hr": "pri rezultatu 6:6 važno je samo pobijediti u dijeljenju"}
    assert said[lang] in words and f"{round(100 * reason.chance)}" in words


def test_at_love_all_the_hint_plays_for_points_and_gives_the_match_chance() -> None:
    action, reason = hint(_view((0, 0)))
    assert action == "AD" and reason.match_note == ""
    assert reason.chance is not None and 0.2 < reason.chance < 0.5
    assert Words().hint_reason(replace(reason, other="")).endswith(  # (the runner-up after it)
        f"; chance to win the match: {round(100 * reason.chance)}%")


def test_three_down_to_six_the_score_changes_the_play() -> None:
    # seat 1 to play has 3, the other 6: any lost deal loses the match
    action, reason = hint(_view((6, 3)))
    assert action == "JH" and reason.match_note == "changes" and reason.score == (3, 6)
    assert "at 3–6 the match score changes the best play" in Words().hint_reason(reason)


def test_in_a_match_a_lead_is_never_said_to_find_the_most_points() -> None:
    from game.ai.reason import Reason

    said = Words().hint_reason(Reason("most_points", chance=0.5, score=(6, 6),
                                      match_note="only_win"))
    assert "most points" not in said and said.startswith(
        "leads where the search finds the best chance to win the match")
    assert "most points" in Words().hint_reason(Reason("most_points", expect=0.4))
