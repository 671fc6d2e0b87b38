"""HTML fragments for the page, built from the engine's view. Pure Python.

render.py puts these strings into the DOM; keeping them here lets CPython
tests check the markup (labels, disabled cards) without a browser.
"""

from __future__ import annotations

from html import escape

from game import cards

from .cards_svg import face_svg
from .texts import card_name

SUIT_ORDER = "SHCD"  # alternating colours in the hand


def display_order(hand: tuple[str, ...] | list[str], trump: str) -> list[str]:
    """The human's hand sorted for the eye: by suit (trumps first), then rank."""
    suits = trump + "".join(s for s in SUIT_ORDER if s != trump)
    return sorted(hand, key=lambda c: (suits.index(c[1]), cards.RANKS.index(c[0])))


def marriage_points(view, card: str) -> int:
    """Points a lead of ``card`` would declare now (0 if none)."""
    allowed = getattr(view, "marriage_allowed", not view.strict)
    if view.table or not allowed or card[0] not in "KQ":
        return 0
    if card[1] in view.marriages[view.seat]:
        return 0
    partner = cards.text(cards.PARTNER[cards.parse(card)])
    if partner not in view.hand:
        return 0
    return 40 if card[1] == view.trump else 20


def face(code: str, four: bool, cls: str = "card", attrs: str = "") -> str:
    return (f'<span class="{cls}" data-card="{code}" role="img" '
            f'aria-label="{escape(card_name(code))}"{attrs}>{face_svg(code, four)}</span>')


def hand_html(view, enabled: bool, four: bool, reasons: dict[str, str]) -> str:
    out = []
    for i, code in enumerate(display_order(view.hand, view.trump)):
        ok = enabled and code in view.legal
        label = card_name(code)
        meld = marriage_points(view, code) if enabled else 0
        badge = ""
        notes = []
        if meld:
            notes.append(f"declares {meld}")
            badge = f'<span class="badge" aria-hidden="true">{meld}</span>'
        if i < 9:
            notes.append(f"key {i + 1}")
        why = "" if ok else reasons.get(code, "")
        title = f' title="{escape(why)}"' if why else ""
        desc = f' aria-description="{escape(", ".join(notes))}"' if notes else ""
        out.append(
            f'<span class="slot-wrap" data-slot="{code}" data-index="{i}"{title}>'
            f'<button type="button" class="card" data-card="{code}" '
            f'aria-label="{escape(label)}"{desc}{"" if ok else " disabled"}>'
            f"{face_svg(code, four)}{badge}</button></span>"
        )
    return "".join(out)


def backs_html(n: int) -> str:
    return '<span class="card back" aria-hidden="true"></span>' * n


def table_html(view, shown: dict | None, four: bool) -> str:
    if not view.table:
        return '<span class="card slot" aria-hidden="true"></span>'
    led = view.table[0]
    html = face(led, four)
    if shown and shown.get("card") == led:
        partner = shown.get("partner", "")
        if isinstance(partner, str) and len(partner) == 2:
            html += (
                '<span class="meld" role="note" aria-label="'
                f'Marriage: {shown.get("points")} points, shows the {escape(card_name(partner))}">'
                f'<span class="card card-mini" data-shown="{partner}" aria-hidden="true">'
                f'{face_svg(partner, four)}</span>'
                f'<span class="meld-points" aria-hidden="true">{shown.get("points")}</span>'
                "</span>"
            )
    return html


def last_trick_html(view, four: bool) -> str:
    last = view.last_trick
    if last is None:
        return ('<span class="card slot" aria-hidden="true"></span>'
                '<span class="card slot" aria-hidden="true"></span>')
    lead_cls = "card" + (" winner" if last.winner == last.leader else "")
    reply_cls = "card" + (" winner" if last.winner != last.leader else "")
    return face(last.led, four, lead_cls) + face(last.reply, four, reply_cls)


def last_caption(view) -> str:
    last = view.last_trick
    if last is None:
        return "Last trick"
    pts = cards.POINTS[cards.parse(last.led)] + cards.POINTS[cards.parse(last.reply)]
    who = "You" if last.winner == view.seat else "Computer"
    return f"Last trick: {who} +{pts}"


def log_items(lines: list[str]) -> str:
    return "".join(f"<li>{escape(line)}</li>" for line in lines)
