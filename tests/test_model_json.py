"""game/web/model_json.py: any model of plain data to JSON and back, by its fields' types."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from game.web.model_json import from_json, to_json


@dataclass(frozen=True, slots=True)
class Leaf:
    code: str
    n: int
    share: float
    on: bool


@dataclass(frozen=True, slots=True)
class Tree:
    leaves: tuple[Leaf, ...]
    pair: tuple[str, int]
    rows: tuple[tuple[str, str], ...]
    maybe: Leaf | None
    value: float | None


def test_a_model_goes_to_json_and_back() -> None:
    tree = Tree(leaves=(Leaf("AS", 1, 0.5, True), Leaf("TH", 0, 1.0, False)), pair=("x", 2),
                rows=(("a", "b"),), maybe=None, value=1.0)
    data = json.loads(json.dumps(to_json(tree)))
    assert data["leaves"][0] == {"code": "AS", "n": 1, "share": 0.5, "on": True}
    back = from_json(Tree, data)
    assert back == tree and isinstance(back.leaves, tuple) and isinstance(back.value, float)
    assert from_json(Tree, to_json(Tree((), ("y", 0), (), Leaf("", 0, 0, False), None))).maybe \
        == Leaf("", 0, 0.0, False)


def test_what_is_not_plain_data_is_refused() -> None:
    @dataclass(frozen=True)
    class Bad:
        items: list[str]

    with pytest.raises(TypeError):
        to_json(Bad(["a"]))
    with pytest.raises(TypeError):
        to_json("not a model")
    with pytest.raises(TypeError):  # a bool is no int here, nor a str a number
        from_json(Leaf, {"code": "AS", "n": True, "share": 0.5, "on": True})
    with pytest.raises(TypeError):
        from_json(Leaf, {"code": "AS", "n": 1, "share": "0.5", "on": True})
    with pytest.raises(ValueError):
        from_json(Tree, {"leaves": [], "pair": ["x"], "rows": [], "maybe": None, "value": None})
