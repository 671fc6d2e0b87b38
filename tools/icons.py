"""Render assets/icons/icon.svg to the PNG icons of the web app manifest.

    .venv/bin/python tools/icons.py          # (re)write the PNGs
    .venv/bin/python tools/icons.py --check  # exit 1 if a PNG is missing

Writes icon-192.png and icon-512.png (rounded, transparent corners, for
"purpose": "any") and icon-maskable-512.png (full-bleed square: the launcher
applies its own mask; the cards sit inside the 80% safe zone). The SVG is
rendered by headless Chromium (Debian's /usr/bin/chromium through Playwright,
no download), so the PNGs are committed and this only runs when the SVG
changes.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "assets" / "icons"
SVG = ICONS / "icon.svg"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
OUTPUTS = {  # name: (size, maskable)
    "icon-192.png": (192, False),
    "icon-512.png": (512, False),
    "icon-maskable-512.png": (512, True),
}


def _html(svg: str, size: int, maskable: bool) -> str:
    if maskable:  # square corners, artwork scaled into the safe zone
        svg = svg.replace('rx="96" fill="url(#felt)"', 'fill="url(#felt)"', 1)
        svg = svg.replace(
            "<g stroke=", '<g transform="translate(51.2 51.2) scale(0.8)"><g stroke=', 1
        )
        svg = svg.replace("</svg>", "</g></svg>")
    return (
        "<!doctype html><html><head><style>html,body{margin:0;background:transparent}"
        f"svg{{display:block;width:{size}px;height:{size}px}}</style></head>"
        f"<body>{svg}</body></html>"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check the PNGs exist")
    args = parser.parse_args(argv)
    if args.check:
        missing = [name for name in OUTPUTS if not (ICONS / name).is_file()]
        for name in missing:
            print(f"missing assets/icons/{name}: run tools/icons.py", file=sys.stderr)
        return 1 if missing else 0

    from playwright.sync_api import sync_playwright

    svg = SVG.read_text(encoding="utf-8")
    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"]
        )
        for name, (size, maskable) in OUTPUTS.items():
            page = browser.new_page(viewport={"width": size, "height": size})
            page.set_content(_html(svg, size, maskable))
            page.screenshot(path=str(ICONS / name), omit_background=True)
            page.close()
            print(f"assets/icons/{name}: {size}x{size}")
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
