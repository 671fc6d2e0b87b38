"""What the puzzles show: the Puzzles panel's list (once the panel was first opened:
the table buttons with their counts, the grades with their puzzles, solved ones
marked, the progress line) and, while a puzzle is on the table, its box (what to find,
the judge's verdict, the solution on request). Worded here; puzzles/puzzle_view.py
writes it."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from game.puzzles.library import PUZZLE_PRESETS, load_all
from game.puzzles.puzzle import GRADES

from ..texts import card_name, game_points_text, rules_name, say, who, wording

if TYPE_CHECKING:
    from ..page_source import PageSource
    from .puzzle_desk import PuzzleRun


@dataclass(frozen=True, slots=True)
class PuzzleItemModel:
    id: str
    n: int
    solved: bool
    label: str  # its button's whole name: number, table, grade, solved


@dataclass(frozen=True, slots=True)
class PuzzleGradeModel:
    name: str
    count: str  # its puzzles solved of all, in words
    puzzles: tuple[PuzzleItemModel, ...]


@dataclass(frozen=True, slots=True)
class PuzzleTableModel:
    preset: str  # index.html's button #puzzle-table-<preset>
    pressed: bool  # its puzzles are the ones listed
    count: str  # its puzzles solved of all, in words


@dataclass(frozen=True, slots=True)
class PuzzleListModel:
    tables: tuple[PuzzleTableModel, ...]
    grades: tuple[PuzzleGradeModel, ...]  # the listed table's
    progress: str  # solved of all, and the score


@dataclass(frozen=True, slots=True)
class PuzzleSolutionModel:
    heading: str
    tricks: tuple[str, ...]  # a trick to a line (the first may finish one on the table)


@dataclass(frozen=True, slots=True)
class PuzzleBoxModel:
    title: str
    goal: str
    open: str  # why every card is face up
    status: str
    verdict: str  # "", "wrong", "right" or "kept"
    solution: PuzzleSolutionModel | None  # shown on request
    retry: bool  # something was played: Try again takes a tap


@dataclass(frozen=True, slots=True)
class PuzzleModel:
    listing: PuzzleListModel | None  # None until the panel was first opened
    box: PuzzleBoxModel | None  # the puzzle on the table


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


def build_puzzle(ctl: PageSource) -> PuzzleModel:
    ui = ctl.ui
    listed = (_list(ctl, puzzle_table(ui.puzzles_table or ui.rules))
              if ui.puzzles_wanted else None)
    run = ctl.puzzles.run
    return PuzzleModel(listing=listed,
                       box=None if run is None else _box(run, ctl.session.players,
                                                         bool(ctl.session.actions)))


def _list(ctl: PageSource, table: str) -> PuzzleListModel:
    desk = ctl.puzzles
    return _listing(wording(), table, frozenset(desk.progress.solved), desk.counts())


@lru_cache(maxsize=8)
def _listing(words: tuple[object, ...], table: str, solved: frozenset[str],
             counts: tuple[int, int, int]) -> PuzzleListModel:
    """The panel's list, worded once per wording, table and puzzles solved (every render
    builds the model, and the list is some 60 buttons)."""
    del words  # a key only (texts.wording): what say() words with now
    puzzles = load_all()
    tables = []
    for preset in PUZZLE_PRESETS:
        group = [p for p in puzzles if p.preset == preset]
        done = sum(p.id in solved for p in group)
        tables.append(PuzzleTableModel(preset, preset == table,
                                       say("puzzles.count", solved=done, total=len(group))))
    done, total, score = counts
    return PuzzleListModel(tuple(tables), _grades(solved, table),
                           say("puzzles.progress", solved=done, total=total, score=score))


def _grades(solved: frozenset[str], preset: str) -> tuple[PuzzleGradeModel, ...]:
    """The list at one table: a group per grade, an item per puzzle."""
    puzzles = load_all()
    out = []
    for grade in GRADES:
        group = [p for p in puzzles if p.preset == preset and p.grade == grade]
        if not group:
            continue
        name = say(f"puzzle.grade.{grade}")
        done = sum(p.id in solved for p in group)
        items = []
        for p in group:
            is_solved = p.id in solved
            label = say("puzzles.item.solved" if is_solved else "puzzles.item",
                        n=number(p.id), table=rules_name(preset), grade=name)
            items.append(PuzzleItemModel(p.id, number(p.id), is_solved, label))
        out.append(PuzzleGradeModel(name, say("puzzles.count", solved=done, total=len(group)),
                                    tuple(items)))
    return tuple(out)


def _solution(run: PuzzleRun, players: int) -> PuzzleSolutionModel:
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
    return PuzzleSolutionModel(say("puzzle.solution"),
                               tuple(say("puzzle.trick", n=n, plays=", ".join(plays))
                                     for n, plays in enumerate(tricks, 1)))


def _box(run: PuzzleRun, players: int, played: bool) -> PuzzleBoxModel:
    p = run.puzzle
    return PuzzleBoxModel(
        title=say("puzzle.title", n=number(p.id), table=rules_name(p.preset),
                  grade=say(f"puzzle.grade.{p.grade}")),
        goal=say("puzzle.goal", result=result_text(p.value), value=signed(p.value)),
        open=say("puzzle.open"), status=status_text(run),
        verdict=run.verdict.kind if run.verdict else "",
        solution=_solution(run, players) if run.shown else None, retry=played)
