"""Property tests over random seeds and random legal play (hypothesis), for two players
(the traditional, simple and Schnapsen presets); the properties every table shares run
for three players too (``TABLES``; the three-player ones of its own:
test_three_properties.py)."""

import json
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import IllegalAction, from_position, new_deal
from game.ai import choose
from game.engine import cards

ALL = {cards.text(c) for c in cards.DECK}
# Every action a player can name: the cards and the other actions of every table.
ACTIONS = sorted(ALL) + ["draw", "close", "exchange", "out", "pass", "xx"]
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


def marriage_total(s, p):
    """The points of every marriage seat ``p`` declared, counted or not."""
    return sum(40 if m == s.trump else 20 for m in s.to_position()["marriages"][p])


# Written out here, not read from the engine's Rules: the presets whose marriages count
# at once, without a trick (docs/RULES.md §3), and those with 10 for the last trick.
MARRIAGES_AT_ONCE = {"simple"}
LAST_TRICK_TEN = {"traditional", "three"}


def card_points(piles):
    return sum(cards.POINTS[cards.parse(c)] for pile in piles for c in pile)


@over_tables
@SETTINGS
@given(data=st.data())
def test_points_are_tricks_plus_counted_marriages_and_add_up(table, data):
    """A seat's points: its tricks' card points, its marriages once it has a trick (at
    once under the simple preset) and the last trick's 10 (traditional and three players:
    only when every card was played, not after a close)."""
    for s in table_deal(table, data):
        pos = s.to_position()
        preset = s.rules.preset
        ten = preset in LAST_TRICK_TEN
        all_played = (not any(s.hand(p) for p in range(s.players)) and not s.table
                      and s.stock_size == 0)
        last_trick = s.view(0).last_trick
        cards_total = 0
        for p in range(s.players):
            marriages = marriage_total(s, p)
            counted = marriages if (pos["won"][p] or preset in MARRIAGES_AT_ONCE) else 0
            bonus = s.points[p] - card_points([pos["won"][p]]) - counted
            assert bonus in ((0, 10) if ten else (0,))
            last = all_played and s.closed_by is None and last_trick.winner == p
            assert bonus == (10 if last and ten else 0)
            assert s.pending[p] == marriages - counted
            cards_total += s.points[p] - counted
        won = card_points(pos["won"])
        bonuses = 10 if all_played and s.closed_by is None and ten else 0
        assert cards_total == won + bonuses
        if all_played:
            assert won == 120  # every pack is worth 120 (Schnapsen's 20 cards too)
            assert cards_total in ((120, 130) if ten else (120,))
        else:
            assert cards_total <= 120
        if s.players == 3 and s.outcome is not None:  # three players play every card
            assert all_played and cards_total == 130


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


@over_tables
@SETTINGS
@given(data=st.data(), action=st.sampled_from(ACTIONS), pick=st.integers(0, 23))
def test_illegal_actions_raise_and_change_nothing(table, data, action, pick):
    """An illegal action raises with a reason and leaves the state as it was: a drawn
    action wherever it is illegal, and at every state of a running deal a card drawn
    from the illegal ones."""
    for s in table_deal(table, data):
        legal = s.legal_actions()
        tried = [] if action in legal else [action]
        if s.outcome is None:
            illegal = [c for c in sorted(ALL) if c not in legal]
            tried.append(illegal[pick % len(illegal)])
        for a in tried:
            before = json.dumps(s.to_position(), sort_keys=True)
            with pytest.raises(IllegalAction) as e:
                s.apply(a)
            assert str(e.value), f"{a} was refused without a reason"
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


def eager(s, picks):
    """Every state of a deal from ``s`` whose players, by ``picks``, mostly declare
    marriages, close and go out when they may: the rare moments positions must still
    accept (a marriage on the closer's lead after the close, one declared by going out)."""
    yield s
    i = 0
    while s.outcome is None:
        legal = s.legal_actions()
        pick = picks[i % len(picks)]
        i += 1
        bold = [a for a in legal if a in ("close", "out")]
        royal = [a for a in legal if a[0] in "KQ" and len(a) == 2]
        prefer = bold if bold and pick % 3 == 0 else royal if royal and pick % 3 == 1 else legal
        s = s.apply(prefer[pick % len(prefer)])
        yield s


@SETTINGS
@given(deals, st.integers(0, 1))
def test_positions_of_eager_declarers_round_trip(deal, dealer):
    seed, rules, options, picks = deal
    start = new_deal(seed, rules=rules, dealer=dealer, **options)
    for s in eager(start, picks):
        pos = json.loads(json.dumps(s.to_position()))
        assert from_position(pos) == s


@SETTINGS
@given(deals3)
def test_three_player_positions_of_eager_declarers_round_trip(deal):
    seed, dealer, picks = deal
    for s in eager(new_deal(seed, rules="three", dealer=dealer), picks):
        assert from_position(json.loads(json.dumps(s.to_position()))) == s


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
        a = choose(s, level, seed=seed)
        assert a in s.legal_actions()
        s = s.apply(a)
