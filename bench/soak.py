"""Soak: random matches, every invariant checked after every action.

Usage: python bench/soak.py [--deals N] [--seed S] [--every K] [--quiet]

Plays matches of the two-player presets with every option (auto_out off,
close_scoring at_close, target 8, show_scores off, and the simple preset), each
action chosen uniformly at random among the legal ones, until N deals are done.
After every action it checks:

- the 24 cards are all there, once each (stock, turn-up, hands, won, table);
- card points = points of the won cards (+10 for the last trick when the
  stock was not closed) and points = card points + counted marriages, the
  pending ones exactly those of a player without a trick;
- a deal under automatic going out never runs on with a player at 66+;
- the position round-trips: from_position(to_position()) gives the same
  position, and the saved match rebuilds with Match.from_dict;
- neither view names a card it may not know (the other hand's unknown cards,
  the face-down stock);
- at the end of a deal: the outcome follows the game-point table (docs/RULES.md §2.10),
  the match score grows by it, the next dealer is the winner (the same after a
  draw), a match ends at its target, and the store loads the saved match back.

One process; prints deals, actions, time and every problem found (the first 20
in full). Exit status 1 when a problem was found.
"""

from __future__ import annotations

import argparse
import random
import signal
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine import cards  # noqa: E402
from game.engine.core import (  # noqa: E402
    CLOSER_FAILED,
    DRAWN,
    FALSE_CLAIM,
    HIGHER_TOTAL,
    WENT_OUT,
    game_points_for,
)
from game.engine.deal import from_position  # noqa: E402
from game.play.match import Match  # noqa: E402
from game.play.store import MemoryBackend, Saved, Store  # noqa: E402

CONFIGS = [
    ("traditional", {}),
    ("traditional", {"auto_out": False}),
    ("traditional", {"close_scoring": "at_close"}),
    ("traditional", {"target": 8, "show_scores": False}),
    ("traditional", {"auto_out": False, "close_scoring": "at_close", "target": 8}),
    ("simple", {}),
]
SIMPLE_DEALS = 5  # the simple preset has no match: this many deals stand for one
WORDS = {"play", "over", "before_draw", "exchange_offer", "draw", "close", "exchange", "out",
         "pass"}


def card_texts(value, out: set[str]) -> None:
    """Every two-character card text anywhere inside a view's fields."""
    if isinstance(value, str):
        if len(value) == 2 and value[0] in cards.RANKS and value[1] in cards.SUITS:
            out.add(value)
    elif isinstance(value, (tuple, list)):
        for v in value:
            card_texts(v, out)
    elif hasattr(value, "__dataclass_fields__"):
        for name in value.__dataclass_fields__:
            if name != "rules":
                card_texts(getattr(value, name), out)


def view_leaks(c, seat: int, view) -> set[str]:
    """Cards the view names that ``seat`` may not know: the other hand's unknown
    cards and the face-down stock."""
    seen: set[str] = set()
    card_texts(view, seen)
    opp = 1 - seat
    hidden = {cards.text(x) for x in c.hands[opp] if not c.known[opp] >> x & 1}
    hidden |= {cards.text(x) for x in c.stock}
    return seen & hidden


def check_state(state, problems: list[str], where: str, match: Match | None = None) -> None:
    """All the per-action invariants; with ``match``, the round trip is the saved
    match's (Match.from_dict rebuilds the position too)."""
    c = state.core
    listed = c.stock + c.hands[0] + c.hands[1] + c.won[0] + c.won[1]
    if c.lead >= 0:
        listed.append(c.lead)
    if c.turnup_in:
        listed.append(c.turnup)
    if sorted(listed) != list(range(24)):
        problems.append(f"{where}: cards not the 24 once each: {sorted(listed)}")
    last10 = (not c.hands[0] and not c.hands[1] and c.lead < 0 and c.closed_by < 0
              and c.rules.last_trick_bonus)
    for p in (0, 1):
        base = sum(cards.POINTS[x] for x in c.won[p])
        if last10 and c.last is not None and c.last[3] == p:
            base += 10
        if c.card_points[p] != base:
            problems.append(f"{where}: card points of {p} {c.card_points[p]} != {base}")
        if c.tricks[p] * 2 != len(c.won[p]):
            problems.append(f"{where}: tricks of {p} do not match the won cards")
        marriages = sum(40 if s == c.trump else 20 for s in c.marriages[p])
        counted = marriages if (c.tricks[p] or not c.rules.pending_marriages) else 0
        if state.points[p] != base + counted or state.pending[p] != marriages - counted:
            problems.append(f"{where}: points of {p} {state.points[p]}/{state.pending[p]} "
                            f"!= {base}+{counted} (pending {marriages - counted})")
    if state.outcome is None and (c.rules.auto_out or c.rules.automatic_end) \
            and max(state.points) >= 66:
        problems.append(f"{where}: running with {state.points} under automatic going out")
    try:
        if match is not None:
            saved = match.to_dict()
            if Match.from_dict(saved).to_dict() != saved:
                problems.append(f"{where}: the saved match does not round-trip")
        else:
            pos = state.to_position()
            if from_position(pos).to_position() != pos:
                problems.append(f"{where}: position does not round-trip")
    except ValueError as e:
        problems.append(f"{where}: refused on the round trip: {e}")
    for seat in (0, 1):
        leak = view_leaks(c, seat, state.view(seat))
        if leak:
            problems.append(f"{where}: view {seat} names hidden {sorted(leak)}")


