"""Gentle, Normal and Sharp at the rated two-player tables (issue 40): a ladder.

Under the ``simple`` preset the three levels are the simple build's, exactly
(classic.py, docs/RULES.md §4). At the other tables (traditional, Schnapsen) they
keep those rules as their base and play the end of the deal better, each level
from further before the end (``GRADES``), so that each is stronger than the one
before it:

- ``phase_two``: once the stock is used up (or closed) every card play is
  searched: the exact solver (solver.py) in every layout of the unseen cards
  (one when the stock ran out: every card is known), the best average wins;
- ``late_stock``: in phase one too once the stock holds at most this many cards,
  every card is scored in sampled layouts by the Expert's world evaluation
  (expert.py ``WorldEvaluator``: the card, a quick playout to phase two, the exact
  solve).

Ties go to the §4 card. Drawing, exchanging, never closing and going out stay §4's.
And each level slips now and then (slips.py: another legal card at random, in a share
of its card plays set per table), so that the steps between the levels are about even
(docs/BENCHMARKS.md "Level ratings: the ladder with slips").
Everything is read from the level's own view (sampling.py: worlds from the view
and a seed only). The search is stepwise work (work.py): it yields between worlds.
Gentle searches nothing: it is the floor of the ladder. Under ``simple`` nothing slips.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from ..engine.core import Core
from ..engine.deal import action_text, parse_action
from ..engine.sampling import Frame, all_worlds
from ..engine.view import PlayerView
from .classic import FOLLOW_THRESHOLD, choose_classic, obvious_action
from .expert import WorldEvaluator
from .slips import slip_rate, slipped
from .solver import Solver, fresh_value0, shares_table
from .ties import best_of
from .work import Work, finish


@dataclass(frozen=True)
class Grade:
    """Where a level starts to search the end of the deal (counts: reproducible)."""

    phase_two: bool = False  # search every card play of phase two
    late_stock: int = -1  # search phase one's card plays too at this many cards in stock
    worlds: int = 16  # layouts averaged (every layout when there are at most this many)


GRADES = {
    "gentle": Grade(),
    "normal": Grade(phase_two=True),
    "sharp": Grade(phase_two=True, late_stock=6),
}
LEVELS = tuple(GRADES)
assert LEVELS == tuple(FOLLOW_THRESHOLD)  # the classic levels, in ladder order


def searches(view: PlayerView, grade: Grade) -> bool:
    """Whether ``grade`` searches this card play (the view's seat to move)."""
    if view.rules.preset == "simple" or view.stage != "play":
        return False
    if view.strict:
        return grade.phase_two
    return 0 <= view.stock_size <= grade.late_stock


def ladder_work(view: PlayerView, level: str, seed: int | None = None,
                grade: Grade | None = None, slip: float | None = None) -> Work[str]:
    """Stepwise: the level's action for the seat of ``view`` (``grade``, ``slip``:
    instead of the level's own, for measuring others)."""
    grade = GRADES[level] if grade is None else grade
    choice = yield from _own_work(view, level, seed, grade)
    rate = slip_rate(view.rules.preset, level) if slip is None else slip
    cards = [a for a in view.legal if parse_action(a) < 24]
    return slipped(choice, cards, rate, seed)


def _own_work(view: PlayerView, level: str, seed: int | None, grade: Grade) -> Work[str]:
    """The level's own choice: §4, or the search's best card."""
    classic = choose_classic(view, level)
    if obvious_action(view) is not None or not searches(view, grade):
        return classic
    if classic in ("exchange", "draw"):
        return classic  # §4: exchange whenever allowed; never close
    rng = random.Random(seed)
    totals: dict[int, float] = {}
    for world_values in _world_values(view, grade, rng):
        values = yield from world_values
        for a, v in values.items():
            if a < 24:  # cards only: closing and a false "out" are never searched
                totals[a] = totals.get(a, 0.0) + v
    preferred = parse_action(classic)
    choice = best_of(totals, preferred)
    return classic if choice == preferred else action_text(choice)


def _world_values(view: PlayerView, grade: Grade,
                  rng: random.Random) -> Iterator[Work[dict[int, float]]]:
    """Work per world, each returning the mover's value of every legal action."""
    frame = Frame(view)
    if view.strict:
        n = grade.worlds
        if frame.layouts() <= n:
            worlds = list(frame.enumerate(rng, n))
        else:
            worlds = [frame.sample(rng) for _ in range(n)]
        for w in worlds:
            yield _solved(w)
        return
    every = all_worlds(view, grade.worlds)
    worlds = every if every is not None else [frame.sample(rng) for _ in range(grade.worlds)]
    ev = WorldEvaluator()
    for w in worlds:
        yield ev.action_values_work(w)


def _solved(world: Core) -> Work[dict[int, float]]:
    """Exact values of a phase-two world's actions for its mover (one unit of work)."""
    sign = 1 if world.to_move() == 0 else -1
    shared = Solver(world) if shares_table(world) else None
    out: dict[int, float] = {}
    for a in world.legal():
        child = world.copy()
        child.play(a)
        v = shared.value0(child) if shared is not None else fresh_value0(child)[0]
        out[a] = float(sign * v)
    yield
    return out


def choose_ladder(view: PlayerView, level: str, seed: int | None = None,
                  grade: Grade | None = None, slip: float | None = None) -> str:
    """``ladder_work`` in one go."""
    return finish(ladder_work(view, level, seed, grade, slip))


__all__ = ["GRADES", "Grade", "LEVELS", "choose_ladder", "ladder_work", "searches"]
