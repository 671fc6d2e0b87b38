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


def test_no_module_the_page_gets_imports_an_arena_only_player():
    sys.path.insert(0, str(ROOT / "tools"))
    sys.path.insert(0, str(ROOT / "tests"))
    from gen_toml import ARENA_ONLY, modules
    from test_architecture import imported_modules, module_names

    names = module_names(ROOT / "game")
    arena_only = {name for name, path in names.items()
                  if path.relative_to(ROOT).as_posix() in ARENA_ONLY}
    assert arena_only == {"game.ai.ismcts", "game.ai.ismcts2", "game.ai.three.ismcts",
                          "game.ai.oracle", "game.ai.three.oracle"}
    page = {name for name, path in names.items()
            if path.relative_to(ROOT).as_posix() in modules(ROOT)}
    assert not page & arena_only
    importers = {name for name in page if imported_modules(name, names[name], names) & arena_only}
    # game.arena seats the players by name, importing each only when it is asked for
    assert importers == {"game.arena"}
    listed = (ROOT / "pyscript.toml").read_text(encoding="utf-8")
    assert "ismcts" not in listed and "oracle" not in listed
