"""The deal review read like a chess analysis board: routine decisions hidden, marks,
accuracy, a verdict never above a deal's worth (game.review.decisions, game.review.scale),
their markup (game.web.review_markup) and the dialog's keys and clicks (fake DOM)."""

from __future__ import annotations

import html
import re

import pytest

from game.review.decisions import Decision, Review
from game.review.scale import HALF_ACCURACY, MARKS, MAX_GAME_POINTS
from game.web import review_markup
from game.web.narrate import review_lines
from game.web.texts import use_language

from .webharness import Page


def decision(number: int, cost: float, ev: dict[str, float] | None = None, trick: int = 1,
             choice: str = "AS", expert: str = "TS") -> Decision:
    ev = ev if ev is not None else {choice: 0.0 - cost, expert: 0.0, "KS": -1.0}
    known = dict.fromkeys(ev, 0.0)
    return Decision(number, number - 1, trick, 1, choice, expert, ev, known, choice, cost, 0.0)


def review(*decisions: Decision, result: int = 1) -> Review:
    return Review(seed=1, seat=0, decisions=tuple(decisions), result=result)


@pytest.fixture(autouse=True)
def english():
    use_language("en")
    yield
    use_language("en")


def test_a_decision_is_routine_when_every_action_is_worth_the_same_or_a_draw_matches_the_expert():
    same = decision(1, 0.0, {"AS": -2.0, "TS": -2.0, "KS": -2.0})
    near = decision(2, 0.0, {"AS": 0.5, "TS": 0.503})  # within rounding noise
    drawn = decision(3, 0.0, {"draw": 0.25, "close": -3.0}, choice="draw", expert="draw")
    card = decision(4, 0.0, {"AS": 0.5, "TS": 0.25}, expert="AS")
    late_draw = decision(5, 0.4, {"draw": -0.4, "close": 0.0}, choice="draw", expert="close")
    assert [d.routine for d in (same, near, drawn, card, late_draw)] == [
        True, True, True, False, False]
    r = review(same, near, drawn, card, late_draw)
    assert [d.number for d in r.real()] == [4, 5]


@pytest.mark.parametrize(("cost", "mark"), [
    (0.0, None), (0.099, None), (0.1, "inaccuracy"), (0.29, "inaccuracy"), (0.3, "mistake"),
    (0.59, "mistake"), (0.6, "blunder"), (2.5, "blunder")])
def test_marks_follow_the_documented_bounds(cost, mark):
    assert dict(MARKS) == {"inaccuracy": 0.1, "mistake": 0.3, "blunder": 0.6}
    assert decision(1, cost).mark == mark


def test_accuracy_is_100_for_the_experts_choice_halves_per_blunder_and_skips_routine_moves():
    assert decision(1, 0.0).accuracy == 100.0
    assert decision(1, HALF_ACCURACY).accuracy == pytest.approx(50.0)
    assert decision(1, 2 * HALF_ACCURACY).accuracy == pytest.approx(25.0)
    routine = decision(3, 0.0, {"draw": 0.0, "close": -3.0}, choice="draw", expert="draw")
    r = review(decision(1, 0.0), decision(2, HALF_ACCURACY), routine)
    assert r.accuracy() == pytest.approx(75.0)  # the routine draw counts for nothing
    assert review(routine).accuracy() is None
    assert review_markup.accuracy_text(r) == "Accuracy: 75%"
    assert "no real choice" in review_markup.accuracy_text(review(routine))


def test_the_verdict_never_says_more_was_lost_than_a_deal_can_give():
    costs = (0.5, 2.5, 1.5, 0.5, 1.0, 0.333)  # seed 8's review: 6.33 added up
    big = review(*(decision(i, c, trick=i) for i, c in enumerate(costs, 1)), result=-2)
    v = big.verdict()
    assert v.lost == pytest.approx(sum(costs)) and v.capped
    assert v.shown_lost == MAX_GAME_POINTS == 3
    text = " ".join(review_lines(big))
    said_lost = [float(n) for n in re.findall(r"\(?(\d+(?:\.\d+)?) (?:expected )?game points",
                                              text)]
    assert said_lost and max(said_lost) <= MAX_GAME_POINTS and "6.3" not in text
    assert "as much as a deal can give (3 expected game points)" in text
    small = review(decision(1, 0.73), decision(2, 0.2), result=-1)
    assert not small.verdict().capped and small.verdict().shown_lost == pytest.approx(0.93)
    text = " ".join(review_lines(small))
    assert "cost about 0.9 expected game points" in text and "0.73 lost" in text
    assert "1 game points" not in text and "You lost this deal (game points: −1)." in text


