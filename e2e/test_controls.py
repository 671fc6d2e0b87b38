"""Settings ask before abandoning a match, keyboard play, bad links."""

from play_helpers import Mirror, check_board, first_card, play, settle
from playwright.sync_api import expect


def test_a_level_change_asks_first(page, open_game):
    open_game(page, "seed=5&level=normal&pause=0")
    mirror = Mirror.new(5, "normal")
    mirror.advance()
    settle(page, mirror.step)
    play(page, mirror, [a for a in mirror.state.legal_actions() if len(a) == 2][0])
    log = page.locator("#log").inner_text()

    page.click("#menu-button")  # level and rules are in the Settings panel
    page.click("#settings-button")
    page.select_option("#level", "sharp")
    assert page.locator("html").get_attribute("data-step") == str(mirror.step)  # a draft
    page.click("#settings-apply")  # nothing changes until Apply
    dialog = page.locator("dialog#confirm")
    expect(dialog).to_be_visible()
    assert "Sharp" in page.locator("#confirm-text").inner_text()
    page.click("#confirm-cancel")
    expect(dialog).to_be_hidden()
    expect(page.locator("#level")).to_have_value("normal")
    assert page.locator("html").get_attribute("data-step") == str(mirror.step)
    assert page.locator("#log").inner_text() == log
    check_board(page, mirror)

    page.click("#menu-button")
    page.click("#settings-button")
    page.select_option("#level", "sharp")
    page.click("#settings-apply")
    expect(dialog).to_be_visible()
    page.click("#confirm-ok")
    expect(page.locator("#log")).not_to_contain_text(log.splitlines()[1])
    expect(page.locator("#level")).to_have_value("sharp")
    # The log starts again with the new match (the computer may already have moved).
    expect(page.locator("#log li").first).to_contain_text("New match")
    expect(page.locator("#log")).to_contain_text("Deal 1.")
    assert page.locator("#match-you").inner_text() == "0"


def test_a_rules_change_asks_and_the_simple_rules_hide_traditional_buttons(page, open_game):
    open_game(page, "seed=5&level=normal&pause=0")
    mirror = Mirror.new(5, "normal")
    mirror.advance()
    settle(page, mirror.step)
    play(page, mirror, [a for a in mirror.state.legal_actions() if len(a) == 2][0])
    page.click("#menu-button")
    page.click("#settings-button")
    page.select_option("#rules", "simple")
    page.click("#settings-apply")
    expect(page.locator("dialog#confirm")).to_be_visible()
    page.click("#confirm-ok")
    expect(page.locator("#rules")).to_have_value("simple")
    expect(page.locator("#close-stock")).to_be_hidden()
    expect(page.locator("#exchange-trump")).to_be_hidden()
    expect(page.locator("#match-you")).to_have_text("–")


def test_keyboard_only_play_of_a_whole_trick(page, open_game):
    open_game(page, "seed=12&level=normal&pause=0")
    mirror = Mirror.new(12, "normal")
    mirror.advance()
    settle(page, mirror.step)
    # the focus starts on your hand, never on the page (issue 40, point 10)
    page.wait_for_function("() => !!document.activeElement.closest('#hand [data-card]')")
    tricks_before = mirror.state.view(0).ntricks
    # Arrows pick a card; Enter plays it. The trick completes either way.
    while mirror.state.view(0).ntricks == tricks_before:
        page.keyboard.press("ArrowRight")
        focused = page.evaluate("() => document.activeElement.dataset.card")
        assert focused, "an arrow key focuses a card"
        assert page.evaluate("() => !!document.activeElement.closest('#hand')")
        label = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
        assert label.split(" (")[0].split(",")[0] in {
            "Ace", "Ten", "King", "Queen", "Jack", "Nine"} or " of " in label
        page.keyboard.press("Enter")
        mirror.apply(focused)
        mirror.advance()
        settle(page, mirror.step)
    check_board(page, mirror)
    # Seed 12: the human wins the first trick and leads the second, so the
    # finished trick is shown as the last one and every card may be led.
    st = mirror.state
    assert st.to_move == 0 and st.outcome is None and not st.view(0).table
    assert page.locator("#last-trick [data-card]").count() == 2
    # Focus came back to the hand for the next card.
    assert page.evaluate("() => !!document.activeElement.closest('#hand')")
    # A digit picks the card in that place.
    page.keyboard.press("1")
    first = page.locator("#hand [data-slot]").first
    code = first.get_attribute("data-slot")
    assert code in st.legal_actions()
    assert first.locator("button").is_enabled()
    assert page.evaluate("() => document.activeElement.dataset.card") == code
    page.keyboard.press("Enter")
    mirror.apply(code)
    mirror.advance()
    settle(page, mirror.step)
    check_board(page, mirror)


