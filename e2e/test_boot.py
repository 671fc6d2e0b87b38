"""The page paints its table at once, boots Python offline and says something."""

import pytest

# the first visit's boot, in a new context (e2e/conftest.py)
pytestmark = pytest.mark.first_visit

HOOKS = [
    "#opponent-hand",
    "#trump-card",
    "#stock-count",
    "#table",
    "#last-trick",
    "#hand",
    "#score-you",
    "#score-opp",
    "#match-you",
    "#match-opp",
    "#best",
    "#new-game",
    "#close-stock",
    "#exchange-trump",
    "#go-out",
    "select#level",
    "#status",
    "[role=log]",
]


def test_boots_offline_and_reports_status(page, open_game, base_url, requests_seen):
    page.goto("/", wait_until="domcontentloaded")
    # The static table is there before Python is: one atomic look, since a fast
    # boot (memory snapshot) may finish while a test on a loaded machine looks.
    early = page.evaluate(
        """hooks => ({
            ready: document.documentElement.classList.contains('ready'),
            counts: hooks.map(h => document.querySelectorAll(h).length),
            loading: !document.getElementById('loading').hidden,
        })""",
        HOOKS,
    )
    assert early["ready"] is False
    assert early["counts"] == [1] * len(HOOKS), list(zip(HOOKS, early["counts"]))
    assert early["loading"]

    page.wait_for_selector("html.ready", state="attached", timeout=60_000)
    # What a first visit fetched before it could be played (the service worker
    # registers a second after that, and precaches the rest in the background).
    paths = [url[len(base_url) :].split("?")[0] for url in requests_seen]
    snapshot = page.evaluate("document.documentElement.dataset.snapshot")
    assert page.locator("#status").inner_text().strip()
    assert page.locator("#loading").is_hidden()
    assert page.locator("#load-progress").evaluate("e => e.value") == 100

    # Everything came from the page's own origin, including the runtime.
    assert requests_seen
    assert all(url.startswith(base_url + "/") for url in requests_seen), requests_seen
    assert any(url.endswith("/main.py") for url in requests_seen)

    # The runtime came precompressed (assets/interpreter.mjs inflates it), with
    # the trimmed standard library; a first visit does not wait for the memory
    # snapshot (only restored from the service worker's cache) nor PyScript's
    # editor and terminal code.
    for packed in (
        "/vendor/pyodide/pyodide.asm.wasm.gz",
        "/vendor/pyodide/pyodide.asm.js.gz",
        "/vendor/snapshot/stdlib.zip.gz",
    ):
        assert packed in paths, packed
    for plain in (
        "/vendor/pyodide/pyodide.asm.wasm",
        "/vendor/pyodide/pyodide.asm.mjs",
        "/vendor/pyodide/python_stdlib.zip",
        "/vendor/snapshot/snapshot.bin.gz",
    ):
        assert plain not in paths, plain
    assert snapshot == "none"
    assert page.evaluate("document.documentElement.dataset.runtime") == "packed"
    unused = ("xterm", "codemirror")
    assert not [p for p in paths if any(name in p for name in unused)], paths


# Whether Python's asyncio steps run on WebAssembly stacks of their own (JSPI): inside a
# task, pyodide.ffi.can_run_sync() is true exactly when Pyodide switches stacks.
STACK_SWITCHING = """async (url) => {
    const { interpreter } = await import(url);
    return [("Suspending" in WebAssembly), await interpreter.runPythonAsync(`
import asyncio
from pyodide.ffi import can_run_sync

async def _inside():
    return can_run_sync()

await asyncio.ensure_future(_inside())
`)];
}"""


def test_pyodide_runs_without_stack_switching(page, open_game, base_url):
    """assets/early.mjs hides JSPI from Pyodide (Chromium's renderer crashed at random with
    it): the game's asyncio runs on the one stack."""
    open_game(page, "seed=4")
    hidden, switching = page.evaluate(STACK_SWITCHING, base_url + "/assets/interpreter.mjs")
    assert (hidden, switching) == (False, False)


@pytest.mark.parametrize("width,height", [(360, 640), (1280, 800)])
def test_no_horizontal_scroll(page, open_game, width, height):
    page.set_viewport_size({"width": width, "height": height})
    open_game(page)
    overflow = page.evaluate(
        "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0
    for selector in ("#hand", "#opponent-hand", "#table", "#trump-card", "#status"):
        box = page.locator(selector).bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width, selector
