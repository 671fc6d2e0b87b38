"""What every table's review shares: the data (``Decision``, ``Review``, ``Verdict``,
``CurvePoint``, ``Sampled``), what a table's review provides (``Reviewer``), one
decision priced from its two halves, and the loop over a record's decisions. A neutral
module: two.py and three.py (each table's halves) and engine.py (which runs them) build
on it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from math import floor
from typing import TYPE_CHECKING, Generic, TypeVar

from ..ai.expert import DEFAULT_BUDGET, Budget
from ..ai.work import Work
from ..engine.actions import action_text, parse_action
from ..engine.jsonvalue import JSONObject
from ..engine.packs import AnyState
from ..engine.tables import AnyView
from .record import DealRecord
from .scale import (
    HALF_ACCURACY,
    HALF_ACCURACY_MATCH,
    MARKS,
    MATCH_MARKS,
    MATCH_NOISE,
    MATCH_REACHED,
    MAX_GAME_POINTS,
    NOISE,
    REACHED,
)

if TYPE_CHECKING:
    from ..ai.three.expert import Budget3

B = TypeVar("B", "Budget", "Budget3")  # a table's search budget


@dataclass(frozen=True)
class Sampled:
    """The Expert's answer from one view: its choice and the EV of every legal action."""

    expert: str
    ev: dict[str, float]
    # in a match: each legal action's chance to win the match (the Expert's pick follows it)
    match: dict[str, float] | None = None


@dataclass(frozen=True)
class Decision:
    """One decision of the player and what it cost (game points, >= 0)."""

    number: int  # 1-based among the player's decisions
    index: int  # the action's place in the record's action list (0-based)
    trick: int  # 1-based: the trick being played (or about to be led)
    # two players: 1 while the stock is open, 2 once it is closed or exhausted;
    # three: 2 when ``known`` is exact (the last cards), 1 when a playout estimated it
    phase: int
    choice: str  # the player's action text
    expert: str  # the Expert's action text, from the player's view
    ev: dict[str, float]  # sampled expected game points of each legal action
    known: dict[str, float]  # each legal action's value with every card known
    known_best: str  # the best action with every card known
    cost: float  # EV(expert) - EV(choice), at least 0
    cost_known: float  # known[known_best] - known[choice], at least 0
    # in a match (issue 44): each legal action's chance to win the match, from the same
    # worlds as ``ev``; None outside a match
    match: dict[str, float] | None = None

    @property
    def match_cost(self) -> float | None:
        """The drop in the chance to win the match against the Expert's choice (0..1), None
        outside a match."""
        if self.match is None:
            return None
        return max(0.0, self.match[self.expert] - self.match[self.choice])

    def _slip(self) -> tuple[float, tuple[tuple[str, float], ...], float]:
        """What the marks and the accuracy go by: (the loss, its marks' bounds, its half
        accuracy): the match chance lost in a match, else the game points lost."""
        m = self.match_cost
        if m is None:
            return self.cost, MARKS, HALF_ACCURACY
        return m, MATCH_MARKS, HALF_ACCURACY_MATCH

    @property
    def kind(self) -> str:
        """What was decided: "card" (which card to play), or "draw" (not closing),
        "close", "exchange", "pass" (keeping the nine) or "out"."""
        return "card" if parse_action(self.choice) < 24 else self.choice

    @property
    def routine(self) -> bool:
        """No real choice: every legal action worth the same (to within ``NOISE``), or a
        draw the Expert would also make (the draw window passes by itself unless the player
        stops it, so drawing is the game going on, not a decision the player took)."""
        if self.match is not None:  # in a match, what matters is the match
            chances = self.match.values()
            return (max(chances) - min(chances) < MATCH_NOISE
                    or (self.kind == "draw" and (self.match_cost or 0.0) < MATCH_NOISE))
        values = self.ev.values()
        return (max(values) - min(values) < NOISE
                or (self.kind == "draw" and self.cost < NOISE))

    @property
    def mark(self) -> str | None:
        """"inaccuracy", "mistake" or "blunder" by what it cost (``MARKS``; in a match the
        match chance lost, ``MATCH_MARKS``), else None."""
        loss, marks, _ = self._slip()
        return next((name for name, bound in marks if loss >= bound - 1e-9), None)

    @property
    def accuracy(self) -> float:
        """0..100: 100 for the Expert's choice, halved for every ``HALF_ACCURACY`` lost (in a
        match every ``HALF_ACCURACY_MATCH`` of match chance)."""
        loss, _, half = self._slip()
        return float(100.0 * 2.0 ** (-loss / half))

    @property
    def unlucky(self) -> bool:
        """The player chose as well as the Expert from what could be seen, yet with every
        card known another action was better: bad luck, not a mistake."""
        return self.cost < NOISE <= self.cost_known

    def bounded(self, low: float, high: float) -> "Decision":
        """This decision with its all-known values held within [``low``, ``high``]: the
        deal's result and the best result within reach (``Review.bounded``)."""
        known = {a: min(max(v, low), high) for a, v in self.known.items()}
        best, cost_known = _known_best(known, self.choice, self.expert)
        return replace(self, known=known, known_best=best, cost_known=cost_known)

    @property
    def ev_choice(self) -> float:
        return self.ev[self.choice]

    @property
    def ev_expert(self) -> float:
        return self.ev[self.expert]

    def to_dict(self) -> JSONObject:
        return {"number": self.number, "index": self.index, "trick": self.trick, "kind": self.kind,
                "phase": self.phase, "choice": self.choice, "expert": self.expert,
                "ev": _rounded(self.ev), "known": _rounded(self.known),
                "known_best": self.known_best, "cost": round(self.cost, 4),
                "cost_known": round(self.cost_known, 4),
                **({} if self.match is None else {
                    "match": _rounded(self.match),
                    "match_cost": round(self.match_cost or 0.0, 4)})}


