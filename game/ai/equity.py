"""Match equity: the chance that a seat wins the match from a score (issue 44, point 1).

The tables live in equity.json beside this module, written by ``python -m game equity``
(game/console/equity.py) from deal results measured in the arena and solved by
game/console/met.py. Each table holds seat 0's chance, ``equity[s0][s1]..[dealer]``;
the players are copies of one, so any seat's chance is seat 0's with the scores and the
dealer turned round to that seat.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import TypedDict

from ..engine.jsonvalue import JSONObject
from ..engine.matchscore import MatchScore
from ..engine.rules import Rules, make_rules

DATA = Path(__file__).with_name("equity.json")


def table_key(rules: Rules) -> str:
    """The name of a rule set's table in equity.json: the preset and the target."""
    return f"{rules.preset}/{rules.target}"


class EquityTable(TypedDict):
    """One rule set's table: the preset whose results it was solved from, and seat 0's
    chances as nested lists, ``equity[s0][s1]..[dealer]``."""

    distribution: str
    equity: list[object]


class EquityFile(TypedDict):
    """equity.json: the measured deal results by preset (game/console/equity.py writes
    them, each a ``Counts.to_json`` with the player, seed and deals) and the tables by
    ``table_key``."""

    about: str
    distributions: dict[str, JSONObject]
    tables: dict[str, EquityTable]


@cache
def load() -> EquityFile:
    """equity.json as read (data, not code: the page gets it with the modules)."""
    data: EquityFile = json.loads(DATA.read_text(encoding="utf-8"))
    return data


def seat0_chance(equity: list[object], at: Sequence[int]) -> float:
    """The entry of a table's ``equity`` at the indexes ``at`` (the scores, then the
    dealer): seat 0's chance. The file is the game's own, so a wrong shape is a bug."""
    node: object = equity
    for i in at:
        assert isinstance(node, list), "equity.json: a table is nested too shallow"
        node = node[i]
    assert isinstance(node, (int, float)), "equity.json: a chance must be a number"
    return float(node)


def match_equity(rules: str | Rules, scores: Sequence[int], dealer: int, seat: int) -> float:
    """The chance that ``seat`` wins the match when the game points are ``scores`` (one
    per seat) and ``dealer`` deals the next deal. 1 for a seat at the target, 0 for the
    others then; ValueError for rules without a match or a score that cannot be."""
    r = make_rules(rules)
    n = r.players
    if not r.has_match:
        raise ValueError(f"the {r.preset} rules play no match")
    if len(scores) != n or any(s < 0 for s in scores):
        raise ValueError(f"scores must be {n} game point counts, not {list(scores)}")
    if not (0 <= dealer < n and 0 <= seat < n):
        raise ValueError(f"seats are 0 to {n - 1}")
    over = [p for p in range(n) if scores[p] >= r.target]
    if len(over) > 1:
        raise ValueError(f"only one player can reach {r.target}: {list(scores)}")
    if over:
        return 1.0 if over[0] == seat else 0.0
    at = [scores[(seat + k) % n] for k in range(n)] + [(dealer - seat) % n]
    return seat0_chance(load()["tables"][table_key(r)]["equity"], at)


def after_deal(rules: str | Rules, match: MatchScore, dealer: int, winner: int | None,
               game_points: int, seat: int) -> float:
    """``seat``'s chance to win the match once the deal ``dealer`` dealt, played at
    ``match``'s score, went to ``winner`` for ``game_points`` (None: nobody scored)."""
    r = make_rules(rules)
    scores = list(match.score)
    if winner is not None:
        scores[winner] += game_points
    return match_equity(r, scores, r.next_dealer(dealer, winner), seat)


@cache
def two_player_utility(rules: Rules, match: MatchScore, dealer: int, seat: int
                       ) -> tuple[float, ...]:
    """``seat``'s match chance by the deal's result in the searches' terms (two players):
    index ``g + 3`` for ``g`` = -3..3, the game points ``seat`` wins (+) or loses (-), 0 a
    deal without a result. Rising in ``g``: a search for game points and one for the
    match agree inside one world; only the average over the worlds differs."""
    other = 1 - seat
    return tuple(after_deal(rules, match, dealer, seat if g > 0 else other if g < 0 else None,
                            abs(g), seat) for g in range(-3, 4))


__all__ = ["DATA", "after_deal", "load", "match_equity", "table_key", "two_player_utility"]
