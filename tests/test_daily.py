"""The deal of the day (game.play.daily): the same deal for everyone on a day, out of every
link's reach; a record checked like every other, bounded, and read from its older form;
days counted forward only, and the streak."""

from __future__ import annotations

import json

import pytest

from game.play.daily import (
    KEEP_DAYS,
    LINK_SEEDS,
    OLD_DAYS,
    Daily,
    DailyError,
    Playing,
    daily_seed,
)
from game.play.match import Match, deal_seed
from game.play.store import KEYS, MemoryBackend, Store


def _played(d: Daily, day: str, preset: str = "traditional", you: int = 1) -> None:
    d.start(day, preset)
    d.finish(day, preset, you)


def test_the_seed_is_the_documented_hash_of_day_and_table() -> None:
    """Any two players compare: the seed depends on the day and the table only."""
    import hashlib

    digest = hashlib.sha256(b"sixtysix-daily:traditional:2026-12-01").digest()
    assert daily_seed("2026-12-01", "traditional") == 2**31 + (
        int.from_bytes(digest[:4], "big") >> 1)
    seeds = {daily_seed(f"2026-12-{d:02d}", p) for d in range(1, 29)
             for p in ("traditional", "three", "schnapsen")}
    assert len(seeds) == 28 * 3  # every day and table its own deal
    a = Match.new(daily_seed("2026-12-01", "schnapsen"), "schnapsen").state
    b = Match.new(daily_seed("2026-12-01", "schnapsen"), "schnapsen").state
    assert a.to_position() == b.to_position()


def test_no_link_deals_a_deal_of_the_day() -> None:
    """A link's ?seed= takes 0 .. 2**31 - 1: a daily seed is refused as a seed, and no deal
    of any link's match (deal k of seed N is dealt from N * 1000 + k) is a daily's deal."""
    from game.web.params import parse

    seed = daily_seed("2026-12-02", "traditional")
    assert seed >= LINK_SEEDS
    p = parse(f"?seed={seed}")
    assert p.seed is None and [x.key for x in p.problems] == ["seed"]
    assert deal_seed(seed, 1) > deal_seed(LINK_SEEDS - 1, 999)


def test_the_streak_counts_days_in_a_row_up_to_today_or_yesterday() -> None:
    d = Daily()
    for day in ("2026-11-28", "2026-11-30", "2026-12-01"):
        _played(d, day)
    assert d.streak("2026-12-01") == 2
    assert d.streak("2026-12-02") == 2  # today's still to play: yesterday's streak stands
    assert d.streak("2026-12-03") == 0
    d.start("2026-12-02", "three")  # started, not finished: no day played yet
    assert d.streak("2026-12-02") == 2
    d.finish("2026-12-02", "three", -2)
    assert d.streak("2026-12-02") == 3
    _played(d, "2026-12-02", "schnapsen")  # a second table the same day: the same day
    assert d.streak("2026-12-02") == 3


def test_days_are_only_ever_rated_forward_so_a_clock_set_back_opens_none_again() -> None:
    """The clock a day forward, back, and back again: one rated deal, not three, and one
    day in the streak."""
    d = Daily()
    assert d.unrated_why("2026-12-03", "traditional") == ""
    _played(d, "2026-12-03")  # the clock a day forward
    assert d.unrated_why("2026-12-03", "traditional") == "finished"
    assert d.unrated_why("2026-12-02", "traditional") == "clock"  # back to the real day
    assert d.unrated_why("2026-12-01", "traditional") == "clock"  # and back again
    assert d.unrated_why("2026-12-02", "three") == "clock"  # at every table
    with pytest.raises(ValueError):
        d.start("2026-12-02", "traditional")
    assert d.streak("2026-12-02") == 1 and d.streak("2026-12-03") == 1
    assert d.unrated_why("2026-12-04", "traditional") == ""  # the next day comes in order


def test_a_deal_left_counts_as_lost_and_one_under_way_is_kept_for_a_reload() -> None:
    d = Daily()
    d.start("2026-12-02", "traditional")
    assert d.playing == Playing("2026-12-02", "traditional")
    assert d.unrated_why("2026-12-02", "traditional") == "playing"
    d.progress(("9S", "TS"))
    again = Daily.from_dict(json.loads(json.dumps(d.to_dict())))
    assert again.playing == Playing("2026-12-02", "traditional", ("9S", "TS"))
    again.leave("2026-12-02", "traditional")
    assert again.playing is None and again.unrated_why("2026-12-02", "traditional") == "lost"
    entry = again.entry("2026-12-02", "traditional")
    assert entry is not None and entry.lost and entry.you is None
    assert again.uncompared({"2026-12-02"}) == []  # nothing to compare a left deal with


def test_a_finished_deal_waits_for_its_comparison_on_the_days_shown() -> None:
    d = Daily()
    d.start("2026-12-01", "traditional")
    assert d.uncompared({"2026-12-01"}) == []
    d.finish("2026-12-01", "traditional", 2)
    assert d.playing is None
    assert d.uncompared({"2026-12-01"}) == [("2026-12-01", "traditional")]
    assert d.uncompared({"2026-12-02"}) == []  # a day not shown starts nothing
    d.compared("2026-12-01", "traditional", -1)
    assert d.uncompared({"2026-12-01"}) == []
    entry = d.entry("2026-12-01", "traditional")
    assert entry is not None and (entry.you, entry.expert) == (2, -1)


