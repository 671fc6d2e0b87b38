"""The ``#analysis`` dialog written from its model (game.web.analysis.model): what the
seat knows as a list, its hand as cards, and the Expert's advice in
``#analysis-advice``. The dialog is open exactly while there is an analysis; closing it
(its button, Escape) tells the controller. While the player sets a position up the
editor shows instead: the pack's cards by suit, each marked with its place, and the
choices around them."""

from __future__ import annotations

from ..dom import JsObject, found
from ..dom_writer import DomWriter
from ..table.markup import card_picture, esc
from ..table.model import Card
from .model import AnalysisModel, SetupModel, SetupSuitModel


def hand_html(hand: tuple[Card, ...], four: bool) -> str:
    cells = "".join(f'<figure class="help-card">{card_picture(c.code, c.name, four)}</figure>'
                    for c in hand)
    return f'<div class="help-cards">{cells}</div>'


def cards_html(suits: tuple[SetupSuitModel, ...], four: bool) -> str:
    """The pack by suit, one row each, each card a real button named by its places."""
    rows = []
    for suit in suits:
        buttons = "".join(
            f'<button type="button" class="setup-card" data-setup="card:{esc(c.code)}" '
            f'data-place="{esc(c.places)}" aria-label="{esc(c.label)}">'
            f'{card_picture(c.code, c.name, four)}'
            f'<span class="setup-badge" aria-hidden="true">{esc(c.badge)}</span></button>'
            for c in suit.cards)
        rows.append(f'<div class="setup-suit" role="group" aria-label="{esc(suit.name)}">'
                    f'{buttons}</div>')
    return "".join(rows)


class AnalysisView(DomWriter):
    _editing = False  # what the dialog showed last: the editor or the analysis

    def render(self, m: AnalysisModel | None, four: bool) -> None:
        dialog = self.el("analysis")
        if m is None:
            if found(dialog.open):
                dialog.close()
            return
        editing = m.setup is not None
        self.hide("analysis-body", editing)
        self.hide("setup", not editing)
        self.hide("setup-ask", not editing)
        self.hide("analysis-setup", editing)
        self.hide("analysis-copy", editing or not m.view)
        if m.setup is not None:
            self._setup(m.setup, four)
        elif m.view:
            self.html("analysis-facts", "".join(f"<li>{esc(line)}</li>" for line in m.facts))
            self.html("analysis-hand", hand_html(m.hand, four))
            self.text("analysis-advice", m.advice)
            self.attr("analysis-advice", "data-action", m.action or None)
            self.text("analysis-copied", m.copied)
            self.hide("analysis-copied", not m.copied)
        heading = "setup-title" if editing else "analysis-title"
        if not found(dialog.open):
            dialog.showModal()
            self._focus(heading)
        elif editing != self._editing:  # the dialog's content changed under the focus
            self._focus(heading)
        self._editing = editing

    def _focus(self, id_: str) -> None:
        title: JsObject | None = found(self.doc.getElementById(id_))
        if title is not None:
            title.focus()

    def _setup(self, s: SetupModel, four: bool) -> None:
        active = found(self.doc.activeElement)
        tapped = str(active.getAttribute("data-setup") or "") if active is not None else ""
        self.html("setup-cards", cards_html(s.suits, four))
        if tapped.startswith("card:"):  # the grid was drawn again: focus stays on the card
            again = found(self.doc.querySelector(f'#setup-cards [data-setup="{tapped}"]'))
            if again is not None and again is not active:
                again.focus()
        self.text("setup-note", s.note)
        self.hide("setup-note", not s.note)
        self.text("setup-counts", s.counts)
        shown = str(self.el("setup-problem").textContent or "")
        self.text("setup-problem", s.problem)
        self.hide("setup-problem", not s.problem)
        if s.problem and s.problem != shown:  # said, and brought into view
            self._focus("setup-problem")
        checked = set(s.checked)
        for box in self.doc.querySelectorAll("#setup input[data-setup]"):
            on = str(box.getAttribute("data-setup")) in checked
            if bool(box.checked) != on:
                box.checked = on
        self.hide("setup-match-box", not s.has_match)
        options = "".join(f'<option value="{n}">{n}</option>' for n in range(s.target))
        for seat in (0, 1):
            id_ = f"setup-match-{seat}"
            self.html(id_, options)
            self.enable(id_, s.match is not None)
            value = str(s.match[seat]) if s.match is not None else "0"
            if self.el(id_).value != value:
                self.el(id_).value = value


__all__ = ["AnalysisView", "cards_html", "hand_html"]
