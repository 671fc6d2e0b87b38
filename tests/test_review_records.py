"""Deal records (game.review.record): the round trip by seed, deck and start position, the
records refused, the kept deals. What a record does alike at every table runs at two and
three players (the fixture ``at_table``, or ``over_tables``); a test about one table's
record says which."""

from __future__ import annotations

import copy
import json

import pytest

from game import from_position
from game.ai import choose
from game.engine import cards
from game.engine.deal import State, new_deal
from game.engine.three.state import State3
from game.review import (
    DealRecord,
    DealRecordError,
    record_of,
    review_deal,
)
from game.review.cli import play_record
from game.review.record import KEEP, MAX_TEXT, keep, records_from_text, records_to_text
from tests.conftest import Reviewed
from tests.helpers import SMALL, SMALL3, gentle_record, sharp_record

over_tables = pytest.mark.parametrize("table", ["two", "three"])

# Per table: the preset, the class of its states, and another table's preset.
PRESETS = {"two": ("traditional", State, "three"), "three": ("three", State3, "traditional")}


# -- the round trip ------------------------------------------------------------------------
def test_record_round_trip_with_seed_and_with_deck(at_table: Reviewed) -> None:
    rec = at_table.rec
    preset, kind, _ = PRESETS[at_table.table]
    assert rec.players == {"two": 2, "three": 3}[at_table.table] and rec.rules.preset == preset
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


def test_record_keeps_options_and_spells_actions_one_way(at_table: Reviewed) -> None:
    rec = at_table.rec
    d = rec.to_dict()
    d["options"] = {"target": 8, "close_scoring": "at_close"}
    d["actions"] = [a.lower() for a in d["actions"]]
    back = DealRecord.from_dict(d)
    assert back.rules.target == 8 and back.rules.close_scoring == "at_close"
    assert back.actions == rec.actions


def test_the_deck_deals_every_dealer_back() -> None:
    # Three players: the deck is dealt one card at a time from the dealer's left, and the
    # dealer's last card is the turned trump.
    for dealer in range(3):
        start = new_deal(40 + dealer, "three", dealer)
        rec = DealRecord.from_dict({**sharp_record(40 + dealer, dealer).to_dict()})
        by_deck = record_of(start, rec.actions, 1)
        assert by_deck.start() == start and by_deck.start().trump_card == by_deck.deck[23]


def test_an_old_two_player_record_loads_unchanged() -> None:
    # Written by the version before three players and positions were recorded.
    old = {"version": 1, "rules": "traditional", "options": {}, "dealer": 1, "seat": 0,
           "actions": list(play_record(9, "sharp", "sharp").actions), "seed": 9,
           "level": "sharp"}
    rec = DealRecord.from_text(json.dumps(old))
    assert rec.players == 2 and rec.position is None and rec.to_dict() == old
    assert rec.start() == new_deal(9, "traditional", dealer=1)


def test_schnapsen_deals_are_reviewed_and_recorded() -> None:
    """docs/RULES.md §7: a Schnapsen record (seed or 20-card deck) replays, round-trips and is
    reviewed; a nine in its deck is refused by name."""
    rec = gentle_record(4, "schnapsen")
    assert rec.rules.preset == "schnapsen" and rec.final().is_over
    review = review_deal(rec, SMALL)
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


def test_tricks_show_every_seats_hand_as_the_engine_had_it(reviewed3) -> None:
    # Three players: eight tricks from an empty stock, every seat's hand at each lead.
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


