"""HTML fragments for the page, built from the table's model (every word in it worded
there: nothing here words). Pure Python.

render.py puts these strings into the DOM; keeping them here lets CPython tests
check the markup without a browser. Every value that reaches an attribute or
text goes through ``escape`` (``esc``): card codes included, since a card code
in a saved game is outside input until the engine has accepted it.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from .cards_svg import face_svg
from .model import display_order as display_order  # (the hand's order: the model's)

if TYPE_CHECKING:
    from .model import Card, HandCard, LastTrick, LastView, Meld, TrickCard


def esc(value: object) -> str:
    """The one escaping path for text and attribute values."""
    return escape(str(value), quote=True)


def face(code: str, name: str, four: bool, cls: str = "card") -> str:
    """A card face in play (``data-card``: assets/motion.js follows it), named ``name``."""
    return (f'<span class="{esc(cls)}" data-card="{esc(code)}" role="img" '
            f'aria-label="{esc(name)}">{face_svg(code, four)}</span>')


def hand_html(hand: "tuple[HandCard, ...]", four: bool) -> str:
    """The hand as buttons, in the model's (display) order; a hinted card is marked
    (``data-hint``), a card that may not be played says why in its title."""
    out = []
    for i, c in enumerate(hand):
        badge = f'<span class="badge" aria-hidden="true">{esc(c.meld)}</span>' if c.meld else ""
        title = f' title="{esc(c.reason)}"' if c.reason and not c.legal else ""
        desc = f' aria-description="{esc(c.description)}"' if c.description else ""
        cls = "card fresh" if c.fresh else "card"
        marked = ' data-hint="1"' if c.hinted else ""
        out.append(
            f'<span class="slot-wrap" data-slot="{esc(c.code)}" data-index="{i}"{title}>'
            f'<button type="button" class="{cls}" data-card="{esc(c.code)}"{marked} '
            f'aria-label="{esc(c.name)}"{desc}{"" if c.legal else " disabled"}>'
            f"{face_svg(c.code, four)}{badge}</button></span>"
        )
    return "".join(out)


def backs_html(n: int) -> str:
    return '<span class="card back" aria-hidden="true"></span>' * n


def revealed_html(faces: "tuple[Card, ...]", four: bool) -> str:
    """Another seat's cards face up once the deal is over."""
    return "".join(face(c.code, c.name, four, "card revealed") for c in faces)


SLOT = '<span class="card slot" aria-hidden="true"></span>'


def trick_html(plays: "tuple[TrickCard, ...]", four: bool, meld: "Meld | None" = None) -> str:
    """The cards of a trick in play order, each with its seat (``data-seat``; at three
    players its player's name on the card, issue 40); a marriage lead shows its partner
    beside it."""
    if not plays:
        return SLOT
    out = []
    for i, c in enumerate(plays):
        cls = "card winner" if c.winner else "card"
        tag = f'<span class="seat-tag" aria-hidden="true">{esc(c.tag)}</span>' if c.tag else ""
        out.append(f'<span class="{esc(cls)}" data-card="{esc(c.code)}" data-seat="{c.seat}" '
                   f'role="img" aria-label="{esc(c.label)}">{face_svg(c.code, four)}{tag}</span>')
        if i == 0 and meld is not None:
            out.append(
                f'<span class="meld" role="note" aria-label="{esc(meld.label)}">'
                f'<span class="card card-mini" data-shown="{esc(meld.code)}" aria-hidden="true">'
                f'{face_svg(meld.code, four)}</span>'
                f'<span class="meld-points" aria-hidden="true">{esc(meld.points)}</span>'
                "</span>"
            )
    return "".join(out)


def last_trick_html(box: "LastTrick", four: bool) -> str:
    if not box.cards:
        return SLOT * box.slots
    return "".join(face(c.code, c.name, four, "card winner" if c.winner else "card")
                   for c in box.cards)


def last_view_html(view: "LastView", four: bool) -> str:
    """The last trick shown large (#last-view): its cards with their players' names (as
    the review's trick walk shows a trick), and who led and who won it."""
    cells = "".join(
        f'<figure class="help-card review-play">'
        f'<span class="{"card winner" if c.winner else "card"}" role="img" '
        f'aria-label="{esc(c.name)}" data-face="{esc(c.code)}">{face_svg(c.code, four)}</span>'
        f'<figcaption>{esc(c.who)}</figcaption></figure>' for c in view.cards)
    return (f'<div class="help-cards review-trick-cards">{cells}</div>'
            f'<p>{esc(view.sentence)}</p>')


def rows_html(rows: tuple[tuple[str, str], ...]) -> str:
    """(term, value) rows of a description list."""
    return "".join(f"<div><dt>{esc(k)}</dt><dd>{esc(v)}</dd></div>" for k, v in rows)


def log_items(lines: list[str]) -> str:
    return "".join(f"<li>{esc(line)}</li>" for line in lines)


def summary_html(lines: list[str]) -> str:
    return "".join(f"<li>{esc(line)}</li>" for line in lines)


def card_picture(code: str, name: str, four: bool, cls: str = "card") -> str:
    """A card drawn for a panel (help, review), named ``name``: ``data-face``, not
    ``data-card``, so the table's motion (assets/motion.js follows every [data-card]) never takes
    it for a card in play."""
    return (f'<span class="{cls}" role="img" aria-label="{esc(name)}" '
            f'data-face="{esc(code)}">{face_svg(code, four)}</span>')
