"""The public, immutable face of a three-player deal (docs/ARCHITECTURE.md §2).

The same names as the two-player ``game.engine.deal.State`` with a third seat:
``players`` 3, ``to_move`` 0/1/2/None, 3-tuples for ``points``, ``pending`` and
``tricks``, ``table`` in play order, ``stock_size`` always 0.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from .. import cards
from ..actions import why_illegal3_data
from ..jsonvalue import JSONObject
from ..rules import Rules
from ..table import Table
from ..tablecore import TableCore
from ..tablestate import TableState
from ..why import WhyNot
from .core import OVER, STAGE_NAMES, Core3, Outcome3, deal_core3

if TYPE_CHECKING:
    from ..table import TableView
    from .sampling import Sampler3
    from .view import PlayerView3


class State3(TableState[Core3]):
    """One moment of a three-player deal. Immutable: ``apply`` returns a new State3 (the
    shared part is game.engine.tablestate.TableState)."""

    __slots__ = ()

    players = 3
    _stage_names = STAGE_NAMES

    def _why_illegal(self, code: int) -> WhyNot:
        core = self._core
        p = core.to_move()
        hand = core.hands[p] if p is not None else []
        return why_illegal3_data(hand, core.table, core.trump, code, over=core.stage == OVER)

    @property
    def points(self) -> tuple[int, int, int]:
        return self._core.totals()

    @property
    def pending(self) -> tuple[int, int, int]:
        c = self._core
        return (c.pending(0), c.pending(1), c.pending(2))

    @property
    def trump_holder(self) -> int | None:
        """The dealer while the turned trump card is still in hand, else None."""
        c = self._core
        return c.dealer if c.turnup_in_hand() else None

    @property
    def stock_size(self) -> int:
        return 0

    @property
    def outcome(self) -> Outcome3 | None:
        return self._core.outcome

    @property
    def tricks(self) -> tuple[int, int, int]:
        t = self._core.tricks
        return (t[0], t[1], t[2])

    @property
    def closed_by(self) -> None:
        return None

    @property
    def table(self) -> list[str]:
        return [cards.text(c) for c in self._core.table]

    def view(self, seat: int) -> "PlayerView3":
        """What ``seat`` may know (the only input of AIs and the page)."""
        from .view import PlayerView3

        return PlayerView3.of(self._core, seat, self._match)

    def _core_position(self) -> JSONObject:
        from .position import core3_to_position

        return core3_to_position(self._core)

    def __repr__(self) -> str:
        return (
            f"<State3 {self.stage} trump={self.trump_card} "
            f"hands={self.hand(0)}|{self.hand(1)}|{self.hand(2)} table={self.table} "
            f"points={self.points} to_move={self.to_move}>"
        )


def _deal_three(deck: list[int], rules: Rules, dealer: int) -> State3:
    return State3._wrap(deal_core3(deck, rules, dealer))


def _read_three(position: object) -> State3:
    from .position import position_to_core3

    return State3._read(position_to_core3(position), position)


def _view_three(core: TableCore, seat: int) -> "TableView":
    from .view import PlayerView3

    assert isinstance(core, Core3)
    return PlayerView3.of(core, seat)


def _deck_of_three(core: TableCore, rules: Rules) -> "list[int] | None":
    """The pack order ``deal_core3`` deals into these hands (a fresh deal, or None):
    one card at a time from the left of the dealer, so ``deck[i]`` is the
    ``i // 3``-th card of seat ``(dealer + 1 + i) % 3``."""
    hands = core.hands
    if any(len(h) != rules.hand_size for h in hands):
        return None
    first = (core.dealer + 1) % 3
    return [hands[(first + i) % 3][i // 3] for i in range(rules.pack_size)]


def _sampler_three(view: "TableView") -> "Sampler3":
    from .sampling import Sampler3
    from .view import PlayerView3

    assert isinstance(view, PlayerView3), "a three-player view"
    return Sampler3(view)


THREE_PLAYERS: Table[State3, Core3] = Table(
    name="three", players=3, default_dealer=0, deal=_deal_three, deck_of=_deck_of_three,
    read_position=_read_three, view=_view_three, sampler=_sampler_three)


def random_dealer(seed: "int | None") -> int:
    """The first dealer of a match, chosen at random from the seed (docs/RULES.md §5.6)."""
    return random.Random(seed).randrange(3)


__all__ = ["State3", "THREE_PLAYERS", "why_illegal3_data",
           "random_dealer"]
