"""The page's controller, renderer and keyboard under CPython, on the fake DOM."""

from __future__ import annotations

import asyncio
from collections.abc import Iterable

from game import ai
from game.ai.hint import hint as real_hint
from game.ai.reason import Reason
from game.ai.three.hint import hint3
from game.play.store import MemoryBackend, Store
from game.web import params as url_params
from game.web.controller import Controller, Deps
from game.web.dialog import Confirm, Dialogs
from game.web.dom_writer import Write, encode
from game.web.keyboard import Keyboard
from game.web.page_events import parse
from game.web.routes import Routes
from game.web.table.render import Renderer
from game.words import Words

from .fake_apply import apply
from .fake_events import listen
from .fakedom import Document, Window

# The stub thinker's player: the simple build's Gentle, rules only and instant, for
# the tests about the page; the level the page asked for is still recorded in
# ``thinks``. A test about the computer's play itself passes ``thinker="real"``.
STUB_PLAYER = "classic-gentle"


class StillCards:
    """The page's motion (assets/motion.js, tested in tests/js/ and e2e/test_motion.py)
    for the fake DOM: a trick goes to its pile and the cards land at once."""

    async def sweep(self, selector: str, target_id: str, on: bool) -> None:
        pass

    async def settle(self) -> None:
        pass


