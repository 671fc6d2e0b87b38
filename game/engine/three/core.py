"""The fast inner engine for three players (docs/RULES.md §5): one mutable deal of ints and lists.

The public facade (``game.engine.three.state.State3``) wraps a ``Core3`` and never
mutates it in place. Search code (the AI) drives a ``Core3`` directly.

Inner API, for search code
--------------------------
- Cards are ints 0..23 (game/engine/cards.py): ``card = suit * 6 + rank``, suits C D H S
  = 0..3, ranks A T K Q J 9 = 0..5, so within a suit a LOWER int is a STRONGER
  card. ``cards.POINTS[card]`` is its card points. The only actions are cards:
  an action code is the card int (no close, exchange, draw or out with three).
- ``deal_core3(deck, rules, dealer)`` deals a shuffled 24-card list: one card at a
  time, starting left of the dealer, so the dealer's last card (``deck[23]``) is
  the turned trump card (``turnup``), which stays in the dealer's hand.
- ``core.legal()`` -> list of card ints the player to move may play (a new list,
  in hand order); ``core.play(card)`` applies one (legality is the caller's job);
  ``core.copy()`` -> an independent copy (events off). ``core.to_move()`` -> seat
  (0..2) or None when the deal is over; ``core.stage`` is ``PLAY`` or ``OVER``.
- Fields (lists indexed by seat 0..2; "left of p" is (p + 1) % 3):
  ``hands`` (hand order = order dealt), ``won`` (cards taken, three per trick,
  in play order), ``tricks``, ``card_points`` (won card points, plus the last
  trick's 10), ``marriage_points`` (declared; they count once the seat has a
  trick: ``points(p)`` / ``pending(p)``), ``marriages`` (suits declared),
  ``trump`` (suit int), ``turnup`` (card int), ``dealer``, ``leader`` (who led
  the current trick, or leads next), ``table`` (cards of the current trick in
  play order; seat of ``table[i]`` is ``(leader + i) % 3``), ``ntricks``,
  ``last`` ((leader, (c0, c1, c2), winner) of the last finished trick, or None),
  ``outcome`` (``Outcome3``, with ``paid``, or None).
- Public knowledge, the facts a sampler must respect: ``known[p]`` is a bitmask
  of cards in p's hand that every seat has seen (the turned trump card in the
  dealer's hand; a marriage partner shown); ``voids[p]`` is a bitmask of suits p
  showed void in; ``excluded[p]`` is a bitmask of cards p cannot hold, read from
  p's plays under the strict rules (void suits; a seat that followed suit without
  beating the highest card of the led suit holds no card above it; one that
  played a trump under the highest trump in the trick holds no higher trump).
  ``excluded`` covers ``voids`` (every card of a void suit is excluded).
- ``events``: None (the default; search copies always) records nothing; the
  facade sets a list to collect ``game.engine.events.Event`` records.
- ``totals()`` -> each seat's counted points; after the eighth trick ``_end``
  settles the deal (docs/RULES.md §5.5) into ``outcome``: ``winner`` (seat or None),
  ``game_points``, ``reason`` ("higher_total", "draw" or "replay") and ``paid``
  (what each seat gave the winner, 0 for the winner).
"""

from __future__ import annotations

from typing import NamedTuple

from ..cards import PARTNER, POINTS, text
from ..events import Event, marriage_value
from ..rules import Rules
from ..tablecore import OVER, PLAY, TableCore


class Outcome3(NamedTuple):
    """The end of a three-player deal: ``winner`` (a seat, or None for a draw or a
    replay), ``game_points`` (what the winner adds), ``reason`` ("higher_total",
    "draw", "replay") and ``paid`` (what each seat gave the winner; 0 for the winner)."""

    winner: int | None
    game_points: int
    reason: str
    paid: tuple[int, ...] = (0, 0, 0)

    def net(self, seat: int) -> int:
        """The game points ``seat`` won, or minus what it paid (0: a draw or a replay)."""
        return self.game_points if self.winner == seat else -self.paid[seat]


STAGE_NAMES = ("play", "", "", "over")

# Why a deal ended (Outcome.reason).
HIGHER_TOTAL = "higher_total"
DRAWN = "draw"
REPLAY = "replay"

