"""The type of what the browser hands Python.

Since the page's events arrive as plain data (assets/events.js) and the page is written
through the applier's list (assets/apply.js), only the window's own objects reach the
Python: storage (storage.py) and the few window calls app.py makes.
"""

from __future__ import annotations

from typing import Any, Protocol


class JsObject(Protocol):
    """A JavaScript object (the window's localStorage, say) as Pyodide hands it to Python
    (``pyodide.ffi.JsProxy``), or the tests' fakes: its attributes are JavaScript's and
    looked up when read, so what they give is untyped."""

    def __getattr__(self, name: str) -> Any: ...

    def __setattr__(self, name: str, value: Any) -> None: ...
