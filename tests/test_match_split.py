"""bench/match_split.py: a match series' margin split by the score the deals were played
at, the parts adding up to the share of matches exactly."""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path

import pytest

from game.console.matches import match_record, run_matches
from game.engine.rules import make_rules

_spec = importlib.util.spec_from_file_location(
    "match_split", Path(__file__).resolve().parent.parent / "bench" / "match_split.py")
assert _spec is not None and _spec.loader is not None
match_split = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(match_split)


def test_the_deals_moves_add_up_to_the_share_of_matches(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rules = make_rules("traditional")
    names = ("classic-sharp", "classic-gentle")  # no search: quick
    games, _ = run_matches(names, 8, 3, rules)
    run = tmp_path / "run.json"
    run.write_text(json.dumps(match_record(names, games, rules, 3)))
    assert match_split.main([str(run)]) == 0
    out = capsys.readouterr().out
    found = re.search(r"won (\S+)%; the deals' moves add up to (\S+)%", out)
    assert found is not None
    won, added = map(float, found.groups())
    assert won == pytest.approx(100 * sum(g.winner == 0 for g in games) / 16, abs=0.05)
    assert added == pytest.approx(won, abs=0.1)  # both printed to a tenth
    found_bands = re.findall(r": ([+-]\S+) ±(\S+) points of match share", out)
    bands = [float(m) for m, _ in found_bands]
    assert len(bands) == 3 and sum(bands) == pytest.approx(won - 50, abs=0.02)
    assert all(float(half) > 0 for _, half in found_bands)  # 8 sets: an interval each
    cells = [float(v) for line in out.splitlines()[4:11] for v in line.split()[1:]]
    assert len(cells) == 28 and sum(cells) == pytest.approx(won - 50, abs=0.05)
