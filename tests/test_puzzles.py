"""Puzzles from the solver (game/puzzles, tools/make_puzzles.py): every built-in puzzle
re-solved, the judge's verdicts, the generator's reproducibility."""

from __future__ import annotations

import importlib.util
import sys
import time
from collections import Counter
from pathlib import Path

from game.puzzles.judge import action_values, judge, reply, settled_value, value_of
from game.puzzles.library import PUZZLE_PRESETS, by_id, load_all
from game.puzzles.puzzle import GRADES, Puzzle, grade_of

ROOT = Path(__file__).resolve().parent.parent


def _tool():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("make_puzzles", ROOT / "tools/make_puzzles.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules["make_puzzles"] = mod
    spec.loader.exec_module(mod)
    return mod


def test_the_set_has_150_or_more_over_every_table_and_grade() -> None:
    puzzles = load_all()
    assert len(puzzles) >= 150
    assert len({p.id for p in puzzles}) == len(puzzles)
    per = Counter((p.preset, p.grade) for p in puzzles)
    for preset in PUZZLE_PRESETS:
        for g in GRADES:
            assert per[preset, g] >= 10, (preset, g)


def test_every_puzzle_resolves_to_its_stored_answer() -> None:
    """The exact solver again on every puzzle: seat 0 to move, the stored value, exactly
    one first play keeps it, the stored line is legal and ends with that value."""
    t = time.perf_counter()
    for p in load_all():
        st = p.start()
        assert st.to_move == 0 and st.outcome is None, p.id
        assert st.stock_size == 0, p.id
        values = action_values(st)
        assert max(values.values()) == p.value, p.id
        assert [a for a, v in values.items() if v == p.value] == [p.best], p.id
        assert len(values) == p.choices and sum(v < p.value for v in values.values()) == p.losing
        assert p.line[0] == p.best
        end = st
        for action in p.line:
            end = end.apply(action)
        assert end.outcome is not None and value_of(end) == p.value, p.id
        assert p.grade == grade_of(p.choices, p.losing, p.critical)
    assert time.perf_counter() - t < 20


def test_the_generator_finds_the_same_puzzles_from_their_seeds() -> None:
    tool = _tool()
    for p in load_all()[::17]:
        again = tool.candidate(p.preset, p.seed)
        assert again is not None
        assert {**again.to_dict(), "id": p.id} == p.to_dict()


def test_the_judge_says_wrong_with_the_new_value_and_right_at_the_end() -> None:
    p = next(p for p in load_all() if p.preset == "traditional" and p.losing)
    st = p.start()
    values = action_values(st)
    bad = next(a for a, v in values.items() if v < p.value)
    verdict = judge(st.apply(bad), p.value)
    assert verdict.kind == "wrong" and verdict.value == values[bad]
    st = st.apply(p.best)
    kinds = [judge(st, p.value).kind]
    while st.outcome is None:
        st = st.apply(reply(st) if st.to_move else _best(st))
        if st.to_move == 0 or st.outcome is not None:
            kinds.append(judge(st, p.value).kind)
    assert kinds[-1] == "right" and "wrong" not in kinds


def _best(st):  # type: ignore[no-untyped-def]
    values = action_values(st)
    return max(values, key=lambda a: values[a])


def test_three_player_values_are_against_both_opponents_together() -> None:
    p = next(p for p in load_all() if p.preset == "three")
    st = p.start()
    assert st.players == 3
    # each opponent's reply is the one that leaves seat 0 least
    st = st.apply(p.best)
    while st.to_move not in (0, None):
        r = reply(st)
        assert value_of(st.apply(r)) == min(action_values(st).values())
        st = st.apply(r)
    assert value_of(st) == p.value


def test_settled_looks_only_at_small_hands() -> None:
    p = next(p for p in load_all() if len(p.start().hand(0)) > 3)
    assert settled_value(p.start()) is None


def test_a_puzzle_round_trips_and_is_found_by_id() -> None:
    p = load_all()[0]
    assert Puzzle.from_dict(p.to_dict()) == p
    assert by_id(p.id) == p and by_id("nope") is None


def test_the_set_is_data_the_page_fetches_with_the_modules() -> None:
    """Issue 41, point 6: the generated set is a JSON file, not a Python module; the page
    gets it through pyscript.toml's [files] (and so the service worker's copy), and the
    generator writes exactly what is stored."""
    folder = ROOT / "game" / "puzzles"
    assert not (folder / "builtin.py").exists()
    stored = (folder / "builtin.json").read_text(encoding="utf-8")
    assert stored == _tool().render(list(load_all()))
    toml = (ROOT / "pyscript.toml").read_text(encoding="utf-8")
    assert '"./game/puzzles/builtin.json" = "./game/puzzles/builtin.json"' in toml
