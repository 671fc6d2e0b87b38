"""The puzzle and analysis boxes' models from real sessions (issue 58, point 1): a
puzzle on the table and its solution shown, the Puzzles panel's list, the analysis of a
deal at two and at three players, the position editor. Each survives a JSON round trip
through game/web/model_json.py, and a page drawn from the model alone (another page's,
sent as JSON) shows what the page it came from shows: the views read no controller."""

from __future__ import annotations

import json

from game.engine.deal import new_deal
from game.engine.position import encode_position
from game.engine.viewposition import view_position
from game.play.store import MemoryBackend
from game.puzzles.library import PUZZLE_PRESETS, load_all
from game.web.analysis.model import AnalysisModel, build_analysis
from game.web.model_json import from_json, to_json
from game.web.page_model import PageModel, build_page_model
from game.web.puzzles.model import PuzzleModel, build_puzzle, result_text, signed
from game.web.table.markup import display_order
from game.web.table.model import Card
from game.words import Words

from .webharness import Page

EN = Words()  # the page's words at a solo table in English (no preset words these)


def _round_trip(model: object) -> None:
    assert from_json(type(model), json.loads(json.dumps(to_json(model)))) == model


def _drawn_elsewhere(page: Page, ids: tuple[str, ...]) -> None:
    """The page's model, through JSON, drawn on a fresh page shows the same there."""
    model = from_json(PageModel, json.loads(json.dumps(to_json(build_page_model(page.ctl)))))
    other = Page("?pause=0").start()
    other.renderer.render(model)
    for id_ in ids:
        assert other.doc.getElementById(id_).innerHTML == \
            page.doc.getElementById(id_).innerHTML, id_
        assert other.doc.getElementById(id_).hidden == page.doc.getElementById(id_).hidden


def _losing_puzzle():  # type: ignore[no-untyped-def]
    return next(p for p in load_all() if p.preset == "traditional" and p.losing)


def _puzzle_page() -> Page:
    page = Page("?seed=5&pause=0", backend=MemoryBackend()).start()
    page.do("puzzles")
    page.do("puzzle", _losing_puzzle().id)
    return page


def test_no_puzzle_list_until_the_panel_opens_and_no_box_off_a_puzzle() -> None:
    page = Page("?seed=5&pause=0").start()
    assert build_puzzle(page.ctl, page.ctl.words) == PuzzleModel(listing=None, box=None)


def test_a_puzzle_on_the_table_worded_with_the_list_of_its_table() -> None:
    page = _puzzle_page()
    p = _losing_puzzle()
    m = build_puzzle(page.ctl, page.ctl.words)
    box = m.box
    assert box is not None
    assert box.title == EN.say("puzzle.title", n=int(p.id[1:]), table=EN.rules_name(p.preset),
                               grade=EN.say(f"puzzle.grade.{p.grade}"))
    assert box.goal == EN.say("puzzle.goal", result=result_text(EN, p.value),
                              value=signed(p.value))
    assert box.status == EN.say("puzzle.status.start") and box.verdict == ""
    assert box.solution is None and not box.retry  # nothing played, nothing shown yet
    listing = m.listing
    assert listing is not None
    assert [(t.preset, t.pressed) for t in listing.tables] == \
        [(t, t == "traditional") for t in PUZZLE_PRESETS]
    listed = [item.id for g in listing.grades for item in g.puzzles]
    assert listed == [q.id for q in load_all() if q.preset == "traditional"]
    assert not any(item.solved for g in listing.grades for item in g.puzzles)
    _round_trip(m)
    _drawn_elsewhere(page, ("puzzles-list", "puzzle-box", "puzzle-title", "puzzle-status"))


def test_the_solution_shown_is_a_line_per_trick_and_try_again_waits_for_a_play() -> None:
    page = _puzzle_page()
    p = _losing_puzzle()
    page.do("puzzle_solution")
    box = build_puzzle(page.ctl, page.ctl.words).box
    assert box is not None and box.solution is not None
    st, tricks = p.start(), []
    for action in p.line:
        if not tricks or not st.table:
            tricks.append([])
        tricks[-1].append(EN.say("puzzle.step", who=EN.who(st.to_move, 2),
                                 card=EN.card_name(action)))
        st = st.apply(action)
    assert box.solution.heading == EN.say("puzzle.solution")
    assert box.solution.tricks == tuple(EN.say("puzzle.trick", n=n, plays=", ".join(plays))
                                        for n, plays in enumerate(tricks, 1))
    _round_trip(build_puzzle(page.ctl, page.ctl.words))
    _drawn_elsewhere(page, ("puzzle-line", "puzzle-status"))


