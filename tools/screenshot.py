"""Screenshot the booted page with headless Chromium, and time the boot.

    .venv/bin/python tools/screenshot.py                    # 360x640 and 1280x800
    .venv/bin/python tools/screenshot.py --query seed=3 --size 800x600 --out shots
    .venv/bin/python tools/screenshot.py --runs 5 --no-shots  # cold boot times only
    .venv/bin/python tools/screenshot.py --scheme dark      # as a device set to dark shows it

Serves the repo root on a free loopback port, opens ``/?{query}`` in a fresh
browser context per shot (a cold load), waits for ``html.ready`` and writes
``{out}/page-{W}x{H}.png``. Prints the time from navigation to ready.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from localweb import CHROMIUM, CHROMIUM_ARGS, serve  # noqa: E402


def _size(text: str) -> tuple[int, int]:
    width, height = text.lower().split("x")
    return int(width), int(height)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", action="append", type=_size, help="WxH, repeatable")
    parser.add_argument("--query", default="", help="URL query without '?'")
    parser.add_argument("--out", default="test-results/shots", help="output folder")
    parser.add_argument("--runs", type=int, default=1, help="cold loads per size")
    parser.add_argument("--no-shots", action="store_true", help="only time the boot")
    parser.add_argument("--chromium", default=CHROMIUM)
    parser.add_argument("--scheme", choices=("light", "dark"), default="light",
                        help="the device's colour scheme (prefers-color-scheme)")
    args = parser.parse_args(argv)
    sizes = args.size or [(360, 640), (1280, 800)]
    out = ROOT / args.out
    out.mkdir(parents=True, exist_ok=True)

    query = f"?{args.query}" if args.query else ""
    times = []
    with serve(ROOT) as origin, sync_playwright() as pw:
        url = origin + "/" + query
        browser = pw.chromium.launch(executable_path=args.chromium, args=CHROMIUM_ARGS)
        for width, height in sizes:
            for run in range(args.runs):
                context = browser.new_context(viewport={"width": width, "height": height},
                                              color_scheme=args.scheme)
                page = context.new_page()
                start = time.perf_counter()
                page.goto(url, wait_until="commit")
                page.wait_for_selector("html.ready", state="attached", timeout=120_000)
                elapsed = time.perf_counter() - start
                times.append(elapsed)
                line = f"{width}x{height} run {run + 1}: ready in {elapsed:.2f} s"
                if not args.no_shots and run == 0:
                    page.wait_for_timeout(300)
                    tail = "" if args.scheme == "light" else f"-{args.scheme}"
                    path = out / f"page-{width}x{height}{tail}.png"
                    page.screenshot(path=str(path), full_page=True)
                    shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
                    line += f" -> {shown}"
                print(line, flush=True)
                context.close()
        browser.close()
    if len(times) > 1:
        print(f"median {statistics.median(times):.2f} s over {len(times)} cold loads")
    return 0


if __name__ == "__main__":
    sys.exit(main())
