"""What the help dialog shows: the rules of the table being played, with small examples
in the real card faces, and the word on the match's seed. Built only while it is open."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..table import markup
from ..texts import say

if TYPE_CHECKING:
    from ..page_source import PageSource


@dataclass(frozen=True, slots=True)
class HelpModel:
    kind: str  # "help"
    html: str


def build_help(ctl: PageSource) -> HelpModel:
    m = ctl.session.match
    return HelpModel(kind="help", html=markup.help_html(m.rules.preset, m.rules.target,
                                                        seed_line(ctl), ctl.ui.four_colour))


def seed_line(ctl: PageSource) -> str:
    """The help's word on the match's seed: shown once the match is over (then ?seed=N
    deals it again), never while it goes on (it would tell the cards still to come), nor
    for the deal of the day (no link deals it)."""
    s = ctl.session
    if s.daily or (s.away is not None and s.origin.startswith("daily:")):
        return say("help.seed.daily")
    real = ctl.practice.real if s.practice and ctl.practice.real is not None else s
    m = real.match
    if real.practice or not real.match_over:
        return say("help.seed.later")
    return say("help.seed", seed=m.seed, number=m.deal_number)
