"""Deal review for three players, and records of deals started from a position link.
What the review does alike for two and three players is tested in test_review.py."""

from __future__ import annotations

import copy
import io
import json

import pytest

from game import from_position
from game.ai import choose
from game.ai.expert import Budget
from game.ai.three.expert import Budget3, choose_expert3
from game.engine import cards
from game.engine.deal import new_deal
from game.engine.three.state import new_deal3
from game.review import (
    DealRecord,
    DealRecordError,
    Reviewing,
    record_of,
    records_from_text,
    records_to_text,
    review_deal,
    review_position,
)
from game.review.cli import main as cli_main
from game.review.cli import play_record
from game.review.engine import decision_points, decision_seed
from game.review.record import MAX_TEXT
from tests.helpers import SMALL, SMALL3, sharp_record, state3


# -- the record --------------------------------------------------------------------------
def test_the_deck_deals_every_dealer_back() -> None:
    for dealer in range(3):
        start = new_deal3(40 + dealer, "three", dealer)
        rec = DealRecord.from_dict({**sharp_record(40 + dealer, dealer).to_dict()})
        by_deck = record_of(start, rec.actions, 1)
        assert by_deck.start() == start and by_deck.start().trump_card == by_deck.deck[23]


def test_bad_three_player_records_are_refused(reviewed3) -> None:
    rec, _ = reviewed3
    good = rec.to_dict()
    deck = list(record_of(rec.start(), rec.actions, 0).deck or ())

    def refused(**change) -> str:
        d = copy.deepcopy(good)
        for k, v in change.items():
            if v is None:
                d.pop(k, None)
            else:
                d[k] = v
        with pytest.raises(DealRecordError) as e:
            DealRecord.from_dict(d)
        return str(e.value)

    assert "seat" in refused(seat=3)
    assert "dealer" in refused(dealer=3)
    assert "dealer" in refused(dealer=-1)
    assert "not legal" in refused(actions=[good["actions"][1], *good["actions"][1:]])
    assert "before the deal ended" in refused(actions=good["actions"][:-1])
    assert "after the deal ended" in refused(actions=[*good["actions"], "AS"])
    assert "24 cards" in refused(seed=None, deck=deck[:23])
    assert "once" in refused(seed=None, deck=[deck[0], *deck[1:]][:23] + [deck[0]])
    assert "not a card" in refused(seed=None, deck=[*deck[:23], "ZZ"])
    assert "one of a seed" in refused(deck=deck)  # seed and deck
    assert "option" in refused(options={"closing": False})
    # a two-player record has no seat 2
    two = play_record(3, "sharp", "sharp").to_dict()
    with pytest.raises(DealRecordError, match="seat"):
        DealRecord.from_dict({**two, "seat": 2})
    with pytest.raises(DealRecordError, match="dealer"):
        DealRecord.from_dict({**two, "dealer": 2})


def test_an_old_two_player_record_loads_unchanged() -> None:
    # Written by the version before three players and positions were recorded.
    old = {"version": 1, "rules": "traditional", "options": {}, "dealer": 1, "seat": 0,
           "actions": list(play_record(9, "sharp", "sharp").actions), "seed": 9,
           "level": "sharp"}
    rec = DealRecord.from_text(json.dumps(old))
    assert rec.players == 2 and rec.position is None and rec.to_dict() == old
    assert rec.start() == new_deal(9, "traditional", dealer=1)


def test_tricks_show_every_seats_hand_as_the_engine_had_it(reviewed3) -> None:
    rec, _ = reviewed3
    frames = rec.tricks()
    assert [f.number for f in frames] == list(range(1, 9))
    at_lead = [s for s in rec.states() if not s.table and not s.is_over]
    assert len(at_lead) == 8
    for f, s in zip(frames, at_lead):
        assert len(f.hands) == 3 and f.hands == tuple(tuple(s.hand(p)) for p in range(3))
        assert f.leader == s.leader and f.stock is None and f.trump == s.trump
        assert [len(h) for h in f.hands] == [9 - f.number] * 3
    assert frames[-1].winner == rec.final().core.last[2]
    won = rec.final().core.won
    for p in range(3):
        assert sorted(c for f in frames if f.winner == p for c in f.cards) == \
            sorted(cards.text(c) for c in won[p])


