"""The course on the table (issue 42): a lesson (game.learn) played as practice is, the
match waiting aside (never saved as it, never counted, never rated; Back to match returns).

Each of the learner's plays is judged before it is applied: a card the rules refuse is a
wrong play with the engine's own reason; a legal play the lesson calls wrong is not
played, and the lesson's reason says what it loses; a right play is played and the goal is
reached. Stars (3, 2, 1) count the wrong plays and whether the answer was shown, from the
lesson's first try on (game.play.lesson_progress: each is stored as it happens).

The last lesson of a table is a whole deal against the gentlest level with the hint on
(goal ``deal``): no legal play is wrong there, the hint marks each move, and the goal is
the deal won, seen when it ends (``ended``); a lost deal says so and offers it again."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.learn.lessons import GUIDED_LEVEL, LEARNER, by_id, load_all, outcome_of
from game.play.lesson_progress import stars_for
from game.play.match import Match

from ..contract import Host, Phase
from ..practice import PracticeDesk, away_session
from ..session import LESSON, Away
from ..table.narrate import note, said_fact
from .lesson_run import LessonRun

if TYPE_CHECKING:
    from game.learn.lessons import Lesson


class LessonDesk:
    def __init__(self, ctl: Host, practice: PracticeDesk) -> None:
        self.ctl = ctl
        self.practice = practice
        self.progress, msg = ctl.store.load_lessons(exists)  # (the course's ids only)
        self.note = msg  # a damaged record's message (the controller shows it)

    @property
    def run(self) -> LessonRun | None:
        run: LessonRun | None = self.ctl.session.lesson
        return run

    async def open(self, lesson_id: str) -> None:
        """Put the lesson ``lesson_id`` on the table (the match waits aside)."""
        ctl = self.ctl
        lesson = by_id(lesson_id)
        if lesson is None or ctl.phase == Phase.DIALOG:
            return
        if self.progress.tried(lesson.id):
            ctl.ledger.changed("lessons", self.progress)
        start = lesson.start()
        match = Match(rules=start.rules, seed=0, state=start)
        notice = note("notice.lesson", n=number(lesson), title=said_fact(lesson.title))
        session = away_session(match, GUIDED_LEVEL, "", Away(LESSON, run=LessonRun(lesson)),
                               (), log=[notice])
        session.notice = [notice]
        await self.practice.aside(session, start, session.level)

    def refused(self, action: str, why: str) -> None:
        """A card the rules do not allow now: a wrong play, said in the engine's words."""
        run = self.run
        if run is not None and run.verdict != "right":
            self._slip(run)
            run.verdict, run.words = "wrong", self.ctl.words.say("lesson.wrong", why=why)
            run.refused = action

    def allows(self, action: str) -> bool:
        """Judge the learner's legal ``action`` before it is played: False (not played)
        when the lesson calls it wrong, its reason on show; True for a right one, which
        reaches the goal once it is played (``reached``: a close is confirmed first)."""
        run = self.run
        if run is None or run.verdict == "right":
            return True
        verdict, key, facts = outcome_of(run.lesson, self.ctl.session.state, action)
        run.refused = ""
        if verdict == "continue":  # a guided deal: judged at its end
            return True
        if verdict == "wrong":
            self._slip(run)
            words = self.ctl.words
            run.verdict, run.words = "wrong", words.say("lesson.wrong",
                                                        why=words.say(key, **facts))
            run.refused = action
            return False
        return True

    def reached(self) -> None:
        """The right play was played: the goal is reached, its stars kept (the best)."""
        run = self.run
        if run is None or run.verdict == "right" or run.lesson.goal == "deal":
            return
        self._reached(run)

    def _reached(self, run: LessonRun) -> None:
        run.stars = min(stars_for(run.wrong, run.shown), self.progress.cap(run.lesson.id))
        run.verdict = "right"
        words = self.ctl.words
        run.words = " ".join((words.say(run.lesson.right_text),
                              words.say("lesson.earned", n=run.stars)))
        if self.progress.reached(run.lesson.id, run.stars):
            self.ctl.ledger.changed("lessons", self.progress)

    def ended(self) -> None:
        """A guided deal is over: won, the goal is reached; lost, it is offered again."""
        run = self.run
        outcome = self.ctl.session.state.outcome
        if run is None or run.lesson.goal != "deal" or outcome is None \
                or run.verdict == "right":
            return
        words = self.ctl.words
        told = self.ctl.session.outcome_sentence(words)  # how the deal ended, then the verdict
        if outcome.winner == LEARNER:
            self._reached(run)
            run.words = f"{told} {run.words}"
        else:
            self._slip(run)
            run.verdict, run.words = "wrong", f'{told} {words.say("lesson.deal.lost")}'

    async def retry(self) -> None:
        """The lesson on the table again from its start."""
        run = self.run
        if run is not None:
            await self.open(run.lesson.id)

    def show_answer(self, words: str) -> None:
        """The right play, said in the box (``words``; the controller marks it on the
        table): a goal then reached earns one star."""
        run = self.run
        if run is not None and run.verdict != "right":
            run.shown = True
            run.words = words
            self._slip(run, shown=True)

    def _slip(self, run: LessonRun, shown: bool = False) -> None:
        """A wrong play (or the answer shown): it counts against the lesson's stars from
        now on, whether it is tried again or the page reloaded (stored at once)."""
        if not shown:
            run.wrong += 1
        if self.progress.slipped(run.lesson.id, shown):
            self.ctl.ledger.changed("lessons", self.progress)

    async def next(self) -> None:
        """The lesson after the one on the table (the first, after the last)."""
        run = self.run
        lessons = load_all()
        ids = [lesson.id for lesson in lessons]
        at = ids.index(run.lesson.id) + 1 if run is not None else 0
        await self.open(ids[at % len(ids)])

    def counts(self) -> tuple[int, int]:
        """(lessons whose goal was reached, lessons in all)."""
        return sum(1 for v in self.progress.stars.values() if v > 0), len(load_all())

    def reload(self) -> None:
        """The stars as stored now (after Forget everything: none)."""
        self.progress, _ = self.ctl.store.load_lessons(exists)


def exists(lesson_id: str) -> bool:
    return by_id(lesson_id) is not None


def number(lesson: "Lesson") -> int:
    """The lesson's place in the course (1-based)."""
    return [x.id for x in load_all()].index(lesson.id) + 1


__all__ = ["LessonDesk", "LessonRun", "number"]