def test_keys_for_close_and_new_game_open_the_dialog(page, open_game):
    open_game(page, "seed=12&level=normal&pause=0")
    mirror = Mirror.new(12, "normal")
    mirror.advance()
    settle(page, mirror.step)
    page.locator("body").focus()
    # Seed 12: the human leads the first trick and may close the stock.
    assert "close" in mirror.state.legal_actions()
    page.keyboard.press("c")
    expect(page.locator("dialog#confirm")).to_be_visible()
    assert "Close the stock" in page.locator("#confirm-text").inner_text()
    page.keyboard.press("Escape")
    expect(page.locator("dialog#confirm")).to_be_hidden()
    assert page.locator("html").get_attribute("data-step") == str(mirror.step)
    play(page, mirror, [a for a in mirror.state.legal_actions() if len(a) == 2][0])
    page.locator("body").focus()
    page.keyboard.press("n")
    expect(page.locator("dialog#confirm")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator("dialog#confirm")).to_be_hidden()
    assert page.locator("html").get_attribute("data-step") == str(mirror.step)
    # x when no exchange is allowed: nothing is played, the status says why.
    legal = mirror.state.legal_actions()
    assert mirror.state.to_move == 0 and "exchange" not in legal
    status = page.locator("#status")
    assert "exchange" not in status.inner_text().lower()
    page.keyboard.press("x")
    expect(status).to_contain_text("exchange", ignore_case=True)
    assert page.locator("html").get_attribute("data-step") == str(mirror.step)
    # o with automatic going out: the button is hidden, nothing is played, the
    # status says why.
    assert page.locator("#go-out").is_hidden() and "out" not in legal
    page.keyboard.press("o")
    expect(status).to_contain_text("go out", ignore_case=True)
    assert page.locator("html").get_attribute("data-step") == str(mirror.step)


def test_invalid_position_shows_a_message_and_deals_normally(page, open_game):
    open_game(page, "position=this-is-not-a-position&pause=0")
    notice = page.locator("#notice")
    assert notice.is_visible()
    assert "position in the link is not valid" in notice.inner_text()
    assert "normal deal" in notice.inner_text()
    page.wait_for_function("() => document.documentElement.dataset.turn === 'you'")
    assert page.locator("#hand button[data-card]").count() == 6
    opp = page.locator("#opponent-hand .card").count()
    assert opp + page.locator("#table [data-card]").count() == 6
    assert page.locator("#trump-card").get_attribute("data-card")


def test_a_position_missing_cards_names_the_problem(page, open_game):
    from game import encode_position

    bad = encode_position({"trump": "9H", "stock": [], "hands": [["AS"], ["KS"]]})
    open_game(page, f"position={bad}&pause=0")
    assert "missing" in page.locator("#notice").inner_text()
    assert page.locator("#hand button[data-card]").count() == 6