@dataclass(frozen=True)
class Verdict:
    """The summary, as data: the best result within reach and the one the player got, and
    what the choices cost from what the player could see (``lost``: the rows' costs added
    up, which the summary says as such).

    That sum is no loss of the result: each cost is measured from its own position, and a
    standing risk (not closing the stock, say) is charged again at every decision that
    keeps it, so it can pass what the deal had at stake (a +3 won with 4.75 "lost"). What
    the statistics count per deal (``charged``) is never more than the gap, and nothing
    when there is none."""

    lost: float  # sum of the sampled costs (each from its own position: see above)
    lost_known: float  # sum of the all-known costs (the same caveat)
    biggest: Decision | None  # the costliest decision, None when nothing was lost
    result: int  # game points the player won (+) or lost (-) in the deal
    decisions: int
    swing: int = MAX_GAME_POINTS  # the most a deal can give the player
    # the best value with every card known at any of the player's decisions: what the
    # player could have made sure of at some point (None: no decision, the result)
    best: float | None = None

    @property
    def reachable(self) -> float:
        """The best result within reach: at most the deal's worth, at least the result (the
        others may have erred after the player's last decision)."""
        best = self.result if self.best is None else self.best
        return float(min(self.swing, max(best, self.result)))

    @property
    def gap(self) -> float:
        """The best result within reach minus the actual one (0: the deal gave the most it
        could, to within ``REACHED``)."""
        gap = self.reachable - self.result
        return gap if gap >= REACHED else 0.0

    @property
    def reached(self) -> bool:
        return self.gap == 0.0

    @property
    def charged(self) -> float:
        """What the statistics count for the deal: the choices' costs added up, at most the
        gap (0 when the deal gave the most it could)."""
        return min(self.lost, self.gap)


