"""Time to review a whole deal (the target: within 5 s in Pyodide), CPython and the page.

Usage: .venv/bin/python bench/review.py [--deals 10] [--seed 1]
       [--rules traditional|simple|three] [--no-browser]

Plays ``--deals`` deals in CPython (Sharp in the reviewed seat against the
Expert, or two Experts with ``--rules three``), reviews each here, then
(unless --no-browser; run it under ``flock /tmp/browser.lock``) serves the
repo on loopback, opens bench/review_page/ in Debian's Chromium on the
vendored Pyodide and reviews the same records there as the page does (its
``think_async``: 8 ms slices, a browser task between them and a frame drawn at
least every ``REVIEW_PAINT_EVERY_S``; JSPI hidden). Prints median / p95 /
max per deal for both, the page's longest slice, and whether the two reviews
are identical (they must be).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT.parent))
sys.path.insert(0, str(ROOT / "review_page"))
sys.path.insert(0, str(ROOT.parent / "tools"))

import run as review_run  # noqa: E402
from localweb import CHROMIUM, CHROMIUM_ARGS, serve  # noqa: E402


def in_browser(recs: list[dict]) -> list[dict]:
    from playwright.sync_api import sync_playwright

    with serve(ROOT.parent) as origin, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page()
        page.goto(f"{origin}/bench/review_page/")
        page.wait_for_function("window.benchReady !== undefined", timeout=300_000)
        ready = page.evaluate("window.benchReady")
        if ready is not True:
            raise SystemExit(f"in the browser: {ready}")
        page.set_default_timeout(1_800_000)
        result = page.evaluate("(r) => window.reviewDeals(r)", recs)
        browser.close()
    return result


def stats(ms: list[float]) -> str:
    xs = sorted(ms)
    med = xs[len(xs) // 2]
    p95 = xs[min(len(xs) - 1, int(0.95 * len(xs)))]
    return f"median {med / 1000:.2f} s, p95 {p95 / 1000:.2f} s, max {xs[-1] / 1000:.2f} s"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rules", choices=("traditional", "simple", "three"), default="traditional")
    ap.add_argument("--no-browser", action="store_true")
    a = ap.parse_args()
    recs = review_run.records(a.deals, a.seed, a.rules)
    decisions = [0] * len(recs)
    cpy = review_run.time_cpython(recs)
    decisions = [len(r["review"]["decisions"]) for r in cpy]
    print(f"review of {a.deals} deals ({a.rules}, deal seeds {a.seed}..{a.seed + a.deals - 1}, "
          f"Sharp reviewed against {'two Experts' if a.rules == 'three' else 'the Expert'}); "
          f"{sum(decisions)} decisions, {max(decisions)} at most in a deal")
    print(f"  CPython {sys.version.split()[0]}: per deal {stats([r['wall_ms'] for r in cpy])}")
    if a.no_browser:
        return
    page = in_browser(recs)
    print(f"  Pyodide in Chromium, as the page reviews: per deal "
          f"{stats([r['wall_ms'] for r in page])}; longest slice "
          f"{max(r['longest_slice_ms'] for r in page):.0f} ms")
    same = all(p["review"] == c["review"] for p, c in zip(page, cpy))
    print(f"  identical reviews in CPython and Pyodide: {'yes' if same else 'NO'}")
    ratio = sum(r["wall_ms"] for r in page) / sum(r["wall_ms"] for r in cpy)
    print(f"  ratio Pyodide/CPython (total): {ratio:.2f}")


if __name__ == "__main__":
    main()
