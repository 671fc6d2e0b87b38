"""What the course shows: the menu's line on it, the first visit's offer, the Learn
panel's list (once the panel was first opened) and, while a lesson is on the table, its
box. Worded here; course/lesson_view.py writes it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.learn.lessons import load_all
from game.words import Words

from .lesson_desk import number

if TYPE_CHECKING:
    from ..page_source import PageSource


@dataclass(frozen=True, slots=True)
class LessonItemModel:
    id: str
    n: int
    title: str
    stars: int | None  # None: not tried yet
    label: str  # its button's whole name: number, title, stars


@dataclass(frozen=True, slots=True)
class LessonGroupModel:
    heading: str  # the table's rules, named
    lessons: tuple[LessonItemModel, ...]


@dataclass(frozen=True, slots=True)
class LessonBoxModel:
    title: str
    text: str  # what it teaches
    started: bool  # the learner has played: the words give way
    goal: str
    status: str
    hint: str  # a guided deal: the hint's words while the game is where it was asked
    verdict: str  # "", "wrong" or "right"
    refused: str  # the card just refused (it sits back in the hand), else ''
    guided: bool  # the hint marks every move: no answer to show
    answer: bool  # Show the answer takes a tap
    retry: bool  # a guided deal lost: Try again shows


@dataclass(frozen=True, slots=True)
class LessonModel:
    line: str  # the menu's line: lessons done of all
    offer: bool  # a first visit: the course is offered
    groups: tuple[LessonGroupModel, ...] | None  # the list (None until the panel opened)
    box: LessonBoxModel | None  # the lesson on the table


def build_lesson(ctl: PageSource, words: Words) -> LessonModel:
    desk = ctl.lessons
    done, total = desk.counts()
    return LessonModel(line=words.say("menu.learn", done=done, n=total), offer=ctl.ui.learn_offer,
                       groups=_groups(ctl, words) if ctl.ui.learn_wanted else None,
                       box=_box(ctl, words))


def _groups(ctl: PageSource, words: Words) -> tuple[LessonGroupModel, ...]:
    """The panel's list: a group per table, a button per lesson in course order."""
    lessons = load_all()
    stars = ctl.lessons.progress.stars
    groups = []
    for table in dict.fromkeys(lesson.table for lesson in lessons):
        items = []
        for lesson in (lesson for lesson in lessons if lesson.table == table):
            n, title, got = number(lesson), words.say(lesson.title), stars.get(lesson.id)
            state = words.say("learn.untried") if got is None else words.say("learn.stars", n=got)
            items.append(LessonItemModel(lesson.id, n, title, got,
                                         words.say("learn.item", n=n, title=title, state=state)))
        groups.append(LessonGroupModel(words.rules_name(table), tuple(items)))
    return tuple(groups)


def _box(ctl: PageSource, words: Words) -> LessonBoxModel | None:
    run = ctl.lessons.run
    if run is None:
        return None
    lesson = run.lesson
    ui = ctl.ui
    guided = lesson.goal == "deal"
    hinted = ui.hint_state is not None and ui.hint_state is ctl.session.state
    return LessonBoxModel(
        title=words.say("lesson.heading", n=number(lesson), title=words.say(lesson.title)),
        text=" ".join(words.say(key) for key in lesson.text), started=bool(ctl.session.actions),
        goal=words.say(lesson.goal_text), status=run.words,
        hint=ui.hint_text if guided and hinted else "", verdict=run.verdict,
        refused=run.refused or "", guided=guided,
        answer=run.verdict != "right" and not run.shown,
        retry=guided and run.verdict == "wrong" and ctl.session.deal_over)