# -- records refused -----------------------------------------------------------------------
def test_bad_records_are_refused_and_say_why(at_table: Reviewed) -> None:
    rec = at_table.rec
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

    assert "seat" in refused(seat=rec.players)  # no seat 2 at two players, no seat 3 at three
    assert "dealer" in refused(dealer=rec.players)
    assert "dealer" in refused(dealer=-1)
    assert "not legal" in refused(actions=[good["actions"][1], *good["actions"][1:]])
    assert "before the deal ended" in refused(actions=good["actions"][:-1])
    assert "after the deal ended" in refused(actions=[*good["actions"], "AS"])
    assert "24 cards" in refused(seed=None, deck=deck[:23])
    assert "once" in refused(seed=None, deck=[deck[0], *deck[1:]][:23] + [deck[0]])
    assert "not a card" in refused(seed=None, deck=[*deck[:23], "ZZ"])
    assert "one of a seed" in refused(deck=deck)  # seed and deck
    assert "option" in refused(options={"closing": False})


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
    other_rules = PRESETS["two" if rec.players == 2 else "three"][2]
    return [
        None, [], "text", 7,
        w(version=2), w(version=True), w(version=...), w(extra=1),
        w(rules=other_rules), w(rules="chess"), w(rules=...), w(options=[]),
        w(options={"target": 7.0}), w(options={"auto_out": 1}), w(options={"colour": 1}),
        w(options={"close_scoring": "never"}),
        w(dealer=rec.players), w(dealer=True), w(seat=-1), w(seat="0"),
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


def test_hostile_records_are_refused(at_table: Reviewed) -> None:
    for bad in _hostile(at_table.rec):
        with pytest.raises(DealRecordError):
            DealRecord.from_dict(bad)
    assert issubclass(DealRecordError, ValueError)


def test_hostile_record_texts_are_refused() -> None:
    for text in ("", "{", "[" * 100 + "]" * 100, "x" * 9000, None, '{"version": NaN}',
                 '{"version": 1e999}', '{"version": ' + "9" * 40 + "}"):
        with pytest.raises(DealRecordError):
            DealRecord.from_text(text)


# -- the kept deals ------------------------------------------------------------------------
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


def test_kept_deals_mix_two_and_three_players(reviewed3) -> None:
    rec, _ = reviewed3
    two = play_record(3, "sharp", "sharp")
    good, refused = records_from_text(records_to_text([two, rec]))
    assert good == [two, rec] and refused == []


# -- deals started from a position link ------------------------------------------------
def _from_position(s, plays: int) -> tuple[dict, object, list[str]]:
    """The position after ``plays`` Sharp actions, its state, and the rest of the deal."""
    for _ in range(plays):
        s = s.apply(choose(s, "sharp", seed=0))
    pos = s.to_position()
    start = from_position(pos)
    actions: list[str] = []
    while s.outcome is None:
        a = choose(s, "sharp", seed=len(actions))
        actions.append(a)
        s = s.apply(a)
    return pos, start, actions


@pytest.mark.parametrize("deal", [lambda: new_deal(3, "traditional", dealer=1),
                                  lambda: new_deal(3, "three", 2)], ids=["two", "three"])
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
    review = review_deal(back, budget)
    assert review == review_deal(rec, budget)
    assert review.decisions and all(0 <= d.index < len(actions) for d in review.decisions)
    assert all(d.trick >= first and d.cost >= 0 for d in review.decisions)


# Per table: the deal a position is taken from (after four Sharp actions).
POSITION_DEALS = {"two": lambda: new_deal(8, "traditional", dealer=0),
                  "three": lambda: new_deal(8, "three", 0)}


@over_tables
def test_bad_position_records_are_refused(table: str) -> None:
    deal = POSITION_DEALS[table]
    pos, start, actions = _from_position(deal(), 4)
    good = record_of(start, actions, 1, position=pos).to_dict()
    assert good["dealer"] == 0
    with pytest.raises(DealRecordError, match="one of a seed"):
        DealRecord.from_dict({**good, "seed": 8})
    with pytest.raises(DealRecordError, match="start position"):
        DealRecord.from_dict({**good, "position": {**good["position"],
                                                   "hands": [[]] * start.players}})
    with pytest.raises(DealRecordError, match="object"):
        DealRecord.from_dict({**good, "position": "AS"})
    with pytest.raises(DealRecordError, match="rules"):
        DealRecord.from_dict({**good, "rules": PRESETS[table][2], "dealer": 0, "seat": 0})
    with pytest.raises(DealRecordError, match="dealer"):
        DealRecord.from_dict({**good, "dealer": 1})
    with pytest.raises(DealRecordError, match="not legal"):
        DealRecord.from_dict({**good, "actions": good["actions"][1:]})
    with pytest.raises(DealRecordError, match="does not start from that position"):
        record_of(deal(), actions, 1, position=pos)
    with pytest.raises(DealRecordError):
        record_of(start, actions, 1, seed=8, position=pos)
