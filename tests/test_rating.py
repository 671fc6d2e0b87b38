"""The player's rating (game.play.rating): Glicko-2 as Glickman's paper computes it, the
same model as the measured level ratings, and the stored record checked like every other."""

from __future__ import annotations

import json
import random

import pytest

from game.ai.levels import LEVELS
from game.play.level_ratings import LEVEL_RATINGS, RATED_PRESETS
from game.play.rating import (
    KEEP_HISTORY,
    START_RD,
    Rating,
    RatingError,
    Ratings,
    expected,
    next_step,
    record,
    update,
)
from game.play.store import KEYS, MemoryBackend, Store


def test_glickmans_worked_example() -> None:
    """Glickman, "Example of the Glicko-2 system" (2013): 1500/200/0.06 beats 1400/30 and
    loses to 1550/100 and 1700/300 in one period: 1464.06, RD 151.52, volatility 0.05999."""
    r = update(Rating(1500, 200, 0.06),
               [(1400, 30, 1, 1.0), (1550, 100, 1, 0.0), (1700, 300, 1, 0.0)])
    assert r.rating == pytest.approx(1464.06, abs=0.02)
    assert r.rd == pytest.approx(151.52, abs=0.02)
    assert r.volatility == pytest.approx(0.05999, abs=0.00001)


def test_the_expected_score_is_the_levels_model() -> None:
    """One opponent: the Elo curve (400 points = 10 to 1). Two of one level: the chance to
    win the table, g_i / (g_i + 2 g_level), 1/3 at equal strength."""
    assert expected(1500, 0.0001, 1500, 1) == pytest.approx(0.5)
    assert expected(1900, 0.0001, 1500, 1) == pytest.approx(10 / 11, abs=1e-6)
    assert expected(1500, 0.0001, 1500, 2) == pytest.approx(1 / 3)
    assert expected(1900, 0.0001, 1500, 2) == pytest.approx(10 / 12, abs=1e-6)
    # the opponent's uncertainty pulls the expectation towards even, never past it
    assert 0.5 < expected(1900, 300, 1500, 1) < expected(1900, 0.0001, 1500, 1)


@pytest.mark.parametrize("opponents", [1, 2])
def test_a_simulated_player_is_found_where_the_model_put_them(opponents: int) -> None:
    """Deals won with the model's own chance for a player of 1700 against a level of 1500:
    after 600 deals the rating's 95% interval holds 1700 and is no wider than +/-100."""
    rng = random.Random(opponents)
    r, truth = Rating(), 1700.0
    chance = expected(truth, 0.0001, 1500, opponents)
    for _ in range(600):
        r = record(r, 1500, 10, opponents, 1.0 if rng.random() < chance else 0.0)
    assert abs(r.rating - truth) <= r.interval <= 100
    assert r.deals == 600 and len(r.history) == KEEP_HISTORY


def test_a_win_raises_a_loss_lowers_and_the_peak_waits_for_an_established_rating() -> None:
    r = Rating()
    won = record(r, 1500, 10, 1, 1.0)
    lost = record(r, 1500, 10, 1, 0.0)
    assert lost.rating < r.rating < won.rating and won.rd < START_RD
    assert won.provisional and won.peak is None  # one deal tells little
    for _ in range(200):
        won = record(won, 1500, 10, 1, 1.0 if len(won.history) % 3 else 0.0)
    assert not won.provisional and won.peak is not None and won.peak >= won.rating
    assert won.history[-1] == (round(won.rating), round(won.rd))


def test_the_next_step_up_is_the_first_level_up_the_ladder_rated_above() -> None:
    """Above the player and above the level being played: at the lowest level it is the
    first level rated above the player."""
    for preset in RATED_PRESETS:
        ladder = list(LEVEL_RATINGS[preset].items())
        low = min(v for _, (v, _hw) in ladder)
        assert next_step(preset, low - 1, "gentle") == (ladder[1][0], ladder[1][1][0])
        for rating in range(low - 1, 2400, 3):
            above = [(name, v) for name, (v, _hw) in ladder if v > max(rating, low)]
            assert next_step(preset, rating, "gentle") == (above[0] if above else None)


