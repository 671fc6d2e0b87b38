"""The deal review read like a chess analysis board: routine decisions hidden, marks,
accuracy, a summary whose figures are its rows' (the gap between the best result within
reach and the actual one, the rows' costs added up: game.review.decisions,
game.review.scale), their model and markup (game.web.review.model, review_markup) and the
dialog's keys and clicks (fake DOM)."""

from __future__ import annotations

import html
import re

import pytest

from game.review.decisions import Decision, Review
from game.review.scale import HALF_ACCURACY, MARKS, MAX_GAME_POINTS, MAX_GAME_POINTS_THREE
from game.web.review import review_markup, review_words
from game.web.review.model import chart_model, table_model, trick_model
from game.web.review.review_words import summary_lines
from game.words import Words

from .webharness import Page

EN = Words()


def decision(number: int, cost: float, ev: dict[str, float] | None = None, trick: int = 1,
             choice: str = "AS", expert: str = "TS",
             known: dict[str, float] | None = None) -> Decision:
    """A decision as the engine prices it; ``known``: each action's value with every card
    known (default: all 0)."""
    ev = ev if ev is not None else {choice: 0.0 - cost, expert: 0.0, "KS": -1.0}
    known = known if known is not None else dict.fromkeys(ev, 0.0)
    top = max(known.values())
    best = next(a for a in (choice, expert, *known) if known[a] >= top - 1e-9)
    return Decision(number, number - 1, trick, 1, choice, expert, ev, known, best, cost,
                    top - known[choice])


def review(*decisions: Decision, result: int = 1, swing: int = MAX_GAME_POINTS,
           tiebreak: bool = False) -> Review:
    return Review(seat=0, decisions=tuple(decisions), result=result, swing=swing,
                  tiebreak=tiebreak)


def numbers_said(text: str) -> list[float]:
    """Every amount of game points a summary states as lost, taken or more (one decimal
    place: '3.0', '0.9'); the result and the best result are whole signed numbers."""
    return [float(n) for n in re.findall(r"(?<![+−\d.])(\d+\.\d)(?!\d)", text)]


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
    assert review_words.accuracy_text(EN, r) == "Accuracy: 75%"
    assert "no real choice" in review_words.accuracy_text(EN, review(routine))


def test_the_summary_says_the_gap_and_the_rows_costs_added_up():
    # seed 8's costs: 6.33 added up, each measured from its own position
    costs = (0.5, 2.5, 1.5, 0.5, 1.0, 0.333)
    at_best = {"AS": 1.0, "TS": 1.0, "KS": -1.0}  # with every card known, +1 was within reach
    big = review(*(decision(i, c, trick=i, known=at_best if i == 2 else None)
                   for i, c in enumerate(costs, 1)), result=-2)
    v = big.verdict()
    assert v.lost == pytest.approx(sum(costs)) and v.reachable == 1.0 and v.gap == 3.0
    assert v.charged == 3.0  # the statistics count the gap, not 6.33
    text = " ".join(summary_lines(EN, big))
    assert max(numbers_said(text)) <= v.gap  # the result's figures: the gap at most
    assert ("You lost this deal (game points: −2). With every card known, you could have got +1"
            " instead of −2: 3.0 more. From what you could see, your choices cost 6.33 in all, in"
            " expected game points: the rows below added up (the costliest: trick 2, Ace of"
            " spades instead of 10 of spades). Each row counts from its own position, so the sum"
            " can be more than the result lost.") == text
    # the same choices in a deal that gave the most it could: the result lost nothing
    lucky = review(*big.decisions, result=1)
    v = lucky.verdict()
    assert v.reached and v.gap == 0.0 and v.charged == 0.0 and v.lost == pytest.approx(6.333)
    text = " ".join(summary_lines(EN, lucky))
    assert numbers_said(text) == [] and "That is the most this deal could give you." in text
    assert "your choices risked 6.33 in all" in text and "the result lost nothing" in text
    # costs below the gap: their sum, no share of the gap
    small = review(decision(1, 0.73, known={"AS": 2.0, "TS": 1.0, "KS": 0.0}),
                   decision(2, 0.2), result=-1)
    v = small.verdict()
    assert v.gap == 3.0 and v.charged == pytest.approx(0.93)
    text = " ".join(summary_lines(EN, small))
    assert "your choices cost 0.93 in all" in text and "of that" not in text
    assert "You lost this deal (game points: −1)." in text
    # no choice cost anything: the whole gap went to the unseen cards and the computer
    unlucky = review(decision(1, 0.0, known={"AS": 0.0, "TS": 2.0, "KS": 0.0}), result=-1)
    text = " ".join(summary_lines(EN, unlucky))
    assert "your choices cost none of that" in text and unlucky.verdict().charged == 0.0


