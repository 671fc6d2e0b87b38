"""The built-in set (builtin.py, written by tools/make_puzzles.py), loaded on demand."""

from __future__ import annotations

from functools import cache

from .puzzle import Puzzle

PUZZLE_PRESETS = ("traditional", "three", "schnapsen")  # the set's tables, in the panel's order


@cache
def load_all() -> tuple[Puzzle, ...]:
    """Every built-in puzzle, grouped by table, then by grade."""
    from .builtin import PUZZLES

    return tuple(Puzzle.from_dict(d) for d in PUZZLES)


def by_id(puzzle_id: str) -> Puzzle | None:
    return next((p for p in load_all() if p.id == puzzle_id), None)


__all__ = ["load_all", "by_id", "PUZZLE_PRESETS"]
