"""The three-player table's computer players and hint, for game/ai/bots.py's registry
(docs/RULES.md §5.7): the page's levels (ladder.py: §4 as §5.7 reads it with the end
of the deal searched; expert.py), the same three exactly as §5.7 (classic.py), the
reference players ``rollout`` and ``ismcts`` and the oracle (oracle.py).
"""

from __future__ import annotations

from ...engine.table import TableView
from ...engine.tablecore import TableCore
from ...engine.tables import AnyState
from ...engine.three.view import PlayerView3
from ..bot import Player, Roster
from ..reason import Reason
from ..work import Work, at_once, first
from .classic import LEVELS as CLASSIC_LEVELS
from .classic import choose_classic3


def _three(view: TableView) -> PlayerView3:
    assert isinstance(view, PlayerView3), "a three-player view"
    return view


def _ladder(level: str) -> Player:
    def play(view: TableView, seed: int | None) -> Work[str]:
        from .ladder import ladder3_work

        return ladder3_work(_three(view), level, seed)

    return Player(level, play)


def _classic(level: str) -> Player:
    def play(view: TableView, seed: int | None) -> Work[str]:
        v = _three(view)
        return at_once(lambda: choose_classic3(v, level))

    return Player("classic-" + level, play)


def _expert(view: TableView, seed: int | None) -> Work[str]:
    """The Expert plays what it advises: its search seeded by the information set
    (game/ai/infoset.py), not by the game's ``seed``, so its play, the hint and the review
    agree."""
    from .expert import expert3_decision_work

    return first(expert3_decision_work(_three(view)))


def _rollout(view: TableView, seed: int | None) -> Work[str]:
    from ..rollout import rollout_work
    from .rollout import Rollout3

    return rollout_work(Rollout3(_three(view)), seed)


def _ismcts(view: TableView, seed: int | None) -> Work[str]:
    from ..ismcts import ismcts_work
    from .ismcts import Table3

    return ismcts_work(Table3(_three(view)), seed)


def _hint(view: TableView) -> Work[tuple[str, Reason]]:
    from .hint import hint3_work

    return hint3_work(_three(view))


def _exact(core: TableCore, seat: int) -> int:
    from ...engine.three.core import Core3
    from .kernel import SCALE, Pos
    from .solver import Solver3

    assert isinstance(core, Core3), "a three-player core"
    solver = Solver3(core.trump, seat, "paranoid", tiebreak=False)
    return solver.value(Pos.of_core(core)) // SCALE


def _oracle(state: AnyState, seed: int | None) -> str:
    from ...engine.three.state import State3
    from .oracle import choose_oracle3

    assert isinstance(state, State3), "a three-player deal"
    return choose_oracle3(state, seed)


ROSTER = Roster.of(
    "three",
    [*(_ladder(lv) for lv in CLASSIC_LEVELS), Player("expert", _expert),
     *(_classic(lv) for lv in CLASSIC_LEVELS), Player("rollout", _rollout),
     Player("ismcts", _ismcts)],
    _hint,
    _exact,
    _oracle,
)

__all__ = ["ROSTER"]
