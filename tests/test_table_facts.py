"""Facts every table states the same way, so nothing above the engine tells the tables
apart by their number of players (docs/RULES.md §2.10, §2.11, §5.5, §5.6, §7)."""

from __future__ import annotations

import random

import pytest

from game import new_deal
from game.engine.events import Event
from game.engine.rules import PRESETS, make_rules
from game.play.stats import Statistics


def _finished(preset: str, seed: int):
    s = new_deal(seed, preset)
    rng = random.Random(seed)
    while s.outcome is None:
        s = s.apply(rng.choice(s.legal_actions()))
    return s


@pytest.mark.parametrize("preset", PRESETS)
def test_every_outcome_says_what_each_seat_paid_the_winner(preset: str) -> None:
    players = make_rules(preset).players
    seen = set()
    for seed in range(60):
        oc = _finished(preset, seed).outcome
        assert len(oc.paid) == players
        if oc.winner is None:
            assert oc.paid == (0,) * players
            continue
        seen.add(oc.reason)
        assert oc.paid[oc.winner] == 0 and sum(oc.paid) == oc.game_points
        assert all(1 <= x <= 3 for p, x in enumerate(oc.paid) if p != oc.winner)
    assert seen  # some deal of the sixty had a winner


def test_an_end_without_what_each_seat_paid_is_not_counted() -> None:
    end = Event("end", 0, winner=0, game_points=2, reason="went_out")  # paid left out
    with pytest.raises(ValueError, match="paid"):
        Statistics().record_deal([end], level="sharp", preset="traditional")


@pytest.mark.parametrize("preset, dealer, winner, expect", [
    ("traditional", 0, 1, 1), ("traditional", 1, 1, 1), ("traditional", 1, None, 1),
    ("simple", 0, 0, 0),
    ("schnapsen", 0, 0, 1), ("schnapsen", 1, 0, 0), ("schnapsen", 1, None, 0),
    ("three", 0, 2, 1), ("three", 2, 0, 0), ("three", 1, None, 1),
])
def test_who_deals_next_is_the_rules_answer(preset: str, dealer: int, winner: int | None,
                                            expect: int) -> None:
    assert make_rules(preset).next_dealer(dealer, winner) == expect


def test_only_the_two_player_tables_have_a_stock_and_a_claim() -> None:
    assert [make_rules(p).has_stock for p in PRESETS] == [
        make_rules(p).players == 2 for p in PRESETS]
    assert make_rules("traditional", auto_out=False).claims_out
    assert not make_rules("three", auto_out=False).claims_out
    assert not make_rules("simple", auto_out=False).claims_out  # it ends by itself
