"""The Settings panel's controls read back when Apply is pressed: the one place the page's
Python reads a form's values (what the panel shows is written by settings_view.py). The
page hands them over with Apply's tap (assets/events.js: the values of the dialog's
controls, by id), so they are outside input: a control that is missing or of another
kind keeps the value in use."""

from __future__ import annotations

from collections.abc import Mapping

from .model import Setting

_CHOICES = {"level": "level", "rules": "rules", "lang": "lang", "seat_1": "seat-1",
            "seat_2": "seat-2", "name_0": "name-0", "name_1": "name-1", "name_2": "name-2"}
_SWITCHES = {"auto_out": "auto-out", "show_scores": "show-scores", "four": "four-colour",
             "sound": "sound", "rated": "rated"}
_NUMBERS = {"target": "target", "pause": "pause"}


def settings_values(fields: Mapping[str, str | bool]) -> dict[str, Setting]:
    """What the Settings panel's controls show now (the Apply button's intent value)."""
    values: dict[str, Setting] = {}
    for key, id_ in _CHOICES.items():
        value = fields.get(id_)
        if isinstance(value, str):
            values[key] = value
    for key, id_ in _SWITCHES.items():
        switch = fields.get(id_)
        if isinstance(switch, bool):
            values[key] = switch
    for key, id_ in _NUMBERS.items():
        number = fields.get(id_)
        if isinstance(number, str):
            try:
                values[key] = int(number)
            except ValueError:
                pass
    return values
