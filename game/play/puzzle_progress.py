"""The player's puzzles: which built-in puzzles were solved and the score, kept from visit
to visit (game.play.store's "puzzles" record). Rating-free: a puzzle solved with no wrong
play and without its solution shown scores its grade (1 to 3), otherwise 0; each puzzle
counts once, its first solve.

A stored record is untrusted: ``from_stored`` refuses (UntrustedInput) anything this
module would not write: an id not of the built-in set's form, points outside 0..3, too
many entries."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ..engine.untrusted import UntrustedInput, is_int

MAX_ENTRIES = 2000
MAX_CHARS = 65536
MAX_POINTS = 3
_ID = re.compile(r"[a-z][0-9]{3,5}")


@dataclass
class PuzzleProgress:
    solved: dict[str, int] = field(default_factory=dict)  # puzzle id -> points scored

    @property
    def score(self) -> int:
        return sum(self.solved.values())

    def is_solved(self, puzzle_id: str) -> bool:
        return puzzle_id in self.solved

    def solve(self, puzzle_id: str, points: int) -> bool:
        """Count a solve (only the first of each puzzle): whether it was new."""
        if puzzle_id in self.solved or not _ID.fullmatch(puzzle_id):
            return False
        self.solved[puzzle_id] = max(0, min(MAX_POINTS, points))
        return True

    def to_dict(self) -> dict[str, Any]:
        return {"solved": dict(sorted(self.solved.items()))}

    @classmethod
    def from_stored(cls, data: dict[str, Any]) -> "PuzzleProgress":
        solved = data.get("solved", {})
        if not isinstance(solved, dict) or len(solved) > MAX_ENTRIES:
            raise UntrustedInput("puzzles: 'solved' is not a table of puzzles")
        out: dict[str, int] = {}
        for key, points in solved.items():
            if not (isinstance(key, str) and _ID.fullmatch(key)):
                raise UntrustedInput("puzzles: a puzzle id this game never writes")
            if not (is_int(points) and 0 <= points <= MAX_POINTS):
                raise UntrustedInput("puzzles: points this game never gives")
            out[key] = int(points)
        return cls(out)


__all__ = ["PuzzleProgress", "MAX_CHARS"]
