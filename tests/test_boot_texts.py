"""The words shown before Python runs come from the text tables (tools/gen_boot_texts.py)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_boot_texts_are_current():
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "gen_boot_texts.py"), "--check"],
        capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_the_update_banner_speaks_the_page_language_from_the_text_tables():
    # sw-register.js builds its banner without Python: its words must come from the
    # generated table, never a sentence of its own (every string a player reads has one
    # source, in three languages)
    js = (ROOT / "assets" / "sw-register.js").read_text(encoding="utf-8")
    assert 'from "./boot-texts.js"' in js
    assert re.findall(r'textContent\s*=\s*["\'`]', js) == []
    for key in ("update.ready", "update.reload", "update.later"):
        assert f'say["{key}"]' in js
    texts = (ROOT / "assets" / "boot-texts.js").read_text(encoding="utf-8")
    assert texts.count('"update.ready"') == 3  # en, de, hr
