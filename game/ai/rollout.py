"""Reference opponent ``rollout``: sampling plus uniformly random playouts.

The classic baseline for imperfect-information card games: fill in the unseen
cards consistently with the view, try every legal action in each world, finish
the deal with uniformly random legal actions (both sides) and keep the action
with the best average game points. It is not offered in the page; the arena
uses it to show what the expert's search adds.
"""

from __future__ import annotations

import random

from ..engine.core import CLOSE, OVER, Core
from ..engine.deal import action_text, parse_action
from ..engine.view import PlayerView
from .classic import obvious_action
from .sampling import Frame
from .solver import outcome_value
from .work import Work, finish

WORLDS = 60


def random_playout(core: Core, seat: int, rng: random.Random) -> int:
    """Finish the deal with random legal actions; game points for ``seat``."""
    rnd = rng.random
    while core.stage != OVER:
        moves = core.legal()
        if CLOSE in moves and len(moves) > 1:
            moves.remove(CLOSE)  # random closing would end most playouts at once
        core.play(moves[int(rnd() * len(moves))])
    return outcome_value(core, seat)


def choose_rollout(view: PlayerView, seed: int | None = None, worlds: int = WORLDS) -> str:
    return finish(rollout_work(view, seed, worlds))


def rollout_work(view: PlayerView, seed: int | None = None, worlds: int = WORLDS) -> Work[str]:
    """Stepwise ``choose_rollout`` (yields after each world)."""
    obvious = obvious_action(view)
    if obvious is not None:
        return obvious
    legal = view.legal
    rng = random.Random(seed)
    frame = Frame(view)
    codes = [parse_action(a) for a in legal]
    totals = dict.fromkeys(codes, 0)
    for _ in range(worlds):
        world = frame.sample(rng)
        for a in codes:
            child = world.copy()
            child.play(a)
            totals[a] += random_playout(child, view.seat, rng)
        yield
    best = max(codes, key=lambda a: totals[a])  # first of the best on ties
    return action_text(best)


__all__ = ["choose_rollout", "random_playout", "rollout_work"]
