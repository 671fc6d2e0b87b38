"""Deal review (the page's "Review this deal"): what each of the player's decisions cost.

For every decision of the player (a moment with more than one legal action)
the deal is replayed to that moment and two questions are answered:

- SAMPLED (what the player could know): the Expert's search over worlds drawn
  from the player's ``PlayerView`` only (game/ai/expert.py, same budget), which
  gives the expected game points of every legal action over the SAME worlds;
  the Expert's choice is picked from them exactly as the Expert picks.
  ``cost = max(0, EV(Expert's choice) - EV(player's choice))``: 0 when the
  player did what the Expert would have done.
- ALL KNOWN (now that the deal is over): every card in its place, the exact
  solver in phase two, the oracle's search in phase one (game/ai/oracle.py's
  PerfectSearch, ``KNOWN_PLIES`` card plays deep, then playouts and the solver).
  ``cost_known = best value - value of the player's choice`` (0 or more).

A bad bet costs in the first column, bad luck only in the second. Values are
game points for the player (-3..3). Everything is bounded by counts, never the
clock, and the seed of each decision is derived from the review seed and the
decision's place in the deal, so a record and a seed give the same review in
CPython and in the page. ``review_work`` yields between units so the page can
run it in slices (``Reviewing``, a ``Thinking`` with a progress fraction).

No words here: decisions and the verdict are data (action texts, numbers); the
CLI (cli.py) and the page's text table word them.

Three-player records (``record.players == 3``) are reviewed by engine3.py with the
same data classes and the three-player Expert; ``review_deal``, ``review_work``,
``start_review`` and ``review_position`` pass them on (see engine3.py for what
"sampled", "all known", ``phase`` and ``result`` mean there).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..ai.classic import obvious_action
from ..ai.expert import (
    DEFAULT_BUDGET,
    Budget,
    PerfectSearch,
    _preferred,  # the Expert's own tie-breaker, so the pick is its pick
    action_scores_work,
    pick,
)
from ..ai.solver import action_values as solved_values
from ..ai.solver import is_phase_two, outcome_value
from ..ai.thinking import Thinking, Work, finish
from ..engine.core import OUT, Core
from ..engine.deal import State, action_text
from ..engine.packs import AnyState
from ..engine.view import PlayerView
from .decisions import (  # Decision to Verdict, decision_points, decision_seed: re-exported
    CurvePoint,
    Decision,
    Progress,
    Review,
    Sampled,
    Verdict,
    checked_choice,
    decision_points,
    decision_seed,
    decisions_work,
    priced,
)
from .record import DealRecord

if TYPE_CHECKING:
    from ..ai.three.expert import Budget3
    from ..engine.three.state import State3

# Card plays the oracle's search looks ahead in phase one (the oracle itself uses 3):
# 2 keeps a whole deal's review within the page's time (bench/review.py).
KNOWN_PLIES = 2


# -- the two halves of one decision -----------------------------------------------------
def sampled_work(view: PlayerView, seed: int, budget: Budget = DEFAULT_BUDGET
                 ) -> Work[Sampled]:
    """The Expert's scores and choice from ``view`` alone (it never sees more).

    The choice equals ``expert_decision(view, seed, budget)``: the same search and
    pick; only here the scores are computed even when the choice is obvious, and a
    wrong "out" keeps its score so a player who pressed it sees what it cost."""
    obvious = obvious_action(view)
    scores = yield from action_scores_work(view, seed, budget)
    if obvious is not None:
        expert = obvious
    else:
        pickable = dict(scores)
        if len(pickable) > 1:
            pickable.pop(OUT, None)
        expert = action_text(pick(pickable, _preferred(view, seed), budget.close_margin))
    return Sampled(expert, {action_text(a): v for a, v in scores.items()})


def known_work(core: Core, plies: int = KNOWN_PLIES) -> Work[dict[str, float]]:
    """Every legal action's value for the mover with all cards known (reads them all):
    exact in phase two; in phase one the oracle's search, ``plies`` card plays deep."""
    mover = core.to_move()
    assert mover is not None  # a decision has a player on move
    if is_phase_two(core):
        values: dict[int, float] = dict(solved_values(core))
        yield
    else:
        values = yield from PerfectSearch(mover, plies).action_values_work(core)
    return {action_text(a): float(v) for a, v in values.items()}


