"""Stepwise work, the unit the AI's searches are written in: a generator that yields
``None`` between units of work and returns its result (thinking.py runs it in slices).
A neutral module: the searches (expert, hint, rollout, three-player expert and hint,
the review) and thinking.py, which dispatches to them, both build on it.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TypeVar

T = TypeVar("T")
# Stepwise work: yields None between units, returns the result.
Work = Generator[None, None, T]


def finish(work: Work[T]) -> T:
    """Run stepwise ``work`` to its end in one go and return its result."""
    try:
        while True:
            next(work)
    except StopIteration as stop:
        result: T = stop.value  # what the generator returned: typed by ``Work[T]``
        return result


def first(work: Work[tuple[T, object]]) -> Work[T]:
    """Work that returns the first item of ``work``'s result (an action without the
    scores it was picked from)."""
    return (yield from work)[0]


def at_once(compute: Callable[[], T]) -> Work[T]:
    """Work of a single unit: ``compute()`` (for the quick levels)."""
    yield from ()  # a generator that yields nothing: the whole work is the first step
    return compute()


__all__ = ["Work", "at_once", "finish", "first"]
