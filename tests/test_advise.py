"""``python -m game advise`` and the review from a view (issue 44, point 5): the AI, the
hint and the review take a view position, and answer from it what they answer from the
seat's view of the real deal."""

from __future__ import annotations

import io
import json

import pytest

from game.__main__ import main as game_main
from game.ai.expert import expert_decision
from game.ai.hint import hint
from game.console.advise import main as advise_main
from game.engine.deal import new_deal
from game.engine.matchscore import MatchScore
from game.engine.viewposition import read_view, view_position
from game.review.fromview import review_view
from game.review.two import sampled_only


def _moment(seed: int = 5, plays: int = 3):
    s = new_deal(seed)
    for _ in range(plays):
        s = s.apply(s.legal_actions()[0])
    return s


def test_advise_prints_the_experts_action_reason_and_every_legal_actions_value(tmp_path):
    s = _moment()
    v = s.view(s.to_move)
    f = tmp_path / "view.json"
    f.write_text(json.dumps(view_position(v)))
    out = io.StringIO()
    assert advise_main([str(f)], out) == 0
    action, scores = expert_decision(v, 7)
    text = out.getvalue()
    assert f"({action})" in text.splitlines()[0]
    assert text.splitlines()[1].startswith("Why: ")
    assert "expected game points" in text
    assert scores is not None and all(f" {a} " in text or f" {a}  " in text
                                      for a in v.legal if a != "out")


def test_advise_takes_json_text_and_labels_a_match():
    s = _moment().in_match(MatchScore((3, 5), 7))
    v = s.view(s.to_move)
    out = io.StringIO()
    assert advise_main([json.dumps(view_position(v))], out) == 0
    assert "chance to win the match at 3-5 to 7" in out.getvalue()


def test_the_hint_and_the_expert_answer_a_read_view_as_the_real_one():
    s = _moment(9, 4)
    v = s.view(s.to_move)
    read = read_view(view_position(v))
    assert expert_decision(read) == expert_decision(v)
    assert hint(read) == hint(v)


def test_review_view_prices_a_play_against_the_experts_choice():
    s = _moment(11, 2)
    v = read_view(view_position(s.view(s.to_move)))
    sampled = sampled_only(v)
    worst = min(sampled.ev, key=lambda a: sampled.ev[a])
    r = review_view(v, worst)
    assert r.sampled == sampled
    assert r.cost == pytest.approx(sampled.ev[sampled.expert] - sampled.ev[worst])
    assert r.cost > 0
    assert review_view(v, sampled.expert).cost == 0


def test_review_view_refuses_an_illegal_play_or_a_seat_not_on_move():
    s = _moment()
    v = s.view(s.to_move)
    with pytest.raises(ValueError):
        review_view(v, "XX")
    with pytest.raises(ValueError):
        review_view(s.view(1 - s.to_move), s.legal_actions()[0])


def test_advise_refuses_bad_views_with_the_problem_named(capsys):
    s = _moment()
    pos = view_position(s.view(s.to_move))
    pos["stock_size"] = 2
    assert game_main(["advise", json.dumps(pos)]) == 2
    assert "do not agree" in capsys.readouterr().err
    assert game_main(["advise", "/no/such/file"]) == 2
    assert game_main(["advise", "{not json"]) == 2
    assert "not valid JSON" in capsys.readouterr().err
    other = view_position(s.view(1 - s.to_move))
    assert game_main(["advise", json.dumps(other)]) == 2
    assert "not on move" in capsys.readouterr().err


def test_advise_played_prints_what_the_play_cost():
    s = _moment(11, 2)
    v = s.view(s.to_move)
    sampled = sampled_only(v)
    worst = min(sampled.ev, key=lambda a: sampled.ev[a])
    out = io.StringIO()
    assert advise_main([json.dumps(view_position(v)), "--played", worst], out) == 0
    cost = sampled.ev[sampled.expert] - sampled.ev[worst]
    assert f"Your {worst}: cost {cost:.2f} against the Expert's {sampled.expert}" in \
        out.getvalue()


def test_three_player_views_are_advised_and_reviewed():
    from game.ai.three.expert import expert3_decision
    from game.ai.three.hint import hint3
    from game.ai.work import finish
    from game.engine.viewposition3 import read_any_view, view_position3
    from game.review.three import sampled3_work

    s = new_deal(4, "three")
    while len(s.legal_actions()) < 2:
        s = s.apply(s.legal_actions()[0])
    v = read_any_view(view_position3(s.view(s.to_move)))
    out = io.StringIO()
    assert advise_main([json.dumps(view_position3(v))], out) == 0
    card, scores = expert3_decision(v)
    lines = out.getvalue().splitlines()
    assert lines[0].endswith(f"({card})")
    assert hint3(v)[0] == card
    assert scores is not None and all(f" {c}  " in out.getvalue() for c in v.legal)
    sampled = finish(sampled3_work(v))
    other = next(c for c in v.legal if c != sampled.expert)
    r = review_view(v, other)
    assert r.sampled == sampled
    assert r.cost == pytest.approx(max(0.0, sampled.ev[sampled.expert] - sampled.ev[other]))
