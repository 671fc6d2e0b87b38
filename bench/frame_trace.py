"""What the page's thread does in its long tasks while a deal is played: Chromium's own
trace, summed by the kind of work.

    flock /tmp/browser.lock .venv/bin/python bench/frame_trace.py --seeds 1 2 3 [--pause 0]

Opens ``/?level=expert&seed=N&pause=P&snapshot=1`` in Debian's Chromium, waits for the
table, then records a trace (the ``devtools.timeline`` categories) while one deal is
played by clicking the first legal card (as bench/longtasks.py does). Every task of the
page's thread over 50 ms is taken apart: the time of each kind of work inside it (the
Python and the applier's JavaScript, parsing markup, style, layout, paint, ...), the
innermost events counted once each. Issue 59, point 3: the work a worker cannot take
from the page's thread is the browser's own on what the page is given.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "bench"))
import longtasks  # noqa: E402
from localweb import CHROMIUM, CHROMIUM_ARGS, serve  # noqa: E402

CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute",
              "blink", "loading"]
# what each trace event is, for the table (the rest: "other")
KINDS = {
    "FunctionCall": "script", "EvaluateScript": "script", "v8.run": "script",
    "TimerFire": "script", "FireAnimationFrame": "script", "EventDispatch": "script",
    "RunMicrotasks": "script", "v8.callFunction": "script",
    "ParseHTML": "parse markup", "ParseAuthorStyleSheet": "parse markup",
    "UpdateLayoutTree": "style", "RecalculateStyles": "style",
    "Layout": "layout", "UpdateLayerTree": "layers", "Layerize": "layers",
    "PrePaint": "paint", "Paint": "paint", "PaintImage": "paint", "Commit": "paint",
    "HitTest": "hit test", "MajorGC": "garbage collection",
    "MinorGC": "garbage collection", "V8.GC_SCAVENGER": "garbage collection",
}


def self_times(events: list[dict], start: float, end: float) -> dict[str, float]:
    """Each kind's self time (ms) inside [start, end] on one thread: an event's time
    less that of the events nested in it."""
    inside = sorted((e for e in events if start <= e["ts"] and e["ts"] + e["dur"] <= end
                     and e["name"] in KINDS), key=lambda e: (e["ts"], -e["dur"]))
    out: dict[str, float] = defaultdict(float)
    stack: list[tuple[float, str]] = []  # (end, kind) of the events open here
    for e in inside:
        while stack and stack[-1][0] <= e["ts"]:
            stack.pop()
        kind = KINDS[e["name"]]
        out[kind] += e["dur"] / 1000
        if stack:
            out[stack[-1][1]] -= e["dur"] / 1000
        stack.append((e["ts"] + e["dur"], kind))
    covered = sum(out.values())
    out["other"] = max(0.0, (end - start) / 1000 - covered)
    return out


def long_tasks(trace: dict) -> tuple[list[tuple[float, dict[str, float]]], int]:
    events = [e for e in trace["traceEvents"] if e.get("ph") == "X" and "dur" in e]
    names = {(e["pid"], e["tid"]): e["args"].get("name") for e in trace["traceEvents"]
             if e.get("ph") == "M" and e.get("name") == "thread_name"}
    main = [key for key, name in names.items() if name == "CrRendererMain"]
    out = []
    for key in main:
        mine = [e for e in events if (e["pid"], e["tid"]) == key]
        for task in (e for e in mine if e["name"] == "RunTask" and e["dur"] > 50_000):
            out.append((task["dur"] / 1000,
                        self_times(mine, task["ts"], task["ts"] + task["dur"])))
    return out, len(main)


def play(browser, origin: str, seed: int, pause: int) -> list[tuple[float, dict[str, float]]]:
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.goto(f"{origin}/?level=expert&seed={seed}&pause={pause}&snapshot=1")
    page.wait_for_selector("html.ready", state="attached", timeout=120_000)
    turn = """() => { const t = document.documentElement.dataset.turn;
                      return t === 'you' || t === 'over'; }"""
    page.wait_for_function(turn, timeout=120_000)
    browser.start_tracing(page=page, categories=CATEGORIES)
    while page.evaluate("document.documentElement.dataset.turn") == "you":
        step = page.evaluate("document.documentElement.dataset.step")
        if page.evaluate(longtasks.MOVE) is None:
            raise SystemExit(f"seed {seed}: the human has no move to click")
        page.wait_for_function(longtasks.SETTLED, arg=step, timeout=120_000)
    trace = json.loads(browser.stop_tracing())
    page.close()
    tasks, threads = long_tasks(trace)
    if threads != 1:
        print(f"  (seed {seed}: {threads} renderer main threads in the trace)")
    return tasks


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--pause", type=int, default=0)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    tasks: list[tuple[float, dict[str, float]]] = []
    with serve(ROOT) as origin, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for seed in args.seeds:
            tasks += play(browser, origin, seed, args.pause)
        browser.close()
    print(f"one deal against the Expert on each of seeds {args.seeds}, pause {args.pause}: "
          f"{len(tasks)} tasks over 50 ms on the page's thread")
    if not tasks:
        return
    lengths = [t for t, _ in tasks]
    print(f"  their length: median {statistics.median(lengths):.0f} ms, longest "
          f"{max(lengths):.0f} ms, total {sum(lengths):.0f} ms")
    totals: dict[str, float] = defaultdict(float)
    for _, kinds in tasks:
        for kind, ms in kinds.items():
            totals[kind] += ms
    whole = sum(lengths)
    print("  inside them, by kind of work (self time):")
    for kind, ms in sorted(totals.items(), key=lambda kv: -kv[1]):
        print(f"    {kind:20} {ms:8.0f} ms  {100 * ms / whole:5.1f}%  "
              f"(median per task {statistics.median(k.get(kind, 0.0) for _, k in tasks):.1f} ms)")


if __name__ == "__main__":
    main()
