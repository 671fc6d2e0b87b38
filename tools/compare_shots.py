"""Compare two folders of screenshots (tools/page_shots.py) pixel by pixel.

    .venv/bin/python tools/compare_shots.py /work/baseline-before/shots after/shots
    .venv/bin/python tools/compare_shots.py before after --html diff/index.html

Prints each PNG that differs (or is in one folder only) with how much: the pixels that
differ, their share, the box around them and the largest difference of a colour channel;
then a count. ``--html`` also writes a page showing each differing shot before, after and
a difference image (differing pixels red over the before shot, greyed), for the eye. Exit
status 1 when any shot differs or is missing.

Pure Python (the venv has neither Pillow nor numpy): files with equal bytes, or equal
decompressed image data, are equal without decoding; only differing ones are unfiltered,
about a second for a 1280x900 shot.
"""

from __future__ import annotations

import argparse
import html
import struct
import sys
import zlib
from dataclasses import dataclass
from itertools import accumulate
from pathlib import Path

SIGNATURE = b"\x89PNG\r\n\x1a\n"


@dataclass
class Image:
    width: int
    height: int
    channels: int
    data: bytes  # the decompressed scanlines, each after its filter byte
    rows: list[bytes] | None = None  # the unfiltered rows, once asked for

    def pixel_rows(self) -> list[bytes]:
        if self.rows is None:
            self.rows = _unfilter(self.data, self.width * self.channels, self.height,
                                  self.channels)
        return self.rows


def read_png(path: Path) -> Image:
    """An 8-bit RGB or RGBA non-interlaced PNG (what Chromium writes), not yet unfiltered."""
    raw = path.read_bytes()
    if raw[:8] != SIGNATURE:
        raise ValueError(f"{path}: not a PNG")
    pos, idat, header = 8, [], b""
    while pos < len(raw):
        (length,) = struct.unpack(">I", raw[pos:pos + 4])
        kind, body = raw[pos + 4:pos + 8], raw[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            idat.append(body)
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", header)
    if depth != 8 or colour not in (2, 6) or interlace:
        raise ValueError(f"{path}: only 8-bit RGB/RGBA, not interlaced")
    return Image(width, height, 3 if colour == 2 else 4, zlib.decompress(b"".join(idat)))


def _unfilter(data: bytes, stride: int, height: int, bpp: int) -> list[bytes]:
    """The PNG filters undone, row by row (Sub and Up without a per-byte Python loop)."""
    n = stride
    low = int.from_bytes(b"\x7f" * n, "big")
    high = int.from_bytes(b"\x80" * n, "big")
    prev = bytes(n)
    rows: list[bytes] = []
    for y in range(height):
        start = y * (n + 1)
        kind, line = data[start], data[start + 1:start + 1 + n]
        if kind == 0:
            row = bytes(line)
        elif kind == 2:  # Up: bytewise sum without carries between bytes
            x, p = int.from_bytes(line, "big"), int.from_bytes(prev, "big")
            row = (((x & low) + (p & low)) ^ ((x ^ p) & high)).to_bytes(n, "big")
        elif kind == 1:  # Sub: a running sum per channel
            out = bytearray(n)
            for c in range(bpp):
                out[c::bpp] = bytes(accumulate(line[c::bpp], lambda a, b: (a + b) & 255))
            row = bytes(out)
        else:
            out = bytearray(line)
            for i in range(n):
                a = out[i - bpp] if i >= bpp else 0
                b = prev[i]
                if kind == 3:
                    out[i] = (out[i] + ((a + b) >> 1)) & 255
                else:  # 4, Paeth
                    c = prev[i - bpp] if i >= bpp else 0
                    pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
                    out[i] = (out[i] + (a if pa <= pb and pa <= pc else b if pb <= pc
                                        else c)) & 255
            row = bytes(out)
        rows.append(row)
        prev = row
    return rows


@dataclass
class Difference:
    pixels: int  # how many differ
    total: int
    box: tuple[int, int, int, int]  # x0, y0, x1, y1 (inclusive)
    largest: int  # the largest difference of one channel

    def __str__(self) -> str:
        x0, y0, x1, y1 = self.box
        return (f"{self.pixels} pixels differ ({100 * self.pixels / self.total:.2f}%), "
                f"in x {x0}-{x1}, y {y0}-{y1}, a channel by up to {self.largest}")


def difference(a: Image, b: Image) -> Difference | str | None:
    """None when the pixels are equal, a sentence when the sizes differ."""
    if (a.width, a.height) != (b.width, b.height):
        return f"size {a.width}x{a.height} against {b.width}x{b.height}"
    if a.channels == b.channels and a.data == b.data:
        return None
    rows_a, rows_b = a.pixel_rows(), b.pixel_rows()
    ca, cb = a.channels, b.channels
    count, largest = 0, 0
    xs: list[int] = []
    ys: list[int] = []
    for y, (ra, rb) in enumerate(zip(rows_a, rows_b, strict=True)):
        if ca == cb and ra == rb:
            continue
        for x in range(a.width):
            pa, pb = ra[x * ca:x * ca + 3], rb[x * cb:x * cb + 3]
            if pa != pb:
                count += 1
                largest = max(largest, *(abs(i - j) for i, j in zip(pa, pb, strict=True)))
                xs.append(x)
                ys.append(y)
    if not count:
        return None
    return Difference(count, a.width * a.height, (min(xs), min(ys), max(xs), max(ys)), largest)


def write_png(path: Path, width: int, rows: list[bytes]) -> None:
    """RGB rows as a PNG (no filter)."""
    def chunk(kind: bytes, body: bytes) -> bytes:
        return (struct.pack(">I", len(body)) + kind + body
                + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF))
    raw = b"".join(b"\x00" + r for r in rows)
    header = struct.pack(">IIBBBBB", width, len(rows), 8, 2, 0, 0, 0)
    path.write_bytes(SIGNATURE + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw))
                     + chunk(b"IEND", b""))


