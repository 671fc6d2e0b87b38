"""The Puzzles panel and a puzzle on the table, on the fake DOM: the list, the puzzle as
practice (the match waits aside, nothing saved or counted), the judge's verdict on each
card, Undo, Try again, the solution, Next puzzle, the kept progress and its checks."""

from __future__ import annotations

import json

import pytest

from game.play.puzzle_progress import PuzzleProgress
from game.play.store import KEYS, REJECTED, MemoryBackend, Store
from game.puzzles.judge import action_values
from game.puzzles.library import ID_COUNTS, exists, load_all
from game.words import Words

from .webharness import Page

EN = Words()


def puzzle(preset: str = "traditional"):  # type: ignore[no-untyped-def]
    return next(p for p in load_all() if p.preset == preset and p.losing)


def wrong_card(p) -> str:  # type: ignore[no-untyped-def]
    values = action_values(p.start())
    return next(a for a, v in values.items() if v < p.value)


def opened(preset: str = "traditional", backend: MemoryBackend | None = None) -> Page:
    page = Page("?seed=5&pause=0", backend=backend or MemoryBackend()).start()
    page.do("puzzles")
    page.do("puzzle", puzzle(preset).id)
    return page


@pytest.mark.parametrize(("query", "table"), [
    ("?seed=5&pause=0", "traditional"), ("?seed=5&pause=0&rules=simple", "traditional"),
    ("?seed=5&pause=0&rules=three", "three"), ("?seed=5&pause=0&rules=schnapsen", "schnapsen")])
def test_the_panel_opens_at_the_table_being_played_grouped_by_grade(query: str,
                                                                     table: str) -> None:
    """Issue 40: the panel opens at the table being played (it once listed all 168 from the
    two-player ones on, 114 buttons to scroll past at three players); the table buttons
    over the list show another table's puzzles."""
    page = Page(query).start()
    assert page.doc.querySelectorAll("[data-puzzle]") == []  # not loaded before it is wanted
    page.do("puzzles")
    ids = [b.getAttribute("data-puzzle") for b in
           page.doc.querySelectorAll("#puzzles-list [data-puzzle]")]
    assert ids == [p.id for p in load_all() if p.preset == table]
    assert len(page.doc.querySelectorAll("#puzzles-list h3")) == 3  # easy, medium, hard
    assert page.button(f"puzzle-table-{table}").getAttribute("aria-pressed") == "true"
    assert "0 of 168" in page.text("puzzles-progress").replace(str(len(load_all())), "168")
    other = "three" if table != "three" else "schnapsen"
    page.do("puzzles", other)
    ids = [b.getAttribute("data-puzzle") for b in
           page.doc.querySelectorAll("#puzzles-list [data-puzzle]")]
    assert ids == [p.id for p in load_all() if p.preset == other]
    assert page.button(f"puzzle-table-{other}").getAttribute("aria-pressed") == "true"
    assert page.button(f"puzzle-table-{table}").getAttribute("aria-pressed") == "false"


def test_a_puzzle_is_practice_with_every_hand_open_and_the_match_waits() -> None:
    page = opened()
    p = puzzle()
    s = page.session
    assert s.practice and s.puzzle.puzzle == p
    assert not page.button("puzzle-box").hidden
    assert page.button("puzzle-status").getAttribute("data-verdict") == ""
    faces = [e.getAttribute("data-card") for e in page.doc.querySelectorAll(
        "#opponent-hand [data-card]")]
    assert sorted(faces) == sorted(p.start().hand(1))
    assert sorted(page.hand()) == sorted(p.start().hand(0))
    page.do("leave_practice")
    assert not page.session.practice and page.session.puzzle is None
    assert page.button("puzzle-box").hidden
    assert page.session.match.seed is not None and page.session.step == 0


