"""The three-player arena: seat rotation, statistics on hand-made results, the CLI."""

from __future__ import annotations

import math

import pytest

from game import new_deal
from game.__main__ import main
from game.console.arena import Game, Timings, play_deal, run
from game.console.players import make_player
from game.console.stats import chain_matches, compute_stats3, ratio_ci


def play_deal3(choosers, i: int, seed: int, timings: Timings) -> list[Game]:
    return play_deal(choosers, i, seed, "three", timings)


def test_each_player_sits_in_each_seat_once_on_the_same_cards() -> None:
    seen: list[tuple[int, tuple[str, ...]]] = []

    def spy(k: int):
        sharp = make_player("sharp")

        def choose(s, seed):
            if s.core.ntricks == 0 and not s.table and k == 0:
                seen.append((s.to_move, tuple(s.hand(s.to_move))))
            return sharp(s, seed)
        return choose

    play_deal3([spy(0), spy(1), spy(2)], 4, 9, Timings.of(3))
    # player 0 is asked for the first lead only when it sits left of the dealer
    deal = new_deal(9 * 1_000_003 + 4, "three", dealer=4 % 3)
    leader = (4 % 3 + 1) % 3
    assert seen == [(leader, tuple(deal.hand(leader)))]


def test_rotations_seat_every_player_once() -> None:
    seats_of: dict[int, set[int]] = {0: set(), 1: set(), 2: set()}

    def tagged(k: int):
        sharp = make_player("sharp")

        def choose(s, seed):
            seats_of[k].add(s.to_move)
            return sharp(s, seed)
        return choose

    games = play_deal3([tagged(0), tagged(1), tagged(2)], 0, 1, Timings.of(3))
    assert [g.rotation for g in games] == [0, 1, 2]
    assert all(seats == {0, 1, 2} for seats in seats_of.values())


def test_identical_deterministic_players_share_exactly_a_third() -> None:
    # classic-sharp: §5.7 exactly, deterministic (the page's Sharp searches with seeds)
    games, timings = run(["classic-sharp", "classic-sharp", "classic-sharp"], 12, 3, "three")
    st = compute_stats3(games)
    if sum(p.game_points for p in st.players):
        assert all(p.share == pytest.approx(1 / 3) for p in st.players)
    assert len({p.deal_wins for p in st.players}) == 1
    assert all(len(t) == 12 * 3 * 8 for t in timings.by_player)


def test_stats_on_a_known_case() -> None:
    games = [Game(0, 0, (3, 0, 0), 0, "higher_total"),
             Game(0, 1, (0, 0, 0), None, "replay"),
             Game(0, 2, (0, 4, 0), 1, "higher_total"),
             Game(1, 0, (0, 0, 2), 2, "higher_total"),
             Game(1, 1, (0, 0, 0), None, "draw"),
             Game(1, 2, (2, 0, 0), 0, "higher_total")]
    st = compute_stats3(games)
    assert st.deals == 2 and st.games == 6 and st.replays == 1 and st.draws == 1
    assert [p.game_points for p in st.players] == [5, 4, 2]
    assert [p.deal_wins for p in st.players] == [2, 1, 1]
    assert st.players[0].share == pytest.approx(5 / 11)
    # chained scores: (3, 0, 0), (3, 4, 0), (3, 4, 2), (5, 4, 2): nobody reaches 7
    assert st.matches == 0


def test_ratio_ci() -> None:
    r, ci = ratio_ci([1.0, 3.0], [4.0, 4.0])
    assert r == pytest.approx(0.5)
    # residuals -1, +1: sd sqrt(2), se sqrt(2)/sqrt(2) = 1, over mean denominator 4
    assert ci == pytest.approx(1.96 * 1 / 4)
    assert ratio_ci([1.0], [3.0])[1] == math.inf
    assert ratio_ci([], []) == (0.0, 0.0)


def test_chain_matches3() -> None:
    wins, played = chain_matches([(3, 0, 0), (0, 6, 0), (4, 0, 0), (0, 0, 2),
                                  (0, 5, 0), (0, 2, 0), (0, 0, 3)], 3)
    # player 0 reaches 7 (7, 6, 0); then (0, 7, 2): player 1; then (0, 0, 3) is unfinished
    assert (wins, played) == ([1, 1, 0], 2)


def test_jobs_play_the_same_games_as_one_process() -> None:
    names = ["classic-sharp", "sharp", "classic-gentle"]
    one, t1 = run(names, 3, 4, "three")
    both, t2 = run(names, 3, 4, "three", jobs=2)
    assert one == both
    assert [len(t) for t in t1.by_player] == [len(t) for t in t2.by_player]


def test_cli_three(capsys) -> None:
    assert main(["arena", "sharp", "normal", "gentle", "--rules", "three", "--deals", "2",
                 "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "2 deals x 3 seat rotations (6 games)" in out
    assert "player 3 gentle: share of game points" in out
