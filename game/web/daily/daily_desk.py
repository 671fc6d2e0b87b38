"""The deal of the day in the page (game.play.daily says what it is).

Starting it says its terms first (rated once a day, no hints, no take-backs, leaving
counts as a lost deal) and deals nothing without Start; then it puts the match aside, as
a replay does (Back to match returns to it), and starts the day at that table for the
rating: from then on the deal counts, and leaving
it before its end (Back to match, New match, a change of level or rules) counts as a
lost deal, said before. A reload resumes it (the record keeps its moves); a link opened
meanwhile waits until it is over. Pressing the button again after that deals the same
cards as practice, and says what the rating made of the first time. Its end moves the
rating, and then the Expert plays the player's seat on the same cards against the same
opponent, in slices with progress (``compare``): the two results side by side, a
streak of days, and a line to share, copied on request. No take-backs, no hints (it is
rated). The day a deal belongs to is its own, not the clock's: one started before
midnight and finished after it shows its result.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game import IllegalAction
from game.play.daily import DAILY_PRESETS, daily_seed
from game.play.match import Match
from game.words import HUMAN, Words, signed_int

from ..contract import Host, Phase
from ..ledger import short
from ..practice import away_session
from ..session import DAILY, PRACTICE, Away, Session
from ..table.narrate import Told, date_fact, joined, note

if TYPE_CHECKING:
    from game.engine.tables import AnyState
    from game.play.daily import Entry

    from ..practice import PracticeDesk
    from ..review.reviews import ReviewDesk

LEVEL = "expert"  # the deal of the day is against the Expert
AGAIN = {"finished": "daily.notice.again"}  # the notice of a day's deal again, by why


def net(state: AnyState) -> int:
    """The player's game points in a finished deal (minus what it paid)."""
    oc = state.outcome
    assert oc is not None  # (a finished deal)
    return int(oc.net(HUMAN))


