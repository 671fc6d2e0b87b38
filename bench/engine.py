"""Random-play deals per second on one core, through the engine's inner path.

Usage: python bench/engine.py [--rules traditional|simple|three] [--deals N] [--repeat R]
       python bench/engine.py --peer [--deals N] [--repeat R]
Each deal is shuffled and dealt, then every action is chosen uniformly at random
among the legal ones until the deal ends. Prints medians over the repeats, and the
facade's rate for scale.

``--peer``: against the VU Amsterdam ``schnapsen`` package (PyPI 0.0.5, the Python engine
people reach for), Schnapsen with 20 cards and random legal moves that never close (its
engine cannot close), one deal per game: our inner engine in this process, theirs in a
child process of an environment that has the package (made once if missing, outside the
repository: see ``peer_python``). The rounds alternate, ours then theirs; each round is
N deals of ours and N/10 of theirs (about the same time), timed in each process's CPU
time (steadier than the clock on a shared machine). Prints each side's median deals/s
and their ratio.

Two players (game.engine.core): closing and exchanging are included; random play closes
often, which shortens deals, so a second figure leaves closing out (deals run to the
twelfth trick or to 66).

Three players (game.engine.three.core; 24 actions per deal): the inner engine (Core3), the
inner engine with a copy() per action (the AI's search pattern) and Sharp's playout
(game.ai.three.classic on the core).
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.three.classic import classic_code  # noqa: E402
from game.engine.core import CLOSE, OVER, deal_core  # noqa: E402
from game.engine.deal import new_deal  # noqa: E402
from game.engine.rules import PRESETS, make_rules  # noqa: E402
from game.engine.three.core import OVER as OVER3  # noqa: E402
from game.engine.three.core import deal_core3  # noqa: E402

Deals = Callable[[int, int], int]  # (deals, seed) -> actions played


def random_deals_core(n: int, seed: int = 0, closing: bool = True,
                      preset: str = "traditional") -> int:
    rng = random.Random(seed)
    rnd = rng.random
    rules = make_rules(preset)
    deck = list(rules.deck)
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


def schnapsen_deals_core(n: int, seed: int = 0) -> int:
    """``--peer``, our side: Schnapsen deals played the way the peer's ``RandBot`` plays,
    one ``random.Random`` shuffling the pack (``shuffle``) and choosing every action among
    the legal ones (``choice``), closing left out."""
    rng = random.Random(seed)
    rules = make_rules("schnapsen")
    deck = list(rules.deck)
    actions = 0
    for _ in range(n):
        rng.shuffle(deck)
        c = deal_core(deck, rules, 1)
        while c.stage != OVER:
            moves = c.legal()
            if CLOSE in moves:
                moves.remove(CLOSE)
            c.play(rng.choice(moves))
            actions += 1
    return actions


def deals_core3(n: int, seed: int = 0, copying: bool = False, sharp: bool = False) -> int:
    """Three-player deals on Core3: random cards (``copying``: a copy() per action), or
    Sharp's (``sharp``)."""
    rng = random.Random(seed)
    rnd = rng.random
    rules = make_rules("three")
    deck = list(range(24))
    actions = 0
    for i in range(n):
        rng.shuffle(deck)
        c = deal_core3(deck, rules, i % 3)
        while c.stage != OVER3:
            if sharp:
                c.play(classic_code(c, "sharp"))
            else:
                moves = c.legal()
                if copying:
                    c = c.copy()
                c.play(moves[int(rnd() * len(moves))])
            actions += 1
    return actions


def random_deals_facade(n: int, seed: int = 0, preset: str = "traditional") -> int:
    rng = random.Random(seed)
    actions = 0
    for i in range(n):
        if preset == "three":
            s = new_deal(seed * 100_000 + i, "three", dealer=i % 3)
        else:
            s = new_deal(seed * 100_000 + i, preset)
        while s.outcome is None:
            s = s.apply(rng.choice(s.legal_actions()))
            actions += 1
    return actions


def rate(fn: Deals, n: int, repeat: int) -> tuple[float, float]:
    rates, per_deal = [], 0.0
    for r in range(repeat):
        t0 = time.perf_counter()
        actions = fn(n, r)
        dt = time.perf_counter() - t0
        rates.append(n / dt)
        per_deal = actions / n
    return statistics.median(rates), per_deal