def test_kept_deals_mix_two_and_three_players(reviewed3) -> None:
    rec, _ = reviewed3
    two = play_record(3, "sharp", "sharp")
    good, refused = records_from_text(records_to_text([two, rec]))
    assert good == [two, rec] and refused == []


# -- the review -----------------------------------------------------------------------
def test_decisions_are_exactly_the_players_choices_of_a_card(reviewed3) -> None:
    rec, review = reviewed3
    states = rec.states()
    want = [i for i, s in enumerate(states[:-1]) if s.to_move == 0 and len(s.legal_codes()) > 1]
    assert want and [d.index for d in review.decisions] == want
    assert [d.number for d in review.decisions] == list(range(1, len(want) + 1))
    for d in review.decisions:
        s = states[d.index]
        assert d.kind == "card" and d.choice == rec.actions[d.index]
        assert set(d.ev) == set(d.known) == set(s.legal_actions())
        assert d.trick == s.core.ntricks + 1 and d.phase in (1, 2)
        assert d.cost >= 0 and d.cost_known >= 0
        assert d.cost == pytest.approx(max(0.0, d.ev[d.expert] - d.ev[d.choice]))
        assert d.cost_known == pytest.approx(max(d.known.values()) - d.known[d.choice])
        assert d.known[d.known_best] == max(d.known.values())
    # the last decisions are searched exactly (few cards left), the first are not
    assert review.decisions[-1].phase == 2 and review.decisions[0].phase == 1
    for seat in (1, 2):  # another seat's decisions are its own
        other = decision_points(record_of(rec.start(), rec.actions, seat, seed=rec.seed))
        assert other and all(s.to_move == seat for _, s in other)


def test_an_obvious_blunder_costs_with_all_cards_known() -> None:
    # Seat 0 leads, two cards each. The ace of trumps first draws the trumps and the
    # ace of clubs takes the last trick: 68 and the deal (3 + 1 from the others). The
    # ace of clubs first is trumped and nobody reaches 66: a replay, 0.
    hands = [["AH", "AC"], ["JH", "9C"], ["KD", "9H"]]
    won = [["AS", "TS", "KS", "QS", "JS", "9D"], ["TC", "KC", "QC", "JC", "AD", "9S"],
           ["TD", "QD", "JD", "TH", "KH", "QH"]]
    s = state3(hands, "JH", dealer=1, won=won)
    blunder = review_position(s, "AC", seed=1, budget=SMALL3)
    assert blunder.phase == 2 and blunder.known_best == "AH" and blunder.expert == "AH"
    assert int(blunder.known["AH"]) == 4 and int(blunder.known["AC"]) == 0
    assert blunder.cost_known > 4.0 and blunder.cost > 1.0  # a bet from the view: less sure
    good = review_position(s, "AH", seed=1, budget=SMALL3)
    assert good.cost == 0.0 and good.cost_known == 0.0


def test_the_result_is_the_deals_game_points_for_the_player() -> None:
    seen = set()
    for deal in range(20, 32):
        rec = sharp_record(deal, deal % 3, seat=deal % 3)
        oc = rec.final().outcome
        want = 0 if oc.winner is None else (oc.game_points if oc.winner == rec.seat
                                            else -oc.game_points)
        review = review_deal(rec, 0, Budget3(worlds=2, enumerate_limit=2, candidates=4))
        assert review.result == want and review.verdict().result == want
        seen.add((want > 0) - (want < 0))
    assert seen >= {-1, 1}


