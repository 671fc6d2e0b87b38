"""The page's modal <dialog>s, and the confirmation dialog awaited from Python.

``Dialogs`` opens and closes them (as writes the page carries out) and knows which are
open, so the keyboard asks it instead of reading the DOM back; the page tells it when the
browser closed one (``closed``: Escape, a form's button). The confirmation's text is its
description (aria-describedby), it opens on Cancel, and it gives focus back to where it
was (the page's applier remembers that; the keyboard's plan takes over if that is gone).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from .contract import PANELS
from .dom_writer import Write


class Dialogs:
    """Which modal dialogs are open, newest last (the review opens over Statistics).
    A dialog the browser closes (Escape) says so first with its "cancel" event, at once,
    and then with its "close" event, which the browser queues: a key pressed right after
    Escape can come before it, so the page counts the dialog closed at "cancel"."""

    IDS = ("menu", "settings-panel", "help", "stats", "review", "last-view", "puzzles",
           "learn", "confirm")

    def __init__(self, write: Callable[[list[Write]], None]) -> None:
        self.write = write
        self._open: list[str] = []
        # told the panel open on top (contract.PANELS, '' none) whenever it changes, before
        # a panel shows: the controller draws only that one (Controller.show_panel)
        self.on_panel: Callable[[str], None] = lambda panel: None

    def show(self, id_: str, focus: str = "") -> None:
        if id_ not in self._open:
            self._open.append(id_)
            self._told()  # its contents are drawn before it shows
        self.write([["dialog", id_, True, focus]])

    def close(self, id_: str, focus: str = "") -> None:
        """``focus`` "return": focus goes back to where it was when the dialog opened."""
        self.write([["dialog", id_, False, focus]])
        self.closed(id_)

    def closed(self, id_: str) -> None:
        """The dialog is closed (by the page, or by the browser: Escape)."""
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


class Confirm:
    def __init__(self, write: Callable[[list[Write]], None], dialogs: Dialogs) -> None:
        self.write = write
        self.dialogs = dialogs
        self.future: asyncio.Future[bool] | None = None

    async def ask(self, text: str, ok_label: str = "OK", title: str = "") -> bool:
        """Show the dialog; True for OK, False for Cancel or Escape."""
        self.write([["text", "confirm-title", title or ok_label + "?"],
                    ["text", "confirm-text", text], ["text", "confirm-ok", ok_label]])
        fut = asyncio.get_event_loop().create_future()
        self.future = fut
        try:
            # the safe choice first; the text (aria-describedby) says what OK would do
            self.dialogs.show("confirm", focus="confirm-cancel")
            return bool(await fut)
        finally:
            self.future = None
            self.dialogs.close("confirm", focus="return")

    def answer(self, value: bool) -> None:
        fut = self.future
        if fut is not None and not fut.done():
            fut.set_result(value)
