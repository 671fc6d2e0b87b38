"""Deal review: costs, the Expert's own choices, determinism, records."""

from __future__ import annotations

import io
import itertools
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from game import from_position
from game.ai import choose
from game.ai.expert import choose_expert
from game.ai.thinking import finish
from game.ai.three.expert import choose_expert3
from game.engine.deal import State, new_deal
from game.engine.three.state import State3
from game.review import (
    DealRecord,
    DealRecordError,
    Review,
    Reviewing,
    record_of,
    review_deal,
    review_position,
)
from game.review.cli import main as cli_main
from game.review.engine import (
    decision_points,
    decision_seed,
    known_work,
    sampled_only,
    sampled_work,
)
from game.review.engine3 import known3_work, sampled3_work
from game.review.record import KEEP, keep, records_from_text, records_to_text
from tests.helpers import SMALL, SMALL3, gentle_record, position, state
from tests.test_sampling import hidden_reshuffled, random_states
from tests.test_three_expert import random_states as random_states3
from tests.test_three_expert import redealt

# What the review does alike for two and three players is checked at both tables.
over_tables = pytest.mark.parametrize("table", ["two", "three"])


def reviewed_at(table: str, request: pytest.FixtureRequest) -> tuple[DealRecord, Review]:
    return request.getfixturevalue("reviewed" if table == "two" else "reviewed3")


# -- costs -----------------------------------------------------------------------------
def test_costs_are_never_negative(reviewed) -> None:
    rec, review = reviewed
    assert review.decisions, "a deal has decisions to review"
    for d in review.decisions:
        assert d.cost >= 0 and d.cost_known >= 0
        assert d.choice in d.ev and d.expert in d.ev and d.choice in d.known
        assert d.cost == pytest.approx(max(0.0, d.ev[d.expert] - d.ev[d.choice]))
        assert d.cost_known == pytest.approx(max(d.known.values()) - d.known[d.choice])
        assert rec.actions[d.index] == d.choice
        assert d.kind == ("card" if len(d.choice) == 2 else d.choice)
    assert [d.number for d in review.decisions] == list(range(1, len(review.decisions) + 1))


def test_simple_rules_are_reviewed_too() -> None:
    review = review_deal(gentle_record(4, "simple"), 1, SMALL)
    assert review.decisions and all(d.cost >= 0 and d.cost_known >= 0 for d in review.decisions)
    assert not {"close", "exchange", "draw"} & {a for d in review.decisions for a in d.ev}


# Per table: the deal (seed, rules), the review seed, the budget, the Expert, and how
# the other moves are made (two players: the other seat is an Expert too; a forced
# move of seat 0 is its only action).
OWN_CHOICES = {
    "two": (21, "traditional", 5, SMALL, choose_expert,
            lambda s: s.legal_actions()[0] if s.to_move == 0 else choose_expert(
                s.view(1), 99, SMALL)),
    "three": (31, "three", 6, SMALL3, choose_expert3, lambda s: choose(s, "sharp")),
}


@over_tables
def test_the_experts_own_choices_cost_nothing(table: str) -> None:
    deal_seed, rules, seed, budget, expert, others = OWN_CHOICES[table]
    start = s = new_deal(deal_seed, rules, dealer=1)
    actions: list[str] = []
    while s.outcome is None:
        if s.to_move == 0 and len(s.legal_codes()) > 1:
            a = expert(s.view(0), decision_seed(seed, len(actions)), budget)
        else:
            a = others(s)
        actions.append(a)
        s = s.apply(a)
    review = review_deal(record_of(start, actions, 0, seed=deal_seed), seed, budget)
    assert review.decisions
    for d in review.decisions:
        assert d.choice == d.expert and d.cost == 0.0
    assert review.verdict().biggest is None and review.verdict().lost == 0.0


