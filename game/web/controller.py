"""The one controller: a phase, intents in, apply -> save -> render out.

Pure Python. Everything from the browser comes in through ``Deps`` (the clock,
the computer's thinking, the dialog, the renderer, the store), so CPython tests
drive it with fakes. Every handler (a tap, a key, a button) sends an intent to
``dispatch``; the renderer and the keyboard ask ``can`` what is allowed now.
Nothing is read back from the page. Its vocabulary (phases, intents, ``Ui``, ``Deps``)
is in contract.py; it hands the game loop (game_loop.py), the review desk
(reviews.py), practice (practice.py), the hint (hint_desk.py), the Settings panel's
questions (settings_panel.py) and the choice of the game a visit opens with (opening.py)
their jobs.

One way to change, save and draw: an intent is applied (by the controller and the
helpers it hands the job to, which change things and tell the ledger what changed, never
save or draw), then ``_show`` commits once (game.web.ledger: the match when it changed, and
every record marked changed) and draws once. An intent that runs a while (the computer's
turns, a trick on show, a review or the deal of the day's Expert computed, a question
asked, the hint's search) shows its steps as declared frames (``frame``): each the same
commit and draw. ``_show`` is the one caller of ``render``.

Saving: the match record is the commit point. A finished deal is taken into the best
score, the statistics and the kept deals once, named by the deal's id
(``Session.deal_id``, ``Store.marks``), at the commit that follows the engine's report of
its end (the next frame, before anything is awaited), so no button pressed during the
last trick's display and no reload can skip or repeat it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game import IllegalAction
from game.play.match import Match
from game.play.stats import Statistics
from game.words import HUMAN, LANGUAGES, Words, pick_language

from . import opening
from .analysis.desk import AnalysisDesk
from .contract import (
    AWAY_INTENTS,
    DRAW_WORDS,
    LEVELS,
    READ_ONLY_INTENTS,
    WORDS,
    Deps,
    Intent,
    Phase,
    Ui,
)
from .course.lesson_desk import LessonDesk
from .daily.daily_desk import DailyDesk
from .game_loop import GameLoop
from .hint_desk import give_hint
from .ledger import Ledger, record_names
from .page_model import build_page_model
from .params import Params
from .practice import PracticeDesk
from .puzzles.puzzle_desk import PuzzleDesk
from .review.reviews import ReviewDesk
from .session import Session
from .settings.settings_panel import SettingsPanel
from .sound import REFUSED
from .table.narrate import Told, joined, note

if TYPE_CHECKING:
    from game.engine.table import TableView
    from game.review.record import DealRecord


class Controller:
    def __init__(self, deps: Deps, params: Params, levels: tuple[str, ...] = LEVELS) -> None:
        self.deps = deps
        self.params = params
        self.store = deps.store
        self.ui = Ui(levels=levels, hint_available=deps.hint is not None)
        self.phase = Phase.WAIT
        self.generation = 0  # bumped by a new match: an older game loop stops
        self.loop = GameLoop(self)
        self.reviews = ReviewDesk(self)
        self.panel = SettingsPanel(self)
        self.practice = PracticeDesk(self, self.reviews, self.loop)
        self.puzzles = PuzzleDesk(self, self.practice)
        self.lessons = LessonDesk(self, self.practice)
        self.analysis = AnalysisDesk(self)
        self.settings, msg = self.store.load_settings()
        if self.settings.lang not in LANGUAGES:  # an unknown saved code: the browser's choice
            self.settings.lang = ""
        # the page's language: the link's, else the one chosen in Settings, else the
        # browser's (the Settings panel changes it)
        lang = params.lang or self.settings.lang or pick_language(deps.languages)
        self.language = lang if lang in LANGUAGES else "en"
        self._note(msg)
        self._note(self.puzzles.note)
        self._note(self.lessons.note)
        self.ui.notices += [problem.worded(Words(self.language))
                            for problem in params.problems]
        if self.settings.level not in levels:
            self.settings.level = "normal"
        if params.four_colour is not None:
            self.settings.four_colour = params.four_colour
        if params.rated is not None:  # a link's choice, for the matches it starts
            self.settings.rated = params.rated
        self.pause_override = params.pause_ms
        self.ledger = Ledger(self.store, deps.tab_id(), self._note, self._lost_match)
        self.daily = DailyDesk(self, self.practice, self.reviews)  # reads the ledger
        first_visit = not self.store.holds("match")
        self.session, link = opening.first_session(params, self.settings, self.store,
                                                   self.ledger, levels, deps.random_seed,
                                                   self._note, Words(self.language))
        # a people's match is not offered the course: the screen that passes the device
        # comes first, and the offer would wait behind it for whoever shows their cards
        self.ui.learn_offer = first_visit and not self.settings.learn_offered \
            and not self.session.shared
        self._left: list[Told] = []  # what leaving a deal for a new match cost (``abandon``)
        self.ui.rules = self.session.match.rules.preset
        # (saves it: a new game is saved at once)
        self.ledger.restored(self.session, self.words)
        # a deal of the day under way goes on (a link waits until it is over); else a
        # link's deal while the saved match waits beside it
        if self.daily.resume():
            if link is not None:
                self._note(self.words.say("notice.link_after_daily"))
        elif link is not None:
            self.practice.beside(link, link.state, link.level)
        self.reviews.finished(self.session.deal_record())  # a finished deal after a reload
        if params.view is not None:  # the analysis opens over the table (nothing of it counts)
            self.analysis.from_link(params.view)

    # what is kept from visit to visit (game.web.ledger)
    @property
    def stats(self) -> Statistics:
        return self.ledger.stats

    @property
    def kept(self) -> list[DealRecord]:
        return self.ledger.kept

    @property
    def elsewhere(self) -> bool:
        return self.ledger.elsewhere

    @property
    def tab(self) -> str:
        return self.ledger.tab

    @property
    def words(self) -> Words:
        """The page's words now: its language, the preset and the people of the game on the
        table (a practice, a puzzle, a lesson or the deal of the day words in its own)."""
        return self.session.words(self.language)

    def _note(self, msg: str) -> None:
        """A notice for the player (a stored record's fate, a link's problem...), worded
        now in the page's language (it may come before there is a game on the table)."""
        if msg:
            self.ui.notices.append(Words(self.language).note_text(msg))

    def new_match(self, notice: Told | None = None, same_table: bool = False) -> None:
        """Start a new match with the current settings (the link's game is done), or with
        ``same_table`` the game on the table again (its rules and level: a link's or a
        restored match's too), new cards."""
        self.reviews.finished(None)
        self.generation += 1
        self._drop_link()
        aside, self.practice.real = self.practice.real, None  # a practice's match goes
        # the table of the match, not of a practice or the deal of the day played meanwhile
        table = aside if aside is not None and self.session.practice else self.session
        if same_table:
            match = Match.new(self.deps.random_seed(), table.match.rules)
            level = table.level
        else:
            match = opening.new_match(self.settings, self.params, self.deps.random_seed())
            level = self.settings.level
        self.ui.rules = match.rules.preset
        seats = (table.seats if same_table else
                 opening.seats_of(self.settings, self.params, match.rules.players, level,
                                  self._note, self.words))
        self.session = Session(match, level, "", seats=seats, rated=self.settings.rated)
        rated = self.session.notice  # a rated match says what its rating means
        first = notice or note("notice.new_match")
        self.session.log.insert(0, first)
        self.session.log[1:1] = self._left  # the deal left for this match: what it counted as
        self.session.notice = [first, *self._left, *rated]
        self._left = []
        self.ui.message = ""

    @property
    def match_session(self) -> Session:
        """The match's session: the one set aside while a practice, a puzzle, a lesson or
        the deal of the day is on the table, else the one on the table (what Settings
        shows and changes)."""
        real = self.practice.real
        return real if real is not None else self.session

    def leaving_words(self) -> str:
        """What a new match would cost now, said in its question: the deal of the day
        and the match's deal under way count as lost deals ('' when nothing has begun)."""
        s = self.session
        words = self.words
        lost = []
        if s.daily and s.begun:
            lost.append(words.say("ask.forfeit.daily"))
        real = self.practice.real if s.practice else s
        if real is not None and real.begun:
            lost.append(words.say("ask.forfeit.stats" if real.unrated_why()
                                  else "ask.forfeit.rated"))
        return " ".join(lost)

    def abandon(self) -> None:
        """The player confirmed a new match: the deals it replaces count as lost if they
        had begun (``Session.begun``), the new match's log says so."""
        self.commit()  # a write refused at the deal's end is tried again before it goes
        s = self.session
        left = []
        if s.daily and s.begun:
            moved = self.daily.forfeit(s)
            left.append(joined(note("notice.left_daily"), *filter(None, [moved])))
        real = self.practice.real if s.practice else s
        if real is not None and real.begun:
            moved = self.ledger.forfeit(real, self.words)
            left.append(joined(note("notice.left_lost"), *filter(None, [moved])))
        self._left = left

    # -- storage -------------------------------------------------------------
    async def run(self) -> None:
        """Play up to the human's turn or the deal's end (game.web.game_loop); then a deal
        of the day that ended waits for the Expert's result in the player's seat."""
        await self.loop.run()
        if self.daily.due:
            await self.daily.compare()
        run = self.session.lesson
        if run is not None and run.lesson.goal == "deal" and self.hint_allowed():
            await give_hint(self)  # a guided deal: the hint marks each of the learner's moves

    def commit(self) -> None:
        """The one write (game.web.ledger ``commit``): the match on the table when it
        changed, what follows from its finished deal, every record marked changed; the deal
        of the day under way keeps its moves in its own record. Called by ``_show`` and
        before the game on the table is replaced (a write refused at the deal's end is
        tried again before it goes)."""
        s = self.session
        if s.daily:
            self.daily.saved(s)
        self.ledger.commit(s, self.words)

    def _lost_match(self) -> None:
        """Another tab took the saved match: this tab's game loop stops here, and at a
        people's match every hand goes behind the screen (whoever holds the device next
        may switch to this tab)."""
        self.generation += 1
        self.session.cover()

    def record_deal_end(self) -> None:
        """The engine reported the deal's end: recorded at once, and taken in by the
        commit that follows (the next frame or the intent's end, before anything is
        awaited: not after the trick's display, which a quick Next deal or a reload may
        cut short)."""
        s = self.session
        if s.recorded or s.state.outcome is None:
            return
        s.recorded = True
        if s.practice:  # practice counts nowhere; the deal of the day has its own record
            if s.daily:
                self.daily.finished(s)
            return
        s.count_in_tally()
        self.reviews.finished(s.deal_record())  # (the next frame's commit takes it in)

    # -- what the page shows ---------------------------------------------------
    def pause_ms(self) -> int:
        if self.pause_override is not None:
            return self.pause_override
        return self.settings.pause_ms

    def reset_settings_panel(self) -> None:
        """The Settings panel shows the values in use again (it opens, or it closed without
        Apply), drawn at once. Not an intent: a scheduled reset ran after the player's
        first choice in a panel just opened, when the page was busy, and undid it."""
        self.ui.settings_epoch += 1
        self.frame()

    def frame(self) -> None:
        """A declared frame of an intent that runs a while (the computer thinking, a trick
        landing, a review's progress, a question opening ...), and the page's first
        drawing: what changed so far is saved and shows."""
        self._show()

    def _show(self) -> None:
        """Commit once, then draw once: the end of every intent and every frame."""
        self.commit()
        self.render()

    def show_panel(self, panel: str) -> None:
        """``panel`` (one of contract.PANELS, or '') is now the one open on top: it is
        built and drawn at once, before it shows, on what is true now. Not an intent, for
        the reason reset_settings_panel gives."""
        if panel != self.ui.panel:
            self.ui.panel = panel
            self.render()

    def render(self) -> None:
        ui = self.ui
        ui.four_colour = self.settings.four_colour
        ui.pause_ms = self.pause_ms()
        total = self.stats.total()
        ui.stats = self.words.say("stats.line", deals_won=total.deals_won, deals=total.deals,
                                  matches_won=total.matches_won, matches=total.matches)
        self.deps.render(build_page_model(self))
        # what the table shows now sounds now (a card in flight, a trick landed, the end)
        cues = self.session.take_cues()
        if cues and self.settings.sound and self.deps.cue is not None:
            self.deps.cue(cues)

    @property
    def notices(self) -> list[str]:
        words = self.words
        problem = self.deps.storage_problem(words)
        unsaved = self.ledger.unsaved()
        return (self.ui.notices + ([problem] if problem else [])
                + ([words.say("storage.unsaved", what=record_names(words, unsaved))]
                   if unsaved else []))

    def can(self, action: str, view: TableView | None = None) -> str:
        """'' if the human may take ``action`` (a card or a word) now, else why not.
        ``view``: the human's view when the caller has it already (the renderer)."""
        s = self.session
        st = s.state
        words = self.words
        if self.phase == Phase.DIALOG:
            return words.say("prompt.dialog")
        if self.elsewhere:
            return words.say("msg.elsewhere")
        if st.outcome is not None:
            return words.say("msg.over")
        if self.phase == Phase.DRAWING:
            if action in DRAW_WORDS and action in st.legal_actions():
                return ""
            return words.say("msg.drawing")
        if self.phase == Phase.CURTAIN:
            return words.say("msg.curtain")
        if self.phase != Phase.YOU or not s.is_person(st.to_move):
            return words.say("msg.wait")
        if action in st.legal_actions():
            return ""
        if action in WORDS:
            try:
                st.apply(action)
            except IllegalAction as e:
                return words.why_text(e.why) if e.why else str(e)
            return words.say(f"msg.cannot.{action}")
        return words.why_text((view or s.view()).why_not_data(action)) or words.say("msg.wait")

    def legal_now(self) -> tuple[str, ...]:
        """The human's cards and words allowed in this phase (for the renderer, the keys)."""
        st = self.session.state
        if self.phase == Phase.YOU and self.session.is_person(st.to_move):
            return tuple(st.legal_actions())
        if self.phase == Phase.DRAWING:
            return tuple(a for a in st.legal_actions() if a in DRAW_WORDS)
        return ()

    def hint_allowed(self) -> bool:
        return (self.deps.hint is not None and self.phase in (Phase.YOU, Phase.DRAWING)
                and bool(self.legal_now()) and self.session.hints)

    # -- intents: the one way in -----------------------------------------------
    async def dispatch(self, intent: str, value: Any = None) -> None:
        """One intent (``Intent``: its value, for some); an unknown one is ignored."""
        try:
            intent = Intent(intent)
        except ValueError:
            return
        if self.phase == Phase.DIALOG:
            return
        try:
            await self._handle(intent, value)
        finally:  # the end of every intent (a failed one too): what it changed is saved, shows
            self._show()

    async def _handle(self, intent: Intent, value: Any) -> None:
        if intent == Intent.ELSEWHERE:  # another tab wrote the saved match: is it ours still?
            if not self.ledger.owns():
                self.phase = Phase.ELSEWHERE
            return
        if intent == Intent.TAKE_OVER:
            if self.elsewhere:
                self.deps.reload()  # the match as the other tab left it, played here
            return
        if self.elsewhere and intent not in READ_ONLY_INTENTS:
            self.phase = Phase.ELSEWHERE
            return
        if intent in AWAY_INTENTS:
            self.ui.learn_offer = False  # unanswered: the menu still holds the course
        if intent == Intent.START:
            await self.analysis.advise()  # a link's analysis first: its dialog is on top
            await self.run()
        elif intent == Intent.ANALYSIS_CLOSE:
            self.analysis.close()
        elif intent == Intent.ANALYSE:
            await self.analysis.open_table()
        elif intent == Intent.ANALYSIS_COPY:
            await self.analysis.copy_link()
        elif intent == Intent.SETUP:
            self.analysis.setup()
        elif intent == Intent.SETUP_EDIT:
            self.analysis.edit(value)
        elif intent == Intent.SETUP_ASK:
            await self.analysis.ask()
        elif intent == Intent.PLAY or intent == Intent.ACT:
            await self._human(str(value))
        elif intent == Intent.EXPLAIN:
            self.ui.message = ((self.can(str(value)) if value else "")
                               or self.session.status(self.words))
        elif intent == Intent.REVEAL:
            if self.phase == Phase.CURTAIN and self.session.reveal():
                self.phase = Phase.WAIT
                self.ui.message = ""
                await self.run()
        elif intent == Intent.SKIP:
            if self.phase == Phase.TRICK:
                self.loop.interrupt("skip")
        elif intent == Intent.HINT:
            await give_hint(self)
        elif intent == Intent.NEXT_DEAL:
            await self._next_deal()
        elif intent == Intent.NEW_GAME:
            await self._ask_new_match()
        elif intent == Intent.NEW_MATCH:  # the button at a finished match's end
            if self.session.match_over and self.phase == Phase.OVER:
                self.commit()  # a write refused at the match's end is tried again first
                self.new_match(same_table=True)
                await self.run()
            else:
                await self._ask_new_match()
        elif intent == Intent.REVIEW:
            await self.reviews.review(value)
        elif intent == Intent.REVIEW_SEAT:
            await self.reviews.review_seat(int(value))
        elif intent in (Intent.REPLAY, Intent.REPLAY_FROM):
            await self.practice.replay(None if intent == Intent.REPLAY else int(value))
        elif intent == Intent.LEAVE_PRACTICE:
            if await self.daily.leave():
                await self.back_to_match()
        elif intent == Intent.DAILY:
            await self.daily.start()
        elif intent == Intent.DAILY_SHARE:
            await self.daily.share()
        elif intent == Intent.UNDO:
            keep = self.practice.undoable()
            if self.session.puzzle is not None and keep is not None and self.phase != Phase.DIALOG:
                await self.puzzles.undo(keep)
            else:
                await self.practice.undo()
        elif intent == Intent.PUZZLES:
            self.ui.puzzles_wanted = True
            self.ui.puzzles_table = str(value or "")
        elif intent == Intent.PUZZLE:
            if self.session.daily and self.session.begun:  # it would leave the daily
                self.ui.message = self.words.say("daily.finish_first")
            else:
                await self.puzzles.open(str(value))
        elif intent == Intent.LEARN:
            self.ui.learn_wanted = True
            self._offered()
        elif intent == Intent.LEARN_OFFER_CLOSE:
            self._offered()
        elif intent == Intent.LEARN_START:  # the course begins at its beginning (the list
            self._offered()  # stays a tap away: the lesson's All lessons, the menu)
            if not (self.session.daily and self.session.begun):
                await self.lessons.next()
        elif intent == Intent.LESSON:
            if self.session.daily and self.session.begun:  # it would leave the daily
                self.ui.message = self.words.say("daily.finish_first")
            else:
                await self.lessons.open(str(value))
        elif intent == Intent.LESSON_ANSWER:
            self._lesson_answer()
        elif intent == Intent.LESSON_RETRY:
            await self.lessons.retry()
        elif intent == Intent.LESSON_NEXT:
            if not (self.session.daily and self.session.begun):
                await self.lessons.next()
        elif intent == Intent.PUZZLE_SOLUTION:
            self.puzzles.show_solution()
        elif intent == Intent.PUZZLE_RETRY:
            await self.puzzles.retry()
        elif intent == Intent.PUZZLE_NEXT:
            if not (self.session.daily and self.session.begun):
                await self.puzzles.next()
        elif intent == Intent.REVIEW_STEP:
            self.reviews.step(int(value))
        elif intent in (Intent.REVIEW_GOTO, Intent.REVIEW_ALL):
            self.reviews.choose(intent, value)
        elif intent == Intent.STATS_RESET:
            await self.panel.reset_stats()
        elif intent == Intent.FORGET:
            await self.panel.forget()
            self.puzzles.reload()  # forgotten with the rest (or kept, if the player said no)
            self.lessons.reload()
        elif intent == Intent.APPLY_SETTINGS:
            await self.panel.apply(dict(value))
        elif intent == Intent.SOUND:
            self.settings.sound = not self.settings.sound
            self.ledger.changed("settings", self.settings)
            self.ui.message = self.words.say("msg.sound.on" if self.settings.sound
                                             else "msg.sound.off")

    def _offered(self) -> None:
        """The first visit's offer of the course is answered: it is not made again."""
        self.ui.learn_offer = False
        if not self.settings.learn_offered:
            self.settings.learn_offered = True
            self.ledger.changed("settings", self.settings)

    def _lesson_answer(self) -> None:
        """The lesson's right play, marked on the table as a hint is (and said)."""
        run = self.session.lesson
        if run is None or run.verdict == "right" or self.phase not in (Phase.YOU,
                                                                      Phase.DRAWING):
            return
        action = run.lesson.right[0]
        words = self.words
        self.lessons.show_answer(words.say("lesson.answer", action=words.action_phrase(action)))
        self.ui.hint_state, self.ui.hint_action = self.session.state, action  # marked

    async def _human(self, action: str) -> None:
        # a first visit's offer of the course lies over the top of the table: it goes once
        # the player has chosen to play (the menu still holds the course)
        self.ui.learn_offer = False
        why = self.can(action)
        if why:
            self.ui.message = why
            s = self.session
            if self.phase == Phase.YOU and action in s.view().hand + WORDS:
                s.cues.append(REFUSED)  # a card the rules refuse now: a buzz, where felt
                if s.lesson is not None:
                    self.lessons.refused(action, why)
            return
        if self.session.lesson is not None and not self.lessons.allows(action):
            return  # a wrong play in a lesson is not played: its reason is on show
        if action in ("close", "out"):
            if not await (self.confirm_close() if action == "close" else self.confirm_out()):
                return
            if self.can(action):
                return
        verdict = self.practice.verdict(action)  # "Try again from here" is judged
        s = self.session
        mover = s.state.to_move
        assert mover is not None, "can() let a person act"
        if s.lesson is not None:
            self.lessons.reached()  # (judged right above, and now played)
        self.apply(mover, action)
        if verdict is not None:
            s.tell(verdict)
        await self.run()
        if verdict is not None and self.session is s and not s.deal_over:
            # beside the prompt until the next move
            self.ui.message = verdict.worded(self.words, s.players)

    def apply(self, seat: int, action: str) -> None:
        if not self.ledger.owns():
            return  # another tab plays this match now: nothing here changes it
        self.session.apply(seat, action, hold=self.pause_ms() > 0)  # told as it lands
        self.ui.message = ""
        if seat == HUMAN and self.session.puzzle is not None:
            self.puzzles.judged()
        if self.session.lesson is not None and self.session.deal_over:
            self.lessons.ended()
        if self.session.deal_over:
            self.record_deal_end()

    async def confirm_close(self) -> bool:
        """Closing cannot be taken back: the player confirms it (a button or a key)."""
        words = self.words
        return await self.ask(words.say("ask.close"), words.say("ask.close.ok"))

    async def confirm_out(self) -> bool:
        """A claim to be out that the engine scores as lost asks first and says what it
        costs; a right one goes at once. With the card points hidden, every claim asks
        (the question must not tell whether it is right)."""
        s = self.session
        outcome = s.state.apply("out").outcome
        if outcome is None:
            return True
        words = self.words
        if not s.match.rules.show_scores:
            return await self.ask(words.say("ask.out.hidden"), words.say("ask.out.ok"))
        if outcome.winner == s.state.to_move:
            return True
        return await self.ask(
            words.say("ask.out", points=s.view().points[s.viewer],
                      cost=words.game_points_text(outcome.game_points)), words.say("ask.out.ok"))

    async def ask(self, question: str, ok: str) -> bool:
        before = self.phase
        self.phase = Phase.DIALOG
        self.frame()  # the question opens over the table as it stands
        try:
            return await self.deps.ask(question, ok)
        finally:
            if self.phase == Phase.DIALOG:
                self.phase = before

    # -- the other intents ---------------------------------------------------------
    async def back_to_match(self) -> None:
        """Back to the match from practice; a link's deal played beside it is done with,
        so a reload then opens the match (the address loses the link)."""
        if self.session.practice and self.practice.real is not None \
                and self.params.selects_game:
            self._drop_link()
        await self.practice.leave()

    def _drop_link(self) -> None:
        """The link's game is done with: the address keeps only the page's own options."""
        self.params.seed = None
        self.params.position = None
        self.params.level = None
        self.params.rules = None
        self.params.options = {}
        self.deps.set_url("" if self.pause_override is None else f"?pause={self.pause_override}")

    async def _next_deal(self) -> None:
        s = self.session
        if s.practice and s.deal_over:
            await self.back_to_match()
            return
        if s.state.outcome is None or s.match.is_over:
            return
        self.commit()  # a write refused at the deal's end is tried again before it goes
        s.next_deal()
        self.ui.message = ""
        self.reviews.finished(None)
        self.loop.trick_on_table = None
        await self.run()

    def in_progress(self) -> bool:
        """Whether a new match would replace one the player has not finished with: one
        under way, or one just won or lost whose end is not on screen yet (its last
        trick still shown), or a deal that would count as lost (``leaving_words``)."""
        s = self.session
        if self.leaving_words():
            return True
        if s.match.is_over:
            return self.phase != Phase.OVER
        return s.step > 0 or any(s.match.scores)

    async def _ask_new_match(self) -> None:
        words = self.words
        question = " ".join(filter(None, (words.say("ask.new_match"), self.leaving_words())))
        if self.in_progress() and not await self.ask(question, words.say("ask.new_match.ok")):
            return
        self.abandon()
        self.new_match(same_table=True)
        await self.run()


__all__ = ["Controller", "Deps", "Ui"]
