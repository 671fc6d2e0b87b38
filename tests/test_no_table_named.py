"""No page module names a table (issue 58, point 4): above the engine, what differs from
one table to another is asked of the table's registry (game.engine.tables, the review's
game.review.engine, the page's game.web.seats.layout), never worked out from how many
players there are, a preset's name or which view type a value is.

An AST check over game/web, game/review and game/play for the ways a table gets named:
``players`` (a name or an attribute) compared with a number, ``isinstance`` with a table's
own state, core or view type, a dict keyed by the seat counts 2 and 3, and a comparison
with a preset's name."""

from __future__ import annotations

import ast
from pathlib import Path

from game.engine.rules import PRESETS

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ("game/web", "game/review", "game/play")
# a table's own types: telling them apart is telling the tables apart
TABLE_TYPES = frozenset({"State", "State3", "Core", "Core3", "PlayerView", "PlayerView3"})
# The modules allowed to name a table, and why.
ALLOWED = {
    # the two tables' entries in the review's registry (game.review.engine._REVIEWERS):
    # each narrows the registry's any-table arguments to its own table's types
    "game/review/two.py": "the two-player table's Reviewer",
    "game/review/three.py": "the three-player table's Reviewer",
}


def _is_players(node: ast.expr) -> bool:
    return (isinstance(node, ast.Name) and node.id == "players") or (
        isinstance(node, ast.Attribute) and node.attr == "players")


def _is_number(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) is int


def _is_preset(node: ast.expr) -> bool:
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return any(_is_preset(e) for e in node.elts)
    return isinstance(node, ast.Constant) and node.value in PRESETS


def _type_names(node: ast.expr) -> list[str]:
    if isinstance(node, ast.Tuple):
        return [n for e in node.elts for n in _type_names(e)]
    if isinstance(node, ast.Name):
        return [node.id]
    if isinstance(node, ast.Attribute):
        return [node.attr]
    return []


def namings(source: str) -> list[tuple[int, str]]:
    """Each place ``source`` names a table: (line, what)."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            pairs = list(zip(sides, sides[1:]))  # what each operator compares
            if any(_is_players(a) and _is_number(b) or _is_number(a) and _is_players(b)
                   for a, b in pairs):
                found.append((node.lineno, "players compared with a number"))
            elif any(map(_is_preset, sides)):
                found.append((node.lineno, "a preset's name compared"))
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id == "isinstance" and len(node.args) == 2:
            named = TABLE_TYPES.intersection(_type_names(node.args[1]))
            if named:
                found.append((node.lineno, f"isinstance with {', '.join(sorted(named))}"))
        elif isinstance(node, ast.Dict):
            keys = {k.value for k in node.keys if isinstance(k, ast.Constant)}
            if {2, 3} <= keys:
                found.append((node.lineno, "a dict keyed by 2 and 3"))
    return found


def places_naming_a_table(root: Path) -> list[str]:
    """Every place under ``root``'s FOLDERS that names a table, but the ALLOWED modules."""
    out = []
    for folder in FOLDERS:
        for path in sorted((root / folder).rglob("*.py")):
            name = path.relative_to(root).as_posix()
            if name in ALLOWED:
                continue
            out += [f"{name}:{line}: {what}"
                    for line, what in namings(path.read_text(encoding="utf-8"))]
    return out


def test_no_module_above_the_engine_names_a_table() -> None:
    assert places_naming_a_table(ROOT) == []


def test_the_check_sees_each_way_of_naming_a_table() -> None:
    source = ("a = s.players == 3\nb = 2 < players\nc = isinstance(v, PlayerView3)\n"
              "d = isinstance(v, (view.PlayerView, int))\ne = {2: 'x', 3: 'y'}\n"
              "f = rules.preset == 'three'\ng = p in ('schnapsen', 'simple')\n"
              "ok = len(seats) == n or isinstance(v, int) or {1: 2} or 0 <= seat < players\n")
    assert [line for line, _ in namings(source)] == [1, 2, 3, 4, 5, 6, 7]


def test_each_allowed_module_exists() -> None:
    assert all((ROOT / name).is_file() for name in ALLOWED)
