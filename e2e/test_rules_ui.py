"""Every traditional rule reachable by tap: marriages, exchange, closing, going
out, phase-two duties and the last trick. Exact situations come from ?position=."""

import pytest
from play_helpers import ALL, Mirror, check_board, play, play_deal, position, query, settle
from playwright.sync_api import expect


def split_won(rest):
    """Two piles of whole tricks with about equal points (neither at 66: the deal runs)."""
    rest = sorted(rest, key=lambda c: "9JQKTA".index(c[0]))
    return rest[0::2], rest[1::2]


def test_marriage_by_the_human_is_pending_then_scored(page, open_game):
    # Diamonds are trumps; the human leads the queen of spades holding the king.
    pos = position(
        hands=(["QS", "KS", "9C", "JC", "TC", "9D"], ["AS", "9S", "JD", "QC", "KC", "JH"]),
        trump="AD",
    )
    mirror = Mirror.at(pos, "gentle")
    open_game(page, query(pos, level="gentle", pause=0))
    settle(page, 0)
    badge = page.locator("#hand [data-slot='QS'] .badge")
    assert badge.inner_text() == "20"
    qs = page.locator("#hand button[data-card='QS']")
    assert qs.get_attribute("aria-label") == "Queen of spades"
    assert "declares 20" in qs.get_attribute("aria-description")
    play(page, mirror, "QS")
    # Gentle takes with the ace: the human has no trick, so the 20 waits.
    assert mirror.state.pending == (20, 0)
    assert page.locator("#pending-you").inner_text().strip() == "+20 pending"
    assert page.locator("#score-you").inner_text() == "0"
    log = page.locator("#log").inner_text()
    assert "You declare 20 in spades, showing the King of spades" in log
    check_board(page, mirror)
    # Play on until the human wins a trick: the 20 then counts.
    while mirror.state.tricks[0] == 0 and mirror.state.outcome is None:
        st = mirror.state
        cards = [a for a in st.legal_actions() if len(a) == 2]
        play(page, mirror, cards[-1])
    assert mirror.state.pending[0] == 0
    check_board(page, mirror)
    assert page.locator("#pending-you").is_hidden()


def test_the_computers_marriage_is_shown_and_announced(page, open_game):
    pos = position(
        hands=(["AS", "9S", "JD", "QH", "9C", "JH"], ["KC", "QC", "9D", "JC", "TS", "KH"]),
        trump="AD", leader=1, dealer=0,
    )
    mirror = Mirror.at(pos, "normal")
    open_game(page, query(pos, level="normal", pause=0))
    mirror.advance()
    settle(page, mirror.step)
    assert page.locator("#table [data-card]").get_attribute("data-card") == "KC"
    assert page.locator("#table [data-shown]").get_attribute("data-shown") == "QC"
    assert page.locator("#table .meld-points").inner_text() == "20"
    assert "The computer declares 20 in clubs, showing the Queen of clubs" in (
        page.locator("#log").inner_text())
    assert page.locator("#pending-opp").inner_text().strip() == "+20 pending"
    assert "Queen of clubs" in page.locator("#opp-known").inner_text()
    check_board(page, mirror)


def test_exchange_of_the_trump_nine(page, open_game):
    pos = position(
        hands=(["9D", "AS", "QH", "9C", "JH", "TC"], ["KC", "QC", "JD", "JC", "TS", "KH"]),
        won=(["KS", "JS"], []), trump="AD",
    )
    mirror = Mirror.at(pos, "normal")
    open_game(page, query(pos, level="normal", pause=0))
    settle(page, 0)
    assert page.locator("#trump-card").get_attribute("data-card") == "AD"
    assert page.locator("#exchange-trump").is_enabled()
    play(page, mirror, "exchange")
    assert page.locator("#trump-card").get_attribute("data-card") == "9D"
    assert page.locator("#hand button[data-card='AD']").count() == 1
    assert page.locator("#hand button[data-card='9D']").count() == 0
    assert "You exchange the nine of trumps for the Ace of diamonds." in (
        page.locator("#log").inner_text())
    assert page.locator("#exchange-trump").is_disabled()
    check_board(page, mirror)


def test_the_computer_exchanges_and_it_is_announced(page, open_game):
    pos = position(
        hands=(["AS", "QH", "9C", "JH", "TC", "JC"], ["9D", "KC", "QC", "JD", "TS", "KH"]),
        won=([], ["KS", "JS"]), trump="AD", leader=1, dealer=0,
    )
    mirror = Mirror.at(pos, "normal")
    open_game(page, query(pos, level="normal", pause=0))
    mirror.advance()
    settle(page, mirror.step)
    assert "The computer exchanges the nine of trumps for the Ace of diamonds." in (
        page.locator("#log").inner_text())
    assert page.locator("#trump-card").get_attribute("data-card") == "9D"
    assert "Ace of diamonds" in page.locator("#opp-known").inner_text()
    check_board(page, mirror)


