"""What the controls need a real browser for: a whole deal by keyboard alone (Enter on a
real focused button, focus back on the hand, Next deal), and the last trick opened large
by a tap or Enter and put away by Escape or Close (app.py's click, the native dialog).
The flows of Settings, the keys' intents and bad links are on the fake DOM
(tests/test_web_table_flows.py)."""

from play_helpers import Mirror, check_board, first_card, play, settle
from playwright.sync_api import expect


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


def test_a_choice_made_the_moment_settings_opens_is_applied(page, open_game):
    """Settings opened and a pause chosen in one go (a quick hand, or a page too busy to
    have drawn the panel yet): Apply takes that choice. The panel used to be reset by a
    scheduled intent, which ran after such a choice and put the old value back."""
    open_game(page, "seed=5&pause=0")
    page.click("#menu-button")
    page.evaluate("""() => {
      document.getElementById('settings-button').click();
      const pause = document.getElementById('pause');
      pause.value = '800';
      pause.dispatchEvent(new Event('change', {bubbles: true}));
    }""")
    page.click("#settings-apply")
    expect(page.locator("#settings-panel")).to_be_hidden()
    page.click("#menu-button")
    page.click("#settings-button")
    expect(page.locator("#pause")).to_have_value("800")
