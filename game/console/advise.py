"""``python -m game advise VIEW``: ask the Expert about a moment of your own game (issue 44,
point 5). VIEW is a view position (game.engine.viewposition): its JSON text or a file
holding it. Printed (English, terminal only): the Expert's action, the hint's reason,
and each legal action's value as the Expert's search scored it: expected game points,
or, when the view carries a match, the values it plays the match by.

    python -m game advise view.json [--played ACTION]

The answer is the page's hint and analysis for that view: the Expert's search, seeded by
the view itself (game/ai/infoset.py), with the Expert's budget.

``--played`` also reviews that action: what it cost against the Expert's choice.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO

from ..ai.expert import expert_search_work
from ..ai.hint import reason_for
from ..ai.reason import Reason
from ..ai.three.expert import expert3_decision
from ..ai.three.hint import reason3_for
from ..ai.work import finish
from ..engine.actions import action_text
from ..engine.three.view import PlayerView3
from ..engine.untrusted import UntrustedInput, loads
from ..engine.view import PlayerView
from ..engine.viewposition import ViewPositionError
from ..engine.viewposition3 import read_any_view
from ..review.fromview import review_view
from ..words import Words

MAX_VIEW_CHARS = 16_000  # a view position is under 1,000 characters


def view_of(arg: str) -> PlayerView | PlayerView3:
    """The view an argument names: JSON text (it starts with "{"), else a file of it."""
    text = arg
    if not arg.lstrip().startswith("{"):
        path = Path(arg)
        if not path.is_file():
            raise ValueError(f"{arg!r} is neither a view position's JSON nor a file")
        if path.stat().st_size > MAX_VIEW_CHARS:
            raise ValueError(f"{arg} is too large for a view position")
        text = path.read_text(encoding="utf-8")
    try:
        obj = loads(text, "the view position", MAX_VIEW_CHARS)
    except UntrustedInput as e:
        raise ViewPositionError(str(e)) from None
    return read_any_view(obj)


def decision(view: PlayerView | PlayerView3
             ) -> tuple[str, dict[int, float] | None, Reason]:
    """The Expert's action, the scores it picked from (in a match: chances to win it) and
    the hint's reason, one search."""
    if isinstance(view, PlayerView3):
        card, scores = expert3_decision(view)
        return card, scores, reason3_for(view, card, scores)
    action, searched = finish(expert_search_work(view))
    return (action, None if searched is None else searched.values,
            reason_for(view, action, searched))


def advise(view: PlayerView | PlayerView3, out: TextIO, played: str | None = None) -> None:
    if not view.my_turn:
        raise ValueError(f"player {view.seat} is not on move in this view: nothing to advise")
    action, scores, reason = decision(view)
    words = Words("en", view.rules.preset)  # the terminal's English, in the rules' wording
    print(f"Expert: {words.action_phrase(action)} ({action})", file=out)
    print(f"Why: {words.hint_reason(reason)}", file=out)
    if scores is not None:
        m = view.match
        label = ("expected game points" if m is None else
                 f"its chance to win the match at {'-'.join(map(str, m.score))} to {m.target}")
        print(f"Each legal action, {label}:", file=out)
        for a, v in sorted(scores.items(), key=lambda kv: -kv[1]):
            mark = "  <- the Expert's" if action_text(a) == action else ""
            value = f"{v:+.2f}" if m is None else f"{100 * v:5.1f}%"
            print(f"  {action_text(a):>8}  {value}{mark}", file=out)
    if played is not None:
        r = review_view(view, played)
        print(f"Your {played}: cost {r.cost:.2f} against the Expert's {r.sampled.expert}",
              file=out)


def main(argv: list[str], out: TextIO = sys.stdout) -> int:
    ap = argparse.ArgumentParser(prog="python -m game advise",
                                 description="The Expert's advice from what one seat knows.")
    ap.add_argument("view", help="a view position: its JSON text or a file holding it")
    ap.add_argument("--played", default=None, help="an action to review against the Expert's")
    a = ap.parse_args(argv)
    try:
        advise(view_of(a.view), out, a.played)
    except ValueError as e:
        print(f"cannot advise: {e}", file=sys.stderr)
        return 2
    return 0


__all__ = ["advise", "decision", "main", "view_of"]
