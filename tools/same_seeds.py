"""Fixed seeds played through the page's own code under CPython, and two such runs compared.

    .venv/bin/python tools/same_seeds.py play /work/baseline-before/seeds.json
    .venv/bin/python tools/same_seeds.py compare /work/baseline-before/seeds.json after.json

``play`` opens the page on the fake DOM through the tests' harness (tests/webharness.py
``Page``: the controller, the renderer and the keyboard as the page runs them, the real
computer players) at ``?rules=R&seed=S&level=normal&pause=0`` for each table (traditional,
Schnapsen, three players) and seed, and plays the match's first deals, the player's seat
tapping the first card it may play each turn (else the first other action: Draw, Pass;
``Page.play_out_deal``). For each deal it writes every seat's actions (the kept deal's
record from storage), the result's heading and sentence, the log and the status line as
they read at its end; after the deals, every stored record (the tab's and the deals'
random ids left out). ``compare`` prints what differs, game by game.

Only the harness's own entry points are used (``Page``, ``start``, ``play_out_deal``,
``do("next_deal")``, ``text``, ``log``, the storage backend), so the same tool runs on the
page's code before and after it is reshaped.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from tests.webharness import Page  # noqa: E402

TABLES = ("traditional", "schnapsen", "three")
SEEDS = (1, 2, 3, 4, 5)
LEVEL = "normal"
VOLATILE_RECORDS = {"sixtysix.tab"}  # the tab's random id
# random ids within records: a deal's, and the last deal a record took in (named by it)
VOLATILE_FIELDS = {"deal_id", "mark"}


def _steady(value: Any) -> Any:
    """``value`` without the random ids, at any depth."""
    if isinstance(value, dict):
        return {k: _steady(v) for k, v in value.items() if k not in VOLATILE_FIELDS}
    if isinstance(value, list):
        return [_steady(v) for v in value]
    return value


def _stored(page: Page) -> dict[str, Any]:
    return {key: _steady(json.loads(text)) for key, text in sorted(page.backend.data.items())
            if key not in VOLATILE_RECORDS}


def play_game(rules: str, seed: int, deals: int) -> dict[str, Any]:
    page = Page(f"?rules={rules}&seed={seed}&level={LEVEL}&pause=0", thinker="real").start()
    played = []
    for number in range(deals):
        if number:
            page.do("next_deal")
        page.play_out_deal()
        kept = json.loads(page.backend.data["sixtysix.deals"])["deals"]
        played.append({
            "actions": kept[-1]["actions"],
            "result": [page.text("result-title"), page.text("result-text")],
            "log": page.log(),
            "status": page.text("status"),
        })
    return {"rules": rules, "seed": seed, "level": LEVEL, "deals": played,
            "stored": _stored(page)}


def play(out: Path, seeds: list[int], deals: int) -> int:
    started = time.perf_counter()
    games = [play_game(rules, seed, deals) for rules in TABLES for seed in seeds]
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"games": games}, indent=1, ensure_ascii=False) + "\n",
                   encoding="utf-8")
    print(f"{len(games)} games, {deals} deals each, in {time.perf_counter() - started:.1f} s"
          f" -> {out}")
    return 0


def _differences(path: str, a: Any, b: Any) -> list[str]:
    """Where two JSON values differ, by path; a list is compared item by item."""
    if isinstance(a, dict) and isinstance(b, dict):
        return [line for key in sorted(set(a) | set(b))
                for line in (_differences(f"{path}.{key}", a.get(key), b.get(key))
                             if key in a and key in b else
                             [f"{path}.{key}: only in {'before' if key in a else 'after'}"])]
    if isinstance(a, list) and isinstance(b, list):
        lines = [line for i, (x, y) in enumerate(zip(a, b, strict=False))
                 for line in _differences(f"{path}[{i}]", x, y)]
        if len(a) != len(b):
            lines.append(f"{path}: {len(a)} items before, {len(b)} after")
        return lines
    return [] if a == b else [f"{path}: {json.dumps(a, ensure_ascii=False)} -> "
                              f"{json.dumps(b, ensure_ascii=False)}"]


def compare(before: Path, after: Path) -> int:
    games_a = json.loads(before.read_text(encoding="utf-8"))["games"]
    games_b = json.loads(after.read_text(encoding="utf-8"))["games"]
    keyed_b = {(g["rules"], g["seed"]): g for g in games_b}
    differ = 0
    for game in games_a:
        key = (game["rules"], game["seed"])
        name = f"{key[0]} seed {key[1]}"
        other = keyed_b.pop(key, None)
        lines = [f"{name}: only before"] if other is None else _differences(name, game, other)
        if lines:
            differ += 1
            print("\n".join(lines))
    for rules, seed in keyed_b:
        print(f"{rules} seed {seed}: only after")
    print(f"{len(games_a) - differ} of {len(games_a)} games the same, {differ} differ"
          + (f", {len(keyed_b)} only after" if keyed_b else ""))
    differ += len(keyed_b)
    return 1 if differ else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play", help="play the seeds, write JSON")
    p.add_argument("out", type=Path)
    p.add_argument("--seed", type=int, action="append", help="repeatable; default 1-5")
    p.add_argument("--deals", type=int, default=2, help="deals per match (default 2)")
    c = sub.add_parser("compare", help="compare two JSON files from play")
    c.add_argument("before", type=Path)
    c.add_argument("after", type=Path)
    args = parser.parse_args(argv)
    if args.command == "play":
        return play(args.out, args.seed or list(SEEDS), args.deals)
    return compare(args.before, args.after)


if __name__ == "__main__":
    sys.exit(main())
