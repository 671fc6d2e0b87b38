"""What one player may know: the only input of the computer players and the page.

A PlayerView holds texts and small tuples, never the opponent's hand or the
stock order. ``unseen()`` is what the AI samples from; ``public_opponent_cards``
and ``opponent_voids`` are the constraints its samples must respect.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import cards, seatview
from .actions import action_text, why_illegal_data
from .core import OVER, STAGE_NAMES, Core, Outcome
from .matchscore import MatchScore
from .rules import Rules
from .seatview import SeatView
from .table import seats_in_play_order
from .why import WhyNot


@dataclass(frozen=True)
class LastTrick:
    leader: int
    led: str
    reply: str
    winner: int

    @property
    def cards(self) -> tuple[str, ...]:
        return (self.led, self.reply)

    @property
    def plays(self) -> tuple[tuple[int, str], ...]:
        return seats_in_play_order(self.leader, self.cards, 2)


@dataclass(frozen=True)
class PlayerView(SeatView):
    seat: int
    rules: Rules
    stage: str
    to_move: int | None
    legal: tuple[str, ...]  # empty unless it is this seat's turn
    hand: tuple[str, ...]  # in hand order
    opponent_hand_size: int
    trump: str  # suit letter
    trump_card: str  # the card under the stock (or drawn: see trump_card_in_stock)
    trump_card_in_stock: bool
    stock_size: int
    closed_by: int | None
    leader: int
    dealer: int
    table: tuple[str, ...]  # the led card waiting for a reply, if any
    last_trick: LastTrick | None
    points: tuple[int, int]  # counted, by seat
    pending: tuple[int, int]
    tricks: tuple[int, int]
    # Cards in each seat's tricks, in the order taken; the engine appends every trick
    # as (led card, reply), which lets the AI read how the opponent answered leads.
    won: tuple[tuple[str, ...], tuple[str, ...]]
    marriages: tuple[tuple[str, ...], tuple[str, ...]]  # suits declared, by seat
    opponent_known: tuple[str, ...]  # cards in the opponent's hand shown to us
    opponent_voids: tuple[str, ...]  # suits the opponent showed void in (phase two)
    marriage_allowed: bool  # leading a K or Q with its partner now declares a marriage
    # (card, points) for each card whose lead would declare a marriage now (the engine's
    # Core.declaration_value: the one place that decides it)
    declarations: tuple[tuple[str, int], ...]
    # The partner shown with the led card on the table, when that lead declared a marriage
    lead_partner: str | None
    # Public facts of a close: (closer's opponent had a trick, their points, tricks played)
    close_facts: tuple[bool, int, int] | None
    outcome: Outcome | None
    ntricks: int
    match: MatchScore | None = None  # the match the deal is played in (public)

    @classmethod
    def of(cls, c: Core, seat: int, match: MatchScore | None = None) -> "PlayerView":
        opp = 1 - seat
        mover = c.to_move()
        last = None
        # the last finished trick, shown while the next one is played too (issue 40): the
        # move log shows every card anyway (docs/RULES.md §6.3 records the difference)
        if c.last is not None:
            ld, led, reply, w = c.last
            last = LastTrick(ld, cards.text(led), cards.text(reply), w)
        won, married = seatview.texts_by_seat(c.won), seatview.suits_by_seat(c.marriages)
        return cls(
            seat=seat,
            rules=c.rules,
            stage=STAGE_NAMES[c.stage],
            to_move=mover,
            legal=tuple(action_text(a) for a in c.legal()) if mover == seat else (),
            hand=tuple(cards.text(x) for x in c.hands[seat]),
            opponent_hand_size=len(c.hands[opp]),
            trump=cards.SUITS[c.trump],
            trump_card=cards.text(c.turnup),
            trump_card_in_stock=c.turnup_in,
            stock_size=c.stock_size(),
            closed_by=None if c.closed_by < 0 else c.closed_by,
            leader=c.leader,
            dealer=c.dealer,
            table=() if c.lead < 0 else (cards.text(c.lead),),
            last_trick=last,
            points=(c.points(0), c.points(1)),
            pending=(c.pending(0), c.pending(1)),
            tricks=(c.tricks[0], c.tricks[1]),
            won=(won[0], won[1]),
            marriages=(married[0], married[1]),
            opponent_known=tuple(cards.text(x) for x in c.hands[opp] if c.known[opp] >> x & 1),
            opponent_voids=seatview.suit_letters(c.voids[opp]),
            marriage_allowed=c.lead < 0 and c.marriage_allowed(seat),
            lead_partner=seatview.lead_partner(c, c.lead),
            declarations=() if c.lead >= 0 or c.stage == OVER else seatview.declarations(c, seat),
            close_facts=None if c.closed_by < 0 else (
                c.close_opp_trick, c.close_opp_points, c.close_trick),
            outcome=c.outcome,
            ntricks=c.ntricks,
            match=match,
        )

    # -- the shape every table shares (game.engine.table.TableView) ----------------------
    @property
    def players(self) -> int:
        return 2

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        own, other = len(self.hand), self.opponent_hand_size
        return (own, other) if self.seat == 0 else (other, own)

    @property
    def known(self) -> tuple[tuple[str, ...], ...]:
        return tuple(() if p == self.seat else self.opponent_known for p in range(2))

    @property
    def voids(self) -> tuple[tuple[str, ...], ...]:
        return tuple(() if p == self.seat else self.opponent_voids for p in range(2))

    @property
    def trump_holder(self) -> None:
        """Nobody holds the trump card openly: it lies under the stock."""
        return None

    # -- conveniences for the page and the AI (the others: SeatView) -----------------
    def why_not_data(self, card: str) -> WhyNot | None:
        """Why a card of this hand cannot be played now, as data (None if it can)."""
        if not self.my_turn:
            return WhyNot("over" if self.is_over else "wait")
        if card in self.legal:
            return None
        # Rebuild just enough of the rules' reasoning from public facts.
        code = cards.parse(card)
        stub = _ReasonCore(self)
        return why_illegal_data(stub, code)  # type: ignore[arg-type]


class _ReasonCore:
    """The few facts ``why_illegal_data`` reads, taken from a view (no hidden cards)."""

    def __init__(self, v: PlayerView) -> None:
        self.stage = STAGE_NAMES.index(v.stage)
        self.rules = v.rules
        self.lead = cards.parse(v.table[0]) if v.table else -1
        self.hands = {v.seat: [cards.parse(x) for x in v.hand]}
        self._seat = v.seat
        self._strict = v.strict

    def to_move(self) -> int:
        return self._seat

    def strict(self) -> bool:
        return self._strict
