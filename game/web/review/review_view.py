"""The review written from its model: the doors to it on the table at a deal's end, and
the review dialog's contents."""

from __future__ import annotations

from ..dom_writer import DomWriter
from ..table.markup import esc
from .model import ReviewDoorsModel, ReviewModel
from .review_markup import review_chart_svg, review_table_html, review_trick_html


class ReviewView(DomWriter):
    def doors(self, m: ReviewDoorsModel) -> None:
        """The Review and Try again buttons; at a people's match a Review per person."""
        self.hide("review-button", not m.ended or m.shared)
        self.hide("replay", not m.ended or m.shared)
        self.enable("replay", m.available)
        self.enable("review-button", m.available)
        self.hide("review-people", not m.ended or not m.shared)
        self.html("review-people", "".join(
            f'<button type="button" class="btn btn-quiet" aria-haspopup="dialog" '
            f'data-review-seat="{p.seat}"{"" if m.available else " disabled"}>'
            f'{esc(p.label)}</button>' for p in m.people))

    def render(self, m: ReviewModel) -> None:
        self.text("review-which", m.which)
        self.hide("review-progress", m.progress is None)
        if m.progress is not None:
            self.prop("review-progress", "value", m.progress)
            self.text("review-progress", f"{m.progress}%")
        self.text("review-verdict", m.verdict)
        self.hide("review-tricks", m.trick is None)
        if m.trick is None:
            self.html("review-trick", "")
        else:
            self.text("review-trick-title", m.trick.title)
            self.html("review-trick", review_trick_html(m.trick))
            self.enable("review-prev", m.trick.can_prev)
            self.enable("review-next", m.trick.can_next)
        self.hide("review-all-box", not m.routine)
        self.text("review-all-label", m.all_label)
        self.prop("review-all", "checked", m.show_all)
        self.text("review-accuracy", m.accuracy)
        self.text("review-match", m.match)
        self.html("review-chart", "" if m.chart is None else review_chart_svg(m.chart))
        self.html("review-body", "" if m.table is None else review_table_html(m.table,
                                                                              m.show_all))
        self.current("#review [data-goto]", "data-goto", str(m.decision))  # the decision shown
