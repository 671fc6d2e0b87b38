"""Arena statistics on hand-made results, and a tiny deterministic run."""

from __future__ import annotations

import math

import pytest

from game.arena import Game, chain_matches, compute_stats, main, mean_ci, percentile, run


def test_stats_on_a_known_case() -> None:
    # Pair 0: A wins 2 then loses 1 (pair value +0.5); pair 1: A wins 1 and 3 (+2.0);
    # pair 2: a draw and a loss of 1 (-0.5).
    games = [Game(0, 0, 2), Game(0, 1, -1), Game(1, 0, 1), Game(1, 1, 3),
             Game(2, 0, 0), Game(2, 1, -1)]
    st = compute_stats(games)
    assert st.pairs == 3
    assert st.net_per_deal == pytest.approx((0.5 + 2.0 - 0.5) / 3)
    sd = math.sqrt(((0.5 - 2 / 3) ** 2 + (2 - 2 / 3) ** 2 + (-0.5 - 2 / 3) ** 2) / 2)
    assert st.ci95 == pytest.approx(1.96 * sd / math.sqrt(3))
    assert st.share == pytest.approx(6 / 8)
    # Pairs' (A, B) game points: (2, 1), (4, 0), (0, 1); share 6/8, 8/3 per pair.
    res = [(a - 0.75 * (a + b)) / (8 / 3) for a, b in ((2, 1), (4, 0), (0, 1))]
    mean = sum(res) / 3
    sd = math.sqrt(sum((r - mean) ** 2 for r in res) / 2)
    assert st.share_ci95 == pytest.approx(1.96 * sd / math.sqrt(3))
    assert st.deal_win_rate == pytest.approx(3.5 / 6)
    # Chained: A 2, B 1, A 3, A 6, -, B 2 -> nobody reaches 7: no finished match.
    assert st.matches == 0


def test_chain_matches() -> None:
    assert chain_matches([3, 3, 1, -2, -3, -3, 1]) == (1, 2)  # A 7, then B 8, then open
    assert chain_matches([-3, -3, -1, 1, 0, 2]) == (0, 1)  # B 7, then A 3: unfinished
    assert chain_matches([2, -1, 2, 3]) == (1, 1)  # A 7 with B 1


def test_mean_ci_and_percentile() -> None:
    assert mean_ci([1.0, 1.0, 1.0]) == (1.0, 0.0)
    assert mean_ci([2.0])[1] == math.inf
    xs = [float(i) for i in range(1, 101)]
    assert percentile(xs, 50) == 50.0
    assert percentile(xs, 95) == 95.0


def test_duplicate_run_is_deterministic_and_mirrored() -> None:
    # classic-sharp: §4 exactly, deterministic (the page's Sharp searches with seeds)
    g1, _ = run("classic-sharp", "classic-sharp", 3, seed=5)
    g2, _ = run("classic-sharp", "classic-sharp", 3, seed=5)
    assert g1 == g2
    # The same player on both sides of a duplicate pair: the games mirror exactly.
    for i in range(0, len(g1), 2):
        assert g1[i].net == -g1[i + 1].net
    assert compute_stats(g1).net_per_deal == 0


def test_schnapsen_duplicate_run_is_deterministic_and_mirrored() -> None:
    g1, _ = run("classic-sharp", "classic-sharp", 3, seed=5, rules="schnapsen")
    assert g1 == run("classic-sharp", "classic-sharp", 3, seed=5, rules="schnapsen")[0]
    for i in range(0, len(g1), 2):
        assert g1[i].net == -g1[i + 1].net
    assert all(g.net != 0 for g in g1)  # docs/RULES.md §7: no drawn deal


def test_jobs_play_the_same_games_as_one_process() -> None:
    one, t1 = run("expert", "sharp", 3, seed=2, rules="schnapsen")
    two, t2 = run("expert", "sharp", 3, seed=2, rules="schnapsen", jobs=2)
    assert one == two and len(t1.a) == len(t2.a) and len(t1.b) == len(t2.b)


def test_cli_prints_the_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["gentle", "sharp", "--deals", "2", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    for word in ("net game points", "share", "deal win rate", "match", "think time"):
        assert word in out
