"""Sound (issue 57, point 7): the engine's events mapped to cues, the page playing them as
it shows them (only with the sound on, kept in the settings), the menu's switch, and the
page told whether a tap wakes its sound (the Web Audio itself: tests/js/sound.test.mjs)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from game import encode_position, from_position
from game.play.store import KEYS, MemoryBackend
from game.web.sound import CARD, END, LOST, REFUSED, TRICK, WON, cues

from .helpers import position
from .webharness import Page

# 63 points and the ace of trumps: the lead takes the trick and the deal (auto out)
END_OF_DEAL = position([["AD", "QH", "9C", "JH", "QS", "JC"],
                        ["KD", "QC", "JD", "TD", "KH", "9S"]], "9D",
                       won=[["AC", "TC", "AS", "TS", "AH", "TH"], []], stock=[],
                       leader=0, dealer=1)


def link(pos: dict, extra: str = "") -> str:
    return f"?seed=1&pause=0&position={encode_position(pos)}{extra}"


def with_sound(on: bool) -> MemoryBackend:
    backend = MemoryBackend()
    backend.set(KEYS["settings"], json.dumps({"version": 1, "sound": on}))
    return backend


# -- which cue an event makes -----------------------------------------------------------
def test_a_lead_is_a_card_and_a_trick_and_the_end_wait_for_the_last_card_to_land():
    st = from_position(END_OF_DEAL)
    st, lead = st.apply_events("AD")
    assert cues(lead, 0) == ([CARD], [])
    st, reply = st.apply_events("KD")
    assert [e.kind for e in reply][:2] == ["play", "trick"] and reply[-1].kind == "end"
    assert cues(reply, 0) == ([CARD], [TRICK, WON])
    assert cues(reply, 1) == ([CARD], [TRICK, LOST])  # the same end, heard by the other seat
    assert cues(reply, None) == ([CARD], [TRICK, END])  # a people's match: nobody's win


def test_words_without_a_card_make_no_sound():
    st = from_position(position([["QH", "KH", "9C", "JH", "QS", "JC"],
                                 ["KD", "QC", "JD", "TD", "AH", "9S"]], "9D"))
    for word in ("close",):
        _, events = st.apply_events(word)
        assert cues(events, 0) == ([], [])


# -- the page plays them as it shows them ---------------------------------------------------
def test_with_sound_on_the_page_plays_the_card_then_the_trick_and_the_won_deal():
    page = Page(link(END_OF_DEAL), backend=with_sound(True)).start()
    assert page.cues == []  # nothing happened yet
    page.click_card("AD")
    assert [c for batch in page.cues for c in batch] == [CARD, CARD, TRICK, WON]
    assert page.cues[0] == [CARD]  # the player's card sounds as it is drawn, on its own


def test_a_trick_on_show_sounds_when_its_last_card_has_landed():
    """With a pause the finished trick's cue waits for ``Session.land`` (its words too)."""
    page = Page(link(END_OF_DEAL).replace("pause=0", "pause=300"),
                backend=with_sound(True)).start()
    page.click_card("AD")
    flat = [c for batch in page.cues for c in batch]
    assert flat == [CARD, CARD, TRICK, WON]
    trick_batch = next(b for b in page.cues if TRICK in b)
    assert CARD not in trick_batch  # a render of its own, after the card's glide


def test_sound_is_off_by_default_and_plays_nothing():
    page = Page(link(END_OF_DEAL)).start()
    assert page.ctl.settings.sound is False
    page.click_card("AD")
    assert page.session.deal_over and page.cues == []


def test_the_menus_switch_turns_sound_on_keeps_it_and_says_so():
    backend = MemoryBackend()
    page = Page(link(END_OF_DEAL), backend=backend).start()
    button = page.button("sound-button")
    assert button.getAttribute("aria-pressed") == "false"
    assert page.text("sound-button") == "Sound: off"
    assert "tap to hear" in page.text("sound-line")
    page.do("sound")
    assert page.ctl.settings.sound is True
    assert button.getAttribute("aria-pressed") == "true"
    assert page.text("sound-button") == "Sound: on"
    assert "Tap to mute" in page.text("sound-line")
    assert json.loads(backend.get(KEYS["settings"]))["sound"] is True  # remembered
    page.click_card("AD")
    assert [c for batch in page.cues for c in batch] == [CARD, CARD, TRICK, WON]
    again = Page(link(END_OF_DEAL), backend=backend).start()  # a later visit
    assert again.ctl.settings.sound is True
    again.do("sound")
    assert again.ctl.settings.sound is False and "Sound off" in again.text("message")


def test_the_settings_panel_turns_sound_on_at_once():
    page = Page(link(END_OF_DEAL)).start().open("settings-panel")
    box = page.doc.getElementById("sound")
    assert not box.disabled and box.checked is False

    box.checked = True
    page.apply_settings()
    assert page.ctl.settings.sound is True and page.questions == []  # no new match
    page.click_card("AD")
    assert page.cues and page.cues[0] == [CARD]


def test_a_card_the_rules_refuse_buzzes_and_a_tap_out_of_turn_does_not():
    # the stock is used up and the computer led the king of hearts: the club is refused
    pos = position([["9C", "QH", "JC", "JH", "QS", "TC"], ["KD", "QC", "JD", "TD", "9S"]],
                   "9D", stock=[], table=["KH"], leader=1, dealer=0,
                   won=[["AH", "TH", "KS", "JS", "9H", "KC"], ["AC", "TS", "AS", "AD", "9D", "QD"]])
    page = Page(link(pos), backend=with_sound(True)).start()
    assert page.ctl.phase == "you"
    page.play("9C")
    assert page.cues == [[REFUSED]] and page.session.step == 0
    page.play("AS")  # not in the hand: no card the rules refused
    assert page.cues == [[REFUSED]]


# -- the sounds themselves: assets/sound.js, tested in tests/js/sound.test.mjs ----------
def test_the_menu_tells_the_page_whether_a_tap_wakes_the_sound():
    """The page's sound (assets/sound.js) starts its audio in a tap while <html
    data-sound> says on."""
    page = Page("?seed=1&pause=0", backend=with_sound(False)).start()
    assert page.doc.documentElement.getAttribute("data-sound") == "off"
    page.do("sound")
    assert page.doc.documentElement.getAttribute("data-sound") == "on"
    on = Page("?seed=1&pause=0", backend=with_sound(True)).start()
    assert on.doc.documentElement.getAttribute("data-sound") == "on"


def test_the_cue_names_are_the_ones_the_page_plays():
    script = (Path(__file__).resolve().parent.parent / "assets" / "sound.js").read_text()
    for cue in (TRICK, WON, LOST, END):
        assert re.search(rf"^  {cue}: \[\[", script, re.M), cue
    assert f'cue === "{CARD}"' in script and f'includes("{REFUSED}")' in script


def test_a_game_played_again_to_a_point_makes_no_sound_of_its_replayed_actions():
    """Undo (and a practice from a decision, a lesson, a puzzle, a resumed deal of the
    day) replays the actions up to that point: only what is played from there sounds."""
    page = Page("?seed=8&pause=0&level=sharp", backend=with_sound(True)).start()
    page.play_out_deal()
    page.do("replay")
    for _ in range(3):
        page.click_card(page.enabled_cards()[0])
    page.cues.clear()
    page.do("undo")
    assert page.session.step > 0 and page.cues == []
    page.click_card(page.enabled_cards()[0])
    assert page.cues[0][0] == CARD and page.cues[0].count(CARD) == 1  # (and its trick)
