"""Flows the end-to-end suite used to drive in a browser, on the fake DOM: what the page says
and does after taps, keys, links and stored records (saves, reviews, practice, puzzles,
statistics, languages). What needs a real browser (layout, axe, real storage quirks, the
clipboard, Pyodide itself) stays in e2e/; each test here names the e2e test it replaces.

A reload is a new Page over the same stored records (tests/webharness.py)."""

from __future__ import annotations

import json
from urllib.parse import quote

import pytest

from game import ai, encode_position
from game.engine.deal import new_deal
from game.play.store import KEYS, MemoryBackend, Store
from game.words import Words

from .helpers import ALL, position
from .test_web_saving import at_last_trick
from .webharness import Page

EN = Words()

PLANT = '<img src="assets/favicon.svg" id="planted" alt="">'


def _six_cards(page: Page) -> bool:
    return len(page.doc.querySelectorAll("#hand button[data-card]")) == 6


def _planted(page: Page) -> int:
    return len(page.doc.querySelectorAll("#planted, #planted-b"))


# -- stored records (was e2e/test_persistence.py, e2e/test_hostile.py) ----------------------
def test_the_best_score_is_shown_after_a_won_deal_and_on_the_next_visit() -> None:
    """e2e test_best_score_persists: a one-card deal won from a link's position."""
    rest = [c for c in ALL if c not in {"AH", "9C", "9H"}]
    pos = position([["AH"], ["9C"]], "9H", stock=[], won=[rest[:10], rest[10:]],
                   leader=0, dealer=1)
    backend = MemoryBackend()
    page = Page(f"?pause=0&position={encode_position(pos)}", backend=backend).start()
    assert page.text("best") == "–"
    page.click_card("AH")
    st = page.session.state
    assert st.outcome is not None and st.outcome.winner == 0
    assert page.text("best") == str(st.points[0])
    again = Page("?seed=2&pause=0", backend=backend).start()  # a new tab, later
    assert again.text("best") == str(st.points[0])


def test_corrupt_and_foreign_saves_give_a_message_and_a_fresh_deal() -> None:
    """e2e test_corrupt_and_foreign_saves_give_a_message_and_a_fresh_deal."""
    backend = MemoryBackend({KEYS["match"]: "{not json",
                             KEYS["settings"]: '{"version": 99, "level": "sharp"}',
                             KEYS["best"]: '"hello"'})
    page = Page("?pause=0", backend=backend).start()
    notice = page.doc.getElementById("notice")
    assert not notice.hidden
    text = notice.textContent
    assert "saved match could not be read" in text
    assert "another version" in text
    assert "best score" in text
    assert _six_cards(page)
    assert page.doc.getElementById("level").value == "normal"


def test_a_damaged_match_save_is_replaced() -> None:
    """e2e test_a_damaged_match_save_is_replaced."""
    damaged = {"version": 1, "level": "normal", "match": {"seed": 3, "position": {"hands": 1}}}
    page = Page("?pause=0", backend=MemoryBackend({KEYS["match"]: json.dumps(damaged)})).start()
    assert "saved match was damaged" in page.text("notice")
    assert _six_cards(page)


def test_forget_everything_asks_first_then_clears_what_was_saved() -> None:
    """e2e test_forget_everything_clears_saved_data_after_asking: Cancel keeps all, OK
    forgets the best score, the statistics and the settings, and says so."""
    backend = MemoryBackend({KEYS["best"]: json.dumps({"version": 1, "best": 57}),
                             KEYS["stats"]: json.dumps({"version": 1, "deals": 9})})
    page = Page("?seed=4&pause=0", backend=backend, answers=[False, True]).start()
    assert page.text("best") == "57"
    page.do("forget")  # answered Cancel
    assert page.questions and page.text("best") == "57"
    assert KEYS["best"] in backend.data
    page.do("forget")  # answered OK
    assert len(page.questions) == 2
    assert page.text("best") == "–"
    assert [backend.data.get(KEYS[k]) for k in ("best", "stats", "settings")] == [None] * 3
    assert "forgotten" in page.text("status") + " ".join(page.log())


def test_a_saved_match_with_a_huge_number_is_refused_with_a_message() -> None:
    """e2e test_a_saved_match_with_huge_numbers_is_refused_with_a_message."""
    backend = MemoryBackend()
    Page("?seed=4&pause=0", backend=backend).start()
    raw = json.loads(backend.data[KEYS["match"]])
    text = json.dumps(raw).replace(f'"seed": {raw["match"]["seed"]}', '"seed": 1e400')
    assert "1e400" in text
    backend.data[KEYS["match"]] = text
    page = Page("?pause=0", backend=backend).start()
    assert "saved match" in page.text("notice").lower()
    assert _six_cards(page)


