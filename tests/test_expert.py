"""The expert plays legal actions, from its view only, reproducibly (the last two at every
table: the two-player packs and three players; the rest of the three-player Expert is in
test_three_expert.py)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

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
from game.ai.three.expert import expert3_decision
from game.ai.work import finish
from game.engine import cards
from game.engine.core import CLOSE
from game.engine.deal import new_deal
from game.engine.view import PlayerView
from game.words import Words
from tests.helpers import SMALL, SMALL3_AI, position, random_states3, redealt
from tests.test_sampling import PACKS, hidden_reshuffled, random_states


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


def _two_players(rules: str) -> tuple[Any, Any, Any]:
    return (lambda n, seed: random_states(n, seed, rules), hidden_reshuffled,
            lambda view, seed: choose_expert(view, seed=seed, budget=SMALL))


# Per table (the two-player packs and three players): random states, another deal of
# what the player to move cannot see, and the Expert's decision from a view and a seed
# (three players: the card with the values it weighed).
EXPERTS = {
    "traditional": _two_players("traditional"),
    "schnapsen": _two_players("schnapsen"),
    "three": (lambda n, seed: random_states3(n, seed, plays=(0, 20)), redealt,
              lambda view, seed: expert3_decision(view, seed, SMALL3_AI)),
}
over_tables = pytest.mark.parametrize("table", list(EXPERTS))
# Per table: how many states, their seed, the Expert's seed, the redeal's seed.
HIDDEN = {"traditional": (25, 13, 4, 12), "schnapsen": (25, 13, 4, 12), "three": (12, 6, 5, 11)}
REPRODUCED = {"traditional": (10, 14, 8), "schnapsen": (10, 14, 8), "three": (12, 6, 5)}


@over_tables
def test_expert_never_sees_hidden_cards(table: str) -> None:
    states, redeal, decide = EXPERTS[table]
    n, seed, expert_seed, rng_seed = HIDDEN[table]
    rng = random.Random(rng_seed)
    for s in states(n, seed):
        seat = s.to_move
        other = redeal(s, seat, rng)
        assert other.view(seat) == s.view(seat)
        assert decide(other.view(seat), expert_seed) == decide(s.view(seat), expert_seed)


@over_tables
def test_expert_is_reproducible_with_a_seed(table: str) -> None:
    states, _, decide = EXPERTS[table]
    n, seed, expert_seed = REPRODUCED[table]
    for s in states(n, seed):
        v = s.view(s.to_move)
        assert decide(v, expert_seed) == decide(v, expert_seed)


@pytest.mark.parametrize("rules", PACKS)
def test_hint_names_a_legal_action_and_a_reason(rules: str) -> None:
    for s in random_states(15, 15, rules):
        action, reason = hint(s.view(s.to_move), budget=SMALL)
        assert action in s.legal_actions()
        assert action == choose_expert(s.view(s.to_move), None, SMALL)  # its own play
        assert Words().hint_reason(reason)  # every reason has its sentence in the text table


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


def sharp_views(deals: range, keep: Callable[[PlayerView], bool]) -> list[PlayerView]:
    """The views ``keep`` accepts in these deals, Sharp playing both seats."""
    out = []
    for deal in deals:
        s = new_deal(deal)
        while s.outcome is None:
            view = s.view(s.to_move)
            if keep(view):
                out.append(view)
            s = s.apply(choose_classic(view, "sharp"))
    return out


def closable_views(deals: range) -> list[PlayerView]:
    """Views late in phase one (stock of 8 or less) where the mover may close."""
    return sharp_views(deals, lambda v: "close" in v.legal and v.stock_size <= 8)


def strict_views(deals: range) -> list[PlayerView]:
    """Views of phase two (the stock gone) with more than one legal action."""
    return sharp_views(deals, lambda v: v.strict and len(v.legal) > 1)


def test_closing_is_scored_by_one_first_lead_for_every_world() -> None:
    # Each world's own best continuation would let the closer pick a different lead
    # per world; the score is the best single first action, averaged over the worlds.
    # (Without the model of a ducker, so that every world is solved alike.)
    budget = Budget(phase_one_worlds=6, enumerate_limit=6, node_limit=10**9,
                    model_phase_two=False, close_depth=0)  # the clairvoyant close alone
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


def test_a_ducker_plays_sharps_rules_whole() -> None:
    hands = [["KH", "KS", "QS", "TC", "JD", "9D"], ["AH", "TH", "9C", "AC", "KD", "QD"]]
    king = from_position(position(hands, "JC")).apply("KH").core
    assert cards.text(policy(king)) == "AH"  # a taker banks the most it can in the suit
    assert cards.text(policy(king, ducker=1)) == "9C"  # Sharp: the cheapest winner
    # Leading, Sharp declares the first marriage in its hand, trumps or not.
    lead = from_position(position([["KD", "QD", "KC", "QC", "9H", "JS"],
                                   ["AH", "TH", "9C", "AC", "JH", "QH"]], "JC")).core
    assert cards.text(policy(lead)) in ("KC", "QC")  # the playout policy prefers trumps
    assert cards.text(policy(lead, ducker=0)) == "KD"


def test_the_ducking_share_holds_in_every_prefix_of_the_worlds() -> None:
    # The node limit may stop after any world: the styles must stay mixed throughout.
    for share in (0.0, 0.05, 0.3, 0.5, 0.66, 0.91, 1.0):
        picked = 0
        for k in range(1, 65):
            picked += in_share(k - 1, share)
            assert picked == int(k * share + 1e-9)


def test_model_phase_two_changes_the_scores_of_phase_one_only() -> None:
    # Budget.model_phase_two (docs/BENCHMARKS.md): a ducker's worlds end in a solve
    # that plays it by Sharp's rules. Phase-two decisions have no ducker's worlds.
    on = Budget(phase_one_worlds=6, phase_two_worlds=6, enumerate_limit=6, node_limit=10**9)
    off = replace(on, model_phase_two=False)
    differ = 0
    for view in closable_views(deals=range(810, 813)):
        differ += action_scores(view, seed=2, budget=on) != action_scores(view, seed=2, budget=off)
    assert differ
    for view in strict_views(deals=range(810, 813)):
        assert action_scores(view, seed=2, budget=on) == action_scores(view, seed=2, budget=off)
