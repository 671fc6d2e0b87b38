"""DESIGN.md principle 1: only game/web may touch the browser."""

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parent.parent / "game"
BROWSER = {"js", "pyscript", "pyodide"}


def imported_roots(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    roots = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            roots.add(node.module.split(".")[0])
    return roots


def test_engine_never_imports_the_browser():
    offenders = [
        str(p.relative_to(GAME))
        for p in GAME.rglob("*.py")
        if "web" not in p.relative_to(GAME).parts and imported_roots(p) & BROWSER
    ]
    assert offenders == []


def test_the_check_would_see_a_browser_import(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("from pyscript import document\nimport js\n")
    assert imported_roots(bad) & BROWSER == {"pyscript", "js"}