def test_bad_values_in_the_link_are_named_and_cut_short() -> None:
    """e2e test_bad_values_in_the_link_are_named_and_cut_short."""
    page = Page(f"?seed=١٢&pause=-100&four=maybe&level={'x' * 60000}").start()
    notice = page.text("notice")
    assert "١٢" in notice and "pause" in notice and "four" in notice
    assert len(notice) < 1500  # the 60,000-character level is not echoed in full
    assert _six_cards(page)


def test_markup_planted_in_saves_and_links_stays_text() -> None:
    """e2e test_markup_planted_in_saves_and_links_stays_text: a saved log, every value of
    a link and every field of every stored record."""
    backend = MemoryBackend()
    Page("?seed=6&pause=0", backend=backend).start()
    raw = json.loads(backend.data[KEYS["match"]])
    raw["log"] = [PLANT, "<b id='planted-b'>bold</b>"]
    backend.data[KEYS["match"]] = json.dumps(raw)
    backend.data[KEYS["settings"]] = json.dumps({"version": 1, "level": PLANT, "rules": PLANT})
    page = Page("?pause=0", backend=backend).start()
    assert "<img" in page.text("log")  # the saved log, shown as text
    assert _planted(page) == 0
    keys = ("seed", "level", "rules", "position", "pause", "four", "auto_out", "show_scores",
            "target", "snapshot")
    page = Page("?" + "&".join(f"{k}={quote(PLANT)}" for k in keys), backend=backend).start()
    assert "<img" in page.text("notice")
    assert _planted(page) == 0
    for key, record in (
            ("settings", {"version": 1, **{k: PLANT for k in (
                "level", "rules", "pause_ms", "four_colour", "auto_out", "show_scores",
                "target")}}),
            ("stats", {"version": 1, "deals": PLANT, "deals_won": PLANT}),
            ("best", {"version": 1, "best": PLANT}),
            ("match", {"version": 1, "match": PLANT, "level": PLANT, "origin": PLANT,
                       "log": [PLANT], "step": PLANT, "recorded": PLANT})):
        backend.data[KEYS[key]] = json.dumps(record)
    page = Page("?pause=0", backend=backend).start()
    assert _planted(page) == 0
    assert _six_cards(page)


# -- the review and practice (was e2e/test_review_page.py) --------------------------------
def test_the_reviews_next_trick_shows_both_hands_at_its_lead_then_the_trick() -> None:
    """e2e test_review_a_deal_after_playing_it: Next shows trick 2 of the deal, both hands
    at its lead face up and the trick's cards (the rows and hooks: test_web_review's
    test_a_finished_deal_is_kept_and_reviewed_with_a_verdict_and_its_decisions)."""
    page = Page("?seed=8&pause=0&level=gentle").start()
    page.play_out_deal()
    page.open("review").do("review")
    record = page.ctl.reviews.last
    assert record is not None
    tricks = record.tricks()
    assert page.text("review-trick-title").startswith("Trick 1 of ")
    page.do("review_step", 1)  # the Next button
    assert page.text("review-trick-title") == f"Trick 2 of {len(tricks)}"
    second = tricks[1]
    assert len(page.doc.querySelectorAll("#review-trick .card")) == (
        len(second.hands[0]) + len(second.hands[1]) + len(second.cards))


def test_replaying_a_deal_says_practice_and_back_to_the_match_shows_its_result_again() -> None:
    """e2e test_replay_a_deal_as_practice_then_go_back_to_the_match (the stored match left
    alone and the button's words: test_web_review's
    test_replay_this_deal_is_practice_that_counts_nowhere_then_back_to_the_match)."""
    backend = MemoryBackend()
    page = Page("?seed=8&pause=0&level=gentle", backend=backend).start()
    page.play_out_deal()
    result, saved = page.text("result-text"), backend.data[KEYS["match"]]
    page.do("replay")
    assert EN.say("score.practice") in page.log()[0]
    page.play_out_deal()
    assert backend.data[KEYS["match"]] == saved
    assert page.text("next-deal") == "Back to your match"
    page.do("next_deal")
    assert page.text("next-deal") == "Next deal"
    assert page.text("result-text") == result


def test_a_three_player_deal_from_a_links_position_is_reviewed_from_there() -> None:
    """e2e test_review_a_three_player_deal_started_from_a_links_position."""
    st = new_deal(11, "three", dealer=2)
    while sum(st.tricks) < 3:  # three tricks played: the link starts there
        st = st.apply(ai.choose(st, "gentle", seed=sum(st.tricks)))
    start = st.to_position()
    backend = MemoryBackend()
    page = Page(f"?seed=11&pause=0&level=gentle&position={encode_position(start)}",
                backend=backend).start()
    page.play_out_deal()
    deals, _ = Store(backend).load_deals()
    record = deals[-1]
    assert record.players == 3
    assert record.position is not None and record.start() == st  # from the link's position
    page.open("review").do("review")
    review = page.ctl.ui.review
    assert review is not None and len(review.decisions) > 0
    assert len(page.doc.querySelectorAll("#review [data-decision]")) == len(review.decisions)
    assert page.text("review-trick-title") == f"Trick 1 of {len(record.tricks())}"


