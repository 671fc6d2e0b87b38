"""Card faces: Adrian Kennard's CC0 SVG cards, vendored into vendor/cards/.

tools/vendor.py copies the 24 faces this game uses from the npm package
@heruka_urgyen/react-playing-cards (its big-index sets, so rank and suit stay
legible at phone size and when cards overlap) into vendor/cards/2color/ and
vendor/cards/4color/ (clubs green, diamonds blue), plus vendor/cards/back.svg;
see LICENSES.md. The service worker precaches them with the rest of vendor/.

A face is an ``<img>``, not inline SVG: the markup stays a few dozen bytes per
card (a court card's SVG is about 16 kB), the browser fetches and decodes each
file once and only when a card is first shown, and the URL is relative, so the
page works under a subpath. ``alt`` is empty because the element that holds
the image (button or span with ``data-card``) carries the card's name.
Pure Python: returns markup strings.
"""

from __future__ import annotations

from game.engine import cards

CARD_DIR = "vendor/cards"


def face_url(code: str, four: bool = False) -> str:
    """URL of the face of ``code`` ("QH"; "10H" is read as "TH"), relative to the page."""
    code = cards.text(cards.parse(code))
    return f"{CARD_DIR}/{'4color' if four else '2color'}/{code}.svg"


def face_svg(code: str, four: bool = False) -> str:
    """Markup for the face of ``code`` that fills its ``.card`` element."""
    return f'<img class="face" src="{face_url(code, four)}" alt="" draggable="false">'
