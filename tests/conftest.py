"""Fixtures more than one test module reads."""

from __future__ import annotations

from typing import Any, NamedTuple

import pytest

from game.review import DealRecord, Review, review_deal
from tests.helpers import SMALL, SMALL3, gentle_record, sharp_record


@pytest.fixture(scope="session")
def reviewed() -> tuple[DealRecord, Review]:
    """A two-player deal a Gentle player lost to a Sharp, and its review."""
    rec = gentle_record(7)
    return rec, review_deal(rec, SMALL)


@pytest.fixture(scope="session")
def reviewed3() -> tuple[DealRecord, Review]:
    """A three-player deal of three Sharps, and its review for seat 0."""
    rec = sharp_record(11, dealer=2)
    return rec, review_deal(rec, SMALL3)


class Reviewed(NamedTuple):
    """One table's reviewed deal, with the budget of its review."""

    table: str
    rec: DealRecord
    review: Review
    budget: Any


# The reviewed deal of each table: its fixture and budget.
_REVIEWED = {"two": ("reviewed", SMALL), "three": ("reviewed3", SMALL3)}


@pytest.fixture(scope="session", params=sorted(_REVIEWED))
def at_table(request: pytest.FixtureRequest) -> Reviewed:
    """The reviewed deal of two players and of three: a test that takes it runs at both."""
    name, budget = _REVIEWED[request.param]
    rec, review = request.getfixturevalue(name)
    return Reviewed(request.param, rec, review, budget)
