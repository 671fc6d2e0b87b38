"""A small fake DOM, built from the real index.html, for the web layer's CPython tests.

Enough of the DOM for game/web: elements with attributes, ``dataset``,
``classList``, ``hidden``/``disabled``/``checked``/``value``, ``innerHTML`` (parsed
with html.parser), ``textContent``, ``closest``/``querySelector(All)`` with a small
selector engine (tag, #id, .class, [attr], [attr="v"], :not(...), descendant
combinator, comma lists), focus (lost to <body> with its element, as in a
browser), events (``addEventListener``/``dispatch``), and
``animate``/``getBoundingClientRect`` stubs. Like a browser, a lookup that finds
nothing returns ``JsNull`` (not None), which is what Pyodide hands to Python.
"""

from __future__ import annotations

import functools
import re
from html import escape
from html.parser import HTMLParser
from pathlib import Path

INDEX = Path(__file__).resolve().parent.parent / "index.html"
VOID = {"meta", "link", "br", "img", "input", "hr", "source", "area", "base", "col", "wbr"}


class JsNull:
    """What Pyodide returns for JavaScript's null."""

    def __bool__(self) -> bool:
        return False

    def __getattr__(self, name):
        raise AttributeError(f"'JsNull' object has no attribute '{name}'")


NULL = JsNull()


class NodeList(list):
    @property
    def length(self) -> int:
        return len(self)

    def item(self, i: int):
        return self[i]


class ClassList:
    def __init__(self, el: "Element") -> None:
        self.el = el

    def _names(self) -> list[str]:
        return (self.el.attrs.get("class") or "").split()

    def _set(self, names: list[str]) -> None:
        self.el.attrs["class"] = " ".join(names)

    def contains(self, name: str) -> bool:
        return name in self._names()

    def add(self, *names: str) -> None:
        cur = self._names()
        self._set(cur + [n for n in names if n not in cur])

    def remove(self, *names: str) -> None:
        self._set([n for n in self._names() if n not in names])

    def toggle(self, name: str, force: bool | None = None) -> bool:
        on = (not self.contains(name)) if force is None else force
        (self.add if on else self.remove)(name)
        return on


class Dataset:
    def __init__(self, el: "Element") -> None:
        object.__setattr__(self, "_el", el)

    @staticmethod
    def _attr(name: str) -> str:
        return "data-" + re.sub(r"[A-Z]", lambda m: "-" + m.group(0).lower(), name)

    def __getattr__(self, name: str):
        v = self._el.attrs.get(self._attr(name))
        return v if v is not None else None

    def __setattr__(self, name: str, value) -> None:
        self._el.attrs[self._attr(name)] = str(value)


class Rect:
    def __init__(self, left=0.0, top=0.0, width=0.0, height=0.0) -> None:
        self.left, self.top, self.width, self.height = left, top, width, height
        self.x, self.y = left, top
        self.right, self.bottom = left + width, top + height


