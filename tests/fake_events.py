"""assets/events.js for the fake DOM: the page's events reduced to the same plain data, so
the tests under CPython route exactly what the page would hand over (the end-to-end
tests run the real one in Chromium)."""

from __future__ import annotations

import json
from collections.abc import Callable

from game.web.page_events import PageEvent, parse
from game.web.routes import declared

from .fakedom import NULL, Document, Element, Event

KINDS = ("click", "change", "keydown", "focusin", "close", "cancel")
FIELD = ("INPUT", "SELECT", "TEXTAREA")
CONTROL = ("BUTTON", "A", "INPUT", "SELECT", "TEXTAREA", "DIALOG")


def _own(el: Element) -> dict[str, str]:
    return {name[5:]: value for name, value in el.attrs.items() if name.startswith("data-")}


def _closest_tag(el: Element | None, tags: tuple[str, ...]) -> Element | None:
    while el is not None:
        if el.tagName in tags:
            return el
        el = el.parent
    return None


def fields(dialog: Element) -> dict[str, str | bool]:
    """The values of a dialog's controls with an id, as a click in it hands them over."""
    values: dict[str, str | bool] = {}
    for control in dialog.querySelectorAll("input, select, textarea"):
        id_ = control.getAttribute("id")
        if id_ in (None, NULL):
            continue
        kind = control.getAttribute("type")
        values[str(id_)] = bool(control.checked) if kind in ("checkbox", "radio") \
            else str(control.value)
    return values


def plain(evt: Event, refused: bool) -> PageEvent:
    event = parse(json.dumps(_raw(evt, refused)))
    assert event is not None
    return event


def _raw(evt: Event, refused: bool) -> dict[str, object]:
    target = evt.target if isinstance(evt.target, Element) else None
    ids: list[str] = []
    data: dict[str, str] = {}
    el = target
    while el is not None and el is not el.doc.documentElement:
        id_ = el.attrs.get("id")
        if id_:
            ids.append(id_)
        for key, value in _own(el).items():
            data.setdefault(key, value)
        el = el.parent
    button = _closest_tag(target, ("BUTTON",))
    dialog = _closest_tag(target, ("DIALOG",))
    kind = target.getAttribute("type") if target is not None else None
    raw = {
        "type": evt.type, "ids": ids, "data": data, "key": evt.key or "",
        "mods": bool(evt.ctrlKey or evt.altKey or evt.metaKey),
        "field": target is not None and target.tagName in FIELD,
        "control": _closest_tag(target, CONTROL) is not None,
        "disabled": bool(button is not None and button.disabled),
        "button": _own(button) if button is not None else {},
        "kind": str(kind) if kind not in (None, NULL) else "",
        "checked": bool(target is not None and target.checked),
        "value": str(target.value) if target is not None and isinstance(target.value, str)
        else "",
        "refused": refused,
    }
    if evt.type == "click" and dialog is not None:
        raw["fields"] = fields(dialog)
    return raw


def taken(evt: Event, doc: Document, keys: dict[str, list[str]]) -> bool:
    """events.js ``taken``: whether the page prevents this key's default at once."""
    key = evt.key or ""
    if not key or evt.ctrlKey or evt.altKey or evt.metaKey:
        return False
    target = evt.target if isinstance(evt.target, Element) else None
    if target is not None and target.tagName in FIELD:
        return False
    review = doc.getElementById("review")
    if review is not NULL and review.open:
        if key in ("Enter", " "):
            return target is not None and target.closest("[data-goto]") is not NULL
        return key in keys["review"]
    if any(d.open for d in doc.querySelectorAll("dialog")):
        return False
    if key == "Escape":
        return doc.documentElement.getAttribute("data-log") == "open"
    return key in keys["table"] or key.lower() in keys["table"]


def listen(doc: Document, deliver: Callable[[str], None]) -> None:
    """events.js ``listen`` on the fake DOM (whose events all bubble to the document)."""
    table = json.loads(declared())

    def hear(evt: Event) -> None:
        refused = bool(evt.defaultPrevented)
        if evt.type == "keydown" and taken(evt, doc, table["keys"]):
            evt.preventDefault()
            refused = True
        if evt.type == "cancel" and isinstance(evt.target, Element) and \
                evt.target.attrs.get("id") in table["cancel"]:
            evt.preventDefault()
            refused = True
        deliver(json.dumps(_raw(evt, refused)))

    for kind in KINDS:
        doc.addEventListener(kind, hear)
