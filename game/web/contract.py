"""What the controller speaks: its phases, the intents it takes, what it hands the
renderer (``Ui``) and the world outside it (``Deps``).

Phases (``<html data-phase>`` shows the value):
- ``you``: the human may act (cards, buttons, hint).
- ``computer``: the computer is thinking (or pausing before its move).
- ``drawing``: the human won a trick with the stock open and may close it (or go out)
  before drawing: the table waits for Draw, Close or Out, with no timer.
- ``trick``: a finished trick stays on the table for a moment (a tap skips it).
- ``dialog``: a question is open; nothing else is taken.
- ``over``: the deal is over.
- ``wait``: between steps of the game loop.
- ``elsewhere``: another tab took the saved match over; this one waits to be asked back.
- ``curtain``: a people's match passes the device: every hand is hidden behind the
  screen that names whose turn it is, until that person taps to show their cards.
"""

from __future__ import annotations

import datetime
import random
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Protocol

from game.play.store import Store

if TYPE_CHECKING:
    from game.ai.reason import Reason
    from game.engine.table import TableView
    from game.engine.tables import AnyState
    from game.play.store import Settings
    from game.review.engine import Review
    from game.review.record import DealRecord
    from game.words import Words

    from .analysis.analysed import Analysis
    from .ledger import Ledger
    from .session import Session
    from .table.narrate import Told


class Phase(StrEnum):
    """Where the controller is (``<html data-phase>`` shows the value)."""

    YOU = "you"
    COMPUTER = "computer"
    DRAWING = "drawing"
    TRICK = "trick"
    DIALOG = "dialog"
    OVER = "over"
    WAIT = "wait"
    ELSEWHERE = "elsewhere"
    CURTAIN = "curtain"


class Intent(StrEnum):
    """What a tap, a key or a button asks for (``Controller.dispatch``)."""

    START = "start"  # the page is ready: play up to the human's turn
    PLAY = "play"  # value: a card
    ACT = "act"  # value: a word (close, exchange, out, pass, draw)
    EXPLAIN = "explain"  # value: a card or word: why (not) now
    SKIP = "skip"  # the finished trick on show goes
    HINT = "hint"
    NEXT_DEAL = "next_deal"
    NEW_GAME = "new_game"  # asks first while a match is under way
    NEW_MATCH = "new_match"  # the finished match's button
    REVIEW = "review"  # value: None (the deal just played) or a kept deal's index
    REVIEW_SEAT = "review_seat"  # value: a person's seat: the deal just played, theirs
    REPLAY = "replay"
    LEAVE_PRACTICE = "leave_practice"  # back to the match, from any moment of a replay
    UNDO = "undo"  # practice only: take back the player's last decision
    REVIEW_STEP = "review_step"  # value: -1 or +1 trick
    REVIEW_GOTO = "review_goto"  # value: a decision's number: the stepper shows its trick
    REVIEW_ALL = "review_all"  # value: True shows the routine decisions too
    REPLAY_FROM = "replay_from"  # value: a decision's number: practice from just before it
    STATS_RESET = "stats_reset"
    FORGET = "forget"
    APPLY_SETTINGS = "apply_settings"  # value: the Settings panel's values
    SOUND = "sound"  # the menu's sound switch: on if off, off if on (kept in the settings)
    PUZZLES = "puzzles"  # the Puzzles panel opens (value: a table to list, else the one
    # being played): its list is drawn (loaded on first use)
    PUZZLE = "puzzle"  # value: a puzzle's id: it goes on the table (the match waits aside)
    PUZZLE_SOLUTION = "puzzle_solution"  # the puzzle's solution shows
    PUZZLE_RETRY = "puzzle_retry"  # the puzzle again from its position
    PUZZLE_NEXT = "puzzle_next"  # the next puzzle not yet solved
    ELSEWHERE = "elsewhere"  # another tab wrote to the storage
    TAKE_OVER = "take_over"  # play the match here again
    DAILY = "daily"  # the deal of the day at the table being played
    DAILY_SHARE = "daily_share"  # its result's line to the clipboard
    REVEAL = "reveal"  # the person behind the screen is ready: their cards go face up
    LEARN = "learn"  # the course's panel opens: its list is drawn
    LESSON = "lesson"  # value: a lesson's id: it goes on the table (the match waits aside)
    LESSON_ANSWER = "lesson_answer"  # the lesson's right play is marked
    LESSON_NEXT = "lesson_next"  # the next lesson of the course
    LESSON_RETRY = "lesson_retry"  # the lesson on the table again from its start
    LEARN_OFFER_CLOSE = "learn_offer_close"  # "No, thanks": the offer goes, for good
    LEARN_START = "learn_start"  # "Start the course": the offer goes, lesson 1 on the table
    ANALYSIS_CLOSE = "analysis_close"  # the analysis dialog closed: back to the table
    ANALYSE = "analyse"  # the table's deal, from the player's seat, in the analysis dialog
    ANALYSIS_COPY = "analysis_copy"  # the analysed view's ?view= link to the clipboard
    SETUP = "setup"  # the position editor in the analysis dialog
    SETUP_EDIT = "setup_edit"  # value: an editor command (game.web.analysis.setup_position.edit)
    SETUP_ASK = "setup_ask"  # the editor's position read and analysed, or refused
