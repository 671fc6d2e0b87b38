"""``python -m game review``: print a deal's review as a table (English, terminal only;
the page words the same data from its text table).

    python -m game review FILE                      # FILE: a deal record (JSON)
    python -m game review --deal-seed N [--level L] [--player P] [--rules R] [--save FILE]

The second form plays deal N itself (the player's seat 0 played by level P,
the opponents by level L) and reviews that: handy for demos and tests. Both
forms take two- and three-player deals (``--rules three``).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TextIO

from ..ai import LEVELS, choose
from ..engine import cards
from ..engine.deal import new_deal
from ..engine.rules import PRESETS
from .engine import Decision, Review, review_deal
from .record import DealRecord, DealRecordError, record_of
from .scale import MAX_GAME_POINTS_THREE

WORDS = {"close": "closing", "exchange": "the exchange", "pass": "keeping the nine",
         "draw": "drawing", "out": "going out"}


def play_record(deal_seed: int, level: str = "expert", player: str = "sharp",
                rules: str = "traditional", dealer: int = 1) -> DealRecord:
    """Play deal ``deal_seed``: seat 0 at level ``player``, the others at ``level``."""
    start = s = new_deal(deal_seed, rules, dealer=dealer)
    actions: list[str] = []
    while s.outcome is None:
        lvl = player if s.to_move == 0 else level
        a = choose(s, lvl, seed=deal_seed * 100 + len(actions))
        actions.append(a)
        s = s.apply(a)
    return record_of(start, actions, 0, seed=deal_seed, level=level)


def action_words(action: str) -> str:
    if action in WORDS:
        return WORDS[action]
    return "the " + cards.name(cards.parse(action)).lower()


def verdict_line(review: Review) -> str:
    """The page's summary in the terminal's words: the result against the best within
    reach (all cards known), and what the choices cost: the table's costs added up, named
    for what they are (each from its own position, so their sum can pass what the deal had
    at stake: it is no loss of the result)."""
    v = review.verdict()
    if v.reached:
        head = f"deal result {v.result:+d}, the most this deal could give"
    else:
        head = (f"deal result {v.result:+d}; with all cards known {v.reachable:+.1f} was within "
                f"reach, {v.gap:.1f} more")
    others = "opponents'" if review.swing == MAX_GAME_POINTS_THREE else "opponent's"
    d = v.biggest
    if d is None:
        choices = "every choice as good as the Expert's"
    else:
        which = (f"trick {d.trick}, {action_words(d.choice)} instead of "
                 f"{action_words(d.expert)}")
        if v.reached:
            choices = (f"the choices risked {v.lost:.2f} against the Expert's, the table's "
                       f"costs added up (the riskiest: {which}); the cards and the {others} "
                       "play made up for them")
        else:
            choices = (f"the choices cost {v.lost:.2f}, the table's costs added up (the "
                       f"costliest: {which})")
    return f"{head}; {choices}; each cost is counted from its own position"


def table(review: Review) -> list[str]:
    rows = [f"{'#':>3} {'trick':>5} {'choice':>8} {'expert':>8} {'cost':>6} {'known':>6}"
            f"  {'EV choice':>9} {'EV expert':>9}"]
    for d in review.decisions:
        rows.append(_row(d))
    return rows


def _row(d: Decision) -> str:
    luck = "  bad luck" if d.unlucky else ""  # as good as the Expert's; the hidden cards beat it
    return (f"{d.number:>3} {d.trick:>5} {d.choice:>8} {d.expert:>8} {d.cost:>6.2f} "
            f"{d.cost_known:>6.2f}  {d.ev_choice:>+9.2f} {d.ev_expert:>+9.2f}{luck}")


def print_review(record: DealRecord, review: Review, out: TextIO) -> None:
    where = (f"seed {record.seed}" if record.seed is not None else
             "a dealt deck" if record.deck is not None else "a position")
    vs = f" against {record.level}" if record.level else ""
    print(f"Deal review ({record.rules.preset}, {where}, player seat {record.seat}{vs})",
          file=out)
    print(verdict_line(review), file=out)
    for line in table(review):
        print(line, file=out)
    costly = [d.number for d in review.by_cost() if d.cost > 0]
    if costly:
        print("by cost: " + " ".join(f"#{n}" for n in costly), file=out)


def main(argv: list[str], out: TextIO = sys.stdout) -> int:
    ap = argparse.ArgumentParser(prog="python -m game review",
                                 description="Review a finished deal: what each decision cost.")
    ap.add_argument("file", nargs="?", help="a deal record (JSON)")
    ap.add_argument("--deal-seed", type=int, default=None, help="play this deal and review it")
    ap.add_argument("--level", choices=LEVELS, default="expert", help="the opponent's level")
    ap.add_argument("--player", choices=LEVELS, default="sharp",
                    help="the level that plays the reviewed seat")
    ap.add_argument("--rules", choices=PRESETS, default="traditional")
    ap.add_argument("--save", default=None, help="write the played deal's record here")
    ap.add_argument("--json", action="store_true", help="print the review as JSON")
    a = ap.parse_args(argv)
    if (a.file is None) == (a.deal_seed is None):
        ap.error("give a deal record FILE or --deal-seed N")
    if a.file is not None:
        try:
            with open(a.file, encoding="utf-8") as f:
                record = DealRecord.from_text(f.read(1 << 20))
        except (OSError, DealRecordError) as e:
            print(f"cannot review {a.file}: {e}", file=sys.stderr)
            return 2
    else:
        record = play_record(a.deal_seed, a.level, a.player, a.rules)
        if a.save:
            with open(a.save, "w", encoding="utf-8") as f:
                json.dump(record.to_dict(), f)
    review = review_deal(record)
    if a.json:
        print(json.dumps(review.to_dict()), file=out)
    else:
        print_review(record, review, out)
    return 0


__all__ = ["main", "play_record", "verdict_line", "table"]
