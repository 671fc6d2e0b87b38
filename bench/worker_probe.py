"""The whole game in a PyScript worker with DOM access, against the page's own thread.

    flock /tmp/browser.lock .venv/bin/python bench/worker_probe.py            # 3 runs each
    flock /tmp/browser.lock .venv/bin/python bench/worker_probe.py --runs 5 --lighthouse

Issue 59 asks for Python off the page's main thread. The cheapest way to get there is
PyScript's own: mark the game's ``<script type="py">`` as a ``worker``, and the page's
unchanged Python reaches ``pyscript.document`` and ``window`` through PyScript's bridge
(synchronous calls over a SharedArrayBuffer, so the page must be cross-origin isolated).
This bench measures that way on the real game before anything is built on it.

It copies the working tree twice into a temporary folder, each variant booting the plain
vendored Pyodide (no memory snapshot, no service worker, so the two start alike):
- ``main``: the game's script as the page has it, on the page's thread;
- ``worker``: the same script with the ``worker`` attribute, and ``blob:`` added to the
  policy's worker-src (PyScript starts its worker from a blob).
Both are served cross-origin isolated (COOP ``same-origin``, COEP ``require-corp``) on a
loopback port, and main.py is prefixed with a timing prelude that, in whichever thread
Python runs, times 200 calls of each kind across the bridge (on the main thread they are
direct) and the game's start-up in its three steps: ``App()``, ``bind()`` (about a
hundred listeners) and the first ``frame()`` (the first model drawn). The page prints
them to the console; the bench reads them with Playwright in Debian's headless Chromium.

Per variant it prints the medians over --runs new contexts: the time to ``html.ready``
(from navigation start), the prelude's figures, and with --lighthouse one Lighthouse
mobile run each (performance, total blocking time, largest contentful paint).
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import re
import shutil
import statistics
import sys
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "bench"))
from localweb import CHROMIUM_ARGS, HEADLESS_SHELL, free_port  # noqa: E402

PER_CALL = ("read a property", "call returning text", "call returning an element",
            "read an element property", "call passing 20 kB of text")
COPIED = ("assets", "game", "vendor", "index.html", "main.py", "manifest.webmanifest",
          "pyscript.toml")

# Timed in whichever thread runs Python; printed as one console line the bench parses.
PRELUDE = '''\
import json as _json
import time as _time

from pyscript import RUNNING_IN_WORKER as _IN_WORKER
from pyscript import document as _doc


_TEXT = "x" * 20_000


def _probe():
    out = {"thread": "worker" if _IN_WORKER else "main"}
    hand = _doc.getElementById("hand")
    calls = {
        "read a property": lambda: hand.hidden,
        "call returning text": lambda: hand.getAttribute("id"),
        "call returning an element": lambda: _doc.getElementById("hand"),
        "read an element property": lambda: _doc.body,
        "call passing 20 kB of text": lambda: hand.setAttribute("data-probe", _TEXT),
    }
    for name, call in calls.items():
        t = _time.perf_counter()
        for _ in range(200):
            call()
        out[name] = (_time.perf_counter() - t) / 200 * 1000
    from game.web import app as _app

    t = _time.perf_counter()
    _app.APP = _app.App()
    out["App()"] = (_time.perf_counter() - t) * 1000
    t = _time.perf_counter()
    _app.APP.bind()
    out["bind()"] = (_time.perf_counter() - t) * 1000
    t = _time.perf_counter()
    _app.APP.ctl.frame()
    out["first frame()"] = (_time.perf_counter() - t) * 1000
    print("PROBE " + _json.dumps(out))
    hand.removeAttribute("data-probe")
    _doc.documentElement.classList.add("ready")
    _app.APP.send("start")


_probe()
'''


def build(into: Path, worker: bool) -> None:
    """A copy of the working tree that boots plain Pyodide and runs the prelude."""
    for name in COPIED:
        src = ROOT / name
        if src.is_dir():
            shutil.copytree(src, into / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(src, into / name)
    html = (into / "index.html").read_text(encoding="utf-8")
    # no snapshot, no service worker: both variants boot the vendored Pyodide alike
    html = re.sub(r'\s*<script type="module"[^>]*src="\./assets/(early|interpreter)\.mjs"[^>]*>'
                  r'</script>', "", html)
    html = re.sub(r'\s*<script type="module" src="\./assets/sw-register\.js"></script>', "", html)
    if worker:
        html = html.replace('<script type="py" src="./main.py"',
                            '<script type="py" worker src="./main.py"')
        html = html.replace("worker-src 'self';", "worker-src 'self' blob:;")
        if "<script type=\"py\" worker" not in html:
            raise SystemExit("index.html: the game's script tag was not found")
    (into / "index.html").write_text(html, encoding="utf-8")
    toml = (into / "pyscript.toml").read_text(encoding="utf-8")
    toml = re.sub(r'(?m)^interpreter = .*$', 'interpreter = "./vendor/pyodide/pyodide.mjs"', toml)
    (into / "pyscript.toml").write_text(toml, encoding="utf-8")
    (into / "main.py").write_text(PRELUDE, encoding="utf-8")


class Isolated(http.server.SimpleHTTPRequestHandler):
    """A static file, sent cross-origin isolated (what sw.js could add on GitHub Pages)."""

    def end_headers(self) -> None:
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        super().end_headers()

    def log_message(self, *args: object) -> None:
        pass


@contextmanager
def serve(root: Path) -> Iterator[str]:
    port = free_port()
    handler = functools.partial(Isolated, directory=str(root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.shutdown()


def visit(browser: object, url: str) -> dict[str, float | str]:
    """One new context: the time to ready and the prelude's figures."""
    context = browser.new_context(viewport={"width": 360, "height": 640})  # type: ignore[attr-defined]
    page = context.new_page()
    found: dict[str, float | str] = {}
    page.on("console", lambda m: found.update(json.loads(m.text[6:]))
            if m.text.startswith("PROBE ") else None)
    page.goto(url + "/?seed=3")
    page.wait_for_selector("html.ready", state="attached", timeout=120_000)
    found["ready"] = page.evaluate("performance.now()")
    found["isolated"] = str(page.evaluate("crossOriginIsolated"))
    context.close()
    return found