def test_the_next_step_up_is_above_the_level_played() -> None:
    """Issue 57: a Normal player whose rating fell below Gentle's (one lost deal: 1300?)
    was pointed to Gentle (1333), a step down; the step up is Sharp."""
    assert next_step("traditional", 1300, "normal") == ("sharp", 1566)
    assert next_step("three", 1366, "normal") == ("sharp", 1520)
    assert next_step("traditional", 1600, "normal") == ("expert", 1647)
    assert next_step("traditional", 1300, "expert") is None  # no level above the top


@pytest.mark.parametrize("preset", RATED_PRESETS)
def test_the_ladder_climbs_at_every_rated_table(preset: str) -> None:
    """Issue 40: in ladder order (the page's, weakest first) every level is rated above
    the one before it, the two 95% intervals apart."""
    ladder = list(LEVEL_RATINGS[preset].items())
    assert [name for name, _ in ladder] == list(LEVELS)
    for (low, (v0, h0)), (high, (v1, h1)) in zip(ladder, ladder[1:]):
        assert v0 + h0 < v1 - h1, f"{preset}: {high} {v1}±{h1} over {low} {v0}±{h0}"


def test_the_next_level_is_always_a_stronger_one() -> None:
    """Issue 40: "Next level" names a level rated above the player, above the level being
    played (issue 57) and above every level before it on the ladder, at any rating; above
    the Expert, none."""
    for preset in RATED_PRESETS:
        ladder = list(LEVEL_RATINGS[preset].items())
        top = max(v for _, (v, _hw) in ladder)
        for rating in range(900, 2400, 7):
            for played, (at, _hw) in ladder:
                step = next_step(preset, rating, played)
                if step is None:
                    assert max(rating, at) >= top
                    continue
                name, value = step
                k = [n for n, _ in ladder].index(name)
                assert value > rating and value > at
                assert all(v < value and v <= max(rating, at) for _, (v, _hw) in ladder[:k])


def test_every_level_at_every_rated_table_is_measured() -> None:
    for preset in RATED_PRESETS:
        assert set(LEVEL_RATINGS[preset]) == {"gentle", "normal", "sharp", "expert"}
        for value, half_width in LEVEL_RATINGS[preset].values():
            assert 0 < value < 4000 and 0 < half_width


def test_a_record_round_trips_and_a_rated_deal_moves_only_its_table() -> None:
    ratings = Ratings()
    ratings.record_deal("three", "sharp", 2, 1.0)
    ratings.record_deal("traditional", "expert", 1, 0.0)
    ratings.record_deal("traditional", "expert", 1, 1.0)
    again = Ratings.from_dict(json.loads(json.dumps(ratings.to_dict())))
    assert again.at("traditional").deals == 2 and again.at("three").deals == 1
    assert again.at("schnapsen") == Rating()
    assert again.to_dict() == ratings.to_dict()
    with pytest.raises(KeyError):
        ratings.record_deal("simple", "sharp", 1, 1.0)  # no table rating for the simple rules
    with pytest.raises(ValueError):
        ratings.record_deal("traditional", "sharp", 1, 0.5)  # a deal nobody won is not rated


def _good() -> dict:
    r = Ratings()
    r.record_deal("traditional", "normal", 1, 1.0)
    return r.to_dict()


@pytest.mark.parametrize("damage", [
    lambda d: d.update(extra=1),
    lambda d: d.update(tables=[]),
    lambda d: d["tables"].update(simple=d["tables"]["traditional"]),
    lambda d: d["tables"]["traditional"].update(rating=True),
    lambda d: d["tables"]["traditional"].update(rating=99999),
    lambda d: d["tables"]["traditional"].update(rating="1500"),
    lambda d: d["tables"]["traditional"].update(rd=-1),
    lambda d: d["tables"]["traditional"].update(volatility=0),
    lambda d: d["tables"]["traditional"].update(deals=-1),
    lambda d: d["tables"]["traditional"].update(deals=1.5),
    lambda d: d["tables"]["traditional"].update(peak="high"),
    lambda d: d["tables"]["traditional"].pop("history"),
    lambda d: d["tables"]["traditional"].update(history=[[1500, 300, 1]]),
    lambda d: d["tables"]["traditional"].update(history=[[1500, 999]]),
    lambda d: d["tables"]["traditional"].update(history=[[1500, 300]] * (KEEP_HISTORY + 1)),
])
def test_a_damaged_record_is_refused(damage) -> None:
    data = _good()
    Ratings.from_dict(data)
    damage(data)
    with pytest.raises(RatingError):
        Ratings.from_dict(data)


