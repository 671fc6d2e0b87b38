"""The ``#analysis`` dialog written from its model (game.web.analysis.model): what the
seat knows as a list, its hand as cards, and the Expert's advice in
``#analysis-advice``. The dialog is open exactly while there is an analysis; closing it
(its button, Escape) tells the controller. While the player sets a position up the
editor shows instead: the pack's cards by suit, each marked with its place, and the
choices around them."""

from __future__ import annotations

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
    _problem = ""  # the setup's refusal as last said

    def render(self, m: AnalysisModel | None, four: bool) -> None:
        if m is None:
            self.dialog("analysis", False)
            self._problem = ""
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
        self.dialog("analysis", True, focus=heading)
        if editing != self._editing:  # the dialog's content changed under the focus
            self.focus(heading)
        self._editing = editing

    def _setup(self, s: SetupModel, four: bool) -> None:
        # the grid drawn again: the focus stays on the card it was on
        self.html("setup-cards", cards_html(s.suits, four), keep="data-setup")
        self.text("setup-note", s.note)
        self.hide("setup-note", not s.note)
        self.text("setup-counts", s.counts)
        self.text("setup-problem", s.problem)
        self.hide("setup-problem", not s.problem)
        if s.problem and s.problem != self._problem:  # said, and brought into view
            self.focus("setup-problem")
        self._problem = s.problem
        self.checks("#setup input[data-setup]", "data-setup", list(s.checked))
        self.hide("setup-match-box", not s.has_match)
        options = "".join(f'<option value="{n}">{n}</option>' for n in range(s.target))
        for seat in (0, 1):
            id_ = f"setup-match-{seat}"
            self.html(id_, options)
            self.enable(id_, s.match is not None)
            self.prop(id_, "value", str(s.match[seat]) if s.match is not None else "0")


__all__ = ["AnalysisView", "cards_html", "hand_html"]
