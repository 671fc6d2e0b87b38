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
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

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
from ..core import OUT, Core
from ..deal import State, action_text, parse_action
from ..view import PlayerView
from .record import AnyState, DealRecord

if TYPE_CHECKING:
    from ..ai.three.expert import Budget3
    from ..three.state import State3

# Card plays the oracle's search looks ahead in phase one (the oracle itself uses 3):
# 2 keeps a whole deal's review within the page's time (bench/review.py).
KNOWN_PLIES = 2
NOISE = 0.005  # costs below this are rounding, not a loss (for the verdict's "biggest")


@dataclass(frozen=True)
class Sampled:
    """The Expert's answer from one view: its choice and the EV of every legal action."""

    expert: str
    ev: dict[str, float]


@dataclass(frozen=True)
class Decision:
    """One decision of the player and what it cost (game points, >= 0)."""

    number: int  # 1-based among the player's decisions
    index: int  # the action's place in the record's action list (0-based)
    trick: int  # 1-based: the trick being played (or about to be led)
    # two players: 1 while the stock is open, 2 once it is closed or exhausted;
    # three: 2 when ``known`` is exact (the last cards), 1 when a playout estimated it
    phase: int
    choice: str  # the player's action text
    expert: str  # the Expert's action text, from the player's view
    ev: dict[str, float]  # sampled expected game points of each legal action
    known: dict[str, float]  # each legal action's value with every card known
    known_best: str  # the best action with every card known
    cost: float  # EV(expert) - EV(choice), at least 0
    cost_known: float  # known[known_best] - known[choice], at least 0

    @property
    def kind(self) -> str:
        """What was decided: "card" (which card to play), or "draw" (not closing),
        "close", "exchange", "pass" (keeping the nine) or "out"."""
        return "card" if parse_action(self.choice) < 24 else self.choice

    @property
    def ev_choice(self) -> float:
        return self.ev[self.choice]

    @property
    def ev_expert(self) -> float:
        return self.ev[self.expert]

    def to_dict(self) -> dict[str, Any]:
        return {"number": self.number, "index": self.index, "trick": self.trick, "kind": self.kind,
                "phase": self.phase, "choice": self.choice, "expert": self.expert,
                "ev": _rounded(self.ev), "known": _rounded(self.known),
                "known_best": self.known_best, "cost": round(self.cost, 4),
                "cost_known": round(self.cost_known, 4)}


@dataclass(frozen=True)
class Verdict:
    """The one-line summary, as data: total lost and the costliest decision."""

    lost: float  # sum of the sampled costs
    lost_known: float  # sum of the all-known costs
    biggest: Decision | None  # the costliest decision, None when nothing was lost
    result: int  # game points the player won (+) or lost (-) in the deal
    decisions: int


@dataclass(frozen=True)
class CurvePoint:
    """Expected game points through the deal (for a chart): before and after a decision."""

    number: int
    trick: int
    best: float  # EV of the Expert's choice: what the position offered
    chosen: float  # EV of the player's choice
    known: float  # the player's choice with every card known


@dataclass(frozen=True)
class Review:
    seed: int
    seat: int
    decisions: tuple[Decision, ...]
    result: int
    budget: "Budget | Budget3" = field(default=DEFAULT_BUDGET, compare=False)

    def by_cost(self) -> list[Decision]:
        """Costliest first (ties: the all-known cost, then deal order)."""
        return sorted(self.decisions, key=lambda d: (-d.cost, -d.cost_known, d.number))

    def verdict(self) -> Verdict:
        lost = sum(d.cost for d in self.decisions)
        lost_known = sum(d.cost_known for d in self.decisions)
        top = self.by_cost()[0] if self.decisions else None
        biggest = top if top is not None and top.cost >= NOISE else None
        return Verdict(lost, lost_known, biggest, self.result, len(self.decisions))

    def curve(self) -> list[CurvePoint]:
        return [CurvePoint(d.number, d.trick, d.ev_expert, d.ev_choice, d.known[d.choice])
                for d in self.decisions]

    def to_dict(self) -> dict[str, Any]:
        v = self.verdict()
        return {"seed": self.seed, "seat": self.seat, "result": self.result,
                "lost": round(v.lost, 4), "lost_known": round(v.lost_known, 4),
                "biggest": None if v.biggest is None else v.biggest.number,
                "decisions": [d.to_dict() for d in self.decisions],
                "curve": [[p.number, p.trick, round(p.best, 4), round(p.chosen, 4),
                           round(p.known, 4)] for p in self.curve()]}


def _rounded(values: dict[str, float]) -> dict[str, float]:
    return {a: round(v, 4) for a, v in values.items()}


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
        from ..three.state import State3
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


def checked_choice(state: AnyState, action: str) -> tuple[int, str]:
    """The seat to move in ``state`` and ``action`` in the engine's spelling, legal there."""
    seat = state.to_move
    if seat is None:
        raise ValueError("the deal is over: there is no decision to review")
    choice = action_text(parse_action(action))
    if choice not in state.legal_actions():
        raise ValueError(f"{choice} is not legal here")
    return seat, choice


def priced(number: int, index: int, trick: int, phase: int, choice: str, sampled: Sampled,
           known: dict[str, float]) -> Decision:
    """A decision from its two halves (two or three players): what the choice cost against
    the Expert's from the same worlds, and with every card known."""
    ev = sampled.ev
    cost = max(0.0, ev[sampled.expert] - ev[choice])
    top = max(known.values())
    known_best = next(a for a in (choice, sampled.expert, *known) if known[a] >= top - 1e-9)
    return Decision(number, index, trick, phase, choice, sampled.expert, ev, known, known_best,
                    cost, top - known[choice])


def decision_work(state: State, action: str, seed: int, budget: Budget = DEFAULT_BUDGET,
                  number: int = 1, index: int = 0) -> Work[Decision]:
    seat, choice = checked_choice(state, action)
    core = state.core
    sampled = yield from sampled_work(state.view(seat), seed, budget)
    known = yield from known_work(core.copy())
    return priced(number, index, core.ntricks + 1, 2 if is_phase_two(core) else 1, choice,
                  sampled, known)


# -- a whole deal ------------------------------------------------------------------
def decision_seed(seed: int, index: int) -> int:
    """The sampling seed of the decision at action ``index`` (reproducible anywhere)."""
    return seed * 1000 + index


def decision_points(record: DealRecord) -> list[tuple[int, AnyState]]:
    """(action index, state before it) for each of the player's real decisions."""
    states = record.states()
    out = []
    for i, _ in enumerate(record.actions):
        s = states[i]
        if s.to_move == record.seat and len(s.legal_codes()) > 1:
            out.append((i, s))
    return out


@dataclass
class Progress:
    done: int = 0
    total: int = 0

    @property
    def fraction(self) -> float:
        return 0.0 if self.total == 0 else self.done / self.total  # 0: not counted yet


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


def decisions_work(record: DealRecord, seed: int,
                   decide: Callable[[AnyState, str, int, int, int], Work[Decision]],
                   progress: Progress | None = None) -> Work[tuple[Decision, ...]]:
    """Each of the player's decisions in deal order, ``decide(state, action, seed, number,
    index)`` pricing one (two or three players); ``progress`` counts them."""
    points = decision_points(record)
    progress = progress if progress is not None else Progress()
    progress.total, progress.done = len(points), 0
    decisions = []
    for n, (i, s) in enumerate(points, 1):
        decisions.append((yield from decide(s, record.actions[i], decision_seed(seed, i), n, i)))
        progress.done = n
        yield
    return tuple(decisions)


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
