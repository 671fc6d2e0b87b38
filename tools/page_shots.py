"""Screenshots of a fixed set of the page's screens, for a before/after comparison.

    flock /tmp/browser.lock .venv/bin/python tools/page_shots.py /work/baseline-before/shots
    .venv/bin/python tools/page_shots.py out --size 360x640 --lang de --screen table

Serves the repository (tools/localweb.py) and opens the page in Debian's Chromium the way
the end-to-end tests do (e2e/conftest.py ``open_game``: the memory snapshot, the language
from ``?lang=``; e2e/play_helpers.py: the engine in CPython mirrors the deal, so the step
to wait for is known). Reduced motion and ``?pause=0``, fixed seeds and positions, and
every shot waits for what it shows (no sleeps), then, the pointer moved off the table, for
no animation running, every image decoded and two frames painted; Chromium rasters with
one thread and whole tiles (``STEADY_RASTER``), so two runs give the same pixels. At each
size (360x640, 390x844, 844x390, 1280x900) and language (en, de, hr) one browser context
runs the screens in a fixed order, each boot on an empty storage, and writes
``{out}/{screen}-{W}x{H}-{lang}.png`` (the whole page):

    table      ?seed=4242, the player's first two cards played (the first legal card)
    settings   the same page, Menu -> Settings
    stats      the same page, Menu -> Statistics
    puzzle     the same page, Menu -> Puzzles, the first puzzle on the table
    lesson     the same page, Menu -> Learn to play, the first lesson on the table
    three      ?rules=three&seed=4242, two cards played
    schnapsen  ?rules=schnapsen&seed=4242, two cards played
    result     a link's position one card from the deal's end, that card played
    review     the same page, Review this deal, its table shown
    analysis   ?seed=4242&view= (deal 5 after three plays): the Expert's advice shown
    curtain    ?seats=person,person&seed=4242: the screen between the two people

Compare two runs with tools/compare_shots.py.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from pathlib import Path

from playwright.sync_api import Browser, BrowserContext, Page, expect, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "e2e"))
from conftest import open_game  # noqa: E402
from localweb import CHROMIUM, CHROMIUM_ARGS, serve  # noqa: E402
from play_helpers import Mirror, first_card, position, query, settle  # noqa: E402

from game.engine.deal import new_deal  # noqa: E402
from game.engine.position import encode_position  # noqa: E402
from game.engine.viewposition import view_position  # noqa: E402

# one raster thread, whole tiles redrawn: a card's edge anti-aliased the same way each run
STEADY_RASTER = ["--num-raster-threads=1", "--disable-partial-raster"]
SIZES = [(360, 640), (390, 844), (844, 390), (1280, 900)]
LANGS = ["en", "de", "hr"]
SEED = 4242
LEVEL = "normal"
TIMEOUT_MS = 90_000

# 63 points and the ace of trumps in hand: its lead takes the deal out (e2e/test_a11y.py)
END_OF_DEAL = position(
    hands=(["AD", "QH", "9C", "JH", "QS", "JC"], ["KD", "QC", "JD", "TD", "KH", "9S"]),
    won=(["AC", "TC", "AS", "TS", "AH", "TH"], []), trump="9D",
)

# nothing moving, every image (card faces) loaded
STILL = """() => document.getAnimations().every(a => a.playState !== 'running')
    && Array.from(document.images).every(i => i.complete)"""
# every image decoded (one drawn before its decode ends may be drawn at a lower quality)
DECODED = "() => Promise.all(Array.from(document.images, i => i.decode().catch(() => null)))"
PAINTED = "() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))"


def _view_link() -> str:
    s = new_deal(5)
    for _ in range(3):
        s = s.apply(s.legal_actions()[0])
    return encode_position(view_position(s.view(s.to_move)))


class Shooter:
    """One size and language: its page, and where its shots go."""

    def __init__(self, browser: Browser, origin: str, out: Path, size: tuple[int, int],
                 lang: str, screens: set[str] | None) -> None:
        self.browser, self.origin, self.size = browser, origin, size
        self.out, self.lang, self.screens = out, lang, screens
        self.tail = f"{size[0]}x{size[1]}-{lang}"
        self.context: BrowserContext | None = None
        self.page: Page
        self.verbose = False
        self.clock = time.perf_counter()  # when the last shot was taken

    def fresh(self) -> None:
        """The page with an empty storage (a link's game is then the match, not a practice
        beside the one an earlier screen saved). One context per size and language keeps
        the HTTP cache: the page leaves for a plain listing of the same origin (where it
        saves what it saves when left), and the storage is cleared there."""
        if self.context is None:
            width, height = self.size
            self.context = self.browser.new_context(
                viewport={"width": width, "height": height}, base_url=self.origin,
                reduced_motion="reduce", service_workers="block")
            self.page = self.context.new_page()
            return
        self.page.goto("/docs/", wait_until="load")
        self.page.evaluate("() => { localStorage.clear(); sessionStorage.clear(); }")

    def wanted(self, *names: str) -> bool:
        return self.screens is None or bool(self.screens.intersection(names))

    def shot(self, screen: str) -> None:
        if self.screens is not None and screen not in self.screens:
            return
        self.page.mouse.move(0, 0)  # no card under the pointer (a hover lifts it)
        self.page.wait_for_function(STILL, timeout=TIMEOUT_MS)
        self.page.evaluate(DECODED)
        self.page.evaluate(PAINTED)
        self.page.screenshot(path=str(self.out / f"{screen}-{self.tail}.png"), full_page=True,
                             animations="disabled", caret="hide")
        if self.verbose:
            print(f"  {screen}-{self.tail}: {time.perf_counter() - self.clock:.1f} s", flush=True)
        self.clock = time.perf_counter()

    def open(self, q: str) -> None:
        """The page at ``?{q}`` in the language, without pauses, on an empty storage."""
        self.fresh()
        open_game(self.page, f"{q}&pause=0&lang={self.lang}", timeout=TIMEOUT_MS)

    def two_cards(self, rules: str) -> None:
        """Deal ``SEED`` at ``rules`` and click the first legal card twice."""
        self.open(f"rules={rules}&seed={SEED}&level={LEVEL}")
        mirror = Mirror.new(SEED, LEVEL, rules)
        mirror.advance()
        settle(self.page, mirror.step)
        for _ in range(2):
            card = first_card(mirror.state)
            self.page.click(f"#hand button[data-card='{card}']")
            mirror.apply(card)
            mirror.advance()
            settle(self.page, mirror.step)

    def menu(self, button: str) -> None:
        self.page.click("#menu-button")
        self.page.click(button)

    # -- the screens ---------------------------------------------------------------------
    def table_and_rooms(self) -> None:
        if not self.wanted("table", "settings", "stats", "puzzle", "lesson"):
            return
        self.two_cards("traditional")
        page = self.page
        self.shot("table")
        self.menu("#settings-button")
        expect(page.locator("#settings-apply")).to_be_visible()
        self.shot("settings")
        page.keyboard.press("Escape")
        expect(page.locator("#settings-panel")).to_be_hidden()
        self.menu("#stats-button")
        expect(page.locator("#stats")).to_be_visible()
        self.shot("stats")
        page.click("#stats-close")
        expect(page.locator("#stats")).to_be_hidden()
        self.menu("#puzzles-button")
        page.click("#puzzles-list [data-puzzle] >> nth=0")
        expect(page.locator("#puzzle-box")).to_be_visible()
        page.wait_for_function("() => document.documentElement.dataset.turn === 'you'")
        self.shot("puzzle")
        page.click("#leave-practice")
        expect(page.locator("#puzzle-box")).to_be_hidden()
        self.menu("#learn-button")
        page.click("#learn-list [data-lesson] >> nth=0")
        expect(page.locator("#lesson-box")).to_be_visible()
        page.wait_for_function("() => ['you', 'drawing'].includes("
                               "document.documentElement.dataset.phase)")
        self.shot("lesson")

    def other_tables(self) -> None:
        for rules, screen in (("three", "three"), ("schnapsen", "schnapsen")):
            if self.wanted(screen):
                self.two_cards(rules)
                self.shot(screen)

    def result_and_review(self) -> None:
        if not self.wanted("result", "review"):
            return
        self.open(query(END_OF_DEAL, seed=1))
        page = self.page
        settle(page, 0)
        page.click("#hand button[data-card='AD']")
        expect(page.locator("#next-deal")).to_be_visible()
        self.shot("result")
        if not self.wanted("review"):
            return
        page.click("#review-button")
        expect(page.locator("#review-body table")).to_be_visible(timeout=TIMEOUT_MS)
        self.shot("review")

    def analysis(self) -> None:
        if not self.wanted("analysis"):
            return
        self.open(f"seed={SEED}&view={_view_link()}")
        expect(self.page.locator("#analysis-advice")).to_have_attribute(
            "data-action", re.compile(".+"), timeout=TIMEOUT_MS)
        self.shot("analysis")

    def curtain(self) -> None:
        if not self.wanted("curtain"):
            return
        self.open(f"seed={SEED}&seats=person,person")
        expect(self.page.locator("#curtain-ready")).to_be_focused()
        self.shot("curtain")

    def run(self) -> None:
        try:
            self.table_and_rooms()
            self.other_tables()
            self.result_and_review()
            self.analysis()
            self.curtain()
        finally:
            if self.context is not None:
                self.context.close()


def _size(text: str) -> tuple[int, int]:
    width, height = text.lower().split("x")
    return int(width), int(height)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="the folder for the PNGs")
    parser.add_argument("--size", action="append", type=_size, help="WxH, repeatable")
    parser.add_argument("--lang", action="append", choices=LANGS, help="repeatable")
    parser.add_argument("--screen", action="append", help="only these screens, repeatable")
    parser.add_argument("--chromium", default=CHROMIUM)
    parser.add_argument("--verbose", action="store_true", help="each shot's time")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    screens = set(args.screen) if args.screen else None
    started = time.perf_counter()
    with serve(ROOT) as origin, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=args.chromium,
                                     args=CHROMIUM_ARGS + STEADY_RASTER)
        for width, height in args.size or SIZES:
            for lang in args.lang or LANGS:
                t0 = time.perf_counter()
                shooter = Shooter(browser, origin, args.out, (width, height), lang, screens)
                shooter.verbose = args.verbose
                shooter.run()
                print(f"{width}x{height} {lang}: {time.perf_counter() - t0:.1f} s", flush=True)
        browser.close()
    print(f"{len(list(args.out.glob('*.png')))} PNGs in {args.out}, "
          f"{time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
