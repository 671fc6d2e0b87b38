"""The review of one decision from a view alone (issue 44, point 5): a player of a game
played elsewhere gives what their seat knew (a view position, game.engine.viewposition)
and what they played; the Expert's search over worlds drawn from that view says what
each legal action was worth and what the play cost against its own choice. Only the
sampled half of a review: with no deal record there are no hidden cards to know."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..ai.work import finish
from ..engine.tables import AnyView
from .decisions import Sampled
from .engine import reviewer

if TYPE_CHECKING:
    from ..ai.expert import Budget
    from ..ai.three.expert import Budget3


@dataclass(frozen=True)
class ViewReview:
    """The Expert's answer from the view and what ``action`` cost against it (>= 0: game
    points, or the match's values when the view is of a match)."""

    sampled: Sampled
    action: str
    cost: float


def review_view(view: AnyView, action: str,
                budget: "Budget | Budget3 | None" = None) -> ViewReview:
    """Review ``action`` from ``view`` (its seat must be on move and the action legal);
    ValueError otherwise. The search is the hint's (seeded by the view), with the budget
    of the view's table (None: its Expert's)."""
    if not view.my_turn:
        raise ValueError(f"player {view.seat} is not on move in this view")
    if action not in view.legal:
        raise ValueError(f"{action!r} is not legal here: {', '.join(view.legal)}")
    sampled = finish(reviewer(view.rules).view_work(view, budget))
    cost = max(0.0, sampled.ev[sampled.expert] - sampled.ev[action])
    return ViewReview(sampled, action, cost)


__all__ = ["ViewReview", "review_view"]
