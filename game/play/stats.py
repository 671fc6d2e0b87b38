"""The player's statistics (Settings -> Statistics in the page): per computer level and rule preset.

Pure Python, no page: the page records each finished deal's events
(``record_deal``), each finished match (``record_match``) and each reviewed
deal's cost (``record_review``), and stores ``to_dict()`` as versioned JSON.
Counts come from the engine's own facts (game.engine.events): the ``end`` event's
winner, game points, reason and ``paid``; ``close`` and ``marriage`` events.
Nothing here re-derives a rule.

- Schneider / Schwarz (docs/RULES.md §2.10, §5.5): each loser's ``paid`` 2 / 3 when the
  deal ended by going out or on the higher total is one Schneider / Schwarz (at three
  players a winner may give two in one deal); 2 after a false claim and 2 / 3 after a
  failed close are penalties, not Schneider or Schwarz.
- Game points for: what the player won; against: what the player gave (``paid``).
- A deal with no winner (a draw; three players' replay too) is drawn.
- A close is made when the player closed and won that deal.
- Marriages: those the player declared, and their declared points (counted or not).
- The old page's four counters (store.Stats) move to the bucket
  (``UNKNOWN``, ``UNKNOWN``): their level and rules were never recorded.

Stored data is untrusted (game.engine.untrusted): ``from_dict`` refuses anything this
module would not write with ``StatsError`` (an ``UntrustedInput``), naming the
problem. Whatever the ``record_*`` methods build, ``from_dict`` accepts.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..engine.core import HIGHER_TOTAL, WENT_OUT
from ..engine.events import MARRIAGE_PLAIN, MARRIAGE_TRUMP, Event
from ..engine.rules import PRESETS, make_rules
from ..engine.untrusted import UntrustedInput, cut, integer, is_int

# The computer's levels (game.ai.LEVELS, a test holds them equal): importing game.ai here
# would load the AI when the page starts, for a tuple of names.
LEVELS = ("gentle", "normal", "sharp", "expert")
VERSION = 1
UNKNOWN = "unknown"  # level and preset of the counts carried over from the old record
MAX_COUNT = 10**9 - 1
MAX_BUCKETS = len(LEVELS) * len(PRESETS) + 1
KEEP_MATCHES = 30  # per bucket, for the chart
KEEP_COSTS = 20  # the last reviewed deals' costs, for trend()
MIN_TARGET, MAX_SCORE = 7, 14  # a match's winner: the target 7 or 8, plus at most 6 in one deal
MAX_REVIEW_COST = 1000.0  # game points one deal's review may cost (far above any real one)
# Characters of a stored record (every bucket full stays under a third of it).
MAX_CHARS = 65536
DECISIVE = (WENT_OUT, HIGHER_TOTAL)  # the reasons whose 2 / 3 are Schneider / Schwarz


class StatsError(UntrustedInput):
    """A stored statistics record this game would not have written."""


@dataclass(frozen=True)
class MatchEntry:
    """One finished match, for the chart (no date: the page keeps none)."""

    number: int  # the player's n-th match (all levels and rules) since the last reset
    mine: int  # the player's final match score
    theirs: tuple[int, ...]  # the opponents' final scores (one or two)
    won: bool
    level: str
    preset: str


COUNTS = ("deals", "deals_won", "deals_drawn", "matches", "matches_won",
          "game_points_for", "game_points_against", "schneider_given", "schneider_taken",
          "schwarz_given", "schwarz_taken", "closes_tried", "closes_made",
          "marriages", "marriage_points", "reviewed_deals")


@dataclass
class Bucket:
    """Everything counted at one level and rule preset."""

    level: str
    preset: str
    deals: int = 0
    deals_won: int = 0
    deals_drawn: int = 0
    matches: int = 0
    matches_won: int = 0
    game_points_for: int = 0
    game_points_against: int = 0
    schneider_given: int = 0
    schneider_taken: int = 0
    schwarz_given: int = 0
    schwarz_taken: int = 0
    closes_tried: int = 0
    closes_made: int = 0
    marriages: int = 0
    marriage_points: int = 0
    reviewed_deals: int = 0
    review_cost_total: float = 0.0  # game points, rounded to 4 places
    last_matches: list[MatchEntry] = field(default_factory=list)  # oldest first

    @property
    def deals_lost(self) -> int:
        return self.deals - self.deals_won - self.deals_drawn

    @property
    def average_review_cost(self) -> float | None:
        """Average review cost per reviewed deal (None before any review)."""
        if not self.reviewed_deals:
            return None
        return self.review_cost_total / self.reviewed_deals

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"level": self.level, "preset": self.preset}
        out.update({name: getattr(self, name) for name in COUNTS})
        out["review_cost_total"] = self.review_cost_total
        out["last_matches"] = [{"number": e.number, "mine": e.mine, "theirs": list(e.theirs),
                                "won": e.won} for e in self.last_matches]
        return out


@dataclass(frozen=True)
class Trend:
    """Average review cost per deal: the last ``window`` reviewed deals, and the
    ``window`` before them (None where there are none); lower is better."""

    recent: float | None
    earlier: float | None
    reviewed: int  # how many costs ``recent`` averages


@dataclass
class Statistics:
    buckets: dict[tuple[str, str], Bucket] = field(default_factory=dict)
    review_costs: list[float] = field(default_factory=list)  # last KEEP_COSTS, oldest first

    # -- reading ------------------------------------------------------------------
    def bucket(self, level: str, preset: str) -> Bucket:
        """The bucket of (level, preset); an empty one (not stored) if nothing was counted."""
        return self.buckets.get((level, preset)) or Bucket(level, preset)

    def total(self) -> Bucket:
        """All buckets added up (level and preset "all"); its last matches are the
        last KEEP_MATCHES of every bucket together."""
        t = Bucket("all", "all")
        for b in self.buckets.values():
            for name in COUNTS:
                setattr(t, name, getattr(t, name) + getattr(b, name))
            t.review_cost_total = round(t.review_cost_total + b.review_cost_total, 4)
        t.last_matches = self.recent_matches()
        return t

    def recent_matches(self, level: str | None = None,
                       preset: str | None = None) -> list[MatchEntry]:
        """The last KEEP_MATCHES matches, oldest first, of the buckets that fit
        (None: any level / any preset)."""
        entries = [e for (lv, pr), b in self.buckets.items()
                   if level in (None, lv) and preset in (None, pr) for e in b.last_matches]
        return sorted(entries, key=lambda e: e.number)[-KEEP_MATCHES:]

    def trend(self, window: int = KEEP_COSTS // 2) -> Trend:
        """Average review cost per deal over the last ``window`` reviewed deals
        (any level) and over the ``window`` before them."""
        window = integer(window, "the trend window", 1, KEEP_COSTS // 2, ValueError)
        costs = self.review_costs
        recent = costs[-window:]
        earlier = costs[-2 * window:-window] if len(costs) > window else []
        return Trend(_mean(recent), _mean(earlier), len(recent))

    # -- recording ----------------------------------------------------------------
    def record_deal(self, events: Sequence[Event], seat: int = 0, *, level: str, preset: str,
                    players: int | None = None) -> bool:
        """Count a finished deal from its events (all of them, from the first play to
        the ``end``). False (nothing counted) only when a count is at its limit."""
        players = _players(level, preset, players)
        integer(seat, "the player's seat", 0, players - 1, ValueError)
        ends = [e for e in events if e.kind == "end"]
        if len(ends) != 1 or events[-1] is not ends[0]:
            raise ValueError("a finished deal's events end with its one 'end' event")
        end = ends[0]
        if len(end.paid) != players:
            raise ValueError("a finished deal's end says what each seat paid")
        b = replace(self.bucket(level, preset))
        b.deals += 1
        winner = end.winner
        if winner is None:
            b.deals_drawn += 1
        elif winner == seat:
            b.deals_won += 1
            b.game_points_for += end.game_points
            if end.reason in DECISIVE:
                b.schneider_given += sum(1 for p, x in enumerate(end.paid) if p != seat and x == 2)
                b.schwarz_given += sum(1 for p, x in enumerate(end.paid) if p != seat and x == 3)
        else:
            given = end.paid[seat]
            b.game_points_against += given
            if end.reason in DECISIVE:
                b.schneider_taken += given == 2
                b.schwarz_taken += given == 3
        if any(e.kind == "close" and e.seat == seat for e in events):
            b.closes_tried += 1
            b.closes_made += winner == seat
        for e in events:
            if e.kind == "marriage" and e.seat == seat:
                b.marriages += 1
                b.marriage_points += e.points
        return self._commit(b)

    def record_match(self, scores: Sequence[int], winner: int | None, seat: int = 0, *,
                     level: str, preset: str) -> bool:
        """Count a finished match (``Match.scores`` and ``Match.winner``)."""
        players = _players(level, preset, len(scores))
        if not make_rules(preset).has_match:
            raise ValueError(f"the {preset} rules have no match")
        integer(seat, "the player's seat", 0, players - 1, ValueError)
        if winner is None:
            raise ValueError("record a match once it is over (it has a winner)")
        b = replace(self.bucket(level, preset))
        b.matches += 1
        b.matches_won += winner == seat
        number = sum(x.matches for x in self.buckets.values()) + 1
        theirs = tuple(s for p, s in enumerate(scores) if p != seat)
        entry = MatchEntry(number, scores[seat], theirs, winner == seat, level, preset)
        _check_entry(entry, players, ValueError)
        b.last_matches = [*b.last_matches, entry][-KEEP_MATCHES:]
        return self._commit(b)

    def record_review(self, cost: float, *, level: str, preset: str) -> bool:
        """Count a reviewed deal's cost (``Review.summary().lost``: game points, >= 0)."""
        _players(level, preset, None)
        cost = _cost(cost, "a review cost", MAX_REVIEW_COST, ValueError)
        b = replace(self.bucket(level, preset))
        b.reviewed_deals += 1
        b.review_cost_total = round(b.review_cost_total + round(cost, 4), 4)
        if not self._commit(b):
            return False
        self.review_costs = [*self.review_costs, round(cost, 4)][-KEEP_COSTS:]
        return True

    def reset(self) -> None:
        """Forget everything (the page asks first)."""
        self.buckets.clear()
        self.review_costs.clear()

    def _commit(self, b: Bucket) -> bool:
        if any(getattr(b, name) > MAX_COUNT for name in COUNTS):
            return False
        _check_bucket(b)  # what we store must load again: a failure here is a bug
        self.buckets[(b.level, b.preset)] = b
        return True

    # -- storing --------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        order = {key: i for i, key in enumerate(_keys())}
        keys = sorted(self.buckets, key=lambda k: order[k])
        return {"version": VERSION,
                "buckets": [self.buckets[k].to_dict() for k in keys],
                "review_costs": list(self.review_costs)}

    @classmethod
    def from_dict(cls, data: Any) -> "Statistics":
        """A stored record, checked field by field; StatsError naming what is wrong."""
        _keys_exactly(data, {"version", "buckets", "review_costs"}, "the statistics")
        if not (is_int(data["version"]) and data["version"] == VERSION):
            raise StatsError(f"statistics version {cut(data['version'])} is not {VERSION}")
        raw = data["buckets"]
        if not isinstance(raw, list) or len(raw) > MAX_BUCKETS:
            raise StatsError(f"buckets must be a list of at most {MAX_BUCKETS}")
        stats = cls()
        for item in raw:
            b = _bucket_from(item)
            if (b.level, b.preset) in stats.buckets:
                raise StatsError(f"two buckets for {b.level} / {b.preset}")
            stats.buckets[(b.level, b.preset)] = b
        numbers = [e.number for b in stats.buckets.values() for e in b.last_matches]
        if len(set(numbers)) != len(numbers):
            raise StatsError("two recorded matches have the same number")
        matches = sum(b.matches for b in stats.buckets.values())
        if numbers and max(numbers) > matches:
            raise StatsError(f"a recorded match number is above the {matches} matches counted")
        costs = data["review_costs"]
        reviewed = sum(b.reviewed_deals for b in stats.buckets.values())
        if not isinstance(costs, list) or len(costs) > min(KEEP_COSTS, reviewed):
            raise StatsError(f"review costs must be a list of at most {KEEP_COSTS}, "
                             "one per reviewed deal")
        stats.review_costs = [_cost(x, "a review cost", MAX_REVIEW_COST, StatsError)
                              for x in costs]
        return stats

    @classmethod
    def from_legacy(cls, data: Any) -> "Statistics":
        """The old record (store.Stats: deals, deals_won, matches, matches_won; missing
        ones are 0, as store.load_stats read them) in the bucket (UNKNOWN, UNKNOWN)."""
        if not isinstance(data, dict):
            raise StatsError("the old statistics must be an object")
        old = ("deals", "deals_won", "matches", "matches_won")
        counts = {name: integer(data.get(name, 0), f"the old {name}", 0, MAX_COUNT, StatsError)
                  for name in old}
        b = _with_counts(Bucket(UNKNOWN, UNKNOWN), counts)
        _check_bucket(b)
        stats = cls()
        if any(counts.values()):
            stats.buckets[(UNKNOWN, UNKNOWN)] = b
        return stats

    @classmethod
    def from_stored(cls, data: Any) -> "Statistics":
        """Either shape stored under the same key with version 1: this module's
        (it has "buckets") or the old four counters."""
        if isinstance(data, dict) and "buckets" in data:
            return cls.from_dict(data)
        return cls.from_legacy(data)


