"""game/web/table/motion.py under CPython, with a small fake DOM."""

from __future__ import annotations

import asyncio
import json

import pytest

from game.web.table import motion
from game.web.table.motion import Motion, Rect, delta


class FakeRect:
    def __init__(self, left, top, width, height):
        self.left, self.top, self.width, self.height = left, top, width, height


class ClassList:
    def __init__(self):
        self.names: set[str] = set()

    def toggle(self, name, force):
        (self.names.add if force else self.names.discard)(name)

    def contains(self, name):
        return name in self.names


class NodeList(list):
    @property
    def length(self):
        return len(self)

    def item(self, i):
        return self[i]


class El:
    def __init__(self, region, rect, code=None, cls="card"):
        self.region = region  # the id of the container it sits in, or its own id
        self.rect = rect
        self.attrs = {"data-card": code} if code else {}
        self.cls = cls
        self.classList = ClassList()
        self.animations: list[tuple[list, dict]] = []

    def getBoundingClientRect(self):
        return FakeRect(*self.rect)

    def getAttribute(self, name):
        return self.attrs.get(name)

    def setAttribute(self, name, value):
        self.attrs[name] = value

    def animate(self, frames, options):
        self.animations.append((frames, options))
        return Anim()


class Anim:
    """``finished`` is awaitable, like the Promise a JsProxy wraps."""

    def __init__(self):
        self.awaited = False

    @property
    def finished(self):
        async def done():
            await asyncio.sleep(0)
            self.awaited = True
        return done()


class Container(El):
    def __init__(self, id_, rect, doc):
        super().__init__(id_, rect)
        self.doc = doc

    def querySelectorAll(self, selector):
        assert selector == ".card"
        return NodeList(e for e in self.doc.elements if e.region == self.region)


class FakeDoc:
    """Just what Motion asks for: querySelectorAll on a few selectors."""

    def __init__(self):
        self.elements: list[El] = []
        self.documentElement = El("html", (0, 0, 0, 0))
        self.containers = {
            "opponent-hand": Container("opponent-hand", (100, 0, 200, 80), self),
        }
        self.stock = El("stock", (300, 200, 60, 85), cls="card back stock")
        self.trump = El("trump-card", (240, 200, 60, 85))

    def add(self, region, code, rect):
        el = El(region, rect, code)
        self.elements.append(el)
        return el

    def get(self, code):
        return next(e for e in self.elements if e.attrs.get("data-card") == code)

    def querySelectorAll(self, selector):
        if selector == "[data-card]":
            return NodeList(e for e in self.elements if "data-card" in e.attrs)
        region, card = selector.split()
        assert card == "[data-card]"
        return NodeList(e for e in self.elements
                        if e.region == region[1:] and "data-card" in e.attrs)

    def querySelector(self, selector):
        assert selector == ".pile .stock"
        return self.stock

    def getElementById(self, id_):
        if id_ == "trump-card":
            return self.trump
        return self.containers.get(id_)


class FakeWindow:
    def __init__(self, reduced=False):
        self.reduced = reduced
        self.JSON = type("JSON", (), {"parse": staticmethod(json.loads)})

    def matchMedia(self, query):
        assert query == "(prefers-reduced-motion: reduce)"
        return type("MQL", (), {"matches": self.reduced})()


def hand(doc, codes, top=500, width=60):
    for i, code in enumerate(codes):
        doc.add("hand", code, (10 + i * (width + 6), top, width, 85))


def started(mo: Motion, doc: FakeDoc) -> None:
    """The first render paints at once; later ones animate."""
    mo.capture()
    mo.play()


def test_delta_moves_the_centre_and_scales():
    old = Rect(100, 400, 60, 84)
    new = Rect(200, 100, 30, 42)
    dx, dy, sx, sy = delta(old, new)
    assert (dx, dy) == (130 - 215, 442 - 121)
    assert (sx, sy) == (2.0, 2.0)
    assert motion.transform((dx, dy, sx, sy)) == "translate(-85.0px, 321.0px) scale(2.000, 2.000)"


def test_a_played_card_flies_from_the_hand_to_the_table_and_the_hand_closes_up():
    doc = FakeDoc()
    hand(doc, ["AS", "TS", "KS"])
    mo = Motion(doc, FakeWindow())
    started(mo, doc)
    assert all(not e.animations for e in doc.elements)

    mo.capture()
    # The renderer rewrites: TS goes to the table, the hand re-centres.
    doc.elements = []
    doc.add("table", "TS", (150, 250, 60, 85))
    hand(doc, ["AS", "KS"], width=60)
    doc.get("AS").rect = (43, 500, 60, 85)
    doc.get("KS").rect = (109, 500, 60, 85)
    anims = mo.play(200)
    assert len(anims) == 3

    ts = doc.get("TS")
    (frames, options) = ts.animations[0]
    # from (76+30, 500+42.5) to (150+30, 250+42.5)
    assert frames[0]["transform"] == "translate(-74.0px, 250.0px) scale(1.000, 1.000)"
    assert frames[-1]["transform"] == "none"
    assert options["duration"] == 200 and "easing" in options
    # AS moved 33 px right, KS 33 px left.
    assert doc.get("AS").animations[0][0][0]["transform"].startswith("translate(-33.0px, 0.0px)")
    assert doc.get("KS").animations[0][0][0]["transform"].startswith("translate(33.0px, 0.0px)")
    assert doc.documentElement.attrs["data-motion"] == "on"


