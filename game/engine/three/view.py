"""What one seat may know in a three-player deal: the only input of the AI and the page.

A PlayerView3 holds texts and small tuples, never another seat's hidden cards.
``unseen()`` is what an AI samples from; ``known``, ``voids`` and ``excluded``
are the constraints its samples must respect (see game/engine/three/core.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import cards, seatview
from ..actions import why_illegal3_data
from ..matchscore import MatchScore
from ..rules import Rules
from ..seatview import SeatView
from ..table import seats_in_play_order
from ..why import WhyNot
from .core import OVER, STAGE_NAMES, Core3, Outcome3


@dataclass(frozen=True)
class LastTrick3:
    leader: int
    cards: tuple[str, str, str]  # in play order, led card first
    winner: int

    @property
    def plays(self) -> tuple[tuple[int, str], ...]:
        return seats_in_play_order(self.leader, self.cards, 3)


@dataclass(frozen=True)
class PlayerView3(SeatView):
    seat: int
    players: int  # 3
    rules: Rules
    stage: str  # "play" or "over"
    to_move: int | None
    legal: tuple[str, ...]  # empty unless it is this seat's turn
    hand: tuple[str, ...]  # in hand order
    hand_sizes: tuple[int, int, int]  # cards held, by seat
    trump: str  # suit letter
    trump_card: str  # the dealer's turned card
    trump_holder: int | None  # the dealer while the turned card is in hand, else None
    leader: int  # who led the current trick (or leads next)
    dealer: int
    table: tuple[str, ...]  # the current trick, in play order
    last_trick: LastTrick3 | None  # the last finished trick (None before the first ends)
    points: tuple[int, int, int]  # counted, by seat
    pending: tuple[int, int, int]  # marriages waiting for the declarer's first trick
    tricks: tuple[int, int, int]
    won: tuple[tuple[str, ...], ...]  # cards in each seat's tricks, three per trick
    marriages: tuple[tuple[str, ...], ...]  # suits declared, by seat
    # Cards in each seat's hand that everybody has seen (the turned trump card, a
    # marriage partner); this seat's own entry is empty (it sees its whole hand).
    known: tuple[tuple[str, ...], ...]
    voids: tuple[tuple[str, ...], ...]  # suits each seat showed void in
    # Cards each seat cannot hold, read from its plays (voids, failing to beat).
    excluded: tuple[tuple[str, ...], ...]
    # (card, points) for each card whose lead would declare a marriage now
    declarations: tuple[tuple[str, int], ...]
    # The partner shown with the led card on the table, when that lead declared a marriage
    lead_partner: str | None
    outcome: Outcome3 | None
    ntricks: int
    match: MatchScore | None = None  # the match the deal is played in (public)

    @classmethod
    def of(cls, c: Core3, seat: int, match: MatchScore | None = None) -> "PlayerView3":
        if isinstance(seat, bool) or seat not in (0, 1, 2):
            raise ValueError("seat must be 0, 1 or 2")
        mover = c.to_move()
        last = None
        if c.last is not None:  # in view while the next trick is played (docs/RULES.md §6.3)
            ld, played, w = c.last
            last = LastTrick3(ld, (cards.text(played[0]), cards.text(played[1]),
                                   cards.text(played[2])), w)
        over = c.stage == OVER
        return cls(
            seat=seat,
            players=3,
            rules=c.rules,
            stage=STAGE_NAMES[c.stage],
            to_move=mover,
            legal=tuple(cards.text(a) for a in c.legal()) if mover == seat else (),
            hand=tuple(cards.text(x) for x in c.hands[seat]),
            hand_sizes=(len(c.hands[0]), len(c.hands[1]), len(c.hands[2])),
            trump=cards.SUITS[c.trump],
            trump_card=cards.text(c.turnup),
            trump_holder=c.dealer if c.turnup_in_hand() else None,
            leader=c.leader,
            dealer=c.dealer,
            table=tuple(cards.text(x) for x in c.table),
            last_trick=last,
            points=c.totals(),
            pending=(c.pending(0), c.pending(1), c.pending(2)),
            tricks=(c.tricks[0], c.tricks[1], c.tricks[2]),
            won=seatview.texts_by_seat(c.won),
            marriages=seatview.suits_by_seat(c.marriages),
            known=tuple(() if p == seat
                        else tuple(cards.mask_texts(c.known[p] & cards.mask_of(c.hands[p])))
                        for p in range(3)),
            voids=tuple(seatview.suit_letters(c.voids[p]) for p in range(3)),
            excluded=tuple(tuple(cards.mask_texts(c.excluded[p])) for p in range(3)),
            declarations=() if c.table or over else seatview.declarations(c, seat),
            lead_partner=seatview.lead_partner(c, c.table[0] if c.table else -1),
            outcome=c.outcome,
            ntricks=c.ntricks,
            match=match,
        )

    # -- the shape every table shares, for a table without a stock (the rest: SeatView) --
    @property
    def stock_size(self) -> int:
        return 0

    @property
    def trump_card_in_stock(self) -> bool:
        return False

    @property
    def closed_by(self) -> None:
        return None

    @property
    def marriage_allowed(self) -> bool:
        """Leading a K or Q with its partner now declares a marriage (on every lead)."""
        return not self.table and not self.is_over

    def why_not_data(self, card: str) -> WhyNot | None:
        """Why a card of this hand cannot be played now, as data (None if it can); a
        text that is no card raises ValueError."""
        if self.is_over:
            return WhyNot("over")
        if not self.my_turn:
            return WhyNot("wait")
        if card in self.legal:
            return None
        return why_illegal3_data([cards.parse(x) for x in self.hand],
                                 [cards.parse(x) for x in self.table],
                                 cards.SUITS.index(self.trump), cards.parse(card))


__all__ = ["PlayerView3", "LastTrick3"]