def test_same_record_and_seed_same_review_and_slices_change_nothing(reviewed3) -> None:
    rec, review = reviewed3
    again = review_deal(DealRecord.from_dict(json.loads(json.dumps(rec.to_dict()))), 4, SMALL3)
    assert again == review and again.to_dict() == review.to_dict()
    job = Reviewing(rec, 4, SMALL3)
    fractions = [job.fraction]
    while not job.step(0.0):
        fractions.append(job.fraction)
    assert job.result == review and fractions == sorted(fractions) and job.fraction == 1.0
    curve = review.curve()
    assert [p.number for p in curve] == [d.number for d in review.decisions]
    assert all(p.best >= p.chosen for p in curve)
    json.dumps(review.to_dict())


def test_the_default_budget_is_the_experts_and_budgets_do_not_mix(reviewed3) -> None:
    rec, _ = reviewed3
    review = review_deal(rec, 0)
    assert review.budget == Budget3() and review.decisions
    d = review.decisions[0]
    s = rec.states()[d.index]
    assert d.expert == choose_expert3(s.view(0), decision_seed(0, d.index))
    with pytest.raises(TypeError):
        review_deal(rec, 0, Budget())
    with pytest.raises(TypeError):
        review_deal(play_record(3, "sharp", "sharp"), 0, SMALL3)


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


# -- deals started from a position link ------------------------------------------------
def _from_position(s, plays: int) -> tuple[dict, object, list[str]]:
    """The position after ``plays`` Sharp actions, its state, and the rest of the deal."""
    for _ in range(plays):
        s = s.apply(choose(s, "sharp"))
    pos = s.to_position()
    start = from_position(pos)
    actions: list[str] = []
    while s.outcome is None:
        a = choose(s, "sharp")
        actions.append(a)
        s = s.apply(a)
    return pos, start, actions


@pytest.mark.parametrize("deal", [lambda: new_deal(3, "traditional", dealer=1),
                                  lambda: new_deal3(3, "three", 2)], ids=["two", "three"])
def test_a_position_record_round_trips_and_is_reviewed(deal) -> None:
    pos, start, actions = _from_position(deal(), 7)
    players = start.players
    budget = SMALL3 if players == 3 else SMALL
    rec = record_of(start, actions, 0, position=pos, level="sharp")
    assert rec.seed is None and rec.deck is None and rec.position is not None
    assert record_of(start, actions, 0, level="sharp") == rec  # found by itself
    text = json.dumps(rec.to_dict())
    assert len(text) < MAX_TEXT
    back = DealRecord.from_text(text)
    assert back == rec and back.start() == start and back.players == players
    assert back.to_dict()["position"] == start.to_position()
    frames = back.tricks()
    first = start.core.ntricks + 1
    assert first > 1 and [f.number for f in frames] == list(range(first, first + len(frames)))
    assert all(len(f.hands) == players for f in frames)
    review = review_deal(back, 1, budget)
    assert review == review_deal(rec, 1, budget)
    assert review.decisions and all(0 <= d.index < len(actions) for d in review.decisions)
    assert all(d.trick >= first and d.cost >= 0 for d in review.decisions)


def test_bad_position_records_are_refused() -> None:
    pos, start, actions = _from_position(new_deal3(8, "three", 0), 4)
    good = record_of(start, actions, 1, position=pos).to_dict()
    with pytest.raises(DealRecordError, match="one of a seed"):
        DealRecord.from_dict({**good, "seed": 8})
    with pytest.raises(DealRecordError, match="start position"):
        DealRecord.from_dict({**good, "position": {**good["position"], "hands": [[], [], []]}})
    with pytest.raises(DealRecordError, match="object"):
        DealRecord.from_dict({**good, "position": "AS"})
    with pytest.raises(DealRecordError, match="rules"):
        DealRecord.from_dict({**good, "rules": "traditional", "dealer": 0, "seat": 0})
    with pytest.raises(DealRecordError, match="dealer"):
        DealRecord.from_dict({**good, "dealer": 1})
    with pytest.raises(DealRecordError, match="not legal"):
        DealRecord.from_dict({**good, "actions": good["actions"][1:]})
    with pytest.raises(DealRecordError, match="does not start from that position"):
        record_of(new_deal3(8, "three", 0), actions, 1, position=pos)
    with pytest.raises(DealRecordError):
        record_of(start, actions, 1, seed=8, position=pos)
