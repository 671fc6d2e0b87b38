"""The three-player table's part of ISMCTS (game/ai/ismcts.py): worlds from the
rollout player's sampler (a full ``Core3`` per layout of the two hidden hands
consistent with the view), Sharp's rules for every seat in the playouts
(``classic_code``, as the rollout player plays them), and a deal's value in game
points as the match race sees it: the winner's gain (2..6) for the winner, minus
that gain for each other seat, whoever paid it (kernel.py's "race" objective, the
Expert's); a replay or a draw is 0.
"""

from __future__ import annotations

import random

from ...engine.cards import text
from ...engine.three.core import Core3
from ...engine.three.state import THREE_PLAYERS
from ...engine.three.view import PlayerView3
from .classic import classic_code
from .expert import obvious3

ITERATIONS3 = 1_500  # per decision: p95 about the three-player Expert's (BENCHMARKS.md)


class Table3:
    """ISMCTS's view of a three-player deal, for the seat of ``view``."""

    players = 3
    scale = 6.0  # a winner gains at most 3 from each other seat
    iterations = ITERATIONS3

    def __init__(self, view: PlayerView3) -> None:
        self.view = view
        self.sampler = THREE_PLAYERS.sampler(view)

    def obvious(self) -> str | None:
        return obvious3(self.view)  # the only legal card

    def sample(self, rng: random.Random) -> Core3:
        return self.sampler.sample(rng)

    def policy(self, core: Core3) -> int:
        return classic_code(core, "sharp")

    def value(self, core: Core3, seat: int) -> int:
        oc = core.outcome
        if oc is None or oc.winner is None:
            return 0
        return oc.game_points if oc.winner == seat else -oc.game_points

    def text(self, code: int) -> str:
        return text(code)


__all__ = ["ITERATIONS3", "Table3"]
