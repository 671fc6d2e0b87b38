"""Expert: perfect-information Monte Carlo over worlds consistent with the view.

For each sampled world (or every world, when few remain) every legal action is
scored in GAME POINTS for the mover:

- phase two (stock closed or exhausted): the exact solver (solver.py);
- phase one: the action, then a quick heuristic playout (``policy``) until the
  stock is closed or exhausted, then the exact solver for the rest (the last
  phase-one trick too: when few layouts remain, every one is enumerated).
  ``Budget.late_stock`` can search the end of phase one instead
  (``PerfectSearch``); it plays worse, each world's search seeing every card.

The opponent's style is uncertain too: in a share of the worlds equal to the
chance that it leaves low leads alone (opponent.py, from its replies so far),
its playouts play Sharp's rules (the classic levels duck so); in the others it
takes them with its best card. In a ducker's worlds the exact solve that ends
the playout plays it by Sharp's rules too (solver.py's model seat,
``Budget.model_phase_two``); elsewhere it assumes best play from both.

The action with the best average wins. Closing is scored more carefully:
each world lets the closer see every card, so sampling overrates closing
(strategy fusion). Its score is the closer's best FIRST action after the close
averaged over the worlds (one lead for all of them, not each world's own best),
and it must still beat the best alternative by ``close_margin``. With
``Budget.close_depth`` set, the close is instead searched as the closer will play
it where that could make closing the choice, its first decisions taken once per
information set (closesearch.py), and needs no margin: measured, not yet kept.
Budgets are counts (worlds, solver nodes), never the clock: a seed reproduces
the choice exactly. The search is stepwise work (thinking.py): the ``*_work``
generators yield between units (one action of one world, a slice of a solve),
so a page can run it in slices; the plain functions run it in one go.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, replace

from ..engine.cards import PARTNER, POINTS, beats
from ..engine.core import BEFORE_DRAW, CLOSE, DRAW, EXCHANGE, EXCHANGE_OFFER, OUT, OVER, Core
from ..engine.deal import action_text, parse_action
from ..engine.sampling import Frame, all_worlds
from ..engine.view import PlayerView
from .alphabeta import AlphaBeta
from .classic import obvious_action
from .closesearch import CloseSearch
from .equity import two_player_utility
from .infoset import seed_for
from .opponent import PRIOR_DUCKER, ducker_probability
from .solver import Solver, fresh_value0, is_phase_two, outcome_value, shares_table
from .ties import best_of
from .work import Work, finish


@dataclass(frozen=True)
class Budget:
    """How much work one decision may do (counts only: reproducible)."""

    phase_one_worlds: int = 64
    phase_two_worlds: int = 48
    enumerate_limit: int = 48  # enumerate every layout when there are at most this many
    node_limit: int = 90_000  # solver nodes per decision, checked between worlds
    # Game points closing must gain over the best alternative. Sampling still
    # overrates closing: against Sharp on the same 300 deal pairs, 0.45 gained 0.065
    # game points per deal over 0.15, 0.30 gained 0.022 and 0.60 0.052; 0.05 lost
    # 0.033 (bench/expert_ab.py).
    close_margin: float = 0.45
    # Closing valued by the closer's own play (closesearch.py): its first this many
    # decisions after the close are taken once per information set, over at most
    # ``close_worlds`` of the worlds, and closing then needs no margin. 0 (the default):
    # the clairvoyant value less ``close_margin``. Not the default: at depth 2 it gains
    # against the Expert but loses 0.032 game points per deal against classic Sharp over
    # 1,000 paired deals (-0.056 .. -0.008; with the ducker model in its solves -0.052)
    # and adds 5% to the think time's p95 (docs/BENCHMARKS.md §6, "The close, searched").
    close_depth: int = 0
    close_worlds: int = 24
    # At most this many cards in stock: search instead of playouts. Off: measured
    # against Sharp on the same 300 deal pairs, 2 (the last trick) lost 0.042 game
    # points per deal and 4 lost 0.083 against 0 (bench/expert_ab.py).
    late_stock: int = 0
    late_plies: int = 2  # card plays searched there before the playout estimate
    # In the worlds where the opponent ducks, the solve after the playout plays it by
    # Sharp's rules too. Measured over the same 1,000 deal pairs (bench/expert_ab.py):
    # against Sharp +0.050 game points per deal (-0.000 .. +0.101), and level against
    # the Expert without it (+0.006, -0.051 .. +0.062): a strong player who ducks is
    # not played as if it made a classic level's mistakes often enough to cost.
    model_phase_two: bool = True
    # The chance that the opponent is a ducker before this deal shows anything
    # (opponent.py); 0 plays every world's opponent as a taker.
    ducker_prior: float = PRIOR_DUCKER


DEFAULT_BUDGET = Budget()


# -- the playout policy (both sides, inside one world) -------------------------------
def _lead_key(core: Core, c: int) -> int:
    # Cheap, plain cards first; trumps last (sharp's ranking, as a baseline).
    return POINTS[c] + (100 if c // 6 == core.trump else 0)


def _discard_key(core: Core, hand: list[int], c: int) -> int:
    key = _lead_key(core, c)
    partner = PARTNER[c]
    if partner >= 0 and partner in hand:
        key += 30  # keep a marriage together
    return key


def policy(core: Core, ducker: int = -1) -> int:
    """A fast, sensible action for the mover of a phase-one core.

    ``ducker`` is a seat that leaves low plain leads alone (see opponent.py).
    """
    st = core.stage
    if st == BEFORE_DRAW:
        return DRAW
    if st == EXCHANGE_OFFER:
        return EXCHANGE
    p = core.leader if core.lead < 0 else 1 - core.leader
    hand = core.hands[p]
    if core.lead < 0 and core.may_exchange(p):
        return EXCHANGE
    if p == ducker:
        return _classic(core, hand, p)
    if core.lead < 0:
        best = -1
        for c in hand:
            if core.declarable_marriage(p, c) and (best < 0 or c // 6 == core.trump):
                best = c
        if best >= 0:
            return best
        return min(hand, key=lambda c: _lead_key(core, c))
    return _follow(core, hand)


def _classic(core: Core, hand: list[int], p: int) -> int:
    """Sharp's rules (classic.py, docs/RULES.md §4) for seat ``p``, to move in phase one.

    The classic levels leave low leads alone; a player seen doing so is most
    likely one of them, so a ducker's playouts follow their rules whole
    (measured: +0.055 game points per deal against Sharp over 1,500 pairs).
    """
    if core.lead < 0:
        for c in hand:
            if core.declarable_marriage(p, c):
                return c
        return min(hand, key=lambda c: _lead_key(core, c))
    if POINTS[core.lead] >= 4:
        winners = [c for c in hand if beats(core.lead, c, core.trump)]
        if winners:
            return min(winners, key=lambda c: POINTS[c])
    return min(hand, key=lambda c: POINTS[c])


def _follow(core: Core, hand: list[int]) -> int:
    lead, trump = core.lead, core.trump
    legal = core.forced_replies(hand, lead) if core.strict() else hand
    same = [c for c in legal if c // 6 == lead // 6 and c < lead]
    if same and lead // 6 != trump:
        return max(same, key=lambda c: (POINTS[c], -c))  # take it, banking the most
    if POINTS[lead] >= 4:  # a led king, ten or ace is worth a trump (arena: +0.05/deal)
        trumps = [c for c in legal if beats(lead, c, trump)]
        if trumps:
            return min(trumps, key=lambda c: (POINTS[c], c))
    return min(legal, key=lambda c: _discard_key(core, hand, c))


# -- values of actions in one world --------------------------------------------------
class WorldEvaluator:
    """Scores every legal action of one world for its mover (counts solver nodes)."""

    def __init__(self) -> None:
        self.nodes = 0
        self.ducker = -1  # the seat that leaves low leads alone in this world's playouts
        self.model_phase_two = False  # the ducker plays Sharp's rules in phase two too

    def finish(self, core: Core, seat: int) -> int:
        """Play ``policy`` until phase two, then solve exactly; value for ``seat``."""
        while core.stage != OVER and not is_phase_two(core):
            core.play(policy(core, self.ducker))
        if core.stage == OVER:
            return outcome_value(core, seat)
        v, nodes = fresh_value0(core, self.model())
        self.nodes += nodes
        return v if seat == 0 else -v

    def model(self) -> int:
        """The seat the phase-two solve plays by Sharp's rules (-1: none)."""
        return self.ducker if self.model_phase_two else -1

    def action_values(self, world: Core, late_stock: int = 0,
                      late_plies: int = 2) -> dict[int, float]:
        return finish(self.action_values_work(world, late_stock, late_plies))

    def action_values_work(self, world: Core, late_stock: int = 0,
                           late_plies: int = 2) -> Work[dict[int, float]]:
        mover = world.to_move()
        assert mover is not None
        if is_phase_two(world):
            return (yield from self._solved_work(world, mover))
        if world.stock_size() <= late_stock:
            # Near the end of phase one: search the rest of it, then solve.
            search = PerfectSearch(mover, late_plies, self)
            return (yield from search.action_values_work(world, skip=CLOSE))
        out: dict[int, float] = {}
        for a in world.legal():
            if a == CLOSE:
                continue  # scored by close_leads
            child = world.copy()
            child.play(a)
            out[a] = self.finish(child, mover)
            yield
        return out

    def close_leads_work(self, world: Core) -> Work[dict[int, float]]:
        """After closing in this phase-one world: the value of each first action of the closer.

        The opponent's exchange offer right after the close is answered with its best
        choice in this world; the closer's actions are then solved exactly.
        """
        mover = world.to_move()
        assert mover is not None
        child = world.copy()
        child.play(CLOSE)
        if child.to_move() != mover:
            sign = 1 if mover == 0 else -1
            options = []
            for a in child.legal():
                answered = child.copy()
                answered.play(a)
                v, nodes = fresh_value0(answered, self.model())
                options.append((sign * v, a, answered))
                self.nodes += nodes
                yield
            child = min(options, key=lambda t: (t[0], t[1]))[2]
        return (yield from self._solved_work(child, mover))

    def _solved_work(self, world: Core, mover: int) -> Work[dict[int, float]]:
        # One table for all children of a play node; the exchange offer (hands'
        # make-up) and the closer's marriage lead (points) need one solver each.
        shared = Solver(world, self.model()) if shares_table(world) else None
        sign = 1 if mover == 0 else -1
        out: dict[int, float] = {}
        for a in world.legal():
            child = world.copy()
            child.play(a)
            if shared is not None:
                out[a] = sign * shared.value0(child)
            else:
                v, nodes = fresh_value0(child, self.model())
                out[a] = sign * v
                self.nodes += nodes
            yield
        if shared is not None:
            self.nodes += shared.nodes
        return out


