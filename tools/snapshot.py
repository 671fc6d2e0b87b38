"""Build the Pyodide memory snapshot the page restores instead of starting CPython.

    python tools/snapshot.py          # (re)build vendor/snapshot/ if out of date
    python tools/snapshot.py --check  # exit 1 if missing or stale
    python tools/snapshot.py --force  # rebuild anyway

Runs ``node tools/snapshot.mjs`` on the vendored Pyodide (vendor/pyodide/,
from tools/vendor.py) with the standard library modules that the game
(game/, main.py) and PyScript import, and the game's own modules that need no
browser (not game/web/app.py, which imports pyscript), and writes
vendor/snapshot/snapshot.bin.gz (about 6.5 MB; 31 MB inflated) and
snapshot.json, a stamp of what it was built from: the sha256 of Pyodide's
wasm and JS, of tools/snapshot.mjs and of every preloaded game file, and the
module list. A snapshot only restores on the exact Pyodide build that made it,
so it is rebuilt whenever the stamp changes; assets/interpreter.mjs falls
back to a normal boot if it is missing or does not restore, and drops the
preloaded game modules if a file PyScript writes differs from the snapshot's
copy (a stale snapshot is slower, never wrong). Needs Node (>= 18). Standard library only.
"""

from __future__ import annotations

import argparse
import ast
import gzip
import hashlib
import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYODIDE = ROOT / "vendor" / "pyodide"
OUT_DIR = ROOT / "vendor" / "snapshot"
SNAPSHOT = OUT_DIR / "snapshot.bin.gz"
STAMP = OUT_DIR / "snapshot.json"
SCRIPT = ROOT / "tools" / "snapshot.mjs"
# What PyScript's own Python (the pyscript package it installs) imports.
PYSCRIPT_MODULES = (
    "asyncio",
    "base64",
    "collections",
    "functools",
    "html",
    "inspect",
    "json",
    "weakref",
)
# Not standard library modules worth preloading (or not importable in Node).
SKIP = {"__future__", "js", "pyodide", "pyscript", "game"}
BROWSER_ONLY = {"js", "pyscript", "pyodide", "_pyscript"}
# Game modules the page never imports (terminal play, the AI arena).
NOT_IN_PAGE = {"game.__main__", "game.terminal", "game.arena"}


def game_modules(root: Path = ROOT) -> list[str]:
    """Standard library modules that game/ and main.py import (top-level names)."""
    found: set[str] = set()
    for path in [root / "main.py", *sorted((root / "game").rglob("*.py"))]:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                found.add(node.module)
    return sorted(
        name
        for name in found
        if name.split(".")[0] in sys.stdlib_module_names and name.split(".")[0] not in SKIP
    )


def modules(root: Path = ROOT) -> list[str]:
    return sorted(set(game_modules(root)) | set(PYSCRIPT_MODULES))


def _imports_browser(tree: ast.Module) -> bool:
    """True if the module imports js, pyscript or pyodide at its top level."""
    for node in tree.body:
        names = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names = [node.module]
        if any(name.split(".")[0] in BROWSER_ONLY for name in names):
            return True
    return False


def preload(root: Path = ROOT) -> list[tuple[str, str]]:
    """(module, file) of the game modules worth importing into the snapshot."""
    found = []
    for path in sorted((root / "game").rglob("*.py")):
        rel = path.relative_to(root)
        if "__pycache__" in rel.parts:
            continue
        name = ".".join(rel.with_suffix("").parts)
        name = name.removesuffix(".__init__")
        if name in NOT_IN_PAGE:
            continue
        if _imports_browser(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            continue
        found.append((name, rel.as_posix()))
    return found


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def stamp(root: Path = ROOT) -> dict:
    pyodide = root / "vendor" / "pyodide"
    return {
        "pyodide": {
            name: _sha256(pyodide / name)
            for name in ("pyodide.asm.wasm", "pyodide.asm.mjs", "pyodide.mjs")
        },
        "script": _sha256(root / "tools" / "snapshot.mjs"),
        "modules": modules(root),
        "preload": {rel: _sha256(root / rel) for _, rel in preload(root)},
    }


def is_current(root: Path = ROOT) -> bool:
    out = root / "vendor" / "snapshot"
    if not (out / "snapshot.bin.gz").is_file() or not (out / "snapshot.json").is_file():
        return False
    try:
        return json.loads((out / "snapshot.json").read_text(encoding="utf-8")) == stamp(root)
    except ValueError:
        return False


def build(root: Path = ROOT) -> None:
    node = shutil.which("node")
    if node is None:
        raise SystemExit("snapshot: node is not installed (apt-get install nodejs)")
    out = root / "vendor" / "snapshot"
    out.mkdir(parents=True, exist_ok=True)
    tmp = out / "snapshot.bin.gz.tmp"
    wanted = stamp(root)
    spec = {
        "pyodide": str(root / "vendor" / "pyodide"),
        "out": str(tmp),
        "root": str(root),
        "stdlib": wanted["modules"],
        "preload": [name for name, _ in preload(root)],
        "files": [rel for _, rel in preload(root)],
    }
    subprocess.run([node, str(root / "tools" / "snapshot.mjs"), json.dumps(spec)], check=True)
    with gzip.open(tmp) as fh:  # a truncated file must not pass as a snapshot
        fh.read(16)
    tmp.replace(out / "snapshot.bin.gz")
    (out / "snapshot.json").write_text(json.dumps(wanted, indent=2) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check; exit 1 if stale")
    parser.add_argument("--force", action="store_true", help="rebuild even if current")
    args = parser.parse_args(argv)
    if not (PYODIDE / "pyodide.mjs").is_file():
        raise SystemExit("vendor/pyodide is missing: run `python tools/vendor.py` first")
    current = is_current()
    if args.check:
        if not current:
            print(
                "vendor/snapshot is missing or stale: run `python tools/snapshot.py`",
                file=sys.stderr,
            )
            return 1
        print("vendor/snapshot is up to date")
        return 0
    if current and not args.force:
        print(f"vendor/snapshot unchanged ({SNAPSHOT.stat().st_size / 1e6:.1f} MB)")
        return 0
    build()
    print(f"vendor/snapshot written ({SNAPSHOT.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
