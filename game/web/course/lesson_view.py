"""Draw the course: the Learn panel (#learn: every lesson a [data-lesson] button, grouped
by table, with its stars once tried: data-stars 0..3), the first visit's offer of it
(#learn-offer), and while a lesson is on the table its box (#lesson-box: under its
title #lesson-status with data-verdict "wrong" or "right", what it teaches, the goal).
Written from its model (course/model.py); the cards are the table's own hooks."""

from __future__ import annotations

from ..dom_writer import ROOT, DomWriter
from ..table.markup import esc
from .model import LessonGroupModel, LessonModel

STAR, NO_STAR = "★", "☆"


def stars_html(n: int) -> str:
    return (f'<span class="lesson-stars" aria-hidden="true">{STAR * n}{NO_STAR * (3 - n)}'
            "</span>")


def list_html(groups: tuple[LessonGroupModel, ...]) -> str:
    """The panel's list: a group per table, a button per lesson in course order."""
    out = []
    for group in groups:
        out.append(f'<h3 class="puzzle-grade">{esc(group.heading)}</h3>'
                   '<ol class="lesson-list">')
        for item in group.lessons:
            mark = "" if item.stars is None else f' data-stars="{item.stars}"'
            shown = stars_html(item.stars) if item.stars is not None else ""
            out.append(f'<li><button type="button" class="lesson-item" data-lesson="{item.id}"'
                       f'{mark} aria-label="{esc(item.label)}"><span class="lesson-n">'
                       f'{item.n}</span> <span class="lesson-name">{esc(item.title)}</span>'
                       f'{shown}</button></li>')
        out.append("</ol>")
    return "".join(out)


class LessonView(DomWriter):
    def render(self, m: LessonModel) -> None:
        self.text("learn-line", m.line)
        self.hide("learn-offer", not m.offer)
        if m.groups is not None:  # the list is drawn once the panel was first opened
            self.html("learn-list", list_html(m.groups))
        box = m.box
        self.attr(ROOT, "data-in-lesson", "1" if box is not None else "")
        self.hide("lesson-box", box is None)
        if box is None:
            self.attr("lesson-status", "data-verdict", "")
            self.attr("hand", "data-refused", None)
            return
        self.text("lesson-title", box.title)
        self.text("lesson-text", box.text)
        # once the learner has played, the lesson's words give way (a phone's room)
        self.attr("lesson-box", "data-started", "1" if box.started else None)
        self.text("lesson-goal", box.goal)
        self.text("lesson-status", box.status)
        # a guided deal: the hint's words, in the box (a phone gives it the status line's
        # room)
        self.text("lesson-hint", box.hint)
        self.attr("lesson-status", "data-verdict", box.verdict)
        # the card just refused was not played: it sits back in the hand (a tap's hover,
        # which stays on a phone, would keep it raised as if on its way)
        self.attr("hand", "data-refused", box.refused or None)
        # the next lesson is the way on once this one is solved, not before
        self.attr("lesson-next", "class", "btn btn-small" if box.verdict == "right"
                  else "btn btn-small btn-quiet")
        self.hide("lesson-answer", box.guided)
        self.enable("lesson-answer", box.answer)
        self.hide("lesson-retry", not box.retry)


__all__ = ["LessonView", "list_html"]
