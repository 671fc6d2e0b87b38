"""bench/infoset3.py (information-set searches measured for the three-player Expert)
and bench/expert3_ab.py's paired comparison of two runs."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from game.ai.three.expert import choose_expert3
from game.ai.three.sampling import Frame3
from game.engine.deal import new_deal
from tests.helpers import SMALL3_AI

BENCH = Path(__file__).resolve().parent.parent / "bench"
sys.path.insert(0, str(BENCH))
import expert3_ab  # noqa: E402
import infoset3  # noqa: E402

sys.path.remove(str(BENCH))


@pytest.mark.parametrize("variant,expand", [("ismcts", 1), ("pimc-tree", 1), ("pimc-tree", 3)])
def test_the_variants_choose_a_legal_card_and_repeat_themselves(variant: str,
                                                                 expand: int) -> None:
    settings = infoset3.Settings(variant, iterations=12, expand=expand)
    for seed in range(4):
        s = new_deal(seed, "three", dealer=seed % 3)
        for _ in range(3):  # the first trick: nobody has played off the model yet
            view = s.view(s.to_move)
            card = infoset3.choose_infoset3(view, 5, settings, SMALL3_AI)
            assert card in view.legal
            assert infoset3.choose_infoset3(view, 5, settings, SMALL3_AI) == card
            s = s.apply(card)


def test_late_decisions_are_the_experts() -> None:
    settings = infoset3.Settings("ismcts", iterations=12, above=23)
    s = new_deal(3, "three", dealer=0)
    s = s.apply(s.legal_actions()[0])  # 23 cards left: past ``above``
    view = s.view(s.to_move)
    assert infoset3.choose_infoset3(view, 9, settings, SMALL3_AI) == choose_expert3(
        view, 9, SMALL3_AI)


def test_the_others_play_until_it_is_my_turn() -> None:
    s = new_deal(11, "three", dealer=1)
    me = s.to_move
    frame = Frame3(s.view(me))
    pos = frame.pos(frame.free[:frame.k_a])
    before = [pos.hands[p] for p in range(3)]
    pos.play(min(c for c in range(24) if pos.legal() >> c & 1))
    seen = infoset3.others_play(pos, me)
    assert pos.over() or pos.to_move() == me
    gone = {c for p in range(3) if p != me for c in range(24)
            if before[p] >> c & 1 and not pos.hands[p] >> c & 1}
    assert set(seen) == gone and len(seen) == len(gone) >= 2


def _run(path: Path, games: list[tuple[int, list[int]]]) -> str:
    path.write_text(json.dumps({"games": [
        {"deal": d, "rotation": 0, "gained": g} for d, g in games]}))
    return str(path)


def test_pair_compares_share_and_points_per_deal(tmp_path: Path) -> None:
    base = [(0, [2, 0, 0]), (1, [0, 3, 0]), (2, [4, 0, 0]), (3, [0, 0, 2])]
    a = _run(tmp_path / "a.json", base)
    same = expert3_ab.pair(a, _run(tmp_path / "b.json", base))
    assert same.startswith("4 deals: share 54.5% against 54.5%, +0.0 points")
    assert "per deal +0.000 (+0.000 .. +0.000)" in same
    better = [(0, [2, 0, 0]), (1, [3, 0, 0]), (2, [4, 0, 0]), (3, [0, 0, 2])]
    # Deal 1 turns from the rival's 3 into our 3: +3 - (-1.5) = +4.5 there, +1.125 a deal.
    out = expert3_ab.pair(_run(tmp_path / "c.json", better), a)
    assert out.startswith("4 deals: share 81.8% against 54.5%, +27.3 points")
    assert "per deal +1.125" in out
