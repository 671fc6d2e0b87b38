"""Longest main-thread task while the computer plays whole deals in the page.

Usage: flock /tmp/browser.lock .venv/bin/python bench/longtasks.py
           [--level expert] [--seeds 1 2 3] [--deals 2] [--hint] [--review] [--root DIR]

Serves ``--root`` (default: this repo) on loopback, opens
``/?level=L&seed=N&pause=0`` in Debian's Chromium for each seed, and plays
``--deals`` deals by clicking the first legal card of the human's hand (or the
exchange-offer button). With ``--hint`` it also presses Hint before each of the
human's moves. A ``PerformanceObserver`` (type ``longtask``, buffered) collects
every task over 50 ms. Prints, per seed and overall, the longest task during play
(those that start after ``html.ready``) and how many went over 50 ms, the gaps
between animation frames (a requestAnimationFrame loop: whether the page really got
to paint), and the longest task of the start-up (before ``html.ready``: a first
visit's boot in a new page, no service worker, ?snapshot=1 for the memory snapshot
as a repeat visit has it). With ``--review`` it then opens the last deal's review
and waits for its table: the longest task while the review is computed and drawn.
Issue 59 quotes these three (start-up, an Expert's decision, a review) before and
after Python leaves the page's thread.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from localweb import CHROMIUM, CHROMIUM_ARGS, serve  # noqa: E402

OBSERVE = """
window.__longtasks = [];
new PerformanceObserver(list => {
  for (const e of list.getEntries())
    window.__longtasks.push([e.startTime, e.duration]);
}).observe({type: 'longtask', buffered: true});
window.__frames = [];
const frame = t => { window.__frames.push(t); requestAnimationFrame(frame); };
requestAnimationFrame(frame);
"""

SETTLED = """s => { const d = document.documentElement.dataset;
  return d.step !== s && (d.turn === 'you' || d.turn === 'over'); }"""

# The human's move: the first enabled card, else the exchange offer's answer.
MOVE = """() => {
  const card = document.querySelector('#hand button[data-card]:not([disabled])');
  if (card) { card.click(); return card.dataset.card; }
  for (const id of ['draw', 'pass-exchange', 'exchange-trump', 'go-out']) {
    const b = document.getElementById(id);
    if (b && !b.disabled && !b.hidden && b.offsetParent !== null) { b.click(); return id; }
  }
  return null;
}"""

HINTED = """() => /^(Hint|No hint)/.test(document.getElementById('status').textContent)"""


# the review is done: its progress bar gone and its verdict written
REVIEWED = """() => { const bar = document.getElementById('review-progress');
  const verdict = document.getElementById('review-verdict');
  return bar && bar.hidden && verdict && verdict.textContent.trim() !== ''; }"""


def play_seed(browser, origin: str, level: str, seed: int, deals: int, hint: bool,
              timeout_ms: int, review: bool = False) -> dict:
    """Long tasks (start ms, duration ms) after html.ready and before it, the frames'
    gaps, the moves made, and with ``review`` the long tasks while the review ran."""
    page = browser.new_page()
    page.add_init_script(OBSERVE)
    page.goto(f"{origin}/?level={level}&seed={seed}&pause=0&snapshot=1")
    page.wait_for_selector("html.ready", state="attached", timeout=120_000)
    ready_at = page.evaluate("performance.now()")
    moves = 0
    for d in range(deals):
        page.wait_for_function(
            """() => { const t = document.documentElement.dataset.turn;
                       return t === 'you' || t === 'over'; }""", timeout=timeout_ms)
        while page.evaluate("document.documentElement.dataset.turn") == "you":
            if hint:
                page.click("#hint")
                page.wait_for_function(HINTED, timeout=timeout_ms)
            step = page.evaluate("document.documentElement.dataset.step")
            if page.evaluate(MOVE) is None:
                raise SystemExit(f"seed {seed}: the human has no move to click")
            moves += 1
            page.wait_for_function(SETTLED, arg=step, timeout=timeout_ms)
        if d + 1 < deals:
            page.click("#next-deal")
            page.wait_for_function("document.documentElement.dataset.turn !== 'over'")
    time.sleep(0.2)  # let the observer deliver the last entries
    played_at = page.evaluate("performance.now()")
    reviewing: list[float] = []
    if review:
        page.click("#review-button")
        page.wait_for_function(REVIEWED, timeout=timeout_ms)
        time.sleep(0.2)
        reviewing = [d for s, d in page.evaluate("window.__longtasks") if s >= played_at]
    every = page.evaluate("window.__longtasks")
    tasks = [(s, dur) for s, dur in every if ready_at <= s < played_at]
    boot = [dur for s, dur in every if s < ready_at]
    frames = [t for t in page.evaluate("window.__frames") if ready_at <= t < played_at]
    gaps = [b - a for a, b in zip(frames, frames[1:])]
    page.close()
    return {"tasks": tasks, "gaps": gaps, "moves": moves, "boot": boot,
            "review": reviewing}


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--level", default="expert")
    ap.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    ap.add_argument("--deals", type=int, default=2, help="deals per seed")
    ap.add_argument("--hint", action="store_true", help="press Hint before every move")
    ap.add_argument("--review", action="store_true", help="then open the last deal's review")
    ap.add_argument("--root", type=Path, default=ROOT, help="the site to serve")
    ap.add_argument("--timeout", type=int, default=120_000, help="ms to wait for one move")
    a = ap.parse_args(argv)

    from playwright.sync_api import sync_playwright

    all_tasks: list[float] = []
    all_gaps: list[float] = []
    boots: list[float] = []
    reviews: list[float] = []
    with serve(a.root) as origin, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for seed in a.seeds:
            t0 = time.perf_counter()
            got = play_seed(browser, origin, a.level, seed, a.deals, a.hint, a.timeout,
                            a.review)
            tasks, gaps, moves = got["tasks"], got["gaps"], got["moves"]
            boots.append(max(got["boot"], default=0.0))
            if a.review:
                reviews.append(max(got["review"], default=0.0))
            durs = sorted(d for _, d in tasks)
            all_tasks += durs
            all_gaps += gaps
            longest = f"{durs[-1]:.0f} ms" if durs else "none over 50 ms"
            print(f"seed {seed}: {a.deals} deal(s), {moves} human moves, "
                  f"{time.perf_counter() - t0:.1f} s; longest task {longest}, "
                  f"{len(durs)} over 50 ms; longest gap between frames "
                  f"{max(gaps, default=0):.0f} ms; start-up's longest task "
                  f"{boots[-1]:.0f} ms" + (f"; the review's longest task {reviews[-1]:.0f} ms"
                                           if a.review else ""), flush=True)
        browser.close()
    all_tasks.sort()
    longest = f"{all_tasks[-1]:.0f} ms" if all_tasks else "none over 50 ms"
    print(f"level {a.level}, root {a.root}, seeds {a.seeds}, hint {a.hint}: "
          f"longest task during play {longest}, {len(all_tasks)} tasks over 50 ms")
    if all_tasks:
        top = ", ".join(f"{d:.0f}" for d in all_tasks[-5:][::-1])
        print(f"  the five longest (ms): {top}")
    print(f"  start-up's longest task: median {statistics.median(boots):.0f} ms, "
          f"longest {max(boots):.0f} ms ({len(boots)} page loads)")
    if reviews:
        print(f"  the review's longest task: median {statistics.median(reviews):.0f} ms, "
              f"longest {max(reviews):.0f} ms ({len(reviews)} reviews)")
    gaps = sorted(all_gaps)
    if gaps:
        print(f"  gaps between animation frames: median {gaps[len(gaps) // 2]:.0f} ms, "
              f"longest {gaps[-1]:.0f} ms, {sum(g > 50 for g in gaps)} over 50 ms "
              f"({len(gaps)} frames)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
