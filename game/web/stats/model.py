"""What the Statistics panel shows: the counts at the level and rules being played and
all together, the last matches' chart, the review's trend, the kept deals, and the rating
section for the table being played (rating_model.py). Built only while the panel is open;
every word is worded here, and stats_markup.py only lays it out."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.words import Words

from ..review.review_words import deal_label
from .rating_model import RatingModel, build_rating

if TYPE_CHECKING:
    from game.play.stats import Bucket

    from ..page_source import PageSource


@dataclass(frozen=True, slots=True)
class CountRow:
    label: str  # what is counted
    here: str  # at the level and rules being played: "3", "12 / 4", "0.67" or "–"
    total: str  # at all levels and rules together


@dataclass(frozen=True, slots=True)
class Counts:
    here: str  # the first column's heading: the level and rules being played
    total: str  # the second's: all together
    rows: tuple[CountRow, ...]


@dataclass(frozen=True, slots=True)
class MatchBar:
    mine: int  # the player's final score
    theirs: int  # the best opponent's
    won: bool


@dataclass(frozen=True, slots=True)
class MatchChart:
    label: str  # the chart in words, its title ('' with no match to draw)
    none: str  # the line in its place while there is no match ('' once there is one)
    target: int  # the match's target: the chart's goal line
    bars: tuple[MatchBar, ...]  # the last matches at this level and rules, oldest first


@dataclass(frozen=True, slots=True)
class KeptDeal:
    index: int  # its place among the kept deals: what its Review button reviews
    text: str  # the deal in a few words
    review: str  # its Review button's name: which deal it reviews


@dataclass(frozen=True, slots=True)
class KeptDeals:
    deals: tuple[KeptDeal, ...]  # newest first
    none: str  # the line in their place while none is kept ('' once one is)
    button: str  # the Review buttons' word ('' with no deal)


@dataclass(frozen=True, slots=True)
class StatsModel:
    kind: str  # "stats"
    counts: Counts
    matches: MatchChart
    trend: str  # what the reviews say of the player's decisions lately ('' none yet)
    kept: KeptDeals
    rating: RatingModel


def build_stats(ctl: PageSource, words: Words) -> StatsModel:
    s = ctl.session
    preset = s.match.rules.preset
    trend = ctl.stats.trend()
    worded = "" if trend.recent is None else words.say(
        "stats.trend.recent", recent=words.decimal(trend.recent, 2), n=trend.reviewed) \
        if trend.earlier is None else words.say(
        "stats.trend", recent=words.decimal(trend.recent, 2), n=trend.reviewed,
        before=words.decimal(trend.earlier, 2))
    here = words.say("stats.here", level=words.level_name(s.level), rules=words.rules_name(preset))
    return StatsModel(
        kind="stats",
        counts=_counts(words, ctl.stats.bucket(s.level, preset), ctl.stats.total(), here),
        matches=_matches(ctl, words, s.match.rules.target), trend=worded,
        kept=_kept(ctl, words), rating=build_rating(ctl, words))


def _pair(a: int, b: int) -> str:
    return f"{a} / {b}"


def _review(words: Words, b: Bucket) -> str:
    cost = b.average_review_cost
    return "–" if cost is None else words.decimal(cost, 2)


# each row: what it counts, and its value in a bucket of game.play.stats (in words)
ROWS: tuple[tuple[str, Callable[[Words, Bucket], str]], ...] = (
    ("stats.row.deals", lambda w, b: str(b.deals)),
    ("stats.row.deals_won", lambda w, b: str(b.deals_won)),
    ("stats.row.deals_drawn", lambda w, b: str(b.deals_drawn)),
    ("stats.row.matches", lambda w, b: str(b.matches)),
    ("stats.row.matches_won", lambda w, b: str(b.matches_won)),
    ("stats.row.game_points", lambda w, b: _pair(b.game_points_for, b.game_points_against)),
    ("stats.row.schneider", lambda w, b: _pair(b.schneider_given, b.schneider_taken)),
    ("stats.row.schwarz", lambda w, b: _pair(b.schwarz_given, b.schwarz_taken)),
    ("stats.row.closes", lambda w, b: _pair(b.closes_made, b.closes_tried)),
    ("stats.row.marriages", lambda w, b: _pair(b.marriages, b.marriage_points)),
    ("stats.row.review", _review),
)


def _counts(words: Words, here: Bucket, total: Bucket, here_name: str) -> Counts:
    """The counts at the level and rules being played (``here``), then all together."""
    return Counts(here=here_name, total=words.say("stats.col.all"),
                  rows=tuple(CountRow(words.say(key), value(words, here), value(words, total))
                             for key, value in ROWS))


def _matches(ctl: PageSource, words: Words, target: int) -> MatchChart:
    """The last matches at the level and rules being played: the player's final score
    beside the best opponent's."""
    s = ctl.session
    entries = ctl.stats.recent_matches(s.level, s.match.rules.preset)
    if not entries:
        return MatchChart(label="", none=words.say("stats.chart.empty"), target=target, bars=())
    won = sum(1 for e in entries if e.won)
    return MatchChart(
        label=words.say("stats.chart.label", n=len(entries), won=won, lost=len(entries) - won),
        none="", target=target,
        bars=tuple(MatchBar(e.mine, max(e.theirs), e.won) for e in entries))


def _kept(ctl: PageSource, words: Words) -> KeptDeals:
    """The last finished deals, newest first, each to be reviewed."""
    kept = ctl.reviews.kept_deals()
    if not kept:
        return KeptDeals(deals=(), none=words.say("kept.none"), button="")
    deals = []
    for i, final in kept:
        text = deal_label(words, final, ctl.kept[i])
        deals.append(KeptDeal(index=i, text=text, review=words.say("kept.review", deal=text)))
    return KeptDeals(deals=tuple(deals), none="", button=words.say("button.review_short"))