def test_a_wrong_card_says_wrong_with_the_new_value_and_undo_takes_it_back() -> None:
    page = opened()
    p = puzzle()
    bad = wrong_card(p)
    before = sorted(page.hand())
    page.click_card(bad)
    status = page.button("puzzle-status")
    assert status.getAttribute("data-verdict") == "wrong"
    assert "drops the result" in status.textContent
    assert not page.button("undo").disabled
    page.do("undo")
    assert sorted(page.hand()) == before and page.session.actions == []
    assert status.getAttribute("data-verdict") == ""
    assert page.session.puzzle.helped  # a solve now scores nothing


def play_the_line(page: Page) -> None:
    line = page.session.puzzle.puzzle.line
    guard = 0
    while page.session.state.outcome is None:
        guard += 1
        assert guard < 30
        st = page.session.state
        assert st.to_move == 0 and page.ctl.phase == "you"
        values = action_values(st)
        best = max(values, key=lambda a: values[a])
        page.click_card(line[len(page.session.actions)] if guard == 1 else best)
        if page.button("puzzle-status").getAttribute("data-verdict") == "right":
            return


def test_playing_the_line_says_right_scores_the_grade_and_keeps_it() -> None:
    backend = MemoryBackend()
    page = opened(backend=backend)
    p = puzzle()
    play_the_line(page)
    assert page.button("puzzle-status").getAttribute("data-verdict") == "right"
    assert page.ctl.puzzles.progress.solved == {p.id: p.grade}
    stored = json.loads(backend.data[KEYS["puzzles"]])
    assert stored["solved"] == {p.id: p.grade}
    assert KEYS["match"] in backend.data and "practice" not in backend.data[KEYS["match"]]
    # a reload keeps it: the panel marks it solved
    again = Page("?pause=0", backend=backend).start()
    again.do("puzzles")
    button = again.doc.querySelector(f'[data-puzzle="{p.id}"]')
    assert button.getAttribute("data-solved") == "1"
    assert again.session.puzzle is None  # the puzzle itself was never saved


def test_the_solution_shown_then_the_puzzle_reopened_from_the_panel_scores_nothing() -> None:
    backend = MemoryBackend()
    page = opened(backend=backend)
    p = puzzle()
    page.do("puzzle_solution")
    assert json.loads(backend.data[KEYS["puzzles"]])["spoiled"] == [p.id]  # kept at once
    page.do("leave_practice")
    page.do("puzzles")
    page.do("puzzle", p.id)
    assert page.session.actions == [] and page.session.puzzle.helped
    play_the_line(page)
    assert page.button("puzzle-status").getAttribute("data-verdict") == "right"
    assert EN.say("puzzle.scored.none") in page.text("puzzle-status")
    assert page.ctl.puzzles.progress.solved == {p.id: 0}
    assert json.loads(backend.data[KEYS["puzzles"]]) == {"version": 1, "solved": {p.id: 0},
                                                         "spoiled": []}


def test_a_wrong_play_then_a_reload_scores_nothing() -> None:
    backend = MemoryBackend()
    page = opened(backend=backend)
    p = puzzle()
    page.click_card(wrong_card(p))
    again = opened(backend=backend)  # the page reloaded, the puzzle opened again
    assert again.session.puzzle.puzzle == p and again.session.puzzle.helped
    play_the_line(again)
    assert again.ctl.puzzles.progress.solved == {p.id: 0}
    assert again.ctl.puzzles.counts() == (1, len(load_all()), 0)


def test_the_panels_id_counts_name_the_built_in_set() -> None:
    ids = {p.id for p in load_all()}
    assert ids == {f"{letter}{n:03d}" for letter, count in ID_COUNTS.items()
                   for n in range(1, count + 1)}
    assert all(exists(i) for i in ids)
    assert not any(exists(i) for i in ("t000", "t061", "r055", "x001", "t0010", "t01", "T001",
                                       "t٠٠١", ""))


