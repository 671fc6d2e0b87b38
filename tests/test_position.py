"""Position JSON: validation that names the problem, defaults, ?position= encoding."""

import copy

import pytest

from game import PositionError, decode_position, encode_position, from_position, new_deal

from .helpers import position

BASE = position([["AS", "9C", "KD", "JC", "TH", "9S"], ["QS", "KS", "AD", "TD", "JD", "9D"]], "JH")


def broken(**changes):
    pos = copy.deepcopy(BASE)
    pos.update(changes)
    return pos


@pytest.mark.parametrize("pos,message", [
    (broken(stock=BASE["stock"] + ["AS"]), "listed twice: AS"),
    (broken(stock=BASE["stock"][:-1]), "missing from the position: "),
    (broken(stock=BASE["stock"] + ["QQ"]), "stock: 'QQ' is not a card"),
    (broken(hands=[["AS"]]), "hands must be a list of two lists"),
    (broken(leader=2), "leader must be 0 or 1"),
    (broken(rules="poker"), "unknown rules 'poker'"),
    (broken(options={"auto_out": False, "colour": 1}), "unknown option"),
    (broken(table=["AC", "TC"]), "at most one card"),
    (broken(closed_by="yes"), "closed_by must be null, 0 or 1"),
    (broken(stage="dancing"), "stage must be one of"),
    (broken(marriages=[["X"], []]), "not a suit"),
    (broken(surprise=1), "unknown key(s) in position: surprise"),
    ([1, 2], "must be a JSON object"),
])
def test_invalid_positions_are_refused_with_a_named_problem(pos, message):
    with pytest.raises(PositionError) as e:
        from_position(pos)
    assert message in str(e.value)


def test_unequal_hands_between_tricks_are_refused():
    pos = position([["AS", "9C", "KD", "JC", "TH"], ["QS", "KS", "AD", "TD", "JD", "9D"]], "JH",
                   stock=None)
    with pytest.raises(PositionError, match="same number of cards"):
        from_position(pos)


def test_open_stock_needs_six_cards_each():
    pos = position([["AS", "9C"], ["QS", "KS"]], "JH")
    with pytest.raises(PositionError, match="6 cards"):
        from_position(pos)


def test_minimal_position_gets_sensible_defaults():
    s = from_position({"trump": BASE["trump"], "stock": BASE["stock"], "hands": BASE["hands"]})
    assert s.to_move == 0 and s.points == (0, 0) and s.rules.preset == "traditional"
    assert s.legal_actions() == BASE["hands"][0] + ["close"]


def test_url_encoding_round_trip_and_garbage():
    pos = new_deal(5).to_position()
    assert decode_position(encode_position(pos)) == pos
    assert "=" not in encode_position(pos)
    with pytest.raises(PositionError, match="base64url"):
        decode_position("%%%not-base64%%%")
    with pytest.raises(PositionError):
        from_position(decode_position(encode_position({"hello": "world"})))