def review_position(state: "State | State3", action: str, seed: int = 0,
                    budget: "Budget | Budget3 | None" = None, number: int = 1, index: int = 0
                    ) -> Decision:
    """One decision: ``action`` taken by the player to move in ``state``."""
    if state.players == 3:
        from ..engine.three.state import State3
        from .engine3 import decision3_work

        assert isinstance(state, State3)
        return finish(decision3_work(state, action, seed, _budget3(budget), number, index))
    assert isinstance(state, State)
    return finish(decision_work(state, action, seed, _budget2(budget), number, index))


def _budget2(budget: "Budget | Budget3 | None") -> Budget:
    if budget is None:
        return DEFAULT_BUDGET
    if not isinstance(budget, Budget):
        raise TypeError("a two-player review takes a game.ai.expert.Budget")
    return budget


def _budget3(budget: "Budget | Budget3 | None") -> "Budget3":
    from ..ai.three.expert import Budget3
    from .engine3 import REVIEW_BUDGET3

    if budget is None:
        return REVIEW_BUDGET3
    if not isinstance(budget, Budget3):
        raise TypeError("a three-player review takes a game.ai.three.expert.Budget3")
    return budget


def decision_work(state: State, action: str, seed: int, budget: Budget = DEFAULT_BUDGET,
                  number: int = 1, index: int = 0) -> Work[Decision]:
    seat, choice = checked_choice(state, action)
    core = state.core
    sampled = yield from sampled_work(state.view(seat), seed, budget)
    known = yield from known_work(core.copy())
    return priced(number, index, core.ntricks + 1, 2 if is_phase_two(core) else 1, choice,
                  sampled, known)


# -- a whole deal ------------------------------------------------------------------
def review_work(record: DealRecord, seed: int = 0, budget: "Budget | Budget3 | None" = None,
                progress: Progress | None = None) -> Work[Review]:
    """Stepwise ``review_deal``; ``progress`` counts the decisions done. ``budget``:
    None for the default of the record's player count (three players: engine3.py)."""
    if record.players == 3:
        from .engine3 import review3_work

        return (yield from review3_work(record, seed, _budget3(budget), progress))
    budget2 = _budget2(budget)

    def decide(s: AnyState, action: str, seed: int, number: int, index: int
               ) -> Work[Decision]:
        assert isinstance(s, State)
        return decision_work(s, action, seed, budget2, number, index)

    decisions = yield from decisions_work(record, seed, decide, progress)
    final = record.final().core
    assert isinstance(final, Core)
    return Review(seed, record.seat, decisions, outcome_value(final, record.seat), budget2)


def review_deal(record: DealRecord, seed: int = 0,
                budget: "Budget | Budget3 | None" = None) -> Review:
    """The whole review in one go (CPython; the page uses ``start_review``)."""
    return finish(review_work(record, seed, budget))


class Reviewing(Thinking[Review]):
    """A review in progress: ``step(budget_s)`` until True, then ``result``;
    ``fraction`` (0..1) for a progress bar."""

    def __init__(self, record: DealRecord, seed: int = 0,
                 budget: "Budget | Budget3 | None" = None,
                 clock: Callable[[], float] = time.perf_counter) -> None:
        self.progress = Progress()
        super().__init__(review_work(record, seed, budget, self.progress), clock)

    @property
    def fraction(self) -> float:
        return 1.0 if self.done else min(self.progress.fraction, 0.999)


def start_review(record: DealRecord, seed: int = 0, budget: "Budget | Budget3 | None" = None,
                 clock: Callable[[], float] = time.perf_counter) -> Reviewing:
    return Reviewing(record, seed, budget, clock)


def sampled_only(view: PlayerView, seed: int, budget: Budget = DEFAULT_BUDGET) -> Sampled:
    """The sampled half for one view (tests: it depends on the view alone)."""
    return finish(sampled_work(view, seed, budget))


__all__ = ["Decision", "Review", "Reviewing", "Sampled", "Verdict", "CurvePoint", "Progress",
           "review_deal", "review_work", "review_position", "start_review", "decision_work",
           "decision_points", "decision_seed", "sampled_work", "sampled_only", "known_work"]
