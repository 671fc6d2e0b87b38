"""What the Statistics panel's rating section shows, for the table being played: the
section's sentences, the chart's points over the measured levels, and the levels' line.
Everything comes from game.play.rating and the measured level ratings, worded here;
rating_markup.py draws the chart."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.play.level_ratings import LEVEL_RATINGS
from game.play.rating import CONFIDENCE as Z
from game.play.rating import PROVISIONAL_RD, START, START_RD, Rating, next_step
from game.words import Words

if TYPE_CHECKING:
    from ..page_source import PageSource


@dataclass(frozen=True, slots=True)
class LevelMark:
    name: str  # a computer level, named
    rating: int  # its measured rating at this table


@dataclass(frozen=True, slots=True)
class RatingChart:
    label: str  # the chart in words, its title
    ratings: tuple[int, ...]  # the rating after each of the last rated deals, oldest first
    levels: tuple[LevelMark, ...]  # the levels measured at this table: the dashed lines


@dataclass(frozen=True, slots=True)
class RatingModel:
    rated: bool  # the table being played is rated (else one line says it is not)
    summary: tuple[str, ...]  # the section's sentences
    chart: RatingChart | None  # None until there are two rated deals to join
    levels: str  # the measured levels at the table ('' at an unrated one)


def build_rating(ctl: PageSource, words: Words) -> RatingModel:
    """The rating section, for the table being played."""
    s = ctl.session
    preset = s.match.rules.preset
    if not s.rated_table:
        return RatingModel(rated=False, summary=(words.say("rating.unrated.table"),),
                           chart=None, levels="")
    r = ctl.ledger.ratings.at(preset)
    return RatingModel(
        rated=True, summary=tuple(_summary_lines(words, preset, r, s.unrated_why(), s.level)),
        chart=_chart(words, preset, r), levels=_levels_line(words, preset))


def _summary_lines(words: Words, preset: str, r: Rating, unrated_why: str,
                   level: str) -> list[str]:
    """The section's sentences for the table ``preset`` (a rated one), where the level
    ``level`` is played: what the rating means, where it stands, the next level up from
    the one played."""
    lines = [words.say("rating.meaning")]
    if not r.deals:
        lines.append(words.say("stats.rating.start", rating=round(START),
                               interval=round(Z * START_RD)))
    else:
        key = "stats.rating.provisional" if r.provisional else "stats.rating.now"
        lines.append(words.say(key, rating=round(r.rating), interval=r.interval, deals=r.deals,
                               limit=round(Z * PROVISIONAL_RD)))
    if r.peak is not None:
        lines.append(words.say("stats.rating.peak", peak=round(r.peak)))
    step = next_step(preset, r.rating, level)
    top = max(LEVEL_RATINGS[preset].values())[0]
    lines.append(words.say("stats.rating.next", level=words.level_name(step[0]), rating=step[1])
                 if step is not None else words.say("stats.rating.strongest")
                 if LEVEL_RATINGS[preset][level][0] == top else words.say("stats.rating.top"))
    if unrated_why:
        lines.append(words.say(f"rating.unrated.{unrated_why}"))
    return lines


def _levels_line(words: Words, preset: str) -> str:
    """The measured levels at the table, weakest first."""
    levels = sorted(LEVEL_RATINGS[preset].items(), key=lambda kv: kv[1][0])
    return words.say("stats.rating.levels", levels=", ".join(
        words.say("stats.rating.level", level=words.level_name(name), rating=value, interval=hw)
        for name, (value, hw) in levels))


def _chart(words: Words, preset: str, r: Rating) -> RatingChart | None:
    """The rating after each of the last rated deals, over the levels' ratings. None
    until there are two points to join."""
    ratings = tuple(rating for rating, _ in r.history)
    if len(ratings) < 2:
        return None
    return RatingChart(
        label=words.say("stats.rating.chart", n=len(ratings), first=ratings[0], last=ratings[-1]),
        ratings=ratings, levels=tuple(LevelMark(words.level_name(name), value)
                                      for name, (value, _) in LEVEL_RATINGS[preset].items()))
