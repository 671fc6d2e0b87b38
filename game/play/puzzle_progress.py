"""The player's puzzles: which built-in puzzles were solved and the score, kept from visit
to visit (game.play.store's "puzzles" record). Rating-free: a puzzle solved with no wrong
play and without its solution shown scores its grade (1 to 3), otherwise 0; each puzzle
counts once, its first solve.

A puzzle is *spoiled* the moment a play drops its result or its solution is shown: that
is kept at once (``spoiled``), so reopening it, from the panel or after a reload, can no
longer score its grade. A solve clears it (the score is then fixed).

A stored record is untrusted: ``from_stored`` refuses (UntrustedInput) anything this
module would not write: an id not of the built-in set's form, points outside 0..3, too
many entries, a puzzle both solved and spoiled. ``known_only`` keeps the puzzles the
built-in set has (game.puzzles.library), so made-up ids never count."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..engine.jsonvalue import JSONObject
from ..engine.untrusted import UntrustedInput, is_int
from ..puzzles.library import exists

MAX_ENTRIES = 2000
MAX_CHARS = 65536
MAX_POINTS = 3
_ID = re.compile(r"[a-z][0-9]{3,5}")


@dataclass
class PuzzleProgress:
    solved: dict[str, int] = field(default_factory=dict)  # puzzle id -> points scored
    spoiled: set[str] = field(default_factory=set)  # not solved yet, and can score 0 only

    @property
    def score(self) -> int:
        return sum(self.solved.values())

    def is_solved(self, puzzle_id: str) -> bool:
        return puzzle_id in self.solved

    def is_spoiled(self, puzzle_id: str) -> bool:
        return puzzle_id in self.spoiled

    def spoil(self, puzzle_id: str) -> bool:
        """A wrong play or the solution shown in an unsolved puzzle: whether it is new."""
        if puzzle_id in self.solved or puzzle_id in self.spoiled or not exists(puzzle_id):
            return False
        self.spoiled.add(puzzle_id)
        return True

    def solve(self, puzzle_id: str, points: int) -> bool:
        """Count a solve (only the first of each puzzle; 0 once it was spoiled): whether it
        was new."""
        if puzzle_id in self.solved or not exists(puzzle_id):
            return False
        clean = puzzle_id not in self.spoiled
        self.spoiled.discard(puzzle_id)
        self.solved[puzzle_id] = max(0, min(MAX_POINTS, points)) if clean else 0
        return True

    def known_only(self) -> tuple["PuzzleProgress", int]:
        """The progress on puzzles the built-in set has, and how many entries were not."""
        solved = {k: v for k, v in self.solved.items() if exists(k)}
        spoiled = {k for k in self.spoiled if exists(k)}
        dropped = len(self.solved) - len(solved) + len(self.spoiled) - len(spoiled)
        return PuzzleProgress(solved, spoiled), dropped

    def to_dict(self) -> JSONObject:
        return {"solved": dict(sorted(self.solved.items())), "spoiled": [*sorted(self.spoiled)]}

    @classmethod
    def from_stored(cls, data: JSONObject) -> "PuzzleProgress":
        solved = data.get("solved", {})
        spoiled = data.get("spoiled", [])  # (absent from the records before it was kept)
        if not isinstance(solved, dict) or len(solved) > MAX_ENTRIES:
            raise UntrustedInput("puzzles: 'solved' is not a table of puzzles")
        if not isinstance(spoiled, list) or len(spoiled) > MAX_ENTRIES:
            raise UntrustedInput("puzzles: 'spoiled' is not a list of puzzles")
        out: dict[str, int] = {}
        for key, points in solved.items():
            if not (isinstance(key, str) and _ID.fullmatch(key)):
                raise UntrustedInput("puzzles: a puzzle id this game never writes")
            if not (is_int(points) and 0 <= points <= MAX_POINTS):
                raise UntrustedInput("puzzles: points this game never gives")
            out[key] = int(points)
        ids = [key for key in spoiled if isinstance(key, str) and _ID.fullmatch(key)]
        if len(ids) != len(spoiled):
            raise UntrustedInput("puzzles: a puzzle id this game never writes")
        if len(set(ids)) != len(ids) or set(ids) & set(out):
            raise UntrustedInput("puzzles: a puzzle spoiled twice, or spoiled and solved")
        return cls(out, set(ids))


__all__ = ["PuzzleProgress", "MAX_CHARS"]
