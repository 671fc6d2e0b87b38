"""Page boot: the game's first and repeat visits against a bare PyScript page.

    flock /tmp/browser.lock .venv/bin/python bench/boot.py              # 3 runs
    flock /tmp/browser.lock .venv/bin/python bench/boot.py --runs 1 --urls
    .venv/bin/python bench/boot.py --variant nosnap=/?snapshot=0   # another cold page too
    .venv/bin/python bench/boot.py --first-mbps 1.6                # a slower first visit
    .venv/bin/python bench/boot.py --marks           # where the repeat visit spends its time
    .venv/bin/python bench/boot.py --tree            # the working tree, not a built site

Serves the site as published (tools/build_site.py into a temporary folder, plus
bench/bare/; --tree serves the repo root instead: no game-file bundle there)
with a plain static server that compresses nothing (http.server, threaded,
counting the bytes it sends) on a free loopback port.
Each run, in alternating order where it can:

- bare: bench/bare/ in a new browser context (empty HTTP cache, service
  workers blocked), no throttling: the plain runtime's cold start;
- cold: the game the same way (no throttling, no service worker);
- first: the game as a new visitor on a phone link: a new context with
  service workers allowed, the page's link throttled to --first-mbps (6.4
  Mbit/s both ways, 40 ms latency); the bytes counted are those of the
  document and every resource that finished before ready. Then it waits until
  a service worker controls the page (<html data-offline=ready>) and counts
  what the server sent meanwhile: the background download for offline play
  (the service worker's requests are not throttled);
- repeat: a new tab in that context (service worker and HTTP cache warm), not
  throttled; bytes are what the server sent for it.

Per page, in the page's own clock (performance.now, from navigation start):
ready (``<html>`` gets the class ``ready``; the bare page sets it after
printing one line) and fcp (first-contentful-paint: the game's static table
skeleton). Prints each page's medians and ratios to bare, and how the repeat
visit started (<html data-snapshot>, data-runtime: "restored-stale" means the
snapshot is older than the game files, run tools/snapshot.py). --marks adds the
repeat visit's performance marks (assets/interpreter.mjs's and PyScript's
progress events), medians. Debian's Chromium through Playwright, never
``playwright install``.
"""

from __future__ import annotations

import argparse
import functools
import shutil
import statistics
import sys
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import build_site  # noqa: E402
from localweb import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

PAGES = {"game": "/", "bare": "/bench/bare/"}

# Runs before any page script: note the moment <html> gets the class "ready"
# (and mark PyScript's progress events).
MARK_READY = """
(() => {
  const mark = () => {
    const root = document.documentElement;
    if (root && root.classList.contains('ready') && window.__readyAt === undefined)
      window.__readyAt = performance.now();
  };
  new MutationObserver(mark).observe(document, {
    subtree: true, attributes: true, attributeFilter: ['class']});
  addEventListener('py:progress', (e) => performance.mark('py:' + e.detail));
})();
"""
MEASURE = """() => {
  const ready = window.__readyAt;
  const nav = performance.getEntriesByType('navigation')[0];
  const res = performance.getEntriesByType('resource').filter(r => r.responseEnd <= ready);
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  const root = document.documentElement;
  return {
    ready,
    fcp: fcp ? fcp.startTime : null,
    how: `snapshot ${root.dataset.snapshot || '-'}, runtime ${root.dataset.runtime || '-'}`,
    marks: performance.getEntriesByType('mark').filter(m => m.startTime <= ready)
      .map(m => [m.name, m.startTime]),
    bytes: (nav ? nav.transferSize : 0) + res.reduce((s, r) => s + r.transferSize, 0),
    requests: res.length + 1,
    urls: res.map(r => [r.name, r.transferSize, Math.round(r.responseEnd)]),
  };
}"""


class _CountingWriter:
    """The handler's wfile, adding every byte written to the server's count."""

    def __init__(self, raw, counter: list[int], lock: threading.Lock):
        self.raw, self.counter, self.lock = raw, counter, lock

    def write(self, data) -> int:
        with self.lock:
            self.counter[0] += len(data)
        return self.raw.write(data)

    def __getattr__(self, name):
        return getattr(self.raw, name)


class _Handler(SimpleHTTPRequestHandler):
    counter: list[int] = [0]
    lock = threading.Lock()

    def setup(self) -> None:
        super().setup()
        self.wfile = _CountingWriter(self.wfile, self.counter, self.lock)

    def log_message(self, format, *args) -> None:  # noqa: A002 - quiet
        pass


@contextmanager
def counting_server(root: Path) -> Iterator[tuple[str, list[int]]]:
    """Serve root on loopback (no compression); yield (origin, [bytes sent so far])."""
    counter = [0]
    handler = type("Handler", (_Handler,), {"counter": counter, "lock": threading.Lock()})
    server = ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(handler, directory=str(root))
    )
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", counter
    finally:
        server.shutdown()
        server.server_close()


def _throttle(context, page, mbps: float) -> None:
    """A simulated link for this page: mbps both ways, 40 ms latency."""
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send(
        "Network.emulateNetworkConditions",
        {
            "offline": False,
            "latency": 40,
            "downloadThroughput": mbps * 125_000,
            "uploadThroughput": mbps * 125_000,
        },
    )


