"""Copy the pinned browser runtime from node_modules into vendor/.

    python tools/vendor.py            # copy what changed, write vendor/manifest.json
    python tools/vendor.py --check    # exit 1 if vendor/ is missing or stale

vendor/pyodide/ gets the five files a page needs from the npm ``pyodide``
package; vendor/pyscript/ gets every .js and .css of ``@pyscript/core/dist``
(core.js imports hashed chunks, so all of them are needed), no source maps.
vendor/manifest.json lists every vendored file with its size and sha256, plus
the package versions; the offline service worker precaches from it.

Idempotent: files whose content already matches are not rewritten, files that
no longer belong in vendor/ are removed (except vendor/snapshot/, which
tools/snapshot.py builds). Standard library only.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NODE_MODULES = ROOT / "node_modules"
VENDOR = ROOT / "vendor"
MANIFEST = VENDOR / "manifest.json"

# Made from the vendored files by other tools, not copied: left alone here.
BUILT_HERE = ("snapshot/",)  # tools/snapshot.py: the Pyodide memory snapshot

PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)


def _package_version(package_dir: Path) -> str:
    return json.loads((package_dir / "package.json").read_text(encoding="utf-8"))["version"]


def _expected_versions() -> dict[str, str]:
    deps = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))["dependencies"]
    return {"pyodide": deps["pyodide"], "@pyscript/core": deps["@pyscript/core"]}


def plan() -> dict[str, Path]:
    """Map each vendor-relative path (posix) to its source in node_modules."""
    pyodide = NODE_MODULES / "pyodide"
    pyscript_dist = NODE_MODULES / "@pyscript" / "core" / "dist"
    if not pyodide.is_dir() or not pyscript_dist.is_dir():
        raise SystemExit("node_modules is missing the runtime: run `npm ci` first")
    want = _expected_versions()
    have = {
        "pyodide": _package_version(pyodide),
        "@pyscript/core": _package_version(pyscript_dist.parent),
    }
    if want != have:
        raise SystemExit(f"node_modules has {have}, package.json pins {want}: run `npm ci`")

    files: dict[str, Path] = {}
    for name in PYODIDE_FILES:
        src = pyodide / name
        if not src.is_file():
            raise SystemExit(f"missing {src}")
        files[f"pyodide/{name}"] = src
    for src in sorted(pyscript_dist.rglob("*")):
        if src.is_file() and src.suffix in (".js", ".css"):
            files["pyscript/" + src.relative_to(pyscript_dist).as_posix()] = src
    if "pyscript/core.js" not in files or "pyscript/core.css" not in files:
        raise SystemExit(f"{pyscript_dist} has no core.js/core.css")
    return files


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def _matches(path: Path, entry: dict) -> bool:
    return (
        path.is_file() and path.stat().st_size == entry["size"] and _sha256(path) == entry["sha256"]
    )


def build_manifest(files: dict[str, Path]) -> dict:
    entries = [
        {"path": rel, "size": src.stat().st_size, "sha256": _sha256(src)}
        for rel, src in sorted(files.items())
    ]
    combined = hashlib.sha256(
        "".join(f"{e['path']}\0{e['sha256']}\n" for e in entries).encode()
    ).hexdigest()
    return {
        "versions": _expected_versions(),
        "hash": combined,
        "total_size": sum(e["size"] for e in entries),
        "files": entries,
    }


def _manifest_text(manifest: dict) -> str:
    return json.dumps(manifest, indent=2, sort_keys=False) + "\n"


def check(files: dict[str, Path]) -> list[str]:
    """Return the problems that make vendor/ differ from node_modules."""
    manifest = build_manifest(files)
    problems = []
    for entry in manifest["files"]:
        dst = VENDOR / entry["path"]
        if not dst.is_file():
            problems.append(f"missing vendor/{entry['path']}")
        elif not _matches(dst, entry):
            problems.append(f"stale vendor/{entry['path']}")
    if not MANIFEST.is_file() or MANIFEST.read_text(encoding="utf-8") != _manifest_text(manifest):
        problems.append("stale vendor/manifest.json")
    return problems


def vendor(files: dict[str, Path]) -> tuple[int, int]:
    """Copy files and the manifest into vendor/, drop strays; return (written, removed)."""
    copied = removed = 0
    manifest = build_manifest(files)
    by_path = {e["path"]: e for e in manifest["files"]}
    for rel, src in files.items():
        dst = VENDOR / rel
        entry = by_path[rel]
        if _matches(dst, entry):
            continue
        dst.parent.mkdir(parents=True, exist_ok=True)
        tmp = dst.with_name(dst.name + ".tmp")
        shutil.copyfile(src, tmp)
        tmp.replace(dst)
        copied += 1
    keep = set(files) | {"manifest.json"}
    for path in sorted(VENDOR.rglob("*"), reverse=True):
        rel = path.relative_to(VENDOR).as_posix()
        if rel.startswith(BUILT_HERE):
            continue
        if path.is_file() and rel not in keep:
            path.unlink()
            removed += 1
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()
    text = _manifest_text(manifest)
    if not MANIFEST.is_file() or MANIFEST.read_text(encoding="utf-8") != text:
        MANIFEST.write_text(text, encoding="utf-8")
        copied += 1
    return copied, removed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check; exit 1 if stale")
    args = parser.parse_args(argv)
    files = plan()
    if args.check:
        problems = check(files)
        for problem in problems:
            print(problem, file=sys.stderr)
        if problems:
            print("vendor/ is stale: run `python tools/vendor.py`", file=sys.stderr)
            return 1
        print(f"vendor/ is up to date ({len(files)} files)")
        return 0
    copied, removed = vendor(files)
    total = sum(src.stat().st_size for src in files.values())
    print(
        f"vendor/: {len(files)} files, {total / 1e6:.1f} MB ({copied} written, {removed} removed)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
