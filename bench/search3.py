"""Three-player exact searches on fixed positions: nodes and CPU time per solve.

Usage: python bench/search3.py [--positions N] [--cards LO-HI] [--rounds R] [--seed S]
                               [--against DIR]
Deals N seeded positions with LO..HI cards left in the hands (random legal play up to
there) and solves each, as the Expert does, with a new searcher for the seat to move:
Solver3 paranoid and max-n (objective "race"), and ModelSearch with one other seat
and with both played by the model. Prints for each: visited nodes, a checksum of the
values, the median solve and the total of each position's median over the rounds
(process CPU time, the searcher's construction included).

``--against DIR``: another checkout of the project (say ``git worktree add /tmp/base
main``). Its ``game`` package is loaded beside this one under another name and the two
solve each position in turn, in this one process, which keeps a shared machine's noise
alike for both; prints both timings, the ratio this/other and whether values and node
counts agree.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import random
import statistics
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.rules import make_rules  # noqa: E402
from game.engine.three.core import Core3, deal_core3  # noqa: E402

KINDS = ("paranoid", "maxn", "model1", "model2")


class Searches:
    """The searches of one ``game`` package (this checkout's or another's)."""

    def __init__(self, package: str) -> None:
        def load(name: str) -> ModuleType:
            return importlib.import_module(f"{package}.ai.three.{name}")

        solver = load("solver")
        self.solver3 = solver.Solver3
        self.model_search = load("modelsearch").ModelSearch
        try:
            self.pos = load("kernel").Pos
        except ImportError:  # before kernel.py
            self.pos = solver.Pos

    def solve(self, kind: str, pos: Any) -> tuple[float, int, int]:
        """(CPU seconds, nodes, value) of one solve of ``pos`` for the seat to move."""
        root = pos.to_move()
        t = time.process_time()
        if kind in ("paranoid", "maxn"):
            s = self.solver3(pos.trump, root, kind, objective="race")
        else:
            modeled = 7 & ~(1 << root) if kind == "model2" else 1 << (root + 1) % 3
            s = self.model_search(pos.trump, root, modeled)
        v = s.value(pos)
        return time.process_time() - t, s.nodes, v


def other_package(root: Path) -> str:
    """Load ``root/game`` as the package ``game_against``."""
    init = root / "game" / "__init__.py"
    spec = importlib.util.spec_from_file_location(
        "game_against", init, submodule_search_locations=[str(init.parent)])
    if spec is None or spec.loader is None:
        raise SystemExit(f"no game package in {root}")
    module = importlib.util.module_from_spec(spec)
    sys.modules["game_against"] = module
    spec.loader.exec_module(module)
    return "game_against"


def positions(n: int, lo: int, hi: int, seed: int) -> list[Core3]:
    rules = make_rules("three")
    rng = random.Random(seed)
    out: list[Core3] = []
    while len(out) < n:
        deck = list(range(24))
        rng.shuffle(deck)
        core = deal_core3(deck, rules, rng.randrange(3))
        for _ in range(24 - rng.randint(lo, hi)):
            core.play(rng.choice(core.legal()))
        if core.outcome is None:
            out.append(core)
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--positions", type=int, default=60)
    ap.add_argument("--cards", default="12-15", help="cards left in the hands, LO-HI")
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--seed", type=int, default=2024)
    ap.add_argument("--against", type=Path, default=None, help="another checkout")
    a = ap.parse_args(argv)
    lo, hi = (int(x) for x in a.cards.split("-"))
    cores = positions(a.positions, lo, hi, a.seed)
    sides = {"this": Searches("game")}
    if a.against is not None:
        sides["other"] = Searches(other_package(a.against.resolve()))
    pos = {tag: [s.pos.of_core(c) for c in cores] for tag, s in sides.items()}
    for tag, s in sides.items():  # warm the card-order caches
        for kind in KINDS:
            for p in pos[tag]:
                s.solve(kind, p)
    times = {(tag, kind): [[] for _ in cores] for tag in sides for kind in KINDS}
    seen: dict[tuple[str, str], list[tuple[int, int]]] = {}
    for r in range(a.rounds):
        order = list(sides) if r % 2 == 0 else list(reversed(sides))
        for kind in KINDS:
            for i in range(len(cores)):
                for tag in order:
                    dt, nodes, v = sides[tag].solve(kind, pos[tag][i])
                    times[tag, kind][i].append(dt)
                    if r == 0:
                        seen.setdefault((tag, kind), []).append((nodes, v))
    print(f"{len(cores)} positions, {lo}-{hi} cards left, seed {a.seed}, {a.rounds} rounds "
          f"(CPython {sys.version.split()[0]})")
    for kind in KINDS:
        line = []
        per = {}
        for tag in sides:
            per[tag] = [statistics.median(ts) for ts in times[tag, kind]]
            nodes = sum(n for n, _ in seen[tag, kind])
            check = hash(tuple(v for _, v in seen[tag, kind])) & 0xFFFF
            line.append(f"{tag}: {nodes} nodes, values #{check:04x}, median "
                        f"{statistics.median(per[tag]) * 1e3:.3f} ms, total "
                        f"{sum(per[tag]) * 1e3:.1f} ms")
        if "other" in sides:
            ratio = sum(per["this"]) / sum(per["other"])
            same = seen["this", kind] == seen["other", kind]
            line.append(f"this/other {ratio:.3f}, values and nodes "
                        f"{'agree' if same else 'DIFFER'}")
        print(f"{kind:>8}: " + "; ".join(line))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