def check_outcome(state, problems: list[str], where: str) -> None:
    c = state.core
    oc = state.outcome
    w, gp, reason = oc[0], oc[1], oc[2]
    if w is None:
        if (gp, reason) != (0, DRAWN) or state.points[0] != state.points[1]:
            problems.append(f"{where}: bad draw {oc} at {state.points}")
        return
    loser = 1 - w
    if reason == FALSE_CLAIM:
        ok = gp == 2 and state.points[loser] < 66
    elif reason == CLOSER_FAILED:
        ok = c.closed_by == loser and gp == (2 if c.close_opp_trick else 3)
    elif reason in (WENT_OUT, HIGHER_TOTAL):
        if c.closed_by == w and c.rules.close_scoring == "at_close":
            want = game_points_for(c.close_opp_points, c.close_opp_trick)
        else:
            want = game_points_for(state.points[loser], c.tricks[loser] > 0)
        ok = gp == want and (reason == HIGHER_TOTAL or state.points[w] >= 66) \
            and c.closed_by != loser
        if reason == HIGHER_TOTAL:
            ok = ok and state.points[w] > state.points[loser] and c.closed_by < 0
    else:
        ok = False
    if not ok:
        problems.append(f"{where}: outcome {oc} does not follow the table "
                        f"(points {state.points}, tricks {state.tricks}, closed {c.closed_by})")


def soak(deals: int, seed: int = 0, every: int = 1, quiet: bool = True) -> dict:
    """Play until ``deals`` deals are done; check every ``every``-th action in full."""
    rng = random.Random(seed)
    problems: list[str] = []
    store = Store(MemoryBackend())
    t0 = time.perf_counter()
    interrupted = False
    try:
        done, actions, matches = _run(deals, rng, problems, store, quiet, every, t0)
    except KeyboardInterrupt:  # SIGINT/SIGTERM: report what was done
        done, actions, matches = _PROGRESS
        interrupted = True
    return {"deals": done, "matches": matches, "actions": actions, "interrupted": interrupted,
            "seconds": time.perf_counter() - t0, "problems": problems}


_PROGRESS = (0, 0, 0)


def _run(deals, rng, problems, store, quiet, every, t0):
    global _PROGRESS
    done = actions = matches = 0
    last_report = t0
    while done < deals:
        rules, opts = CONFIGS[matches % len(CONFIGS)]
        m = Match.new(rng.randrange(2**31), rules, **opts)
        matches += 1
        dealer = m.state.dealer
        deals_here = 0
        while done < deals:
            where = f"match {matches} deal {m.deal_number} ({rules} {opts})"
            while m.state.outcome is None:
                m.apply(rng.choice(m.state.legal_actions()))
                actions += 1
                if actions % every == 0:
                    check_state(m.state, problems, where, m)
            state = m.state
            check_outcome(state, problems, where)
            done += 1
            deals_here += 1
            _PROGRESS = (done, actions, matches)
            oc = state.outcome
            want = [sum(h.game_points for h in m.history if h.winner == p) for p in (0, 1)]
            if m.rules.has_match and m.scores != want:
                problems.append(f"{where}: scores {m.scores} != history {want}")
            store.save_match(Saved(match=m.to_dict(), level="normal"))
            saved, msg = store.load_match()
            if saved is None or msg:
                problems.append(f"{where}: the store refused a real match: {msg}")
            if m.is_over:
                if max(m.scores) < m.rules.target:
                    problems.append(f"{where}: match over below the target {m.scores}")
                break
            if not m.rules.has_match and deals_here >= SIMPLE_DEALS:
                break
            if m.rules.has_match and max(m.scores) >= m.rules.target:
                problems.append(f"{where}: match not over at {m.scores}")
            m.next_deal()
            expect = dealer if oc.winner is None else oc.winner
            if m.state.dealer != expect or m.state.leader != 1 - expect:
                problems.append(f"{where}: next dealer {m.state.dealer}, expected {expect}")
            dealer = m.state.dealer
            check_state(m.state, problems, where)
        now = time.perf_counter()
        if not quiet and now - last_report > 60:
            last_report = now
            print(f"  {done} deals, {actions} actions, {now - t0:.0f} s, "
                  f"{len(problems)} problems", flush=True)
    return done, actions, matches


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--every", type=int, default=1,
                    help="check the state in full after every K-th action (default 1: all)")
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args()
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    r = soak(args.deals, args.seed, args.every, args.quiet)
    print(f"deals {r['deals']}, matches {r['matches']}, actions {r['actions']}, "
          f"{r['seconds']:.1f} s ({r['deals'] / r['seconds']:.0f} deals/s), "
          f"problems {len(r['problems'])}"
          + (" (INTERRUPTED before the requested deals)" if r["interrupted"] else ""))
    for p in r["problems"][:20]:
        print("  " + p)
    return 1 if r["problems"] else 0


if __name__ == "__main__":
    sys.exit(main())
