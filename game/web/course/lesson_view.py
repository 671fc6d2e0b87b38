"""Draw the course: the Learn panel (#learn: every lesson a [data-lesson] button, grouped
by table, with its stars once tried: data-stars 0..3), the first visit's offer of it
(#learn-offer), and while a lesson is on the table its box (#lesson-box: under its
title #lesson-status with data-verdict "wrong" or "right", what it teaches, the goal).
Drawn from the lesson desk's state; the cards are the table's own hooks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.learn.lessons import load_all

from ..dom import JsObject
from ..dom_writer import DomWriter
from ..table.markup import esc
from ..texts import language, rules_name, say
from .lesson_desk import number

if TYPE_CHECKING:
    from game.play.lesson_progress import LessonProgress

    from ..controller import Controller

STAR, NO_STAR = "★", "☆"


def stars_html(n: int) -> str:
    return (f'<span class="lesson-stars" aria-hidden="true">{STAR * n}{NO_STAR * (3 - n)}'
            "</span>")


def list_html(progress: LessonProgress) -> str:
    """The panel's list: a group per table, a button per lesson in course order."""
    lessons = load_all()
    out = []
    for table in dict.fromkeys(lesson.table for lesson in lessons):
        out.append(f'<h3 class="puzzle-grade">{esc(rules_name(table))}</h3>'
                   '<ol class="lesson-list">')
        for lesson in lessons:
            if lesson.table != table:
                continue
            n = number(lesson)
            title = say(lesson.title)
            stars = progress.stars.get(lesson.id)
            mark = "" if stars is None else f' data-stars="{stars}"'
            state = (say("learn.untried") if stars is None
                     else say("learn.stars", n=stars))
            label = say("learn.item", n=n, title=title, state=state)
            shown = stars_html(stars) if stars is not None else ""
            out.append(f'<li><button type="button" class="lesson-item" data-lesson="{lesson.id}"'
                       f'{mark} aria-label="{esc(label)}"><span class="lesson-n">{n}</span> '
                       f'<span class="lesson-name">{esc(title)}</span>{shown}</button></li>')
        out.append("</ol>")
    return "".join(out)


class LessonView(DomWriter):
    def __init__(self, document: JsObject, written: dict[str, str]) -> None:
        super().__init__(document, written)
        self._list_key: tuple[object, ...] = ()

    def render(self, ctl: "Controller") -> None:
        desk = ctl.lessons
        done, total = desk.counts()
        self.text("learn-line", say("menu.learn", done=done, n=total))
        self.hide("learn-offer", not ctl.ui.learn_offer)
        if ctl.ui.learn_wanted:  # the list is drawn once the panel was first opened
            key = (language(), tuple(sorted(desk.progress.stars.items())))
            if key != self._list_key:
                self._list_key = key
                self.html("learn-list", list_html(desk.progress))
        run = desk.run
        self.doc.documentElement.dataset.inLesson = "1" if run is not None else ""
        self.hide("lesson-box", run is None)
        if run is None:
            self.attr("lesson-status", "data-verdict", "")
            self.attr("hand", "data-refused", None)
            return
        lesson = run.lesson
        self.text("lesson-title", say("lesson.heading", n=number(lesson),
                                      title=say(lesson.title)))
        self.text("lesson-text", " ".join(say(key) for key in lesson.text))
        # once the learner has played, the lesson's words give way (a phone's room)
        self.attr("lesson-box", "data-started", "1" if ctl.session.actions else None)
        self.text("lesson-goal", say(lesson.goal_text))
        self.text("lesson-status", run.words)
        # a guided deal: the hint's words, in the box (a phone gives it the status line's
        # room), while the game is where it was asked
        ui = ctl.ui
        hinted = ui.hint_state is not None and ui.hint_state is ctl.session.state
        self.text("lesson-hint", ui.hint_text if lesson.goal == "deal" and hinted else "")
        self.attr("lesson-status", "data-verdict", run.verdict)
        # the card just refused was not played: it sits back in the hand (a tap's hover,
        # which stays on a phone, would keep it raised as if on its way)
        self.attr("hand", "data-refused", run.refused or None)
        # the next lesson is the way on once this one is solved, not before
        self.attr("lesson-next", "class", "btn btn-small" if run.verdict == "right"
                  else "btn btn-small btn-quiet")
        guided = lesson.goal == "deal"  # the hint marks every move: no answer to show
        self.hide("lesson-answer", guided)
        self.enable("lesson-answer", run.verdict != "right" and not run.shown)
        self.hide("lesson-retry", not (guided and run.verdict == "wrong"
                                       and ctl.session.deal_over))


__all__ = ["LessonView", "list_html"]
