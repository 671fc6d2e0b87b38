"""The page restores Pyodide from the memory snapshot, and boots without it.

assets/interpreter.mjs restores vendor/snapshot/snapshot.bin.gz (built by
tools/snapshot.py) and must fall back to a normal boot when the snapshot does
not restore: here it is replaced by a well-formed gzip of the wrong bytes (as
after a Pyodide upgrade without a rebuild). And the game modules preloaded in
the snapshot are dropped when a file PyScript writes differs from the copy in
the snapshot. ``<html data-snapshot>`` says which path ran.
"""

from __future__ import annotations

import gzip

from conftest import READY_TIMEOUT_MS

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
    page.goto("/?seed=4", wait_until="domcontentloaded")
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

    context.route("**/game/cards.py", changed_file)
    page.goto("/?seed=4", wait_until="domcontentloaded")
    page.wait_for_selector("html.ready", state="attached", timeout=READY_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.dataset.snapshot") == "restored-stale"
    page.locator(PLAYABLE).first.click(timeout=30_000)
    page.wait_for_selector(TRICK_SHOWN, state="attached", timeout=30_000)
