"""The last trick shown large: the renderer enables the #last-trick button once a trick
is finished and writes #last-view from the engine's last trick (its cards in play order,
each over its player's name, and who led and who won it)."""

from __future__ import annotations

import pytest

from .webharness import Page


@pytest.mark.parametrize("query, names", [
    ("?seed=5&pause=0&level=normal", {"You", "The computer"}),
    ("?rules=three&seed=5&pause=0&level=normal", {"You", "West", "East"}),
])
def test_the_last_trick_button_opens_the_engines_last_trick(query: str, names: set[str]) -> None:
    page = Page(query).start()
    assert page.button("last-trick").disabled  # nothing finished yet
    assert page.text("last-view-body") == ""
    while page.session.view().last_trick is None:
        page.click_card(page.enabled_cards()[0])
    last = page.session.view().last_trick
    assert not page.button("last-trick").disabled
    body = page.doc.getElementById("last-view-body")
    shown = [c.getAttribute("data-face") for c in body.querySelectorAll("[data-face]")]
    assert shown == list(last.cards)
    captions = [f.textContent for f in body.querySelectorAll("figcaption")]
    assert set(captions) == names and len(captions) == len(last.cards)
    winner = body.querySelectorAll(".winner")
    assert [w.getAttribute("data-face") for w in winner] == [dict(last.plays)[last.winner]]
    assert "won the trick" in body.querySelectorAll("p")[0].textContent
