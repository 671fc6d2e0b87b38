"""The deal of the day: one deal per calendar day and table, the same for everyone.

Pure Python, no page. The deal is ``Match.new(daily_seed(day, preset), preset)``'s first
deal with the preset's own default options: any two players who open the page on the
same calendar day (their own local date) get the same cards, the same dealer and the
same computer (the Expert, whose choices are reproducible from their seeds). The seed:

    int.from_bytes(sha256(f"sixtysix-daily:{preset}:{day}").digest()[:4], "big") >> 1

with ``day`` written YYYY-MM-DD. It is played once for the rating (starting it uses the
day up: a deal left unfinished is not played again for the rating); afterwards it can be
practised. When it ends, the Expert plays the player's seat on the same cards against
the same opponent (the duplicate comparison, ``game.web.daily_desk``).

The record keeps, per day and table, the player's result and the Expert's (game points
from the player's seat: +2 won with two, -1 lost one, 0 nobody won; None: not yet), and
the streak of days with a deal of the day finished. Stored data is untrusted:
``Daily.from_dict`` refuses anything ``to_dict`` would not write (DailyError).
"""

from __future__ import annotations

import datetime as dt
import hashlib
from dataclasses import dataclass, field
from typing import Any

from ..engine.untrusted import UntrustedInput, cut, is_int
from .level_ratings import RATED_PRESETS

DAILY_PRESETS = RATED_PRESETS  # the tables with a deal of the day (the rated ones)
KEEP_DAYS = 400  # days kept in the record (the streak counts within them)
MAX_GAME_POINTS = 3
MAX_CHARS = 65536


class DailyError(UntrustedInput):
    """A stored deal-of-the-day record this module would not have written."""


def daily_seed(day: str, preset: str) -> int:
    """The match seed of ``day``'s deal at ``preset`` (see the module's docstring)."""
    digest = hashlib.sha256(f"sixtysix-daily:{preset}:{day}".encode()).digest()
    return int.from_bytes(digest[:4], "big") >> 1


def parse_day(day: Any) -> dt.date:
    """A day written YYYY-MM-DD; DailyError otherwise."""
    if not isinstance(day, str) or len(day) != 10:
        raise DailyError(f"not a day: {cut(day)}")
    try:
        return dt.date.fromisoformat(day)
    except ValueError:
        raise DailyError(f"not a day: {cut(day)}") from None


@dataclass
class Entry:
    """One day's deal at one table: the player's result and the Expert's in that seat."""

    you: int | None = None  # None: started, not finished (not played again for the rating)
    expert: int | None = None


@dataclass
class Daily:
    days: dict[str, dict[str, Entry]] = field(default_factory=dict)

    def entry(self, day: str, preset: str) -> Entry | None:
        return self.days.get(day, {}).get(preset)

    def start(self, day: str, preset: str) -> None:
        """The day's deal at ``preset`` is under way: it is not played again for the rating."""
        self._day(day)[preset] = Entry()

    def finish(self, day: str, preset: str, you: int) -> None:
        self._day(day).setdefault(preset, Entry()).you = you

    def compared(self, day: str, preset: str, expert: int) -> None:
        self._day(day).setdefault(preset, Entry()).expert = expert

    def _day(self, day: str) -> dict[str, Entry]:
        """The day's tables (made if new; the oldest days beyond KEEP_DAYS go)."""
        tables = self.days.setdefault(day, {})
        for old in sorted(self.days)[:-KEEP_DAYS]:
            del self.days[old]
        return tables

    def uncompared(self) -> list[tuple[str, str]]:
        """Finished deals whose Expert result is still to be computed, newest first."""
        return [(day, preset) for day in sorted(self.days, reverse=True)
                for preset, e in sorted(self.days[day].items())
                if e.you is not None and e.expert is None]

    def streak(self, today: str) -> int:
        """Days in a row with a deal of the day finished, up to today (or up to yesterday
        while today's is still to be played)."""
        day = parse_day(today)
        if not self._played(day):
            day -= dt.timedelta(days=1)
        n = 0
        while self._played(day):
            n += 1
            day -= dt.timedelta(days=1)
        return n

    def _played(self, day: dt.date) -> bool:
        return any(e.you is not None for e in self.days.get(day.isoformat(), {}).values())

    def to_dict(self) -> dict[str, Any]:
        return {"days": {day: {p: [e.you, e.expert] for p, e in sorted(tables.items())}
                         for day, tables in sorted(self.days.items())}}

    @classmethod
    def from_dict(cls, data: Any) -> Daily:
        if not isinstance(data, dict) or set(data) != {"days"} or not isinstance(
                data["days"], dict) or len(data["days"]) > KEEP_DAYS:
            raise DailyError("the deal-of-the-day record is not this game's")
        days: dict[str, dict[str, Entry]] = {}
        for day, tables in data["days"].items():
            parse_day(day)
            if not isinstance(tables, dict) or not tables:
                raise DailyError(f"the day {cut(day)} holds no tables")
            days[day] = {}
            for preset, pair in tables.items():
                if preset not in DAILY_PRESETS:
                    raise DailyError(f"no deal of the day is played at {cut(preset)}")
                # the Expert's result is computed once the player's is in
                if not (isinstance(pair, list) and len(pair) == 2
                        and all(_result(x, preset) for x in pair)
                        and (pair[0] is not None or pair[1] is None)):
                    raise DailyError(f"a day's results are damaged: {cut(pair)}")
                days[day][preset] = Entry(pair[0], pair[1])
        return cls(days)


def _result(x: Any, preset: str) -> bool:
    """A deal's game points from the player's seat (``Outcome.net``) at ``preset``: won
    1-3, lost 1-3 (with three players the winner is paid by both: 2-6), 0 for a deal
    nobody won (none at Schnapsen, where the last trick decides)."""
    if x is None:
        return True
    if not is_int(x):
        return False
    won = range(2, 2 * MAX_GAME_POINTS + 1) if preset == "three" else range(1, MAX_GAME_POINTS + 1)
    return x in won or -x in range(1, MAX_GAME_POINTS + 1) or (x == 0 and preset != "schnapsen")
