"""Per-decision think times of a computer level; runs in CPython and in Pyodide.

``measure(level, deals, seed, rules)`` plays ``deals`` deals of ``level``
against Sharp (two Sharps with ``rules="three"``; seats rotating) and returns
the think time of every decision of ``level`` in milliseconds.
bench/ai_page.py runs this same file inside Chromium on the vendored Pyodide
and here in CPython, so the two are compared in one run.
"""

from __future__ import annotations

import json
import sys
import time


def measure(level: str, deals: int, seed: int, rules: str = "traditional") -> list[float]:
    """``rules`` may end in ``@A-B`` (three players ``@A-B-C``): every deal is played in a
    match at that score, to 7 (issue 44: the Expert then plays for the match)."""
    from game import new_deal
    from game.ai import choose
    from game.engine.matchscore import MatchScore

    rules, _, score = rules.partition("@")
    match = MatchScore(tuple(int(x) for x in score.split("-")), 7) if score else None
    seats = 3 if rules == "three" else 2
    times: list[float] = []
    for i in range(deals):
        s = new_deal(seed + i, rules, dealer=i % seats).in_match(match)
        me = i % seats
        while s.outcome is None:
            if s.to_move == me:
                t0 = time.perf_counter()
                action = choose(s, level, seed=seed + i)
                times.append((time.perf_counter() - t0) * 1000)
            else:
                action = choose(s, "sharp", seed=seed + i)  # seeded: the same play in both
            s = s.apply(action)
    return times


def summary(times: list[float]) -> dict[str, float]:
    xs = sorted(times)
    if not xs:
        return {"decisions": 0, "median_ms": 0.0, "p95_ms": 0.0, "max_ms": 0.0}
    return {
        "decisions": len(xs),
        "median_ms": round(xs[len(xs) // 2], 2),
        "p95_ms": round(xs[min(len(xs) - 1, int(0.95 * len(xs)))], 2),
        "max_ms": round(xs[-1], 2),
    }


def run(level: str, deals: int, seed: int, rules: str = "traditional") -> str:
    return json.dumps(summary(measure(level, deals, seed, rules)))


if __name__ == "__main__":
    sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parents[2]))
    lvl, n, sd = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    print(run(lvl, n, sd, sys.argv[4] if len(sys.argv) > 4 else "traditional"))