def test_an_obvious_blunder_costs_with_all_cards_known() -> None:
    # Stock gone, hearts trump. Leading the last trump (the ace) lets the opponent
    # run its spades: -1 instead of +1. The 9S lead keeps the ace to ruff the ten.
    s = state([["AH", "9S", "JD"], ["AS", "TS", "9D"]], "QH", stock=[], filler=1)
    blunder = review_position(s, "AH", seed=1)
    assert blunder.phase == 2
    assert blunder.known["AH"] == -1.0 and blunder.known_best != "AH"
    assert blunder.cost_known == 2.0
    assert blunder.cost == 2.0 and blunder.expert != "AH"  # the player could see it too
    good = review_position(s, "9S", seed=1)
    assert good.cost == 0.0 and good.cost_known == 0.0


def test_going_out_or_not_is_a_decision_too() -> None:
    # Manual going out, 69 points on lead: the Expert goes out; playing on wins the
    # same 2 game points here, so it costs nothing.
    s = from_position(position(
        [["AH", "9S", "JD"], ["AS", "TS", "9D"]], "QH", stock=[],
        won=[["AC", "TC", "KC", "QC", "AD", "TD", "KD", "QD", "TH", "QH"],
             ["JC", "9C", "9H", "JH", "KH", "KS", "QS", "JS"]], options={"auto_out": False}))
    d = review_position(s, "AH", seed=1)
    assert d.expert == "out" and d.ev["out"] == 2.0 and d.cost == 0.0 and d.cost_known == 0.0
    assert review_position(s, "out", seed=1).cost == 0.0


def test_a_bad_bet_and_bad_luck_are_told_apart(reviewed) -> None:
    _, review = reviewed
    # Over a whole deal the two columns differ somewhere (sampled vs all known).
    assert any(abs(d.cost - d.cost_known) > 0.01 for d in review.decisions)


def _choices(states: list[Any], seeds: Iterator[int]) -> Iterator[tuple[Any, int]]:
    """(view of the player to move, the next seed) for each state with a choice to make."""
    for s in states:
        view = s.view(s.to_move)
        if len(view.legal) > 1:
            yield view, next(seeds)


def _drawn(rng_seed: int) -> Iterator[int]:
    rng = random.Random(rng_seed)
    while True:
        yield rng.randrange(1000)


# Per table: the states, their seeds, the sampled half, the Expert, the budget, and how
# many of the states at least have a choice to make.
EXPERT_PICKS = {
    "two": (lambda: random_states(12, 31), lambda: _drawn(4), sampled_work, choose_expert,
            SMALL, 6),
    "three": (lambda: random_states3(10, 23), itertools.count, sampled3_work, choose_expert3,
              SMALL3, 5),
}


@over_tables
def test_review_picks_exactly_what_the_expert_picks(table: str) -> None:
    states, seeds, sampled, expert, budget, at_least = EXPERT_PICKS[table]
    checked = 0
    for view, seed in _choices(states(), seeds()):
        assert finish(sampled(view, seed, budget)).expert == expert(view, seed, budget)
        checked += 1
    assert checked >= at_least


