"""Copy the pinned browser runtime from node_modules into vendor/.

    python tools/vendor.py            # copy what changed, write vendor/manifest.json
    python tools/vendor.py --check    # exit 1 if vendor/ is missing or stale

vendor/pyodide/ gets the five files a page needs from the npm ``pyodide``
package; vendor/pyscript/ gets every .js and .css of ``@pyscript/core/dist``
(core.js imports hashed chunks, so all of them are needed), no source maps.
vendor/cards/ gets the card art (Adrian Kennard's CC0 SVG cards, shipped by the
npm package ``@heruka_urgyen/react-playing-cards``; only the SVG files, never
its React code): the 24 faces this game uses (A T K Q J 9 of each suit) from the
big-index two-colour set into cards/2color/, the same from the big-index
four-colour set into cards/4color/, and the back as cards/back.svg. They are
minified on the way (see minify_svg); see LICENSES.md.
Precompressed copies for the first visit (a static host may not compress, so
the page does not rely on it; assets/interpreter.mjs inflates them with the
browser's DecompressionStream): pyodide/pyodide.asm.wasm.gz (gzip -9 of the
wasm) and pyodide/pyodide-lock.json.gz, and pyodide/pyodide.asm.js.gz, the
Emscripten module pyodide.asm.mjs as a function body (its ``import.meta.url``
becomes the parameter ``__url``, its ``export default`` a ``return``) that the
page evaluates instead of importing the 1.25 MB module uncompressed. Written
with a zero gzip timestamp, so a fresh clone produces the same bytes.
vendor/manifest.json lists every vendored file with its size and sha256, plus
the package versions; tools/build_site.py makes the precache list from it.

Idempotent: files whose content already matches are not rewritten, files that
no longer belong in vendor/ are removed (except vendor/snapshot/, which
tools/snapshot.py builds). Standard library only.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import re
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
# Precompressed copies the page fetches instead (vendor path -> npm file).
PYODIDE_GZ = {
    "pyodide.asm.wasm.gz": "pyodide.asm.wasm",
    "pyodide-lock.json.gz": "pyodide-lock.json",
    "pyodide.asm.js.gz": "pyodide.asm.mjs",
}

CARDS_PACKAGE = "@heruka_urgyen/react-playing-cards"
# The package's "big-face" sets: the same art with a corner index about twice as
# tall (rank 70/336 of the card height instead of 32/336), which stays legible
# on a phone and when cards overlap in the hand.
CARD_SETS = {"2color": "2color-bf", "4color": "4color-bf"}
CARD_CODES = tuple(rank + suit for rank in "ATKQJ9" for suit in "CDHS")
# Path data is rounded to this many decimals: the court figures are drawn in a
# 1300x2000 box shrunk to about a twelfth of the card, so 0.01 of their units
# is far below a device pixel at any card size.
PATH_DECIMALS = 2


def _package_version(package_dir: Path) -> str:
    return json.loads((package_dir / "package.json").read_text(encoding="utf-8"))["version"]


def _expected_versions() -> dict[str, str]:
    deps = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))["dependencies"]
    return {
        "pyodide": deps["pyodide"],
        "@pyscript/core": deps["@pyscript/core"],
        CARDS_PACKAGE: deps[CARDS_PACKAGE],
    }


_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


def _short_number(match: re.Match) -> str:
    text = f"{round(float(match.group()), PATH_DECIMALS):.{PATH_DECIMALS}f}"
    text = text.rstrip("0").rstrip(".")
    if text in ("-0", ""):
        return "0"
    if text.startswith("0."):
        return text[1:]
    if text.startswith("-0."):
        return "-" + text[2:]
    return text


def _short_path(data: str) -> str:
    data = _NUMBER.sub(_short_number, data)
    data = " ".join(data.replace(",", " ").split())
    data = re.sub(r" ?([A-Za-z]) ?", r"\1", data)  # no space around commands
    return re.sub(r" (?=-)", "", data)  # a minus sign separates numbers itself


def minify_svg(text: str) -> str:
    """Smaller SVG text that draws the same picture.

    Drops the XML declaration, comments, <metadata> and whitespace between
    tags, and rounds the numbers of path data to PATH_DECIMALS (commas and
    spaces that a sign or a command letter makes redundant go too). The
    root's width/height stay: they give an <img> its intrinsic size.
    """
    text = re.sub(r"<\?xml[^>]*\?>", "", text)
    text = re.sub(r"<!--.*?-->", "", text, flags=re.S)
    text = re.sub(r"<metadata\b.*?</metadata>", "", text, flags=re.S)
    text = re.sub(r">\s+<", "><", text).strip()
    text = re.sub(r' d="([^"]*)"', lambda m: f' d="{_short_path(m.group(1))}"', text)
    return text + "\n"


def gz(data: bytes) -> bytes:
    """gzip -9 with no timestamp or name: the same bytes on every machine."""
    return gzip.compress(data, compresslevel=9, mtime=0)


ASM_EXPORT = "export default _createPyodideModule;"


def asm_function_body(text: str) -> str:
    """pyodide.asm.mjs as the body of ``new Function("__url", body)``.

    The module is one async function declaration plus its export; the only
    module syntax in it is ``import.meta.url`` (in Node-only code and a
    fallback path for the wasm's URL) and the export. Anything else fails
    loudly here, so a Pyodide upgrade cannot slip a broken body through.
    """
    if text.count(ASM_EXPORT) != 1 or not text.rstrip().endswith(ASM_EXPORT):
        raise SystemExit("pyodide.asm.mjs: unexpected export; update asm_function_body")
    body = text.rstrip()[: -len(ASM_EXPORT)].replace("import.meta.url", "__url")
    if "import.meta" in body or re.search(r"^\s*(import|export)\b", body, flags=re.M):
        raise SystemExit("pyodide.asm.mjs: unexpected module syntax; update asm_function_body")
    return body + "\nreturn _createPyodideModule;\n"


def _card_files() -> dict[str, Path]:
    images = NODE_MODULES / CARDS_PACKAGE / "src" / "images"
    files = {"cards/back.svg": images / "back.svg"}
    for name, upstream in CARD_SETS.items():
        for code in CARD_CODES:
            files[f"cards/{name}/{code}.svg"] = images / upstream / f"{code}.svg"
    missing = [str(src) for src in files.values() if not src.is_file()]
    if missing:
        raise SystemExit(f"missing card art: {', '.join(missing[:3])}: run `npm ci`")
    return files


def _transform(rel: str):
    """The text filter applied to a vendored file on the way, or None (copied as is)."""
    return minify_svg if rel.startswith("cards/") and rel.endswith(".svg") else None


_GZ_CACHE: dict[tuple[str, str, int, int], bytes] = {}


def _content(rel: str, src: Path) -> bytes | None:
    """The bytes vendor/rel gets when they differ from src's, else None."""
    if rel.startswith("pyodide/") and rel.endswith(".gz"):
        stat = src.stat()
        key = (rel, str(src), stat.st_size, stat.st_mtime_ns)
        if key not in _GZ_CACHE:  # compressed once per run, not per check
            data = src.read_bytes()
            if rel.endswith(".js.gz"):
                data = asm_function_body(data.decode("utf-8")).encode("utf-8")
            _GZ_CACHE[key] = gz(data)
        return _GZ_CACHE[key]
    transform = _transform(rel)
    if transform is None:
        return None
    return transform(src.read_text(encoding="utf-8")).encode("utf-8")


def plan() -> dict[str, Path]:
    """Map each vendor-relative path (posix) to its source in node_modules."""
    pyodide = NODE_MODULES / "pyodide"
    pyscript_dist = NODE_MODULES / "@pyscript" / "core" / "dist"
    card_package = NODE_MODULES / CARDS_PACKAGE
    if not pyodide.is_dir() or not pyscript_dist.is_dir() or not card_package.is_dir():
        raise SystemExit("node_modules is missing the runtime: run `npm ci` first")
    want = _expected_versions()
    have = {
        "pyodide": _package_version(pyodide),
        "@pyscript/core": _package_version(pyscript_dist.parent),
        CARDS_PACKAGE: _package_version(card_package),
    }
    if want != have:
        raise SystemExit(f"node_modules has {have}, package.json pins {want}: run `npm ci`")

    files: dict[str, Path] = {}
    for name in PYODIDE_FILES:
        src = pyodide / name
        if not src.is_file():
            raise SystemExit(f"missing {src}")
        files[f"pyodide/{name}"] = src
    for name, source in PYODIDE_GZ.items():
        files[f"pyodide/{name}"] = pyodide / source
    for src in sorted(pyscript_dist.rglob("*")):
        if src.is_file() and src.suffix in (".js", ".css"):
            files["pyscript/" + src.relative_to(pyscript_dist).as_posix()] = src
    if "pyscript/core.js" not in files or "pyscript/core.css" not in files:
        raise SystemExit(f"{pyscript_dist} has no core.js/core.css")
    files.update(_card_files())
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


def _entry(rel: str, src: Path) -> dict:
    data = _content(rel, src)
    if data is None:
        return {"path": rel, "size": src.stat().st_size, "sha256": _sha256(src)}
    return {"path": rel, "size": len(data), "sha256": hashlib.sha256(data).hexdigest()}


def build_manifest(files: dict[str, Path]) -> dict:
    entries = [_entry(rel, src) for rel, src in sorted(files.items())]
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
        data = _content(rel, src)
        if data is None:
            shutil.copyfile(src, tmp)
        else:
            tmp.write_bytes(data)
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
    total = sum((VENDOR / rel).stat().st_size for rel in files)
    print(
        f"vendor/: {len(files)} files, {total / 1e6:.1f} MB ({copied} written, {removed} removed)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
