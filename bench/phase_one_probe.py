"""Phase-one variants of the Expert against ISMCTS on duplicate deals (issue 44).

Usage:
  python bench/phase_one_probe.py VARIANT --deals N [--seed S] [--jobs J] [--out F]
                                  [--against G]

VARIANT is ``expert`` (as shipped), ``expert@field=value,...`` (the Expert with those
``Budget`` fields, as bench/decision_probe.py), ``ismcts-leads`` (the Expert, but every
decision on lead while the stock is open taken by ISMCTS as the arena's ``ismcts``
plays it), ``ismcts-phase-one`` (every decision while the stock is open by ISMCTS)
or ``reply-leads[:K]`` (the Expert, but where it leads a card while the stock is open
it picks the card again with the opponent's reply chosen as it could choose it: by
the reply's average over K worlds, 16 by default; see ``aggregated_lead``).
Each deal is played twice against ``ismcts``, seats swapped (game.console.arena.play_deal);
reported: the variant's share of the game points, its net game points per pair with a
95% interval, and its think time. ``--out`` saves the net of every pair; ``--against``
reads another run's (same seed and deals) and adds the paired difference, this run's
less that one's.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import decision_probe  # noqa: E402

from game.ai.expert import DEFAULT_BUDGET, WorldEvaluator, in_share, worlds_for  # noqa: E402
from game.ai.opponent import ducker_probability  # noqa: E402
from game.console import arena, stats  # noqa: E402
from game.console.players import Chooser, Deal, make_player  # noqa: E402
from game.engine.cards import DECK  # noqa: E402
from game.engine.deal import action_text, parse_action  # noqa: E402
from game.engine.view import PlayerView  # noqa: E402

HYBRIDS = ("ismcts-leads", "ismcts-phase-one")
CARDS = len(DECK)  # action codes below this are card plays


def aggregated_lead(view: PlayerView, seed: int, k: int) -> int:
    """The card lead with the best average over the Expert's worlds when the opponent's
    reply is not seen through the world: in the first ``k`` worlds without a ducker every
    reply to every lead is played out (policy, then solved, as the Expert's playouts),
    and a reply's worth Q(lead, reply) is its average over the worlds where it is held.
    In every non-ducker world the opponent then answers a lead with the held reply of
    the lowest Q for us (SO-ISMCTS's availability: it plays what is best on average, not
    what is best against these cards); a ducker's worlds keep Sharp's rules."""
    rng = random.Random(seed)
    worlds = worlds_for(view, rng, DEFAULT_BUDGET)
    ducking = ducker_probability(view)
    leads = [c for c in map(parse_action, view.legal) if c < CARDS]
    me = view.seat
    ev = WorldEvaluator()
    q: dict[tuple[int, int], list[float]] = {}
    used = 0
    for i, w in enumerate(worlds):
        if used == k:
            break
        if in_share(i, ducking):
            continue
        used += 1
        for lead in leads:
            after = w.copy()
            after.play(lead)
            for reply in after.legal():
                answered = after.copy()
                answered.play(reply)
                q.setdefault((lead, reply), []).append(ev.finish(answered, me))
    worth = {key: sum(v) / len(v) for key, v in q.items()}
    totals = dict.fromkeys(leads, 0.0)
    for i, w in enumerate(worlds):
        ev.ducker = 1 - me if in_share(i, ducking) else -1
        for lead in leads:
            after = w.copy()
            after.play(lead)
            if ev.ducker < 0 and after.to_move() != me:
                held = [r for r in after.legal() if (lead, r) in worth]
                if held:
                    after.play(min(held, key=lambda r: (worth[lead, r], r)))
            totals[lead] += ev.finish(after, me)
    return max(leads, key=lambda c: (totals[c], -c))


def reply_leads(k: int) -> Chooser:
    expert = make_player("expert")

    def choose(s: Deal, seed: int) -> str:
        shipped = expert(s, seed)
        assert s.to_move is not None
        v = s.view(s.to_move)
        assert isinstance(v, PlayerView)  # a two-player deal
        if v.strict or v.table or parse_action(shipped) >= CARDS:
            return shipped  # not a card lead with the stock open
        return action_text(aggregated_lead(v, seed, k))

    return choose


def variant(name: str) -> Chooser:
    if name.startswith("reply-leads"):
        _, _, k = name.partition(":")
        return reply_leads(int(k) if k else 16)
    if name not in HYBRIDS:
        return decision_probe.player(name)
    expert, ismcts = make_player("expert"), make_player("ismcts")

    def choose(s: Deal, seed: int) -> str:
        assert s.to_move is not None
        v = s.view(s.to_move)
        if not v.strict and (name == "ismcts-phase-one" or not v.table):  # stock open
            return ismcts(s, seed)
        return expert(s, seed)

    return choose


def pair(job: tuple[str, int, int]) -> tuple[list[tuple[int, ...]], list[float]]:
    """Deal ``i`` played both ways round: each game's points by player, the variant's
    think times."""
    name, i, seed = job
    timings = arena.Timings.of(2)
    games = arena.play_deal([variant(name), make_player("ismcts")], i, seed, "traditional",
                            timings)
    return [g.gained for g in games], timings.by_player[0]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("variant")
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--progress", type=int, default=50)
    ap.add_argument("--out", type=Path, help="save every pair's net game points here")
    ap.add_argument("--against", type=Path, help="another run's --out: the paired difference")
    args = ap.parse_args(argv)
    variant(args.variant)  # an unknown name fails before the pool starts
    mine = theirs = 0
    nets: list[float] = []
    times: list[float] = []
    work = [(args.variant, i, args.seed) for i in range(args.deals)]
    with ProcessPoolExecutor(args.jobs) as pool:
        for k, (games, t) in enumerate(pool.map(pair, work), 1):
            mine += sum(g[0] for g in games)
            theirs += sum(g[1] for g in games)
            nets.append(float(sum(g[0] - g[1] for g in games)))
            times += t
            if k % args.progress == 0 or k == len(work):
                m, h = stats.mean_ci(nets)
                ts = sorted(times)
                print(f"{args.variant} v ismcts, {k} pairs, seed {args.seed}: game points "
                      f"{100 * mine / max(mine + theirs, 1):.1f}%, net per pair {m:+.3f} "
                      f"±{h:.3f}; think median {1000 * ts[len(ts) // 2]:.1f} ms, p95 "
                      f"{1000 * ts[int(len(ts) * 0.95)]:.1f} ms", flush=True)
    if args.out:
        args.out.write_text(json.dumps(nets))
    if args.against:
        other = json.loads(args.against.read_text())
        if len(other) != len(nets):
            raise SystemExit(f"{args.against} has {len(other)} pairs, this run {len(nets)}")
        m, h = stats.mean_ci([a - b for a, b in zip(nets, other)])
        print(f"paired with {args.against.name}: {m:+.3f} ±{h:.3f} per pair")
    return 0


if __name__ == "__main__":
    sys.exit(main())
