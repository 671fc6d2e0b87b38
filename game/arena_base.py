"""What the two- and three-player arenas share: the seed of deal ``i`` and the
percentile of the think times. A neutral module: arena.py (two players, and the
dispatch to three) and arena3.py both build on it.
"""

from __future__ import annotations

import math


def deal_seed(seed: int, i: int) -> int:
    """The shuffle seed of the arena's deal ``i`` (each deal is played with seats rotated)."""
    return seed * 1_000_003 + i


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100)."""
    if not values:
        return 0.0
    xs = sorted(values)
    k = max(0, min(len(xs) - 1, math.ceil(q / 100 * len(xs)) - 1))
    return xs[k]


__all__ = ["deal_seed", "percentile"]
