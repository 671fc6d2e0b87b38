"""The deal review's markup, read like a chess analysis board. Pure Python.

The decisions as a table in deal order (each row focusable, ``data-goto`` its decision;
forced moves and routine draws ``hidden`` until the player asks for all), the curve of
expected game points with axes, a legend and a point per decision (``data-goto`` too),
and one trick of the walk with who played each card. Drawn from the review's model
(model.py), every word in it already worded: nothing here words or reads the review. Which
decision is the current one is no part of this markup: the renderer marks it
(``aria-current``), so a click or a key never redraws the row that has focus.
The hooks (docs/ARCHITECTURE.md §6) are ``[data-decision]`` rows with
``data-cost``, ``data-choice``, ``data-best`` and ``data-mark``.
"""

from __future__ import annotations

from math import ceil, floor

from ..table.markup import card_picture, esc
from .model import (
    ChartPointModel,
    DecisionRowModel,
    HandRowModel,
    PlayModel,
    ReviewChartModel,
    ReviewTableModel,
    ReviewTrickModel,
    TrickNoteModel,
)

MARK_SYMBOL = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}  # as chess writes them


def mark_html(d: DecisionRowModel) -> str:
    """The decision's mark as a symbol and a word ('?? Blunder'), or nothing."""
    if not d.mark:
        return ""
    return (f' <span class="review-mark mark-{esc(d.mark)}"><span aria-hidden="true">'
            f'{esc(MARK_SYMBOL.get(d.mark, ""))}</span> {esc(d.mark_word)}</span>')


def _known_cell(d: DecisionRowModel, luck: str) -> str:
    """The all-known column: the points lost with every card known, and "bad luck" when
    the choice was as good as the Expert's from what could be seen (not the player's
    mistake: the hidden cards made another action better)."""
    if not d.unlucky:
        return f"<td>{esc(d.lost_known)}</td>"
    return (f'<td class="review-luck">{esc(d.lost_known)} '
            f'<span class="review-luck-word">{esc(luck)}</span></td>')


def review_table_html(table: ReviewTableModel, show_all: bool) -> str:
    """The player's decisions in deal order. A routine decision (no real choice) is
    ``hidden`` unless ``show_all``."""
    cols = "".join(f'<th scope="col">{esc(c)}</th>' for c in table.columns)
    rows = []
    for d in table.rows:
        mark = f' data-mark="{esc(d.mark)}"' if d.mark else ""
        hidden = " hidden" if d.routine and not show_all else ""
        routine = ' data-routine="1"' if d.routine else ""
        m = d.match_cost
        # a hook (docs/ARCHITECTURE.md §6)
        match_attr = "" if m is None else f' data-match-cost="{m}"'
        match_cell = "" if m is None else (
            f'<span class="review-match-cost">{esc(d.match_lost)}</span>')
        rows.append(
            f'<tr data-decision="{d.number}" data-cost="{d.cost}" '
            f'data-choice="{esc(d.choice)}" data-best="{esc(d.best)}"{mark}{match_attr}'
            f' data-goto="{d.number}" data-trick="{d.trick}" tabindex="0"{routine}{hidden}>'
            f'<td>{d.trick}</td><th scope="row">{esc(d.choice_name)}{mark_html(d)}</th>'
            f'<td>{esc(d.best_name)}</td>'
            f'<td><span class="review-cost">{esc(d.lost)}</span>{match_cell}</td>'
            f'{_known_cell(d, table.luck)}</tr>')
    return (f'<table class="stats-table review-table"><caption>{esc(table.caption)}'
            f'</caption><thead><tr>{cols}</tr></thead><tbody>{"".join(rows)}</tbody></table>')


# the chart's frame (viewBox units): the plot lies inside the margins
WIDTH, HEIGHT, LEFT, RIGHT, TOP, BOTTOM = 320, 150, 30, 8, 8, 22


def _x_places(points: tuple[ChartPointModel, ...]) -> list[float]:
    """Each decision's place on the trick axis: trick n spans [n - 1, n]; the decisions of
    one trick (a draw, then a card) share it evenly."""
    places = []
    for d in points:
        same = [e.number for e in points if e.trick == d.trick]
        k = same.index(d.number)
        places.append(d.trick - 1 + (k + 1) / (len(same) + 1))
    return places


