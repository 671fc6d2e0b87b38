"""What the Statistics panel shows: the counts at the level and rules being played and
all together, the last matches' chart, the review's trend, the kept deals, and the rating
section for the table being played. Built only while the panel is open."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..table import markup
from ..texts import decimal, level_name, rules_name, say
from . import rating_markup

if TYPE_CHECKING:
    from ..page_source import PageSource


@dataclass(frozen=True, slots=True)
class RatingModel:
    rated: bool  # the table being played is rated (else one line says it is not)
    summary: tuple[str, ...]  # the section's sentences
    chart_svg: str  # '' until there are two rated deals to join
    levels: str  # the measured levels at the table ('' at an unrated one)


@dataclass(frozen=True, slots=True)
class StatsModel:
    kind: str  # "stats"
    table_html: str  # the counts: here, then all together
    chart_svg: str  # the last matches at this level and rules
    trend: str  # what the reviews say of the player's decisions lately ('' none yet)
    kept_html: str  # the last finished deals, each with its Review button
    rating: RatingModel


def build_stats(ctl: PageSource) -> StatsModel:
    s = ctl.session
    preset = s.match.rules.preset
    here = ctl.stats.bucket(s.level, preset)
    name = say("stats.here", level=level_name(s.level), rules=rules_name(preset))
    trend = ctl.stats.trend()
    worded = "" if trend.recent is None else say(
        "stats.trend.recent", recent=decimal(trend.recent, 2), n=trend.reviewed) \
        if trend.earlier is None else say(
        "stats.trend", recent=decimal(trend.recent, 2), n=trend.reviewed,
        before=decimal(trend.earlier, 2))
    return StatsModel(
        kind="stats", table_html=markup.stats_table_html(here, ctl.stats.total(), name),
        chart_svg=markup.stats_chart_svg(ctl.stats.recent_matches(s.level, preset),
                                         s.match.rules.target),
        trend=worded, kept_html=markup.kept_deals_html(ctl.reviews.kept_deals(), ctl.kept),
        rating=build_rating(ctl))


def build_rating(ctl: PageSource) -> RatingModel:
    """The rating section, for the table being played."""
    s = ctl.session
    preset = s.match.rules.preset
    if not s.rated_table:
        return RatingModel(rated=False, summary=(say("rating.unrated.table"),),
                           chart_svg="", levels="")
    r = ctl.ledger.ratings.at(preset)
    return RatingModel(
        rated=True,
        summary=tuple(rating_markup.summary_lines(preset, r, s.unrated_why(), s.level)),
        chart_svg=rating_markup.chart_svg(preset, r), levels=rating_markup.levels_line(preset))
