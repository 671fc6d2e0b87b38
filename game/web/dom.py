"""The one test for "the DOM gave nothing back".

Pyodide hands JavaScript's ``null`` to Python as ``JsNull`` (not ``None``) from
calls like ``closest()`` or ``querySelector()``, and ``undefined`` as ``None``;
``x is None`` alone misses the first. Every lookup that can come back empty goes
through ``found``.
"""

from __future__ import annotations

from typing import Any, Protocol, TypeVar

T = TypeVar("T")


class JsObject(Protocol):
    """A JavaScript object (a DOM node, an event, the window) as Pyodide hands it to
    Python (``pyodide.ffi.JsProxy``), or the tests' fake DOM: its attributes are
    JavaScript's and looked up when read, so what they give is untyped."""

    def __getattr__(self, name: str) -> Any: ...

    def __setattr__(self, name: str, value: Any) -> None: ...


def found(value: T | None) -> T | None:
    """``value``, or None when it is missing, JS null or JS undefined."""
    if value is None or type(value).__name__ in ("JsNull", "JsUndefined"):
        return None
    return value


def slot_of(target: JsObject | None) -> str | None:
    """The card code of the hand slot a tap landed in; None for a gap between cards."""
    target = found(target)
    if target is None:
        return None
    wrap = found(target.closest("[data-slot]"))
    if wrap is None:
        return None
    code = found(wrap.getAttribute("data-slot"))
    return str(code) if code else None
