"""Cold page boot: the game against a bare PyScript page on the same runtime.

    .venv/bin/python bench/boot.py                 # 5 cold loads of each, alternating
    .venv/bin/python bench/boot.py --runs 7
    .venv/bin/python bench/boot.py --variant nosnap=/?snapshot=0   # compare a variant too
    .venv/bin/python bench/boot.py --mbps 50                       # on a simulated link

Serves the repo root on a free loopback port (python -m http.server) and, for
each run, opens every page in a new browser context (a cold load: empty HTTP
cache, no service worker; registration is blocked so precaching never runs in
the background), in alternating order. Per page it measures, in the page's
own clock (performance.now, from navigation start):

- ready: ``<html>`` gets the class ``ready`` (the game can be played; the bare
  page, bench/bare/, sets it after printing one line);
- fcp: the first-contentful-paint entry (the game's static table skeleton);
- bytes: transferSize of the document and every resource fetched until ready.

Prints each page's medians and the ratio game/bare. Debian's Chromium through
Playwright, never ``playwright install``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from localweb import CHROMIUM, CHROMIUM_ARGS, serve  # noqa: E402

PAGES = {"game": "/", "bare": "/bench/bare/"}

# Runs before any page script: note the moment <html> gets the class "ready".
MARK_READY = """
(() => {
  const mark = () => {
    const root = document.documentElement;
    if (root && root.classList.contains('ready') && window.__readyAt === undefined)
      window.__readyAt = performance.now();
  };
  new MutationObserver(mark).observe(document, {
    subtree: true, attributes: true, attributeFilter: ['class']});
})();
"""
MEASURE = """() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const res = performance.getEntriesByType('resource');
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  return {
    ready: window.__readyAt,
    fcp: fcp ? fcp.startTime : null,
    bytes: (nav ? nav.transferSize : 0) + res.reduce((s, r) => s + r.transferSize, 0),
    requests: res.length + 1,
  };
}"""



def load_once(browser, url: str, timeout_ms: int, mbps: float = 0) -> dict:
    context = browser.new_context(service_workers="block")
    try:
        context.add_init_script(MARK_READY)
        page = context.new_page()
        if mbps:  # a simulated link: bandwidth both ways, 20 ms latency
            cdp = context.new_cdp_session(page)
            cdp.send("Network.enable")
            cdp.send(
                "Network.emulateNetworkConditions",
                {
                    "offline": False,
                    "latency": 20,
                    "downloadThroughput": mbps * 125_000,
                    "uploadThroughput": mbps * 125_000,
                },
            )
        page.goto(url, wait_until="commit")
        page.wait_for_selector("html.ready", state="attached", timeout=timeout_ms)
        page.wait_for_function("() => window.__readyAt !== undefined", timeout=timeout_ms)
        return page.evaluate(MEASURE)
    finally:
        context.close()


def _median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="cold loads of each page (>=1)")
    parser.add_argument(
        "--variant",
        action="append",
        default=[],
        metavar="NAME=PATH",
        help="another page to measure in the same run, e.g. nosnap=/?snapshot=0",
    )
    parser.add_argument("--timeout", type=float, default=90, help="seconds per load")
    parser.add_argument(
        "--mbps", type=float, default=0, help="simulate a link of this many Mbit/s (default: none)"
    )
    args = parser.parse_args(argv)
    pages = dict(PAGES)
    for item in args.variant:
        name, _, path = item.partition("=")
        pages[name] = path
    results: dict[str, list[dict]] = {name: [] for name in pages}
    with serve(ROOT) as base, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        load_once(browser, base + "/bench/bare/", int(args.timeout * 1000))  # warm-up
        names = list(pages)
        for run in range(args.runs):
            order = names if run % 2 == 0 else names[::-1]
            for name in order:
                m = load_once(browser, base + pages[name], int(args.timeout * 1000), args.mbps)
                results[name].append(m)
                print(
                    f"run {run + 1} {name:>8}: ready {m['ready'] / 1000:5.2f} s"
                    f"  fcp {(m['fcp'] or 0):5.0f} ms  {m['bytes'] / 1e6:5.2f} MB"
                    f"  ({m['requests']} requests)",
                    flush=True,
                )
        browser.close()

    link = f", simulated {args.mbps:g} Mbit/s" if args.mbps else ""
    print(f"\nmedians over {args.runs} cold loads each (served from {base}{link}):")
    medians = {}
    for name, runs in results.items():
        ready = _median([r["ready"] / 1000 for r in runs])
        fcp = _median([r["fcp"] for r in runs if r["fcp"] is not None])
        size = _median([r["bytes"] / 1e6 for r in runs])
        medians[name] = ready
        print(f"  {name:>8}: ready {ready:5.2f} s   first paint {fcp:5.0f} ms   {size:5.2f} MB")
    if medians.get("bare"):
        for name, ready in medians.items():
            if name != "bare":
                print(f"  ratio {name}/bare: {ready / medians['bare']:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
