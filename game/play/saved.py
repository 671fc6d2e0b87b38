"""What the stored records hold, and how a payload read back is checked.

The settings and the unfinished match as dataclasses (``Settings``, ``Saved``), and the
checks that turn an untrusted payload (game.play.store reads it, unwraps its version
and hands it here) into one: a value of the wrong type keeps its default, a damaged
match or best score is ``Rejected`` with a ``Note`` for the player. No storage here:
game.play.store keeps the records under their keys and sets aside the ones refused.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field, fields
from typing import Any

from ..engine.rules import MAX_DEAL_POINTS, PRESETS
from ..engine.untrusted import UntrustedInput, cut, is_int
from ..review.record import KEEP as KEEP_DEALS
from ..review.record import DealRecord, DealRecordError
from .bucket import LEVELS
from .seats import PERSON, Seats, SeatsError, clean_name

MARK_CHARS = 40  # a deal's mark (``deal_mark``), as the stats, deals and rating records name it
DEAL_ID = re.compile(r"[0-9a-f]{16}")  # Session.deal_id: secrets.token_hex(8)
MAX_COUNT = 10**9 - 1  # statistics
MAX_STEP = 10**9
MAX_LOG_LINE = 1000
MAX_ORIGIN = 16384


@dataclass
class Settings:
    level: str = "normal"
    rules: str = "traditional"
    pause_ms: int = 800
    four_colour: bool = False
    # sounds for a card played, a trick taken and the deal's end, and a short vibration for
    # a card refused (game.web.sound): off until the player turns them on
    sound: bool = False
    auto_out: bool = True
    show_scores: bool = True
    target: int = 7
    lang: str = ""  # the page's language ("" follows the browser); the page checks the code
    # who sits where (game.play.seats): the bottom seat is a person; the others a person
    # ("person") or a computer at ``level`` ("computer"); each person's name, remembered
    seat_1: str = "computer"
    seat_2: str = "computer"
    name_0: str = ""
    name_1: str = ""
    name_2: str = ""
    learn_offered: bool = False  # the course was offered once and opened or declined
    # new matches are rated (no hints, each deal moves the rating); casual until the
    # player asks for rated ones
    rated: bool = False

    def rule_options(self) -> dict[str, Any]:
        return {"auto_out": self.auto_out, "show_scores": self.show_scores,
                "target": self.target}

    def seats_for(self, players: int) -> Seats:
        """The seats of a new match at a table of ``players`` (the third seat's choice
        only counts at three)."""
        kinds = [PERSON, self.seat_1, self.seat_2][:players]
        return Seats(tuple(k if k == PERSON else self.level for k in kinds)).named(
            (self.name_0, self.name_1, self.name_2))


@dataclass
class Saved:
    """An unfinished match and what the page needs to show it again."""

    match: dict[str, Any]
    level: str
    origin: str = ""
    # the log's lines: sentences, or facts the page words (game.web.table.narrate.Told)
    log: list[str | dict[str, Any]] = field(default_factory=list)
    step: int = 0
    recorded: bool = False  # the current deal's end was counted in stats/best
    facts: list[dict[str, Any]] = field(default_factory=list)  # the deal's closes, marriages
    actions: list[str] = field(default_factory=list)  # the deal's actions (for its review)
    reviewed: bool = False  # the finished deal's review cost was counted in the statistics
    hinted: bool = False  # the player took a hint in this deal (it is not rated)
    start: dict[str, Any] | None = None  # the deal's start position (a link's), for its review
    deal_id: str = ""  # the deal's random id, as the statistics and kept deals name it
    # this match's own statistics so far (Statistics.to_dict), for its summary at the end
    tally: dict[str, Any] | None = None
    # who sits where (game.play.seats.Seats.to_dict); None: the solo game of older records
    seats: dict[str, Any] | None = None
    # a rated match (Session.rated); a record from before the choice was one
    rated: bool = True


# What the player is told about a stored record: English here (tests, one source of the
# page's English table, which takes these sentences as they are); the page's other languages
# word the same keys (texts.py ``store.<key>``). {what} is a ``WHAT`` key's words.
ENGLISH: dict[str, str] = {
    # each sentence agrees whatever {what} is ("your saved settings", "... match"): after
    # "could not", the verbs have "the data" for subject
    "too_large": "Your saved {what} could not be used: the data is too large to be this "
                 "game's, so it was reset.",
    "unreadable.nested": "Your saved {what} could not be read: the data is nested too deeply, "
                         "so it was reset.",
    "unreadable.number": "Your saved {what} could not be read: the data holds a number this "
                         "game never writes, so it was reset.",
    "unreadable.json": "Your saved {what} could not be read: the data is not valid JSON, so it "
                       "was reset.",
    "format": "Your saved {what} could not be used: the data is not in this game's format, so "
              "it was reset.",
    "version": "Your saved {what} could not be used: the data comes from another version of the "
               "game (version {detail}), so it was reset.",
    "stats_damaged": "The saved statistics were damaged, so they were reset.",
    "rating_damaged": "The saved rating was damaged, so it starts again.",
    "daily_damaged": "The saved deals of the day were damaged, so they were reset.",
    "best_damaged": "The saved best score was damaged, so it was reset.",
    "puzzles_damaged": "The saved puzzle progress was damaged, so it was reset.",
    "lessons_damaged": "The saved lesson stars were damaged, so they were reset.",
    "match_damaged": "The saved match was damaged, so a new one was dealt.",
    "match_damaged.why": "The saved match was damaged ({detail}), so a new one was dealt.",
    "what.settings": "settings",
    "what.statistics": "statistics",
    "what.best score": "best score",
    "what.match": "match",
    "what.deals": "deals kept for review",
    "what.rating": "rating",
    "what.daily": "deals of the day",
    "what.puzzles": "puzzle progress",
    "what.lessons": "lesson stars",
    # {detail} is the count: "{detail:deal|deals}" words it with its noun (1 deal, 2 deals)
    "deals_dropped": "The game set aside {detail:deal|deals} kept for review that could not be "
                     "replayed.",
    "puzzles_dropped": "The game set aside {detail:saved puzzle result|saved puzzle results} "
                       "for puzzles it does not have.",
    "lessons_dropped": "The game set aside {detail:saved lesson result|saved lesson results} "
                       "for lessons it does not have.",
}


class _Count(int):
    """A count in an English sentence: "{detail:deal|deals}" gives "1 deal", "2 deals" (the
    page words the same keys through game.web.texts, in every language)."""

    def __format__(self, spec: str) -> str:
        if "|" not in spec:
            return int.__format__(int(self), spec)
        one, other = spec.split("|")[:2]
        return f"{int(self)} {one if self == 1 else other}"


def _digits(text: str) -> bool:
    return text.isascii() and text.isdigit() and len(text) <= 18


class Note(str):
    """A message about a stored record: its English text, plus ``key`` and ``what`` and
    ``detail`` so the page can say it in the player's language; ``problem`` is the check
    that refused it (an UntrustedInput made by ``of``, which the page words too)."""

    key: str
    what: str
    detail: str
    problem: UntrustedInput | None

    def __new__(cls, key: str, what: str = "", detail: str = "",
                problem: UntrustedInput | None = None) -> "Note":
        text = ENGLISH[key].format(what=ENGLISH[f"what.{what}"] if what else "",
                                   detail=_Count(detail) if _digits(detail) else detail)
        note = super().__new__(cls, text)
        note.key, note.what, note.detail, note.problem = key, what, detail, problem
        return note


class Rejected(Exception):
    """A stored record that cannot be used; ``message`` is for the player."""

    def __init__(self, message: Note) -> None:
        super().__init__(message)
        self.message = message


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


def settings_from(data: dict[str, Any]) -> Settings:
    """The settings of a stored payload: what is missing, mistyped or unknown keeps its
    default (never refused as a whole)."""
    s: Settings = _coerce(Settings, data)
    if s.level not in LEVELS:
        s.level = "normal"
    if s.rules not in PRESETS:
        s.rules = "traditional"
    if s.target not in (7, 8):
        s.target = 7
    s.pause_ms = min(s.pause_ms, 5000)
    for seat in ("seat_1", "seat_2"):
        if getattr(s, seat) not in (PERSON, "computer"):
            setattr(s, seat, "computer")
    for name in ("name_0", "name_1", "name_2"):
        setattr(s, name, clean_name(getattr(s, name)))
    if not (len(s.lang) <= 5 and s.lang.isascii() and s.lang.isalpha() or s.lang == ""):
        s.lang = ""
    return s


def best_from(data: dict[str, Any]) -> int:
    """The best score of a stored payload; Rejected when no deal can reach it."""
    best = data.get("best")
    if not isinstance(best, int) or not is_int(best) or not 0 <= best <= MAX_DEAL_POINTS:
        raise Rejected(Note("best_damaged"))
    return best


def deals_from(data: dict[str, Any]) -> tuple[list[DealRecord], list[Any]]:
    """The kept deal records of a stored payload, oldest first (each checked by replaying
    it through the engine), and the entries that could not be replayed; Rejected when
    the payload holds no list of deals."""
    items = data.get("deals")
    if not isinstance(items, list):
        raise Rejected(Note("format", "deals"))
    out, bad = [], []
    for item in items[-KEEP_DEALS:]:
        try:
            out.append(DealRecord.from_dict(item))
        except DealRecordError:
            bad.append(item)  # that deal cannot be reviewed; the others can
    return out, bad


def _log_line(line: Any) -> bool:
    """A saved log line is a sentence or the facts of one (a dict), each of a line's size
    (the page words the facts, and leaves out any it cannot)."""
    if isinstance(line, dict):
        return len(json.dumps(line)) <= MAX_LOG_LINE
    return isinstance(line, str) and len(line) <= MAX_LOG_LINE


def saved_from(data: dict[str, Any]) -> Saved:
    """The unfinished match of a stored payload, checked as a whole (Match.from_dict)
    before it is used; Rejected when it is damaged. Its other fields keep their defaults
    when they do not check out (a damaged one costs only what it served)."""
    from .match import Match

    bad = Note("match_damaged")
    match = data.get("match")
    level = data.get("level")
    if not isinstance(match, dict) or not isinstance(level, str) or level not in LEVELS:
        raise Rejected(bad)
    try:
        m = Match.from_dict(match)
    except UntrustedInput as e:
        raise Rejected(Note("match_damaged.why", detail=cut(str(e), 120)[1:-1],
                            problem=e)) from None
    log = data.get("log", [])
    if not isinstance(log, list) or not all(_log_line(x) for x in log):
        log = []
    step = data.get("step", 0)
    if not is_int(step) or not 0 <= step <= MAX_STEP:
        step = 0
    origin = data.get("origin", "")
    if not isinstance(origin, str) or len(origin) > MAX_ORIGIN:
        origin = ""
    deal_id = data.get("deal_id", "")
    if not (isinstance(deal_id, str) and DEAL_ID.fullmatch(deal_id)):
        deal_id = ""
    seats = data.get("seats")
    if seats is not None:  # seats that do not fit the table: the match is refused whole
        try:
            seats = Seats.from_dict(seats, m.rules.players).to_dict()
        except SeatsError as e:
            raise Rejected(Note("match_damaged.why", detail=f"seats: {e.key}")) from None
    over = m.state.outcome is not None
    start = _start(data.get("start"))
    tally = _tally(data.get("tally"), m)
    # a finished deal is counted in the match's own statistics as its end is recorded, and
    # both are saved together: a tally holding every deal of the history says it was
    tallied = over and tally is not None and _deals(tally) == len(m.history) > 0
    return Saved(match=match, level=level, origin=origin, log=log[-400:], step=step,
                 recorded=over and (data.get("recorded") is True or tallied),
                 facts=_facts(data.get("facts"), m.state.to_position(), start),
                 actions=_actions(data.get("actions")),
                 reviewed=over and data.get("reviewed") is True,
                 hinted=data.get("hinted") is True, start=start, deal_id=deal_id, tally=tally,
                 seats=seats, rated=data.get("rated") is not False)


def deal_print(position: dict[str, Any]) -> str:
    """What a finished deal is, as 16 hex digits: its rules, cards and where each one ended,
    the marriages, who leads and deals, the close and the outcome (each pile as a set: a
    stored match can reorder a pile, or its ``known`` cards, without playing another deal)."""
    keep = ("rules", "options", "trump", "leader", "dealer", "closed_by", "outcome")
    what: dict[str, Any] = {k: position.get(k) for k in keep}
    for k in ("stock", "table"):
        what[k] = sorted(position.get(k) or [])
    for k in ("hands", "won", "marriages"):
        what[k] = [sorted(x) for x in position.get(k) or []]
    text = json.dumps(what, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def deal_mark(deal_id: str, position: dict[str, Any]) -> str:
    """The mark a record keeps of the last finished deal it took in: the deal's id, and
    what the deal is (``deal_print``), so a stored match whose id was changed is still
    known for the deal it is."""
    return f"{deal_id}:{deal_print(position)}"


def mark_parts(mark: str) -> tuple[str, str]:
    """(the deal's id, its print) of a mark; a mark from before prints is the id alone."""
    deal_id, colon, printed = mark.rpartition(":")
    return (deal_id, printed) if colon else (mark, "")


def _tally(data: Any, m: Any) -> dict[str, Any] | None:
    """A match's own statistics as stored, if they check out and fit the match ``m`` (its
    table, no more deals than its history, a match only once it is over); else none: the
    summary then counts from the next deal on (the match itself is not lost over it)."""
    from .stats import Statistics

    if data is None:
        return None
    try:
        tally = Statistics.from_dict(data)
    except (ValueError, TypeError, KeyError):
        return None
    total = tally.total()
    if not (all(preset == m.rules.preset for _, preset in tally.buckets)
            and total.deals <= len(m.history) and total.matches <= int(m.is_over)):
        return None
    return tally.to_dict()


def _deals(tally: dict[str, Any]) -> int:
    return sum(int(b["deals"]) for b in tally["buckets"])


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


def _facts(facts: Any, position: dict[str, Any], start: dict[str, Any] | None
           ) -> list[dict[str, Any]]:
    """The deal's closes and marriages for the statistics (game.web.session), as the page
    writes them: those of the deal's ``position`` (every marriage declared, the close)
    that its ``start`` (a link's position) did not hold already. A stored list that says
    otherwise is replaced by them (a marriage or close never made is never counted)."""
    trump = position["trump"][1]
    had = _marriages(start) if start is not None else [[] for _ in position["marriages"]]
    want = [{"kind": "close", "seat": position["closed_by"], "points": 0}
            for _ in range(position.get("closed_by") is not None
                           and (start is None or start.get("closed_by") is None))]
    want += [{"kind": "marriage", "seat": p, "points": 40 if suit == trump else 20}
             for p, suits in enumerate(position["marriages"]) for suit in suits
             if p >= len(had) or suit not in had[p]]
    if not (isinstance(facts, list) and len(facts) <= 8 and all(
            isinstance(f, dict) and set(f) == {"kind", "seat", "points"} for f in facts)):
        return want
    order = sorted(want, key=repr)
    try:
        same = sorted(facts, key=repr) == order
    except TypeError:
        same = False
    return [dict(f) for f in facts] if same else want


def _marriages(start: dict[str, Any]) -> list[Any]:
    """A start position's marriages by seat, as given (any shape: compared only)."""
    marriages = start.get("marriages")
    return marriages if isinstance(marriages, list) else []
