"""The table registry (game/engine/tables.py): every preset finds its table, and each
table's parts (dealing, the pack of a fresh deal, positions, views, worlds) agree with
one another, checked once for every table rather than per table."""

from __future__ import annotations

import random

import pytest

from game.engine.deal import from_position, new_deal
from game.engine.packs import deal_from_pack, pack_of
from game.engine.rules import PRESETS, make_rules
from game.engine.tables import table_for, table_of_position, tables


def states(preset: str, deals: int, seed: int):
    """States along seeded random deals at ``preset``'s table, every move of each."""
    rng = random.Random(seed)
    for _ in range(deals):
        s = new_deal(rng.randrange(10**6), preset)
        while s.outcome is None:
            yield s
            s = s.apply(rng.choice(s.legal_actions()))


def test_every_preset_has_a_table_of_its_number_of_seats() -> None:
    assert [t.players for t in tables()] == [2, 3]
    for preset in PRESETS:
        table = table_for(preset)
        assert table.players == make_rules(preset).players
        assert new_deal(1, preset).players == table.players
        assert table_of_position({"rules": preset}) is table
    with pytest.raises(ValueError, match="dealer must be 0, 1 or 2"):
        new_deal(1, "three", dealer=3)
    with pytest.raises(ValueError, match="dealer must be 0 or 1"):
        new_deal(1, "traditional", dealer=2)


@pytest.mark.parametrize("preset", PRESETS)
def test_a_fresh_deal_comes_back_from_its_pack_and_its_position(preset: str) -> None:
    for seed in range(5):
        for dealer in table_for(preset).seats:
            s = new_deal(seed, preset, dealer)
            pack = pack_of(s)
            assert pack is not None
            from game.engine import cards

            assert deal_from_pack([cards.parse(c) for c in pack], s.rules, dealer) == s
            assert from_position(s.to_position()) == s
            moved = s.apply(s.legal_actions()[0])
            assert pack_of(moved) is None  # no longer a fresh deal


@pytest.mark.parametrize("preset", PRESETS)
def test_each_sampled_world_shows_the_seat_exactly_its_view(preset: str) -> None:
    # the table's sampler places the hidden cards; from the seat's side nothing differs,
    # and across worlds the hidden cards do move (it is not the true deal every time)
    table = table_for(preset)
    rng = random.Random(7)
    moved = 0
    for n, s in enumerate(states(preset, 3, 11)):
        if n % 5:
            continue
        seat = s.to_move
        assert seat is not None
        view = s.view(seat)
        sampler = table.sampler(view)
        for _ in range(3):
            world = sampler.sample(rng)
            assert table.view(world, seat) == view
            hidden = [sorted(world.hands[p]) for p in table.seats if p != seat]
            moved += hidden != [sorted(s.core.hands[p]) for p in table.seats if p != seat]
    assert moved
