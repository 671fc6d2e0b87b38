"""The renderers' few ways to write the page: each writes only what changed (markup is
compared with what this writer last wrote there), so a render costs no DOM churn."""

from __future__ import annotations

from .dom import JsObject


class DomWriter:
    def __init__(self, document: JsObject, written: dict[str, str] | None = None) -> None:
        self.doc = document
        # the markup last written per element id (shared by the renderers of one page)
        self._html: dict[str, str] = {} if written is None else written

    def el(self, id_: str) -> JsObject:
        element: JsObject = self.doc.getElementById(id_)
        return element

    def html(self, id_: str, text: str) -> None:
        if self._html.get(id_) != text:
            self._html[id_] = text
            self.el(id_).innerHTML = text

    def text(self, id_: str, text: str) -> None:
        e = self.el(id_)
        if e.textContent != text:
            e.textContent = text

    def hide(self, id_: str, hidden: bool) -> None:
        e = self.el(id_)
        if bool(e.hidden) != hidden:
            e.hidden = hidden

    def enable(self, id_: str, on: bool) -> None:
        e = self.el(id_)
        if bool(e.disabled) == on:
            e.disabled = not on

    def attr(self, id_: str, name: str, value: str | None) -> None:
        e = self.el(id_)
        if value is None:
            if e.hasAttribute(name):
                e.removeAttribute(name)
        elif e.getAttribute(name) != value:
            e.setAttribute(name, value)
