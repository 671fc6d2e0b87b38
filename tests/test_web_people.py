"""A people's match at one device (issue 43), played through the fake page: the screen
between people, no hidden card in the page, names in the words, nothing counted."""

from __future__ import annotations

from game.play.store import MemoryBackend, Store
from game.words import Words

from .webharness import Page


def faces(page: Page, selector: str) -> list[str]:
    return [str(e.getAttribute("data-card")) for e in page.doc.querySelectorAll(
        f"{selector} [data-card]")]


def check_nothing_hidden_shows(page: Page) -> None:
    """Behind the screen no hand has a face in the page; else only the shown person's."""
    s = page.session
    curtain = page.doc.getElementById("curtain")
    others = faces(page, "#opponent-hand") + faces(page, "#opponent-hand-2")
    if s.deal_over:
        return
    assert others == [], others
    if page.ctl.phase == "curtain":
        assert curtain.open and curtain.getAttribute("data-seat") == str(s.state.to_move)
        assert faces(page, "#hand") == []
        assert s.name(page.ctl.words, s.state.to_move) in page.text("curtain-title")
    else:
        assert not curtain.open
        assert sorted(faces(page, "#hand")) == sorted(s.state.hand(s.shown))


def play_people_deal(page: Page, reload_at: int | None = None) -> Page:
    """Each person taps Show my cards, then their first allowed card (or Draw), until
    the deal ends; every step checked; optionally the page is reloaded at a step."""
    for step in range(200):
        check_nothing_hidden_shows(page)
        if page.session.deal_over:
            return page
        if reload_at is not None and step == reload_at:
            page = Page(page.query, backend=page.backend).start()
            assert page.ctl.phase == "curtain"  # a reload never shows a hand
            check_nothing_hidden_shows(page)
        if page.ctl.phase == "curtain":
            page.do("reveal")
            continue
        assert page.ctl.phase in ("you", "drawing"), page.ctl.phase
        cards = page.enabled_cards()
        if cards:
            page.click_card(cards[0])
        else:
            page.do("act", next(a for a in page.ctl.legal_now() if a not in ("close", "out")))
    raise AssertionError("the deal did not end")


def people_page(query: str, names: tuple[str, ...] = ("Ana", "Ivo", "Eva")) -> Page:
    backend = MemoryBackend()
    settings, _ = Store(backend).load_settings()
    settings.name_0, settings.name_1, settings.name_2 = names
    Store(backend).save_settings(settings)
    page = Page(query, backend=backend)
    page.query = query
    return page.start()


def test_two_people_pass_the_device_and_never_see_each_others_hand() -> None:
    page = people_page("?seats=person,person&seed=5&pause=0")
    s = page.session
    assert s.shared and page.ctl.phase == "curtain"
    assert page.text("name-you") == "Ana" and page.text("name-opp") == "Ivo"
    page = play_people_deal(page)
    log = " ".join(page.log())
    assert "You " not in log and "Ana" in log and "Ivo" in log
    # the end names the winner; the match's statistics and the rating are nobody's
    winner = page.session.state.outcome.winner
    assert page.session.name(page.ctl.words, winner) in page.text("result-title")
    assert page.ctl.stats.total().deals == 0 and page.ctl.ledger.best is None
    assert page.session.unrated_why() == "people"


def test_a_reload_mid_deal_resumes_behind_the_screen() -> None:
    page = people_page("?seats=person,person&seed=7&pause=0")
    page = play_people_deal(page, reload_at=9)
    assert page.session.deal_over and page.session.shared


def test_three_players_two_people_and_a_computer() -> None:
    page = people_page("?rules=three&seats=person,expert,person&seed=3&pause=0")
    s = page.session
    assert s.seats.kinds == ("person", "expert", "person")
    page = play_people_deal(page)
    assert page.thinks and all(level == "expert" for level, _ in page.thinks)
    assert "Eva" in " ".join(page.log())


def test_seats_without_names_count_the_people_and_name_the_computer_by_level() -> None:
    """Issue 57: a computer in the middle seat read "Player 1", "The computer", "Player 3"
    (no Player 2): the people are numbered in seat order, the computer named with its
    level, in the header, on the felt and in the log."""
    page = people_page("?rules=three&seats=person,normal,person&seed=3&pause=0",
                       ("", "", ""))
    s = page.session
    assert [s.name(page.ctl.words, seat) for seat in range(3)] == [
        "Player 1", "Computer (Normal)", "Player 2"]
    # the header, where space is short: "Computer"
    assert [page.text(f"name-{x}") for x in ("you", "seat-1", "seat-2")] == [
        "Player 1", "Computer", "Player 2"]
    page.do("reveal")
    labels = {page.text("seat-label-1"), page.text("seat-label-2")}
    assert "Computer (Normal)" in labels and "Player 3" not in " ".join(page.log())


