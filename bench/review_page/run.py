"""The review bench's Python half: the same code in CPython and in the page's Pyodide.

``records(n, seed, rules)`` plays ``n`` deals (Sharp in the reviewed seat 0
against the Expert; two Experts with ``rules="three"``) and returns their
records; ``start`` begins a review in slices (``game.review.Reviewing``) for
bench.mjs; ``time_cpython`` reviews the records here and returns each deal's
time and review.
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


def start(record_json: str, seed: int) -> Any:
    from game.review import DealRecord, start_review

    return start_review(DealRecord.from_dict(json.loads(record_json)), seed)


def result_json(job: Any) -> str:
    return json.dumps(job.result.to_dict())


def time_cpython(recs: list[dict[str, Any]], seed: int) -> list[dict[str, Any]]:
    from game.review import DealRecord, review_deal

    out = []
    for rec in recs:
        record = DealRecord.from_dict(rec)
        t0 = time.perf_counter()
        review = review_deal(record, seed)
        out.append({"wall_ms": (time.perf_counter() - t0) * 1000, "review": review.to_dict()})
    return out
