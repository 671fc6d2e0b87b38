"""Where two players choose differently, which choice was worth more (in real deals).

Usage:
  python bench/decision_probe.py A B --deals N [--seed S] [--rules R] [--score 6-5]
                                 [--target 7] [--rollouts 4] [--jobs J]

Two versions of a player that differ in one kind of decision (the close, the objective
in a match) agree on almost every move, so a duplicate arena spends nearly all its
deals where they play alike and its noise swamps the difference. This probe plays N
deals Expert against ``--opponent`` (the Expert by default; the Expert's seat alternates);
at every decision of the Expert it asks A and B, and where they differ it plays each
choice on from the TRUE position (the real hidden cards) to the end of the deal
``rollouts`` times, the same two players with different decision seeds, and
records the mover's mean result after A's choice less after B's. The result is game
points, or with ``--score`` (seat 0's score first) the chance to win the match after the
deal from the match equity table. Reported: how often they differ (per deal) and the
mean gain per difference and per deal, with 95% intervals over the differences, and at
the end the same per kind of decision (a lead or a reply with the stock open or not, the
close, the exchange, going out).

Players: the arena's names, the bench's own (bench/searched_close.py ``sclose:D:M``,
bench/match_deals.py ``blend:L``), and ``expert@field=value,...``: the Expert with those
``Budget`` fields (``expert@close_depth=0``: the close by the fixed margin).
"""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import match_deals  # noqa: E402
import searched_close  # noqa: E402

from game.ai.equity import after_deal  # noqa: E402
from game.console import stats  # noqa: E402
from game.console.arena import deal_seed  # noqa: E402
from game.console.players import Chooser, Deal, make_player  # noqa: E402
from game.engine.deal import new_deal  # noqa: E402
from game.engine.matchscore import MatchScore  # noqa: E402


def budget_player(spec: str) -> Chooser:
    """``expert@close_depth=0,close_worlds=12``: the Expert with those Budget fields."""
    from dataclasses import replace

    from game.ai.expert import DEFAULT_BUDGET, expert_decision_work
    from game.ai.work import finish

    fields = {}
    for item in spec.split(","):
        key, _, text = item.partition("=")
        kind = type(getattr(DEFAULT_BUDGET, key))
        if kind is bool:
            fields[key] = text.lower() in ("1", "true", "yes")
        elif kind is int:
            fields[key] = int(float(text))
        else:
            fields[key] = kind(text)
    budget = replace(DEFAULT_BUDGET, **fields)

    def choose(s: Deal, seed: int) -> str:
        return finish(expert_decision_work(s.view(s.to_move), seed, budget))[0]

    return choose


def player(name: str) -> Chooser:
    if name.startswith("expert@"):
        return budget_player(name.split("@", 1)[1])
    if name.startswith("sclose:"):
        return searched_close.player(name)
    if name.startswith("blend:"):
        return match_deals.player(name)
    return make_player(name)


def value(s: Deal, seat: int, rules: str, match: MatchScore | None) -> float:
    oc = s.outcome
    assert oc is not None
    if match is not None:
        return after_deal(rules, match, s.dealer, oc.winner, oc.game_points, seat)
    if oc.winner is None:
        return 0.0
    return float(oc.game_points if oc.winner == seat else -oc.game_points)


def kind(s: Deal, xa: str, xb: str) -> str:
    """What sort of decision A and B split on: the special action if either took one,
    else a lead or a reply, with the stock still open or not."""
    for special in ("close", "exchange", "pass", "out", "draw"):
        if special in (xa, xb):
            return "exchange" if special == "pass" else special
    assert s.to_move is not None
    stock = "stock shut" if s.view(s.to_move).strict else "stock open"
    return f"{'reply' if s.table else 'lead'}, {stock}"


def play_on(s: Deal, seated: list[Chooser], seed: int) -> Deal:
    k = 0
    while s.outcome is None:
        s = s.apply(seated[s.to_move](s, seed * 64 + k))
        k += 1
    return s


def probe(args: tuple[str, str, int, int, str, tuple[int, int] | None, int, int, str]
          ) -> list[tuple[str, float]]:
    """Deal ``i`` played Expert v ``opponent`` (the Expert in seat ``i % 2``); the gains
    (A's choice less B's) at the Expert's decisions where they differ."""
    a_name, b_name, seed, i, rules, score, target, rollouts, opponent = args
    a, b, expert = player(a_name), player(b_name), make_player("expert")
    me = i % 2
    seated = [expert, expert]
    seated[1 - me] = make_player(opponent)
    match = None if score is None else MatchScore(score, target)
    ds = deal_seed(seed, i)
    s = new_deal(ds, rules, dealer=(i // 2) % 2)
    if match is not None:
        s = s.in_match(match)
    gains: list[tuple[str, float]] = []
    k = 0
    while s.outcome is None:
        dseed = ds * 64 + k
        mover = s.to_move
        assert mover is not None
        if mover == me:
            xa, xb = a(s, dseed), b(s, dseed)
            if xa != xb:
                total = 0.0
                for r in range(rollouts):
                    rs = 7919 * (dseed + 1) + r
                    total += value(play_on(s.apply(xa), seated, rs), mover, rules, match)
                    total -= value(play_on(s.apply(xb), seated, rs), mover, rules, match)
                gains.append((kind(s, xa, xb), total / rollouts))
        s = s.apply(seated[mover](s, dseed))
        k += 1
    return gains


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--deals", type=int, default=50)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rules", default="traditional")
    ap.add_argument("--score", default=None, help="play at this match score: 6-5")
    ap.add_argument("--target", type=int, default=7)
    ap.add_argument("--rollouts", type=int, default=4)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--progress", type=int, default=0)
    ap.add_argument("--opponent", default="expert", help="who plays the other seat")
    args = ap.parse_args(argv)
    player(args.a), player(args.b), make_player(args.opponent)
    score = None if args.score is None else tuple(int(x) for x in args.score.split("-"))
    work = [(args.a, args.b, args.seed, i, args.rules, score, args.target, args.rollouts,
             args.opponent) for i in range(args.deals)]
    unit = "match chance" if score else "game points"
    gains: list[float] = []
    per_deal: list[float] = []
    by_kind: dict[str, list[float]] = {}
    with ProcessPoolExecutor(args.jobs) as pool:
        for k, g in enumerate(pool.map(probe, work, chunksize=1), 1):
            gains += [x for _, x in g]
            per_deal.append(sum(x for _, x in g))
            for name, x in g:
                by_kind.setdefault(name, []).append(x)
            if args.progress and k % args.progress == 0 or k == len(work):
                m, h = stats.mean_ci(gains)
                d, dh = stats.mean_ci(per_deal)
                print(f"{k} deals ({args.rules}{', at ' + args.score if score else ''}, v "
                      f"{args.opponent}, seed "
                      f"{args.seed}): {len(gains)} differences; {args.a} less {args.b} per "
                      f"difference {m:+.4f} ±{h:.4f}, per deal {d:+.4f} ±{dh:.4f} ({unit})",
                      flush=True)
    for name, xs in sorted(by_kind.items()):
        m, h = stats.mean_ci(xs)
        print(f"  {name}: {len(xs)} differences, {m:+.4f} ±{h:.4f} each, "
              f"{sum(xs) / len(work):+.4f} per deal")
    return 0


if __name__ == "__main__":
    sys.exit(main())
