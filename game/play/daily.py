"""The deal of the day: one deal per calendar day and table, the same for everyone.

Pure Python, no page. The deal is ``Match.new(daily_seed(day, preset), preset)``'s first
deal with the preset's own default options: any two players who open the page on the
same calendar day (their own local date) get the same cards, the same dealer and the
same computer (the Expert, whose choices are reproducible from their seeds). The seed:

    2**31 + (int.from_bytes(sha256(f"sixtysix-daily:{preset}:{day}").digest()[:4], "big") >> 1)

with ``day`` written YYYY-MM-DD. A link's ``?seed=`` takes 0 to 2**31 - 1 only, so no
link deals a deal of the day (a match's deal ``k`` is dealt from ``seed * 1000 + k``:
the daily's deal seeds lie above every link's).

It is rated once (``start``): from then on it counts for the rating, and leaving it
before its end counts as a lost deal (``leave``); a reload resumes it from ``playing``
(the day, the table and every action so far). Afterwards it can be practised. When it
ends, the Expert plays the player's seat on the same cards against the same opponent
(the duplicate comparison, ``game.web.daily.daily_desk``).

The clock is the player's: days are only ever counted forward. A day is rated only
if it is not older than the newest day already started (``newest``), so setting the
clock back never opens a day again; the streak is kept as a count of days in a row
with a deal finished, each the day after the last (``streak``), so days played out of
order never join it.

The record keeps only what the panel, the comparison and the streak need: the newest
day's tables (the player's result and the Expert's, in game points from the player's
seat: +2 won with two, -1 lost one, 0 nobody won; None: not yet; and whether it was
left), the streak, and the deal under way. An older record (up to 400 days) is read
and cut to that. Stored data is untrusted: ``Daily.from_dict`` refuses anything
``to_dict`` would not write (DailyError).
"""

from __future__ import annotations

import datetime as dt
import hashlib
from dataclasses import dataclass, field

from ..engine.jsonvalue import JSONObject
from ..engine.rules import make_rules
from ..engine.untrusted import UntrustedInput, cut, is_int
from .level_ratings import RATED_PRESETS

DAILY_PRESETS = RATED_PRESETS  # the tables with a deal of the day (the rated ones)
LINK_SEEDS = 2**31  # a link's ?seed= is below this (game.web.params); the daily's at or above
KEEP_DAYS = 1  # the newest day's tables: today's, or the last day played
OLD_DAYS = 400  # an older record kept up to this many days (read, then cut to KEEP_DAYS)
MAX_GAME_POINTS = 3
MAX_ACTIONS = 200  # a deal has far fewer actions (24 cards, draws, a close, an exchange)
MAX_ACTION_CHARS = 16
MAX_STREAK = 10**6
MAX_CHARS = 65536


class DailyError(UntrustedInput):
    """A stored deal-of-the-day record this module would not have written."""


def daily_seed(day: str, preset: str) -> int:
    """The match seed of ``day``'s deal at ``preset`` (see the module's docstring)."""
    digest = hashlib.sha256(f"sixtysix-daily:{preset}:{day}".encode()).digest()
    return LINK_SEEDS + (int.from_bytes(digest[:4], "big") >> 1)


def parse_day(day: object) -> dt.date:
    """A day written YYYY-MM-DD; DailyError otherwise."""
    if not isinstance(day, str) or len(day) != 10:
        raise DailyError(f"not a day: {cut(day)}")
    try:
        return dt.date.fromisoformat(day)
    except ValueError:
        raise DailyError(f"not a day: {cut(day)}") from None


def next_day(day: str) -> str:
    return (parse_day(day) + dt.timedelta(days=1)).isoformat()


@dataclass
class Entry:
    """One day's deal at one table: the player's result and the Expert's in that seat."""

    you: int | None = None  # None: not finished (under way, or left)
    expert: int | None = None
    # left before its end after it had started for the rating: counted as a lost deal
    # (False with ``you`` None and no deal under way: left before leaving counted, unrated)
    lost: bool = False


@dataclass(frozen=True)
class Playing:
    """The deal of the day under way for the rating: a reload deals it again and plays
    ``actions`` (every seat's) on it."""

    day: str
    preset: str
    actions: tuple[str, ...] = ()


