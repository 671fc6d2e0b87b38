"""The three-player table's part of the ``rollout`` player (game/ai/rollout.py):
sampling plus Sharp playouts, and ``Sampler3``, the worlds the other searches share.

For each legal card it deals K random layouts of the unseen cards consistent
with the view (hand sizes, cards everybody has seen, cards a seat cannot hold
by its plays), plays the card, finishes the deal with Sharp's rules for every
seat and keeps the card with the best average result for this seat: the game
points it won, minus what it paid the winner (replays and draws 0). The same
layouts serve every card; ties go to the first legal card. Not a page level:
the arena uses it as a yardstick.
"""

from __future__ import annotations

import random

from ...engine import cards
from ...engine.events import marriage_value
from ...engine.three.core import OVER, PLAY, Core3
from ...engine.three.view import PlayerView3
from .classic import classic_code

WORLDS = 24


class Sampler3:
    """Worlds (Core3 with every hand filled) consistent with one seat's view."""

    def __init__(self, view: PlayerView3) -> None:
        seat = view.seat
        self.seat = seat
        c = Core3.__new__(Core3)
        c.rules = view.rules
        c.trump = cards.SUITS.index(view.trump)
        c.turnup = cards.parse(view.trump_card)
        c.won = [[cards.parse(x) for x in w] for w in view.won]
        c.tricks = list(view.tricks)
        c.card_points = [sum(cards.POINTS[x] for x in w) for w in c.won]
        c.marriages = [[cards.SUITS.index(s) for s in m] for m in view.marriages]
        c.marriage_points = [sum(marriage_value(s == c.trump) for s in m) for m in c.marriages]
        c.leader = view.leader
        c.dealer = view.dealer
        c.table = [cards.parse(x) for x in view.table]
        c.hands = [[], [], []]  # filled by sample()
        c.stage = PLAY
        c.ntricks = view.ntricks
        c.last = None
        c.outcome = None
        c.voids = [sum(1 << cards.SUITS.index(s) for s in v) for v in view.voids]
        c.excluded = [cards.mask_of([cards.parse(x) for x in e]) for e in view.excluded]
        c.known = [cards.mask_of([cards.parse(x) for x in k]) for k in view.known]
        c.events = None
        self.template = c
        self.mine = [cards.parse(x) for x in view.hand]
        self.others = [(seat + 1) % 3, (seat + 2) % 3]
        fixed = [[cards.parse(x) for x in view.known[p]] for p in range(3)]
        self.fixed = fixed
        unseen = [cards.parse(x) for x in view.unseen()]
        a, b = self.others
        ex_a, ex_b = c.excluded[a], c.excluded[b]
        self.only_a = [x for x in unseen if ex_b >> x & 1]
        self.only_b = [x for x in unseen if ex_a >> x & 1 and not ex_b >> x & 1]
        self.free = [x for x in unseen if not (ex_a >> x & 1 or ex_b >> x & 1)]
        self.need_a = view.hand_sizes[a] - len(fixed[a]) - len(self.only_a)
        need_b = view.hand_sizes[b] - len(fixed[b]) - len(self.only_b)
        if self.need_a < 0 or need_b < 0 or self.need_a + need_b != len(self.free) \
                or any(ex_a >> x & 1 for x in self.only_a):
            raise ValueError("the view admits no layout of the unseen cards")

    def sample(self, rng: random.Random) -> Core3:
        """One layout, every consistent one equally likely (hand order random)."""
        free = self.free[:]
        rng.shuffle(free)
        a, b = self.others
        ha = self.fixed[a] + self.only_a + free[: self.need_a]
        hb = self.fixed[b] + self.only_b + free[self.need_a:]
        rng.shuffle(ha)
        rng.shuffle(hb)
        w = self.template.copy()
        hands: list[list[int]] = [[], [], []]
        hands[self.seat] = self.mine[:]
        hands[a] = ha
        hands[b] = hb
        w.hands = hands
        return w


def net_for(core: Core3, seat: int) -> int:
    """Game points ``seat`` won in a finished deal, minus what it paid the winner."""
    oc = core.outcome
    return 0 if oc is None else oc.net(seat)


def sharp_playout(core: Core3) -> None:
    while core.stage != OVER:
        core.play(classic_code(core, "sharp"))


class Rollout3:
    """The rollout's view of a three-player deal, for the seat of ``view``."""

    def __init__(self, view: PlayerView3, worlds: int = WORLDS) -> None:
        if not view.legal:
            raise ValueError("it is not this player's turn")
        self.view = view
        self.seat = view.seat
        self.worlds = worlds
        self.sampler = Sampler3(view)

    def obvious(self) -> str | None:
        return self.view.legal[0] if len(self.view.legal) == 1 else None

    def codes(self) -> list[int]:
        return [cards.parse(a) for a in self.view.legal]

    def sample(self, rng: random.Random) -> Core3:
        return self.sampler.sample(rng)

    def finish(self, core: Core3, rng: random.Random) -> int:
        sharp_playout(core)  # deterministic: draws nothing from rng
        return net_for(core, self.seat)

    def text(self, code: int) -> str:
        return cards.text(code)


__all__ = ["Rollout3", "Sampler3", "net_for", "sharp_playout", "WORLDS"]