def test_the_top_hands_keep_their_sides_whoever_holds_the_device() -> None:
    """Issue 57: at three, the two top hands swapped sides with the turn (the table was
    turned round to the person at the bottom). Seat 1 sits on the left and seat 2 on the
    right whenever they are on top (the header's order); seat 0 takes the place of the
    seat at the bottom. A computer between two people never moves; each won pile stays
    under its seat's hand."""
    for seats in ("person,normal,person", "person,person,person"):
        page = people_page(f"?rules=three&seats={seats}&seed=3&pause=0")
        bottoms = set()
        for _ in range(80):
            s = page.session
            if s.deal_over:
                break
            if page.ctl.phase == "curtain":
                page.do("reveal")
                continue
            bottom = s.viewer
            bottoms.add(bottom)
            for place, id_ in ((1, "opponent-hand"), (2, "opponent-hand-2")):
                seat = 0 if bottom == place else place
                assert page.doc.getElementById(id_).getAttribute("data-seat") == str(seat)
                assert page.text(f"seat-label-{place}") == s.name(page.ctl.words, seat)
                pile = page.doc.getElementById(f"pile-{place}")
                assert pile.getAttribute("data-tricks") == str(s.view().tricks[seat])
            cards = page.enabled_cards()
            if cards:
                page.click_card(cards[0])
            else:
                page.do("act", next(a for a in page.ctl.legal_now() if a != "close"))
        assert len(bottoms) >= 2, bottoms  # the device did pass


def test_a_persons_review_names_its_result_and_the_other_person_not_a_level() -> None:
    """Issue 57: the winner's review ("Review: Player 2") opened with "Traditional,
    Normal: lost, 1 game point": the result is the reviewed person's, and the other
    side is named as a person, not as a computer level."""
    page = play_people_deal(people_page("?seats=person,person&seed=5&pause=0"))
    winner = page.session.state.outcome.winner
    for seat, mine in ((winner, "won"), (1 - winner, "lost")):
        page.open("review").do("review_seat", seat)
        which = page.text("review-which")
        other = page.session.name(page.ctl.words, 1 - seat)
        assert f"Traditional, {other}: {mine}," in which, which
        assert "Normal" not in which, which


def test_each_person_reviews_their_own_seat() -> None:
    page = play_people_deal(people_page("?seats=person,person&seed=5&pause=0"))
    buttons = page.doc.querySelectorAll("#review-people [data-review-seat]")
    assert [b.getAttribute("data-review-seat") for b in buttons] == ["0", "1"]
    assert page.doc.getElementById("review-button").hidden
    for seat, name in ((1, "Ivo"), (0, "Ana")):
        page.open("review").do("review_seat", seat)
        review = page.ctl.ui.review
        assert review is not None and page.ctl.reviews.shown.seat == seat
        assert name in page.text("review-which")


def test_a_hint_is_the_shown_persons_and_says_so() -> None:
    page = people_page("?seats=person,person&seed=5&pause=0")
    page.do("reveal")
    page.do("hint")
    assert page.text("message").startswith(
        f"Hint for {page.session.name(page.ctl.words, page.session.shown)}:")


def test_links_with_seats_that_do_not_fit_are_refused_and_the_match_is_kept() -> None:
    page = Page("?seats=person,robot&pause=0").start()
    assert "seats" in page.text("notice") and not page.session.shared
    # a saved match: a three-seat link at a two-player table plays the Settings' seats
    page = Page("?seats=person,person,person&seed=4&pause=0").start()
    assert "do not fit" in page.text("notice") and not page.session.shared


def test_a_tab_that_loses_the_match_to_another_shows_no_hidden_card() -> None:
    """Issue 57: when a second tab took a people's match over, the first kept the last
    person's cards face up ("This match is now open in another tab"): whoever held the
    device next read them by switching tabs. Both ways the tab finds out: the storage
    event, and its next save (a browser that drops the event)."""
    for told in (True, False):
        first = people_page("?seats=person,person&seed=5&pause=0")
        first.do("reveal")
        assert faces(first, "#hand")  # the person's cards, face up
        Page("?pause=0", backend=first.backend).start()  # a second tab takes the match
        if told:
            first.do("elsewhere")
        else:
            first.click_card(first.enabled_cards()[0])
        assert first.ctl.phase == "elsewhere"
        assert faces(first, "#hand") == [], faces(first, "#hand")
        assert first.doc.querySelectorAll("#hand button") == []