def two_players(preset: str, deals: int, repeat: int) -> None:
    core_rate, per = rate(lambda n, r: random_deals_core(n, r, preset=preset), deals, repeat)
    print(f"inner engine (Core): {core_rate:,.0f} random deals/s "
          f"(median; {per:.1f} actions per deal)")
    full_rate, per = rate(lambda n, r: random_deals_core(n, r, False, preset), deals, repeat)
    print(f"inner engine, random play that never closes: {full_rate:,.0f} deals/s "
          f"(median; {per:.1f} actions per deal)")
    facade_rate, _ = rate(lambda n, r: random_deals_facade(n, r, preset), max(1, deals // 20),
                          repeat)
    print(f"facade (State.apply with text actions): {facade_rate:,.0f} deals/s (median)")
    print(f"ratio inner/facade: {core_rate / facade_rate:.1f}x")


def three_players(deals: int, repeat: int) -> None:
    r, per = rate(deals_core3, deals, repeat)
    print(f"inner engine (Core3): {r:,.0f} random deals/s (median; {per:.0f} actions per deal)")
    r, _ = rate(lambda n, s: deals_core3(n, s, copying=True), deals, repeat)
    print(f"inner engine, copy() per action: {r:,.0f} random deals/s (median)")
    r, _ = rate(lambda n, s: deals_core3(n, s, sharp=True), deals, repeat)
    print(f"Sharp playouts on Core3: {r:,.0f} deals/s (median)")
    n = max(1, deals // 10)
    r, _ = rate(lambda n, s: random_deals_facade(n, s, "three"), n, repeat)
    print(f"facade (State3.apply): {r:,.0f} random deals/s (median of {repeat} x {n} deals)")


PEER = "schnapsen==0.0.5"


def peer_python() -> str:
    """An interpreter that can import the peer: this one if it can, else the throwaway
    virtual environment in the user's cache (``$XDG_CACHE_HOME``, else ``~/.cache``:
    ``sixtysix-bench/schnapsen-0.0.5``), made with ``python -m venv`` and pip on first use.
    Delete that directory at will; the next run makes it again."""
    if importlib.util.find_spec("schnapsen") is not None:
        return sys.executable
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    env = cache / "sixtysix-bench" / PEER.replace("==", "-")
    python = env / "bin" / "python"
    probe = [str(python), "-c", "import schnapsen.game"]
    if python.exists() and subprocess.run(probe, capture_output=True).returncode == 0:
        return str(python)
    print(f"installing {PEER} into {env} ...", flush=True)
    subprocess.run([sys.executable, "-m", "venv", "--clear", str(env)], check=True)
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", PEER], check=True)
    return str(python)


def peer(deals: int, repeat: int) -> None:
    """Ours and the peer's random Schnapsen deals in alternating rounds (module docstring)."""
    peer_deals = max(1, deals // 10)
    worker = Path(__file__).resolve().parent / "schnapsen_peer.py"
    child = subprocess.Popen([peer_python(), str(worker)], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True)
    assert child.stdin is not None and child.stdout is not None
    print(f"peer: schnapsen {child.stdout.readline().strip()} (random games, RandBot);"
          f" ours: Core, rules schnapsen, random play that never closes")
    ours: list[float] = []
    theirs: list[float] = []
    per_deal = 0.0
    for r in range(repeat):
        t0 = time.process_time()
        per_deal = schnapsen_deals_core(deals, r) / deals
        ours.append(deals / (time.process_time() - t0))
        child.stdin.write(f"{peer_deals} {r}\n")
        child.stdin.flush()
        theirs.append(peer_deals / float(child.stdout.readline()))
        print(f"  round {r + 1}: ours {ours[-1]:,.0f} deals/s, theirs {theirs[-1]:,.0f}"
              f" deals/s, ratio {ours[-1] / theirs[-1]:.2f}x", flush=True)
    child.stdin.close()
    child.wait()
    o, t = statistics.median(ours), statistics.median(theirs)
    print(f"ours: {o:,.0f} deals/s (median of {repeat} x {deals} deals;"
          f" {per_deal:.1f} actions per deal)")
    print(f"theirs: {t:,.0f} deals/s (median of {repeat} x {peer_deals} games)")
    print(f"ratio ours/theirs: {o / t:.2f}x (medians; median of the rounds' ratios"
          f" {statistics.median(a / b for a, b in zip(ours, theirs)):.2f}x)")


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--rules", choices=PRESETS, default="traditional")
    ap.add_argument("--deals", type=int, default=20_000)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--peer", action="store_true",
                    help="Schnapsen against the schnapsen package (PyPI 0.0.5), alternating")
    a = ap.parse_args()
    if a.peer:
        print(f"Python {sys.version.split()[0]}, {a.repeat} rounds")
        peer(a.deals, a.repeat)
        return
    print(f"Python {sys.version.split()[0]}, {a.deals} deals x {a.repeat} repeats, "
          f"rules {a.rules}")
    if a.rules == "three":
        three_players(a.deals, a.repeat)
    else:
        two_players(a.rules, a.deals, a.repeat)


if __name__ == "__main__":
    main()
