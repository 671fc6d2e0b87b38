"""The page's panels written from their models: the menu's entries and the review's doors
on every render, and the one open panel (Settings, Statistics, the review or the help),
each by its folder's writer. A closed panel is neither built nor drawn: it is drawn as
it opens (``Controller.show_panel``), on what is true then."""

from __future__ import annotations

from .dom_writer import ROOT, DomWriter, Frame
from .help.help_markup import help_html
from .help.model import HelpModel
from .menu.model import MenuModel
from .panel_model import PanelModel
from .review.model import ReviewModel
from .review.review_view import ReviewView
from .settings.model import SettingsModel
from .settings.settings_view import SettingsView
from .stats.model import StatsModel
from .stats.stats_view import StatsView


class Panels(DomWriter):
    def __init__(self, frame: Frame) -> None:
        super().__init__(frame)
        self.settings = SettingsView(frame)
        self.stats = StatsView(frame)
        self.review = ReviewView(frame)

    def forget(self) -> None:
        """The page's words changed: every control is written again."""
        self.settings.forget()

    def render(self, menu: MenuModel, panel: PanelModel | None) -> None:
        self._menu(menu)
        self.review.doors(menu.review)
        if isinstance(panel, SettingsModel):
            self.settings.render(panel)
        elif isinstance(panel, StatsModel):
            self.stats.render(panel)
        elif isinstance(panel, ReviewModel):
            self.review.render(panel)
        elif isinstance(panel, HelpModel):
            self.html("help-body", help_html(panel))

    def _menu(self, m: MenuModel) -> None:
        """The menu's entries, each with a line on what it holds now; New game."""
        self.enable("new-game", m.enabled)
        self.text("stats-line", m.stats_line)
        self.enable("daily-button", m.enabled)
        self.text("daily-line", m.daily_line)
        self.enable("analyse-button", m.enabled and m.analyse)
        self.text("analyse-line", m.analyse_line)
        self.text("puzzles-line", m.puzzles_line)
        self.text("settings-line", m.settings_line)
        self.attr("sound-button", "aria-pressed", "true" if m.sound else "false")
        # the page's sound (assets/sound.js) wakes in a tap while this says on
        self.attr(ROOT, "data-sound", "on" if m.sound else "off")
        self.text("sound-button", m.sound_button)
        self.text("sound-line", m.sound_line)
