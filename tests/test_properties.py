"""Property tests over random seeds and random legal play (hypothesis), for two players;
the properties every table shares run for three players too (``TABLES``; the
three-player ones of its own: test_three_properties.py)."""

import json
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import IllegalAction, from_position, new_deal
from game.ai import choose
from game.engine import cards

ALL = {cards.text(c) for c in cards.DECK}
PRESETS_2P = ["traditional", "simple", "schnapsen"]
# HYPOTHESIS_EXAMPLES=600 for a deeper run than the default suite's.
EXAMPLES = int(os.environ.get("HYPOTHESIS_EXAMPLES", 60))
SETTINGS = settings(max_examples=EXAMPLES, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


def played(s, picks):
    """Yield ``s`` and every state after it, choosing legal actions from ``picks``."""
    yield s
    i = 0
    while s.outcome is None:
        legal = s.legal_actions()
        s = s.apply(legal[picks[i % len(picks)] % len(legal)])
        i += 1
        yield s


def random_deal(seed, rules, options, picks):
    """Yield every state of a deal played by choosing legal actions from ``picks``."""
    return played(new_deal(seed, rules=rules, **options), picks)


deals = st.tuples(
    st.integers(0, 2**32),
    st.sampled_from(PRESETS_2P),
    st.sampled_from([{}, {"auto_out": False}, {"close_scoring": "at_close"}]),
    st.lists(st.integers(0, 50), min_size=1, max_size=40),
)


def random_deal3(seed, dealer, picks):
    """Every state of a three-player deal played by choosing legal actions from ``picks``."""
    return played(new_deal(seed, rules="three", dealer=dealer), picks)


deals3 = st.tuples(
    st.integers(0, 2**32),
    st.integers(0, 2),
    st.lists(st.integers(0, 50), min_size=1, max_size=30),
)

# The tables whose shared properties are checked alike: (deals, the deal's states).
TABLES = {"two": (deals, random_deal), "three": (deals3, random_deal3)}
over_tables = pytest.mark.parametrize("table", sorted(TABLES))


def table_deal(table, data):
    """Every state of a random deal at ``table``, drawn from ``data``."""
    strategy, play = TABLES[table]
    return play(*data.draw(strategy))


def accounted(s):
    pos = s.to_position()
    listed = pos["stock"] + pos["table"] + sum(pos["hands"], []) + sum(pos["won"], [])
    if s.players == 3:  # the dealer's turned card is in a hand, on the table or won
        assert pos["stock"] == [] and s.stock_size == 0
    elif pos["trump"] not in listed:
        listed.append(pos["trump"])
    return listed


@over_tables
@SETTINGS
@given(data=st.data())
def test_all_24_cards_accounted_for_at_every_step(table, data):
    """24 cards; under Schnapsen exactly its 20 (no nine anywhere, ever)."""
    for s in table_deal(table, data):
        pack = ALL if s.rules.preset != "schnapsen" else {c for c in ALL if c[0] != "9"}
        listed = accounted(s)
        assert len(listed) == len(pack) and set(listed) == pack


@SETTINGS
@given(deals)
def test_points_are_tricks_plus_valid_marriages_and_add_up(deal):
    seed, rules, options, picks = deal
    for s in random_deal(*deal):
        pos = s.to_position()
        bonus_possible = rules == "traditional"
        for p in (0, 1):
            won_points = sum(cards.POINTS[cards.parse(c)] for c in pos["won"][p])
            marriages = sum(40 if m == s.trump else 20 for m in pos["marriages"][p])
            counted = marriages if (pos["won"][p] or rules == "simple") else 0
            bonus = s.points[p] - won_points - counted
            assert bonus in ((0, 10) if bonus_possible else (0,))
            assert s.pending[p] == (marriages - counted)
        total_cards = sum(s.points) - sum(40 if m == s.trump else 20
                                          for p in (0, 1) for m in pos["marriages"][p]
                                          if pos["won"][p] or rules == "simple")
        all_played = not s.hand(0) and not s.hand(1) and not s.table and s.stock_size == 0
        if all_played:
            assert total_cards in ((120, 130) if bonus_possible else (120,))
        else:
            assert total_cards <= 120


@SETTINGS
@given(deals)
def test_game_points_between_0_and_3(deal):
    *_, last = random_deal(*deal)
    oc = last.outcome
    assert 0 <= oc.game_points <= 3
    assert (oc.winner is None) == (oc.game_points == 0)


@SETTINGS
@given(deals)
def test_schnapsen_has_no_drawn_deal_and_the_last_trick_decides(deal):
    """docs/RULES.md §7: no 10 for the last trick; a deal that ran out of cards with nobody
    out (and no close) goes to the last trick's winner for 1 game point."""
    seed, _, options, picks = deal
    *_, last = random_deal(seed, "schnapsen", options, picks)
    oc = last.outcome
    assert oc.winner is not None and oc.reason != "draw"
    if oc.reason == "last_trick":
        assert oc.game_points == 1 and oc.winner == last.leader
        assert last.closed_by is None and not last.hand(0) and not last.hand(1)
        assert last.points[oc.winner] < 66
        if options.get("auto_out", True):  # nobody on 66, so the loser holds 33 or more
            assert max(last.points) < 66 and min(last.points) >= 33


@SETTINGS
@given(deals, st.sampled_from(sorted(ALL) + ["draw", "close", "exchange", "out", "pass", "xx"]))
def test_illegal_action_raises_and_changes_nothing(deal, action):
    for s in random_deal(*deal):
        if action in s.legal_actions():
            continue
        before = json.dumps(s.to_position(), sort_keys=True)
        with pytest.raises(IllegalAction):
            s.apply(action)
        assert json.dumps(s.to_position(), sort_keys=True) == before


@over_tables
@SETTINGS
@given(data=st.data())
def test_positions_round_trip(table, data):
    for s in table_deal(table, data):
        pos = s.to_position()
        again = from_position(json.loads(json.dumps(pos)))
        assert again == s and again.to_position() == pos
        assert again.legal_actions() == s.legal_actions()
        assert again.points == s.points and again.pending == s.pending
        assert again.outcome == s.outcome
        for p in range(s.players):
            assert again.view(p) == s.view(p)


def hidden_from(s, seat):
    opp = 1 - seat
    known = set(s.view(seat).opponent_known)
    hidden = {c for c in s.hand(opp) if c not in known}
    return hidden | set(s.to_position()["stock"])


@SETTINGS
@given(deals)
def test_views_never_contain_hidden_cards(deal):
    for s in random_deal(*deal):
        for seat in (0, 1):
            v = s.view(seat)
            text = repr(v)
            for c in hidden_from(s, seat):
                assert f"'{c}'" not in text, f"{c} leaks into the view of {seat}"
            assert set(v.unseen()) >= hidden_from(s, seat)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(["gentle", "normal", "sharp"]),
       st.sampled_from(PRESETS_2P))
def test_classic_levels_only_play_legal_actions(seed, level, rules):
    s = new_deal(seed, rules=rules)
    while s.outcome is None:
        a = choose(s, level)
        assert a in s.legal_actions()
        s = s.apply(a)
