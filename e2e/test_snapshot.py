"""The page restores Pyodide from the memory snapshot, and boots without it.

assets/interpreter.mjs restores vendor/snapshot/snapshot.bin.gz (built by
tools/snapshot.py) from the service worker's cache; ``?snapshot=1`` makes it
fetch the snapshot from the network too, which these cold contexts need. It
must fall back to a normal boot when the snapshot does not restore: here it is
replaced by a well-formed gzip of the wrong bytes (as after a Pyodide upgrade
without a rebuild). And the game modules preloaded in the snapshot are dropped
when a file PyScript writes differs from the copy in the snapshot.
``<html data-snapshot>`` says which path ran. (A first visit without the
snapshot: e2e/test_boot.py; the restore from the cache: e2e/test_offline.py.)

The standard library the page installs is trimmed to what the game and
PyScript import (tools/snapshot.py): every standard library module any game
file names must import in the page.
"""

from __future__ import annotations

import gzip
import json
import sys

import pytest
from conftest import READY_TIMEOUT_MS, ROOT

sys.path.insert(0, str(ROOT / "tools"))
import snapshot as snapshot_tool  # noqa: E402

# cold contexts: the snapshot from the network (e2e/conftest.py)
pytestmark = pytest.mark.first_visit

PLAYABLE = "#hand button[data-card]:not([disabled])"
TRICK_SHOWN = "#table [data-card], #last-trick [data-card]"


def test_boots_normally_when_the_snapshot_does_not_restore(page, context):
    served = []

    def wrong_snapshot(route):
        served.append(route.request.url)
        route.fulfill(
            status=200,
            content_type="application/gzip",
            body=gzip.compress(b"not a pyodide snapshot" * 4096),
        )

    context.route("**/vendor/snapshot/snapshot.bin.gz", wrong_snapshot)
    page.goto("/?seed=4&snapshot=1", wait_until="domcontentloaded")
    page.wait_for_selector("html.ready", state="attached", timeout=READY_TIMEOUT_MS)
    assert served, "the snapshot was never requested"
    assert page.evaluate("document.documentElement.dataset.snapshot") == "none"
    page.locator(PLAYABLE).first.click(timeout=30_000)
    page.wait_for_selector(TRICK_SHOWN, state="attached", timeout=30_000)


def test_a_snapshot_older_than_the_code_never_runs_old_code(page, context):
    """The snapshot preloads the game's modules; a changed file makes it drop them all."""

    def changed_file(route):
        original = route.fetch()
        route.fulfill(response=original, body=original.text() + "\nCHANGED = True\n")

    context.route("**/game/engine/cards.py", changed_file)
    page.goto("/?seed=4&snapshot=1", wait_until="domcontentloaded")
    page.wait_for_selector("html.ready", state="attached", timeout=READY_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.dataset.snapshot") == "restored-stale"
    page.locator(PLAYABLE).first.click(timeout=30_000)
    page.wait_for_selector(TRICK_SHOWN, state="attached", timeout=30_000)


IMPORT_ALL = """async ([url, names]) => {
    const { interpreter } = await import(url);
    interpreter.globals.set("_names", interpreter.toPy(names));
    return interpreter.runPython(`
import importlib, json
_failed = []
for _name in _names:
    try:
        importlib.import_module(_name)
    except Exception as _error:
        _failed.append(f"{_name}: {_error!r}")
try:
    importlib.import_module("xmlrpc.client")  # never imported by the game
    _failed.append("xmlrpc.client imported: the standard library is not the trimmed one")
except ImportError:
    pass
json.dumps(_failed)
`);
}"""


def test_the_trimmed_standard_library_has_every_module_the_game_imports(page, base_url):
    names = snapshot_tool.modules(ROOT)
    assert "random" in names and "dataclasses" in names, names
    page.goto("/?seed=4&snapshot=0", wait_until="domcontentloaded")
    page.wait_for_selector("html.ready", state="attached", timeout=READY_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.dataset.snapshot") == "none"
    failed = json.loads(page.evaluate(IMPORT_ALL, [base_url + "/assets/interpreter.mjs", names]))
    assert failed == []


HITS = """async (url) => {
    const { interpreter } = await import(url);
    return interpreter.runPython(`
import json, sys
json.dumps(list(sys.modules["_sixtysix_snapshot"].hits))
`);
}"""


def test_a_restored_snapshot_compiles_nothing_pyscript_runs_after_it(page, base_url):
    """The snapshot keeps compiled code for PyScript's set-up, its package, main.py and
    game/web/app.py (tools/snapshot.mjs): a restored page takes them all from it."""
    page.goto("/?seed=4&snapshot=1", wait_until="domcontentloaded")
    page.wait_for_selector("html.ready", state="attached", timeout=READY_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.dataset.snapshot") == "restored"
    hits = json.loads(page.evaluate(HITS, base_url + "/assets/interpreter.mjs"))
    assert hits.count("<exec>") == 2, hits  # PyScript's set-up text and main.py
    assert any(h.endswith("/pyscript/__init__.py") for h in hits), hits
    assert any(h.endswith("game/web/app.py") for h in hits), hits
    page.locator(PLAYABLE).first.click(timeout=30_000)
    page.wait_for_selector(TRICK_SHOWN, state="attached", timeout=30_000)
