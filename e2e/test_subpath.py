"""The built site (tools/build_site.py) works under a subpath, as on GitHub Pages.

_site is built into a temporary directory as ``/sixtysix/`` and served from its
parent, so every URL of the page, pyscript.toml, the service worker and the
manifest must be relative: a root-absolute one would escape ``/sixtysix/``.
The first visit gets the game's files in the site's one bundle. One trick is
played, and the service worker takes control with its scope under the subpath.
Then a new deploy is simulated (sw-precache.js gets a new version): the new
worker precaches it, the page offers a reload in its banner, and after the
click the page runs from the new cache alone.
"""

from __future__ import annotations

import sys

import pytest
from conftest import READY_TIMEOUT_MS, ROOT, Guard
from localweb import serve

sys.path.insert(0, str(ROOT / "tools"))
import build_site  # noqa: E402

PLAYABLE = "#hand button[data-card]:not([disabled])"
TRICK_SHOWN = "#table [data-card], #last-trick [data-card]"


@pytest.fixture(scope="module")
def subpath_url(tmp_path_factory):
    served = tmp_path_factory.mktemp("pages")
    files = build_site.build(served / "sixtysix")
    assert "index.html" in files and "sw.js" in files
    assert not any(f.startswith(("tests/", "e2e/", "tools/", "bench/")) for f in files)
    with serve(served, probe="/sixtysix/index.html") as origin:
        yield origin, origin + "/sixtysix/", served / "sixtysix"


def test_built_site_plays_under_a_subpath(browser, subpath_url):
    origin, url, site = subpath_url
    context = browser.new_context()
    guard = Guard(origin)
    context.on("request", guard.on_request)
    page = context.new_page()
    page.on("console", guard.on_console)
    page.on("pageerror", guard.on_pageerror)
    first_visit: list[str] = []  # the page's own requests until it is ready
    page.on("request", lambda request: first_visit.append(request.url))
    try:
        page.goto(url + "?seed=3", wait_until="domcontentloaded")
        page.wait_for_selector("html.ready", state="attached", timeout=READY_TIMEOUT_MS)
        ready_at = len(first_visit)
        page.locator(PLAYABLE).first.click(timeout=30_000)
        page.wait_for_selector(TRICK_SHOWN, state="attached", timeout=30_000)
        page.wait_for_selector("html[data-offline=ready]", state="attached", timeout=60_000)
        scope, script = page.evaluate(
            """async () => {
                const reg = await navigator.serviceWorker.ready;
                return [reg.scope, navigator.serviceWorker.controller.scriptURL];
            }"""
        )
        manifest = page.evaluate(
            "async () => (await (await fetch(document.querySelector('link[rel=manifest]').href))"
            ".json()).icons.map(i => i.src)"
        )
        old_caches = page.evaluate("caches.keys()")

        # A new deploy: only the version changes, every file is reused from the old cache.
        precache = site / "sw-precache.js"
        text = precache.read_text(encoding="utf-8")
        precache.write_text(text.replace('"version": "', '"version": "new', 1), encoding="utf-8")
        page.evaluate("async () => (await navigator.serviceWorker.ready).update()")
        page.locator("#update-banner button", has_text="Reload").click(timeout=60_000)
        page.wait_for_function("() => !document.getElementById('update-banner')", timeout=30_000)
        page.wait_for_selector("html.ready", state="attached", timeout=READY_TIMEOUT_MS)
        page.wait_for_function(
            "async () => (await caches.keys()).length === 1", polling=200, timeout=30_000
        )
        new_caches = page.evaluate("caches.keys()")
        runtime = page.evaluate("document.documentElement.dataset.runtime")
    finally:
        context.close()
    assert scope == url and script == url + "sw.js"
    outside = [u for u in guard.requests if not u.startswith(url)]
    assert outside == [], outside
    assert any(u.endswith("/sixtysix/vendor/pyodide/pyodide.asm.wasm.gz") for u in guard.requests)
    # The built site's game files came in one bundle, not one request each.
    first_visit = first_visit[:ready_at]
    assert url + build_site.BUNDLE in first_visit, first_visit
    assert not [u for u in first_visit if u.startswith(url + "game/")], first_visit
    assert any(u.endswith("/sixtysix/manifest.webmanifest") for u in guard.requests)
    assert all(not src.startswith("/") for src in manifest)
    assert len(old_caches) == 1 and len(new_caches) == 1, (old_caches, new_caches)
    assert new_caches[0] != old_caches[0] and new_caches[0].startswith("sixtysix-new")
    assert runtime == "cache", runtime  # the new cache has the inflated copies too
    assert guard.problems() == []
