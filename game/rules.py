"""Rule presets and options as one frozen value (RULES.md sections 2, 3, 6)."""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import TypedDict, Unpack

PRESETS = ("traditional", "simple", "three")


@dataclass(frozen=True)
class Rules:
    """Everything that differs between presets or options, as data."""

    preset: str = "traditional"
    # traditional-only mechanics
    closing: bool = True
    exchange: bool = True
    last_trick_bonus: bool = True
    # marriage points wait until the declarer has won a trick
    pending_marriages: bool = True
    # simple preset: the deal ends by itself at 66; no "out" action exists
    automatic_end: bool = False
    # preset three (RULES.md 5): three seats, every trick strict (follow, beat, trump)
    players: int = 2
    # options (RULES.md: auto_out, close_scoring, match target, show_scores)
    auto_out: bool = True
    close_scoring: str = "pagat"  # or "at_close"
    target: int = 7
    show_scores: bool = True

    def __post_init__(self) -> None:
        if self.preset not in PRESETS:
            raise ValueError(f"unknown rules {self.preset!r}: use one of {', '.join(PRESETS)}")
        if self.close_scoring not in ("pagat", "at_close"):
            raise ValueError("close_scoring must be 'pagat' or 'at_close'")
        if self.target not in (7, 8):
            raise ValueError("the match target must be 7 or 8 game points")

    @property
    def has_match(self) -> bool:
        return self.preset in ("traditional", "three")

    def options(self) -> dict[str, bool | int | str]:
        """The options that differ from the preset's defaults (for positions)."""
        base = make_rules(self.preset)
        return {
            f.name: getattr(self, f.name)
            for f in fields(self)
            if f.name in OPTION_NAMES and getattr(self, f.name) != getattr(base, f.name)
        }


OPTION_NAMES = ("auto_out", "close_scoring", "target", "show_scores")


class RuleOptions(TypedDict, total=False):
    """The options (``OPTION_NAMES``) a preset takes, with their types."""

    auto_out: bool
    close_scoring: str
    target: int
    show_scores: bool

_PRESET_RULES = {
    "traditional": Rules(),
    "simple": Rules(
        preset="simple",
        closing=False,
        exchange=False,
        last_trick_bonus=False,
        pending_marriages=False,
        automatic_end=True,
    ),
    "three": Rules(
        preset="three",
        closing=False,
        exchange=False,
        players=3,
    ),
}


def make_rules(rules: "str | Rules" = "traditional", **options: Unpack[RuleOptions]) -> Rules:
    """A preset by name, with options applied; a Rules passes through."""
    if isinstance(rules, Rules):
        base = rules
    else:
        if rules not in _PRESET_RULES:
            raise ValueError(f"unknown rules {rules!r}: use one of {', '.join(PRESETS)}")
        base = _PRESET_RULES[rules]
    unknown = set(options) - set(OPTION_NAMES)
    if unknown:
        raise ValueError(
            f"unknown option(s) {', '.join(sorted(unknown))}: use {', '.join(OPTION_NAMES)}"
        )
    return replace(base, **options) if options else base
