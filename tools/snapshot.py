"""Build the trimmed standard library and the Pyodide memory snapshot the page uses.

    python tools/snapshot.py          # (re)build vendor/snapshot/ if out of date
    python tools/snapshot.py --check  # exit 1 if missing or stale
    python tools/snapshot.py --force  # rebuild anyway

Runs ``node tools/snapshot.mjs`` on the vendored Pyodide (vendor/pyodide/,
from tools/vendor.py) with the standard library modules that the game
(game/, main.py) and PyScript import, and the game's own modules that need no
browser (not game/web/app.py, which imports pyscript: that one, main.py and
PyScript's own Python from node_modules/@pyscript/core are kept compiled
instead, so the page compiles nothing after the restore), and writes
vendor/snapshot/snapshot.bin.gz (about 6.1 MB: the 31 MB heap without its
all-zero pages, 16 MB, gzipped; see sparse()) and
snapshot.json, a stamp of what it was built from: the sha256 of Pyodide's
wasm and JS, of tools/snapshot.mjs and of every preloaded game file, and the
module list. A snapshot only restores on the exact Pyodide build that made it,
so it is rebuilt whenever the stamp changes; assets/interpreter.mjs falls
back to a normal boot if it is missing or does not restore, and drops the
preloaded game modules if a file PyScript writes differs from the snapshot's
copy (a stale snapshot is slower, never wrong). The page only restores a
snapshot that is already in its service worker's cache (after the first
visit), so a new visitor never waits for its 6 MB.

The standard library is trimmed first: Pyodide's python_stdlib.zip (2.5 MB,
600 modules) is traced in Node with the same imports (every module loaded is
kept, plus FORCED), and vendor/snapshot/stdlib.zip.gz gets just those,
each traced module as a .pyc compiled by that same CPython (so a start
without the snapshot compiles no library source), frozen modules left out
(CPython runs its own frozen copies), stored, then gzipped as a whole. The snapshot
is then made with that zip, since its zip importer state must match the zip
the page installs. e2e/test_snapshot.py imports, in the page, every standard
library module the game names, so a module the trim lost fails there. Needs
Node (>= 18). Standard library only.
"""

from __future__ import annotations

import argparse
import ast
import base64
import gzip
import hashlib
import io
import json
import shutil
import struct
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYODIDE = ROOT / "vendor" / "pyodide"
OUT_DIR = ROOT / "vendor" / "snapshot"
SNAPSHOT = OUT_DIR / "snapshot.bin.gz"
STDLIB = OUT_DIR / "stdlib.zip.gz"
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
    "os",
    "pathlib",
    "traceback",
    "weakref",
)
# Kept in the trimmed standard library whatever the trace says: Pyodide's own
# packages (imported lazily by its JS side) and the codecs a str.encode() or
# bytes.decode() of the common encodings looks up at call time.
FORCED_PREFIXES = ("pyodide/", "_pyodide/")
FORCED_FILES = tuple(
    f"encodings/{name}.py"
    for name in (
        "__init__", "aliases", "ascii", "latin_1", "utf_8", "utf_8_sig", "utf_16",
        "utf_16_le", "utf_16_be", "utf_32", "utf_32_le", "utf_32_be",
        "raw_unicode_escape", "unicode_escape", "base64_codec", "hex_codec", "idna",
        "punycode", "cp1252", "charmap",
    )
)
# PyScript's files whose Python the snapshot keeps compiled (tools/snapshot.mjs).
PYSCRIPT_FILES = ("src/stdlib.js", "src/stdlib/pyscript.js")
# Not standard library modules worth preloading (or not importable in Node).
SKIP = {"__future__", "js", "pyodide", "pyscript", "game"}
BROWSER_ONLY = {"js", "pyscript", "pyodide", "_pyscript"}
# Game modules the page never imports, and the packages whose every module it never
# imports (game/console: terminal play, the AI arena, the ratings).
NOT_IN_PAGE = ("game.__main__", "game.console")


