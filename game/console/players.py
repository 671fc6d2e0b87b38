"""The arena's players by name: ``make_player(name)`` gives a chooser
(state, seed) -> action that plays that level at whatever table the state is.

The page's levels and the ``classic-*`` players decide through
``game.ai.levels.choose_from_view``, which seats them at two or three. The
reference players ``rollout``, ``ismcts`` and ``oracle`` have two-player versions
of their own; at three only ``rollout`` plays (game/ai/three), and "oracle" is the
one player that reads the state's hidden cards.
"""

from __future__ import annotations

from collections.abc import Callable

from ..ai.levels import CLASSIC_PLAYERS, LEVELS, choose_from_view
from ..engine.deal import State
from ..engine.three.state import State3

Deal = State | State3
Chooser = Callable[[Deal, int], str]

PLAYERS = LEVELS + CLASSIC_PLAYERS + ("rollout", "oracle", "ismcts")
TWO_ONLY = ("oracle", "ismcts")  # no three-player version
PLAYERS3 = tuple(p for p in PLAYERS if p not in TWO_ONLY)  # the players at three


def players_at(seats: int) -> tuple[str, ...]:
    """The names that can sit at a table of ``seats``."""
    return PLAYERS3 if seats == 3 else PLAYERS


def _mover(s: Deal) -> int:
    p = s.to_move
    if p is None:
        raise ValueError("the deal is over: nobody is to move")
    return p


def _two_player_reference(name: str) -> Chooser | None:
    """The own two-player version of a reference player (None: choose_from_view plays
    it). Imported when asked for: the arena-only ISMCTS stays out of other runs."""
    if name == "rollout":
        from ..ai.rollout import choose_rollout

        return lambda s, seed: choose_rollout(s.view(_mover(s)), seed)  # type: ignore[arg-type]
    if name == "ismcts":
        from ..ai.ismcts import choose_ismcts

        return lambda s, seed: choose_ismcts(s.view(_mover(s)), seed)  # type: ignore[arg-type]
    if name == "oracle":
        from ..ai.oracle import choose_oracle

        return lambda s, seed: choose_oracle(s, seed)  # type: ignore[arg-type]
    return None


def make_player(name: str) -> Chooser:
    """A function (state, seed) -> action for one of ``PLAYERS``, at any table; a
    two-player-only name raises ValueError when asked at three."""
    if name not in PLAYERS:
        raise ValueError(f"unknown player {name!r}: use one of {', '.join(PLAYERS)}")
    own = _two_player_reference(name)

    def choose(s: Deal, seed: int) -> str:
        if own is not None and s.players == 2:
            return own(s, seed)
        if name not in players_at(s.players):
            raise ValueError(f"{name} plays only at two-player tables")
        return choose_from_view(s.view(_mover(s)), name, seed)

    return choose


__all__ = ["PLAYERS", "PLAYERS3", "TWO_ONLY", "Chooser", "Deal", "make_player", "players_at"]
