"""Command line: ``python -m game play``, ``python -m game arena``, ``python -m game ratings``,
``python -m game equity`` (game/console/) and ``python -m game review`` (game/review/cli.py)."""

from __future__ import annotations

import argparse
import sys

from .ai import LEVELS
from .engine.rules import PRESETS


def _play(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="python -m game play",
                                 description="Play a match of Sixty-Six in the terminal.")
    ap.add_argument("--level", choices=LEVELS, default="normal")
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--rules", choices=PRESETS,
                    default="traditional")
    a = ap.parse_args(argv)
    from .console.terminal import play_match

    try:
        play_match(a.level, a.seed, a.rules, input, sys.stdout)
    except (EOFError, KeyboardInterrupt):
        print("\nBye.")
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] in ("-h", "--help"):
        print("usage: python -m game play [--level L] [--seed N] [--rules R]\n"
              "       python -m game arena A B --deals N --seed S [--rules R]\n"
              "       python -m game arena A B C --rules three --deals N --seed S\n"
              "       python -m game arena A B [C] --matches N --seed S [--rules R] [--target T]\n"
              "       python -m game ratings --rules R --deals-per-pair N [--expert-deals M]"
              " [--jobs J] [--out F]\n"
              "       python -m game ratings --merge F1 F2 ...\n"
              "       python -m game review FILE [--seed S]  (FILE: a deal record, JSON)\n"
              "       python -m game review --deal-seed N [--level L] [--player P] [--rules R]\n"
              "       python -m game equity [--measure R --deals N --seed S] [--check]\n"
              "       python -m game advise VIEW [--seed S] [--played A]  (VIEW: a view"
              " position, JSON or a file)")
        return 0
    cmd, rest = argv[0], argv[1:]
    if cmd == "play":
        return _play(rest)
    if cmd == "arena":
        from .console.cli import arena_main  # two players, or A B C with --rules three

        return arena_main(rest)
    if cmd == "ratings":
        from .console.ratings import main as ratings_main

        return ratings_main(rest)
    if cmd == "review":
        from .review.cli import main as review_main

        return review_main(rest)
    if cmd == "equity":
        from .console.equity import main as equity_main

        return equity_main(rest)
    if cmd == "advise":
        from .console.advise import main as advise_main

        return advise_main(rest)
    print(f"unknown command {cmd!r}: use play, arena, ratings, review, equity or advise",
          file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
