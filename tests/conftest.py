"""Fixtures more than one test module reads."""

from __future__ import annotations

import pytest

from game.review import DealRecord, Review, review_deal
from tests.helpers import SMALL, SMALL3, gentle_record, sharp_record


@pytest.fixture(scope="session")
def reviewed() -> tuple[DealRecord, Review]:
    """A two-player deal a Gentle player lost to a Sharp, and its review (seed 3)."""
    rec = gentle_record(7)
    return rec, review_deal(rec, 3, SMALL)


@pytest.fixture(scope="session")
def reviewed3() -> tuple[DealRecord, Review]:
    """A three-player deal of three Sharps, and its review for seat 0 (seed 4)."""
    rec = sharp_record(11, dealer=2)
    return rec, review_deal(rec, 4, SMALL3)
