"""Think time per decision of a computer level in the page's runtime vs CPython.

Usage: .venv/bin/python bench/ai_page.py [--level expert] [--deals 6] [--seed 1]
       [--rules traditional|simple|three] [--match A-B[-C]]

Serves the repo on loopback, opens bench/ai_page/ in Debian's Chromium (the
vendored Pyodide, no network), plays the deals there, then plays the same
deals here in CPython, and prints median / 95th percentile per decision for
both and the ratio. Run scripts/setup.sh first (vendor/ and pyscript.toml).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench" / "ai_page"))

import run as bench_run  # noqa: E402

sys.path.insert(0, str(ROOT / "tools"))
from localweb import CHROMIUM, CHROMIUM_ARGS, serve  # noqa: E402


def in_browser(level: str, deals: int, seed: int, rules: str) -> dict:
    from playwright.sync_api import sync_playwright

    with serve(ROOT) as origin, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page()
        page.goto(f"{origin}/bench/ai_page/?level={level}&deals={deals}&seed={seed}"
                  f"&rules={rules}")
        page.wait_for_function("window.benchResult !== undefined", timeout=900_000)
        result = page.evaluate("window.benchResult")
        browser.close()
    if "error" in result:
        raise SystemExit(f"in the browser: {result['error']}")
    return result


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--level", default="expert")
    ap.add_argument("--deals", type=int, default=6)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rules", default="traditional")
    ap.add_argument("--match", default="", metavar="A-B[-C]",
                    help="play every deal in a match at this score (to 7)")
    a = ap.parse_args()
    if a.match:
        a.rules = f"{a.rules}@{a.match}"
    page = in_browser(a.level, a.deals, a.seed, a.rules)
    cpy = json.loads(bench_run.run(a.level, a.deals, a.seed, a.rules))
    print(f"{a.level}, {a.deals} deals vs sharp ({a.rules}), seed {a.seed}")
    print(f"  Pyodide in Chromium: {page['decisions']} decisions, median {page['median_ms']} ms,"
          f" p95 {page['p95_ms']} ms, max {page['max_ms']} ms")
    print(f"  CPython {sys.version.split()[0]}:      {cpy['decisions']} decisions, median "
          f"{cpy['median_ms']} ms, p95 {cpy['p95_ms']} ms, max {cpy['max_ms']} ms")
    if cpy["p95_ms"]:
        print(f"  ratio Pyodide/CPython at p95: {page['p95_ms'] / cpy['p95_ms']:.2f}")


if __name__ == "__main__":
    main()