# Per table: the states, the seed of another deal of the cards hidden from the player
# to move and that deal, the sampled half (from a view) and the all-known half (from a
# state and its player to move) of a decision.
HIDDEN = {
    "two": (lambda: random_states(10, 77), 8, hidden_reshuffled,
            lambda view: sampled_only(view, 3, SMALL),
            lambda s, seat: finish(known_work(s.core.copy()))),
    "three": (lambda: random_states3(12, 41, plays=(3, 14)), 5, redealt,
              lambda view: finish(sampled3_work(view, 2, SMALL3)),
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


# -- determinism and slices ----------------------------------------------------------
def test_same_record_and_seed_give_the_same_review(reviewed) -> None:
    rec, review = reviewed
    again = review_deal(DealRecord.from_dict(json.loads(json.dumps(rec.to_dict()))), 3, SMALL)
    assert again == review and again.to_dict() == review.to_dict()


def test_review_in_slices_equals_review_at_once(reviewed) -> None:
    rec, review = reviewed
    job = Reviewing(rec, 3, SMALL)
    fractions = [job.fraction]
    while not job.step(0.0):  # one unit per step
        fractions.append(job.fraction)
    assert job.result == review
    assert fractions == sorted(fractions) and fractions[0] == 0.0 and job.fraction == 1.0
    assert job.steps > len(review.decisions)


def test_verdict_and_curve_are_data(reviewed) -> None:
    _, review = reviewed
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
    assert review.result in (-3, -2, -1, 0, 1, 2, 3)
    json.dumps(review.to_dict())  # plain data for the page


def test_only_real_decisions_are_reviewed(reviewed) -> None:
    rec, _ = reviewed
    points = decision_points(rec)
    for _, s in points:
        assert s.to_move == rec.seat and len(s.legal_codes()) > 1
    other = record_of(rec.start(), rec.actions, 1, seed=rec.seed)  # the other seat's view
    theirs = decision_points(other)
    assert theirs and all(s.to_move == 1 for _, s in theirs)
    assert {i for i, _ in theirs}.isdisjoint(i for i, _ in points)


def test_schnapsen_deals_are_reviewed_and_recorded() -> None:
    """docs/RULES.md §7: a Schnapsen record (seed or 20-card deck) replays, round-trips and is
    reviewed; a nine in its deck is refused by name."""
    rec = gentle_record(4, "schnapsen")
    assert rec.rules.preset == "schnapsen" and rec.final().is_over
    review = review_deal(rec, 1, SMALL)
    assert review.decisions and all(d.cost >= 0 and d.cost_known >= 0 for d in review.decisions)
    assert DealRecord.from_text(json.dumps(rec.to_dict())) == rec
    by_deck = record_of(rec.start(), rec.actions, rec.seat)
    assert by_deck.deck is not None and len(by_deck.deck) == 20
    again = DealRecord.from_dict(by_deck.to_dict())
    assert again.final() == rec.final()
    bad = by_deck.to_dict()
    bad["deck"] = [("9" + c[1]) if c[0] == "J" and c[1] == "S" else c for c in bad["deck"]]
    with pytest.raises(DealRecordError, match="9S"):
        DealRecord.from_dict(bad)
    bad["deck"] = bad["deck"][:-1]
    with pytest.raises(DealRecordError, match="20 cards"):
        DealRecord.from_dict(bad)


# -- the record ------------------------------------------------------------------------
@over_tables
def test_record_round_trip_with_seed_and_with_deck(table: str, request) -> None:
    rec, _ = reviewed_at(table, request)
    players, preset, kind = {"two": (2, "traditional", State), "three": (3, "three", State3)}[
        table]
    assert rec.players == players and rec.rules.preset == preset
    back = DealRecord.from_text(json.dumps(rec.to_dict()))
    assert back == rec and back.final() == rec.final()
    assert back.final().outcome == rec.final().outcome
    start = rec.start()
    assert isinstance(start, kind) and back.start() == start
    assert start == new_deal(rec.seed, preset, dealer=rec.dealer)
    by_deck = record_of(start, rec.actions, rec.seat)
    assert by_deck.seed is None and by_deck.position is None and len(by_deck.deck or ()) == 24
    again = DealRecord.from_dict(json.loads(json.dumps(by_deck.to_dict())))
    assert again == by_deck and again.start() == start and again.final() == rec.final()
    assert again.final().outcome == rec.final().outcome
    with pytest.raises(DealRecordError):
        record_of(start, rec.actions, rec.seat, seed=rec.seed + 1)  # not that seed's deal


def test_record_keeps_options_and_spells_actions_one_way(reviewed) -> None:
    rec, _ = reviewed
    d = rec.to_dict()
    d["options"] = {"target": 8, "close_scoring": "at_close"}
    d["actions"] = [a.lower() for a in d["actions"]]
    back = DealRecord.from_dict(d)
    assert back.rules.target == 8 and back.rules.close_scoring == "at_close"
    assert back.actions == rec.actions


def _hostile(rec: DealRecord) -> list[object]:
    good = rec.to_dict()

    def w(**kw):
        d = dict(good)
        for k, v in kw.items():
            if v is ...:
                d.pop(k, None)
            else:
                d[k] = v
        return d

    deck = [c for c in rec.start().hand(0)] * 4
    return [
        None, [], "text", 7,
        w(version=2), w(version=True), w(version=...), w(extra=1),
        w(rules="three"), w(rules="chess"), w(rules=...), w(options=[]),
        w(options={"target": 7.0}), w(options={"auto_out": 1}), w(options={"colour": 1}),
        w(options={"close_scoring": "never"}),
        w(dealer=2), w(dealer=True), w(seat=-1), w(seat="0"),
        w(seed=-1), w(seed=True), w(seed=2**60), w(seed=1.5), w(seed=...),
        w(deck=deck), w(seed=..., deck=deck), w(seed=..., deck=["AS"] * 24),
        w(seed=..., deck="AS"), w(seed=..., deck=[1] * 24),
        w(actions=[]), w(actions="AS"), w(actions=["AS"] * 65), w(actions=[1]),
        w(actions=["x" * 100]), w(actions=["fly"]),
        w(actions=good["actions"][:-1]),  # stops before the end
        w(actions=good["actions"] + ["AS"]),  # after the end
        w(actions=[good["actions"][1]] + good["actions"][1:]),  # an illegal action
        w(level="god"), w(level=3),
    ]


def test_hostile_records_are_refused(reviewed) -> None:
    rec, _ = reviewed
    for bad in _hostile(rec):
        with pytest.raises(DealRecordError):
            DealRecord.from_dict(bad)
    assert issubclass(DealRecordError, ValueError)


def test_hostile_record_texts_are_refused() -> None:
    for text in ("", "{", "[" * 100 + "]" * 100, "x" * 9000, None, '{"version": NaN}',
                 '{"version": 1e999}', '{"version": ' + "9" * 40 + "}"):
        with pytest.raises(DealRecordError):
            DealRecord.from_text(text)


# -- the command line ------------------------------------------------------------------
def test_cli_prints_the_table_for_a_saved_record(tmp_path, reviewed) -> None:
    rec, _ = reviewed
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(rec.to_dict()))
    out = io.StringIO()
    assert cli_main([str(path), "--seed", "3", "--json"], out) == 0
    printed = json.loads(out.getvalue())
    assert printed == review_deal(rec, 3).to_dict()  # the CLI's review: the default budget
    out = io.StringIO()
    assert cli_main([str(path), "--seed", "3"], out) == 0
    text = out.getvalue()
    assert "game points lost in decisions" in text
    assert len([ln for ln in text.splitlines() if ln[:3].strip().isdigit()]) == len(
        printed["decisions"])


def test_cli_refuses_a_damaged_record(tmp_path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"version": 1, "rules": "three"}')
    assert cli_main([str(path)], io.StringIO()) == 2


def test_the_last_twenty_deals_are_kept(reviewed) -> None:
    rec, _ = reviewed
    other = gentle_record(8)
    kept: list[DealRecord] = []
    for i in range(KEEP + 3):
        kept = keep(kept, rec if i % 2 else other)
    assert len(kept) == KEEP and kept[-1] == other
    back, refused = records_from_text(records_to_text(kept))
    assert back == kept and refused == []
    damaged = json.loads(records_to_text(kept[:3]))
    damaged[1]["actions"] = damaged[1]["actions"][:-1]
    back, refused = records_from_text(json.dumps(damaged))
    assert back == [kept[0], kept[2]] and len(refused) == 1 and "kept deal 2" in refused[0]
    for bad in ("{}", "[" * 50, None, "x" * (KEEP * 8192 + 1)):
        assert records_from_text(bad)[0] == []
