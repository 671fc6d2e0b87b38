"""The rating in the page (fake DOM): a match's deal moves it once, at its own table; practice
and a link's deal do not; the simple rules have none; a reload keeps it. It cannot be
escaped: a rated deal offers no hint, and once dealt it counts, so leaving it (a new match,
a change of level or rules) counts as a lost deal, in the statistics too; a reload is not
leaving."""

from __future__ import annotations

from game.play.rating import Rating
from game.play.store import KEYS, MemoryBackend
from game.words import Words, rating_text

from .webharness import Page

EN = Words()


def _deals(page: Page, preset: str) -> int:
    return page.ctl.ledger.ratings.at(preset).deals


def test_a_match_deal_moves_the_rating_once_and_a_reload_keeps_it() -> None:
    backend = MemoryBackend()
    page = Page("?rated=1&pause=0&level=sharp", backend=backend).start()
    assert page.text("rating") == rating_text(Rating()) == "1500?"
    page.open("stats")  # drawn only while open
    assert EN.say("stats.rating.start", rating=1500, interval=686) in page.text("rating-summary")
    page.play_out_deal()
    r = page.ctl.ledger.ratings.at("traditional")
    assert r.deals == 1 and r.rating != 1500 and page.text("rating") == rating_text(r)
    assert any("Your rating: " in line for line in page.log())
    page.open("stats")  # drawn only while open
    assert "Rated deals: 1." in page.text("rating-summary")
    page.open("stats")  # drawn only while open
    assert page.doc.getElementById("rating-levels").textContent.count("±") == 4
    page.do("next_deal")  # a new deal: the finished one is not rated again
    again = Page("?rated=1&pause=0", backend=backend).start()  # a reload
    assert _deals(again, "traditional") == 1 and again.text("rating") == rating_text(r)
    assert KEYS["rating"] in backend.data


def test_the_chart_draws_the_rated_deals_over_the_levels() -> None:
    page = Page("?rated=1&pause=0&level=gentle").start()
    for _ in range(2):
        page.play_out_deal()
        page.do("next_deal")
    page.open("stats")  # drawn only while open
    svg = page.doc.getElementById("rating-chart").innerHTML
    assert "<polyline" in svg and svg.count('class="level-line"') == 4
    r = page.ctl.ledger.ratings.at("traditional")
    assert EN.say("stats.rating.chart", n=2, first=r.history[0][0], last=round(r.rating)) in svg


def test_practice_never_moves_the_rating() -> None:
    page = Page("?rated=1&pause=0").start()
    page.play_out_deal()
    after = page.ctl.ledger.ratings.at("traditional")
    page.do("replay")
    assert page.session.practice
    page.open("stats")  # drawn only while open
    assert EN.say("rating.unrated.practice") in page.text("rating-summary")
    page.play_out_deal()
    assert page.ctl.ledger.ratings.at("traditional") == after


def test_a_rated_deal_offers_no_hint_and_stays_rated() -> None:
    """A hint that made the deal unrated let a deal going badly leave the rating; a rated
    deal is the player's own play, so it offers none and says why."""
    page = Page("?rated=1&pause=0").start()
    assert page.button("hint").hidden
    page.do("hint")
    assert page.text("message") == EN.say("msg.hint.rated")
    assert not page.session.hinted and page.session.unrated_why() == ""
    page.play_out_deal()
    assert _deals(page, "traditional") == 1


def test_the_hint_still_works_where_nothing_is_rated() -> None:
    for query in ("?seed=5&pause=0", "?pause=0&rules=simple"):
        page = Page(query).start()
        assert not page.button("hint").hidden
        page.do("hint")
        assert page.text("message").startswith("Hint: ")
    page = Page("?rated=1&pause=0").start()
    page.play_out_deal()
    page.do("replay")  # practice
    page.do("hint")
    assert page.text("message").startswith("Hint: ")


def test_a_match_saved_with_a_hint_before_stays_unrated() -> None:
    import json

    backend = MemoryBackend()
    Page("?rated=1&pause=0", backend=backend).start()
    record = json.loads(backend.data[KEYS["match"]])
    record["hinted"] = True  # a deal in which a hint was taken, saved by an older page
    backend.data[KEYS["match"]] = json.dumps(record)
    again = Page("?rated=1&pause=0", backend=backend).start()
    assert again.session.hinted and again.session.unrated_why() == "hint"
    again.play_out_deal()
    assert _deals(again, "traditional") == 0
    again.open("stats")  # drawn only while open
    assert EN.say("rating.unrated.hint") in again.text("rating-summary")
    again.do("next_deal")
    assert not again.session.hinted and again.session.unrated_why() == ""


