"""The analysis (issue 44, point 5): a view position from the link (``?view=``, what one
seat knows of a game played elsewhere) opens the ``#analysis`` dialog over the table,
with the seat's cards and the Expert's advice in the page's language. The game on the
table is not touched: nothing is dealt, played, saved or counted for the analysis, and
the table goes on beneath it once the dialog closes. A bad link is named by its problem
(the view position's keyed refusal, worded as ``bad.<key>``) and the table opens
as it would without it.

Menu > Analyse a position opens the same dialog for the table's own deal, from the
player's seat, where a hint may be asked (never in a rated deal, a puzzle or a lesson:
it is the hint's answer, and counts as one); Copy link gives the ``?view=`` link of
what is analysed.

The position editor (game.web.analysis.setup_position) sets a position up from the cards: "Set up
a position" in the dialog (starting from what is analysed), or Menu > Analyse a position
when the table's deal cannot be analysed (before a deal, in a rated deal: then nothing
of the table's deal is shown). "Ask the Expert" reads what was entered as a view
position: a refusal is worded in the dialog and the editor keeps the entries; else the
analysis of that view opens. Editing never touches the game on the table."""

from __future__ import annotations

from game.engine.position_common import decode_position, encode_position
from game.engine.tables import AnyView
from game.engine.viewposition3 import any_view_position, read_any_view
from game.words import Words

from ..contract import Host
from ..ledger import short
from .analysed import Analysis
from .setup_position import GAMES, Setup, edit, from_view, read


def view_link(view: AnyView, page: str = "") -> str:
    """The ``?view=`` link of ``view`` (``page``: the page's address, without a query)."""
    return f"{page}?view={encode_position(any_view_position(view))}"


def read_link(text: str) -> AnyView:
    """The view of a ``?view=`` value (either table's); a ViewPositionError (or
    PositionError for the text form) naming the problem."""
    return read_any_view(decode_position(text))


class AnalysisDesk:
    def __init__(self, host: Host) -> None:
        self.host = host

    def from_link(self, text: str) -> None:
        """Open the analysis of the link's view, or say why the link cannot be read."""
        try:
            view = read_link(text)
        except ValueError as e:
            words = self.host.words
            self.host.ui.notices.append(words.say("notice.bad_view",
                                                  error=words.problem_text(e)))
            return
        self.open(view)

    def open(self, view: AnyView) -> None:
        self.host.ui.analysis = Analysis(view)

    async def advise(self) -> None:
        """The Expert's advice for the open analysis (in slices: the hint's own work)."""
        host = self.host
        a = host.ui.analysis
        if a is None or a.view is None or a.editing or a.advice:
            return
        if not a.view.my_turn:
            a.advice = host.words.say("analysis.not_on_move")
            return
        if host.deps.hint is None:
            a.advice = host.words.say("analysis.no_expert")
            return
        host.frame()  # "thinking" shows while it thinks
        try:
            action, reason = await host.deps.hint(a.view)  # the hint: one voice for a view
        except Exception as e:  # the page goes on; the dialog says what went wrong
            words = host.words
            a.advice = words.say("msg.hint.none", error=short(words, e))
            return
        if host.ui.analysis is a:  # not closed meanwhile
            words = host.words
            a.action = action
            a.advice = words.say("analysis.advice", what=words.action_phrase(action),
                                 why=words.hint_reason(reason))

    def close(self) -> None:
        self.host.ui.analysis = None

    # -- the table's own deal (Menu > Analyse a position) --------------------------------
    def why_not(self, words: Words) -> str:
        """Why the table's deal cannot be analysed now, in ``words`` ('' when it can)."""
        if self.host.deps.hint is None:
            return words.say("analysis.no_expert")
        why = self._why_not()
        return words.say(f"analysis.why.{why}") if why else ""

    def _why_not(self) -> str:
        """The key's last part of why_not (the menu's line, ``analysis.why.<why>``, and
        the editor's note, ``analysis.note.<why>``); '' when the deal can be analysed."""
        s = self.host.session
        if s.deal_over:
            return "over"
        if not s.unrated_why():
            return "rated"
        if not s.hints:
            return "no_hints"
        return ""

    async def open_table(self) -> None:
        """The analysis of the table's deal from the player's seat, with the advice."""
        host = self.host
        why = self.why_not(host.words)
        if host.deps.hint is None:
            host.ui.message = why
            return
        s = host.session
        if why:  # not this deal: a position set up from the cards instead, and the note
            preset = s.match.rules.preset  # says why and what the editor is for
            host.ui.analysis = Analysis(None, setup=Setup(rules=preset) if preset in GAMES
                                        else Setup(), editing=True,
                                        note=host.words.say(
                                            f"analysis.note.{self._why_not()}"))
            return
        view = s.state.view(s.viewer)  # the seat's view at whichever table it is
        s.hinted = True  # the Expert's answer about this deal: a hint, as the Hint is (saved
        self.open(view)  # by the frame below, or the intent's end)
        await self.advise()

    async def copy_link(self) -> None:
        """The analysed view's link to the clipboard; the dialog shows it either way."""
        host = self.host
        a = host.ui.analysis
        if a is None or a.view is None:
            return
        link = view_link(a.view, host.deps.page_address())
        copied = await host.deps.to_clipboard(link)  # refused: the link is shown
        a.copied = host.words.say("analysis.copied" if copied else "analysis.copy_by_hand",
                                  link=link)


    # -- the position editor -----------------------------------------------------------
    def setup(self) -> None:
        """The editor, holding the entries made before, else what is analysed (a
        two-player view), else an empty pack of the table's game."""
        a = self.host.ui.analysis
        if a is None:
            return
        if a.setup is None:
            a.setup = from_view(a.view) if a.view is not None else Setup()
        a.editing, a.problem, a.copied = True, "", ""

    def edit(self, command: object) -> None:
        a = self.host.ui.analysis
        if a is not None and a.editing and a.setup is not None:
            a.setup = edit(a.setup, command)
            a.problem = ""

    async def ask(self) -> None:
        """The entries read as a view position: its analysis with the Expert's advice, or
        the refusal worded in the editor (which keeps the entries)."""
        a = self.host.ui.analysis
        if a is None or not a.editing or a.setup is None:
            return
        try:
            view = read(a.setup)
        except ValueError as e:
            words = self.host.words
            a.problem = words.say("setup.problem", error=words.problem_text(e))
            return
        self.host.ui.analysis = Analysis(view, setup=a.setup)
        await self.advise()


__all__ = ["Analysis", "AnalysisDesk", "AnyView", "read_link", "view_link"]
