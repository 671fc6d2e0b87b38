"""The level ratings (game/console/ratings.py, game/console/fit.py): the fit recovers
known ratings, the bootstrap is seeded and narrows with data, split runs merge to the
same fit, and the command runs."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from game.__main__ import main as cli
from game.console import ratings as ar
from game.console.fit import ANCHOR, Cell, bootstrap, fit, win_probability
from game.play import level_ratings
from game.play.level_ratings import LEVEL_RATINGS, RATED_PRESETS

TRUE = {"gentle": 1380.0, "normal": 1450.0, "sharp": 1520.0, "expert": 1650.0}
LEVELS = tuple(TRUE)
PAIRS = [(a, b) for i, a in enumerate(LEVELS) for b in LEVELS[i + 1:]]
TRIPLES = [("gentle", "normal", "sharp"), ("gentle", "normal", "expert"),
           ("gentle", "sharp", "expert"), ("normal", "sharp", "expert"),
           ("expert", "sharp", "sharp")]


def expected_cells(groups: list[tuple[str, ...]], n: float) -> dict[Cell, float]:
    """Each group's ``n`` games split exactly as the model says (no noise)."""
    cells: dict[Cell, float] = {}
    for g in groups:
        seated = tuple(sorted(g))
        for k, lv in enumerate(g):
            key = (seated, lv)
            cells[key] = cells.get(key, 0.0) + n * win_probability(TRUE, g, k)
    return cells


@pytest.mark.parametrize("groups", [PAIRS, TRIPLES], ids=["bradley-terry", "plackett-luce"])
def test_fit_recovers_the_ratings_the_outcomes_follow(groups):
    got = fit(expected_cells(groups, 1000.0), LEVELS)
    mean = sum(TRUE.values()) / 4
    for lv in LEVELS:  # the anchor moves the true ratings to mean 1500
        assert got[lv] == pytest.approx(TRUE[lv] - mean + ANCHOR, abs=0.01)
    assert sum(got.values()) / 4 == pytest.approx(ANCHOR)


def simulated_deals(groups, deals, seed, games_per_deal=2):
    """Deals of random games drawn under the model, one stratum."""
    rng = random.Random(seed)
    out = {}
    for d in range(deals):
        cells: dict[Cell, float] = {}
        for g in groups:
            seated = tuple(sorted(g))
            ps = [win_probability(TRUE, g, k) for k in range(len(g))]
            for _ in range(games_per_deal):
                key = (seated, rng.choices(g, ps)[0])
                cells[key] = cells.get(key, 0.0) + 1.0
        out[d] = ("all", cells)
    return out


@pytest.mark.parametrize("groups", [PAIRS, TRIPLES], ids=["bradley-terry", "plackett-luce"])
def test_fit_of_random_outcomes_is_near_the_truth(groups):
    deals = simulated_deals(groups, 3000, seed=5)
    total: dict[Cell, float] = {}
    for _stratum, cells in deals.values():
        for k, w in cells.items():
            total[k] = total.get(k, 0.0) + w
    got = fit(total, LEVELS)
    spread = [got[lv] - TRUE[lv] for lv in LEVELS]
    assert max(spread) - min(spread) < 20  # the true gaps, within sampling noise


def test_bootstrap_is_seeded_and_narrows_with_more_data():
    small = simulated_deals(PAIRS, 60, seed=1)
    a = bootstrap(small, LEVELS, resamples=60, seed=3)
    assert a == bootstrap(small, LEVELS, resamples=60, seed=3)
    assert a != bootstrap(small, LEVELS, resamples=60, seed=4)
    big = simulated_deals(PAIRS, 960, seed=1)
    b = bootstrap(big, LEVELS, resamples=60, seed=3)
    for lv in LEVELS:
        assert a[lv].low < a[lv].rating < a[lv].high
        assert b[lv].half_width < 0.6 * a[lv].half_width  # 16x the deals: about 1/4


def test_fit_refuses_a_level_that_never_wins():
    cells = {(("gentle", "sharp"), "sharp"): 10.0, (("gentle", "normal"), "normal"): 3.0,
             (("normal", "sharp"), "sharp"): 2.0, (("normal", "sharp"), "normal"): 2.0}
    with pytest.raises(ValueError, match="gentle never wins"):
        fit(cells, ("gentle", "normal", "sharp"))


