"""The words shown before Python runs come from the text tables (tools/gen_boot_texts.py)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_boot_texts_are_current():
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "gen_boot_texts.py"), "--check"],
        capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
