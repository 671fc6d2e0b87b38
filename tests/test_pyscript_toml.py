"""pyscript.toml must list every module under game/ (tools/gen_toml.py writes it)."""

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
