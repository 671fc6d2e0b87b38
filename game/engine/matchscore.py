"""The match a deal is played in: the game points each seat has and the target
(issue 44). A fact about the match, not the deal: the engine never reads it while
playing; a state carries it so that every view, position and record of the deal says
what is at stake, and the Expert, the hint and the review play and judge for the match.

Position JSON: ``"match": {"score": [a, b], "target": 7}`` (three scores with three
players). Only rules that play a match may carry one, its target is the rules' own, and
nobody has reached it yet (the match would be over).
"""

from __future__ import annotations

from dataclasses import dataclass

from .jsonvalue import JSONObject
from .position_common import need, refuse
from .rules import Rules
from .untrusted import is_int


@dataclass(frozen=True)
class MatchScore:
    """The game points of each seat before this deal, and the match's target."""

    score: tuple[int, ...]
    target: int

    def to_json(self) -> JSONObject:
        return {"score": list(self.score), "target": self.target}


def read_match(value: object, rules: Rules) -> MatchScore:
    """A position's ``match`` (untrusted), checked against the deal's rules;
    PositionError naming the problem."""
    need(rules.has_match, "match_at_none", rules=rules.preset)
    if not (isinstance(value, dict) and set(value) == {"score", "target"}):
        refuse("match_at_object")
    target, score = value["target"], value["score"]
    need(is_int(target) and target == rules.target, "match_at_target", target=rules.target)
    n = rules.players
    need(isinstance(score, list) and len(score) == n
         and all(is_int(s) and 0 <= s < rules.target for s in score),
         "match_at_score", n=n, target=rules.target)
    return MatchScore(tuple(int(s) for s in score), rules.target)


__all__ = ["MatchScore", "read_match"]
