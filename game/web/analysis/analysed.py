"""What the analysis dialog shows (``Ui.analysis``): its own module, so the controller's
contract can name the type without importing the desk that imports the contract."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.tables import AnyView

from .setup_position import Setup


@dataclass
class Analysis:
    """The view being analysed and what the page says about it ('' while it thinks)."""

    view: AnyView | None  # None: nothing set up yet (the editor shows)
    advice: str = ""
    action: str = ""  # the Expert's action ('' until it answers, or when none)
    copied: str = ""  # what Copy link did, with the link, in words ('' before it is asked)
    setup: Setup | None = None  # the editor's entries (kept while the analysis is open)
    editing: bool = False  # the editor shows instead of the analysis
    problem: str = ""  # why the entries were refused, in words ('' when they were not)
    note: str = ""  # why the table's deal is not analysed, when that opened the editor