# -- helpers ------------------------------------------------------------------------
def _keys() -> list[tuple[str, str]]:
    return [(lv, pr) for lv in LEVELS for pr in PRESETS] + [(UNKNOWN, UNKNOWN)]


def _players(level: str, preset: str, players: int | None) -> int:
    """Seats at the table of ``preset``; ValueError for a level or preset we do not count."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: use one of {', '.join(LEVELS)}")
    if preset not in PRESETS:
        raise ValueError(f"unknown rules {preset!r}: use one of {', '.join(PRESETS)}")
    n = make_rules(preset).players
    if players is not None and players != n:
        raise ValueError(f"the {preset} rules seat {n} players, not {players}")
    return n


def _with_counts(b: Bucket, counts: dict[str, int]) -> Bucket:
    for name, value in counts.items():
        setattr(b, name, value)
    return b


def _mean(values: Iterable[float]) -> float | None:
    v = list(values)
    return sum(v) / len(v) if v else None


def _cost(value: Any, what: str, hi: float, error: type[ValueError]) -> float:
    """A finite number 0..hi (int or float, not bool)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise error(f"{what} must be a number, not {cut(value)}")
    if not (math.isfinite(value) and 0 <= value <= hi):
        raise error(f"{what} must be between 0 and {hi:g}, not {cut(value)}")
    return float(value)