def test_the_record_keeps_only_the_newest_day_and_reads_an_older_long_one() -> None:
    """An older record of 400 days, every one finished and none compared: read with its
    streak, cut to its newest day, so at most one day's comparisons are ever due."""
    import datetime as dt

    first = dt.date(2025, 1, 1)
    days = [(first + dt.timedelta(days=i)).isoformat() for i in range(OLD_DAYS)]
    old = {"days": {day: {p: [2 if p == "three" else 1, None]
                          for p in ("traditional", "three", "schnapsen")} for day in days}}
    d = Daily.from_dict(old)
    assert list(d.days) == [days[-1]] and KEEP_DAYS == 1
    assert d.streak(days[-1]) == OLD_DAYS
    assert len(d.uncompared({days[-1]})) == 3
    d2 = Daily()
    for day in days[:5]:
        _played(d2, day)
    assert list(d2.days) == [days[4]]
    assert len(json.dumps(d2.to_dict())) < 200
    more = dict(old["days"], **{"2024-12-31": {"three": [2, None]}})
    with pytest.raises(DailyError):  # more than an older record ever held
        Daily.from_dict({"days": more})


def test_the_record_round_trips_and_refuses_damage() -> None:
    d = Daily()
    _played(d, "2026-12-01", "schnapsen", 3)
    d.start("2026-12-02", "three")
    d.progress(("AS",))
    again = Daily.from_dict(json.loads(json.dumps(d.to_dict())))
    assert again.to_dict() == d.to_dict() and again.streak("2026-12-02") == 1
    # every result a deal can give (Outcome.net): with three players the winner is paid
    # by both (2 to 6), so +1 is no three-player result; Schnapsen has no drawn deal
    for preset, you, expert in (("three", 6, -3), ("three", 2, 0), ("traditional", -3, 0),
                                ("schnapsen", 3, -1)):
        good = {"days": {"2026-12-02": {preset: [you, expert, False]}},
                "streak": ["2026-12-02", 1], "playing": None}
        assert Daily.from_dict(good).entry("2026-12-02", preset) is not None
    good = {"days": {"2026-12-02": {"three": [2, None, False]}}, "streak": ["2026-12-02", 1],
            "playing": None}
    for damaged in ({"days": {"2026-13-01": {"three": [2, None]}}},
                    {"days": {"yesterday": {"three": [2, None]}}},
                    {"days": {"2026-12-02": {"three": [1, None, False]}},
                     "streak": ["2026-12-02", 1], "playing": None},
                    {"days": {"2026-12-02": {"schnapsen": [0, None, False]}},
                     "streak": ["2026-12-02", 1], "playing": None},
                    {"days": {"2026-12-01": {"simple": [1, None]}}},
                    {"days": {"2026-12-01": {"three": [7, None]}}},
                    {"days": {"2026-12-01": {"three": [1, None]}}},  # a winner gets 2 or more
                    {"days": {"2026-12-01": {"traditional": [4, None]}}},
                    {"days": {"2026-12-01": {"schnapsen": [0, None]}}},
                    {"days": {"2026-12-01": {"three": [None, 2]}}},  # the Expert's, not yours
                    {"days": {"2026-12-01": {"three": [True, None]}}},
                    {"days": {"2026-12-01": {"three": [2]}}},
                    {"days": {"2026-12-01": {}}},
                    {"days": []}, {"days": {}, "more": 1},
                    {**good, "days": {"2026-12-02": {"three": [1, None]}}},
                    {**good, "days": {"2026-12-02": {"three": [1, None, True]}}},
                    {**good, "streak": ["2026-12-03", 1]},  # after the newest day
                    {**good, "streak": ["2026-12-02", 0]},
                    {**good, "playing": {"day": "2026-12-02", "preset": "three",
                                         "actions": []}},  # finished already
                    {**good, "days": {"2026-12-02": {"three": [None, None, False]}},
                     "playing": {"day": "2026-12-02", "preset": "three",
                                 "actions": ["x" * 40]}},
                    {**good, "days": {"2026-12-02": {"three": [None, None, True]}},
                     "playing": {"day": "2026-12-02", "preset": "three", "actions": []}},
                    {**good, "days": {"2026-12-01": {"three": [1, None, False]},
                                      "2026-12-02": {"three": [1, None, False]}}}):
        with pytest.raises(DailyError):
            Daily.from_dict(damaged)


def test_the_store_sets_a_damaged_record_aside() -> None:
    backend = MemoryBackend()
    d = Daily()
    _played(d, "2026-12-02")
    assert Store(backend).save_daily(d)
    loaded, msg = Store(backend).load_daily()
    assert msg == "" and loaded.to_dict() == d.to_dict()
    backend.data[KEYS["daily"]] = backend.data[KEYS["daily"]].replace("[1,null,false]",
                                                                      "[9,null,false]")
    loaded, msg = Store(backend).load_daily()
    assert loaded.days == {} and "deals of the day" in msg
    assert KEYS["daily"] + ".rejected" in backend.data