def test_a_new_match_mid_deal_asks_and_counts_the_deal_as_lost_once() -> None:
    backend = MemoryBackend()
    page = Page("?rated=1&pause=0&level=normal", backend=backend, answers=[False, True]).start()
    page.click_card(page.enabled_cards()[0])
    left = page.session
    page.do("new_game")  # asked; no: nothing happens
    want = EN.say("ask.new_match") + " " + EN.say("ask.forfeit.rated")
    assert page.questions == [want] and page.session is left and _deals(page, "traditional") == 0
    page.do("new_game")  # yes
    assert page.session is not left
    r = page.ctl.ledger.ratings.at("traditional")
    assert r.deals == 1 and r.rating < 1500
    b = page.ctl.stats.bucket("normal", "traditional")
    assert (b.deals, b.deals_won, b.game_points_against) == (1, 0, 1)
    notice = page.session.notice_text(page.ctl.words)
    assert notice.startswith(EN.say("notice.new_match") + " " + EN.say("notice.left_lost"))
    assert any("Your rating: " in line for line in page.log())
    again = Page("?rated=1&pause=0", backend=backend).start()  # a reload counts nothing again
    assert _deals(again, "traditional") == 1 and again.ctl.stats.total().deals == 1


def test_a_deal_counts_from_the_moment_it_is_dealt() -> None:
    """Leaving a rated deal before anyone acted is leaving it too: else New match would
    deal new cards for free until a good hand came."""
    page = Page("?rated=1&pause=0&level=normal", answers=[True]).start()
    assert page.session.step == 0  # the human leads: nobody has acted yet
    page.do("new_game")
    assert page.questions and EN.say("ask.forfeit.rated") in page.questions[0]
    assert _deals(page, "traditional") == 1


def test_a_change_of_level_in_settings_mid_deal_counts_the_deal_as_lost() -> None:
    page = Page("?rated=1&pause=0&level=gentle", answers=[True]).start()
    page.click_card(page.enabled_cards()[0])
    page.do("apply_settings", {"level": "sharp"})
    assert page.questions == [EN.say("ask.level", name="Sharp") + " " + EN.say("ask.forfeit.rated")]
    assert page.session.level == "sharp" and _deals(page, "traditional") == 1
    r = page.ctl.ledger.ratings.at("traditional")
    assert r.history and r.rating < 1500


def test_a_reload_is_not_leaving() -> None:
    backend = MemoryBackend()
    page = Page("?rated=1&pause=0", backend=backend).start()
    page.click_card(page.enabled_cards()[0])
    again = Page("?rated=1&pause=0", backend=backend).start()
    assert again.session.step == page.session.step and _deals(again, "traditional") == 0
    assert again.ctl.stats.total().deals == 0


def test_between_deals_and_in_an_unrated_deal_nothing_is_counted_as_left() -> None:
    page = Page("?rated=1&pause=0", answers=[True]).start()
    page.play_out_deal()  # the deal is over: a new match leaves nothing under way
    rated = _deals(page, "traditional")
    page.do("new_game")
    assert page.questions == [EN.say("ask.new_match")] and _deals(page, "traditional") == rated
    link = Page("?seed=5&pause=0").start()  # a link's deal nobody acted in: no question
    link.do("new_game")
    assert link.questions == [] and link.ctl.stats.total().deals == 0
    link = Page("?seed=5&pause=0", answers=[True]).start()
    link.click_card(link.enabled_cards()[0])  # acted in: lost, in the statistics only
    link.do("new_game")
    assert link.questions == [EN.say("ask.new_match") + " " + EN.say("ask.forfeit.stats")]
    assert link.ctl.stats.total().deals == 1 and _deals(link, "traditional") == 0


def test_forgetting_everything_counts_nothing_as_left() -> None:
    page = Page("?rated=1&pause=0", answers=[True]).start()
    page.click_card(page.enabled_cards()[0])
    page.do("forget")
    assert _deals(page, "traditional") == 0 and page.ctl.stats.total().deals == 0


def test_a_links_deal_is_not_rated() -> None:
    page = Page("?seed=5&pause=0").start()
    page.play_out_deal()
    assert _deals(page, "traditional") == 0 and page.session.unrated_why() == "link"


def test_the_simple_rules_have_no_rating_and_say_so() -> None:
    page = Page("?rated=1&pause=0&rules=simple").start()
    assert page.text("rating") == EN.say("rating.none")
    page.play_out_deal()
    assert page.ctl.ledger.ratings.tables == {}
    page.open("stats")  # drawn only while open
    assert EN.say("rating.unrated.table") in page.text("rating-summary")


def test_three_players_rate_the_three_player_table() -> None:
    page = Page("?rated=1&pause=0&rules=three&level=normal").start()
    page.play_out_deal()
    assert _deals(page, "three") == 1 and _deals(page, "traditional") == 0