class PerfectSearch:
    """Depth-limited alpha-beta over a full-information Core (values for ``seat``): the
    two-player phase one's part of the one driver (alphabeta.py). It stops at the end of
    the deal, at phase two (solved exactly) and after ``plies`` card plays (the playout
    estimate); the playout policy's action is tried first; nothing is remembered."""

    def __init__(self, seat: int, plies: int, ev: WorldEvaluator | None = None) -> None:
        self.seat = seat
        self.plies = plies
        self.ev = ev or WorldEvaluator()
        self.driver = AlphaBeta(self, 99.0)

    # -- the driver's hooks (alphabeta.Game) -----------------------------------------
    def leaf(self, core: Core, depth: int) -> float | None:
        if core.stage == OVER:
            return outcome_value(core, self.seat)
        if is_phase_two(core):
            solved, nodes = fresh_value0(core)
            self.ev.nodes += nodes
            return solved if self.seat == 0 else -solved
        if depth <= 0:
            return self.ev.finish(core.copy(), self.seat)
        return None

    def maximizing(self, core: Core) -> bool:
        return core.to_move() == self.seat

    def moves(self, core: Core) -> list[int]:
        return self._ordered(core)

    def child(self, core: Core, move: int) -> Core:
        child = core.copy()
        child.play(move)
        return child

    def depth(self, depth: int, move: int) -> int:
        return depth - (1 if move < 24 else 0)  # only card plays count

    def key(self, core: Core) -> None:
        return None

    # -- searching -------------------------------------------------------------------
    def value(self, core: Core, plies: int, alpha: float, beta: float) -> float:
        return finish(self.value_work(core, plies, alpha, beta))

    def value_work(self, core: Core, plies: int, alpha: float, beta: float) -> Work[float]:
        """Stepwise ``value``: yields after each child of an inner node."""
        return self.driver.value_work(core, plies, alpha, beta)

    def _ordered(self, core: Core) -> list[int]:
        moves = core.legal()
        first = policy(core)
        if first in moves:
            moves.remove(first)
            moves.insert(0, first)
        return moves

    def action_values(self, core: Core, skip: int = -1) -> dict[int, float]:
        """Values of every legal action but ``skip``."""
        return finish(self.action_values_work(core, skip))

    def action_values_work(self, core: Core, skip: int = -1) -> Work[dict[int, float]]:
        moves = [a for a in core.legal() if a != skip]
        return self.driver.action_values_work(core, moves, self.plies)


