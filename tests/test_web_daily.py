"""The deal of the day in the page (fake DOM): once for the rating, then practice; the match
waits aside; the Expert's result in the player's seat beside the player's; the share line;
no take-backs, no hints; leaving it counts as lost, a reload resumes it; days counted
forward only; a deal across midnight; the comparisons bounded to the days shown."""

from __future__ import annotations

from game.play.daily import daily_seed
from game.play.match import Match
from game.play.store import KEYS, MemoryBackend
from game.web.daily.daily_desk import net
from game.words import Words, signed_int

from .webharness import Page

EN = Words()

DAY = "2026-12-02"


def test_the_deal_of_the_day_is_rated_once_compared_shared_and_the_match_comes_back() -> None:
    backend = MemoryBackend()
    page = Page("?pause=0&level=gentle", backend=backend, answers=[True]).start()
    match = page.session
    page.click_card(page.enabled_cards()[0])  # the match is under way
    step = match.step
    page.do("daily")
    s = page.session
    assert s.daily == DAY and s.level == "expert" and s.practice
    assert page.text("practice-label") == EN.say("score.daily")
    assert page.button("undo").hidden
    page.do("undo")
    assert page.text("message") == EN.say("msg.undo.daily")
    # everyone's deal: the day's seed, the preset's own first deal
    want = Match.new(daily_seed(DAY, "traditional"), "traditional", alone=True)
    assert s.match.seed == want.seed
    page.play_out_deal()
    record = s.deal_record()
    assert record is not None and record.start().to_position() == want.state.to_position()
    entry = page.ctl.ledger.daily.entry(DAY, "traditional")
    assert entry is not None and entry.you == net(s.state)
    assert entry.expert is not None  # computed at the deal's end (in slices in the page)
    assert page.ctl.ledger.ratings.at("traditional").deals == 1
    assert page.text("daily-result") == EN.say("daily.result", you=signed_int(entry.you),
                                               expert=signed_int(entry.expert))
    assert not page.button("daily-box").hidden and not page.button("review-button").hidden
    page.do("daily_share")
    assert page.copied == [EN.say("daily.share", game="Sixty-Six", day="2 December 2026",
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
    assert EN.say("daily.result", you=signed_int(entry.you), expert=signed_int(entry.expert)) \
        in line and line.endswith(": 1.")  # one day in a row


def test_its_terms_are_said_before_it_starts_and_no_leaves_it_undealt() -> None:
    """Issue 57, point 6: the deal of the day started rated in one tap, its terms only in
    the Moves drawer. Now the terms come first (rated once a day, no hints, no
    take-backs, leaving counts as a lost deal), and nothing starts without Start."""
    page = Page("?pause=0", answers=[False, True]).start()
    match = page.session
    page.do("daily")
    assert page.questions == [EN.say("ask.daily", day=EN.date_text(DAY))]
    assert page.session is match and page.ctl.ledger.daily.playing is None
    assert page.text("message") == EN.say("msg.daily.not_started")
    assert page.ctl.ledger.ratings.at("traditional").deals == 0
    page.do("daily")
    assert page.session.daily == DAY and len(page.questions) == 2
    assert page.ctl.ledger.daily.playing is not None
    page.play_out_deal()
    page.do("next_deal")
    page.do("daily")  # again: practice, nothing to agree to
    assert page.session.practice and not page.session.daily and len(page.questions) == 2


def test_the_experts_result_is_its_own_game_in_the_players_seat() -> None:
    """The comparison replays the day's deal with the Expert in seat 0, every seat with the
    game loop's seeds: computed again here, it gives the stored result."""
    from game import ai

    page = Page("?pause=0", thinker="real", answers=[True]).start()  # the Expert's own game
    page.do("daily")
    page.play_out_deal()
    entry = page.ctl.ledger.daily.entry(DAY, "traditional")
    seed = daily_seed(DAY, "traditional")
    st, step = Match.new(seed, "traditional").state, 0
    while st.outcome is None:
        st = st.apply(ai.choose(st, "expert", seed=seed * 7919 + step))
        step += 1
    assert entry is not None and entry.expert == net(st)


def test_leaving_the_deal_of_the_day_asks_and_counts_as_a_lost_deal() -> None:
    page = Page("?pause=0", answers=[True, False, True]).start()  # (the first: its terms)
    match = page.session
    page.do("daily")
    page.do("leave_practice")  # asked, and the answer is no
    assert page.session.daily == DAY and len(page.questions) == 2
    assert page.questions[1].endswith(EN.say("ask.forfeit.daily"))
    page.do("leave_practice")  # yes
    assert page.session is match
    entry = page.ctl.ledger.daily.entry(DAY, "traditional")
    assert entry is not None and entry.you is None and entry.lost
    r = page.ctl.ledger.ratings.at("traditional")
    assert r.deals == 1 and r.rating < 1500  # a lost deal against the Expert
    assert EN.say("daily.line.lost") in page.text("daily-line")
    page.do("daily")  # the same cards, but only as practice now, and it says why
    assert not page.session.daily and page.session.practice
    assert page.session.notice_text(page.ctl.words) == EN.say("daily.notice.again.lost",
                                                              day=EN.date_text(DAY))
    again = Page("?pause=0", backend=page.backend).start()  # a reload: nothing rated twice
    after = again.ctl.ledger.ratings.at("traditional")
    assert after.deals == 1 and round(after.rating) == round(r.rating)
    assert not again.session.practice


def test_a_reload_resumes_the_deal_of_the_day_and_it_is_rated_once() -> None:
    backend = MemoryBackend()
    page = Page("?pause=0&level=gentle", backend=backend, answers=[True]).start()
    page.click_card(page.enabled_cards()[0])
    match_step = page.session.step
    page.do("daily")
    page.click_card(page.enabled_cards()[0])
    page.click_card(page.enabled_cards()[0])
    actions = list(page.session.actions)
    again = Page("?pause=0", backend=backend).start()  # a reload in the middle of it
    s = again.session
    assert s.daily == DAY and list(s.actions) == actions and not s.deal_over
    assert s.notice_text(page.ctl.words) == EN.say("daily.resumed", day=EN.date_text(DAY))
    assert again.ctl.practice.real is not None and again.ctl.practice.real.step == match_step
    assert again.ctl.ledger.ratings.at("traditional").deals == 0
    again.play_out_deal()
    assert again.ctl.ledger.ratings.at("traditional").deals == 1
    entry = again.ctl.ledger.daily.entry(DAY, "traditional")
    assert entry is not None and entry.you == net(s.state) and entry.expert is not None
    third = Page("?pause=0", backend=backend).start()  # the match, the daily's end taken in
    assert not third.session.practice and third.session.step == match_step
    assert third.ctl.ledger.ratings.at("traditional").deals == 1


def test_a_damaged_deal_under_way_counts_as_lost_with_a_word() -> None:
    import json

    backend = MemoryBackend()
    page = Page("?pause=0", backend=backend, answers=[True]).start()
    page.do("daily")
    page.click_card(page.enabled_cards()[0])
    record = json.loads(backend.data[KEYS["daily"]])
    record["playing"]["actions"] = ["AH", "AH", "AH"]  # not what the cards allow
    backend.data[KEYS["daily"]] = json.dumps(record)
    again = Page("?pause=0", backend=backend).start()
    assert not again.session.practice
    assert any(n.startswith(EN.say("daily.resume_failed", error="x")[:30])
               for n in again.ctl.notices)
    entry = again.ctl.ledger.daily.entry(DAY, "traditional")
    assert entry is not None and entry.lost
    assert again.ctl.ledger.ratings.at("traditional").deals == 1


def test_no_hint_in_the_deal_of_the_day() -> None:
    page = Page("?pause=0", answers=[True]).start()  # a casual match: its hint is shown
    assert not page.button("hint").hidden
    page.do("daily")  # its terms asked and accepted
    assert page.session.level == "expert"
    assert page.button("hint").hidden
    page.do("hint")
    assert page.text("message") == EN.say("msg.hint.rated") and not page.session.hinted


def test_the_clock_forward_back_and_back_again_rates_one_deal_of_the_day() -> None:
    page = Page("?pause=0", today="2026-12-03", answers=[True]).start()  # a day forward
    page.do("daily")
    page.play_out_deal()
    page.do("next_deal")  # Back to match
    assert page.ctl.ledger.ratings.at("traditional").deals == 1
    for day in ("2026-12-02", "2026-12-01"):  # back, and back again
        page.today = day
        page.do("daily")
        s = page.session
        assert s.practice and not s.daily and s.unrated_why() == "practice"
        assert s.notice_text(page.ctl.words) == EN.say("daily.notice.again.clock",
                                                       day=EN.date_text(day),
                                                       newest=EN.date_text("2026-12-03"))
        page.play_out_deal()
        page.do("next_deal")
        clock = EN.say("daily.line.clock", newest=EN.date_text("2026-12-03"))
        assert clock in page.text("daily-line")
    assert page.ctl.ledger.ratings.at("traditional").deals == 1
    assert page.ctl.ledger.daily.streak("2026-12-01") == 1
    assert page.text("daily-line").endswith(": 1.")


def test_a_deal_of_the_day_finished_after_midnight_shows_its_result() -> None:
    page = Page("?pause=0", today="2026-12-02", answers=[True]).start()
    page.do("daily")
    page.click_card(page.enabled_cards()[0])
    page.today = "2026-12-03"  # midnight passes
    page.play_out_deal()
    entry = page.ctl.ledger.daily.entry("2026-12-02", "traditional")
    assert entry is not None and entry.you is not None and entry.expert is not None
    assert not page.button("daily-box").hidden
    result = EN.say("daily.result", you=signed_int(entry.you), expert=signed_int(entry.expert))
    assert page.text("daily-result") == result
    line = page.text("daily-line")
    assert EN.date_text("2026-12-02") in line and result in line and line.endswith(": 1.")
    page.do("daily_share")
    assert page.copied and EN.date_text("2026-12-02") in page.copied[0]
    page.do("next_deal")  # Back to match: the panel tells today, whose deal is still new
    assert EN.say("daily.line.new") in page.text("daily-line")


def _bounded(page: Page, limit: int) -> list[int]:
    """The Expert's thinking, counted; past ``limit`` calls it fails (the comparison then
    says so), so a page that starts far more games than it shows fails fast."""
    calls: list[int] = []
    think = page.ctl.deps.think

    async def counted(state, level, seed):  # type: ignore[no-untyped-def]
        calls.append(seed)
        if len(calls) > limit:
            raise RuntimeError("too many games compared")
        return await think(state, level, seed)

    page.ctl.deps.think = counted
    return calls


def test_a_long_older_record_starts_no_comparison_for_days_not_shown() -> None:
    """An older record of 400 finished days without the Expert's results (it started
    about 1,200 Expert games): read, cut to its newest day; a page on a later day computes
    none of them, a page on that day its three tables only."""
    import datetime as dt
    import json

    first = dt.date(2025, 1, 1)
    days = [(first + dt.timedelta(days=i)).isoformat() for i in range(400)]
    data = {KEYS["daily"]: json.dumps({"version": 1, "days": {
        day: {p: [2, None] for p in ("traditional", "three", "schnapsen")} for day in days}})}
    page = Page("?pause=0&seed=5", backend=MemoryBackend(data), today="2026-12-02")
    calls = _bounded(page, 200)
    page.start()
    assert calls == [] and list(page.ctl.ledger.daily.days) == [days[-1]]
    shown = Page("?pause=0&seed=5", backend=MemoryBackend(data), today=days[-1])
    calls = _bounded(shown, 200)  # three games are about 80 moves
    shown.start()
    assert shown.text("message") == ""  # no comparison failed
    compared = [e for e in shown.ctl.ledger.daily.days[days[-1]].values()
                if e.expert is not None]
    assert len(compared) == 3 and calls


def test_a_new_match_during_the_deal_of_the_day_counts_it_as_lost_and_keeps_the_table() -> None:
    page = Page("?rated=1&pause=0&level=gentle&rules=schnapsen", answers=[True, True]).start()
    page.do("daily")
    assert page.session.level == "expert"
    page.do("new_game")  # asked (the daily is under way) and confirmed
    # the deal of the day, and the match's deal waiting aside (dealt: it has begun)
    assert page.questions[1] == " ".join((EN.say("ask.new_match"), EN.say("ask.forfeit.daily"),
                                          EN.say("ask.forfeit.rated")))
    s = page.session
    assert not s.practice and s.level == "gentle" and s.match.rules.preset == "schnapsen"
    notice = s.notice_text(page.ctl.words)
    assert EN.say("notice.left_daily") in notice and EN.say("notice.left_lost") in notice
    entry = page.ctl.ledger.daily.entry(DAY, "schnapsen")
    assert entry is not None and entry.lost
    assert page.ctl.ledger.ratings.at("schnapsen").deals == 2
    assert page.ctl.stats.bucket("gentle", "schnapsen").deals == 1  # the match's, as lost
    page.do("leave_practice")  # nothing to go back to: the match aside went
    assert page.session is s


def test_a_puzzle_is_not_opened_over_the_deal_of_the_day() -> None:
    page = Page("?pause=0", answers=[True]).start()
    page.do("daily")
    page.do("puzzle", "p001")
    assert page.session.daily == DAY and page.text("message") == EN.say("daily.finish_first")
