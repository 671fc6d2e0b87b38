"""Saved match, settings, statistics and best score as versioned JSON.

Pure Python: the page hands in a backend with ``get(key) -> str | None``,
``set(key, text)`` and ``remove(key)`` (game.web.storage wraps localStorage and
turns its exceptions into messages). Every ``load_*`` returns a value and a
message: damaged, foreign or outdated data gives fresh defaults and a sentence
a person understands, never an exception.

This module is the storage: the keys, the version around each record, the writes
and the records set aside. What each record holds and how a payload read back is
checked is game.play.saved (its names ``Settings``, ``Saved`` and ``Note`` are
importable from here too).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import asdict
from typing import Protocol, TypeVar

from ..engine.jsonvalue import JSONObject
from ..engine.rules import MAX_DEAL_POINTS
from ..engine.untrusted import UntrustedInput, cut, is_int, loads
from ..review.record import KEEP as KEEP_DEALS
from ..review.record import MAX_TEXT as MAX_DEAL_CHARS
from ..review.record import DealRecord
from .daily import MAX_CHARS as DAILY_MAX_CHARS
from .daily import Daily
from .lesson_progress import MAX_CHARS as LESSONS_MAX_CHARS
from .lesson_progress import LessonProgress
from .puzzle_progress import MAX_CHARS as PUZZLES_MAX_CHARS
from .puzzle_progress import PuzzleProgress
from .rating import MAX_CHARS as RATING_MAX_CHARS
from .rating import Ratings
from .saved import (
    MARK_CHARS,
    Note,
    Rejected,
    Saved,
    Settings,
    best_from,
    deals_from,
    saved_from,
    settings_from,
)
from .stats import MAX_CHARS as STATS_MAX_CHARS
from .stats import Statistics

__all__ = ["KEYS", "REJECTED", "Backend", "MemoryBackend", "Note", "Saved",
           "Settings", "Store"]

T = TypeVar("T")

VERSION = 1
PREFIX = "sixtysix."
KEYS = {
    "match": PREFIX + "match",
    "settings": PREFIX + "settings",
    "stats": PREFIX + "stats",
    "best": PREFIX + "best",
    "deals": PREFIX + "deals",  # the last finished deals, for their review (game.review)
    "rating": PREFIX + "rating",  # the player's rating at each table (game.play.rating)
    "daily": PREFIX + "daily",  # the deals of the day played (game.play.daily)
    "puzzles": PREFIX + "puzzles",  # the puzzles solved and their score (game.puzzles)
    "lessons": PREFIX + "lessons",  # the course's stars (game.learn, issue 42)
}
# Which tab plays the saved match: the last one to claim it (a tab's random id). Not a
# record: never set aside, and forgetting everything removes it.
OWNER_KEY = PREFIX + "tab"
UNSAVED_KEY = PREFIX + "unsaved"  # in the tab's session storage: see Store.unsaved_before
# A record that cannot be used is moved here (the newest one only), not deleted.
REJECTED = {name: key + ".rejected" for name, key in KEYS.items()}
MARKED = ("stats", "deals", "rating")  # the records that name the last deal they took in
REJECTED_KEEP = 65536  # characters of a rejected record kept under its backup key
# Sizes refused before parsing. A match keeps 400 log lines and the whole history.
MAX_CHARS = {"match": 262144, "settings": 4096, "stats": STATS_MAX_CHARS, "best": 1024,
             "deals": KEEP_DEALS * MAX_DEAL_CHARS, "rating": RATING_MAX_CHARS,
             "daily": DAILY_MAX_CHARS, "puzzles": PUZZLES_MAX_CHARS,
             "lessons": LESSONS_MAX_CHARS}


class Backend(Protocol):
    def get(self, key: str) -> str | None: ...
    def set(self, key: str, text: str) -> bool: ...  # False: refused (storage full...)
    def remove(self, key: str) -> None: ...
    def get_shared(self, key: str) -> str | None: ...  # as other tabs see it now


class MemoryBackend:
    """A dict in memory: for tests, and the page's fallback without storage. ``refuse``
    (names of keys) makes those writes fail, as a full browser storage does."""

    def __init__(self, data: dict[str, str] | None = None) -> None:
        self.data: dict[str, str] = dict(data or {})
        self.refuse: set[str] = set()

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def get_shared(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, text: str) -> bool:
        if key in self.refuse or "*" in self.refuse:
            return False
        self.data[key] = text
        return True

    def remove(self, key: str) -> None:
        self.data.pop(key, None)


def _wrap(payload: JSONObject) -> str:
    return json.dumps({"version": VERSION, **payload}, separators=(",", ":"))


def _payload(data: JSONObject) -> JSONObject:
    """A record's own fields, without the version around it (checked by ``_unwrap``)."""
    return {key: value for key, value in data.items() if key != "version"}