class DailyDesk:
    def __init__(self, ctl: Host, practice: PracticeDesk, reviews: ReviewDesk) -> None:
        self.ctl = ctl
        self.practice = practice
        self.reviews = reviews
        self.progress: float | None = None  # the comparison's progress, while it runs
        self._comparing = False
        # a finished deal of the day awaits the Expert's result: one of today's left by a
        # reload during its comparison, or one just finished (``finished``)
        self.due = bool(ctl.ledger.daily.uncompared({self.today()}))

    # -- what the page shows --------------------------------------------------------
    def today(self) -> str:
        return self.ctl.deps.today()

    def day(self) -> str:
        """The day the panel tells: the deal of the day's on the table, else today."""
        return self.ctl.session.daily or self.today()

    def preset(self) -> str:
        return self.ctl.session.match.rules.preset

    def entry(self) -> Entry | None:
        """The deal of ``day()`` at the table being played, as the record has it."""
        return self.ctl.ledger.daily.entry(self.day(), self.preset())

    def line(self, words: Words) -> str:
        """The menu's line: the day's deal at this table, and the streak."""
        preset = self.preset()
        if preset not in DAILY_PRESETS:
            return words.say("daily.no_table")
        daily = self.ctl.ledger.daily
        day = self.day()
        why = daily.unrated_why(day, preset)
        e = self.entry()
        state = (self.results(words, e) if why == "finished" and e is not None
                 else words.say(f"daily.line.{why}", newest=words.date_text(daily.newest))
                 if why else words.say("daily.line.new"))
        streak = daily.streak(self.today())
        if day != self.today():  # a deal started before midnight, on the table after it
            return words.say("daily.line.day", rules=words.rules_name(preset),
                             day=words.date_text(day), state=state, streak=streak)
        return words.say("daily.line", rules=words.rules_name(preset), state=state,
                         streak=streak)

    def results(self, words: Words, e: Entry) -> str:
        """'You: +1. The Expert in your seat: +2.' (or still to be computed)."""
        you = signed_int(e.you or 0)
        if e.expert is None:
            return words.say("daily.result.waiting", you=you)
        return words.say("daily.result", you=you, expert=signed_int(e.expert))

    def share_line(self, words: Words) -> str | None:
        e = self.entry()
        if e is None or e.you is None or e.expert is None:
            return None
        return words.say("daily.share", game=words.say(f"daily.game.{self.preset()}"),
                         day=words.date_text(self.day()),
                         you=signed_int(e.you), expert=signed_int(e.expert))

    # -- intents ----------------------------------------------------------------------
    async def start(self) -> None:
        """The deal of the day at the table being played: rated the first time (the day
        not older than the newest one started), practice after that."""
        ctl = self.ctl
        s = ctl.session
        if ctl.phase == Phase.DIALOG:
            return
        preset = self.preset()
        words = ctl.words
        if s.practice or preset not in DAILY_PRESETS:
            ctl.ui.message = words.say("daily.no_table" if preset not in DAILY_PRESETS
                                       else "daily.leave_first")
            return
        day = self.today()
        ledger = ctl.ledger
        why = ledger.daily.unrated_why(day, preset)
        # rated: its terms are said, and agreed to, before its cards are seen
        if not why and not await ctl.ask(words.say("ask.daily", day=words.date_text(day)),
                                         words.say("ask.daily.ok")):
            ctl.ui.message = words.say("msg.daily.not_started")
            return
        match = Match.new(daily_seed(day, preset), preset, alone=True)  # its own options
        session = Session(match, LEVEL, f"daily:{day}")
        # never saved as the match, nor counted in its statistics; rated the first time
        session.away = Away(PRACTICE) if why else Away(DAILY, day=day)
        if not why:
            ledger.daily.start(day, preset)
            ledger.changed("daily")
        told = note(AGAIN.get(why, f"daily.notice.again.{why}"), day=date_fact(day),
                    newest=date_fact(ledger.daily.newest)) if why else \
            joined(note("daily.notice", day=date_fact(day)), note("daily.notice.leaving"))
        session.notice = [told]
        session.log.insert(0, told)
        await self.practice.aside(session, session.state, LEVEL)

    def resume(self) -> str:
        """At the page's start: the deal of the day under way goes on (the match waits
        aside), its moves played again; one that cannot be played again counts as lost.
        Returns the day resumed ('' if none)."""
        ctl = self.ctl
        daily = ctl.ledger.daily
        playing = daily.playing
        if playing is None:
            return ""
        match = Match.new(daily_seed(playing.day, playing.preset), playing.preset,
                          alone=True)
        start = match.state
        session = away_session(match, LEVEL, f"daily:{playing.day}",
                               Away(DAILY, day=playing.day), ())
        try:
            for action in playing.actions:
                seat = session.state.to_move
                if seat is None:
                    raise IllegalAction(ctl.words.say("msg.over"))
                session.apply(seat, action)
        except (IllegalAction, ValueError) as e:
            words = ctl.words  # (the match's: its table stays on)
            ctl.ui.notices.append(words.say("daily.resume_failed", error=short(words, e)))
            self._lost(session, playing.day)
            return ""
        session.take_cues()  # the deal as it was left, played again: no sound
        told = note("daily.resumed", day=date_fact(playing.day))
        session.notice = [told]
        session.log.append(told)
        self.practice.beside(session, start, LEVEL)
        return playing.day

    def saved(self, s: Session) -> None:
        """The deal of the day under way: its moves are kept when they moved on (a reload
        resumes it). Nothing from a tab whose match another tab took over."""
        ledger = self.ctl.ledger
        playing = ledger.daily.playing
        if s.daily and not s.deal_over and playing is not None \
                and playing.actions != tuple(s.actions) and ledger.owns():
            ledger.daily.progress(tuple(s.actions))
            ledger.changed("daily")

    async def leave(self) -> bool:
        """Back to match during the deal of the day asks first (it counts as a lost deal);
        True when the caller should go back (the deal then counted as lost)."""
        ctl = self.ctl
        s = ctl.session
        if not s.daily or s.deal_over:
            return True
        words = ctl.words
        if not await ctl.ask(words.say("ask.leave_daily") + " " + words.say("ask.forfeit.daily"),
                             words.say("ask.leave_daily.ok")):
            return False
        if ctl.session is s:
            self.forfeit(s)
        return True

    def forfeit(self, s: Session) -> Told | None:
        """The deal of the day ``s`` is left before its end: a lost deal for the rating,
        once. Returns the rating's move (None if none)."""
        if not s.daily or s.deal_over or not self.ctl.ledger.owns():
            return None
        return self._lost(s, s.daily)

    def _lost(self, s: Session, day: str) -> Told | None:
        """``s`` (the deal of ``day``) counts as a lost deal for the rating, once."""
        ledger = self.ctl.ledger
        preset = s.match.rules.preset
        e = ledger.daily.entry(day, preset)
        if e is None or e.you is not None or e.lost:
            return None  # taken in already
        line = ledger.rate_once(s, self.ctl.words, 0.0)
        ledger.changed("rating")  # (the match's mark stays: not its deal)
        ledger.daily.leave(day, preset)
        ledger.changed("daily")
        return line

    def finished(self, s: Session) -> None:
        """The deal of the day ended: its result and the rating step, once."""
        ledger = self.ctl.ledger
        preset = s.match.rules.preset
        e = ledger.daily.entry(s.daily, preset)
        if e is None or e.you is not None or e.lost:
            return  # taken in already
        ledger.rate_once(s, self.ctl.words)
        ledger.changed("rating")  # (the match's mark stays: not its deal)
        ledger.daily.finish(s.daily, preset, net(s.state))
        ledger.changed("daily")
        self.due = True
        self.reviews.finished(s.deal_record())

    async def share(self) -> None:
        ctl = self.ctl
        line = self.share_line(ctl.words)
        if line is None:
            return
        copied = await ctl.deps.to_clipboard(line)  # refused: the line is shown
        ctl.ui.message = ctl.words.say("daily.copied" if copied else "daily.copy_by_hand",
                                       line=line)

    # -- the duplicate comparison -------------------------------------------------------
    async def compare(self) -> None:
        """The Expert in the player's seat of every finished deal of the day the page
        shows (today's, and the one on the table) still without its result, on the same
        cards against the same opponent: the opponent thinks with the seeds it had in the
        player's game (the game loop's ``seed * 7919 + step``), and the Expert in the
        player's seat with the same rule."""
        if self._comparing:
            return
        self._comparing, self.due = True, False
        ctl = self.ctl
        try:
            for day, preset in ctl.ledger.daily.uncompared({self.today(), self.day()}):
                seed = daily_seed(day, preset)
                st = Match.new(seed, preset, alone=True).state
                tricks = st.rules.ranks * 4 // st.rules.players  # the progress' scale
                step = 0
                self.progress = 0.0
                ctl.frame()  # its progress shows while the Expert plays
                while st.outcome is None:
                    action = await ctl.deps.think(st, LEVEL, seed * 7919 + step)
                    legal = st.legal_actions()
                    st = st.apply(action if action in legal else legal[0])
                    step += 1
                    self.progress = min(sum(st.tricks) / tricks, 1.0)
                    ctl.frame()
                ctl.ledger.daily.compared(day, preset, net(st))
                ctl.ledger.changed("daily")
        except Exception as e:  # the comparison is an extra: the game goes on without it
            words = ctl.words
            ctl.ui.message = words.say("daily.compare_failed", error=short(words, e))
        finally:  # (the intent that ran it draws the result)
            self._comparing = False
            self.progress = None
