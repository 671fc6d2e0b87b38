"""The exact judge: what a position is worth to seat 0, what each play does to that, and
the opponents' best replies, by the exact search of the position's table (game.ai.bots:
two players, the phase-two solver; three, the paranoid search with both opponents
against seat 0), in game points."""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.bots import roster
from game.engine.tables import AnyState

PLAYER = 0


def value_of(state: AnyState) -> int:
    """Seat 0's game points in ``state`` with best play from here (a finished deal: its
    result). ValueError outside the endgame (two players: the stock still open)."""
    outcome = state.outcome
    if outcome is not None:
        return int(outcome.net(PLAYER))
    return roster(state.rules).exact(state.core, PLAYER)


def action_values(state: AnyState) -> dict[str, int]:
    """Seat 0's value after each legal action of the seat to move, in legal order."""
    return {a: value_of(state.apply(a)) for a in state.legal_actions()}


def reply(state: AnyState) -> str:
    """An opponent's best action for the opponents: the one that leaves seat 0 least
    (the first such in legal order)."""
    values = action_values(state)
    low = min(values.values())
    return next(a for a, v in values.items() if v == low)


SETTLE_CARDS = 3  # how few cards seat 0 must hold before the judge looks whether it is sure


def settled_value(state: AnyState) -> int | None:
    """What seat 0 gets from ``state`` whatever it plays, or None if a play of seat 0
    may still change it (opponents replying best). Looked at only once seat 0 holds
    ``SETTLE_CARDS`` cards or fewer (the search grows with every card); before that,
    None."""
    if state.outcome is not None:
        return value_of(state)
    if len(state.hand(PLAYER)) > SETTLE_CARDS:
        return None
    return _settled(state)


def _settled(state: AnyState) -> int | None:
    if state.outcome is not None:
        return value_of(state)
    if state.to_move != PLAYER:
        return _settled(state.apply(reply(state)))
    values = {_settled(state.apply(a)) for a in state.legal_actions()}
    if len(values) == 1:
        return values.pop()
    return None


@dataclass(frozen=True)
class Verdict:
    """``kind``: "wrong" (the play dropped the result to ``value``), "right" (the result
    ``value`` is sure, whatever seat 0 plays from here) or "kept" (still ``value``, more
    to find)."""

    kind: str
    value: int


def judge(after: AnyState, target: int) -> Verdict:
    """The verdict on the position ``after`` seat 0's play, for a puzzle worth ``target``."""
    v = value_of(after)
    if v < target:
        return Verdict("wrong", v)
    return Verdict("right" if settled_value(after) is not None else "kept", v)


__all__ = ["value_of", "action_values", "reply", "settled_value", "judge", "Verdict",
           "PLAYER"]
