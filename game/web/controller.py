"""The one controller: a phase, intents in, apply -> save -> render out.

Pure Python. Everything from the browser comes in through ``Deps`` (the clock,
the computer's thinking, the dialog, the renderer, the store), so CPython tests
drive it with fakes. Every handler (a tap, a key, a button) sends an intent to
``dispatch``; the renderer and the keyboard ask ``can`` what is allowed now.
Nothing is read back from the page.

Phases:
- ``you``: the human may act (cards, buttons, hint).
- ``computer``: the computer is thinking (or pausing before its move).
- ``drawing``: the human won a trick; the draw follows unless Close (or Out) is pressed
  (with the ``stop_draw`` setting it waits for Draw or Close: no decision on a timer).
- ``trick``: a finished trick stays on the table for a moment (a tap skips it).
- ``dialog``: a question is open; nothing else is taken.
- ``over``: the deal is over.
- ``wait``: between steps of the game loop.
- ``elsewhere``: another tab took the saved match over; this one waits to be asked back.

Saving: the match record is the commit point (``_commit``). A finished deal is taken
into the best score, the statistics and the kept deals once, named by the deal's id
(``Session.deal_id``, ``Store.marks``), right when the engine reports its end, so no
button pressed during the last trick's display and no reload can skip or repeat it.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Protocol

from game import IllegalAction, decode_position, from_position
from game.events import Event
from game.match import Match
from game.stats import Statistics
from game.store import Store

from .ledger import Ledger, record_names
from .ledger import short as _short
from .params import Params
from .session import Session
from .texts import (
    HUMAN,
    LANGUAGES,
    action_phrase,
    hint_reason,
    language,
    level_name,
    note_text,
    pick_language,
    rules_name,
    say,
    use_language,
    why_text,
)

if TYPE_CHECKING:
    from game.ai.reason import Reason

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


YOU, COMPUTER_TURN, DRAWING, TRICK, DIALOG, OVER, WAIT, ELSEWHERE = (
    Phase.YOU, Phase.COMPUTER, Phase.DRAWING, Phase.TRICK, Phase.DIALOG, Phase.OVER,
    Phase.WAIT, Phase.ELSEWHERE)


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
    REPLAY = "replay"
    REVIEW_STEP = "review_step"  # value: -1 or +1 trick
    STATS_RESET = "stats_reset"
    FORGET = "forget"
    APPLY_SETTINGS = "apply_settings"  # value: the Settings panel's values
    SETTINGS_RESET = "settings_reset"  # the panel closed without Apply
    ELSEWHERE = "elsewhere"  # another tab wrote to the storage
    TAKE_OVER = "take_over"  # play the match here again
LEVELS = ("gentle", "normal", "sharp", "expert")
WORDS = ("close", "exchange", "out", "pass", "draw")
DRAW_WORDS = ("close", "out", "draw")  # what the drawing phase takes
GAME_SETTINGS = ("level", "rules", "auto_out", "show_scores", "target")  # a new match
SLICE_S = 0.05  # how often a wait looks for an interruption
# what another tab's match stops (it only reads or asks to take the match back)
READ_ONLY_INTENTS = (Intent.EXPLAIN, Intent.REVIEW, Intent.REVIEW_STEP, Intent.SETTINGS_RESET,
                     Intent.ELSEWHERE, Intent.TAKE_OVER)
KEEP_REVIEWS = 4  # finished reviews kept, so going back to one does not compute it again


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
    stopped: bool = False  # the drawing phase waits for the human (stop_draw)
    review: Any = None  # the last finished deal's review (game.review.engine.Review)
    review_progress: float | None = None  # 0..1 while a review is computed, else None
    review_trick: int = 0  # the trick the review's stepper shows (0-based)


class Thinker(Protocol):
    async def __call__(self, state: Any, level: str, seed: int) -> str: ...


class Reviewer(Protocol):
    async def __call__(self, record: Any, progress: Callable[[float], None]) -> Any: ...


class Hinter(Protocol):
    async def __call__(self, view: Any, seed: int) -> tuple[str, Reason]: ...


@dataclass
class Deps:
    """The world outside the controller."""

    store: Store
    render: Callable[["Controller"], None]
    sleep: Callable[[float], Awaitable[None]]
    think: Thinker
    ask: Callable[[str, str], Awaitable[bool]]  # (question, OK label) -> answer
    hint: Hinter | None = None
    review: Reviewer | None = None  # a finished deal's review, in slices (game.review)
    random_seed: Callable[[], int] = lambda: random.randrange(2**31)
    set_url: Callable[[str], None] = lambda query: None
    sweep: Callable[[int], Awaitable[None]] | None = None  # a finished trick to a won pile
    storage_problem: Callable[[], str] = lambda: ""
    languages: tuple[str, ...] = ()  # the browser's, most wanted first (navigator.languages)
    reload: Callable[[], None] = lambda: None  # the page again, as stored (a take-over)
    tab_id: Callable[[], str] = lambda: secrets.token_hex(8)


class Controller:
    def __init__(self, deps: Deps, params: Params, levels: tuple[str, ...] = LEVELS) -> None:
        self.deps = deps
        self.params = params
        self.store = deps.store
        self.ui = Ui(levels=levels, hint_available=deps.hint is not None)
        self.phase = WAIT
        self.generation = 0  # bumped by a new match: an older game loop stops
        self.running = False
        self._interrupt: str | None = None  # an intent that ends a wait early
        self.trick_on_table: Event | None = None  # a finished trick shown for a moment
        self.last_record: Any = None  # the finished deal's DealRecord, while it is shown
        self._frames_of: Any = None
        self.review_record: Any = None  # the deal the review dialog shows
        self._kept_of: Any = None
        self._kept_final: list[tuple[int, Any]] = []
        self._real: Session | None = None  # the match, while a deal of it is practised
        self._frames: list[Any] = []
        self._reviews: list[tuple[Any, Any]] = []  # (record, review), the last few computed
        self.settings, msg = self.store.load_settings()
        if self.settings.lang not in LANGUAGES:  # an unknown saved code: the browser's choice
            self.settings.lang = ""
        # the link's language, else the one chosen in Settings, else the browser's
        use_language(params.lang or self.settings.lang or pick_language(deps.languages))
        self._note(msg)
        self.ui.notices += [str(problem) for problem in params.problems]
        if self.settings.level not in levels:
            self.settings.level = "normal"
        if params.four_colour is not None:
            self.settings.four_colour = params.four_colour
        self.pause_override = params.pause_ms
        self.ledger = Ledger(self.store, deps.tab_id(), self._note, self._lost_match)
        self.session = self._first_session()
        self.last_record = self.session.deal_record()  # a finished deal after a reload
        self.review_record = self.last_record
        self.ledger.restored(self.session)

    # what is kept from visit to visit (game.web.ledger)
    @property
    def stats(self) -> Statistics:
        return self.ledger.stats

    @property
    def kept(self) -> list[Any]:
        return self.ledger.kept

    @property
    def elsewhere(self) -> bool:
        return self.ledger.elsewhere

    @property
    def tab(self) -> str:
        return self.ledger.tab

    def _note(self, msg: str) -> None:
        if msg:
            self.ui.notices.append(note_text(msg))

    # -- building matches ----------------------------------------------------
    def _rules_name(self) -> str:
        return self.params.rules or self.settings.rules

    def _options(self) -> dict:
        opts = self.settings.rule_options()
        opts.update(self.params.options)
        return opts

    def _first_session(self) -> Session:
        origin = self.params.origin()
        saved, msg = self.store.load_match()
        self._note(msg)
        if saved is not None and (not self.params.selects_game or saved.origin == origin):
            try:
                s = Session.restore(saved)
            except (ValueError, KeyError, TypeError, OverflowError) as e:
                self._note(say("notice.restore_failed", error=_short(e)))
                self.store.set_aside("match")  # kept, never silently deleted
            else:
                if not saved.deal_id:  # an older record: its end was counted as it was
                    self.ledger.counted_already(s)
                if s.level not in self.ui.levels:
                    s.level = "normal"
                self.ui.rules = s.match.rules.preset
                s.notice = say("notice.welcome_back")
                return s
        level = self.params.level or self.settings.level
        if level not in self.ui.levels:
            level = "normal"
        match = None
        start = None  # a link's position: the deal's start, for its record
        if self.params.position is not None:
            try:
                state = from_position(decode_position(self.params.position))
                if state.outcome is not None:
                    raise ValueError(say("notice.position_over"))
                seed = self.params.seed if self.params.seed is not None else \
                    self.deps.random_seed()
                match = Match(rules=state.rules, seed=seed, state=state)
                start = state.to_position()
            except ValueError as e:
                self._note(say("notice.bad_position", error=_short(e)))
        if match is None:
            match = self._new_match(self.params.seed)
        self.ui.rules = match.rules.preset
        s = Session(match, level, origin, start=start)
        self._commit(s)
        return s

    def _new_match(self, seed: int | None = None) -> Match:
        if seed is None:
            seed = self.deps.random_seed()
        try:
            return Match.new(seed, self._rules_name(), **self._options())
        except ValueError:
            return Match.new(seed, "traditional")

    def new_match(self, notice: str = "", same_table: bool = False) -> None:
        """Start a new match with the current settings (the link's game is done), or with
        ``same_table`` the game on the table again (its rules and level: a link's or a
        restored match's too), new cards."""
        self.last_record, self.review_record, self.ui.review = None, None, None
        self.generation += 1
        self.params.seed = None
        self.params.position = None
        self.params.level = None
        self.params.rules = None
        self.params.options = {}
        self.deps.set_url("" if self.pause_override is None else f"?pause={self.pause_override}")
        if same_table:
            match = Match.new(self.deps.random_seed(), self.session.match.rules)
            level = self.session.level
        else:
            match, level = self._new_match(), self.settings.level
        self.ui.rules = match.rules.preset
        self.session = Session(match, level, "")
        self.session.notice = notice or say("notice.new_match")
        self.session.log.insert(0, self.session.notice)
        self.ui.message = ""
        self._commit()

    # -- storage -------------------------------------------------------------
    def _commit(self, s: Session | None = None) -> bool:
        """Save the match and what follows from it (game.web.ledger)."""
        return self.ledger.commit(s or self.session)

    def _lost_match(self) -> None:
        """Another tab took the saved match: this tab's game loop stops here."""
        self.generation += 1

    def _record_deal_end(self) -> None:
        """The engine reported the deal's end: commit it at once (not after the trick's
        display, which a quick Next deal or a reload may cut short)."""
        s = self.session
        if s.recorded or s.state.outcome is None:
            return
        s.recorded = True
        if s.practice:
            return  # practice counts nowhere
        self.ui.review, self.ui.review_trick = None, 0
        self.last_record = self.review_record = s.deal_record()
        self._commit(s)

    def review_frames(self) -> list[Any]:
        """The reviewed deal's tricks for the review's stepper (game.review TrickFrame)."""
        record = self.review_record
        if record is None:
            return []
        if self._frames_of is not record:
            self._frames_of, self._frames = record, record.tricks()
        return self._frames

    def kept_deals(self) -> list[tuple[int, Any]]:
        """The kept deals newest first: (index in ``kept``, its final state)."""
        if self._kept_of is not self.kept:
            self._kept_of = self.kept
            self._kept_final = [(i, r.final()) for i, r in enumerate(self.kept)][::-1]
        return self._kept_final

    def can_review(self) -> bool:
        return (self.deps.review is not None and self.last_record is not None
                and self.session.deal_over and self.phase != DIALOG)

    async def _review(self, which: Any = None) -> None:
        """Review a deal in slices, with a progress bar: the one just finished (``which``
        None), or the kept deal ``which`` (0 = the oldest of the last 20). The dialog
        shows ``review_record``'s review only: a deal asked for while another one is
        computed is reviewed next, never shown the other one's."""
        if which is None:
            if not self.can_review():
                return
            record = self.last_record
        elif isinstance(which, int) and 0 <= which < len(self.kept):
            record = self.kept[which]
        else:
            return
        if self.deps.review is None:
            return
        if record is self.review_record and self.ui.review is not None:
            return  # already reviewed: the dialog shows it again
        self.review_record, self.ui.review_trick = record, 0
        self.ui.review = self._reviewed(record)
        if self.ui.review is not None:
            self.render()
            return
        if self.ui.review_progress is not None:
            self.render()  # the one under way finishes first; the loop below takes this one
            return
        while self.review_record is not None and not any(
                r is self.review_record for r, _ in self._reviews):
            await self._compute_review(self.review_record)
        self.ui.review_progress = None
        self.ui.review = self._reviewed(self.review_record)
        self.render()

    async def _compute_review(self, record: Any) -> None:
        def progress(fraction: float) -> None:
            self.ui.review_progress = fraction if record is self.review_record else 0.0
            self.render()

        assert self.deps.review is not None
        progress(0.0)
        try:
            review = await self.deps.review(record, progress)
        except Exception as e:  # the game goes on without the review
            self.ui.message = say("msg.review_failed", error=_short(e))
            review = None
        self._reviews = [*self._reviews, (record, review)][-KEEP_REVIEWS:]
        if record is self.last_record:  # its cost is counted
            self._count_review(review)

    def _reviewed(self, record: Any) -> Any:
        """A computed review of ``record`` (None: not computed, or it failed)."""
        return next((review for r, review in self._reviews if r is record), None)

    def _count_review(self, review: Any) -> None:
        """A deal's review cost joins the statistics once (the player's trend)."""
        if review is not None:
            self.ledger.count_review(self.session, review.verdict().lost)

    # -- what the page shows ---------------------------------------------------
    def pause_ms(self) -> int:
        if self.pause_override is not None:
            return self.pause_override
        return self.settings.pause_ms

    def render(self) -> None:
        ui = self.ui
        ui.four_colour = self.settings.four_colour
        ui.pause_ms = self.pause_ms()
        total = self.stats.total()
        ui.stats = say("stats.line", deals_won=total.deals_won, deals=total.deals,
                       matches_won=total.matches_won, matches=total.matches)
        self.deps.render(self)

    @property
    def notices(self) -> list[str]:
        problem = self.deps.storage_problem()
        unsaved = self.ledger.unsaved()
        return (self.ui.notices + ([problem] if problem else [])
                + ([say("storage.unsaved", what=record_names(unsaved))] if unsaved else []))

    def can(self, action: str, view=None) -> str:
        """'' if the human may take ``action`` (a card or a word) now, else why not.
        ``view``: the human's view when the caller has it already (the renderer)."""
        s = self.session
        st = s.state
        if self.phase == DIALOG:
            return say("prompt.dialog")
        if self.elsewhere:
            return say("msg.elsewhere")
        if st.outcome is not None:
            return say("msg.over")
        if self.phase == DRAWING:
            if action in DRAW_WORDS and action in st.legal_actions():
                return ""
            return say("msg.drawing")
        if self.phase != YOU or st.to_move != HUMAN:
            return say("msg.wait")
        if action in st.legal_actions():
            return ""
        if action in WORDS:
            try:
                st.apply(action)
            except IllegalAction as e:
                return why_text(e.why) if e.why else str(e)
            return say(f"msg.cannot.{action}")
        return why_text((view or s.view()).why_not_data(action)) or say("msg.wait")

    def legal_now(self) -> tuple[str, ...]:
        """The human's cards and words allowed in this phase (for the renderer, the keys)."""
        st = self.session.state
        if self.phase == YOU and st.to_move == HUMAN:
            return tuple(st.legal_actions())
        if self.phase == DRAWING:
            return tuple(a for a in st.legal_actions() if a in DRAW_WORDS)
        return ()

    def hint_allowed(self) -> bool:
        return self.deps.hint is not None and self.phase == YOU and bool(self.legal_now())

    # -- intents: the one way in -----------------------------------------------
    async def dispatch(self, intent: str, value: Any = None) -> None:
        """One intent (``Intent``: its value, for some); an unknown one is ignored."""
        try:
            intent = Intent(intent)
        except ValueError:
            return
        if self.phase == DIALOG:
            return
        if intent == Intent.ELSEWHERE:  # another tab wrote the saved match: is it ours still?
            if not self.ledger.owns():
                self.phase = ELSEWHERE
                self.render()
            return
        if intent == Intent.TAKE_OVER:
            if self.elsewhere:
                self.deps.reload()  # the match as the other tab left it, played here
            return
        if self.elsewhere and intent not in READ_ONLY_INTENTS:
            self.phase = ELSEWHERE
            self.render()
            return
        if intent == Intent.START:
            await self.run()
        elif intent == Intent.PLAY or intent == Intent.ACT:
            await self._human(str(value))
        elif intent == Intent.EXPLAIN:
            self.ui.message = (self.can(str(value)) if value else "") or self.session.status()
            self.render()
        elif intent == Intent.SKIP:
            if self.phase == TRICK:
                self._interrupt = "skip"
        elif intent == Intent.HINT:
            await self._hint()
        elif intent == Intent.NEXT_DEAL:
            await self._next_deal()
        elif intent == Intent.NEW_GAME:
            await self._ask_new_match()
        elif intent == Intent.NEW_MATCH:  # the button at a finished match's end
            if self.session.match_over and self.phase == OVER:
                self._commit()  # a write refused at the match's end is tried again first
                self.new_match(same_table=True)
                self.render()
                await self.run()
            else:
                await self._ask_new_match()
        elif intent == Intent.REVIEW:
            await self._review(value)
        elif intent == Intent.REPLAY:
            await self.replay()
        elif intent == Intent.REVIEW_STEP:
            last = len(self.review_frames()) - 1
            self.ui.review_trick = max(0, min(last, self.ui.review_trick + int(value)))
            self.render()
        elif intent == Intent.STATS_RESET:
            await self._reset_stats()
        elif intent == Intent.FORGET:
            await self._forget()
        elif intent == Intent.APPLY_SETTINGS:
            await self._apply_settings(dict(value))
        elif intent == Intent.SETTINGS_RESET:  # the panel closed without Apply
            self.ui.settings_epoch += 1
            self.render()

    async def _human(self, action: str) -> None:
        why = self.can(action)
        if why:
            self.ui.message = why
            self.render()
            return
        if self.phase == DRAWING:  # ends the draw window; the loop applies it
            self._interrupt = action
            return
        if action == "close":
            if not await self._ask(say("ask.close"), say("ask.close.ok")):
                self.render()
                return
            if self.can(action):
                return
        self._apply(HUMAN, action)
        await self.run()

    def _apply(self, seat: int, action: str) -> None:
        if not self.ledger.owns():
            return  # another tab plays this match now: nothing here changes it
        self.session.apply(seat, action)
        self.ui.message = ""
        if self.session.deal_over:
            self._record_deal_end()
        else:
            self._commit()

    async def _ask(self, question: str, ok: str) -> bool:
        before = self.phase
        self.phase = DIALOG
        self.render()
        try:
            return await self.deps.ask(question, ok)
        finally:
            if self.phase == DIALOG:
                self.phase = before

    async def _wait(self, ms: float, stop_on: tuple[str, ...]) -> str | None:
        """Wait ``ms`` or until one of ``stop_on`` is sent; the intent that ended it."""
        self._interrupt = None
        waited = 0.0
        while waited < ms:
            if self._interrupt in stop_on:
                break
            step = min(SLICE_S * 1000, ms - waited)
            await self.deps.sleep(step / 1000)
            waited += step
        got, self._interrupt = self._interrupt, None
        return got if got in stop_on else None

    async def _wait_for(self, stop_on: tuple[str, ...], gen: int, s: Session,
                        st) -> str | None:
        """Wait, with no time limit, for one of ``stop_on`` (or for the game to move on)."""
        self._interrupt = None
        while self._interrupt not in stop_on and not self._moved_on(gen, s, st):
            await self.deps.sleep(SLICE_S)
        got, self._interrupt = self._interrupt, None
        return got if got in stop_on else None

    # -- the game loop -----------------------------------------------------------
    async def run(self) -> None:
        """Play the computer's turns, show finished tricks, draw; stop at the human's turn.

        One loop at a time; a new match or deal while it runs is picked up by the same
        loop (it re-reads the session after every wait), and it holds still while a
        dialog is open."""
        if self.running:
            return
        self.running = True
        try:
            while True:
                await self._hold_while_dialog()
                if self.elsewhere:
                    self.phase = ELSEWHERE
                    self.render()
                    break
                gen = self.generation
                s = self.session
                st = s.state

                trick = s.last_trick_event()
                if trick is not None:
                    s.events = tuple(e for e in s.events if e.kind != "trick")
                    if self.pause_ms() > 0:
                        self.trick_on_table = trick
                        self.phase = TRICK
                        self.render()
                        await self._wait(self.pause_ms(), ("skip",))
                        if self.deps.sweep is not None and trick.seat is not None:
                            await self.deps.sweep(trick.seat)
                        # no await between this and the phase change below: a dialog
                        # opened meanwhile must not be overwritten
                        await self._hold_while_dialog()
                        self.trick_on_table = None
                        self.phase = WAIT
                        continue
                if st.outcome is not None:
                    self.phase = OVER
                    self._record_deal_end()
                    self.render()
                    break
                if st.to_move is not None and st.to_move != HUMAN:
                    seat = st.to_move
                    self.phase = COMPUTER_TURN
                    self.render()
                    await self.deps.sleep(max(self.pause_ms(), 30) / 1000)
                    if self._moved_on(gen, s, st):
                        continue
                    action = await self._computer_action(st, s.match.seed * 7919 + s.step)
                    await self._hold_while_dialog()
                    if self._moved_on(gen, s, st):
                        continue
                    self._apply(seat, action)
                    continue
                if st.stage == "before_draw":
                    self.phase = DRAWING
                    # closing still allowed and the player asked for time: no timer
                    self.ui.stopped = self.settings.stop_draw and "close" in st.legal_actions()
                    self.render()
                    if self.ui.stopped:
                        choice = await self._wait_for(DRAW_WORDS, gen, s, st)
                    else:
                        choice = await self._wait(self.pause_ms() * 1.5, DRAW_WORDS)
                    self.ui.stopped = False
                    await self._hold_while_dialog()
                    if self._moved_on(gen, s, st):
                        continue
                    self.phase = WAIT
                    if choice == "close" and not await self._ask(say("ask.close"),
                                                                 say("ask.close.ok")):
                        choice = None
                    if self._moved_on(gen, s, st):
                        continue
                    self._apply(HUMAN, choice or "draw")
                    continue
                self.phase = YOU
                self.render()
                break
        except Exception as e:  # never leave the page stuck without a word
            self.ui.message = say("msg.error", error=_short(e))
            self.phase = YOU if self.session.state.to_move == HUMAN else WAIT
            self.render()
            raise
        finally:
            self.running = False

    async def _hold_while_dialog(self) -> None:
        """A question asked during a wait (New game while a trick is shown or during the
        draw) holds the game: the phase stays ``dialog`` until it is answered."""
        while self.phase == DIALOG:
            await self.deps.sleep(SLICE_S)

    def _moved_on(self, gen: int, s: Session, st) -> bool:
        """Something else changed the game while the loop waited."""
        return gen != self.generation or self.session is not s or s.state is not st

    async def _computer_action(self, st, seed: int) -> str:
        level = self.session.level
        try:
            action = await self.deps.think(st, level, seed)
        except ImportError:
            self.ui.levels = tuple(x for x in self.ui.levels if x != "expert")
            self.ui.notices.append(say("msg.expert_missing"))
            self.session.level = level = "sharp"
            action = await self.deps.think(st, level, seed)
        legal = st.legal_actions()
        return action if action in legal else legal[0]  # an AI bug must not stop the game

    # -- the other intents ---------------------------------------------------------
    async def _hint(self) -> None:
        if not self.hint_allowed() or self.deps.hint is None:
            return
        s = self.session
        st = s.state
        self.ui.message = say("msg.hint.thinking")
        self.render()
        try:
            action, reason = await self.deps.hint(s.view(), s.step)
        except Exception as e:
            self.ui.message = say("msg.hint.none", error=_short(e))
        else:
            if s.state is not st:
                return
            self.ui.message = say("msg.hint.why", what=action_phrase(action),
                                  why=hint_reason(reason))
        self.render()

    async def replay(self) -> None:
        """Play the finished deal again with the same cards, as practice: not saved, not
        in the statistics or the kept deals; Next deal then goes back to the match."""
        record = self.last_record
        if record is None or not self.session.deal_over or self.phase == DIALOG:
            return
        if not self.session.practice:
            self._real = self.session
        self.generation += 1
        match = Match(rules=record.rules, seed=self.session.match.seed, state=record.start(),
                      deal_number=self.session.match.deal_number)
        practice = Session(match, record.level or self.session.level, self.session.origin)
        practice.practice = True
        practice.notice = say("notice.practice")
        practice.log.insert(0, practice.notice)
        self.session = practice
        self.last_record, self.ui.review, self.ui.message = None, None, ""
        self.review_record = None
        self.render()
        await self.run()

    async def _next_deal(self) -> None:
        s = self.session
        if s.practice and self._real is not None and s.deal_over:
            self.generation += 1
            self.session, self._real = self._real, None  # back to the match as it was
            self.last_record = self.review_record = self.session.deal_record()
            self.ui.review, self.ui.review_trick, self.ui.message = None, 0, ""
            self.render()
            await self.run()
            return
        if s.state.outcome is None or s.match.is_over:
            return
        self._commit()  # a write refused at the deal's end is tried again before it goes
        s.next_deal()
        self.ui.message = ""
        self.last_record, self.review_record, self.ui.review = None, None, None
        self.trick_on_table = None
        self._commit()
        await self.run()

    def in_progress(self) -> bool:
        """Whether a new match would replace one the player has not finished with: one
        under way, or one just won or lost whose end is not on screen yet (its last
        trick still shown)."""
        s = self.session
        if s.match.is_over:
            return self.phase != OVER
        return s.step > 0 or any(s.match.scores)

    async def _ask_new_match(self) -> None:
        if self.in_progress() and not await self._ask(say("ask.new_match"),
                                                      say("ask.new_match.ok")):
            self.render()
            return
        self._commit()  # a write refused at the deal's end is tried again before it goes
        self.new_match(same_table=True)
        self.render()
        await self.run()

    async def _apply_settings(self, values: dict[str, Any]) -> None:
        """The Settings panel's Apply: nothing in the panel changes anything before it.
        Pause, deck colours and stopping before the draw take effect at once; a change
        of level, rules or rule options starts a new match (asking first mid-match)."""
        st = self.settings
        self.ui.settings_epoch += 1
        if "pause" in values and int(values["pause"]) != self.pause_ms():
            st.pause_ms = max(0, min(int(values["pause"]), 5000))
            self.pause_override = None
        if "four" in values:
            st.four_colour = bool(values["four"])
        if "stop_draw" in values:
            st.stop_draw = bool(values["stop_draw"])
        if "lang" in values and values["lang"] != language():
            st.lang = use_language(str(values["lang"]))
        current = self._current_game_settings()
        changed = {k: v for k, v in values.items() if k in GAME_SETTINGS and current.get(k) != v}
        self.store.save_settings(st)
        if not changed:
            self.ui.message = say("msg.settings_applied")
            self.render()
            return
        if len(changed) == 1:
            name, value = next(iter(changed.items()))
            question = (say("ask.level", name=level_name(value)) if name == "level" else
                        say("ask.rules", name=rules_name(value)) if name == "rules" else
                        say("ask.option"))
        else:
            question = say("ask.settings")
        if self.in_progress() and not await self._ask(question, say("ask.setting.ok")):
            self.ui.message = say("msg.nothing_changed")
            self.ui.settings_epoch += 1
            self.render()
            return
        for name in GAME_SETTINGS:  # the whole panel as confirmed, not only what changed:
            if name in values:  # the table may have come from a link, not the settings
                setattr(st, name, values[name])
        self.store.save_settings(st)
        self._commit()  # a write refused at the deal's end is tried again before it goes
        label = None
        if set(changed) == {"level"}:
            label = level_name(changed["level"])
        elif set(changed) == {"rules"}:
            label = rules_name(changed["rules"])
        self.new_match(say("notice.new_match_named", name=label) if label else "")
        self.ui.settings_epoch += 1
        self.render()
        await self.run()

    def _current_game_settings(self) -> dict[str, Any]:
        """What the game on the table was started with (the panel's game settings)."""
        rules = self.session.state.rules
        return {"level": self.session.level, "rules": self.ui.rules,
                "auto_out": rules.auto_out, "show_scores": rules.show_scores,
                "target": rules.target}

    async def _reset_stats(self) -> None:
        if not await self._ask(say("ask.stats_reset"), say("ask.stats_reset.ok")):
            self.ui.message = say("msg.nothing_changed")
            self.render()
            return
        self.ledger.reset_stats()
        self.ui.message = say("msg.stats_reset")
        self.render()

    async def _forget(self) -> None:
        if not await self._ask(say("ask.forget"), say("ask.forget.ok")):
            self.ui.message = say("msg.nothing_forgotten")
            self.render()
            return
        self.ledger.forget_all()
        self.settings, _ = self.store.load_settings()
        self.ui.notices = []
        self.new_match(say("notice.forgotten"))
        self.render()
        await self.run()


__all__ = ["Controller", "Deps", "Ui"]
