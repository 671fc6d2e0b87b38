"""Thinking in slices, so a page can keep painting while the computer thinks.

A decision is WORK: a generator that yields ``None`` between units of work (one
world's action, one playout, a few thousand solver nodes) and returns its result.
``Thinking`` runs that work for about a time budget per ``step`` call::

    t = think(state, "expert", seed=7)
    while not t.step(0.012):
        ...  # let the browser paint and handle input
    t.action  # == choose(state, "expert", seed=7)

The work never reads the clock: budgets inside the AI are counts, so the result
is the same wherever the slices fall (budget 0 runs one unit per step). The clock
only decides when ``step`` hands control back.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Any, Generic

from .levels import CLASSIC_PLAYERS, LEVELS, choose_from_view
from .reason import Reason
from .work import T, Work, at_once, finish  # Work, at_once and finish: re-exported


class Thinking(Generic[T]):
    """A decision in progress. ``step(budget_s)`` until it returns True, then read
    ``result`` (``action`` for a decision; for a hint ``result`` is (action, reason)).
    """

    def __init__(self, work: Work[T],
                 clock: Callable[[], float] = time.perf_counter) -> None:
        self._work: Work[T] | None = work
        self._clock = clock
        self.done = False
        self.result: T | None = None
        self.steps = 0  # step() calls that did work
        self.units = 0  # yields seen (units of work finished before the last)

    def step(self, budget_s: float) -> bool:
        """Work for about ``budget_s`` seconds (at least one unit); True when done.

        It stops before a unit that would probably end past the budget (one as
        long as the last), so a step rarely runs over by more than a unit's spread.
        """
        work = self._work
        if work is None:
            return True
        self.steps += 1
        clock = self._clock
        start = last = clock()
        try:
            while True:
                next(work)
                self.units += 1
                now = clock()
                if 2 * now - last - start >= budget_s:  # elapsed + last unit
                    return False
                last = now
        except StopIteration as stop:
            self.result = stop.value
            self.done = True
            self._work = None
            return True

    def run(self) -> T:
        """Finish the work in one go; the result."""
        self.step(math.inf)
        return self.result  # type: ignore[return-value]

    @property
    def action(self) -> str | None:
        """The action text once done (the hint's action too), else None."""
        r = self.result
        if r is None or isinstance(r, str):
            return r
        assert isinstance(r, tuple) and isinstance(r[0], str)  # a hint: (action, reason)
        return r[0]


def think(state: Any, level: str, seed: int | None = None,
          clock: Callable[[], float] = time.perf_counter) -> Thinking[str]:
    """Stepwise ``choose(state, level, seed)``: the same action, in slices."""
    seat = state.to_move
    if seat is None:
        raise ValueError("the deal is over: nobody is to move")
    return Thinking(decision_work(state.view(seat), level, seed), clock)


def decision_work(view: Any, level: str, seed: int | None = None) -> Work[str]:
    """The work of ``choose_from_view(view, level, seed)``. Levels: those of
    ``game.ai.LEVELS``, the arena's ``classic-*`` players and ``rollout``. Imports
    happen now, so a missing module raises ImportError here rather than in ``step``."""
    if view.players == 3:  # docs/RULES.md §5: game/ai/three
        if level == "expert":
            from .three.expert import expert3_decision_work  # yields between worlds

            return _first(expert3_decision_work(view, seed))
        if level in LEVELS:  # the ladder's levels: they search the end of the deal
            from .three.ladder import ladder3_work

            return ladder3_work(view, level, seed)
        # the classic players: one unit, as choose_from_view plays them
        return at_once(lambda: choose_from_view(view, level, seed))
    if level == "expert":
        from .expert import expert_decision_work

        return _first(expert_decision_work(view, seed))
    if level == "rollout":
        from .rollout import rollout_work

        return rollout_work(view, seed)
    if level in LEVELS:
        from .ladder import ladder_work

        return ladder_work(view, level, seed)
    if level not in CLASSIC_PLAYERS:
        raise ValueError(f"unknown level {level!r}: use one of {', '.join(LEVELS)}")
    return at_once(lambda: choose_from_view(view, level, seed))


def think_hint(view: Any, seed: int | None = None,
               clock: Callable[[], float] = time.perf_counter) -> Thinking[tuple[str, Reason]]:
    """Stepwise ``hint(view, seed)`` (``hint3`` at the three-player table): result
    (action, reason)."""
    if view.players == 3:
        from .three.hint import hint3_work

        return Thinking(hint3_work(view, seed), clock)
    from .hint import hint_work

    return Thinking(hint_work(view, seed), clock)


def _first(work: Work[tuple[str, Any]]) -> Work[str]:
    return (yield from work)[0]


__all__ = ["Thinking", "Work", "at_once", "decision_work", "finish", "think", "think_hint"]
