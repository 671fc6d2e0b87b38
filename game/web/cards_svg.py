"""Card faces as inline SVG: big corner index, legible at phone size.

Suits are drawn as paths (no font needed). The optional four-colour deck paints
clubs green and diamonds blue. Pure Python: returns markup strings.
"""

from __future__ import annotations

from game import cards

RANK_LABEL = {"A": "A", "T": "10", "K": "K", "Q": "Q", "J": "J", "9": "9"}

# Suit shapes in a 10x10 box. Every subpath winds clockwise: under the nonzero
# fill rule an opposite winding would punch a hole where shapes overlap.
SUIT_PATH = {
    "H": "M5 9.6 L1.1 5.2 A2.45 2.45 0 0 1 5 2.1 A2.45 2.45 0 0 1 8.9 5.2 Z",
    "D": "M5 0.2 L8.9 5 L5 9.8 L1.1 5 Z",
    "S": ("M5 0.3 L8.9 4.9 A2.4 2.4 0 0 1 5.5 7.6 L6.6 9.8 L3.4 9.8 L4.5 7.6 "
          "A2.4 2.4 0 0 1 1.1 4.9 Z"),
    "C": ("M4.4 6 L5.6 6 L6.5 9.8 L3.5 9.8 Z M3.8 4.2 L6.2 4.2 L6.2 6.6 L3.8 6.6 Z "
          "M5 0.4 A2.3 2.3 0 1 1 4.99 0.4 Z "
          "M2.6 3.9 A2.3 2.3 0 1 1 2.59 3.9 Z M7.4 3.9 A2.3 2.3 0 1 1 7.39 3.9 Z"),
}

TWO_COLOUR = {"C": "#1b1b1b", "S": "#1b1b1b", "H": "#c62828", "D": "#c62828"}
FOUR_COLOUR = {"C": "#1e7b34", "S": "#1b1b1b", "H": "#c62828", "D": "#1456b8"}


def colour(suit: str, four_colour: bool = False) -> str:
    return (FOUR_COLOUR if four_colour else TWO_COLOUR)[suit]


def suit_icon(suit: str, x: float, y: float, size: float, fill: str) -> str:
    k = size / 10
    return (f'<path transform="translate({x:g} {y:g}) scale({k:g})" '
            f'd="{SUIT_PATH[suit]}" fill="{fill}"/>')


def face_svg(code: str, four_colour: bool = False) -> str:
    """The face of ``code`` ("QH") as an SVG element (decorative: aria-hidden)."""
    rank, suit = code[0], code[1]
    fill = colour(suit, four_colour)
    label = RANK_LABEL[rank]
    size = 24 if len(label) == 1 else 21
    parts = [
        '<svg class="face" viewBox="0 0 60 84" aria-hidden="true" focusable="false">',
        f'<text x="{4 if len(label) == 1 else 2}" y="22" font-size="{size}" '
        f'font-weight="700" fill="{fill}" font-family="system-ui, sans-serif" '
        f'letter-spacing="-1">{label}</text>',
        suit_icon(suit, 4, 26, 15, fill),
    ]
    if rank in "KQJ":
        # a framed court letter keeps K/Q/J apart at a glance
        parts.append('<rect x="24" y="34" width="31" height="44" rx="4" fill="none" '
                     f'stroke="{fill}" stroke-width="1.5" opacity="0.55"/>')
        parts.append(suit_icon(suit, 30, 46, 19, fill))
    else:
        parts.append(suit_icon(suit, 24, 40, 31, fill))
    parts.append("</svg>")
    return "".join(parts)


def is_card(code: str) -> bool:
    try:
        return cards.text(cards.parse(code)) == code
    except ValueError:
        return False
