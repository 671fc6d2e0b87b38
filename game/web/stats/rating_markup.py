"""The player's rating as the page shows it: the header's short figure, the Statistics
section's sentences and its chart (SVG drawn here, no library). Everything comes from
game.play.rating and the measured level ratings; nothing is computed here but layout."""

from __future__ import annotations

from game.play.level_ratings import LEVEL_RATINGS
from game.play.rating import CONFIDENCE as Z
from game.play.rating import PROVISIONAL_RD, START, START_RD, Rating, next_step

from ..table.markup import esc
from ..texts import level_name, say

WIDTH, HEIGHT, PAD = 300, 120, 6


def summary_lines(preset: str, r: Rating, unrated_why: str, level: str) -> list[str]:
    """The Statistics section's sentences for the table ``preset`` (a rated one), where
    the level ``level`` is played: what the rating means, where it stands, the next
    level up from the one played."""
    lines = [say("rating.meaning")]
    if not r.deals:
        lines.append(say("stats.rating.start", rating=round(START),
                         interval=round(Z * START_RD)))
    else:
        key = "stats.rating.provisional" if r.provisional else "stats.rating.now"
        lines.append(say(key, rating=round(r.rating), interval=r.interval, deals=r.deals,
                         limit=round(Z * PROVISIONAL_RD)))
    if r.peak is not None:
        lines.append(say("stats.rating.peak", peak=round(r.peak)))
    step = next_step(preset, r.rating, level)
    top = max(LEVEL_RATINGS[preset].values())[0]
    lines.append(say("stats.rating.next", level=level_name(step[0]), rating=step[1])
                 if step is not None else say("stats.rating.strongest")
                 if LEVEL_RATINGS[preset][level][0] == top else say("stats.rating.top"))
    if unrated_why:
        lines.append(say(f"rating.unrated.{unrated_why}"))
    return lines


def levels_line(preset: str) -> str:
    """The measured levels at the table, weakest first."""
    levels = sorted(LEVEL_RATINGS[preset].items(), key=lambda kv: kv[1][0])
    return say("stats.rating.levels", levels=", ".join(
        say("stats.rating.level", level=level_name(name), rating=value, interval=hw)
        for name, (value, hw) in levels))


def chart_svg(preset: str, r: Rating) -> str:
    """The rating after each of the last rated deals, a line over the levels' dashed ones.
    Empty until there are two points to join."""
    points = r.history
    if len(points) < 2:
        return ""
    levels = LEVEL_RATINGS[preset]
    values = [p[0] for p in points] + [v for v, _ in levels.values()]
    low, high = min(values) - 25, max(values) + 25

    def y(value: float) -> float:
        return round(HEIGHT - PAD - (value - low) / (high - low) * (HEIGHT - 2 * PAD), 1)

    step = (WIDTH - 2 * PAD) / (len(points) - 1)
    line = " ".join(f"{PAD + i * step:.1f},{y(p[0])}" for i, p in enumerate(points))
    lines = "".join(f'<line class="level-line" x1="0" x2="{WIDTH}" y1="{y(v)}" '
                    f'y2="{y(v)}"></line>' for v, _ in levels.values())
    names = "".join(
        f'<text class="level-name" x="{WIDTH - 2}" y="{at - 2}" text-anchor="end">'
        f'{esc(text)}</text>' for at, text in _labels([(y(v), level_name(name))
                                                        for name, (v, _) in levels.items()]))
    label = say("stats.rating.chart", n=len(points), first=points[0][0], last=points[-1][0])
    return (f'<svg class="rating-chart" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
            f'aria-label="{esc(label)}"><title>{esc(label)}</title>{lines}{names}'
            f'<polyline class="rating-line" points="{line}"></polyline></svg>')


def _labels(marks: list[tuple[float, str]]) -> list[tuple[float, str]]:
    """The levels' names beside their lines; names whose lines lie closer than a line of
    text share one label ("Normal · Gentle · Sharp"), so they never overlap."""
    out: list[tuple[float, list[str]]] = []
    for at, name in sorted(marks):
        if out and at - out[-1][0] < LABEL_GAP:
            out[-1][1].append(name)
        else:
            out.append((at, [name]))
    return [(at, " · ".join(names)) for at, names in out]


LABEL_GAP = 10  # SVG units: the labels' text is 8 high
