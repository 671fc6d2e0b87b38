"""The deal of the day in the page (game.play.daily says what it is).

Starting it puts the match aside, as a replay does (Back to match returns to it), and
uses the day up at that table: a deal of the day left unfinished is not played again for
the rating; pressing the button again after that deals the same cards as practice. Its
end moves the rating, and then the Expert plays the player's seat on the same cards
against the same opponent, in slices with progress (``compare``): the two results side
by side, a streak of days, and a line to share, copied on request. Undo is refused in it
(it is rated); a hint makes it unrated, as in the match.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.play.daily import DAILY_PRESETS, daily_seed
from game.play.match import Match

from .contract import Host, Phase
from .ledger import short
from .session import DAILY, PRACTICE, Away, Session
from .texts import HUMAN, date_text, rules_name, say, signed_int

if TYPE_CHECKING:
    from game.play.daily import Entry

    from .practice import PracticeDesk
    from .reviews import ReviewDesk

LEVEL = "expert"  # the deal of the day is against the Expert


def net(state: Any) -> int:
    """The player's game points in a finished deal (minus what it paid)."""
    return int(state.outcome.net(HUMAN))


class DailyDesk:
    def __init__(self, ctl: Host, practice: PracticeDesk, reviews: ReviewDesk) -> None:
        self.ctl = ctl
        self.practice = practice
        self.reviews = reviews
        self.progress: float | None = None  # the comparison's progress, while it runs
        self._comparing = False
        # a finished deal of the day awaits the Expert's result: one left by a reload
        # during its comparison, or one just finished (``finished``)
        self.due = bool(ctl.ledger.daily.uncompared())

    # -- what the page shows --------------------------------------------------------
    def today(self) -> str:
        return self.ctl.deps.today()

    def preset(self) -> str:
        return self.ctl.session.match.rules.preset

    def entry(self) -> Entry | None:
        """Today's deal at the table being played, as the record has it."""
        return self.ctl.ledger.daily.entry(self.today(), self.preset())

    def line(self) -> str:
        """The Settings panel's line: today's deal at this table, and the streak."""
        preset = self.preset()
        if preset not in DAILY_PRESETS:
            return say("daily.no_table")
        e = self.entry()
        streak = self.ctl.ledger.daily.streak(self.today())
        state = (say("daily.line.new") if e is None else say("daily.line.left")
                 if e.you is None else self.results(e))
        return say("daily.line", rules=rules_name(preset), state=state, streak=streak)

    def results(self, e: Entry) -> str:
        """'You: +1. The Expert in your seat: +2.' (or still to be computed)."""
        you = signed_int(e.you or 0)
        if e.expert is None:
            return say("daily.result.waiting", you=you)
        return say("daily.result", you=you, expert=signed_int(e.expert))

    def share_line(self) -> str | None:
        e = self.entry()
        if e is None or e.you is None or e.expert is None:
            return None
        return say("daily.share", game=say(f"daily.game.{self.preset()}"),
                   day=date_text(self.today()),
                   you=signed_int(e.you), expert=signed_int(e.expert))

    # -- intents ----------------------------------------------------------------------
    async def start(self) -> None:
        """The deal of the day at the table being played: rated the first time, practice
        after that."""
        ctl = self.ctl
        s = ctl.session
        if ctl.phase == Phase.DIALOG:
            return
        preset = self.preset()
        if s.practice or preset not in DAILY_PRESETS:
            ctl.ui.message = say("daily.no_table" if preset not in DAILY_PRESETS
                                 else "daily.leave_first")
            return
        day = self.today()
        ledger = ctl.ledger
        first = ledger.daily.entry(day, preset) is None
        match = Match.new(daily_seed(day, preset), preset)  # the preset's own options
        session = Session(match, LEVEL, f"daily:{day}")
        # never saved as the match, nor counted in its statistics; rated the first time
        session.away = Away(DAILY, day=day) if first else Away(PRACTICE)
        if first:
            ledger.daily.start(day, preset)
            ledger.store.save_daily(ledger.daily)
        session.notice = say("daily.notice" if first else "daily.notice.again",
                             day=date_text(day))
        session.log.insert(0, session.notice)
        await self.practice.aside(session, session.state, LEVEL)

    async def leave(self) -> bool:
        """Back to match during the deal of the day asks first (it is not played again for
        the rating); True when the caller should go back."""
        s = self.ctl.session
        if not s.daily or s.deal_over:
            return True
        return await self.ctl.ask(say("ask.leave_daily"), say("ask.leave_daily.ok"))

    def finished(self, s: Session) -> None:
        """The deal of the day ended: its result and the rating step, once."""
        ledger = self.ctl.ledger
        preset = s.match.rules.preset
        e = ledger.daily.entry(s.daily, preset)
        if e is not None and e.you is not None:
            return  # taken in already
        ledger.rate_once(s)
        ledger.store.save_rating(ledger.ratings)  # (the match's mark stays: not its deal)
        ledger.daily.finish(s.daily, preset, net(s.state))
        ledger.store.save_daily(ledger.daily)
        self.due = True
        self.reviews.finished(s.deal_record())

    async def share(self) -> None:
        ctl = self.ctl
        line = self.share_line()
        if line is None:
            return
        copied = False
        if ctl.deps.copy is not None:
            try:
                copied = await ctl.deps.copy(line)
            except Exception:  # a browser that refuses the clipboard: the line is shown
                copied = False
        ctl.ui.message = say("daily.copied" if copied else "daily.copy_by_hand", line=line)

    # -- the duplicate comparison -------------------------------------------------------
    async def compare(self) -> None:
        """The Expert in the player's seat of every finished deal of the day still without
        its result (normally just today's), on the same cards against the same opponent:
        the opponent thinks with the seeds it had in the player's game (the game loop's
        ``seed * 7919 + step``), and the Expert in the player's seat with the same rule."""
        if self._comparing:
            return
        self._comparing, self.due = True, False
        ctl = self.ctl
        try:
            for day, preset in ctl.ledger.daily.uncompared():
                seed = daily_seed(day, preset)
                st = Match.new(seed, preset).state
                tricks = st.rules.ranks * 4 // st.rules.players  # the progress' scale
                step = 0
                self.progress = 0.0
                ctl.render()
                while st.outcome is None:
                    action = await ctl.deps.think(st, LEVEL, seed * 7919 + step)
                    legal = st.legal_actions()
                    st = st.apply(action if action in legal else legal[0])
                    step += 1
                    self.progress = min(sum(st.tricks) / tricks, 1.0)
                    ctl.render()
                ctl.ledger.daily.compared(day, preset, net(st))
                ctl.ledger.store.save_daily(ctl.ledger.daily)
        except Exception as e:  # the comparison is an extra: the game goes on without it
            ctl.ui.message = say("daily.compare_failed", error=short(e))
        finally:
            self._comparing = False
            self.progress = None
            ctl.render()
