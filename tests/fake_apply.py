"""assets/apply.js for the fake DOM: the page's applier, write for write, so the tests
that render under CPython carry out exactly the writes the page's applier gets (the
end-to-end tests run the real one in Chromium). The fake DOM lays nothing out and has no
frames, so the focus plan is followed at once, where the page follows it at the next frame
(e2e/test_a11y.py and test_controls.py hold the page's timing)."""

from __future__ import annotations

import json
from typing import Any

from .fakedom import NULL, Document, Element


def _target(doc: Document, t: str) -> Element | None:
    if t == ":root":
        return doc.documentElement
    el = doc.querySelector(t) if t[:1] in "#." else doc.getElementById(t)
    return None if el is NULL else el


def _set_attr(el: Element, name: str, value: str | None) -> None:
    if value is None:
        if el.hasAttribute(name):
            el.removeAttribute(name)
    elif el.getAttribute(name) != value:
        el.setAttribute(name, value)


def _contains(outer: Element, inner: Element | None) -> bool:
    while inner is not None:
        if inner is outer:
            return True
        inner = inner.parent
    return False


def _focus(doc: Document, el: Element | None) -> None:
    if el is not None and doc.activeElement is not el:
        el.focus()


def _lost(doc: Document, active: Element | None) -> bool:
    return active is None or active is NULL or active is doc.body or not active.isConnected


def _usable(el: Element | None) -> bool:
    return el is not None and el.isConnected and not el.disabled


def _any_dialog_open(doc: Document) -> bool:
    return any(d.open for d in doc.querySelectorAll("dialog"))


def _closest(el: Element, selector: str) -> Element | None:
    found = el.closest(selector)
    return None if found is NULL else found


def _html(doc: Document, el: Element, markup: str, keep: str) -> None:
    active = doc.activeElement
    kept = None
    if keep and active is not el and _contains(el, active):
        kept = active.getAttribute(keep)
    el.innerHTML = markup
    if kept not in (None, NULL):
        for again in el.querySelectorAll(f"[{keep}]"):
            if again.getAttribute(keep) == kept:
                _focus(doc, again)
                break


def _write(doc: Document, kind: str, el: Element, *args: Any) -> None:
    if kind == "html":
        _html(doc, el, *args)
    elif kind == "text":
        if el.textContent != args[0]:
            el.textContent = args[0]
    elif kind == "hide":
        if bool(el.hidden) != args[0]:
            el.hidden = args[0]
    elif kind == "enable":
        if bool(el.disabled) == args[0]:
            el.disabled = not args[0]
    elif kind == "attr":
        _set_attr(el, *args)
    elif kind == "prop":
        name, value = args
        if getattr(el, name) != value:
            setattr(el, name, value)
    elif kind == "append":
        markup, reset, scroll = args
        if reset:
            el.innerHTML = ""
        if markup:
            el.insertAdjacentHTML("beforeend", markup)
        box = _target(doc, scroll) if scroll else None
        if box is not None:
            box.scrollTop = box.scrollHeight
    elif kind == "dialog":
        open_, focus = args
        opened_from = doc.__dict__.setdefault("_opened_from", {})
        if not open_:
            if el.open:
                el.close()
            back = opened_from.pop(id(el), None)
            if focus == "return" and back is not None:
                if _usable(back):
                    _focus(doc, back)
                doc.__dict__["_returning"] = back
        elif not el.open:
            opened_from[id(el)] = doc.activeElement
            el.showModal()
            if focus:
                _focus(doc, _target(doc, focus))
    elif kind == "focus":
        _focus(doc, el)
    elif kind == "class":
        el.classList.toggle(args[0], args[1])
    elif kind == "scroll":
        pass  # the fake DOM lays nothing out
    elif kind == "refocus":
        if _any_dialog_open(doc):
            return
        active = doc.activeElement
        if _lost(doc, active) or _closest(active, args[0]) is not None:
            _focus(doc, el)
    elif kind == "options":
        for option in el.options:
            off = option.value not in args[0]
            option.hidden = off
            option.disabled = off
    else:
        raise ValueError(f"no such write: {kind}")


def _global(doc: Document, kind: str, *args: Any) -> bool:
    if kind == "words":
        words, title = args
        doc.title = title
        for attribute, name in (("data-text", None), ("data-label", "aria-label"),
                                ("data-title", "title")):
            for el in doc.querySelectorAll(f"[{attribute}]"):
                text = words.get(str(el.getAttribute(attribute)))
                if not isinstance(text, str):
                    continue
                if name is None:
                    if el.textContent != text:
                        el.textContent = text
                else:
                    _set_attr(el, name, text)
    elif kind == "checks":
        selector, attribute, values = args
        for box in doc.querySelectorAll(selector):
            on = box.getAttribute(attribute) in values
            if bool(box.checked) != on:
                box.checked = on
    elif kind == "focusplan":
        _focusplan(doc, *args)
    elif kind == "current":
        selector, attribute, value = args
        for el in doc.querySelectorAll(selector):
            _set_attr(el, "aria-current", "true" if el.getAttribute(attribute) == value
                      else None)
    else:
        return False
    return True


def _focusplan(doc: Document, following: str, draw: bool, cards: list[str],
               index: int) -> None:
    if _any_dialog_open(doc):
        return
    active = doc.activeElement
    gone = _lost(doc, active)
    in_hand = not gone and _closest(active, "#hand") is not None
    on_result = not gone and _closest(active, "#result") is not None
    if following:
        if gone or in_hand:
            _focus(doc, _target(doc, following))
        return
    if not (gone or in_hand or on_result):
        return
    if draw:
        _focus(doc, _target(doc, "draw"))
        return
    if in_hand and active.getAttribute("data-card") in cards:
        return
    if cards:
        code = cards[min(index, len(cards) - 1)]
        _focus(doc, _target(doc, f'#hand button[data-card="{code}"]'))
        return
    _focus(doc, _target(doc, "hand"))


def _motion(doc: Document, on: bool, fresh: list[str]) -> None:
    """What the page's motion writes (assets/motion.js): ``<html data-motion>``, and the
    hand's fresh cards marked; the cards' glides are the browser's (e2e/test_motion.py)."""
    _set_attr(doc.documentElement, "data-motion", "on" if on else "off")
    for el in doc.querySelectorAll("#hand [data-card]"):
        el.classList.toggle("fresh", el.getAttribute("data-card") in fresh)


def apply(doc: Document, text: str) -> None:
    writes = json.loads(text)
    pending = doc.__dict__.get("_returning")
    motion = writes.pop(0) if writes and writes[0][0] == "motion" else None
    missing = []
    for kind, first, *rest in writes:
        if _global(doc, kind, first, *rest):
            continue
        el = _target(doc, first)
        if el is None:
            missing.append(f"{kind} {first}")
        else:
            _write(doc, kind, el, *rest)
    if motion is not None:
        _motion(doc, motion[1] and not doc.defaultView.reduced_motion, motion[2])
    if pending is not None and pending is doc.__dict__.get("_returning"):
        doc.__dict__["_returning"] = None
        if _usable(pending):
            _focus(doc, pending)
    if missing:
        raise LookupError(f"the page has no {', '.join(missing)}")
