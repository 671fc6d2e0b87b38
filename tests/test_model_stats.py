"""The Statistics panel's model as data (issue 58): the counts' rows are the statistics'
buckets, the chart's bars are the last matches, the kept deals are the ledger's, the
rating chart's points are the rating's history over the measured levels; all worded in
the model, and each state survives a JSON round trip (game/web/model_json.py). The
panel's markup takes these parts and nothing else."""

from __future__ import annotations

import json

from game.play.level_ratings import LEVEL_RATINGS
from game.web.model_json import from_json, to_json
from game.web.stats.model import MatchBar, StatsModel, build_stats
from game.words import Words

from .test_architecture import GAME, import_graph
from .webharness import Page

EN = Words()


def _round_trip(m: StatsModel) -> None:
    assert from_json(StatsModel, json.loads(json.dumps(to_json(m)))) == m


def test_an_empty_statistics_is_rows_of_noughts_no_bars_and_no_kept_deal() -> None:
    page = Page("?seed=5&pause=0").start()
    m = build_stats(page.ctl, page.ctl.words)
    here = EN.say("stats.here", level=EN.level_name("normal"), rules=EN.rules_name("traditional"))
    assert (m.counts.here, m.counts.total) == (here, EN.say("stats.col.all"))
    assert [r.label for r in m.counts.rows][:2] == [EN.say("stats.row.deals"),
                                                    EN.say("stats.row.deals_won")]
    assert [(r.here, r.total) for r in m.counts.rows] == \
        [("0", "0")] * 5 + [("0 / 0", "0 / 0")] * 5 + [("–", "–")]
    assert m.matches.bars == () and m.matches.none == EN.say("stats.chart.empty")
    assert m.kept.deals == () and m.kept.none == EN.say("kept.none") and m.trend == ""
    assert m.rating.rated and m.rating.chart is None
    _round_trip(m)


def test_the_rows_are_the_buckets_here_and_all_together() -> None:
    page = Page("?seed=8&pause=0&level=sharp", answers=[True]).start()
    page.play_out_deal()
    page.do("next_deal")
    page.do("apply_settings", {"level": "gentle", "rules": "simple"})  # a new match
    page.play_out_deal()
    m = build_stats(page.ctl, page.ctl.words)
    here, total = page.ctl.stats.bucket("gentle", "simple"), page.ctl.stats.total()
    assert (here.deals, total.deals) == (1, 2)
    rows = {r.label: (r.here, r.total) for r in m.counts.rows}
    assert rows[EN.say("stats.row.deals")] == ("1", "2")
    assert rows[EN.say("stats.row.game_points")] == (
        f"{here.game_points_for} / {here.game_points_against}",
        f"{total.game_points_for} / {total.game_points_against}")
    assert rows[EN.say("stats.row.closes")] == (f"{here.closes_made} / {here.closes_tried}",
                                                f"{total.closes_made} / {total.closes_tried}")
    _round_trip(m)


def test_the_bars_are_the_last_matches_and_the_kept_deals_newest_first() -> None:
    page = Page("?seed=3&pause=0&level=normal").start()
    while not page.session.match_over:
        page.play_out_deal()
        if not page.session.match_over:
            page.do("next_deal")
    m = build_stats(page.ctl, page.ctl.words)
    entries = page.ctl.stats.recent_matches("normal", "traditional")
    assert len(entries) == 1 and m.matches.target == 7 and m.matches.none == ""
    assert m.matches.bars == tuple(MatchBar(e.mine, max(e.theirs), e.won) for e in entries)
    won = sum(e.won for e in entries)
    assert m.matches.label == EN.say("stats.chart.label", n=1, won=won, lost=1 - won)
    kept = page.ctl.kept
    assert [d.index for d in m.kept.deals] == list(range(len(kept)))[::-1]
    assert m.kept.none == "" and m.kept.button == EN.say("button.review_short")
    assert all(d.review == EN.say("kept.review", deal=d.text) for d in m.kept.deals)
    assert m.kept.deals[-1].text.startswith(EN.rules_name("traditional"))
    _round_trip(m)


def test_the_rating_chart_is_the_history_over_the_measured_levels() -> None:
    page = Page("?rated=1&pause=0&level=gentle").start()
    page.play_out_deal()
    # one point: nothing to join yet
    assert build_stats(page.ctl, page.ctl.words).rating.chart is None
    page.do("next_deal")
    page.play_out_deal()
    chart = build_stats(page.ctl, page.ctl.words).rating.chart
    history = page.ctl.ledger.ratings.at("traditional").history
    assert chart is not None and chart.ratings == tuple(r for r, _ in history)
    assert [(mark.name, mark.rating) for mark in chart.levels] == [
        (EN.level_name(name), value) for name, (value, _) in LEVEL_RATINGS["traditional"].items()]
    assert chart.label == EN.say("stats.rating.chart", n=2, first=history[0][0],
                                 last=history[-1][0])
    _round_trip(build_stats(page.ctl, page.ctl.words))


def test_an_unrated_table_has_one_line_no_chart_and_no_levels() -> None:
    page = Page("?seed=4&pause=0&rules=simple").start()
    page.play_out_deal()
    r = build_stats(page.ctl, page.ctl.words).rating
    assert (r.rated, r.summary, r.chart, r.levels) == (
        False, (EN.say("rating.unrated.table"),), None, "")
    _round_trip(build_stats(page.ctl, page.ctl.words))


def test_the_model_is_worded_when_built_and_keeps_its_language() -> None:
    page = Page("?seed=9&pause=0&lang=de&level=sharp").start()
    page.play_out_deal()
    m = build_stats(page.ctl, page.ctl.words)
    de = Words("de")
    assert m.counts.rows[0].label == de.say("stats.row.deals") != ""
    assert m.kept.button == de.say("button.review_short")
    german = (m.counts.rows[0].label, m.kept.button)
    page.ctl.language = "en"  # the model holds its words: a later language changes nothing
    assert (m.counts.rows[0].label, m.kept.button) == german != (EN.say("stats.row.deals"),
                                                                 EN.say("button.review_short"))
    assert build_stats(page.ctl, page.ctl.words).kept.button == EN.say("button.review_short")


def test_the_panels_markup_reads_only_its_model() -> None:
    """The markup and the view import no words, statistics, rating, ledger or controller:
    whatever they show comes in the model."""
    graph = import_graph(GAME)
    for name in ("stats_markup", "rating_markup", "stats_view"):
        imported = graph[f"game.web.stats.{name}"]
        assert not {m for m in imported if m.startswith("game.play.")}, name
        assert not imported & {"game.words", "game.web.page_source", "game.web.ledger",
                               "game.web.controller", "game.web.session"}, name
