"""The review and help dialogs in real states: the dialog's innerHTML as the fake DOM holds
it, and the markup strings the renderer wrote into it (before the fake DOM parses them).

tests/test_dialog_markup.py holds these to tests/fixtures/dialogs_dom.json, captured from
the code before the review and help models carried data instead of markup (issue 58): the
player must see no change. Only when the markup is MEANT to change, write the file again:

    .venv/bin/python -m tests.dialog_states
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

from game.engine.rules import PRESETS

from .test_web_people import people_page, play_people_deal
from .webharness import Page

State = Callable[[], dict[str, str]]  # a state reached, its dialog as _dialog gives it
FIXTURE = Path(__file__).resolve().parent / "fixtures" / "dialogs_dom.json"


# the elements of each dialog whose markup the renderer writes
WRITTEN = {"review": ("review-trick", "review-chart", "review-body"), "help": ("help-body",)}


def _dialog(page: Page, id_: str) -> dict[str, str]:
    """The dialog's innerHTML, and each markup string written into it, by element id."""
    written = page.renderer.frame.html
    return {"innerHTML": str(page.doc.getElementById(id_).innerHTML)} | {
        part: written.get(part, "") for part in WRITTEN[id_]}


def _reviewed(query: str) -> Page:
    page = Page(query).start()
    page.play_out_deal()
    page.open("review").do("review")
    return page


def _review_states() -> Iterator[tuple[str, State]]:
    def two(query: str = "") -> State:
        return lambda: _dialog(_reviewed(f"?seed=8&pause=0&level=sharp{query}"), "review")

    def walked() -> dict[str, str]:  # two tricks on, a decision chosen, routine ones shown
        page = _reviewed("?seed=8&pause=0&level=sharp")
        page.do("review_step", 1)
        page.do("review_step", 1)
        costly = max(page.ctl.ui.review.decisions, key=lambda d: d.cost)
        page.do("review_goto", costly.number)
        page.do("review_all", True)
        return _dialog(page, "review")

    def unreviewed() -> dict[str, str]:  # open before the review is computed: the stepper
        page = Page("?seed=8&pause=0&level=sharp").start()
        page.play_out_deal()
        return _dialog(page.open("review"), "review")

    def three(step: int) -> State:
        def state() -> dict[str, str]:
            page = _reviewed("?seed=4&pause=0&level=sharp&rules=three")
            for _ in range(step):
                page.do("review_step", 1)
            page.do("review_all", True)
            return _dialog(page, "review")
        return state

    def unlucky(query: str, number: int) -> State:
        def state() -> dict[str, str]:  # a choice the hidden cards beat: bad luck
            page = _reviewed(query)
            page.do("review_goto", number)
            return _dialog(page, "review")
        return state

    def kept() -> dict[str, str]:  # a kept deal, once the next one is dealt: no Try again
        page = Page("?seed=8&pause=0&level=sharp").start()
        page.play_out_deal()
        page.do("next_deal")
        page.open("review").do("review", 0)
        return _dialog(page, "review")

    def people() -> dict[str, str]:
        page = play_people_deal(people_page("?seats=person,person&seed=5&pause=0"))
        page.open("review").do("review_seat", 1)
        return _dialog(page, "review")

    yield "review two", two()
    yield "review two walked", walked
    yield "review two German", two("&lang=de")
    yield "review two Croatian four colours", two("&lang=hr&four=1")
    yield "review two schnapsen", two("&rules=schnapsen")
    yield "review two simple", two("&rules=simple")
    yield "review before computing", unreviewed
    yield "review three", three(0)
    yield "review three stepped", three(3)
    yield "review two bad luck", unlucky("?seed=1&pause=0&level=sharp", 8)
    yield "review three bad luck", unlucky("?seed=1&pause=0&level=sharp&rules=three", 1)
    yield "review kept", kept
    yield "review people", people


def _help_states() -> Iterator[tuple[str, State]]:
    def helped(query: str) -> State:
        return lambda: _dialog(Page(f"?seed=5&pause=0{query}").start().open("help"), "help")

    for preset in PRESETS:
        yield f"help {preset}", helped(f"&rules={preset}")
    yield "help traditional German four colours", helped("&lang=de&four=1")
    yield "help three Croatian", helped("&rules=three&lang=hr")


def states() -> Iterator[tuple[str, State]]:
    """Each state's name and how to reach it (its dialog's innerHTML)."""
    yield from _review_states()
    yield from _help_states()


if __name__ == "__main__":
    FIXTURE.parent.mkdir(exist_ok=True)
    captured = {name: state() for name, state in states()}
    FIXTURE.write_text(json.dumps(captured, indent=1, ensure_ascii=False) + "\n",
                       encoding="utf-8")
    print(f"{len(captured)} states written to {FIXTURE}")
