"""Wire the page: the browser's window, storage and clock into the controller.

The only module that touches ``pyscript``/``pyodide`` at import. It reads nothing from the
document: the page's events arrive as plain data (assets/events.js, ``receive``), which
``routes.py`` turns into intents for ``Controller.dispatch``, and everything it changes on
the page goes out as writes to the page's applier (assets/apply.js). Any exception in an
event or in render is caught at one boundary (``App.report``): logged to the console with
its traceback, shown in #status as a short message, and the table stays playable.
"""

from __future__ import annotations

import asyncio
import importlib.util
import json
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pyodide.ffi import create_proxy
from pyscript import window

from game.play.store import Store

from . import params as url_params
from .controller import Controller, Deps
from .dialog import Confirm, Dialogs
from .dom_writer import ROOT, Write, encode
from .keyboard import Keyboard
from .page_events import parse
from .page_model import PageModel, build_page_model
from .routes import Routes, declared
from .storage import SafeLocalStorage
from .table.render import Renderer
from .thinking import REVIEW_PAINT_EVERY_S, think_async

if TYPE_CHECKING:
    from game.ai.reason import Reason
    from game.engine.table import TableView
    from game.engine.tables import AnyState
    from game.review.engine import Review
    from game.review.record import DealRecord


def _has_module(name: str) -> bool:
    """Whether a module is there, without paying for its import at boot."""
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def _levels_available() -> tuple[str, ...]:
    levels = ("gentle", "normal", "sharp")
    return levels + ("expert",) if _has_module("game.ai.expert") else levels


async def think(state: "AnyState", level: str, seed: int) -> str:
    from game.ai.thinking import think as start_thinking

    return await think_async(start_thinking(state, level, seed))


async def hint(view: "TableView") -> tuple[str, Reason]:
    from game.ai.thinking import think_hint

    return await think_async(think_hint(view))


def _browser_languages() -> tuple[str, ...]:
    """navigator.languages (most wanted first), cut to a few short tags: it is outside input."""
    try:
        wanted = list(window.navigator.languages or [window.navigator.language])
    except Exception:
        return ()
    return tuple(str(x)[:16] for x in wanted[:8])


def _local_day() -> str:
    """The player's calendar day (the browser's local date), YYYY-MM-DD: Pyodide's own
    clock runs in UTC, and the deal of the day follows the player's day."""
    now = window.Date.new()
    return f"{int(now.getFullYear()):04d}-{int(now.getMonth()) + 1:02d}-{int(now.getDate()):02d}"


async def _copy(line: str) -> bool:
    """``line`` to the clipboard (assets/clipboard.js); False where the browser refuses (the
    page shows it)."""
    return bool(await window.sixtysixClipboard.copy(line))


async def review(record: "DealRecord", progress: Callable[[float], None]) -> "Review":
    """A finished deal's review (game.review) in slices; ``progress(fraction)`` while it runs."""
    from game.review.engine import start_review

    reviewing = start_review(record)  # the Expert's budget, each decision seeded by its view
    return await think_async(reviewing, paint_every_s=REVIEW_PAINT_EVERY_S,
                             on_paint=lambda: progress(reviewing.fraction))


class App:
    def __init__(self) -> None:
        self.storage = SafeLocalStorage(window)
        self.dialogs = Dialogs(self.write)
        self.dialog = Confirm(self.write, self.dialogs)
        # the page's applier and the cards' motion (assets/apply.js and motion.js, loaded
        # before PyScript starts)
        self.renderer = Renderer(window.sixtysixApply, window.sixtysixMotion)
        params = url_params.parse(str(window.location.search))
        deps = Deps(
            store=Store(self.storage, SafeLocalStorage(window, "sessionStorage")),
            render=self._render,
            sleep=asyncio.sleep,
            think=think,
            ask=self.dialog.ask,
            hint=hint if _has_module("game.ai.hint") else None,
            review=review if _has_module("game.review.engine") else None,
            set_url=self._set_url,
            sweep=self.renderer.sweep,
            settle=self.renderer.motion.settle,
            # the page's sound (assets/sound.js, loaded before PyScript starts)
            cue=lambda cues: window.sixtysixSound.play(json.dumps(list(cues))),
            storage_problem=self.storage.problem,
            languages=_browser_languages(),
            reload=lambda: window.location.reload(),
            today=_local_day,
            copy=_copy,
            page_address=lambda: str(window.location.origin) + str(window.location.pathname),
        )
        self._proxies: list[Any] = []
        self.keys: Keyboard | None = None
        self.ctl = Controller(deps, params, _levels_available())
        self.dialogs.on_panel = self.ctl.show_panel  # a panel is drawn as it opens
        self.keys = Keyboard(self.ctl, self.write, self.send, self.dialogs)
        self.routes = Routes(self.ctl, self.send, self.dialogs, self.dialog, self.keys,
                             self.write)

    # -- the boundary ------------------------------------------------------------
    def report(self, error: BaseException) -> None:
        """Log with traceback, say it shortly on the page; the table stays."""
        try:
            window.console.error("".join(traceback.format_exception(error)))
        except Exception:
            pass
        try:
            self.ctl.ui.message = self.ctl.words.say(
                "msg.error", error=str(error).splitlines()[0][:120] if str(error)
                else type(error).__name__)
            self._render(build_page_model(self.ctl))
        except Exception:
            pass

    def send(self, intent: str, value: object = None) -> None:
        """Schedule an intent; its errors end at the boundary."""
        async def go() -> None:
            try:
                await self.ctl.dispatch(intent, value)
            except Exception as e:
                self.report(e)

        asyncio.ensure_future(go())

    def write(self, writes: list[Write]) -> None:
        """What an event changes on the page at once (a dialog, focus), as the renderer's
        writes: one list, carried out by the page's applier."""
        window.sixtysixApply(encode(writes))

    def _render(self, model: PageModel) -> None:
        self.renderer.render(model, [self.keys.plan()] if self.keys is not None else [])

    def _set_url(self, query: str) -> None:
        try:
            window.history.replaceState(None, "", str(window.location.pathname) + query)
        except Exception:
            pass

    def receive(self, text: str) -> None:
        """One of the page's events (assets/events.js), as plain data; its errors end at
        the boundary."""
        try:
            event = parse(text)
            if event is not None:
                self.routes.receive(event)
        except Exception as e:
            self.report(e)

    # -- start ---------------------------------------------------------------------
    def start(self) -> None:
        proxy = create_proxy(self.receive)
        self._proxies.append(proxy)
        window.sixtysixEvents.listen(proxy, declared())
        self.ctl.frame()  # the table as it stands, before Python plays
        self.write([["class", ROOT, "ready", True]])
        self.send("start")


APP: App | None = None


def start() -> None:
    global APP
    APP = App()
    APP.start()


__all__ = ["App", "start"]
