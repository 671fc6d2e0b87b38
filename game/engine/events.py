"""What happened when an action was applied: small records the page narrates and animates.

The engine is the one source of these facts (docs/ARCHITECTURE.md §2): the page
never works out what happened by comparing states. ``State.apply_events`` returns
them in the order they happened; ``Event.seen_by(seat)`` hides what that seat may
not know (the card another player drew from the stock).

Kinds and the fields each one fills (``seat`` is who acted or won):
- ``play``: ``card``; ``lead`` is True for the first card of a trick.
- ``marriage``: ``card`` (the king or queen led), ``partner`` (shown), ``suit``,
  ``points``, ``counted`` (False while it waits for the declarer's first trick).
- ``marriage_counted``: ``points`` that were pending and count from now on.
- ``trick``: ``cards`` in play order, ``points`` (their card points), ``bonus``
  (10 for the last trick, else 0).
- ``draw``: ``card`` (None when hidden from the viewer), ``public`` (the turn-up).
- ``stock_empty``: the stock is used up; phase two begins.
- ``close``, ``pass`` (the closer's opponent keeps the nine), ``exchange``
  (``card`` taken, ``partner`` the nine given), ``out`` (``points`` claimed).
- ``end``: ``winner`` (None for a draw or a replay), ``game_points``, ``reason``,
  ``paid`` (what each seat gave the winner, by seat).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Protocol

from .jsonvalue import JSONObject

MARRIAGE_PLAIN = 20
MARRIAGE_TRUMP = 40


def marriage_value(is_trump: bool) -> int:
    """docs/RULES.md §2.5: a marriage is worth 40 in trumps, 20 in a plain suit."""
    return MARRIAGE_TRUMP if is_trump else MARRIAGE_PLAIN


KINDS = ("play", "marriage", "marriage_counted", "trick", "draw", "stock_empty", "close",
         "pass", "exchange", "out", "end")


@dataclass(frozen=True)
class Event:
    kind: str
    seat: int | None = None
    card: str | None = None
    lead: bool = False
    partner: str | None = None
    suit: str | None = None
    points: int = 0
    counted: bool = True
    cards: tuple[str, ...] = ()
    bonus: int = 0
    public: bool = False
    winner: int | None = None
    game_points: int = 0
    reason: str = ""
    paid: tuple[int, ...] = ()

    def seen_by(self, seat: int) -> "Event":
        """This event as ``seat`` may know it: another seat's hidden draw loses its card."""
        if self.kind == "draw" and not self.public and self.seat != seat:
            return replace(self, card=None)
        return self

    def to_dict(self) -> JSONObject:
        """Only the fields that differ from the defaults (for saving a deal's record)."""
        out: JSONObject = {"kind": self.kind}
        for name, default in _DEFAULTS.items():
            value = getattr(self, name)
            if value != default:
                out[name] = list(value) if isinstance(value, tuple) else value
        return out


_DEFAULTS = {name: getattr(Event("play"), name) for name in Event.__dataclass_fields__
             if name != "kind"}


class Recording(Protocol):
    """What ``play_recording`` needs of a core (game.engine.core.Core,
    game.engine.three.core.Core3)."""

    events: list[Event] | None

    def play(self, code: int, /) -> None: ...


def play_recording(core: Recording, code: int) -> "tuple[Event, ...]":
    """Play ``code`` on ``core`` (a fresh copy the caller owns) and return what happened.
    Cores of both tables record into ``core.events`` only while it is a list."""
    core.events = []
    core.play(code)
    events = tuple(core.events)
    core.events = None
    return events


def seen_by(events: "tuple[Event, ...] | list[Event]", seat: int) -> tuple[Event, ...]:
    return tuple(e.seen_by(seat) for e in events)


__all__ = ["Event", "KINDS", "MARRIAGE_PLAIN", "MARRIAGE_TRUMP", "marriage_value",
           "play_recording", "seen_by"]