def test_the_computer_thinking_is_shown_and_the_human_cannot_act(page, open_game):
    # the longest pause: the computer waits a quarter of it (1.25 s) before its card
    open_game(page, "seed=12&level=normal&pause=5000")
    mirror = Mirror.new(12, "normal")
    assert mirror.state.to_move == 0  # seed 12: the human leads
    page.wait_for_function("() => document.documentElement.dataset.turn === 'you'")
    card = [a for a in mirror.state.legal_actions() if len(a) == 2][0]
    page.click(f"#hand button[data-card='{card}']")
    page.wait_for_function("() => document.documentElement.dataset.turn === 'computer'",
                           timeout=3000)
    status = page.locator("#status").inner_text()
    # The computer replies to the lead, so it is its turn now.
    assert mirror.state.apply(card).to_move == 1
    assert "Computer is thinking" in status
    assert page.locator("#hand button[data-card]:not([disabled])").count() == 0
    page.locator("#hand [data-slot]").first.click()
    expect(page.locator("#status")).to_contain_text("computer's turn")


def test_rule_options_from_the_link(page, open_game):
    open_game(page, "seed=3&show_scores=0&target=8&auto_out=0&pause=0")
    page.wait_for_function("() => document.documentElement.dataset.turn === 'you'")
    assert page.locator("#score-you").inner_text() == "?"
    assert page.locator("#score-opp").inner_text() == "?"
    assert page.locator("#match-target").inner_text() == "8"
    assert page.locator("#go-out").is_visible()
    page.click("#menu-button")
    page.click("#settings-button")
    assert not page.locator("#show-scores").is_checked()
    assert not page.locator("#auto-out").is_checked()
    assert page.locator("#target").input_value() == "8"


def test_keyboard_only_whole_deal_then_next_deal(page, open_game):
    open_game(page, "seed=14&level=gentle&pause=0")
    mirror = Mirror.new(14, "gentle")
    mirror.advance()
    settle(page, mirror.step)
    page.locator("body").focus()
    while mirror.state.outcome is None:
        page.keyboard.press("Home")
        card = page.evaluate("() => document.activeElement.dataset.card")
        assert card in mirror.state.legal_actions()
        page.keyboard.press("Enter")
        mirror.apply(card)
        mirror.advance()
        settle(page, mirror.step)
    check_board(page, mirror)
    assert page.evaluate("() => document.activeElement.id") == "next-deal"
    page.keyboard.press("Enter")
    expect(page.locator("#log")).to_contain_text("Deal 2.")


def test_a_tap_on_the_last_trick_shows_it_large_with_its_players_named(page, open_game):
    """Three players on a phone: the last trick is small beside the trick; a tap (or Enter
    on it) shows it large, each card over its player's name, with who led and who won;
    Escape or Close puts it away and the game goes on."""
    page.set_viewport_size({"width": 360, "height": 640})
    open_game(page, "rules=three&seed=5&level=normal&pause=0")
    mirror = Mirror.new(5, "normal", "three")
    mirror.advance()
    settle(page, mirror.step)
    expect(page.locator("#last-trick")).to_be_disabled()  # no trick finished yet
    while mirror.state.view(0).last_trick is None:
        play(page, mirror, first_card(mirror.state))
    last = mirror.state.view(0).last_trick
    page.locator("#last-trick").click()
    dialog = page.locator("#last-view")
    expect(dialog).to_be_visible()
    cards = dialog.locator("[data-face]")
    assert [cards.nth(i).get_attribute("data-face") for i in range(3)] == list(last.cards)
    names = dialog.locator("figcaption").all_text_contents()
    assert sorted(names) == ["East", "West", "You"]
    assert "won the trick" in dialog.locator("p").text_content()
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    page.locator("#last-trick").focus()
    page.keyboard.press("Enter")
    expect(dialog).to_be_visible()
    page.locator("#last-view-close").click()
    expect(dialog).to_be_hidden()
    play(page, mirror, first_card(mirror.state))  # the game goes on
    shown = page.locator("#hand button[data-card]").evaluate_all(
        "bs => bs.map(b => b.dataset.card)")
    assert sorted(shown) == sorted(mirror.state.view(0).hand)
