"""The deal of the day's duplicate comparison in the page: how long after the deal's end
the Expert's result in the player's seat is on screen.

Usage: flock /tmp/browser.lock .venv/bin/python bench/daily_page.py [--repeat 3]
       [--rules traditional three schnapsen]

For each table, ``--repeat`` times in a fresh browser context (so the day is unplayed):
serves the repo on loopback, opens the page in Debian's Chromium (``?pause=0``), starts
the deal of the day from Settings, plays it by tapping the first playable card, and
times from the deal's end (``data-turn="over"``) to the comparison's result in
``#daily-result``. The day is the browser's today, so every repeat times the same
Expert game; the figure is the page's thinking in slices, not the player's play.
Prints the median and the maximum per table.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "e2e"))

from localweb import CHROMIUM, CHROMIUM_ARGS, serve  # noqa: E402
from test_rating_page import play_out  # noqa: E402

DONE = ("() => /: [+−±]\\d\\.$/.test(document.getElementById('daily-result').textContent)"
        " && document.getElementById('daily-progress').hidden")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--rules", nargs="+", default=["traditional", "three", "schnapsen"])
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    with serve(ROOT) as origin, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for rules in args.rules:
            times = []
            for _ in range(args.repeat):
                context = browser.new_context(viewport={"width": 1280, "height": 900})
                page = context.new_page()
                page.goto(f"{origin}/?pause=0&rules={rules}")
                page.wait_for_selector("html.ready", state="attached", timeout=120_000)
                page.click("#settings-panel summary")
                page.click("#daily-button")
                play_out(page)  # returns at data-turn="over"
                start = time.perf_counter()
                page.wait_for_function(DONE, timeout=600_000, polling=20)
                times.append(time.perf_counter() - start)
                context.close()
            print(f"{rules}: the Expert's game in the player's seat on screen "
                  f"{statistics.median(times):.1f} s after the deal's end (median of "
                  f"{len(times)}; max {max(times):.1f} s)")
        browser.close()


if __name__ == "__main__":
    main()
