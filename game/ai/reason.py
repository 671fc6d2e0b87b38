"""Why a hint suggests its action, as data: the page words it from its text table."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Reason:
    """``key`` names the sentence (texts.py has ``hint.<key>``); the fields are its values."""

    key: str
    card: str = ""  # a card the sentence names, as text ("QH")
    value: int = 0  # a marriage's value
    expect: float | None = None  # the suggestion's expected game points, when searched
    # In a match, instead: the suggestion's chance to win the match (0..1), when searched
    chance: float | None = None


__all__ = ["Reason"]
