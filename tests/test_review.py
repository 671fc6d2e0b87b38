"""Deal review: costs, the Expert's own choices, determinism, the command line.

What the review does alike at every table runs at two and three players (the fixture
``at_table``, or ``over_tables``); a test about one table's rules says which. The deal
records are tested in test_review_records.py."""

from __future__ import annotations

import io
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from game import from_position
from game.ai import choose
from game.ai.expert import Budget, choose_expert
from game.ai.thinking import finish
from game.ai.three.expert import Budget3, choose_expert3
from game.engine.deal import new_deal
from game.review import (
    DealRecord,
    Reviewing,
    record_of,
    review_deal,
    review_position,
)
from game.review.cli import main as cli_main
from game.review.cli import play_record
from game.review.engine import decision_points
from game.review.three import known3_work, sampled3_work
from game.review.two import known_work, sampled_only, sampled_work
from tests.conftest import Reviewed
from tests.helpers import (
    SMALL,
    SMALL3,
    gentle_record,
    position,
    random_states3,
    redealt,
    sharp_record,
    state,
    state3,
)
from tests.test_sampling import hidden_reshuffled, random_states

over_tables = pytest.mark.parametrize("table", ["two", "three"])

# What a decision may be at each table: three players only ever choose a card.
KINDS = {"two": {"card", "draw", "close", "exchange", "pass", "out"}, "three": {"card"}}
# A deal's result for the player, in game points: two players win or lose 1 to 3; at
# three the winner takes what both others pay (2 to 6), a loser pays 1 to 3.
RESULTS = {"two": range(-3, 4), "three": range(-3, 7)}


def _signed_game_points(rec: DealRecord) -> int:
    oc = rec.final().outcome
    if oc.winner is None:
        return 0
    return oc.game_points if oc.winner == rec.seat else -oc.game_points


# -- costs and decisions -----------------------------------------------------------------
def test_decisions_are_exactly_the_players_real_choices(at_table: Reviewed) -> None:
    rec, review = at_table.rec, at_table.review
    states = rec.states()
    want = [i for i, s in enumerate(states[:-1])
            if s.to_move == rec.seat and len(s.legal_codes()) > 1]
    assert want and [d.index for d in review.decisions] == want
    points = decision_points(rec)
    assert [i for i, _ in points] == want
    for _, s in points:  # the state before each decision, as the engine has it
        assert s.to_move == rec.seat and len(s.legal_codes()) > 1
    assert [d.number for d in review.decisions] == list(range(1, len(want) + 1))
    for d in review.decisions:
        s = states[d.index]
        assert d.choice == rec.actions[d.index]
        assert d.kind == ("card" if len(d.choice) == 2 else d.choice)
        assert d.kind in KINDS[at_table.table]
        assert set(d.ev) == set(d.known) == set(s.legal_actions())
        assert d.choice in d.ev and d.expert in d.ev and d.choice in d.known
        assert d.trick == s.core.ntricks + 1 and d.phase in (1, 2)
        assert d.cost >= 0 and d.cost_known >= 0
        assert d.cost == pytest.approx(max(0.0, d.ev[d.expert] - d.ev[d.choice]))
        assert d.cost_known == pytest.approx(max(d.known.values()) - d.known[d.choice])
        assert d.known[d.known_best] == max(d.known.values())
    # the first decisions come early (two: stock open; three: estimated by playouts), the
    # last late (two: stock closed or gone; three: searched exactly, few cards left)
    assert review.decisions[-1].phase == 2 and review.decisions[0].phase == 1
    # another seat's decisions are its own
    for seat in range(1, rec.players):
        theirs = decision_points(record_of(rec.start(), rec.actions, seat, seed=rec.seed))
        assert theirs and all(s.to_move == seat for _, s in theirs)
        assert {i for i, _ in theirs}.isdisjoint(want)


def test_simple_rules_are_reviewed_too() -> None:
    review = review_deal(gentle_record(4, "simple"), SMALL)
    assert review.decisions and all(d.cost >= 0 and d.cost_known >= 0 for d in review.decisions)
    assert not {"close", "exchange", "draw"} & {a for d in review.decisions for a in d.ev}


