"""Run the computer's thinking (game.ai.thinking) in slices between browser tasks.

The page's main thread must never be busy for long (Long Tasks: 50 ms), and the
page must get to paint while the Expert thinks. ``think_async`` runs a slice of
``SLICE_S`` seconds, then gives the browser a turn:

- ``asyncio.sleep(0)``: in Pyodide's WebLoop a zero delay is scheduled with
  ``scheduleCallbackImmediate`` (a ``postMessage``/``MessageChannel`` message),
  a new macrotask with no 4 ms timer clamp, so input runs between slices. Chromium
  may still put the next message before a frame (measured: frames up to 170 ms
  apart), so
- every ``PAINT_EVERY_S`` it waits for the next paint instead: a
  ``requestAnimationFrame`` callback that schedules a task, i.e. it goes on
  right after the frame is drawn (or after 100 ms, when a hidden tab draws none).

Nothing here imports the browser at import time; under CPython (tests) the wait
for a paint is ``asyncio.sleep(0)``.
"""

from __future__ import annotations

import asyncio
import sys
import time
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from game.ai.thinking import Thinking

T = TypeVar("T")

# One slice of thinking. A step overshoots by up to one unit of work (at most about
# 3 ms in CPython, Pyodide ~2.5x that), and a busy machine stretches it; 8 ms had
# fewer tasks over 50 ms than 12 ms in the page, at no visible cost in speed.
SLICE_S = 0.008
PAINT_EVERY_S = 0.04  # at the latest after this much thinking, let a frame be drawn
# A review's dialog shows only a progress bar while it is computed: ten frames a second
# are enough there, and each wait for a frame idles until the next one (up to 16 ms).
# Measured (bench/review.py, the page's review path): frames every 40 ms cost about a
# fifth of the review's time.
REVIEW_PAINT_EVERY_S = 0.1

_AFTER_PAINT_JS = """() => new Promise(resolve => {
  requestAnimationFrame(() => setTimeout(resolve, 0));
  setTimeout(resolve, 100);
})"""
_after_paint: Callable[[], Any] | None = None


async def next_task() -> None:
    """Let the browser run its other tasks (input, timers) once."""
    await asyncio.sleep(0)


async def after_paint() -> None:
    """Go on once the browser has drawn a frame (CPython: once other tasks ran)."""
    global _after_paint
    if sys.platform != "emscripten":
        await asyncio.sleep(0)
        return
    if _after_paint is None:
        from pyodide.code import run_js

        _after_paint = run_js(_AFTER_PAINT_JS)
    await _after_paint()


async def think_async(thinking: Thinking[T], budget_s: float = SLICE_S,
                      paint_every_s: float = PAINT_EVERY_S,
                      clock: Callable[[], float] = time.perf_counter,
                      yield_task: Callable[[], Awaitable[None]] = next_task,
                      yield_paint: Callable[[], Awaitable[None]] = after_paint,
                      on_paint: Callable[[], None] | None = None) -> T:
    """Step ``thinking`` to its end in slices of ``budget_s``, giving the browser a
    turn before, between and after the slices (so no slice shares a task with the
    caller's rendering) and a frame at least every ``paint_every_s`` (``on_paint`` runs
    before each: a progress bar); its result."""
    painted = clock()
    done = False
    while True:
        if clock() - painted >= paint_every_s:
            if on_paint is not None:
                on_paint()
            await yield_paint()
            painted = clock()
        else:
            await yield_task()
        if done:
            return thinking.result  # type: ignore[return-value]
        done = thinking.step(budget_s)


__all__ = ["PAINT_EVERY_S", "REVIEW_PAINT_EVERY_S", "SLICE_S", "after_paint", "next_task",
           "think_async"]
