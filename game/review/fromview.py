"""The review of one decision from a view alone (issue 44, point 5): a player of a game
played elsewhere gives what their seat knew (a view position, game.engine.viewposition)
and what they played; the Expert's search over worlds drawn from that view says what
each legal action was worth and what the play cost against its own choice. Only the
sampled half of a review: with no deal record there are no hidden cards to know."""

from __future__ import annotations

from dataclasses import dataclass

from ..ai.expert import DEFAULT_BUDGET, Budget
from ..ai.work import finish
from ..engine.three.view import PlayerView3
from ..engine.view import PlayerView
from .decisions import Sampled
from .three import sampled3_work
from .two import sampled_work


@dataclass(frozen=True)
class ViewReview:
    """The Expert's answer from the view and what ``action`` cost against it (>= 0: game
    points, or the match's values when the view is of a match)."""

    sampled: Sampled
    action: str
    cost: float


def review_view(view: PlayerView | PlayerView3, action: str,
                budget: Budget = DEFAULT_BUDGET) -> ViewReview:
    """Review ``action`` from ``view`` (its seat must be on move and the action legal);
    ValueError otherwise. The search is the hint's (seeded by the view); a three-player
    view is searched with the three-player Expert's budget."""
    if not view.my_turn:
        raise ValueError(f"player {view.seat} is not on move in this view")
    if action not in view.legal:
        raise ValueError(f"{action!r} is not legal here: {', '.join(view.legal)}")
    if isinstance(view, PlayerView3):
        sampled = finish(sampled3_work(view))
    else:
        sampled = finish(sampled_work(view, budget))
    cost = max(0.0, sampled.ev[sampled.expert] - sampled.ev[action])
    return ViewReview(sampled, action, cost)


__all__ = ["ViewReview", "review_view"]