def test_the_store_keeps_the_rating_and_sets_a_damaged_one_aside() -> None:
    backend = MemoryBackend()
    store = Store(backend)
    ratings = Ratings()
    ratings.record_deal("schnapsen", "gentle", 1, 1.0)
    assert store.save_rating(ratings, mark="deal-1")
    again = Store(backend)
    loaded, msg = again.load_rating()
    assert msg == "" and loaded.to_dict() == ratings.to_dict() and again.marks["rating"] == "deal-1"
    backend.data[KEYS["rating"]] = backend.data[KEYS["rating"]].replace('"deals":1', '"deals":-4')
    loaded, msg = Store(backend).load_rating()
    assert loaded.tables == {} and "rating" in msg
    assert KEYS["rating"] not in backend.data and KEYS["rating"] + ".rejected" in backend.data


# -- fields that must agree with each other (issue 40) ---------------------------------------
def _established() -> dict:
    """A rating established over 40 rated deals (its RD under 110), with its peak."""
    r = Ratings()
    rng = random.Random(3)
    for _ in range(40):
        r.record_deal("traditional", "expert", 1, float(rng.random() < 0.7))
    assert not r.at("traditional").provisional and r.at("traditional").peak is not None
    return r.to_dict()


def _table(d: dict) -> dict:
    return d["tables"]["traditional"]


@pytest.mark.parametrize("damage", [
    lambda t: t.update(peak=0),  # the "peak: 0" beside an established rating
    lambda t: t.update(peak=None),
    lambda t: t.update(peak=t["rating"] - 1),
    lambda t: t.update(peak=3999),  # higher than the chart (all of it kept) ever went
    lambda t: t.update(deals=500),  # 500 rated deals, 40 points on the chart
    lambda t: t.update(deals=0, history=[]),
    lambda t: t.update(rating=t["rating"] + 100, peak=t["rating"] + 100),  # off its chart
    lambda t: t.update(rd=0.5, history=t["history"][:-1] + [[t["history"][-1][0], 0]]),
])
def test_a_record_whose_fields_disagree_is_refused(damage) -> None:
    data = _established()
    Ratings.from_dict(json.loads(json.dumps(data)))
    damage(_table(data))
    with pytest.raises(RatingError, match="does not add up"):
        Ratings.from_dict(data)


def test_a_peak_of_0_beside_an_established_rating_is_set_aside() -> None:
    data = _established()
    _table(data)["peak"] = 0
    backend = MemoryBackend({KEYS["rating"]: json.dumps({"version": 1, **data})})
    loaded, msg = Store(backend).load_rating()
    assert loaded.tables == {} and msg == "The saved rating was damaged, so it starts again."
    assert KEYS["rating"] + ".rejected" in backend.data


@pytest.mark.parametrize("seed", range(6))
def test_every_rating_the_game_records_loads_again(seed: int) -> None:
    """Random rated deals at every table and level, long enough to pass the chart's length
    and, by winning on, to become provisional again with a peak: each step loads."""
    rng = random.Random(seed)
    ratings = Ratings()
    streak = seed == 0  # wins only: the RD grows back over 110 after some 850 deals
    for _ in range(900 if streak else 260):
        preset = "traditional" if streak else rng.choice(RATED_PRESETS)
        level = "gentle" if streak else rng.choice(sorted(LEVEL_RATINGS[preset]))
        opponents = 2 if preset == "three" else 1
        ratings.record_deal(preset, level, opponents, 1.0 if streak else float(rng.random() < 0.5))
        stored = json.loads(json.dumps(ratings.to_dict()))
        assert Ratings.from_dict(stored).to_dict() == stored
    if streak:
        r = ratings.at("traditional")
        assert r.provisional and r.peak is not None and r.peak > 2000