def test_the_table_shows_points_lost_in_deal_order_marks_and_hides_routine_rows():
    routine = decision(2, 0.0, {"draw": 0.0, "close": -3.0}, choice="draw", expert="draw")
    r = review(decision(1, 0.73, trick=1), routine, decision(3, 0.05, trick=2),
               decision(4, 0.35, trick=3))
    html = review_markup.review_table_html(r, show_all=False)
    rows = re.findall(r"<tr data-decision[^>]*>", html)
    assert [re.search(r'data-decision="(\d+)"', row)[1] for row in rows] == ["1", "2", "3", "4"]
    assert ['data-mark="blunder"' in rows[0], 'data-mark' in rows[2],
            'data-mark="mistake"' in rows[3]] == [True, False, True]
    assert " hidden" in rows[1] and all(" hidden" not in rows[i] for i in (0, 2, 3))
    assert all('tabindex="0"' in row for row in rows)
    assert "<td>0.73</td>" in html and "−" not in html and "-0" not in html
    assert "?? Blunder" in re.sub(r"<[^>]+>", "", html)
    assert " hidden" not in review_markup.review_table_html(r, show_all=True)


def test_the_chart_has_axes_tick_labels_a_legend_and_a_focusable_point_per_decision():
    r = review(decision(1, 0.73, trick=1), decision(2, 0.0, trick=1), decision(3, 0.3, trick=4))
    svg = review_markup.review_chart_svg(r, tricks=6)
    assert "style=" not in svg  # the page's policy: classes only
    x_ticks = re.findall(r'class="tick tick-x"[^>]*>(\d+)<', svg)
    assert x_ticks == [str(n) for n in range(1, 7)]
    assert re.findall(r'class="tick tick-y"[^>]*>([^<]+)<', svg) == ["-1", "0", "+1"]
    assert [m for m in re.findall(r'<circle[^>]*data-goto="(\d+)"', svg)] == ["1", "2", "3"]
    assert svg.count('tabindex="0"') == 3 and "data-decision" not in svg  # rows are the hook
    legend = html.unescape(re.sub(r"<[^>]+>", "|", svg.split('class="review-legend"')[1]))
    assert [t for t in legend.split("|") if t.strip(">")][:3] == [
        "Best choice (the Expert's)", "Your choice", "Your choice with every card known"]
    places = [float(x) for x in re.findall(r'<circle[^>]*cx="([\d.]+)"', svg)]
    assert places[0] < places[1] < places[2]  # two decisions share trick 1, in order


def test_rows_and_points_jump_to_their_trick_and_arrow_keys_step_through_the_review():
    page = Page("?seed=8&pause=0&level=sharp").start()
    page.play_out_deal()
    page.dialogs.show("review")  # as the Review button opens it
    page.do("review")
    r = page.ctl.ui.review
    real = r.real()
    assert len(real) < len(r.decisions)  # seed 8 has routine draws: hidden at first
    shown = [int(row.getAttribute("data-goto"))
             for row in page.doc.querySelectorAll("#review-body tr[data-goto]:not([hidden])")]
    assert shown == [d.number for d in real]
    frames = page.ctl.reviews.frames()
    last = real[-1]
    page.do("review_goto", last.number)  # a click on its row or point
    assert frames[page.ctl.ui.review_trick].number == last.trick
    current = page.doc.querySelectorAll('#review [aria-current="true"]')
    assert {el.getAttribute("data-goto") for el in current} == {str(last.number)}
    assert len(current) == 2  # the row and the chart's point
    page.key("ArrowUp")  # the previous decision listed
    assert page.ctl.ui.review_decision == real[-2].number
    assert page.doc.activeElement.getAttribute("data-goto") == str(real[-2].number)
    assert frames[page.ctl.ui.review_trick].number == real[-2].trick
    page.key("ArrowLeft")  # the trick before
    assert frames[page.ctl.ui.review_trick].number == real[-2].trick - 1
    page.key("ArrowRight")
    assert frames[page.ctl.ui.review_trick].number == real[-2].trick
    row = page.doc.querySelector(f'#review-body tr[data-goto="{real[0].number}"]')
    page.doc.key("Enter", row)  # Enter on a focused row
    page.flush()
    assert page.ctl.ui.review_decision == real[0].number
    assert frames[page.ctl.ui.review_trick].number == real[0].trick
    page.do("review_all", True)  # the toggle shows every decision
    assert not any(row.hidden for row in page.doc.querySelectorAll("#review-body tr"))
    assert page.doc.getElementById("review-all").checked
    assert page.text("review-accuracy").startswith("Accuracy: ")


