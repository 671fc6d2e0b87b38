"""Three players: property tests over random seeds and random legal play (hypothesis).
Those every table shares (cards accounted for, points, illegal actions, positions round
trip) are in test_properties.py, over its ``TABLES``."""

import os
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import new_deal
from game.ai.three.classic import LEVELS, choose_classic3, classic_code
from game.engine import cards
from game.engine.three.sampling import Sampler3
from game.engine.three.view import PlayerView3
from tests.test_properties import deals3, random_deal3

EXAMPLES = int(os.environ.get("HYPOTHESIS_EXAMPLES", 30))
SETTINGS = settings(max_examples=EXAMPLES, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(deals3)
def test_outcome_follows_the_totals(deal):
    *_, s = random_deal3(*deal)
    oc = s.outcome
    pts = s.points
    top = max(pts)
    if top < 66:
        assert oc == (None, 0, "replay", (0, 0, 0))
    elif pts.count(top) > 1:
        assert oc == (None, 0, "draw", (0, 0, 0))
    else:
        w = pts.index(top)
        assert oc.winner == w and oc.paid[w] == 0 and oc.game_points == sum(oc.paid)
        for p in range(3):
            if p != w:
                assert oc.paid[p] == (1 if pts[p] >= 33 else 2 if s.tricks[p] else 3)
        assert 2 <= oc.game_points <= 6


@SETTINGS
@given(deals3)
def test_apply_events_matches_apply(deal):
    seed, dealer, picks = deal
    states = list(random_deal3(*deal))
    for before, after in zip(states, states[1:]):
        played = [c for c in before.legal_actions() if before.apply(c) == after][0]
        s2, events = before.apply_events(played)
        assert s2 == after and events[0].kind in ("play", "marriage")


@SETTINGS
@given(deals3, st.integers(0, 2**32))
def test_a_view_never_holds_another_seats_hidden_cards(deal, shuffle_seed):
    """A view is the same whatever the other seats' hidden cards are."""
    rng = random.Random(shuffle_seed)
    for s in random_deal3(*deal):
        core = s.core
        for seat in range(3):
            a, b = (seat + 1) % 3, (seat + 2) % 3
            hidden = [c for p in (a, b) for c in core.hands[p] if not core.known[p] >> c & 1]
            rng.shuffle(hidden)
            other = core.copy()
            for p in (a, b):
                keep = [c for c in core.hands[p] if core.known[p] >> c & 1]
                n = len(core.hands[p]) - len(keep)
                other.hands[p] = keep + hidden[:n]
                del hidden[:n]
            v = PlayerView3.of(core, seat)
            assert PlayerView3.of(other, seat) == v
            for p in (a, b):
                assert set(v.known[p]) <= set(s.hand(p))
                assert not set(v.excluded[p]) & set(s.hand(p))  # the facts are true
            assert v.hand == tuple(s.hand(seat))


@SETTINGS
@given(deals3)
def test_classic_levels_on_the_core_agree_with_the_view(deal):
    for s in random_deal3(*deal):
        if s.outcome is not None:
            break
        v = s.view(s.to_move)
        for level in LEVELS:
            assert cards.text(classic_code(s.core, level)) == choose_classic3(v, level)


@SETTINGS
@given(deals3, st.integers(0, 2**32))
def test_sampled_worlds_fit_the_view(deal, seed):
    rng = random.Random(seed)
    for s in random_deal3(*deal):
        if s.outcome is not None:
            break
        seat = s.to_move
        v = s.view(seat)
        sampler = Sampler3(v)
        for _ in range(3):
            w = sampler.sample(rng)
            assert [len(h) for h in w.hands] == [len(s.hand(p)) for p in range(3)]
            assert w.hands[seat] == s.core.hands[seat]
            held = sorted(c for h in w.hands for c in h)
            assert held == sorted(c for h in s.core.hands for c in h)
            for p in range(3):
                assert not w.excluded[p] & cards.mask_of(w.hands[p])
                assert set(v.known[p]) <= {cards.text(c) for c in w.hands[p]}
            assert w.legal() == s.core.legal()


def test_events_account_for_every_card_and_point():
    for seed in range(15):
        rng = random.Random(seed)
        s = new_deal(seed, rules="three", dealer=seed % 3)
        events = []
        while s.outcome is None:
            s, evs = s.apply_events(rng.choice(s.legal_actions()))
            events += evs
        played = [e for e in events if e.kind == "play"]
        tricks = [e for e in events if e.kind == "trick"]
        assert len(played) == 24 == len({e.card for e in played}) and len(tricks) == 8
        assert [e.lead for e in played] == [True, False, False] * 8
        assert [c for t in tricks for c in t.cards] == [e.card for e in played]
        gained = [0, 0, 0]
        for t in tricks:
            gained[t.seat] += t.points + t.bonus
        assert [t.bonus for t in tricks] == [0] * 7 + [10]
        for e in events:
            if e.kind == "marriage" and (e.counted or s.tricks[e.seat]):
                gained[e.seat] += e.points
        assert tuple(gained) == s.points
        counted = [e for e in events if e.kind == "marriage_counted"]
        assert all(s.tricks[e.seat] for e in counted)
        end = events[-1]
        assert [e.kind for e in events].count("end") == 1 and end.kind == "end"
        oc = s.outcome
        assert (end.winner, end.game_points, end.reason, end.paid) == tuple(oc)
