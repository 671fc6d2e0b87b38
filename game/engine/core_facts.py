"""The two-player inner engine's questions: its action codes and stages, its own fields,
and what they imply without changing anything: points, the phase, who is to move, what
may be closed, exchanged or declared, and the legal actions.

``CoreFacts`` extends ``game.engine.tablecore.TableCore`` (the fields both tables have);
``game.engine.core.Core`` extends it with playing an action and ending the deal. The
names here are imported from ``game.engine.core``, their home for every other module.
"""

from __future__ import annotations

from .cards import PARTNER, SUIT_OF
from .tablecore import OVER, PLAY, TableCore

DRAW, CLOSE, EXCHANGE, OUT, PASS = 24, 25, 26, 27, 28
ACTION_WORDS = {DRAW: "draw", CLOSE: "close", EXCHANGE: "exchange", OUT: "out", PASS: "pass"}
WORD_ACTIONS = {w: a for a, w in ACTION_WORDS.items()}

# Stages of a deal (PLAY = 0 and OVER = 3 are every table's: game.engine.tablecore).
BEFORE_DRAW = 1  # the trick winner may still close before the draw
EXCHANGE_OFFER = 2  # the closer's opponent may swap the trump nine (Schnapsen: jack)
STAGE_NAMES = ("play", "before_draw", "exchange_offer", "over")


class CoreFacts(TableCore):
    """A two-player deal's own fields and the facts read from them (``Core`` plays)."""

    __slots__ = (
        "turnup_in", "stock", "lead", "closed_by", "close_opp_trick", "close_opp_points",
        "close_trick", "last",
    )

    turnup_in: bool  # the turn-up is still under the stock (not drawn)
    stock: list[int]  # face-down stock, top card LAST (cheap pop)
    lead: int  # the led card waiting for a reply, or -1
    closed_by: int  # -1 when nobody closed
    close_opp_trick: bool
    close_opp_points: int
    close_trick: int  # tricks played when the stock was closed (-1: not closed)
    last: tuple[int, int, int, int] | None  # (leader, led, reply, winner)

    # -- derived facts -------------------------------------------------------
    def points(self, p: int) -> int:
        """Counted points: won cards (+10 last trick) plus valid marriages."""
        if self.tricks[p] or not self.rules.pending_marriages:
            return self.card_points[p] + self.marriage_points[p]
        return self.card_points[p]

    def pending(self, p: int) -> int:
        if self.tricks[p] or not self.rules.pending_marriages:
            return 0
        return self.marriage_points[p]

    def stock_size(self) -> int:
        return len(self.stock) + self.turnup_in

    def strict(self) -> bool:
        """Phase two: the stock is exhausted or closed."""
        return self.closed_by >= 0 or not self.turnup_in

    def to_move(self) -> int | None:
        st = self.stage
        if st == PLAY:
            return self.leader if self.lead < 0 else 1 - self.leader
        if st == BEFORE_DRAW:
            return self.leader
        if st == EXCHANGE_OFFER:
            return 1 - self.closed_by
        return None

    def exchange_card(self) -> int:
        """The trump that may be swapped for the turn-up: the nine (Schnapsen: the jack)."""
        return self.trump * 6 + self.rules.exchange_rank


    def may_close(self) -> bool:
        return self.rules.closing and self.closed_by < 0 and self.turnup_in

    def may_exchange(self, p: int) -> bool:
        return (
            self.rules.exchange
            and self.closed_by < 0
            and self.turnup_in
            and len(self.stock) > 0
            and (self.tricks[p] > 0 or not self.rules.exchange_needs_trick)
            and self.exchange_card() in self.hands[p]
        )

    def manual_out(self) -> bool:
        return not self.rules.auto_out and not self.rules.automatic_end

    def marriage_allowed(self, p: int) -> bool:
        """Phase one; or the closer's lead right after the close (docs/RULES.md §2.6: a
        marriage may be declared on the same lead just before closing)."""
        if not self.strict():
            return True
        return self.closed_by == p and self.close_trick == self.ntricks

    def declarable_marriage(self, p: int, card: int) -> bool:
        """Leading ``card`` now would declare a marriage (the one place that decides it)."""
        partner = PARTNER[card]
        return (
            partner >= 0
            and partner in self.hands[p]
            and card // 6 not in self.marriages[p]
            and self.marriage_allowed(p)
        )

    def declaration_value(self, p: int, card: int) -> int:
        """Points that leading ``card`` would declare now (0: none)."""
        return self.marriage_value(card // 6) if self.declarable_marriage(p, card) else 0

    # -- legal actions ------------------------------------------------------
    def legal(self) -> list[int]:
        # The AI's searches ask this at every node, so the tests of may_close(),
        # may_exchange(), manual_out() and strict() are written out here, not called.
        st = self.stage
        if st == PLAY:
            lead = self.lead
            if lead < 0:
                p = self.leader
                moves = self.hands[p][:]
                rules = self.rules
                if self.closed_by < 0 and self.turnup_in:  # the stock is open
                    if rules.closing:
                        moves.append(CLOSE)
                    if rules.exchange and self.stock and (
                            self.tricks[p] or not rules.exchange_needs_trick) and (
                            self.trump * 6 + rules.exchange_rank in moves):
                        moves.append(EXCHANGE)
                if self.ntricks and not (rules.auto_out or rules.automatic_end):
                    moves.append(OUT)
                return moves
            hand = self.hands[1 - self.leader]
            if self.closed_by >= 0 or not self.turnup_in:
                return self.forced_replies(hand, lead)
            return hand[:]
        if st == BEFORE_DRAW:
            rules = self.rules
            return [DRAW, CLOSE] if rules.auto_out or rules.automatic_end else [DRAW, CLOSE, OUT]
        if st == EXCHANGE_OFFER:
            return [EXCHANGE, PASS]
        return []

    def forced_replies(self, hand: list[int], lead: int) -> list[int]:
        """Phase two: follow and beat if able, else follow, else trump, else any."""
        ls, trump = SUIT_OF[lead], self.trump
        higher: list[int] = []
        same: list[int] = []
        trumps: list[int] = []  # stays empty when trumps were led: they are "same"
        for c in hand:
            suit = SUIT_OF[c]
            if suit == ls:
                same.append(c)
                if c < lead:  # same suit: lower int = higher rank
                    higher.append(c)
            elif suit == trump:
                trumps.append(c)
        return higher or same or trumps or hand[:]

    def _auto_out_reached(self, p: int) -> bool:
        auto = self.rules.automatic_end or self.rules.auto_out
        return auto and self.points(p) >= 66


__all__ = [
    "CoreFacts", "DRAW", "CLOSE", "EXCHANGE", "OUT", "PASS", "ACTION_WORDS", "WORD_ACTIONS",
    "PLAY", "BEFORE_DRAW", "EXCHANGE_OFFER", "OVER", "STAGE_NAMES",
]
