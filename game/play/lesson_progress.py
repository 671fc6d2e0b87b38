"""The learner's course (issue 42): the stars each lesson earned, kept from visit to visit
(game.play.store's "lessons" record). A lesson tried shows 0 stars until its goal is
reached; then 3 for the goal reached at the first play, 2 after one wrong play, 1 after
more or once the answer was shown. The wrong plays and the answer shown count from the
lesson's first try on, across tries and visits (``caps``: a lesson opened again, or the page
reloaded, never wipes them), so the stars are the first try's; a later try never earns more.

A stored record is untrusted: ``from_stored`` refuses (UntrustedInput) anything this
module would not write: an id not of a lesson's form, stars outside 0..3, too many
entries. ``known_only`` keeps the lessons the course has (game.learn), so made-up ids never
show."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from ..engine.jsonvalue import JSONObject
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


def _stars(value: object) -> int:
    if not (is_int(value) and 0 <= value <= MAX_STARS):
        raise UntrustedInput("lessons: stars this game never gives")
    return int(value)


@dataclass
class LessonProgress:
    stars: dict[str, int] = field(default_factory=dict)  # lesson id -> 0 (tried) .. 3
    # lesson id -> the most stars its goal can still earn (1..2; absent: 3), lowered by each
    # wrong play and the answer shown
    caps: dict[str, int] = field(default_factory=dict)

    def tried(self, lesson_id: str) -> bool:
        """A lesson opened for the first time shows as tried (0 stars): whether new."""
        if lesson_id in self.stars:
            return False
        self.stars[lesson_id] = 0
        return True

    def slipped(self, lesson_id: str, shown: bool) -> bool:
        """A wrong play, or the answer ``shown``, before the goal was first reached: the
        stars it can earn drop by one, or to one. Whether the record changed."""
        cap = self.cap(lesson_id)
        lower = 1 if shown else max(1, cap - 1)
        if self.stars.get(lesson_id, 0) > 0 or lower >= cap:
            return False
        self.caps[lesson_id] = lower
        return True

    def cap(self, lesson_id: str) -> int:
        """The most stars the lesson's goal can still earn."""
        return self.caps.get(lesson_id, MAX_STARS)

    def reached(self, lesson_id: str, stars: int) -> bool:
        """The goal reached with ``stars`` (no more than ``cap``): whether the record
        changed (the first try's stars stay; a later try may only repeat them)."""
        stars = max(1, min(self.cap(lesson_id), stars))
        if self.stars.get(lesson_id, 0) >= stars:
            return False
        self.stars[lesson_id] = stars
        return True

    def known_only(self, exists: Callable[[str], bool]) -> tuple["LessonProgress", int]:
        """The progress on lessons the course has, and how many entries were not."""
        kept = {k: v for k, v in self.stars.items() if exists(k)}
        caps = {k: v for k, v in self.caps.items() if exists(k)}
        return LessonProgress(kept, caps), len(self.stars) - len(kept)

    def to_dict(self) -> JSONObject:
        return {"stars": dict(sorted(self.stars.items())),
                "caps": dict(sorted(self.caps.items()))}

    @classmethod
    def from_stored(cls, data: JSONObject) -> "LessonProgress":
        tables = []
        for name in ("stars", "caps"):  # (a record from before the caps has none)
            table = data.get(name, {})
            if not isinstance(table, dict) or len(table) > MAX_ENTRIES:
                raise UntrustedInput(f"lessons: {name!r} is not a table of lessons")
            out: dict[str, int] = {}
            for key, value in table.items():
                if not (isinstance(key, str) and _ID.fullmatch(key)):
                    raise UntrustedInput("lessons: a lesson id this game never writes")
                out[key] = _stars(value)
            tables.append(out)
        return cls(*tables)


__all__ = ["LessonProgress", "MAX_CHARS", "stars_for"]
