"""The match a deal is played in (issue 44): carried by the state, its views, its
position JSON and its record; dealt by a match, never by a deal played alone."""

from __future__ import annotations

import pytest

from game.engine.deal import from_position, new_deal
from game.engine.matchscore import MatchScore
from game.engine.position_common import PositionError
from game.play.match import Match
from game.review.record import DealRecord, record_of


def _play_out(m: Match) -> None:
    while m.state.outcome is None:
        m.apply(m.state.legal_actions()[0])


@pytest.mark.parametrize("rules", ["traditional", "schnapsen", "three"])
def test_a_match_tells_every_deal_the_score_it_starts_from(rules: str) -> None:
    m = Match.new(7, rules)
    n = m.rules.players
    assert m.state.match == MatchScore((0,) * n, m.rules.target)
    while True:
        before = tuple(m.scores)
        assert m.state.match == MatchScore(before, m.rules.target)
        assert m.state.view(m.state.to_move or 0).match == m.state.match
        _play_out(m)
        assert m.state.match == MatchScore(before, m.rules.target)  # the deal's, not after it
        if m.is_over:
            break
        m.next_deal()
    assert m.deal_number > 1


def test_the_position_round_trip_keeps_the_match_and_play_keeps_it() -> None:
    s = new_deal(3, "traditional").in_match(MatchScore((5, 6), 7))
    back = from_position(s.to_position())
    assert back.match == MatchScore((5, 6), 7) and back == s
    assert back.apply(back.legal_actions()[0]).match == s.match
    assert new_deal(3, "traditional").to_position().get("match") is None


@pytest.mark.parametrize("bad, key", [
    ({"score": [7, 0], "target": 7}, "match_at_score"),
    ({"score": [1, 0, 0], "target": 7}, "match_at_score"),
    ({"score": [1, True], "target": 7}, "match_at_score"),
    ({"score": [1, 0], "target": 8}, "match_at_target"),
    ({"score": [1, 0]}, "match_at_object"),
    ([1, 0], "match_at_object"),
])
def test_a_position_with_an_impossible_match_is_refused(bad: object, key: str) -> None:
    pos = new_deal(3, "traditional").to_position()
    pos["match"] = bad
    with pytest.raises(PositionError) as e:
        from_position(pos)
    assert e.value.key == key


def test_rules_without_a_match_refuse_a_match_score() -> None:
    pos = new_deal(3, "simple").to_position()
    pos["match"] = {"score": [0, 0], "target": 7}
    with pytest.raises(PositionError) as e:
        from_position(pos)
    assert e.value.key == "match_at_none"


def test_a_deal_played_alone_and_rules_without_a_match_carry_none() -> None:
    assert Match.new(5, "traditional", alone=True).state.match is None
    assert Match.new(5, "simple").state.match is None


def test_a_saved_match_gets_its_score_from_the_checked_scores() -> None:
    m = Match.new(11, "traditional")
    _play_out(m)
    m.next_deal()
    saved = m.to_dict()
    del saved["position"]["match"]  # a match saved before the deal carried it
    back = Match.from_dict(saved)
    assert back.state.match == MatchScore(tuple(m.scores), 7)
    saved["position"]["match"] = {"score": [6, 6], "target": 7}  # what a record claims
    assert Match.from_dict(saved).state.match == MatchScore(tuple(m.scores), 7)


def test_a_links_position_with_a_match_plays_the_match_from_that_score() -> None:
    start = new_deal(9, "traditional").in_match(MatchScore((4, 6), 7))
    m = Match(rules=start.rules, seed=1, state=start)
    assert m.scores == [4, 6]
    _play_out(m)
    assert sum(m.scores) > 10  # the deal added to 4-6


def test_a_record_keeps_the_match_apart_from_the_deal() -> None:
    start = new_deal(21, "traditional").in_match(MatchScore((2, 3), 7))
    s, actions = start, []
    while s.outcome is None:
        a = s.legal_actions()[0]
        actions.append(a)
        s = s.apply(a)
    rec = record_of(start, actions, 0, seed=21)
    assert rec.match == MatchScore((2, 3), 7) and rec.start() == start
    back = DealRecord.from_dict(rec.to_dict())
    assert back.match == rec.match and back.start() == start
    d = rec.to_dict()
    d["match"] = {"score": [9, 0], "target": 7}
    with pytest.raises(ValueError, match="the match"):
        DealRecord.from_dict(d)