def _unwrap(text: str | None, what: str, max_chars: int) -> JSONObject | None:
    """The payload; None when absent; Rejected (with a message) when unusable."""
    if text is None or text == "":
        return None
    if not isinstance(text, str) or len(text) > max_chars:
        raise Rejected(Note("too_large", what))
    try:
        data = loads(text, what, max_chars)
    except UntrustedInput as e:
        why = "nested" if "nested" in str(e) else "number" if "number" in str(e) else "json"
        raise Rejected(Note(f"unreadable.{why}", what)) from None
    if not isinstance(data, dict):
        raise Rejected(Note("format", what))
    version = data.get("version")
    if not (is_int(version) and version == VERSION):
        raise Rejected(Note("version", what, cut(version, 20)))
    return data


class Store:
    """The records, each under its own key. A deal's end touches four of them, so the
    match record is the commit point: it is written first, and the statistics and the
    kept deals each name the last deal they took in (``marks``), so taking a finished
    deal in again is a no-op and a reload can finish what a failed write left undone."""

    def __init__(self, backend: Backend, session: Backend | None = None) -> None:
        self.backend = backend
        # the tab's own storage (sessionStorage: it survives a reload, and a full
        # localStorage does not fill it): which records were left unsaved, said after a reload
        self.session = session
        self.failed: set[str] = set()  # records whose last write was refused
        self.marks: dict[str, str] = dict.fromkeys(MARKED, "")  # the last deal taken in

    def _read(self, name: str) -> str | None:
        text = self.backend.get(KEYS[name])
        return text if isinstance(text, str) else None

    def _write(self, name: str, payload: JSONObject) -> bool:
        """Write a record; False (and ``name`` in ``failed``) if the storage refused it."""
        ok = self.backend.set(KEYS[name], _wrap(payload)) is not False
        before = set(self.failed)
        if ok:
            self.failed.discard(name)
        else:
            self.failed.add(name)
        if self.failed != before and self.session is not None:
            if self.failed:
                self.session.set(UNSAVED_KEY, json.dumps(sorted(self.failed)))
            else:
                self.session.remove(UNSAVED_KEY)
        return ok

    def unsaved_before(self) -> list[str]:
        """The records a refused write had left unsaved when this tab was last reloaded
        (read once: the note is removed)."""
        if self.session is None:
            return []
        text = self.session.get(UNSAVED_KEY)
        self.session.remove(UNSAVED_KEY)
        try:
            names = json.loads(text) if isinstance(text, str) and len(text) < 200 else []
        except ValueError:
            return []
        return [n for n in KEYS if isinstance(names, list) and n in names]

    def _mark(self, name: str, data: JSONObject) -> None:
        mark = data.pop("mark", "")
        self.marks[name] = mark if isinstance(mark, str) and len(mark) <= MARK_CHARS else ""

    # -- which tab plays ---------------------------------------------------------
    def claim(self, tab: str) -> None:
        """This tab plays the saved match from now on (other tabs see it and stop)."""
        self.backend.set(OWNER_KEY, tab)

    def owned_by(self, tab: str) -> bool:
        """Whether ``tab`` still plays the saved match (no other tab claimed it since)."""
        owner = self.backend.get_shared(OWNER_KEY)
        return owner is None or owner == tab

    def _load(self, name: str, what: str) -> tuple[JSONObject | None, str]:
        """(payload, "") or (None, message); an unusable record is set aside."""
        text = self._read(name)
        try:
            return _unwrap(text, what, MAX_CHARS[name]), ""
        except Rejected as e:
            return None, self._reject(name, text or "", e.message)

    def _load_checked(self, name: str, what: str,
                      check: Callable[[JSONObject], T]) -> tuple[T | None, str]:
        """(``check(payload)``, "") or (None, message); a record that is unusable, or that
        the check refuses (Rejected), is set aside."""
        data, msg = self._load(name, what)
        if data is None:
            return None, msg
        try:
            return check(data), ""
        except Rejected as e:
            return None, self._reject(name, self._read(name) or "", e.message)

    def _load_parsed(self, name: str, what: str, parse: Callable[[JSONObject], T],
                     empty: Callable[[], T]) -> tuple[T, str]:
        """``parse(payload)`` of a record, or ``empty()`` when there is none; an
        UntrustedInput from ``parse`` sets the record aside with its ``<name>_damaged``
        message. A record that names the last deal it took in has its mark read."""
        data, msg = self._load(name, what)
        if name in MARKED:
            self.marks[name] = ""
        if data is None:
            return empty(), msg
        if name in MARKED:
            self._mark(name, data)
        try:
            return parse(data), ""
        except UntrustedInput:
            return empty(), self._reject(name, self._read(name) or "", Note(f"{name}_damaged"))

    def _reject(self, name: str, text: str, message: str) -> str:
        """Move a record the game cannot use to its backup key (the newest one wins)."""
        self.backend.set(REJECTED[name], text[:REJECTED_KEEP])
        self.backend.remove(KEYS[name])
        return message

    # -- settings ------------------------------------------------------------
    def load_settings(self) -> tuple[Settings, str]:
        data, msg = self._load("settings", "settings")
        if data is None:
            return Settings(), msg
        return settings_from(data), ""

    def save_settings(self, s: Settings) -> None:
        self._write("settings", asdict(s))

    # -- statistics ----------------------------------------------------------
    def load_stats(self) -> tuple[Statistics, str]:
        """The statistics (game.play.stats; the old four counters carried over)."""
        return self._load_parsed("stats", "statistics", Statistics.from_stored, Statistics)

    def save_stats(self, s: Statistics, mark: str | None = None) -> bool:
        """``mark``: the id of the deal just counted (kept from the last save otherwise)."""
        if mark is not None:
            self.marks["stats"] = mark[:MARK_CHARS]
        return self._write("stats", {**s.to_dict(), "mark": self.marks["stats"]})

    # -- the last deals, for their review --------------------------------------
    def load_deals(self) -> tuple[list[DealRecord], str]:
        """The kept deal records, oldest first (each is checked by replaying it through
        the engine). Those that cannot be replayed are moved to the backup key, with a
        message; the others stay."""
        data, msg = self._load("deals", "deals")
        self.marks["deals"] = ""
        if data is None:
            return [], msg
        self._mark("deals", data)
        try:
            out, bad = deals_from(data)
        except Rejected as e:
            return [], self._reject("deals", self._read("deals") or "", e.message)
        if not bad:
            return out, ""
        self.backend.set(REJECTED["deals"], _wrap({"deals": bad})[:REJECTED_KEEP])
        self.save_deals(out)
        return out, Note("deals_dropped", detail=str(len(bad)))

    def save_deals(self, records: list[DealRecord], mark: str | None = None) -> bool:
        """``mark``: the id of the deal just kept (kept from the last save otherwise)."""
        if mark is not None:
            self.marks["deals"] = mark[:MARK_CHARS]
        return self._write("deals", {"deals": [r.to_dict() for r in records[-KEEP_DEALS:]],
                                     "mark": self.marks["deals"]})

    # -- the player's rating -------------------------------------------------
    def load_rating(self) -> tuple[Ratings, str]:
        """The player's ratings (game.play.rating); a damaged record is set aside."""
        return self._load_parsed("rating", "rating",
                                 lambda data: Ratings.from_dict(_payload(data)), Ratings)

    def save_rating(self, r: Ratings, mark: str | None = None) -> bool:
        """``mark``: the id of the deal just rated (kept from the last save otherwise)."""
        if mark is not None:
            self.marks["rating"] = mark[:MARK_CHARS]
        return self._write("rating", {**r.to_dict(), "mark": self.marks["rating"]})

    # -- the deals of the day ------------------------------------------------
    def load_daily(self) -> tuple[Daily, str]:
        """The deals of the day played (game.play.daily); a damaged record is set aside."""
        return self._load_parsed("daily", "daily",
                                 lambda data: Daily.from_dict(_payload(data)), Daily)

    def save_daily(self, d: Daily) -> bool:
        return self._write("daily", d.to_dict())

    # -- the puzzles solved ------------------------------------------------------
    def load_puzzles(self) -> tuple[PuzzleProgress, str]:
        """The puzzles solved (game.play.puzzle_progress); a damaged record is set aside,
        and so are the entries of puzzles the game does not have (the others stay)."""
        progress, msg = self._load_parsed("puzzles", "puzzles", PuzzleProgress.from_stored,
                                          PuzzleProgress)
        known, dropped = progress.known_only()
        if not dropped:
            return progress, msg
        self.backend.set(REJECTED["puzzles"], (self._read("puzzles") or "")[:REJECTED_KEEP])
        self.save_puzzles(known)
        return known, Note("puzzles_dropped", detail=str(dropped))

    def save_puzzles(self, p: PuzzleProgress) -> bool:
        return self._write("puzzles", p.to_dict())

    def holds(self, name: str) -> bool:
        """Whether the record ``name`` is stored at all (a first visit holds no match)."""
        return self._read(name) is not None

    # -- the course's stars ------------------------------------------------------
    def load_lessons(self, exists: Callable[[str], bool]) -> tuple[LessonProgress, str]:
        """The course's stars (game.play.lesson_progress); a damaged record is set aside,
        and so are the entries of lessons the course does not have (``exists``)."""
        progress, msg = self._load_parsed("lessons", "lessons", LessonProgress.from_stored,
                                          LessonProgress)
        known, dropped = progress.known_only(exists)
        if not dropped:
            return progress, msg
        self.backend.set(REJECTED["lessons"], (self._read("lessons") or "")[:REJECTED_KEEP])
        self.save_lessons(known)
        return known, Note("lessons_dropped", detail=str(dropped))

    def save_lessons(self, p: LessonProgress) -> bool:
        return self._write("lessons", p.to_dict())

    # -- best score ----------------------------------------------------------
    def load_best(self) -> tuple[int | None, str]:
        return self._load_checked("best", "best score", best_from)

    def record_best(self, points: int) -> tuple[int | None, bool]:
        """Keep ``points`` if it beats the stored best: (best now, is it new). Points no
        deal can reach are never written (the loader would refuse them)."""
        best, _ = self.load_best()
        if not (is_int(points) and 0 <= points <= MAX_DEAL_POINTS):
            return best, False
        if best is None or points > best:
            self._write("best", {"best": int(points)})
            return int(points), True
        return best, False

    # -- the unfinished match ------------------------------------------------
    def load_match(self) -> tuple[Saved | None, str]:
        """The saved match, checked as a whole (Match.from_dict) before it is used."""
        return self._load_checked("match", "match", saved_from)

    def save_match(self, saved: Saved) -> bool:
        return self._write("match", asdict(saved))

    def set_aside(self, name: str) -> None:
        """Move the record ``name`` (match, settings, ...) to its backup key, if any."""
        text = self.backend.get(KEYS[name])
        if isinstance(text, str):
            self._reject(name, text, "")

    def set_all_aside(self) -> None:
        """Start fresh without losing anything: every record moves to its backup key
        (the recovery screen's "Start fresh")."""
        for name in KEYS:
            self.set_aside(name)

    def forget_all(self) -> None:
        """Remove everything this game ever stored: match, settings, stats, best,
        and the records set aside as damaged."""
        for key in (*KEYS.values(), *REJECTED.values(), OWNER_KEY):
            self.backend.remove(key)
        self.marks = dict.fromkeys(MARKED, "")
