"""One bucket of the player's statistics (a level and a rule preset): its counts, and
the checks a stored one must pass (game.play.stats counts into it and keeps them).

Stored data is untrusted (game.engine.untrusted): ``bucket_from`` refuses anything
game.play.stats would not write, naming the problem (``StatsError``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from ..engine.events import MARRIAGE_PLAIN, MARRIAGE_TRUMP
from ..engine.jsonvalue import JSONObject
from ..engine.rules import PRESETS, make_rules
from ..engine.untrusted import UntrustedInput, cut, integer

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

    def to_dict(self) -> JSONObject:
        out: JSONObject = {"level": self.level, "preset": self.preset}
        out.update({name: getattr(self, name) for name in COUNTS})
        out["review_cost_total"] = self.review_cost_total
        out["last_matches"] = [{"number": e.number, "mine": e.mine, "theirs": list(e.theirs),
                                "won": e.won} for e in self.last_matches]
        return out



# -- the stored form ---------------------------------------------------------------
def bucket_keys() -> list[tuple[str, str]]:
    return [(lv, pr) for lv in LEVELS for pr in PRESETS] + [(UNKNOWN, UNKNOWN)]


def with_counts(b: Bucket, counts: dict[str, int]) -> Bucket:
    for name, value in counts.items():
        setattr(b, name, value)
    return b


def cost_value(value: object, what: str, hi: float, error: type[ValueError]) -> float:
    """A finite number 0..hi (int or float, not bool)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise error(f"{what} must be a number, not {cut(value)}")
    if not (math.isfinite(value) and 0 <= value <= hi):
        raise error(f"{what} must be between 0 and {hi:g}, not {cut(value)}")
    return float(value)


def keys_exactly(data: object, keys: set[str], what: str) -> dict[str, object]:
    """``data`` if it is an object with exactly ``keys``; StatsError naming the first
    key missing or unknown."""
    if not isinstance(data, dict):
        raise StatsError(f"{what} must be an object, not {cut(data)}")
    missing = keys - set(data)
    if missing:
        raise StatsError(f"{what} has no {sorted(missing)[0]!r}")
    extra = set(data) - keys
    if extra:
        raise StatsError(f"{what} has an unknown field {cut(sorted(map(str, extra))[0])}")
    return data


BUCKET_KEYS = {"level", "preset", *COUNTS, "review_cost_total", "last_matches"}
ENTRY_KEYS = {"number", "mine", "theirs", "won"}


def bucket_from(value: object) -> Bucket:
    item = keys_exactly(value, BUCKET_KEYS, "a statistics bucket")
    level, preset = item["level"], item["preset"]
    if not (isinstance(level, str) and isinstance(preset, str)
            and (level, preset) in bucket_keys()):
        raise StatsError(f"no statistics are kept for level {cut(level)} / rules {cut(preset)}")
    counts = {name: integer(item[name], name, 0, MAX_COUNT, StatsError) for name in COUNTS}
    b = with_counts(Bucket(level, preset), counts)
    b.review_cost_total = cost_value(item["review_cost_total"], "review_cost_total",
                                MAX_REVIEW_COST * b.reviewed_deals, StatsError)
    raw = item["last_matches"]
    if not isinstance(raw, list) or len(raw) > min(KEEP_MATCHES, b.matches):
        raise StatsError(f"last_matches must be a list of at most {KEEP_MATCHES}, "
                         "one per match counted")
    players = 3 if preset == UNKNOWN else make_rules(preset).players
    entries = []
    for raw_entry in raw:
        e = keys_exactly(raw_entry, ENTRY_KEYS, "a recorded match")
        theirs, won = e["theirs"], e["won"]
        if not isinstance(theirs, list) or len(theirs) != players - 1:
            raise StatsError(f"a recorded match needs {players - 1} opponents' scores")
        if not isinstance(won, bool):
            raise StatsError(f"a recorded match's 'won' must be true or false, not {cut(won)}")
        number = integer(e["number"], "a match number", 1, MAX_COUNT, StatsError)
        mine = integer(e["mine"], "a match score", 0, MAX_SCORE, StatsError)  # as check_entry
        entry = MatchEntry(number, mine, tuple(theirs), won, level, preset)
        check_entry(entry, players, StatsError)
        entries.append(entry)
    b.last_matches = entries
    check_bucket(b)
    return b


def check_entry(e: MatchEntry, players: int, error: type[ValueError]) -> None:
    """A finished match: the winner alone reached the target, so it leads."""
    scores = [integer(x, "a match score", 0, MAX_SCORE, error) for x in (e.mine, *e.theirs)]
    if len(scores) != players:
        raise error(f"a match at this table has {players} scores, not {len(scores)}")
    top = max(scores[1:])
    winner, other = (scores[0], top) if e.won else (top, scores[0])
    if not (winner >= MIN_TARGET and winner > other and max(scores) == winner):
        raise error(f"a {'won' if e.won else 'lost'} match cannot end {scores[0]} to "
                    f"{', '.join(map(str, scores[1:]))}")


def check_bucket(b: Bucket) -> None:
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
        need(not rules.last_trick_wins or b.deals_drawn == 0,
             "drawn deals under rules where the last trick decides")
        # a match is counted with its last deal, at the same level and table, won by the
        # match's winner
        need(b.matches_won <= b.deals_won, "more matches won than their last deals")
        need(b.matches - b.matches_won <= lost, "more matches lost than their last deals")
    need(not legacy or not b.last_matches, "recorded matches of an unknown level")
    won = sum(e.won for e in b.last_matches)
    need(won <= b.matches_won and len(b.last_matches) - won <= b.matches - b.matches_won,
         "recorded matches that the counts do not hold")
    numbers = [e.number for e in b.last_matches]
    need(all(x < y for x, y in zip(numbers, numbers[1:])), "match numbers must go up")




__all__ = ["Bucket", "MatchEntry", "StatsError", "COUNTS", "LEVELS", "UNKNOWN", "VERSION",
           "MAX_BUCKETS", "MAX_CHARS", "MAX_COUNT", "KEEP_MATCHES", "KEEP_COSTS", "MAX_REVIEW_COST",
           "bucket_from", "bucket_keys", "check_bucket", "check_entry", "cost_value",
           "keys_exactly", "with_counts"]
