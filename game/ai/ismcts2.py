"""The two-player table's part of ISMCTS (game/ai/ismcts.py): worlds from the table's
consistent-world sampler, the Expert's playout ``policy`` for both seats (going out
once the manual ``out`` is correct), and a deal's value in game points (-3..3,
``outcome_value``: the deal value the Expert maximises).
"""

from __future__ import annotations

import random

from ..engine.core import OUT, Core
from ..engine.deal import action_text
from ..engine.state import TWO_PLAYERS
from ..engine.view import PlayerView
from .classic import obvious_action
from .expert import policy
from .solver import outcome_value

ITERATIONS = 2_100  # per decision: think time p95 about the Expert's (docs/BENCHMARKS.md)


class Table2:
    """ISMCTS's view of a two-player deal, for the seat of ``view``."""

    players = 2
    scale = 3.0  # a deal is worth at most 3 game points
    iterations = ITERATIONS

    def __init__(self, view: PlayerView) -> None:
        self.view = view
        self.sampler = TWO_PLAYERS.sampler(view)
        self.manual = view.rules.claims_out  # as Core.manual_out()

    def obvious(self) -> str | None:
        return obvious_action(self.view)  # going out the moment it is correct, as the Expert

    def sample(self, rng: random.Random) -> Core:
        return self.sampler.sample(rng)

    def policy(self, core: Core) -> int:
        if self.manual:  # a playout goes out as soon as it may
            p = core.to_move()
            assert p is not None
            if core.points(p) >= 66 and OUT in core.legal():
                return OUT
        return policy(core)

    def value(self, core: Core, seat: int) -> int:
        return outcome_value(core, seat)

    def text(self, code: int) -> str:
        return action_text(code)


__all__ = ["ITERATIONS", "Table2"]
