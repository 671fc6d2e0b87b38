"""The renderer writes the page as plain data (game/web/dom_writer.py): it reads nothing
from the DOM, each render hands the page's applier one JSON list, and every kind of write
it uses is one the page's applier (assets/apply.js) carries out. Issue 59: that list is
what crosses from a worker to the page's thread."""

from __future__ import annotations

import json
import re
import tokenize
from pathlib import Path

import pytest

from game.web.table.render import Renderer

from .fake_apply import apply
from .webharness import Page

ROOT = Path(__file__).resolve().parent.parent


def played(page: Page) -> None:
    """A deal played out, the settings, statistics, review and help opened on the way."""
    page.start()
    for panel in ("settings-panel", "stats", "help"):
        page.open(panel)
        page.dialogs.close(panel)
    page.play_out_deal()
    page.open("review").do("review")


# the renderer and its views: what writes the page from its model
RENDERERS = ("game/web/dom_writer.py", "game/web/table/render.py", "game/web/render_panels.py",
             "game/web/analysis/analysis_view.py", "game/web/course/lesson_view.py",
             "game/web/puzzles/puzzle_view.py", "game/web/review/review_view.py",
             "game/web/settings/settings_view.py", "game/web/stats/stats_view.py",
             # and what hears the page's events (plain data) and answers them as writes
             "game/web/page_events.py", "game/web/routes.py", "game/web/keyboard.py",
             "game/web/dialog.py", "game/web/settings/settings_form.py")
# (each a word's beginning: querySelector finds querySelectorAll too)
DOM_WORDS = (r"doc\b", "document", "getElementById", "querySelector", "activeElement",
             "innerHTML", "textContent", "showModal", "classList", "dataset", "js\b",
             "pyscript", "pyodide")


@pytest.mark.parametrize("path", RENDERERS)
def test_the_renderers_hold_no_document(path: str) -> None:
    """They write lists and read plain events, so they can run where there is no page (a
    worker)."""
    with (ROOT / path).open("rb") as source:  # the code, without comments or docstrings
        code = " ".join(t.string for t in tokenize.tokenize(source.readline)
                        if t.type not in (tokenize.COMMENT, tokenize.STRING))
    assert not [w for w in DOM_WORDS if re.search(rf"(?<!\w){w}", code)], path


def test_a_deal_is_drawn_from_the_lists_alone() -> None:
    page = Page("?seed=7&pause=0")
    sent: list[list] = []

    def applier(text: str) -> None:
        writes = json.loads(text)
        assert json.loads(json.dumps(writes)) == writes
        sent.append(writes)
        apply(page.doc, text)

    page.renderer = Renderer(applier, page.renderer.motion)
    played(page)
    assert sent, "nothing was written"
    assert page.doc.documentElement.getAttribute("data-turn") == "over"
    assert len(page.log()) > 12
    assert page.doc.getElementById("review-body").elements


def test_every_kind_of_write_is_one_the_page_applier_knows() -> None:
    page = Page("?seed=11&pause=0")
    kinds: set[str] = set()
    real = page.renderer.apply

    def applier(text: str) -> None:
        kinds.update(write[0] for write in json.loads(text))
        real(text)

    page.renderer.apply = applier
    played(page)
    script = (ROOT / "assets" / "apply.js").read_text()
    known = set(re.findall(r"^  (\w+)\(", script, re.M))
    known |= set(re.findall(r'\[0\] === "(\w+)"', script))  # "motion", which comes first
    assert {"html", "text", "hide", "enable", "attr", "append", "words"} <= kinds
    assert kinds <= known, f"apply.js cannot carry out {sorted(kinds - known)}"


def test_what_the_events_write_is_what_the_page_applier_knows(monkeypatch) -> None:
    """Keys, dialogs, the moves drawer, the menu's rooms and the review's rows: every
    write an event sends at once is one apply.js carries out."""
    from tests import webharness

    kinds: set[str] = set()
    real = webharness.apply

    def applier(doc, text: str) -> None:
        kinds.update(write[0] for write in json.loads(text))
        real(doc, text)

    monkeypatch.setattr(webharness, "apply", applier)
    page = Page("?seed=11&pause=0").start()
    page.key("ArrowRight")
    page.button("log-toggle").click()
    page.key("Escape")
    for opens, closes in (("menu-button", "menu-close"), ("help-button", "help-close")):
        page.button(opens).click()
        page.button(closes).click()
    played(page)
    page.key("ArrowDown")  # the review's rows
    script = (ROOT / "assets" / "apply.js").read_text()
    known = set(re.findall(r"^  (\w+)\(", script, re.M))
    known |= set(re.findall(r'\[0\] === "(\w+)"', script))  # "motion", which comes first
    assert {"focus", "attr", "dialog", "refocus", "focusplan"} <= kinds, kinds
    assert kinds <= known, f"apply.js cannot carry out {sorted(kinds - known)}"


def test_the_applier_writes_only_what_differs() -> None:
    page = Page("?seed=3&pause=0").start()
    hand = page.doc.getElementById("hand")
    first = hand.elements[0]
    page.renderer.frame.forget()  # the hand's markup sent again, unchanged
    page.ctl.frame()
    # the markup is written again (the applier cannot compare markup cheaply) ...
    assert hand.elements[0] is not first
    status = page.doc.getElementById("status-line")
    children = list(status.children)
    page.ctl.frame()
    # ... but a text that did not change is left as it is
    assert status.children == children and all(a is b for a, b in zip(status.children, children))