@dataclass(frozen=True)
class MatchStake:
    """What a deal meant to the player's match (both tables, stake.py builds it): the
    player's chance to win the match when the deal began, and after every outcome it could
    have had, (winner, game points the winner scored, the player's chance after it); winner
    None: nobody scored (a deal without a result, a replay, a draw). ``winner`` is who won
    the deal as it was played.

    The review counts a result as the player's game points: +g won, 0 nobody, -g lost. At
    two players that names one outcome; at three a loss does not say which rival won, so
    the played result reads ``winner`` and any other loss is valued at the rival's win
    worth least to the player (``reach``: a lower bound, said so)."""

    seat: int
    before: float
    outcomes: tuple[tuple[int | None, int, float], ...]
    winner: int | None
    # a loss's game points are the winner's gain (two players; three under the "race"
    # objective); False: they say only that a rival won (three under "paid")
    loss_is_gain: bool = True

    def _stands_for(self, winner: int | None, points: int, g: int) -> bool:
        if g > 0:
            return winner == self.seat and points == g
        if g == 0:
            return winner is None
        return winner not in (None, self.seat) and (points == -g or not self.loss_is_gain)

    def after(self, game_points: float) -> float:
        """The chance after the deal as played (``game_points``: its result)."""
        g = round(game_points)
        if g < 0:
            return next(c for w, p, c in self.outcomes
                        if w == self.winner and (p == -g or not self.loss_is_gain))
        return self.reach(g)[0]

    def reach(self, game_points: float) -> tuple[float, bool]:
        """The chance after a result of ``game_points`` for the player, and whether it is
        exact: the lowest over the outcomes that result can stand for (one at two players;
        at three a loss can be either rival's win: then a lower bound, unless alike)."""
        g = round(game_points)
        chances = [c for w, p, c in self.outcomes if self._stands_for(w, p, g)]
        if not chances:
            raise ValueError(f"no outcome of this deal gives the player {g} game points")
        return min(chances), max(chances) - min(chances) < 1e-12


@dataclass(frozen=True)
class MatchVerdict:
    """The summary in match chances (issue 44): what the deal did to the chance to win the
    match, what the best result within reach would have made of it, and the part of that
    gap the choices cost (as ``Verdict``: never more than the gap)."""

    before: float
    after: float
    reachable: float  # the chance after the best result within reach (every card known)
    lost: float  # the decisions' match costs added up (each from its own position)
    biggest: Decision | None  # the decision that cost the most match chance
    # ``reachable`` is the chance that result stands for (True), or only a lower bound
    # (False: three players, where a loss with every card known does not say which rival
    # would have won it; the gap is then what can be claimed, never more)
    exact: bool = True

    @property
    def gap(self) -> float:
        gap = self.reachable - self.after
        return gap if gap >= MATCH_REACHED else 0.0

    @property
    def charged(self) -> float:
        return min(self.lost, self.gap)


@dataclass(frozen=True)
class CurvePoint:
    """Expected game points through the deal (for a chart): before and after a decision."""

    number: int
    trick: int
    best: float  # EV of the Expert's choice: what the position offered
    chosen: float  # EV of the player's choice
    known: float  # the player's choice with every card known


