"""Real states of the Statistics panel (fake DOM), and what the page wrote into it in
each: the dialog's markup as the DOM holds it, and each element's markup exactly as the
renderer wrote it. tests/test_stats_panel_same.py compares them with
tests/stats_panel_before.json, written by this module's ``main`` from the code before the
panel's model became data (issue 58): the player sees no change.

Write the fixture again only for a change the player is meant to see:
``.venv/bin/python -m tests.stats_panel_states``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from .webharness import Page

FIXTURE = Path(__file__).resolve().parent / "stats_panel_before.json"
# the panel's elements the renderer writes markup into (the rest it writes as text)
MARKUP = ("stats-body", "stats-chart", "stats-kept", "rating-summary", "rating-chart")


def _deals(page: Page, n: int) -> Page:
    for _ in range(n):
        page.play_out_deal()
        page.do("next_deal")
    return page


def _match(page: Page) -> Page:
    """Deals until the match is over, then the next match."""
    while True:
        page.play_out_deal()
        over = page.session.match_over
        page.do("next_deal")
        if over:
            return page


def _reviewed(page: Page) -> Page:
    """Each deal reviewed as it ends: the statistics' trend."""
    for _ in range(3):
        page.play_out_deal()
        page.open("review").do("review")
        page.dialogs.close("review")
        page.do("next_deal")
    return page


STATES: dict[str, Callable[[], Page]] = {
    "empty": lambda: Page("?seed=5&pause=0").start(),
    "played": lambda: _deals(Page("?seed=8&pause=0&level=sharp").start(), 2),
    "matches": lambda: _match(_match(Page("?seed=3&pause=0&level=normal").start())),
    "rated_chart": lambda: _deals(Page("?rated=1&pause=0&level=gentle").start(), 3),
    "rated_new": lambda: Page("?rated=1&pause=0&level=expert&rules=schnapsen").start(),
    "unrated_simple": lambda: _deals(Page("?seed=4&pause=0&rules=simple").start(), 1),
    "practice": lambda: _deals(Page("?rated=1&pause=0").start(), 1),
    "three": lambda: _deals(Page("?seed=6&pause=0&rules=three").start(), 2),
    "trend": lambda: _reviewed(Page("?seed=9&pause=0&level=sharp").start()),
    "german": lambda: _match(Page("?rated=1&pause=0&lang=de&level=sharp").start()),
    "croatian": lambda: _deals(Page("?seed=2&pause=0&lang=hr&rules=three").start(), 2),
}


def panel(page: Page) -> dict[str, str]:
    """The Statistics panel as it opens now."""
    page.open("stats")
    written = page.renderer.frame.html
    out = {f"written:{id_}": written[id_] for id_ in MARKUP}
    out["dialog"] = page.doc.getElementById("stats").innerHTML
    return out


def main() -> None:
    shown = {}
    for name, start in STATES.items():
        shown[name] = panel(start())  # (each page words with its own language)
    FIXTURE.write_text(json.dumps(shown, indent=1, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
