"""How every search picks its action from the scores it computed, written once: the
best score wins; among scores equal to it (within ``TIE``: averages of floats) the
action the table's own policy prefers, else the first of them in the scores' order.
The Experts, the ladder's levels and the oracle at every table pick so.
"""

from __future__ import annotations

from collections.abc import Mapping

TIE = 1e-9  # scores closer than this to the best are as good as the best


def best_of(scores: Mapping[int, float], preferred: int) -> int:
    """The action (code) of the best score; ties go to ``preferred``, then to the first
    tied action in ``scores``' order."""
    top = max(scores.values())
    if preferred in scores and scores[preferred] >= top - TIE:
        return preferred
    return next(a for a, v in scores.items() if v >= top - TIE)


__all__ = ["TIE", "best_of"]
