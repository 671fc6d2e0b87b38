"""The built-in set (builtin.json, written by tools/make_puzzles.py), loaded on demand."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from .puzzle import Puzzle

PUZZLE_PRESETS = ("traditional", "three", "schnapsen")  # the set's tables, in the panel's order
# The set's ids, "t001" to "t060" and so on: each table's letter and how many puzzles it
# has (tools/make_puzzles.py's PREFIX and COUNT; a test holds them to the set). Known
# without loading the set, which the page loads on demand only.
ID_COUNTS = {"t": 60, "r": 54, "s": 54}


@cache
def load_all() -> tuple[Puzzle, ...]:
    """Every built-in puzzle, grouped by table, then by grade."""
    # Data, not code: the page fetches the file with the modules (pyscript.toml's
    # [files]) and reads it from beside this one, as CPython does.
    text = (Path(__file__).with_name("builtin.json")).read_text(encoding="utf-8")
    return tuple(Puzzle.from_dict(d) for d in json.loads(text))


def exists(puzzle_id: str) -> bool:
    """Whether ``puzzle_id`` names a puzzle of the built-in set (without loading it)."""
    count = ID_COUNTS.get(puzzle_id[:1], 0)
    number = puzzle_id[1:]
    return len(number) == 3 and number.isascii() and number.isdigit() \
        and 1 <= int(number) <= count


def by_id(puzzle_id: str) -> Puzzle | None:
    return next((p for p in load_all() if p.id == puzzle_id), None)


__all__ = ["load_all", "by_id", "exists", "ID_COUNTS", "PUZZLE_PRESETS"]