def test_closing_asks_first_and_then_plays_phase_two(page, open_game):
    pos = position(
        hands=(["AS", "QH", "9C", "JH", "TC", "JC"], ["KC", "QC", "JD", "TS", "KH", "9S"]),
        won=(["KS", "JS"], []), trump="AD",
    )
    mirror = Mirror.at(pos, "normal")
    open_game(page, query(pos, level="normal", pause=0))
    settle(page, 0)
    page.click("#close-stock")
    dialog = page.locator("dialog#confirm")
    expect(dialog).to_be_visible()
    text = page.locator("#confirm-text").inner_text()
    assert "follow suit" in text and "reach 66" in text and "2 game points" in text
    page.click("#confirm-cancel")
    expect(dialog).to_be_hidden()
    assert page.locator("#stock-count").inner_text() == "10"
    assert mirror.state.closed_by is None

    page.click("#close-stock")
    page.click("#confirm-ok")
    mirror.apply("close")
    mirror.advance()
    settle(page, mirror.step)
    expect(dialog).to_be_hidden()
    assert page.locator("#stock-count").inner_text() == "10 (closed)"
    assert page.locator("#trump-card").get_attribute("data-card") is None
    assert "You close the stock." in page.locator("#log").inner_text()
    assert page.locator("#close-stock").is_disabled()
    check_board(page, mirror)
    play_deal(page, mirror, pick=lambda st: [a for a in st.legal_actions() if len(a) == 2][0])
    assert page.locator("#result").is_visible()


def test_going_out_by_button_with_auto_out_off(page, open_game):
    pos = position(
        hands=(["AD", "QH", "9C", "JH", "QS", "JC"], ["KD", "QC", "JD", "TD", "KH", "9S"]),
        won=(["AC", "TC", "AS", "TS", "AH", "TH", "KS", "KC"], []), trump="9D",
        options={"auto_out": False},
    )
    mirror = Mirror.at(pos, "normal")
    open_game(page, query(pos, level="normal", pause=0))
    settle(page, 0)
    assert page.locator("#go-out").is_visible() and page.locator("#go-out").is_enabled()
    play(page, mirror, "out")
    oc = mirror.state.outcome
    assert oc.winner == 0 and oc.reason == "went_out" and oc.game_points == 3
    assert page.locator("#match-you").inner_text() == "3"
    assert "You go out with 71 points" in page.locator("#result-text").inner_text()
    assert "Schwarz" in page.locator("#result-text").inner_text()
    check_board(page, mirror)


def test_a_false_claim_gives_the_computer_two(page, open_game):
    pos = position(
        hands=(["AD", "QH", "9C", "JH", "QS", "JC"], ["KD", "QC", "JD", "TD", "KH", "9S"]),
        won=(["AC", "TC", "AS", "TS"], ["KS", "KC", "AH", "TH"]), trump="9D",
        options={"auto_out": False},
    )
    mirror = Mirror.at(pos, "normal")
    open_game(page, query(pos, level="normal", pause=0))
    settle(page, 0)
    # a claim below 66 asks first and says what it costs; Cancel leaves the deal as it was
    page.click("#go-out")
    expect(page.locator("#confirm")).to_be_visible()
    expect(page.locator("#confirm-text")).to_have_text(
        "You have 42 points, not 66. Going out now loses this deal: the computer scores "
        "2 game points. Go out anyway?")
    page.click("#confirm-cancel")
    expect(page.locator("#confirm")).to_be_hidden()
    assert page.locator("html").get_attribute("data-step") == "0"
    page.click("#go-out")
    page.click("#confirm-ok")
    mirror.apply("out")
    settle(page, mirror.step)
    oc = mirror.state.outcome
    assert oc.winner == 1 and oc.reason == "false_claim" and oc.game_points == 2
    assert page.locator("#match-opp").inner_text() == "2"
    assert "false claim" in page.locator("#result-text").inner_text()
    assert page.locator("#result-title").inner_text() == "The computer wins the deal"


def test_go_out_is_hidden_when_going_out_is_automatic(page, open_game):
    open_game(page, "seed=4&pause=0")
    assert page.locator("#go-out").is_hidden()


