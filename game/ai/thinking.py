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
from typing import Generic

from ..engine.table import TableView
from ..engine.tables import AnyState
from .bots import decision_work, hint_work  # decision_work: re-exported
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


def think(state: AnyState, level: str, seed: int | None = None,
          clock: Callable[[], float] = time.perf_counter) -> Thinking[str]:
    """Stepwise ``choose(state, level, seed)``: the same action, in slices."""
    seat = state.to_move
    if seat is None:
        raise ValueError("the deal is over: nobody is to move")
    return Thinking(decision_work(state.view(seat), level, seed), clock)


def think_hint(view: TableView, clock: Callable[[], float] = time.perf_counter
               ) -> Thinking[tuple[str, Reason]]:
    """Stepwise hint for the seat of ``view`` (its table's, bots.py): result
    (action, reason)."""
    return Thinking(hint_work(view), clock)


__all__ = ["Thinking", "Work", "at_once", "decision_work", "finish", "think", "think_hint"]
