"""The expert of the working tree against the expert of an earlier git revision.

Usage:
  python bench/expert_ab.py --rev HEAD~1 [--deals N] [--start K] [--seed S] [--jobs J]
  python bench/expert_ab.py --rev HEAD~1 --opponent sharp [--rules schnapsen] [...]

Without ``--opponent``: the two experts play each other on duplicate deals
(game.console.arena.play_deal), and the figures are the new expert's. With it: both
experts play that opponent on the SAME deals, and the report adds the paired
difference (new minus old, per deal pair, with its 95% interval), which is far
tighter than comparing two separate arena runs. Pairs ``start .. start+deals-1``
are split over ``jobs`` processes; everything is deterministic for a seed.

The old revision's ``game/`` is taken with ``git archive`` into a temporary
package named ``game_<sha>``, so both versions live in one process.
"""

from __future__ import annotations

import argparse
import importlib
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.ai.classic import LEVELS  # noqa: E402
from game.ai.levels import CLASSIC_PLAYERS  # noqa: E402
from game.console import arena, stats  # noqa: E402
from game.console.players import make_player  # noqa: E402

OLD_DIR = Path(tempfile.gettempdir()) / "sixtysix-expert-ab"


def old_package(rev: str) -> str:
    """Unpack ``game/`` of ``rev`` as package ``game_<sha>``; returns its name."""
    sha = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short=10", rev],
                         check=True, capture_output=True, text=True).stdout.strip()
    name = f"game_{sha}"
    target = OLD_DIR / name
    if not target.exists():
        # A folder of its own: two runs started together must not share one.
        OLD_DIR.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=f"{name}.", dir=OLD_DIR))
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", sha, "game"],
                                 check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", str(tmp)], input=archive, check=True)
        try:
            (tmp / "game").rename(target)  # relative imports make the new name work
        except OSError:
            if not target.exists():
                raise
            # Another run unpacked the same revision first: use its copy.
        shutil.rmtree(tmp)
    return name


def load_old(name: str) -> ModuleType:
    if str(OLD_DIR) not in sys.path:
        sys.path.insert(0, str(OLD_DIR))
    return importlib.import_module(f"{name}.ai.expert")


def play_range(job: tuple[str, str, int, int, int, str]) -> list[tuple[str, list[arena.Game]]]:
    old_name, opponent, start, end, seed, rules = job
    old = load_old(old_name)
    new_player = make_player("expert")

    def old_player(s, sd):  # type: ignore[no-untyped-def]
        return old.choose_expert(s.view(s.to_move), sd)

    timings = arena.Timings.of(2)
    if opponent == "old":
        games = [g for i in range(start, end)
                 for g in arena.play_deal([new_player, old_player], i, seed, rules,
                                          timings)]
        return [("new vs old", games)]
    other = make_player(opponent)
    out = []
    for label, player in (("new", new_player), ("old", old_player)):
        out.append((label, [g for i in range(start, end)
                            for g in arena.play_deal([player, other], i, seed, rules,
                                                     timings)]))
    return out


def describe(label: str, games: list[arena.Game]) -> str:
    st = stats.compute_stats(games)
    return (f"{label}: {st.pairs} pairs, net {st.net_per_deal:+.3f} per deal "
            f"(95% CI +-{st.ci95:.3f}), share {100 * st.share:.1f}%")


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rev", required=True, help="git revision of the old expert")
    ap.add_argument("--opponent", choices=LEVELS + CLASSIC_PLAYERS + ("rollout",), default=None,
                    help="play both experts against this player instead of each other")
    ap.add_argument("--deals", type=int, default=200, help="deal pairs")
    ap.add_argument("--start", type=int, default=0, help="index of the first pair")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--rules", choices=("traditional", "simple", "schnapsen"),
                    default="traditional")
    args = ap.parse_args(argv)

    name = old_package(args.rev)
    opponent = args.opponent or "old"
    end = args.start + args.deals
    step = -(-args.deals // args.jobs)
    jobs = [(name, opponent, a, min(a + step, end), args.seed, args.rules)
            for a in range(args.start, end, step)]
    results: dict[str, list[arena.Game]] = {}
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for part in pool.map(play_range, jobs):
            for label, games in part:
                results.setdefault(label, []).extend(games)
    print(f"expert (working tree) vs {args.rev} ({name}), seed {args.seed}, "
          f"pairs {args.start}..{end - 1}, opponent {opponent}, rules {args.rules}")
    for label, games in results.items():
        print(describe(label if opponent == "old" else f"{label} vs {opponent}", games))
    if opponent != "old":
        new, old = stats.pair_values(results["new"]), stats.pair_values(results["old"])
        diff, ci = stats.mean_ci([new[p] - old[p] for p in sorted(new)])
        print(f"new minus old: {diff:+.3f} per deal (95% CI {diff - ci:+.3f} .. {diff + ci:+.3f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
