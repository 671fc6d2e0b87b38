"""After one visit the game boots and plays with the server unreachable.

The first visit registers sw.js (after PyScript is done) and precaches the
runtime and the app; ``<html data-offline="ready">`` says a service worker
controls the page. Then the context goes offline and every request that still
reaches the network layer is aborted (the server is as good as stopped): a
reload, and a second tab of the same context, must boot and play a trick from
the service worker's cache alone, from the inflated copies it keeps (no .gz
file, no game file requested one by one). The conftest origin guard stays on.

Playwright's Chromium does not bypass service workers when routing (only
``service_workers="block"`` would stop them), and requests a service worker
answers from its cache never reach ``context.route``.
"""

from __future__ import annotations

import pytest
from conftest import READY_TIMEOUT_MS

pytestmark = pytest.mark.browser_context_args(service_workers="allow")

PLAYABLE = "#hand button[data-card]:not([disabled])"
TRICK_SHOWN = "#table [data-card], #last-trick [data-card]"


def play_one_trick(page) -> None:
    page.wait_for_selector("html.ready", state="attached", timeout=READY_TIMEOUT_MS)
    # The memory snapshot (tools/snapshot.py) is precached and restores offline too
    # ("restored-stale": restored, then the game files re-imported because one was
    # edited after the snapshot was built; test_snapshot covers that path).
    snapshot = page.evaluate("document.documentElement.dataset.snapshot")
    assert snapshot in ("restored", "restored-stale"), snapshot
    # Every runtime file, the snapshot and the game files came from the inflated
    # copies sw.js keeps (assets/interpreter.mjs says what it had to do without).
    assert page.evaluate("document.documentElement.dataset.runtime") == "cache"
    page.locator(PLAYABLE).first.click(timeout=30_000)
    page.wait_for_selector(TRICK_SHOWN, state="attached", timeout=30_000)


def test_reload_and_new_tab_work_offline(page, context, base_url, open_game, _guard):
    # a first visit as it is, so that the reload below is a plain repeat visit
    open_game(page, "seed=7", snapshot=False)
    page.wait_for_selector("html[data-offline=ready]", state="attached", timeout=60_000)
    cached = page.evaluate(
        """async () => {
            const names = (await caches.keys()).filter(n => n.startsWith('sixtysix-'));
            const cache = await caches.open(names[0]);
            return [names.length, (await cache.keys()).length];
        }"""
    )
    assert cached[0] == 1 and cached[1] > 30, cached

    reached_network: list[str] = []

    def server_gone(route):
        reached_network.append(route.request.url)
        route.abort("internetdisconnected")

    context.route("**/*", server_gone)  # newest route wins: nothing gets through
    context.set_offline(True)

    asked: list[str] = []  # what the page itself requested (the service worker answers)
    page.on("request", lambda request: asked.append(request.url))
    page.reload(wait_until="domcontentloaded")
    play_one_trick(page)
    # The game's files came out of the worker's one object of them.
    assert not [u for u in asked if u.startswith(base_url + "/game/")], asked

    tab = context.new_page()
    tab.on("console", _guard.on_console)
    tab.on("pageerror", _guard.on_pageerror)
    tab.goto(base_url + "/?seed=11", wait_until="domcontentloaded")
    play_one_trick(tab)
    assert tab.evaluate("() => navigator.serviceWorker.controller !== null")

    assert reached_network == [], reached_network
