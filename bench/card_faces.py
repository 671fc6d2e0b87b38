"""What the vendored card faces cost: bytes, and <img> against inline SVG.

    flock /tmp/browser.lock .venv/bin/python bench/card_faces.py [--renders 200]

1. Bytes of vendor/cards/ (48 faces + back) as vendored (minified by
   tools/vendor.py) and as shipped upstream, raw and gzip -9 (what a server
   that compresses SVG sends), and for the faces the page shows first
   (the card files the real page fetches to show ?seed=5 until it is ready).
2. In Chromium, the page's hand markup as <img src> (what game/web/table/cards_svg.py
   writes) against the same faces inlined as <svg>: bytes of one hand's HTML,
   and the time to set it with innerHTML and lay it out, then to the next frame,
   for a six-card hand, averaged over --renders renders cycling through the
   pack. The <img> variant's files are fetched once and then come from the
   memory cache, as in the page.
"""

from __future__ import annotations

import argparse
import gzip
import json
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from localweb import CHROMIUM, CHROMIUM_ARGS, serve  # noqa: E402

import vendor  # noqa: E402
from game.engine import cards  # noqa: E402
from game.web.table.cards_svg import face_svg, face_url  # noqa: E402

CODES = [cards.text(c) for c in cards.DECK]

JS = """async ([hands, renders]) => {
    const box = document.createElement('div');
    box.className = 'hand hand-you';
    box.id = 'hand';
    document.body.append(box);
    const frame = () => new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)));
    // warm-up: every hand once (the <img> variant fetches and decodes its files here)
    for (const h of hands) {
        box.innerHTML = h;
        await Promise.all(Array.from(box.querySelectorAll('img'), i => i.decode()));
        await frame();
    }
    const set = [], toFrame = [];
    for (let k = 0; k < renders; k++) {
        const t0 = performance.now();
        box.innerHTML = hands[k % hands.length];
        box.getBoundingClientRect();
        const t1 = performance.now();
        await frame();
        set.push(t1 - t0);
        toFrame.push(performance.now() - t0);
    }
    return [set, toFrame];
}"""

# The card files the page itself fetched: [url, bytes received].
FETCHED = """async () => {
    await Promise.all(Array.from(document.images, i => i.decode().catch(() => null)));
    return performance.getEntriesByType('resource')
        .filter(e => e.name.includes('/vendor/cards/'))
        .map(e => [e.name, e.encodedBodySize]);
}"""


def _sizes(paths: list[Path]) -> tuple[int, int]:
    raw = sum(p.stat().st_size for p in paths)
    gz = sum(len(gzip.compress(p.read_bytes(), 9)) for p in paths)
    return raw, gz


def _text_sizes(texts: list[str]) -> tuple[int, int]:
    data = [t.encode() for t in texts]
    return sum(map(len, data)), sum(len(gzip.compress(d, 9)) for d in data)


def bytes_report() -> dict:
    vendored = sorted((ROOT / "vendor" / "cards").rglob("*.svg"))
    upstream = [src for rel, src in vendor.plan().items() if rel.startswith("cards/")]
    return {
        "files": len(vendored),
        "vendored raw, gzip": _sizes(vendored),
        "upstream raw, gzip": _sizes(upstream),
        "one colour set (24) raw, gzip": _sizes(
            [p for p in vendored if p.parent.name == "2color"]),
    }


def hands(inline: bool) -> list[str]:
    out = []
    for i in range(0, 24, 6):
        parts = []
        for code in CODES[i:i + 6]:
            if inline:
                svg = (ROOT / face_url(code)).read_text(encoding="utf-8").strip()
                face = svg.replace("<svg ", '<svg class="face" aria-hidden="true" ', 1)
            else:
                face = face_svg(code, False)
            parts.append(f'<span class="slot-wrap"><button type="button" class="card" '
                         f'data-card="{code}" aria-label="{code}">{face}</button></span>')
        out.append("".join(parts))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--renders", type=int, default=200)
    args = parser.parse_args(argv)
    for key, value in bytes_report().items():
        print(f"{key}: {value}")

    from playwright.sync_api import sync_playwright

    variants = {"img": hands(False), "inline svg": hands(True)}
    for name, hs in variants.items():
        raw, gz = _text_sizes(hs)
        print(f"{name}: hand HTML {raw / len(hs):.0f} B per 6-card hand "
              f"({gz / len(hs):.0f} B gzip), mean over the 4 hands of the pack")
    page_html = ('<!doctype html><html><head><link rel="stylesheet" href="assets/style.css">'
                 "</head><body></body></html>")
    with serve(ROOT) as url, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.goto(url + "/?seed=5&pause=0")
        page.wait_for_selector("html.ready", state="attached", timeout=60_000)
        fetched = page.evaluate(FETCHED)
        names = [u.split("/vendor/cards/", 1)[1] for u, _ in fetched]
        raw, gz = _sizes([ROOT / "vendor" / "cards" / n for n in names])
        print(f"first deal ?seed=5: the page fetched {len(names)} card files "
              f"({', '.join(names)}): {raw} B raw, {gz} B gzip; "
              f"transfer sizes reported {sum(t for _, t in fetched)} B")
        page.close()
        for name, hs in variants.items():
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.route(url + "/bench-card-faces.html",
                       lambda route: route.fulfill(body=page_html, content_type="text/html"))
            page.goto(url + "/bench-card-faces.html")
            set_ms, frame_ms = page.evaluate(JS, [hs, args.renders])
            print(f"{name}: innerHTML+layout median {statistics.median(set_ms):.2f} ms, "
                  f"to next frame median {statistics.median(frame_ms):.2f} ms "
                  f"({args.renders} renders)")
            page.close()
        browser.close()
    print(json.dumps({"chromium": CHROMIUM}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