def _open(page, url: str, timeout_ms: int) -> dict:
    page.goto(url, wait_until="commit")
    page.wait_for_selector("html.ready", state="attached", timeout=timeout_ms)
    page.wait_for_function("() => window.__readyAt !== undefined", timeout=timeout_ms)
    return page.evaluate(MEASURE)


def load_cold(browser, url: str, timeout_ms: int, mbps: float = 0) -> dict:
    """A cold load: new context, no service worker."""
    context = browser.new_context(service_workers="block")
    try:
        context.add_init_script(MARK_READY)
        page = context.new_page()
        if mbps:
            _throttle(context, page, mbps)
        return _open(page, url, timeout_ms)
    finally:
        context.close()


def visits(browser, url: str, timeout_ms: int, mbps: float, sent: list[int]) -> tuple[dict, dict]:
    """A first visit on a slow link, then a repeat visit from the service worker."""
    context = browser.new_context()
    try:
        context.add_init_script(MARK_READY)
        page = context.new_page()
        if mbps:
            _throttle(context, page, mbps)
        start = sent[0]
        first = _open(page, url, timeout_ms)
        page.wait_for_selector("html[data-offline=ready]", state="attached", timeout=timeout_ms)
        page.wait_for_timeout(500)  # let the last responses land
        first["background"] = sent[0] - start - first["bytes"]
        first["server"] = sent[0] - start
        page.close()
        start = sent[0]
        tab = context.new_page()
        repeat = _open(tab, url, timeout_ms)
        repeat["bytes"] = sent[0] - start
        return first, repeat
    finally:
        context.close()


def _median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def _line(name: str, m: dict) -> str:
    text = (
        f"{name:>8}: ready {m['ready'] / 1000:5.2f} s  fcp {(m['fcp'] or 0):5.0f} ms"
        f"  {m['bytes'] / 1e6:5.2f} MB before ready"
    )
    if "background" in m:
        text += f", {m['background'] / 1e6:5.2f} MB in the background"
    return text


@contextmanager
def site(tree: bool) -> Iterator[Path]:
    """The folder to serve: a built site with bench/bare/ in it, or the repo root."""
    if tree:
        yield ROOT
        return
    with tempfile.TemporaryDirectory(prefix="sixtysix-bench-") as tmp:
        out = Path(tmp) / "site"
        build_site.build(out)
        shutil.copytree(ROOT / "bench" / "bare", out / "bench" / "bare")
        yield out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="runs of every page (>=1)")
    parser.add_argument(
        "--variant",
        action="append",
        default=[],
        metavar="NAME=PATH",
        help="another page to load cold in the same run, e.g. nosnap=/?snapshot=0",
    )
    parser.add_argument("--timeout", type=float, default=120, help="seconds per load")
    parser.add_argument(
        "--first-mbps", type=float, default=6.4, help="the first visit's link (Mbit/s)"
    )
    parser.add_argument("--urls", action="store_true", help="list the first visit's requests")
    parser.add_argument("--marks", action="store_true", help="the repeat visit's marks, medians")
    parser.add_argument("--tree", action="store_true", help="serve the repo root, not a built site")
    args = parser.parse_args(argv)
    cold = dict(PAGES)
    for item in args.variant:
        name, _, path = item.partition("=")
        cold[name] = path
    names = [*cold, "first", "repeat"]
    results: dict[str, list[dict]] = {name: [] for name in names}
    timeout = int(args.timeout * 1000)
    with site(args.tree) as served, counting_server(served) as (base, sent), sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        load_cold(browser, base + "/bench/bare/", timeout)  # warm-up
        for run in range(args.runs):
            order = list(cold) if run % 2 == 0 else list(cold)[::-1]
            for name in order:
                m = load_cold(browser, base + cold[name], timeout)
                results[name].append(m)
                print(f"run {run + 1} {_line(name, m)}", flush=True)
            first, repeat = visits(browser, base + "/", timeout, args.first_mbps, sent)
            results["first"].append(first)
            results["repeat"].append(repeat)
            print(f"run {run + 1} {_line('first', first)}", flush=True)
            print(f"run {run + 1} {_line('repeat', repeat)} ({repeat['how']})", flush=True)
            if args.urls and run == 0:
                for url, size, end in first["urls"]:
                    print(f"    {size / 1e3:9.1f} kB  done {end:6d} ms  {url[len(base):]}")
        browser.close()

    print(
        f"\nmedians over {args.runs} runs (plain static server, no compression; first visit"
        f" at {args.first_mbps:g} Mbit/s, the rest unthrottled on loopback):"
    )
    medians = {}
    for name in names:
        runs = results[name]
        m = {
            "ready": _median([r["ready"] for r in runs]),
            "fcp": _median([r["fcp"] for r in runs if r["fcp"] is not None]),
            "bytes": _median([r["bytes"] for r in runs]),
        }
        if name == "first":
            m["background"] = _median([r["background"] for r in runs])
        medians[name] = m["ready"]
        print("  " + _line(name, m))
    for name, ready in medians.items():
        if name != "bare":
            print(f"  ratio {name}/bare: {ready / medians['bare']:.2f}")
    if args.marks:
        print("\nrepeat visit, marks (medians, ms from navigation start):")
        seen: dict[str, list[float]] = {}
        for r in results["repeat"]:
            for name, at in r["marks"]:
                seen.setdefault(name, []).append(at)
        for name, times in sorted(seen.items(), key=lambda item: _median(item[1])):
            print(f"  {_median(times):6.0f}  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
