"""pytest-playwright setup: Debian's Chromium, a local static server, and guards.

- ``browser_type_launch_args`` launches Debian's /usr/bin/chromium-headless-shell (the
  same Chromium without its browser around it, tools/localweb.py; override with the
  CHROMIUM environment variable); ``playwright install`` is never needed.
- ``base_url`` serves the repo root with ``python -m http.server`` on a free
  loopback port for the whole session.
- ``_guard`` (autouse) watches every request of the context: a URL that leaves
  the page's own origin fails the test (the privacy promise; the page's CSP
  blocks it first, and that violation is a console error, which fails it too);
  a console error, a page error or a Python traceback fails it too. It listens
  rather than routes: routing made every request of a boot (about 270) wait for
  this process, a second of each test (3.5 s to ready instead of 2.3-2.9 s,
  medians of four, 2026-12-04), and it turned the browser's HTTP cache off.
- ``context`` and ``page``: a test that neither takes ``context`` itself nor marks its
  context's arguments plays in one context shared by the whole session, as a returning
  visitor: its service worker installed once, its storage cleared before each test (see
  ``returning_context``). The others get a new context, as pytest-playwright gives.
- ``open_game(page, query="")`` opens ``/?{query}`` and waits for ``html.ready``.
"""

from __future__ import annotations

import inspect
import os
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from localweb import CHROMIUM_ARGS, HEADLESS_SHELL, serve  # noqa: E402

READY_TIMEOUT_MS = 60_000
# Chromium's own log (warnings and errors of every process), so that a renderer that
# dies says why where the test's failure can quote it
# (one a pytest-xdist worker: each has its own Chromium)
CHROMIUM_LOG = ROOT / "test-results" / f"chromium{os.environ.get('PYTEST_XDIST_WORKER', '')}.log"


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    if not Path(HEADLESS_SHELL).exists():
        pytest.exit(f"{HEADLESS_SHELL} not found: run scripts/setup.sh "
                    "(apt-get install chromium-headless-shell)", 2)
    CHROMIUM_LOG.parent.mkdir(exist_ok=True)
    logging = ["--enable-logging", f"--log-file={CHROMIUM_LOG}", "--v=0"]
    return {**browser_type_launch_args, "executable_path": HEADLESS_SHELL,
            "args": CHROMIUM_ARGS + logging}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    """No service worker in the tests' contexts, but those of the tests about it, which
    say so (``@pytest.mark.browser_context_args(service_workers="allow")``): a
    registered worker precaches about 21 MB after every boot, work that costs each
    test time and that only the offline tests look at (test_subpath makes its own
    context). Measured: 146 and 156 s for 30 tests against 162 and 165 s with the
    worker (2026-12-03, docs/BENCHMARKS.md §5)."""
    return {**browser_context_args, "service_workers": "block"}


# What a test's storage starts without in the shared context (everything but the service
# worker and its caches, which make the returning visit)
CLEARED = "cookies,file_systems,indexeddb,local_storage,websql,shader_cache"


RETURNING: list = []  # the shared context while it lives (see ``open_game``)


def _own_context(request) -> bool:
    """A test that takes ``context`` itself (it routes, grants, adds an init script, opens
    a second tab...), marks its context's arguments or is marked ``first_visit`` gets a
    new context of its own."""
    takes = "context" in inspect.signature(request.function).parameters
    marked = any(request.node.get_closest_marker(name) is not None
                 for name in ("browser_context_args", "first_visit"))
    return takes or marked


def pytest_configure(config):
    config.addinivalue_line("markers", "first_visit: the test is about a first visit (a "
                            "new context, no service worker): see returning_context")


@pytest.fixture(scope="session")
def returning_context(browser, browser_context_args, base_url):
    """One context for the tests that do not need their own: a returning visitor's, whose
    service worker was installed by a first visit here, so that each test's page starts
    from the worker's cache (about 1.7 s to ready instead of 2.5 s from the network,
    medians of six and eight, 2026-12-07, docs/BENCHMARKS.md §7). The first visit's own
    path stays the subject of test_boot, test_snapshot, test_subpath and the offline
    tests, which have contexts of their own."""
    context = browser.new_context(**{**browser_context_args, "service_workers": "allow"})
    first = context.new_page()
    first.goto("/?pause=0", wait_until="domcontentloaded")
    first.wait_for_selector("html.ready", state="attached", timeout=READY_TIMEOUT_MS)
    # the worker controls a page once it has precached everything (sw.js's install)
    first.wait_for_selector("html[data-offline=ready]", state="attached", timeout=120_000)
    first.close()
    RETURNING.append(context)
    yield context
    RETURNING.remove(context)
    context.close()


@pytest.fixture
def context(request, new_context):
    if _own_context(request):
        return new_context()
    return request.getfixturevalue("returning_context")


@pytest.fixture
def page(request, context, base_url):
    """A new tab; in the shared context, on storage as a first visit left it empty."""
    tab = context.new_page()
    if not _own_context(request):
        cdp = context.new_cdp_session(tab)
        cdp.send("Storage.clearDataForOrigin", {"origin": _origin(base_url),
                                                "storageTypes": CLEARED})
        cdp.detach()
    yield tab
    tab.close()


