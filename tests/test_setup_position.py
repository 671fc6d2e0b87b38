"""The position editor's model (game.web.analysis.setup_position, issue 44 point 5): taps and
choices become a view position that reads back to the view meant, a real deal's view
entered into the editor is the same view, and what cannot be is refused by key."""

from __future__ import annotations

import pytest

from game.engine.deal import new_deal
from game.engine.matchscore import MatchScore
from game.engine.viewposition import ViewPositionError, read_view
from game.web.analysis.setup_position import (
    Setup,
    edit,
    from_view,
    opponent_holds,
    read,
    stock_size,
    view_position,
)


def _enter(s: Setup, *commands: str) -> Setup:
    for c in commands:
        s = edit(s, c)
    return s


def _taps(place: str, *codes: str) -> tuple[str, ...]:
    return (f"place:{place}", *(f"card:{c}" for c in codes))


def test_a_fully_entered_position_reads_back_to_the_view_meant() -> None:
    # traditional, trump hearts (9H turned), one trick each; the opponent leads QS now
    s = _enter(Setup(), *_taps("hand", "AH", "TH", "KC", "QC", "JD", "9S"),
               *_taps("trump", "9H"), *_taps("won0", "AC", "9C"),
               *_taps("won1", "JS", "AS"), *_taps("table", "QS"), *_taps("shown", "KS"),
               "match:on", "match:0:3", "match:1:5")
    assert stock_size(s) == 8 and opponent_holds(s) == 5
    pos = view_position(s)
    assert pos["won"] == [["AC", "9C"], ["JS", "AS"]]  # tap order: (led, reply)
    assert pos["leader"] == 1 and pos["table"] == ["QS"]
    v = read(s)
    assert v == read_view(pos)
    assert v.seat == 0 and v.my_turn and v.table == ("QS",)
    assert sorted(v.hand) == sorted(["AH", "TH", "KC", "QC", "JD", "9S"])
    assert v.trump_card == "9H" and v.trump_card_in_stock and v.stock_size == 8
    assert v.points == (11 + 0, 2 + 11) and v.opponent_known == ("KS",)
    assert v.match == MatchScore((3, 5), 7)
    # the last trick is the leader's last pair; who led it follows from its cards (AS
    # beat JS, so the opponent replied with it to your lead)
    assert v.last_trick is not None and v.last_trick.winner == 1
    assert v.last_trick.leader == 0


def test_schnapsen_counts_its_own_pack_and_a_taken_trump_card() -> None:
    s = _enter(Setup(), "game:schnapsen", *_taps("trump", "JD"))
    assert s.rules == "schnapsen" and len(s.pack) == 20
    s = _enter(s, *_taps("hand", "AH", "TH", "KH", "QH", "JD"))  # JD: the taken trump
    s = _enter(s, *_taps("won0", "AC", "TC", "KC", "QC", "JC", "AS"),
               *_taps("won1", "TS", "KS", "AD", "TD"))
    assert stock_size(s) == 0
    v = read(s)
    assert not v.trump_card_in_stock and v.trump_card == "JD" and v.stock_size == 0
    assert v.trump == "D" and "JD" in v.hand


@pytest.mark.parametrize("preset", ["traditional", "schnapsen", "simple"])
@pytest.mark.parametrize("dealer", [0, 1])
def test_a_real_deals_view_entered_into_the_editor_is_the_same_view(preset, dealer) -> None:
    n = 0
    for seed in range(12):
        s = new_deal(seed, preset, dealer=dealer)
        if preset != "simple" and seed % 2:
            s = s.in_match(MatchScore((seed % 7, 3), 7))
        while s.to_move is not None:
            if s.to_move == 0:
                v = s.view(0)
                if v.stage == "play" and v.closed_by is None:
                    assert read(from_view(v)) == v, (preset, seed, v)
                    n += 1
            legal = s.legal_actions()
            s = s.apply(legal[(seed * 7 + len(legal)) % len(legal)])
    assert n > 30


def test_taps_toggle_and_one_card_lies_on_the_table() -> None:
    s = _enter(Setup(), *_taps("hand", "AH"))
    assert s.where == {"AH": "hand"}
    s = edit(s, "card:AH")
    assert s.where == {}  # tapped again: unknown
    s = _enter(s, *_taps("table", "AH", "TH"))
    assert s.where == {"TH": "table"}
    s = _enter(s, *_taps("trump", "9S", "9C"))
    assert s.trump == "9C"
    s = edit(s, "card:9C")
    assert s.trump == ""
    s = _enter(s, *_taps("won0", "KS"), *_taps("hand", "KS"))
    assert s.where == {"TH": "table", "KS": "hand"}


def test_hostile_commands_change_nothing() -> None:
    s = _enter(Setup(), *_taps("hand", "AH"))
    for bad in (None, 3, "card:XX", "card:9H:x", "place:stock", "game:three", "marriage:2:H:on",
                "marriage:0:X:on", "void:H", "match:0:3", "x" * 100, "match:on:1", ""):
        assert edit(s, bad) == s, bad
    on = edit(s, "match:on")
    assert edit(on, "match:0:7") == on  # the target is 7: 0..6
    assert edit(_enter(Setup(), "game:simple"), "match:on").match is None  # no match there
    assert edit(s, "game:schnapsen") == Setup(rules="schnapsen", place="hand")


@pytest.mark.parametrize(("commands", "key"), [
    (_taps("hand", "AH", "TH", "KH", "QH", "JH", "9H"), "setup_trump"),
    ((*_taps("trump", "9S"), *_taps("hand", "AH", "TH", "KH", "QH", "JH")), "hand_size"),
    ((*_taps("trump", "9S"), *_taps("hand", "AH", "TH", "KH", "QH", "JH", "9H"),
      *_taps("won0", "AC")), "whole_tricks"),
    ((*_taps("trump", "9S"), *_taps("hand", "AH", "TH", "KH", "QH", "JH", "9S")), "twice"),
    ((*_taps("trump", "9S"), *_taps("hand", "AH", "TH", "KH", "QH", "JH", "9H"),
      *_taps("won0", *"AC TC KC QC JC 9C AD TD KD QD JD 9D AS".split())), "setup_many"),
    ((*_taps("trump", "9S"), *_taps("hand", "AH", "TH", "KH", "QH", "JH", "9H"),
      "marriage:1:H:on"), "marriage_cards"),
])
def test_impossible_input_is_refused_by_key(commands, key) -> None:
    s = _enter(Setup(), *commands)
    with pytest.raises(ViewPositionError) as e:
        read(s)
    assert e.value.key == key, str(e.value)


def test_who_dealt_follows_from_what_else_can_have_happened() -> None:
    """The opponent declared hearts leading the king, which you took: only possible if
    it led the first trick, so you dealt (the editor's first guess, you leading first,
    is refused, the other read)."""
    s = _enter(Setup(), *_taps("trump", "9S"),
               *_taps("hand", "TH", "KC", "QC", "JD", "9D", "AS"),
               *_taps("won0", "KH", "AH"), "marriage:1:H:on")
    v = read(s)
    assert v.dealer == 0 and v.leader == 0 and v.marriages == ((), ("H",))
    assert "QH" in v.opponent_known  # the partner shown with the marriage
    assert v.points == (15, 0) and v.pending == (0, 20)  # counted once it wins a trick
