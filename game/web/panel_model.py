"""The open panel's model: Settings, Statistics, the review or the help, whichever is
open on top (``Ui.panel``), else None. Only the open one is built, in the ``Words`` it
is handed."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.words import Words

from .help.model import HelpModel, build_help
from .review.model import ReviewModel, build_review
from .settings.model import SettingsModel, build_settings
from .stats.model import StatsModel, build_stats

if TYPE_CHECKING:
    from .page_source import PageSource

PanelModel = SettingsModel | StatsModel | ReviewModel | HelpModel

# each panel by its <dialog>'s id (contract.PANELS)
BUILDERS: dict[str, Callable[[PageSource, Words], PanelModel]] = {
    "settings-panel": build_settings, "stats": build_stats, "review": build_review,
    "help": build_help,
}


def build_panel(ctl: PageSource, words: Words) -> PanelModel | None:
    build = BUILDERS.get(ctl.ui.panel)
    return None if build is None else build(ctl, words)
