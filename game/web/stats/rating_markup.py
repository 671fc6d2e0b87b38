"""The rating's chart as the Statistics panel draws it (SVG drawn here, no library), from
its model (rating_model.py): nothing is worded or computed here but layout."""

from __future__ import annotations

from ..table.markup import esc
from .rating_model import RatingChart

WIDTH, HEIGHT, PAD = 300, 120, 6


def chart_svg(chart: RatingChart) -> str:
    """The rating after each of the last rated deals, a line over the levels' dashed ones."""
    points = chart.ratings
    values = list(points) + [m.rating for m in chart.levels]
    low, high = min(values) - 25, max(values) + 25

    def y(value: float) -> float:
        return round(HEIGHT - PAD - (value - low) / (high - low) * (HEIGHT - 2 * PAD), 1)

    step = (WIDTH - 2 * PAD) / (len(points) - 1)
    line = " ".join(f"{PAD + i * step:.1f},{y(p)}" for i, p in enumerate(points))
    lines = "".join(f'<line class="level-line" x1="0" x2="{WIDTH}" y1="{y(m.rating)}" '
                    f'y2="{y(m.rating)}"></line>' for m in chart.levels)
    names = "".join(
        f'<text class="level-name" x="{WIDTH - 2}" y="{at - 2}" text-anchor="end">'
        f'{esc(text)}</text>' for at, text in _labels([(y(m.rating), m.name)
                                                        for m in chart.levels]))
    label = chart.label
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