def worlds_for(view: PlayerView, rng: random.Random, budget: Budget) -> list[Core]:
    """The worlds to average over: all of them when few remain, else a sample."""
    frame = Frame(view)
    if view.strict:
        # Nothing more is drawn: only the opponent's hand matters.
        n = budget.phase_two_worlds
        if frame.layouts() <= max(n, budget.enumerate_limit):
            return list(frame.enumerate(rng, budget.enumerate_limit))
        return [frame.sample(rng) for _ in range(n)]
    every = all_worlds(view, budget.enumerate_limit)
    if every is not None:
        return every
    return [frame.sample(rng) for _ in range(budget.phase_one_worlds)]


def in_share(i: int, share: float) -> bool:
    """Whether item ``i`` is one of the ``share`` picked: every prefix of k items holds
    floor(k * share) of them, so a search cut short by the node limit stays balanced."""
    return math.floor((i + 1) * share) > math.floor(i * share)


@dataclass(frozen=True)
class Searched:
    """What the search found for each legal action: its expected game points and, in a
    match, its chance to win the match (the same worlds, each world's result mapped
    through the match equity table: equity.two_player_utility)."""

    points: dict[int, float]
    chances: dict[int, float] | None = None

    @property
    def values(self) -> dict[int, float]:
        """What the Expert maximises: the match chance in a match, else game points."""
        return self.chances if self.chances is not None else self.points