def _not_in_page(name: str) -> bool:
    return any(name == n or name.startswith(n + ".") for n in NOT_IN_PAGE)


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
        if _not_in_page(name):
            continue
        if _imports_browser(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            continue
        found.append((name, rel.as_posix()))
    return found


def compiled(root: Path = ROOT) -> list[str]:
    """The game files the page imports that cannot be preloaded (they import the
    browser): the snapshot keeps their compiled code instead (tools/snapshot.mjs)."""
    found = []
    for path in sorted((root / "game").rglob("*.py")):
        rel = path.relative_to(root)
        name = ".".join(rel.with_suffix("").parts).removesuffix(".__init__")
        if "__pycache__" in rel.parts or _not_in_page(name):
            continue
        if _imports_browser(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            found.append(rel.as_posix())
    return found


def _pyscript_core(root: Path = ROOT) -> Path | None:
    """@pyscript/core in node_modules (its Python package and set-up text), if there."""
    core = root / "node_modules" / "@pyscript" / "core"
    return core if all((core / rel).is_file() for rel in PYSCRIPT_FILES) else None


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def stamp(root: Path = ROOT) -> dict:
    pyodide = root / "vendor" / "pyodide"
    return {
        "pyodide": {
            name: _sha256(pyodide / name)
            for name in ("pyodide.asm.wasm", "pyodide.asm.mjs", "pyodide.mjs")
        },
        "stdlib": _sha256(pyodide / "python_stdlib.zip"),
        "script": _sha256(root / "tools" / "snapshot.mjs"),
        "tool": _sha256(root / "tools" / "snapshot.py"),
        "modules": modules(root),
        "preload": {rel: _sha256(root / rel) for _, rel in preload(root)},
        "compiled": {rel: _sha256(root / rel) for rel in [*compiled(root), "main.py"]},
        "pyscript": {
            rel: _sha256(core / rel) for core in filter(None, [_pyscript_core(root)])
            for rel in PYSCRIPT_FILES
        },
    }


def is_current(root: Path = ROOT) -> bool:
    out = root / "vendor" / "snapshot"
    for name in ("snapshot.bin.gz", "stdlib.zip.gz", "snapshot.json"):
        if not (out / name).is_file():
            return False
    try:
        return json.loads((out / "snapshot.json").read_text(encoding="utf-8")) == stamp(root)
    except ValueError:
        return False


def trimmed_stdlib(full: Path, traced: list[str], pyc: dict[str, bytes] | None = None) -> bytes:
    """A zip of the entries of ``full`` that the trace loaded (plus FORCED_*).

    Entries keep their order, names and dates, stored uncompressed (the file
    is gzipped as a whole), with the directories of the kept files: the same
    bytes for the same inputs. A module with compiled code in ``pyc`` (made by
    Pyodide's own CPython in the trace) is stored as that .pyc instead of its
    source, so importing it in the page compiles nothing.
    """
    pyc = pyc or {}
    keep = set(traced) | set(FORCED_FILES)
    with zipfile.ZipFile(full) as source:
        names = source.namelist()
        keep |= {n for n in names if n.startswith(FORCED_PREFIXES) and not n.endswith("/")}
        missing = keep - set(names) - set(FORCED_FILES)
        if missing:
            raise SystemExit(f"snapshot: traced files not in the zip: {sorted(missing)[:5]}")
        dirs = {n[: i + 1] for n in keep for i, c in enumerate(n) if c == "/"}
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w") as target:
            for info in source.infolist():
                if info.filename in keep or info.filename in dirs:
                    name, data = info.filename, None
                    if name in pyc:
                        name, data = name + "c", pyc[name]
                    entry = zipfile.ZipInfo(name, info.date_time)
                    entry.external_attr = info.external_attr
                    entry.compress_type = zipfile.ZIP_STORED
                    target.writestr(entry, source.read(info) if data is None else data)
    return out.getvalue()


# The snapshot file: gzip of a sparse copy of the heap (about half of its 4 KB
# pages are all zeros): MAGIC, the heap's length, PAGE, the number of runs of
# non-zero pages, each run as (first page, page count), then the runs' bytes.
# All numbers little-endian uint32; assets/interpreter.mjs (unsparse) reads it.
MAGIC = b"SXSNAP01"
PAGE = 4096


def sparse(heap: bytes) -> bytes:
    """The heap as MAGIC, header and its non-zero pages (see above)."""
    pages = (len(heap) + PAGE - 1) // PAGE
    runs: list[tuple[int, int]] = []
    zero = bytes(PAGE)
    for page in range(pages):
        chunk = heap[page * PAGE : (page + 1) * PAGE]
        if chunk == zero[: len(chunk)]:
            continue
        if runs and runs[-1][0] + runs[-1][1] == page:
            runs[-1] = (runs[-1][0], runs[-1][1] + 1)
        else:
            runs.append((page, 1))
    head = MAGIC + struct.pack("<III", len(heap), PAGE, len(runs))
    head += b"".join(struct.pack("<II", first, count) for first, count in runs)
    body = b"".join(heap[first * PAGE : (first + count) * PAGE] for first, count in runs)
    return head + body


def unsparse(data: bytes) -> bytes:
    """The heap back from sparse() (for tests; the page has its own copy)."""
    if data[:8] != MAGIC:
        raise ValueError("not a sparse snapshot")
    size, page, count = struct.unpack_from("<III", data, 8)
    heap = bytearray(size)
    offset = 20 + 8 * count
    for i in range(count):
        first, pages = struct.unpack_from("<II", data, 20 + 8 * i)
        start = first * page
        length = min(pages * page, size - start)
        heap[start : start + length] = data[offset : offset + length]
        offset += length
    return bytes(heap)


def _node(root: Path, spec: dict) -> None:
    node = shutil.which("node")
    if node is None:
        raise SystemExit("snapshot: node is not installed (apt-get install nodejs)")
    subprocess.run([node, str(root / "tools" / "snapshot.mjs"), json.dumps(spec)], check=True)


def build(root: Path = ROOT) -> None:
    out = root / "vendor" / "snapshot"
    out.mkdir(parents=True, exist_ok=True)
    tmp = out / "snapshot.bin.tmp"
    trace = out / "trace.json.tmp"
    zip_tmp = out / "stdlib.zip.tmp"
    wanted = stamp(root)
    spec = {
        "pyodide": str(root / "vendor" / "pyodide"),
        "root": str(root),
        "stdlib": wanted["modules"],
        "preload": [name for name, _ in preload(root)],
        "files": [rel for _, rel in preload(root)],
        "compiled": compiled(root),
        "main": "main.py",
    }
    core = _pyscript_core(root)
    if core is not None:
        spec["pyscriptCore"] = str(core)
    try:
        _node(root, {**spec, "trace": str(trace)})
        traced = json.loads(trace.read_text(encoding="utf-8"))
        pyc = {rel: base64.b64decode(text) for rel, text in traced["pyc"].items()}
        data = trimmed_stdlib(
            root / "vendor" / "pyodide" / "python_stdlib.zip", traced["files"], pyc
        )
        zip_tmp.write_bytes(data)
        _node(root, {**spec, "out": str(tmp), "stdlibZip": str(zip_tmp)})
        heap = tmp.read_bytes()
        if len(heap) < 1 << 20:  # a truncated file must not pass as a snapshot
            raise SystemExit(f"snapshot: {tmp} has only {len(heap)} bytes")
        packed = gzip.compress(sparse(heap), compresslevel=6, mtime=0)
        (out / "stdlib.zip.gz").write_bytes(gzip.compress(data, compresslevel=9, mtime=0))
        (out / "snapshot.bin.gz").write_bytes(packed)
    finally:
        for path in (trace, zip_tmp, tmp):
            path.unlink(missing_ok=True)
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
    print(
        f"vendor/snapshot written ({SNAPSHOT.stat().st_size / 1e6:.1f} MB;"
        f" trimmed stdlib {STDLIB.stat().st_size / 1e6:.2f} MB)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