def lighthouse(url: str, out: Path) -> dict[str, float]:
    import lighthouse as lh

    lh.ensure_cli()
    report = lh.run_once(url + "/", "mobile", out, 300)
    audits = report["audits"]
    return {
        "performance": round(report["categories"]["performance"]["score"] * 100),
        "total blocking time (ms)": round(audits["total-blocking-time"]["numericValue"]),
        "largest contentful paint (ms)": round(audits["largest-contentful-paint"]["numericValue"]),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="new contexts per variant")
    parser.add_argument("--lighthouse", action="store_true", help="one mobile run each")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        results: dict[str, list[dict[str, float | str]]] = {"main": [], "worker": []}
        roots = {}
        for name in results:
            roots[name] = Path(tmp) / name
            roots[name].mkdir()
            build(roots[name], worker=name == "worker")
        with serve(Path(tmp)) as origin, sync_playwright() as p:
            browser = p.chromium.launch(executable_path=HEADLESS_SHELL, args=CHROMIUM_ARGS)
            for run in range(args.runs):
                for name in (("main", "worker") if run % 2 == 0 else ("worker", "main")):
                    results[name].append(visit(browser, f"{origin}/{name}"))
                    print(f"run {run + 1} {name}: ready {results[name][-1]['ready']:.0f} ms",
                          file=sys.stderr, flush=True)
            browser.close()
            extra = {}
            if args.lighthouse:
                for name in results:
                    extra[name] = lighthouse(f"{origin}/{name}", Path(tmp) / f"{name}.json")
        print(f"medians of {args.runs} runs (ms)")
        keys = [k for k in results["main"][0] if k not in ("thread", "isolated")]
        print(f"  {'':34} {'main':>10} {'worker':>10} {'worker/main':>12}")
        for key in keys:
            m = statistics.median(float(r[key]) for r in results["main"])
            w = statistics.median(float(r[key]) for r in results["worker"])
            per = " (each)" if key in PER_CALL else ""
            print(f"  {key + per:34} {m:10.2f} {w:10.2f} {w / m if m else float('nan'):12.1f}")
        for name in results:
            threads = {r["thread"] for r in results[name]}
            isolated = {r["isolated"] for r in results[name]}
            print(f"  {name}: Python ran on {threads}, crossOriginIsolated {isolated}")
        for name, figures in extra.items():
            print(f"  Lighthouse mobile, {name}: {figures}")


if __name__ == "__main__":
    main()
