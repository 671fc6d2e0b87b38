"""Reference opponent ``oracle`` for three players: sees every card (an upper bound,
not fair play).

It reads the true deal and values each legal card in that one world with the
three-player Expert's evaluator (expert.py ``Evaluator``), which knows every hand:
with at most ``EXACT_CARDS`` cards in the hands the exact search (solver.py) values
each card; earlier, each card is followed by the Expert's playout policies (Sharp's
rules for the others, the policy that knows which cards are out for itself) until
``PLAYOUT_SOLVE`` cards are left, and the exact search finishes from there (the
cut-off, as the two-player oracle's search horizon in phase one). The exact search
is paranoid (the other two play together against the oracle: the value it can
guarantee whatever they do) and scores the match race, as the Expert does.
Counts, never the clock: a state gives the same card anywhere.
"""

from __future__ import annotations

from ...engine.cards import text
from ...engine.three.state import State3
from .expert import Budget3, Evaluator
from .kernel import Pos
from .policy import policy_card

# Measured on random deals (paranoid, CPython): the whole deal (24 cards) takes 0.3-4 s
# to solve, 21 cards up to 0.2 s, 18 cards up to 0.05 s, 15 cards under 0.01 s.
EXACT_CARDS = 18  # cards left in the hands from which the exact search decides alone
PLAYOUT_SOLVE = 15  # before that, each card's playout is searched exactly from here
ORACLE3 = Budget3(solve_cards=EXACT_CARDS, playout_solve=PLAYOUT_SOLVE, nested=0,
                  mode="paranoid", objective="race", read=False)


def oracle3_values(state: State3, budget: Budget3 = ORACLE3) -> dict[int, float]:
    """The value of each legal card (code) for the seat to move, in the true world
    (game points * kernel.SCALE plus its own total)."""
    core = state.core
    seat = core.to_move()
    if seat is None:
        raise ValueError("the deal is over: nobody is to move")
    return Evaluator(seat, budget).values(Pos.of_core(core), core.legal())


def choose_oracle3(state: State3, seed: int | None = None, budget: Budget3 = ORACLE3) -> str:
    """The perfect-information best card for ``state.to_move`` (reads hidden cards);
    ties go to the playout policy's card, then to the first legal card. ``seed``:
    unused (the search draws nothing), for the players' common signature."""
    legal = state.core.legal()
    if len(legal) == 1:
        return text(legal[0])
    values = oracle3_values(state, budget)
    top = max(values.values())
    tied = [c for c in legal if values[c] >= top - 1e-9]
    preferred = policy_card(Pos.of_core(state.core))
    return text(preferred if preferred in tied else tied[0])


__all__ = ["EXACT_CARDS", "ORACLE3", "PLAYOUT_SOLVE", "choose_oracle3", "oracle3_values"]
