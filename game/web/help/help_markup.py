"""The help dialog's markup, drawn from its model (model.py), every word already worded:
a heading per section, its example cards (``data-face``) and its paragraph, then the
word on the match's seed. Pure Python."""

from __future__ import annotations

from ..table.markup import card_picture, esc
from .model import HelpCardModel, HelpModel, HelpSectionModel


def _examples(examples: tuple[HelpCardModel, ...], four: bool) -> str:
    if not examples:
        return ""
    cells = "".join(
        f'<figure class="help-card">{card_picture(c.code, c.name, four)}'
        + ("" if c.caption is None else f'<figcaption>{esc(c.caption)}</figcaption>')
        + '</figure>' for c in examples)
    return f'<div class="help-cards">{cells}</div>'


def _section(s: HelpSectionModel, four: bool) -> str:
    return f'<h3>{esc(s.heading)}</h3>{_examples(s.cards, four)}<p>{esc(s.paragraph)}</p>'


def help_html(m: HelpModel) -> str:
    return ("".join(_section(s, m.four) for s in m.sections)
            + f'<p class="help-seed">{esc(m.seed)}</p>')
