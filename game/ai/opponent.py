"""What the opponent's past replies say about its style (read from the view only).

One question matters to the expert's playouts: does the opponent spend a ten or
an ace on a low lead (a nine, jack or queen of a plain suit), or leave it alone?
Players differ: the classic levels never take such a lead, the expert often
does, people vary. The trick piles show every lead of ours and its reply (the
engine stores each trick as led card, reply: see ``PlayerView.won``), so the
expert can weigh the two styles by what this opponent did in this deal. A
position loaded from JSON keeps the piles' order it was given; if that order
is not in pairs the evidence is noise, which only shifts a playout style.
"""

from __future__ import annotations

from ..engine import cards
from ..engine.cards import POINTS, beats
from ..engine.view import PlayerView

PRIOR_DUCKER = 0.5  # before any evidence, either style is as likely
SPEND_IF_TAKER = 0.5  # a taker cannot always: no ten or ace of the suit in hand
SPEND_IF_DUCKER = 0.05  # a ducker may still trump with a ten or an ace now and then


def is_low_lead(card: int, trump: int) -> bool:
    """A nine, jack or queen of a plain suit: the lead the two styles answer differently."""
    return card // 6 != trump and POINTS[card] < 4


def our_low_leads(view: PlayerView) -> tuple[int, int]:
    """(spent, left): our low plain leads the opponent took with a ten or an ace / left.

    A lead beaten by a cheap card says little (a ducker's cheapest card may beat
    it by accident), so it counts as neither.
    """
    trump = cards.parse_suit(view.trump)
    me, opp = view.seat, 1 - view.seat
    spent = left = 0
    for seat in (me, opp):
        pile = [cards.parse(c) for c in view.won[seat]]
        for lead, reply in zip(pile[::2], pile[1::2]):
            beaten = beats(lead, reply, trump)
            ours = beaten if seat == opp else not beaten  # the winner of our lead
            if not ours or not is_low_lead(lead, trump):
                continue
            if beaten and POINTS[reply] >= 10:
                spent += 1
            elif not beaten:
                left += 1
    return spent, left


def ducker_probability(view: PlayerView, prior: float = PRIOR_DUCKER) -> float:
    """How likely the opponent leaves low plain leads alone (Bayes over two styles,
    ``prior`` before any evidence)."""
    spent, left = our_low_leads(view)
    ducker = prior * SPEND_IF_DUCKER**spent * (1 - SPEND_IF_DUCKER) ** left
    taker = (1 - prior) * SPEND_IF_TAKER**spent * (1 - SPEND_IF_TAKER) ** left
    return ducker / (ducker + taker)


__all__ = ["ducker_probability", "is_low_lead", "our_low_leads"]