def test_try_again_from_here_starts_practice_just_before_that_decision_and_counts_nowhere():
    from game.play.store import KEYS, MemoryBackend, Store

    backend = MemoryBackend()
    page = Page("?seed=8&pause=0&level=sharp", backend=backend).start()
    page.play_out_deal()
    page.do("review")
    record, real = page.ctl.reviews.last, page.ctl.ui.review.real()
    d = real[1]
    page.do("review_goto", d.number)  # its trick in the stepper: the button is there
    buttons = page.doc.querySelectorAll("#review-trick button[data-replay]")
    assert str(d.number) in {b.getAttribute("data-replay") for b in buttons}
    saved, before = backend.data[KEYS["match"]], Store(backend).load_stats()[0].total().deals
    page.do("replay_from", d.number)
    s = page.session
    assert s.practice and s.state == record.states()[d.index]  # the player to move, as then
    assert s.state.to_move == 0 and d.choice in s.state.legal_actions()
    assert f"Practice from trick {d.trick}" in " ".join(s.log)
    page.play_out_deal()
    assert backend.data[KEYS["match"]] == saved
    assert Store(backend).load_stats()[0].total().deals == before
    assert not page.doc.querySelectorAll("#review-trick button[data-replay]")  # review is gone
    page.do("next_deal")  # Back to your match
    assert not page.session.practice and page.ctl.reviews.last == record


def test_the_trick_walk_notes_routine_decisions_only_when_every_decision_is_shown():
    page = Page("?seed=8&pause=0&level=sharp").start()
    page.play_out_deal()
    page.do("review")
    r, frames = page.ctl.ui.review, page.ctl.reviews.frames()
    i = next(i for i, f in enumerate(frames)
             if any(d.routine and d.trick == f.number for d in r.decisions))
    page.do("review_step", i)
    in_trick = [d for d in r.decisions if d.trick == frames[i].number]

    def notes() -> int:
        return len(page.doc.querySelectorAll("#review-trick li"))

    assert notes() == len([d for d in in_trick if not d.routine]) < len(in_trick)
    page.do("review_all", True)
    assert notes() == len(in_trick)


@pytest.mark.parametrize(("lang", "bounds"), [("en", ("0.1", "0.3", "0.6")),
                                              ("de", ("0,1", "0,3", "0,6"))])
def test_the_help_states_the_mark_bounds_and_the_accuracy_formula(lang, bounds):
    from game.web.markup import help_html

    use_language(lang)
    text = html.unescape(re.sub(r"<[^>]+>", " ", help_html("traditional", 7, "", False)))
    assert all(b in text for b in bounds)
    assert "100 × 2^(−" in text and f"÷ {bounds[2]})" in text


def test_a_three_player_review_measures_its_verdict_against_six_game_points():
    costs = (1.5, 2.0, 0.7)  # 4.2: more than two players' deal can give, less than three's
    r = Review(seed=1, seat=0, decisions=tuple(decision(i, c) for i, c in enumerate(costs, 1)),
               result=0, swing=6)
    assert not r.verdict().capped and r.verdict().shown_lost == pytest.approx(4.2)
    assert "cost about 4.2 expected game points" in " ".join(review_lines(r))
    page = Page("?seed=4&pause=0&level=sharp&rules=three").start()
    page.play_out_deal()
    page.do("review")
    assert page.ctl.ui.review.swing == 6 and page.ctl.ui.review.verdict().swing == 6


def test_try_again_from_here_plays_the_expert_and_judges_the_retry_as_the_review_did():
    page = Page("?seed=8&pause=0&level=sharp").start()
    page.play_out_deal()
    page.do("review")
    costly = [d for d in page.ctl.ui.review.real() if d.cost > 0.05 and len(d.choice) == 2]
    assert costly, "seed 8 has a costly card decision"
    d = costly[0]
    page.do("review_goto", d.number)
    page.do("replay_from", d.number)
    assert page.session.level == "expert"  # against the Expert, as the review judged it
    page.play(d.choice)  # the same card again: what it cost is said
    from game.review.scale import NOISE
    from game.web.texts import action_phrase, decimal, say

    costly_words = say("try.costly", expert=action_phrase(d.expert),
                       cost=decimal(d.ev[d.expert] - d.ev[d.choice], 2))
    assert costly_words in page.log()
    page.do("undo")  # back to the decision: the next try is judged again
    assert not page.session.actions
    page.play(d.expert)
    assert say("try.good", value=decimal(d.ev[d.expert], 2, signed=True)) in page.log()
    assert d.ev[d.expert] - d.ev[d.choice] >= NOISE
    page.do("undo")
    page.do("leave_practice")
    page.do("replay")  # the whole deal again: nothing judged
    page.click_card(page.enabled_cards()[0])
    assert not any(line.startswith(("As good as", "The Expert's choice")) for line in page.log())