def test_level_names_whose_lines_are_close_share_one_label() -> None:
    from game.web.stats.rating_markup import LABEL_GAP, _labels

    marks = [(50.0, "Sharp"), (50.0 + LABEL_GAP - 1, "Gentle"), (20.0, "Expert")]
    assert _labels(marks) == [(20.0, "Expert"), (50.0, "Sharp · Gentle")]
    assert len(_labels([(0.0, "a"), (LABEL_GAP + 0.0, "b")])) == 2


# -- rated or casual (issue 57) --------------------------------------------------------
def test_a_first_visit_is_a_casual_match_with_hints_that_says_so() -> None:
    """A first match welcomes: casual by default (a hint, no rating at stake, leaving a
    deal costs nothing) and the header says it is casual instead of showing a rating."""
    page = Page("?pause=0&level=normal", answers=[True]).start()
    assert page.session.casual and page.session.unrated_why() == "casual"
    assert not page.button("hint").hidden
    page.open("stats")  # drawn only while open
    assert page.doc.getElementById("rating-box").hidden
    assert not page.doc.getElementById("casual-box").hidden
    assert page.text("casual") == EN.say("casual.marker")
    page.open("stats")  # drawn only while open
    assert EN.say("rating.unrated.casual") in page.text("rating-summary")
    page.do("hint")
    assert page.text("message").startswith("Hint: ")
    page.click_card(page.enabled_cards()[0])
    page.do("new_game")  # leaving it: nothing counted, and the question says nothing of it
    assert page.questions == [EN.say("ask.new_match")]
    assert _deals(page, "traditional") == 0 and page.ctl.stats.total().deals == 0
    page.play_out_deal()  # a finished casual deal: in the statistics, not the rating
    assert _deals(page, "traditional") == 0 and page.ctl.stats.total().deals == 1


def test_rated_matches_chosen_in_settings_begin_with_the_next_match() -> None:
    """Switching mid-match would let a player look at the cards, then choose whether they
    count: the choice is kept at once and the page says it applies from the next match."""
    backend = MemoryBackend()
    page = Page("?pause=0", backend=backend, answers=[True]).start()
    page.click_card(page.enabled_cards()[0])
    page.do("apply_settings", {"rated": True})
    assert page.text("message") == EN.say("msg.rated_next")
    assert page.session.casual and page.questions == []
    assert Page("?pause=0", backend=MemoryBackend(backend.data)).start().ctl.settings.rated
    page.do("new_game")
    s = page.session
    assert s.rated and not s.casual and s.unrated_why() == ""
    page.open("stats")  # drawn only while open
    assert page.button("hint").hidden and not page.doc.getElementById("rating-box").hidden
    assert page.doc.getElementById("casual-box").hidden
    assert page.text("rating") == "1500?"
    # where the rating first shows, one line says what the number means
    rated = EN.say("notice.rated")
    assert rated in s.notice_text(page.ctl.words) and rated in page.log()
    page.open("stats")  # drawn only while open
    assert page.text("rating-summary").startswith(EN.say("rating.meaning"))
    page.do("apply_settings", {"rated": False})
    assert page.text("message") == EN.say("msg.casual_next") and page.session.rated
    page.do("apply_settings", {"rated": True})  # back before the next match: nothing to say
    assert page.text("message") == EN.say("msg.settings_applied") and page.session.rated


def test_a_saved_match_keeps_its_kind_and_an_older_one_was_rated() -> None:
    import json

    backend = MemoryBackend()
    Page("?pause=0", backend=backend).start()
    assert Page("?rated=1&pause=0", backend=backend).start().session.casual  # it goes on
    record = json.loads(backend.data[KEYS["match"]])
    del record["rated"]  # a match saved before the choice: rated, as it was played
    backend.data[KEYS["match"]] = json.dumps(record)
    assert Page("?pause=0", backend=backend).start().session.rated


def test_next_step_up_names_a_stronger_level_after_a_lost_first_deal() -> None:
    """The tester's case: Normal, one deal lost (1500? to 1300?), and "Next step up"
    named Gentle (1333), a weaker level than the one played."""
    page = Page("?rated=1&pause=0&level=normal", answers=[True]).start()
    page.do("new_game")  # the deal dealt and left: lost
    r = page.ctl.ledger.ratings.at("traditional")
    assert r.deals == 1 and r.rating < 1333
    page.open("stats")  # drawn only while open
    summary = page.text("rating-summary")
    assert EN.say("stats.rating.next", level="Sharp", rating=1566) in summary
    page.open("stats")  # drawn only while open
    assert "Gentle" not in summary.replace(page.text("rating-levels"), "")
    expert = Page("?rated=1&pause=0&level=expert").start()
    expert.open("stats")  # drawn only while open
    assert EN.say("stats.rating.strongest") in expert.text("rating-summary")
