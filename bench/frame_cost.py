"""Where the page's long tasks come from while a deal is played: the Python of one frame.

    flock /tmp/browser.lock .venv/bin/python bench/frame_cost.py --seeds 1 2 3

Opens ``/?level=expert&seed=N&pause=0&snapshot=1`` in Debian's Chromium, and once the
page is ready wraps, from inside the page's Python (the interpreter assets/interpreter.mjs
exports), the pieces of work a frame or a computer's move is made of with a timer:
``Controller.commit`` (the ledger's writes), ``build_page_model``, ``Renderer.render``
and, inside it, the page's applier carrying out the frame's writes and the cards' motion
(assets/apply.js and motion.js; and the size of the list it is handed), the log, the
page's own words and the panels (these overlap: one calls another), and
``Thinking.step`` (one slice of the computer's thinking, 8 ms asked). Then it plays one
deal by clicking the first legal card (as bench/longtasks.py does) and prints, over all
seeds, each piece's median, longest and total time, beside the main thread's long tasks
(over 50 ms) meanwhile.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "bench"))
import longtasks  # noqa: E402
from localweb import CHROMIUM, CHROMIUM_ARGS, serve  # noqa: E402

WRAP = """
import builtins
import time

import game.web.controller as controller
from game.ai.thinking import Thinking
from game.web import app

builtins._frame_cost = times = {}


def timed(name, work):
    def run(*args, **kwargs):
        start = time.perf_counter()
        try:
            return work(*args, **kwargs)
        finally:
            times.setdefault(name, []).append((time.perf_counter() - start) * 1000)
    return run


app.APP.ctl.commit = timed("commit", app.APP.ctl.commit)
controller.build_page_model = timed("build_page_model", controller.build_page_model)
app.APP.renderer.render = timed("render", app.APP.renderer.render)
# the whole drawing of a model: the render and where focus goes after it (before
# 2026-12-08 the keyboard's restore_focus ran after the render; now it is its list's end)
app.APP.ctl.deps.render = timed("render, focus included", app.APP.ctl.deps.render)
Thinking.step = timed("Thinking.step", Thinking.step)

# inside the render: the page's applier carrying out the frame's writes (one call, one
# JSON string; its size kept too), the log, the page's own words, the panels
from game.web.render_panels import Panels

builtins._frame_bytes = sent = []
apply_page = timed("  apply (assets/apply.js)", app.APP.renderer.apply)


def apply_counted(text):
    sent.append(len(text.encode()))
    return apply_page(text)


app.APP.renderer.apply = apply_counted
app.APP.renderer.render_log = timed("  render_log", app.APP.renderer.render_log)
app.APP.renderer._static_texts = timed("  _static_texts", app.APP.renderer._static_texts)
Panels.render = timed("  Panels.render", Panels.render)
"""
READ = ("import builtins, json\n"
        "json.dumps({**builtins._frame_cost, 'bytes': builtins._frame_bytes})")
RUN = """async ([url, code]) => (await import(url)).interpreter.runPython(code)"""


def play(browser, origin: str, seed: int) -> tuple[dict[str, list[float]], list[float]]:
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.add_init_script(longtasks.OBSERVE)
    page.goto(f"{origin}/?level=expert&seed={seed}&pause=0&snapshot=1")
    page.wait_for_selector("html.ready", state="attached", timeout=120_000)
    module = origin + "/assets/interpreter.mjs"
    page.evaluate(RUN, [module, WRAP])
    start = page.evaluate("performance.now()")
    turn = """() => { const t = document.documentElement.dataset.turn;
                      return t === 'you' || t === 'over'; }"""
    page.wait_for_function(turn, timeout=120_000)
    while page.evaluate("document.documentElement.dataset.turn") == "you":
        step = page.evaluate("document.documentElement.dataset.step")
        if page.evaluate(longtasks.MOVE) is None:
            raise SystemExit(f"seed {seed}: the human has no move to click")
        page.wait_for_function(longtasks.SETTLED, arg=step, timeout=120_000)
    time.sleep(0.3)  # the observer's last entries
    times = json.loads(page.evaluate(RUN, [module, READ]))
    tasks = [d for s, d in page.evaluate("window.__longtasks") if s >= start]
    page.close()
    return times, tasks


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    times: dict[str, list[float]] = {}
    tasks: list[float] = []
    with serve(ROOT) as origin, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for seed in args.seeds:
            got, long = play(browser, origin, seed)
            for name, values in got.items():
                times.setdefault(name, []).extend(values)
            tasks += long
        browser.close()
    print(f"one deal against the Expert on each of seeds {args.seeds} (ms)")
    sizes = times.pop("bytes", [])
    if sizes:
        print(f"  writes sent per render: median {statistics.median(sizes) / 1000:.1f} kB, "
              f"largest {max(sizes) / 1000:.1f} kB ({len(sizes)} renders)")
    for name, values in times.items():
        print(f"  {name:22} median {statistics.median(values):6.2f}  longest "
              f"{max(values):6.1f}  total {sum(values):7.1f}  ({len(values)} calls)")
    tasks.sort()
    print(f"  long tasks meanwhile: {len(tasks)}, the longest "
          f"{', '.join(f'{t:.0f}' for t in tasks[-5:][::-1]) or 'none'}")


if __name__ == "__main__":
    main()
