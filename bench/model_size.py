"""What one page model weighs when it crosses to another thread: its JSON, and the time.

    .venv/bin/python bench/model_size.py --deals 5

Plays --deals deals of the web controller (the tests' harness, no browser: CPython) and,
before each of the player's actions, builds the page model, writes it as JSON text and
reads it back (game/web/model_json.py). Prints medians: the JSON's size and the three
times. Issue 59's worker would send one such model (or the writes it makes) per change.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from game.web.model_json import from_json, to_json  # noqa: E402
from game.web.page_model import PageModel, build_page_model  # noqa: E402
from tests.webharness import Page  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=5)
    args = parser.parse_args()
    sizes: list[int] = []
    build: list[float] = []
    write: list[float] = []
    read: list[float] = []
    for seed in range(1, args.deals + 1):
        page = Page(f"?seed={seed}&pause=0").start()
        while not page.session.deal_over:
            t = time.perf_counter()
            model = build_page_model(page.ctl)
            build.append(time.perf_counter() - t)
            t = time.perf_counter()
            text = json.dumps(to_json(model))
            write.append(time.perf_counter() - t)
            t = time.perf_counter()
            from_json(PageModel, json.loads(text))
            read.append(time.perf_counter() - t)
            sizes.append(len(text.encode()))
            cards = page.enabled_cards()
            if cards:
                page.click_card(cards[0])
            else:
                page.do("act", page.ctl.legal_now()[0])
    ms = lambda xs: statistics.median(xs) * 1000  # noqa: E731
    print(f"{len(sizes)} models over {args.deals} deals (medians): JSON "
          f"{statistics.median(sizes) / 1000:.1f} kB (largest {max(sizes) / 1000:.1f} kB); "
          f"build {ms(build):.2f} ms, to JSON text {ms(write):.2f} ms, "
          f"back to a model {ms(read):.2f} ms")


if __name__ == "__main__":
    main()
