"""The two-player table's computer players and hint (bots.py's registry).

The levels of the page (ladder.py: the simple build's play with the end of the deal
searched; expert.py), the simple build's levels exactly (classic.py) and the arena's
reference players (rollout.py, ismcts.py) and the oracle (oracle.py with oracle2.py),
imported when first asked for.
"""

from __future__ import annotations

from ..engine.table import TableView
from ..engine.tablecore import TableCore
from ..engine.tables import AnyState
from ..engine.view import PlayerView
from .bot import Player, Roster
from .classic import LEVELS as CLASSIC_LEVELS
from .classic import choose_classic
from .reason import Reason
from .work import Work, at_once, first


def _two(view: TableView) -> PlayerView:
    assert isinstance(view, PlayerView), "a two-player view"
    return view


def _ladder(level: str) -> Player:
    def play(view: TableView, seed: int | None) -> Work[str]:
        from .ladder import ladder_work

        return ladder_work(_two(view), level, seed)

    return Player(level, play)


def _classic(level: str) -> Player:
    def play(view: TableView, seed: int | None) -> Work[str]:
        v = _two(view)
        return at_once(lambda: choose_classic(v, level))

    return Player("classic-" + level, play)


def _expert(view: TableView, seed: int | None) -> Work[str]:
    """The Expert plays what it advises: its search seeded by the information set
    (infoset.py), not by the game's ``seed``, so its play, the hint and the review agree."""
    from .expert import expert_decision_work

    return first(expert_decision_work(_two(view)))


def _expert_points(view: TableView, seed: int | None) -> Work[str]:
    """The Expert blind to the match score: game points in every deal (the arena's
    yardstick for what playing the match gains; the Expert before issue 44)."""
    from dataclasses import replace

    from .expert import expert_decision_work

    return first(expert_decision_work(replace(_two(view), match=None)))


def _rollout(view: TableView, seed: int | None) -> Work[str]:
    from .rollout import rollout_work
    from .rollout2 import Rollout2

    return rollout_work(Rollout2(_two(view)), seed)


def _ismcts(view: TableView, seed: int | None) -> Work[str]:
    from .ismcts import ismcts_work
    from .ismcts2 import Table2

    return ismcts_work(Table2(_two(view)), seed)


def _hint(view: TableView) -> Work[tuple[str, Reason]]:
    from .hint import hint_work

    return hint_work(_two(view))


def _exact(core: TableCore, seat: int) -> int:
    from ..engine.core import Core
    from .solver import solve

    assert isinstance(core, Core), "a two-player core"
    v = solve(core)  # for the seat to move
    return v if core.to_move() == seat else -v


def _oracle(state: AnyState, seed: int | None) -> str:
    from ..engine.state import State
    from .oracle2 import choose_oracle

    assert isinstance(state, State), "a two-player deal"
    return choose_oracle(state, seed)


ROSTER = Roster.of(
    "two",
    [*(_ladder(lv) for lv in CLASSIC_LEVELS), Player("expert", _expert),
     Player("expert-points", _expert_points),
     *(_classic(lv) for lv in CLASSIC_LEVELS),
     Player("rollout", _rollout), Player("ismcts", _ismcts)],
    _hint,
    _exact,
    _oracle,
)

__all__ = ["ROSTER"]
