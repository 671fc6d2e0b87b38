"""Wire the page: the browser's document, window and clock into the controller.

The only module that touches ``pyscript``/``pyodide`` at import. Handlers turn a
tap, a key or a button into an intent for ``Controller.dispatch``; everything
else (phases, rules, saving) lives in the controller. Any exception in a handler
or in render is caught at one boundary (``App.guard``): logged to the console
with its traceback, shown in #status as a short message, and the table stays
playable.
"""

from __future__ import annotations

import asyncio
import importlib.util
import json
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from game.play.store import Store

from . import params as url_params
from .controller import Controller, Deps
from .dialog import Confirm, Dialogs
from .dom import JsObject, found, slot_of
from .keyboard import Keyboard
from .page_model import PageModel, build_page_model
from .settings.settings_form import settings_values
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
    """``line`` to the clipboard; False where the browser refuses (the page shows it)."""
    clipboard = getattr(window.navigator, "clipboard", None)
    if clipboard is None:
        return False
    await clipboard.writeText(line)
    return True


async def review(record: "DealRecord", progress: Callable[[float], None]) -> "Review":
    """A finished deal's review (game.review) in slices; ``progress(fraction)`` while it runs."""
    from game.review.engine import start_review

    reviewing = start_review(record)  # the Expert's budget, each decision seeded by its view
    return await think_async(reviewing, paint_every_s=REVIEW_PAINT_EVERY_S,
                             on_paint=lambda: progress(reviewing.fraction))


