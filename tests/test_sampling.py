"""Sampled worlds respect the view and depend on nothing the player cannot see."""

from __future__ import annotations

import random

import pytest

from game.engine import cards
from game.engine.core import OVER
from game.engine.deal import State, new_deal
from game.engine.sampling import Frame, all_worlds, sample_worlds

# The two-player packs: 24 cards, and Schnapsen's 20 (docs/RULES.md §7).
PACKS = ["traditional", "schnapsen"]


def random_states(n: int, seed: int, rules: str = "traditional") -> list[State]:
    """States at random moments of random deals (random legal actions)."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        s = new_deal(rng.randrange(10**6), rules=rules, dealer=rng.randrange(2))
        for _ in range(rng.randrange(30)):
            if s.outcome is not None:
                break
            s = s.apply(rng.choice(s.legal_actions()))
        if s.outcome is None:
            out.append(s)
    return out


def hidden_reshuffled(state: State, seat: int, rng: random.Random) -> State:
    """Another state that ``seat`` cannot tell apart: the opponent's hidden cards
    and the face-down stock are redealt among themselves, voids respected."""
    core = state.core.copy()
    opp = 1 - seat
    voids = core.voids[opp]
    hand = core.hands[opp]
    hidden_idx = [i for i, c in enumerate(hand) if not core.known[opp] >> c & 1]
    pool = [hand[i] for i in hidden_idx] + core.stock
    while True:
        rng.shuffle(pool)
        if all(not voids >> (c // 6) & 1 for c in pool[:len(hidden_idx)]):
            break
    for j, i in enumerate(hidden_idx):
        hand[i] = pool[j]
    core.stock = pool[len(hidden_idx):]
    return State._wrap(core)


@pytest.mark.parametrize("rules", PACKS)
def test_worlds_are_consistent_with_the_view(rules: str) -> None:
    for s in random_states(60, 1, rules):
        seat = s.to_move
        view = s.view(seat)
        for w in sample_worlds(view, 3, seed=5):
            assert sorted(w.hands[0] + w.hands[1] + w.stock + w.won[0] + w.won[1]
                          + ([w.lead] if w.lead >= 0 else [])
                          + ([w.turnup] if w.turnup_in else [])) == list(s.rules.deck)
            assert w.hands[seat] == s.core.hands[seat]
            assert len(w.hands[1 - seat]) == len(s.core.hands[1 - seat])
            assert len(w.stock) == len(s.core.stock)
            opp_cards = [cards.text(x) for x in w.hands[1 - seat]]
            assert all(c in opp_cards for c in view.opponent_known)
            for c in w.hands[1 - seat]:
                assert not s.core.voids[1 - seat] >> (c // 6) & 1
            assert w.legal() == s.core.legal()
            assert w.points(0) == s.core.points(0) and w.points(1) == s.core.points(1)
            assert w.pending(0) == s.core.pending(0)
            assert w.to_move() == s.core.to_move() and w.stage == s.core.stage


@pytest.mark.parametrize("rules", PACKS)
def test_same_view_gives_the_same_worlds(rules: str) -> None:
    rng = random.Random(2)
    for s in random_states(40, 3, rules):
        seat = s.to_move
        other = hidden_reshuffled(s, seat, rng)
        assert other.view(seat) == s.view(seat)
        a = sample_worlds(s.view(seat), 4, seed=9)
        b = sample_worlds(other.view(seat), 4, seed=9)
        assert [(w.hands, w.stock) for w in a] == [(w.hands, w.stock) for w in b]


@pytest.mark.parametrize("rules", PACKS)
def test_enumeration_counts_every_layout_once(rules: str) -> None:
    for s in random_states(200, 4, rules):
        view = s.view(s.to_move)
        every = all_worlds(view, limit=200)
        if every is None or not 1 < len(every):
            continue
        keys = {(tuple(sorted(w.hands[1 - view.seat])), tuple(w.stock)) for w in every}
        assert len(keys) == len(every)
        frame = Frame(view)
        assert len(every) == frame.layouts() * frame.stock_orders()


@pytest.mark.parametrize("rules", PACKS)
def test_worlds_can_be_played_to_the_end(rules: str) -> None:
    rng = random.Random(6)
    for s in random_states(30, 7, rules):
        for w in sample_worlds(s.view(s.to_move), 2, seed=1):
            while w.stage != OVER:
                w.play(rng.choice(w.legal()))
            assert w.outcome is not None
