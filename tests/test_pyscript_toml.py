"""pyscript.toml lists every module of game/ the page may run (tools/gen_toml.py writes it)."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_pyscript_toml_is_current():
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "gen_toml.py"), "--check"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr


def test_pyscript_toml_uses_vendored_interpreter():
    text = (ROOT / "pyscript.toml").read_text(encoding="utf-8")
    assert 'interpreter = "./assets/interpreter.mjs"' in text
    wrapper = (ROOT / "assets" / "interpreter.mjs").read_text(encoding="utf-8")
    assert 'from "../vendor/pyodide/pyodide.mjs"' in wrapper
    assert "http" not in text


def test_no_module_the_page_gets_imports_an_arena_only_one():
    sys.path.insert(0, str(ROOT / "tools"))
    sys.path.insert(0, str(ROOT / "tests"))
    from gen_toml import arena_only, modules
    from test_architecture import imported_modules, module_names

    names = module_names(ROOT / "game")
    left_out = {name for name, path in names.items()
                if arena_only(path.relative_to(ROOT).as_posix())}
    assert {"game.__main__", "game.console", "game.console.arena",
            "game.console.players", "game.console.terminal"} <= left_out
    assert all(n.startswith("game.console") for n in left_out - {"game.__main__"})
    page = {name for name, path in names.items()
            if path.relative_to(ROOT).as_posix() in modules(ROOT)}
    assert page and not page & left_out
    assert page | left_out == set(names)
    # not even inside a function: the page could not find the file
    importers = {name for name in page if imported_modules(name, names[name], names) & left_out}
    assert importers == set()
    listed = (ROOT / "pyscript.toml").read_text(encoding="utf-8")
    assert "game/console" not in listed and "__main__" not in listed


def test_arena_only_takes_a_folder_as_a_prefix():
    sys.path.insert(0, str(ROOT / "tools"))
    from gen_toml import arena_only

    assert arena_only("game/console/arena.py") and arena_only("game/console/__init__.py")
    assert arena_only("game/__main__.py") and not arena_only("game/__main__x.py")
    assert not arena_only("game/consoles.py") and not arena_only("game/ai/ismcts.py")
    assert not arena_only("game/play/level_ratings.py")