def test_undo_leaves_with_the_practice() -> None:
    """e2e test_undo_in_practice_takes_moves_back_by_button_and_key, its last part: back
    in the match Undo is gone (its takes-back: tests/test_undo.py)."""
    page = Page("?seed=8&pause=0&level=gentle").start()
    assert page.button("undo").hidden
    page.play_out_deal()
    page.do("replay")
    assert not page.button("undo").hidden and page.button("undo").disabled
    page.click_card(page.enabled_cards()[0])
    assert not page.button("undo").disabled
    page.play_out_deal()
    page.do("next_deal")  # Back to your match: Undo leaves with the practice
    assert not page.session.practice and page.button("undo").hidden
    page.do("next_deal")  # the match's next deal
    assert page.button("undo").hidden
    step = page.session.step
    page.key("u")
    assert page.text("message") == EN.say("msg.undo.practice_only")
    assert page.session.step == step


# -- a link beside the match (was e2e/test_links_page.py) -----------------------------------
def test_a_link_beside_the_match_survives_a_reload_and_is_left_mid_deal() -> None:
    """e2e test_a_link_plays_beside_the_saved_match_across_a_reload: the link's deal is
    left mid-deal with Back to match (test_web_links has it left at its end)."""
    backend = MemoryBackend()
    match = Page("?pause=0&level=gentle", backend=backend).start()
    match.click_card(match.enabled_cards()[0])
    step, hand = match.session.step, match.hand()
    page = Page("?seed=5&pause=0", backend=backend).start()  # a link, the match under way
    html = page.doc.documentElement
    assert not page.button("practice-box").hidden
    assert page.text("practice-label") == EN.say("score.link")
    assert any("beside your match" in line for line in page.log())
    assert html.getAttribute("data-practice") == "1"
    urls: list[str] = []
    page = Page("?seed=5&pause=0", backend=backend)  # a reload: the link's deal again
    page.ctl.deps.set_url = urls.append
    page.start()
    assert not page.button("practice-box").hidden and page.session.practice
    page.do("leave_practice")
    assert page.button("practice-box").hidden
    assert page.session.step == step
    assert urls and "seed=" not in urls[-1]
    again = Page("?pause=0", backend=backend).start()  # a reload: the match, as it was
    assert again.session.step == step and again.hand() == hand
    assert again.doc.documentElement.getAttribute("data-practice") == ""


# -- statistics, rating, the deal of the day (was e2e/test_stats_page.py,
#    e2e/test_rating_page.py, e2e/test_daily_page.py) ------------------------------------
def _stats_rows(page: Page) -> dict[str, list[str]]:
    return {r.querySelector("th").textContent: [td.textContent for td in r.querySelectorAll("td")]
            for r in page.open("stats").doc.querySelectorAll("#stats-body tbody tr")}


END_OF_DEAL = position(  # 63 points and the ace of trumps: the lead takes the deal out
    [["AD", "QH", "9C", "JH", "QS", "JC"], ["KD", "QC", "JD", "TD", "KH", "9S"]], "9D",
    won=[["AC", "TC", "AS", "TS", "AH", "TH"], []], leader=0, dealer=1)


def test_a_won_deal_is_counted_shown_kept_over_a_reload_and_reset_when_confirmed() -> None:
    """e2e test_a_won_deal_is_counted_shown_survives_a_reload_and_resets_when_confirmed
    (its axe check of the open statistics stays in e2e/test_rating_page.py)."""
    backend = MemoryBackend()
    page = Page(f"?seed=1&pause=0&position={encode_position(END_OF_DEAL)}",
                backend=backend).start()
    page.click_card("AD")  # the lead that takes the deal out
    assert page.session.deal_over and not page.button("next-deal").hidden
    rows = _stats_rows(page)
    assert rows["Deals played"] == ["1", "1"] and rows["Deals won"] == ["1", "1"]
    page.open("stats")  # drawn only while open
    assert len(page.doc.querySelectorAll("#stats-chart .stats-empty")) == 1  # no match over
    page = Page("?pause=0", backend=backend, answers=[True]).start()  # a reload
    assert _stats_rows(page)["Deals played"] == ["1", "1"]
    page.do("stats_reset")  # answered OK
    assert page.questions and _stats_rows(page)["Deals played"] == ["0", "0"]


