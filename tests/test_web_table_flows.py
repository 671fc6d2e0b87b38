"""The table's flows on the fake DOM, moved from the browser suite (issue 41, point 5):
marriages, the exchange, closing, going out, a card that may not be played and why, the
last trick. The e2e suite keeps what needs a real browser."""

from __future__ import annotations

from typing import Any

import pytest

from game import encode_position, from_position
from game.engine import cards
from game.play.match import Match
from game.web.texts import use_language, use_rules

from .webharness import Page

ALL = [cards.text(c) for c in cards.DECK]


@pytest.fixture(autouse=True)
def _english_and_the_default_wording() -> Any:
    yield
    use_language("en")
    use_rules("traditional")


def _pos(hands, trump: str, won=((), ()), stock=None, leader: int = 0, dealer: int = 1,
         table=(), closed_by=None, options=None, **extra) -> dict:
    """A valid position from the interesting cards; the rest fills the stock (as the
    e2e suite's play_helpers.position)."""
    used = set(hands[0]) | set(hands[1]) | set(won[0]) | set(won[1]) | set(table) | {trump}
    if stock is None:
        stock = [c for c in ALL if c not in used]
    pos = {"rules": "traditional", "options": dict(options or {}), "trump": trump,
           "stock": list(stock), "hands": [list(hands[0]), list(hands[1])],
           "won": [list(won[0]), list(won[1])], "marriages": [[], []], "leader": leader,
           "dealer": dealer, "table": list(table), "closed_by": closed_by, **extra}
    from_position(pos)  # a bad position fails here, in the test
    return pos


def _at(pos: dict, level: str = "normal", **kw) -> Page:
    return Page(f"?seed=1&pause=0&level={level}&position={encode_position(pos)}", **kw).start()


def _attr(page: Page, selector: str, name: str):
    el = page.doc.querySelector(selector)
    assert el, selector
    return el.getAttribute(name)


def _cards(page: Page, selector: str) -> list[str]:
    return [e.getAttribute("data-card") for e in page.doc.querySelectorAll(selector)]


def _shown(page: Page, id_: str) -> bool:
    el = page.doc.getElementById(id_)
    return not el.hidden and not el.closest("[hidden]")


def _check_board(page: Page, engine: Match | None = None) -> None:
    """The scoreboard, the hand and the playable cards on the page are the engine's: the
    page's own match, or ``engine``, a CPython replay of it."""
    match = engine or page.session.match
    st = match.state
    v = st.view(0)
    assert page.text("score-you") == str(v.points[0])
    assert page.text("score-opp") == str(v.points[1])
    assert page.text("match-you") == str(match.scores[0])
    assert page.text("match-opp") == str(match.scores[1])
    assert page.text("stock-count").split()[0] == str(v.stock_size)
    assert sorted(page.hand()) == sorted(v.hand)
    assert len(page.doc.querySelectorAll("#opponent-hand .card")) == v.opponent_hand_size
    if st.outcome is None:
        assert sorted(page.enabled_cards()) == sorted(a for a in v.legal if len(a) == 2)
    else:
        assert page.enabled_cards() == []


def _first_card(page: Page) -> str:
    return next(a for a in page.session.state.legal_actions() if len(a) == 2)


# -- marriages (e2e/test_rules_ui.py) --------------------------------------------------------
def test_a_marriage_by_the_human_is_pending_then_scored() -> None:
    # Diamonds are trumps; the human leads the queen of spades holding the king.
    page = _at(_pos((["QS", "KS", "9C", "JC", "TC", "9D"], ["AS", "9S", "JD", "QC", "KC", "JH"]),
                    "AD"), level="gentle")
    assert page.doc.querySelector('#hand [data-slot="QS"] .badge').textContent == "20"
    qs = page.doc.querySelector('#hand button[data-card="QS"]')
    assert qs.getAttribute("aria-label") == "Queen of spades"
    assert "declares 20" in qs.getAttribute("aria-description")
    page.click_card("QS")
    # Gentle takes with the ace: the human has no trick, so the 20 waits.
    assert page.session.state.pending == (20, 0)
    assert page.text("pending-you").strip() == "+20 pending" and _shown(page, "pending-you")
    assert page.text("score-you") == "0"
    assert any("You declare 20 in spades, showing the King of spades" in line
               for line in page.log())
    _check_board(page)
    # Play on until the human wins a trick: the 20 then counts.
    while page.session.state.tricks[0] == 0 and page.session.state.outcome is None:
        page.click_card(page.enabled_cards()[-1])
    assert page.session.state.pending[0] == 0
    _check_board(page)
    assert not _shown(page, "pending-you")