def _keys_exactly(data: Any, keys: set[str], what: str) -> None:
    if not isinstance(data, dict):
        raise StatsError(f"{what} must be an object, not {cut(data)}")
    missing = keys - set(data)
    if missing:
        raise StatsError(f"{what} has no {sorted(missing)[0]!r}")
    extra = set(data) - keys
    if extra:
        raise StatsError(f"{what} has an unknown field {cut(sorted(map(str, extra))[0])}")


BUCKET_KEYS = {"level", "preset", *COUNTS, "review_cost_total", "last_matches"}
ENTRY_KEYS = {"number", "mine", "theirs", "won"}


def _bucket_from(item: Any) -> Bucket:
    _keys_exactly(item, BUCKET_KEYS, "a statistics bucket")
    level, preset = item["level"], item["preset"]
    if (level, preset) not in _keys():
        raise StatsError(f"no statistics are kept for level {cut(level)} / rules {cut(preset)}")
    counts = {name: integer(item[name], name, 0, MAX_COUNT, StatsError) for name in COUNTS}
    b = _with_counts(Bucket(level, preset), counts)
    b.review_cost_total = _cost(item["review_cost_total"], "review_cost_total",
                                MAX_REVIEW_COST * b.reviewed_deals, StatsError)
    raw = item["last_matches"]
    if not isinstance(raw, list) or len(raw) > min(KEEP_MATCHES, b.matches):
        raise StatsError(f"last_matches must be a list of at most {KEEP_MATCHES}, "
                         "one per match counted")
    players = 3 if preset == UNKNOWN else make_rules(preset).players
    entries = []
    for e in raw:
        _keys_exactly(e, ENTRY_KEYS, "a recorded match")
        theirs = e["theirs"]
        if not isinstance(theirs, list) or len(theirs) != players - 1:
            raise StatsError(f"a recorded match needs {players - 1} opponents' scores")
        if not isinstance(e["won"], bool):
            raise StatsError(f"a recorded match's 'won' must be true or false, not {cut(e['won'])}")
        entry = MatchEntry(integer(e["number"], "a match number", 1, MAX_COUNT, StatsError),
                           e["mine"], tuple(theirs), e["won"], level, preset)
        _check_entry(entry, players, StatsError)
        entries.append(entry)
    b.last_matches = entries
    _check_bucket(b)
    return b