LEVELS = ("gentle", "normal", "sharp", "expert")
# the panels drawn only while open, by their <dialog>'s id (game.web.panel_model)
PANELS = ("settings-panel", "stats", "review", "help")
WORDS = ("close", "exchange", "out", "pass", "draw")
DRAW_WORDS = ("close", "out", "draw")  # what the drawing phase takes
# what starts a new match when changed (who sits where too; a person's name does not)
GAME_SETTINGS = ("level", "rules", "auto_out", "show_scores", "target", "seat_1", "seat_2")
NAME_SETTINGS = ("name_0", "name_1", "name_2")
# what puts another game on the table (the match waits aside): the first visit's offer of
# the course, over the status line, would cover that game's own box
AWAY_INTENTS = (Intent.PUZZLE, Intent.PUZZLE_NEXT, Intent.DAILY, Intent.LESSON,
                Intent.REPLAY, Intent.REPLAY_FROM)
# what another tab's match stops (it only reads or asks to take the match back)
READ_ONLY_INTENTS = (Intent.EXPLAIN, Intent.REVIEW, Intent.REVIEW_SEAT, Intent.REVIEW_STEP,
                     Intent.ELSEWHERE, Intent.TAKE_OVER,
                     Intent.REVIEW_GOTO, Intent.REVIEW_ALL, Intent.PUZZLES, Intent.LEARN,
                     Intent.ANALYSIS_CLOSE, Intent.ANALYSIS_COPY, Intent.SETUP,
                     Intent.SETUP_EDIT, Intent.SETUP_ASK)


@dataclass
class Ui:
    """What the page shows beyond the game itself (the renderer's other input)."""

    message: str = ""  # overrides the status line once (a reason, an error)
    notices: list[str] = field(default_factory=list)
    four_colour: bool = False
    pause_ms: int = 800
    levels: tuple[str, ...] = LEVELS
    rules: str = "traditional"
    hint_available: bool = False
    stats: str = ""
    settings_epoch: int = 0  # bumped when the Settings panel must show the saved values
    # the hint: shown while the game is still at the state it was asked in (``hint_state``)
    hint_state: AnyState | None = None
    hint_action: str = ""  # the suggested card or word, marked on the table
    hint_text: str = ""  # said beside the prompt (#message)
    review: Review | None = None  # the last finished deal's review
    review_progress: float | None = None  # 0..1 while a review is computed, else None
    review_trick: int = 0  # the trick the review's stepper shows (0-based)
    review_decision: int = 0  # the decision the review shows (its number; 0: none)
    review_all: bool = False  # the review lists forced moves and routine draws too
    puzzles_wanted: bool = False  # the Puzzles panel was opened: its list is drawn
    puzzles_table: str = ""  # the table whose puzzles the panel lists ('': the one played)
    learn_wanted: bool = False  # the course's panel was opened: its list is drawn
    learn_offer: bool = False  # a first visit: the course is offered (#learn-offer)
    analysis: Analysis | None = None  # the view being analysed, or None
    panel: str = ""  # the panel open on top (one of PANELS; ''): only it is drawn