class Element:
    def __init__(self, doc: "Document", tag: str, attrs: dict[str, str | None]) -> None:
        self.doc = doc
        self.tagName = tag.upper()
        self.attrs: dict[str, str | None] = dict(attrs)
        self.children: list[Element | str] = []
        self.parent: Element | None = None
        self.listeners: dict[str, list] = {}
        self.animations: list[tuple] = []
        self.scrollTop = 0
        self._value: str | None = None

    # -- tree ---------------------------------------------------------------
    @property
    def elements(self) -> list["Element"]:
        return [c for c in self.children if isinstance(c, Element)]

    def descendants(self):
        """Every element below, in document order. A stack, not nested generators: a
        deep tree cost a generator hop per level per element, and the page's render
        queries the tree thousands of times a deal."""
        stack = [iter(self.elements)]
        while stack:
            for c in stack[-1]:
                yield c
                stack.append(iter(c.elements))
                break
            else:
                stack.pop()

    def append(self, child: "Element | str") -> None:
        if isinstance(child, Element):
            child.parent = self
        self.children.append(child)

    # -- attributes ---------------------------------------------------------
    @property
    def id(self) -> str:
        return self.attrs.get("id") or ""

    def getAttribute(self, name: str):
        v = self.attrs.get(name, NULL)
        return "" if v is None else v

    def setAttribute(self, name: str, value) -> None:
        self.attrs[name] = str(value)

    def hasAttribute(self, name: str) -> bool:
        return name in self.attrs

    def removeAttribute(self, name: str) -> None:
        self.attrs.pop(name, None)

    def _flag(name: str):  # noqa: N805 - a property factory
        def get(self) -> bool:
            return name in self.attrs

        def set_(self, on) -> None:
            if on:
                self.attrs[name] = ""
            else:
                self.attrs.pop(name, None)

        return property(get, set_)

    hidden = _flag("hidden")
    disabled = _flag("disabled")
    checked = _flag("checked")
    open = _flag("open")

    @property
    def dataset(self) -> Dataset:
        return Dataset(self)

    @property
    def classList(self) -> ClassList:
        return ClassList(self)

    @property
    def className(self) -> str:
        return self.attrs.get("class") or ""

    # -- form values ----------------------------------------------------------
    @property
    def options(self) -> NodeList:
        return NodeList(e for e in self.descendants() if e.tagName == "OPTION")

    @property
    def value(self) -> str:
        if self.tagName == "SELECT":
            opts = self.options
            for o in opts:
                if "selected" in o.attrs:
                    return o.value
            return opts[0].value if opts else ""
        if self.tagName == "OPTION":
            v = self.attrs.get("value")
            return v if v is not None else self.textContent
        return self._value if self._value is not None else (self.attrs.get("value") or "")

    @value.setter
    def value(self, v) -> None:
        if self.tagName == "SELECT":
            for o in self.options:
                o.attrs.pop("selected", None)
                if o.value == str(v):
                    o.attrs["selected"] = ""
        else:
            self._value = str(v)

    # -- text and markup ------------------------------------------------------
    @property
    def textContent(self) -> str:
        return "".join(c if isinstance(c, str) else c.textContent for c in self.children)

    @textContent.setter
    def textContent(self, text) -> None:
        self.children = [str(text)] if str(text) else []

    @property
    def innerHTML(self) -> str:
        return "".join(escape(c, quote=False) if isinstance(c, str) else c.outerHTML
                       for c in self.children)

    @innerHTML.setter
    def innerHTML(self, html: str) -> None:
        self.children = []
        _Builder(self.doc, self).feed(str(html))

    @property
    def outerHTML(self) -> str:
        tag = self.tagName.lower()
        attrs = "".join(f' {k}' if v is None or v == "" and k in ("disabled", "hidden")
                        else f' {k}="{escape(str(v))}"' for k, v in self.attrs.items())
        if tag in VOID:
            return f"<{tag}{attrs}>"
        return f"<{tag}{attrs}>{self.innerHTML}</{tag}>"

    def insertAdjacentHTML(self, where: str, html: str) -> None:
        assert where == "beforeend"
        _Builder(self.doc, self).feed(html)

    @property
    def scrollHeight(self) -> int:
        return 100 * len(self.elements)

    # -- queries ----------------------------------------------------------------
    def matches(self, selector: str) -> bool:
        return any(_match_parsed(self, sel) for sel in _parsed(selector))

    def closest(self, selector: str):
        el: Element | None = self
        while el is not None:
            if el.matches(selector):
                return el
            el = el.parent
        return NULL

    def querySelectorAll(self, selector: str) -> NodeList:
        return NodeList(e for e in self.descendants() if e.matches(selector))

    def querySelector(self, selector: str):
        for e in self.descendants():
            if e.matches(selector):
                return e
        return NULL

    @property
    def isConnected(self) -> bool:
        el: Element = self
        while el is not self.doc.documentElement:
            parent = el.parent
            if parent is None or not any(c is el for c in parent.children):
                return False  # replaced by innerHTML/textContent: its parent let it go
            el = parent
        return True

    # -- behaviour --------------------------------------------------------------
    def focus(self) -> None:
        if not self.disabled:  # like a browser: a disabled control takes no focus
            self.doc.activeElement = self

    def click(self) -> None:
        if not self.disabled:
            self.dispatch("click")

    def addEventListener(self, event: str, handler) -> None:
        self.listeners.setdefault(event, []).append(handler)

    def dispatch(self, event: str, **fields) -> "Event":
        """Fire ``event`` here and let it bubble (like a real browser)."""
        evt = Event(event, self, **fields)
        el: Element | Document | None = self
        while el is not None:
            for h in list(el.listeners.get(event, [])):
                h(evt)
            el = el.parent if isinstance(el, Element) else None
            if el is None and self.doc is not None and evt.target is not self.doc:
                for h in list(self.doc.listeners.get(event, [])):
                    h(evt)
                break
        return evt

    def getBoundingClientRect(self) -> Rect:
        return Rect()

    def animate(self, frames, options):
        self.animations.append((frames, options))
        self.doc.animations.append(self)
        return None

    def showModal(self) -> None:
        self.open = True

    def close(self) -> None:
        if self.open:  # as a browser does: the dialog says it has closed
            self.open = False
            self.dispatch("close")

    def __repr__(self) -> str:
        return f"<{self.tagName.lower()} {self.attrs}>"


