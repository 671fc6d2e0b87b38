"""Deal review ("Review this deal"): a finished deal's record, and what each decision cost.

``record.py``: ``DealRecord``, the small validated record of a finished deal the
page can keep (two or three players; dealt from a seed or a deck, or started from a
position link). ``engine.py``: ``review_deal`` / ``start_review`` (in slices),
returning a ``Review`` of data (no words), by the ``Reviewer`` of the record's table:
``two.py`` for two players, ``three.py`` for three, with the same data classes
(``decisions.py``). ``cli.py``: ``python -m game review``.
"""

from typing import TYPE_CHECKING

from .record import (
    KEEP,
    RECORD_VERSION,
    DealRecord,
    DealRecordError,
    keep,
    record_of,
    records_from_text,
    records_to_text,
)

# The engine (and the Expert it runs) loads on first use: the page imports the records at
# start-up, the review only when a player asks for one. mypy reads the names from it.
if TYPE_CHECKING:
    from .engine import (
        CurvePoint,
        Decision,
        Progress,
        Review,
        Reviewing,
        Verdict,
        review_deal,
        review_position,
        review_work,
        start_review,
    )

_ENGINE = ("CurvePoint", "Decision", "Progress", "Review", "Reviewing", "Verdict",
           "review_deal", "review_position", "review_work", "start_review")


def __getattr__(name: str) -> object:
    if name in _ENGINE:
        from . import engine

        return getattr(engine, name)
    raise AttributeError(f"module 'game.review' has no attribute {name!r}")


__all__ = ["CurvePoint", "DealRecord", "DealRecordError", "Decision", "KEEP", "Progress",
           "RECORD_VERSION", "Review", "Reviewing", "Verdict", "keep", "record_of",
           "records_from_text", "records_to_text", "review_deal", "review_position",
           "review_work", "start_review"]