@dataclass
class Daily:
    days: dict[str, dict[str, Entry]] = field(default_factory=dict)
    streak_day: str = ""  # the last day of the run of days with a deal finished
    streak_count: int = 0  # how many days that run holds
    playing: Playing | None = None

    def entry(self, day: str, preset: str) -> Entry | None:
        return self.days.get(day, {}).get(preset)

    @property
    def newest(self) -> str:
        """The newest day a deal of the day was started for the rating ('' if none)."""
        return max(self.days, default="")

    def unrated_why(self, day: str, preset: str) -> str:
        """Why ``day``'s deal at ``preset`` cannot start for the rating ('' when it can):
        ``finished``, ``lost`` (left, counted as lost), ``left`` (left before that
        counted), ``playing`` (under way) or ``clock`` (a later day was started)."""
        e = self.entry(day, preset)
        if e is not None:
            if e.you is not None:
                return "finished"
            if self.playing is not None and (self.playing.day, self.playing.preset) == (
                    day, preset):
                return "playing"
            return "lost" if e.lost else "left"
        if day < self.newest:
            return "clock"
        return ""

    def start(self, day: str, preset: str) -> None:
        """The day's deal at ``preset`` starts for the rating (``unrated_why`` is ''): it
        is not played again for the rating, and leaving it counts as lost."""
        if self.unrated_why(day, preset):
            raise ValueError(f"the deal of {day} at {preset} cannot start for the rating")
        for old in [d for d in self.days if d != day]:  # only the newest day is kept
            del self.days[old]
        self.days.setdefault(day, {})[preset] = Entry()
        self.playing = Playing(day, preset)

    def progress(self, actions: tuple[str, ...]) -> None:
        """The deal under way has had ``actions`` played (a reload replays them)."""
        if self.playing is not None:
            self.playing = Playing(self.playing.day, self.playing.preset,
                                   tuple(actions)[:MAX_ACTIONS])

    def finish(self, day: str, preset: str, you: int) -> None:
        """The deal ended with ``you`` game points for the player: the streak goes on if
        the last day finished was the day before."""
        e = self.entry(day, preset)
        if e is None or e.you is not None:
            return  # not started for the rating, or taken in already
        e.you = you
        self._stopped(day, preset)
        if self.streak_day == day:
            return  # another table's deal the same day
        if self.streak_day and day < self.streak_day:
            return  # never counted backwards
        self.streak_count = min(self.streak_count + 1, MAX_STREAK) \
            if self.streak_day and next_day(self.streak_day) == day else 1
        self.streak_day = day

    def leave(self, day: str, preset: str) -> None:
        """The deal under way was left before its end: it counts as a lost deal."""
        e = self.entry(day, preset)
        if e is not None and e.you is None:
            e.lost = True
        self._stopped(day, preset)

    def _stopped(self, day: str, preset: str) -> None:
        if self.playing is not None and (self.playing.day, self.playing.preset) == (day, preset):
            self.playing = None

    def compared(self, day: str, preset: str, expert: int) -> None:
        e = self.entry(day, preset)
        if e is not None:
            e.expert = expert

    def uncompared(self, days: set[str]) -> list[tuple[str, str]]:
        """Finished deals of ``days`` (the days the page shows) whose Expert result is
        still to be computed."""
        return [(day, preset) for day in sorted(self.days, reverse=True) if day in days
                for preset, e in sorted(self.days[day].items())
                if e.you is not None and e.expert is None]

    def streak(self, today: str) -> int:
        """Days in a row with a deal of the day finished, up to today (or up to yesterday
        while today's is still to be played); a clock set back shows the run it had."""
        if not self.streak_day:
            return 0
        if parse_day(self.streak_day) < parse_day(today) - dt.timedelta(days=1):
            return 0
        return self.streak_count

    # -- storing ---------------------------------------------------------------------
    def to_dict(self) -> JSONObject:
        playing: JSONObject | None = None if self.playing is None else {
            "day": self.playing.day, "preset": self.playing.preset,
            "actions": list(self.playing.actions)}
        return {"days": {day: {p: [e.you, e.expert, e.lost] for p, e in sorted(tables.items())}
                         for day, tables in sorted(self.days.items())},
                "streak": [self.streak_day, self.streak_count] if self.streak_day else None,
                "playing": playing}

    @classmethod
    def from_dict(cls, data: object) -> Daily:
        """The record ``to_dict`` writes, or an older one (only ``days``, up to 400 of
        them, each result a pair): its streak is counted from its days, and only its
        newest day is kept."""
        if not isinstance(data, dict) or not isinstance(data.get("days"), dict):
            raise DailyError("the deal-of-the-day record is not this game's")
        old = set(data) == {"days"}
        if not old and set(data) != {"days", "streak", "playing"}:
            raise DailyError("the deal-of-the-day record is not this game's")
        if len(data["days"]) > (OLD_DAYS if old else KEEP_DAYS):
            raise DailyError("the deal-of-the-day record holds too many days")
        days = {day: _tables(day, tables, old) for day, tables in data["days"].items()}
        if old:
            d = cls()
            d.streak_day, d.streak_count = _old_streak(days)
            newest = max(days, default="")
            d.days = {newest: days[newest]} if newest else {}
            return d
        d = cls(days, *_streak(data["streak"]))
        d.playing = _playing(data["playing"], d)
        if d.streak_day and d.streak_day > (d.newest or d.streak_day):
            raise DailyError("the streak ends after the newest day started")
        return d


