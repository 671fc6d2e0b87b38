"""Three players: random-play deals per second on one core, through the inner engine.

Usage: python bench/engine3.py [--deals N] [--repeat R]
Each deal is shuffled and dealt for three (game.three.core), then every card is
chosen uniformly at random among the legal ones until the eighth trick ends (24
actions per deal). Prints medians over the repeats: the inner engine (Core3),
the inner engine with a copy() per action (the AI's search pattern), Sharp's
playout (game.ai.three.classic on the core) and the facade, for scale.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.three.classic import classic_code  # noqa: E402
from game.deal import new_deal  # noqa: E402
from game.rules import make_rules  # noqa: E402
from game.three.core import OVER, deal_core3  # noqa: E402


def random_deals_core(n: int, seed: int = 0, copying: bool = False) -> int:
    rng = random.Random(seed)
    rnd = rng.random
    rules = make_rules("three")
    deck = list(range(24))
    actions = 0
    for i in range(n):
        rng.shuffle(deck)
        c = deal_core3(deck, rules, i % 3)
        while c.stage != OVER:
            moves = c.legal()
            if copying:
                c = c.copy()
            c.play(moves[int(rnd() * len(moves))])
            actions += 1
    return actions


def random_deals_core_copying(n: int, seed: int = 0) -> int:
    return random_deals_core(n, seed, copying=True)


def sharp_deals_core(n: int, seed: int = 0) -> int:
    rng = random.Random(seed)
    rules = make_rules("three")
    deck = list(range(24))
    actions = 0
    for i in range(n):
        rng.shuffle(deck)
        c = deal_core3(deck, rules, i % 3)
        while c.stage != OVER:
            c.play(classic_code(c, "sharp"))
            actions += 1
    return actions


def random_deals_facade(n: int, seed: int = 0) -> int:
    rng = random.Random(seed)
    actions = 0
    for i in range(n):
        s = new_deal(seed * 100_000 + i, "three", dealer=i % 3)
        while s.outcome is None:
            s = s.apply(rng.choice(s.legal_actions()))
            actions += 1
    return actions


def rate(fn: Callable[[int, int], int], n: int, repeat: int) -> tuple[float, float]:
    rates, per_deal = [], 0.0
    for r in range(repeat):
        t0 = time.perf_counter()
        actions = fn(n, r)
        dt = time.perf_counter() - t0
        rates.append(n / dt)
        per_deal = actions / n
    return statistics.median(rates), per_deal


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--deals", type=int, default=20_000)
    ap.add_argument("--repeat", type=int, default=5)
    a = ap.parse_args()
    print(f"Python {sys.version.split()[0]}, {a.deals} deals x {a.repeat} repeats (three players)")
    r, per = rate(random_deals_core, a.deals, a.repeat)
    print(f"inner engine (Core3): {r:,.0f} random deals/s (median; {per:.0f} actions per deal)")
    r, _ = rate(random_deals_core_copying, a.deals, a.repeat)
    print(f"inner engine, copy() per action: {r:,.0f} random deals/s (median)")
    r, _ = rate(sharp_deals_core, a.deals, a.repeat)
    print(f"Sharp playouts on Core3: {r:,.0f} deals/s (median)")
    n = max(1, a.deals // 10)
    r, _ = rate(random_deals_facade, n, a.repeat)
    print(f"facade (State3.apply): {r:,.0f} random deals/s (median of {a.repeat} x {n} deals)")


if __name__ == "__main__":
    main()
