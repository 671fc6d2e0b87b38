"""Saved match, settings, statistics and best score as versioned JSON.

Pure Python: the page hands in a backend with ``get(key) -> str | None``,
``set(key, text)`` and ``remove(key)`` (game.web.storage wraps localStorage and
turns its exceptions into messages). Every ``load_*`` returns a value and a
message: damaged, foreign or outdated data gives fresh defaults and a sentence
a person understands, never an exception.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from typing import Any, Protocol

from ..engine.rules import MAX_DEAL_POINTS, PRESETS
from ..engine.untrusted import UntrustedInput, cut, is_int, loads
from ..review.record import KEEP as KEEP_DEALS
from ..review.record import MAX_TEXT as MAX_DEAL_CHARS
from ..review.record import DealRecord, DealRecordError
from .stats import LEVELS, Statistics
from .stats import MAX_CHARS as STATS_MAX_CHARS

VERSION = 1
PREFIX = "sixtysix."
KEYS = {
    "match": PREFIX + "match",
    "settings": PREFIX + "settings",
    "stats": PREFIX + "stats",
    "best": PREFIX + "best",
    "deals": PREFIX + "deals",  # the last finished deals, for their review (game.review)
}
# Which tab plays the saved match: the last one to claim it (a tab's random id). Not a
# record: never set aside, and forgetting everything removes it.
OWNER_KEY = PREFIX + "tab"
UNSAVED_KEY = PREFIX + "unsaved"  # in the tab's session storage: see Store.unsaved_before
MARK_CHARS = 40  # a deal's id (Session.deal_id), as the stats and deals records name it
# A record that cannot be used is moved here (the newest one only), not deleted.
REJECTED = {name: key + ".rejected" for name, key in KEYS.items()}
REJECTED_KEEP = 65536  # characters of a rejected record kept under its backup key
# Sizes refused before parsing. A match keeps 400 log lines and the whole history.
MAX_CHARS = {"match": 262144, "settings": 4096, "stats": STATS_MAX_CHARS, "best": 1024,
             "deals": KEEP_DEALS * MAX_DEAL_CHARS}
MAX_COUNT = 10**9 - 1  # statistics
MAX_STEP = 10**9
MAX_LOG_LINE = 1000
MAX_ORIGIN = 16384


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


@dataclass
class Settings:
    level: str = "normal"
    rules: str = "traditional"
    pause_ms: int = 800
    four_colour: bool = False
    auto_out: bool = True
    show_scores: bool = True
    target: int = 7
    lang: str = ""  # the page's language ("" follows the browser); the page checks the code

    def rule_options(self) -> dict[str, Any]:
        return {"auto_out": self.auto_out, "show_scores": self.show_scores,
                "target": self.target}


@dataclass
class Saved:
    """An unfinished match and what the page needs to show it again."""

    match: dict[str, Any]
    level: str
    origin: str = ""
    log: list[str] = field(default_factory=list)
    step: int = 0
    recorded: bool = False  # the current deal's end was counted in stats/best
    facts: list[dict[str, Any]] = field(default_factory=list)  # the deal's closes, marriages
    actions: list[str] = field(default_factory=list)  # the deal's actions (for its review)
    reviewed: bool = False  # the finished deal's review cost was counted in the statistics
    start: dict[str, Any] | None = None  # the deal's start position (a link's), for its review
    deal_id: str = ""  # the deal's random id, as the statistics and kept deals name it
    # this match's own statistics so far (Statistics.to_dict), for its summary at the end
    tally: dict[str, Any] | None = None


def _tally(data: Any) -> dict[str, Any] | None:
    """A match's own statistics as stored, if they check out (else none: the summary
    then counts from the next deal on; the match itself is not lost over it)."""
    from .stats import Statistics

    if data is None:
        return None
    try:
        return Statistics.from_dict(data).to_dict()
    except (ValueError, TypeError, KeyError):
        return None


def _wrap(payload: dict[str, Any]) -> str:
    return json.dumps({"version": VERSION, **payload}, separators=(",", ":"))


# What the player is told about a stored record: English here (tests, one source of the
# page's English table, which takes these sentences as they are); the page's other languages
# word the same keys (texts.py ``store.<key>``). {what} is a ``WHAT`` key's words.
ENGLISH: dict[str, str] = {
    "too_large": "The saved {what} is too large to be this game's, so it was reset.",
    "unreadable.nested": "The saved {what} could not be read (it is nested too deeply), so it "
                         "was reset.",
    "unreadable.number": "The saved {what} could not be read (it holds a number this game "
                         "never writes), so it was reset.",
    "unreadable.json": "The saved {what} could not be read (it is not valid JSON), so it was "
                       "reset.",
    "format": "The saved {what} is not in this game's format, so it was reset.",
    "version": "The saved {what} comes from another version of the game (version {detail}), "
               "so it was reset.",
    "stats_damaged": "The saved statistics were damaged, so they were reset.",
    "best_damaged": "The saved best score was damaged, so it was reset.",
    "match_damaged": "The saved match was damaged, so a new one was dealt.",
    "match_damaged.why": "The saved match was damaged ({detail}), so a new one was dealt.",
    "what.settings": "settings",
    "what.statistics": "statistics",
    "what.best score": "best score",
    "what.match": "match",
    "what.deals": "deals kept for review",
    "deals_dropped": "{detail} of the deals kept for review could not be replayed, so they "
                     "were set aside.",
}


class Note(str):
    """A message about a stored record: its English text, plus ``key`` and ``what`` and
    ``detail`` so the page can say it in the player's language."""

    key: str
    what: str
    detail: str

    def __new__(cls, key: str, what: str = "", detail: str = "") -> "Note":
        text = ENGLISH[key].format(what=ENGLISH[f"what.{what}"] if what else "", detail=detail)
        note = super().__new__(cls, text)
        note.key, note.what, note.detail = key, what, detail
        return note


