"""The game loop: everything that happens between the human's turns.

It plays the computer's turns, shows a finished trick for a moment and draws for the
human when there is nothing to decide; it stops at the human's turn (a card, or the
choice between drawing and closing the stock) or the deal's end.
One loop runs at a time; a new match or deal while it runs is picked up by the same
loop (it re-reads the session after every wait), and it holds still while a dialog is
open. A finished trick's display ends early on an interruption (``interrupt``: a tap).
It runs inside an intent (the controller draws at its end); the moments it shows on the
way are declared frames (``Host.frame``): the computer thinking, a trick's last card
gliding to the table and that trick landing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.events import Event

from .contract import Host, Phase
from .ledger import short

if TYPE_CHECKING:
    from game.engine.tables import AnyState

    from .session import Session

SLICE_S = 0.05  # how often a wait looks for an interruption
# The pace (issue 40: at the old pace a player could act again 3.9 s after leading, as a
# median): of the chosen pause (Settings, 800 ms by default), the computer waits this share
# before its card, and a finished trick stays on the table this share before it goes to
# its winner's pile (a tap on the table takes it at once).
COMPUTER_SHARE = 0.25
TRICK_SHARE = 0.45


class GameLoop:
    def __init__(self, ctl: Host) -> None:
        self.ctl = ctl
        self.running = False
        self.trick_on_table: Event | None = None  # a finished trick shown for a moment
        self._interrupt: str | None = None  # an intent that ends a wait early

    def interrupt(self, word: str) -> None:
        """End the current wait early with ``word`` (if that wait takes it)."""
        self._interrupt = word

    async def run(self) -> None:
        """Play up to the human's turn or the deal's end (once, however often asked)."""
        ctl = self.ctl
        if self.running:
            return
        self.running = True
        try:
            while True:
                await self._hold_while_dialog()
                if ctl.elsewhere:
                    ctl.phase = Phase.ELSEWHERE
                    break
                gen = ctl.generation
                s = ctl.session
                st = s.state

                trick = s.last_trick_event()
                if trick is not None:
                    s.events = tuple(e for e in s.events if e.kind != "trick")
                    if ctl.pause_ms() > 0:
                        await self._show_trick(trick)
                        continue
                    s.land()
                if st.outcome is not None:
                    ctl.phase = Phase.OVER
                    ctl.record_deal_end()
                    break
                mover = st.to_move
                if mover is not None and not s.is_person(mover):
                    await self._computer_turn(mover, gen, s, st)
                    continue
                if st.stage == "before_draw" and mover is not None:  # a person won a trick
                    if all(a == "draw" for a in st.legal_actions()):
                        ctl.apply(mover, "draw")  # nothing to decide: the draw follows
                        continue
                if s.curtain_for is not None:  # the device passes: every hand hidden
                    ctl.phase = Phase.CURTAIN
                    break
                if st.stage == "before_draw":
                    ctl.phase = Phase.DRAWING  # Draw, Close or Out: the table waits, no timer
                    break
                ctl.phase = Phase.YOU
                break
        except Exception as e:  # never leave the page stuck without a word
            words = ctl.words
            ctl.ui.message = words.say("msg.error", error=short(words, e))
            ctl.phase = (Phase.YOU if ctl.session.is_person(ctl.session.state.to_move)
                         else Phase.WAIT)
            raise  # (the intent's end shows the message)
        finally:
            self.running = False

    async def _show_trick(self, trick: Event) -> None:
        ctl = self.ctl
        self.trick_on_table = trick
        self._interrupt = None  # a tap from now on (the glide too) collects this trick
        ctl.phase = Phase.TRICK
        ctl.frame()  # the trick's last card glides to the table
        s = ctl.session
        if ctl.deps.settle is not None:
            await ctl.deps.settle()
        s.land()  # now the status and the log tell who won it
        if ctl.session is s:
            ctl.frame()
        await self._wait(ctl.pause_ms() * TRICK_SHARE, ("skip",), fresh=False)
        # a trick of a game that has gone meanwhile (Undo, Back to match) is not swept: the
        # cards on the table now are the other game's
        if ctl.deps.sweep is not None and trick.seat is not None and ctl.session is s:
            await ctl.deps.sweep(trick.seat)
        # no await between this and the phase change below: a dialog opened meanwhile
        # must not be overwritten
        await self._hold_while_dialog()
        self.trick_on_table = None
        ctl.phase = Phase.WAIT

    async def _computer_turn(self, seat: int, gen: int, s: Session, st: AnyState) -> None:
        ctl = self.ctl
        ctl.phase = Phase.COMPUTER
        ctl.frame()
        await ctl.deps.sleep(max(ctl.pause_ms() * COMPUTER_SHARE, 30) / 1000)
        if self._moved_on(gen, s, st):
            return
        action = await self._computer_action(seat, st, s.match.seed * 7919 + s.step)
        await self._hold_while_dialog()
        if self._moved_on(gen, s, st):
            return
        ctl.apply(seat, action)

    # -- waiting ---------------------------------------------------------------------
    async def _wait(self, ms: float, stop_on: tuple[str, ...],
                    fresh: bool = True) -> str | None:
        """Wait ``ms`` or until one of ``stop_on`` is sent (from now on, or with
        ``fresh=False`` since the caller last cleared it); the intent that ended it."""
        if fresh:
            self._interrupt = None
        waited = 0.0
        while waited < ms:
            if self._interrupt in stop_on:
                break
            step = min(SLICE_S * 1000, ms - waited)
            await self.ctl.deps.sleep(step / 1000)
            waited += step
        got, self._interrupt = self._interrupt, None
        return got if got in stop_on else None

    async def _hold_while_dialog(self) -> None:
        """A question asked during a wait (New game while a trick is shown or during the
        draw) holds the game: the phase stays ``dialog`` until it is answered."""
        while self.ctl.phase == Phase.DIALOG:
            await self.ctl.deps.sleep(SLICE_S)

    def _moved_on(self, gen: int, s: Session, st: AnyState) -> bool:
        """Something else changed the game while the loop waited."""
        ctl = self.ctl
        return gen != ctl.generation or ctl.session is not s or s.state is not st

    async def _computer_action(self, seat: int, st: AnyState, seed: int) -> str:
        """The action of the computer at ``seat``, the one to move on ``st``."""
        ctl = self.ctl
        if ctl.session.puzzle is not None:  # a puzzle: the exact solver's best reply
            from game.puzzles.judge import reply

            return reply(st)
        s = ctl.session
        level = s.seats.level_of(seat) or s.level  # this seat's computer
        try:
            action = await ctl.deps.think(st, level, seed)
        except ImportError:
            ctl.ui.levels = tuple(x for x in ctl.ui.levels if x != "expert")
            ctl.ui.notices.append(ctl.words.say("msg.expert_missing"))
            s.level = level = "sharp"
            s.seats = s.seats.with_level(level)
            action = await ctl.deps.think(st, level, seed)
        legal = st.legal_actions()
        return action if action in legal else legal[0]  # an AI bug must not stop the game
