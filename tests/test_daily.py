"""The deal of the day (game.play.daily): the same deal for everyone on a day, a record
checked like every other, and the streak."""

from __future__ import annotations

import json

import pytest

from game.play.daily import KEEP_DAYS, Daily, DailyError, daily_seed
from game.play.match import Match
from game.play.store import KEYS, MemoryBackend, Store


def test_the_seed_is_the_documented_hash_of_day_and_table() -> None:
    """Any two players compare: the seed depends on the day and the table only."""
    import hashlib

    digest = hashlib.sha256(b"sixtysix-daily:traditional:2026-12-01").digest()
    assert daily_seed("2026-12-01", "traditional") == int.from_bytes(digest[:4], "big") >> 1
    seeds = {daily_seed(f"2026-12-{d:02d}", p) for d in range(1, 29)
             for p in ("traditional", "three", "schnapsen")}
    assert len(seeds) == 28 * 3  # every day and table its own deal
    a = Match.new(daily_seed("2026-12-01", "schnapsen"), "schnapsen").state
    b = Match.new(daily_seed("2026-12-01", "schnapsen"), "schnapsen").state
    assert a.to_position() == b.to_position()


def test_the_streak_counts_days_in_a_row_up_to_today_or_yesterday() -> None:
    d = Daily()
    for day in ("2026-11-28", "2026-11-30", "2026-12-01"):
        d.start(day, "traditional")
        d.finish(day, "traditional", 1)
    assert d.streak("2026-12-01") == 2
    assert d.streak("2026-12-02") == 2  # today's still to play: yesterday's streak stands
    assert d.streak("2026-12-03") == 0
    d.start("2026-12-02", "three")  # started, not finished: no day played yet
    assert d.streak("2026-12-02") == 2
    d.finish("2026-12-02", "three", -2)
    assert d.streak("2026-12-02") == 3


def test_a_finished_deal_waits_for_its_comparison() -> None:
    d = Daily()
    d.start("2026-12-01", "traditional")
    assert d.uncompared() == []
    d.finish("2026-12-01", "traditional", 2)
    assert d.uncompared() == [("2026-12-01", "traditional")]
    d.compared("2026-12-01", "traditional", -1)
    assert d.uncompared() == []
    entry = d.entry("2026-12-01", "traditional")
    assert entry is not None and (entry.you, entry.expert) == (2, -1)


def test_the_record_round_trips_keeps_its_days_and_refuses_damage() -> None:
    import datetime as dt

    d = Daily()
    first = dt.date(2025, 1, 1)
    days = [(first + dt.timedelta(days=i)).isoformat() for i in range(KEEP_DAYS + 5)]
    for day in days:
        d.start(day, "three")
    assert sorted(d.days) == days[5:]  # the oldest go
    d.finish("2026-12-02", "schnapsen", 3)
    again = Daily.from_dict(json.loads(json.dumps(d.to_dict())))
    assert again.to_dict() == d.to_dict()
    # every result a deal can give (Outcome.net): with three players the winner is paid
    # by both (2 to 6); Schnapsen has no drawn deal
    good = Daily()
    for day, preset, you, expert in (("2026-12-01", "three", 6, -3), ("2026-12-02", "three", 2, 0),
                                     ("2026-12-03", "traditional", -3, 0),
                                     ("2026-12-04", "schnapsen", 3, -1)):
        good.finish(day, preset, you)
        good.compared(day, preset, expert)
    assert Daily.from_dict(json.loads(json.dumps(good.to_dict()))).to_dict() == good.to_dict()
    for damaged in ({"days": {"2026-13-01": {"three": [2, None]}}},
                    {"days": {"yesterday": {"three": [2, None]}}},
                    {"days": {"2026-12-01": {"simple": [1, None]}}},
                    {"days": {"2026-12-01": {"three": [7, None]}}},
                    {"days": {"2026-12-01": {"three": [1, None]}}},  # a winner gets 2 or more
                    {"days": {"2026-12-01": {"traditional": [4, None]}}},
                    {"days": {"2026-12-01": {"schnapsen": [0, None]}}},
                    {"days": {"2026-12-01": {"three": [None, 2]}}},  # the Expert's, not yours
                    {"days": {"2026-12-01": {"three": [True, None]}}},
                    {"days": {"2026-12-01": {"three": [2]}}},
                    {"days": {"2026-12-01": {}}},
                    {"days": []}, {"days": {}, "more": 1}):
        with pytest.raises(DailyError):
            Daily.from_dict(damaged)


def test_the_store_sets_a_damaged_record_aside() -> None:
    backend = MemoryBackend()
    d = Daily()
    d.finish("2026-12-02", "traditional", 1)
    assert Store(backend).save_daily(d)
    loaded, msg = Store(backend).load_daily()
    assert msg == "" and loaded.to_dict() == d.to_dict()
    backend.data[KEYS["daily"]] = backend.data[KEYS["daily"]].replace("[1,null]", "[9,null]")
    loaded, msg = Store(backend).load_daily()
    assert loaded.days == {} and "deals of the day" in msg
    assert KEYS["daily"] + ".rejected" in backend.data
