"""Card motion by FLIP: remember where every card was, let the renderer rewrite
the DOM, then animate each card from its old place to its new one.

    motion = Motion(document, window, enabled=lambda: pause_ms > 0)
    motion.capture()          # before the DOM is rewritten
    ...render...
    motion.play()             # after: start one Web Animation per moved card
    await motion.settle()     # when the caller needs the cards at rest

Only Web Animations on ``transform`` (compositor work, no layout per frame):
all rects are read first, then all animations are started. A card with no
earlier place comes from where it must have come from: a new card in ``#hand``
from the stock, a new card in ``#table`` or ``#last-trick`` (the computer's)
from ``#opponent-hand``. Nothing animates under ``prefers-reduced-motion:
reduce`` or when ``enabled()`` is False; ``<html data-motion="on|off">`` tells
the stylesheet which (it also turns off the hover lift).

Cards that arrive in the hand while others stay there (a draw, the trump taken
by an exchange) get the class ``fresh`` until the human's next card leaves the
hand; ``mark_fresh`` and ``clear_fresh`` let the renderer decide otherwise.

Pure Python: the DOM comes in through ``document`` and ``window``; nothing from
``js``, ``pyscript`` or ``pyodide`` is imported, so CPython can test it with a
fake document.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from ..dom import JsObject

CARD = "[data-card]"
HAND = "#hand"
REDUCED = "(prefers-reduced-motion: reduce)"
FRESH = "fresh"


@dataclass(frozen=True)
class Rect:
    left: float
    top: float
    width: float
    height: float

    @property
    def cx(self) -> float:
        return self.left + self.width / 2

    @property
    def cy(self) -> float:
        return self.top + self.height / 2

    @property
    def empty(self) -> bool:
        return self.width <= 0 or self.height <= 0

    @classmethod
    def of(cls, element: JsObject) -> Rect:
        r = element.getBoundingClientRect()
        return cls(float(r.left), float(r.top), float(r.width), float(r.height))


def delta(old: Rect, new: Rect) -> tuple[float, float, float, float]:
    """(dx, dy, sx, sy) that put a box at ``new`` visually back at ``old``.

    For the default ``transform-origin`` (the centre): translate the centre,
    then scale about it."""
    sx = old.width / new.width if new.width else 1.0
    sy = old.height / new.height if new.height else 1.0
    return old.cx - new.cx, old.cy - new.cy, sx, sy


def moved(d: tuple[float, float, float, float]) -> bool:
    dx, dy, sx, sy = d
    return abs(dx) >= 1 or abs(dy) >= 1 or abs(sx - 1) >= 0.01 or abs(sy - 1) >= 0.01


def transform(d: tuple[float, float, float, float]) -> str:
    dx, dy, sx, sy = d
    return f"translate({dx:.1f}px, {dy:.1f}px) scale({sx:.3f}, {sy:.3f})"


class Motion:
    def __init__(self, document: JsObject, window: JsObject,
                 enabled: Callable[[], bool] | None = None, duration_ms: int = 220,
                 easing: str = "cubic-bezier(0.2, 0.7, 0.2, 1)") -> None:
        self.doc = document
        self.window = window
        self.enabled = enabled or (lambda: True)
        self.duration_ms = duration_ms
        self.easing = easing
        self._query: Any = None  # the MediaQueryList for reduced motion, made once
        self._primed = False  # capture() has run at least once
        self._active = False  # what capture() decided for the next play()
        self._old: dict[str, Rect] = {}
        self._old_hand: set[str] = set()
        self._anchors: dict[str, Rect] = {}
        self._fresh: set[str] = set()
        self.running: list[JsObject] = []  # the animations the last play() started
        # Work out fresh cards from the DOM (True), or take them from mark_fresh only
        # (False: the page's renderer knows them from the engine's draw events).
        self.track_fresh = True
        self._swept: set[str] = set()  # cards sent to a won pile: the next play() skips them

    # -- switches ----------------------------------------------------------------
    def reduced_motion(self) -> bool:
        try:
            if self._query is None:
                self._query = self.window.matchMedia(REDUCED)
            return bool(self._query.matches)
        except Exception:  # no window or no matchMedia: no reason to hold back
            return False

    def active(self) -> bool:
        return bool(self.enabled()) and not self.reduced_motion()

    # -- fresh cards ---------------------------------------------------------------
    @property
    def fresh(self) -> frozenset[str]:
        return frozenset(self._fresh)

    def mark_fresh(self, codes: Iterable[str]) -> None:
        self._fresh |= set(codes)

    def clear_fresh(self) -> None:
        self._fresh.clear()

    # -- FLIP ------------------------------------------------------------------------
    def _cards(self) -> list[tuple[str, JsObject]]:
        out, seen = [], set()
        for el in self.doc.querySelectorAll(CARD):
            code = str(el.getAttribute("data-card"))
            if code not in seen:
                seen.add(code)
                out.append((code, el))
        return out

    def _codes_in(self, selector: str) -> set[str]:
        return {str(el.getAttribute("data-card"))
                for el in self.doc.querySelectorAll(f"{selector} {CARD}")}

    def _anchor_rects(self) -> dict[str, Rect]:
        """Where a card without an earlier place comes from."""
        found: dict[str, Rect] = {}
        stock = self.doc.querySelector(".pile .stock")
        trump = self.doc.getElementById("trump-card")
        for name, el in (("stock", stock), ("trump", trump)):
            if el is not None:
                r = Rect.of(el)
                if not r.empty:
                    found[name] = r
        opp = self.doc.getElementById("opponent-hand")
        if opp is not None:
            backs = opp.querySelectorAll(".card")
            el = backs.item(backs.length - 1) if backs.length else opp
            r = Rect.of(el)
            if not r.empty:
                found["opponent"] = r
        return found

    def capture(self) -> None:
        """Record every card's place (and the anchors) before the DOM changes."""
        self._active = self.active()
        root = self.doc.documentElement
        want = "on" if self._active else "off"
        if root.getAttribute("data-motion") != want:
            root.setAttribute("data-motion", want)
        self._old_hand = self._codes_in(HAND)
        if self._active:
            self._old = {code: Rect.of(el) for code, el in self._cards()}
            self._anchors = self._anchor_rects()
        else:
            self._old, self._anchors = {}, {}
        first = not self._primed
        self._primed = True
        if first:  # the first render paints the table at once
            self._active = False

    def _track_fresh(self, hand: set[str]) -> None:
        if self._old_hand - hand:  # a card left the hand: the human has played
            self._fresh.clear()
        arrived = hand - self._old_hand
        if arrived and arrived != hand:  # not a whole new hand (a new deal)
            self._fresh |= arrived
        self._fresh &= hand

    def play(self, duration_ms: int | None = None) -> list[JsObject]:
        """Animate every card whose place changed since ``capture()``.

        Returns the animations started (none when motion is off)."""
        hand = self._codes_in(HAND)
        if self.track_fresh:
            self._track_fresh(hand)
        self.running = []
        plans = []
        if self._active:
            table = self._codes_in("#table") | self._codes_in("#last-trick")
            # Read every rect first ...
            for code, el in self._cards():
                if code in self._swept:
                    continue
                new = Rect.of(el)
                if new.empty:
                    continue
                old = self._old.get(code)
                if old is None:
                    if code in hand:
                        old = self._anchors.get("stock") or self._anchors.get("trump")
                    elif code in table:
                        old = self._anchors.get("opponent")
                if old is None or old.empty:
                    continue
                d = delta(old, new)
                if moved(d):
                    plans.append((el, d))
        # ... then write: classes and animations.
        for el in self.doc.querySelectorAll(f"{HAND} {CARD}"):
            code = str(el.getAttribute("data-card"))
            el.classList.toggle(FRESH, code in self._fresh)
        self._swept.clear()
        ms = self.duration_ms if duration_ms is None else duration_ms
        for el, d in plans:
            self.running.append(self._animate(el, d, ms))
        self._active = False
        return self.running

    async def sweep(self, selector: str, target_id: str, duration_ms: int | None = None) -> None:
        """Send the cards under ``selector`` (a finished trick) to the element ``target_id``
        (the winner's pile), shrinking and fading, and wait until they are there. The next
        ``play()`` leaves those cards alone (they reappear in the last-trick box at once)."""
        if not self.active():
            return
        target = self.doc.getElementById(target_id)
        if target is None or type(target).__name__ == "JsNull":
            return
        goal = Rect.of(target)
        if goal.empty:
            return
        ms = self.duration_ms if duration_ms is None else duration_ms
        moves = []
        for el in self.doc.querySelectorAll(f"{selector} {CARD}"):
            here = Rect.of(el)
            if here.empty:
                continue
            self._swept.add(str(el.getAttribute("data-card")))
            dx, dy = goal.cx - here.cx, goal.cy - here.cy
            scale = max(0.2, min(1.0, goal.width / here.width))
            frames = [{"transform": "none", "opacity": 1, "zIndex": 5},
                      {"transform": f"translate({dx:.1f}px, {dy:.1f}px) scale({scale:.3f})",
                       "opacity": 0.2, "zIndex": 5}]
            options = {"duration": ms, "easing": self.easing, "fill": "forwards"}
            moves.append(el.animate(self._js(frames), self._js(options)))
        self.running = moves
        await self.settle()

    def _animate(self, el: JsObject, d: tuple[float, float, float, float], ms: int
                 ) -> JsObject:
        # z-index in both keyframes lifts the card over its neighbours in flight.
        frames = [{"transform": transform(d), "zIndex": 5}, {"transform": "none", "zIndex": 5}]
        options = {"duration": ms, "easing": self.easing}
        animation: JsObject = el.animate(self._js(frames), self._js(options))
        return animation

    def _js(self, value: object) -> JsObject:
        """A plain JS value (not a proxy of a Python object) for the DOM API."""
        plain: JsObject = self.window.JSON.parse(json.dumps(value))
        return plain

    async def settle(self) -> None:
        """Wait until the animations of the last ``play()`` have finished (or were
        cancelled)."""
        for anim in list(self.running):
            try:
                await anim.finished
            except Exception:  # a cancelled animation rejects ``finished``
                pass