# Per table: the deal (seed, rules), the budget, the Expert, and how the other moves are
# made (two players: the other seat is an Expert too; a forced
# move of seat 0 is its only action).
OWN_CHOICES = {
    "two": (21, "traditional", SMALL, choose_expert,
            lambda s: s.legal_actions()[0] if s.to_move == 0 else choose_expert(
                s.view(1), 99, SMALL)),
    "three": (31, "three", SMALL3, choose_expert3, lambda s: choose(s, "sharp", 0)),
}


@over_tables
def test_the_experts_own_choices_cost_nothing(table: str) -> None:
    deal_seed, rules, budget, expert, others = OWN_CHOICES[table]
    start = s = new_deal(deal_seed, rules, dealer=1)
    actions: list[str] = []
    while s.outcome is None:
        if s.to_move == 0 and len(s.legal_codes()) > 1:
            a = expert(s.view(0), None, budget)  # its own play: seeded by the view
        else:
            a = others(s)
        actions.append(a)
        s = s.apply(a)
    review = review_deal(record_of(start, actions, 0, seed=deal_seed), budget)
    assert review.decisions
    for d in review.decisions:
        assert d.choice == d.expert and d.cost == 0.0
    assert review.verdict().biggest is None and review.verdict().lost == 0.0


def _blunder_two() -> Any:
    # Stock gone, hearts trump. Leading the last trump (the ace) lets the opponent
    # run its spades: -1 instead of +1. The 9S lead keeps the ace to ruff the ten.
    return state([["AH", "9S", "JD"], ["AS", "TS", "9D"]], "QH", stock=[], filler=1)


def _blunder_three() -> Any:
    # Seat 0 leads, two cards each. The ace of trumps first draws the trumps and the
    # ace of clubs takes the last trick: 68 and the deal (3 + 1 from the others). The
    # ace of clubs first is trumped and nobody reaches 66: a replay, 0.
    hands = [["AH", "AC"], ["JH", "9C"], ["KD", "9H"]]
    won = [["AS", "TS", "KS", "QS", "JS", "9D"], ["TC", "KC", "QC", "JC", "AD", "9S"],
           ["TD", "QD", "JD", "TH", "KH", "QH"]]
    return state3(hands, "JH", dealer=1, won=won)


# Per table: the position, the blunder, the good move and the review's budget (None: the
# default).
BLUNDERS = {"two": (_blunder_two, "AH", "9S", None), "three": (_blunder_three, "AC", "AH", SMALL3)}


@over_tables
def test_an_obvious_blunder_costs_with_all_cards_known(table: str) -> None:
    make, bad, good_move, budget = BLUNDERS[table]
    s = make()
    kw = {} if budget is None else {"budget": budget}
    blunder = review_position(s, bad, **kw)
    assert blunder.phase == 2
    assert blunder.known_best != bad and blunder.expert != bad  # the player could see it too
    if table == "two":
        assert blunder.known["AH"] == -1.0
        assert blunder.cost_known == 2.0 and blunder.cost == 2.0
    else:
        assert blunder.known_best == "AH" and blunder.expert == "AH"
        assert int(blunder.known["AH"]) == 4 and int(blunder.known["AC"]) == 0
        assert blunder.cost_known > 4.0 and blunder.cost > 1.0  # a bet from the view: less sure
    good = review_position(s, good_move, **kw)
    assert good.cost == 0.0 and good.cost_known == 0.0


def test_going_out_or_not_is_a_decision_too() -> None:
    # Two players only (going out by claim). Manual going out, 69 points on lead: the
    # Expert goes out; playing on wins the same 2 game points here, so it costs nothing.
    s = from_position(position(
        [["AH", "9S", "JD"], ["AS", "TS", "9D"]], "QH", stock=[],
        won=[["AC", "TC", "KC", "QC", "AD", "TD", "KD", "QD", "TH", "QH"],
             ["JC", "9C", "9H", "JH", "KH", "KS", "QS", "JS"]], options={"auto_out": False}))
    d = review_position(s, "AH")
    assert d.expert == "out" and d.ev["out"] == 2.0 and d.cost == 0.0 and d.cost_known == 0.0
    assert review_position(s, "out").cost == 0.0


