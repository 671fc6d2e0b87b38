"""Records and positions no game can produce are refused by name, and nothing the
loader would refuse is ever written: three-player positions checked against the rules
as the two-player ones are, the best score bounded by what a deal can hold, kept deals
that cannot be replayed set aside with a message, ``<html lang>`` with the words."""

from __future__ import annotations

import json

import pytest

from game import encode_position, from_position
from game.engine.position import PositionError
from game.engine.rules import MAX_DEAL_POINTS
from game.play.store import KEYS, REJECTED, MemoryBackend, Store
from game.words import Words

from .helpers import position, position3
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


def test_a_seat_declaring_more_marriages_than_it_led_is_refused():
    # seat 1 led the first trick (seat 0 dealt); seat 0 won it with KS and now leads KH:
    # one lead, so one marriage at most, not spades and hearts
    with pytest.raises(PositionError) as e:
        from_position(position3([["QS", "QH", "9D", "AC", "TC", "KC"],
                                 ["AS", "TS", "9C", "JC", "QC", "JS", "9S"],
                                 ["AD", "TD", "KD", "QD", "JD", "AH", "TH"]], "9D",
                                leader=0, dealer=0, won=[["JH", "9H", "KS"], [], []],
                                table=["KH"], marriages=[["S", "H"], [], []]))
    assert e.value.key == "marriage_leads"
    assert e.value.facts == {"seat": 0, "marriages": 2, "leads": 1}


def test_a_marriage_card_played_by_another_seat_is_refused():
    # seat 0 declared spades with KS; QS lies on the table as seat 1's card
    with pytest.raises(PositionError) as e:
        from_position(position3([["AC", "TC", "9C"], ["AS", "TS", "JC"],
                                 ["AD", "TD", "KD", "9H"]], "9H", leader=0, dealer=2,
                                won=[["KS", "9S", "JS"], [], []], filler=0,
                                table=["JD", "QS"], marriages=[["S"], [], []]))
    assert e.value.key == "marriage_card_seat" and "Queen of spades" in str(e.value)


def test_more_of_a_seats_own_cards_in_the_tricks_than_tricks_is_refused():
    # the dealer (seat 2) played the turned 9H and both cards of its spade marriage, yet
    # only two tricks were played
    with pytest.raises(PositionError) as e:
        from_position(position3(
            [["AC", "TC", "KC", "QC", "JC", "9C"], ["AD", "TD", "KD", "QD", "JD", "9D"],
             ["AS", "TS", "JS", "9S", "AH", "TH"]], "9H", leader=2, dealer=2,
            won=[[], [], ["KS", "QS", "9H", "KH", "QH", "JH"]], marriages=[[], [], ["S"]]))
    assert e.value.key == "own_cards" and e.value.facts == {"seat": 2, "cards": 3, "tricks": 2}


# -- two-player positions: what the declarer can have played (docs/RULES.md §2.5, §2.6) ---
# The issue's link: after two tricks, seat 0 has "declared" all four marriages (100 points)
# with the kings played and the queens in hand. Before, it was accepted, and with automatic
# going out off it could be played on to 230 points and a best score of 230.
HANDS2 = [["QC", "QD", "QH", "QS", "AC", "AD"], ["9C", "JC", "9D", "JD", "9S", "JS"]]


def issue_link() -> dict:
    return position(HANDS2, "AH", won=[["KC", "KD", "KH", "KS"], []],
                    marriages=[["C", "D", "H", "S"], []], options={"auto_out": False})


def test_the_issues_230_point_link_is_refused():
    with pytest.raises(PositionError) as e:
        from_position(issue_link())
    assert e.value.key == "marriage_leads"
    assert e.value.facts == {"seat": 0, "marriages": 4, "leads": 2}
    assert str(e.value) == ("player 0 declared 4 marriage(s) with only 2 lead(s) that could "
                            "declare one (one per lead)")


def closed_at_first_trick() -> dict:
    # seat 0 closed after the first trick; seats 0 and 1 declared three marriages between
    # them, but only two leads could declare one: the first, and the closer's right after
    return position([["QC", "QD", "AC"], ["QS", "TD", "9H"]], "AH",
                    won=[["KC", "9C", "KD", "9D", "JC", "JD"], ["KS", "9S"]],
                    stock=["QH", "TH", "KH", "AS", "TS", "JS", "JH", "AD", "TC"],
                    closed_by=0, close={"at_trick": 1}, marriages=[["C", "D"], ["S"]])


@pytest.mark.parametrize("make, key", [
    # two marriages, one trick: one lead
    (lambda: position(HANDS2, "AH", won=[["KC", "KD"], []], marriages=[["C", "D"], []]),
     "marriage_leads"),
    (lambda: position([["QC", "QD", "QH", "QS", "AC"], ["JC", "JD", "JS", "JH", "TC"]], "AS",
                      won=[["KC", "KD"], []], rules="schnapsen", marriages=[["C", "D"], []]),
     "marriage_leads"),
    # a declared marriage whose king and queen are both still in hand
    (lambda: position([["KH", "QH", "QC", "QD", "AC", "AD"], HANDS2[1]], "AH",
                      won=[["KC", "9H"], []], marriages=[["H"], []]), "marriage_unled"),
    # four cards of seat 0's marriages in three tricks
    (lambda: position([["QH", "QS", "AC", "AD", "AS", "TC"], HANDS2[1]], "AH",
                      won=[["KC", "QC", "KD", "QD", "TS", "KS"], []],
                      marriages=[["C", "D"], []]), "own_cards"),
    (closed_at_first_trick, "marriages_total"),
    (lambda: out_declaring_hearts(stock=[]), "marriage_unled"),
    # seat 0 leads after a trick it did not win
    (lambda: position(HANDS2, "AH", won=[[], ["KC", "KD"]]), "leader_no_trick"),
])
def test_two_player_positions_the_play_cannot_reach_are_refused(make, key):
    with pytest.raises(PositionError) as e:
        from_position(make())
    assert e.value.key == key