def review_chart_svg(chart: ReviewChartModel) -> str:
    """Expected game points through the deal (SVG drawn here, classes only: the page's
    policy allows no inline style): the x axis the tricks, the y axis game points with a
    tick per whole point, three lines (what the best choice offered, the player's choice,
    the player's choice with every card known), a legend naming them, and a point per
    decision, focusable, that jumps to it (``data-goto``)."""
    points, tricks = chart.points, chart.tricks
    values = [v for p in points for v in (p.best, p.chosen, p.known)]
    lo, hi = min(floor(min(values)), -1), max(ceil(max(values)), 1)
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(t: float) -> float:
        return round(LEFT + t / tricks * plot_w, 1)

    def y(v: float) -> float:
        return round(TOP + (hi - v) / (hi - lo) * plot_h, 1)

    places = _x_places(points)
    parts = []
    for v in range(lo, hi + 1):  # a labelled tick and a grid line per whole game point
        cls = "axis-zero" if v == 0 else "grid"
        parts.append(f'<line class="{cls}" x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{y(v)}" '
                     f'y2="{y(v)}"></line><text class="tick tick-y" x="{LEFT - 4}" '
                     f'y="{y(v) + 3.5}">{"+" if v > 0 else ""}{v}</text>')
    for t in range(1, tricks + 1):  # the trick numbers under their slots
        parts.append(f'<text class="tick tick-x" x="{x(t - 0.5)}" '
                     f'y="{HEIGHT - BOTTOM + 12}">{t}</text>')
    parts.append(f'<line class="axis" x1="{LEFT}" x2="{LEFT}" y1="{TOP}" '
                 f'y2="{HEIGHT - BOTTOM}"></line><line class="axis" x1="{LEFT}" '
                 f'x2="{WIDTH - RIGHT}" y1="{HEIGHT - BOTTOM}" y2="{HEIGHT - BOTTOM}"></line>')
    parts.append(f'<text class="axis-name" x="{WIDTH - RIGHT}" y="{HEIGHT - 1}">'
                 f'{esc(chart.x_axis)}</text>')
    for cls, vals in (("curve-known", [p.known for p in points]),
                      ("curve-best", [p.best for p in points]),
                      ("curve-chosen", [p.chosen for p in points])):
        xy = " ".join(f"{x(t)},{y(v)}" for t, v in zip(places, vals, strict=True))
        parts.append(f'<polyline class="{cls}" points="{xy}"></polyline>')
    for place, p in zip(places, points, strict=True):
        cls = f"point mark-{esc(p.mark)}" if p.mark else "point"
        if p.routine:
            cls += " routine"
        parts.append(f'<circle class="{cls}" cx="{x(place)}" cy="{y(p.chosen)}" r="4" '
                     f'tabindex="0" role="button" data-goto="{p.number}" '
                     f'aria-label="{esc(p.label)}"><title>{esc(p.label)}</title></circle>')
    legend = "".join(
        f'<li><span class="swatch swatch-{key}" aria-hidden="true"></span>'
        f'{esc(name)}</li>' for key, name in zip(("best", "chosen", "known"), chart.legend,
                                                  strict=True))
    return (f'<p class="review-axis-y">{esc(chart.y_axis)}</p>'
            f'<svg class="stats-chart review-chart" viewBox="0 0 {WIDTH} {HEIGHT}" '
            f'role="group" aria-label="{esc(chart.label)}">{"".join(parts)}</svg>'
            f'<ul class="review-legend">{legend}</ul>')


def named_trick_html(plays: tuple[PlayModel, ...], four: bool) -> str:
    """A trick's cards in play order, each over its player's name, the winner's marked
    (the review's trick walk; table/markup.py draws the table's last trick alike)."""
    return "".join(
        f'<figure class="help-card review-play">'
        f'{card_picture(p.code, p.name, four, "card winner" if p.winner else "card")}'
        f'<figcaption>{esc(p.who)}</figcaption></figure>' for p in plays)


def _try_again(note: TrickNoteModel, words: str) -> str:
    """The button that starts practice from just before the decision (``data-replay``)."""
    return (f' <button type="button" class="btn btn-small btn-quiet" '
            f'data-replay="{note.number}" aria-label="{esc(note.replay_label)}">'
            f'{esc(words)}</button>')


def _hand(row: HandRowModel, four: bool) -> str:
    return (f'<p class="review-hand-label">{esc(row.label)}</p><div class="help-cards">'
            f'{"".join(card_picture(c.code, c.name, four) for c in row.cards)}</div>')


def review_trick_html(t: ReviewTrickModel) -> str:
    """One trick of a finished deal: every hand at its lead, face up, the trick with each
    card under its player's name and the winner marked, and the player's decisions in it
    (from the review, once computed), each that can be with "Try again from here"."""
    notes = "".join(
        f'<li>{esc(n.text)}{_try_again(n, t.try_again) if n.replay else ""}</li>'
        for n in t.notes)
    stock = f" {esc(t.stock)}" if t.stock else ""
    return ("".join(_hand(row, t.four) for row in t.hands)
            + f'<div class="help-cards review-trick-cards">{named_trick_html(t.plays, t.four)}'
            + f'</div><p>{esc(t.said)}{stock}</p>'
            + (f'<ul class="review-notes">{notes}</ul>' if notes else ""))