def test_a_deal_played_for_the_most_says_so_whatever_the_decisions_cost() -> None:
    from game.review import review_deal
    from game.review.cli import play_record
    from tests.helpers import SMALL

    # Deal 48, played by Sharp against Sharp: the player keeps drawing where the Expert
    # would close, and is charged for that risk again at every decision (4.75 added up at
    # this budget), yet wins +3 (the other side takes no trick): the most a deal can give.
    rec = play_record(48, level="sharp", player="sharp")
    assert rec.final().outcome.game_points == 3 and rec.final().outcome.winner == 0
    r = review_deal(rec, SMALL)
    v = r.verdict()
    assert r.result == MAX_GAME_POINTS and v.lost > MAX_GAME_POINTS
    assert v.reached and v.gap == 0.0 and v.charged == 0.0
    for lang, most in (("en", "That is the most this deal could give you."),
                       ("de", "Mehr war aus diesem Spiel nicht herauszuholen."),
                       ("hr", "Više od toga ovo dijeljenje nije moglo donijeti.")):
        text = " ".join(summary_lines(Words(lang), r, rec))
        assert most in text and numbers_said(text.replace(",", ".")) == [], text
    assert "the result lost nothing" in " ".join(summary_lines(EN, r, rec))


def test_a_three_player_summary_counts_whole_game_points_up_to_six():
    # the three-player Expert's known values carry its card points / 256: +2.297 is +2
    won = review(decision(1, 0.4, known={"AS": 2.297, "TS": 2.262, "KS": 0.1}), result=2,
                 swing=MAX_GAME_POINTS_THREE, tiebreak=True)
    v = won.verdict()
    assert v.reachable == 2.0 and v.reached and v.charged == 0.0
    assert "made up for them" in " ".join(summary_lines(EN, won, preset="three"))
    assert "the others' play" in " ".join(summary_lines(EN, won, preset="three"))
    # a loss of 3 where +4 was within reach: a gap of 7, more than two players' deal gives
    costs = (1.5, 2.0, 0.7)  # 4.2
    lost = review(*(decision(i, c, known={"AS": 4.2, "TS": 4.0, "KS": 0.0} if i == 1 else None)
                    for i, c in enumerate(costs, 1)), result=-3, swing=MAX_GAME_POINTS_THREE,
                  tiebreak=True)
    v = lost.verdict()
    assert v.reachable == 4.0 and v.gap == 7.0 and v.charged == pytest.approx(4.2)
    text = " ".join(summary_lines(EN, lost, preset="three"))
    assert "you could have got +4 instead of −3: 7.0 more" in text
    assert "your choices cost 4.20 in all" in text
    assert max(numbers_said(text)) <= v.gap
    # never more than six is within reach
    assert review(decision(1, 0.0, known={"AS": 6.4, "TS": 0.0, "KS": 0.0}), result=-2,
                  swing=MAX_GAME_POINTS_THREE, tiebreak=True).verdict().reachable == 6.0


@pytest.mark.parametrize(("lang", "word", "note"), [
    ("en", "bad luck", "bad luck, not a mistake"), ("de", "Pech", "Pech, kein Fehler"),
    ("hr", "peh", "peh, a ne pogreška")])
def test_the_experts_own_choice_beaten_by_the_hidden_cards_is_bad_luck_not_a_loss(
        lang, word, note):
    words = Words(lang)
    # the player chose what the Expert chose; with every card known the 10 was better
    own = decision(1, 0.0, {"AS": 0.5, "TS": 0.2}, choice="AS", expert="AS",
                   known={"AS": -1.0, "TS": 0.0})
    worse = decision(2, 0.4, {"KS": 0.1, "TS": 0.5}, trick=2, choice="KS", expert="TS",
                     known={"KS": -1.0, "TS": 0.0})
    assert own.cost == 0.0 and own.cost_known == 1.0 and own.unlucky and not worse.unlucky
    table = review_markup.review_table_html(table_model(words, review(own, worse)),
                                            show_all=True)
    rows = re.findall(r"<tr data-decision.*?</tr>", table)
    cells = [html.unescape(re.sub(r"<[^>]+>", "", c)) for c in re.findall(r"<td.*?</td>", rows[0])]
    assert cells[-1] == f"{'1.00' if lang == 'en' else '1,00'} {word}"
    assert 'data-cost="0.0"' in rows[0] and "data-mark" not in rows[0]
    assert word not in re.sub(r"<[^>]+>", "", rows[1])  # a choice that cost: no luck about it
    from game.review.record import TrickFrame

    frame = TrickFrame(number=1, leader=0, winner=0, cards=("AS", "TS"),
                       hands=(("AS",), ("TS",)), trump="H", stock=None)
    walk = html.unescape(review_markup.review_trick_html(
        trick_model(words, frame, [own], False, False)))
    assert note in walk and ("0.00" not in walk and "0,00" not in walk)


