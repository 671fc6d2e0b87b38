"""The three-player table's part of the ``rollout`` player (game/ai/rollout.py):
sampling (the table's own, game/engine/three/sampling.py) plus Sharp playouts.

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
from ...engine.three.core import OVER, Core3
from ...engine.three.state import THREE_PLAYERS
from ...engine.three.view import PlayerView3
from .classic import classic_code

WORLDS = 24


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
        self.sampler = THREE_PLAYERS.sampler(view)

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


__all__ = ["Rollout3", "net_for", "sharp_playout", "WORLDS"]
