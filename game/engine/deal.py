"""Dealing and reading positions at every table (docs/ARCHITECTURE.md §2, the checkable surface):
``new_deal`` and ``from_position`` find the table in game.engine.tables. The two-player
``State`` lives in game.engine.state, the three-player ``State3`` in
game.engine.three.state; ``State`` is importable from here as before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal, overload

from .actions import (  # re-exported: the names' home before game.engine.actions
    IllegalAction,
    action_text,
    parse_action,
    shuffled_deck,
    why_illegal_data,
)
from .core import EXCHANGE, PASS  # re-exported
from .rules import Rules, make_rules
from .state import State  # re-exported: its home before game.engine.state
from .tables import AnyState, table_for, table_of_position

if TYPE_CHECKING:
    from .three.state import State3


@overload
def new_deal(seed: "int | None", rules: Literal["three"], dealer: "int | None" = None,
             **options: Any) -> "State3": ...
@overload
def new_deal(seed: "int | None" = None, rules: "str | Rules" = "traditional",
             dealer: "int | None" = None, **options: Any) -> State: ...
def new_deal(seed: "int | None" = None, rules: "str | Rules" = "traditional",
             dealer: "int | None" = None, **options: Any) -> "AnyState":
    """Shuffle with ``seed`` and deal at the table that plays ``rules`` (game.engine.tables).
    The seat after the dealer leads; by default the dealer is seat 1 at two players (so
    player 0 leads) and seat 0 at three. ``rules="schnapsen"`` deals the 20-card pack,
    five each (docs/RULES.md §7); ``rules="three"`` deals for three players (§5)."""
    r = make_rules(rules, **options)
    table = table_for(r)
    return table.deal(shuffled_deck(seed, r.deck), r, table.check_dealer(dealer))


def from_position(position: object) -> "AnyState":
    """A state from position JSON (docs/ARCHITECTURE.md §2), at the table its rules name;
    ValueError naming the problem."""
    return table_of_position(position).read_position(position)


__all__ = [
    "State", "IllegalAction", "new_deal", "from_position", "parse_action",
    "action_text", "why_illegal_data", "shuffled_deck", "EXCHANGE", "PASS",
]