def test_the_list_marks_a_puzzle_solved_and_is_reworded_in_another_language() -> None:
    """The list is worded once per wording, table and puzzles solved: a solve or a new
    language gives another one."""
    from .test_web_puzzles import play_the_line

    page = _puzzle_page()
    p = _losing_puzzle()
    before = build_puzzle(page.ctl, page.ctl.words).listing
    play_the_line(page)
    after = build_puzzle(page.ctl, page.ctl.words).listing
    assert before is not None and after is not None
    item = next(i for g in after.grades for i in g.puzzles if i.id == p.id)
    assert item.solved and item.label == EN.say(
        "puzzles.item.solved", n=item.n, table=EN.rules_name("traditional"),
        grade=EN.say(f"puzzle.grade.{p.grade}"))
    assert after.progress != before.progress
    page.ctl.language = "de"  # as the Settings panel sets it
    german = build_puzzle(page.ctl, page.ctl.words).listing
    solved, total, score = page.ctl.puzzles.counts()
    assert solved == 1 and german is not None and german.progress == Words("de").say(
        "puzzles.progress", solved=solved, total=total, score=score) != after.progress


def test_the_analysis_of_a_deal_at_two_players() -> None:
    s = new_deal(5)
    for _ in range(3):
        s = s.apply(s.legal_actions()[0])
    v = s.view(s.to_move)
    page = Page(f"?pause=0&view={encode_position(view_position(v))}").start()
    m = build_analysis(page.ctl, page.ctl.words)
    assert isinstance(m, AnalysisModel) and m.view and m.setup is None
    assert EN.say("analysis.stock", n=v.stock_size) in m.facts
    assert m.hand == tuple(Card(c, EN.card_name(c)) for c in display_order(v.hand, v.trump))
    a = page.ctl.ui.analysis
    assert m.advice == a.advice != "" and m.action == a.action
    _round_trip(m)
    _drawn_elsewhere(page, ("analysis-facts", "analysis-hand", "analysis-body"))


def test_the_analysis_of_the_tables_deal_at_three_players() -> None:
    page = Page("?seed=5&pause=0&rules=three").start()
    page.do("analyse")
    v = page.session.view()
    m = build_analysis(page.ctl, page.ctl.words)
    assert m is not None and m.view and m.setup is None
    me, west, east = v.seat, (v.seat + 1) % 3, (v.seat + 2) % 3
    assert m.facts[1] == EN.say("analysis.points3", mine=v.points[me], west=v.points[west],
                                east=v.points[east])
    assert m.hand == tuple(Card(c, EN.card_name(c)) for c in display_order(v.hand, v.trump))
    _round_trip(m)
    page.do("analysis_close")
    assert build_analysis(page.ctl, page.ctl.words) is None


def test_the_editor_as_it_is_drawn() -> None:
    page = Page("?rated=1&pause=0").start()  # a rated deal: the editor opens instead
    page.do("analyse")
    m = build_analysis(page.ctl, page.ctl.words)
    assert m is not None and not m.view and m.setup is not None
    s = page.ctl.ui.analysis.setup
    e = m.setup
    assert sorted(c.code for suit in e.suits for c in suit.cards) == sorted(s.pack)
    assert f"game:{s.rules}" in e.checked and "place:hand" in e.checked
    assert e.counts == EN.say("setup.counts.start") and e.problem == ""
    page.do("setup_edit", f"card:{e.suits[0].cards[0].code}")
    edited = build_analysis(page.ctl, page.ctl.words)
    assert edited is not None and edited.setup is not None
    card = edited.setup.suits[0].cards[0]
    assert card.places == "hand" and card.label.endswith(EN.say("setup.place.hand"))
    assert card.name == EN.card_name(card.code) and card.label.startswith(card.name)
    _round_trip(build_analysis(page.ctl, page.ctl.words))
    _drawn_elsewhere(page, ("setup-cards",))
