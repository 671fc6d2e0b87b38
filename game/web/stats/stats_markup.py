"""The Statistics panel's counts, last matches and kept deals as HTML and SVG (drawn
here, no library), from its model (model.py): nothing is worded here, only laid out.
Every value goes through ``esc``."""

from __future__ import annotations

from ..table.markup import esc
from .model import Counts, KeptDeals, MatchChart


def counts_html(c: Counts) -> str:
    """The counts as a table: the level and rules being played, then all together."""
    head = (f'<thead><tr><td></td><th scope="col">{esc(c.here)}</th>'
            f'<th scope="col">{esc(c.total)}</th></tr></thead>')
    body = "".join(
        f'<tr><th scope="row">{esc(r.label)}</th><td>{esc(r.here)}</td>'
        f'<td>{esc(r.total)}</td></tr>' for r in c.rows)
    return f'<table class="stats-table">{head}<tbody>{body}</tbody></table>'


def matches_svg(m: MatchChart) -> str:
    """The last matches as bars: the player's final score beside the best opponent's, a
    won match marked; the goal a line."""
    if not m.bars:
        return f'<p class="stats-empty">{esc(m.none)}</p>'
    top = max([m.target] + [b.mine for b in m.bars] + [b.theirs for b in m.bars])
    width, height, slot = 300, 90, 300 / 30
    bars = []
    for i, b in enumerate(m.bars):
        x = i * slot
        for dx, value, cls in ((1, b.mine, "bar-won" if b.won else "bar-mine"),
                               (slot / 2, b.theirs, "bar-theirs")):
            h = round(value / top * (height - 12), 1)
            bars.append(f'<rect class="{cls}" x="{x + dx:.1f}" y="{height - h:.1f}" '
                        f'width="{slot / 2 - 1.5:.1f}" height="{h}"></rect>')
    goal = round(height - m.target / top * (height - 12), 1)
    return (f'<svg class="stats-chart" viewBox="0 0 {width} {height}" role="img" '
            f'aria-label="{esc(m.label)}"><title>{esc(m.label)}</title>'
            f'<line class="goal" x1="0" x2="{width}" y1="{goal}" y2="{goal}"></line>'
            f'{"".join(bars)}</svg>')


def kept_html(k: KeptDeals) -> str:
    """The last finished deals, newest first, each with a Review button (``data-kept``)."""
    if not k.deals:
        return f'<p class="stats-empty">{esc(k.none)}</p>'
    rows = "".join(
        f'<li><span>{esc(d.text)}</span> <button type="button" class="btn btn-small '
        f'btn-quiet" data-kept="{d.index}" aria-label="{esc(d.review)}">'
        f'{esc(k.button)}</button></li>' for d in k.deals)
    return f'<ol class="kept-deals">{rows}</ol>'
