"""The renderers' ways to write the page, as plain data.

A render reads nothing from the DOM: every write goes into one list of writes (a
``Frame``), and the page's applier (assets/apply.js) carries the whole list out in one
call, writing only what differs from what the page shows. The list is JSON, so it can
cross from wherever the Python runs (issue 59: a worker) to the page's thread.

The writes, each a list beginning with its kind (the applier's vocabulary; a target is
an element id, ``":root"`` for ``<html>``, or a CSS selector beginning with ``#`` or
``.``):

- ``["html", target, markup, keep]``: the element's markup; ``keep`` ("" or an attribute
  name): focus inside it stays on the new element with the same value of that attribute;
- ``["text", target, text]``, ``["hide", target, hidden]``, ``["enable", target, on]``;
- ``["attr", target, name, value]``: an attribute, removed when ``value`` is None;
- ``["prop", target, name, value]``: a form control's ``value`` or ``checked``;
- ``["append", target, markup, reset]``: markup added at the end (after emptying it
  when ``reset``), then its scrolling box (``scroll``, "" for none) shows the end:
  ``["append", target, markup, reset, scroll]``;
- ``["dialog", target, open, focus]``: a modal dialog opened or closed; on opening,
  the element ``focus`` ("" for none) takes the focus; on closing, ``focus`` "return"
  gives it back to the element that had it when the dialog opened (now, and once more
  after the next list, if it is still there and enabled);
- ``["class", target, name, on]``: a class set or removed;
- ``["focus", target]``; ``["scroll", target]``: scrolled into view if it is not;
- ``["refocus", target, within]``: focus goes to ``target`` if no dialog is open and
  focus fell to the page or is inside an element matching the selector ``within``;
- ``["focusplan", next, draw, cards, index]``: after a render, focus that fell to the
  page or sits on a card no longer playable goes to the next thing to do (keyboard.py
  ``Keyboard.plan`` says what that is), at the next frame, or at once if focus fell to
  the page (focus inside markup about to be replaced first moves to the element that
  holds it, the hand, so that replacing it lays nothing out);
- ``["motion", on, fresh, duration]``, only as a list's first write: the cards glide
  from their places before the list's writes to their places after (assets/motion.js;
  ``on`` False: at once), the hand's cards ``fresh`` (their codes) are marked, and
  ``duration`` (ms, or None for the usual) is the glide's;
- ``["words", words, title]``: index.html's own words, by its ``data-text``,
  ``data-label`` and ``data-title`` keys, and the document's title;
- ``["options", target, values]``: a select's options, each shown only if its value is
  among ``values``;
- ``["checks", selector, attribute, values]``: every matching checkbox checked exactly
  when its ``attribute`` is among ``values``;
- ``["current", selector, attribute, value]``: ``aria-current="true"`` on the matching
  elements whose ``attribute`` is ``value``, removed from the others.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

Write = list[Any]
ROOT = ":root"


class Frame:
    """One render's writes, in order; shared by all the page's writers."""

    def __init__(self) -> None:
        self.writes: list[Write] = []
        # the markup last sent per element: a render sends only markup that changed
        self.html: dict[str, str] = {}

    def take(self) -> list[Write]:
        writes, self.writes = self.writes, []
        return writes

    def forget(self) -> None:
        """Everything is sent again (the page's words changed under the markup)."""
        self.html.clear()


# carries out one render's writes, handed over as one JSON string (one crossing)
Applier = Callable[[str], Any]


def encode(writes: list[Write]) -> str:
    return json.dumps(writes, ensure_ascii=False, separators=(",", ":"))


class DomWriter:
    def __init__(self, frame: Frame) -> None:
        self.frame = frame

    def _put(self, *write: Any) -> None:
        self.frame.writes.append(list(write))

    def html(self, target: str, markup: str, keep: str = "") -> None:
        if self.frame.html.get(target) != markup:
            self.frame.html[target] = markup
            self._put("html", target, markup, keep)

    def text(self, target: str, text: str) -> None:
        self._put("text", target, text)

    def hide(self, target: str, hidden: bool) -> None:
        self._put("hide", target, bool(hidden))

    def enable(self, target: str, on: bool) -> None:
        self._put("enable", target, bool(on))

    def attr(self, target: str, name: str, value: str | None) -> None:
        self._put("attr", target, name, value)

    def prop(self, target: str, name: str, value: str | int | bool) -> None:
        self._put("prop", target, name, value)

    def append(self, target: str, markup: str, reset: bool, scroll: str = "") -> None:
        self._put("append", target, markup, reset, scroll)

    def dialog(self, target: str, open_: bool, focus: str = "") -> None:
        self._put("dialog", target, open_, focus)

    def focus(self, target: str) -> None:
        self._put("focus", target)

    def words(self, words: dict[str, str], title: str) -> None:
        self._put("words", words, title)

    def options(self, target: str, values: list[str]) -> None:
        self._put("options", target, values)

    def checks(self, selector: str, attribute: str, values: list[str]) -> None:
        self._put("checks", selector, attribute, values)

    def current(self, selector: str, attribute: str, value: str) -> None:
        self._put("current", selector, attribute, value)
