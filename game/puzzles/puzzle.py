"""One puzzle as a value: its position, its answer and how hard it is."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NotRequired, TypedDict

from game import from_position
from game.engine.jsonvalue import JSONObject
from game.engine.tables import AnyState

GRADES = (1, 2, 3)  # easy, medium, hard


@dataclass(frozen=True)
class Puzzle:
    """A position with seat 0 to move and exactly one best first play.

    ``value``: seat 0's game points with best play (+ won, - lost; at three players
    against both opponents together); ``best``: the one first play that keeps it;
    ``line``: the solution, every seat's actions from the position to the deal's end
    (seat 0's best, the opponents' best replies); ``losing``: how many of the
    ``choices`` legal first plays drop the value; ``critical``: how many of seat 0's
    decisions along the line have a play that drops it; ``grade``: 1..3 from both;
    ``seed``: the deal it was found in."""

    id: str
    preset: str
    position: JSONObject
    value: int
    best: str
    line: tuple[str, ...]
    choices: int
    losing: int
    critical: int
    grade: int
    seed: int = 0  # the deal it came from (tools/make_puzzles.py)

    def start(self) -> AnyState:
        """The puzzle's position as an engine state, at its table."""
        return from_position(self.position)

    def to_dict(self) -> PuzzleJSON:
        return {"id": self.id, "preset": self.preset, "position": self.position,
                "value": self.value, "best": self.best, "line": list(self.line),
                "choices": self.choices, "losing": self.losing,
                "critical": self.critical, "grade": self.grade, "seed": self.seed}

    @classmethod
    def from_dict(cls, d: PuzzleJSON) -> "Puzzle":
        return cls(str(d["id"]), str(d["preset"]), dict(d["position"]), int(d["value"]),
                   str(d["best"]), tuple(str(a) for a in d["line"]), int(d["choices"]),
                   int(d["losing"]), int(d["critical"]), int(d["grade"]), int(d.get("seed", 0)))


class PuzzleJSON(TypedDict):
    """A puzzle as builtin.json keeps it (the game's own file: ``Puzzle``'s fields)."""

    id: str
    preset: str
    position: JSONObject
    value: int
    best: str
    line: list[str]
    choices: int
    losing: int
    critical: int
    grade: int
    seed: NotRequired[int]


def grade_of(choices: int, losing: int, critical: int) -> int:
    """Difficulty: 1 (easy) to 3 (hard). Harder the more of seat 0's decisions along the
    line are only moves, and the larger the share of first plays that lose something."""
    score = critical + 2 * losing / max(choices, 1)
    return 1 if score < 2.5 else 2 if score < 3.5 else 3


__all__ = ["Puzzle", "GRADES", "grade_of"]