def test_a_deal_won_for_the_most_counts_nothing_in_the_statistics():
    from game.play.store import MemoryBackend, Store

    # Deal 98 on the page (the first card each time, against Sharp): won +3 (Schwarz),
    # while the decisions' costs add up to more than a deal can give (the issue's case:
    # "cost as much as a deal can give (3)", and 3.00 counted in the statistics).
    backend = MemoryBackend()
    page = Page("?seed=98&pause=0&level=sharp", backend=backend).start()
    page.play_out_deal()
    oc = page.session.state.outcome
    assert oc.winner == 0 and oc.game_points == 3 and page.session.state.tricks[1] == 0
    page.open("review").do("review")
    assert page.ctl.ui.review.verdict().lost > MAX_GAME_POINTS
    stats = Store(backend).load_stats()[0]
    b = stats.bucket("sharp", "traditional")
    assert b.reviewed_deals == 1 and b.review_cost_total == 0.0 and stats.review_costs == [0.0]
    assert page.ctl.stats.trend().recent == 0.0
    rows = {r.querySelector("th").textContent: r.querySelectorAll("td")[0].textContent
            for r in page.open("stats").doc.querySelectorAll("#stats-body tbody tr")}
    assert rows["Average review cost per deal"] == "0.00"
    text = page.text("review-verdict")
    assert "You won this deal (game points: +3). That is the most this deal could give you." \
        in text and numbers_said(text) == [] and "as much as a deal" not in text
    v = page.ctl.ui.review.verdict()
    assert v.reached and v.charged == 0.0


def test_a_row_where_the_player_chose_as_the_expert_says_bad_luck_on_the_page():
    # Deal 122 on the page: the first decision was the Expert's own card, and with every
    # card known another play was better by 1.00, the gap between the best result within
    # reach and the one got (found by trying the seeds from 100 up)
    page = Page("?seed=122&pause=0&level=sharp").start()
    page.play_out_deal()
    page.open("review").do("review")
    d = page.ctl.ui.review.decisions[0]
    assert d.choice == d.expert and d.cost == 0.0 and d.cost_known >= 1.0
    row = page.doc.querySelector(f'#review-body tr[data-decision="{d.number}"]')
    assert row.querySelectorAll("td")[-1].textContent == "1.00 bad luck"
    assert d.unlucky
    assert row.getAttribute("data-cost") == "0.0" and not row.hasAttribute("data-mark")


def test_the_table_shows_points_lost_in_deal_order_marks_and_hides_routine_rows():
    routine = decision(2, 0.0, {"draw": 0.0, "close": -3.0}, choice="draw", expert="draw")
    r = review(decision(1, 0.73, trick=1), routine, decision(3, 0.05, trick=2),
               decision(4, 0.35, trick=3))
    html = review_markup.review_table_html(table_model(EN, r), show_all=False)
    rows = re.findall(r"<tr data-decision[^>]*>", html)
    assert [re.search(r'data-decision="(\d+)"', row)[1] for row in rows] == ["1", "2", "3", "4"]
    assert ['data-mark="blunder"' in rows[0], 'data-mark' in rows[2],
            'data-mark="mistake"' in rows[3]] == [True, False, True]
    assert " hidden" in rows[1] and all(" hidden" not in rows[i] for i in (0, 2, 3))
    assert all('tabindex="0"' in row for row in rows)
    assert '<span class="review-cost">0.73</span>' in html and "−" not in html and "-0" not in html
    assert "?? Blunder" in re.sub(r"<[^>]+>", "", html)
    assert " hidden" not in review_markup.review_table_html(table_model(EN, r), show_all=True)


