"""The Statistics panel's markup is byte for byte what the page wrote before its model
became data (issue 58): the same states (tests/stats_panel_states.py), the markup written
then kept in tests/stats_panel_before.json."""

from __future__ import annotations

import json

import pytest

from .stats_panel_states import FIXTURE, STATES, panel

BEFORE = json.loads(FIXTURE.read_text())


def test_the_fixture_holds_every_state() -> None:
    assert set(BEFORE) == set(STATES)


@pytest.mark.parametrize("name", sorted(STATES))
def test_the_panel_is_written_as_before(name: str) -> None:
    assert panel(STATES[name]()) == BEFORE[name]
