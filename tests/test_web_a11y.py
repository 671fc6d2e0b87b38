"""Accessibility under CPython: no decision on a timer, settings that wait for Apply, focus
that never falls to the page, one live region per kind of news, cards named as drawn."""

from __future__ import annotations

from game import encode_position
from game.words import Words

from .helpers import marriage_opening
from .webharness import Page

EN = Words()


def _draw_decision_page(pause: int) -> Page:
    """The human leads the trump ace and wins the first trick: the draw comes next, and
    closing is allowed (eleven cards in the stock)."""
    page = Page(f"?seed=3&pause={pause}&position={encode_position(marriage_opening())}",
                auto_draw=False)
    return page.start()


def test_the_draw_decision_waits_for_the_keyboard_with_no_timer():
    for pause in (0, 800):
        page = _draw_decision_page(pause)
        page.key("ArrowRight")  # the player uses the keyboard
        page.play("AH")
        # the loop stopped at the decision: nothing runs, thousands of ticks change nothing
        assert page.ctl.phase == "drawing" and page.session.state.stage == "before_draw"
        assert page.doc.documentElement.dataset.turn == "you"
        assert not page.button("draw").hidden and not page.button("draw").disabled
        assert not page.button("close-stock").disabled
        assert not page.button("hint").disabled  # the decision is where a hint helps
        assert EN.say("prompt.before_draw") in page.text("status")
        page.key("d")  # Draw, by keyboard
        st = page.session.state
        assert st.stage != "before_draw" and len(st.hand(0)) == 6, pause
        assert page.button("draw").hidden


def test_the_draw_decision_then_c_closes_after_the_question():
    page = _draw_decision_page(0)
    page.answers = [True]
    page.key("ArrowRight")
    page.play("AH")
    page.key("c")
    assert page.session.state.closed_by == 0
    assert page.questions == [EN.say("ask.close")]


def test_a_declined_close_leaves_the_table_waiting_at_the_decision():
    page = _draw_decision_page(0)
    page.play("AH")
    page.answers = [False]
    page.do("act", "close")
    assert page.questions == [EN.say("ask.close")]
    assert page.ctl.phase == "drawing" and page.session.state.closed_by is None
    page.do("act", "draw")
    assert page.session.state.stage != "before_draw"


def test_with_nothing_to_decide_the_draw_comes_by_itself():
    # one card and the turn-up left: too few to close, so the draw is no decision
    pos = marriage_opening(stock=["AD"],
                           won=[["AC", "TC", "KC", "QC", "JC", "9D"], ["QD", "JD", "TD", "KD"]],
                           leader=0)
    page = Page(f"?seed=3&pause=0&position={encode_position(pos)}", auto_draw=False).start()
    assert "close" not in page.session.state.apply("AH").apply("AS").legal_actions()
    page.play("AH")
    assert page.session.state.stage != "before_draw"
    assert len(page.session.state.hand(0)) == 6


def test_settings_change_nothing_until_apply_and_a_declined_apply_puts_them_back():
    page = Page("?seed=5&pause=0").start().open("settings-panel")
    page.play(page.enabled_cards()[0])
    level = page.doc.getElementById("level")
    step = page.session.step
    level.value = "sharp"  # an arrow key on the select: a draft, nothing else
    page.ctl.render()  # the game renders on; the draft stays
    assert level.value == "sharp" and page.session.level == "normal"
    assert page.session.step == step and page.questions == []

    page.answers = [False]
    page.apply_settings()  # (Apply closes the panel)
    # (a link's deal under way: it would count as lost in the statistics, not the rating)
    assert page.questions == [EN.say("ask.level", name="Sharp") + " " + EN.say("ask.forfeit.stats")]
    assert page.session.level == "normal"
    page.button("settings-button").click()  # open again: on the values in use
    assert page.dialogs.is_open("settings-panel") and level.value == "normal"

    level.value = "expert"
    page.doc.getElementById("four-colour").checked = True
    page.answers = [True]
    page.apply_settings()
    assert page.questions[-1] == EN.say("ask.settings") or page.questions[-1].startswith(
        EN.say("ask.level", name="Expert")[:10])
    assert page.session.level == "expert" and page.ctl.settings.four_colour
    assert page.session.step <= 2  # a new match