def _tables(day: object, tables: object, old: bool) -> dict[str, Entry]:
    parse_day(day)
    if not isinstance(tables, dict) or not tables:
        raise DailyError(f"the day {cut(day)} holds no tables")
    out = {}
    for preset, row in tables.items():
        if preset not in DAILY_PRESETS:
            raise DailyError(f"no deal of the day is played at {cut(preset)}")
        size = 2 if old else 3
        if not (isinstance(row, list) and len(row) == size
                and all(_result(x, preset) for x in row[:2])
                and (old or isinstance(row[2], bool))
                and not (len(row) == 3 and row[2] and row[0] is not None)
                # the Expert's result is computed once the player's is in
                and (row[0] is not None or row[1] is None)):
            raise DailyError(f"a day's results are damaged: {cut(row)}")
        out[preset] = Entry(row[0], row[1], bool(row[2]) if len(row) == 3 else False)
    return out


def _old_streak(days: dict[str, dict[str, Entry]]) -> tuple[str, int]:
    """An older record's streak: the run of days in a row with a deal finished that ends
    with the newest such day."""
    played = sorted((d for d, tables in days.items()
                     if any(e.you is not None for e in tables.values())), reverse=True)
    if not played:
        return "", 0
    n = 1
    while n < len(played) and next_day(played[n]) == played[n - 1]:
        n += 1
    return played[0], n


def _streak(value: object) -> tuple[str, int]:
    if value is None:
        return "", 0
    if not (isinstance(value, list) and len(value) == 2 and is_int(value[1])
            and 1 <= value[1] <= MAX_STREAK):
        raise DailyError(f"the streak is damaged: {cut(value)}")
    parse_day(value[0])
    return value[0], int(value[1])


def _playing(value: object, d: Daily) -> Playing | None:
    """The deal under way: a started, unfinished, not left entry, and a list of short
    words (the page replays them through the engine, which checks each)."""
    if value is None:
        return None
    if not (isinstance(value, dict) and set(value) == {"day", "preset", "actions"}):
        raise DailyError("the deal of the day under way is damaged")
    day, preset, actions = value["day"], value["preset"], value["actions"]
    e = d.entry(day, preset) if isinstance(day, str) and isinstance(preset, str) else None
    if e is None or e.you is not None or e.lost:
        raise DailyError("the deal of the day under way was not started")
    if not (isinstance(actions, list) and len(actions) <= MAX_ACTIONS and all(
            isinstance(a, str) and 0 < len(a) <= MAX_ACTION_CHARS for a in actions)):
        raise DailyError(f"the moves of the deal of the day are damaged: {cut(actions)}")
    return Playing(day, preset, tuple(actions))


def _result(x: object, preset: str) -> bool:
    """A deal's game points from the player's seat (``Outcome.net``) at ``preset``: won
    1-3, lost 1-3 (with three players the winner is paid by both: 2-6), 0 for a deal
    nobody won (none at Schnapsen, where the last trick decides)."""
    if x is None:
        return True
    if not is_int(x):
        return False
    rules = make_rules(preset)
    payers = rules.players - 1  # every other seat pays the winner 1-3
    won = range(payers, payers * MAX_GAME_POINTS + 1)
    return x in won or -x in range(1, MAX_GAME_POINTS + 1) or (x == 0 and not rules.last_trick_wins)