class Thinker(Protocol):
    async def __call__(self, state: AnyState, level: str, seed: int) -> str: ...


class Reviewer(Protocol):
    async def __call__(self, record: DealRecord,
                       progress: Callable[[float], None]) -> Review: ...


class Hinter(Protocol):
    async def __call__(self, view: TableView) -> tuple[str, Reason]: ...


@dataclass
class Deps:
    """The world outside the controller."""

    store: Store
    # draws the page from its model (game.web.page_model.PageModel); typed Any so this
    # module, which the page model's builders import, never imports them (a circle)
    render: Callable[[Any], None]
    sleep: Callable[[float], Awaitable[None]]
    think: Thinker
    ask: Callable[[str, str], Awaitable[bool]]  # (question, OK label) -> answer
    hint: Hinter | None = None
    review: Reviewer | None = None  # a finished deal's review, in slices (game.review)
    random_seed: Callable[[], int] = lambda: random.randrange(2**31)
    # the player's calendar day, YYYY-MM-DD (the page: the browser's local date)
    today: Callable[[], str] = lambda: datetime.date.today().isoformat()
    copy: Callable[[str], Awaitable[bool]] | None = None  # a line to the clipboard
    set_url: Callable[[str], None] = lambda query: None
    sweep: Callable[[int], Awaitable[None]] | None = None  # a finished trick to a won pile
    settle: Callable[[], Awaitable[None]] | None = None  # until the cards in flight land
    # plays the sounds of what the table shows now, in order (game.web.sound's cues)
    cue: Callable[[list[str]], None] | None = None
    # why the browser refuses storage, in the words given ('' when it does not)
    storage_problem: Callable[[Words], str] = lambda words: ""
    languages: tuple[str, ...] = ()  # the browser's, most wanted first (navigator.languages)
    reload: Callable[[], None] = lambda: None  # the page again, as stored (a take-over)
    tab_id: Callable[[], str] = lambda: secrets.token_hex(8)
    # the page's address without its query, for links the page gives (the analysis's)
    page_address: Callable[[], str] = lambda: ""

    async def to_clipboard(self, text: str) -> bool:
        """``text`` to the clipboard; False when there is none or the browser refuses (the
        caller then shows the text to copy by hand)."""
        if self.copy is None:
            return False
        try:
            return await self.copy(text)
        except Exception:  # a browser that refuses the clipboard
            return False


class Host(Protocol):
    """What the controller's helpers (the game loop, the review desk, the Settings
    panel) may use of it: the game on the table, its phase, and its few ways to change
    things. A helper neither saves nor draws: it tells the ledger what it changed
    (``Ledger.changed``), the intent's end saves and draws once, and an intent that runs a
    while shows its steps as declared frames (``frame``). A helper words a sentence with
    ``words`` as it words it (the page's language, the game on the table's preset and
    people)."""

    deps: Deps
    ui: Ui
    phase: Phase
    generation: int
    session: Session
    settings: Settings
    ledger: Ledger
    pause_override: int | None
    store: Store
    language: str  # the page's language (one of game.words.LANGUAGES)

    @property
    def words(self) -> Words: ...
    @property
    def elsewhere(self) -> bool: ...
    @property
    def kept(self) -> list[DealRecord]: ...
    @property
    def match_session(self) -> Session: ...

    def pause_ms(self) -> int: ...
    def hint_allowed(self) -> bool: ...
    def frame(self) -> None: ...
    def apply(self, seat: int, action: str) -> None: ...
    def record_deal_end(self) -> None: ...
    async def ask(self, question: str, ok: str) -> bool: ...
    async def confirm_close(self) -> bool: ...
    def in_progress(self) -> bool: ...
    def leaving_words(self) -> str: ...
    def abandon(self) -> None: ...
    def new_match(self, notice: Told | None = None) -> None: ...
    async def run(self) -> None: ...

