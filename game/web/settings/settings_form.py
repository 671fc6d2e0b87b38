"""The Settings panel's controls read back when Apply is pressed: the one place the page's
Python reads a form's values (what the panel shows is written by settings_view.py)."""

from __future__ import annotations

from ..dom import JsObject
from .model import Setting


def settings_values(document: JsObject) -> dict[str, Setting]:
    """What the Settings panel's controls show now (the Apply button's intent value)."""
    def el(id_: str) -> JsObject:
        element: JsObject = document.getElementById(id_)
        return element

    values: dict[str, Setting] = {
        "level": str(el("level").value), "rules": str(el("rules").value),
        "lang": str(el("lang").value),
        "auto_out": bool(el("auto-out").checked), "show_scores": bool(el("show-scores").checked),
        "four": bool(el("four-colour").checked), "sound": bool(el("sound").checked),
        "rated": bool(el("rated").checked),
        "seat_1": str(el("seat-1").value), "seat_2": str(el("seat-2").value),
        "name_0": str(el("name-0").value), "name_1": str(el("name-1").value),
        "name_2": str(el("name-2").value),
    }
    for id_, key in (("target", "target"), ("pause", "pause")):
        try:
            values[key] = int(str(el(id_).value))
        except ValueError:
            pass
    return values
