"""Sound (issue 57, point 7): the engine's events mapped to cues, the page playing them as
it shows them (only with the sound on, kept in the settings), the menu's switch, and the
Web Audio the cues are made of, on a fake AudioContext."""

from __future__ import annotations

import json

from game import encode_position, from_position
from game.play.store import KEYS, MemoryBackend
from game.web.audio import VIBRATE_MS, Audio
from game.web.sound import CARD, END, LOST, REFUSED, TRICK, WON, cues

from .fakedom import Window
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
    from game.web.settings.settings_form import settings_values

    box.checked = True
    page.do("apply_settings", settings_values(page.doc))
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


# -- the sounds themselves: Web Audio on a fake context ------------------------------------
class Param:
    def __init__(self, log: list, name: str) -> None:
        self.log, self.name, self.value = log, name, 0.0

    def __getattr__(self, method: str):
        return lambda *args: self.log.append((self.name, method, args))


class Node:
    def __init__(self, ctx: "FakeContext", kind: str) -> None:
        self.ctx, self.kind = ctx, kind
        for name in ("gain", "frequency", "Q"):
            setattr(self, name, Param(ctx.log, f"{kind}.{name}"))
        self.type = ""
        self.buffer = None

    def connect(self, other) -> None:
        self.ctx.log.append((self.kind, "connect", (getattr(other, "kind", "out"),)))

    def start(self, t: float) -> None:
        self.ctx.started.append((self.kind, self.type, t))

    def stop(self, t: float) -> None:
        pass


class Channel:
    def __init__(self) -> None:
        self.samples: list[float] = []

    def set(self, values) -> None:
        self.samples = list(values)


class Buffer:
    def __init__(self, n: int) -> None:
        self.length, self.channel = n, Channel()

    def getChannelData(self, i: int) -> Channel:
        return self.channel


class FakeContext:
    made = 0

    def __init__(self) -> None:
        FakeContext.made += 1
        self.state, self.currentTime, self.sampleRate = "suspended", 2.0, 48000
        self.destination = "speakers"
        self.log: list = []
        self.started: list[tuple[str, str, float]] = []
        self.buffers: list[Buffer] = []

    @classmethod
    def new(cls) -> "FakeContext":  # Pyodide's way to call a JS constructor
        return cls()

    def resume(self) -> None:
        self.state = "running"

    def createGain(self) -> Node:
        return Node(self, "gain")

    def createOscillator(self) -> Node:
        return Node(self, "osc")

    def createBiquadFilter(self) -> Node:
        return Node(self, "filter")

    def createBufferSource(self) -> Node:
        return Node(self, "noise")

    def createBuffer(self, channels: int, n: int, rate: int) -> Buffer:
        self.buffers.append(Buffer(n))
        return self.buffers[-1]


class Navigator:
    def __init__(self) -> None:
        self.buzzes: list[int] = []

    def vibrate(self, ms: int) -> bool:
        self.buzzes.append(ms)
        return True


def audio_window() -> Window:
    window = Window()
    window.AudioContext = FakeContext  # type: ignore[attr-defined]
    window.navigator = Navigator()  # type: ignore[attr-defined]
    return window


def test_nothing_sounds_before_a_gesture_unlocks_the_audio():
    window = audio_window()
    audio = Audio(window)
    made = FakeContext.made
    audio.play([CARD, WON])
    assert audio.ctx is None and FakeContext.made == made  # no context outside a gesture
    audio.unlock()
    assert audio.ctx.state == "running"  # resumed in the gesture
    audio.unlock()
    assert FakeContext.made == made + 1  # one context for the page


def test_each_cue_is_its_own_sound_one_after_the_other():
    window = audio_window()
    audio = Audio(window)
    audio.unlock()
    ctx = audio.ctx
    audio.play([CARD])
    assert [k for k, _, _ in ctx.started] == ["noise", "osc"]  # the snap and the thud
    assert len(ctx.buffers) == 1 and len(ctx.buffers[0].channel.samples) == 48000 * 8 // 100
    ctx.started.clear()
    audio.play([CARD, TRICK, WON])
    kinds = [(k, wave) for k, wave, _ in ctx.started]
    assert kinds == [("noise", ""), ("osc", "sine")] + [("osc", "triangle")] * 6
    times = [t for _, _, t in ctx.started]
    assert times == sorted(times) and times[2] > times[0]  # the trick after the card
    assert len(ctx.buffers) == 1  # the card's noise is made once
    ctx.started.clear()
    audio.play([LOST])
    assert [wave for _, wave, _ in ctx.started] == ["sine"] * 3
    assert window.navigator.buzzes == []


def test_a_refused_card_vibrates_where_the_device_can_and_makes_no_sound():
    window = audio_window()
    audio = Audio(window)
    audio.play([REFUSED])  # the vibration needs no audio context
    assert window.navigator.buzzes == [VIBRATE_MS]
    audio.unlock()
    audio.play([REFUSED])
    assert audio.ctx.started == [] and window.navigator.buzzes == [VIBRATE_MS] * 2
    bare = Window()  # no Web Audio, no vibrator: silence, never an error
    quiet = Audio(bare)
    quiet.unlock()
    quiet.play([CARD, REFUSED])
    assert quiet.ctx is None


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
