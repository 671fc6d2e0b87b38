"""One match as the page plays it: the engine's Match plus the move log.

Pure Python (no browser imports) so CPython tests can drive it. The human is
seat 0. ``apply`` is the only way the page changes the game; it describes what
happened in sentences that never reveal a hidden card.
"""

from __future__ import annotations

from typing import Any

from game import IllegalAction, cards
from game.match import Match

from . import texts
from .texts import COMPUTER, HUMAN, WHO, the, verb


class Session:
    def __init__(self, match: Match, level: str, origin: str = "",
                 log: list[str] | None = None, step: int = 0,
                 shown: dict[str, Any] | None = None, recorded: bool = False) -> None:
        self.match = match
        self.level = level
        self.origin = origin
        self.log: list[str] = list(log or [])
        self.step = step  # actions applied since the match began (a test hook)
        self.shown = shown  # the marriage on show: seat, card, partner, points
        self.recorded = recorded  # the finished deal was counted (best, stats)
        self.notice = ""  # the last thing that happened, for the status line
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

    def human_to_move(self) -> bool:
        return self.state.to_move == HUMAN

    def deal_intro(self) -> str:
        v = self.view()
        dealer = "The computer deals, you lead" if v.dealer == COMPUTER else "You deal"
        if v.dealer == HUMAN:
            dealer += ", the computer leads"
        trump = texts.suit_name(v.trump)
        return (f"Deal {self.match.deal_number}. {dealer}. Trumps are {trump} "
                f"({the(v.trump_card)} turned up).")

    # -- changing the game ---------------------------------------------------
    def apply(self, seat: int, action: str) -> list[str]:
        """Apply ``action`` for ``seat``; IllegalAction (with a reason) if not allowed."""
        before = self.state
        if before.to_move != seat:
            if before.outcome is not None:
                raise IllegalAction("The deal is over.")
            raise IllegalAction("Wait: it is not your turn." if seat == HUMAN
                                else "It is your turn, not the computer's.")
        self.match.apply(action)
        self.step += 1
        lines = self._describe(before, self.state, seat, action)
        self.log.extend(lines)
        self.notice = " ".join(lines)
        return lines

    def next_deal(self) -> None:
        self.match.next_deal()
        self.shown = None
        self.recorded = False
        self.notice = ""
        self.log.append(self.deal_intro())

    # -- describing ----------------------------------------------------------
    def _describe(self, before, after, seat: int, action: str) -> list[str]:
        lines: list[str] = []
        vb, va = before.view(seat), after.view(seat)
        if action in ("draw",):
            pass
        elif action == "close":
            lines.append(f"{verb(seat, 'close')} the stock.")
        elif action == "exchange":
            lines.append(f"{verb(seat, 'exchange')} the nine of trumps for "
                         f"{the(before.trump_card)}.")
        elif action == "pass":
            lines.append(f"{verb(seat, 'keep')} the nine of trumps.")
        elif action == "out":
            if len(va.marriages[seat]) > len(vb.marriages[seat]):
                suit = va.marriages[seat][-1]
                pts = 40 if suit == va.trump else 20
                lines.append(f"{verb(seat, 'declare')} {pts} in {texts.suit_name(suit)}.")
            lines.append(f"{verb(seat, 'claim')} 66 and {'go' if seat == HUMAN else 'goes'} out.")
        else:
            card = cards.text(cards.parse(action))
            if not vb.table:  # a lead
                if len(va.marriages[seat]) > len(vb.marriages[seat]):
                    suit = va.marriages[seat][-1]
                    pts = 40 if suit == va.trump else 20
                    code = cards.parse(card)
                    partner = cards.text(cards.PARTNER[code])
                    note = ""
                    if va.pending[seat]:
                        note = (" (pending until "
                                f"{'you win' if seat == HUMAN else 'it wins'} a trick)")
                    lines.append(f"{verb(seat, 'declare')} {pts} in "
                                 f"{texts.suit_name(suit)}, showing {the(partner)}{note}.")
                    self.shown = {"seat": seat, "card": card, "partner": partner, "points": pts}
                else:
                    self.shown = None
                if after.outcome is None or card not in after.hand(seat):
                    lines.append(f"{verb(seat, 'lead')} {the(card)}.")
            else:
                lines.append(f"{verb(seat, 'play')} {the(card)}.")
                self.shown = None
                last = va.last_trick
                if last is not None:
                    w = last.winner
                    won = cards.POINTS[cards.parse(vb.table[0])] + cards.POINTS[cards.parse(card)]
                    lines.append(f"{verb(w, 'win')} the trick (+{won}).")
        # Cards drawn (the human's are named, the computer's stay hidden).
        if after.outcome is None and vb.stock_size > va.stock_size:
            new = [c for c in after.hand(HUMAN) if c not in before.hand(HUMAN)]
            if new and action not in ("exchange",):
                lines.append(f"You draw {the(new[-1])}.")
            if va.stock_size == 0:
                lines.append("The stock is used up: from now on follow suit.")
        if after.outcome is not None:
            v = after.view(HUMAN)
            lines.append(texts.outcome_sentence(after.outcome, v.points, v.closed_by, v.tricks))
            if self.match.is_over:
                lines.append(texts.match_heading(self.match.winner))
        return lines

    # -- what the status line says -------------------------------------------
    def prompt(self, thinking: bool = False, drawing: bool = False) -> str:
        st = self.state
        v = self.view()
        if st.outcome is not None:
            if self.match_over:
                return "Press New game for another match."
            return "Press Next deal to go on."
        if st.to_move == COMPUTER:
            return "Computer is thinking…" if thinking else "The computer's turn."
        if v.exchange_offer:
            return (f"The computer closed the stock. Exchange your nine of trumps for "
                    f"{the(v.trump_card)}, or keep it?")
        if v.before_draw:
            if drawing:
                return "You won the trick. Drawing… (Close stock now to close before drawing.)"
            return "You won the trick: draw, or close the stock."
        if v.table:
            rule = " Follow suit and beat it if you can." if v.strict else ""
            return f"Your turn: answer {the(v.table[0])}.{rule}"
        return "Your lead."

    def status(self, thinking: bool = False, drawing: bool = False) -> str:
        p = self.prompt(thinking, drawing)
        return f"{self.notice} {p}".strip() if self.notice else p

    # -- saving --------------------------------------------------------------
    def saved_fields(self) -> dict[str, Any]:
        return {"match": self.match.to_dict(), "level": self.level, "origin": self.origin,
                "log": self.log[-400:], "step": self.step, "shown": self.shown,
                "recorded": self.recorded}

    @classmethod
    def restore(cls, saved) -> "Session":
        match = Match.from_dict(saved.match)
        return cls(match, saved.level, saved.origin, saved.log, saved.step, saved.shown,
                   saved.recorded)


def who(seat: int) -> str:
    return WHO[seat]
