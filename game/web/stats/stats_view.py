"""The Statistics panel written from its model: the counts, the chart, the trend, the
kept deals and the rating section."""

from __future__ import annotations

from ..dom_writer import DomWriter
from ..table import markup
from .model import StatsModel


class StatsView(DomWriter):
    def render(self, m: StatsModel) -> None:
        self.html("stats-body", m.table_html)
        self.html("stats-chart", m.chart_svg)
        self.hide("stats-trend", not m.trend)
        if m.trend:
            self.text("stats-trend", m.trend)
        self.html("stats-kept", m.kept_html)
        r = m.rating
        self.html("rating-summary", markup.summary_html(list(r.summary)))
        self.html("rating-chart", r.chart_svg)
        self.text("rating-levels", r.levels)
        self.hide("rating-levels", not r.rated)
