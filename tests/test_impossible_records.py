"""Records and positions no game can produce are refused by name, and nothing the
loader would refuse is ever written: three-player positions checked against the rules
as the two-player ones are, the best score bounded by what a deal can hold, kept deals
that cannot be replayed set aside with a message, ``<html lang>`` with the words."""

from __future__ import annotations

import json

import pytest

from game import from_position
from game.engine.position import PositionError
from game.engine.rules import MAX_DEAL_POINTS
from game.play.store import KEYS, REJECTED, MemoryBackend, Store
from game.web.texts import say

from .helpers import position3
from .webharness import Page

# seat 0 leads; the dealer (seat 2) holds the turned 9H
HANDS = [["KS", "QS", "AC", "TC"], ["AS", "TS", "9C", "JC"], ["AD", "TD", "KD", "9H"]]
WON = [["9S", "JS", "JD"], [], []]


def refused(match: str, hands=HANDS, **kw) -> None:
    with pytest.raises(PositionError, match=match):
        from_position(position3(hands, "9H", leader=0, **kw))


# -- three-player positions --------------------------------------------------------------
NO_PAIRS = [["AC", "TC", "9C", "JC"], ["AS", "TS", "9S", "JS"], ["AD", "TD", "9D", "9H"]]


def test_every_seat_declaring_all_four_marriages_is_refused():
    # every king and queen lies in the won piles, so no hand contradicts a marriage
    refused("both declared", hands=NO_PAIRS, marriages=[["C", "D", "H", "S"]] * 3)


def test_two_seats_declaring_the_same_marriage_is_refused():
    refused("both declared H", hands=NO_PAIRS, marriages=[["H"], ["H"], []])


def test_a_marriage_declared_before_any_lead_is_refused():
    hands = [["KS", "QS", "AC", "TC", "AH", "TH", "KH", "QH"],
             ["AS", "TS", "9C", "JC", "KC", "QC", "9S", "JS"],
             ["AD", "TD", "KD", "QD", "JD", "9D", "JH", "9H"]]
    refused("still holds both", hands=hands, dealer=2, marriages=[["S"], [], []])


def test_a_marriage_whose_cards_were_not_led_by_the_declarer_is_refused():
    # seat 0 led TC; seat 1, out of clubs, trumped with KH and holds QH: no marriage
    refused("led its king or queen",
            hands=[["AC", "9C", "JC"], ["AS", "TS", "QH"], ["AD", "TD", "KD", "9H"]],
            table=["TC", "KH"], marriages=[[], ["H"], []])


def test_a_revoke_lying_on_the_table_is_refused():
    # seat 1 holds a spade (AS) but threw 9C on the led KS: every trick is strict
    hands = [["QS", "AC", "TC"], ["AS", "TS", "JC"], ["AD", "TD", "KD", "9H"]]
    refused("could not play 9C", hands=hands, won=WON, table=["KS", "9C"])


def test_legal_marriages_and_tables_still_load():
    s = from_position(position3([["QS", "AC", "TC"], ["AS", "TS", "9C", "JC"],
                                 ["AD", "TD", "KD", "9H"]], "9H", leader=0, won=WON,
                                table=["KS"], marriages=[["S"], [], []]))
    assert s.to_position()["marriages"] == [["S"], [], []]
    s = from_position(position3([["QS", "AC", "TC"], ["TS", "9C", "JC"],
                                 ["AD", "TD", "KD", "9H"]], "9H", leader=0, won=WON,
                                table=["KS", "AS"]))
    assert s.to_move == 2


# -- the best score ----------------------------------------------------------------------
def test_a_best_score_no_deal_can_reach_is_never_written_and_the_real_one_kept():
    backend = MemoryBackend()
    store = Store(backend)
    assert store.record_best(80) == (80, True)
    assert store.record_best(MAX_DEAL_POINTS + 1) == (80, False)
    assert store.record_best(-1) == (80, False)
    assert store.load_best() == (80, "")
    assert store.record_best(MAX_DEAL_POINTS) == (MAX_DEAL_POINTS, True)
    assert Store(backend).load_best() == (MAX_DEAL_POINTS, "")  # what is written loads


# -- kept deals ----------------------------------------------------------------------------
def test_kept_deals_that_cannot_be_replayed_are_set_aside_with_a_message():
    page = Page("?seed=12&pause=0&level=normal").start()
    page.play_out_deal()
    page.do("next_deal")
    page.play_out_deal()
    data = json.loads(page.backend.data[KEYS["deals"]])
    assert len(data["deals"]) == 2
    data["deals"][0]["actions"][-1] = "AS" if data["deals"][0]["actions"][-1] != "AS" else "9C"
    page.backend.data[KEYS["deals"]] = json.dumps(data)
    again = Page("?pause=0", backend=page.backend).start()
    assert len(again.ctl.kept) == 1
    assert say("store.deals_dropped", detail="1") in again.ctl.notices
    aside = json.loads(page.backend.data[REJECTED["deals"]])
    assert aside["deals"] == [data["deals"][0]]
    stored = json.loads(page.backend.data[KEYS["deals"]])["deals"]
    assert stored == [data["deals"][1]]  # the good one stays where it was
    again.do("next_deal")
    again.play_out_deal()
    third = Page("?pause=0", backend=page.backend).start()
    assert len(third.ctl.kept) == 2 and not third.ctl.notices


# -- <html lang> ---------------------------------------------------------------------------
@pytest.mark.parametrize("query, want", [
    ("?lang=hr&lang=en", "en"),  # the link's last word, as the words follow it
    ("?" + "&".join(f"x{i}=1" for i in range(70)) + "&lang=de", "en"),  # link ignored
])
def test_html_lang_follows_the_words_whatever_boot_guessed(query: str, want: str) -> None:
    page = Page(query + "&pause=0")
    page.doc.documentElement.setAttribute("lang", "hr")  # what boot.js may have set
    page.start()
    assert page.doc.documentElement.getAttribute("lang") == want
    assert page.text("new-game") == say("button.new_game")


def test_an_unknown_saved_language_gives_the_browsers_words_and_lang() -> None:
    backend = MemoryBackend({KEYS["settings"]: json.dumps({"version": 1, "lang": "zz"})})
    page = Page("?pause=0", backend=backend, languages=("de-AT", "en"))
    page.doc.documentElement.setAttribute("lang", "de")
    page.start()
    assert page.doc.documentElement.getAttribute("lang") == "de"
    assert page.ctl.settings.lang == ""
    from game.web.texts import language
    assert language() == "de"