# A game point's weight beside the match chance: only ever splits equal chances (a deal
# won, or lost, whatever is played: then the Expert still plays for the most points).
POINTS_TIE = 1e-6


def match_utility(view: PlayerView) -> tuple[float, ...] | None:
    """The mover's match chance by the deal's result (index game points + 3), or None
    when the deal is not played in a match (practice, puzzles, the deal of the day)."""
    if view.match is None or not view.rules.has_match:
        return None
    return two_player_utility(view.rules, view.match, view.dealer, view.seat)


def close_margin(view: PlayerView, budget: Budget) -> float:
    """``budget.close_margin`` in the search's units: game points, or in a match the match
    chance that many game points are worth on average over the deal's results."""
    u = match_utility(view)
    if budget.close_depth:
        return 0.0  # the close is searched as the closer will play it
    if u is None:
        return budget.close_margin
    return budget.close_margin * (u[-1] - u[0]) / 6


def action_scores(view: PlayerView, seed: int | None = None,
                  budget: Budget = DEFAULT_BUDGET) -> dict[int, float]:
    """What the Expert maximises for each legal action (``Searched.values``)."""
    return finish(action_scores_work(view, seed, budget))


def action_scores_work(view: PlayerView, seed: int | None = None,
                       budget: Budget = DEFAULT_BUDGET) -> Work[dict[int, float]]:
    return (yield from searched_work(view, seed, budget)).values


