"""The three-player Expert plays for the match (issue 44, point 2): with ``view.match``
it values a deal's outcome as the seat's chance to win the match after it."""

from __future__ import annotations

import random
from dataclasses import replace

from game.ai.equity import after_deal
from game.ai.three.expert import (
    Evaluator,
    expert3_decision,
    reading,
    weighted_worlds,
)
from game.ai.three.hint import hint3
from game.ai.three.kernel import SCALE
from game.ai.three.matchvalue import PER, match_utility
from game.ai.work import finish
from game.engine.cards import parse
from game.engine.deal import from_position
from game.engine.matchscore import MatchScore
from game.engine.three.state import State3
from game.review.three import decision3_work
from game.words import Words
from tests.helpers import SMALL3_AI, random_states3

# Found by a search of random positions (200, count-bounded): seat 0 must follow the
# led Ace of hearts with a heart; 36 points against seat 2's 47.
FOLLOW = {
    "rules": "three", "options": {}, "trump": "TS", "stock": [],
    "hands": [["QH", "QD", "TC", "TH"], ["KS", "9C", "QS", "JH"], ["9D", "9H", "AD"]],
    "won": [["KD", "TD", "JD"], [],
            ["QC", "AC", "AS", "TS", "KH", "JS", "KC", "JC", "9S"]],
    "marriages": [["C"], [], []], "leader": 2, "dealer": 2, "table": ["AH"],
    "stage": "play", "known": [[], [], []], "voids": [["S"], [], ["C"]],
    "excluded": [["AS", "TS", "KS", "QS", "JS", "9S"], ["AC", "TC", "AD", "AS"],
                 ["AC", "TC", "KC", "QC", "JC", "9C"]],
    "last_trick": {"leader": 0, "cards": ["KC", "JC", "9S"], "winner": 2},
}


def _state(position: dict[str, object]) -> State3:
    s = from_position(position)
    assert isinstance(s, State3)
    return s


def test_the_match_changes_the_card_for_a_higher_match_chance() -> None:
    state = _state(FOLLOW)
    points, points_scores = expert3_decision(state.view(0), 1)
    assert points == "QH"  # for game points: keep the Ten out of seat 2's trick
    assert points_scores is not None
    assert points_scores[parse("QH")] > points_scores[parse("TH")]
    # At 6-6-4 seat 2 may still win the deal without ending the match, seat 1 may not:
    # the Ten to seat 2's trick keeps the match alive more often.
    match = state.in_match(MatchScore((6, 6, 4), 7)).view(0)
    card, scores = expert3_decision(match)
    assert card == "TH"
    assert scores is not None
    # the same worlds (same seed): the match Expert's card has the higher match chance
    assert scores[parse("TH")] > scores[parse("QH")] + 0.05


def test_a_rivals_win_costs_by_who_wins() -> None:
    state = _state(FOLLOW)
    u = match_utility(state.rules, MatchScore((6, 6, 4), 7), 2)
    one, two = u((30, 70, 30), 7), u((30, 30, 70), 7)  # seat 1, then seat 2 wins 4
    assert one[0] == two[0] == 0  # both end the match
    u = match_utility(state.rules, MatchScore((5, 6, 0), 7), 2)
    one, two = u((30, 70, 30), 7), u((30, 30, 70), 7)
    assert one[0] == 0 < two[0]  # seat 2's 4 does not end it: seat 0 still has a chance
    assert two[0] == round(PER * after_deal(state.rules, MatchScore((5, 6, 0), 7), 2, 2, 4, 0))


def test_when_only_winning_matters_the_value_is_the_chance_to_win_the_deal() -> None:
    # Everybody at 6 of 7: a win ends the match won, a rival's win lost; a replay or
    # a draw (nobody scores) deals again at 6-6-6, worth its own chance.
    checked = 0
    for state in random_states3(12, 8, (18, 20)):
        seat = state.to_move
        assert seat is not None
        view = state.view(seat)
        if len(view.legal) < 2:
            continue
        match = MatchScore((6, 6, 6), 7)
        mview = state.in_match(match).view(seat)
        card, scores = expert3_decision(mview, 3, SMALL3_AI)
        assert scores is not None
        again = round(PER * after_deal(state.rules, match, view.dealer, None, 0, seat)) / PER
        # The same worlds, searched for game points: a positive value is a won deal.
        frame, inference, modeled = reading(view, SMALL3_AI)
        worlds = weighted_worlds(frame, inference, random.Random(3), SMALL3_AI)
        ev = Evaluator(seat, SMALL3_AI, modeled)
        assert all(w.cards_left() <= ev.solve_cards for w, _ in worlds)  # exact
        chance = dict.fromkeys(scores, 0.0)
        wsum = 0.0
        for world, w in worlds:
            for c, v in ev.values(world, list(scores)).items():
                g = v // SCALE
                chance[c] += w * (1.0 if g > 0 else again if g == 0 else 0.0)
            wsum += w
        for c in scores:
            assert abs(scores[c] - chance[c] / wsum) < 1e-9
        checked += 1
    assert checked >= 5


