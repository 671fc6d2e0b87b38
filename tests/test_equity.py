"""Match equity (issue 44, point 1): the dynamic programme against plain value iteration
and hand-computed cases, the shipped tables against their shipped deal results, and the
sanity of every table (1 at the target, the seats' chances summing to 1, more game
points never worse)."""

from __future__ import annotations

import itertools

import pytest

from game.ai.equity import load, match_equity, table_key
from game.console.equity import Counts, main, measure, render, tables
from game.console.met import Distribution, solve
from game.engine.rules import Rules, make_rules


def iterate(rules: Rules, dist: Distribution, rounds: int = 200
            ) -> dict[tuple[tuple[int, ...], int], tuple[float, ...]]:
    """The same chances by brute force: value iteration from all zeros, many rounds."""
    n, target = rules.players, rules.target
    states = [(s, d) for s in itertools.product(range(target), repeat=n) for d in range(n)]
    v = {k: (0.0,) * n for k in states}
    for _ in range(rounds):
        new = {}
        for s, d in states:
            acc = [0.0] * n
            outcomes = [((d + o) % n, g, p) for (o, g), p in dist.won.items()]
            for w, g, p in outcomes + [(None, 0, dist.no_result)]:
                if w is None:
                    nxt = v[s, rules.next_dealer(d, None)]
                else:
                    after = list(s)
                    after[w] += g
                    nxt = (tuple(float(i == w) for i in range(n)) if after[w] >= target
                           else v[tuple(after), rules.next_dealer(d, w)])
                for i in range(n):
                    acc[i] += p * nxt[i]
            new[s, d] = tuple(acc)
        v = new
    return v


TWO = Distribution(2, {(1, 1): 0.3, (1, 2): 0.15, (1, 3): 0.05, (0, 1): 0.2, (0, 2): 0.1,
                       (0, 3): 0.05})  # 15% drawn
THREE = Distribution(3, {(0, 2): 0.1, (0, 4): 0.1, (1, 3): 0.2, (1, 6): 0.05, (2, 2): 0.15,
                         (2, 5): 0.1})  # 30% replayed


@pytest.mark.parametrize("rules, dist", [
    (make_rules("traditional"), TWO),  # a draw: the same dealer again
    (make_rules("schnapsen", target=8), TWO),  # a draw would pass the deal: a 2-cycle
    (make_rules("three"), THREE),  # a replay: the same dealer again
])
def test_the_fixed_points_are_solved_exactly(rules: Rules, dist: Distribution) -> None:
    exact = solve(rules, dist)
    slow = iterate(rules, dist)
    assert exact.keys() == slow.keys()
    for k in exact:
        assert exact[k] == pytest.approx(slow[k], abs=1e-9)


def test_a_fair_coin_for_one_point_is_the_known_walk() -> None:
    # Each deal gives 1 point to either player with chance 1/2, whoever deals: the
    # chance of being first to 7 from a-b is the negative binomial's.
    coin = Distribution(2, {(0, 1): 0.5, (1, 1): 0.5})
    t = solve(make_rules("traditional"), coin)
    assert t[(6, 6), 0][0] == pytest.approx(0.5)
    assert t[(6, 5), 1][0] == pytest.approx(0.75)
    assert t[(5, 6), 0][0] == pytest.approx(0.25)
    assert t[(0, 0), 1][0] == pytest.approx(0.5)
    # 4-6: must win three in a row before losing one
    assert t[(4, 6), 0][0] == pytest.approx(1 / 8)


def test_the_leader_s_edge_and_the_winner_deals() -> None:
    # The leader always wins 1: at traditional the winner deals next, so the loser leads
    # and wins back: the score climbs in turns; at 6-6 the leader (the non-dealer) wins.
    lead = Distribution(2, {(1, 1): 1.0})
    t = solve(make_rules("traditional"), lead)
    assert t[(6, 6), 1][0] == 1.0 and t[(6, 6), 0][0] == 0.0
    assert t[(0, 0), 1][0] == 1.0  # 1-0, 1-1, 2-1, ... 7-6: seat 0 leads first and last
    with pytest.raises(ValueError, match="never ends"):
        solve(make_rules("traditional"), Distribution(2, {}))


