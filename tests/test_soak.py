"""A slice of bench/soak.py: random matches, every invariant after every action."""

import dataclasses
import importlib.util
from pathlib import Path

from game import new_deal

_spec = importlib.util.spec_from_file_location(
    "soak", Path(__file__).resolve().parent.parent / "bench" / "soak.py")
soak = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(soak)


def test_five_hundred_random_deals_keep_every_invariant():
    # a slice: the soak command (scripts/soak.sh) plays 20,000
    r = soak.soak(500, seed=7)
    assert r["deals"] == 500 and not r["interrupted"]
    assert r["problems"] == []


def test_the_checks_see_a_broken_state():
    s = new_deal(3)
    for a in ("9D", "9C", "9H", "9S", "JD", "JC"):
        if a in s.legal_actions():
            s = s.apply(a)
    problems: list[str] = []
    soak.check_state(s, problems, "ok")
    assert problems == []
    s.core.card_points[0] += 1
    s.core.stock.append(s.core.stock[0])
    soak.check_state(s, problems, "broken")
    text = " ".join(problems)
    assert "cards not the 24" in text and "card points of 0" in text
    assert "refused on the round trip" in text


def test_the_leak_check_sees_a_hidden_card():
    s = new_deal(3)
    view = s.view(0)
    assert soak.view_leaks(s.core, 0, view) == set()
    hidden = s.hand(1)[0]
    leaky = dataclasses.replace(view, opponent_known=(hidden,))
    assert soak.view_leaks(s.core, 0, leaky) == {hidden}
    top = s.to_position()["stock"][0]
    assert soak.view_leaks(s.core, 0, dataclasses.replace(view, table=(top,))) == {top}
