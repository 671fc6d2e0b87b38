"""The expert plays legal actions, from its view only, reproducibly."""

from __future__ import annotations

import random

import pytest

from game import from_position
from game.ai import choose
from game.ai.classic import choose_classic
from game.ai.expert import (
    Budget,
    WorldEvaluator,
    action_scores,
    choose_expert,
    in_share,
    policy,
    worlds_for,
)
from game.ai.hint import hint
from game.ai.work import finish
from game.engine import cards
from game.engine.core import CLOSE
from game.engine.deal import new_deal
from game.engine.view import PlayerView
from game.web.texts import hint_reason
from tests.helpers import position
from tests.test_sampling import PACKS, hidden_reshuffled, random_states

SMALL = Budget(phase_one_worlds=4, phase_two_worlds=6, enumerate_limit=6, node_limit=5_000)


@pytest.mark.parametrize("rules", PACKS)
def test_expert_plays_only_legal_actions(rules: str) -> None:
    rng = random.Random(11)
    for deal in range(8):
        s = new_deal(500 + deal, rules=rules, dealer=deal % 2)
        while s.outcome is None:
            view = s.view(s.to_move)
            if s.to_move == deal % 2:
                action = choose_expert(view, seed=rng.randrange(1000), budget=SMALL)
            else:
                action = rng.choice(s.legal_actions())
            assert action in view.legal
            s = s.apply(action)


def test_expert_is_reachable_through_choose() -> None:
    s = new_deal(3)
    assert choose(s, "expert", seed=1) in s.legal_actions()


@pytest.mark.parametrize("rules", PACKS)
def test_expert_never_sees_hidden_cards(rules: str) -> None:
    rng = random.Random(12)
    for s in random_states(25, 13, rules):
        seat = s.to_move
        other = hidden_reshuffled(s, seat, rng)
        a = choose_expert(s.view(seat), seed=4, budget=SMALL)
        b = choose_expert(other.view(seat), seed=4, budget=SMALL)
        assert a == b


@pytest.mark.parametrize("rules", PACKS)
def test_expert_is_reproducible_with_a_seed(rules: str) -> None:
    for s in random_states(10, 14, rules):
        v = s.view(s.to_move)
        assert choose_expert(v, seed=8, budget=SMALL) == choose_expert(v, seed=8, budget=SMALL)


@pytest.mark.parametrize("rules", PACKS)
def test_hint_names_a_legal_action_and_a_reason(rules: str) -> None:
    for s in random_states(15, 15, rules):
        action, reason = hint(s.view(s.to_move), seed=2, budget=SMALL)
        assert action in s.legal_actions()
        assert action == choose_expert(s.view(s.to_move), seed=2, budget=SMALL)
        assert hint_reason(reason)  # every reason has its sentence in the text table


def test_expert_goes_out_the_moment_it_is_correct() -> None:
    from game.ai.classic import can_go_out_correctly

    rng = random.Random(16)
    seen = 0
    for deal in range(40):
        s = new_deal(900 + deal, auto_out=False)
        while s.outcome is None and seen < 5:
            view = s.view(s.to_move)
            if can_go_out_correctly(view):
                assert choose_expert(view, seed=1, budget=SMALL) == "out"
                seen += 1
            s = s.apply(rng.choice([a for a in s.legal_actions() if a != "out"]))
    assert seen


def closable_views(deals: range) -> list[PlayerView]:
    """Views late in phase one (stock of 8 or less) where the mover may close."""
    out = []
    for deal in deals:
        s = new_deal(deal)
        while s.outcome is None:
            view = s.view(s.to_move)
            if "close" in view.legal and view.stock_size <= 8:
                out.append(view)
            s = s.apply(choose_classic(view, "sharp"))
    return out


def test_closing_is_scored_by_one_first_lead_for_every_world() -> None:
    # Each world's own best continuation would let the closer pick a different lead
    # per world; the score is the best single first action, averaged over the worlds.
    budget = Budget(phase_one_worlds=6, enumerate_limit=6, node_limit=10**9)
    checked = 0
    for view in closable_views(deals=range(800, 804)):
        scores = action_scores(view, seed=3, budget=budget)
        ev = WorldEvaluator()
        worlds = worlds_for(view, random.Random(3), budget)
        per_world = [finish(ev.close_leads_work(w)) for w in worlds]
        means = {a: sum(w[a] for w in per_world) / len(per_world) for a in per_world[0]}
        fused = sum(max(w.values()) for w in per_world) / len(per_world)
        assert abs(scores[CLOSE] - max(means.values())) < 1e-9
        assert scores[CLOSE] <= fused + 1e-9
        checked += scores[CLOSE] < fused - 1e-9
    assert checked  # the two scorings do differ on one of these views


def test_close_leads_answers_the_opponents_exchange_offer() -> None:
    # Seat 1 holds the trump nine: right after the close it may exchange first.
    pos = position([["AS", "9C", "KD", "JC", "TH", "9S"], ["QS", "KS", "AD", "TD", "JD", "9H"]],
                   "AH")
    core = from_position(pos).core
    values = finish(WorldEvaluator().close_leads_work(core))
    assert sorted(cards.text(a) for a in values) == sorted(["AS", "9C", "KD", "JC", "TH", "9S"])
    assert all(-3 <= v <= 3 for v in values.values())


def test_playouts_model_a_ducker_and_a_taker() -> None:
    hands = [["9H", "KS", "QS", "TC", "JD", "9D"], ["AH", "KH", "JS", "AC", "TD", "QD"]]
    low = from_position(position(hands, "JC")).apply("9H").core
    assert cards.text(policy(low, ducker=1)) == "JS"  # the cheapest discard, not the ace
    assert cards.text(policy(low)) == "AH"  # a taker banks the ace
    hands[0][0] = "TH"
    high = from_position(position(hands, "JC")).apply("TH").core
    assert cards.text(policy(high, ducker=1)) == "AH"  # a ten is worth the ace to both


def test_the_ducking_share_holds_in_every_prefix_of_the_worlds() -> None:
    # The node limit may stop after any world: the styles must stay mixed throughout.
    for share in (0.0, 0.05, 0.3, 0.5, 0.66, 0.91, 1.0):
        picked = 0
        for k in range(1, 65):
            picked += in_share(k - 1, share)
            assert picked == int(k * share + 1e-9)