def test_an_illegal_card_is_disabled_and_says_why(page, open_game):
    hands = (["AS", "9S", "9H", "JC"], ["QD", "QC", "JD"])
    table = ["KS"]
    rest = [c for c in ALL if c not in set(hands[0] + hands[1] + table)]
    won = split_won(rest)
    pos = position(hands=hands, trump="9H", won=won, stock=[], leader=1, dealer=0, table=table)
    mirror = Mirror.at(pos, "normal")
    open_game(page, query(pos, level="normal", pause=0))
    settle(page, 0)
    assert page.locator("#hand button[data-card='AS']").is_enabled()
    for card in ("9S", "9H", "JC"):
        assert page.locator(f"#hand button[data-card='{card}']").is_disabled()
    title = page.locator("#hand [data-slot='JC']").get_attribute("title")
    assert title == "You must follow spades."
    page.locator("#hand [data-slot='JC']").click()
    expect(page.locator("#status")).to_have_text("You must follow spades.")
    page.locator("#hand [data-slot='9S']").click()
    expect(page.locator("#status")).to_have_text("You must beat the King of spades when you can.")
    check_board(page, mirror)
    assert mirror.step == 0  # nothing was played


@pytest.mark.parametrize("rules", ["traditional", "schnapsen"])
def test_the_last_trick_is_in_view_while_you_answer_a_lead(page, open_game, rules):
    """Issue 40: the last trick's button showed nothing (disabled) while the player
    answered the computer's lead; now it shows the previous trick whenever there is one."""
    open_game(page, f"seed=21&level=sharp&pause=0&rules={rules}")
    mirror = Mirror.new(21, "sharp", rules)
    mirror.advance()
    settle(page, mirror.step)
    seen = set()
    while mirror.state.outcome is None:
        v = mirror.state.view(0)
        shown = page.locator("#last-trick [data-card]").evaluate_all(
            "xs => xs.map(x => x.dataset.card)")
        if v.last_trick is None:
            assert shown == []
            expect(page.locator("#last-trick")).to_be_disabled()
            seen.add("none yet")
        else:
            assert shown == [v.last_trick.led, v.last_trick.reply]
            expect(page.locator("#last-trick")).to_be_enabled()
            who = "You" if v.last_trick.winner == 0 else "Computer"
            assert page.locator("#last-caption").inner_text().startswith(f"Last trick: {who}")
            seen.add("answering" if v.table else "leading")
        play(page, mirror, [a for a in mirror.state.legal_actions() if len(a) == 2][0])
    assert seen == {"none yet", "answering", "leading"}


def test_the_human_may_exchange_when_the_computer_closes(page, open_game):
    pos = position(
        hands=(["9D", "AS", "QH", "9C", "JH", "TC"], ["KC", "QC", "JD", "JC", "TS", "KH"]),
        won=([], ["KS", "JS"]), trump="AD", leader=1, dealer=0, closed_by=1,
        stage="exchange_offer",
    )
    mirror = Mirror.at(pos, "normal")
    open_game(page, query(pos, level="normal", pause=0))
    settle(page, 0)
    assert "Exchange your nine of trumps" in page.locator("#status").inner_text()
    assert page.locator("#pass-exchange").is_visible()
    assert page.locator("#exchange-trump").is_enabled()
    play(page, mirror, "exchange")
    assert page.locator("#hand button[data-card='AD']").count() == 1
    assert page.locator("#pass-exchange").is_hidden()
    check_board(page, mirror)


def test_closing_right_after_winning_a_trick_before_the_draw(page, open_game):
    # The human leads the ace of clubs, the computer cannot beat it; before the draw the
    # table waits for Draw or Close stock.
    pos = position(
        hands=(["AC", "AS", "QH", "9C", "JH", "TC"], ["KH", "QC", "9H", "TS", "KC", "9S"]),
        won=(["KS", "JS"], []), trump="AD",
    )
    mirror = Mirror.at(pos, "normal")
    open_game(page, query(pos, level="normal", pause=700))
    settle(page, 0)
    page.click("#hand button[data-card='AC']")
    mirror.apply("AC")
    mirror.apply(__import__("game.ai", fromlist=["choose"]).choose(mirror.state, "normal"))
    assert mirror.state.stage == "before_draw" and mirror.state.to_move == 0
    expect(page.locator("#status")).to_contain_text("Draw, or close the stock", timeout=5000)
    expect(page.locator("#draw")).to_be_enabled()
    page.click("#close-stock")
    expect(page.locator("dialog#confirm")).to_be_visible()
    page.click("#confirm-ok")
    mirror.apply("close")
    mirror.advance()
    settle(page, mirror.step)
    assert page.locator("#hand button[data-card]").count() == 5
    assert "(closed)" in page.locator("#stock-count").inner_text()
    check_board(page, mirror)
