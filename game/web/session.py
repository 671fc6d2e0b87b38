"""One match as the page plays it: the engine's Match, the move log, the last events.

Pure Python (no browser imports) so CPython tests can drive it. The human is
seat 0. ``apply`` is the only way the page changes the game; the engine reports
what happened (game.events) and narrate.py words it, so no hidden card is named.
"""

from __future__ import annotations

from typing import Any

from game import IllegalAction
from game.events import Event
from game.match import Match

from . import narrate
from .texts import COMPUTER, HUMAN, say, suit_name, the


class Session:
    def __init__(self, match: Match, level: str, origin: str = "",
                 log: list[str] | None = None, step: int = 0,
                 recorded: bool = False) -> None:
        self.match = match
        self.level = level
        self.origin = origin
        self.log: list[str] = list(log or [])
        self.step = step  # actions applied since the match began (a test hook)
        self.recorded = recorded  # the finished deal was counted (best, stats)
        self.notice = ""  # the last thing that happened, for the status line
        self.events: tuple[Event, ...] = ()  # the last action's events, as the human sees them
        self.fresh: tuple[str, ...] = ()  # cards the human just drew (marked until a play)
        if not self.log:
            self.log.append(self.deal_intro())

    # -- facts ---------------------------------------------------------------
    @property
    def state(self):
        return self.match.state

    def view(self):
        return self.state.view(HUMAN)

    @property
    def deal_over(self) -> bool:
        return self.state.outcome is not None

    @property
    def match_over(self) -> bool:
        return self.match.is_over

    def deal_intro(self) -> str:
        v = self.view()
        return say(f"deal.intro.dealer{v.dealer}", number=self.match.deal_number,
                   suit=suit_name(v.trump), card=the(v.trump_card))

    # -- changing the game ---------------------------------------------------
    def apply(self, seat: int, action: str) -> tuple[Event, ...]:
        """Apply ``action`` for ``seat``; IllegalAction (with a reason) if not allowed."""
        st = self.state
        if st.to_move != seat:
            if st.outcome is not None:
                raise IllegalAction(say("msg.over"))
            raise IllegalAction(say("msg.wait"))
        events = tuple(e.seen_by(HUMAN) for e in self.match.apply_events(action))
        self.step += 1
        self.events = events
        drawn = tuple(e.card for e in events
                      if e.kind == "draw" and e.seat == HUMAN and e.card)
        if drawn:
            self.fresh = drawn
        elif any(e.kind == "play" and e.seat == HUMAN for e in events):
            self.fresh = ()
        lines = narrate.event_lines(events)
        if self.state.outcome is not None:
            lines.append(self.outcome_sentence())
            if self.match.is_over:
                lines.append(say(f"match.heading.{self.match.winner}"))
        self.log.extend(lines)
        self.notice = " ".join(lines)
        return events

    def next_deal(self) -> None:
        self.match.next_deal()
        self.recorded = False
        self.notice = ""
        self.events = ()
        self.fresh = ()
        self.log.append(self.deal_intro())

    # -- the end of a deal ---------------------------------------------------
    def outcome_sentence(self) -> str:
        st = self.state
        return narrate.outcome_sentence(st.outcome, st.points, st.closed_by, st.tricks)

    def summary_lines(self) -> list[str]:
        """The breakdown of both totals, then what the computer still held."""
        st = self.state
        lines = [narrate.breakdown_line(say(f"who.{seat}"), narrate.breakdown(st, seat))
                 for seat in (HUMAN, COMPUTER)]
        left = st.hand(COMPUTER)
        if left:
            from .texts import card_name

            lines.append(say("summary.revealed", cards=", ".join(card_name(c) for c in left)))
        return lines

    def last_trick_event(self) -> Event | None:
        """The trick the last action completed, if it did."""
        for e in self.events:
            if e.kind == "trick":
                return e
        return None

    # -- what the status line says -------------------------------------------
    def prompt(self, thinking: bool = False, drawing: bool = False) -> str:
        st = self.state
        v = self.view()
        if st.outcome is not None:
            return say("prompt.next_match" if self.match_over else "prompt.next_deal")
        if st.to_move == COMPUTER:
            return say("prompt.thinking" if thinking else "prompt.computer")
        if v.exchange_offer:
            return say("prompt.exchange_offer", card=the(v.trump_card))
        if v.before_draw:
            return say("prompt.drawing" if drawing else "prompt.before_draw")
        if v.table:
            return say("prompt.answer.strict" if v.strict else "prompt.answer",
                       card=the(v.table[0]))
        return say("prompt.lead")

    def status(self, thinking: bool = False, drawing: bool = False) -> str:
        p = self.prompt(thinking, drawing)
        return f"{self.notice} {p}".strip() if self.notice else p

    # -- saving --------------------------------------------------------------
    def saved_fields(self) -> dict[str, Any]:
        return {"match": self.match.to_dict(), "level": self.level, "origin": self.origin,
                "log": self.log[-400:], "step": self.step, "recorded": self.recorded}

    @classmethod
    def restore(cls, saved) -> "Session":
        match = Match.from_dict(saved.match)
        log = [line for line in saved.log if isinstance(line, str)][-400:]
        return cls(match, saved.level, saved.origin, log, int(saved.step), bool(saved.recorded))
