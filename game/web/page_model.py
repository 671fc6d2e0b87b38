"""The page as one plain-data model (issue 58): ``build_page_model`` is the one builder
the controller calls after every intent; the renderers only write it into the page.

``table`` is the table (game/web/table/model.py); the menu, the open panel, the
course, the puzzles and the analysis dialog each have their model beside their markup.
Every builder words what it builds with the one ``Words`` it is handed here: the
controller's (the page's language, the preset and the people of the game on the table).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .analysis.model import AnalysisModel, build_analysis
from .course.model import LessonModel, build_lesson
from .menu.model import MenuModel, build_menu
from .panel_model import PanelModel, build_panel
from .puzzles.model import PuzzleModel, build_puzzle
from .table.model import TableModel, build_table_model

if TYPE_CHECKING:
    from .page_source import PageSource

# index.html's own text keys (its data-text, data-label and data-title attributes): the
# model words them in the page's language (a test holds this list to index.html)
STATIC_KEYS = (
    "analysis.copy", "analysis.hand", "analysis.title", "boot.loading", "button.analyse",
    "button.apply", "button.cancel", "button.close", "button.close_dialog", "button.daily",
    "button.daily_share", "button.draw", "button.exchange", "button.forget", "button.hint",
    "button.last_trick", "button.learn", "button.learn_offer", "button.learn_offer_close",
    "button.leave_practice", "button.lesson_answer", "button.lesson_list",
    "button.lesson_next", "button.lesson_retry", "button.menu", "button.moves",
    "button.new_game", "button.new_match", "button.next_deal", "button.out", "button.pass",
    "button.puzzle_next", "button.puzzle_retry", "button.puzzle_solution", "button.puzzles",
    "button.replay", "button.review", "button.rules", "button.settings", "button.stats",
    "button.stats_reset", "button.take_over", "button.undo", "caption.stock", "caption.trick",
    "casual.label", "casual.marker", "curtain.ready", "daily.progress", "dialog.title",
    "help.title", "kept.title", "keys.help", "label.last_trick", "learn.intro", "learn.offer",
    "learn.title", "level.expert", "level.gentle", "level.normal", "level.sharp", "log.empty",
    "menu.title", "msg.elsewhere", "page.title", "page.title_short", "pause.long",
    "pause.none", "pause.normal", "pause.short", "puzzles.intro", "puzzles.title",
    "rating.label", "recovery.start_fresh", "recovery.text", "recovery.title", "region.moves",
    "region.opponent", "region.score", "region.stock", "region.table", "review.keys",
    "review.title", "review.trick.next", "review.trick.prev", "rules.schnapsen",
    "rules.schnapsen_short", "rules.simple", "rules.three", "rules.traditional", "score.best",
    "score.best.about", "score.match", "score.opponent", "score.pts", "score.to", "score.you",
    "set.auto_out", "set.four", "set.language", "set.level", "set.name.0", "set.name.1",
    "set.name.2", "set.note", "set.note.keys", "set.pause", "set.rated", "set.rule_options",
    "set.rules", "set.seat.1", "set.seat.2", "set.seat.computer", "set.seat.person",
    "set.seats", "set.seats.note", "set.show_scores", "set.sound", "set.target", "setup.ask",
    "setup.clear", "setup.game", "setup.intro", "setup.marriages.0", "setup.marriages.1",
    "setup.match", "setup.match.0", "setup.match.1", "setup.match.on", "setup.open",
    "setup.place", "setup.place.hand", "setup.place.shown", "setup.place.table",
    "setup.place.trump", "setup.place.won0", "setup.place.won1", "setup.title",
    "setup.tricks", "setup.voids", "stats.chart.title", "stats.rating.title", "stats.title",
    "suit.C", "suit.D", "suit.H", "suit.S", "who.three.1", "who.three.2",
)


@dataclass(frozen=True, slots=True)
class PageModel:
    table: TableModel
    menu: MenuModel  # the menu's lines and switches (drawn on every change: it is small)
    panel: PanelModel | None  # the panel open on top, and only that one
    lesson: LessonModel  # the course's list and the lesson box on the table
    puzzle: PuzzleModel  # the puzzles' list and the puzzle box on the table
    analysis: AnalysisModel | None  # the analysis dialog (None: closed)


def build_page_model(ctl: PageSource) -> PageModel:
    """What the page shows now (the controller's ``render``), in the controller's words."""
    words = ctl.words
    return PageModel(table=build_table_model(ctl, words, STATIC_KEYS),
                     menu=build_menu(ctl, words), panel=build_panel(ctl, words),
                     lesson=build_lesson(ctl, words), puzzle=build_puzzle(ctl, words),
                     analysis=build_analysis(ctl, words))
