"""The two-player table's part of the oracle (oracle.py): in the true deal, the exact
solver (solver.py) once the stock is closed or exhausted; in phase one an alpha-beta
search over the real engine (expert.py ``PerfectSearch``, through the one driver,
alphabeta.py) whose leaves are phase-two positions solved exactly or, past
``CARD_PLIES`` card plays, the Expert's playout-then-solve estimate. Ties go to the
Expert's playout policy in phase one and to the first legal action in phase two.
"""

from __future__ import annotations

from ..engine.core import Core
from ..engine.deal import State, action_text
from .expert import PerfectSearch, policy
from .oracle import oracle_action
from .solver import is_phase_two

CARD_PLIES = 3  # card plays searched in phase one before the playout estimate


class Oracle2:
    """The oracle's view of a two-player deal: every card read."""

    def __init__(self, plies: int = CARD_PLIES) -> None:
        self.plies = plies

    def values(self, core: Core, seat: int) -> dict[int, float]:
        return PerfectSearch(seat, self.plies).action_values(core)

    def preferred(self, core: Core) -> int:
        return policy(core) if not is_phase_two(core) else core.legal()[0]

    def text(self, code: int) -> str:
        return action_text(code)


def choose_oracle(state: State, seed: int | None = None, plies: int = CARD_PLIES) -> str:
    """The perfect-information best action for ``state.to_move`` (reads hidden cards);
    ``seed``: unused (the search draws nothing), for the players' common signature."""
    return oracle_action(Oracle2(plies), state.core)


__all__ = ["CARD_PLIES", "Oracle2", "choose_oracle"]