def test_a_draw_counts_half_and_three_player_replays_are_dropped():
    data = ar.empty("traditional", 1)
    ar.add(data, "sharp-gentle", [[0, 0, None, 0, ""], [0, 1, 0, 2, ""]], 0.0)
    deals, dropped = ar.deal_cells(data)
    seated = ("gentle", "sharp")
    assert deals[0][1] == {(seated, "sharp"): 1.5, (seated, "gentle"): 0.5}
    assert dropped == 0
    data3 = ar.empty("three", 1)
    ar.add(data3, "sharp-normal-gentle", [[4, 0, None, 0, "replay"], [4, 1, 2, 1, "66"]], 0.0)
    deals3, dropped3 = ar.deal_cells(data3)
    assert deals3[4][1] == {(("gentle", "normal", "sharp"), "gentle"): 1.0}
    assert dropped3 == 1


CLASSIC = [("sharp", "normal"), ("sharp", "gentle"), ("normal", "gentle")]


def test_split_runs_merge_to_the_same_games_and_fit():
    one = ar.run("traditional", 2, CLASSIC, 0, 24, 0)
    parts = [ar.run("traditional", 2, CLASSIC, 0, 10, 0),
             ar.run("traditional", 2, CLASSIC, 10, 14, 0)]
    merged = ar.merge(parts)
    assert merged["groups"] == {g: sorted(v) for g, v in one["groups"].items()}
    assert ar.fit_data(merged, 50) == ar.fit_data(one, 50)
    with pytest.raises(ValueError, match="in two runs"):
        ar.merge([parts[0], parts[0]])
    with pytest.raises(ValueError, match="do not merge"):
        ar.merge([parts[0], ar.run("schnapsen", 2, CLASSIC, 30, 1, 0)])


def test_the_command_plays_saves_and_merges(tmp_path, capsys):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    assert cli(["ratings", "--rules", "three", "--deals-per-pair", "20", "--expert-deals", "0",
                "--resamples", "40", "--out", str(a)]) == 0
    assert cli(["ratings", "--rules", "three", "--deals-per-pair", "20", "--expert-deals", "0",
                "--start", "20", "--resamples", "40", "--out", str(b)]) == 0
    capsys.readouterr()
    assert cli(["ratings", "--merge", str(a), str(b), "--resamples", "40"]) == 0
    out = capsys.readouterr().out
    assert "sharp-normal-gentle: 120 games, 40 deals" in out
    assert '"three": {"gentle": (' in out
    data = json.loads(a.read_text())
    assert data["rules"] == "three" and len(data["groups"]["sharp-normal-gentle"]) == 60


def test_the_default_groups_are_the_round_robin():
    assert ar.default_groups("schnapsen") == [
        ("expert", "sharp"), ("expert", "normal"), ("expert", "gentle"),
        ("sharp", "normal"), ("sharp", "gentle"), ("normal", "gentle")]
    three = ar.default_groups("three")
    assert len(three) == 4 and all(len(set(g)) == 3 for g in three)
    with pytest.raises(ValueError):
        ar.parse_group("expert-sharp", "three")


def test_the_page_ratings_cover_every_rated_table_and_level():
    assert set(LEVEL_RATINGS) == set(RATED_PRESETS) == {"traditional", "three", "schnapsen"}
    for preset in RATED_PRESETS:
        table = LEVEL_RATINGS[preset]
        assert list(table) == ["gentle", "normal", "sharp", "expert"]
        assert abs(sum(r for r, _ in table.values()) / 4 - ANCHOR) <= 1  # the anchor, rounded
        assert all(hw > 0 for _, hw in table.values())


def test_the_page_ratings_are_the_fit_of_the_saved_games():
    """Each table's ratings are the point fit of the games its --merge line names
    (bench/ratings_data/); the intervals are the command's bootstrap (too slow here)."""
    data_dir = Path(__file__).resolve().parent.parent / "bench" / "ratings_data"
    merges = re.findall(r"--merge (.+)", level_ratings.__doc__ or "")
    assert len(merges) == 3
    for line in merges:
        data = ar.merge([json.loads((data_dir / f).read_text()) for f in line.split()])
        deals, _dropped = ar.deal_cells(data)
        total: dict[Cell, float] = {}
        for _stratum, cells in deals.values():
            for k, w in cells.items():
                total[k] = total.get(k, 0.0) + w
        got = fit(total, LEVELS)
        assert {lv: round(r) for lv, r in got.items()} == {
            lv: r for lv, (r, _hw) in LEVEL_RATINGS[data["rules"]].items()}
