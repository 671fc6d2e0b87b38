"""Draw the puzzles: the Puzzles panel (#puzzles: every built-in puzzle a [data-puzzle]
button, grouped by table and grade, solved ones marked) and, while a puzzle is on the
table, its box (#puzzle-box: what to find, the judge's verdict in #puzzle-status with
data-verdict, the solution on request). Written from its model (puzzles/model.py); the
cards are the table's own hooks."""

from __future__ import annotations

from ..dom_writer import DomWriter
from ..table.markup import esc
from .model import PuzzleGradeModel, PuzzleListModel, PuzzleModel, PuzzleSolutionModel


def list_html(grades: tuple[PuzzleGradeModel, ...]) -> str:
    """The panel's list at one table: a group per grade, a button per puzzle."""
    out = []
    for grade in grades:
        out.append(f'<h3 class="puzzle-grade">{esc(grade.name)} '
                   f'<span class="puzzle-count">{esc(grade.count)}</span></h3>')
        out.append('<ul class="puzzle-grid">')
        for p in grade.puzzles:
            mark = ' data-solved="1"' if p.solved else ""
            tick = '<span aria-hidden="true"> ✓</span>' if p.solved else ""
            out.append(f'<li><button type="button" class="puzzle-item" data-puzzle="{p.id}"'
                       f'{mark} aria-label="{esc(p.label)}">{p.n}{tick}</button></li>')
        out.append("</ul>")
    return "".join(out)


def solution_html(s: PuzzleSolutionModel) -> str:
    items = "".join(f"<li>{esc(trick)}</li>" for trick in s.tricks)
    return f'{esc(s.heading)}<ol class="puzzle-tricks">{items}</ol>'


class PuzzleView(DomWriter):
    def _tables(self, listed: PuzzleListModel) -> None:
        """The table buttons over the list (index.html's, kept so focus stays on the one
        pressed): which table is listed, and how many of its puzzles are solved."""
        for t in listed.tables:
            id_ = f"puzzle-table-{t.preset}"
            self.attr(id_, "aria-pressed", "true" if t.pressed else "false")
            self.text(f"#{id_} .puzzle-count", t.count)

    def render(self, m: PuzzleModel) -> None:
        listed = m.listing
        if listed is not None:  # the list is drawn once the panel was first opened
            self.html("puzzles-list", list_html(listed.grades))
            self._tables(listed)
            self.text("puzzles-progress", listed.progress)
        box = m.box
        self.hide("puzzle-box", box is None)
        if box is None:
            self.attr("puzzle-status", "data-verdict", "")
            return
        self.text("puzzle-title", box.title)
        self.text("puzzle-goal", box.goal)
        self.text("puzzle-open", box.open)
        self.text("puzzle-status", box.status)
        self.attr("puzzle-status", "data-verdict", box.verdict)
        self.hide("puzzle-line", box.solution is None)
        self.html("puzzle-line", "" if box.solution is None else solution_html(box.solution))
        self.enable("puzzle-solution", box.solution is None)
        self.enable("puzzle-retry", box.retry)


__all__ = ["PuzzleView", "list_html", "solution_html"]
