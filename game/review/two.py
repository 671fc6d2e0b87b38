"""The two-player deal review: what each of the player's decisions cost (engine.py runs
it for a whole deal; three.py is the three-player one).

For every decision of the player (a moment with more than one legal action)
the deal is replayed to that moment and two questions are answered:

- SAMPLED (what the player could know): the Expert's search over worlds drawn
  from the player's ``PlayerView`` only (game/ai/expert.py, same budget), which
  gives the expected game points of every legal action over the SAME worlds;
  the Expert's choice is picked from them exactly as the Expert picks.
  ``cost = max(0, EV(Expert's choice) - EV(player's choice))``: 0 when the
  player did what the Expert would have done.
- ALL KNOWN (now that the deal is over): every card in its place, the exact
  solver in phase two, the oracle's search in phase one (game/ai/expert.py's
  PerfectSearch, as game/ai/oracle2.py uses it, ``KNOWN_PLIES`` card plays deep,
  then playouts and the solver).
  ``cost_known = best value - value of the player's choice`` (0 or more).

A bad bet costs in the first column, bad luck only in the second. Values are
game points for the player (-3..3). Everything is bounded by counts, never the
clock, and the sampled search of each decision is seeded by what the player knew
there (game/ai/infoset.py), as the hint and the Expert's play are: a record gives
the same review in CPython and in the page, and a hint followed costs nothing.
``review_work`` yields between units so the page can run it in slices
(``Reviewing``, a ``Thinking`` with a progress fraction).

No words here: decisions and the verdict are data (action texts, numbers); the
CLI (cli.py) and the page's text table word them.
"""

from __future__ import annotations

from ..ai.classic import obvious_action
from ..ai.expert import (
    DEFAULT_BUDGET,
    Budget,
    PerfectSearch,
    expert_pick,  # the Expert's own pick (and tie-breaker), so the choice is its choice
    searched_work,
)
from ..ai.solver import action_values as solved_values
from ..ai.solver import is_phase_two, outcome_value
from ..ai.work import Work, finish
from ..engine.actions import action_text
from ..engine.core import Core
from ..engine.state import TWO_PLAYERS, State
from ..engine.tables import AnyState, AnyView
from ..engine.view import PlayerView
from .decisions import (
    Decision,
    MatchStake,
    Review,
    Reviewer,
    Sampled,
    checked_choice,
    priced,
)
from .stake import match_stake

# Card plays the oracle's search looks ahead in phase one (the oracle itself uses 3):
# 2 keeps a whole deal's review within the page's time (bench/review.py).
KNOWN_PLIES = 2


# -- the two halves of one decision -----------------------------------------------------
def sampled_work(view: PlayerView, budget: Budget = DEFAULT_BUDGET) -> Work[Sampled]:
    """The Expert's scores and choice from ``view`` alone (it never sees more).

    The choice equals ``expert_decision(view, None, budget)`` and the hint's: the same
    search, seeded by the information set, and pick; only here the scores are computed
    even when the choice is obvious, and a wrong "out" keeps its score so a player who
    pressed it sees what it cost."""
    obvious = obvious_action(view)
    searched = yield from searched_work(view, None, budget)
    expert = obvious if obvious is not None else action_text(
        expert_pick(view, searched, None, budget))
    chances = None if searched.chances is None else {
        action_text(a): v for a, v in searched.chances.items()}
    return Sampled(expert, {action_text(a): v for a, v in searched.points.items()}, chances)


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


def decision_work(state: State, action: str, budget: Budget = DEFAULT_BUDGET,
                  number: int = 1, index: int = 0) -> Work[Decision]:
    seat, choice = checked_choice(state, action)
    core = state.core
    sampled = yield from sampled_work(state.view(seat), budget)
    known = yield from known_work(core.copy())
    return priced(number, index, core.ntricks + 1, 2 if is_phase_two(core) else 1, choice,
                  sampled, known)


def _decide(state: AnyState, action: str, budget: Budget, number: int,
            index: int) -> Work[Decision]:
    assert isinstance(state, State)
    return decision_work(state, action, budget, number, index)


def _review(seat: int, decisions: tuple[Decision, ...], final: AnyState,
            budget: Budget) -> Review:
    assert isinstance(final.core, Core)
    return Review(seat, decisions, outcome_value(final.core, seat), budget,
                  match=_stake(final, seat))


def _stake(final: AnyState, seat: int) -> MatchStake | None:
    """What the deal meant to ``seat``'s match (None: not played in a match)."""
    assert isinstance(final.core, Core)
    g = outcome_value(final.core, seat)
    winner = seat if g > 0 else 1 - seat if g < 0 else None
    return match_stake(final.rules, final.match, final.dealer, seat, winner)


def _sampled(view: AnyView, budget: Budget) -> Work[Sampled]:
    assert isinstance(view, PlayerView)
    return sampled_work(view, budget)


REVIEWER = Reviewer(TWO_PLAYERS.name, Budget, DEFAULT_BUDGET, _decide, _review, _sampled)


def sampled_only(view: PlayerView, budget: Budget = DEFAULT_BUDGET) -> Sampled:
    """The sampled half for one view (tests: it depends on the view alone)."""
    return finish(sampled_work(view, budget))


__all__ = ["KNOWN_PLIES", "REVIEWER", "decision_work", "known_work", "sampled_only",
           "sampled_work"]
