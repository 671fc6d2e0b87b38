"""The game's runtime booting on the page's thread or in a worker (issue 59, step 1).

    flock /tmp/browser.lock .venv/bin/python bench/worker_boot.py --runs 5

bench/worker_boot/ boots assets/interpreter.mjs (the vendored Pyodide, precompressed, and
the memory snapshot: ``?snapshot=1``, as a repeat visit has it) either in the page
(``?where=main``) or in a module worker (``?where=worker``), and asks the restored Python
one question (is a game module already imported, and a sum). Each run opens both, in
alternating order, each in a new context of Debian's Chromium, and reads the time until
Python answered (from navigation start) and the longest task on the page's main thread
meanwhile (a buffered ``longtask`` observer). Prints the medians, and how each booted
(``data-snapshot``, ``data-runtime``) so a snapshot that did not restore is seen.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from localweb import CHROMIUM, CHROMIUM_ARGS, serve  # noqa: E402

WHERE = ("main", "worker")


def boot(browser, origin: str, where: str) -> dict[str, object]:
    context = browser.new_context()
    page = context.new_page()
    page.goto(f"{origin}/bench/worker_boot/index.html?where={where}&snapshot=1")
    page.wait_for_selector("html.ready", state="attached", timeout=120_000)
    data = page.evaluate("({...document.documentElement.dataset})")
    tasks = page.evaluate("window.__longtasks")
    context.close()
    return {"ready": float(data["readyAt"]), "longest": max((d for _, d in tasks), default=0.0),
            "how": f"{data.get('snapshot')}/{data.get('runtime')}", "answer": data.get("answer")}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    seen: dict[str, list[dict[str, object]]] = {w: [] for w in WHERE}
    with serve(ROOT) as origin, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for run in range(args.runs):
            for where in (WHERE if run % 2 == 0 else WHERE[::-1]):
                seen[where].append(boot(browser, origin, where))
        browser.close()
    print(f"medians of {args.runs} boots each (ms from navigation start)")
    for where, runs in seen.items():
        ready = statistics.median(float(str(r["ready"])) for r in runs)
        longest = statistics.median(float(str(r["longest"])) for r in runs)
        hows = sorted({str(r["how"]) for r in runs})
        answers = sorted({str(r["answer"]) for r in runs})
        print(f"  {where:6}: Python answered at {ready:6.0f}; longest main-thread task "
              f"{longest:5.0f}; booted {', '.join(hows)}; answered {', '.join(answers)}")


if __name__ == "__main__":
    main()
