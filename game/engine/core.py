"""The fast inner engine: one mutable two-player deal made of ints and lists.

The public facade (``game.engine.deal.State``) wraps a ``Core`` and never mutates it
in place; search code and benchmarks may drive a ``Core`` directly with
``legal()`` / ``play(code)`` and ``copy()``. Cards are ints (see cards.py);
the other actions are the codes of game.engine.core_facts, imported from here.
"""

from __future__ import annotations

from typing import NamedTuple

from .cards import KING, PARTNER, POINTS, QUEEN, SUIT_OF, text
from .core_facts import (
    ACTION_WORDS,
    BEFORE_DRAW,
    CLOSE,
    DRAW,
    EXCHANGE,
    EXCHANGE_OFFER,
    OUT,
    OVER,
    PASS,
    PLAY,
    STAGE_NAMES,
    WORD_ACTIONS,
    CoreFacts,
)
from .events import Event
from .rules import Rules

# Why a deal ended.
WENT_OUT = "went_out"
FALSE_CLAIM = "false_claim"
HIGHER_TOTAL = "higher_total"
CLOSER_FAILED = "closer_failed"
DRAWN = "draw"
LAST_TRICK = "last_trick"  # docs/RULES.md §7: Schnapsen, the stock ran out and nobody went out


class Outcome(NamedTuple):
    """The end of a deal: winner (None for a draw), game points, reason.

    ``paid`` is what each seat gave the winner, as at three players
    (``game.engine.three.core.Outcome3``): here the loser gives the game points.
    A 3-tuple, so two-player outcomes compare as before."""

    winner: int | None
    game_points: int
    reason: str

    @property
    def paid(self) -> tuple[int, int]:
        return paid_to(self.winner, self.game_points)

    def net(self, seat: int) -> int:
        """The game points ``seat`` won, or minus what it paid (0: a draw)."""
        return self.game_points if self.winner == seat else -self.paid[seat]


def paid_to(winner: int | None, game_points: int) -> tuple[int, int]:
    """What each of the two seats gave ``winner``: the loser the game points."""
    if winner is None:
        return (0, 0)
    return (0, game_points) if winner == 0 else (game_points, 0)


def game_points_for(loser_points: int, loser_has_trick: bool) -> int:
    """docs/RULES.md §2.10, game points: 1 if the loser has 33+, 2 Schneider, 3 Schwarz."""
    if not loser_has_trick:
        return 3
    return 1 if loser_points >= 33 else 2


