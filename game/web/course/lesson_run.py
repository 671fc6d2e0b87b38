"""The lesson on the table (``Away.run``): its own module, so the session can name the
type without importing the desk that imports the session."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.learn.lessons import Lesson


@dataclass
class LessonRun:
    """The lesson on the table: its verdict so far (``""``, "wrong" or "right"), what
    #lesson-status says, the wrong plays and whether the answer was shown."""

    lesson: Lesson
    verdict: str = ""
    words: str = ""
    wrong: int = 0
    shown: bool = False
    stars: int = 0  # earned when the goal was reached
    refused: str = ""  # the card just refused (not played): it sits back in the hand
