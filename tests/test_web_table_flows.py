"""The table's flows on the fake DOM, moved from the browser suite (issue 41, point 5):
marriages, the exchange, closing, going out, a card that may not be played and why, the
last trick, Settings that ask first, the keys, bad links, a whole deal and a match's end,
a trick in each language, Schnapsen picked in Settings. The e2e suite keeps what needs a
real browser (one whole deal by clicks per table, focus and Enter on a real button,
dialogs' own Escape, layout, motion, real storage)."""

from __future__ import annotations

import asyncio
import json
import re
from typing import Any

import pytest

from game import ai, encode_position, from_position
from game.engine import cards
from game.play.match import DealResult, Match
from game.play.store import KEYS, MemoryBackend
from game.words import LANGUAGES, Words, table

from .webharness import STUB_PLAYER, Page

ALL = [cards.text(c) for c in cards.DECK]


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


class _Mirror:
    """The page's match replayed in CPython, as e2e/play_helpers.Mirror: the human's
    cards as tapped, the computer's with the page's seeds, the human's draws."""

    def __init__(self, seed: int, level: str) -> None:
        self.match, self.level, self.step = Match.new(seed, "traditional"), level, 0

    def apply(self, action: str) -> None:
        self.match.apply(action)
        self.step += 1

    def advance(self) -> None:
        while (st := self.match.state).outcome is None:
            if st.to_move not in (0, None):
                self.apply(ai.choose(st, self.level, seed=self.match.seed * 7919 + self.step))
            elif st.stage == "before_draw":
                self.apply("draw")
            else:
                return


def _first_card(page: Page) -> str:
    return next(a for a in page.session.state.legal_actions() if len(a) == 2)


# -- marriages (from e2e/test_rules_ui.py) ---------------------------------------------------
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
                    "AD", leader=1, dealer=0), thinker="real")  # Normal's own marriage
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


# -- Settings ask before abandoning a match (from e2e/test_controls.py) ------------------------
def test_a_level_change_is_a_draft_asks_first_and_starts_a_new_match() -> None:
    page = Page("?seed=5&level=normal&pause=0").start().open("settings-panel")
    page.click_card(_first_card(page))
    step, log = page.session.step, page.log()
    level = page.doc.getElementById("level")
    level.value = "sharp"  # picked in the panel: a draft
    page.ctl.render()
    assert page.session.step == step and page.session.level == "normal"
    page.answers = [False]  # Apply, then Cancel
    page.apply_settings()  # (Apply closes the panel; it opens again on the values in use)
    assert len(page.questions) == 1 and "Sharp" in page.questions[0]
    assert page.session.level == "normal"
    page.button("settings-button").click()
    assert level.value == "normal"
    assert page.session.step == step and page.log() == log
    _check_board(page)

    level.value = "sharp"
    page.answers = [True]  # Apply, then OK
    page.apply_settings()
    assert len(page.questions) == 2
    assert level.value == "sharp" and page.session.level == "sharp"
    # The log starts again with the new match (the computer may already have moved).
    assert log[1] not in page.log()
    assert "New match" in page.log()[0]
    assert any("Deal 1." in line for line in page.log())
    assert page.text("match-you") == "0"


def test_a_rules_change_asks_and_the_simple_rules_hide_traditional_buttons() -> None:
    page = Page("?seed=5&level=normal&pause=0").start().open("settings-panel")
    page.click_card(_first_card(page))
    page.doc.getElementById("rules").value = "simple"
    page.answers = [True]
    page.apply_settings()
    assert len(page.questions) == 1
    assert page.doc.getElementById("rules").value == "simple"
    assert not _shown(page, "close-stock") and not _shown(page, "exchange-trump")
    assert page.text("match-you") == "–"


def test_rule_options_from_the_link() -> None:
    page = Page("?seed=3&show_scores=0&target=8&auto_out=0&pause=0").start()
    assert page.ctl.phase == "you"
    assert page.text("score-you") == "?" and page.text("score-opp") == "?"
    assert page.text("match-target") == "8"
    assert _shown(page, "go-out")
    page.ctl.reset_settings_panel()  # what opening Settings does: the values in use
    page.open("settings-panel")
    assert not page.doc.getElementById("show-scores").checked
    assert not page.doc.getElementById("auto-out").checked
    assert page.doc.getElementById("target").value == "8"


