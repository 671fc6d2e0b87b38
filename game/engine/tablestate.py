"""What the public faces of every table share: an immutable wrapper round an inner core.

``game.engine.deal.State`` wraps a two-player ``Core``, ``game.engine.three.state.State3``
a ``Core3``; both extend ``TableState``. ``apply`` checks an action, plays it on a copy
of the core and wraps the copy, so a state never changes. The facts both tables read
alike are here; each table adds what it counts its own way (points, tricks, the table,
the stock and the close), why it refuses an action, its view and its position JSON.
"""

from __future__ import annotations

from typing import Any, ClassVar, Generic, Self, TypeVar

from . import cards
from .actions import IllegalAction, action_text, parse_action
from .events import Event, play_recording
from .jsonvalue import JSONObject
from .matchscore import MatchScore, read_match
from .rules import Rules
from .tablecore import OVER, TableCore
from .why import WhyNot

C = TypeVar("C", bound=TableCore)


class TableState(Generic[C]):
    """One moment of a deal. Immutable: ``apply`` returns a new state."""

    __slots__ = ("_core", "_match")

    _core: C
    _match: MatchScore | None  # the match the deal is played in (None: a deal alone)
    _stage_names: ClassVar[tuple[str, ...]]  # the table's STAGE_NAMES, by stage number

    def __init__(self, core: C, match: MatchScore | None = None) -> None:
        self._core = core
        self._match = match

    @classmethod
    def _wrap(cls, core: C, match: MatchScore | None = None) -> Self:
        s = cls.__new__(cls)
        s._core = core
        s._match = match
        return s

    @classmethod
    def _read(cls, core: C, position: object) -> Self:
        """A state of ``core``, read from ``position``, with the position's match if any."""
        m = position.get("match") if isinstance(position, dict) else None
        return cls._wrap(core, None if m is None else read_match(m, core.rules))

    # -- what each table defines ---------------------------------------------------------
    def _why_illegal(self, code: int) -> WhyNot:
        """Why ``code``, which is not legal now, is refused."""
        raise NotImplementedError

    def _core_position(self) -> JSONObject:
        """The deal's position JSON (without the match)."""
        raise NotImplementedError

    def to_position(self) -> dict[str, Any]:
        """The deal's position JSON, with the match if any. Loosely typed because
        the page reads its fields unchecked (game.web.narrate's breakdown of the won
        cards); everything below the page takes it as a ``JSONObject``."""
        pos = self._core_position()
        if self._match is not None:
            pos["match"] = self._match.to_json()
        return pos

    # -- actions ---------------------------------------------------------------------------
    def legal_actions(self) -> list[str]:
        return [action_text(a) for a in self._core.legal()]

    def legal_codes(self) -> list[int]:
        return self._core.legal()

    def _check(self, action: "str | int") -> int:
        """The action's code if it is legal now; IllegalAction with the reason if not."""
        code = parse_action(action)
        if code not in self._core.legal():
            why = self._why_illegal(code)
            raise IllegalAction(why.english(), why)
        return code

    def apply(self, action: "str | int") -> Self:
        code = self._check(action)
        new = self._core.copy()
        new.play(code)
        return self._wrap(new, self._match)

    def apply_events(self, action: "str | int") -> "tuple[Self, tuple[Event, ...]]":
        """``apply``, and what happened, in order (game.engine.events). All seats' cards
        are shown: pass them through ``Event.seen_by(seat)`` before telling a player
        (with three players nothing hidden is drawn, so every event may be shown)."""
        new = self._core.copy()
        events = play_recording(new, self._check(action))
        return self._wrap(new, self._match), events

    # -- the surface ---------------------------------------------------------------------
    @property
    def core(self) -> C:
        """The inner engine, for search code: copy it before changing it."""
        return self._core

    @property
    def match(self) -> MatchScore | None:
        """The match this deal is played in (None: practice, a puzzle, a deal alone)."""
        return self._match

    def in_match(self, match: MatchScore | None) -> Self:
        """This moment of the deal, played in ``match`` (None: as a deal alone)."""
        return self._wrap(self._core, match)

    @property
    def rules(self) -> Rules:
        return self._core.rules

    @property
    def to_move(self) -> int | None:
        return self._core.to_move()

    @property
    def trump(self) -> str:
        return cards.SUITS[self._core.trump]

    @property
    def trump_card(self) -> str:
        return cards.text(self._core.turnup)

    def hand(self, p: int) -> list[str]:
        return [cards.text(c) for c in self._core.hands[p]]

    @property
    def stage(self) -> str:
        return self._stage_names[self._core.stage]

    @property
    def is_over(self) -> bool:
        return self._core.stage == OVER

    @property
    def leader(self) -> int:
        return self._core.leader

    @property
    def dealer(self) -> int:
        return self._core.dealer

    def __eq__(self, other: object) -> bool:
        return isinstance(other, type(self)) and self.to_position() == other.to_position()

    def __hash__(self) -> int:
        return hash(repr(sorted(self.to_position().items())))


__all__ = ["TableState"]
