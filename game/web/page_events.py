"""What the page hands the game: a tap, a key or a form change as plain data.

``assets/events.js`` listens on the page's thread and hands over every event as one JSON
string (issue 59, step 4: the same string can cross from a worker's page). ``parse``
reads it back into a ``PageEvent``; anything of another shape is no event at all. What
each event does is ``routes.py``'s, and so is the table of the keys and cancels the page
refuses at once (``routes.declared``), since that is decided inside the event itself.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field

# the events the page hands over (events.js listens for exactly these)
TYPES = ("click", "change", "keydown", "focusin", "close", "cancel", "storage")
_TEXT = 200  # no id, attribute or value the game reads is longer


@dataclass(frozen=True)
class PageEvent:
    type: str
    ids: tuple[str, ...] = ()  # the target's id and its ancestors', innermost first
    data: Mapping[str, str] = field(default_factory=dict)  # data-*, the nearest one wins
    key: str = ""
    mods: bool = False  # Ctrl, Alt or Meta held
    in_field: bool = False  # typed into a form field
    control: bool = False  # the target is, or is inside, a button, link, control or dialog
    disabled: bool = False  # the nearest button is disabled
    button: Mapping[str, str] = field(default_factory=dict)  # that button's own data-*
    kind: str = ""  # the target's type attribute (checkbox, radio, ...)
    checked: bool = False
    value: str = ""
    refused: bool = False  # the page prevented its default (a declared key or cancel)
    fields: Mapping[str, str | bool] = field(default_factory=dict)  # a click's dialog's controls

    def within(self, id_: str) -> bool:
        return id_ in self.ids

    @property
    def id(self) -> str:
        """The target's own id, or its nearest ancestor's ('' for none)."""
        return self.ids[0] if self.ids else ""


def _text(value: object) -> str | None:
    return value[:_TEXT] if isinstance(value, str) else None


def _texts(value: object) -> dict[str, str]:
    if not isinstance(value, dict):
        return {}
    return {str(k)[:_TEXT]: v[:_TEXT] for k, v in list(value.items())[:64]
            if isinstance(v, str)}


def parse(text: str) -> PageEvent | None:
    """The event ``events.js`` handed over; None when it is not one (it is outside input)."""
    try:
        raw = json.loads(text) if isinstance(text, str) and len(text) < 100_000 else None
    except ValueError:
        return None
    if not isinstance(raw, dict) or raw.get("type") not in TYPES:
        return None
    ids = raw.get("ids")
    fields = raw.get("fields")
    return PageEvent(
        type=str(raw["type"]),
        ids=tuple(i[:_TEXT] for i in ids[:64] if isinstance(i, str))
        if isinstance(ids, list) else (),
        data=_texts(raw.get("data")),
        key=_text(raw.get("key")) or "",
        mods=raw.get("mods") is True, in_field=raw.get("field") is True,
        control=raw.get("control") is True, disabled=raw.get("disabled") is True,
        button=_texts(raw.get("button")),
        kind=_text(raw.get("kind")) or "", checked=raw.get("checked") is True,
        value=_text(raw.get("value")) or "", refused=raw.get("refused") is True,
        fields={str(k)[:_TEXT]: (v if isinstance(v, bool) else v[:_TEXT])
                for k, v in list(fields.items())[:64] if isinstance(v, (str, bool))}
        if isinstance(fields, dict) else {},
    )
