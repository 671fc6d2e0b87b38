"""Practice: a finished deal played again with the same cards, whole or from one of the
player's decisions in its review. Practice is never saved nor counted; the match waits
aside meanwhile and comes back as it was, at any moment of the practice. In practice,
Undo takes back the player's last move and everything after it (the computer's reply,
the draws), as often as wanted; never in the match itself."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.play.match import Match
from game.review.scale import NOISE
from game.words import HUMAN

from .contract import Host, Phase
from .session import PRACTICE, Away, Session
from .table.narrate import Told, action_fact, decimal_fact, note

if TYPE_CHECKING:
    from game.engine.tables import AnyState
    from game.review.engine import Decision
    from game.review.record import DealRecord

    from .game_loop import GameLoop
    from .review.reviews import ReviewDesk


def away_session(match: Match, level: str, origin: str, away: Away,
                 actions: tuple[str, ...], log: list[Told] | None = None) -> Session:
    """A session away from the match (``away``) on ``match``, which begins at the start of
    a practice or a puzzle, with ``actions`` played again (every seat's, as they were)."""
    session = Session(match, level, origin, log=log)
    session.away = away
    for action in actions:
        seat = match.state.to_move
        assert seat is not None  # these actions were played from this very start
        session.apply(seat, action)
    session.take_cues()  # played again to get here, not played now: no sound
    return session


class PracticeDesk:
    def __init__(self, ctl: Host, reviews: ReviewDesk, loop: GameLoop) -> None:
        self.ctl = ctl
        self.reviews = reviews
        self.loop = loop
        self.real: Session | None = None  # the match, while a deal of it is practised
        self._start: AnyState | None = None  # the first position (what Undo replays from)
        self._level = ""
        # "Try again from here": the reviewed decision asked again (its actions' values),
        # judged each time the player decides at the practice's start
        self.question: Decision | None = None

    async def replay(self, number: int | None = None) -> None:
        """Play the finished deal again with the same cards; Next deal then goes back to
        the match. ``number``: from just before the player's decision ``number`` of its
        review."""
        ctl = self.ctl
        record = self.reviews.last
        if record is None or not ctl.session.deal_over or ctl.phase == Phase.DIALOG:
            return
        start = record.start() if number is None else self.reviews.position_before(number)
        if start is None:
            return
        s = ctl.session
        if not s.practice:
            self.real = s
        # from a decision: against the Expert, whose eyes the review's values are
        self.question = None if number is None else self.reviews.decision(number)
        self._start = start
        self._level = record.level or s.level if number is None else "expert"
        notice = note("notice.practice") if number is None else note(
            "notice.practice_from", trick=sum(start.tricks) + 1)
        await self._practise((), notice)

    def verdict(self, action: str) -> Told | None:
        """The player's ``action`` at a "Try again from here" start, judged by the review's
        values for that decision ('' anywhere else): as good as the Expert's choice, or
        what it costs on average against it."""
        s = self.ctl.session
        q = self.question
        if q is None or not s.practice or s.actions or action not in q.ev:
            return None
        value, expert = q.ev[action], q.ev[q.expert]
        if value >= expert - NOISE:
            return note("try.good", value=decimal_fact(value, 2, signed=True))
        return note("try.costly", expert=action_fact(q.expert),
                    cost=decimal_fact(expert - value, 2))

    async def aside(self, session: Session, start: AnyState, level: str) -> None:
        """Put the match aside (as a replay does) and play ``session``, which began at
        ``start`` (what Undo counts from): a puzzle (game.web.puzzles.puzzle_desk), or the deal of
        the day, which Back to match leaves the same way."""
        s = self.ctl.session
        if not s.practice:
            self.real = s
        self._start, self._level, self.question = start, level, None
        await self._switch_to(session, None)

    def beside(self, session: Session, start: AnyState, level: str) -> None:
        """As ``aside``, when the page starts (nothing runs yet): ``session`` on the table,
        the match waiting aside (a link's deal beside a match, a deal of the day resumed)."""
        ctl = self.ctl
        if not ctl.session.practice:
            self.real = ctl.session
        self._start, self._level, self.question = start, level, None
        ctl.session = session

    def undoable(self) -> int | None:
        """How many of the practice's actions stay when the player's last move is taken
        back (None: nothing to take back). A move is a card, a close, an exchange, keeping
        the nine or going out; a draw goes with the move before it (the draw follows
        the trick that card won)."""
        s = self.ctl.session
        if not s.takes_back or self._start is None:
            return None
        st, last = self._start, None
        for i, action in enumerate(s.actions):
            if st.to_move == HUMAN and action != "draw":
                last = i
            st = st.apply(action)
        return last

    async def undo(self) -> None:
        """Take back the player's last move and all that followed it; outside practice the
        page says why not."""
        ctl = self.ctl
        if ctl.phase == Phase.DIALOG:
            return
        keep = self.undoable()
        if keep is None:
            s = ctl.session
            ctl.ui.message = ctl.words.say("msg.undo.daily" if s.daily
                                           else "msg.undo.practice_only" if not s.practice
                                           else "msg.undo.nothing")
            return
        await self._practise(tuple(ctl.session.actions[:keep]), note("notice.undone"))

    async def _practise(self, actions: tuple[str, ...], notice: Told) -> None:
        """A practice session from the practice's start with ``actions`` played (every
        seat's, as they were): the table, the log and the turn as they stood then."""
        ctl = self.ctl
        s = ctl.session
        start = self._start
        assert start is not None  # (a replay sets it first; an undo only follows one)
        ctl.generation += 1  # a game loop busy with the practice before stops at its next look
        match = Match(rules=s.match.rules, seed=s.match.seed, state=start.in_match(None),
                      deal_number=s.match.deal_number)
        practice = away_session(match, self._level, s.origin, Away(PRACTICE), actions)
        practice.notice = [notice]
        if actions:
            practice.log.append(notice)  # the latest thing that happened
        else:
            practice.log.insert(0, notice)  # what the whole log below is
        await self._switch_to(practice, None)

    async def leave(self) -> None:
        """Back to the match as it was (nothing of the practice was saved; a game loop
        still busy with it stops at its next look)."""
        ctl = self.ctl
        if not ctl.session.practice or self.real is None:
            return
        self.question = None
        ctl.generation += 1
        real, self.real = self.real, None
        await self._switch_to(real, real.deal_record())

    async def _switch_to(self, session: Session, record: DealRecord | None) -> None:
        """Put ``session`` on the table: a trick of the game before that is on show ends
        its display (and is not swept), the review follows ``record``; then play on."""
        ctl = self.ctl
        ctl.session = session  # (its words are its own: a puzzle's table may be another)
        self.loop.trick_on_table = None
        self.loop.interrupt("skip")
        self.reviews.finished(record)
        ctl.ui.message = ""
        await ctl.run()  # (its first frame, or the intent's end, shows the new table)
