"""The hint at the three-player table: the Expert's own card, with a reason the page words."""

from __future__ import annotations

import random

from game.ai.reason import Reason
from game.ai.thinking import think_hint
from game.ai.three.expert import Budget3, choose_expert3
from game.ai.three.hint import _lead_reason, hint3
from game.engine.deal import new_deal
from game.engine.three.state import State3
from game.words import Words

SMALL = Budget3(worlds=8, enumerate_limit=8, play_limit=4_000, node_limit=20_000)


def states(n: int, seed: int) -> list[State3]:
    rng = random.Random(seed)
    out: list[State3] = []
    while len(out) < n:
        s = new_deal(rng.randrange(10**6), "three", dealer=rng.randrange(3))
        for _ in range(rng.randint(0, 23)):
            s = s.apply(rng.choice(s.legal_actions()))
        if s.outcome is None:
            out.append(s)
    return out


def test_the_hint_is_the_experts_card_with_a_worded_reason() -> None:
    for s in states(12, 31):
        assert s.to_move is not None
        v = s.view(s.to_move)
        card, why = hint3(v, budget=SMALL)
        assert card in v.legal and card == choose_expert3(v, None, SMALL)  # its play
        assert Words().hint_reason(why)
        if len(v.legal) == 1:
            assert why == Reason("only_legal")
        else:
            assert why.expect is not None and why.key != "only_legal"


def test_the_hint_in_slices_equals_the_hint() -> None:
    for s in states(3, 32):
        assert s.to_move is not None
        v = s.view(s.to_move)
        t = think_hint(v)
        while not t.step(0.0):
            pass
        assert t.result == hint3(v)


def test_a_lead_with_both_marriage_partners_declares_it() -> None:
    for s in states(200, 33):
        assert s.to_move is not None
        v = s.view(s.to_move)
        if v.table:
            continue
        for card in v.legal:
            value = v.declares(card)
            if value:
                assert _lead_reason(v, card) == Reason("declares", value=value)
                return
    raise AssertionError("no lead with a marriage in 200 states")