SUIT_MASK = tuple(0x3F << (6 * s) for s in range(4))
# Cards of the same suit stronger than the card (lower ints in its suit).
ABOVE = tuple(((1 << c) - 1) & SUIT_MASK[c // 6] for c in range(24))


def paid_by(total: int, has_trick: bool) -> int:
    """docs/RULES.md §5.5: what a non-winner gives the winner: 1 (33+), 2 (a trick), 3 (none)."""
    if total >= 33:
        return 1
    return 2 if has_trick else 3


def trick_winner_index(cards_: "list[int] | tuple[int, ...]", trump: int) -> int:
    """Index in play order of the card that takes the trick: the highest trump,
    else the highest card of the led suit."""
    best = 0
    bc = cards_[0]
    for i in range(1, len(cards_)):
        c = cards_[i]
        s = c // 6
        bs = bc // 6
        if s == bs:
            if c < bc:
                best, bc = i, c
        elif s == trump and bs != trump:
            best, bc = i, c
        # else: a discard, or a plain card against a trump: loses
    return best


class Core3(TableCore):
    """One three-player deal in progress. Mutable; ``copy()`` before changing a shared one.
    The fields both tables have are game.engine.tablecore.TableCore's."""

    __slots__ = ("table", "last", "outcome", "excluded")

    table: list[int]
    last: "tuple[int, tuple[int, ...], int] | None"
    outcome: Outcome3 | None
    excluded: list[int]

    players = 3

    # -- derived facts ---------------------------------------------------------
    def points(self, p: int) -> int:
        """Counted points: won cards (+10 last trick) plus marriages once p has a trick."""
        if self.tricks[p]:
            return self.card_points[p] + self.marriage_points[p]
        return self.card_points[p]

    def pending(self, p: int) -> int:
        return 0 if self.tricks[p] else self.marriage_points[p]

    def to_move(self) -> int | None:
        if self.stage == OVER:
            return None
        return (self.leader + len(self.table)) % 3

    def turnup_in_hand(self) -> bool:
        """The turned trump card is still in the dealer's hand (public)."""
        return self.turnup in self.hands[self.dealer]

    def declarable_marriage(self, p: int, card: int) -> bool:
        """Leading ``card`` now would declare a marriage (the one place that decides it)."""
        partner = PARTNER[card]
        return partner >= 0 and partner in self.hands[p] and card // 6 not in self.marriages[p]

    def declaration_value(self, p: int, card: int) -> int:
        """Points that leading ``card`` now would declare (0: none)."""
        if self.table or self.stage == OVER or not self.declarable_marriage(p, card):
            return 0
        return marriage_value(card // 6 == self.trump)

    # -- legal actions -----------------------------------------------------------
    def legal(self) -> list[int]:
        if self.stage == OVER:
            return []
        table = self.table
        hand = self.hands[(self.leader + len(table)) % 3]
        if not table:
            return hand[:]
        return strict_replies(hand, table, self.trump)

    # -- applying a card -----------------------------------------------------------
    def play(self, card: int) -> None:
        """Play a legal card for the player to move. The caller guarantees legality."""
        table = self.table
        p = (self.leader + len(table)) % 3
        events = self.events
        if not table:
            if self.declarable_marriage(p, card):
                self._declare(p, card)
        else:
            self._note_follow(p, card)
        self.hands[p].remove(card)
        self.known[p] &= ~(1 << card)
        table.append(card)
        if events is not None:
            events.append(Event("play", p, text(card), lead=len(table) == 1))
        if len(table) == 3:
            self._finish_trick()

    def _note_follow(self, p: int, card: int) -> None:
        """What a follower's card tells everyone about that hand (strict rules)."""
        table = self.table
        trump = self.trump
        led = table[0]
        ls = led // 6
        cs = card // 6
        if cs == ls:
            if ls == trump or not any(c // 6 == trump for c in table):
                top = min(c for c in table if c // 6 == ls)
                if card > top:  # did not beat: holds nothing above the top card
                    self.excluded[p] |= ABOVE[top]
            return
        self.voids[p] |= 1 << ls
        self.excluded[p] |= SUIT_MASK[ls]
        if cs == trump:
            trumps = [c for c in table if c // 6 == trump]
            if trumps:
                top = min(trumps)
                if card > top:  # under-trumped: no higher trump
                    self.excluded[p] |= ABOVE[top]
        else:
            self.voids[p] |= 1 << trump
            self.excluded[p] |= SUIT_MASK[trump]

    def _finish_trick(self) -> None:
        table = self.table
        leader = self.leader
        i = trick_winner_index(table, self.trump)
        w = (leader + i) % 3
        pts = POINTS[table[0]] + POINTS[table[1]] + POINTS[table[2]]
        first_trick = self.tricks[w] == 0
        self.won[w] += table
        self.tricks[w] += 1
        self.card_points[w] += pts
        self.ntricks += 1
        played = (table[0], table[1], table[2])
        self.last = (leader, played, w)
        self.table = []
        self.leader = w
        bonus = 10 if self.ntricks == 8 else 0
        self.card_points[w] += bonus
        events = self.events
        if events is not None:
            events.append(Event("trick", w, cards=tuple(text(c) for c in played),
                                points=pts, bonus=bonus))
            if first_trick and self.marriage_points[w]:
                events.append(Event("marriage_counted", w, points=self.marriage_points[w]))
        if self.ntricks == 8:
            self._end()

    def totals(self) -> tuple[int, int, int]:
        return (self.points(0), self.points(1), self.points(2))

    def _end(self) -> None:
        """docs/RULES.md §5.5, end of the deal: highest total with 66+ wins; shared top
        is a draw; a top under 66 is a replay. The winner takes 1/2/3 from each other seat."""
        t = self.totals()
        top = max(t)
        tops = [p for p in range(3) if t[p] == top]
        if top < 66:
            self._finish(None, 0, REPLAY, (0, 0, 0))
        elif len(tops) > 1:
            self._finish(None, 0, DRAWN, (0, 0, 0))
        else:
            w = tops[0]
            paid = tuple(0 if p == w else paid_by(t[p], self.tricks[p] > 0) for p in range(3))
            self._finish(w, sum(paid), HIGHER_TOTAL, paid)

    def _finish(self, winner: int | None, gp: int, reason: str, paid: tuple[int, ...]) -> None:
        self.outcome = Outcome3(winner, gp, reason, paid)
        self.stage = OVER
        if self.events is not None:
            self.events.append(Event("end", winner, winner=winner, game_points=gp,
                                     reason=reason, paid=paid))

    # -- copying -------------------------------------------------------------------
    def copy(self) -> "Core3":
        c = Core3.__new__(Core3)
        self._copy_shared(c)
        h = self.hands
        c.hands = [h[0][:], h[1][:], h[2][:]]
        w = self.won
        c.won = [w[0][:], w[1][:], w[2][:]]
        m = self.marriages
        c.marriages = [m[0][:], m[1][:], m[2][:]]
        c.table = self.table[:]
        c.last = self.last
        c.outcome = self.outcome
        c.excluded = self.excluded[:]
        return c


def strict_replies(hand: list[int], table: "list[int] | tuple[int, ...]", trump: int) -> list[int]:
    """docs/RULES.md §5.3: the cards of ``hand`` that may follow ``table`` (led card first).

    Follow the led suit and beat its highest card if able (following is enough
    once a trump lies on a plain-suit lead); without the suit, trump and beat
    the highest trump if able, else any trump; with neither, any card."""
    led = table[0]
    ls = led // 6
    same = [c for c in hand if c // 6 == ls]
    if same:
        top = led  # the highest card of the led suit so far
        for c in table:
            cs = c // 6
            if cs == ls:
                if c < top:
                    top = c
            elif cs == trump:
                return same  # a trump lies on the plain-suit lead: following is enough
        higher = [c for c in same if c < top]
        return higher or same
    trumps = [c for c in hand if c // 6 == trump]
    if trumps:
        top = 24  # no trump on the table yet
        for c in table:
            if c // 6 == trump and c < top:
                top = c
        if top < 24:
            higher = [c for c in trumps if c < top]
            return higher or trumps
        return trumps
    return hand[:]


def deal_core3(deck: "list[int]", rules: Rules, dealer: int) -> Core3:
    """Deal a shuffled pack: 8 each, one at a time from the left of the dealer; the
    dealer's last card (``deck[23]``) is turned and names trumps (docs/RULES.md §5.2)."""
    c = Core3.__new__(Core3)
    first = (dealer + 1) % 3
    hands: list[list[int]] = [[], [], []]
    for i in range(24):
        hands[(first + i) % 3].append(deck[i])
    turnup = deck[23]
    c.rules = rules
    c.trump = turnup // 6
    c.turnup = turnup
    c.hands = hands
    c.won = [[], [], []]
    c.tricks = [0, 0, 0]
    c.card_points = [0, 0, 0]
    c.marriage_points = [0, 0, 0]
    c.marriages = [[], [], []]
    c.leader = first
    c.dealer = dealer
    c.table = []
    c.stage = PLAY
    c.ntricks = 0
    c.last = None
    c.outcome = None
    c.known = [0, 0, 0]
    c.known[dealer] = 1 << turnup
    c.voids = [0, 0, 0]
    c.excluded = [0, 0, 0]
    c.events = None
    return c


__all__ = [
    "Core3", "Outcome3", "deal_core3", "strict_replies", "trick_winner_index", "paid_by",
    "PLAY", "OVER", "STAGE_NAMES", "HIGHER_TOTAL", "DRAWN", "REPLAY", "SUIT_MASK", "ABOVE",
]
