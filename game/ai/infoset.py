"""The seed of an advice search: a function of the information set, what the deciding
seat knows (its view), so that the Expert's play, the hint, the review's sampled column
and the analysis draw the same worlds for the same position and knowledge, and so give
one answer (issue 57). A stable digest: Python's ``hash()`` of a str is salted per
process, and the page must agree with CPython.

The match score is left out: the worlds are drawn from the cards, and the same worlds
serve the match search and the game-point search of one position (the hint's note on
whether the score changes the choice compares them, and the review prices both)."""

from __future__ import annotations

import hashlib
from dataclasses import replace

from ..engine.three.view import PlayerView3
from ..engine.view import PlayerView


def infoset_seed(view: PlayerView | PlayerView3) -> int:
    """The search seed of ``view``'s decision: a 32-bit digest of every fact of the view
    (its repr: texts, numbers and tuples, the same in CPython and Pyodide) but the match."""
    facts = repr(replace(view, match=None))
    return int.from_bytes(hashlib.sha256(facts.encode()).digest()[:4], "big")


def seed_for(view: PlayerView | PlayerView3, seed: int | None) -> int:
    """``seed``, or the information set's own (None: the advice's seed)."""
    return infoset_seed(view) if seed is None else seed


__all__ = ["infoset_seed", "seed_for"]