def test_a_bad_bet_and_bad_luck_are_told_apart(at_table: Reviewed) -> None:
    # Over a whole deal the two columns differ somewhere (sampled vs all known).
    assert any(abs(d.cost - d.cost_known) > 0.01 for d in at_table.review.decisions)


def _choices(states: list[Any]) -> Iterator[Any]:
    """The view of the player to move in each state with a choice to make."""
    for s in states:
        view = s.view(s.to_move)
        if len(view.legal) > 1:
            yield view


# Per table: the states, the sampled half, the Expert, the budget, and how many of the
# states at least have a choice to make.
EXPERT_PICKS = {
    "two": (lambda: random_states(12, 31), sampled_work, choose_expert, SMALL, 6),
    "three": (lambda: random_states3(10, 23), sampled3_work, choose_expert3, SMALL3, 5),
}


@over_tables
def test_review_picks_exactly_what_the_expert_picks(table: str) -> None:
    # the Expert's own play (no seed given: its view's) is the review's choice
    states, sampled, expert, budget, at_least = EXPERT_PICKS[table]
    checked = 0
    for view in _choices(states()):
        assert finish(sampled(view, budget)).expert == expert(view, None, budget)
        checked += 1
    assert checked >= at_least


# Per table: the states, the seed of another deal of the cards hidden from the player
# to move and that deal, the sampled half (from a view) and the all-known half (from a
# state and its player to move) of a decision.
HIDDEN = {
    "two": (lambda: random_states(10, 77), 8, hidden_reshuffled,
            lambda view: sampled_only(view, SMALL),
            lambda s, seat: finish(known_work(s.core.copy()))),
    "three": (lambda: random_states3(12, 41, plays=(3, 14)), 5, redealt,
              lambda view: finish(sampled3_work(view, SMALL3)),
              lambda s, seat: finish(known3_work(s.core, s.view(seat), SMALL3))),
}


@over_tables
def test_the_sampled_part_never_reads_hidden_cards(table: str) -> None:
    states, rng_seed, redeal, sampled, known = HIDDEN[table]
    rng = random.Random(rng_seed)
    known_differs = 0
    for s in states():
        seat = s.to_move
        other = redeal(s, seat, rng)
        assert other.view(seat) == s.view(seat)
        if len(s.legal_codes()) < 2:
            continue
        assert sampled(s.view(seat)) == sampled(other.view(seat))
        if known(s, seat) != known(other, seat):
            known_differs += 1
    assert known_differs > 0  # the all-known half does read them: the check could fail


# -- determinism, slices and the verdict ---------------------------------------------------
def test_same_record_and_seed_give_the_same_review(at_table: Reviewed) -> None:
    rec, review = at_table.rec, at_table.review
    again = review_deal(DealRecord.from_dict(json.loads(json.dumps(rec.to_dict()))),
                        at_table.budget)
    assert again == review and again.to_dict() == review.to_dict()


def test_review_in_slices_equals_review_at_once(at_table: Reviewed) -> None:
    job = Reviewing(at_table.rec, at_table.budget)
    fractions = [job.fraction]
    while not job.step(0.0):  # one unit per step
        fractions.append(job.fraction)
    assert job.result == at_table.review
    assert fractions == sorted(fractions) and fractions[0] == 0.0 and job.fraction == 1.0
    assert job.steps > len(at_table.review.decisions)


def test_verdict_and_curve_are_data(at_table: Reviewed) -> None:
    review = at_table.review
    v = review.verdict()
    assert v.lost == pytest.approx(sum(d.cost for d in review.decisions))
    assert v.decisions == len(review.decisions)
    order = review.by_cost()
    assert [d.cost for d in order] == sorted((d.cost for d in order), reverse=True)
    if v.biggest is not None:
        assert v.biggest is order[0] and v.biggest.cost > 0
    curve = review.curve()
    assert [p.number for p in curve] == [d.number for d in review.decisions]
    assert all(p.best >= p.chosen for p in curve)
    assert review.result in RESULTS[at_table.table]
    assert review.result == v.result == _signed_game_points(at_table.rec)
    json.dumps(review.to_dict())  # plain data for the page


