"""Small glitches players reported (issue 21 item 7), on the fake page."""

from __future__ import annotations

from game.web.render import settings_values
from game.web.texts import say

from .webharness import Page


def test_a_links_pause_not_in_the_list_shows_as_itself() -> None:
    page = Page("?seed=5&pause=600").start()
    select = page.doc.getElementById("pause")
    other = page.doc.getElementById("pause-other")
    assert select.value == "600"
    assert other.textContent == say("pause.ms", ms=600) and not other.hidden
    assert select.value != "0"  # was "None"
    # Apply with the pause untouched keeps it (it used to become 0: "None")
    page.do("apply_settings", settings_values(page.doc))
    assert page.ctl.pause_ms() == 600


def test_a_listed_pause_hides_the_extra_choice() -> None:
    page = Page("?seed=5&pause=300").start()
    assert page.doc.getElementById("pause").value == "300"
    assert page.doc.getElementById("pause-other").hidden