@dataclass(frozen=True)
class Review:
    seat: int
    decisions: tuple[Decision, ...]
    result: int
    budget: "Budget | Budget3" = field(default=DEFAULT_BUDGET, compare=False)
    swing: int = MAX_GAME_POINTS  # the most the deal could give (three players: 6)
    # the known values carry a tie-breaker below one game point (the three-player Expert's
    # own card points / 256): the best result within reach counts whole game points only
    tiebreak: bool = False
    match: MatchStake | None = None  # the deal was played in a match

    def match_verdict(self) -> MatchVerdict | None:
        """The summary in match chances, None outside a match."""
        if self.match is None:
            return None
        v = self.verdict()
        costs = [(d.match_cost or 0.0, d) for d in self.decisions]
        top = max(costs, key=lambda t: (t[0], -t[1].number), default=None)
        biggest = top[1] if top is not None and top[0] >= MATCH_NOISE else None
        after = self.match.after(self.result)
        reach, exact = (after, True) if v.reachable <= self.result else self.match.reach(
            v.reachable)
        return MatchVerdict(self.match.before, after, max(after, reach),
                            sum(c for c, _ in costs), biggest, exact)

    def _match_dict(self) -> JSONObject:
        m = self.match_verdict()
        return {} if m is None else {"match": _match_summary(m)}

    def bounded(self) -> "Review":
        """The review with every all-known value held between the deal's result and the
        best result within reach (``Verdict.reachable``, which this leaves as it is).

        Those values are exact in phase two, but in phase one an estimate (a shallow search
        and playouts: two.py), which could say a choice was worth -2 in a deal the player
        won +2, the most it could give. What chance took from the player (``cost_known``,
        "bad luck") is never more than the gap between that best result and the actual
        one, and nothing when the player got the most: no action counts below what the
        player actually got after it, nor above the best within reach."""
        if not self.decisions:
            return self
        low, high = float(self.result), self.verdict().reachable
        return replace(self, decisions=tuple(d.bounded(low, high) for d in self.decisions))

    def by_cost(self) -> list[Decision]:
        """Costliest first (ties: the all-known cost, then deal order)."""
        return sorted(self.decisions, key=lambda d: (-d.cost, -d.cost_known, d.number))

    def verdict(self) -> Verdict:
        lost = sum(d.cost for d in self.decisions)
        lost_known = sum(d.cost_known for d in self.decisions)
        top = self.by_cost()[0] if self.decisions else None
        biggest = top if top is not None and top.cost >= NOISE else None
        best = max((max(d.known.values()) for d in self.decisions), default=None)
        if best is not None and self.tiebreak:
            best = float(floor(best + 1e-9))
        return Verdict(lost, lost_known, biggest, self.result, len(self.decisions), self.swing,
                       best)

    def real(self) -> list[Decision]:
        """The decisions that were real choices (not ``routine``), in deal order."""
        return [d for d in self.decisions if not d.routine]

    def accuracy(self) -> float | None:
        """The deal's accuracy: the mean of its real decisions' (None: there were none)."""
        real = self.real()
        return sum(d.accuracy for d in real) / len(real) if real else None

    def curve(self) -> list[CurvePoint]:
        return [CurvePoint(d.number, d.trick, d.ev_expert, d.ev_choice, d.known[d.choice])
                for d in self.decisions]

    def to_dict(self) -> JSONObject:
        v = self.verdict()
        return {"seat": self.seat, "result": self.result,
                "lost": round(v.lost, 4), "lost_known": round(v.lost_known, 4),
                "reachable": round(v.reachable, 4), "gap": round(v.gap, 4),
                "charged": round(v.charged, 4),
                "biggest": None if v.biggest is None else v.biggest.number,
                **self._match_dict(),
                "decisions": [d.to_dict() for d in self.decisions],
                "curve": [[p.number, p.trick, round(p.best, 4), round(p.chosen, 4),
                           round(p.known, 4)] for p in self.curve()]}


def _match_summary(m: MatchVerdict) -> JSONObject:
    return {"before": round(m.before, 4), "after": round(m.after, 4),
            "reachable": round(m.reachable, 4), "reachable_exact": m.exact,
            "gap": round(m.gap, 4), "charged": round(m.charged, 4),
            "biggest": None if m.biggest is None else m.biggest.number}


def _rounded(values: dict[str, float]) -> JSONObject:
    return {a: round(v, 4) for a, v in values.items()}


