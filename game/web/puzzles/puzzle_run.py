"""The puzzle on the table (``Away.run``): its own module, so the session can name the
type without importing the desk that imports the session."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.puzzles.judge import Verdict
    from game.puzzles.puzzle import Puzzle


@dataclass
class PuzzleRun:
    """The puzzle on the table: its verdict on the player's last card, whether a play
    dropped the result or the solution was shown (then a solve scores nothing)."""

    puzzle: Puzzle
    verdict: Verdict | None = None
    helped: bool = False  # a wrong play or the solution shown: a solve scores 0
    shown: bool = False  # the solution is on show
    last_play: str = ""  # the player's card the verdict is about
