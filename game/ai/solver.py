"""Exact perfect-information solver for phase two (stock exhausted or closed).

Once the stock is closed or gone nothing is drawn and no marriage can be
declared, so a deal with every card known is a small two-player game tree.
We search it with alpha-beta and a transposition table over a compact state:
hands as 24-bit masks, card points, "has a trick" flags, leader and the led
card. Values are GAME POINTS (-3..3), which keeps the window tiny and the
cut-offs plentiful.

Scoring mirrors ``game.engine.core`` exactly: automatic going out at 66 (or the
``out`` action with ``auto_out`` off), the last-trick 10 only when the stock
ran out normally (Schnapsen: no 10, the last trick's winner takes the deal),
the closing rows, and marriages that count only once the declarer has a trick.
Cards keep their 24-card bit positions under every pack (Schnapsen's 20 simply
never set the nines' bits).

A solver may take one seat for a classic level (``model``): at its turns it
plays Sharp's rules (classic.py, docs/RULES.md §4; ties broken by card number,
as if its hand were sorted) instead of its best, so only the other seat's
choices branch. The Expert uses it where it takes the opponent for one.

Why its own alpha-beta loop and not the one driver (alphabeta.py): driven through it
with these very kernel moves as the adapter, the same search takes 1.6 times as long
(bench/solver_kernel.py, docs/BENCHMARKS.md "One alpha-beta driver"), and through the
core's own moves about 5 times; the bar was 10%. So the loop below stays written out
(it shares the move order, searchorder.py), and tests/test_solver.py checks its moves
against the core's, move for move.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.cards import POINTS, beats, mask_of
from ..engine.core import EXCHANGE, EXCHANGE_OFFER, OUT, OVER, PLAY, Core, game_points_for
from .searchorder import ORDER, ORDERED, SUIT_MASK

INF = 99
# _TAKES[trump][lead][card]: the reply ``card`` wins the trick ``lead`` leads.
_TAKES = tuple(tuple(tuple(beats(lead, card, trump) for card in range(24)) for lead in range(24))
               for trump in range(4))


# The model seat's preferences (classic.py): the cheapest card first, ties by card
# number; and per trump suit the highest first (trumps above all, ties by card number).
_CHEAP_FIRST = tuple(sorted(range(24), key=lambda c: (POINTS[c], c)))
_HIGH_FIRST = tuple(
    tuple(sorted(range(24), key=lambda c: (-(POINTS[c] + (100 if c // 6 == t else 0)), -c)))
    for t in range(4))


def outcome_value(core: Core, seat: int) -> int:
    """Game points of a finished deal for ``seat``: +gp won, -gp lost, 0 drawn."""
    oc = core.outcome
    if oc is None or oc.winner is None:
        return 0
    return oc.game_points if oc.winner == seat else -oc.game_points


class Solver:
    """Solves phase-two positions of one deal (one trump, one scoring context).

    Values inside are from player 0's point of view; the public helpers turn
    them into the mover's point of view.
    """

    def __init__(self, core: Core, model: int = -1) -> None:
        r = core.rules
        # A seat that plays by Sharp's rules (docs/RULES.md §4) instead of its best:
        # its nodes have one child (model_lead, model_reply); -1: both play their best.
        self.model = model
        self.declared = frozenset(core.marriages[model]) if model >= 0 else frozenset()
        # The kings of the suits the model seat may still declare (the queen is king + 1).
        self.model_kings = tuple(6 * s + 2 for s in range(4) if s not in self.declared)
        self.trump = core.trump
        self.trump_mask = SUIT_MASK[core.trump]
        self.takes = _TAKES[core.trump]
        self.auto = r.auto_out or r.automatic_end
        self.manual = not self.auto
        self.bonus = r.last_trick_bonus and core.closed_by < 0
        self.last_trick_wins = r.last_trick_wins
        self.pending_rule = r.pending_marriages
        self.mar = (core.marriage_points[0], core.marriage_points[1])
        self.closed_by = core.closed_by
        self.close_trick = core.close_opp_trick
        self.close_points = core.close_opp_points
        self.at_close = r.close_scoring == "at_close"
        self.closer_failed = self._closer_failed()  # (read only when somebody closed)
        # Everything above that a search reads: with a position it decides the search.
        self.context = (self.trump, self.auto, self.bonus, self.last_trick_wins,
                        self.pending_rule, *self.mar, self.closed_by, self.close_trick,
                        self.close_points, self.at_close, model, *sorted(self.declared))
        self.tt: dict[tuple[int, ...], tuple[int, int, int]] = {}
        self.nodes = 0

    # -- scoring (mirrors Core._win / _finish / _end_of_cards) --------------------
    def _pts(self, p: int, cp: int, has_trick: int) -> int:
        if has_trick or not self.pending_rule:
            return cp + self.mar[p]
        return cp

    def _finish(self, winner: int, gp: int) -> int:
        return gp if winner == 0 else -gp

    def _closer_failed(self) -> int:
        return self._finish(1 - self.closed_by, 2 if self.close_trick else 3)

    def _win(self, p: int, p0: int, p1: int, t0: int, t1: int) -> int:
        # A quarter of all nodes end here: _pts and _finish are written out.
        closed_by = self.closed_by
        if closed_by >= 0:
            if closed_by != p:
                return self.closer_failed
            if self.at_close:
                gp = game_points_for(self.close_points, self.close_trick)
                return gp if p == 0 else -gp
        if p == 0:  # the loser's points: its marriages count once it has a trick
            return game_points_for(p1 + self.mar[1] if t1 or not self.pending_rule else p1,
                                   bool(t1))
        return -game_points_for(p0 + self.mar[0] if t0 or not self.pending_rule else p0,
                                bool(t0))

    def _out(self, p: int, p0: int, p1: int, t0: int, t1: int) -> int:
        """Value of ``p`` pressing ``out`` (manual going out)."""
        mine = self._pts(0, p0, t0) if p == 0 else self._pts(1, p1, t1)
        if mine >= 66:
            return self._win(p, p0, p1, t0, t1)
        if self.closed_by == p:
            return self._closer_failed()
        return self._finish(1 - p, 2)

    def _end_of_cards(self, leader: int, p0: int, p1: int, t0: int, t1: int) -> int:
        c = self.closed_by
        if c >= 0:
            pc = self._pts(0, p0, t0) if c == 0 else self._pts(1, p1, t1)
            if leader == c and pc >= 66:
                return self._win(c, p0, p1, t0, t1)
            return self._closer_failed()
        if self.last_trick_wins:  # docs/RULES.md §7 (mirrors Core._end_of_cards)
            mine = self._pts(0, p0, t0) if leader == 0 else self._pts(1, p1, t1)
            if mine >= 66:
                return self._win(leader, p0, p1, t0, t1)
            return self._finish(leader, 1)
        a, b = self._pts(0, p0, t0), self._pts(1, p1, t1)
        if a == b:
            return 0
        return self._win(0 if a > b else 1, p0, p1, t0, t1)

    # -- search -------------------------------------------------------------------
    # Nearly all of the Expert's time is spent in the next three methods, so they
    # are written for speed: a lead and a reply are searched by their own method,
    # the legal replies, the move order and the scoring of a finished trick are
    # written out rather than called, and the table's key is a tuple (hashing a
    # tuple of small ints is cheaper than building one 64-bit int).
    def search(self, h0: int, h1: int, leader: int, lead: int, p0: int, p1: int,
               t0: int, t1: int, alpha: int, beta: int) -> int:
        """Alpha-beta value (player 0's view) of a phase-two PLAY node: ``leader`` to
        lead (``lead`` -1), or its opponent to answer ``lead``."""
        if lead < 0:
            return self._lead_node(h0, h1, leader, p0, p1, t0, t1, alpha, beta)
        return self._reply_node(h0, h1, leader, lead, p0, p1, t0, t1, alpha, beta)

    def _lead_node(self, h0: int, h1: int, leader: int, p0: int, p1: int, t0: int, t1: int,
                   alpha: int, beta: int) -> int:
        self.nodes += 1
        key = (h0, h1, p0, leader, -1, t0, t1)  # (p1 follows from p0 and the hands)
        entry = self.tt.get(key)
        if entry is not None:
            lo, hi, first = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        a0, b0 = alpha, beta
        hand = h0 if leader == 0 else h1
        moves: Sequence[int]
        if leader == self.model:
            moves = [self.model_lead(hand, leader, p0, p1, t0, t1)]
        else:
            moves = ORDERED[hand]
            if entry is not None and first != moves[0] and 0 <= first < 24 and hand >> first & 1:
                moves = [first, *[c for c in moves if c != first]]  # the table's best first
            if self.manual and (t0 or t1):
                moves = [*moves, OUT]
        maximize = leader == 0
        best = -INF if maximize else INF
        chosen = -1
        for c in moves:
            if c == OUT:
                v = self._out(leader, p0, p1, t0, t1)
            elif maximize:
                v = self._reply_node(h0 & ~(1 << c), h1, 0, c, p0, p1, t0, t1, alpha, beta)
            else:
                v = self._reply_node(h0, h1 & ~(1 << c), 1, c, p0, p1, t0, t1, alpha, beta)
            if maximize:
                if v > best:
                    best, chosen = v, c
                    if v > alpha:
                        alpha = v
                    if alpha >= beta:
                        break
            elif v < best:
                best, chosen = v, c
                if v < beta:
                    beta = v
                if alpha >= beta:
                    break
        # Keep the value as bounds: a fail-high is a lower bound, a fail-low an upper one.
        lo, hi = (-INF, INF) if entry is None else (entry[0], entry[1])
        if best <= a0:
            hi = best
        elif best >= b0:
            lo = best
        else:
            lo = hi = best
        self.tt[key] = (lo, hi, chosen)
        return best

    def _reply_node(self, h0: int, h1: int, leader: int, lead: int, p0: int, p1: int,
                    t0: int, t1: int, alpha: int, beta: int) -> int:
        self.nodes += 1
        key = (h0, h1, p0, leader, lead, t0, t1)
        entry = self.tt.get(key)
        if entry is not None:
            lo, hi, first = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        a0, b0 = alpha, beta
        mover = 1 - leader
        held = h0 if mover == 0 else h1
        # phase-two duties: follow and beat, follow, trump, else any
        same = held & SUIT_MASK[lead // 6]
        if same:
            hand = same & ((1 << lead) - 1) or same  # in a suit a lower int is a higher card
        else:
            hand = held & self.trump_mask or held
        moves: Sequence[int]
        if mover == self.model:
            moves = [self.model_reply(hand, lead)]
        else:
            moves = ORDERED[hand]
            if entry is not None and first != moves[0] and 0 <= first < 24 and hand >> first & 1:
                moves = [first, *[c for c in moves if c != first]]
        # The trick ends here: its winner scores, then leads (or the deal ends).
        takes = self.takes[lead]  # takes[c]: the reply c wins the trick
        lead_points = POINTS[lead]
        left = held.bit_count()  # cards in each hand before this trick
        last = left == 1
        if last and self.bonus:
            lead_points += 10  # the last trick's 10
        forced_next = left == 2 and self.auto  # then one card each: no choice left
        auto = self.auto
        mar0, mar1 = self.mar
        maximize = mover == 0
        best = -INF if maximize else INF
        chosen = -1
        for c in moves:
            if maximize:
                n0, n1 = h0 & ~(1 << c), h1
            else:
                n0, n1 = h0, h1 & ~(1 << c)
            w = mover if takes[c] else leader
            if w == 0:
                q0, q1, u0, u1 = p0 + lead_points + POINTS[c], p1, 1, t1
                out = auto and q0 + mar0 >= 66  # a trick won: every marriage counts
            else:
                q0, q1, u0, u1 = p0, p1 + lead_points + POINTS[c], t0, 1
                out = auto and q1 + mar1 >= 66
            if out:
                v = self._win(w, q0, q1, u0, u1)
            elif last:
                v = self._end_of_cards(w, q0, q1, u0, u1)
            elif forced_next:
                v = self._last_trick(n0, n1, w, q0, q1, u0, u1)
            else:
                v = self._lead_node(n0, n1, w, q0, q1, u0, u1, alpha, beta)
            if maximize:
                if v > best:
                    best, chosen = v, c
                    if v > alpha:
                        alpha = v
                    if alpha >= beta:
                        break
            elif v < best:
                best, chosen = v, c
                if v < beta:
                    beta = v
                if alpha >= beta:
                    break
        # Keep the value as bounds: a fail-high is a lower bound, a fail-low an upper one.
        lo, hi = (-INF, INF) if entry is None else (entry[0], entry[1])
        if best <= a0:
            hi = best
        elif best >= b0:
            lo = best
        else:
            lo = hi = best
        self.tt[key] = (lo, hi, chosen)
        return best

    # -- the model of play (classic.py's Sharp in phase two) --------------------------
    def model_lead(self, hand: int, p: int, p0: int, p1: int, t0: int, t1: int) -> int:
        """Sharp's lead: out when it holds 66 (manual going out), else a king or queen
        of an undeclared pair (the lowest card number), else its highest card (trumps
        first)."""
        if self.manual and (t0 or t1):
            mine = self._pts(0, p0, t0) if p == 0 else self._pts(1, p1, t1)
            if mine >= 66:
                return OUT
        for king in self.model_kings:
            if hand >> king & 1 and hand >> (king + 1) & 1:
                return king  # the king comes before its queen in card order
        for c in _HIGH_FIRST[self.trump]:
            if hand >> c & 1:
                return c
        raise ValueError("a lead from an empty hand")

    def model_reply(self, legal: int, lead: int) -> int:
        """Sharp's reply: its cheapest winner on a king, ten or ace, else its cheapest card."""
        if POINTS[lead] >= 4:
            takes = self.takes[lead]
            for c in _CHEAP_FIRST:
                if legal >> c & 1 and takes[c]:
                    return c
        for c in _CHEAP_FIRST:
            if legal >> c & 1:
                return c
        raise ValueError("a reply from an empty hand")

    def _last_trick(self, h0: int, h1: int, leader: int, p0: int, p1: int, t0: int,
                    t1: int) -> int:
        """One card each and going out is automatic: the last trick is forced (with the
        manual "out" the leader may still go out before it: that node is searched)."""
        c0, c1 = h0.bit_length() - 1, h1.bit_length() - 1
        lead, card = (c0, c1) if leader == 0 else (c1, c0)
        w = 1 - leader if self.takes[lead][card] else leader
        pts = POINTS[lead] + POINTS[card] + (10 if self.bonus else 0)
        if w == 0:
            p0, t0 = p0 + pts, 1
            mine = p0 + self.mar[0]
        else:
            p1, t1 = p1 + pts, 1
            mine = p1 + self.mar[1]
        if mine >= 66:  # (auto, as this is only called then)
            return self._win(w, p0, p1, t0, t1)
        return self._end_of_cards(w, p0, p1, t0, t1)

    # -- entry points on a Core --------------------------------------------------
    def state_of(self, core: Core) -> tuple[int, int, int, int, int, int, int, int]:
        return (mask_of(core.hands[0]), mask_of(core.hands[1]), core.leader, core.lead,
                core.card_points[0], core.card_points[1],
                1 if core.tricks[0] else 0, 1 if core.tricks[1] else 0)

    def value0(self, core: Core, alpha: int = -INF, beta: int = INF) -> int:
        """Value for player 0 of a phase-two core (any stage)."""
        if core.stage == OVER:
            return outcome_value(core, 0)
        if core.stage != PLAY or _marriage_lead(core):
            return self._value_by_children(core)
        h0, h1, leader, lead, p0, p1, t0, t1 = self.state_of(core)
        return self.search(h0, h1, leader, lead, p0, p1, t0, t1, alpha, beta)

    def _model_action(self, core: Core, legal: list[int]) -> int:
        if EXCHANGE in legal:
            return EXCHANGE  # Sharp exchanges whenever it may
        h0, h1, leader, lead, p0, p1, t0, t1 = self.state_of(core)
        if lead < 0:
            return self.model_lead(h0 if leader == 0 else h1, leader, p0, p1, t0, t1)
        return self.model_reply(mask_of([c for c in legal if c < 24]), lead)

    def _value_by_children(self, core: Core) -> int:
        # The exchange offer right after a close, or the closer's first lead (which
        # may still declare a marriage): try every action with its own solver.
        vals = []
        legal = core.legal()
        if core.to_move() == self.model:
            legal = [self._model_action(core, legal)]
        for a in legal:
            child = core.copy()
            child.play(a)
            v, nodes = fresh_value0(child, self.model)
            vals.append(v)
            self.nodes += nodes
        return max(vals) if core.to_move() == 0 else min(vals)


# Solves by a new Solver, remembered: the Expert meets the same phase-two position
# again and again (worlds that differ only in the closed stock's order, a position
# reached both in the search of the true deal and in a playout). Bounded memory.
_SOLVED: dict[tuple[object, ...], tuple[int, int]] = {}
SOLVED_LIMIT = 20_000


def fresh_value0(core: Core, model: int = -1) -> tuple[int, int]:
    """``Solver(core, model).value0(core)`` and the nodes that solver searched (counted as
    searched even when the answer is remembered, so node budgets stay the same)."""
    s = Solver(core, model)
    if core.stage != PLAY or _marriage_lead(core):
        return s.value0(core), s.nodes  # its children's solves are remembered
    state = s.state_of(core)
    key = (*s.context, *state)
    known = _SOLVED.get(key)
    if known is None:
        if len(_SOLVED) >= SOLVED_LIMIT:
            _SOLVED.clear()
        known = _SOLVED[key] = (s.search(*state, -INF, INF), s.nodes)
    return known


def _marriage_lead(core: Core) -> bool:
    """The closer's lead right after the close: a marriage can still be declared."""
    return core.lead < 0 and core.closed_by == core.leader and core.marriage_allowed(core.leader)


def shares_table(core: Core) -> bool:
    """Whether every child of ``core`` can reuse one solver (same marriages, same hands)."""
    return core.stage == PLAY and not _marriage_lead(core)


def is_phase_two(core: Core) -> bool:
    return core.stage in (PLAY, EXCHANGE_OFFER, OVER) and core.strict()


def solve(core: Core) -> int:
    """Exact game-point value of a phase-two core for the player to move."""
    if core.stage == OVER:
        raise ValueError("the deal is over")
    if not is_phase_two(core):
        raise ValueError("the solver needs phase two (stock closed or exhausted)")
    v = fresh_value0(core)[0]
    return v if core.to_move() == 0 else -v


def action_values(core: Core, solver: Solver | None = None) -> dict[int, int]:
    """Exact value of every legal action for the mover, in game points."""
    if not is_phase_two(core) or core.stage == OVER:
        raise ValueError("the solver needs a phase-two position with a player to move")
    mover = core.to_move()
    sign = 1 if mover == 0 else -1
    out: dict[int, int] = {}
    if solver is None and shares_table(core):
        solver = Solver(core)
    for a in core.legal():
        child = core.copy()
        child.play(a)
        if solver is not None and shares_table(core):
            out[a] = sign * solver.value0(child)
        else:
            out[a] = sign * fresh_value0(child)[0]
    return out


__all__ = ["ORDER", "SUIT_MASK", "Solver", "solve", "action_values", "fresh_value0",
           "shares_table", "outcome_value", "is_phase_two"]
