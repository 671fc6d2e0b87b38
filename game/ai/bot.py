"""What a computer player is (``Bot``) and what the AI brings to one table (``Roster``):
the shapes bots.py registers and each table's roster fills in."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from ..engine.table import TableView
from .reason import Reason
from .work import Work

if TYPE_CHECKING:
    from ..engine.tablecore import TableCore
    from ..engine.tables import AnyState

WorkFn = Callable[[TableView, "int | None"], Work[str]]
HintFn = Callable[[TableView], Work[tuple[str, Reason]]]  # seeded by the view (infoset.py)
# A seat's game points from this moment with every card known and best play all round
# (three players: paranoid, the two others against the seat); ValueError where the
# table's exact search does not reach (two players: the stock still open).
ExactFn = Callable[["TableCore", int], int]
# The arena's upper bound: the best action for the seat to move reading EVERY card of the
# state (not a Bot, which sees its seat's view only).
OracleFn = Callable[["AnyState", "int | None"], str]


class Bot(Protocol):
    """A computer player: from a seat's view (to move) and a seed, the work of its action.
    The same view and seed give the same action, wherever the work is sliced."""

    @property
    def name(self) -> str: ...

    def work(self, view: TableView, seed: int | None) -> Work[str]: ...


@dataclass(frozen=True)
class Player:
    """A ``Bot`` made of its work function."""

    name: str
    play: WorkFn

    def work(self, view: TableView, seed: int | None) -> Work[str]:
        return self.play(view, seed)


@dataclass(frozen=True)
class Roster:
    """What the AI brings to one table (named as in game.engine.tables)."""

    table: str
    bots: dict[str, Bot]
    hint: HintFn  # the hint's work: (action, reason)
    exact: ExactFn  # the exact value of a position (the puzzles' judge)
    oracle: OracleFn  # the player that sees every card (the arena's "oracle")

    @classmethod
    def of(cls, table: str, bots: Iterable[Bot], hint: HintFn, exact: ExactFn,
           oracle: OracleFn) -> Roster:
        return cls(table, {b.name: b for b in bots}, hint, exact, oracle)


__all__ = ["Bot", "ExactFn", "HintFn", "OracleFn", "Player", "Roster", "WorkFn"]
