"""Think time per decision of a computer level in the page's runtime vs CPython.

Usage: .venv/bin/python bench/ai_page.py [--level expert] [--deals 6] [--seed 1]

Serves the repo on loopback, opens bench/ai_page/ in Debian's Chromium (the
vendored Pyodide, no network), plays the deals there, then plays the same
deals here in CPython, and prints median / 95th percentile per decision for
both and the ratio. Run scripts/setup.sh first (vendor/ and pyscript.toml).
"""

from __future__ import annotations

import argparse
import json
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench" / "ai_page"))

import run as bench_run  # noqa: E402

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def in_browser(level: str, deals: int, seed: int) -> dict:
    from playwright.sync_api import sync_playwright

    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "http.server", "--bind", "127.0.0.1",
                               str(port)], cwd=ROOT, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=1)
                break
            except OSError:
                time.sleep(0.1)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            page = browser.new_page()
            page.goto(f"http://127.0.0.1:{port}/bench/ai_page/?level={level}&deals={deals}"
                      f"&seed={seed}")
            page.wait_for_function("window.benchResult !== undefined", timeout=900_000)
            result = page.evaluate("window.benchResult")
            browser.close()
    finally:
        server.terminate()
    if "error" in result:
        raise SystemExit(f"in the browser: {result['error']}")
    return result


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--level", default="expert")
    ap.add_argument("--deals", type=int, default=6)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    page = in_browser(a.level, a.deals, a.seed)
    cpy = json.loads(bench_run.run(a.level, a.deals, a.seed))
    print(f"{a.level}, {a.deals} deals vs sharp, seed {a.seed}")
    print(f"  Pyodide in Chromium: {page['decisions']} decisions, median {page['median_ms']} ms,"
          f" p95 {page['p95_ms']} ms, max {page['max_ms']} ms")
    print(f"  CPython {sys.version.split()[0]}:      {cpy['decisions']} decisions, median "
          f"{cpy['median_ms']} ms, p95 {cpy['p95_ms']} ms, max {cpy['max_ms']} ms")
    if cpy["p95_ms"]:
        print(f"  ratio Pyodide/CPython at p95: {page['p95_ms'] / cpy['p95_ms']:.2f}")


if __name__ == "__main__":
    main()