def test_made_up_puzzle_ids_are_set_aside_and_never_counted() -> None:
    made_up = {f"t{n:04d}": 3 for n in range(1999)}  # ids of the set's form, none of its own
    real = puzzle()
    stored = {"version": 1, "solved": {**made_up, real.id: 1}, "spoiled": ["s9999"]}
    backend = MemoryBackend({KEYS["puzzles"]: json.dumps(stored)})
    page = Page("?pause=0", backend=backend).start()
    assert page.ctl.puzzles.counts() == (1, len(load_all()), 1)
    assert EN.say("store.puzzles_dropped", detail="2000") in page.ctl.notices
    assert json.loads(backend.data[REJECTED["puzzles"]]) == stored  # kept aside, not lost
    assert json.loads(backend.data[KEYS["puzzles"]])["solved"] == {real.id: 1}
    page.do("puzzles")
    assert f"Solved 1 of {len(load_all())}." in page.text("puzzles-progress")
    assert not Page("?pause=0", backend=backend).start().ctl.notices


def test_statistics_do_not_count_a_puzzle() -> None:
    page = opened()
    before = page.ctl.stats.total().deals
    while page.session.state.outcome is None:
        page.click_card(page.enabled_cards()[0])
    assert page.ctl.stats.total().deals == before


def test_show_solution_try_again_and_next() -> None:
    page = opened()
    p = puzzle()
    page.do("puzzle_solution")
    line = page.button("puzzle-line")
    assert not line.hidden and line.textContent.startswith("Solution:")
    assert page.button("puzzle-solution").disabled
    page.click_card(p.best)
    page.do("puzzle_retry")
    assert page.session.actions == [] and page.session.puzzle.helped
    page.do("puzzle_next")
    assert page.session.puzzle.puzzle.id != p.id and page.session.practice


def test_three_players_and_schnapsen_puzzles_open_at_their_table() -> None:
    for preset in ("three", "schnapsen"):
        page = opened(preset)
        assert page.session.players == (3 if preset == "three" else 2)
        assert page.session.match.rules.preset == preset
        if preset == "three":
            assert EN.say("puzzle.open@three").split(",")[0] in page.text("puzzle-open")
            assert page.doc.querySelectorAll('[data-seat="2"] [data-card]')
        page.do("leave_practice")
        assert page.session.match.rules.preset == "traditional"


def test_a_puzzle_words_in_its_own_tables_words_and_the_match_in_its_own_again() -> None:
    """The page's words are the game on the table's (Controller.words): a Schnapsen puzzle
    over a match of Sixty-Six keeps the jack, and the match the nine once it returns."""
    page = Page("?seed=5&pause=0", backend=MemoryBackend()).start()
    nine, jack = EN.say("button.pass"), Words("en", "schnapsen").say("button.pass")
    assert page.text("pass-exchange") == nine != jack
    page.do("puzzles")
    page.do("puzzle", puzzle("schnapsen").id)
    assert page.ctl.words == Words("en", "schnapsen")
    assert page.text("pass-exchange") == jack
    page.do("leave_practice")
    assert page.ctl.words == Words("en", "traditional")
    assert page.text("pass-exchange") == nine


def test_the_progress_record_is_checked_and_a_damaged_one_set_aside() -> None:
    good = PuzzleProgress({"t001": 2})
    assert PuzzleProgress.from_stored(good.to_dict()) == good
    for bad in ({"solved": {"../x": 1}}, {"solved": {"t001": 9}}, {"solved": []},
                {"solved": {"t001": True}}, {"solved": {"t001": 1}, "spoiled": ["t001"]},
                {"spoiled": ["t002", "t002"]}, {"spoiled": {"t002": 1}}, {"spoiled": [7]}):
        backend = MemoryBackend({KEYS["puzzles"]: json.dumps({"version": 1, **bad})})
        progress, msg = Store(backend).load_puzzles()
        assert progress == PuzzleProgress() and msg
        assert REJECTED["puzzles"] in backend.data and KEYS["puzzles"] not in backend.data
    page = Page("?pause=0", backend=MemoryBackend(
        {KEYS["puzzles"]: json.dumps({"version": 1, "solved": {"t001": 7}})})).start()
    assert any("puzzle progress was damaged" in n for n in page.ctl.notices)