class Event:
    def __init__(self, type_: str, target, **fields) -> None:
        self.type = type_
        self.target = target
        self.key = fields.get("key", "")
        self.ctrlKey = self.altKey = self.metaKey = False
        self.defaultPrevented = False

    def preventDefault(self) -> None:
        self.defaultPrevented = True


class _Builder(HTMLParser):
    def __init__(self, doc: "Document", root: Element) -> None:
        super().__init__(convert_charrefs=True)
        self.doc = doc
        self.stack = [root]

    def handle_starttag(self, tag, attrs):
        el = Element(self.doc, tag, dict(attrs))
        self.stack[-1].append(el)
        if tag not in VOID:
            self.stack.append(el)

    def handle_startendtag(self, tag, attrs):
        self.stack[-1].append(Element(self.doc, tag, dict(attrs)))

    def handle_endtag(self, tag):
        for i in range(len(self.stack) - 1, 0, -1):
            if self.stack[i].tagName == tag.upper():
                del self.stack[i:]
                return

    def handle_data(self, data):
        if data:
            self.stack[-1].append(data)


class MediaQuery:
    def __init__(self, matches: bool) -> None:
        self.matches = matches


class Window:
    def __init__(self, reduced_motion: bool = False) -> None:
        self.reduced_motion = reduced_motion

    def matchMedia(self, query: str) -> MediaQuery:
        return MediaQuery(self.reduced_motion and "reduce" in query)


class Document:
    def __init__(self, html: str | None = None, window: Window | None = None) -> None:
        self.listeners: dict[str, list] = {}
        self.animations: list[Element] = []
        self.defaultView = window or Window()
        root = Element(self, "#document", {})
        _Builder(self, root).feed(html if html is not None else INDEX.read_text())
        self.documentElement = root.querySelector("html")
        self.documentElement.parent = None
        self.body = self.documentElement.querySelector("body")
        self._active: Element = self.body
        self._ids: dict[str, Element] = {}  # getElementById's index

    @property
    def activeElement(self) -> "Element":
        """Like a browser: focus on an element removed, disabled or hidden is on <body>."""
        el = self._active
        if not el.isConnected or el.disabled or el.closest("[hidden]"):
            return self.body
        return el

    @activeElement.setter
    def activeElement(self, el: "Element") -> None:
        self._active = el

    def getElementById(self, id_: str):
        # An index, checked on use: the element found last time still counts while it
        # has the id and is in the document; else one walk rebuilds the index (the
        # render asks tens of thousands of times a match). Ids are unique on the page
        # (axe checks it in the browser), so the first found is the one.
        el = self._ids.get(id_)
        if el is not None and el.attrs.get("id") == id_ and el.isConnected:
            return el
        self._ids = {}
        for e in self.documentElement.descendants():
            key = e.attrs.get("id")
            if key is not None and key not in self._ids:
                self._ids[key] = e
        return self._ids.get(id_, NULL)

    def querySelector(self, selector: str):
        return self.documentElement.querySelector(selector)

    def querySelectorAll(self, selector: str) -> NodeList:
        return self.documentElement.querySelectorAll(selector)

    def addEventListener(self, event: str, handler) -> None:
        self.listeners.setdefault(event, []).append(handler)

    def key(self, key: str, target: Element | None = None) -> Event:
        """Press a key with focus on ``target`` (default: the focused element)."""
        t = target or self.activeElement
        return t.dispatch("keydown", key=key)


