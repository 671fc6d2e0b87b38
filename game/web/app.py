"""Wire the page: input -> Session -> render, the computer's turns, storage.

The one place that owns the game loop. Handlers only turn a click or a key into
an action; ``refresh`` draws everything from the session. Anything that goes
wrong in a handler becomes a message in #status, never a console error.
"""

from __future__ import annotations

import asyncio
import importlib.util
import random

from pyodide.ffi import create_proxy
from pyscript import document, window

from game import IllegalAction, decode_position, from_position
from game.match import Match
from game.store import Saved, Store

from . import params as url_params
from . import texts
from .dialog import Confirm
from .keyboard import Keyboard
from .render import Renderer, Ui
from .session import Session
from .storage import SafeLocalStorage
from .texts import COMPUTER, HUMAN


def _has_module(name: str) -> bool:
    """Whether a module is there, without paying for its import at boot."""
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def _levels_available() -> tuple[str, ...]:
    levels = ("gentle", "normal", "sharp")
    return levels + ("expert",) if _has_module("game.ai.expert") else levels


def _hint_function():
    if not _has_module("game.ai.hint"):
        return None

    def hint(view, seed=None):
        from game.ai.hint import hint as real_hint

        return real_hint(view, seed=seed)

    return hint


class App:
    def __init__(self) -> None:
        self.doc = document
        self.storage = SafeLocalStorage(window)
        self.store = Store(self.storage)
        self.renderer = Renderer(document)
        self.params = url_params.parse(str(window.location.search))
        self.settings, msg = self.store.load_settings()
        self.ui = Ui()
        self.notices: list[str] = []
        if msg:
            self.notices.append(msg)
        self.notices += self.params.problems
        self.ui.levels = _levels_available()
        self.hint = _hint_function()
        self.ui.hint_available = self.hint is not None
        if self.settings.level not in self.ui.levels:
            self.settings.level = "normal"
        if self.params.four_colour is not None:
            self.settings.four_colour = self.params.four_colour
        self.pause_override = self.params.pause_ms
        best, msg = self.store.load_best()
        if msg:
            self.notices.append(msg)
        self.ui.best = best
        self.stats, msg = self.store.load_stats()
        if msg:
            self.notices.append(msg)
        self.pumping = False
        self.close_now = False
        self.dialog = Confirm(document)
        self.keys = Keyboard(self)
        self._proxies = []
        self.session = self._first_session()

    # -- building matches ----------------------------------------------------
    def _rules_name(self) -> str:
        return self.params.rules or self.settings.rules

    def _options(self) -> dict:
        opts = self.settings.rule_options()
        opts.update(self.params.options)
        return opts

    def _first_session(self) -> Session:
        origin = self.params.origin()
        saved, msg = self.store.load_match()
        if msg:
            self.notices.append(msg)
        if saved is not None and (not self.params.selects_game or saved.origin == origin):
            try:
                s = Session.restore(saved)
                if s.level not in self.ui.levels:
                    s.level = "normal"
                self.ui.rules = s.match.rules.preset
                s.notice = "Welcome back: your match goes on."
                return s
            except (ValueError, KeyError, TypeError) as e:
                self.notices.append(f"The saved match could not be restored ({e}), "
                                    "so a new one was dealt.")
                self.store.clear_match()
        level = self.params.level or self.settings.level
        if level not in self.ui.levels:
            level = "normal"
        match = None
        if self.params.position is not None:
            try:
                state = from_position(decode_position(self.params.position))
                if state.outcome is not None:
                    raise ValueError("that deal is already over")
                seed = self.params.seed if self.params.seed is not None else self._random_seed()
                match = Match(rules=state.rules, seed=seed, state=state)
            except ValueError as e:
                self.notices.append(f"The position in the link is not valid ({e}). "
                                    "A normal deal was dealt instead.")
        if match is None:
            match = self._new_match(self.params.seed)
        self.ui.rules = match.rules.preset
        s = Session(match, level, origin)
        self._save(s)
        return s

    def _random_seed(self) -> int:
        return random.randrange(2**31)

    def _new_match(self, seed: int | None = None) -> Match:
        if seed is None:
            seed = self._random_seed()
        try:
            return Match.new(seed, self._rules_name(), **self._options())
        except ValueError:
            return Match.new(seed, "traditional")

    def new_match(self) -> None:
        """Start a new match with the current settings (the link's game is done)."""
        self.params.seed = None
        self.params.position = None
        self.params.level = None
        self.params.rules = None
        self.params.options = {}
        try:
            url = window.location.pathname
            if self.pause_override is not None:
                url += f"?pause={self.pause_override}"
            window.history.replaceState(None, "", url)
        except Exception:
            pass
        match = self._new_match()
        self.ui.rules = match.rules.preset
        self.session = Session(match, self.settings.level, "")
        self.session.notice = "New match."
        self.ui.message = ""
        self._save(self.session)
        self.refresh()
        self.kick()

    # -- storage -------------------------------------------------------------
    def _save(self, s: Session | None = None) -> None:
        s = s or self.session
        f = s.saved_fields()
        self.store.save_match(Saved(**f))

    def _save_settings(self) -> None:
        self.store.save_settings(self.settings)

    def _record_deal_end(self) -> None:
        s = self.session
        if s.recorded or s.state.outcome is None:
            return
        s.recorded = True
        v = s.view()
        best, new = self.store.record_best(v.points[0])
        self.ui.best = best
        if new:
            s.log.append(f"New best score: {best} points.")
        st = self.stats
        st.deals += 1
        if s.state.outcome.winner == HUMAN:
            st.deals_won += 1
        if s.match.is_over:
            st.matches += 1
            if s.match.winner == HUMAN:
                st.matches_won += 1
        self.store.save_stats(st)
        self._save()

    # -- drawing -------------------------------------------------------------
    def refresh(self) -> None:
        ui = self.ui
        ui.four_colour = self.settings.four_colour
        ui.pause_ms = self.pause_ms()
        ui.stats = (f"Deals won: {self.stats.deals_won} of {self.stats.deals}. "
                    f"Matches won: {self.stats.matches_won} of {self.stats.matches}.")
        notices = list(self.notices)
        if self.storage.problem:
            notices.append(self.storage.problem)
        ui.notices = notices
        self.renderer.render(self.session, ui)
        self.keys.restore_focus()

    def pause_ms(self) -> int:
        if self.pause_override is not None:
            return self.pause_override
        return self.settings.pause_ms

    # -- the game loop -------------------------------------------------------
    def kick(self) -> None:
        asyncio.ensure_future(self.pump())

    async def pump(self) -> None:
        """Play the computer's turns and the human's automatic draws, then wait."""
        if self.pumping:
            return
        self.pumping = True
        try:
            while True:
                s = self.session
                st = s.state
                if st.outcome is not None:
                    self._record_deal_end()
                    break
                if st.to_move == COMPUTER:
                    self.ui.busy = True
                    self.ui.thinking = True
                    self.refresh()
                    await asyncio.sleep(max(self.pause_ms(), 30) / 1000)
                    if self.session is not s or s.state is not st:
                        continue
                    action = self._computer_action(st)
                    s.apply(COMPUTER, action)
                    self.ui.message = ""
                    self.ui.thinking = False
                    self._save()
                    continue
                if st.stage == "before_draw":
                    self.ui.busy = False
                    self.ui.drawing = True
                    self.close_now = False
                    self.refresh()
                    waited = 0
                    window_ms = int(self.pause_ms() * 1.5)
                    while waited < window_ms and not self.close_now:
                        await asyncio.sleep(0.05)
                        waited += 50
                    self.ui.drawing = False
                    if self.session is not s or s.state is not st:
                        continue
                    if self.close_now:
                        self.close_now = False
                        self.ui.busy = True
                        ok = await self.dialog.ask(texts.CLOSE_CONFIRM, "Close the stock")
                        self.ui.busy = False
                        if self.session is not s or s.state is not st:
                            continue
                        s.apply(HUMAN, "close" if ok else "draw")
                    else:
                        s.apply(HUMAN, "draw")
                    self._save()
                    continue
                break
        except Exception as e:  # never leave the page stuck without a word
            self.ui.message = f"Something went wrong: {e}"
        finally:
            self.pumping = False
            self.ui.busy = False
            self.ui.thinking = False
            self.ui.drawing = False
            self.refresh()

    def _computer_action(self, st) -> str:
        from game.ai import choose

        level = self.session.level
        seed = self.session.match.seed * 7919 + self.session.step
        try:
            action = choose(st, level, seed=seed)
        except ImportError:
            self.ui.levels = tuple(x for x in self.ui.levels if x != "expert")
            self.notices.append("The Expert level could not be loaded; Sharp plays instead.")
            self.session.level = "sharp"
            action = choose(st, "sharp", seed=seed)
        if action not in st.legal_actions():  # an AI bug must not stop the game
            action = st.legal_actions()[0]
        return action

    # -- human actions -------------------------------------------------------
    def human(self, action: str) -> None:
        s = self.session
        if self.dialog.is_open:
            return
        if self.pumping or s.state.to_move != HUMAN:
            self.ui.message = ("The deal is over." if s.state.outcome is not None
                               else "Wait: it is the computer's turn.")
            self.refresh()
            return
        try:
            s.apply(HUMAN, action)
        except IllegalAction as e:
            self.ui.message = str(e)
            self.refresh()
            return
        self.ui.message = ""
        self._save()
        self.refresh()
        self.kick()

    def play_card(self, code: str) -> None:
        s = self.session
        v = s.view()
        if self.ui.drawing:
            self.ui.message = "Drawing from the stock… (press Close stock now to close instead)."
            self.refresh()
            return
        if s.state.to_move == HUMAN and not self.pumping and code in v.legal:
            self.human(code)
            return
        self.ui.message = self.renderer.reason(s, self.ui if not self.pumping
                                               else Ui(busy=True), code)
        if not self.ui.message:
            self.ui.message = "Wait: it is the computer's turn."
        self.refresh()

    async def ask_close(self) -> None:
        s = self.session
        if self.ui.drawing:
            self.close_now = True
            return
        if "close" not in s.state.legal_actions() or s.state.to_move != HUMAN or self.pumping:
            self.explain("close")
            return
        ok = await self.dialog.ask(texts.CLOSE_CONFIRM, "Close the stock")
        if ok and self.session is s:
            self.human("close")

    def explain(self, action: str) -> None:
        s = self.session
        if s.state.outcome is not None:
            msg = "The deal is over."
        elif s.state.to_move != HUMAN or self.pumping:
            msg = "Wait: it is the computer's turn."
        else:
            try:
                s.state.apply(action)
                msg = ""
            except IllegalAction as e:
                msg = str(e)
        names = {"close": "close the stock", "exchange": "exchange the trump nine",
                 "out": "go out", "pass": "keep the nine"}
        self.ui.message = msg or f"You cannot {names.get(action, action)} now."
        self.refresh()

    async def ask_new_match(self, reason: str = "") -> None:
        if self._in_progress():
            ok = await self.dialog.ask(
                (reason or "Start a new match?") + " The current match will be abandoned.",
                "New match")
            if not ok:
                self.refresh()
                return
        self.new_match()

    def _in_progress(self) -> bool:
        s = self.session
        if s.match.is_over:
            return False
        return s.step > 0 or any(s.match.scores)

    async def change_setting(self, name: str, value) -> None:
        """Level and rule changes start a new match (asking first mid-match)."""
        if name == "level":
            label = texts.LEVEL_NAMES.get(value, value)
            question = f"Play the computer at {label} level?"
        elif name == "rules":
            question = f"Play by the {texts.RULES_NAMES.get(value, value)} rules?"
        else:
            question = "Change this rule option?"
        if self._in_progress():
            ok = await self.dialog.ask(
                question + " That starts a new match: the current one will be abandoned.",
                "Start a new match")
            if not ok:
                self.ui.message = "Nothing changed: the match goes on."
                self.refresh()
                return
        setattr(self.settings, name, value)
        if name == "rules":
            self.params.rules = None
        self._save_settings()
        self.new_match()
        label = {"level": texts.LEVEL_NAMES.get(value, value),
                 "rules": texts.RULES_NAMES.get(value, value)}.get(name)
        if label:
            self.session.notice = f"New match ({label})."
        self.refresh()

    async def forget_everything(self) -> None:
        """Settings' "Forget everything": wipe saved data, start afresh with defaults."""
        ok = await self.dialog.ask(
            "Forget everything this game saved in this browser: the current match, your "
            "settings, statistics and best score? This cannot be undone.", "Forget everything")
        if not ok:
            self.ui.message = "Nothing was forgotten."
            self.refresh()
            return
        self.store.forget_all()
        self.settings, _ = self.store.load_settings()
        self.stats, _ = self.store.load_stats()
        self.ui.best = None
        self.notices = []
        self.new_match()
        self.session.notice = "Everything was forgotten. New match."
        self.refresh()

    async def show_hint(self) -> None:
        s = self.session
        if self.hint is None or s.state.to_move != HUMAN or self.pumping:
            return
        self.ui.message = "Thinking about a hint…"
        self.refresh()
        await asyncio.sleep(0.05)
        try:
            action, reason = self.hint(s.view(), seed=s.step)
        except Exception as e:
            self.ui.message = f"No hint available ({e})."
        else:
            words = {"close": "close the stock", "exchange": "exchange the trump nine",
                     "out": "go out", "draw": "draw", "pass": "keep the nine"}
            what = "play " + texts.the(action) if len(action) == 2 else words.get(action, action)
            why = str(reason).strip().rstrip(".")
            self.ui.message = f"Hint: {what}." + (f" ({why}.)" if why else "")
        self.refresh()

    # -- events ----------------------------------------------------------------
    def on(self, target, event: str, handler) -> None:
        def safe(evt):
            try:
                handler(evt)
            except Exception as e:
                self.ui.message = f"Something went wrong: {e}"
                try:
                    self.refresh()
                except Exception:
                    pass

        proxy = create_proxy(safe)
        self._proxies.append(proxy)
        target.addEventListener(event, proxy)

    def bind(self) -> None:
        def el(id_):
            return self.doc.getElementById(id_)

        self.on(el("hand"), "click", self.on_hand_click)
        self.on(el("close-stock"), "click",
                lambda e: asyncio.ensure_future(self.ask_close()))
        self.on(el("exchange-trump"), "click", lambda e: self.human("exchange"))
        self.on(el("go-out"), "click", lambda e: self.human("out"))
        self.on(el("pass-exchange"), "click", lambda e: self.human("pass"))
        self.on(el("hint"), "click", lambda e: asyncio.ensure_future(self.show_hint()))
        self.on(el("new-game"), "click", lambda e: asyncio.ensure_future(self.ask_new_match()))
        self.on(el("new-match"), "click", lambda e: self.new_match())
        self.on(el("next-deal"), "click", self.on_next_deal)
        self.on(el("level"), "change", lambda e: asyncio.ensure_future(
            self.change_setting("level", str(e.target.value))))
        self.on(el("rules"), "change", lambda e: asyncio.ensure_future(
            self.change_setting("rules", str(e.target.value))))
        self.on(el("auto-out"), "change", lambda e: asyncio.ensure_future(
            self.change_setting("auto_out", bool(e.target.checked))))
        self.on(el("show-scores"), "change", lambda e: asyncio.ensure_future(
            self.change_setting("show_scores", bool(e.target.checked))))
        self.on(el("target"), "change", lambda e: asyncio.ensure_future(
            self.change_setting("target", int(e.target.value))))
        self.on(el("pause"), "change", self.on_pause)
        self.on(el("four-colour"), "change", self.on_four)
        self.on(el("forget-all"), "click",
                lambda e: asyncio.ensure_future(self.forget_everything()))
        self.dialog.bind(self.on)
        self.on(self.doc, "keydown", self.keys.on_key)
        self.on(self.doc, "pointerdown", self.keys.on_pointer)
        self.on(el("hand"), "focusin", self.keys.on_hand_focus)

    def on_hand_click(self, event) -> None:
        wrap = event.target.closest("[data-slot]")
        if wrap is None:
            return
        self.play_card(str(wrap.dataset.slot))

    def on_next_deal(self, event) -> None:
        s = self.session
        if s.state.outcome is None or s.match.is_over:
            return
        s.next_deal()
        self.ui.message = ""
        self._save()
        self.refresh()
        self.kick()

    def on_pause(self, event) -> None:
        try:
            self.settings.pause_ms = max(0, min(int(event.target.value), 5000))
        except ValueError:
            return
        self.pause_override = None
        self._save_settings()
        self.refresh()

    def on_four(self, event) -> None:
        self.settings.four_colour = bool(event.target.checked)
        self._save_settings()
        self.refresh()

    # -- start -------------------------------------------------------------------
    def start(self) -> None:
        self.bind()
        self.refresh()
        self.doc.documentElement.classList.add("ready")
        self.kick()


APP: App | None = None


def start() -> None:
    global APP
    APP = App()
    APP.start()


__all__ = ["App", "start"]