class Page:
    """One page: fake document, controller, renderer, keyboard; a clock that never waits."""

    def __init__(self, query: str = "?seed=5&pause=0", backend: MemoryBackend | None = None,
                 answers: Iterable[bool] = (), reduced_motion: bool = False,
                 languages: tuple[str, ...] = (),
                 session_storage: MemoryBackend | None = None, auto_draw: bool = True,
                 today: str = "2026-12-02", thinker: str = "stub") -> None:
        assert thinker in ("stub", "real"), thinker
        self.real_thinker = thinker == "real"
        self.window = Window(reduced_motion)
        self.doc = Document(window=self.window)
        self.backend = backend if backend is not None else MemoryBackend()
        # the tab's sessionStorage: pass the same one to a reloaded page of the same tab
        self.session_storage = session_storage if session_storage is not None \
            else MemoryBackend()
        self.answers = list(answers)
        self.questions: list[str] = []
        self.renders = 0
        self.renderer = Renderer(lambda writes: apply(self.doc, writes), StillCards())
        self.thinks: list[tuple[str, int]] = []
        self.cues: list[list[str]] = []  # the sounds the page played, a list per render
        deps = Deps(store=Store(self.backend, self.session_storage), render=self._render,
                    sleep=self._sleep, think=self._think, ask=self._ask, hint=self._hint,
                    random_seed=lambda: 4242, languages=languages, review=self._review,
                    today=lambda: self.today, copy=self._copy, cue=self.cues.append)
        self.today = today
        self.copied: list[str] = []  # what the page put on the clipboard
        self.ctl = Controller(deps, url_params.parse(query))
        self.dialogs = Dialogs(self.write)  # the page's modal dialogs, as app.py opens them
        self.dialogs.on_panel = self.ctl.show_panel  # a panel is drawn as it opens
        self.keys = Keyboard(self.ctl, self.write, self.send, self.dialogs)
        # the page's events, as app.py routes them (the question itself is faked: _ask)
        self.routes = Routes(self.ctl, self.send, self.dialogs, Confirm(self.write, self.dialogs),
                             self.keys, self.write)
        listen(self.doc, self.receive)
        self.pending: list[tuple[str, object]] = []
        # a player who always draws: when the table waits for Draw or Close stock after an
        # intent, Draw is pressed (auto_draw=False leaves the decision to the test)
        self.auto_draw = auto_draw

    # -- fakes of the outside world ----------------------------------------------
    def _render(self, model) -> None:
        self.renders += 1
        self.renderer.render(model, [self.keys.plan()])

    def write(self, writes: list[Write]) -> None:
        """What an event changes on the page at once, carried out as app.py has it done."""
        apply(self.doc, encode(writes))

    def receive(self, text: str) -> None:
        event = parse(text)
        assert event is not None, text
        self.routes.receive(event)

    async def _sleep(self, seconds: float) -> None:
        await asyncio.sleep(0)

    async def _think(self, state, level: str, seed: int) -> str:
        self.thinks.append((level, seed))
        return ai.choose(state, level if self.real_thinker else STUB_PLAYER, seed=seed)

    async def _review(self, record, progress):
        from game.ai.expert import Budget
        from game.ai.three.expert import Budget3
        from game.review.engine import review_deal

        progress(0.5)  # a small budget: the page's own one is measured in bench/review.py
        small = Budget3(worlds=8, enumerate_limit=8, candidates=24) if record.players == 3 else \
            Budget(phase_one_worlds=4, phase_two_worlds=6, enumerate_limit=6, node_limit=5_000)
        return review_deal(record, small)

    async def _hint(self, view) -> tuple[str, Reason]:
        if getattr(view, "players", 2) == 3:
            return hint3(view)
        return real_hint(view)

    async def _copy(self, line: str) -> bool:
        self.copied.append(line)
        return True

    async def _ask(self, question: str, ok: str) -> bool:
        self.questions.append(question)
        return self.answers.pop(0) if self.answers else False

    # -- driving it ----------------------------------------------------------------
    def run(self, coro) -> None:
        asyncio.run(coro)

    def start(self) -> "Page":
        self.ctl.frame()
        self.run(self.ctl.dispatch("start"))
        return self

    def send(self, intent: str, value: object = None) -> None:
        self.pending.append((intent, value))

    def flush(self) -> None:
        """Run the intents the keyboard sent."""
        while self.pending:
            intent, value = self.pending.pop(0)
            self.run(self.ctl.dispatch(intent, value))

    def do(self, intent: str, value: object = None) -> None:
        self.run(self.ctl.dispatch(intent, value))
        while self.auto_draw and self.ctl.phase == "drawing":
            self.run(self.ctl.dispatch("act", "draw"))

    def click_card(self, code: str) -> None:
        """A tap on a card: the page's handler turns it into the 'play' intent."""
        wrap = self.doc.querySelector(f'#hand [data-slot="{code}"]')
        assert wrap, f"{code} is not in the hand on screen"
        self.play(str(wrap.getAttribute("data-slot")))

    def apply_settings(self) -> None:
        """The Settings panel's Apply pressed: its controls' values go with the tap."""
        self.button("settings-apply").click()
        while self.pending:
            intent, value = self.pending.pop(0)
            self.do(intent, value)

    def play(self, code: str) -> None:
        self.do("play", code)

    def key(self, key: str) -> None:
        self.doc.key(key)
        self.flush()

    def open(self, dialog: str) -> "Page":
        """A dialog opens as its button opens it (Dialogs.show): a panel (Settings,
        Statistics, the review, the help) is drawn only while it is open."""
        self.dialogs.show(dialog)
        return self

    # -- reading the screen ------------------------------------------------------------
    def text(self, id_: str) -> str:
        return self.doc.getElementById(id_).textContent

    def hand(self) -> list[str]:
        return [b.getAttribute("data-card") for b in self.doc.querySelectorAll("#hand button")]

    def enabled_cards(self) -> list[str]:
        return [b.getAttribute("data-card")
                for b in self.doc.querySelectorAll("#hand button:not([disabled])")]

    def log(self) -> list[str]:
        return [li.textContent for li in self.doc.querySelectorAll("#log li")]

    def button(self, id_: str):
        return self.doc.getElementById(id_)

    @property
    def session(self):
        return self.ctl.session

    def play_out_deal(self, choose_card=None) -> None:
        """Play the human's turns by tapping the first enabled card until the deal ends."""
        guard = 0
        while self.session.state.outcome is None:
            guard += 1
            assert guard < 100, "the deal did not end"
            assert self.ctl.phase in ("you", "drawing"), self.ctl.phase
            enabled = self.enabled_cards()
            if enabled:
                self.click_card(choose_card(enabled) if choose_card else enabled[0])
            else:
                word = next(a for a in self.ctl.legal_now() if a not in ("close", "out"))
                self.do("act", word)


def card_names(codes: Iterable[str]) -> set[str]:
    """The names the page gives these cards ('10 of hearts': the rank as drawn)."""
    return {Words().card_name(c) for c in codes}
