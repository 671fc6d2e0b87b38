"""The Statistics panel written from its model: the counts, the chart, the trend, the
kept deals and the rating section."""

from __future__ import annotations

from ..dom_writer import DomWriter
from ..table import markup
from . import rating_markup, stats_markup
from .model import StatsModel


class StatsView(DomWriter):
    def render(self, m: StatsModel) -> None:
        self.html("stats-body", stats_markup.counts_html(m.counts))
        self.html("stats-chart", stats_markup.matches_svg(m.matches))
        self.hide("stats-trend", not m.trend)
        if m.trend:
            self.text("stats-trend", m.trend)
        self.html("stats-kept", stats_markup.kept_html(m.kept))
        r = m.rating
        self.html("rating-summary", markup.summary_html(list(r.summary)))
        self.html("rating-chart", "" if r.chart is None else rating_markup.chart_svg(r.chart))
        self.text("rating-levels", r.levels)
        self.hide("rating-levels", not r.rated)
