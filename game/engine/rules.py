"""Rule presets and options as one frozen value (docs/RULES.md §2, §3, §5, §7, §8)."""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import TypedDict, Unpack

PRESETS = ("traditional", "simple", "three", "schnapsen")
# The most card points one player can count in a deal under any preset: every card (120),
# 10 for the last trick and all four marriages (40 + 3 x 20). A best score above it is
# impossible, so it is never written nor read.
MAX_DEAL_POINTS = 120 + 10 + 40 + 3 * 20

# Rank indices as in game.engine.cards (A T K Q J 9 = 0..5); rules.py imports nothing.
_JACK, _NINE = 4, 5


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
    # preset three (docs/RULES.md §5): three seats, every trick strict (follow, beat, trump)
    players: int = 2
    # the pack and the deal (docs/RULES.md §7, Schnapsen: 20 cards, 5 each, 10 in stock)
    ranks: int = 6  # ranks in the pack, from the ace down: 6 = A..9 (24 cards), 5 = A..J (20)
    hand_size: int = 6
    exchange_rank: int = _NINE  # the trump swapped for the turn-up (Schnapsen: the jack)
    exchange_needs_trick: bool = True  # Schnapsen: the exchange needs no trick won
    # Schnapsen: with the stock run out and nobody out, the last trick wins (1 game point)
    last_trick_wins: bool = False
    dealer_alternates: bool = False  # Schnapsen: the deal alternates (not "the winner deals")
    # deals add up to a match (simple: every deal stands alone, docs/RULES.md §3)
    match_play: bool = True
    # options (docs/RULES.md §8: auto_out, close_scoring, match target, show_scores)
    auto_out: bool = True
    close_scoring: str = "pagat"  # or "at_close"
    target: int = 7
    show_scores: bool = True

    def __post_init__(self) -> None:
        if self.preset not in PRESETS:
            raise ValueError(f"unknown rules {self.preset!r}: use one of {', '.join(PRESETS)}")
        if self.close_scoring not in ("pagat", "at_close"):
            raise ValueError("close_scoring must be 'pagat' or 'at_close'")
        if self.ranks not in _DECKS:
            raise ValueError("a pack holds 5 or 6 ranks (20 or 24 cards)")
        if self.target not in (7, 8):
            raise ValueError("the match target must be 7 or 8 game points")

    @property
    def claims_out(self) -> bool:
        """A player goes out by claiming 66 (docs/RULES.md §2.9, option auto_out off); never
        at three players, whose deal is scored when the cards run out (§5.5)."""
        return not self.auto_out and not self.automatic_end and self.players == 2

    @property
    def has_match(self) -> bool:
        return self.match_play

    @property
    def deck(self) -> tuple[int, ...]:
        """The cards of this pack as game.engine.cards ints (``suit * 6 + rank``), in card order."""
        return _DECKS[self.ranks]

    @property
    def pack_size(self) -> int:
        return 4 * self.ranks

    @property
    def stock_start(self) -> int:
        """Cards in the stock after the deal, the turn-up included (12, Schnapsen 10)."""
        return self.pack_size - self.players * self.hand_size

    @property
    def has_stock(self) -> bool:
        """Three players are dealt the whole pack (docs/RULES.md §5.2): no stock."""
        return self.stock_start > 0

    def next_dealer(self, dealer: int, winner: int | None) -> int:
        """Who deals after a deal ``dealer`` dealt and ``winner`` won (None: nobody):
        the winner (docs/RULES.md §2.11), in turn at Schnapsen (§7), the next seat on the
        left at three players, the same dealer after a replay (§5.6)."""
        if self.dealer_alternates:
            return (dealer + 1) % self.players
        if self.players == 3:
            return dealer if winner is None else (dealer + 1) % 3
        return dealer if winner is None else winner

    def options(self) -> dict[str, bool | int | str]:
        """The options that differ from the preset's defaults (for positions)."""
        base = make_rules(self.preset)
        return {
            f.name: getattr(self, f.name)
            for f in fields(self)
            if f.name in OPTION_NAMES and getattr(self, f.name) != getattr(base, f.name)
        }


_DECKS = {n: tuple(c for c in range(24) if c % 6 < n) for n in (5, 6)}

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
        match_play=False,
    ),
    "three": Rules(
        preset="three",
        closing=False,
        exchange=False,
        players=3,
        hand_size=8,  # §5.2: the whole pack is dealt, so there is no stock
    ),
    # docs/RULES.md §7: section 2 except the pack, the jack exchange without a trick, no 10
    # for the last trick (whose winner takes a deal nobody went out of) and the dealer
    "schnapsen": Rules(
        preset="schnapsen",
        ranks=5,
        hand_size=5,
        exchange_rank=_JACK,
        exchange_needs_trick=False,
        last_trick_bonus=False,
        last_trick_wins=True,
        dealer_alternates=True,
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
