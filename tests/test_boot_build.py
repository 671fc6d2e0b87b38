"""The boot's build steps: the sparse snapshot format and the service worker's list.

tools/snapshot.py stores the memory snapshot without its all-zero pages
(assets/interpreter.mjs rebuilds the heap); tools/build_site.py tells sw.js
which precompressed files to keep inflated, and under which URL.
"""

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import build_site  # noqa: E402
import snapshot  # noqa: E402

PAGE = snapshot.PAGE


def _heap() -> bytes:
    heap = bytearray(PAGE * 10 + 123)  # a last page cut short
    heap[5] = 1  # page 0
    heap[PAGE * 2 : PAGE * 4] = b"\x07" * (PAGE * 2)  # pages 2-3: one run
    heap[PAGE * 6 + PAGE - 1] = 9  # page 6, its last byte
    heap[-1] = 3  # the short last page
    return bytes(heap)


def test_sparse_keeps_only_the_non_zero_pages_and_round_trips():
    heap = _heap()
    data = snapshot.sparse(heap)
    assert data[:8] == snapshot.MAGIC
    assert len(data) < 6 * PAGE  # 5 pages (the last one short) and a header
    assert snapshot.unsparse(data) == heap


@pytest.mark.parametrize("heap", [bytes(PAGE * 3), b"\x01" * (PAGE * 2 + 1), b"\x02"])
def test_sparse_edge_cases(heap):
    assert snapshot.unsparse(snapshot.sparse(heap)) == heap


def test_unsparse_refuses_other_data():
    with pytest.raises(ValueError):
        snapshot.unsparse(b"\x1f\x8b" + bytes(40))


def _precache(text: str) -> dict:
    body = text[text.index("self.PRECACHE = ") + len("self.PRECACHE = ") :].rstrip().rstrip(";")
    return json.loads(body)


def test_the_service_worker_keeps_every_precompressed_runtime_file_inflated():
    precache = _precache(build_site.precache_text(ROOT))
    paths = {path for path, _ in precache["files"]}
    packed = {path for path in paths if path.endswith(".gz")}
    assert packed, paths
    # Every .gz it precaches is stored inflated, under a URL the page asks for.
    assert set(precache["inflate"]) == packed
    assert precache["inflate"]["vendor/pyodide/pyodide.asm.wasm.gz"] == (
        "vendor/pyodide/pyodide.asm.wasm"
    )
    assert not set(precache["inflate"].values()) & paths


def test_a_changed_service_worker_gets_a_new_cache(tmp_path, monkeypatch):
    text = build_site.precache_text(ROOT)
    original = build_site._sha256

    def other_sw(path: Path) -> str:
        return "0" * 64 if path.name == "sw.js" else original(path)

    monkeypatch.setattr(build_site, "_sha256", other_sw)
    assert _precache(build_site.precache_text(ROOT))["version"] != _precache(text)["version"]


def test_a_built_site_has_the_game_files_in_one_bundle_named_in_its_config():
    import gzip
    import tomllib

    from gen_toml import modules, render

    files = json.loads(gzip.decompress(build_site.bundle(ROOT)))
    assert sorted(files) == modules(ROOT)
    cards = ROOT / "game" / "engine" / "cards.py"
    assert files["game/engine/cards.py"] == cards.read_text(encoding="utf-8")
    assert build_site.bundle(ROOT) == build_site.bundle(ROOT)  # reproducible
    toml = build_site.with_bundle_line(render(ROOT))
    assert build_site.BUNDLE_LINE + "\n" in toml
    assert tomllib.loads(toml) == tomllib.loads(render(ROOT))  # only a comment
    # assets/interpreter.mjs looks for exactly this line.
    script = (ROOT / "assets" / "interpreter.mjs").read_text(encoding="utf-8")
    assert "/^# app-files: (\\S+)$/m" in script
