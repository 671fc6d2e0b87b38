"""What a deal meant to the player's match (issue 44, point 4), for both tables: the
chance to win the match before the deal and after each outcome it could have had
(decisions.py ``MatchStake``), from the match equity table (game/ai/equity.py)."""

from __future__ import annotations

from ..ai.equity import after_deal, match_equity
from ..engine.matchscore import MatchScore
from ..engine.rules import Rules
from .decisions import MatchStake
from .scale import MAX_GAME_POINTS


def gains(rules: Rules) -> range:
    """What a deal's winner can score: 1..3 from each other seat (1..3 at two players,
    2..6 at three)."""
    payers = rules.players - 1
    return range(payers, payers * MAX_GAME_POINTS + 1)


def match_stake(rules: Rules, match: MatchScore | None, dealer: int, seat: int,
                winner: int | None, loss_is_gain: bool = True) -> MatchStake | None:
    """``seat``'s stake in the deal ``dealer`` dealt at ``match``'s score, which ``winner``
    won (None: nobody scored); None when it was not played in a match."""
    if match is None or not rules.has_match:
        return None
    outcomes: list[tuple[int | None, int, float]] = [
        (None, 0, after_deal(rules, match, dealer, None, 0, seat))]
    outcomes += [(w, g, after_deal(rules, match, dealer, w, g, seat))
                 for w in range(rules.players) for g in gains(rules)]
    return MatchStake(seat, match_equity(rules, match.score, dealer, seat), tuple(outcomes),
                      winner, loss_is_gain)


__all__ = ["gains", "match_stake"]
