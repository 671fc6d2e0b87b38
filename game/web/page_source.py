"""What the page's model builders read of the controller (game.web.controller.Controller),
named by what it offers: the controller builds the model, so the builders cannot import
it (docs/ARCHITECTURE.md §4). It is the helpers' ``Host`` and what the table's model
reads (``TableSource``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from .contract import Host

if TYPE_CHECKING:
    from game.engine.table import TableView
    from game.play.stats import Statistics

    from .analysis.desk import AnalysisDesk
    from .course.lesson_desk import LessonDesk
    from .daily.daily_desk import DailyDesk
    from .game_loop import GameLoop
    from .practice import PracticeDesk
    from .puzzles.puzzle_desk import PuzzleDesk
    from .review.reviews import ReviewDesk


class PageSource(Host, Protocol):
    loop: "GameLoop"
    practice: "PracticeDesk"
    daily: "DailyDesk"
    reviews: "ReviewDesk"
    puzzles: "PuzzleDesk"
    lessons: "LessonDesk"
    analysis: "AnalysisDesk"

    @property
    def stats(self) -> "Statistics": ...
    @property
    def notices(self) -> list[str]: ...

    def legal_now(self) -> tuple[str, ...]: ...
    def can(self, action: str, view: "TableView | None" = None) -> str: ...
