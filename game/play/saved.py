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
from typing import TYPE_CHECKING, Any, TypedDict

from ..engine.jsonvalue import JSONObject, JSONValue
from ..engine.rules import MAX_DEAL_POINTS, PRESETS
from ..engine.untrusted import UntrustedInput, cut, is_int
from ..review.record import KEEP as KEEP_DEALS
from ..review.record import DealRecord, DealRecordError
from ..words import english
from .bucket import LEVELS
from .seats import PERSON, Seats, SeatsError, clean_name

if TYPE_CHECKING:
    from .match import Match
    from .stats import Statistics

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


class Fact(TypedDict):
    """A close or a marriage of the deal under way, as the statistics count it (an Event's
    kind, seat and points)."""

    kind: str
    seat: int
    points: int


@dataclass
class Saved:
    """An unfinished match and what the page needs to show it again."""

    match: JSONObject
    level: str
    origin: str = ""
    # the log's lines: sentences, or facts the page words (game.web.table.narrate.Told)
    log: list[str | JSONObject] = field(default_factory=list)
    step: int = 0
    recorded: bool = False  # the current deal's end was counted in stats/best
    facts: list[Fact] = field(default_factory=list)  # the deal's closes, marriages
    actions: list[str] = field(default_factory=list)  # the deal's actions (for its review)
    reviewed: bool = False  # the finished deal's review cost was counted in the statistics
    hinted: bool = False  # the player took a hint in this deal (it is not rated)
    start: JSONObject | None = None  # the deal's start position (a link's), for its review
    deal_id: str = ""  # the deal's random id, as the statistics and kept deals name it
    # this match's own statistics so far (Statistics.to_dict), for its summary at the end
    tally: JSONObject | None = None
    # who sits where (game.play.seats.Seats.to_dict); None: the solo game of older records
    seats: JSONObject | None = None
    # a rated match (Session.rated); a record from before the choice was one
    rated: bool = True


class Note(str):
    """A message about a stored record: its English text (the sentence ``store.<key>``,
    {what} the words ``store.what.<what>``, {detail} a version, or a count the sentence
    words with its noun), plus ``key`` and ``what`` and ``detail`` so the page can say
    it in the player's language; ``problem`` is the check that refused it (an
    UntrustedInput made by ``of``, which the page words too)."""

    key: str
    what: str
    detail: str
    problem: UntrustedInput | None

    def __new__(cls, key: str, what: str = "", detail: str = "",
                problem: UntrustedInput | None = None) -> "Note":
        text = english(f"store.{key}", what=english(f"store.what.{what}") if what else "",
                       detail=detail)
        note = super().__new__(cls, text)
        note.key, note.what, note.detail, note.problem = key, what, detail, problem
        return note


class Rejected(Exception):
    """A stored record that cannot be used; ``message`` is for the player."""

    def __init__(self, message: Note) -> None:
        super().__init__(message)
        self.message = message


def _settings(data: JSONObject) -> Settings:
    """Settings from known keys of the right type; others keep defaults."""
    s = Settings()
    for f in fields(Settings):
        if f.name not in data:
            continue
        value, default = data[f.name], getattr(s, f.name)
        if isinstance(default, bool):
            ok = isinstance(value, bool)
        elif isinstance(default, int):
            ok = is_int(value) and 0 <= value <= MAX_COUNT
        else:
            ok = isinstance(value, type(default)) and len(value) <= 40
        if ok:
            setattr(s, f.name, value)
    return s


def settings_from(data: JSONObject) -> Settings:
    """The settings of a stored payload: what is missing, mistyped or unknown keeps its
    default (never refused as a whole)."""
    s = _settings(data)
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


def best_from(data: JSONObject) -> int:
    """The best score of a stored payload; Rejected when no deal can reach it."""
    best = data.get("best")
    if not isinstance(best, int) or not is_int(best) or not 0 <= best <= MAX_DEAL_POINTS:
        raise Rejected(Note("best_damaged"))
    return best


def deals_from(data: JSONObject) -> tuple[list[DealRecord], list[JSONValue]]:
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


def _log_line(line: object) -> bool:
    """A saved log line is a sentence or the facts of one (a dict), each of a line's size
    (the page words the facts, and leaves out any it cannot)."""
    if isinstance(line, dict):
        return len(json.dumps(line)) <= MAX_LOG_LINE
    return isinstance(line, str) and len(line) <= MAX_LOG_LINE


