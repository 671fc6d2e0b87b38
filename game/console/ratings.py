"""Each computer level's rating at a table, measured in the arena.

``python -m game ratings --rules traditional --deals-per-pair N [--expert-deals M]
--seed 1 --jobs 2 --out f.json`` plays a round robin of the four levels and fits their
ratings; ``python -m game ratings --merge a.json b.json ...`` fits the games of several
runs together (runs split with ``--start``, or a later run adding deals).

Each group plays each deal once per rotation of the seats (game/console/arena.py
``play_deal``): two players (traditional, schnapsen) every pair of levels, each deal
twice with the seats swapped; three players every triple of distinct levels (and,
with ``--groups``, e.g. ``expert-sharp-sharp``), each deal three times. A group
with the Expert plays deals ``start .. start + M - 1`` (``--expert-deals M``, the slow
ones), the others ``start .. start + N - 1``. Deal ``i`` is the same shuffle in every
group (game/console/arena.py ``deal_seed``).

The outcome of a game is who won the deal (two players: a draw counts half; three:
replays and draws are dropped and counted). The model (game/console/fit.py): Bradley-
Terry on the Elo scale with two players, its generalisation Plackett-Luce ("winner of
the table") with three, fitted by maximum likelihood, the four levels' mean rating
anchored at 1500; 95% intervals by a cluster bootstrap over deals (seeded).

The JSON keeps every game (group, deal, game within the deal, winner, game points,
reason), so runs merge exactly. Everything but the CPU times is deterministic.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from collections.abc import Sequence
from typing import TypedDict

from ..ai.levels import LEVELS
from ..engine.tables import table_for
from ..play.level_ratings import RATED_PRESETS
from .arena import Timings, play_deal
from .fit import Cell, Rated, bootstrap, win_probability
from .players import make_player

TABLES = RATED_PRESETS  # the tables whose levels the page rates
FORMAT = "sixtysix-ratings/1"
# One game: [deal, game (A's seat, or the rotation), winner (index into the group's
# players; None: a draw, or a dropped replay), game points, reason (three players;
# "" with two)]. Played here as a tuple, read back from a file as a list: both index
# and unpack alike.
Record = tuple[int, int, int | None, int, str]


class Games(TypedDict):
    """A run's games (FORMAT), as saved: each group's games by its name ("sharp-gentle")
    and the CPU seconds they took."""

    format: str
    rules: str
    seed: int
    groups: dict[str, list[Record]]
    cpu_seconds: dict[str, float]

Item = tuple[tuple[str, ...], str, int, list[int]]  # a group, the rules, the seed, deals


def default_groups(rules: str) -> list[tuple[str, ...]]:
    """The round robin: every pair (two players) or triple of distinct levels (three),
    stronger level first (so ``expert-sharp`` plays the arena's ``expert sharp``)."""
    size = table_for(rules).players
    strong_first = tuple(reversed(LEVELS))
    if size == 2:
        return [(a, b) for i, a in enumerate(strong_first) for b in strong_first[i + 1:]]
    return [(a, b, c) for i, a in enumerate(strong_first) for j, b in enumerate(strong_first)
            for c in strong_first[j + 1:] if i < j]


def parse_group(text: str, rules: str) -> tuple[str, ...]:
    names = tuple(text.split("-"))
    size = table_for(rules).players
    if len(names) != size or any(n not in LEVELS for n in names):
        raise ValueError(f"bad group {text!r} for {rules}: levels joined by '-', "
                         f"{size} of {', '.join(LEVELS)}")
    return names


# -- playing -----------------------------------------------------------------------------
def play_items(item: Item) -> tuple[str, list[Record], float]:
    """Play the deals of one work item; returns (group name, games, CPU seconds)."""
    group, rules, seed, deals = item
    t0 = time.process_time()
    out: list[Record] = []
    players = [make_player(n) for n in group]
    for i in deals:
        for g in play_deal(players, i, seed, rules, Timings.of(len(group))):
            reason = g.reason if len(group) == 3 else ""  # FORMAT: no reason with two
            out.append((i, g.rotation, g.winner, max(g.gained), reason))
    return "-".join(group), out, time.process_time() - t0


def work_items(rules: str, seed: int, groups: Sequence[tuple[str, ...]], start: int,
               deals: int, expert_deals: int) -> list[Item]:
    """The runs' work: an Expert deal per item (slow), classic deals 200 to an item."""
    items = []
    for group in groups:
        expert = "expert" in group
        n = expert_deals if expert else deals
        step = 1 if expert else 200
        for lo in range(start, start + n, step):
            items.append((group, rules, seed, list(range(lo, min(lo + step, start + n)))))
    items.sort(key=lambda it: "expert" not in it[0])  # the slow ones first
    return items


def empty(rules: str, seed: int) -> Games:
    return {"format": FORMAT, "rules": rules, "seed": seed, "groups": {}, "cpu_seconds": {}}


def add(data: Games, group: str, games: list[Record], cpu: float) -> None:
    data["groups"].setdefault(group, []).extend(games)
    data["cpu_seconds"][group] = data["cpu_seconds"].get(group, 0.0) + cpu


def save(data: Games, path: str) -> None:
    for games in data["groups"].values():
        games.sort(key=lambda r: (r[0], r[1]))
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(data, f, separators=(",", ":"))
    os.replace(tmp, path)  # a run stopped half-way keeps every finished deal


def run(rules: str, seed: int, groups: Sequence[tuple[str, ...]], start: int, deals: int,
        expert_deals: int, jobs: int = 1, out: str | None = None,
        save_every: float = 60.0) -> Games:
    items = work_items(rules, seed, groups, start, deals, expert_deals)
    data = empty(rules, seed)
    last = time.monotonic()
    pool = None
    if jobs > 1:
        import multiprocessing

        pool = multiprocessing.Pool(jobs)
    try:
        results = pool.imap_unordered(play_items, items) if pool else map(play_items, items)
        for n, (group, games, cpu) in enumerate(results, 1):
            add(data, group, games, cpu)
            if out and time.monotonic() - last > save_every:
                save(data, out)
                last = time.monotonic()
                print(f"[{n}/{len(items)} items]", file=sys.stderr, flush=True)
    finally:
        if pool:
            pool.close()
            pool.join()
    if out:
        save(data, out)
    return data


# -- merging and fitting -------------------------------------------------------------
def merge(datas: Sequence[Games]) -> Games:
    """One data set from several runs of the same table and seed; a game in two fails."""
    if not datas:
        raise ValueError("nothing to merge")
    rules, seed = datas[0]["rules"], datas[0]["seed"]
    out = empty(rules, seed)
    seen: set[tuple[str, int, int]] = set()
    for d in datas:
        if d.get("format") != FORMAT or d["rules"] != rules or d["seed"] != seed:
            raise ValueError("runs of different tables, seeds or formats do not merge")
        for group, games in d["groups"].items():
            for r in games:
                key = (group, r[0], r[1])
                if key in seen:
                    raise ValueError(f"game {key} is in two runs")
                seen.add(key)
            add(out, group, list(games), d["cpu_seconds"].get(group, 0.0))
    return out


def deal_cells(data: Games) -> tuple[dict[object, tuple[object, dict[Cell, float]]], int]:
    """Each deal's weighted winner counts over all groups, its stratum (the groups that
    played it), and how many games were dropped (three players: replays and draws)."""
    cells: dict[int, dict[Cell, float]] = {}
    groups_at: dict[int, set[str]] = {}
    dropped = 0
    for group, games in data["groups"].items():
        names = tuple(group.split("-"))
        seated = tuple(sorted(names))
        for deal, _game, winner, _gp, _reason in games:
            c = cells.setdefault(deal, {})
            groups_at.setdefault(deal, set()).add(group)
            if winner is not None:
                c[(seated, names[winner])] = c.get((seated, names[winner]), 0.0) + 1.0
            elif len(names) == 2:  # a drawn deal: half a win each
                for n in names:
                    c[(seated, n)] = c.get((seated, n), 0.0) + 0.5
            else:
                dropped += 1
    return {d: (tuple(sorted(groups_at[d])), c) for d, c in cells.items()}, dropped


def fit_data(data: Games, resamples: int = 1000,
             seed: int = 1) -> tuple[dict[str, Rated], int]:
    """The fit and intervals of the levels that played (the anchor: their mean)."""
    deals, dropped = deal_cells(data)
    present = {n for g in data["groups"] for n in g.split("-")}
    return bootstrap(deals, [lv for lv in LEVELS if lv in present], resamples, seed), dropped


def report(data: Games, rated: dict[str, Rated], dropped: int) -> str:
    groups = data["groups"]
    lines = [f"ratings at {data['rules']} (seed {data['seed']}): Bradley-Terry / Plackett-"
             f"Luce on deal winners, mean 1500, 95% cluster-bootstrap intervals"]
    lines.append(f"{'level':8} {'rating':>6}  {'95% interval':>13} {'+/-':>4} {'games':>7}")
    for lv, r in rated.items():
        lines.append(f"{lv:8} {r.rating:6.0f}  {r.low:6.0f}..{r.high:<6.0f} "
                     f"{r.half_width:4d} {r.games:7d}")
    lines.append("group: games, deals, observed win share of each player (model), CPU s/deal")
    ratings = {lv: r.rating for lv, r in rated.items()}
    for group, games in sorted(groups.items()):
        names = group.split("-")
        counted = [g for g in games if g[2] is not None or len(names) == 2]
        deals = len({g[0] for g in games})
        shares = []
        for k, n in enumerate(names):
            won = sum(1.0 if g[2] == k else 0.5 if g[2] is None else 0.0 for g in counted)
            model = win_probability(ratings, names, k)
            shares.append(f"{n} {100 * won / max(1, len(counted)):.1f}% ({100 * model:.1f}%)")
        cpu = data["cpu_seconds"].get(group, 0.0) / max(1, deals)
        lines.append(f"  {group}: {len(games)} games, {deals} deals, "
                     f"{', '.join(shares)}, {cpu:.2f}")
    if dropped:
        lines.append(f"dropped (replays and draws, three players): {dropped} games")
    literal = ", ".join(f'"{lv}": ({round(rated[lv].rating)}, {rated[lv].half_width})'
                        for lv in rated)
    lines.append(f'"{data["rules"]}": {{{literal}}},')
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="python -m game ratings",
                                 description="The levels' ratings at a table, measured.")
    ap.add_argument("--rules", choices=TABLES, default="traditional")
    ap.add_argument("--deals-per-pair", type=int, default=0,
                    help="deals each group without the Expert plays")
    ap.add_argument("--expert-deals", type=int, default=None,
                    help="deals each group with the Expert plays (default: --deals-per-pair)")
    ap.add_argument("--start", type=int, default=0, help="the first deal's index")
    ap.add_argument("--groups", default="",
                    help="comma-separated groups to play, e.g. expert-sharp,expert-normal "
                         "(default: the round robin)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1, help="processes sharing the work")
    ap.add_argument("--out", default=None, help="save every game here (JSON)")
    ap.add_argument("--merge", nargs="+", default=None, metavar="FILE",
                    help="fit the games of these runs together instead of playing")
    ap.add_argument("--resamples", type=int, default=1000, help="bootstrap resamples")
    args = ap.parse_args(argv)
    if args.merge:
        datas = []
        for path in args.merge:
            with open(path) as f:
                datas.append(json.load(f))
        data = merge(datas)
        if args.out:
            save(data, args.out)
    else:
        groups = ([parse_group(g, args.rules) for g in args.groups.split(",")] if args.groups
                  else default_groups(args.rules))
        expert = args.deals_per_pair if args.expert_deals is None else args.expert_deals
        t0 = time.monotonic()
        data = run(args.rules, args.seed, groups, args.start, args.deals_per_pair, expert,
                   max(1, args.jobs), args.out)
        print(f"played in {time.monotonic() - t0:.0f} s", file=sys.stderr)
    try:
        rated, dropped = fit_data(data, args.resamples)
    except ValueError as e:
        print(f"no fit: {e}", file=sys.stderr)
        return 1
    print(report(data, rated, dropped))
    return 0 if all(math.isfinite(r.rating) for r in rated.values()) else 1


__all__ = ["TABLES", "default_groups", "deal_cells", "fit_data", "main", "merge", "run"]
