"""The position editor in the analysis dialog (issue 44, point 5): set a position up from
the cards, ask the Expert, read the advice; a refusal is worded in the dialog and the
entries stay; the table's game is never touched (fake DOM)."""

from __future__ import annotations

import pytest

from game.ai.hint import hint
from game.engine.position import encode_position
from game.engine.viewposition import view_position
from game.play.store import KEYS, MemoryBackend
from game.web.analysis.desk import read_link
from game.web.analysis.setup_position import SetupError, from_view, read
from game.words import Words

from .test_web_analysis import _view
from .webharness import Page

# a first trick's moment: your six cards, the turned-up nine of spades, the opponent
# has led the ten of clubs
HAND = ("AH", "TH", "KH", "QC", "JD", "9D")


EN = Words()


def _tap(page: Page, place: str, *codes: str) -> None:
    page.do("setup_edit", f"place:{place}")
    for c in codes:
        page.do("setup_edit", f"card:{c}")


def _editor(lang: str = "en", backend: MemoryBackend | None = None) -> Page:
    page = Page(f"?rated=1&pause=0&lang={lang}", backend=backend).start()  # a rated match
    page.do("analyse")
    assert page.ctl.ui.analysis.editing
    return page


def _advice(v, words: Words = EN) -> str:
    action, reason = hint(v)
    return words.say("analysis.advice", what=words.action_phrase(action),
                     why=words.hint_reason(reason))


def test_cards_tapped_into_places_are_asked_of_the_expert() -> None:
    backend = MemoryBackend()
    page = _editor(backend=backend)
    saved = dict(backend.data)
    before = page.session.state.to_position()
    grid = page.doc.querySelectorAll("#setup-cards button.setup-card")
    assert len(grid) == 24 and all(b.getAttribute("type") == "button" for b in grid)
    _tap(page, "hand", *HAND)
    _tap(page, "trump", "9S")
    _tap(page, "table", "TC")
    card = page.doc.querySelector('#setup-cards [data-setup="card:AH"]')
    assert card.getAttribute("data-place") == "hand"
    assert EN.say("setup.place.hand") in card.getAttribute("aria-label")
    assert page.text("setup-counts") == EN.say("setup.counts", n=12, m=5)
    page.do("setup_ask")
    a = page.ctl.ui.analysis
    assert not a.editing and a.view is not None
    v = a.view
    assert sorted(v.hand) == sorted(HAND) and v.table == ("TC",) and v.trump_card == "9S"
    assert page.text("analysis-advice") == _advice(v)
    assert page.button("setup").hidden and not page.button("analysis-body").hidden
    # Copy link: the ?view= link of what was set up
    page.do("analysis_copy")
    assert read_link(page.copied[0][len("?view="):]) == v
    # the table's game: untouched, nothing saved or counted
    assert page.session.state.to_position() == before
    assert backend.data.get(KEYS["match"]) == saved.get(KEYS["match"])
    assert not page.session.hinted
    # Set up a position again: the entries as they were
    page.do("setup")
    assert page.ctl.ui.analysis.editing and page.ctl.ui.analysis.setup.where["TC"] == "table"


@pytest.mark.parametrize("lang", ["en", "de", "hr"])
def test_a_refusal_is_worded_and_the_entries_stay(lang) -> None:
    w = Words(lang)
    page = _editor(lang)
    assert page.text("setup-title") == w.say("setup.title")
    _tap(page, "hand", *HAND)
    page.do("setup_ask")
    a = page.ctl.ui.analysis
    assert a.editing and a.view is None
    worded = w.problem_text(SetupError.of("setup_trump"))
    assert worded == w.say("bad.setup_trump")
    assert page.text("setup-problem") == w.say("setup.problem", error=worded)
    assert not page.button("setup-problem").hidden
    assert page.doc.activeElement is page.button("setup-problem")  # brought into view
    assert list(a.setup.where) == list(HAND)  # kept, to be fixed
    _tap(page, "trump", "9S")
    assert page.button("setup-problem").hidden  # an edit clears it
    page.do("setup_ask")
    assert not page.ctl.ui.analysis.editing
    assert page.text("analysis-advice") == _advice(page.ctl.ui.analysis.view, w)


def test_the_analysed_view_is_the_editors_start_and_asks_the_same() -> None:
    v = _view()
    page = Page(f"?pause=0&view={encode_position(view_position(v))}").start()
    assert not page.button("analysis-setup").hidden
    page.do("setup")
    a = page.ctl.ui.analysis
    assert a.editing and a.setup == from_view(v)
    assert page.button("analysis-copy").hidden and not page.button("setup-ask").hidden
    page.do("setup_ask")
    assert page.ctl.ui.analysis.view == read(from_view(v))
    assert page.text("analysis-advice") == _advice(page.ctl.ui.analysis.view)


def test_the_choices_show_the_model_and_focus_stays_on_a_tapped_card() -> None:
    page = _editor()
    for command in ("marriage:0:H:on", "void:S:on", "match:on", "match:1:4", "place:won1"):
        page.do("setup_edit", command)
    boxes = {str(b.getAttribute("data-setup")): bool(b.checked)
             for b in page.doc.querySelectorAll("#setup input[data-setup]")}
    assert boxes["marriage:0:H"] and boxes["void:S"] and boxes["match"]
    assert boxes["place:won1"] and not boxes["place:hand"] and boxes["game:traditional"]
    assert not boxes["marriage:1:H"]
    assert page.button("setup-match-1").value == "4"
    card = page.doc.querySelector('#setup-cards [data-setup="card:QS"]')
    card.focus()
    page.do("setup_edit", "card:QS")
    active = page.doc.activeElement
    assert active.getAttribute("data-setup") == "card:QS"
    assert active.getAttribute("data-place") == "won1"
    page.do("setup_edit", "game:schnapsen")  # another pack, no nines
    assert len(page.doc.querySelectorAll("#setup-cards button")) == 20
    page.do("setup_edit", "card:AH")
    assert page.doc.querySelector('#setup-cards [data-setup="card:AH"]').getAttribute(
        "data-place") == "won1"
    page.do("setup_edit", "clear")  # Clear: the same game, nothing placed
    a = page.ctl.ui.analysis
    assert a.setup.rules == "schnapsen" and a.setup.where == {} and a.setup.trump == ""
    page.do("analysis_close")
    assert page.ctl.ui.analysis is None and not page.doc.getElementById("analysis").open


def test_editor_intents_wait_for_an_open_editor() -> None:
    page = Page("?pause=0").start()
    for intent, value in (("setup", None), ("setup_edit", "card:AH"), ("setup_ask", None)):
        page.do(intent, value)
        assert page.ctl.ui.analysis is None


def test_without_an_expert_the_menu_says_so_and_opens_nothing() -> None:
    page = Page("?pause=0").start()
    page.ctl.deps.hint = None
    page.ctl.ui.hint_available = False
    page.ctl.render()
    assert page.button("analyse-button").disabled
    assert page.text("analyse-line") == EN.say("analysis.no_expert")
    page.do("analyse")
    assert page.ctl.ui.analysis is None


def test_a_three_player_table_opens_an_empty_two_player_editor() -> None:
    page = Page("?rated=1&pause=0&rules=three").start()  # a rated match
    page.do("analyse")
    a = page.ctl.ui.analysis
    assert a.editing and a.setup.rules == "traditional" and a.view is None
    assert page.text("setup-counts") == EN.say("setup.counts.start")