def saved_from(data: JSONObject) -> Saved:
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
    given = data.get("log", [])
    log: list[str | JSONObject] = (
        [x for x in given if isinstance(x, (str, dict))]
        if isinstance(given, list) and all(_log_line(x) for x in given) else [])
    step = data.get("step", 0)
    if not is_int(step) or not 0 <= step <= MAX_STEP:
        step = 0
    origin = data.get("origin", "")
    if not isinstance(origin, str) or len(origin) > MAX_ORIGIN:
        origin = ""
    deal_id = data.get("deal_id", "")
    if not (isinstance(deal_id, str) and DEAL_ID.fullmatch(deal_id)):
        deal_id = ""
    seats, given = None, data.get("seats")
    if given is not None:  # seats that do not fit the table: the match is refused whole
        try:
            seats = Seats.from_dict(given, m.rules.players).to_dict()
        except SeatsError as e:
            raise Rejected(Note("match_damaged.why", detail=f"seats: {e.key}")) from None
    over = m.state.outcome is not None
    start = _start(data.get("start"))
    tally = _tally(data.get("tally"), m)
    # a finished deal is counted in the match's own statistics as its end is recorded, and
    # both are saved together: a tally holding every deal of the history says it was
    tallied = over and tally is not None and tally.total().deals == len(m.history) > 0
    return Saved(match=match, level=level, origin=origin, log=log[-400:], step=step,
                 recorded=over and (data.get("recorded") is True or tallied),
                 facts=_facts(data.get("facts"), m.state.to_position(), start),
                 actions=_actions(data.get("actions")),
                 reviewed=over and data.get("reviewed") is True,
                 hinted=data.get("hinted") is True, start=start, deal_id=deal_id,
                 tally=None if tally is None else tally.to_dict(),
                 seats=seats, rated=data.get("rated") is not False)


def deal_print(position: JSONObject) -> str:
    """What a finished deal is, as 16 hex digits: its rules, cards and where each one ended,
    the marriages, who leads and deals, the close and the outcome (each pile as a set: a
    stored match can reorder a pile, or its ``known`` cards, without playing another deal)."""
    keep = ("rules", "options", "trump", "leader", "dealer", "closed_by", "outcome")
    what: dict[str, object] = {k: position.get(k) for k in keep}
    for k in ("stock", "table"):
        what[k] = _pile(position.get(k))
    for k in ("hands", "won", "marriages"):
        piles = position.get(k)
        what[k] = [_pile(x) for x in piles] if isinstance(piles, list) else []
    text = json.dumps(what, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _pile(value: JSONValue) -> list[str]:
    """A pile of cards (or suits) as a set: sorted (a position's piles are lists of texts)."""
    return sorted(str(x) for x in value) if isinstance(value, list) else []


def deal_mark(deal_id: str, position: JSONObject) -> str:
    """The mark a record keeps of the last finished deal it took in: the deal's id, and
    what the deal is (``deal_print``), so a stored match whose id was changed is still
    known for the deal it is."""
    return f"{deal_id}:{deal_print(position)}"


def mark_parts(mark: str) -> tuple[str, str]:
    """(the deal's id, its print) of a mark; a mark from before prints is the id alone."""
    deal_id, colon, printed = mark.rpartition(":")
    return (deal_id, printed) if colon else (mark, "")


def _tally(data: JSONValue, m: Match) -> Statistics | None:
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
    return tally


def _texts(value: JSONValue, most: int) -> list[str] | None:
    """``value`` if it is a list of texts of at most ``most`` characters each, else None."""
    if not isinstance(value, list):
        return None
    texts = [x for x in value if isinstance(x, str) and len(x) <= most]
    return texts if len(texts) == len(value) else None


def _actions(actions: JSONValue) -> list[str]:
    """The deal's actions as the page wrote them, else none (the review checks them again
    by replaying the deal; a damaged list costs only that deal's review)."""
    texts = _texts(actions, 10)
    if texts is None or len(texts) > 64 or not all(texts):
        return []
    return texts


def _start(start: JSONValue) -> JSONObject | None:
    """The deal's start position as the page wrote it, else none (the deal record checks it
    again through the engine's position check; a damaged one costs only that review)."""
    return start if isinstance(start, dict) else None


def _facts(facts: JSONValue, position: JSONObject, start: JSONObject | None) -> list[Fact]:
    """The deal's closes and marriages for the statistics (game.web.session), as the page
    writes them: those of the deal's ``position`` (every marriage declared, the close)
    that its ``start`` (a link's position) did not hold already. A stored list that says
    otherwise is replaced by them (a marriage or close never made is never counted)."""
    trump, marriages = str(position["trump"])[1], _marriages(position)
    had = _marriages(start) if start is not None else [[] for _ in marriages]
    want: list[Fact] = []
    closer = position.get("closed_by")
    if is_int(closer) and (start is None or start.get("closed_by") is None):
        want.append({"kind": "close", "seat": closer, "points": 0})
    want += [{"kind": "marriage", "seat": p, "points": 40 if suit == trump else 20}
             for p, suits in enumerate(marriages) for suit in suits
             if p >= len(had) or suit not in had[p]]
    if not (isinstance(facts, list) and len(facts) <= 8 and all(
            isinstance(f, dict) and set(f) == {"kind", "seat", "points"} for f in facts)):
        return want
    order = sorted(want, key=repr)
    try:
        same = sorted(facts, key=repr) == order
    except TypeError:
        same = False
    # the stored list in its own order, each entry the deal's own (equal to it)
    return [next(w for w in want if w == f) for f in facts] if same else want


def _marriages(position: JSONObject) -> list[list[str]]:
    """A position's marriages by seat, the suits each declared (compared only: in a
    damaged start, an entry that is not a list declared none)."""
    marriages = position.get("marriages")
    if not isinstance(marriages, list):
        return []
    return [[s for s in m if isinstance(s, str)] if isinstance(m, list) else []
            for m in marriages]


