"""Draw the puzzles: the Puzzles panel (#puzzles: every built-in puzzle a [data-puzzle]
button, grouped by table and grade, solved ones marked) and, while a puzzle is on the
table, its box (#puzzle-box: what to find, the judge's verdict in #puzzle-status with
data-verdict, the solution on request). Drawn from the puzzle desk's state; the cards
are the table's own hooks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.puzzles.library import PUZZLE_PRESETS, load_all
from game.puzzles.puzzle import GRADES

from ..dom import JsObject
from ..dom_writer import DomWriter
from ..table.markup import esc
from ..texts import card_name, game_points_text, language, rules_name, say, who

if TYPE_CHECKING:
    from game.play.puzzle_progress import PuzzleProgress

    from ..controller import Controller
    from .puzzle_desk import PuzzleRun


def signed(value: int) -> str:
    return f"{value:+d}" if value else "0"


def result_text(value: int) -> str:
    """'a win of 2 game points', 'no game points either way', 'a loss of only 1 game point'."""
    if value > 0:
        return say("puzzle.result.win", gp=game_points_text(value))
    if value < 0:
        return say("puzzle.result.loss", gp=game_points_text(-value))
    return say("puzzle.result.zero")


def number(puzzle_id: str) -> int:
    return int(puzzle_id[1:])


def puzzle_table(preset: str) -> str:
    """The puzzles' table for a game's preset (the simple rules' game is the two-player
    one)."""
    return preset if preset in PUZZLE_PRESETS else PUZZLE_PRESETS[0]


def list_html(progress: PuzzleProgress, preset: str) -> str:
    """The panel's list at one table: a group per grade, a button per puzzle."""
    puzzles = load_all()
    out = []
    for grade in GRADES:
        group = [p for p in puzzles if p.preset == preset and p.grade == grade]
        if not group:
            continue
        name = say(f"puzzle.grade.{grade}")
        done = sum(progress.is_solved(p.id) for p in group)
        count = say("puzzles.count", solved=done, total=len(group))
        out.append(f'<h3 class="puzzle-grade">{esc(name)} '
                   f'<span class="puzzle-count">{esc(count)}</span></h3>')
        out.append('<ul class="puzzle-grid">')
        for p in group:
            solved = progress.is_solved(p.id)
            label = say("puzzles.item.solved" if solved else "puzzles.item",
                        n=number(p.id), table=rules_name(preset), grade=name)
            mark = ' data-solved="1"' if solved else ""
            tick = '<span aria-hidden="true"> ✓</span>' if solved else ""
            out.append(f'<li><button type="button" class="puzzle-item" data-puzzle="{p.id}"'
                       f'{mark} aria-label="{esc(label)}">{number(p.id)}{tick}</button></li>')
        out.append("</ul>")
    return "".join(out)


def solution_html(run: PuzzleRun, players: int) -> str:
    """The solution a trick to a line (a flat list of every play hid the box's buttons
    at 360x640): the first one may finish a trick already on the table."""
    st = run.puzzle.start()
    tricks: list[list[str]] = []
    for action in run.puzzle.line:
        seat = st.to_move
        assert seat is not None  # every action of the line is played before the deal ends
        if not tricks or not st.table:
            tricks.append([])
        tricks[-1].append(say("puzzle.step", who=who(seat, players), card=card_name(action)))
        st = st.apply(action)
    items = "".join(f"<li>{esc(say('puzzle.trick', n=n, plays=', '.join(plays)))}</li>"
                    for n, plays in enumerate(tricks, 1))
    return f'{esc(say("puzzle.solution"))}<ol class="puzzle-tricks">{items}</ol>'


def status_text(run: PuzzleRun) -> str:
    v = run.verdict
    if v is None:
        return say("puzzle.status.start")
    card = card_name(run.last_play) if run.last_play else ""
    if v.kind == "wrong":
        return say("puzzle.status.wrong", card=card, value=signed(v.value),
                   result=result_text(v.value))
    if v.kind == "right":
        scored = (say("puzzle.scored", n=run.puzzle.grade) if not run.helped
                  else say("puzzle.scored.none"))
        return say("puzzle.status.right", result=result_text(v.value), scored=scored)
    return say("puzzle.status.kept", card=card, result=result_text(v.value))


class PuzzleView(DomWriter):
    def __init__(self, document: JsObject, written: dict[str, str]) -> None:
        super().__init__(document, written)
        self._list_key: tuple[object, ...] = ()

    def _tables(self, progress: PuzzleProgress, shown: str) -> None:
        """The table buttons over the list (index.html's, kept so focus stays on the one
        pressed): which table is listed, and how many of its puzzles are solved."""
        puzzles = load_all()
        for preset in PUZZLE_PRESETS:
            group = [p for p in puzzles if p.preset == preset]
            done = sum(progress.is_solved(p.id) for p in group)
            button = self.el(f"puzzle-table-{preset}")
            self.attr(f"puzzle-table-{preset}", "aria-pressed",
                      "true" if preset == shown else "false")
            count = button.querySelector(".puzzle-count")
            words = say("puzzles.count", solved=done, total=len(group))
            if count is not None and count.textContent != words:
                count.textContent = words

    def render(self, ctl: "Controller") -> None:
        desk = ctl.puzzles
        if ctl.ui.puzzles_wanted:  # the set is loaded once the panel was first opened
            progress = desk.progress
            table = puzzle_table(ctl.ui.puzzles_table or ctl.ui.rules)
            key = (language(), table, tuple(sorted(progress.solved)))
            if key != self._list_key:  # written when words, the table or marks change
                self._list_key = key
                self.html("puzzles-list", list_html(progress, table))
            self._tables(progress, table)
            solved, total, score = desk.counts()
            self.text("puzzles-progress", say("puzzles.progress", solved=solved, total=total,
                                              score=score))
        run = desk.run
        self.hide("puzzle-box", run is None)
        if run is None:
            self.attr("puzzle-status", "data-verdict", "")
            return
        p = run.puzzle
        players = ctl.session.players
        self.text("puzzle-title", say("puzzle.title", n=number(p.id), table=rules_name(p.preset),
                                      grade=say(f"puzzle.grade.{p.grade}")))
        self.text("puzzle-goal", say("puzzle.goal", result=result_text(p.value),
                                     value=signed(p.value)))
        self.text("puzzle-open", say("puzzle.open"))  # why every card is face up
        self.text("puzzle-status", status_text(run))
        self.attr("puzzle-status", "data-verdict", run.verdict.kind if run.verdict else "")
        self.hide("puzzle-line", not run.shown)
        self.html("puzzle-line", solution_html(run, players) if run.shown else "")
        self.enable("puzzle-solution", not run.shown)
        self.enable("puzzle-retry", bool(ctl.session.actions))


__all__ = ["PuzzleView", "list_html", "puzzle_table", "result_text", "status_text", "signed"]
