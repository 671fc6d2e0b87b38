"""Puzzles on the table (issue 22): a built-in puzzle (game.puzzles) played as practice
(never saved as the match, never counted, never rated: the match waits aside as in a
replay and comes back with Back to match). Every hand is face up; the opponents answer
with the exact solver's best replies, and after each of the player's cards the judge
says whether the result dropped ("wrong", with the new value), still stands ("kept") or
is sure ("right"). Undo and Try again work as in practice; the solution shows on
request; the puzzles solved and the score are kept (game.play.puzzle_progress)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.play.match import Match
from game.puzzles.library import by_id, load_all

from ..contract import Host, Phase
from ..practice import PracticeDesk, away_session
from ..session import PUZZLE, Away
from ..table.narrate import Told, note, rules_fact
from .puzzle_run import PuzzleRun

if TYPE_CHECKING:
    pass


class PuzzleDesk:
    def __init__(self, ctl: Host, practice: PracticeDesk) -> None:
        self.ctl = ctl
        self.practice = practice
        self.progress, msg = ctl.store.load_puzzles()
        self.note = msg  # a damaged record's message (the controller shows it)
        self.last_id = ""  # the puzzle opened last (Next puzzle goes on from it)

    @property
    def run(self) -> PuzzleRun | None:
        puzzle: PuzzleRun | None = self.ctl.session.puzzle
        return puzzle

    async def open(self, puzzle_id: str) -> None:
        """Put the puzzle ``puzzle_id`` on the table (the match waits aside)."""
        ctl = self.ctl
        puzzle = by_id(puzzle_id)
        if puzzle is None or ctl.phase == Phase.DIALOG:
            return
        self.last_id = puzzle.id
        # spoiled in an earlier attempt (kept with the progress): a solve scores nothing
        run = PuzzleRun(puzzle, helped=self.progress.is_spoiled(puzzle.id))
        await self._play(run, (), note(
            "notice.puzzle", n=int(puzzle.id[1:]), table=rules_fact(puzzle.preset)))

    async def _play(self, run: PuzzleRun, actions: tuple[str, ...], notice: Told) -> None:
        """The puzzle from its position with ``actions`` played (a fresh start, or after
        Undo)."""
        start = run.puzzle.start()
        match = Match(rules=start.rules, seed=0, state=start)
        session = away_session(match, "expert", "", Away(PUZZLE, run=run), actions,
                               log=[notice])  # no deal intro: it is mid-deal
        session.notice = [notice]
        await self.practice.aside(session, start, session.level)

    def judged(self) -> None:
        """The player has just played in the puzzle: the judge's verdict; a puzzle solved
        is counted (once) and kept."""
        run = self.run
        if run is None:
            return
        from game.puzzles.judge import judge

        s = self.ctl.session
        verdict = judge(s.state, run.puzzle.value)
        run.verdict, run.last_play = verdict, s.actions[-1]
        if verdict.kind == "wrong":
            self._spoil(run)
        elif verdict.kind == "right":
            points = 0 if run.helped else run.puzzle.grade
            if self.progress.solve(run.puzzle.id, points):
                self.ctl.ledger.changed("puzzles", self.progress)

    def show_solution(self) -> None:
        run = self.run
        if run is not None:
            run.shown = True
            self._spoil(run)

    def _spoil(self, run: PuzzleRun) -> None:
        """A wrong play or the solution shown: this attempt scores nothing, nor does any
        later one (kept at once, so reopening the puzzle or reloading cannot undo it)."""
        run.helped = True
        if self.progress.spoil(run.puzzle.id):
            self.ctl.ledger.changed("puzzles", self.progress)

    async def retry(self) -> None:
        """The puzzle again from its position (what was shown and played stays counted)."""
        run = self.run
        if run is not None and self.ctl.phase != Phase.DIALOG:
            await self._play(PuzzleRun(run.puzzle, helped=run.helped), (),
                             note("notice.puzzle_again", n=int(run.puzzle.id[1:])))

    async def undo(self, keep: int) -> None:
        """Undo in a puzzle: the first ``keep`` actions stay, the verdict is the one before."""
        run = self.run
        assert run is not None
        s = self.ctl.session
        await self._play(PuzzleRun(run.puzzle, helped=run.helped, shown=run.shown),
                         tuple(s.actions[:keep]), note("notice.undone"))

    async def next(self) -> None:
        """The next puzzle not yet solved after the last one opened (any, once all are)."""
        puzzles = load_all()
        ids = [p.id for p in puzzles]
        at = ids.index(self.last_id) + 1 if self.last_id in ids else 0
        order = ids[at:] + ids[:at]
        nxt = next((i for i in order if not self.progress.is_solved(i)), order[0])
        await self.open(nxt)

    def counts(self) -> tuple[int, int, int]:
        """(solved, in all, score)."""
        return len(self.progress.solved), len(load_all()), self.progress.score

    def reload(self) -> None:
        """The puzzles solved as stored now (after Forget everything: none)."""
        self.progress, _ = self.ctl.store.load_puzzles()


__all__ = ["PuzzleDesk", "PuzzleRun"]
