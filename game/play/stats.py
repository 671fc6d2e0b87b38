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

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace

from ..engine.core import HIGHER_TOTAL, WENT_OUT
from ..engine.events import Event
from ..engine.jsonvalue import JSONObject
from ..engine.rules import PRESETS, make_rules
from ..engine.untrusted import cut, integer, is_int
from .bucket import (
    COUNTS,
    KEEP_COSTS,
    KEEP_MATCHES,
    LEVELS,
    MAX_BUCKETS,
    MAX_CHARS,
    MAX_COUNT,
    MAX_REVIEW_COST,
    UNKNOWN,
    VERSION,
    Bucket,
    MatchEntry,
    StatsError,
    bucket_from,
    bucket_keys,
    check_bucket,
    check_entry,
    cost_value,
    keys_exactly,
    with_counts,
)

DECISIVE = (WENT_OUT, HIGHER_TOTAL)  # the reasons whose 2 / 3 are Schneider / Schwarz


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
        check_entry(entry, players, ValueError)
        b.last_matches = [*b.last_matches, entry][-KEEP_MATCHES:]
        return self._commit(b)

    def record_review(self, cost: float, *, level: str, preset: str) -> bool:
        """Count a reviewed deal's cost (``Review.verdict().charged``: game points, >= 0,
        what its choices cost the result). Costs stored by older versions were the
        decisions' costs added up (at most a deal's worth): kept and averaged as they are."""
        _players(level, preset, None)
        cost = cost_value(cost, "a review cost", MAX_REVIEW_COST, ValueError)
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
        check_bucket(b)  # what we store must load again: a failure here is a bug
        self.buckets[(b.level, b.preset)] = b
        return True

    # -- storing --------------------------------------------------------------------
    def to_dict(self) -> JSONObject:
        order = {key: i for i, key in enumerate(bucket_keys())}
        keys = sorted(self.buckets, key=lambda k: order[k])
        return {"version": VERSION,
                "buckets": [self.buckets[k].to_dict() for k in keys],
                "review_costs": list(self.review_costs)}

    @classmethod
    def from_dict(cls, value: object) -> "Statistics":
        """A stored record, checked field by field; StatsError naming what is wrong."""
        data = keys_exactly(value, {"version", "buckets", "review_costs"}, "the statistics")
        version = data["version"]
        if not (is_int(version) and version == VERSION):
            raise StatsError(f"statistics version {cut(version)} is not {VERSION}")
        raw = data["buckets"]
        if not isinstance(raw, list) or len(raw) > MAX_BUCKETS:
            raise StatsError(f"buckets must be a list of at most {MAX_BUCKETS}")
        stats = cls()
        for item in raw:
            b = bucket_from(item)
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
        stats.review_costs = [cost_value(x, "a review cost", MAX_REVIEW_COST, StatsError)
                              for x in costs]
        return stats

    @classmethod
    def from_legacy(cls, data: object) -> "Statistics":
        """The old record (store.Stats: deals, deals_won, matches, matches_won; missing
        ones are 0, as store.load_stats read them) in the bucket (UNKNOWN, UNKNOWN)."""
        if not isinstance(data, dict):
            raise StatsError("the old statistics must be an object")
        old = ("deals", "deals_won", "matches", "matches_won")
        counts = {name: integer(data.get(name, 0), f"the old {name}", 0, MAX_COUNT, StatsError)
                  for name in old}
        b = with_counts(Bucket(UNKNOWN, UNKNOWN), counts)
        check_bucket(b)
        stats = cls()
        if any(counts.values()):
            stats.buckets[(UNKNOWN, UNKNOWN)] = b
        return stats

    @classmethod
    def from_stored(cls, data: object) -> "Statistics":
        """Either shape stored under the same key with version 1: this module's
        (it has "buckets") or the old four counters."""
        if isinstance(data, dict) and "buckets" in data:
            return cls.from_dict(data)
        return cls.from_legacy(data)


# -- helpers ------------------------------------------------------------------------
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


def _mean(values: Iterable[float]) -> float | None:
    v = list(values)
    return sum(v) / len(v) if v else None


__all__ = ["Statistics", "Bucket", "MatchEntry", "Trend", "StatsError", "COUNTS",
           "UNKNOWN", "VERSION", "MAX_CHARS", "MAX_COUNT", "KEEP_MATCHES", "KEEP_COSTS"]
