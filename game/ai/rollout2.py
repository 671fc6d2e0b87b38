"""The two-player table's part of the ``rollout`` player (rollout.py): worlds from
the table's consistent-world sampler, uniformly random playouts for both seats
(never a random close, which would end most playouts at once), a deal's value in game
points (-3..3, ``outcome_value``) and the Expert's obvious actions (going out the
moment it is correct).
"""

from __future__ import annotations

import random

from ..engine.core import CLOSE, OVER, Core
from ..engine.deal import action_text, parse_action
from ..engine.state import TWO_PLAYERS
from ..engine.view import PlayerView
from .classic import obvious_action
from .solver import outcome_value

WORLDS = 60


def random_playout(core: Core, seat: int, rng: random.Random) -> int:
    """Finish the deal with random legal actions; game points for ``seat``."""
    rnd = rng.random
    while core.stage != OVER:
        moves = core.legal()
        if CLOSE in moves and len(moves) > 1:
            moves.remove(CLOSE)  # random closing would end most playouts at once
        core.play(moves[int(rnd() * len(moves))])
    return outcome_value(core, seat)


class Rollout2:
    """The rollout's view of a two-player deal, for the seat of ``view``."""

    def __init__(self, view: PlayerView, worlds: int = WORLDS) -> None:
        self.view = view
        self.seat = view.seat
        self.worlds = worlds
        self.sampler = TWO_PLAYERS.sampler(view)

    def obvious(self) -> str | None:
        return obvious_action(self.view)

    def codes(self) -> list[int]:
        return [parse_action(a) for a in self.view.legal]

    def sample(self, rng: random.Random) -> Core:
        return self.sampler.sample(rng)

    def finish(self, core: Core, rng: random.Random) -> int:
        return random_playout(core, self.seat, rng)

    def text(self, code: int) -> str:
        return action_text(code)


__all__ = ["WORLDS", "Rollout2", "random_playout"]
