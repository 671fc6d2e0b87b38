"""The arena with two players: statistics on hand-made results, the duplicate scheme
as the two-seat case of the seat rotation, and tiny deterministic runs."""

from __future__ import annotations

import math

import pytest

from game import new_deal
from game.__main__ import main as cli
from game.console.arena import Game, Timings, deal_seed, play_deal, run
from game.console.cli import arena_main as main
from game.console.players import make_player
from game.console.stats import chain_matches, compute_stats, mean_ci, percentile


def two(deal: int, a_seat: int, net: int) -> Game:
    """A two-player game from A's side: ``net`` game points to A (+) or B (-)."""
    gained = (net, 0) if net > 0 else (0, -net)
    winner = None if net == 0 else 0 if net > 0 else 1
    return Game(deal, a_seat, gained, winner, "drawn" if net == 0 else "went_out")


def test_stats_on_a_known_case() -> None:
    # Pair 0: A wins 2 then loses 1 (pair value +0.5); pair 1: A wins 1 and 3 (+2.0);
    # pair 2: a draw and a loss of 1 (-0.5).
    games = [two(0, 0, 2), two(0, 1, -1), two(1, 0, 1), two(1, 1, 3),
             two(2, 0, 0), two(2, 1, -1)]
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
    def chained(nets: list[int]) -> tuple[list[int], int]:
        return chain_matches([two(0, 0, n).gained for n in nets], 2)

    assert chained([3, 3, 1, -2, -3, -3, 1]) == ([1, 1], 2)  # A 7, then B 8, then open
    assert chained([-3, -3, -1, 1, 0, 2]) == ([0, 1], 1)  # B 7, then A 3: unfinished
    assert chained([2, -1, 2, 3]) == ([1, 0], 1)  # A 7 with B 1
    assert chain_matches([], 3) == ([0, 0, 0], 0)


def test_mean_ci_and_percentile() -> None:
    assert mean_ci([1.0, 1.0, 1.0]) == (1.0, 0.0)
    assert mean_ci([2.0])[1] == math.inf
    xs = [float(i) for i in range(1, 101)]
    assert percentile(xs, 50) == 50.0
    assert percentile(xs, 95) == 95.0


def test_duplicate_run_is_deterministic_and_mirrored() -> None:
    # classic-sharp: §4 exactly, deterministic (the page's Sharp searches with seeds)
    g1, _ = run(("classic-sharp", "classic-sharp"), 3, seed=5)
    g2, _ = run(("classic-sharp", "classic-sharp"), 3, seed=5)
    assert g1 == g2
    # The same player on both sides of a duplicate pair: the games mirror exactly.
    for i in range(0, len(g1), 2):
        assert g1[i].net == -g1[i + 1].net
    assert compute_stats(g1).net_per_deal == 0


def test_schnapsen_duplicate_run_is_deterministic_and_mirrored() -> None:
    g1, _ = run(("classic-sharp", "classic-sharp"), 3, seed=5, rules="schnapsen")
    assert g1 == run(("classic-sharp", "classic-sharp"), 3, seed=5, rules="schnapsen")[0]
    for i in range(0, len(g1), 2):
        assert g1[i].net == -g1[i + 1].net
    assert all(g.net != 0 for g in g1)  # docs/RULES.md §7: no drawn deal


def test_jobs_play_the_same_games_as_one_process() -> None:
    one, t1 = run(("expert", "sharp"), 3, seed=2, rules="schnapsen")
    both, t2 = run(("expert", "sharp"), 3, seed=2, rules="schnapsen", jobs=2)
    assert one == both
    assert [len(t) for t in t1.by_player] == [len(t) for t in t2.by_player]


def test_two_seats_rotate_as_the_duplicate_swap() -> None:
    """Rotation 0 seats A in seat 0, rotation 1 in seat 1, on the same cards and dealer;
    B's decision seeds are A's plus a step, so self-play does not replay the mirror."""
    calls: list[tuple[str, int, set[str]]] = []  # player, seat, hand: in the first trick
    seeds: dict[str, list[int]] = {"A": [], "B": []}

    def spy(tag: str):
        sharp = make_player("classic-sharp")

        def choose(s, seed):
            seeds[tag].append(seed)
            if s.core.ntricks == 0:
                calls.append((tag, s.to_move, set(s.hand(s.to_move))))
            return sharp(s, seed)
        return choose

    games = play_deal([spy("A"), spy("B")], 3, 7, "traditional", Timings.of(2))
    assert [g.rotation for g in games] == [0, 1]
    # dealer 3 % 2 = 1 both times, so seat 0 leads: A first, then B (A then in seat 1)
    assert [tag for tag, seat, _ in calls if seat == 0][:1] == ["A"]
    assert {(tag, seat) for tag, seat, _ in calls} == {("A", 0), ("B", 1), ("B", 0), ("A", 1)}
    a_seats = [seat for tag, seat, _ in calls if tag == "A"]
    assert a_seats == sorted(a_seats)  # seat 0 in the first game, seat 1 in the second
    deal = new_deal(deal_seed(7, 3), "traditional", dealer=1)
    assert all(hand <= set(deal.hand(seat)) for _t, seat, hand in calls)  # the same cards
    base = deal_seed(7, 3) * 64
    assert min(seeds["A"]) == base and min(seeds["B"]) == base + 7_919
    assert games[0].net == -games[1].net  # the same deterministic player: a mirror


def test_a_table_of_the_wrong_size_is_refused() -> None:
    sharp = make_player("sharp")
    with pytest.raises(ValueError, match="3 players for the traditional table of 2"):
        play_deal([sharp] * 3, 0, 1, "traditional", Timings.of(3))
    with pytest.raises(ValueError, match="2 players for the three table of 3"):
        play_deal([sharp] * 2, 0, 1, "three", Timings.of(2))


def test_make_player_is_one_for_every_table() -> None:
    s2, s3 = new_deal(2), new_deal(2, "three")
    for name in ("sharp", "classic-normal", "rollout"):
        chooser = make_player(name)
        assert chooser(s2, 1) in s2.legal_actions()
        assert chooser(s3, 1) in s3.legal_actions()
    for name in ("oracle", "ismcts"):  # the oracle reads the hidden cards
        chooser = make_player(name)
        assert chooser(s2, 1) in s2.legal_actions()
        assert chooser(s3, 1) in s3.legal_actions()
    with pytest.raises(ValueError, match="unknown player 'grandmaster'"):
        make_player("grandmaster")


def test_cli_prints_the_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["gentle", "sharp", "--deals", "2", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    for word in ("net game points", "share", "deal win rate", "match", "think time"):
        assert word in out


def test_cli_progress_and_the_table_by_its_rules(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli(["arena", "classic-sharp", "gentle", "--deals", "3", "--seed", "1",
                "--progress", "1"]) == 0
    out = capsys.readouterr().out
    assert "[1 pairs] net " in out and "[2 pairs] net " in out and "[3 pairs]" not in out
    assert "arena classic-sharp vs gentle: 3 deal pairs (6 deals)" in out
    # --rules=three seats three players as --rules three does
    assert cli(["arena", "gentle", "gentle", "gentle", "--rules=three", "--deals", "1"]) == 0
    assert "1 deals x 3 seat rotations (3 games)" in capsys.readouterr().out
    with pytest.raises(SystemExit):  # a name no roster has
        cli(["arena", "grandmaster", "gentle", "gentle", "--rules", "three", "--deals", "1"])
    assert "invalid choice: 'grandmaster'" in capsys.readouterr().err
