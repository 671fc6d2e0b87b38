"""The ``#analysis`` dialog drawn from the controller's ``Ui.analysis`` (game.web.analysis):
what the seat knows (the trump, the stock, the points, the match, a led card) as a list,
its hand as cards, and the Expert's advice in ``#analysis-advice``. The dialog is open
exactly while there is an analysis; closing it (its button, Escape) tells the controller."""

from __future__ import annotations

from typing import Any

from game.engine.three.view import PlayerView3
from game.engine.view import PlayerView

from .dom import JsObject, found
from .dom_writer import DomWriter
from .markup import display_order, esc, picture
from .texts import card_name, say, suit_name


def facts(v: PlayerView | PlayerView3) -> list[str]:
    """What the seat knows besides its hand, one line each, in the page's language."""
    if isinstance(v, PlayerView3):
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


def facts3(v: PlayerView3) -> list[str]:
    """At three: the trump, each seat's points (you, West, East as seen from the seat)
    and the match, the cards on the table."""
    me, west, east = v.seat, (v.seat + 1) % 3, (v.seat + 2) % 3
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


def hand_html(v: PlayerView | PlayerView3, four: bool) -> str:
    cells = "".join(f'<figure class="help-card">{picture(c, four)}</figure>'
                    for c in display_order(v.hand, v.trump))
    return f'<div class="help-cards">{cells}</div>'


class AnalysisView(DomWriter):
    def render(self, analysis: Any, four: bool) -> None:
        dialog = self.el("analysis")
        if analysis is None:
            if found(dialog.open):
                dialog.close()
            return
        v = analysis.view
        self.html("analysis-facts", "".join(f"<li>{esc(line)}</li>" for line in facts(v)))
        self.html("analysis-hand", hand_html(v, four))
        self.text("analysis-advice", analysis.advice or say("analysis.thinking"))
        self.attr("analysis-advice", "data-action", analysis.action or None)
        self.text("analysis-copied", analysis.copied)
        self.hide("analysis-copied", not analysis.copied)
        if not found(dialog.open):
            dialog.showModal()
            title: JsObject | None = found(self.doc.getElementById("analysis-title"))
            if title is not None:
                title.focus()


__all__ = ["AnalysisView", "facts", "facts3", "hand_html"]
