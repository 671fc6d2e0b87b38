"""The page's events as plain data (game/web/page_events.py, routes.py): what the page's
listener (assets/events.js, its twin tests/fake_events.py) hands over is read as outside
input, and each event does what its button or key says."""

from __future__ import annotations

import json

import pytest

from game.web.page_events import PageEvent, parse
from game.web.routes import REFUSE_CANCEL, declared

from .webharness import Page


@pytest.mark.parametrize("text", [
    "", "null", "[]", "{}", '{"type": "drop"}', '{"type": 3}', "{" * 10,
    json.dumps({"type": "click", "ids": "hand"}) + " " * 100_000,
])
def test_what_is_not_an_event_is_none(text: str) -> None:
    assert parse(text) is None


def test_an_events_fields_of_another_kind_are_left_out() -> None:
    event = parse(json.dumps({
        "type": "click", "ids": ["a", 3, None, "b" * 500], "data": {"slot": "KS", "n": 4},
        "key": ["x"], "mods": "yes", "checked": 1, "fields": {"level": "sharp", "x": [1]},
    }))
    assert event == PageEvent(type="click", ids=("a", "b" * 200), data={"slot": "KS"},
                              fields={"level": "sharp"})


def test_the_declared_table_names_what_the_page_refuses() -> None:
    table = json.loads(declared())
    assert table["cancel"] == list(REFUSE_CANCEL) == ["curtain", "confirm"]
    assert {"ArrowLeft", "Home", "1", "9", "?", "c", "n"} <= set(table["keys"]["table"])
    assert "Enter" not in table["keys"]["table"]  # the focused button's own


def test_a_tap_is_routed_as_it_bubbles() -> None:
    """A card's badge is the card; the felt beneath it does not take it as "go on"; the
    felt itself does."""
    page = Page("?seed=5&pause=0").start()
    code = page.enabled_cards()[0]
    page.doc.querySelector(f'#hand button[data-card="{code}"]').click()
    assert page.pending == [("play", code)]
    page.pending.clear()
    page.doc.getElementById("felt").click()
    assert page.pending == [("skip", None)]


def test_a_tap_on_a_button_sends_its_intent() -> None:
    page = Page("?seed=5&pause=0").start()
    page.button("hint").click()
    page.button("undo").click()  # nothing to take back yet: disabled, so no tap at all
    page.button("new-game").click()
    assert page.pending == [("hint", None), ("new_game", None)]


def test_escape_on_the_curtain_is_refused_and_on_a_panel_closes_it() -> None:
    page = Page("?seed=5&pause=0").start()
    curtain = page.doc.getElementById("curtain")
    assert curtain.dispatch("cancel").defaultPrevented
    page.open("help")
    assert not page.doc.getElementById("help").dispatch("cancel").defaultPrevented
    assert not page.dialogs.is_open("help")


def test_the_menu_entry_opens_its_room_in_the_menus_place() -> None:
    page = Page("?seed=5&pause=0").start()

    def tap(id_: str) -> None:  # as a browser does: the tapped button takes focus
        page.button(id_).focus()
        page.button(id_).click()

    tap("menu-button")
    assert page.dialogs.is_open("menu") and page.doc.getElementById("menu").open
    tap("stats-button")
    assert not page.dialogs.is_open("menu") and page.dialogs.is_open("stats")
    tap("stats-close")
    assert not page.dialogs.any_open
    assert page.doc.activeElement is page.button("menu-button")  # focus back where it began
