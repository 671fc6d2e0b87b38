"""Write the static site into _site/ (GitHub Pages) and the service worker's precache list.

    python tools/build_site.py               # write sw-precache.js, then _site/
    python tools/build_site.py --precache    # only (re)write ./sw-precache.js (setup does this)
    python tools/build_site.py --out DIR     # build into DIR instead of _site/
    python tools/build_site.py --list        # print the site's files, one a line

The site is exactly: index.html, pyscript.toml, main.py, every module of game/
(the ones tools/gen_toml.py lists), everything under assets/, the vendored
runtime listed in vendor/manifest.json (plus the optional memory snapshot),
manifest.webmanifest, sw.js and sw-precache.js, and app-files.json.gz: the
game's modules in one gzipped object for a first visit, named in the site's
pyscript.toml (see BUNDLE). Nothing else (no tests, tools, bench, node_modules).

sw-precache.js is generated: it tells sw.js which files to precache, with each
file's sha256, and a version (a hash over all of them). Any change to the
runtime or to an app file changes the version, hence the cache name, and since
the browser compares sw.js *and* its imported scripts byte for byte on every
update check, visitors get the new files (sw-register.js offers a reload).
Every URL in it is relative to sw.js, so the site works under any subpath.
Standard library only.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import gen_toml  # noqa: E402

OUT = ROOT / "_site"
PRECACHE = "sw-precache.js"
TOP_FILES = ("index.html", "pyscript.toml", "main.py", "manifest.webmanifest")
# Served but never precached: the service worker scripts themselves.
SW_FILES = ("sw.js", PRECACHE)
# Runtime files built by tools/snapshot.py: the trimmed standard library and the
# Pyodide memory snapshot (assets/interpreter.mjs falls back without them).
OPTIONAL_VENDOR = ("snapshot/stdlib.zip.gz", "snapshot/snapshot.bin.gz")
# On the site but not precached: the page fetches precompressed copies instead
# (pyodide.asm.wasm.gz, ...; the plain files are a fallback only) and never loads
# PyScript's editor (codemirror), terminal (xterm) or graph chunks: they are
# imported only when a page uses them. (Its small plug-in entry points are loaded
# whatever pyscript.toml's `plugins` says: PyScript 0.7.31 loads them all for
# its "mpy" script type, which has no config here.)
NOT_PRECACHED = (
    "vendor/pyodide/pyodide.asm.wasm",
    "vendor/pyodide/pyodide.asm.mjs",
    "vendor/pyodide/pyodide-lock.json",
    "vendor/pyodide/python_stdlib.zip",
)
NOT_PRECACHED_PREFIXES = tuple(
    f"vendor/pyscript/{name}-"
    for name in (
        "codemirror", "codemirror_commands", "codemirror_lang", "codemirror_language",
        "codemirror_state", "codemirror_view", "xterm", "xterm-readline", "xterm_addon",
        "pyodide_graph",
    )
) + ("vendor/pyscript/xterm.css",)

# Precompressed files the service worker stores inflated, under the URL the page
# asks for on a repeat visit (sw.js, assets/early.mjs): nothing is inflated on
# the page's main thread then, and Pyodide's JS is imported as a module (parsed
# off the main thread) instead of evaluated with Function(). snapshot.bin and
# stdlib.zip are not files on the site, only cache keys.
INFLATE = {
    "vendor/pyodide/pyodide.asm.wasm.gz": "vendor/pyodide/pyodide.asm.wasm",
    "vendor/pyodide/pyodide.asm.js.gz": "vendor/pyodide/pyodide.asm.mjs",
    "vendor/pyodide/pyodide-lock.json.gz": "vendor/pyodide/pyodide-lock.json",
    "vendor/snapshot/stdlib.zip.gz": "vendor/snapshot/stdlib.zip",
    "vendor/snapshot/snapshot.bin.gz": "vendor/snapshot/snapshot.bin",
}

# In a built site only (the working tree's files change under the hands of
# whoever edits them, and nothing could tell a stale bundle): the game's .py
# files (pyscript.toml's [files]) in one gzipped JSON object, path -> text, which
# a first visit fetches instead of each file (about 160 KB instead of 600 KB).
# The site's pyscript.toml names it in a comment line, where
# assets/interpreter.mjs looks for it; the service worker never precaches it (it
# keeps an object of the game files it has cached itself).
BUNDLE = "app-files.json.gz"
BUNDLE_LINE = f"# app-files: ./{BUNDLE}"


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def app_files(root: Path = ROOT) -> list[str]:
    """The site's own files (not the vendored runtime), relative posix paths."""
    files = [name for name in TOP_FILES if (root / name).is_file()]
    files += gen_toml.modules(root)
    for path in sorted((root / "assets").rglob("*")):
        rel = path.relative_to(root)
        if path.is_file() and not any(p.startswith(".") for p in rel.parts):
            files.append(rel.as_posix())
    return files