# -- keys --------------------------------------------------------------------------------------
def test_arrows_and_a_digit_pick_cards_through_a_whole_trick() -> None:
    """Arrows pick a card, the focused card is played (Enter on a real button, kept in the
    browser by e2e/test_controls.py's whole deal by keyboard), focus comes back to the
    hand, and a digit picks the card in that place."""
    page = Page("?seed=12&level=normal&pause=0", thinker="real").start()  # Normal's trick
    assert page.doc.activeElement.closest("#hand [data-card]")  # never on the page
    tricks = page.session.state.view(0).ntricks
    while page.session.state.view(0).ntricks == tricks:
        page.key("ArrowRight")
        focused = page.doc.activeElement.getAttribute("data-card")
        assert focused, "an arrow key focuses a card"
        assert page.doc.activeElement.closest("#hand")
        label = page.doc.activeElement.getAttribute("aria-label")
        assert label.startswith(Words().card_name(focused))
        page.play(focused)
    _check_board(page)
    # Seed 12: the human wins the first trick and leads the second, so the finished trick
    # is shown as the last one and every card may be led.
    st = page.session.state
    assert st.to_move == 0 and st.outcome is None and not st.view(0).table
    assert len(page.doc.querySelectorAll("#last-trick [data-card]")) == 2
    assert page.doc.activeElement.closest("#hand")  # focus came back to the hand
    page.key("1")
    first = page.doc.querySelector("#hand [data-slot]")
    code = first.getAttribute("data-slot")
    assert code in st.legal_actions() and not first.querySelector("button").disabled
    assert page.doc.activeElement.getAttribute("data-card") == code
    page.play(code)
    _check_board(page)


def test_keys_for_close_and_new_game_ask_and_x_and_o_say_why_not() -> None:
    page = Page("?seed=12&level=normal&pause=0").start()
    page.doc.body.focus()
    # Seed 12: the human leads the first trick and may close the stock.
    assert "close" in page.session.state.legal_actions()
    page.key("c")  # the dialog's Escape (its Cancel) is e2e/test_a11y.py's
    assert len(page.questions) == 1 and page.questions[0].startswith("Close the stock")
    assert page.session.step == 0 and page.session.state.closed_by is None
    page.click_card(_first_card(page))
    step = page.session.step
    page.doc.body.focus()
    page.key("n")
    assert len(page.questions) == 2 and page.session.step == step
    # x when no exchange is allowed: nothing is played, the status says why
    legal = page.session.state.legal_actions()
    assert page.session.state.to_move == 0 and "exchange" not in legal
    assert "exchange" not in page.text("status").lower()
    page.key("x")
    assert "exchange" in page.text("status").lower() and page.session.step == step
    # o with automatic going out: the button is hidden, nothing is played, the status
    # says why
    assert not _shown(page, "go-out") and "out" not in legal
    page.key("o")
    assert "go out" in page.text("status").lower() and page.session.step == step
    assert len(page.questions) == 2


# -- bad links ---------------------------------------------------------------------------------
def _dealt_normally(page: Page) -> None:
    assert page.ctl.phase == "you" and page.doc.documentElement.dataset.turn == "you"
    assert len(page.hand()) == 6
    opp = len(page.doc.querySelectorAll("#opponent-hand .card"))
    assert opp + len(_cards(page, "#table [data-card]")) == 6
    assert _attr(page, "#trump-card", "data-card")


def test_an_invalid_position_shows_a_message_and_deals_normally() -> None:
    page = Page("?position=this-is-not-a-position&pause=0").start()
    assert _shown(page, "notice")
    assert "position in the link is not valid" in page.text("notice")
    assert "normal deal" in page.text("notice")
    _dealt_normally(page)


def test_a_position_missing_cards_names_the_problem() -> None:
    bad = encode_position({"trump": "9H", "stock": [], "hands": [["AS"], ["KS"]]})
    page = Page(f"?position={bad}&pause=0").start()
    assert _shown(page, "notice") and "missing" in page.text("notice")
    _dealt_normally(page)


# -- the computer's turn -----------------------------------------------------------------------
def test_the_computer_thinking_is_shown_and_the_human_cannot_act() -> None:
    page = Page("?seed=12&level=normal&pause=5000").start()
    assert page.session.state.to_move == 0  # seed 12: the human leads
    seen: dict[str, Any] = {}
    think = page.ctl.deps.think

    async def watched(state, level: str, seed: int) -> str:
        if not seen:  # the computer answers the lead: what the page shows meanwhile
            seen["turn"] = page.doc.documentElement.dataset.turn
            seen["status"] = page.text("status")
            seen["enabled"] = page.enabled_cards()
            slot = page.doc.querySelector("#hand [data-slot]").getAttribute("data-slot")
            step = page.session.step
            await page.ctl.dispatch("play", slot)  # a tap while it thinks
            seen["refused"] = page.text("status")
            seen["moved"] = page.session.step != step
        await asyncio.sleep(0)
        return await think(state, level, seed)

    page.ctl.deps.think = watched
    page.click_card(_first_card(page))
    assert seen["turn"] == "computer"
    assert "The computer is thinking" in seen["status"]
    assert seen["enabled"] == []
    assert "computer's turn" in seen["refused"] and not seen["moved"]


# -- whole deals and a match's end (from e2e/test_play.py) -------------------------------------
def _play_out_against(page: Page, mirror: _Mirror) -> None:
    """Tap the first playable card until the deal ends, the mirror applying the same
    actions; the board equals the mirror's before every tap and at the end."""
    mirror.advance()
    while page.session.state.outcome is None:
        _check_board(page, mirror.match)
        card = _first_card(page)
        page.click_card(card)
        mirror.apply(card)
        mirror.advance()
    _check_board(page, mirror.match)


