"""The log as facts (game/web/table/narrate.Told): worded when the page is drawn, so a
change of language rewords all of it; saved as facts, and an older save's sentences
still load."""

from __future__ import annotations

import json

import pytest

from game.learn.lessons import load_all as load_lessons
from game.play.saved import saved_from
from game.play.store import KEYS, MemoryBackend
from game.puzzles.library import load_all as load_puzzles
from game.web.page_model import build_page_model
from game.web.session import Session
from game.web.table import narrate
from game.web.table.narrate import Told
from game.words import Words, table

from .webharness import Page

EN = Words()


def test_a_change_of_language_rewords_the_whole_log() -> None:
    page = Page("?seed=5&pause=0").start()
    for _ in range(3):
        page.click_card(page.enabled_cards()[0])
    english = page.log()
    assert len(english) >= 4 and english[0].startswith("Deal 1.")
    page.do("apply_settings", {"lang": "de"})
    german = page.log()
    assert page.ctl.language == "de" and len(german) >= len(english)
    assert all(g != e for g, e in zip(german, english)), list(zip(german, english))
    de_intro = table("de")["deal.intro.0"].split("{")[0]
    assert german[0].startswith(de_intro), german[0]
    assert build_page_model(page.ctl).table.log == tuple(german)


def test_the_log_is_saved_as_facts_and_worded_after_a_reload() -> None:
    backend = MemoryBackend()
    page = Page("?seed=5&pause=0", backend=backend).start()
    page.click_card(page.enabled_cards()[0])
    lines = page.log()
    saved = page.backend.data[KEYS["match"]]
    assert '"told"' in saved  # facts, not sentences
    again = Page("?pause=0&lang=hr", backend=backend).start()
    s = again.session
    assert s.lines(again.ctl.words)[:len(lines)] != lines  # the same lines, in Croatian
    assert len(again.log()) >= len(lines)
    assert s.lines(s.words("en"))[:len(lines)] == lines


def test_an_older_save_whose_log_is_sentences_still_loads() -> None:
    page = Page("?seed=5&pause=0").start()
    page.click_card(page.enabled_cards()[0])
    fields = page.session.saved_fields()
    old = dict(fields, log=["Deal 1. Long ago.", "You lead the Ace of hearts."])
    s = Session.restore(saved_from(old))
    assert s.lines(EN) == ["Deal 1. Long ago.", "You lead the Ace of hearts."]
    # a line of facts the page cannot word is left out, the rest kept
    odd = dict(fields, log=[*fields["log"], {"told": "event"}, {"told": "event", "event": 1},
                            {"told": "nonsense"}, "A sentence."])
    s = Session.restore(saved_from(odd))
    assert s.lines(EN) == [*Session.restore(saved_from(fields)).lines(EN), "A sentence."]


def test_a_people_match_reloaded_words_its_log_with_their_names() -> None:
    """A saved line is worded for the table it belongs to (a reload reads the save before
    there is a table to word it with)."""
    from .test_web_people import people_page

    page = people_page("?seats=person,person&seed=4&pause=0")
    for _ in range(4):
        if page.ctl.phase == "curtain":
            page.do("reveal")
        else:
            page.click_card(page.enabled_cards()[0])
    again = Page(page.query, backend=page.backend).start()
    log = " ".join(again.log())
    assert "Ana" in log and "You " not in log and "computer" not in log, log


def _reworded_in_german(page: Page) -> None:
    """Every line of the session's log is facts, and each is worded again in German."""
    session = page.session
    assert all(isinstance(line, Told) for line in session.log), session.log
    english = session.lines(session.words("en"))
    german = session.lines(session.words("de"))
    assert all(g != e for g, e in zip(german, english, strict=True)), list(zip(german, english))


def test_a_new_best_score_and_a_rating_step_are_facts_in_the_log() -> None:
    """The lines the ledger adds when a deal ends (a new best, the rating's step) are
    facts too: a change of language rewords them with the rest."""
    rated = Page("?rated=1&pause=0&level=sharp").start()  # (a seed's link is not rated)
    rated.play_out_deal()
    assert any(line.startswith("Your rating: ") for line in rated.session.lines(EN))
    _reworded_in_german(rated)
    for seed in range(1, 30):
        page = Page(f"?seed={seed}&pause=0&level=sharp").start()
        page.play_out_deal()
        if any(line.startswith("New best") for line in page.session.lines(EN)):
            _reworded_in_german(page)
            return
    pytest.fail("no won deal in 30 seeds")


def test_a_puzzles_a_lessons_and_a_practices_notices_are_facts_in_the_log() -> None:
    page = Page("?seed=5&pause=0").start()
    page.do("puzzles")
    page.do("puzzle", load_puzzles()[0].id)
    assert page.session.lines(page.ctl.words)[0].startswith("Puzzle ")
    _reworded_in_german(page)
    page.do("leave_practice")
    page.do("learn")
    page.do("lesson", load_lessons()[0].id)
    assert page.session.lines(page.ctl.words)[0].startswith("Lesson 1: ")
    _reworded_in_german(page)


def test_a_notes_facts_are_worded_in_the_language_shown_and_odd_ones_are_refused() -> None:
    line = narrate.note("try.costly", expert=narrate.action_fact("close"),
                        cost=narrate.decimal_fact(0.25, 2))
    again = Told.from_dict(json.loads(json.dumps(line.to_dict())))
    assert "0,25" in again.worded(Words("de"), 2)
    assert "0.25" in again.worded(EN, 2)
    odd_facts = ({"with": 5}, {"with": {"cost": {"colour": 1}}},
                 {"with": {"cost": {"points": "x"}}})
    for facts in odd_facts:
        odd = Told.from_dict({"told": "say", "key": "try.costly", **facts})
        with pytest.raises((ValueError, KeyError)):
            odd.worded(EN, 2)


def test_the_status_line_is_reworded_when_the_language_changes() -> None:
    """The last thing that happened is facts too: after a change of language the status
    line says it in the new language, not the one it happened in."""
    page = Page("?seed=5&pause=0").start()
    page.click_card(page.enabled_cards()[0])
    english = page.session.notice_text(page.ctl.words)
    assert english and english in page.text("status-line")
    page.do("apply_settings", {"lang": "de"})
    german = page.session.notice_text(page.ctl.words)
    assert german and german != english
    page.do("hint")  # the settings' word gives way to the prompt again
    shown = page.text("status-line")
    assert german in shown and english not in shown, shown


def test_a_new_match_after_a_deal_left_and_a_welcome_back_are_facts() -> None:
    """The lines a new match starts with (the deal it replaced counted as lost, the
    rating's step, what a rated match means) and the welcome after a reload are facts:
    the log and the status line are reworded with the language."""
    backend = MemoryBackend()
    page = Page("?rated=1&pause=0&level=sharp", backend=backend, answers=[True]).start()
    page.click_card(page.enabled_cards()[0])  # the deal has begun: leaving it loses it
    page.do("new_game")
    lines = page.session.lines(page.ctl.words)
    assert lines[0] == EN.say("notice.new_match"), lines
    assert lines[1].startswith(EN.say("notice.left_lost") + " Your rating: "), lines
    _reworded_in_german(page)
    assert all(isinstance(line, Told) for line in page.session.notice)
    again = Page("?pause=0", backend=backend).start()  # a reload: welcome back
    s = again.session
    assert s.notice_text(again.ctl.words) == EN.say("notice.welcome_back")
    assert s.notice_text(s.words("de")) == Words("de").say("notice.welcome_back")
