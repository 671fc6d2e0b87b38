"""A match of deals to 7 (or 8) game points, with the dealer rotating by result.

docs/RULES.md §2.11: the winner of a deal deals the next; after a drawn deal the same
dealer deals again; the first dealer of a match is chosen at random. Under the
simple preset there is no match: each deal stands alone and nobody ever wins.
docs/RULES.md §5.6 (three players): three scores; the deal passes left after every deal,
the same dealer deals again after a replay or a draw. docs/RULES.md §7 (Schnapsen): the
deal alternates between the two players whatever the result.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Unpack

from ..engine.deal import State, from_position, new_deal
from ..engine.events import Event
from ..engine.jsonvalue import JSONObject
from ..engine.matchscore import MatchScore
from ..engine.rules import RuleOptions, Rules, make_rules
from ..engine.untrusted import UntrustedInput, cut, integer

if TYPE_CHECKING:
    from ..engine.tables import AnyState


def deal_seed(match_seed: int, deal_number: int) -> int:
    """The seed of deal ``deal_number`` (1-based) of a match: reproducible."""
    return match_seed * 1000 + deal_number


@dataclass
class DealResult:
    number: int
    winner: int | None
    game_points: int
    reason: str
    points: tuple[int, ...]  # one per seat

    def to_dict(self) -> JSONObject:
        return {"number": self.number, "winner": self.winner, "game_points": self.game_points,
                "reason": self.reason, "points": list(self.points)}


@dataclass
class Match:
    rules: Rules
    seed: int
    state: "AnyState"
    deal_number: int = 1
    scores: list[int] = field(default_factory=lambda: [0, 0])
    history: list[DealResult] = field(default_factory=list)
    # A single deal dealt by the match's rules but played alone (the deal of the day):
    # its deals carry no match score, so the Expert plays it for game points.
    alone: bool = False

    def __post_init__(self) -> None:
        # A match built around a given deal (a link's position, a replayed deal) starts
        # with a zero score for each of its players, three or two, or with the score the
        # position's match gives.
        if len(self.scores) != self.rules.players and not any(self.scores):
            self.scores = [0] * self.rules.players
        if self.state.match is not None and not any(self.scores) and not self.history:
            self.scores = list(self.state.match.score)

    def score_before_deal(self) -> MatchScore | None:
        """The score the current deal started from (None: rules without a match)."""
        if not self.rules.has_match:
            return None
        score = list(self.scores)
        last = self.history[-1] if self.history else None
        if last is not None and last.number == self.deal_number and last.winner is not None:
            score[last.winner] -= last.game_points
        return MatchScore(tuple(score), self.rules.target)

    def _in_match(self) -> None:
        """The current deal, told the score it is played at (issue 44)."""
        if not self.alone:
            self.state = self.state.in_match(self.score_before_deal())

    @classmethod
    def new(cls, seed: int | None = None, rules: "str | Rules" = "traditional",
            first_dealer: int | None = None, alone: bool = False,
            **options: Unpack[RuleOptions]) -> "Match":
        """A match from its seed (``alone``: its first deal only, played as a deal alone)."""
        r = make_rules(rules, **options)
        if seed is None:
            seed = random.randrange(2**31)
        if first_dealer is None:
            first_dealer = random.Random(seed).randrange(r.players)
        state = new_deal(deal_seed(seed, 1), r, dealer=first_dealer)
        m = cls(rules=r, seed=seed, state=state, scores=[0] * r.players, alone=alone)
        m._in_match()
        return m

    # -- progress --------------------------------------------------------------
    @property
    def winner(self) -> int | None:
        """The player who reached the target, or None while the match goes on."""
        if not self.rules.has_match:
            return None
        for p in range(len(self.scores)):
            if self.scores[p] >= self.rules.target:
                return p
        return None

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def apply(self, action: str) -> "AnyState":
        """Apply an action to the current deal; record the result if it ends."""
        self.apply_events(action)
        return self.state

    def apply_events(self, action: str) -> "tuple[Event, ...]":
        """``apply``, returning what happened (game.engine.events, every seat's cards shown)."""
        self.state, events = self.state.apply_events(action)
        oc = self.state.outcome
        if oc is not None:
            if oc.winner is not None and self.rules.has_match:
                self.scores[oc.winner] += oc.game_points
            self.history.append(DealResult(self.deal_number, oc.winner, oc.game_points,
                                           oc.reason, self.state.points))
        return events

    def next_deal(self) -> State:
        """Deal again once the current deal is over (docs/RULES.md §2.11, §5.6: who deals next)."""
        oc = self.state.outcome
        if oc is None:
            raise ValueError("the current deal is not over yet")
        if self.is_over:
            raise ValueError("the match is over: start a new match")
        dealer = self.rules.next_dealer(self.state.dealer, oc.winner)
        self.deal_number += 1
        self.state = new_deal(deal_seed(self.seed, self.deal_number), self.rules, dealer=dealer)
        self._in_match()
        return self.state

    # -- saving ------------------------------------------------------------------
    def to_dict(self) -> JSONObject:
        return {
            "seed": self.seed,
            "deal_number": self.deal_number,
            "scores": list(self.scores),
            "history": [h.to_dict() for h in self.history],
            "position": self.state.to_position(),
        }

    @classmethod
    def from_dict(cls, d: object) -> "Match":
        """Rebuild a saved match; SavedMatchError (naming the problem) if it is damaged.

        Saved data is untrusted: numbers must be whole and in range, the position a
        real moment of a deal, the scores the sum of the history, the finished
        deal's result the engine's own, the dealer the one the rules give.
        """
        if not isinstance(d, dict):
            raise SavedMatchError.of("match_object")
        for key in ("position", "seed", "deal_number", "scores"):
            if key not in d:
                raise SavedMatchError.of("match_key", name=repr(key))
        state = from_position(d["position"])  # PositionError names the problem
        n = len(state.points)
        seed = integer(d["seed"], "the match seed", 0, MAX_SEED, SavedMatchError)
        number = integer(d["deal_number"], "the deal number", 1, MAX_DEALS, SavedMatchError)
        raw_scores = d["scores"]
        if not isinstance(raw_scores, list) or len(raw_scores) != n:
            raise SavedMatchError.of("match_scores", n=n)
        top = state.rules.target + 6 if state.rules.has_match else 0
        scores = [integer(x, "a match score", 0, top, SavedMatchError) for x in raw_scores]
        raw_history = d.get("history", [])
        if not isinstance(raw_history, list) or len(raw_history) > number:
            raise SavedMatchError.of("match_history")
        history = [_deal_result(h, n, number) for h in raw_history]
        m = cls(rules=state.rules, seed=seed, state=state, deal_number=number, scores=scores,
                history=history)
        _check_match(m, n)
        m._in_match()  # from the checked scores, whatever the stored position said
        return m


class SavedMatchError(UntrustedInput):
    """A saved match that cannot be a real one (the message names the problem:
    ``bad.match_*``, and UntrustedInput's own keys)."""


MAX_SEED = 2**53
MAX_DEALS = 10**6


def _deal_result(h: object, n: int, number: int) -> DealResult:
    if not isinstance(h, dict):
        raise SavedMatchError.of("match_entry")
    for key in ("number", "winner", "game_points", "reason", "points"):
        if key not in h:
            raise SavedMatchError.of("match_entry_key", name=repr(key))
    num = integer(h["number"], "a history deal number", 1, number, SavedMatchError)
    winner = h["winner"]
    if winner is not None:
        integer(winner, "a history winner", 0, n - 1, SavedMatchError)
    gp = integer(h["game_points"], "history game points", 0 if winner is None else 1,
                 0 if winner is None else 3 * (n - 1), SavedMatchError)
    reason = h["reason"]
    if not (isinstance(reason, str) and 0 < len(reason) <= 20 and reason.isidentifier()):
        raise SavedMatchError.of("match_reason", value=cut(reason))
    pts = h["points"]
    if not isinstance(pts, list) or len(pts) != n:
        raise SavedMatchError.of("match_points", n=n)
    points = tuple(integer(x, "history points", 0, 300, SavedMatchError) for x in pts)
    return DealResult(num, winner, gp, reason, points)


def _check_match(m: Match, n: int) -> None:
    """The facts of a match that follow from each other."""
    numbers = [h.number for h in m.history]
    if any(a >= b for a, b in zip(numbers, numbers[1:])):
        raise SavedMatchError.of("match_order")
    oc = m.state.outcome
    last = m.history[-1] if m.history else None
    if oc is not None:
        if last is None or last.number != m.deal_number:
            raise SavedMatchError.of("match_missing_deal")
        if (last.winner, last.game_points, last.reason) != tuple(oc)[:3]:
            raise SavedMatchError.of("match_result", number=last.number, winner=last.winner,
                                     gp=last.game_points, truth=oc[0], true_gp=oc[1],
                                     reason=oc[2])
    elif last is not None and last.number == m.deal_number:
        raise SavedMatchError.of("match_running")
    if m.rules.has_match:
        won = [sum(h.game_points for h in m.history if h.winner == p) for p in range(n)]
        if won != m.scores:
            raise SavedMatchError.of("match_sums", scores=m.scores, won=won)
        over = [p for p in range(n) if m.scores[p] >= m.rules.target]
        if len(over) > 1 or (over and (oc is None or last is None or last.winner != over[0])):
            raise SavedMatchError.of("match_over")
    elif any(m.scores):
        raise SavedMatchError.of("match_no_score", preset=m.rules.preset)
    if n == 2 and last is not None and last.number == m.deal_number - 1 \
            and last.winner is not None and m.state.dealer != last.winner \
            and not m.rules.dealer_alternates:
        raise SavedMatchError.of("match_dealer", seat=last.winner, number=last.number)
