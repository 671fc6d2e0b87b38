"""Debian's Chromium and a loopback static server, shared by e2e, benches and tools.

Never ``playwright install``: Playwright launches /usr/bin/chromium (or
$CHROMIUM) with the flags that keep it off this machine's closed network.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
# Debian's headless build of the same Chromium (package chromium-headless-shell): the
# engine without the browser around it. A returning visitor's page was ready in 1.0 s
# there against 1.8 s in the full browser (medians of eight), and the whole e2e suite
# took 351 s against 438 s (2026-12-07, docs/BENCHMARKS.md §7). What the end-to-end
# tests launch ($CHROMIUM, when set, overrides it).
HEADLESS_SHELL = os.environ.get("CHROMIUM", "/usr/bin/chromium-headless-shell")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextmanager
def serve(root: Path, probe: str = "/index.html", timeout: float = 15) -> Iterator[str]:
    """Serve ``root`` with ``python -m http.server`` on loopback; yield its origin
    once ``probe`` answers, and stop the server afterwards."""
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", "--bind", "127.0.0.1", str(port)],
        cwd=root, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    origin = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + timeout
        while True:
            try:
                with urllib.request.urlopen(origin + probe, timeout=2):
                    break
            except OSError:
                if server.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"http.server did not start on {origin}") from None
                time.sleep(0.1)
        yield origin
    finally:
        server.terminate()
        try:
            server.wait(timeout=5)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