def test_closing_the_panel_without_apply_forgets_the_draft():
    page = Page("?seed=5&pause=0").start().open("settings-panel")
    page.doc.getElementById("rules").value = "simple"
    page.doc.getElementById("four-colour").checked = True
    page.ctl.reset_settings_panel()
    assert page.doc.getElementById("rules").value == "traditional"
    assert not page.doc.getElementById("four-colour").checked
    assert page.ctl.settings.four_colour is False


def test_escape_in_an_open_dialog_is_the_dialogs_own():
    """Settings is a modal <dialog> (opened from the menu): Escape closes it in the browser
    (e2e/test_a11y.py checks that, and where focus goes); the game's keys stay out."""
    page = Page("?seed=5&pause=0").start()
    page.dialogs.show("settings-panel")
    before = page.session.step
    page.doc.getElementById("level").focus()
    page.key("Escape")
    page.key("n")  # not a new match behind the dialog
    assert page.session.step == before
    assert page.dialogs.is_open("settings-panel")


def test_a_key_right_after_escape_closed_a_dialog_is_the_games():
    """Escape closes a <dialog> natively: "cancel" fires at once, "close" only in a later
    task, and a key pressed in between (Playwright's next key, a quick hand) must reach
    the game. The fake browser below does exactly that and holds "close" back."""
    page = Page("?seed=5&level=normal&pause=0").start()
    page.play(page.enabled_cards()[0])  # the match is under way: a new one asks first
    page.dialogs.show("settings-panel")
    settings = page.doc.getElementById("settings-panel")
    cancel = settings.dispatch("cancel")  # Escape: the browser asks the dialog...
    assert not cancel.defaultPrevented
    settings.open = False  # ...closes it, and queues "close" (not delivered yet)
    page.key("n")  # New match mid-match asks first
    assert page.questions and "new match" in page.questions[-1].lower()


def test_focus_never_falls_to_the_page_through_a_whole_deal_by_keyboard():
    page = Page("?seed=11&pause=0").start()
    seen: list[tuple[str, str]] = []
    render = page.ctl.deps.render

    def watch(model) -> None:
        render(model)
        a = page.doc.activeElement
        seen.append((page.ctl.phase,
                     a.getAttribute("id") or a.getAttribute("data-card") or a.tagName))

    page.ctl.deps.render = watch
    page.key("ArrowRight")
    while page.session.state.outcome is None:
        active = page.doc.activeElement
        card = active.getAttribute("data-card")
        if card and card in page.ctl.legal_now():
            page.play(card)  # Enter on the focused card
        else:
            page.do("act", next(a for a in page.ctl.legal_now() if len(a) > 2))
    assert seen and all(who != "BODY" for _, who in seen), seen
    # the computer's turn: on the hand (a card or the hand itself), never the page
    assert {who for phase, who in seen if phase == "computer"} <= (
        {"hand"} | set(page.session.match.state.hand(0)) | _all_cards())
    assert page.doc.activeElement.getAttribute("id") == "next-deal"
    page.do("next_deal")
    assert page.doc.activeElement.closest("#hand"), "after Next deal: back on the hand"


def _all_cards() -> set[str]:
    return {r + s for r in "ATKQJ9" for s in "CDHS"}


def test_the_log_is_the_one_live_region_for_events_and_messages_have_their_own():
    page = Page("?seed=5&pause=0").start()
    doc = page.doc
    box = doc.getElementById("log-box")
    assert box.getAttribute("role") == "log" and doc.getElementById("log").tagName == "OL"
    assert doc.getElementById("log").closest("[role=log]") is box
    status = doc.getElementById("status")
    assert not status.hasAttribute("role") and not status.hasAttribute("aria-live")
    assert doc.getElementById("message").getAttribute("role") == "status"
    page.do("explain", "AS" if "AS" not in page.enabled_cards() else "")
    page.do("play", page.enabled_cards()[0])
    assert page.text("message") == ""  # events speak through the log only
    assert page.text("status-line")


def test_cards_are_named_as_their_faces_show_them():
    assert EN.card_name("TC") == "10 of clubs" and EN.card_name("9H") == "9 of hearts"
    assert EN.card_name("QS") == "Queen of spades"


def test_the_keys_line_lists_every_key():
    page = Page("?seed=5&pause=0").start()
    line = page.text("keys")
    from game.web.keyboard import ARROWS, KEY_INTENTS
    for key in KEY_INTENTS:
        assert f" {key} " in line, key
    for word in ("←", "→", "↑", "↓", "Home", "End", "1–6", "Enter", "Escape"):
        assert word in line
    assert len(ARROWS) == 6