def test_each_shipped_table_is_the_one_its_shipped_results_give() -> None:
    data = load()
    rebuilt = tables(data["distributions"])
    assert set(data["tables"]) == {f"{p}/{t}" for p in ("traditional", "three", "schnapsen")
                                   for t in (7, 8)}
    for key, shipped in data["tables"].items():
        preset, target = key.split("/")
        rules = make_rules(preset, target=int(target))
        counts = Counts.from_json(rules.players, data["distributions"][preset])
        assert counts.deals == data["distributions"][preset]["deals"] > 0
        # a row recomputed here from the results: seat 0 at 0 points, every other score
        table = solve(rules, counts.distribution())
        row = shipped["equity"][0]
        for rest in itertools.product(range(rules.target), repeat=rules.players - 1):
            node = row
            for s in rest:
                node = node[s]
            for d in range(rules.players):
                assert node[d] == pytest.approx(table[(0, *rest), d][0], abs=1e-6)
        assert rebuilt[key] == shipped
    assert main(["--check"]) == 0


def test_check_sees_a_stale_table(tmp_path) -> None:
    path = tmp_path / "equity.json"
    text = render(load()["distributions"])
    path.write_text(text.replace("0.", "0.9", 1))  # the first equity figure changed
    assert main(["--check", "--out", str(path)]) == 1
    path.write_text(text)
    assert main(["--check", "--out", str(path)]) == 0


@pytest.mark.parametrize("preset, target", [("traditional", 7), ("traditional", 8),
                                            ("schnapsen", 7), ("schnapsen", 8), ("three", 7),
                                            ("three", 8)])
def test_shipped_tables_are_sane(preset: str, target: int) -> None:
    rules = make_rules(preset, target=target)
    n = rules.players
    for scores in itertools.product(range(target), repeat=n):
        for d in range(n):
            chances = [match_equity(rules, scores, d, seat) for seat in range(n)]
            assert sum(chances) == pytest.approx(1.0, abs=1e-5)  # symmetric positions
            assert all(0.0 <= c <= 1.0 for c in chances)
            for seat in range(n):  # one more game point never hurts
                more = list(scores)
                more[seat] += 1
                assert match_equity(rules, more, d, seat) >= chances[seat] - 1e-6
    at_target = [target] + [target - 1] * (n - 1)
    assert match_equity(rules, at_target, 0, 0) == 1.0
    assert match_equity(rules, at_target, 1, 1) == 0.0


def test_match_equity_refuses_what_cannot_be() -> None:
    with pytest.raises(ValueError, match="play no match"):
        match_equity("simple", [0, 0], 0, 0)
    with pytest.raises(ValueError, match="3 game point counts"):
        match_equity("three", [0, 0], 0, 0)
    with pytest.raises(ValueError, match="only one player"):
        match_equity("traditional", [7, 8], 0, 0)
    with pytest.raises(ValueError, match="seats are 0 to 1"):
        match_equity("traditional", [1, 2], 2, 0)
    assert table_key(make_rules("traditional", target=8)) == "traditional/8"


def test_measure_counts_by_the_dealer_and_stops_cleanly() -> None:
    c = measure("traditional", 4, seed=3, player="classic-sharp")
    assert c.deals == 4 and c == measure("traditional", 4, seed=3, player="classic-sharp")
    assert Counts.from_json(2, c.to_json()) == c

    def stop(done: int, counts: Counts) -> None:
        if done == 2:
            raise KeyboardInterrupt

    c3 = measure("three", 5, seed=3, player="classic-sharp", progress=stop)
    assert c3.deals == 2  # Ctrl-C after two deals keeps the two
    assert set(c3.to_json()) == {"dealer", "leader", "third", "none"}
    assert set(c3.to_json()["leader"]) == {"2", "3", "4", "5", "6"}


def test_show_prints_the_results_and_the_first_rows(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--show", "2"]) == 0
    out = capsys.readouterr().out
    assert "| leader |" in out and "| no result |" in out
    assert "traditional/8: your chance (%) to win the match when you lead" in out
    assert "three/7: your chance (%) to win the match when you are third" in out
    first = out.index("traditional/7: your chance (%) to win the match when you lead")
    rows = out[first:].split("\n\n")[1].splitlines()
    assert len(rows) == 4 and rows[2].startswith("| 0 | ") and rows[3].startswith("| 1 | ")
    lead00 = match_equity("traditional", [0, 0], 1, 0)  # seat 1 deals: seat 0 leads
    assert rows[2].split(" | ")[1] == f"{100 * lead00:.1f}"