@pytest.mark.parametrize("seed,level", [(11, "normal"), (42, "sharp")])
def test_a_whole_deal_at_each_level_matches_the_engine(seed: int, level: str) -> None:
    """The browser plays one whole deal (seed 3, gentle); the other levels' deals here."""
    page = Page(f"?seed={seed}&level={level}&pause=0", thinker="real").start()  # the level's
    mirror = _Mirror(seed, level)
    _play_out_against(page, mirror)
    oc = mirror.match.state.outcome
    assert oc == page.session.state.outcome
    assert _shown(page, "result")
    assert f"{oc.game_points} game point" in page.text("result-text")
    assert page.doc.documentElement.dataset.turn == "over"
    # The best score is the human's points in a deal the human won; a lost deal sets none.
    best = str(mirror.match.state.points[0]) if oc.winner == 0 else "–"
    assert page.text("best") == best


def test_two_deals_in_a_row() -> None:
    page = Page("?seed=8&level=gentle&pause=0").start()
    mirror = _Mirror(8, STUB_PLAYER)  # the stub thinker plays for the page
    for deal in (1, 2):
        if deal == 2:
            page.do("next_deal")
            assert page.doc.documentElement.dataset.turn != "over"
            mirror.match.next_deal()
        _play_out_against(page, mirror)
    assert mirror.match.deal_number == page.session.match.deal_number == 2
    assert len(page.log()) > 20


def _saved_at_five_three(pos: dict) -> MemoryBackend:
    """A stored match at 5-3, as three earlier deals made it, whose fourth deal is
    ``pos`` (as e2e/play_helpers.saved_at_five_three)."""
    state = from_position(pos)
    match = Match(rules=state.rules, seed=1, state=state)
    match.history = [DealResult(1, 0, 3, "went_out", (70, 0)),
                     DealResult(2, 0, 2, "went_out", (80, 20)),
                     DealResult(3, 1, 3, "went_out", (0, 66))]
    match.scores = [5, 3]
    match.deal_number = 4
    backend = MemoryBackend()
    backend.data[KEYS["match"]] = json.dumps({"version": 1, "match": match.to_dict(),
                                              "level": "normal", "origin": "", "log": [],
                                              "step": 0})
    return backend


def test_the_end_of_a_match_shows_the_result_and_new_match() -> None:
    pos = _pos((["AD", "QH", "9C", "JH", "QS", "JC"], ["KD", "QC", "JD", "TD", "KH", "9S"]),
               "9D", won=(["AC", "TC", "AS", "TS", "AH", "TH"], []))  # 63: AD takes it out
    page = Page("?pause=0", backend=_saved_at_five_three(pos)).start()
    assert page.text("match-you") == "5" and page.text("match-opp") == "3"
    page.click_card("AD")
    match = page.session.match
    assert match.is_over and match.winner == 0
    assert page.text("result-title") == "You win the match!"
    assert page.text("match-you") == str(match.scores[0])
    assert _shown(page, "new-match") and not _shown(page, "next-deal")
    page.do("new_match")
    assert page.session.match is not match and page.session.match.scores == [0, 0]
    assert page.text("match-you") == "0"
    assert not _shown(page, "result")


# -- a trick in each language (e2e/test_languages.py keeps German in the browser) -------------
def _pattern(template: str) -> re.Pattern[str]:
    """A sentence of the table with any facts in its placeholders."""
    parts = re.split(r"\{\w+\}", template)
    return re.compile(".+".join(re.escape(p) for p in parts))


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "de"])
def test_a_trick_in_each_language(lang: str) -> None:
    words = table(lang)
    page = Page(f"?seed=5&pause=0&level=sharp&lang={lang}").start()
    assert page.doc.documentElement.getAttribute("lang") == lang
    assert page.text("new-game") == words["button.new_game"]
    assert page.doc.querySelector("main").getAttribute("aria-label") == words["region.table"]
    code = page.enabled_cards()[0]
    name = Words(lang).card_name(code)  # in the page's language, which the link set
    label = page.doc.querySelector(f'#hand button[data-card="{code}"]').getAttribute("aria-label")
    assert label.startswith(name)
    page.click_card(code)
    log = page.log()
    assert [line for line in log if name in line], f"no line of the log names {name!r}: {log}"
    won = [_pattern(words[k]) for k in ("ev.trick.0", "ev.trick.other")]
    assert any(p.fullmatch(line) for p in won for line in log), log


# -- Schnapsen picked in Settings (from e2e/test_schnapsen.py) ---------------------------------
def test_schnapsen_picked_in_settings_deals_a_nine_free_table() -> None:
    page = Page("?seed=5&level=normal&pause=0").start().open("settings-panel")
    page.doc.getElementById("rules").value = "schnapsen"
    page.answers = [True]  # mid-match the page asks before abandoning it
    page.apply_settings()
    assert page.doc.getElementById("rules").value == "schnapsen"
    assert page.doc.documentElement.getAttribute("data-rules") == "schnapsen"
    assert len(page.hand()) == 5
    shown = _cards(page, "[data-card]")  # the hand, the table, the turn-up: no nine anywhere
    assert shown and not [c for c in shown if c.startswith("9")], shown
    assert page.button("exchange-trump")
    assert page.text("pass-exchange") == "Keep the jack"