def test_the_dealer_never_leads_the_first_trick():
    with pytest.raises(PositionError, match="the dealer's opponent leads to the first trick"):
        from_position(position([HANDS2[0], HANDS2[1][:5]], "AH", leader=1, dealer=1,
                               table=[HANDS2[1][5]]))


def test_reachable_marriages_still_load():
    # seat 0 led KC (clubs) on trick 1 and KD (diamonds) on trick 2, winning both
    s = from_position(position([["QC", "QD", "QH", "QS", "AC", "AD"], HANDS2[1]], "AH",
                               won=[["KC", "9H", "KD", "TH"], []], marriages=[["C", "D"], []]))
    assert s.points[0] == 20 + 20 + 4 + 0 + 4 + 10
    # going out at a lead may declare a marriage without leading it (both still in hand),
    # while marriages may be declared: here at the fourth lead, the stock still open
    s = from_position(out_declaring_hearts(stock=None))
    assert s.outcome is not None and s.outcome.winner == 0
    assert s.points[0] == 46 + 20 + 40


def out_declaring_hearts(stock: list[str] | None) -> dict:
    """Seat 0 went out declaring hearts (trumps) without leading: after three tricks with
    the stock open (``stock`` None), or (``[]``) in phase two, where no marriage can be
    declared."""
    hands = [["QC", "KH", "QH", "9H", "JH", "JS"], ["KS", "JC", "9D", "JD", "9S", "QS"]]
    if stock == []:
        hands = [h[:3] for h in hands]
    return position(hands, "AH", stock=stock, won=[["KC", "9C", "AS", "TS", "AD", "TD"], []],
                    filler=1, marriages=[["C", "H"], []], stage="over",
                    options={"auto_out": False})


def test_a_refused_link_is_named_in_the_pages_language():
    link = f"?seed=3&pause=0&position={encode_position(issue_link())}"
    page = Page(link).start()
    want = "player 0 declared 4 marriage(s) with only 2 lead(s) that could declare one"
    assert any(want in n for n in page.ctl.notices)
    assert page.session.state.to_position()["marriages"] == [[], []]  # a normal deal
    page = Page(link + "&lang=de").start()
    assert any("Spieler 0 hat öfter angesagt, als er ausspielen konnte, solange Ansagen "
               "erlaubt waren (Ansagen: 4, Ausspiele: 2)" in n for n in page.ctl.notices)


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
    assert Words().say("store.deals_dropped", detail="1") in again.ctl.notices
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
    assert page.text("new-game") == Words().say("button.new_game")


def test_an_unknown_saved_language_gives_the_browsers_words_and_lang() -> None:
    backend = MemoryBackend({KEYS["settings"]: json.dumps({"version": 1, "lang": "zz"})})
    page = Page("?pause=0", backend=backend, languages=("de-AT", "en"))
    page.doc.documentElement.setAttribute("lang", "de")
    page.start()
    assert page.doc.documentElement.getAttribute("lang") == "de"
    assert page.ctl.settings.lang == ""
    assert page.ctl.language == "de" and page.ctl.words.language == "de"


# -- the saved match's deal id -------------------------------------------------------------
def counts(page: Page) -> tuple[int, int, int]:
    """(deals in the statistics, rated deals, kept deals)."""
    return (page.ctl.stats.total().deals, page.ctl.ledger.ratings.at("traditional").deals,
            len(page.ctl.kept))


@pytest.mark.parametrize("deal_id", ["0123456789abcdef", "", "x" * 40, "a:b"])
def test_a_changed_deal_id_never_counts_a_finished_deal_twice(deal_id: str) -> None:
    page = Page("?rated=1&pause=0&level=sharp").start()
    page.play_out_deal()
    assert counts(page) == (1, 1, 1)
    saved = json.loads(page.backend.data[KEYS["match"]])
    saved["deal_id"] = deal_id  # edited in the browser's tools, or by another page
    page.backend.data[KEYS["match"]] = json.dumps(saved)
    again = Page("?pause=0", backend=page.backend).start()
    assert again.session.deal_over and counts(again) == (1, 1, 1)
    again = Page("?pause=0", backend=page.backend).start()
    assert counts(again) == (1, 1, 1)
    again.do("next_deal")
    again.play_out_deal()  # the next deal counts as ever
    assert counts(again) == (2, 2, 2)


def test_the_same_deal_played_again_counts_again() -> None:
    """The mark tells deals apart by their id: a deal played twice the same way (a link's
    seed, the same cards) is two deals, each counted once."""
    page = Page("?pause=0&level=normal", answers=[True]).start()  # a match of seed 4242
    page.play_out_deal()
    first = page.session.state.to_position()
    page.do("new_game")  # a new match of the same seed (the harness's): the same cards
    assert not page.session.deal_over and page.ctl.stats.total().deals == 1
    page.play_out_deal()
    assert page.session.state.to_position() == first
    assert page.ctl.stats.total().deals == 2
    assert Page("?pause=0", backend=page.backend).start().ctl.stats.total().deals == 2