# -- a small selector engine -------------------------------------------------------
_TOKEN = re.compile(
    r"""(?P<tag>^[a-zA-Z][a-zA-Z0-9-]*|\*)|\#(?P<id>[\w-]+)|\.(?P<cls>[\w-]+)"""
    r"""|\[(?P<attr>[\w-]+)(?:=(?P<q>["']?)(?P<val>[^"'\]]*)(?P=q))?\]"""
    r"""|:not\((?P<neg>[^)]*)\)""")


def _split_top(selector: str, sep: str) -> list[str]:
    """Split at ``sep`` outside brackets and parentheses."""
    parts, depth, cur = [], 0, ""
    for ch in selector:
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append(cur.strip())
            cur = ""
        else:
            cur += ch
    parts.append(cur.strip())
    return [p for p in parts if p]


def _split_commas(selector: str) -> list[str]:
    return _split_top(selector, ",")


def _split_descendants(selector: str) -> list[str]:
    return [p for p in _split_top(selector, " ") if p != ">"]


# A compound selector parsed once: (kind, name, value) tests, kind one of "tag", "id",
# "cls", "attr" (value None: present at all), "not" (name: the negated compound, parsed)
_Test = tuple[str, object, object]


@functools.cache
def _compound(compound: str) -> tuple[_Test, ...]:
    tests: list[_Test] = []
    pos = 0
    while pos < len(compound):
        m = _TOKEN.match(compound, pos)
        if m is None:
            raise ValueError(f"fakedom: selector {compound!r} not understood at {pos}")
        if m.group("tag") and m.group("tag") != "*":
            tests.append(("tag", m.group("tag").upper(), None))
        elif m.group("id"):
            tests.append(("id", m.group("id"), None))
        elif m.group("cls"):
            tests.append(("cls", m.group("cls"), None))
        elif m.group("attr"):
            quoted = m.group("val") is not None and m.group("q") is not None
            tests.append(("attr", m.group("attr"), m.group("val") if quoted else None))
        elif m.group("neg") is not None:
            tests.append(("not", _compound(m.group("neg")), None))
        pos = m.end()
    return tuple(tests)


@functools.cache
def _parsed(selector: str) -> tuple[tuple[tuple[_Test, ...], ...], ...]:
    """A selector list: per comma part, its compounds from the outermost ancestor in."""
    return tuple(tuple(_compound(part) for part in _split_descendants(sel))
                 for sel in _split_commas(selector))


def _match_compound(el: Element, tests: tuple[_Test, ...]) -> bool:
    attrs = el.attrs
    for kind, name, value in tests:
        if kind == "tag":
            if el.tagName != name:
                return False
        elif kind == "id":
            if attrs.get("id") != name:
                return False
        elif kind == "cls":
            if name not in (attrs.get("class") or "").split():
                return False
        elif kind == "attr":
            if name not in attrs:
                return False
            if value is not None and (attrs[name] or "") != value:
                return False
        elif _match_compound(el, name):  # "not"
            return False
    return True


def _match_parsed(el: Element, parts: tuple[tuple[_Test, ...], ...]) -> bool:
    if not _match_compound(el, parts[-1]):
        return False
    anc = el.parent
    for part in reversed(parts[:-1]):
        while anc is not None and not _match_compound(anc, part):
            anc = anc.parent
        if anc is None:
            return False
        anc = anc.parent
    return True