def vendor_files(root: Path = ROOT) -> list[str]:
    manifest = root / "vendor" / "manifest.json"
    if not manifest.is_file():
        raise SystemExit("vendor/manifest.json is missing: run `python tools/vendor.py`")
    entries = json.loads(manifest.read_text(encoding="utf-8"))["files"]
    files = ["vendor/" + e["path"] for e in entries]
    files += ["vendor/" + rel for rel in OPTIONAL_VENDOR if (root / "vendor" / rel).is_file()]
    return files


def precached(path: str) -> bool:
    return path not in NOT_PRECACHED and not path.startswith(NOT_PRECACHED_PREFIXES)


def all_files(root: Path = ROOT) -> list[str]:
    """Every file of the site but the service worker scripts."""
    files = app_files(root) + vendor_files(root)
    missing = [f for f in files if not (root / f).is_file()]
    if missing:
        raise SystemExit(f"missing site files: {', '.join(missing)}")
    return files


def precache_entries(root: Path = ROOT, site: Path | None = None) -> list[tuple[str, str]]:
    """(path, sha256) for every file the service worker precaches, each file
    read from ``site`` (a built copy of root) if given."""
    base = site or root
    return [(f, _sha256(base / f)) for f in all_files(root) if precached(f)]


def precache_text(root: Path = ROOT, site: Path | None = None) -> str:
    entries = precache_entries(root, site)
    # sw.js too: a worker that stores things differently starts a new cache.
    entries_text = "".join(f"{path}\0{sha}\n" for path, sha in entries)
    sw = (site or root) / "sw.js"
    sw_sha = _sha256(sw) if sw.is_file() else ""
    version = hashlib.sha256(f"{entries_text}sw.js\0{sw_sha}\n".encode()).hexdigest()[:20]
    rows = ",\n".join(f"  {json.dumps(list(e), ensure_ascii=True)}" for e in entries)
    paths = {path for path, _ in entries}
    inflate = json.dumps({gz: plain for gz, plain in INFLATE.items() if gz in paths}, indent=2)
    inflate = inflate.replace("\n", "\n ")
    body = (
        f'{{\n "version": "{version}",\n "files": [\n{rows}\n ],\n'
        f' "inflate": {inflate}\n}}'
    )
    return (
        "// Generated by tools/build_site.py: do not edit. The service worker (sw.js)\n"
        "// precaches these files; paths are relative to sw.js, sha256 checks each one.\n"
        f"self.PRECACHE = {body};\n"
    )


def write_precache(root: Path = ROOT) -> bool:
    """(Re)write root/sw-precache.js; return True if it changed."""
    text = precache_text(root)
    target = root / PRECACHE
    if target.is_file() and target.read_text(encoding="utf-8") == text:
        return False
    target.write_text(text, encoding="utf-8")
    return True


def site_files(root: Path = ROOT) -> list[str]:
    return all_files(root) + list(SW_FILES)


def bundle(root: Path = ROOT) -> bytes:
    """The game's files (modules and data) as gzipped JSON (see BUNDLE): the same
    bytes for the same files."""
    files = {rel: (root / rel).read_text(encoding="utf-8") for rel in gen_toml.modules(root)}
    text = json.dumps(files, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0)


def with_bundle_line(toml: str) -> str:
    """pyscript.toml with BUNDLE_LINE after its leading comments (TOML ignores it)."""
    lines = toml.splitlines(keepends=True)
    at = next(i for i, line in enumerate(lines) if not line.startswith("#"))
    return "".join(lines[:at] + [BUNDLE_LINE + "\n"] + lines[at:])


def build(out: Path, root: Path = ROOT) -> list[str]:
    write_precache(root)
    files = site_files(root)
    if out.exists():
        shutil.rmtree(out)
    for rel in files:
        dst = out / rel
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(root / rel, dst)
    (out / BUNDLE).write_bytes(bundle(root))
    toml = out / "pyscript.toml"
    toml.write_text(with_bundle_line(toml.read_text(encoding="utf-8")), encoding="utf-8")
    (out / PRECACHE).write_text(precache_text(root, site=out), encoding="utf-8")
    return files + [BUNDLE]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help="output directory (default _site)")
    parser.add_argument("--precache", action="store_true", help="only write sw-precache.js")
    parser.add_argument("--list", action="store_true", help="print the site's files")
    args = parser.parse_args(argv)
    if args.list:
        print("\n".join(site_files()))
        return 0
    if args.precache:
        changed = write_precache()
        print(f"{PRECACHE} {'written' if changed else 'unchanged'}")
        return 0
    files = build(args.out.resolve())
    size = sum((args.out / f).stat().st_size for f in files)
    print(f"{args.out}/: {len(files)} files, {size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