def test_switching_to_people_in_settings_asks_about_the_seats_not_a_rule() -> None:
    """Issue 57: a change of who plays asked "Change this rule option?"; it names the
    seats, and still says what the rated deal under way then counts as."""
    page = Page("?rated=1&pause=0&level=normal").start()
    assert page.session.unrated_why() == ""  # a rated deal, dealt: leaving it loses it
    page.do("apply_settings", {"seat_1": "person"})
    question = page.questions[-1]
    assert question.startswith(Words().say("ask.seats")), question
    assert Words().say("ask.forfeit.rated") in question
    assert not page.session.shared  # declined: nothing changed
    page.answers = [True]
    page.do("apply_settings", {"seat_1": "person"})
    assert page.session.shared


def test_a_peoples_link_over_a_match_under_way_plays_behind_its_screen() -> None:
    """Issue 57: a ?seats= link opened over a match in progress became a link's deal beside
    the match with no screen and every hand face down: nothing playable. It plays, behind
    its screen, and Back to match returns to the match as it was."""
    for rules, seats in (("traditional", "person,person"), ("three", "person,normal,person")):
        backend = MemoryBackend()
        first = Page(f"?rules={rules}&pause=0", backend=backend).start()
        first.click_card(first.enabled_cards()[0])
        step = first.session.step
        page = Page(f"?rules={rules}&seats={seats}&pause=0", backend=backend).start()
        s = page.session
        assert s.practice and s.shared
        assert page.ctl.phase == "curtain", page.ctl.phase
        page = play_people_deal(page)
        assert page.session.deal_over
        page.do("next_deal")  # Back to your match
        assert not page.session.shared and page.session.step == step


def test_the_seats_notice_quotes_the_links_value_once() -> None:
    """Issue 57: the value was in the sentence's quotes and in its own (repr's) too."""
    for lang in ("en", "de", "hr"):
        notice = Page(f"?lang={lang}&seats=person,robot&pause=0").start().text("notice")
        assert "person,robot" in notice, notice
        assert "“'" not in notice and "„'" not in notice, notice


def test_a_stored_match_whose_seats_do_not_fit_is_set_aside_not_lost() -> None:
    page = people_page("?seats=person,person&seed=5&pause=0")
    page.do("reveal")
    backend = page.backend
    import json

    key = next(k for k in backend.data if k.endswith("match"))
    record = json.loads(backend.data[key])
    record["seats"] = {"kinds": ["person", "person", "person"], "names": ["", "", ""]}
    backend.data[key] = json.dumps(record)
    again = Page("?pause=0", backend=backend).start()
    assert "damaged" in again.text("notice")
    assert any("match" in k and k != key for k in backend.data)  # set aside, kept


def test_a_name_is_text_on_the_page() -> None:
    page = people_page("?seats=person,person&seed=5&pause=0", ("<b>Ana</b>", "Ivo", ""))
    assert page.text("name-you") == "<b>Ana</b>"  # written as text, never as markup
    page = play_people_deal(page)
    html = page.doc.getElementById("review-people").innerHTML
    assert "&lt;b&gt;Ana&lt;/b&gt;" in html and "<b>" not in html


def test_leaving_a_peoples_deal_asks_without_counting_it_anywhere() -> None:
    page = people_page("?seats=person,person&seed=5&pause=0")
    page.do("reveal")
    page.click_card(page.enabled_cards()[0])
    page.answers = [True]
    page.do("new_game")
    assert page.questions and "statistics" not in page.questions[-1]
    assert page.ctl.stats.total().deals == 0 and page.session.shared  # same seats again


def test_one_person_plays_as_before_without_a_screen() -> None:
    page = Page("?seed=5&pause=0").start()
    assert not page.session.shared and page.ctl.phase == "you"
    assert not page.doc.getElementById("curtain").open
    assert page.text("name-you") == "You"


def test_the_shared_log_names_people_in_every_language() -> None:
    """No sentence of a people's log says "you" (it is everybody's), in any language."""
    for lang, you in (("en", ("You ", " you ")), ("de", ("Du ", " du ", "Dein")),
                      ("hr", ("Ti ", " ti ", "Tvoj"))):
        page = play_people_deal(people_page(f"?lang={lang}&seats=person,person&seed=5&pause=0"))
        log = " ".join(page.log())
        assert "Ana" in log and "Ivo" in log
        assert not [w for w in you if w in log], (lang, log)