def test_the_computers_marriage_is_shown_and_announced() -> None:
    page = _at(_pos((["AS", "9S", "JD", "QH", "9C", "JH"], ["KC", "QC", "9D", "JC", "TS", "KH"]),
                    "AD", leader=1, dealer=0))
    assert _attr(page, "#table [data-card]", "data-card") == "KC"
    assert _attr(page, "#table [data-shown]", "data-shown") == "QC"
    assert page.doc.querySelector("#table .meld-points").textContent == "20"
    assert any("The computer declares 20 in clubs, showing the Queen of clubs" in line
               for line in page.log())
    assert page.text("pending-opp").strip() == "+20 pending" and _shown(page, "pending-opp")
    assert "Queen of clubs" in page.text("opp-known")
    _check_board(page)


# -- the exchange of the trump nine ----------------------------------------------------------
def test_exchange_of_the_trump_nine() -> None:
    page = _at(_pos((["9D", "AS", "QH", "9C", "JH", "TC"], ["KC", "QC", "JD", "JC", "TS", "KH"]),
                    "AD", won=(["KS", "JS"], [])))
    assert _attr(page, "#trump-card", "data-card") == "AD"
    assert not page.button("exchange-trump").disabled
    page.do("act", "exchange")  # the Exchange button's click
    assert _attr(page, "#trump-card", "data-card") == "9D"
    assert "AD" in page.hand() and "9D" not in page.hand()
    assert "You exchange the nine of trumps for the Ace of diamonds." in page.log()
    assert page.button("exchange-trump").disabled
    _check_board(page)


def test_the_computer_exchanges_and_it_is_announced() -> None:
    page = _at(_pos((["AS", "QH", "9C", "JH", "TC", "JC"], ["9D", "KC", "QC", "JD", "TS", "KH"]),
                    "AD", won=([], ["KS", "JS"]), leader=1, dealer=0))
    assert "The computer exchanges the nine of trumps for the Ace of diamonds." in page.log()
    assert _attr(page, "#trump-card", "data-card") == "9D"
    assert "Ace of diamonds" in page.text("opp-known")
    _check_board(page)


def test_the_human_may_exchange_when_the_computer_closes() -> None:
    page = _at(_pos((["9D", "AS", "QH", "9C", "JH", "TC"], ["KC", "QC", "JD", "JC", "TS", "KH"]),
                    "AD", won=([], ["KS", "JS"]), leader=1, dealer=0, closed_by=1,
                    stage="exchange_offer"))
    assert "Exchange your nine of trumps" in page.text("status")
    assert _shown(page, "pass-exchange")
    assert not page.button("exchange-trump").disabled
    page.do("act", "exchange")
    assert "AD" in page.hand()
    assert not _shown(page, "pass-exchange")
    _check_board(page)


# -- closing -----------------------------------------------------------------------------------
def test_closing_asks_first_and_then_plays_phase_two() -> None:
    page = _at(_pos((["AS", "QH", "9C", "JH", "TC", "JC"], ["KC", "QC", "JD", "TS", "KH", "9S"]),
                    "AD", won=(["KS", "JS"], [])))
    page.answers = [False]  # Cancel
    page.do("act", "close")
    question = page.questions[-1]
    assert "follow suit" in question and "reach 66" in question and "2 game points" in question
    assert page.text("stock-count") == "10"
    assert page.session.state.closed_by is None and page.session.step == 0

    page.answers = [True]  # OK
    page.do("act", "close")
    assert page.session.state.closed_by == 0
    assert page.text("stock-count") == "10 (closed)"
    assert not page.doc.getElementById("trump-card").hasAttribute("data-card")
    assert "You close the stock." in page.log()
    assert page.button("close-stock").disabled
    _check_board(page)
    while page.session.state.outcome is None:  # phase two to the end, checked at each turn
        _check_board(page)
        page.click_card(_first_card(page))
    _check_board(page)
    assert _shown(page, "result")


def test_closing_right_after_winning_a_trick_before_the_draw() -> None:
    # The human leads the ace of clubs, the computer cannot beat it; before the draw the
    # table waits for Draw or Close stock.
    page = _at(_pos((["AC", "AS", "QH", "9C", "JH", "TC"], ["KH", "QC", "9H", "TS", "KC", "9S"]),
                    "AD", won=(["KS", "JS"], [])), auto_draw=False)
    page.click_card("AC")
    st = page.session.state
    assert st.stage == "before_draw" and st.to_move == 0 and page.ctl.phase == "drawing"
    assert "Draw, or close the stock" in page.text("status")
    assert not page.button("draw").disabled and _shown(page, "draw")
    page.answers = [True]
    page.do("act", "close")
    assert page.questions and page.session.state.closed_by == 0
    assert len(page.hand()) == 5
    assert "(closed)" in page.text("stock-count")
    _check_board(page)