class App:
    def __init__(self) -> None:
        self.doc = document
        self.storage = SafeLocalStorage(window)
        self.dialogs = Dialogs(document)
        self.dialog = Confirm(document, self.dialogs)
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
        self.keys = Keyboard(self.ctl, document, self.send, self.dialogs)

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

    def _render(self, model: PageModel) -> None:
        self.renderer.render(model)
        if self.keys is not None:
            self.keys.restore_focus()

    def _set_url(self, query: str) -> None:
        try:
            window.history.replaceState(None, "", str(window.location.pathname) + query)
        except Exception:
            pass

    def on(self, target: JsObject, event: str, handler: Callable[[JsObject], None]) -> None:
        def safe(evt: JsObject) -> None:
            try:
                handler(evt)
            except Exception as e:
                self.report(e)

        proxy = create_proxy(safe)
        self._proxies.append(proxy)
        target.addEventListener(event, proxy)

    # -- binding (once, to elements that never change) -----------------------------
    def bind(self) -> None:
        def el(id_: str) -> JsObject:
            element: JsObject = self.doc.getElementById(id_)
            return element

        send = self.send
        dialogs = self.dialogs
        keys = self.keys
        assert keys is not None
        self.on(el("hand"), "click", self.on_hand_click)
        # a finished trick on show goes at a tap anywhere on the felt that is not a control
        self.on(self.doc.querySelector("main.felt"), "click", self.on_felt_click)
        self.on(el("close-stock"), "click", lambda e: send("act", "close"))
        self.on(el("exchange-trump"), "click", lambda e: send("act", "exchange"))
        self.on(el("go-out"), "click", lambda e: send("act", "out"))
        self.on(el("pass-exchange"), "click", lambda e: send("act", "pass"))
        self.on(el("hint"), "click", lambda e: send("hint"))
        self.on(el("undo"), "click", lambda e: send("undo"))
        self.on(el("new-game"), "click", lambda e: send("new_game"))
        self.on(el("new-match"), "click", lambda e: send("new_match"))
        self.on(el("next-deal"), "click", lambda e: send("next_deal"))
        self.on(el("draw"), "click", lambda e: send("act", "draw"))
        # The menu: the game's other rooms (puzzles, the deal of the day, statistics,
        # settings); each entry closes it and opens its own dialog.
        self.on(el("menu-button"), "click", lambda e: dialogs.show("menu"))
        self.on(el("menu-close"), "click", lambda e: dialogs.close("menu"))
        self.on(el("menu"), "close", self.on_menu_closed)
        self.on(el("settings-button"), "click", self.on_settings)
        self.on(el("sound-button"), "click", self.on_sound)
        # The panel's controls change nothing by themselves (an arrow key on a select
        # fires "change"): Apply sends them all; closing the panel puts them back.
        self.on(el("settings-apply"), "click", self.on_apply)
        self.on(el("settings-cancel"), "click", lambda e: dialogs.close("settings-panel"))
        self.on(el("settings-panel"), "close", self.on_settings_closed)
        self.on(el("forget-all"), "click", lambda e: send("forget"))
        self.on(el("stats-button"), "click", self.on_stats)
        self.on(el("stats"), "close", self.on_stats_closed)
        self.on(el("stats-close"), "click", lambda e: dialogs.close("stats"))
        self.on(el("stats-reset"), "click", lambda e: send("stats_reset"))
        self.on(el("review-button"), "click", self.on_review)
        self.on(el("review-people"), "click", self.on_review_seat)
        # the screen between people: only its button lifts it (Escape does not)
        self.on(el("curtain-ready"), "click", lambda e: send("reveal"))
        self.on(el("curtain"), "cancel", lambda e: e.preventDefault())
        self.on(el("help-button"), "click", lambda e: dialogs.show("help"))
        self.on(el("help-close"), "click", lambda e: dialogs.close("help"))
        self.on(el("puzzles-button"), "click", self.on_puzzles)
        # the course: its panel from the menu (or the first visit's offer), a lesson's box
        self.on(el("learn-button"), "click", self.on_learn)
        self.on(el("learn-offer-open"), "click", self.on_learn_start)
        self.on(el("learn-offer-close"), "click", lambda e: send("learn_offer_close"))
        self.on(el("learn-close"), "click", lambda e: dialogs.close("learn"))
        self.on(el("learn"), "close", self.on_stats_closed)  # focus back as from Statistics
        self.on(el("learn-list"), "click", self.on_lesson)
        self.on(el("lesson-answer"), "click", lambda e: send("lesson_answer"))
        self.on(el("lesson-next"), "click", lambda e: send("lesson_next"))
        self.on(el("lesson-retry"), "click", lambda e: send("lesson_retry"))
        self.on(el("lesson-list"), "click", self.on_learn)
        self.on(el("puzzles-close"), "click", lambda e: dialogs.close("puzzles"))
        self.on(el("puzzles"), "close", self.on_stats_closed)  # focus back as from Statistics
        self.on(el("puzzles-list"), "click", self.on_puzzle)
        self.on(el("puzzle-tables"), "click", self.on_puzzle)
        self.on(el("puzzle-solution"), "click", lambda e: send("puzzle_solution"))
        self.on(el("puzzle-retry"), "click", lambda e: send("puzzle_retry"))
        self.on(el("puzzle-next"), "click", lambda e: send("puzzle_next"))
        # the last trick, large (the button is enabled by render once there is one)
        self.on(el("last-trick"), "click", self.on_last_trick)
        self.on(el("last-view-close"), "click", lambda e: dialogs.close("last-view"))
        # the analysis of a link's view: its button or Escape closes it, back to the table
        self.on(el("analysis-close"), "click", lambda e: send("analysis_close"))
        self.on(el("analysis-copy"), "click", lambda e: send("analysis_copy"))
        self.on(el("analyse-button"), "click", self.on_analyse)
        self.on(el("analysis"), "close", lambda e: send("analysis_close"))
        # the position editor: its choices and the pack's cards say what they do (data-setup)
        self.on(el("analysis-setup"), "click", lambda e: send("setup"))
        self.on(el("setup-ask"), "click", lambda e: send("setup_ask"))
        self.on(el("setup"), "click", self.on_setup_card)
        self.on(el("setup"), "change", self.on_setup_choice)
        self.on(el("review-close"), "click", lambda e: dialogs.close("review"))
        self.on(el("review-prev"), "click", lambda e: send("review_step", -1))
        self.on(el("replay"), "click", lambda e: send("replay"))
        self.on(el("leave-practice"), "click", lambda e: send("leave_practice"))
        self.on(el("daily-button"), "click", self.on_daily)
        self.on(el("daily-share"), "click", lambda e: send("daily_share"))
        self.on(el("stats-kept"), "click", self.on_kept)
        self.on(el("review-next"), "click", lambda e: send("review_step", 1))
        self.on(el("review"), "click", self.on_review_goto)  # a decision's row or point
        self.on(el("review-all"), "change",
                lambda e: send("review_all", bool(el("review-all").checked)))
        self.on(el("take-over"), "click", lambda e: send("take_over"))
        self.on(el("log-toggle"), "click", keys.toggle_log)
        self.on(el("log-close"), "click", lambda e: keys.show_log(False))
        # another tab of this site wrote to the storage: it may have taken the match over
        self.on(window, "storage", lambda e: send("elsewhere"))
        self.dialog.bind(self.on)
        dialogs.bind(self.on)
        self.on(self.doc, "keydown", keys.on_key)
        self.on(el("hand"), "focusin", keys.on_hand_focus)

    def on_felt_click(self, event: JsObject) -> None:
        target = found(event.target)
        if target is None or found(target.closest("button, a, input, select, dialog")) is None:
            self.send("skip")

    def on_last_trick(self, event: JsObject) -> None:
        body = self.doc.getElementById("last-view-body")
        if int(body.childElementCount):  # empty before the first trick
            self.dialogs.show("last-view")

    def on_hand_click(self, event: JsObject) -> None:
        card = slot_of(event.target)
        if card is not None:  # None: a gap between two cards
            self.send("play", card)

    def on_kept(self, event: JsObject) -> None:
        """A kept deal's Review button: its review opens over the statistics."""
        target = found(event.target)
        button = found(target.closest("[data-kept]")) if target is not None else None
        if button is None:
            return
        self.dialogs.show("review")
        self.send("review", int(str(button.getAttribute("data-kept"))))

    def on_review_goto(self, event: JsObject) -> None:
        """A click on a decision (its row or its point on the chart): the review shows it;
        on "Try again from here": the review closes, practice starts before it."""
        target = found(event.target)
        replay = found(target.closest("[data-replay]")) if target is not None else None
        if replay is not None:
            self.dialogs.close("review")
            self.send("replay_from", int(str(replay.getAttribute("data-replay"))))
            return
        goto = found(target.closest("[data-goto]")) if target is not None else None
        if goto is not None:
            self.send("review_goto", int(str(goto.getAttribute("data-goto"))))
            # a tap shows the trick it asked for: on a phone the walk is above the list
            # ("nearest": no scroll while it is in view, as beside the list on a wide screen)
            self.doc.getElementById("review-tricks").scrollIntoView(
                to_js({"block": "nearest"}, dict_converter=window.Object.fromEntries))

    def _from_menu(self, dialog: str = "") -> None:
        """An entry of the menu was chosen: the menu closes (``dialog`` opens in its place)
        and what closes later gives focus back to the menu's button."""
        self.dialogs.close("menu")
        if dialog:
            self.dialogs.show(dialog)

    def on_menu_closed(self, event: JsObject) -> None:
        """Escape or Close: focus goes back to the menu's button, unless an entry moved it
        on (to a dialog opened in the menu's place, or to the hand)."""
        self._focus_menu_button()

    def _focus_menu_button(self) -> None:
        active = found(self.doc.activeElement)
        if active is None or str(active.tagName) == "BODY" or found(active.closest(
                "#menu, #stats, #puzzles, #settings-panel")) is not None:
            if not self.dialogs.any_open:
                self.doc.getElementById("menu-button").focus()

    def on_puzzles(self, event: JsObject) -> None:
        """The Puzzles panel opens in the menu's place, at the table being played; its list
        is drawn (the set loads on first use)."""
        self._from_menu("puzzles")
        self.send("puzzles")

    def on_learn(self, event: JsObject) -> None:
        """The course's panel opens (in the menu's place, when chosen there)."""
        self._from_menu("learn")
        self.send("learn")

    def on_learn_start(self, event: JsObject) -> None:
        """The offer's Start the course: lesson 1 goes on the table, its cards in focus."""
        self.doc.getElementById("hand").focus()
        self.send("learn_start")

    def on_lesson(self, event: JsObject) -> None:
        """A lesson's button: the panel closes and the lesson goes on the table."""
        target = found(event.target)
        button = found(target.closest("[data-lesson]")) if target is not None else None
        if button is None:
            return
        self.dialogs.close("learn")
        self.doc.getElementById("hand").focus()  # the lesson's cards
        self.send("lesson", str(button.getAttribute("data-lesson")))

    def on_puzzle(self, event: JsObject) -> None:
        """A puzzle's button: the panel closes and the puzzle goes on the table; a table's
        tab shows that table's puzzles."""
        target = found(event.target)
        tab = found(target.closest("[data-puzzle-table]")) if target is not None else None
        if tab is not None:
            self.send("puzzles", str(tab.getAttribute("data-puzzle-table")))
            return
        button = found(target.closest("[data-puzzle]")) if target is not None else None
        if button is None:
            return
        self.dialogs.close("puzzles")
        self.doc.getElementById("hand").focus()  # the puzzle's cards (the panel's close
        self.send("puzzle", str(button.getAttribute("data-puzzle")))  # keeps focus there)

    def on_review(self, event: JsObject) -> None:
        self.dialogs.show("review")
        self.send("review")

    def on_review_seat(self, event: JsObject) -> None:
        """A person's Review button at a people's match: their decisions."""
        target = found(event.target)
        button = found(target.closest("[data-review-seat]")) if target is not None else None
        if button is None or button.disabled:
            return
        self.dialogs.show("review")
        self.send("review_seat", int(str(button.getAttribute("data-review-seat"))))

    def on_stats(self, event: JsObject) -> None:
        """Statistics opens in the menu's place."""
        self._from_menu("stats")

    def on_settings(self, event: JsObject) -> None:
        """The Settings panel opens in the menu's place, on the values in use (reset before
        it shows, so that nothing later overwrites a choice made in it)."""
        self.ctl.reset_settings_panel()
        self._from_menu("settings-panel")

    def on_analyse(self, event: JsObject) -> None:
        """The table's deal in the analysis dialog, in the menu's place."""
        self._from_menu()
        self.send("analyse")

    def on_setup_card(self, event: JsObject) -> None:
        """A card of the editor's pack tapped (into the chosen place, or back), or Clear."""
        button = found(event.target.closest("button[data-setup]"))
        if button is not None:
            self.send("setup_edit", str(button.getAttribute("data-setup")))

    def on_setup_choice(self, event: JsObject) -> None:
        """A choice of the editor changed: a radio says its command, a box adds on or
        off, a select its number."""
        box = found(event.target.closest("[data-setup]"))
        if box is None:
            return
        command = str(box.getAttribute("data-setup"))
        kind = str(box.getAttribute("type") or "")
        if kind == "checkbox":
            command += ":on" if box.checked else ":off"
        elif kind != "radio":  # a select
            command += f":{box.value}"
        self.send("setup_edit", command)

    def on_daily(self, event: JsObject) -> None:
        """The deal of the day goes on the table: the menu closes, and focus goes to the
        hand."""
        self._from_menu()
        self.send("daily")
        hand = self.doc.getElementById("hand")
        if hand is not None:
            hand.focus()

    def on_stats_closed(self, event: JsObject) -> None:
        """Focus goes back to the menu's button (the Statistics and Puzzles buttons are in
        the closed menu), unless it went somewhere that still shows."""
        self._focus_menu_button()

    def on_sound(self, event: JsObject) -> None:
        """The menu's sound switch (the page's sound wakes in this tap: assets/sound.js)."""
        self.send("sound")

    def on_apply(self, event: JsObject) -> None:
        self.send("apply_settings", settings_values(self.doc))
        self.dialogs.close("settings-panel")

    def on_settings_closed(self, event: JsObject) -> None:
        """Closed by Apply, Cancel or Escape: what was not applied is put back (Apply's
        values are the saved ones by then), and focus returns to the menu's button."""
        self.ctl.reset_settings_panel()
        self._focus_menu_button()

    # -- start ---------------------------------------------------------------------
    def start(self) -> None:
        self.bind()
        self.ctl.frame()  # the table as it stands, before Python plays
        self.doc.documentElement.classList.add("ready")
        self.send("start")


APP: App | None = None


def start() -> None:
    global APP
    APP = App()
    APP.start()


__all__ = ["App", "start"]
