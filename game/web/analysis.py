"""The analysis (issue 44, point 5): a view position from the link (``?view=``, what one
seat knows of a game played elsewhere) opens the ``#analysis`` dialog over the table,
with the seat's cards and the Expert's advice in the page's language. The game on the
table is not touched: nothing is dealt, played, saved or counted for the analysis, and
the table goes on beneath it once the dialog closes. A bad link is named by its problem
(the view position's keyed refusal, worded as texts ``bad.<key>``) and the table opens
as it would without it."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.position_common import decode_position
from game.engine.view import PlayerView
from game.engine.viewposition import read_view

from .contract import Host
from .ledger import short
from .texts import action_phrase, hint_reason, problem_text, say

ADVICE_SEED = 0  # the same view gets the same advice, in CPython and in the page


@dataclass
class Analysis:
    """The view being analysed and what the page says about it ('' while it thinks)."""

    view: PlayerView
    advice: str = ""
    action: str = ""  # the Expert's action ('' until it answers, or when none)


def read_link(text: str) -> PlayerView:
    """The view of a ``?view=`` value; a ViewPositionError (or PositionError for the
    text form) naming the problem."""
    return read_view(decode_position(text))


class AnalysisDesk:
    def __init__(self, host: Host) -> None:
        self.host = host

    def from_link(self, text: str) -> None:
        """Open the analysis of the link's view, or say why the link cannot be read."""
        try:
            view = read_link(text)
        except ValueError as e:
            self.host.ui.notices.append(say("notice.bad_view", error=problem_text(e)))
            return
        self.open(view)

    def open(self, view: PlayerView) -> None:
        self.host.ui.analysis = Analysis(view)

    async def advise(self) -> None:
        """The Expert's advice for the open analysis (in slices: the hint's own work)."""
        host = self.host
        a = host.ui.analysis
        if a is None or a.advice:
            return
        if not a.view.my_turn:
            a.advice = say("analysis.not_on_move")
            return
        if host.deps.hint is None:
            a.advice = say("analysis.no_expert")
            return
        host.render()  # "thinking" shows while it thinks
        try:
            action, reason = await host.deps.hint(a.view, ADVICE_SEED)
        except Exception as e:  # the page goes on; the dialog says what went wrong
            a.advice = say("msg.hint.none", error=short(e))
            return
        if host.ui.analysis is a:  # not closed meanwhile
            a.action = action
            a.advice = say("analysis.advice", what=action_phrase(action),
                           why=hint_reason(reason))

    def close(self) -> None:
        self.host.ui.analysis = None


__all__ = ["ADVICE_SEED", "Analysis", "AnalysisDesk", "read_link"]