def test_a_card_that_did_not_move_is_not_animated():
    doc = FakeDoc()
    hand(doc, ["AS", "TS"])
    mo = Motion(doc, FakeWindow())
    started(mo, doc)
    mo.capture()
    assert mo.play() == []


def test_a_drawn_card_comes_from_the_stock_and_is_marked_fresh_until_the_next_play():
    doc = FakeDoc()
    hand(doc, ["AS", "TS"])
    mo = Motion(doc, FakeWindow())
    started(mo, doc)

    mo.capture()
    doc.elements = []
    hand(doc, ["AS", "TS", "9H"])
    mo.play()
    nine = doc.get("9H")
    frames = nine.animations[0][0]
    # The stock's centre (330, 242.5) minus the new card's (142+30, 542.5).
    assert frames[0]["transform"].startswith("translate(158.0px, -300.0px)")
    assert nine.classList.contains("fresh")
    assert not doc.get("AS").classList.contains("fresh")
    assert mo.fresh == {"9H"}

    # A re-render (the computer's turn) keeps the mark on the new element.
    mo.capture()
    doc.elements = []
    hand(doc, ["AS", "TS", "9H"])
    mo.play()
    assert doc.get("9H").classList.contains("fresh")

    # The human plays: the mark goes.
    mo.capture()
    doc.elements = []
    doc.add("table", "AS", (150, 250, 60, 85))
    hand(doc, ["TS", "9H"])
    mo.play()
    assert not doc.get("9H").classList.contains("fresh")
    assert mo.fresh == set()


def test_the_computers_card_comes_from_its_hand():
    doc = FakeDoc()
    hand(doc, ["AS"])
    for i in range(3):  # face-down cards: no data-card
        doc.elements.append(El("opponent-hand", (100 + i * 20, 0, 40, 57), cls="card back"))
    mo = Motion(doc, FakeWindow())
    started(mo, doc)
    mo.capture()
    doc.add("table", "KD", (150, 250, 60, 85))
    mo.play()
    frames = doc.get("KD").animations[0][0]
    # From the last face-down card: centre (160, 28.5), size 40x57.
    assert frames[0]["transform"] == "translate(-20.0px, -264.0px) scale(0.667, 0.671)"


def test_a_whole_new_hand_is_not_marked_fresh():
    doc = FakeDoc()
    hand(doc, ["AS", "TS"])
    mo = Motion(doc, FakeWindow())
    started(mo, doc)
    mo.capture()
    doc.elements = []
    hand(doc, ["9C", "JC"])
    mo.play()
    assert mo.fresh == set()
    assert doc.get("9C").animations  # dealt from the stock


@pytest.mark.parametrize("window,enabled", [(FakeWindow(reduced=True), True),
                                             (FakeWindow(), False)])
def test_nothing_animates_when_disabled_or_reduced(window, enabled):
    doc = FakeDoc()
    hand(doc, ["AS", "TS", "KS"])
    mo = Motion(doc, window, enabled=lambda: enabled)
    started(mo, doc)
    mo.capture()
    doc.elements = []
    doc.add("table", "TS", (150, 250, 60, 85))
    doc.add("table", "QD", (220, 250, 60, 85))
    hand(doc, ["AS", "KS", "9S"])
    assert mo.play() == []
    assert all(not e.animations for e in doc.elements)
    assert doc.documentElement.attrs["data-motion"] == "off"
    # The fresh mark does not depend on motion.
    assert mo.fresh == {"9S"}


def test_the_first_render_paints_at_once():
    doc = FakeDoc()
    mo = Motion(doc, FakeWindow())
    mo.capture()
    hand(doc, ["AS", "TS"])
    assert mo.play() == []


def test_settle_waits_for_the_started_animations():
    doc = FakeDoc()
    hand(doc, ["AS"])
    mo = Motion(doc, FakeWindow())
    started(mo, doc)
    mo.capture()
    doc.get("AS").rect = (300, 300, 60, 85)
    anims = mo.play()
    assert len(anims) == 1 and not anims[0].awaited
    asyncio.run(mo.settle())
    assert anims[0].awaited


def test_the_module_does_not_import_the_browser():
    from pathlib import Path

    from tests.test_architecture import imported_roots

    assert not imported_roots(Path(motion.__file__)) & {"js", "pyscript", "pyodide"}
