"""The Settings panel written from its model (read back for Apply by settings_form.py).

A control is written when what it shows changes (or the panel is reset: a new epoch),
never on every render: a choice not yet applied stays as the player left it."""

from __future__ import annotations

from ..dom_writer import DomWriter, Frame
from .model import SettingsModel

CONTROLS = ("level", "rules", "pause", "four-colour", "sound", "rated", "auto-out",
            "show-scores", "target", "lang", "settings-apply", "forget-all",
            "seat-1", "seat-2", "name-0", "name-1", "name-2")


class SettingsView(DomWriter):
    def __init__(self, frame: Frame) -> None:
        super().__init__(frame)
        self._controls: dict[str, str] = {}  # what each control was last set to
        self._epoch = -1
        self._other = ""  # the value of the pause's "other" option (index.html's: none)

    def forget(self) -> None:
        """The page's words changed: every control is written again."""
        self._controls = {}

    def render(self, m: SettingsModel) -> None:
        for id_ in CONTROLS:
            self.enable(id_, m.enabled)
        self.options("level", list(m.levels))
        if self._epoch != m.epoch:
            self._epoch = m.epoch
            self._controls = {}
        if m.pause_other and self._other != m.pause:
            self._other = m.pause
            self.attr("pause-other", "value", m.pause)
            self.text("pause-other", m.pause_other)
            self._controls.pop("pause", None)
        self.hide("pause-other", self._other != m.pause)
        self.enable("pause-other", self._other == m.pause)
        for id_, value in (("level", m.level), ("rules", m.rules), ("pause", m.pause),
                           ("target", str(m.target)), ("lang", m.lang),
                           ("seat-1", m.seat_1), ("seat-2", m.seat_2), ("name-0", m.name_0),
                           ("name-1", m.name_1), ("name-2", m.name_2)):
            if self._controls.get(id_) != value:
                self._controls[id_] = value
                self.prop(id_, "value", value)
        for id_, on in (("four-colour", m.four_colour), ("sound", m.sound),
                        ("rated", m.rated), ("auto-out", m.auto_out),
                        ("show-scores", m.show_scores)):
            if self._controls.get(id_) != str(on):
                self._controls[id_] = str(on)
                self.prop(id_, "checked", on)
        self.text("settings-about", m.about)
        self.hide("settings-about", not m.about)