def test_the_chart_has_axes_tick_labels_a_legend_and_a_focusable_point_per_decision():
    r = review(decision(1, 0.73, trick=1), decision(2, 0.0, trick=1), decision(3, 0.3, trick=4))
    chart = chart_model(EN, r, tricks=6)
    assert chart is not None
    svg = review_markup.review_chart_svg(chart)
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
    page.open("review").do("review")
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
    page.open("review").do("review")
    record, real = page.ctl.reviews.last, page.ctl.ui.review.real()
    d = real[1]
    page.do("review_goto", d.number)  # its trick in the stepper: the button is there
    buttons = page.doc.querySelectorAll("#review-trick button[data-replay]")
    assert str(d.number) in {b.getAttribute("data-replay") for b in buttons}
    saved, before = backend.data[KEYS["match"]], Store(backend).load_stats()[0].total().deals
    page.do("replay_from", d.number)
    s = page.session
    # the player to move, as then (practice: no match at stake)
    assert s.practice and s.state == record.states()[d.index].in_match(None)
    assert s.state.to_move == 0 and d.choice in s.state.legal_actions()
    assert f"Practice from trick {d.trick}" in " ".join(s.lines(page.ctl.words))
    page.play_out_deal()
    assert backend.data[KEYS["match"]] == saved
    assert Store(backend).load_stats()[0].total().deals == before
    assert not page.doc.querySelectorAll("#review-trick button[data-replay]")  # review is gone
    page.do("next_deal")  # Back to your match
    assert not page.session.practice and page.ctl.reviews.last == record


def test_the_trick_walk_notes_routine_decisions_only_when_every_decision_is_shown():
    page = Page("?seed=8&pause=0&level=sharp").start()
    page.play_out_deal()
    page.open("review").do("review")
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


@pytest.mark.parametrize(("lang", "bounds", "halves"), [
    ("en", ("0.1", "0.3", "0.6"), "every 0.6 game points it lost halves that"),
    ("de", ("0,1", "0,3", "0,6"), "je 0,6 verlorene Spielpunkte halbieren das"),
    ("hr", ("0,1", "0,3", "0,6"), "svakih 0,6 izgubljenih partijskih bodova to prepolovi")])
def test_the_help_states_the_mark_bounds_and_the_accuracy_in_words(lang, bounds, halves):
    from game.web.help.help_markup import help_html
    from game.web.help.model import help_model

    shown = help_html(help_model(Words(lang), "traditional", 7, "", False))
    text = html.unescape(re.sub(r"<[^>]+>", " ", shown))
    assert all(b in text for b in bounds)
    assert halves in text and "2^(" not in text  # what it means, not the formula


def test_a_three_player_review_measures_its_verdict_against_six_game_points():
    page = Page("?seed=4&pause=0&level=sharp&rules=three").start()
    page.play_out_deal()
    page.open("review").do("review")
    assert page.ctl.ui.review.swing == 6 and page.ctl.ui.review.verdict().swing == 6


def test_try_again_from_here_plays_the_expert_and_judges_the_retry_as_the_review_did():
    page = Page("?seed=8&pause=0&level=sharp").start()
    page.play_out_deal()
    page.open("review").do("review")
    costly = [d for d in page.ctl.ui.review.real() if d.cost > 0.05 and len(d.choice) == 2]
    assert costly, "seed 8 has a costly card decision"
    d = costly[0]
    page.do("review_goto", d.number)
    page.do("replay_from", d.number)
    assert page.session.level == "expert"  # against the Expert, as the review judged it
    page.play(d.choice)  # the same card again: what it cost is said
    from game.review.scale import NOISE

    costly_words = EN.say("try.costly", expert=EN.action_phrase(d.expert),
                          cost=EN.decimal(d.ev[d.expert] - d.ev[d.choice], 2))
    assert costly_words in page.log()
    page.do("undo")  # back to the decision: the next try is judged again
    assert not page.session.actions
    page.play(d.expert)
    assert EN.say("try.good", value=EN.decimal(d.ev[d.expert], 2, signed=True)) in page.log()
    assert d.ev[d.expert] - d.ev[d.choice] >= NOISE
    page.do("undo")
    page.do("leave_practice")
    page.do("replay")  # the whole deal again: nothing judged
    page.click_card(page.enabled_cards()[0])
    assert not any(line.startswith(("As good as", "The Expert's choice")) for line in page.log())
