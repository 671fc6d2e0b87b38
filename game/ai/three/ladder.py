"""Gentle, Normal and Sharp at the three-player table (issue 40): a ladder.

The three levels keep docs/RULES.md §4 as §5.7 reads it (classic.py) as their base
and play the end of the deal better, each from further before the end
(``END_CARDS``: the cards left in all hands at which its search takes over), so
that each is stronger than the one before it. The search: every layout of the
other two hands consistent with the view (frame sampling.py: at most ``WORLDS``,
sampled when there are more), in each the exact search (solver.py, paranoid: the
other two play against this seat; values in game points as the Expert counts
them, ``race``: a rival's win costs what the rival gains, then its own points),
the card with the best average; ties go to the §5.7 card. Gentle searches
nothing: it is the floor of the ladder. Stepwise work: it yields between worlds.

With three players the whole range from random cards to the Expert is narrow (about
165 rating points), so the rules and the search alone leave the levels bunched: each
also slips (slips.py: another legal card at random), Gentle in 60% of its card plays
with a choice, Normal in 40%, Sharp in 5%, which spreads them into a ladder
(docs/BENCHMARKS.md "Level ratings: the ladder with slips").
"""

from __future__ import annotations

import random

from ...engine.cards import parse, text
from ...engine.three.view import PlayerView3
from ..slips import slip_rate, slipped
from ..ties import best_of
from ..work import Work, finish
from .classic import FOLLOW_THRESHOLD, choose_classic3
from .sampling import Frame3
from .solver import Solver3

END_CARDS = {"gentle": 0, "normal": 9, "sharp": 15}
assert tuple(END_CARDS) == tuple(FOLLOW_THRESHOLD)  # the classic levels, in ladder order
WORLDS = 20


def ladder3_work(view: PlayerView3, level: str, seed: int | None = None,
                 end_cards: int | None = None, expert: bool = False,
                 slip: float | None = None) -> Work[str]:
    """Stepwise: the level's card for the seat of ``view`` (``end_cards``, ``slip``:
    instead of the level's own, for measuring others)."""
    choice = yield from _own_work(view, level, seed, end_cards, expert)
    rate = slip_rate(view.rules.preset, level) if slip is None else slip
    return slipped(choice, view.legal, rate, seed)  # every action here is a card


def _own_work(view: PlayerView3, level: str, seed: int | None, end_cards: int | None,
              expert: bool) -> Work[str]:
    """The level's own card: §5.7's, or the search's best."""
    classic = choose_classic3(view, level)
    end = END_CARDS[level] if end_cards is None else end_cards
    if len(view.legal) == 1 or sum(view.hand_sizes) > end:
        return classic
    if expert:
        from .expert import expert3_decision_work
        card, _ = yield from expert3_decision_work(view, seed)
        return card
    frame = Frame3(view)
    worlds = frame.worlds(WORLDS, random.Random(seed))
    totals: dict[int, float] = {}
    for w in worlds:
        solver = Solver3(w.trump, view.seat, "paranoid", objective="race")
        for c, v in solver.action_values(w).items():
            totals[c] = totals.get(c, 0.0) + v
        yield
    choice = best_of(totals, parse(classic))
    return classic if choice == parse(classic) else text(choice)


def choose_ladder3(view: PlayerView3, level: str, seed: int | None = None,
                   end_cards: int | None = None, expert: bool = False,
                   slip: float | None = None) -> str:
    """``ladder3_work`` in one go."""
    return finish(ladder3_work(view, level, seed, end_cards, expert, slip))


__all__ = ["END_CARDS", "WORLDS", "choose_ladder3", "ladder3_work"]
