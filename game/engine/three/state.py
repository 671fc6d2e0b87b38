"""The public, immutable face of a three-player deal (DESIGN.md, "Three players").

The same names as the two-player ``game.engine.deal.State`` with a third seat:
``players`` 3, ``to_move`` 0/1/2/None, 3-tuples for ``points``, ``pending`` and
``tricks``, ``table`` in play order, ``stock_size`` always 0.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from .. import cards
from ..actions import IllegalAction, parse_action, shuffled_deck, why_illegal3_data
from ..events import Event, play_recording
from ..rules import Rules, make_rules
from .core import OVER, STAGE_NAMES, Core3, Outcome3, deal_core3

if TYPE_CHECKING:
    from .view import PlayerView3


class State3:
    """One moment of a three-player deal. Immutable: ``apply`` returns a new State3."""

    __slots__ = ("_core",)

    players = 3

    def __init__(self, core: Core3) -> None:
        self._core = core

    @classmethod
    def _wrap(cls, core: Core3) -> "State3":
        s = cls.__new__(cls)
        s._core = core
        return s

    # -- actions -------------------------------------------------------------------
    def legal_actions(self) -> list[str]:
        return [cards.text(a) for a in self._core.legal()]

    def legal_codes(self) -> list[int]:
        return self._core.legal()

    def _check(self, action: "str | int") -> int:
        code = parse_action(action)
        core = self._core
        if code not in core.legal():
            p = core.to_move()
            hand = core.hands[p] if p is not None else []
            why = why_illegal3_data(hand, core.table, core.trump, code, over=core.stage == OVER)
            raise IllegalAction(why.english(), why)
        return code

    def apply(self, action: "str | int") -> "State3":
        code = self._check(action)
        new = self._core.copy()
        new.play(code)
        return State3._wrap(new)

    def apply_events(self, action: "str | int") -> "tuple[State3, tuple[Event, ...]]":
        """``apply``, and what happened, in order (game.engine.events). Nothing hidden is
        drawn with three players, so every event may be shown to every seat."""
        new = self._core.copy()
        events = play_recording(new, self._check(action))
        return State3._wrap(new), events

    # -- the surface -------------------------------------------------------------------
    @property
    def core(self) -> Core3:
        """The inner engine, for search code: copy it before changing it."""
        return self._core

    @property
    def rules(self) -> Rules:
        return self._core.rules

    @property
    def to_move(self) -> int | None:
        return self._core.to_move()

    @property
    def points(self) -> tuple[int, int, int]:
        return self._core.totals()

    @property
    def pending(self) -> tuple[int, int, int]:
        c = self._core
        return (c.pending(0), c.pending(1), c.pending(2))

    @property
    def trump(self) -> str:
        return cards.SUITS[self._core.trump]

    @property
    def trump_card(self) -> str:
        return cards.text(self._core.turnup)

    @property
    def trump_holder(self) -> int | None:
        """The dealer while the turned trump card is still in hand, else None."""
        c = self._core
        return c.dealer if c.turnup_in_hand() else None

    @property
    def stock_size(self) -> int:
        return 0

    def hand(self, p: int) -> list[str]:
        return [cards.text(c) for c in self._core.hands[p]]

    @property
    def outcome(self) -> Outcome3 | None:
        return self._core.outcome

    @property
    def stage(self) -> str:
        return STAGE_NAMES[self._core.stage]

    @property
    def is_over(self) -> bool:
        return self._core.stage == OVER

    @property
    def tricks(self) -> tuple[int, int, int]:
        t = self._core.tricks
        return (t[0], t[1], t[2])

    @property
    def closed_by(self) -> None:
        return None

    @property
    def leader(self) -> int:
        return self._core.leader

    @property
    def dealer(self) -> int:
        return self._core.dealer

    @property
    def table(self) -> list[str]:
        return [cards.text(c) for c in self._core.table]

    def view(self, seat: int) -> "PlayerView3":
        """What ``seat`` may know (the only input of AIs and the page)."""
        from .view import PlayerView3

        return PlayerView3.of(self._core, seat)

    def to_position(self) -> dict[str, Any]:
        from .position import core3_to_position

        return core3_to_position(self._core)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State3) and self.to_position() == other.to_position()

    def __hash__(self) -> int:
        return hash(repr(sorted(self.to_position().items())))

    def __repr__(self) -> str:
        return (
            f"<State3 {self.stage} trump={self.trump_card} "
            f"hands={self.hand(0)}|{self.hand(1)}|{self.hand(2)} table={self.table} "
            f"points={self.points} to_move={self.to_move}>"
        )


def new_deal3(seed: "int | None" = None, rules: "str | Rules" = "three",
              dealer: int = 0, **options: Any) -> State3:
    """Shuffle with ``seed`` and deal for three; the player left of the dealer leads."""
    if isinstance(dealer, bool) or dealer not in (0, 1, 2):
        raise ValueError("dealer must be 0, 1 or 2")
    r = make_rules(rules, **options)
    if r.players != 3:
        raise ValueError(f"the {r.preset} rules are for two players")
    return State3._wrap(deal_core3(shuffled_deck(seed), r, dealer))


def from_position3(position: dict[str, Any]) -> State3:
    """A State3 from position JSON (rules "three"); PositionError naming the problem."""
    from .position import position_to_core3

    return State3._wrap(position_to_core3(position))


def random_dealer(seed: "int | None") -> int:
    """The first dealer of a match, chosen at random from the seed (docs/RULES.md §5.6)."""
    return random.Random(seed).randrange(3)


__all__ = ["State3", "new_deal3", "from_position3", "why_illegal3_data",
           "random_dealer"]
