"""What is drawn whatever panel is open: the menu's entries (each with a line on what it
holds now, and whether it takes a tap), the sound switch, New game, and the table's doors
to the review at a deal's end. Cheap: a line each, nothing of a panel's contents."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.words import Words

from ..contract import Phase
from ..review.model import ReviewDoorsModel, build_doors

if TYPE_CHECKING:
    from ..page_source import PageSource


@dataclass(frozen=True, slots=True)
class MenuModel:
    enabled: bool  # no entry (nor New game) takes a tap while a question is open
    stats_line: str
    daily_line: str
    analyse: bool  # the analysis can open (an Expert is in this build)
    analyse_line: str
    puzzles_line: str
    settings_line: str
    sound: bool  # the sound switch is on
    sound_button: str
    sound_line: str
    review: ReviewDoorsModel


def build_menu(ctl: PageSource, words: Words) -> MenuModel:
    ui = ctl.ui
    # the table's deal, else (before a deal, in a rated one...) a position set up
    why_not = ctl.analysis.why_not(words)
    expert = ctl.deps.hint is not None
    solved = len(ctl.puzzles.progress.solved)
    run = ctl.puzzles.run  # a puzzle's replies are the judge's: it has no level
    sound = ctl.settings.sound
    return MenuModel(
        enabled=ctl.phase != Phase.DIALOG, stats_line=ui.stats, daily_line=ctl.daily.line(words),
        analyse=expert,
        analyse_line=words.say("analysis.menu_line") if not why_not
        else words.say("setup.menu_line") if expert else why_not,
        puzzles_line=words.say("menu.puzzles.solved", n=solved) if solved
        else words.say("menu.puzzles"),
        settings_line=words.say("menu.settings", level=words.level_name(ctl.session.level),
                                rules=words.rules_name(ui.rules)) if run is None else
        words.say("menu.settings.puzzle", n=int(run.puzzle.id[1:]),
                  rules=words.rules_name(run.puzzle.preset)),
        sound=sound, sound_button=words.say("button.sound.on" if sound else "button.sound.off"),
        sound_line=words.say("menu.sound.on" if sound else "menu.sound.off"),
        review=build_doors(ctl, words))
