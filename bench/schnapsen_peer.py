"""The peer's side of ``bench/engine.py --peer``: random Schnapsen games on the VU Amsterdam
``schnapsen`` package (PyPI 0.0.5), timed in this process.

Runs in an environment that has the package (bench/engine.py makes a throwaway one), not
in the project's; it imports nothing of the project. Protocol on stdin/stdout, one line
each: ``N SEED`` plays N games and answers the CPU ``SECONDS`` they took; end of input
ends it. The first line it writes is the package's version and this Python's.

A game is the package's own ``SchnapsenGamePlayEngine().play_game`` between two of its
``RandBot``s (each move ``rng.choice`` among the valid ones, the deck shuffled by
``rng.shuffle``), one deal from the shuffle to the winner. Its engine has no closing.
"""

from __future__ import annotations

import random
import sys
import time
from importlib.metadata import version

from schnapsen.bots import RandBot
from schnapsen.game import SchnapsenGamePlayEngine


def play(n: int, seed: int) -> float:
    engine = SchnapsenGamePlayEngine()
    rng = random.Random(seed)
    bot1, bot2 = RandBot(rng, "bot1"), RandBot(rng, "bot2")
    t0 = time.process_time()
    for _ in range(n):
        engine.play_game(bot1, bot2, rng)
    return time.process_time() - t0


def main() -> None:
    print(f"{version('schnapsen')} on Python {sys.version.split()[0]}", flush=True)
    for line in sys.stdin:
        n, seed = map(int, line.split())
        print(f"{play(n, seed):.6f}", flush=True)


if __name__ == "__main__":
    main()
