"""Reference opponent ``oracle``: sees every card (an upper bound, not fair play).
Two players; three/oracle.py is the three-player one (both in game.ai.bots' rosters).

It reads the true state, stock order included, and plays the perfect-information
best move: exact (solver.py) once the stock is closed or exhausted; in phase one
an alpha-beta search over the real engine whose leaves are phase-two positions
solved exactly or, past the search horizon, the expert's playout-then-solve
estimate. Its game-point share against an opponent, minus the expert's share
against the same opponent, measures what hidden information costs the expert.
"""

from __future__ import annotations

from ..engine.deal import State, action_text
from .expert import PerfectSearch, pick, policy
from .solver import is_phase_two

CARD_PLIES = 3  # card plays searched in phase one before the playout estimate


def choose_oracle(state: State, seed: int | None = None, plies: int = CARD_PLIES) -> str:
    """The perfect-information best action for ``state.to_move`` (reads hidden cards)."""
    core = state.core
    seat = core.to_move()
    if seat is None:
        raise ValueError("the deal is over: nobody is to move")
    legal = core.legal()
    if len(legal) == 1:
        return action_text(legal[0])
    values = PerfectSearch(seat, plies).action_values(core)
    return action_text(pick(values, policy(core) if not is_phase_two(core) else legal[0], 0.0))


__all__ = ["choose_oracle"]
