"""Practice: a finished deal played again with the same cards, whole or from one of the
player's decisions in its review. Practice is never saved nor counted; the match waits
aside meanwhile and comes back as it was, at any moment of the practice."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.play.match import Match

from .contract import Host, Phase
from .session import Session
from .texts import say

if TYPE_CHECKING:
    from .game_loop import GameLoop
    from .reviews import ReviewDesk


class PracticeDesk:
    def __init__(self, ctl: Host, reviews: ReviewDesk, loop: GameLoop) -> None:
        self.ctl = ctl
        self.reviews = reviews
        self.loop = loop
        self.real: Session | None = None  # the match, while a deal of it is practised

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
        ctl.generation += 1
        match = Match(rules=record.rules, seed=s.match.seed, state=start,
                      deal_number=s.match.deal_number)
        practice = Session(match, record.level or s.level, s.origin)
        practice.practice = True
        practice.notice = say("notice.practice") if number is None else say(
            "notice.practice_from", trick=sum(start.tricks) + 1)
        practice.log.insert(0, practice.notice)
        ctl.session = practice
        self.reviews.finished(None)
        ctl.ui.message = ""
        ctl.render()
        await ctl.run()

    async def leave(self) -> None:
        """Back to the match as it was (nothing of the practice was saved; a game loop
        still busy with it stops at its next look)."""
        ctl = self.ctl
        if not ctl.session.practice or self.real is None:
            return
        ctl.generation += 1
        ctl.session, self.real = self.real, None
        self.loop.trick_on_table = None
        self.reviews.finished(ctl.session.deal_record())
        ctl.ui.message = ""
        ctl.render()
        await ctl.run()
