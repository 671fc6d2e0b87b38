"""The three-player table's part of the oracle (game/ai/oracle.py: sees every card, an
upper bound, not fair play).

It values each legal card in the true deal with the three-player Expert's evaluator
(expert.py ``Evaluator``), which knows every hand: with at most ``EXACT_CARDS`` cards
in the hands the exact search (solver.py) values each card; earlier, each card is
followed by the Expert's playout policies (Sharp's rules for the others, the policy
that knows which cards are out for itself) until ``PLAYOUT_SOLVE`` cards are left,
and the exact search finishes from there (the cut-off, as the two-player oracle's
search horizon in phase one). The exact search is paranoid (the other two play
together against the oracle: the value it can guarantee whatever they do) and scores
the match race, as the Expert does. Ties go to the playout policy's card
(``policy_card``), then to the first legal card.
"""

from __future__ import annotations

from ...engine.cards import text
from ...engine.three.core import Core3
from ...engine.three.state import State3
from ..oracle import oracle_action
from .expert import Budget3, Evaluator
from .kernel import Pos
from .policy import policy_card

# Measured on random deals (paranoid, CPython): the whole deal (24 cards) takes 0.3-4 s
# to solve, 21 cards up to 0.2 s, 18 cards up to 0.05 s, 15 cards under 0.01 s.
EXACT_CARDS = 18  # cards left in the hands from which the exact search decides alone
PLAYOUT_SOLVE = 15  # before that, each card's playout is searched exactly from here
ORACLE3 = Budget3(solve_cards=EXACT_CARDS, playout_solve=PLAYOUT_SOLVE, nested=0,
                  mode="paranoid", objective="race", read=False)


class Oracle3:
    """The oracle's view of a three-player deal: every hand read."""

    def __init__(self, budget: Budget3 = ORACLE3) -> None:
        self.budget = budget

    def values(self, core: Core3, seat: int) -> dict[int, float]:
        return Evaluator(seat, self.budget).values(Pos.of_core(core), core.legal())

    def preferred(self, core: Core3) -> int:
        return policy_card(Pos.of_core(core))

    def text(self, code: int) -> str:
        return text(code)


def oracle3_values(state: State3, budget: Budget3 = ORACLE3) -> dict[int, float]:
    """The value of each legal card (code) for the seat to move, in the true world
    (game points * kernel.SCALE plus its own total)."""
    seat = state.core.to_move()
    if seat is None:
        raise ValueError("the deal is over: nobody is to move")
    return Oracle3(budget).values(state.core, seat)


def choose_oracle3(state: State3, seed: int | None = None, budget: Budget3 = ORACLE3) -> str:
    """The perfect-information best card for ``state.to_move`` (reads hidden cards).
    ``seed``: unused (the search draws nothing), for the players' common signature."""
    return oracle_action(Oracle3(budget), state.core)


__all__ = ["EXACT_CARDS", "ORACLE3", "Oracle3", "PLAYOUT_SOLVE", "choose_oracle3",
           "oracle3_values"]
