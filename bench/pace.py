"""The table's pace as a player feels it, in the page: how soon your own card shows on the
table after a tap, and how soon you can act again.

Usage: flock /tmp/browser.lock .venv/bin/python bench/pace.py [--seeds 1 2 3]
           [--level normal] [--pause 800] [--root DIR]

Serves ``--root`` (default: this repo) on loopback and opens
``/?level=L&seed=N&pause=P`` (no ``pause``: the page's default pace) in Debian's Chromium,
one fresh context per seed, and plays a whole deal by tapping the first playable card (or
Draw at the draw decision). For each tap it measures, inside the page
(``performance.now``): the time from the tap's ``click`` to the tapped card appearing in
``#table`` (a MutationObserver), and the time until the player may act again
(``<html data-turn="you">`` or the deal's end, after the step count moved on), split by
whether the tap led or followed. Prints each seed's medians and the medians over all.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from localweb import CHROMIUM, CHROMIUM_ARGS, serve  # noqa: E402

# Tap the first playable card (or Draw) and resolve with the two times, in ms.
TAP = """() => new Promise(resolve => {
  const root = document.documentElement;
  const step = root.dataset.step;
  const draw = document.getElementById('draw');
  const card = document.querySelector('#hand button[data-card]:not([disabled])');
  const target = (draw && !draw.hidden && !draw.disabled) ? draw : card;
  if (!target) { resolve(null); return; }
  const code = target.dataset.card || '';
  const led = !document.querySelector('#table [data-card]');
  let shown = null;
  const t0 = performance.now();
  const seen = () => code && document.querySelector(`#table [data-card="${code}"]`);
  const obs = new MutationObserver(() => {
    if (shown === null && seen()) shown = performance.now() - t0;
    const d = root.dataset;
    if (d.step !== step && (d.turn === 'you' || d.turn === 'over')) {
      obs.disconnect();
      resolve({code, led, shown, again: performance.now() - t0, over: d.turn === 'over'});
    }
  });
  obs.observe(document.body, {subtree: true, childList: true, attributes: true});
  target.click();
})"""


def play(browser, origin: str, seed: int, level: str, pause: str) -> list[dict]:
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    query = f"?level={level}&seed={seed}" + (f"&pause={pause}" if pause else "")
    page.goto(origin + "/" + query)
    page.wait_for_selector("html.ready", state="attached", timeout=120_000)
    page.wait_for_function("() => ['you', 'over'].includes(document.documentElement"
                           ".dataset.turn)", timeout=60_000)
    taps = []
    while page.evaluate("document.documentElement.dataset.turn") == "you":
        tap = page.evaluate(TAP)
        if tap is None:
            break
        taps.append(tap)
        if tap["over"]:
            break
    context.close()
    return taps


def med(values: list[float]) -> str:
    return f"{statistics.median(values):.0f} ms" if values else "-"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3, 4, 5])
    ap.add_argument("--level", default="normal")
    ap.add_argument("--pause", default="", help="ms; default: the page's own default pace")
    ap.add_argument("--root", type=Path, default=ROOT)
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    shown: list[float] = []
    lead: list[float] = []
    follow: list[float] = []
    with serve(args.root) as origin, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for seed in args.seeds:
            taps = [t for t in play(browser, origin, seed, args.level, args.pause)
                    if not t["over"]]
            s = [t["shown"] for t in taps if t["shown"] is not None]
            ld = [t["again"] for t in taps if t["code"] and t["led"]]
            fl = [t["again"] for t in taps if t["code"] and not t["led"]]
            print(f"seed {seed}: {len(taps)} taps; own card shown after {med(s)}; "
                  f"act again after leading {med(ld)}, after following {med(fl)}",
                  flush=True)
            shown += s
            lead += ld
            follow += fl
        browser.close()
    print(f"all: own card shown after {med(shown)} (median of {len(shown)}); act again "
          f"after leading {med(lead)} ({len(lead)}), after following {med(follow)} "
          f"({len(follow)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
