"""The match arena (issue 44, point 6): whole matches to the target, seats rotated on the
same deal seeds, the dealer by the rules, and the match-win share with its interval."""

from __future__ import annotations

import json
import math

import pytest

from game.console import cli
from game.console.cli import arena_main
from game.console.matches import MatchGame, match_shares, run_matches
from game.engine.rules import make_rules
from game.play.match import deal_seed

FAST = ("classic-sharp", "classic-gentle")  # docs/RULES.md §4 exactly: no search


def check_match(g: MatchGame, rules_name: str, target: int = 7) -> None:
    rules = make_rules(rules_name, target=target)
    n = rules.players
    assert g.scores[g.winner] >= target
    assert all(s < target for p, s in enumerate(g.scores) if p != g.winner)
    # the scores are the deals' game points, by player (player k sat in seat k + rotation)
    won = [0] * n
    for _seed, _dealer, winner, points in g.deals:
        if winner is not None:
            won[(winner - g.rotation) % n] += points
    assert tuple(won) == g.scores
    # the first dealer is the match's, then the rules' next dealer after each deal
    dealer = g.match % n
    for j, (seed, d, winner, _points) in enumerate(g.deals, 1):
        assert d == dealer
        assert seed == deal_seed(seed // 1000, j)  # deal j of the match's own seed
        dealer = rules.next_dealer(dealer, winner)


def test_two_players_swap_seats_on_the_same_deals() -> None:
    games, timings = run_matches(FAST, 3, seed=4, rules="traditional")
    assert [(g.match, g.rotation) for g in games] == [(m, r) for m in range(3) for r in (0, 1)]
    for g in games:
        check_match(g, "traditional")
    for a, b in zip(games[::2], games[1::2]):  # a match's two sides: the same deal seeds
        k = min(len(a.deals), len(b.deals))
        assert [d[0] for d in a.deals[:k]] == [d[0] for d in b.deals[:k]]
        assert a.deals[0][1] == b.deals[0][1]  # and the same first dealer
    assert games == run_matches(FAST, 3, seed=4, rules="traditional")[0]
    assert all(len(t) > 0 for t in timings.by_player)


def test_schnapsen_alternates_and_a_target_of_eight() -> None:
    for g in run_matches(FAST, 2, seed=1, rules="schnapsen")[0]:
        check_match(g, "schnapsen")
        assert [d[1] for d in g.deals] == [(g.match + j) % 2 for j in range(len(g.deals))]
    for g in run_matches(FAST, 1, seed=2, rules=make_rules("traditional", target=8))[0]:
        check_match(g, "traditional", 8)


def test_three_players_rotate() -> None:
    games, _ = run_matches(("classic-sharp", "classic-gentle", "classic-normal"), 1, seed=3,
                           rules="three")
    assert [g.rotation for g in games] == [0, 1, 2]
    for g in games:
        check_match(g, "three")
    shares = match_shares(games, 3)
    assert sum(s.wins for s in shares) == 3
    assert sum(s.share for s in shares) == pytest.approx(1.0)


def test_match_shares_on_known_matches() -> None:
    def g(m: int, r: int, winner: int, scores: tuple[int, int]) -> MatchGame:
        return MatchGame(m, r, winner, scores, ())

    # A wins both sides of match 0, one of match 1, none of match 2: sets 1, 0.5, 0
    games = [g(0, 0, 0, (7, 2)), g(0, 1, 0, (8, 6)), g(1, 0, 0, (7, 0)), g(1, 1, 1, (3, 7)),
             g(2, 0, 1, (5, 7)), g(2, 1, 1, (6, 7))]
    a, b = match_shares(games, 2)
    assert (a.wins, b.wins) == (3, 3)
    assert a.share == pytest.approx(0.5) and b.share == pytest.approx(0.5)
    assert a.ci95 == pytest.approx(1.96 * 0.5 / math.sqrt(3))  # sd of 1, .5, 0 is .5
    assert a.points_share == pytest.approx(36 / 65)  # A 7+8+7+3+5+6, B 2+6+0+7+7+7


def test_cli_reports_the_match_share(capsys: pytest.CaptureFixture[str]) -> None:
    assert arena_main([*FAST, "--matches", "2", "--seed", "1", "--progress", "1"]) == 0
    out = capsys.readouterr().out
    assert "[1 matches] match-win shares" in out
    assert "match arena classic-sharp vs classic-gentle: 2 matches x 2 seat rotations" in out
    assert "match-win share of classic-sharp:" in out and "95% CI" in out
    with pytest.raises(SystemExit):
        arena_main([*FAST, "--matches", "1", "--rules", "simple"])
    assert "the simple rules play no match" in capsys.readouterr().err


def test_a_series_played_in_parts_merges_into_the_one_run(
        tmp_path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    base = [*FAST, "--matches", "2", "--seed", "5"]
    assert arena_main([*base, "--out", str(tmp_path / "a.json")]) == 0
    assert arena_main([*base, "--start", "2", "--out", str(tmp_path / "b.json")]) == 0
    # a run stopped after its first report keeps the matches reported so far
    saved = []
    monkeypatch.setattr(cli.Path, "write_text",
                        lambda self, text: saved.append(json.loads(text)["games"]))
    arena_main([*base, "--progress", "1", "--out", str(tmp_path / "c.json")])
    monkeypatch.undo()
    assert [len(g) for g in saved] == [2, 4] and saved[0] == saved[1][:2]
    assert arena_main([*FAST, "--matches", "4", "--seed", "5"]) == 0
    whole = capsys.readouterr().out.splitlines()[-5:-2]  # the last run's report, less times
    assert arena_main([*FAST, "--merge", str(tmp_path / "a.json"), str(tmp_path / "b.json")]) == 0
    merged = capsys.readouterr().out.splitlines()
    assert merged[:3] == whole and "4 matches x 2 seat rotations" in merged[0]
    assert merged[3].startswith("think time: merged runs")
    record = json.loads((tmp_path / "b.json").read_text())
    (tmp_path / "seed.json").write_text(json.dumps({**record, "seed": 6}))
    (tmp_path / "old.json").write_text(json.dumps({**record, "format": 0}))
    for bad, message in (([str(tmp_path / "a.json")] * 2, "match 0 (rotation 0) is in two"),
                         ([str(tmp_path / "nowhere.json")], "No such file"),
                         ([str(tmp_path / "a.json"), str(tmp_path / "seed.json")],
                          "do not merge"),
                         ([str(tmp_path / "old.json")], "another format than 1")):
        with pytest.raises(SystemExit):
            arena_main([*FAST, "--merge", *bad])
        assert message in capsys.readouterr().err
    with pytest.raises(SystemExit):
        arena_main([*reversed(FAST), "--merge", str(tmp_path / "a.json")])
    assert "the files are of classic-sharp vs classic-gentle" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        arena_main([*FAST, "--deals", "1", "--start", "3"])
    assert "--start and --out go with --matches" in capsys.readouterr().err
