"""The before/after tools of docs/DEVELOPING.md §7: the shots' pixel comparison (its own PNG
decoder, every filter) and the same-seeds comparison."""

from __future__ import annotations

import json
import struct
import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from compare_shots import difference, read_png, write_png  # noqa: E402
from same_seeds import compare  # noqa: E402


def _chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(
        ">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def _filtered_png(path: Path, rows: list[bytes], width: int) -> None:
    """RGB ``rows`` written with the filters 1 to 4 and 0 in turn (as Chromium mixes them)."""
    def paeth(a: int, b: int, c: int) -> int:
        p = a + b - c
        pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
        return a if pa <= pb and pa <= pc else b if pb <= pc else c

    raw, prev = b"", bytes(len(rows[0]))
    for y, row in enumerate(rows):
        kind = (1, 2, 3, 4, 0)[y % 5]
        out = bytearray()
        for i, v in enumerate(row):
            a = row[i - 3] if i >= 3 else 0
            b, c = prev[i], prev[i - 3] if i >= 3 else 0
            pred = (0, a, b, (a + b) // 2, paeth(a, b, c))[kind]
            out.append((v - pred) & 255)
        raw += bytes([kind]) + bytes(out)
        prev = row
    header = struct.pack(">IIBBBBB", width, len(rows), 8, 2, 0, 0, 0)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header)
                     + _chunk(b"IDAT", zlib.compress(raw)) + _chunk(b"IEND", b""))


def test_every_png_filter_is_undone(tmp_path):
    width = 7
    rows = [bytes((x * 37 + y * 91 + c * 53) % 256 for x in range(width) for c in range(3))
            for y in range(10)]
    _filtered_png(tmp_path / "a.png", rows, width)
    assert read_png(tmp_path / "a.png").pixel_rows() == rows


def test_differing_pixels_are_counted_and_boxed(tmp_path):
    rows = [bytes(3 * 4) for _ in range(3)]
    write_png(tmp_path / "a.png", 4, rows)
    changed = [bytearray(r) for r in rows]
    changed[1][3:6] = b"\x00\x09\x00"  # pixel (1, 1)
    changed[2][9:12] = b"\xff\x00\x00"  # pixel (3, 2)
    write_png(tmp_path / "b.png", 4, [bytes(r) for r in changed])
    found = difference(read_png(tmp_path / "a.png"), read_png(tmp_path / "b.png"))
    assert not isinstance(found, str) and found is not None
    assert (found.pixels, found.box, found.largest) == (2, (1, 1, 3, 2), 255)
    assert difference(read_png(tmp_path / "a.png"), read_png(tmp_path / "a.png")) is None


def test_same_seeds_compare_names_what_differs(tmp_path, capsys):
    game = {"rules": "three", "seed": 1, "deals": [{"actions": ["AS", "TS"], "log": ["x"]}],
            "stored": {"sixtysix.match": {"scores": [0, 0, 3]}}}
    other = json.loads(json.dumps(game))
    other["deals"][0]["actions"][1] = "KS"
    other["stored"]["sixtysix.match"]["scores"] = [0, 3, 0]
    (tmp_path / "a.json").write_text(json.dumps({"games": [game]}))
    (tmp_path / "b.json").write_text(json.dumps({"games": [other]}))
    assert compare(tmp_path / "a.json", tmp_path / "a.json") == 0
    assert compare(tmp_path / "a.json", tmp_path / "b.json") == 1
    out = capsys.readouterr().out
    assert 'three seed 1.deals[0].actions[1]: "TS" -> "KS"' in out
    assert "three seed 1.stored.sixtysix.match.scores[1]: 0 -> 3" in out
