"""The review bench's Python half: the same code in CPython and in the page's Pyodide.

``records(n, seed, rules)`` plays ``n`` deals (Sharp in the reviewed seat 0
against the Expert; two Experts with ``rules="three"``) and returns their
records; ``review_in_slices`` reviews one in the page the way the page does
(``game.web.thinking.think_async``: the same slices, the same turns given to the
browser and frames; only the progress bar is not drawn) for bench.mjs;
``time_cpython`` reviews the records here and returns each deal's time and review.
"""

from __future__ import annotations

import json
import time
from typing import Any


def records(n: int, seed: int, rules: str = "traditional") -> list[dict[str, Any]]:
    from game.review.cli import play_record

    # the dealer rotates (three players: 0, 1, 2; two: 1, 0 as before)
    return [play_record(seed + i, "expert", "sharp", rules,
                        dealer=i % 3 if rules == "three" else 1 - i % 2).to_dict()
            for i in range(n)]


class _TimedSlices:
    """A review in slices that notes how long each slice took."""

    def __init__(self, reviewing: Any) -> None:
        self.reviewing = reviewing
        self.slices = 0
        self.longest_ms = 0.0

    @property
    def result(self) -> Any:
        return self.reviewing.result

    def step(self, budget_s: float) -> bool:
        t0 = time.perf_counter()
        done: bool = self.reviewing.step(budget_s)
        self.longest_ms = max(self.longest_ms, (time.perf_counter() - t0) * 1000)
        self.slices += 1
        return done


async def review_in_slices(record_json: str) -> str:
    """One deal reviewed as the page reviews it (game.web.app.review, without the
    progress bar): its time from start to result, its longest slice and the review."""
    from game.review import DealRecord, start_review
    from game.web.thinking import REVIEW_PAINT_EVERY_S, think_async

    t0 = time.perf_counter()
    job = _TimedSlices(start_review(DealRecord.from_dict(json.loads(record_json))))
    review = await think_async(job, paint_every_s=REVIEW_PAINT_EVERY_S)  # type: ignore[arg-type]
    return json.dumps({"wall_ms": (time.perf_counter() - t0) * 1000,
                       "longest_slice_ms": job.longest_ms, "slices": job.slices,
                       "review": review.to_dict()})


def time_cpython(recs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    from game.review import DealRecord, review_deal

    out = []
    for rec in recs:
        record = DealRecord.from_dict(rec)
        t0 = time.perf_counter()
        review = review_deal(record)
        out.append({"wall_ms": (time.perf_counter() - t0) * 1000, "review": review.to_dict()})
    return out
