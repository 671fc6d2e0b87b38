"""The panels' models from real sessions: what each panel shows, as data, and that only
the open panel is built. Each model survives a JSON round trip (it will cross to a web
worker and to a second phone)."""

from __future__ import annotations

import dataclasses
import json
import types
import typing
from typing import Any

from game.web.help.model import HelpModel, build_help
from game.web.menu.model import MenuModel, build_menu
from game.web.panel_model import build_panel
from game.web.review.model import ReviewModel, build_review
from game.web.settings.model import build_settings, game_values
from game.web.stats.model import StatsModel, build_stats
from game.words import Words

from .webharness import Page

EN = Words()


def _to_json(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _to_json(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, tuple):
        return [_to_json(v) for v in value]
    assert value is None or isinstance(value, (str, int, float, bool)), value
    return value


def _from_json(kind: Any, data: Any) -> Any:
    """The model back from JSON by its fields' types (until game/web/model_json.py)."""
    origin = typing.get_origin(kind)
    if origin in (typing.Union, types.UnionType):
        options = [k for k in typing.get_args(kind) if k is not type(None)]
        return None if data is None else _from_json(options[0], data)
    if origin is tuple:
        return tuple(_from_json(typing.get_args(kind)[0], v) for v in data)
    if dataclasses.is_dataclass(kind):
        hints = typing.get_type_hints(kind)
        return kind(**{f.name: _from_json(hints[f.name], data[f.name])
                       for f in dataclasses.fields(kind)})
    return data


def _round_trip(model: Any) -> None:
    text = json.dumps(_to_json(model))
    assert _from_json(type(model), json.loads(text)) == model


def test_no_panel_is_built_until_one_opens_and_then_only_that_one() -> None:
    page = Page().start()
    assert page.ctl.ui.panel == "" and build_panel(page.ctl, page.ctl.words) is None
    page.open("menu")  # the menu is no panel: its lines are drawn on every render
    assert page.ctl.ui.panel == ""
    page.open("stats")
    assert page.ctl.ui.panel == "stats"
    assert isinstance(build_panel(page.ctl, page.ctl.words), StatsModel)
    page.open("review")  # the review opens over the statistics
    assert isinstance(build_panel(page.ctl, page.ctl.words), ReviewModel)
    page.dialogs.close("review")
    assert page.ctl.ui.panel == "stats"
    page.dialogs.close("stats")
    assert page.ctl.ui.panel == "" and build_panel(page.ctl, page.ctl.words) is None


def test_a_closed_panel_is_not_drawn_and_opens_on_what_is_true_now() -> None:
    page = Page("?seed=8&pause=0").start()
    assert page.doc.getElementById("stats-body").innerHTML == ""  # never built while closed
    page.play_out_deal()
    page.open("stats")
    rows = {r.querySelector("th").textContent: r.querySelectorAll("td")[0].textContent
            for r in page.doc.querySelectorAll("#stats-body tbody tr")}
    assert rows  # the deal just played is counted in what it opens on


def test_the_settings_model_holds_every_control_and_apply_compares_with_it() -> None:
    page = Page("?seed=5&pause=600&level=sharp").start()
    m = build_settings(page.ctl, page.ctl.words)
    assert (m.level, m.pause, m.pause_other) == ("sharp", "600", EN.say("pause.ms", ms=600))
    assert m.enabled and m.seat_1 == "computer" and m.levels == page.ctl.ui.levels
    assert game_values(m) == {"level": "sharp", "rules": "traditional", "auto_out": m.auto_out,
                              "show_scores": m.show_scores, "target": 7,
                              "seat_1": "computer", "seat_2": page.ctl.settings.seat_2}
    _round_trip(m)


def test_the_settings_model_at_three_names_the_third_seat_from_the_match() -> None:
    page = Page("?seed=5&pause=0&rules=three").start()
    m = build_settings(page.ctl, page.ctl.words)
    assert (m.rules, m.seat_1, m.seat_2) == ("three", "computer", "computer")
    _round_trip(m)


def test_the_stats_model_counts_a_finished_deal_and_round_trips() -> None:
    page = Page("?seed=8&pause=0&level=sharp").start()
    page.play_out_deal()
    m = build_stats(page.ctl, page.ctl.words)
    assert m.kind == "stats" and m.counts.rows[0].here == "1" and len(m.kept.deals) == 1
    assert m.rating.rated and m.rating.summary[0] == EN.say("rating.meaning")
    _round_trip(m)


def test_the_review_model_has_its_rows_summary_chart_and_stepper() -> None:
    page = Page("?seed=8&pause=0&level=sharp").start()
    page.play_out_deal()
    page.open("review").do("review")
    m = build_review(page.ctl, page.ctl.words)
    review = page.ctl.ui.review
    assert m.progress is None and m.verdict and m.which
    assert m.table is not None and len(m.table.rows) == len(review.decisions)
    assert m.trick is not None and not m.trick.can_prev and m.trick.can_next
    assert m.chart is not None and len(m.chart.points) == len(review.decisions)
    _round_trip(m)
    page.do("review_step", 1)
    assert build_review(page.ctl, page.ctl.words).trick.can_prev


def test_the_review_model_while_it_is_computed_says_how_far() -> None:
    page = Page("?seed=8&pause=0&level=sharp").start()
    page.play_out_deal()
    page.ctl.ui.review_progress = 0.25
    m = build_review(page.ctl, page.ctl.words)
    assert m.progress == 25 and m.verdict == EN.say("review.computing", percent=25)
    _round_trip(m)


def test_the_help_and_menu_models_round_trip() -> None:
    page = Page().start()
    help_ = build_help(page.ctl, page.ctl.words)
    assert isinstance(help_, HelpModel) and help_.seed == EN.say("help.seed.later")
    _round_trip(help_)
    menu = build_menu(page.ctl, page.ctl.words)
    assert isinstance(menu, MenuModel) and menu.enabled and not menu.review.ended
    _round_trip(menu)
    page.play_out_deal()
    assert build_menu(page.ctl, page.ctl.words).review.ended


def test_the_lesson_model_lists_the_course_once_opened_and_boxes_the_lesson() -> None:
    from game.learn.lessons import load_all
    from game.web.course.model import LessonModel, build_lesson

    page = Page("?seed=5&pause=0").start()
    m = build_lesson(page.ctl, page.ctl.words)
    assert isinstance(m, LessonModel) and m.groups is None and m.box is None
    page.do("learn")  # the panel opened: its list is built from now on
    lessons = load_all()
    m = build_lesson(page.ctl, page.ctl.words)
    assert m.groups is not None
    assert [i.id for g in m.groups for i in g.lessons] == [lesson.id for lesson in lessons]
    page.do("lesson", lessons[0].id)
    box = build_lesson(page.ctl, page.ctl.words).box
    assert box is not None and box.verdict == "" and not box.started and box.answer
    _round_trip(build_lesson(page.ctl, page.ctl.words))
