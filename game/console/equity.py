"""``python -m game equity``: the deal results measured in the arena and the match equity
tables solved from them (issue 44, point 1), written to game/ai/equity.json.

    python -m game equity --measure traditional --deals 700 --seed 1   # play, then write
    python -m game equity            # solve the tables again from the file's results
    python -m game equity --check    # exit 1 if the file's tables are not its results'
    python -m game equity --show 3   # the results and each table's first 3 rows, Markdown

``--measure`` plays deals 0 .. N-1 (shuffle seed ``arena.deal_seed(seed, i)``, dealer
``i % players``) once each, the same player in every seat (decision seeds apart by seat,
as in the arena), and counts each result by the winner's place relative to the dealer
and the game points won. Ctrl-C (SIGINT) stops it after the last finished deal: the
file then says how many were played, and ``--deals`` that many replays them. The
traditional deal's results serve its match to 7 and to 8 alike; every preset with a
match gets both targets (docs/RULES.md §8).
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from ..ai.equity import DATA, EquityTable, seat0_chance, table_key
from ..engine.jsonvalue import JSONObject
from ..engine.rules import PRESETS, make_rules
from .arena import SEED_STEP, deal_seed, play_game
from .met import Distribution, seat0_rows, solve
from .players import Chooser, make_player

OFFSETS = ("dealer", "leader", "third")  # the winner's place, counted from the dealer
MATCH_PRESETS = tuple(p for p in PRESETS if make_rules(p).has_match)
TARGETS = (7, 8)


def gains(players: int) -> range:
    """The game points a deal can give: 1..3 at two players, 2..6 (1..3 from each of
    two) at three."""
    return range(1, 4) if players == 2 else range(2, 7)


@dataclass
class Counts:
    """Deal results by (winner's offset from the dealer, game points), and the deals
    without one."""

    players: int
    won: dict[tuple[int, int], int] = field(default_factory=dict)
    none: int = 0

    @property
    def deals(self) -> int:
        return sum(self.won.values()) + self.none

    def add(self, winner: int | None, points: int, dealer: int) -> None:
        if winner is None:
            self.none += 1
        else:
            key = ((winner - dealer) % self.players, points)
            self.won[key] = self.won.get(key, 0) + 1

    def distribution(self) -> Distribution:
        return Distribution.of_counts(self.players, self.won, self.none)

    def to_json(self) -> JSONObject:
        out: JSONObject = {}
        for offset in range(self.players):
            out[OFFSETS[offset]] = {str(g): self.won.get((offset, g), 0)
                                    for g in gains(self.players)}
        out["none"] = self.none
        return out

    @classmethod
    def from_json(cls, players: int, d: JSONObject) -> Counts:
        """The counts ``to_json`` wrote (in the game's own equity.json: a wrong shape is
        a bug)."""
        none = d["none"]
        assert isinstance(none, int), "not a Counts.to_json"
        won = {}
        for offset in range(players):
            row = d[OFFSETS[offset]]
            assert isinstance(row, dict), "not a Counts.to_json"
            for g, c in row.items():
                assert isinstance(c, int), "not a Counts.to_json"
                if c:
                    won[(offset, int(g))] = c
        return cls(players, won, none)


def seated(player: str, n: int) -> list[Chooser]:
    """``n`` copies of one player whose decision seeds differ by seat (arena.py's step),
    so self-play is not one game mirrored."""
    chooser = make_player(player)

    def at(k: int) -> Chooser:
        return lambda s, sd: chooser(s, sd + SEED_STEP * k)

    return [at(k) for k in range(n)]


def measure(rules: str, deals: int, seed: int, player: str = "expert",
            progress: Callable[[int, Counts], None] | None = None) -> Counts:
    """Deal results of ``player`` against itself over deals 0 .. deals-1 (stopped early
    by Ctrl-C: the finished deals)."""
    n = make_rules(rules).players
    players = seated(player, n)
    counts = Counts(n)
    try:
        for i in range(deals):
            oc = play_game(players, deal_seed(seed, i), i % n, rules, [[] for _ in range(n)])
            counts.add(oc.winner, oc.game_points, i % n)
            if progress is not None:
                progress(i + 1, counts)
    except KeyboardInterrupt:
        pass  # the finished deals are data all the same
    return counts


def tables(distributions: dict[str, JSONObject]) -> dict[str, EquityTable]:
    """Every match rule set's table solved from its preset's measured results."""
    out: dict[str, EquityTable] = {}
    for preset in MATCH_PRESETS:
        if preset not in distributions:
            continue
        for target in TARGETS:
            rules = make_rules(preset, target=target)
            counts = Counts.from_json(rules.players, distributions[preset])
            out[table_key(rules)] = {
                "distribution": preset,
                "equity": seat0_rows(rules, solve(rules, counts.distribution()))}
    return out


def render(distributions: dict[str, JSONObject]) -> str:
    """The file's text: the results, then the tables (one line per row of dealers)."""
    data = {
        "about": "Match equity (issue 44): deal results measured by python -m game equity "
                 "--measure; tables[preset/target].equity[s0][s1](..)[dealer] is seat 0's "
                 "chance to win the match (game/ai/equity.py, game/console/met.py).",
        "distributions": {p: distributions[p] for p in MATCH_PRESETS if p in distributions},
        "tables": tables(distributions),
    }
    text = json.dumps(data, indent=1)
    # innermost lists of numbers, and the counts' objects, on one line each
    text = re.sub(r"\[\s+([-0-9.e,\s]+?)\s+\]",
                  lambda m: "[" + ", ".join(x.strip() for x in m.group(1).split(",")) + "]",
                  text)
    return re.sub(r"\{\s+((?:\"\d+\": \d+,?\s+)+)\}",
                  lambda m: "{" + ", ".join(x.strip() for x in m.group(1).split(",")) + "}",
                  text) + "\n"


def read(path: Path) -> dict[str, JSONObject]:
    if not path.exists():
        return {}
    dists: dict[str, JSONObject] = json.loads(path.read_text(encoding="utf-8"))["distributions"]
    return dists


def summary(preset: str, counts: Counts) -> str:
    """One line of counts: by the winner's place, the deals won for each gain."""
    gs = gains(counts.players)
    parts = [f"{OFFSETS[o]} {'/'.join(str(counts.won.get((o, g), 0)) for g in gs)}"
             for o in range(counts.players)]
    return f"{preset}: {counts.deals} deals; wins by {', '.join(parts)}; no result {counts.none}"


def show_distribution(preset: str, d: JSONObject) -> list[str]:
    """The results as a Markdown table of percentages, each with its 95% half-width."""
    players = make_rules(preset).players
    counts = Counts.from_json(players, d)
    n = counts.deals

    def pct(c: int) -> str:
        p = c / n
        return f"{100 * p:.1f} ± {196 * math.sqrt(p * (1 - p) / n):.1f}"

    gs = gains(players)
    lines = [f"{preset}: {d['player']} against itself, {n} deals, seed {d['seed']} "
             "(percent of the deals, ± the 95% half-width)", "",
             "| the winner | " + " | ".join(f"+{g}" for g in gs) + " | any |",
             "|---|" + "---:|" * (len(gs) + 1)]
    for o in (1, 0, 2)[:players]:
        won = [counts.won.get((o, g), 0) for g in gs]
        lines.append(f"| {OFFSETS[o]} | " + " | ".join(map(pct, won)) + f" | {pct(sum(won))} |")
    lines.append(f"| no result | {pct(counts.none)} |" + " |" * len(gs))
    return lines


def show_table(key: str, table: EquityTable, rows: int) -> list[str]:
    """Seat 0's chances, its score down and the next seat's across (three players: the
    seat on its right on 0), once for each place of seat 0 relative to the dealer."""
    preset, target = key.split("/")
    rules = make_rules(preset, target=int(target))
    n = rules.players
    eq = table["equity"]
    out = []
    for place in (1, 0, 2)[:n]:  # you lead, you deal, you are third
        d = (0 - place) % n
        who = ("you lead", "you deal", "you are third")[(1, 0, 2).index(place)]
        rest = "" if n == 2 else " (next: the seat on your left; the one on your right on 0)"
        out += ["", f"{key}: your chance (%) to win the match when {who}{rest}", "",
                "| you / next | " + " | ".join(map(str, range(rules.target))) + " |",
                "|---:|" + "---:|" * rules.target]
        for a in range(min(rows, rules.target)):
            cells = [seat0_chance(eq, (a, b, d) if n == 2 else (a, b, 0, d))
                     for b in range(rules.target)]
            out.append(f"| {a} | " + " | ".join(f"{100 * c:.1f}" for c in cells) + " |")
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="python -m game equity", description=__doc__.split("\n")[0])
    ap.add_argument("--measure", choices=MATCH_PRESETS,
                    help="play deals at this preset's table and keep their results")
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--player", default="expert", help="the player in every seat")
    ap.add_argument("--progress", type=int, default=0, help="print the counts every N deals")
    ap.add_argument("--out", type=Path, default=DATA)
    ap.add_argument("--check", action="store_true",
                    help="exit 1 if the file's tables are not the ones its results give")
    ap.add_argument("--show", type=int, nargs="?", const=3, default=0, metavar="ROWS",
                    help="print the results and each table's first ROWS rows (Markdown)")
    args = ap.parse_args(argv)
    dists = read(args.out)
    if args.show:
        lines: list[str] = []
        for preset, d in dists.items():
            lines += show_distribution(preset, d) + [""]
        for key, table in json.loads(args.out.read_text(encoding="utf-8"))["tables"].items():
            lines += show_table(key, table, args.show)
        print("\n".join(lines))
        return 0
    if args.check:
        if args.out.read_text(encoding="utf-8") != render(dists):
            print(f"{args.out}: stale, run python -m game equity", file=sys.stderr)
            return 1
        return 0
    if args.measure:
        def progress(done: int, counts: Counts) -> None:
            if args.progress and done % args.progress == 0:
                print(summary(args.measure, counts), flush=True)

        counts = measure(args.measure, args.deals, args.seed, args.player, progress)
        print(summary(args.measure, counts))
        dists = read(args.out)  # as it is now: another preset may have been measured meanwhile
        dists[args.measure] = {"player": args.player, "seed": args.seed, "deals": counts.deals,
                               **counts.to_json()}
    args.out.write_text(render(dists), encoding="utf-8")
    return 0


__all__ = ["Counts", "gains", "main", "measure", "render", "tables"]
