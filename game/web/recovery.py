"""The recovery screen: what the page shows when it cannot start.

Whatever went wrong (a record no check foresaw, a bug), the person gets one
sentence and one button. "Start fresh" moves every saved record to its backup
key (nothing is deleted) and reloads the page without its query.
Imports only what it needs, so it works when the game's own modules do not.
"""

from __future__ import annotations

import traceback


def recover(error: BaseException) -> None:
    from pyodide.ffi import create_proxy
    from pyscript import document, window

    try:
        window.console.error("".join(traceback.format_exception(error)))
    except Exception:
        pass
    first = str(error).splitlines()[0][:160] if str(error) else type(error).__name__
    box = document.getElementById("recovery")
    document.getElementById("recovery-why").textContent = f"({type(error).__name__}: {first})"
    box.hidden = False
    loading = document.getElementById("loading")
    if loading:
        loading.hidden = True

    def start_fresh(event: object) -> None:
        try:
            from game.play.store import Store

            from .storage import SafeLocalStorage

            Store(SafeLocalStorage(window)).set_all_aside()
        finally:
            window.location.replace(str(window.location.pathname))

    proxy = create_proxy(start_fresh)
    recover.proxy = proxy  # type: ignore[attr-defined]  # keep it alive
    document.getElementById("start-fresh").addEventListener("click", proxy)
    document.documentElement.classList.add("recovery")
    document.getElementById("start-fresh").focus()
