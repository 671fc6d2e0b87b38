"""The ``#analysis`` dialog drawn from the controller's ``Ui.analysis`` (game.web.analysis.desk):
what the seat knows (the trump, the stock, the points, the match, a led card) as a list,
its hand as cards, and the Expert's advice in ``#analysis-advice``. The dialog is open
exactly while there is an analysis; closing it (its button, Escape) tells the controller.
While the player sets a position up (``Analysis.editing``) the editor shows instead: the
pack's cards by suit, each marked with its place, and the choices around them, all drawn
from the editor's model (game.web.analysis.setup_position)."""

from __future__ import annotations

from game.engine.tables import AnyView

from ..dom import JsObject, found
from ..dom_writer import DomWriter
from ..seats.layout import layout_for
from ..table.markup import display_order, esc, picture
from ..texts import card_name, say, suit_name
from .analysed import Analysis
from .setup_position import SUITS, Setup, opponent_holds, stock_size


def facts(v: AnyView) -> list[str]:
    """What the seat knows besides its hand, one line each, in the page's language."""
    if layout_for(v.rules).many_rivals:
        return facts3(v)
    me, other = v.seat, 1 - v.seat
    lines = [say("analysis.trump", suit=suit_name(v.trump), card=card_name(v.trump_card))
             if v.trump_card_in_stock else
             say("analysis.trump_taken", suit=suit_name(v.trump), card=card_name(v.trump_card)),
             say("analysis.stock", n=v.stock_size)]
    if v.closed_by is not None:
        lines.append(say("label.stock_closed"))
    lines.append(say("analysis.points", mine=v.points[me], theirs=v.points[other]))
    if v.match is not None:
        lines.append(say("analysis.match", mine=v.match.score[me],
                         theirs=v.match.score[other], target=v.match.target))
    if v.table:
        lines.append(say("analysis.table", card=card_name(v.table[0])))
    return lines


def facts3(v: AnyView) -> list[str]:
    """At three: the trump, each seat's points (you, West, East as seen from the seat)
    and the match, the cards on the table."""
    me, west, east = v.seat, (v.seat + 1) % v.players, (v.seat + 2) % v.players
    lines = [say("analysis.trump", suit=suit_name(v.trump), card=card_name(v.trump_card)),
             say("analysis.points3", mine=v.points[me], west=v.points[west],
                 east=v.points[east])]
    if v.match is not None:
        s = v.match.score
        lines.append(say("analysis.match3", mine=s[me], west=s[west], east=s[east],
                         target=v.match.target))
    if v.table:
        lines.append(say("analysis.table3", cards=", ".join(card_name(c) for c in v.table)))
    return lines


def hand_html(v: AnyView, four: bool) -> str:
    cells = "".join(f'<figure class="help-card">{picture(c, four)}</figure>'
                    for c in display_order(v.hand, v.trump))
    return f'<div class="help-cards">{cells}</div>'


def places_of(s: Setup, code: str) -> list[str]:
    """The places a card is marked with (the trump card may be in a hand or trick too)."""
    marks = ["trump"] if s.trump == code else []
    place = s.where.get(code)
    return marks + ([place] if place else [])


def card_button(s: Setup, code: str, four: bool) -> str:
    """One card of the editor's grid: a real button, named by the card and its places."""
    marks = places_of(s, code)
    name = card_name(code) + "".join(f"; {say(f'setup.place.{p}')}" for p in marks)
    badge = " ".join(say(f"setup.badge.{p}") for p in marks)
    return (f'<button type="button" class="setup-card" data-setup="card:{esc(code)}" '
            f'data-place="{esc(" ".join(marks))}" aria-label="{esc(name)}">'
            f'{picture(code, four)}'
            f'<span class="setup-badge" aria-hidden="true">{esc(badge)}</span></button>')


def cards_html(s: Setup, four: bool) -> str:
    """The pack by suit, one row each, in card order."""
    pack = s.pack
    rows = []
    for suit in SUITS:
        buttons = "".join(card_button(s, c, four) for c in pack if c[1] == suit)
        rows.append(f'<div class="setup-suit" role="group" aria-label="{esc(suit_name(suit))}">'
                    f'{buttons}</div>')
    return "".join(rows)


def counts_text(s: Setup) -> str:
    """The counts the cards give: the stock's (and where the trump card is), the other
    hand's."""
    n = stock_size(s)
    if not s.cards_in("hand"):  # nothing to count from yet
        return say("setup.counts.start")
    if n < 0:
        return ""
    key = "setup.counts" if n else "setup.counts.empty"
    return say(key, n=n, m=opponent_holds(s))


class AnalysisView(DomWriter):
    _editing = False  # what the dialog showed last: the editor or the analysis

    def render(self, analysis: Analysis | None, four: bool) -> None:
        dialog = self.el("analysis")
        if analysis is None:
            if found(dialog.open):
                dialog.close()
            return
        v = analysis.view
        editing = bool(analysis.editing)
        self.hide("analysis-body", editing)
        self.hide("setup", not editing)
        self.hide("setup-ask", not editing)
        self.hide("analysis-setup", editing)
        self.hide("analysis-copy", editing or v is None)
        if editing:
            self._setup(analysis, four)
        elif v is not None:
            self.html("analysis-facts", "".join(f"<li>{esc(line)}</li>" for line in facts(v)))
            self.html("analysis-hand", hand_html(v, four))
            self.text("analysis-advice", analysis.advice or say("analysis.thinking"))
            self.attr("analysis-advice", "data-action", analysis.action or None)
            self.text("analysis-copied", analysis.copied)
            self.hide("analysis-copied", not analysis.copied)
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

    def _setup(self, analysis: Analysis, four: bool) -> None:
        s = analysis.setup
        assert s is not None  # the editor shows only with its entries (AnalysisDesk.setup)
        active = found(self.doc.activeElement)
        tapped = str(active.getAttribute("data-setup") or "") if active is not None else ""
        self.html("setup-cards", cards_html(s, four))
        if tapped.startswith("card:"):  # the grid was drawn again: focus stays on the card
            again = found(self.doc.querySelector(f'#setup-cards [data-setup="{tapped}"]'))
            if again is not None and again is not active:
                again.focus()
        self.text("setup-note", analysis.note)
        self.hide("setup-note", not analysis.note)
        self.text("setup-counts", counts_text(s))
        shown = str(self.el("setup-problem").textContent or "")
        self.text("setup-problem", analysis.problem)
        self.hide("setup-problem", not analysis.problem)
        if analysis.problem and analysis.problem != shown:  # said, and brought into view
            self._focus("setup-problem")
        checked = {f"game:{s.rules}", f"place:{s.place}"}
        checked |= {f"marriage:{p}:{x}" for p in (0, 1) for x in s.marriages[p]}
        checked |= {f"void:{x}" for x in s.voids}
        if s.match is not None:
            checked.add("match")
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


__all__ = ["AnalysisView", "card_button", "cards_html", "counts_text", "facts", "facts3",
           "hand_html", "places_of"]
