"""Card faces: every card maps to a vendored, precached SVG (tools/vendor.py)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from game.engine import cards
from game.web.table import markup
from game.web.table.cards_svg import face_svg, face_url
from game.words import Words

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import build_site  # noqa: E402

import vendor  # noqa: E402

CODES = [cards.text(c) for c in cards.DECK]


def test_the_pack_is_the_24_codes_the_vendoring_copies():
    assert len(CODES) == 24
    assert sorted(CODES) == sorted(vendor.CARD_CODES)


@pytest.mark.parametrize("four", [False, True])
@pytest.mark.parametrize("code", CODES)
def test_every_face_is_a_vendored_svg_that_fills_its_box(code, four):
    url = face_url(code, four)
    assert not url.startswith(("/", "http")), "relative, so the site works under a subpath"
    path = ROOT / url
    assert path.is_file(), f"{url} is missing: run tools/vendor.py"
    text = path.read_text(encoding="utf-8")
    root = re.match(r"<svg\b[^>]*>", text)
    assert root, f"{url} does not start with <svg>"
    tag = root.group()
    assert 'viewBox="-120 -168 240 336"' in tag
    assert 'preserveAspectRatio="none"' in tag  # stretched to the .card box, no letterbox
    assert re.search(r'\swidth="[^"]+"', tag) and re.search(r'\sheight="[^"]+"', tag)
    assert f'face="{code}"' in tag
    assert "<?xml" not in text and "<!--" not in text


def test_the_four_colour_set_paints_clubs_green_and_diamonds_blue():
    for code in CODES:
        two = (ROOT / face_url(code, False)).read_text(encoding="utf-8")
        four = (ROOT / face_url(code, True)).read_text(encoding="utf-8")
        if code[1] in "HS":
            assert two == four, code
        else:
            colour = "green" if code[1] == "C" else "blue"
            assert f'"{colour}"' in four and f'"{colour}"' not in two, code


def test_vendor_is_current_and_the_service_worker_precaches_every_card_file():
    assert vendor.check(vendor.plan()) == []
    precached = {path for path, _ in build_site.precache_entries(ROOT)}
    wanted = {face_url(c, four) for c in CODES for four in (False, True)}
    wanted.add("vendor/cards/back.svg")
    assert wanted <= precached
    css = (ROOT / "assets" / "style.css").read_text(encoding="utf-8")
    assert 'url("../vendor/cards/back.svg")' in css


def test_face_markup_is_an_image_named_by_its_parent():
    assert face_svg("KS", False) == (
        '<img class="face" src="vendor/cards/2color/KS.svg" alt="" draggable="false">'
    )
    assert face_url("10s", True) == "vendor/cards/4color/TS.svg"
    with pytest.raises(ValueError):
        face_url("1S")
    html = markup.face("QH", Words().card_name("QH"), True)
    assert 'data-card="QH"' in html and 'aria-label="Queen of hearts"' in html
    assert 'src="vendor/cards/4color/QH.svg"' in html


def test_minify_svg_keeps_the_drawing_and_drops_the_rest():
    src = (
        '<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n'
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="1in">\n'
        "  <metadata>x</metadata>\n"
        '  <path d="M 0.123456,-1.5 L 10e-5 , 2.005 c -0.001 -3.14159 1 1 Z" fill="red"/>\n'
        "</svg>\n"
    )
    out = vendor.minify_svg(src)
    assert out == (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="1in">'
        '<path d="M.12-1.5L0 2c0-3.14 1 1Z" fill="red"/></svg>\n'
    )