def searched_work(view: PlayerView, seed: int | None = None,
                  budget: Budget = DEFAULT_BUDGET) -> Work[Searched]:
    """Every legal action's average over the worlds (mover's view): game points, and in a
    match the match chance too. ``seed`` None: the information set's own (infoset.py),
    the one every piece of advice uses."""
    rng = random.Random(seed_for(view, seed))
    ev = WorldEvaluator()
    utility = match_utility(view)
    totals: dict[int, float] = {parse_action(a): 0.0 for a in view.legal}
    chances = dict.fromkeys(totals, 0.0) if utility is not None else None
    closing = CLOSE in totals
    after_close: dict[int, float] = {}  # the closer's first action -> total over worlds
    close_chance: dict[int, float] = {}  # the same in match chances
    worlds = worlds_for(view, rng, budget)
    # The opponent's style is uncertain too: that share of the worlds gets a ducker.
    ducking = ducker_probability(view, budget.ducker_prior) if not view.strict else 0.0
    ev.model_phase_two = budget.model_phase_two
    n = 0
    for i, world in enumerate(worlds):
        ev.ducker = 1 - view.seat if in_share(i, ducking) else -1
        values = yield from ev.action_values_work(world, budget.late_stock, budget.late_plies)
        for a, v in values.items():
            totals[a] += v
            if chances is not None and utility is not None:
                chances[a] += _chance(utility, v)
        if closing:
            leads = yield from ev.close_leads_work(world)
            for a, v in leads.items():
                after_close[a] = after_close.get(a, 0.0) + v
                if utility is not None:
                    close_chance[a] = close_chance.get(a, 0.0) + _chance(utility, v)
        n += 1
        if ev.nodes > budget.node_limit:
            break
    n = max(n, 1)
    if closing:
        # one first lead for every world: the one the objective rates best
        lead = max(close_chance or after_close, key=lambda a: (close_chance or after_close)[a])
        totals[CLOSE] = after_close[lead]
        if chances is not None:
            chances[CLOSE] = close_chance[lead]
        if budget.close_depth and (_may_close(totals) or chances and _may_close(chances)):
            points, chance = yield from _searched_close_work(
                view, worlds[:n], rng, budget, utility)
            totals[CLOSE] = points * n
            if chances is not None:
                chances[CLOSE] = chance * n
    return Searched({a: t / n for a, t in totals.items()},
                    None if chances is None else {a: t / n for a, t in chances.items()})


def _may_close(totals: dict[int, float]) -> bool:
    """Whether closing could be the choice: the clairvoyant value, which the searched one
    never exceeds, reaches the best alternative's."""
    others = [v for a, v in totals.items() if a not in (CLOSE, OUT)]
    return not others or totals[CLOSE] >= max(others)


def _searched_close_work(view: PlayerView, worlds: list[Core], rng: random.Random,
                         budget: Budget, utility: tuple[float, ...] | None
                         ) -> Work[tuple[float, float]]:
    """Closing's average game points and match chance (0 outside a match) with the
    closer's play searched as it will know it (closesearch.py)."""
    if len(worlds) > budget.close_worlds:  # enumerated layouts come in order: draw
        worlds = rng.sample(worlds, budget.close_worlds)
    rank = (lambda g: float(g)) if utility is None else (lambda g: _chance(utility, g))
    search = CloseSearch(view.seat, budget.close_depth, rank)
    values = yield from search.values_work(worlds)
    n = max(len(values), 1)
    chance = 0.0 if utility is None else sum(_chance(utility, v) for v in values) / n
    return sum(values) / n, chance


