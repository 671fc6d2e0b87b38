"""A match of deals to 7 (or 8) game points, with the dealer rotating by result.

RULES.md 2: the winner of a deal deals the next; after a drawn deal the same
dealer deals again; the first dealer of a match is chosen at random. Under the
simple preset there is no match: each deal stands alone and nobody ever wins.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from .deal import State, from_position, new_deal
from .events import Event
from .rules import Rules, make_rules


def deal_seed(match_seed: int, deal_number: int) -> int:
    """The seed of deal ``deal_number`` (1-based) of a match: reproducible."""
    return match_seed * 1000 + deal_number


@dataclass
class DealResult:
    number: int
    winner: int | None
    game_points: int
    reason: str
    points: tuple[int, int]

    def to_dict(self) -> dict[str, Any]:
        return {"number": self.number, "winner": self.winner, "game_points": self.game_points,
                "reason": self.reason, "points": list(self.points)}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "DealResult":
        return cls(int(d["number"]), d["winner"], int(d["game_points"]), str(d["reason"]),
                   tuple(d["points"]))  # type: ignore[arg-type]


@dataclass
class Match:
    rules: Rules
    seed: int
    state: State
    deal_number: int = 1
    scores: list[int] = field(default_factory=lambda: [0, 0])
    history: list[DealResult] = field(default_factory=list)

    @classmethod
    def new(cls, seed: int | None = None, rules: "str | Rules" = "traditional",
            first_dealer: int | None = None, **options: Any) -> "Match":
        r = make_rules(rules, **options)
        if seed is None:
            seed = random.randrange(2**31)
        if first_dealer is None:
            first_dealer = random.Random(seed).randrange(2)
        state = new_deal(deal_seed(seed, 1), r, dealer=first_dealer)
        return cls(rules=r, seed=seed, state=state)

    # -- progress --------------------------------------------------------------
    @property
    def winner(self) -> int | None:
        """The player who reached the target, or None while the match goes on."""
        if not self.rules.has_match:
            return None
        for p in (0, 1):
            if self.scores[p] >= self.rules.target:
                return p
        return None

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def apply(self, action: str) -> State:
        """Apply an action to the current deal; record the result if it ends."""
        self.apply_events(action)
        return self.state

    def apply_events(self, action: str) -> "tuple[Event, ...]":
        """``apply``, returning what happened (game.events, every seat's cards shown)."""
        self.state, events = self.state.apply_events(action)
        oc = self.state.outcome
        if oc is not None:
            if oc.winner is not None and self.rules.has_match:
                self.scores[oc.winner] += oc.game_points
            self.history.append(DealResult(self.deal_number, oc.winner, oc.game_points,
                                           oc.reason, self.state.points))
        return events

    def next_deal(self) -> State:
        """Deal again once the current deal is over (RULES.md 2: who deals next)."""
        oc = self.state.outcome
        if oc is None:
            raise ValueError("the current deal is not over yet")
        if self.is_over:
            raise ValueError("the match is over: start a new match")
        dealer = self.state.dealer if oc.winner is None else oc.winner
        self.deal_number += 1
        self.state = new_deal(deal_seed(self.seed, self.deal_number), self.rules, dealer=dealer)
        return self.state

    # -- saving ------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "seed": self.seed,
            "deal_number": self.deal_number,
            "scores": list(self.scores),
            "history": [h.to_dict() for h in self.history],
            "position": self.state.to_position(),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "Match":
        """Rebuild a saved match; ValueError (naming the problem) if it is damaged."""
        if not isinstance(d, dict):
            raise ValueError("a saved match must be an object")
        try:
            state = from_position(d["position"])
            scores = [int(x) for x in d["scores"]]
            if len(scores) != 2 or min(scores) < 0:
                raise ValueError("scores must be two non-negative numbers")
            m = cls(rules=state.rules, seed=int(d["seed"]), state=state,
                    deal_number=int(d["deal_number"]), scores=scores,
                    history=[DealResult.from_dict(h) for h in d.get("history", [])])
        except (KeyError, TypeError) as e:
            raise ValueError(f"the saved match is damaged ({e})") from None
        return m
