"""A level's slips (issue 40): now and then a lower level plays another card than its
own rule or search chose, the way a casual player misplays.

The rules and the search alone leave the levels bunched where the game leaves little
room: with three players the whole range from random cards to the Expert is about 165
rating points, and in Schnapsen Normal and Sharp sat close under the Expert. So at
each rated table every level but the Expert has a share of its card plays (those with
a choice of cards) in which it plays another legal card, picked at random: ``SLIPS``,
set so that the measured steps between the levels come out about even
(docs/BENCHMARKS.md "Level ratings: the ladder with slips"). Under the simple rules nothing
slips: there the levels are the simple build's, exactly. Whether and how a level
slips follows from the decision's seed, so a replay plays the same cards.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

SLIPS: dict[str, dict[str, float]] = {
    "traditional": {"gentle": 0.2, "normal": 0.0, "sharp": 0.0},
    "schnapsen": {"gentle": 0.45, "normal": 0.15, "sharp": 0.12},
    "three": {"gentle": 0.6, "normal": 0.4, "sharp": 0.05},
}


def slip_rate(preset: str, level: str) -> float:
    """The share of ``level``'s card plays that slip at the table of ``preset``."""
    return SLIPS.get(preset, {}).get(level, 0.0)


def slipped(choice: str, cards: Sequence[str], rate: float, seed: int | None) -> str:
    """``choice``, or with probability ``rate`` another of ``cards`` (the legal card
    plays); a choice that is not a card play (a word such as "close") never slips. The
    same for the same seed."""
    if rate <= 0.0 or choice not in cards:
        return choice
    others = [a for a in cards if a != choice]
    if not others:
        return choice
    rng = random.Random() if seed is None else random.Random(f"slip {seed}")
    if rng.random() >= rate:
        return choice
    return rng.choice(others)


__all__ = ["SLIPS", "slip_rate", "slipped"]
