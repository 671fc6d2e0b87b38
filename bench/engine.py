"""Random-play deals per second on one core, through the engine's inner path.

Usage: python bench/engine.py [--deals N] [--repeat R]
Each deal is shuffled and dealt, then every action is chosen uniformly at
random among the legal ones (closing and exchanging included) until the deal
ends. Random play closes often, which shortens deals, so a second figure
leaves closing out (deals run to the twelfth trick or to 66). Prints medians
over the repeats, and the facade's rate for scale.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core import CLOSE, OVER, deal_core  # noqa: E402
from game.deal import new_deal  # noqa: E402
from game.rules import make_rules  # noqa: E402


def random_deals_core(n: int, seed: int = 0, closing: bool = True) -> int:
    rng = random.Random(seed)
    rnd = rng.random
    rules = make_rules("traditional")
    deck = list(range(24))
    actions = 0
    for _ in range(n):
        rng.shuffle(deck)
        c = deal_core(deck, rules, 1)
        while c.stage != OVER:
            moves = c.legal()
            if not closing and CLOSE in moves:
                moves.remove(CLOSE)
            c.play(moves[int(rnd() * len(moves))])
            actions += 1
    return actions


def random_deals_core_no_close(n: int, seed: int = 0) -> int:
    return random_deals_core(n, seed, closing=False)


def random_deals_facade(n: int, seed: int = 0) -> int:
    rng = random.Random(seed)
    actions = 0
    for i in range(n):
        s = new_deal(seed * 100_000 + i)
        while s.outcome is None:
            s = s.apply(rng.choice(s.legal_actions()))
            actions += 1
    return actions


def rate(fn, n: int, repeat: int) -> tuple[float, float]:
    rates, per_deal = [], 0.0
    for r in range(repeat):
        t0 = time.perf_counter()
        actions = fn(n, r)
        dt = time.perf_counter() - t0
        rates.append(n / dt)
        per_deal = actions / n
    return statistics.median(rates), per_deal


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=20_000)
    ap.add_argument("--repeat", type=int, default=5)
    a = ap.parse_args()
    print(f"Python {sys.version.split()[0]}, {a.deals} deals x {a.repeat} repeats")
    core_rate, per = rate(random_deals_core, a.deals, a.repeat)
    print(f"inner engine (Core): {core_rate:,.0f} random deals/s "
          f"(median; {per:.1f} actions per deal)")
    full_rate, per = rate(random_deals_core_no_close, a.deals, a.repeat)
    print(f"inner engine, random play that never closes: {full_rate:,.0f} deals/s "
          f"(median; {per:.1f} actions per deal)")
    facade_rate, _ = rate(random_deals_facade, max(1, a.deals // 20), a.repeat)
    print(f"facade (State.apply with text actions): {facade_rate:,.0f} deals/s (median)")
    print(f"ratio inner/facade: {core_rate / facade_rate:.1f}x")


if __name__ == "__main__":
    main()
