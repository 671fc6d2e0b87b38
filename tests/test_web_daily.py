"""The deal of the day in the page (fake DOM): once for the rating, then practice; the match
waits aside; the Expert's result in the player's seat beside the player's; the share line;
no take-backs."""

from __future__ import annotations

from game.play.daily import daily_seed
from game.play.match import Match
from game.play.store import KEYS, MemoryBackend
from game.web.daily_desk import net
from game.web.texts import say, signed_int

from .webharness import Page

DAY = "2026-12-02"


def test_the_deal_of_the_day_is_rated_once_compared_shared_and_the_match_comes_back() -> None:
    backend = MemoryBackend()
    page = Page("?pause=0&level=gentle", backend=backend).start()
    match = page.session
    page.click_card(page.enabled_cards()[0])  # the match is under way
    step = match.step
    page.do("daily")
    s = page.session
    assert s.daily == DAY and s.level == "expert" and s.practice
    assert page.text("practice-label") == say("score.daily")
    assert page.button("undo").hidden
    page.do("undo")
    assert page.text("message") == say("msg.undo.daily")
    # everyone's deal: the day's seed, the preset's own first deal
    want = Match.new(daily_seed(DAY, "traditional"), "traditional")
    assert s.match.seed == want.seed
    page.play_out_deal()
    record = s.deal_record()
    assert record is not None and record.start().to_position() == want.state.to_position()
    entry = page.ctl.ledger.daily.entry(DAY, "traditional")
    assert entry is not None and entry.you == net(s.state)
    assert entry.expert is not None  # computed at the deal's end (in slices in the page)
    assert page.ctl.ledger.ratings.at("traditional").deals == 1
    assert page.text("daily-result") == say("daily.result", you=signed_int(entry.you),
                                            expert=signed_int(entry.expert))
    assert not page.button("daily-box").hidden and not page.button("review-button").hidden
    page.do("daily_share")
    assert page.copied == [say("daily.share", game="Sixty-Six", day="2 December 2026",
                               you=signed_int(entry.you), expert=signed_int(entry.expert))]
    page.do("next_deal")  # "Back to match"
    assert page.session is match and match.step == step
    # again: the same cards, as practice, unrated
    page.do("daily")
    assert page.session.practice and not page.session.daily
    assert page.session.unrated_why() == "practice"
    page.do("leave_practice")
    assert page.session is match
    assert KEYS["daily"] in backend.data
    line = page.text("daily-line")
    assert say("daily.result", you=signed_int(entry.you), expert=signed_int(entry.expert)) \
        in line and line.endswith(": 1.")  # one day in a row


def test_the_experts_result_is_its_own_game_in_the_players_seat() -> None:
    """The comparison replays the day's deal with the Expert in seat 0, every seat with the
    game loop's seeds: computed again here, it gives the stored result."""
    from game import ai

    page = Page("?pause=0").start()
    page.do("daily")
    page.play_out_deal()
    entry = page.ctl.ledger.daily.entry(DAY, "traditional")
    seed = daily_seed(DAY, "traditional")
    st, step = Match.new(seed, "traditional").state, 0
    while st.outcome is None:
        st = st.apply(ai.choose(st, "expert", seed=seed * 7919 + step))
        step += 1
    assert entry is not None and entry.expert == net(st)


def test_leaving_the_deal_of_the_day_asks_and_uses_the_day_up() -> None:
    page = Page("?pause=0", answers=[False, True]).start()
    match = page.session
    page.do("daily")
    page.do("leave_practice")  # asked, and the answer is no
    assert page.session.daily == DAY and len(page.questions) == 1
    page.do("leave_practice")  # yes
    assert page.session is match
    entry = page.ctl.ledger.daily.entry(DAY, "traditional")
    assert entry is not None and entry.you is None
    assert say("daily.line.left") in page.text("daily-line")
    page.do("daily")  # the same cards, but only as practice now
    assert not page.session.daily and page.session.practice


def test_the_simple_rules_have_no_deal_of_the_day() -> None:
    page = Page("?pause=0&rules=simple").start()
    page.do("daily")
    assert not page.session.practice and page.text("message") == say("daily.no_table")
    assert page.text("daily-line") == say("daily.no_table")


def test_a_reload_after_the_deal_computes_a_missing_comparison() -> None:
    from game.play.daily import Daily
    from game.play.store import Store

    backend = MemoryBackend()
    d = Daily()
    d.start(DAY, "schnapsen")
    d.finish(DAY, "schnapsen", 1)
    Store(backend).save_daily(d)
    page = Page("?pause=0&rules=schnapsen", backend=backend).start()
    entry = page.ctl.ledger.daily.entry(DAY, "schnapsen")
    assert entry is not None and entry.expert is not None


def test_a_new_match_during_the_deal_of_the_day_keeps_the_matchs_table_and_level() -> None:
    page = Page("?pause=0&level=gentle&rules=schnapsen", answers=[True]).start()
    page.do("daily")
    assert page.session.level == "expert"
    page.do("new_game")  # asked (the daily is under way) and confirmed
    s = page.session
    assert not s.practice and s.level == "gentle" and s.match.rules.preset == "schnapsen"
    page.do("leave_practice")  # nothing to go back to: the match aside went
    assert page.session is s
