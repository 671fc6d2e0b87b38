"""The learner's course (issue 42): the stars each lesson earned, kept from visit to visit
(game.play.store's "lessons" record). A lesson tried shows 0 stars until its goal is
reached; then 3 for the goal reached at the first play, 2 after one wrong play, 1 after
more or once the answer was shown. The best try counts.

A stored record is untrusted: ``from_stored`` refuses (UntrustedInput) anything this
module would not write: an id not of a lesson's form, stars outside 0..3, too many
entries. ``known_only`` keeps the lessons the course has (game.learn), so made-up ids never
show."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..engine.untrusted import UntrustedInput, is_int

MAX_ENTRIES = 200
MAX_CHARS = 16384
MAX_STARS = 3
_ID = re.compile(r"[a-z][0-9]{2,3}", re.IGNORECASE)


def stars_for(wrong: int, shown: bool) -> int:
    """The stars of a goal reached after ``wrong`` wrong plays (the answer ``shown``)."""
    if shown or wrong > 1:
        return 1
    return MAX_STARS - wrong


@dataclass
class LessonProgress:
    stars: dict[str, int] = field(default_factory=dict)  # lesson id -> 0 (tried) .. 3

    def tried(self, lesson_id: str) -> bool:
        """A lesson opened for the first time shows as tried (0 stars): whether new."""
        if lesson_id in self.stars:
            return False
        self.stars[lesson_id] = 0
        return True

    def reached(self, lesson_id: str, stars: int) -> bool:
        """The goal reached with ``stars``: whether the record changed (the best counts)."""
        stars = max(1, min(MAX_STARS, stars))
        if self.stars.get(lesson_id, 0) >= stars:
            return False
        self.stars[lesson_id] = stars
        return True

    def known_only(self, exists: Callable[[str], bool]) -> tuple["LessonProgress", int]:
        """The progress on lessons the course has, and how many entries were not."""
        kept = {k: v for k, v in self.stars.items() if exists(k)}
        return LessonProgress(kept), len(self.stars) - len(kept)

    def to_dict(self) -> dict[str, Any]:
        return {"stars": dict(sorted(self.stars.items()))}

    @classmethod
    def from_stored(cls, data: dict[str, Any]) -> "LessonProgress":
        stars = data.get("stars", {})
        if not isinstance(stars, dict) or len(stars) > MAX_ENTRIES:
            raise UntrustedInput("lessons: 'stars' is not a table of lessons")
        out: dict[str, int] = {}
        for key, value in stars.items():
            if not (isinstance(key, str) and _ID.fullmatch(key)):
                raise UntrustedInput("lessons: a lesson id this game never writes")
            if not (is_int(value) and 0 <= value <= MAX_STARS):
                raise UntrustedInput("lessons: stars this game never gives")
            out[key] = int(value)
        return cls(out)


__all__ = ["LessonProgress", "MAX_CHARS", "stars_for"]
