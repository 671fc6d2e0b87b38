"""The review's model as data (issue 58): the decisions as rows, the chart as its points,
the stepper's trick as cards per seat, every word worded by the builder; it survives a
JSON round trip (it will cross to a web worker and to a second phone), and its markup
reads nothing but it."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from game.web.model_json import from_json, to_json
from game.web.review import review_markup
from game.web.review.model import ReviewModel, build_review
from game.web.table.model import display_order
from game.words import Words

from .webharness import Page

EN = Words()


def reviewed(query: str) -> Page:
    page = Page(query).start()
    page.play_out_deal()
    page.open("review").do("review")
    return page


def round_trip(m: ReviewModel) -> None:
    assert from_json(ReviewModel, json.loads(json.dumps(to_json(m)))) == m


@pytest.mark.parametrize("query", ["?seed=8&pause=0&level=sharp",
                                   "?seed=1&pause=0&level=sharp&rules=three",
                                   "?seed=8&pause=0&level=sharp&rules=simple&lang=de"])
def test_the_review_model_round_trips_through_json(query: str) -> None:
    page = reviewed(query)
    m = build_review(page.ctl, page.ctl.words)
    assert m.table is not None and m.chart is not None and m.trick is not None
    round_trip(m)
    page.do("review_all", True)
    page.do("review_step", 1)
    round_trip(build_review(page.ctl, page.ctl.words))


def test_before_it_is_computed_the_model_has_the_stepper_and_no_rows() -> None:
    page = Page("?seed=8&pause=0&level=sharp").start()
    page.play_out_deal()
    page.open("review")
    m = build_review(page.ctl, page.ctl.words)
    assert m.table is None and m.chart is None and m.trick is not None
    round_trip(m)


def test_the_rows_are_the_reviews_decisions_worded() -> None:
    page = reviewed("?seed=1&pause=0&level=sharp")
    review = page.ctl.ui.review
    table = build_review(page.ctl, page.ctl.words).table
    assert table is not None and len(table.rows) == len(review.decisions)
    assert table.columns[0] == EN.say("review.col.trick") and table.luck == EN.say("review.luck")
    for row, d in zip(table.rows, review.decisions, strict=True):
        assert (row.number, row.trick, row.choice, row.best, row.routine, row.unlucky) == (
            d.number, d.trick, d.choice, d.expert, d.routine, d.unlucky)
        assert (row.choice_name, row.best_name) == (EN.action_name(d.choice),
                                                    EN.action_name(d.expert))
        assert row.mark == (d.mark or "")
        assert row.mark_word == (EN.say(f"review.mark.{d.mark}") if d.mark else "")
        assert row.cost == round(max(0.0, d.cost), 4) >= 0.0
        assert row.match_cost == (None if d.match_cost is None else round(d.match_cost, 4))
    assert any(row.unlucky for row in table.rows)  # this deal has a bad-luck row


def test_the_chart_is_the_curve_a_point_per_decision() -> None:
    page = reviewed("?seed=8&pause=0&level=sharp")
    review = page.ctl.ui.review
    chart = build_review(page.ctl, page.ctl.words).chart
    assert chart is not None and chart.tricks == len(page.ctl.reviews.frames())
    assert [(p.best, p.chosen, p.known) for p in chart.points] == [
        (c.best, c.chosen, c.known) for c in review.curve()]
    assert [p.number for p in chart.points] == [d.number for d in review.decisions]
    assert chart.legend == tuple(EN.say(f"review.legend.{k}") for k in ("best", "chosen", "known"))
    assert all(EN.action_name(d.choice) in p.label
               for p, d in zip(chart.points, review.decisions, strict=True))


def test_the_trick_is_every_hand_and_the_trick_as_card_codes_with_names() -> None:
    page = reviewed("?seed=4&pause=0&level=sharp&rules=three")
    page.do("review_step", 1)
    frame = page.ctl.reviews.frames()[1]
    trick = build_review(page.ctl, page.ctl.words).trick
    assert trick is not None and trick.title == EN.say("review.trick.title", n=2, total=8)
    assert [tuple(c.code for c in row.cards) for row in trick.hands] == [
        tuple(display_order(hand, frame.trump)) for hand in frame.hands]
    assert [row.label for row in trick.hands] == ["Your cards", "West's cards", "East's cards"]
    assert all(c.name == EN.card_name(c.code) for row in trick.hands for c in row.cards)
    assert tuple(p.code for p in trick.plays) == frame.cards
    assert [p.winner for p in trick.plays].count(True) == 1
    assert trick.plays[(frame.winner - frame.leader) % 3].winner
    real = [d for d in page.ctl.ui.review.decisions if d.trick == frame.number and not d.routine]
    assert [n.number for n in trick.notes if n.replay] == [d.number for d in real]


def test_a_german_review_is_worded_in_german_in_the_model() -> None:
    page = reviewed("?seed=8&pause=0&level=sharp&lang=de")
    m = build_review(page.ctl, page.ctl.words)
    de = Words("de")
    assert m.table is not None and m.trick is not None
    assert m.table.columns[0] == de.say("review.col.trick") != "Trick"
    first = m.table.rows[0]
    assert first.choice_name == de.action_name(first.choice)
    assert all(c.name == de.card_name(c.code) for row in m.trick.hands for c in row.cards)


def test_the_review_markup_reads_only_its_model() -> None:
    """review_markup.py words nothing and reads no review, session or controller: it
    imports the model and the markup helpers only."""
    tree = ast.parse(Path(review_markup.__file__).read_text(encoding="utf-8"))
    imported = {node.module for node in ast.walk(tree)
                if isinstance(node, ast.ImportFrom) and node.module}
    assert imported <= {"__future__", "math", "table.markup", "model"}, imported
