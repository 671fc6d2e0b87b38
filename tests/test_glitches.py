"""Small glitches players reported, on the fake page."""

from __future__ import annotations

from game.words import Words

from .webharness import Page


def test_a_links_pause_not_in_the_list_shows_as_itself() -> None:
    page = Page("?seed=5&pause=600").start().open("settings-panel")
    select = page.doc.getElementById("pause")
    other = page.doc.getElementById("pause-other")
    assert select.value == "600"
    assert other.textContent == Words().say("pause.ms", ms=600) and not other.hidden
    assert select.value != "0"  # was "None"
    # Apply with the pause untouched keeps it (it used to become 0: "None")
    page.apply_settings()
    assert page.ctl.pause_ms() == 600


def test_a_listed_pause_hides_the_extra_choice() -> None:
    page = Page("?seed=5&pause=300").start().open("settings-panel")
    assert page.doc.getElementById("pause").value == "300"
    assert page.doc.getElementById("pause-other").hidden


def test_the_tricks_winner_is_told_once_its_last_card_has_landed() -> None:
    """While the trick's last card is in flight (deps.settle), neither the status line
    nor the log names who won it; once it has landed both do."""
    page = Page("?seed=5&pause=800")
    seen: list[tuple[str, list[str]]] = []

    async def settle() -> None:
        seen.append((page.text("status-line"), page.log()))

    page.ctl.deps.settle = settle
    page.start()
    for _ in range(3):  # a few tricks: each is told after its landing
        page.click_card(page.enabled_cards()[0])
        if page.ctl.session.state.stage == "before_draw":
            page.do("act", "draw")
    assert seen, "no trick was shown"
    words = ("win the trick", "wins the trick")
    for landed, (status, log) in enumerate(seen):
        assert not any(w in status for w in words), status
        told = [line for line in log if any(w in line for w in words)]
        assert len(told) == landed, told  # every earlier trick, not this one
    told = [line for line in page.log() if any(w in line for w in words)]
    assert len(told) == len(seen)  # and each once it landed


def test_a_replay_says_practice_in_the_header_and_can_be_left_at_any_moment() -> None:
    from game.play.store import KEYS, MemoryBackend

    backend = MemoryBackend()
    page = Page("?seed=8&pause=0&level=sharp", backend=backend).start()
    page.play_out_deal()
    real, saved = page.session, backend.data[KEYS["match"]]
    log, scores = list(real.log), real.match.scores
    assert page.button("practice-box").hidden and not page.button("match-box").hidden
    page.do("replay")
    assert page.session.practice
    # the header: Practice and a way back, no "Match 0-0"
    assert not page.button("practice-box").hidden and page.button("match-box").hidden
    assert page.text("leave-practice") == Words().say("button.leave_practice")
    page.click_card(page.enabled_cards()[0])  # mid-deal, long before its end
    assert page.session.practice and not page.session.deal_over
    page.do("leave_practice")
    assert page.session is real and not real.practice
    assert real.log == log and real.match.scores == scores and real.deal_over
    assert backend.data[KEYS["match"]] == saved  # nothing of the practice was saved
    assert page.ctl.phase == "over"
    assert page.button("practice-box").hidden and not page.button("match-box").hidden
    assert not page.button("replay").hidden  # the deal can be practised again
    page.do("leave_practice")  # outside practice: nothing happens
    assert page.session is real
