"""Every table's view has one shape (game.engine.table.TableView), and it tells the truth.

Random legal play at each preset; after every action, the per-seat facts add up to
the pack and the trick's seats follow the leader round the table."""

from __future__ import annotations

import random

import pytest

from game.engine.deal import new_deal
from game.engine.rules import PRESETS, make_rules
from game.engine.table import TableView

MEMBERS = [name for name in dir(TableView) if not name.startswith("_")]


def views_of_a_random_deal(preset: str, seed: int):
    rules = make_rules(preset)
    st = new_deal(seed, rules, dealer=seed % rules.players)
    rng = random.Random(seed)
    while True:
        yield st, [st.view(seat) for seat in range(rules.players)]
        if st.outcome is not None:
            return
        st = st.apply(rng.choice(st.legal_actions()))


@pytest.mark.parametrize("preset", PRESETS)
def test_every_view_has_the_shared_shape(preset: str) -> None:
    _, views = next(views_of_a_random_deal(preset, 1))
    for v in views:
        missing = [name for name in MEMBERS if not hasattr(v, name)]
        assert not missing, f"{type(v).__name__} lacks {missing}"
        assert v.players == make_rules(preset).players


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("seed", range(6))
def test_per_seat_facts_add_up_to_the_pack(preset: str, seed: int) -> None:
    for st, views in views_of_a_random_deal(preset, seed):
        for v in views:
            n = v.players
            assert len(v.hand_sizes) == len(v.points) == len(v.won) == len(v.known) == n
            assert v.hand_sizes[v.seat] == len(v.hand)
            assert v.known[v.seat] == ()  # a seat sees its whole hand
            stock = v.stock_size if v.has_stock else 0
            assert not v.has_stock or v.stock_size >= 0
            in_piles = sum(len(w) for w in v.won)
            assert sum(v.hand_sizes) + stock + in_piles + len(v.table) == v.rules.pack_size
            assert [card for _, card in v.plays] == list(v.table)
            assert [seat for seat, _ in v.plays] == [(v.leader + i) % n
                                                     for i in range(len(v.table))]
            last = v.last_trick
            if last is not None:
                assert len(last.cards) == n and [c for _, c in last.plays] == list(last.cards)
                assert last.plays[0][0] == last.leader
                assert last.winner in [seat for seat, _ in last.plays]
            for seat in range(n):
                assert set(v.known[seat]) <= set(st.hand(seat))  # what is known is true
