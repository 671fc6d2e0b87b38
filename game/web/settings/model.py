"""What the Settings panel shows: every control's value and whether it takes input, the
level options on offer, the seats and the people's names. Built in one place, from the
match (not a puzzle's or a practice's own level): the panel draws it, and Apply compares
the player's choices with it (``game_values``)."""

from __future__ import annotations

from dataclasses import dataclass

from game.words import Words

from ..contract import Host, Phase
from ..seats.people import seat_choice

# one of the panel's values as Apply hands them over (settings_form.settings_values)
Setting = str | int | bool
PAUSES = (0, 300, 800, 1500)  # the pause list's own entries (index.html)


@dataclass(frozen=True, slots=True)
class SettingsModel:
    kind: str  # "settings": which panel this is (the page's panel slot holds any one)
    enabled: bool  # no control takes input while a question is open
    levels: tuple[str, ...]  # the level options on offer (the others are hidden)
    epoch: int  # a new epoch writes every control again (opened, applied, cancelled)
    level: str
    rules: str
    pause: str  # the pause list's value, in ms
    pause_other: str  # a link's pause not in the list (?pause=600), worded; else ''
    target: int
    lang: str
    seat_1: str  # "person" or "computer"
    seat_2: str
    name_0: str
    name_1: str
    name_2: str
    four_colour: bool
    sound: bool
    rated: bool
    auto_out: bool
    show_scores: bool
    about: str  # away from the match (a puzzle, a lesson) the panel still edits it: said


def build_settings(ctl: Host, words: Words) -> SettingsModel:
    ui = ctl.ui
    s, st = ctl.match_session, ctl.settings  # the match's, whatever is on the table
    rules = s.state.rules
    about = ("settings.about.puzzle" if ctl.session.puzzle is not None else
             "settings.about.lesson" if ctl.session.lesson is not None else "")
    return SettingsModel(
        kind="settings", enabled=ctl.phase != Phase.DIALOG, levels=tuple(ui.levels),
        epoch=ui.settings_epoch, level=s.level, rules=ui.rules, pause=str(ui.pause_ms),
        pause_other="" if ui.pause_ms in PAUSES else words.say("pause.ms", ms=ui.pause_ms),
        target=rules.target, lang=words.language,
        seat_1=seat_choice(s.seats, 1, st.seat_1), seat_2=seat_choice(s.seats, 2, st.seat_2),
        name_0=st.name_0, name_1=st.name_1, name_2=st.name_2,
        four_colour=ui.four_colour, sound=st.sound, rated=st.rated,
        auto_out=rules.auto_out, show_scores=rules.show_scores,
        about=words.say(about) if about else "")


def game_values(model: SettingsModel) -> dict[str, Setting]:
    """What the match was started with: the panel's game settings (contract.GAME_SETTINGS),
    as Apply's values name them."""
    return {"level": model.level, "rules": model.rules, "auto_out": model.auto_out,
            "show_scores": model.show_scores, "target": model.target,
            "seat_1": model.seat_1, "seat_2": model.seat_2}
