"""The review desk: which finished deal the review dialog shows, and its review.

A review is computed in slices (``Deps.review``) with a progress bar; the last few are
kept, so going back to one does not compute it again. The dialog shows ``shown``'s
review only: a deal asked for while another one is computed is reviewed next, never
shown the other one's. The deal just finished (``last``) has its review's cost counted
in the statistics, once: what its choices cost (``Verdict.charged``, never more than the
gap between the best result within reach and the actual one).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..contract import Host, Intent, Phase
from ..ledger import short

if TYPE_CHECKING:
    from game.engine.tables import AnyState
    from game.review.engine import Decision, Review
    from game.review.record import DealRecord, TrickFrame

KEEP_REVIEWS = 4  # finished reviews kept, so going back to one does not compute it again


class ReviewDesk:
    def __init__(self, ctl: Host) -> None:
        self.ctl = ctl
        self.last: DealRecord | None = None  # the finished deal, while it is on the table
        self.shown: DealRecord | None = None  # the deal the review dialog shows
        self._done: list[tuple[DealRecord, Review | None]] = []  # the last few computed
        self._frames_of: DealRecord | None = None
        self._frames: list[TrickFrame] = []
        self._kept_of: list[DealRecord] | None = None
        self._kept_final: list[tuple[int, AnyState]] = []

    def finished(self, record: DealRecord | None) -> None:
        """``record`` (None: none) is the deal on the table now; no review is open."""
        self.last = self.shown = record
        self.ctl.ui.review, self.ctl.ui.review_trick = None, 0
        self.ctl.ui.review_decision = 0

    # -- what the dialog and the statistics show ------------------------------------
    def frames(self) -> list[TrickFrame]:
        """The shown deal's tricks for the review's stepper."""
        record = self.shown
        if record is None:
            return []
        if self._frames_of is not record:
            self._frames_of, self._frames = record, record.tricks()
        return self._frames

    def kept_deals(self) -> list[tuple[int, AnyState]]:
        """The kept deals newest first: (index in ``kept``, its final state)."""
        kept = self.ctl.kept
        if self._kept_of is not kept:
            self._kept_of = kept
            self._kept_final = [(i, r.final()) for i, r in enumerate(kept)][::-1]
        return self._kept_final

    def available(self) -> bool:
        """Whether the deal just finished can be reviewed (or replayed) now."""
        ctl = self.ctl
        return (ctl.deps.review is not None and self.last is not None
                and ctl.session.deal_over and ctl.phase != Phase.DIALOG)

    def step(self, by: int) -> None:
        """The stepper moves ``by`` tricks (kept within the deal); the decision shown stays
        only if it is in that trick."""
        ui = self.ctl.ui
        ui.review_trick = max(0, min(len(self.frames()) - 1, ui.review_trick + by))
        if self._trick_index(ui.review_decision) != ui.review_trick:
            ui.review_decision = 0

    def choose(self, intent: str, value: object) -> None:
        """``review_goto``: the decision numbered ``value`` is shown, the stepper at its
        trick; ``review_all``: the routine decisions are listed too (``value`` True)."""
        ui = self.ctl.ui
        if intent == Intent.REVIEW_ALL:
            ui.review_all = bool(value)
            return
        if not isinstance(value, (int, str)):
            return
        number = int(value)
        index = self._trick_index(number)
        if index is not None:
            ui.review_decision, ui.review_trick = number, index

    def listed(self) -> list[int]:
        """The decisions the review's table lists, in order (the routine ones only when all
        are asked for): the rows its arrow keys walk."""
        ui = self.ctl.ui
        if ui.review is None:
            return []
        return [d.number for d in ui.review.decisions if ui.review_all or not d.routine]

    def decision(self, number: int) -> Decision | None:
        """The player's decision ``number`` in the review of the deal just finished (None:
        its review is not the one shown, or no such decision)."""
        review = self.ctl.ui.review
        if self.shown is not self.last or self.last is None or review is None:
            return None
        return next((d for d in review.decisions if d.number == number), None)

    def position_before(self, number: int) -> AnyState | None:
        """The position just before the player's decision ``number`` of the deal just
        finished (None: as ``decision``)."""
        decision = self.decision(number)
        if decision is None or self.last is None:  # (a decision is of ``last``)
            return None
        return self.last.states()[decision.index]

    def can_replay_from(self) -> bool:
        """Whether "Try again from here" may start practice now: the review shown is
        of the deal just finished, still on the table."""
        return (self.available() and self.shown is self.last and self.ctl.ui.review is not None
                and not self.ctl.session.shared)  # practice is one person's, at seat 0

    def _trick_index(self, number: int) -> int | None:
        """The stepper's place for decision ``number`` of the shown review (None: none)."""
        review = self.ctl.ui.review
        frames = self.frames()
        decision = next((d for d in review.decisions if d.number == number), None) \
            if review is not None else None
        if decision is None or not frames:
            return None
        return next((i for i, f in enumerate(frames) if f.number >= decision.trick),
                    len(frames) - 1)

    # -- reviewing ----------------------------------------------------------------
    async def review(self, which: object = None) -> None:
        """Review a deal: the one just finished (``which`` None), or the kept deal
        ``which`` (0 = the oldest of the last 20)."""
        ctl = self.ctl
        record = None
        if which is None:
            if self.available():
                record = self.last
        elif isinstance(which, int) and 0 <= which < len(ctl.kept):
            record = ctl.kept[which]
        if record is not None:
            await self._open(record)

    async def review_seat(self, seat: int) -> None:
        """At a people's match, the deal just finished from ``seat``'s chair: that
        person's decisions judged from what they could see."""
        s, last = self.ctl.session, self.last
        if last is None or not (self.available() and s.shared and s.is_person(seat)):
            return
        record = last if seat == last.seat else s.deal_record(seat)
        if record is not None:
            await self._open(record)

    async def _open(self, record: DealRecord) -> None:
        """The review dialog shows ``record``'s review, computed first if need be."""
        ctl, ui = self.ctl, self.ctl.ui
        if ctl.deps.review is None:
            return
        if record is self.shown and ui.review is not None:
            return  # already reviewed: the dialog shows it again
        self.shown, ui.review_trick, ui.review_decision = record, 0, 0
        ui.review = self._reviewed(record)
        if ui.review is not None or ui.review_progress is not None:
            return  # (computed already; or the one under way finishes first, and the loop
            # below takes this one)
        while self.shown is not None and not any(r is self.shown for r, _ in self._done):
            await self._compute(self.shown)
        ui.review_progress = None
        ui.review = self._reviewed(self.shown)  # (the intent's end shows it)

    async def _compute(self, record: DealRecord) -> None:
        ctl = self.ctl

        def progress(fraction: float) -> None:
            ctl.ui.review_progress = fraction if record is self.shown else 0.0
            ctl.frame()  # the review's progress shows while it is computed

        assert ctl.deps.review is not None
        progress(0.0)
        try:
            review = await ctl.deps.review(record, progress)
        except Exception as e:  # the game goes on without the review
            words = ctl.words
            ctl.ui.message = words.say("msg.review_failed", error=short(words, e))
            review = None
        self._done = [*self._done, (record, review)][-KEEP_REVIEWS:]
        if record is self.last and review is not None:  # its cost is counted, once
            ctl.ledger.count_review(ctl.session, ctl.words, review.verdict().charged)

    def _reviewed(self, record: DealRecord | None) -> Review | None:
        """A computed review of ``record`` (None: not computed, or it failed)."""
        return next((review for r, review in self._done if r is record), None)
