"""An experiment for issue 44, point 3: the close judged by a closer who does not see the
hidden cards, instead of a clairvoyant solve less a fixed margin.

The Expert values closing by solving, in every sampled world, the closed game with
both hands in view (one first lead shared by all worlds), then demands that this beat
the best alternative by ``Budget.close_margin`` (0.45 game points): the margin stands in
for what the closer will not know. Here the closer's first ``depth`` decisions after the
close are taken once per information set: the worlds that the public play cannot tell
apart (the same opponent moves seen so far) share the closer's card, chosen for the best
average over them; the opponent plays its best reply in each world (it is not modelled
as blind: a cautious closer), and after ``depth`` decisions the rest is solved.

Players for the duplicate-deal arena (bench/match_deals.py's player names plus these):
``sclose:D:M[:W[:N]]``: the Expert, its close valued as above with ``depth`` D and margin M
(game points), the close searched only where the Expert's clairvoyant value of closing
comes within W (default 1) game points of the best alternative. The searched value is
never above the clairvoyant one (the closer only loses choices), so with M = 0 a window
of 0 decides exactly as any wider one. N: search the close over at most N of the worlds.

  python bench/searched_close.py A B --deals N [--seed S] [--rules R] [--jobs J]
"""

from __future__ import annotations

import argparse
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.ai import expert  # noqa: E402
from game.ai.classic import obvious_action  # noqa: E402
from game.ai.solver import fresh_value0  # noqa: E402
from game.ai.work import finish  # noqa: E402
from game.console import arena, stats  # noqa: E402
from game.console.players import Chooser, Deal, make_player  # noqa: E402
from game.engine.core import CLOSE, OUT, OVER, Core  # noqa: E402
from game.engine.deal import action_text  # noqa: E402

CONTENDER = 1.0  # search the close only when its clairvoyant value is this close to the best


def exact(core: Core, mover: int) -> int:
    v, _ = fresh_value0(core)
    return v if mover == 0 else -v


def opponent_until(core: Core, mover: int) -> tuple[Core, tuple[int, ...]]:
    """The opponent's best moves (in this world) until ``mover`` is to move or the deal
    ends; what it played (public) is the signature the closer sees."""
    seen: list[int] = []
    while core.stage != OVER and core.to_move() != mover:
        best: tuple[int, int, Core] | None = None
        for a in core.legal():
            child = core.copy()
            child.play(a)
            v = exact(child, mover)  # the opponent minimises the mover's value
            if best is None or (v, a) < (best[0], best[1]):
                best = (v, a, child)
        assert best is not None
        core = best[2]
        seen.append(best[1])
    return core, tuple(seen)


def closer_values(nodes: list[Core], mover: int, depth: int) -> list[float]:
    """Each node's value for ``mover`` when its next ``depth`` decisions are one card per
    information set (``nodes`` are indistinguishable to it)."""
    if depth == 0 or nodes[0].stage == OVER:
        return [exact(n, mover) for n in nodes]
    best: tuple[float, list[float]] | None = None
    for m in nodes[0].legal():
        vals: list[float] = [0.0] * len(nodes)
        groups: dict[tuple[int, ...], list[tuple[int, Core]]] = {}
        for i, n in enumerate(nodes):
            c = n.copy()
            c.play(m)
            c, sig = opponent_until(c, mover)
            groups.setdefault(sig, []).append((i, c))
        for items in groups.values():
            sub = closer_values([c for _, c in items], mover, depth - 1)
            for (i, _), v in zip(items, sub, strict=True):
                vals[i] = v
        avg = sum(vals) / len(vals)
        if best is None or avg > best[0]:
            best = (avg, vals)
    assert best is not None
    return best[1]


def searched_close_value(worlds: list[Core], mover: int, depth: int) -> float:
    """Closing's value averaged over ``worlds`` (the mover is about to close in each)."""
    nodes = []
    for w in worlds:
        c = w.copy()
        c.play(CLOSE)
        c, _ = opponent_until(c, mover)  # the exchange offer after the close, if any
        nodes.append(c)
    # the opponent's answer to the offer is public: group by it as well
    vals = closer_values(nodes, mover, depth) if len({n.stage for n in nodes}) == 1 else [
        exact(n, mover) for n in nodes]
    return sum(vals) / len(vals)


def sclose_player(depth: int, margin: float, window: float = CONTENDER,
                  most: int = 0) -> Chooser:
    budget = expert.DEFAULT_BUDGET

    def choose(s: Deal, seed: int) -> str:
        view = s.view(s.to_move)
        obvious = obvious_action(view)
        if obvious is not None:
            return obvious
        searched = finish(expert.searched_work(view, seed, budget))
        scores = dict(searched.points)
        if len(scores) > 1:
            scores.pop(OUT, None)
        if CLOSE not in scores or len(scores) == 1:
            return action_text(expert.pick(scores, expert._preferred(view, seed),
                                           budget.close_margin))
        others = max(v for a, v in scores.items() if a != CLOSE)
        if scores[CLOSE] < others - window:
            return action_text(expert.pick(scores, expert._preferred(view, seed),
                                           budget.close_margin))
        worlds = expert.worlds_for(view, random.Random(seed), budget)
        if most and len(worlds) > most:  # (enumerated layouts come in order: draw)
            worlds = random.Random(seed).sample(worlds, most)
        scores[CLOSE] = searched_close_value(worlds, view.seat, depth)
        return action_text(expert.pick(scores, expert._preferred(view, seed), margin))

    return choose


def player(name: str) -> Chooser:
    if name.startswith("sclose:"):
        _, d, m, *w = name.split(":")
        return sclose_player(int(d), float(m), float(w[0]) if w else CONTENDER,
                             int(w[1]) if len(w) > 1 else 0)
    return make_player(name)


def pair(args: tuple[str, str, int, int, str]) -> tuple[int, int]:
    """Deal ``i`` twice, seats swapped: A's game points won and lost."""
    a_name, b_name, seed, i, rules = args
    players = [player(a_name), player(b_name)]
    games = arena.play_deal(players, i, seed, rules, arena.Timings.of(2))
    won = sum(g.gained[0] for g in games)
    lost = sum(g.gained[1] for g in games)
    return won, lost


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--deals", type=int, default=50)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rules", default="traditional")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--progress", type=int, default=0)
    args = ap.parse_args(argv)
    player(args.a), player(args.b)
    work = [(args.a, args.b, args.seed, i, args.rules) for i in range(args.deals)]
    diffs: list[float] = []
    won = lost = 0
    with ProcessPoolExecutor(args.jobs) as pool:
        for k, (w, lo) in enumerate(pool.map(pair, work, chunksize=1), 1):
            diffs.append(w - lo)
            won, lost = won + w, lost + lo
            if args.progress and k % args.progress == 0 or k == len(work):
                m, h = stats.mean_ci(diffs)
                share = won / (won + lost) if won + lost else 0.5
                print(f"{k} pairs: {args.a} {m:+.3f} ±{h:.3f} game points per pair, "
                      f"{100 * share:.1f}% of the game points ({args.rules}, seed {args.seed})",
                      flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
