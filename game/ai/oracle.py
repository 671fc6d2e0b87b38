"""Reference opponent ``oracle``: sees every card (an upper bound, not fair play).

It reads the true state, stock order included, and plays the perfect-information
best move: exact (solver.py) once the stock is closed or exhausted; in phase one
an alpha-beta search over the real engine whose leaves are phase-two positions
solved exactly or, past the search horizon, the expert's playout-then-solve
estimate. Its game-point share against an opponent, minus the expert's share
against the same opponent, measures what hidden information costs the expert.
"""

from __future__ import annotations

from ..core import OVER, Core
from ..deal import State, action_text
from .expert import WorldEvaluator, pick, policy
from .solver import Solver, is_phase_two, outcome_value

CARD_PLIES = 3  # card plays searched in phase one before the playout estimate


class PerfectSearch:
    """Depth-limited alpha-beta over a full-information Core (values for ``seat``)."""

    def __init__(self, seat: int, plies: int = CARD_PLIES) -> None:
        self.seat = seat
        self.plies = plies
        self.ev = WorldEvaluator()

    def value(self, core: Core, plies: int, alpha: float, beta: float) -> float:
        if core.stage == OVER:
            return outcome_value(core, self.seat)
        if is_phase_two(core):
            v = Solver(core).value0(core)
            return v if self.seat == 0 else -v
        if plies <= 0:
            return self.ev.finish(core.copy(), self.seat)
        maximize = core.to_move() == self.seat
        best = -99.0 if maximize else 99.0
        for a in self._ordered(core):
            child = core.copy()
            child.play(a)
            v = self.value(child, plies - (1 if a < 24 else 0), alpha, beta)
            if maximize:
                best = max(best, v)
                alpha = max(alpha, v)
            else:
                best = min(best, v)
                beta = min(beta, v)
            if alpha >= beta:
                break
        return best

    def _ordered(self, core: Core) -> list[int]:
        moves = core.legal()
        first = policy(core)
        if first in moves:
            moves.remove(first)
            moves.insert(0, first)
        return moves

    def action_values(self, core: Core) -> dict[int, float]:
        out = {}
        for a in core.legal():
            child = core.copy()
            child.play(a)
            out[a] = self.value(child, self.plies - (1 if a < 24 else 0), -99.0, 99.0)
        return out


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


__all__ = ["choose_oracle", "PerfectSearch"]