@dataclass(frozen=True)
class Reviewer(Generic[B]):
    """What a table's review provides (two.py, three.py): the Expert's budget it runs,
    one decision priced, and the ``Review`` of a finished deal from its decisions."""

    table: str  # the engine's table (game.engine.tables)
    budget_type: type[B]
    default_budget: B
    # (state, action, budget, number, index) -> the decision, stepwise
    decision: Callable[[AnyState, str, B, int, int], Work[Decision]]
    # (seat, decisions, final state, budget) -> the review
    review: Callable[[int, tuple[Decision, ...], AnyState, B], Review]
    # (a seat's view, budget) -> the Expert's scores and choice from that view alone
    sampled: Callable[[AnyView, B], Work[Sampled]]

    def budget(self, given: "Budget | Budget3 | None") -> B:
        """``given`` (None: the default), refused if it is another table's."""
        if given is None:
            return self.default_budget
        if not isinstance(given, self.budget_type):
            kind = self.budget_type
            raise TypeError(f"a {self.table}-player review takes a "
                            f"{kind.__module__}.{kind.__qualname__}")
        return given

    def position_work(self, state: AnyState, action: str, budget: "Budget | Budget3 | None",
                      number: int = 1, index: int = 0) -> Work[Decision]:
        """One decision: ``action`` taken by the player to move in ``state``."""
        return self.decision(state, action, self.budget(budget), number, index)

    def view_work(self, view: AnyView, budget: "Budget | Budget3 | None") -> Work[Sampled]:
        """The sampled half for one of this table's views (fromview.py)."""
        return self.sampled(view, self.budget(budget))

    def deal_work(self, record: DealRecord, budget: "Budget | Budget3 | None",
                  progress: "Progress | None" = None) -> Work[Review]:
        """The review of a whole deal; ``progress`` counts the decisions done."""
        b = self.budget(budget)

        def decide(s: AnyState, action: str, number: int, index: int) -> Work[Decision]:
            return self.decision(s, action, b, number, index)

        decisions = yield from decisions_work(record, decide, progress)
        return self.review(record.seat, decisions, record.final(), b).bounded()


def checked_choice(state: AnyState, action: str) -> tuple[int, str]:
    """The seat to move in ``state`` and ``action`` in the engine's spelling, legal there."""
    seat = state.to_move
    if seat is None:
        raise ValueError("the deal is over: there is no decision to review")
    choice = action_text(parse_action(action))
    if choice not in state.legal_actions():
        raise ValueError(f"{choice} is not legal here")
    return seat, choice


def priced(number: int, index: int, trick: int, phase: int, choice: str, sampled: Sampled,
           known: dict[str, float]) -> Decision:
    """A decision from its two halves (two or three players): what the choice cost against
    the Expert's from the same worlds, and with every card known."""
    ev = sampled.ev
    cost = max(0.0, ev[sampled.expert] - ev[choice])
    known_best, cost_known = _known_best(known, choice, sampled.expert)
    return Decision(number, index, trick, phase, choice, sampled.expert, ev, known, known_best,
                    cost, cost_known, sampled.match)


def _known_best(known: dict[str, float], choice: str, expert: str) -> tuple[str, float]:
    """The best action with every card known (ties: the player's choice, then the
    Expert's) and what the choice lost against it."""
    top = max(known.values())
    best = next(a for a in (choice, expert, *known) if known[a] >= top - 1e-9)
    return best, top - known[choice]


def decision_points(record: DealRecord) -> list[tuple[int, AnyState]]:
    """(action index, state before it) for each of the player's real decisions."""
    states = record.states()
    out = []
    for i, _ in enumerate(record.actions):
        s = states[i]
        if s.to_move == record.seat and len(s.legal_codes()) > 1:
            out.append((i, s))
    return out


@dataclass
class Progress:
    done: int = 0
    total: int = 0

    @property
    def fraction(self) -> float:
        return 0.0 if self.total == 0 else self.done / self.total  # 0: not counted yet


def decisions_work(record: DealRecord,
                   decide: Callable[[AnyState, str, int, int], Work[Decision]],
                   progress: Progress | None = None) -> Work[tuple[Decision, ...]]:
    """Each of the player's decisions in deal order, ``decide(state, action, number,
    index)`` pricing one (two or three players); ``progress`` counts them. Each is
    searched with its information set's own seed (game/ai/infoset.py): the seed the
    hint and the Expert's play use, never the decision's place in the deal."""
    points = decision_points(record)
    progress = progress if progress is not None else Progress()
    progress.total, progress.done = len(points), 0
    decisions = []
    for n, (i, s) in enumerate(points, 1):
        decisions.append((yield from decide(s, record.actions[i], n, i)))
        progress.done = n
        yield
    return tuple(decisions)


__all__ = ["HALF_ACCURACY", "MARKS", "MAX_GAME_POINTS", "NOISE", "CurvePoint", "Decision",
           "MatchStake", "MatchVerdict", "Progress", "Review", "Reviewer", "Sampled", "Verdict",
           "checked_choice",
           "decision_points", "decisions_work", "priced"]
