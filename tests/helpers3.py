"""Building hand-made three-player positions for rule tests."""

from __future__ import annotations

from typing import Any

from game import cards, from_position

ALL = [cards.text(c) for c in cards.DECK]


def position3(hands: list[list[str]], trump: str, *, dealer: int | None = None,
              leader: int = 0, won: list[list[str]] | None = None,
              filler: int | None = None, **extra: Any) -> dict:
    """A full three-player position: unlisted cards go into ``won[filler]``
    (default: the leader's, who won the last trick). The turned trump card is the
    dealer's (default: the seat holding it, else the seat right of the leader)."""
    won = [list(w) for w in (won or [[], [], []])]
    table = extra.get("table", [])
    listed = set(sum(hands, [])) | set(sum(won, [])) | set(table)
    rest = [c for c in ALL if c not in listed]
    won[leader if filler is None else filler] += rest
    if dealer is None:
        holders = [p for p in range(3) if trump in hands[p]]
        if trump in table:
            holders.append((leader + table.index(trump)) % 3)
        dealer = holders[0] if holders else (leader + 2) % 3
    pos = {"rules": "three", "trump": trump, "stock": [], "hands": hands, "won": won,
           "leader": leader, "dealer": dealer}
    pos.update(extra)
    return pos


def declared(state, seat: int, suit: str):
    """``state`` with ``seat``'s marriage in ``suit`` already declared, set after the
    position's check: for rules that play cannot reach (a marriage is declared by leading
    its king or queen, so no legal position has a declared pair still in hand)."""
    state._core.marriages[seat].append(cards.SUITS.index(suit))
    return state


def state3(hands, trump, **kw):
    return from_position(position3(hands, trump, **kw))


def play_all(s, actions: list[str]):
    for a in actions:
        s = s.apply(a)
    return s
