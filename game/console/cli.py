"""``python -m game arena``: its command line, for two players (duplicate pairs) or
three (``--rules three``: seats rotated). One arena plays both (game/console/arena.py);
the options and their help stay those each table has always had. ``--matches N`` plays
whole matches instead (game/console/matches.py); ``--start K`` and ``--out F`` let a long
series be played in parts and ``--merge F ...`` report the parts as one run."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from ..engine.rules import PRESETS, make_rules
from ..engine.tables import table_for
from .arena import Game, run
from .matches import (
    MatchGame,
    match_record,
    match_report,
    match_shares,
    merge_records,
    run_matches,
)
from .players import players_at
from .report import final, interim


def presets_at(seats: int) -> tuple[str, ...]:
    """The rule presets played at the table of ``seats`` (game.engine.tables)."""
    return tuple(p for p in PRESETS if table_for(p).players == seats)


def parser(seats: int) -> argparse.ArgumentParser:
    two = seats == 2
    ap = argparse.ArgumentParser(
        prog="python -m game arena",
        description="Duplicate deals between two computer players." if two else
        "Three computer players, each deal played with the seats rotated.")
    for name in "abc"[:seats]:
        ap.add_argument(name, choices=players_at(seats))
    ap.add_argument("--deals", type=int, default=100,
                    help="deal pairs (each played twice)" if two else
                    "deals (each played three times)")
    ap.add_argument("--seed", type=int, default=0)
    rules = presets_at(seats)
    ap.add_argument("--rules", choices=rules, default=rules[0])
    if two:
        ap.add_argument("--jobs", type=int, default=1,
                        help="processes sharing the pairs (the same games as with 1)")
    ap.add_argument("--matches", type=int, default=0,
                    help="play whole matches instead of deals: N matches, each once per "
                    "seat rotation on the same deal seeds (game/console/matches.py)")
    ap.add_argument("--target", type=int, choices=(7, 8), default=7,
                    help="the match target with --matches")
    ap.add_argument("--start", type=int, default=0,
                    help="with --matches: the first match's number (runs of consecutive "
                    "numbers on one seed add up to one run)")
    ap.add_argument("--out", default=None,
                    help="with --matches: write every match played to this JSON file "
                    "(with --progress also the matches so far, at each report)")
    ap.add_argument("--merge", nargs="+", default=None, metavar="FILE",
                    help="report the matches of these --out files as one run (the same "
                    "players, rules, target and seed), playing none")
    ap.add_argument("--progress", type=int, default=0,
                    help="print interim figures every N pairs (0: only at the end)" if two
                    else "print interim shares every N deals (0: only at the end)")
    return ap


def seats_of(argv: list[str]) -> int:
    """Three with ``--rules three`` (or ``--rules=three``), else two: the table's own
    parser then reports any other mistake in the words it always has."""
    for k, arg in enumerate(argv):
        if arg == "--rules=three" or (arg == "--rules" and argv[k + 1:k + 2] == ["three"]):
            return 3
    return 2


def arena_main(argv: list[str]) -> int:
    seats = seats_of(argv)
    ap = parser(seats)
    args = ap.parse_args(argv)
    names = [args.a, args.b] + ([args.c] if seats == 3 else [])

    def progress(n: int, games: list[Game]) -> None:
        if args.progress and n % args.progress == 0 and n < args.deals:
            print(interim(seats, n, games), flush=True)

    if args.merge:
        return _merged(names, args.merge, ap)
    if (args.start or args.out) and args.matches <= 0:
        ap.error("--start and --out go with --matches")
    if args.matches > 0:
        if not make_rules(args.rules).has_match:
            ap.error(f"--matches: the {args.rules} rules play no match")
        return _matches(names, args)
    games, timings = run(names, args.deals, args.seed, args.rules, progress,
                         max(1, getattr(args, "jobs", 1)))
    print(final(names, games, timings, args.rules, args.seed))
    return 0


def _matches(names: list[str], args: argparse.Namespace) -> int:
    rules = make_rules(args.rules, target=args.target)

    def save(games: list[MatchGame]) -> None:
        if args.out:
            record = match_record(names, games, rules, args.seed)
            Path(args.out).write_text(json.dumps(record, separators=(",", ":")) + "\n")

    def progress(n: int, games: list[MatchGame]) -> None:
        if args.progress and n % args.progress == 0 and n < args.matches:
            shares = ", ".join(f"{100 * m.share:.1f}% +- {100 * m.ci95:.1f}"
                               for m in match_shares(games, len(names)))
            print(f"[{n} matches] match-win shares {shares}", flush=True)
            save(games)  # the matches so far (in order): a run stopped keeps them

    games, timings = run_matches(names, args.matches, args.seed, rules, progress,
                                 max(1, getattr(args, "jobs", 1)), args.start)
    save(games)
    print(match_report(names, games, timings, rules, args.seed))
    return 0


def _merged(names: list[str], files: list[str], ap: argparse.ArgumentParser) -> int:
    try:
        records = [json.loads(Path(f).read_text()) for f in files]
        players, rules, seed, games = merge_records(records)
    except (OSError, ValueError, KeyError, TypeError) as e:
        ap.error(f"--merge: {e}")
    if players != names:
        ap.error(f"--merge: the files are of {' vs '.join(players)}")
    print(match_report(names, games, None, rules, seed))
    return 0


__all__ = ["arena_main", "parser", "seats_of"]