def test_a_rated_deal_is_provisional_and_leaving_its_practice_keeps_the_rating() -> None:
    """e2e test_a_deal_moves_the_rating_a_reload_keeps_it_and_practice_does_not (its
    reload: test_web_rating's test_a_match_deal_moves_the_rating_once_and_a_reload_keeps_it;
    a practice played out: test_practice_never_moves_the_rating)."""
    backend = MemoryBackend()
    page = Page("?rated=1&pause=0&level=gentle", backend=backend).start()
    assert page.text("rating") == "1500?"
    page.play_out_deal()
    rating = page.text("rating")
    assert rating != "1500?" and rating.endswith("?")
    assert any("Your rating: " + rating in line for line in page.log())
    page.open("stats")  # drawn only while open
    summary = page.text("rating-summary")
    assert "Rated deals: 1." in summary and "provisional" in summary
    page.do("replay")  # the same deal again, as practice, left before its end
    assert not page.button("practice-box").hidden
    page.click_card(page.enabled_cards()[0])
    page.do("leave_practice")
    assert page.button("practice-box").hidden and not page.session.practice
    assert page.text("rating") == rating
    page.open("stats")  # drawn only while open
    assert "Rated deals: 1." in page.text("rating-summary")


def test_the_deal_of_the_day_played_then_a_reload_offers_it_again_as_practice() -> None:
    """e2e test_the_deal_of_the_day_is_played_compared_shared_and_remembered, its part
    after Back to match (the play, the comparison and the share line:
    test_web_daily's test_the_deal_of_the_day_is_rated_once_compared_shared_and_...)."""
    from game.words import signed_int

    backend = MemoryBackend()
    page = Page("?pause=0&level=gentle", backend=backend, answers=[True]).start()
    assert EN.say("daily.line.new") in page.text("daily-line")
    page.do("daily")
    assert any("against the Expert" in line for line in page.log())
    page.play_out_deal()
    entry = page.ctl.ledger.daily.entry("2026-12-02", "traditional")
    assert entry is not None and entry.you is not None and entry.expert is not None
    page.do("next_deal")  # Back to match
    assert page.button("practice-box").hidden
    page = Page("?pause=0", backend=backend).start()  # a reload
    line = page.text("daily-line")
    assert EN.say("daily.result", you=signed_int(entry.you),
                  expert=signed_int(entry.expert)) in line
    assert "Days in a row: 1." in line
    page.do("daily")  # played already: the same cards, as practice
    assert not page.button("practice-box").hidden
    assert page.text("practice-label") == EN.say("score.practice")
    assert any("Today's deal again, as practice" in line for line in page.log())


# -- puzzles (was e2e/test_puzzles_page.py) -------------------------------------------------
@pytest.mark.parametrize("lang,word", [("de", "Rätsel"), ("hr", "Zagonetke")])
def test_the_puzzles_menu_item_speaks_german_and_croatian(lang: str, word: str) -> None:
    """e2e test_the_panel_speaks_german_and_croatian."""
    page = Page(f"?seed=5&pause=0&lang={lang}").start()
    assert page.text("puzzles-name") == word


# -- saving (was e2e/test_saving_page.py) ---------------------------------------------------
def test_the_final_trick_comes_before_the_summary_and_a_reload_then_loses_nothing() -> None:
    """e2e test_the_final_trick_comes_before_the_summary_and_a_reload_then_loses_nothing:
    while the final trick lies on the table the deal is recorded and the summary waits;
    a reload at that moment shows the summary, the deal counted once, and goes on."""
    page = Page("?seed=12&pause=800&level=normal")
    during: list[tuple[int, bool, int, int, int]] = []
    copies: list[dict[str, str]] = []  # what a reload at that moment would read

    async def look() -> None:
        stored = {k: json.loads(v) for k, v in page.backend.data.items()
                  if k in (KEYS["stats"], KEYS["deals"], KEYS["match"])}
        during.append((
            len(page.doc.querySelectorAll("#table [data-card]")),
            bool(page.doc.getElementById("result").hidden),
            sum(b["deals"] for b in stored[KEYS["stats"]]["buckets"]),
            len(stored[KEYS["deals"]]["deals"]),
            stored[KEYS["match"]]["match"]["deal_number"]))
        copies.append(dict(page.backend.data))

    at_last_trick(page, look)
    assert during == [(2, True, 1, 1, 1)]
    assert not page.doc.getElementById("result").hidden  # once the trick has gone
    assert len(page.doc.querySelectorAll("#table [data-card]")) == 0
    assert len(page.doc.querySelectorAll("#last-trick [data-card]")) == 2
    again = Page("?pause=0", backend=MemoryBackend(copies[0])).start()  # reload then
    assert not again.doc.getElementById("result").hidden
    assert again.ctl.stats.total().deals == 1
    again.do("next_deal")
    assert not again.session.deal_over
    assert again.ctl.stats.total().deals == 1 and len(again.ctl.kept) == 1
    assert again.session.match.deal_number == 2