@pytest.fixture(scope="session")
def base_url():
    needed = (
        "index.html",
        "pyscript.toml",
        "vendor/pyodide/pyodide.mjs",
        "vendor/pyscript/core.js",
    )
    for name in needed:
        if not (ROOT / name).is_file():
            pytest.exit(f"{name} is missing: run scripts/setup.sh", 2)
    with serve(ROOT) as url:
        yield url


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


class Guard:
    """What the page asked for and complained about during one test."""

    def __init__(self, origin: str):
        self.origin = origin
        self.requests: list[str] = []
        self.foreign: list[str] = []
        self.errors: list[str] = []

    def on_request(self, request):
        url = request.url
        self.requests.append(url)
        if not url.startswith(("data:", "blob:")) and _origin(url) != self.origin:
            self.foreign.append(url)

    def on_console(self, msg):
        text = msg.text
        if msg.type == "error":
            self.errors.append(f"console.error: {text}")
        elif "Traceback (most recent call last)" in text:
            self.errors.append(f"console.{msg.type}: {text}")

    def on_pageerror(self, error):
        self.errors.append(f"pageerror: {error}")

    def on_crash(self, page):
        # Chromium's renderer died: say what the machine looked like then (free memory,
        # load), for whoever meets it next.
        self.errors.append(f"the page's renderer crashed at {time.strftime('%H:%M:%S')} "
                           f"({machine_state()}); {newest_minidump()}; Chromium's log ends:\n"
                           f"{chromium_log_tail()}")

    def problems(self) -> list[str]:
        found = [f"request left the origin {self.origin}: {url}" for url in self.foreign]
        return found + self.errors


def machine_state() -> str:
    """Free memory and load, from /proc (Linux), as one phrase."""
    try:
        info = dict(line.split(":", 1) for line in open("/proc/meminfo").read().splitlines())
        free_mb = int(info["MemAvailable"].split()[0]) // 1024
        load = open("/proc/loadavg").read().split()[:3]
        return f"{free_mb} MB available, load {' '.join(load)}"
    except (OSError, KeyError, ValueError):
        return "machine state unknown"


# Where Chromium's crash handler leaves a minidump of a crashed renderer (it writes one even
# with Playwright's --disable-breakpad): the crashing thread's registers and stack, which
# told us the crashes of December 2026 were all on a JSPI stack (assets/early.mjs).
MINIDUMPS = Path.home() / ".config" / "chromium" / "Crash Reports" / "pending"


def newest_minidump() -> str:
    try:
        dumps = sorted(MINIDUMPS.glob("*.dmp"), key=lambda p: p.stat().st_mtime)
    except OSError:
        dumps = []
    return f"newest minidump {dumps[-1]}" if dumps else "no minidump"


def chromium_log_tail(lines: int = 12) -> str:
    """The last lines of Chromium's log, without its complaints about the missing D-Bus."""
    try:
        text = CHROMIUM_LOG.read_text(errors="replace").splitlines()
    except OSError:
        return "(no log)"
    return "\n".join([line for line in text if "dbus" not in line.lower()][-lines:])


@pytest.fixture(autouse=True)
def _guard(request, base_url, context, page):
    guard = Guard(_origin(base_url))
    context.on("request", guard.on_request)
    page.on("console", guard.on_console)
    page.on("pageerror", guard.on_pageerror)
    page.on("crash", guard.on_crash)
    yield guard
    context.remove_listener("request", guard.on_request)  # the shared context lives on
    # A test's own route handlers may still be running for requests the page (or its
    # service worker) made as the test ended; their errors would surface in the next
    # test.
    try:
        context.unroute_all(behavior="ignoreErrors")
    except Exception as e:  # a crashed renderer: say so below, with what Chromium logged
        guard.errors.append(f"the context's routes could not be removed: {str(e)[:120]}")
    try:
        shown = page.evaluate(
            "() => Array.from(document.querySelectorAll('.py-error'), e => e.textContent)"
        )
    except Exception:  # the test may have closed the page
        shown = []
    problems = guard.problems() + [f"error shown in page: {text}" for text in shown]
    if problems:
        pytest.fail("\n".join(problems[:20]), pytrace=False)


@pytest.fixture
def requests_seen(_guard) -> list[str]:
    """Every URL the context requested so far (live list)."""
    return _guard.requests


def open_game(page, query: str = "", timeout: float = READY_TIMEOUT_MS,
              snapshot: bool = True) -> None:
    """Open the game page with ``?{query}`` and wait until Python marks it ready.

    The page boots from the memory snapshot (``snapshot=1``), as a returning visitor's
    does, unless the query says otherwise or ``snapshot`` is False: a fresh context has
    no service worker cache, and the first visit's own path (fetching and importing
    everything) is the subject of test_boot, test_snapshot, test_subpath and the
    offline tests, which ask for it. It saves about a second of each test's boot here
    (3.3 s to 2.5 s, median of four, 2026-12-04). A page of the shared context
    (``returning_context``) has the snapshot in its service worker's cache already."""
    returning = any(page.context is shared for shared in RETURNING)  # snapshot cached
    if snapshot and not returning and "snapshot=" not in query:
        query = f"{query}&snapshot=1" if query else "snapshot=1"
    page.goto("/?" + query, wait_until="domcontentloaded")
    page.wait_for_selector("html.ready", state="attached", timeout=timeout)


@pytest.fixture(name="open_game")
def open_game_fixture():
    """``open_game(page, query="")`` as a fixture, for tests that prefer it."""
    return open_game
