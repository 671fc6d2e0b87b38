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
from game.words import Words

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


def result_text(words: Words, value: int) -> str:
    """'a win of 2 game points', 'no game points either way', 'a loss of only 1 game point'."""
    if value > 0:
        return words.say("puzzle.result.win", gp=words.game_points_text(value))
    if value < 0:
        return words.say("puzzle.result.loss", gp=words.game_points_text(-value))
    return words.say("puzzle.result.zero")


def number(puzzle_id: str) -> int:
    return int(puzzle_id[1:])


def puzzle_table(preset: str) -> str:
    """The puzzles' table for a game's preset (the simple rules' game is the two-player
    one)."""
    return preset if preset in PUZZLE_PRESETS else PUZZLE_PRESETS[0]


def status_text(words: Words, run: PuzzleRun) -> str:
    v = run.verdict
    if v is None:
        return words.say("puzzle.status.start")
    card = words.card_name(run.last_play) if run.last_play else ""
    if v.kind == "wrong":
        return words.say("puzzle.status.wrong", card=card, value=signed(v.value),
                         result=result_text(words, v.value))
    if v.kind == "right":
        scored = (words.say("puzzle.scored", n=run.puzzle.grade) if not run.helped
                  else words.say("puzzle.scored.none"))
        return words.say("puzzle.status.right", result=result_text(words, v.value), scored=scored)
    return words.say("puzzle.status.kept", card=card, result=result_text(words, v.value))


def build_puzzle(ctl: PageSource, words: Words) -> PuzzleModel:
    ui = ctl.ui
    listed = (_list(ctl, words, puzzle_table(ui.puzzles_table or ui.rules))
              if ui.puzzles_wanted else None)
    run = ctl.puzzles.run
    return PuzzleModel(listing=listed,
                       box=None if run is None else _box(words, run, ctl.session.players,
                                                         bool(ctl.session.actions)))


def _list(ctl: PageSource, words: Words, table: str) -> PuzzleListModel:
    desk = ctl.puzzles
    return _listing(words, table, frozenset(desk.progress.solved), desk.counts())


@lru_cache(maxsize=8)
def _listing(words: Words, table: str, solved: frozenset[str],
             counts: tuple[int, int, int]) -> PuzzleListModel:
    """The panel's list, worded once per ``words`` (a frozen value: equal words word
    alike), table and puzzles solved (every render builds the model, and the
    list is some 60 buttons)."""
    puzzles = load_all()
    tables = []
    for preset in PUZZLE_PRESETS:
        group = [p for p in puzzles if p.preset == preset]
        done = sum(p.id in solved for p in group)
        tables.append(PuzzleTableModel(preset, preset == table,
                                       words.say("puzzles.count", solved=done, total=len(group))))
    done, total, score = counts
    return PuzzleListModel(tuple(tables), _grades(words, solved, table),
                           words.say("puzzles.progress", solved=done, total=total, score=score))


def _grades(words: Words, solved: frozenset[str], preset: str
            ) -> tuple[PuzzleGradeModel, ...]:
    """The list at one table: a group per grade, an item per puzzle."""
    puzzles = load_all()
    out = []
    for grade in GRADES:
        group = [p for p in puzzles if p.preset == preset and p.grade == grade]
        if not group:
            continue
        name = words.say(f"puzzle.grade.{grade}")
        done = sum(p.id in solved for p in group)
        items = []
        for p in group:
            is_solved = p.id in solved
            label = words.say("puzzles.item.solved" if is_solved else "puzzles.item",
                              n=number(p.id), table=words.rules_name(preset), grade=name)
            items.append(PuzzleItemModel(p.id, number(p.id), is_solved, label))
        out.append(PuzzleGradeModel(name, words.say("puzzles.count", solved=done, total=len(group)),
                                    tuple(items)))
    return tuple(out)


def _solution(words: Words, run: PuzzleRun, players: int) -> PuzzleSolutionModel:
    """The solution a trick to a line (a flat list of every play hid the box's buttons
    at 360x640): the first one may finish a trick already on the table."""
    st = run.puzzle.start()
    tricks: list[list[str]] = []
    for action in run.puzzle.line:
        seat = st.to_move
        assert seat is not None  # every action of the line is played before the deal ends
        if not tricks or not st.table:
            tricks.append([])
        tricks[-1].append(words.say("puzzle.step", who=words.who(seat, players),
                                    card=words.card_name(action)))
        st = st.apply(action)
    return PuzzleSolutionModel(words.say("puzzle.solution"),
                               tuple(words.say("puzzle.trick", n=n, plays=", ".join(plays))
                                     for n, plays in enumerate(tricks, 1)))


def _box(words: Words, run: PuzzleRun, players: int, played: bool) -> PuzzleBoxModel:
    p = run.puzzle
    return PuzzleBoxModel(
        title=words.say("puzzle.title", n=number(p.id), table=words.rules_name(p.preset),
                        grade=words.say(f"puzzle.grade.{p.grade}")),
        goal=words.say("puzzle.goal", result=result_text(words, p.value), value=signed(p.value)),
        open=words.say("puzzle.open"), status=status_text(words, run),
        verdict=run.verdict.kind if run.verdict else "",
        solution=_solution(words, run, players) if run.shown else None, retry=played)
