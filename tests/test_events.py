"""The engine reports what happened (game.engine.events): the page narrates from these alone."""

from __future__ import annotations

import random

import pytest

from game import from_position, new_deal
from game.ai.hint import _lead_reason
from game.ai.reason import Reason
from game.engine.events import Event, marriage_value

from .helpers import marriage_opening


def _play_out(seed: int, rules: str = "traditional", **options):
    rng = random.Random(seed)
    state = new_deal(seed, rules, **options)
    steps = []
    while state.outcome is None:
        action = rng.choice(state.legal_actions())
        after, events = state.apply_events(action)
        steps.append((state, action, after, events))
        state = after
    return steps


@pytest.mark.parametrize("seed", range(40))
def test_events_account_for_every_card_and_point(seed):
    steps = _play_out(seed)
    played = [e.card for _, _, _, evs in steps for e in evs if e.kind == "play"]
    tricks = [e for _, _, _, evs in steps for e in evs if e.kind == "trick"]
    final = steps[-1][2]
    # every card played appears once, in a trick of two
    assert len(played) == len(set(played)) == 2 * len(tricks)
    assert sorted(c for t in tricks for c in t.cards) == sorted(played)
    # card points per winner, as the engine counts them
    won = [0, 0]
    for t in tricks:
        won[t.seat] += t.points + t.bonus
    pos = final.to_position()
    for p in (0, 1):
        marriages = sum(marriage_value(s == final.trump) for s in pos["marriages"][p])
        counted = marriages if final.tricks[p] else 0
        assert final.points[p] == won[p] + counted
    ends = [e for _, _, _, evs in steps for e in evs if e.kind == "end"]
    assert len(ends) == 1 and steps[-1][3][-1] == ends[0]
    oc = final.outcome
    assert (ends[0].winner, ends[0].game_points, ends[0].reason) == (
        oc.winner, oc.game_points, oc.reason)


@pytest.mark.parametrize("seed", range(20))
def test_apply_events_matches_apply(seed):
    for before, action, after, _ in _play_out(seed):
        assert before.apply(action) == after


@pytest.mark.parametrize("seed", range(20))
def test_draws_hide_the_other_seats_card_but_not_the_turn_up(seed):
    draws = [e for _, _, _, evs in _play_out(seed) for e in evs if e.kind == "draw"]
    for e in draws:
        assert e.card is not None
        mine = e.seen_by(e.seat)
        theirs = e.seen_by(1 - e.seat)
        assert mine.card == e.card
        assert theirs.card == (e.card if e.public else None)


def test_a_drawn_card_is_the_one_that_entered_the_hand():
    for before, _, after, events in _play_out(3):
        for e in events:
            if e.kind == "draw":
                assert e.card in after.hand(e.seat) and e.card not in before.hand(e.seat)


_position = marriage_opening


def test_a_marriage_is_reported_with_its_partner_and_pending_until_a_trick():
    s = from_position(_position())
    after, events = s.apply_events("KS")
    assert events[0] == Event("marriage", 0, "KS", partner="QS", suit="S", points=20,
                              counted=False)
    assert events[1] == Event("play", 0, "KS", lead=True)
    # the reply loses to KS: the pending 20 now count
    after, events = after.apply_events("9C")
    kinds = [e.kind for e in events]
    assert kinds[:3] == ["play", "trick", "marriage_counted"]
    assert events[2].points == 20 and events[2].seat == 0


def test_declaring_in_trumps_is_worth_40():
    s = from_position(_position(
        trump="9D", stock=["AD", "TD", "KS", "QS", "JD", "9H", "AC", "TC", "KC", "QC", "JC"],
        hands=[["KD", "QD", "AH", "TH", "KH", "9S"], ["AS", "TS", "JS", "QH", "JH", "9C"]]))
    _, events = s.apply_events("QD")
    assert events[0].kind == "marriage" and events[0].points == 40


def test_the_view_reports_what_a_lead_would_declare():
    v = from_position(_position()).view(0)
    assert v.declares("KS") == 20 and v.declares("QS") == 20
    assert v.declares("KH") == 0 and v.declares("AH") == 0


def test_after_closing_the_hint_says_a_marriage_lead_declares():
    # The closer may still declare on the lead right after closing (docs/RULES.md §2.6);
    # the hint used to call that lead "forcing out strong cards".
    pos = _position(won=[["9H", "JD"], []], trump="AD",
                    stock=["TD", "KD", "QD", "9D", "AC", "TC", "KC", "QC", "JC"],
                    hands=[["KS", "QS", "AH", "TH", "KH", "9S"],
                           ["AS", "TS", "JS", "QH", "JH", "9C"]])
    closed = from_position(pos).apply("close")
    v = closed.view(0)
    assert v.declares("KS") == 20
    assert _lead_reason(v, "KS") == Reason("declares", value=20)
    assert _lead_reason(v, "AH").key != "declares"


def test_close_exchange_and_pass_are_reported():
    pos = _position(won=[["9D", "JD"], []], trump="AD",
                    stock=["TD", "KD", "QD", "AC", "TC", "KC", "QC", "JC", "9C"],
                    hands=[["KS", "QS", "AH", "TH", "KH", "9S"],
                           ["AS", "TS", "JS", "QH", "JH", "9H"]])
    s = from_position(pos)
    _, events = s.apply_events("close")
    assert events == (Event("close", 0),)


def test_the_view_shows_the_partner_of_a_marriage_lead_until_the_trick_ends():
    s = from_position(_position()).apply("KS")
    assert s.view(1).lead_partner == "QS" and s.view(0).lead_partner == "QS"
    s = s.apply("9C")
    assert s.view(0).lead_partner is None
    # a later lead of the queen declares nothing and shows nothing
    s = s.apply("draw").apply("QS")
    assert s.view(1).lead_partner is None
