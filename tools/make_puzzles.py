"""Write game/puzzles/builtin.json: the built-in puzzles, generated from seeds and solved
exactly (issue 22). The same command writes the same file.

    python tools/make_puzzles.py            # (re)write the set
    python tools/make_puzzles.py --check    # exit 1 if the file differs from what it writes

For each table (two players, three players, Schnapsen) and seed 1, 2, ...: deal with
that seed, let the classic levels (chosen by the seed) play both or all three seats up
to an endgame with seat 0 to move (two players: the stock used up, not closed, 6 or 5
cards left in hand by the seed; three players: 4 to 6 cards in hand), solve every first
play exactly (game/puzzles/judge.py) and keep the position if exactly one first play
keeps the best value. Each table takes COUNT puzzles, as evenly as it can from the three
grades (game/puzzles/puzzle.py grade_of).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import from_position, new_deal  # noqa: E402
from game.ai import choose  # noqa: E402
from game.puzzles.judge import PLAYER, action_values, reply  # noqa: E402
from game.puzzles.puzzle import GRADES, Puzzle, grade_of  # noqa: E402

OUT = ROOT / "game" / "puzzles" / "builtin.json"
COUNT = {"traditional": 60, "three": 54, "schnapsen": 54}
PREFIX = {"traditional": "t", "three": "r", "schnapsen": "s"}
MAX_SEEDS = 4000
# the simple build's levels exactly (docs/RULES.md §4): the page's search the end of
# the deal at the rated tables (issue 40), which would change every stored puzzle
LEVELS = ("classic-gentle", "classic-normal", "classic-sharp")


def endgame(preset: str, seed: int) -> Any | None:
    """The seed's deal played by classic levels up to its puzzle moment (None: the deal
    ended first)."""
    rnd = random.Random(f"{preset}:{seed}")
    levels = [rnd.choice(LEVELS) for _ in range(3)]
    three = preset == "three"
    cards = rnd.choice((4, 5, 6)) if three else rnd.choice((6, 5, 4)) - (preset == "schnapsen")
    st = new_deal(seed, rules=preset)
    while st.outcome is None:
        if (st.to_move == PLAYER and st.stage == "play" and st.stock_size == 0
                and st.to_position().get("closed_by") is None
                and len(st.hand(PLAYER)) <= cards):
            return st
        seat = st.to_move
        st = st.apply(choose(st, levels[seat], seed * 31 + len(st.hand(seat))))
    return None


AI_ONLY = ("known", "voids", "excluded", "last_trick")  # what only a view's guesses need


def bare(st: Any) -> dict[str, Any]:
    """The position without what only sampling needs (every hand is open in a puzzle)."""
    pos = {k: v for k, v in st.to_position().items() if k not in AI_ONLY}
    assert from_position(pos).legal_actions() == st.legal_actions()
    return pos


def solution(st: Any) -> tuple[tuple[str, ...], int]:
    """The line from ``st`` (seat 0 to move) to the deal's end, seat 0 playing its best
    (the first best in legal order) and the others replying best; and how many of seat
    0's decisions on it have a play that drops the value."""
    line: list[str] = []
    critical = 0
    while st.outcome is None:
        if st.to_move == PLAYER:
            values = action_values(st)
            top = max(values.values())
            critical += min(values.values()) < top
            action = next(a for a, v in values.items() if v == top)
        else:
            action = reply(st)
        line.append(action)
        st = st.apply(action)
    return tuple(line), critical


def candidate(preset: str, seed: int) -> Puzzle | None:
    st = endgame(preset, seed)
    if st is None:
        return None
    values = action_values(st)
    top = max(values.values())
    best = [a for a, v in values.items() if v == top]
    if len(best) != 1 or len(values) < 2:
        return None
    line, critical = solution(st)
    assert line[0] == best[0]
    losing = sum(v < top for v in values.values())
    return Puzzle(id="", preset=preset, position=bare(st), value=top, best=best[0],
                  line=line, choices=len(values), losing=losing, critical=critical,
                  grade=grade_of(len(values), losing, critical), seed=seed)


def table_set(preset: str, count: int) -> list[Puzzle]:
    """``count`` puzzles of one table, as evenly spread over the grades as the seeds
    give, in seed order within a grade."""
    quota = {g: count // len(GRADES) + (i < count % len(GRADES)) for i, g in enumerate(GRADES)}
    taken: dict[int, list[Puzzle]] = {g: [] for g in GRADES}
    spare: list[Puzzle] = []
    for seed in range(1, MAX_SEEDS + 1):
        p = candidate(preset, seed)
        if p is None:
            continue
        (taken[p.grade] if len(taken[p.grade]) < quota[p.grade] else spare).append(p)
        if all(len(taken[g]) >= quota[g] for g in GRADES):
            break
    chosen = [p for g in GRADES for p in taken[g]]
    chosen += spare[:count - len(chosen)]
    chosen.sort(key=lambda p: p.grade)
    out = []
    for i, p in enumerate(chosen, 1):
        d = p.to_dict()
        d["id"] = f"{PREFIX[preset]}{i:03d}"
        out.append(Puzzle.from_dict(d))
    return out


def render(puzzles: list[Puzzle]) -> str:
    """The set as JSON: a list of puzzle objects, one a line (diffs stay readable)."""
    lines = [json.dumps(p.to_dict(), separators=(",", ":")) for p in puzzles]
    return "[\n" + ",\n".join(lines) + "\n]\n"


def build() -> list[Puzzle]:
    return [p for preset, n in COUNT.items() for p in table_set(preset, n)]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="exit 1 if the file is stale")
    args = ap.parse_args(argv)
    puzzles = build()
    text = render(puzzles)
    if args.check:
        if OUT.read_text(encoding="utf-8") != text:
            print(f"{OUT.relative_to(ROOT)} is stale: run python tools/make_puzzles.py")
            return 1
        return 0
    OUT.write_text(text, encoding="utf-8")
    for preset in COUNT:
        grades = [sum(p.grade == g for p in puzzles if p.preset == preset) for g in GRADES]
        print(f"{preset}: {sum(grades)} puzzles, grades 1/2/3: {grades[0]}/{grades[1]}/"
              f"{grades[2]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
