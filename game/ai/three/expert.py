"""Expert for three players: perfect-information Monte Carlo over consistent worlds.

Worlds (sampling.py) are layouts of the two hidden hands consistent with
everything public: hand sizes, cards played, the turned trump card and marriage
partners still in a hand, and the cards a seat cannot hold after its plays
(voids; failing to beat). They are weighed by inference.py: a layout in which
the others' plays so far look like sensible play (a simple model of play:
Sharp's rules) counts more; ``Budget3.candidates`` layouts are drawn and
``worlds`` of them kept in proportion to their weights (or every layout, weighed,
when there are few). Before that (``read``), each other seat whose plays the
model explains is read by it: the layouts are drawn only among those in which
it holds none of the cards the model says it cannot hold (a higher card than
the one it led, a cheaper legal one than the one it followed with...), and it
counts as playing by the model from here on.

In each world every legal card of the seat to move is scored in GAME POINTS
for that seat (kernel.py ``OBJECTIVES``; by default "race": the winner's gain,
or minus what another seat wins, since in the match nobody loses points and a
rival's win costs the same whoever paid it; "paid" counts only what the seat
itself pays), with its own card points as a tie-breaker (``kernel.SCALE``). In a
match (``view.match``) the game points give way to the seat's chance to win the match
after the deal (matchvalue.py; issue 44): the same searches, another utility. A card
is valued so:

- few cards left (``solve_cards``): the exact search (solver.py,
  ``Budget3.mode``: paranoid or max-n) values every card in every world; a seat
  that plays by the model is played by it there (modelsearch.py), and when both
  others do, that search takes over at ``model_cards`` (12) instead: measured
  against two Sharps (1,000 deals, seed 1), 61.4% -> 64.0% of the game points;
- before that: the card, then a fast playout until ``playout_solve`` cards are
  left, then the exact search. In the playout the others play Sharp's rules and
  this seat a policy that knows which cards are still out (``smart_lead``,
  ``smart_follow``); its first ``nested`` choices with more than one legal card
  try each card with a plain playout and take the best.

The card with the best weighted average wins; ties go to the policy's choice.
Budgets are counts (worlds, solver nodes, playout plays), never the clock, so a
view and a seed give the same choice anywhere. The search is stepwise work
(``expert3_decision_work`` yields between worlds: game/ai/thinking.py runs it
in slices for the page); ``choose_expert3`` runs it in one go.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ...engine.cards import PARTNER, POINTS, parse, text
from ...engine.three.view import PlayerView3
from ..infoset import seed_for
from ..ties import best_of
from ..work import Work, finish
from .inference import Inference
from .kernel import (
    ABOVE,
    SCALE,
    SUIT_MASK,
    Objective,
    Pos,
    Utility,
    bits,
    popcount,
    trick_state,
    utility_of,
)
from .matchvalue import PER, match_utility
from .modelsearch import ModelSearch
from .policy import (
    cheapest,
    policy_card,
    sharp_follow,
    sharp_lead,
    smart_follow,
    smart_lead,
)
from .sampling import Frame3
from .solver import Solver3

Decision = tuple[str, "dict[int, float] | None"]


@dataclass(frozen=True)
class Budget3:
    """How much work one decision may do (counts only: reproducible)."""

    worlds: int = 60  # sampled worlds per decision
    enumerate_limit: int = 40  # every world when there are at most this many
    # Cards left in the hands at which the exact search takes over: at the root (every
    # world searched) and inside playouts. Measured: 6 (the last two tricks) plays
    # better than 9 or 12 against Sharp when the search does not model its play
    # (paranoid); with both others read by the model, ``model_cards`` instead.
    solve_cards: int = 6
    playout_solve: int = 6
    node_limit: int = 200_000  # solver nodes per decision (checked between worlds)
    play_limit: int = 60_000  # playout plays per decision (checked between worlds)
    mode: str = "paranoid"  # the exact search: "paranoid" or "maxn" (solver.py)
    # "race": a rival's win costs the seat all the rival gains; "paid": only what the
    # seat itself pays (kernel.OBJECTIVES)
    objective: str = "race"
    own_policy: str = "smart"  # this seat's playout policy: "smart" or "sharp"
    nested: int = 2  # own playout choices improved by a one-step search (Evaluator.playout)
    points_weight: float = 1.0  # own card points in a playout's value (SCALE = 1 game point)
    # Inference (inference.py): each of the others' plays that a layout makes look
    # odd multiplies its weight by ``eps`` (1.0: every consistent layout alike).
    eps: float = 0.1
    candidates: int = 160  # layouts drawn and weighed, of which ``worlds`` are kept
    # Draw the layouts only among those in which the model explains every play of a
    # seat whose plays it can explain (read_frame, inference.Inference.model_excluded).
    read: bool = True
    # With both others playing by the model so far, the search that plays them by it
    # (modelsearch.py) takes over at this many cards left (0: never). Measured on the
    # same 300 deals against two Sharps (40 worlds): 12, 15, 18 alike (64.8, 64.2, 64.6%).
    model_cards: int = 12


DEFAULT_BUDGET3 = Budget3()


class Evaluator:
    """Values cards in one world for seat ``me`` (counts plays and solver nodes)."""

    def __init__(self, me: int, budget: Budget3, modeled: int = 0,
                 utility: Utility | None = None) -> None:
        self.me = me
        self.budget = budget
        # ``utility``: a deal's worth of its own (the match's, matchvalue.py) instead of
        # the budget's objective.
        self.objective: Objective = budget.objective if utility is None else utility
        # Seats (bits) that play by the model in the exact search; with both others
        # so, it starts at ``model_cards`` (root and playouts) instead.
        self.modeled = modeled if budget.model_cards else 0
        both = self.modeled == 7 & ~(1 << me)
        self.solve_cards = budget.model_cards if both else budget.solve_cards
        self.playout_solve = budget.model_cards if both else budget.playout_solve
        self.plays = 0
        self.nodes = 0
        self.utility = utility_of(self.objective)

    def solver(self, trump: int) -> "Solver3 | ModelSearch":
        b = self.budget
        if self.modeled:
            return ModelSearch(trump, self.me, self.modeled, self.objective)
        return Solver3(trump, self.me, b.mode, objective=self.objective)

    def playout(self, pos: Pos, nested: int = 0) -> float:
        """Play ``policy`` for everybody until ``playout_solve`` cards are left, then
        search exactly. ``pos`` is changed. The value for ``me``. The first ``nested``
        choices of ``me`` with more than one legal card try each card with a plain
        playout of this world and take the best (a one-step policy improvement)."""
        h = pos.hands
        trump = pos.trump
        tmask = SUIT_MASK[trump]
        cp, mar = pos.cp, pos.mar
        fl = pos.flags
        leader = pos.leader
        k = len(pos.table)
        ls, best, bs, tp = trick_state(pos)
        left = popcount(h[0] | h[1] | h[2])
        stop = self.playout_solve
        plays = 0
        me = self.me
        smart = self.budget.own_policy == "smart"
        table = pos.table[:]
        while left:
            if k == 0 and left <= stop:
                break
            p = (leader + k) % 3
            hand = h[p]
            if k == 0:
                if p == me and smart:
                    card = smart_lead(hand, trump, h[(p + 1) % 3] | h[(p + 2) % 3])
                else:
                    card = sharp_lead(hand, trump)
                if p == me and nested and hand & (hand - 1):
                    nested -= 1  # a lead: the table is empty (``table`` holds the last trick)
                    card = self._improve(card, hand, h, leader, [], cp, mar, fl, trump)
                table = [card]
                partner = PARTNER[card]
                if partner >= 0 and hand >> partner & 1:
                    mar[p] += 40 if card // 6 == trump else 20
                ls, best, bs, tp = card // 6, card, p, POINTS[card]
            else:
                same = hand & SUIT_MASK[ls]
                if same:
                    if best // 6 != ls:
                        legal = same
                    else:
                        legal = same & ABOVE[best] or same
                else:
                    tr = hand & tmask
                    if tr:
                        legal = (tr & ABOVE[best] or tr) if best // 6 == trump else tr
                    else:
                        legal = hand
                if p == me and smart:
                    card = smart_follow(legal, best, tp, trump, k == 2)
                else:
                    card = sharp_follow(legal, best, tp, trump)
                if p == me and nested and legal & (legal - 1):
                    nested -= 1
                    card = self._improve(card, legal, h, leader, table, cp, mar, fl, trump)
                table.append(card)
                cs = card // 6
                if (cs == best // 6 and card < best) or (cs == trump and best // 6 != trump):
                    best, bs = card, p
                tp += POINTS[card]
            h[p] = hand & ~(1 << card)
            left -= 1
            plays += 1
            k += 1
            if k == 3:
                if not left:
                    tp += 10
                cp[bs] += tp
                fl |= 1 << bs
                leader = bs
                k = 0
        self.plays += plays
        pos.flags = fl
        pos.leader = leader
        if left:
            pos.table = []
            s = self.solver(trump)
            v = s.value(pos)
            self.nodes += s.nodes
            return v
        t = (cp[0] + (mar[0] if fl & 1 else 0), cp[1] + (mar[1] if fl & 2 else 0),
             cp[2] + (mar[2] if fl & 4 else 0))
        return self.utility(t, fl)[self.me] * SCALE + self.budget.points_weight * t[self.me]

    def _improve(self, card: int, legal: int, h: list[int], leader: int, table: list[int],
                 cp: list[int], mar: list[int], fl: int, trump: int) -> int:
        """The legal card whose plain playout from here scores best (ties: ``card``)."""
        best_v = -1e18
        choice = card
        for c in [card] + [x for x in bits(legal) if x != card]:
            child = Pos(trump, h[:], leader, table[:], cp[:], mar[:], fl)
            child.play(c)
            v = self.playout(child)
            if v > best_v:
                best_v, choice = v, c
        return choice

    def values(self, world: Pos, cands: list[int]) -> dict[int, float]:
        """The value of each candidate card in ``world`` for ``me`` (to move)."""
        out: dict[int, float] = {}
        if world.cards_left() <= self.solve_cards:
            s = self.solver(world.trump)
            for c in cands:
                child = world.copy()
                child.play(c)
                out[c] = s.value(child)
            self.nodes += s.nodes
            return out
        for c in cands:
            child = world.copy()
            child.play(c)
            out[c] = self.playout(child, self.budget.nested)
        return out


def obvious3(view: PlayerView3) -> str | None:
    """The only legal card, if there is just one."""
    if not view.legal:
        raise ValueError("it is not this player's turn")
    return view.legal[0] if len(view.legal) == 1 else None


def weighted_worlds(frame: Frame3, inference: Inference, rng: random.Random,
                    budget: Budget3) -> list[tuple[Pos, float]]:
    """The worlds to average over, with their weights: every layout (weighed by the
    inference) when there are few, else ``worlds`` of ``candidates`` random layouts
    drawn in proportion to their weights (systematic resampling; a layout drawn
    k times is kept once with weight k)."""
    n = budget.worlds
    if frame.layouts() <= max(n, budget.enumerate_limit, budget.candidates if
                              inference.history else 0):
        every = list(frame.enumerate(max(n, budget.enumerate_limit, budget.candidates)))
        weighed = [(w, inference.weight(w.hands)) for w in every]
        top = max(x for _, x in weighed)
        return [(w, x / top) for w, x in weighed if x >= top * 1e-6]
    if not inference.history:
        return [(frame.sample(rng), 1.0) for _ in range(n)]
    pool = [frame.sample(rng) for _ in range(budget.candidates)]
    weights = [inference.weight(w.hands) for w in pool]
    total = sum(weights)
    step = total / n
    u = rng.random() * step
    picked: dict[int, int] = {}
    acc = 0.0
    i = 0
    for j in range(n):
        target = u + j * step
        while i < len(pool) - 1 and acc + weights[i] < target:
            acc += weights[i]
            i += 1
        picked[i] = picked.get(i, 0) + 1
    return [(pool[i], float(k)) for i, k in sorted(picked.items())]


def read_frame(view: PlayerView3, frame: Frame3, inference: Inference) -> tuple[Frame3, int]:
    """``frame`` narrowed by the cards the model of play says each other seat cannot
    hold, and the seats (bits) whose plays the model explains: those with nothing to
    read and those whose reading was kept. A seat whose reading contradicts its plays
    or leaves no layout is not read (both tried, then each alone)."""
    reads = {p: inference.model_excluded(p) for p in (frame.a, frame.b)}
    fits = sum(1 << p for p, m in reads.items() if m == 0)
    todo = [(p, m) for p, m in reads.items() if m]
    for keep in ([0, 1], [0], [1]) if len(todo) == 2 else ([0],) if todo else ():
        extra = [0, 0, 0]
        for i in keep:
            p, m = todo[i]
            extra[p] = m
        try:
            narrow = Frame3(view, (extra[0], extra[1], extra[2]))
        except ValueError:
            continue
        return narrow, fits | sum(1 << todo[i][0] for i in keep)
    return frame, fits


def reading(view: PlayerView3, budget: Budget3) -> tuple[Frame3, Inference, int]:
    """What the Expert reads from ``view`` before it searches: the layouts to draw from,
    the inference that weighs them, and the seats (bits) it plays by the model of play
    (those whose plays so far the model explains; with no plays yet, both others)."""
    frame = Frame3(view)
    inference = Inference(view, budget.eps)
    modeled = 0
    if budget.read and inference.history:
        frame, modeled = read_frame(view, frame, inference)
    elif budget.read:
        modeled = 7 & ~(1 << view.seat)
    return frame, inference, modeled


def expert3_decision_work(view: PlayerView3, seed: int | None = None,
                          budget: Budget3 = DEFAULT_BUDGET3) -> Work[Decision]:
    """Stepwise: yields between worlds; returns (card text, average value per card,
    or None when the choice needed no search; ``seed`` None: the information set's own,
    infoset.py, the one every piece of advice uses). The values: in a match
    (``view.match``), the seat's chance to win the match (0..1, matchvalue.py); else
    game points under ``budget.objective``, own card points / SCALE added."""
    only = obvious3(view)
    if only is not None:
        return only, None
    frame, inference, modeled = reading(view, budget)
    rng = random.Random(seed_for(view, seed))
    worlds = weighted_worlds(frame, inference, rng, budget)
    cands = [parse(c) for c in view.legal]
    match = view.match
    utility = None if match is None else match_utility(view.rules, match, view.dealer)
    ev = Evaluator(view.seat, budget, modeled, utility)
    totals = dict.fromkeys(cands, 0.0)
    chances = dict.fromkeys(cands, 0.0)  # in a match: the chance, without the tie-break
    wsum = 0.0
    for world, w in worlds:
        for c, v in ev.values(world, cands).items():
            totals[c] += w * v
            # the own card points below SCALE are the tie-break (points_weight 1)
            chances[c] += w * (v // SCALE)
        wsum += w
        if ev.nodes > budget.node_limit or ev.plays > budget.play_limit:
            break
        yield
    scores = {c: totals[c] / (wsum * SCALE) for c in cands}
    card = text(best_of(scores, policy_card(worlds[0][0])))
    if match is None:
        return card, scores
    return card, {c: chances[c] / (wsum * PER) for c in cands}


def expert3_decision(view: PlayerView3, seed: int | None = None,
                     budget: Budget3 = DEFAULT_BUDGET3) -> tuple[str, dict[int, float] | None]:
    return finish(expert3_decision_work(view, seed, budget))


def choose_expert3(view: PlayerView3, seed: int | None = None,
                   budget: Budget3 = DEFAULT_BUDGET3) -> str:
    """The Expert's card (text) for the seat of ``view``, which must be to move."""
    return expert3_decision(view, seed, budget)[0]


__all__ = ["Budget3", "DEFAULT_BUDGET3", "choose_expert3", "expert3_decision",
           "expert3_decision_work", "policy_card", "sharp_lead", "sharp_follow", "Evaluator",
           "cheapest", "smart_lead", "smart_follow", "read_frame", "reading"]