def _chance(utility: tuple[float, ...], game_points: float) -> float:
    """The match chance of one world's result (its game points for the mover, -3..3)."""
    return utility[round(game_points) + 3]


def pick(scores: dict[int, float], preferred: int, close_margin: float) -> int:
    """Best average; closing needs a margin; ties go to the policy's own choice."""
    adjusted = {a: v - (close_margin if a == CLOSE else 0.0) for a, v in scores.items()}
    return best_of(adjusted, preferred)


def choose_expert(view: PlayerView, seed: int | None = None,
                  budget: Budget = DEFAULT_BUDGET) -> str:
    """The expert's action (text) for the seat of ``view``, which must be to move."""
    return expert_decision(view, seed, budget)[0]


def expert_decision(view: PlayerView, seed: int | None = None,
                    budget: Budget = DEFAULT_BUDGET) -> tuple[str, dict[int, float] | None]:
    """The expert's action and the scores it picked from (None: no search was needed)."""
    return finish(expert_decision_work(view, seed, budget))


def expert_decision_work(view: PlayerView, seed: int | None = None, budget: Budget = DEFAULT_BUDGET
                         ) -> Work[tuple[str, dict[int, float] | None]]:
    """Stepwise ``expert_decision``: the scores are what it maximises (``Searched.values``)."""
    action, searched = yield from expert_search_work(view, seed, budget)
    return action, None if searched is None else searched.values


def expert_search_work(view: PlayerView, seed: int | None = None, budget: Budget = DEFAULT_BUDGET
                       ) -> Work[tuple[str, Searched | None]]:
    """The expert's action and everything its search found (None: no search was needed).
    In a match it maximises the chance to win the match, else expected game points."""
    obvious = obvious_action(view)  # going out the moment it is correct
    if obvious is not None:
        return obvious, None
    searched = yield from searched_work(view, seed, budget)
    return action_text(expert_pick(view, searched, seed, budget)), searched


def expert_pick(view: PlayerView, searched: Searched, seed: int | None, budget: Budget,
                for_points: bool = False) -> int:
    """The action the Expert picks from ``searched`` (``for_points``: as if no match were
    played, for telling when the score changes the choice)."""
    if for_points or searched.chances is None:
        scores = dict(searched.points)
    else:  # equal chances (a deal won or lost whatever): the more game points
        scores = {a: c + POINTS_TIE * searched.points[a] for a, c in searched.chances.items()}
    if len(scores) > 1:
        scores.pop(OUT, None)  # a wrong "out" never helps (a right one is taken at once)
    margin = close_margin(replace(view, match=None) if for_points else view, budget)
    return pick(scores, _preferred(view, seed), margin)


def _preferred(view: PlayerView, seed: int | None) -> int:
    """The playout policy's choice in one sampled world (a tie-breaker only)."""
    frame = Frame(view)
    world = frame.sample(random.Random(seed_for(view, seed)))
    if is_phase_two(world):
        return _strict_default(world)
    return policy(world)


def _strict_default(world: Core) -> int:
    moves = world.legal()
    cards_ = [m for m in moves if m < 24]
    if not cards_:
        return moves[0]
    if world.lead < 0:
        return min(cards_, key=lambda c: _lead_key(world, c))
    mover = world.to_move()
    assert mover is not None  # a player is on move while the deal runs
    return _follow(world, world.hands[mover])


__all__ = ["Budget", "DEFAULT_BUDGET", "choose_expert", "expert_decision", "action_scores",
           "expert_decision_work", "action_scores_work", "Searched", "searched_work",
           "expert_search_work", "expert_pick", "match_utility", "close_margin",
           "policy", "WorldEvaluator", "PerfectSearch", "worlds_for"]