class Rejected(Exception):
    """A stored record that cannot be used; ``message`` is for the player."""

    def __init__(self, message: Note) -> None:
        super().__init__(message)
        self.message = message


def _unwrap(text: str | None, what: str, max_chars: int) -> dict[str, Any] | None:
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


def _coerce(cls: type, data: dict[str, Any]) -> Any:
    """Build a dataclass from known keys of the right type; others keep defaults."""
    base = cls()
    values = {}
    for f in fields(cls):
        if f.name not in data:
            continue
        value, default = data[f.name], getattr(base, f.name)
        if isinstance(default, bool):
            ok = isinstance(value, bool)
        elif isinstance(default, int):
            ok = is_int(value) and 0 <= value <= MAX_COUNT
        else:
            ok = isinstance(value, type(default)) and len(value) <= 40
        if ok:
            values[f.name] = value
    return cls(**values)


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
        self.marks: dict[str, str] = {"stats": "", "deals": ""}  # the last deal taken in

    def _read(self, name: str) -> str | None:
        text = self.backend.get(KEYS[name])
        return text if isinstance(text, str) else None

    def _write(self, name: str, payload: dict[str, Any]) -> bool:
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

    def _mark(self, name: str, data: dict[str, Any]) -> None:
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

    def _load(self, name: str, what: str) -> tuple[dict[str, Any] | None, str]:
        """(payload, "") or (None, message); an unusable record is set aside."""
        text = self._read(name)
        try:
            return _unwrap(text, what, MAX_CHARS[name]), ""
        except Rejected as e:
            return None, self._reject(name, text or "", e.message)

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
        s = _coerce(Settings, data)
        if s.level not in LEVELS:
            s.level = "normal"
        if s.rules not in PRESETS:
            s.rules = "traditional"
        if s.target not in (7, 8):
            s.target = 7
        s.pause_ms = min(s.pause_ms, 5000)
        if not (len(s.lang) <= 5 and s.lang.isascii() and s.lang.isalpha() or s.lang == ""):
            s.lang = ""
        return s, ""

    def save_settings(self, s: Settings) -> None:
        self._write("settings", asdict(s))

    # -- statistics ----------------------------------------------------------
    def load_stats(self) -> tuple[Statistics, str]:
        """The statistics (game.play.stats; the old four counters carried over)."""
        data, msg = self._load("stats", "statistics")
        self.marks["stats"] = ""
        if data is None:
            return Statistics(), msg
        self._mark("stats", data)
        try:
            return Statistics.from_stored(data), ""
        except UntrustedInput:
            return Statistics(), self._reject("stats", self._read("stats") or "",
                                              Note("stats_damaged"))

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
        items = data.get("deals")
        if not isinstance(items, list):
            return [], self._reject("deals", self._read("deals") or "", Note("format", "deals"))
        out, bad = [], []
        for item in items[-KEEP_DEALS:]:
            try:
                out.append(DealRecord.from_dict(item))
            except DealRecordError:
                bad.append(item)  # that deal cannot be reviewed; the others can
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

    # -- best score ----------------------------------------------------------
    def load_best(self) -> tuple[int | None, str]:
        data, msg = self._load("best", "best score")
        if data is None:
            return None, msg
        best = data.get("best")
        if not isinstance(best, int) or not is_int(best) or not 0 <= best <= MAX_DEAL_POINTS:
            return None, self._reject("best", self._read("best") or "",
                                      Note("best_damaged"))
        return best, ""

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
        from .match import Match

        data, msg = self._load("match", "match")
        if data is None:
            return None, msg
        text = self._read("match") or ""
        bad = Note("match_damaged")
        match = data.get("match")
        level = data.get("level")
        if not isinstance(match, dict) or not isinstance(level, str) or level not in LEVELS:
            return None, self._reject("match", text, bad)
        try:
            m = Match.from_dict(match)
        except UntrustedInput as e:
            return None, self._reject("match", text,
                                      Note("match_damaged.why", detail=cut(str(e), 120)[1:-1]))
        log = data.get("log", [])
        if not isinstance(log, list) or not all(
                isinstance(x, str) and len(x) <= MAX_LOG_LINE for x in log):
            log = []
        step = data.get("step", 0)
        if not is_int(step) or not 0 <= step <= MAX_STEP:
            step = 0
        origin = data.get("origin", "")
        if not isinstance(origin, str) or len(origin) > MAX_ORIGIN:
            origin = ""
        recorded = data.get("recorded", False)
        deal_id = data.get("deal_id", "")
        if not (isinstance(deal_id, str) and len(deal_id) <= MARK_CHARS):
            deal_id = ""
        return Saved(match=match, level=level, origin=origin, log=log[-400:], step=step,
                     recorded=recorded is True,
                     facts=_facts(data.get("facts"), m.rules.players),
                     actions=_actions(data.get("actions")),
                     reviewed=data.get("reviewed") is True,
                     start=_start(data.get("start")), deal_id=deal_id,
                     tally=_tally(data.get("tally"))), ""

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
        self.marks = {"stats": "", "deals": ""}