def test_the_result_is_the_deals_game_points_for_the_player() -> None:
    # Three players, every seat in turn: the result is the deal's game points won or paid.
    seen = set()
    for deal in range(20, 32):
        rec = sharp_record(deal, deal % 3, seat=deal % 3)
        want = _signed_game_points(rec)
        review = review_deal(rec, Budget3(worlds=2, enumerate_limit=2, candidates=4))
        assert review.result == want and review.verdict().result == want
        seen.add((want > 0) - (want < 0))
    assert seen >= {-1, 1}


def test_the_default_budget_is_the_experts_and_budgets_do_not_mix(reviewed3) -> None:
    # Reviewed at three players (a review at the default budget is slow at two); a
    # budget of the other table is refused both ways.
    rec, _ = reviewed3
    review = review_deal(rec)
    assert review.budget == Budget3() and review.decisions
    d = review.decisions[0]
    s = rec.states()[d.index]
    assert d.expert == choose_expert3(s.view(0))  # the Expert's own play, from the view
    with pytest.raises(TypeError):
        review_deal(rec, Budget())
    with pytest.raises(TypeError):
        review_deal(play_record(3, "sharp", "sharp"), SMALL3)


@pytest.mark.parametrize("rules", ["traditional", "schnapsen", "simple", "three"])
def test_no_summary_says_more_was_lost_than_the_gap_at_any_table(rules: str) -> None:
    from game.web.review.review_words import summary_lines
    from game.words import Words
    from tests.test_review_board import numbers_said

    seen_reached = seen_gap = False
    for deal in range(1, 5):
        if rules == "three":
            rec, budget = sharp_record(deal), SMALL3
        else:
            rec, budget = play_record(deal, "sharp", "sharp", rules), SMALL
        review = review_deal(rec, budget)
        v = review.verdict()
        best = max(max(d.known.values()) for d in review.decisions)
        assert review.result <= v.reachable <= review.swing and v.reachable <= max(
            best, review.result)
        assert 0.0 <= v.charged <= min(v.gap, v.lost) + 1e-9
        if review.result == review.swing:
            assert v.reached and v.charged == 0.0
        text = " ".join(summary_lines(Words(), review, rec))
        assert all(n <= v.gap + 0.05 for n in numbers_said(text)), text
        seen_reached |= v.reached
        seen_gap |= not v.reached and v.lost > v.gap  # the costs added up pass the gap
    assert seen_reached and seen_gap


# -- the command line ------------------------------------------------------------------
def test_cli_prints_the_table_for_a_saved_record(tmp_path, reviewed) -> None:
    rec, _ = reviewed
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(rec.to_dict()))
    out = io.StringIO()
    assert cli_main([str(path), "--json"], out) == 0
    printed = json.loads(out.getvalue())
    assert printed == review_deal(rec).to_dict()  # the CLI's review: the default budget
    out = io.StringIO()
    assert cli_main([str(path)], out) == 0
    text = out.getvalue()
    assert "deal result" in text and "the table's costs added up" in text
    assert len([ln for ln in text.splitlines() if ln[:3].strip().isdigit()]) == len(
        printed["decisions"])


def test_cli_says_a_deal_played_for_the_most_cost_nothing() -> None:
    out = io.StringIO()  # deal 48, Sharp against Sharp: +3 (see test_review_board.py)
    assert cli_main(["--deal-seed", "48", "--level", "sharp"], out) == 0
    head = out.getvalue().splitlines()[1]
    assert head.startswith("deal result +3, the most this deal could give; the choices risked")
    assert "made up for them" in head and "lost" not in head


def test_cli_reviews_a_three_player_record(tmp_path) -> None:
    path = tmp_path / "deal.json"
    out = io.StringIO()
    assert cli_main(["--deal-seed", "4", "--rules", "three", "--level", "sharp", "--save",
                     str(path)], out) == 0
    assert "Deal review (three, seed 4" in out.getvalue()
    out = io.StringIO()
    assert cli_main([str(path), "--json"], out) == 0
    data = json.loads(out.getvalue())
    assert data["decisions"] and all(d["kind"] == "card" for d in data["decisions"])


def test_cli_refuses_a_damaged_record(tmp_path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"version": 1, "rules": "three"}')
    assert cli_main([str(path)], io.StringIO()) == 2
