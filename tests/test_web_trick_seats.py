"""Issue 40, point 8: at three players each card of the current trick says whose it is
(``data-seat``, the player's name on the card, and in its spoken name); at two players
it carries its seat too."""

from __future__ import annotations

import pytest

from game.engine.table import seats_in_play_order

from .webharness import Page


@pytest.mark.parametrize("query", ["?rules=three&seed=5&pause=0&level=normal",
                                   "?seed=7&pause=0&level=normal"])
def test_each_card_of_the_trick_names_its_seat(query: str) -> None:
    page = Page(query).start()
    players = page.session.players
    checked = 0
    while page.session.state.outcome is None:
        v = page.session.view()
        shown = page.doc.querySelectorAll("#table [data-card]")
        want = seats_in_play_order(v.leader, tuple(v.table), players)
        assert [(int(e.getAttribute("data-seat")), e.getAttribute("data-card"))
                for e in shown] == list(want)
        for e, (seat, _) in zip(shown, want, strict=True):
            name = {0: "You", 1: "West" if players == 3 else "Computer", 2: "East"}[seat]
            assert e.getAttribute("aria-label").startswith(f"{name}: ")
            tags = e.querySelectorAll(".seat-tag")
            assert [t.textContent for t in tags] == ([name] if players == 3 else [])
        checked += len(want)
        page.click_card(page.enabled_cards()[0])
    assert checked >= 3  # cards seen on the table at the player's turns