def _actions(actions: Any) -> list[str]:
    """The deal's actions as the page wrote them, else none (the review checks them again
    by replaying the deal; a damaged list costs only that deal's review)."""
    if not isinstance(actions, list) or len(actions) > 64 or not all(
            isinstance(a, str) and 0 < len(a) <= 10 for a in actions):
        return []
    return list(actions)


def _start(start: Any) -> dict[str, Any] | None:
    """The deal's start position as the page wrote it, else none (the deal record checks it
    again through the engine's position check; a damaged one costs only that review)."""
    return start if isinstance(start, dict) else None


def _facts(facts: Any, players: int) -> list[dict[str, Any]]:
    """The deal's closes and marriages for the statistics (game.web.session): each one
    exactly as the page writes it, else none (a damaged list costs only those counts)."""
    if not isinstance(facts, list) or len(facts) > 8:
        return []
    out = []
    for f in facts:
        if not (isinstance(f, dict) and set(f) == {"kind", "seat", "points"}
                and f["kind"] in ("close", "marriage") and is_int(f["seat"])
                and 0 <= f["seat"] < players and is_int(f["points"])
                and f["points"] in ((0,) if f["kind"] == "close" else (20, 40))):
            return []
        out.append({"kind": f["kind"], "seat": f["seat"], "points": f["points"]})
    return out