@pytest.mark.parametrize("lang", ["en", "de", "hr"])
def test_the_menu_says_puzzle_not_a_level_during_a_puzzle(lang: str) -> None:
    """Issue 57, point 6: a puzzle's replies are the judge's, not a level's; the Menu's
    Settings line named the match's level ("Level: Expert") during one."""
    w = Words(lang)
    page = Page("?seed=5&pause=0&level=expert", backend=MemoryBackend()).start()
    page.ctl.language = lang  # as the Settings panel sets it
    page.do("puzzles")
    p = puzzle()
    page.do("puzzle", p.id)
    line = page.text("settings-line")
    assert w.say("level.expert") not in line, line
    assert line == w.say("menu.settings.puzzle", n=int(p.id[1:]), rules=w.say("rules.traditional"))
    page.do("leave_practice")
    assert w.say("level.expert") in page.text("settings-line")


@pytest.mark.parametrize("lang", ["en", "de", "hr"])
def test_the_settings_panel_says_it_is_the_matchs_during_a_puzzle(lang: str) -> None:
    """Issue 57, point 6: the Settings panel edits the match's settings; during a puzzle it
    showed them with nothing saying the puzzle has no level. A line at its top says so,
    naming no level; in the match itself the line is hidden."""
    w = Words(lang)
    page = Page("?seed=5&pause=0&level=expert", backend=MemoryBackend()).start()
    page.ctl.language = lang  # as the Settings panel sets it
    about = page.doc.getElementById("settings-about")
    assert about.hidden
    page.do("puzzles")
    page.do("puzzle", puzzle().id)
    page.dialogs.show("settings-panel")
    assert not about.hidden and about.textContent == w.say("settings.about.puzzle")
    assert not any(w.say(f"level.{k}") in about.textContent
                   for k in ("gentle", "normal", "sharp", "expert"))
    page.do("leave_practice")
    assert about.hidden


def test_the_settings_panel_shows_the_matchs_own_level_during_a_puzzle() -> None:
    """Its line says the settings are the match's: its controls show the match's (a puzzle
    is played at the Expert's level, the match at Normal here), and Apply as it stands
    changes nothing."""

    page = Page("?seed=5&pause=0&level=normal", backend=MemoryBackend()).start()
    page.do("puzzles")
    page.do("puzzle", puzzle().id)
    assert page.session.level == "expert"  # the puzzle's own replies
    page.dialogs.show("settings-panel")
    assert page.doc.getElementById("level").value == "normal"
    page.apply_settings()
    assert page.text("message") == EN.say("msg.settings_applied")  # nothing asked, nothing new
    assert page.ctl.puzzles.run is not None  # the puzzle still on the table


def test_the_solution_is_grouped_by_trick() -> None:
    """Issue 57, point 6: the solution was one flat list of plays, which at 360x640 pushed
    the box's buttons out of sight; it is a line per trick, its plays in order (a puzzle
    that begins with a card on the table finishes that trick first)."""
    for p in (puzzle(), next(q for q in load_all() if q.start().table)):
        page = Page("?seed=5&pause=0", backend=MemoryBackend()).start()
        page.do("puzzles")
        page.do("puzzle", p.id)
        page.do("puzzle_solution")
        st, tricks = p.start(), []
        for action in p.line:
            if not tricks or not st.table:
                tricks.append([])
            tricks[-1].append(action)
            st = st.apply(action)
        items = page.doc.querySelectorAll("#puzzle-line li")
        assert page.text("puzzle-line").startswith(EN.say("puzzle.solution"))
        assert len(items) == len(tricks) >= 2
        for n, (item, trick) in enumerate(zip(items, tricks), 1):
            text = item.textContent
            assert text.startswith(EN.say("puzzle.trick", n=n, plays="")), text
            at = [text.index(EN.card_name(card)) for card in trick]
            assert at == sorted(at), text