def test_match_scores_are_chances() -> None:
    rng = random.Random(5)
    for state in random_states3(8, 12, (0, 20)):
        seat = state.to_move
        assert seat is not None
        score = tuple(rng.randrange(7) for _ in range(3))
        _card, scores = expert3_decision(
            state.in_match(MatchScore(score, 7)).view(seat), 2, SMALL3_AI)
        if scores is not None:
            assert all(0.0 <= v <= 1.0 for v in scores.values())


def test_without_a_match_the_choice_and_scores_are_as_before() -> None:
    # Written by the Expert before the match objective (commit bf5cbb3), same seeds.
    assert expert3_decision(_state(FOLLOW).view(0), 1, SMALL3_AI) == (
        "QH", {15: -0.007088316958564723, 13: -1.7507675672789407})
    got = [expert3_decision(s.view(s.to_move or 0), 5, SMALL3_AI)
           for s in random_states3(3, 44, (3, 12))]
    assert got == [
        ("9H", {3: -3.7746862192622963, 15: -3.7746862192622963, 4: -3.7746862192622963,
                17: -3.7746862192622963, 20: -3.7950179303278704}),
        ("AC", None),
        ("TD", {11: 0.1298828125, 7: 0.5224609375}),
    ]


def test_the_hint_plays_for_the_match_and_says_the_chance() -> None:
    match = _state(FOLLOW).in_match(MatchScore((6, 6, 4), 7)).view(0)
    card, why = hint3(match)
    assert card == "TH" == expert3_decision(match)[0]
    assert why.expect is None and why.chance is not None and 0.4 < why.chance < 0.5
    # the game-point Expert plays the Queen from the same worlds: the score changed the card
    assert why.match_note == "changes" and why.score == (6, 6, 4)
    assert Words().hint_reason(replace(why, other="")).endswith(  # (the runner-up after it)
        f"; at 6–6–4 the match score changes the best play (chance to win the match: "
        f"{round(100 * why.chance)}%)")
    _card, alone = hint3(_state(FOLLOW).view(0))
    assert alone.chance is None and alone.expect is not None and alone.match_note == ""
    # at 0-0-0 both Experts play the Queen: the chance is said, no note
    _card, level = hint3(_state(FOLLOW).in_match(MatchScore((0, 0, 0), 7)).view(0))
    assert level.match_note == "" and level.score == (0, 0, 0)
    assert Words().hint_reason(replace(level, other="")).endswith(
        f"; chance to win the match: {round(100 * level.chance)}%")


def test_the_hint_says_when_only_winning_the_deal_matters() -> None:
    # Found by a count-bounded search of random positions (300) at 6-6-6: seat 1 leads.
    state = random_states3(9, 7, (6, 20))[8]
    seat = state.to_move
    assert seat == 1
    card, why = hint3(state.in_match(MatchScore((6, 5, 6), 7)).view(seat), budget=SMALL3_AI)
    assert why.score == (5, 6, 6)  # its own first, then the seats after it
    card, why = hint3(state.in_match(MatchScore((6, 6, 6), 7)).view(seat), budget=SMALL3_AI)
    assert card == "QS" != expert3_decision(state.view(seat), None, SMALL3_AI)[0]
    assert why.match_note == "only_win" and why.score == (6, 6, 6)
    assert "beim Stand von 6:6:6 zählt nur, das Spiel zu gewinnen" in Words("de").hint_reason(why)
    assert "at 6–6–6 only winning the deal matters" in Words().hint_reason(why)


def test_the_reviews_game_points_are_the_same_in_a_match() -> None:
    # The review's two columns stay game points in a match; the match adds its own
    # (tests/test_review_match3.py), and the Expert's choice is the match Expert's.
    state = _state(FOLLOW)
    in_match = state.in_match(MatchScore((6, 6, 4), 7))
    decisions = [finish(decision3_work(s, "TH", SMALL3_AI)) for s in (in_match, state)]
    assert decisions[0].ev == decisions[1].ev and decisions[0].known == decisions[1].known
    assert decisions[1].expert == "QH" and decisions[1].match is None
    assert decisions[0].expert == "TH" and decisions[0].match is not None
