"""Why a hint suggests its action, as data: the page words it from its text table."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Reason:
    """``key`` names the sentence (``hint.<key>`` of the text tables, game/words); the
    fields are its values."""

    key: str
    card: str = ""  # a card the sentence names, as text ("QH")
    value: int = 0  # a marriage's value
    expect: float | None = None  # the suggestion's expected game points, when searched
    # In a match (issue 44): the suggestion's chance to win the match, the score as the
    # hint's seat sees it (its own first), and why the score mattered: "only_win" (only
    # winning the deal counts now), "changes" (the score changed the choice) or "".
    chance: float | None = None
    score: tuple[int, ...] | None = None  # three players: own, then the seats after it
    match_note: str = ""
    # The best other action the search valued, and what it gives in the units above (game
    # points, or in a match the chance to win it): "why this rather than that" (issue 57).
    other: str = ""
    other_value: float | None = None


def runner_up(values: dict[int, float], chosen: int) -> int | None:
    """The best-valued action but ``chosen`` (the first of equals), None when none."""
    rest = [code for code in values if code != chosen]
    return max(rest, key=values.__getitem__) if rest else None


__all__ = ["Reason", "runner_up"]
