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

VERSION = 1
PREFIX = "sixtysix."
KEYS = {
    "match": PREFIX + "match",
    "settings": PREFIX + "settings",
    "stats": PREFIX + "stats",
    "best": PREFIX + "best",
}
LEVELS = ("gentle", "normal", "sharp", "expert")
PAUSES = (0, 300, 800, 1500)


class Backend(Protocol):
    def get(self, key: str) -> str | None: ...
    def set(self, key: str, text: str) -> None: ...
    def remove(self, key: str) -> None: ...


class MemoryBackend:
    """A dict in memory: for tests, and the page's fallback without storage."""

    def __init__(self, data: dict[str, str] | None = None) -> None:
        self.data: dict[str, str] = dict(data or {})

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, text: str) -> None:
        self.data[key] = text

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

    def rule_options(self) -> dict[str, Any]:
        return {"auto_out": self.auto_out, "show_scores": self.show_scores,
                "target": self.target}


@dataclass
class Stats:
    deals: int = 0
    deals_won: int = 0
    matches: int = 0
    matches_won: int = 0


@dataclass
class Saved:
    """An unfinished match and what the page needs to show it again."""

    match: dict[str, Any]
    level: str
    origin: str = ""
    log: list[str] = field(default_factory=list)
    step: int = 0
    shown: dict[str, Any] | None = None
    recorded: bool = False  # the current deal's end was counted in stats/best


def _wrap(payload: dict[str, Any]) -> str:
    return json.dumps({"version": VERSION, **payload}, separators=(",", ":"))


def _unwrap(text: str | None, what: str) -> tuple[dict[str, Any] | None, str]:
    """(payload, message). None with "" when absent; None with a message when bad."""
    if text is None or text == "":
        return None, ""
    try:
        data = json.loads(text)
    except (ValueError, TypeError):
        return None, f"The saved {what} could not be read (it is not valid JSON), so it was reset."
    if not isinstance(data, dict):
        return None, f"The saved {what} is not in this game's format, so it was reset."
    version = data.get("version")
    if version != VERSION:
        return None, (
            f"The saved {what} comes from another version of the game "
            f"(version {version!r}), so it was reset."
        )
    return data, ""


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
            ok = isinstance(value, int) and not isinstance(value, bool) and value >= 0
        else:
            ok = isinstance(value, type(default))
        if ok:
            values[f.name] = value
    return cls(**values)


class Store:
    def __init__(self, backend: Backend) -> None:
        self.backend = backend

    def _read(self, name: str) -> str | None:
        return self.backend.get(KEYS[name])

    def _write(self, name: str, payload: dict[str, Any]) -> None:
        self.backend.set(KEYS[name], _wrap(payload))

    # -- settings ------------------------------------------------------------
    def load_settings(self) -> tuple[Settings, str]:
        data, msg = _unwrap(self._read("settings"), "settings")
        if data is None:
            return Settings(), msg
        s = _coerce(Settings, data)
        if s.level not in LEVELS:
            s.level = "normal"
        if s.rules not in ("traditional", "simple"):
            s.rules = "traditional"
        if s.target not in (7, 8):
            s.target = 7
        s.pause_ms = min(s.pause_ms, 5000)
        return s, ""

    def save_settings(self, s: Settings) -> None:
        self._write("settings", asdict(s))

    # -- statistics ----------------------------------------------------------
    def load_stats(self) -> tuple[Stats, str]:
        data, msg = _unwrap(self._read("stats"), "statistics")
        if data is None:
            return Stats(), msg
        return _coerce(Stats, data), ""

    def save_stats(self, s: Stats) -> None:
        self._write("stats", asdict(s))

    # -- best score ----------------------------------------------------------
    def load_best(self) -> tuple[int | None, str]:
        data, msg = _unwrap(self._read("best"), "best score")
        if data is None:
            return None, msg
        best = data.get("best")
        if not isinstance(best, int) or isinstance(best, bool) or not 0 <= best <= 200:
            return None, "The saved best score was damaged, so it was reset."
        return best, ""

    def record_best(self, points: int) -> tuple[int, bool]:
        """Keep ``points`` if it beats the stored best: (best now, is it new)."""
        best, _ = self.load_best()
        if best is None or points > best:
            self._write("best", {"best": int(points)})
            return int(points), True
        return best, False

    # -- the unfinished match ------------------------------------------------
    def load_match(self) -> tuple[Saved | None, str]:
        data, msg = _unwrap(self._read("match"), "match")
        if data is None:
            return None, msg
        bad = "The saved match was damaged, so a new one was dealt."
        match = data.get("match")
        if not isinstance(match, dict):
            return None, bad
        level = data.get("level")
        if level not in LEVELS:
            return None, bad
        log = data.get("log", [])
        if not isinstance(log, list) or not all(isinstance(x, str) for x in log):
            log = []
        step = data.get("step", 0)
        if not isinstance(step, int) or isinstance(step, bool) or step < 0:
            step = 0
        shown = data.get("shown")
        if not isinstance(shown, dict):
            shown = None
        origin = data.get("origin", "")
        recorded = data.get("recorded", False)
        return Saved(match=match, level=level, origin=origin if isinstance(origin, str) else "",
                     log=log[-400:], step=step, shown=shown,
                     recorded=recorded is True), ""

    def save_match(self, saved: Saved) -> None:
        self._write("match", asdict(saved))

    def clear_match(self) -> None:
        self.backend.remove(KEYS["match"])

    def forget_all(self) -> None:
        """Remove everything this game ever stored: match, settings, stats, best."""
        for key in KEYS.values():
            self.backend.remove(key)
