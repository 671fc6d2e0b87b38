"""The three-player Expert's values in a match (issue 44, point 2): a finished deal is
worth to each seat its chance to win the match after it, not the game points it won.

The chance depends on who won the deal, for how many game points, and on the score it
was played at (game/ai/equity.py ``after_deal``). Unlike the two-player table it is not
a rising function of one seat's game points: a rival's win costs more when that rival
is the one nearer the target, so the utility reads the winner from the deal's result.
Every (winner, game points) the rules allow, and "nobody" (a replay or a draw), is
looked up once per decision; the searches then read a small table.

Chances are integers in thousandths (``PER``): the searches add the seat's own card
points below ``kernel.SCALE`` as the tie-breaker, which must stay exact integers under
``kernel.INF``.
"""

from __future__ import annotations

from ...engine.matchscore import MatchScore
from ...engine.rules import Rules
from ..equity import after_deal
from .kernel import INF, SCALE, Utility, utility

PER = 1000  # a chance of 1 in search values (thousandths: PER * SCALE stays below INF)
assert (PER + 1) * SCALE < INF
GAINS = range(2, 7)  # what a deal's winner gains at three players: 1..3 from each other


def match_utility(rules: Rules, match: MatchScore, dealer: int) -> Utility:
    """The utility of a deal ``dealer`` deals at ``match``'s score: each seat's chance
    (in thousandths) to win the match once the deal is over."""
    def chances(winner: int | None, gain: int) -> tuple[int, int, int]:
        c = [round(PER * after_deal(rules, match, dealer, winner, gain, s)) for s in range(3)]
        return (c[0], c[1], c[2])

    nobody = chances(None, 0)
    won = {(w, g): chances(w, g) for w in range(3) for g in GAINS}

    def value(totals: tuple[int, int, int] | list[int], flags: int) -> tuple[int, int, int]:
        u = utility(totals, flags)
        g = max(u)
        return won[u.index(g), g] if g > 0 else nobody

    return value


__all__ = ["GAINS", "PER", "match_utility"]
