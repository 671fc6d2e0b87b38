"""The page's modal <dialog>s, and the confirmation dialog awaited from Python.

``Dialogs`` opens and closes them and knows which are open, so the keyboard asks it
instead of reading the DOM back. The confirmation's text is its description
(aria-describedby), it opens on Cancel, and it gives focus back to where it was (the
keyboard's restore_focus takes over if that is gone).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from .contract import PANELS
from .dom import JsObject, found

# How the page binds a handler: on(element, event name, handler of the event).
Binder = Callable[[JsObject, str, Callable[[JsObject], None]], None]


class Dialogs:
    """Which modal dialogs are open, newest last (the review opens over Statistics).
    A dialog the browser closes (Escape) says so first with its "cancel" event, at once,
    and then with its "close" event, which the browser queues: a key pressed right after
    Escape can come before it, so the page counts the dialog closed at "cancel"."""

    IDS = ("menu", "settings-panel", "help", "stats", "review", "last-view", "puzzles",
           "learn", "confirm")

    def __init__(self, document: JsObject) -> None:
        self.doc = document
        self._open: list[str] = []
        # told the panel open on top (contract.PANELS, '' none) whenever it changes, before
        # a panel shows: the controller draws only that one (Controller.show_panel)
        self.on_panel: Callable[[str], None] = lambda panel: None

    def show(self, id_: str) -> None:
        dialog = self.doc.getElementById(id_)
        if id_ not in self._open:
            self._open.append(id_)
            self._told()  # its contents are drawn before it shows
        if not dialog.open:
            dialog.showModal()

    def close(self, id_: str) -> None:
        dialog = self.doc.getElementById(id_)
        if dialog.open:
            dialog.close()
        self._closed(id_)

    def _closed(self, id_: str) -> None:
        if id_ in self._open:
            self._open.remove(id_)
            self._told()  # the one beneath (Statistics under the review) is drawn again

    def _told(self) -> None:
        self.on_panel(next((id_ for id_ in reversed(self._open) if id_ in PANELS), ""))

    def is_open(self, id_: str) -> bool:
        return id_ in self._open

    @property
    def any_open(self) -> bool:
        return bool(self._open)

    def bind(self, on: Binder) -> None:
        for id_ in self.IDS:
            dialog = self.doc.getElementById(id_)
            on(dialog, "close", self._on_close(id_))
            if id_ != "confirm":  # the confirmation refuses its cancel and answers (Confirm)
                on(dialog, "cancel", self._on_cancel(id_))

    def _on_close(self, id_: str) -> Callable[[JsObject], None]:
        return lambda event: self._closed(id_)

    def _on_cancel(self, id_: str) -> Callable[[JsObject], None]:
        def cancelled(event: JsObject) -> None:
            if not found(event.defaultPrevented):  # the browser closes it now
                self._closed(id_)
        return cancelled


class Confirm:
    def __init__(self, document: JsObject, dialogs: Dialogs) -> None:
        self.doc = document
        self.dialogs = dialogs
        self.future: asyncio.Future[bool] | None = None

    def _el(self, id_: str) -> JsObject:
        element: JsObject = self.doc.getElementById(id_)
        return element

    async def ask(self, text: str, ok_label: str = "OK", title: str = "") -> bool:
        """Show the dialog; True for OK, False for Cancel or Escape."""
        el = self._el
        el("confirm-title").textContent = title or ok_label + "?"
        el("confirm-text").textContent = text
        el("confirm-ok").textContent = ok_label
        fut = asyncio.get_event_loop().create_future()
        self.future = fut
        before = found(self.doc.activeElement)  # focus goes back there afterwards
        try:
            self.dialogs.show("confirm")
            el("confirm-cancel").focus()  # the safe choice first; the text (aria-describedby)
            return bool(await fut)        # says what OK would do
        finally:
            self.future = None
            self.dialogs.close("confirm")
            if before is not None and before != self.doc.body:
                # now, and again once the controller has rendered (the button may be
                # disabled while the question is open)
                self._refocus(before)
                asyncio.get_event_loop().call_soon(self._refocus, before)

    def _refocus(self, element: JsObject) -> None:
        if found(getattr(element, "isConnected", True)) is not False and \
                not getattr(element, "disabled", False):
            element.focus()

    def answer(self, value: bool) -> None:
        fut = self.future
        if fut is not None and not fut.done():
            fut.set_result(value)

    def on_cancel(self, event: JsObject) -> None:  # Escape
        event.preventDefault()
        self.answer(False)

    def bind(self, on: Binder) -> None:
        el = self._el
        on(el("confirm-ok"), "click", lambda e: self.answer(True))
        on(el("confirm-cancel"), "click", lambda e: self.answer(False))
        on(el("confirm"), "cancel", self.on_cancel)
        on(el("confirm"), "close", lambda e: self.answer(False))