class Core(CoreFacts):
    """One two-player deal in progress. Mutable; use ``copy()`` before changing a shared
    one. Its fields and the facts read from them are CoreFacts' (game.engine.core_facts)
    and TableCore's (game.engine.tablecore, the fields both tables have); here the deal
    is played: an action applied, the deal ended and scored."""

    __slots__ = ("outcome",)

    outcome: Outcome | None

    # -- applying actions -----------------------------------------------------
    def play(self, a: int) -> None:
        """Apply a legal action code. The caller guarantees legality."""
        if a < 24:
            if self.lead < 0:
                self._lead(a)
            else:
                self._reply(a)
        elif a == DRAW:
            self._draw()
        elif a == CLOSE:
            self._close()
        elif a == EXCHANGE:
            self._exchange()
        elif a == PASS:
            self.stage = PLAY
            if self.events is not None:
                self.events.append(Event("pass", self.to_move()))
        elif a == OUT:
            self._out()
        else:
            raise ValueError(f"unknown action code {a}")

    def _lead(self, card: int) -> None:
        p = self.leader
        if PARTNER[card] >= 0 and self.declarable_marriage(p, card):  # a king or queen
            self._declare(p, card)
            if self._auto_out_reached(p):
                self._win(p, WENT_OUT)  # out at once, without leading the card
                return
        self.hands[p].remove(card)
        if self.known[p]:  # (usually nothing of a hand has been shown)
            self.known[p] &= ~(1 << card)
        self.lead = card
        if self.events is not None:
            self.events.append(Event("play", p, text(card), lead=True))

    def _reply(self, card: int) -> None:
        # Every trick of every search ends here: strict(), beats(), stock_size() and
        # _auto_out_reached() are written out rather than called.
        lead = self.lead
        leader = self.leader
        f = 1 - leader
        self.hands[f].remove(card)
        if self.known[f]:
            self.known[f] &= ~(1 << card)
        events = self.events
        if events is not None:
            events.append(Event("play", f, text(card)))
            pending_before = self.pending(0), self.pending(1)
        trump = self.trump
        suit, led_suit = SUIT_OF[card], SUIT_OF[lead]
        stock_open = self.closed_by < 0 and self.turnup_in  # not strict()
        if suit == led_suit:
            w = f if card < lead else leader  # in a suit a lower int is a higher card
        else:
            w = f if suit == trump else leader
            if not stock_open:  # phase two: f has none of the led suit (nor a trump)
                void = 1 << led_suit
                if suit != trump:
                    void |= 1 << trump
                self.voids[f] |= void
        self.won[w] += (lead, card)
        self.tricks[w] += 1
        card_points = self.card_points
        card_points[w] += POINTS[lead] + POINTS[card]
        self.ntricks += 1
        self.last = (leader, lead, card, w)
        self.lead = -1
        self.leader = w
        hands_empty = not self.hands[w]
        rules = self.rules
        bonus = 0
        if hands_empty and self.closed_by < 0 and rules.last_trick_bonus:
            bonus = 10
            card_points[w] += bonus
        if events is not None:
            events.append(Event("trick", w, cards=(text(lead), text(card)),
                                points=POINTS[lead] + POINTS[card], bonus=bonus))
            if pending_before[w] and not self.pending(w):
                events.append(Event("marriage_counted", w, points=pending_before[w]))
        # w has won a trick, so its points() are its card points and all its marriages.
        if (rules.auto_out or rules.automatic_end) and (
                card_points[w] + self.marriage_points[w] >= 66):
            self._win(w, WENT_OUT)
        elif hands_empty:
            self._end_of_cards()
        elif stock_open:
            # tricks 1-5 (Schnapsen 1-4): at least three face-down cards and the turn-up
            if rules.closing and len(self.stock) >= 3:
                self.stage = BEFORE_DRAW  # the winner may still close
            else:
                self._draw()

    def _draw(self) -> None:
        w = self.leader
        stock = self.stock
        events = self.events
        if len(stock) >= 2 and events is None:  # the common case, as the loop below does it
            self.hands[w].append(stock.pop())
            self.hands[1 - w].append(stock.pop())
            self.stage = PLAY
            return
        for p in (w, 1 - w):
            if stock:
                card = stock.pop()
                public = False
            else:  # everybody saw who took the turn-up
                card = self.turnup
                self.known[p] |= 1 << card
                self.turnup_in = False
                public = True
            self.hands[p].append(card)
            if events is not None:
                events.append(Event("draw", p, text(card), public=public))
        if events is not None and not self.turnup_in:
            events.append(Event("stock_empty"))
        self.stage = PLAY

    def _close(self) -> None:
        p = self.leader
        o = 1 - p
        self.closed_by = p
        if self.events is not None:
            self.events.append(Event("close", p))
        self.close_opp_trick = self.tricks[o] > 0
        self.close_opp_points = self.points(o)
        self.close_trick = self.ntricks
        if self.rules.exchange and self.exchange_card() in self.hands[o]:
            self.stage = EXCHANGE_OFFER  # docs/RULES.md §2.4: the opponent may swap at once
        else:
            self.stage = PLAY

    def _exchange(self) -> None:
        p = self.to_move()
        assert p is not None  # legal() offers an exchange only to a seat on move
        hand = self.hands[p]
        low = self.exchange_card()
        hand.remove(low)
        hand.append(self.turnup)
        self.known[p] |= 1 << self.turnup
        if self.events is not None:
            self.events.append(Event("exchange", p, text(self.turnup), partner=text(low)))
        self.turnup = low
        self.stage = PLAY

    def _out(self) -> None:
        p = self.leader
        if self.stage == PLAY and self.marriage_allowed(p):
            # Going out may declare a marriage without leading it: take the richest.
            best = -1
            for c in self.hands[p]:
                if self.declarable_marriage(p, c) and (best < 0 or c // 6 == self.trump):
                    best = c
            if best >= 0:
                self._declare(p, best)
        if self.events is not None:
            self.events.append(Event("out", p, points=self.points(p)))
        if self.points(p) >= 66:
            self._win(p, WENT_OUT)
        elif self.closed_by == p:
            self._closer_failed()
        else:
            self._finish(1 - p, 2, FALSE_CLAIM)

    def _end_of_cards(self) -> None:
        c = self.closed_by
        if c >= 0:
            # The closer's last chance to go out is right after the last trick.
            if self.leader == c and self.points(c) >= 66:
                self._win(c, WENT_OUT)
            else:
                self._closer_failed()
            return
        if self.rules.last_trick_wins:
            # docs/RULES.md §7: the winner of the last trick wins the deal, 1 game point (with
            # the manual "out" a winner of 66 or more, who could have gone out, scores so).
            w = self.leader
            if self.points(w) >= 66:
                self._win(w, WENT_OUT)
            else:
                self._finish(w, 1, LAST_TRICK)
            return
        a, b = self.points(0), self.points(1)
        if a == b:
            self._finish(None, 0, DRAWN)
        else:
            w = 0 if a > b else 1
            self._win(w, HIGHER_TOTAL)

    def _closer_failed(self) -> None:
        self._finish(1 - self.closed_by, 2 if self.close_opp_trick else 3, CLOSER_FAILED)

    def _win(self, p: int, reason: str) -> None:
        o = 1 - p
        if self.closed_by == o:
            self._closer_failed()
            return
        if self.closed_by == p and self.rules.close_scoring == "at_close":
            gp = game_points_for(self.close_opp_points, self.close_opp_trick)
        else:
            gp = game_points_for(self.points(o), self.tricks[o] > 0)
        self._finish(p, gp, reason)

    def _finish(self, winner: int | None, gp: int, reason: str) -> None:
        self.outcome = Outcome(winner, gp, reason)
        self.stage = OVER
        if self.events is not None:
            self.events.append(Event("end", winner, winner=winner, game_points=gp,
                                     reason=reason, paid=paid_to(winner, gp)))

    # -- copying ------------------------------------------------------------
    def copy(self) -> "Core":
        c = Core.__new__(Core)
        self._copy_shared(c)
        c.turnup_in = self.turnup_in
        c.stock = self.stock[:]
        c.hands = [self.hands[0][:], self.hands[1][:]]
        c.won = [self.won[0][:], self.won[1][:]]
        c.marriages = [self.marriages[0][:], self.marriages[1][:]]
        c.lead = self.lead
        c.closed_by = self.closed_by
        c.close_opp_trick = self.close_opp_trick
        c.close_opp_points = self.close_opp_points
        c.close_trick = self.close_trick
        c.last = self.last
        c.outcome = self.outcome
        return c


def deal_core(deck: list[int], rules: Rules, dealer: int) -> Core:
    """Deal a shuffled pack: 6 each (Schnapsen 5) one at a time (non-dealer first),
    turn-up, stock."""
    if sorted(deck) != list(rules.deck):
        raise ValueError(f"the {rules.preset} rules deal a pack of {rules.pack_size} cards")
    c = Core.__new__(Core)
    first = 1 - dealer
    n = 2 * rules.hand_size
    hands = [deck[0:n:2], deck[1:n:2]]  # first's cards, then the dealer's
    if first:
        hands.reverse()
    c.rules = rules
    c.turnup = deck[n]
    c.trump = deck[n] // 6
    c.turnup_in = True
    c.stock = deck[:n:-1]  # deck[n + 1:] reversed: the top card is last
    c.hands = hands
    c.won = [[], []]
    c.tricks = [0, 0]
    c.card_points = [0, 0]
    c.marriage_points = [0, 0]
    c.marriages = [[], []]
    c.leader = first
    c.dealer = dealer
    c.lead = -1
    c.closed_by = -1
    c.close_opp_trick = False
    c.close_opp_points = 0
    c.close_trick = -1
    c.stage = PLAY
    c.ntricks = 0
    c.last = None
    c.outcome = None
    c.known = [0, 0]
    c.voids = [0, 0]
    c.events = None
    return c


__all__ = [
    "Core", "Outcome", "deal_core", "game_points_for",
    "DRAW", "CLOSE", "EXCHANGE", "OUT", "PASS", "ACTION_WORDS", "WORD_ACTIONS",
    "PLAY", "BEFORE_DRAW", "EXCHANGE_OFFER", "OVER", "STAGE_NAMES",
    "WENT_OUT", "FALSE_CLAIM", "HIGHER_TOTAL", "CLOSER_FAILED", "DRAWN", "LAST_TRICK",
    "KING", "QUEEN",
]
