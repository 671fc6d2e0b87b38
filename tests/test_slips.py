"""A level's slips (issue 40, game/ai/slips.py): at the rated tables a lower level now
and then plays another legal card than its own choice, at a measured share, the same
for the same seed; never a word such as "close", and never under the simple rules."""

from __future__ import annotations

import pytest

from game import new_deal
from game.ai import LEVELS, choose
from game.ai.ladder import choose_ladder
from game.ai.slips import SLIPS, slip_rate, slipped
from game.ai.three.ladder import END_CARDS, choose_ladder3
from game.engine.deal import parse_action
from game.play.level_ratings import RATED_PRESETS
from tests.helpers import random_states3

CARDS = ["KS", "QS", "9H"]  # the legal card plays (with "close" legal too)


def test_no_rate_no_slip_and_words_never_slip():
    for seed in range(200):
        assert slipped("KS", CARDS, 0.0, seed) == "KS"
        assert slipped("close", CARDS, 1.0, seed) == "close"
        assert slipped("KS", ["KS"], 1.0, seed) == "KS"  # no other card


def test_a_slip_is_another_legal_card_and_the_same_for_the_same_seed():
    picks = [slipped("KS", CARDS, 1.0, seed) for seed in range(300)]
    assert set(picks) == {"QS", "9H"}
    assert picks == [slipped("KS", CARDS, 1.0, seed) for seed in range(300)]


def test_the_share_of_slips_is_the_rate():
    slips = sum(slipped("KS", CARDS, 0.3, seed) != "KS" for seed in range(4000))
    assert 0.27 < slips / 4000 < 0.33


def test_only_the_rated_tables_lower_levels_slip_and_gentle_most():
    assert set(SLIPS) == set(RATED_PRESETS)
    for preset, rates in SLIPS.items():
        assert set(rates) == set(LEVELS) - {"expert"}
        assert all(0.0 <= r < 1.0 for r in rates.values())
        assert rates["gentle"] > max(rates["normal"], rates["sharp"]) > 0.0 or preset == (
            "traditional")
        assert slip_rate(preset, "expert") == 0.0
    assert all(slip_rate("simple", lv) == 0.0 for lv in LEVELS)


def card_choices(rules: str):
    """States of whole deals (Normal plays both seats) where the mover has a choice of cards."""
    for i in range(30):
        s = new_deal(500 + i, rules, dealer=i % 2)
        k = 0
        while s.outcome is None:
            cards = [a for a in s.legal_actions() if parse_action(a) < 24]
            if len(cards) > 1:
                yield s, 31 * i + k
            s = s.apply(choose(s, "normal", seed=31 * i + k))
            k += 1


@pytest.mark.parametrize("rules", ["traditional", "schnapsen"])
def test_two_player_levels_slip_at_their_share_at_the_rated_tables(rules):
    for level in ("gentle", "sharp"):
        rate = slip_rate(rules, level)
        n = differ = 0
        for s, seed in card_choices(rules):
            view = s.view(s.to_move)
            own = choose_ladder(view, level, seed, slip=0.0)
            if parse_action(own) >= 24:
                continue
            played = choose(s, level, seed=seed)
            assert played in view.legal
            n += 1
            differ += played != own
        assert n > 300
        assert abs(differ / n - rate) < 0.07, (level, differ, n)


def test_no_slips_under_the_simple_rules():
    for s, seed in card_choices("simple"):
        view = s.view(s.to_move)
        assert choose(s, "gentle", seed=seed) == choose_ladder(view, "gentle", seed, slip=0.0)


def test_three_player_levels_slip_at_their_share():
    # Early in the deal (16 cards or more left), where no level searches: the share
    # slipped does not depend on the search, and the test stays quick.
    states = [s for s in random_states3(450, 12, plays=(0, 8))
              if len(s.view(s.to_move).legal) > 1]
    assert len(states) > 250
    assert all(sum(s.view(s.to_move).hand_sizes) > END_CARDS["sharp"] for s in states)
    for level, rate in SLIPS["three"].items():
        differ = 0
        for k, s in enumerate(states):
            view = s.view(s.to_move)
            played = choose(s, level, seed=k)
            assert played in view.legal
            differ += played != choose_ladder3(view, level, seed=k, slip=0.0)
        assert abs(differ / len(states) - rate) < 0.08, (level, differ, len(states))


# -- bench/ladder_probe.py: the trial players it rates --------------------------------
def _probe():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "bench" / "ladder_probe.py"
    spec = importlib.util.spec_from_file_location("ladder_probe", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_probes_players_are_the_levels_with_the_share_named():
    probe = _probe()
    states = [(s, seed) for s, seed in card_choices("schnapsen")][:60]
    states3 = random_states3(40, 3)
    for level in ("gentle", "sharp"):
        plain, none, every = (probe.spec_player(n) for n in (level, f"{level}~0", f"{level}~1"))
        for s, seed in states + [(s, k) for k, s in enumerate(states3)]:
            view = s.view(s.to_move)
            assert plain(s, seed) == choose(s, level, seed=seed)  # the page's level
            own = (choose_ladder3(view, level, seed=seed, slip=0.0) if s.players == 3
                   else choose_ladder(view, level, seed, slip=0.0))
            assert none(s, seed) == own
            if len([a for a in view.legal if parse_action(a) < 24]) > 1 and (
                    parse_action(own) < 24):
                assert every(s, seed) != own
    with pytest.raises(SystemExit):
        probe.main(["--players", "classic-gentle,sharp"])  # a name with "-" cannot be rated