def difference_rows(a: Image, b: Image) -> list[bytes]:
    """The before shot greyed and lightened, each differing pixel red (same sizes)."""
    out: list[bytes] = []
    ca, cb = a.channels, b.channels
    for ra, rb in zip(a.pixel_rows(), b.pixel_rows(), strict=True):
        row = bytearray()
        for x in range(a.width):
            pa, pb = ra[x * ca:x * ca + 3], rb[x * cb:x * cb + 3]
            if pa != pb:
                row += b"\xff\x00\x00"
            else:
                grey = 128 + sum(pa) // 6
                row += bytes((grey, grey, grey))
        out.append(bytes(row))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("--html", type=Path, help="write a side-by-side page here")
    args = parser.parse_args(argv)
    names = sorted({p.name for p in args.before.glob("*.png")}
                   | {p.name for p in args.after.glob("*.png")})
    same, rows = 0, []
    for name in names:
        a, b = args.before / name, args.after / name
        if not a.exists() or not b.exists():
            found = "before" if a.exists() else "after"
            print(f"{name}: only {found}")
            rows.append((name, f"only {found}", None))
            continue
        if a.read_bytes() == b.read_bytes():
            same += 1
            continue
        ia, ib = read_png(a), read_png(b)
        found = difference(ia, ib)
        if found is None:
            same += 1
            continue
        print(f"{name}: {found}", flush=True)
        rows.append((name, str(found), (ia, ib) if isinstance(found, Difference) else None))
    print(f"{same} of {len(names)} shots equal, {len(rows)} differ or are missing")
    if args.html:
        _write_page(args.html, args.before, args.after, rows)
        print(f"side by side: {args.html}")
    return 1 if rows else 0


def _write_page(page: Path, before: Path, after: Path,
                rows: list[tuple[str, str, tuple[Image, Image] | None]]) -> None:
    page.parent.mkdir(parents=True, exist_ok=True)
    parts = ["<!doctype html><meta charset='utf-8'><title>Shots compared</title>",
             "<style>body{font-family:sans-serif}figure{display:inline-block;margin:4px;"
             "vertical-align:top}img{max-width:30vw;border:1px solid #888}</style>",
             f"<h1>{len(rows)} shots differ</h1><p>before: {html.escape(str(before))}, "
             f"after: {html.escape(str(after))}</p>"]
    for name, what, images in rows:
        parts.append(f"<h2>{html.escape(name)}</h2><p>{html.escape(what)}</p>")
        for label, folder in (("before", before), ("after", after)):
            src = (folder / name).resolve().as_uri()
            parts.append(f"<figure><img src='{src}' alt=''><figcaption>{label}"
                         "</figcaption></figure>")
        if images is not None:
            diff = page.parent / f"diff-{name}"
            write_png(diff, images[0].width, difference_rows(*images))
            parts.append(f"<figure><img src='{diff.name}' alt=''><figcaption>difference"
                         "</figcaption></figure>")
    page.write_text("\n".join(parts), encoding="utf-8")


if __name__ == "__main__":
    sys.exit(main())