def _check_entry(e: MatchEntry, players: int, error: type[ValueError]) -> None:
    """A finished match: the winner alone reached the target, so it leads."""
    scores = [integer(x, "a match score", 0, MAX_SCORE, error) for x in (e.mine, *e.theirs)]
    if len(scores) != players:
        raise error(f"a match at this table has {players} scores, not {len(scores)}")
    top = max(scores[1:])
    winner, other = (scores[0], top) if e.won else (top, scores[0])
    if not (winner >= MIN_TARGET and winner > other and max(scores) == winner):
        raise error(f"a {'won' if e.won else 'lost'} match cannot end {scores[0]} to "
                    f"{', '.join(map(str, scores[1:]))}")


def _check_bucket(b: Bucket) -> None:
    """The counts' relations that every recorded deal and match keeps."""
    legacy = b.preset == UNKNOWN
    rules = None if legacy else make_rules(b.preset)
    others = 2 if rules is None else rules.players - 1  # losers a winner may score from
    lost = b.deals_lost

    def need(ok: bool, what: str) -> None:
        if not ok:
            raise StatsError(f"statistics for {b.level} / {b.preset}: {what}")

    need(lost >= 0, "more deals won and drawn than played")
    need(b.matches_won <= b.matches, "more matches won than played")
    need(b.schneider_given + b.schwarz_given <= others * b.deals_won,
         "more Schneider and Schwarz given than deals won")
    need(b.schneider_taken + b.schwarz_taken <= lost,
         "more Schneider and Schwarz taken than deals lost")
    need(b.game_points_for <= 3 * others * b.deals_won, "too many game points won")
    need(b.game_points_against <= 3 * lost, "too many game points given")
    if not legacy:  # every deal won scores, every deal lost costs
        need(b.game_points_for >= others * b.deals_won, "too few game points won")
        need(b.game_points_against >= lost, "too few game points given")
    need(b.closes_made <= b.closes_tried <= b.deals, "more closes than deals")
    need(b.closes_made <= b.deals_won, "more closes made than deals won")
    need(b.marriages <= 4 * b.deals, "more than four marriages a deal")
    # at most one marriage a deal is in trumps
    need(MARRIAGE_PLAIN * b.marriages <= b.marriage_points
         <= MARRIAGE_PLAIN * b.marriages
         + (MARRIAGE_TRUMP - MARRIAGE_PLAIN) * min(b.marriages, b.deals),
         "marriage points that no marriages add up to")
    if rules is not None:
        need(rules.closing or b.closes_tried == 0, "closes under rules without closing")
        need(rules.has_match or b.matches == 0, "matches under rules without a match")
    need(not legacy or not b.last_matches, "recorded matches of an unknown level")
    won = sum(e.won for e in b.last_matches)
    need(won <= b.matches_won and len(b.last_matches) - won <= b.matches - b.matches_won,
         "recorded matches that the counts do not hold")
    numbers = [e.number for e in b.last_matches]
    need(all(x < y for x, y in zip(numbers, numbers[1:])), "match numbers must go up")


__all__ = ["Statistics", "Bucket", "MatchEntry", "Trend", "StatsError", "COUNTS",
           "UNKNOWN", "VERSION", "MAX_CHARS", "MAX_COUNT", "KEEP_MATCHES", "KEEP_COSTS"]
