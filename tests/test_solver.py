"""The phase-two solver agrees with plain minimax over Core.copy()/play()."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from game.ai.classic import choose_classic
from game.ai.solver import (
    INF,
    ORDER,
    Solver,
    action_values,
    fresh_value0,
    is_phase_two,
    outcome_value,
    shares_table,
    solve,
)
from game.engine.core import CLOSE, EXCHANGE, OUT, OVER, Core, deal_core
from game.engine.deal import parse_action
from game.engine.rules import make_rules
from game.engine.view import PlayerView


def brute(core: Core) -> int:
    """Minimax value for the player to move, straight over the engine."""
    if core.stage == OVER:
        raise ValueError("over")
    mover = core.to_move()
    best = -99
    for a in core.legal():
        child = core.copy()
        child.play(a)
        if child.stage == OVER:
            v = outcome_value(child, mover)
        else:
            v = brute(child) if child.to_move() == mover else -brute(child)
        best = max(best, v)
    return best


def random_phase_two(rng: random.Random, rules, max_cards: int) -> Core | None:
    """Play random actions until a phase-two position with few cards left."""
    deck = list(rules.deck)  # the 24 cards, or Schnapsen's 20
    rng.shuffle(deck)
    core = deal_core(deck, rules, rng.randrange(2))
    while core.stage != OVER:
        if is_phase_two(core) and max(len(h) for h in core.hands) <= max_cards:
            return core
        moves = core.legal()
        core.play(rng.choice(moves))
    return None


def phase_two_positions(rng: random.Random, rules, count: int,
                        sizes: tuple[int, ...]) -> Iterator[Core]:
    """``count`` random phase-two positions, each with at most one of ``sizes`` cards in
    a hand (drawn from ``rng`` as they are used)."""
    found = 0
    while found < count:
        core = random_phase_two(rng, rules, max_cards=rng.choice(sizes))
        if core is not None:
            found += 1
            yield core


RULE_SETS = [
    ("traditional", {}),
    ("traditional", {"auto_out": False}),
    ("traditional", {"close_scoring": "at_close"}),
    ("simple", {}),
    ("schnapsen", {}),  # docs/RULES.md §7: no 10 for the last trick, whose winner takes the deal
    ("schnapsen", {"auto_out": False}),
]


@pytest.mark.parametrize("preset,options", RULE_SETS)
def test_solver_matches_brute_force(preset: str, options: dict) -> None:
    rng = random.Random(f"{preset}{sorted(options.items())}")
    for core in phase_two_positions(rng, make_rules(preset, **options), 60, (2, 3, 4)):
        assert solve(core) == brute(core)
        vals = action_values(core)
        mover = core.to_move()
        for a, v in vals.items():
            child = core.copy()
            child.play(a)
            if child.stage == OVER:
                expect = outcome_value(child, mover)
            else:
                expect = brute(child) if child.to_move() == mover else -brute(child)
            assert v == expect


def test_solver_handles_closed_stock_with_many_cards() -> None:
    rules = make_rules("traditional")
    rng = random.Random(7)
    for _ in range(5):
        deck = list(range(24))
        rng.shuffle(deck)
        core = deal_core(deck, rules, 1)
        core.play(25)  # close before the first trick: six strict tricks to search
        assert core.stage != OVER and core.to_move() is not None
        v = solve(core)
        assert v == brute(core)
        assert v in (-3, -2, -1, 1, 2, 3)  # a closed deal always has a winner


def brute_model(core: Core, model: int) -> int:
    """Player 0's value when seat ``model`` plays Sharp's rules (classic.py) and the
    other seat its best, straight over the engine."""
    if core.stage == OVER:
        return outcome_value(core, 0)
    mover = core.to_move()
    assert mover is not None
    if mover == model:
        # Sharp breaks ties by hand order; the solver's model by card number.
        core.hands[model].sort()
        choice = parse_action(choose_classic(PlayerView.of(core, model), "sharp"))
        moves = [choice]
    else:
        moves = core.legal()
    values = []
    for a in moves:
        child = core.copy()
        child.play(a)
        values.append(brute_model(child, model))
    return max(values) if mover == 0 else min(values)


@pytest.mark.parametrize("preset,options", RULE_SETS)
def test_solver_with_a_model_seat_matches_brute_force(preset: str, options: dict) -> None:
    # The seat that plays by Sharp's rules has one move at each of its turns; the
    # other seat's value can only be as good as against its best play, or better.
    rng = random.Random(f"model{preset}{sorted(options.items())}")
    for core in phase_two_positions(rng, make_rules(preset, **options), 40, (3, 4, 5)):
        model = rng.randrange(2)
        v = Solver(core.copy(), model).value0(core.copy())
        assert v == brute_model(core.copy(), model)
        perfect = fresh_value0(core)[0]
        assert (v >= perfect) if model == 1 else (v <= perfect)


def test_a_model_seat_changes_some_values() -> None:
    # (So the test above is not checking best play twice.)
    rng = random.Random(5)
    differ = 0
    for _ in range(40):
        core = random_phase_two(rng, make_rules("simple"), max_cards=5)
        if core is not None:
            differ += Solver(core.copy(), 1).value0(core.copy()) != fresh_value0(core)[0]
    assert differ


# -- the kernel against the core, move for move ----------------------------------------
# The solver keeps its own kernel (written-out phase-two rules on masks) because the
# core's own moves make it 4-5 times slower (bench/solver_kernel.py, docs/BENCHMARKS.md).
# So every rule the kernel writes out is checked here against Core, one move at a time.
Node = tuple[str, object]  # ("pos", the kernel's position) or ("end", player 0's value)


class _Probe(Solver):
    """The solver's own node code run for one node only: each child it goes to is
    recorded (in the order tried) instead of searched: a position it would search next
    (a lead, a reply, the forced last trick) or the value of a finished deal."""

    def __init__(self, core: Core) -> None:
        super().__init__(core)
        self.children: list[Node] = []
        self.top = True
        self.scoring = False

    def _lead_node(self, h0: int, h1: int, leader: int, p0: int, p1: int, t0: int, t1: int,
                   alpha: int, beta: int) -> int:
        if self.top:
            self.top = False
            return super()._lead_node(h0, h1, leader, p0, p1, t0, t1, alpha, beta)
        self.children.append(("pos", (h0, h1, leader, -1, p0, p1, t0, t1)))
        return 0

    def _reply_node(self, h0: int, h1: int, leader: int, lead: int, p0: int, p1: int,
                    t0: int, t1: int, alpha: int, beta: int) -> int:
        if self.top:
            self.top = False
            return super()._reply_node(h0, h1, leader, lead, p0, p1, t0, t1, alpha, beta)
        self.children.append(("pos", (h0, h1, leader, lead, p0, p1, t0, t1)))
        return 0

    def _last_trick(self, h0: int, h1: int, leader: int, p0: int, p1: int, t0: int,
                    t1: int) -> int:
        self.children.append(("pos", (h0, h1, leader, -1, p0, p1, t0, t1)))
        return 0

    def _scored(self, value: int) -> int:
        self.children.append(("end", value))
        return value

    # The three ways a node ends the deal (each may call the others: only the outer counts).
    def _win(self, p: int, p0: int, p1: int, t0: int, t1: int) -> int:
        if self.scoring:
            return super()._win(p, p0, p1, t0, t1)
        self.scoring = True
        v = super()._win(p, p0, p1, t0, t1)
        self.scoring = False
        return self._scored(v)

    def _end_of_cards(self, leader: int, p0: int, p1: int, t0: int, t1: int) -> int:
        self.scoring = True
        v = super()._end_of_cards(leader, p0, p1, t0, t1)
        self.scoring = False
        return self._scored(v)

    def _out(self, p: int, p0: int, p1: int, t0: int, t1: int) -> int:
        self.scoring = True
        v = super()._out(p, p0, p1, t0, t1)
        self.scoring = False
        return self._scored(v)


_RANK = {**{c: i for i, c in enumerate(ORDER)}, OUT: 24}  # the solver's move order


def _core_node(core: Core) -> Node:
    if core.stage == OVER:
        return ("end", outcome_value(core, 0))
    return ("pos", Solver(core).state_of(core))


def _check_kernel_node(core: Core, seen: dict[str, int]) -> None:
    """The kernel's moves at ``core`` (a phase-two node it searches) are the core's legal
    actions, and after each the two agree on the position (hands, the lead, who leads
    next, so who is to move and who took the trick, card points, who has a trick) and
    on the counted points, or on the value of the finished deal."""
    probe = _Probe(core)
    probe.search(*probe.state_of(core), -INF, INF)
    expected = []
    for a in sorted(core.legal(), key=_RANK.__getitem__):
        child = core.copy()
        child.play(a)
        expected.append(_core_node(child))
        if child.outcome is None:
            state = probe.state_of(child)
            for p in (0, 1):
                assert probe._pts(p, state[4 + p], state[6 + p]) == child.points(p)
        else:
            seen[child.outcome.reason] = seen.get(child.outcome.reason, 0) + 1
    assert probe.children == expected, (core.legal(), probe.children, expected)
    seen["closed" if core.closed_by >= 0 else "exhausted"] += 1
    seen["reply" if core.lead >= 0 else "lead"] += 1


def _check_last_trick(core: Core) -> None:
    """The solver's shortcut of the forced last trick (one card each, going out
    automatic) ends the deal as the core does, card by card."""
    end = core.copy()
    while end.stage != OVER:
        end.play(end.legal()[0])
    s = Solver(core)
    h0, h1, leader, _, p0, p1, t0, t1 = s.state_of(core)
    assert s._last_trick(h0, h1, leader, p0, p1, t0, t1) == outcome_value(end, 0)


@pytest.mark.parametrize("preset,options", RULE_SETS)
def test_kernel_moves_agree_with_the_core_move_for_move(preset: str, options: dict) -> None:
    rules = make_rules(preset, **options)
    rng = random.Random(f"kernel{preset}{sorted(options.items())}")
    seen = {"closed": 0, "exhausted": 0, "lead": 0, "reply": 0, "last": 0, "marriage": 0,
            "exchange": 0}
    for _ in range(100):  # whole deals of random play: both phases, closes, marriages
        deck = list(rules.deck)
        rng.shuffle(deck)
        core = deal_core(deck, rules, rng.randrange(2))
        closes = rng.random() < 0.5  # else the stock runs out (random play soon closes)
        while core.stage != OVER:
            if shares_table(core) and core.strict():  # a node the kernel searches
                _check_kernel_node(core, seen)
                if core.lead < 0 and Solver(core).auto and len(core.hands[0]) == 1:
                    _check_last_trick(core)
                    seen["last"] += 1
            moves = [a for a in core.legal() if closes or a != CLOSE]
            if OUT in moves and core.points(core.leader) < 66 and rng.random() < 0.9:
                moves.remove(OUT)  # a false claim ends the deal: keep most deals going
            a = rng.choice(moves)
            seen["marriage"] += a < 24 and core.lead < 0 and core.declaration_value(
                core.leader, a) > 0
            seen["exchange"] += a == EXCHANGE
            core.play(a)
    # (So the walk did meet what it is meant to check.)
    auto = rules.auto_out or rules.automatic_end
    ends = {"went_out": True, "closer_failed": rules.closing,
            "false_claim": not auto,
            "last_trick": rules.last_trick_wins}
    off = {"closed": not rules.closing, "last": not auto, "exchange": not rules.exchange}
    wanted = [k for k in seen if not off.get(k)] + [k for k, on in ends.items() if on]
    assert all(seen.get(k) for k in wanted), str(seen)