# -- going out ---------------------------------------------------------------------------------
def test_going_out_by_button_with_auto_out_off() -> None:
    page = _at(_pos((["AD", "QH", "9C", "JH", "QS", "JC"], ["KD", "QC", "JD", "TD", "KH", "9S"]),
                    "9D", won=(["AC", "TC", "AS", "TS", "AH", "TH", "KS", "KC"], []),
                    options={"auto_out": False}))
    assert _shown(page, "go-out") and not page.button("go-out").disabled
    page.do("act", "out")
    oc = page.session.state.outcome
    assert oc.winner == 0 and oc.reason == "went_out" and oc.game_points == 3
    assert page.questions == []  # a true claim is not asked about
    assert page.text("match-you") == "3"
    assert "You go out with 71 points" in page.text("result-text")
    assert "Schwarz" in page.text("result-text")
    _check_board(page)


def test_a_false_claim_asks_first_and_gives_the_computer_two() -> None:
    page = _at(_pos((["AD", "QH", "9C", "JH", "QS", "JC"], ["KD", "QC", "JD", "TD", "KH", "9S"]),
                    "9D", won=(["AC", "TC", "AS", "TS"], ["KS", "KC", "AH", "TH"]),
                    options={"auto_out": False}))
    # a claim below 66 asks first and says what it costs; Cancel leaves the deal as it was
    page.answers = [False]
    page.do("act", "out")
    assert page.questions == [
        "You have 42 points, not 66. Going out now loses this deal: the computer scores "
        "2 game points. Go out anyway?"]
    assert page.session.step == 0 and page.session.state.outcome is None
    page.answers = [True]
    page.do("act", "out")
    oc = page.session.state.outcome
    assert oc.winner == 1 and oc.reason == "false_claim" and oc.game_points == 2
    assert page.text("match-opp") == "2"
    assert "false claim" in page.text("result-text")
    assert page.text("result-title") == "The computer wins the deal"


def test_go_out_is_hidden_when_going_out_is_automatic() -> None:
    page = Page("?seed=4&pause=0").start()
    assert not _shown(page, "go-out")


# -- a card that may not be played -------------------------------------------------------------
def test_an_illegal_card_is_disabled_and_says_why_follow_then_beat() -> None:
    hands = (["AS", "9S", "9H", "JC"], ["QD", "QC", "JD"])
    table = ["KS"]
    rest = sorted((c for c in ALL if c not in set(hands[0] + hands[1] + table)),
                  key=lambda c: "9JQKTA".index(c[0]))
    won = (rest[0::2], rest[1::2])  # two piles of about equal points: the deal runs
    page = _at(_pos(hands, "9H", won=won, stock=[], leader=1, dealer=0, table=table))
    assert page.enabled_cards() == ["AS"]
    for card in ("9S", "9H", "JC"):
        assert page.doc.querySelector(f'#hand button[data-card="{card}"]').disabled
    assert _attr(page, '#hand [data-slot="JC"]', "title") == "You must follow spades."
    page.click_card("JC")
    assert page.text("status") == "You must follow spades."
    page.click_card("9S")
    assert page.text("status") == "You must beat the King of spades when you can."
    assert page.session.step == 0  # nothing was played
    _check_board(page)


# -- the last trick ----------------------------------------------------------------------------
@pytest.mark.parametrize("rules", ["traditional", "schnapsen"])
def test_the_last_trick_is_in_view_while_you_answer_a_lead(rules: str) -> None:
    """Issue 40: the last trick's button showed nothing (disabled) while the player
    answered the computer's lead; now it shows the previous trick whenever there is one."""
    page = Page(f"?seed=21&level=gentle&pause=0&rules={rules}").start()
    seen = set()
    while page.session.state.outcome is None:
        v = page.session.state.view(0)
        shown = _cards(page, "#last-trick [data-card]")
        if v.last_trick is None:
            assert shown == [] and page.button("last-trick").disabled
            seen.add("none yet")
        else:
            assert shown == [v.last_trick.led, v.last_trick.reply]
            assert not page.button("last-trick").disabled
            who = "You" if v.last_trick.winner == 0 else "Computer"
            assert page.text("last-caption").startswith(f"Last trick: {who}")
            seen.add("answering" if v.table else "leading")
        page.click_card(_first_card(page))
    assert seen == {"none yet", "answering", "leading"}
