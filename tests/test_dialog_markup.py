"""The review and help dialogs are written exactly as before their models became data
(issue 58): each state's innerHTML, and the markup the renderer wrote into it, against
those captured from the old code (tests/dialog_states.py)."""

from __future__ import annotations

import json

import pytest

from .dialog_states import FIXTURE, states

EXPECTED: dict[str, dict[str, str]] = json.loads(FIXTURE.read_text(encoding="utf-8"))
STATES = dict(states())


def test_every_captured_state_is_still_reached() -> None:
    assert sorted(STATES) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_the_dialog_is_written_byte_for_byte_as_before(name: str) -> None:
    assert STATES[name]() == EXPECTED[name]
