"""Deal review (the page's "Review this deal"): what each of the player's decisions cost.

For every decision of the player (a moment with more than one legal action) the deal is
replayed to that moment and two questions are answered: SAMPLED (what the player could
know: the Expert's search from the player's view alone, whose choice is the Expert's
pick) and ALL KNOWN (now that the deal is over: every card in its place). Each table
has its ``Reviewer`` (two.py, three.py: what exactly the two halves are there),
looked up here by the record's rules; this module runs one for a whole deal.

Everything is bounded by counts, never the clock, and each decision's search is seeded
by what the player knew there (game/ai/infoset.py: the hint's and the Expert's seed), so
a record gives the same review in CPython and in the page, and a hint followed costs
nothing. ``review_work`` yields between
units so the page can run it in slices (``Reviewing``, a ``Thinking`` with a progress
fraction).

No words here: decisions and the verdict are data (action texts, numbers); the CLI
(cli.py) and the page's text table word them.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..ai.thinking import Thinking, Work, finish
from ..engine.rules import Rules
from ..engine.tables import AnyState, table_for
from .decisions import (  # the data classes and decision_points: re-exported
    CurvePoint,
    Decision,
    Progress,
    Review,
    Reviewer,
    Sampled,
    Verdict,
    decision_points,
)
from .record import DealRecord
from .three import REVIEWER as THREE
from .two import REVIEWER as TWO

if TYPE_CHECKING:
    from ..ai.expert import Budget
    from ..ai.three.expert import Budget3

# keyed by the engine's table (game.engine.tables); a new table is one more entry
_REVIEWERS: "dict[str, Reviewer[Budget] | Reviewer[Budget3]]" = {TWO.table: TWO,
                                                                THREE.table: THREE}


def reviewer(rules: Rules) -> "Reviewer[Budget] | Reviewer[Budget3]":
    """The review of the table that plays ``rules``."""
    return _REVIEWERS[table_for(rules).name]


def review_position(state: AnyState, action: str, budget: "Budget | Budget3 | None" = None,
                    number: int = 1, index: int = 0) -> Decision:
    """One decision: ``action`` taken by the player to move in ``state``."""
    return finish(reviewer(state.rules).position_work(state, action, budget, number, index))


# -- a whole deal ------------------------------------------------------------------
def review_work(record: DealRecord, budget: "Budget | Budget3 | None" = None,
                progress: Progress | None = None) -> Work[Review]:
    """Stepwise ``review_deal``; ``progress`` counts the decisions done. ``budget``:
    None for the Expert's of the record's table (the hint's: one budget for advice)."""
    return (yield from reviewer(record.rules).deal_work(record, budget, progress))


def review_deal(record: DealRecord, budget: "Budget | Budget3 | None" = None) -> Review:
    """The whole review in one go (CPython; the page uses ``start_review``)."""
    return finish(review_work(record, budget))


class Reviewing(Thinking[Review]):
    """A review in progress: ``step(budget_s)`` until True, then ``result``;
    ``fraction`` (0..1) for a progress bar."""

    def __init__(self, record: DealRecord, budget: "Budget | Budget3 | None" = None,
                 clock: Callable[[], float] = time.perf_counter) -> None:
        self.progress = Progress()
        super().__init__(review_work(record, budget, self.progress), clock)

    @property
    def fraction(self) -> float:
        return 1.0 if self.done else min(self.progress.fraction, 0.999)


def start_review(record: DealRecord, budget: "Budget | Budget3 | None" = None,
                 clock: Callable[[], float] = time.perf_counter) -> Reviewing:
    return Reviewing(record, budget, clock)


__all__ = ["Decision", "Review", "Reviewer", "Reviewing", "Sampled", "Verdict", "CurvePoint",
           "Progress", "review_deal", "review_work", "review_position", "reviewer",
           "start_review", "decision_points"]
