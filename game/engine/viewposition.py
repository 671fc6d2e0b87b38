"""A view position: what one seat of a two-player deal knows, as JSON (issue 44, point 5).

A player of a game played elsewhere (a site, a kitchen table) knows their own hand, the
turned trump card, the cards of every trick and who won them, the marriages declared,
the cards of the other hand they were shown and the stock's size, never the other hand
or the stock order. ``read_view`` turns such JSON into the ``PlayerView`` the AI, the
hint and the review take; ``view_position`` writes one back. No hidden card is named:

    {"rules": "traditional", "options": {}, "seat": 0, "hand": ["AH", ...],
     "trump": "9S", "trump_in_stock": true, "stock_size": 8,
     "won": [["KH", "QH"], []], "marriages": [[], ["C"]], "known": ["QC"],
     "voids": [], "table": ["TD"], "leader": 1, "dealer": 0, "closed_by": null,
     "stage": "play", "close": {...}, "match": {"score": [3, 5], "target": 7}}

``won`` holds each seat's tricks as (led, reply) pairs in the order taken, ``known`` and
``voids`` are the other seat's shown cards and the suits it showed void in, ``table`` a
led card waiting for its reply. The input is untrusted: its types and sizes are checked,
every card may appear once, the counts must fit the rules. Then the unseen cards are
filled into the other hand and the stock (any consistent way: the view read back does
not depend on it, which the tests prove), the full position is read by
game.engine.position (all of its checks apply) and the seat's view taken. A problem is
a ``ViewPositionError``, keyed like a PositionError (the page words it, ``bad.<key>``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TypeVar

from . import cards
from .jsonvalue import JSONObject
from .position import _rules, position_to_core
from .position_common import PositionError, read_card, read_cards, read_seat, read_suits
from .rules import Rules
from .state import State
from .untrusted import cut, integer
from .view import PlayerView

V = TypeVar("V")

VIEW_KEYS = frozenset({
    "rules", "options", "seat", "hand", "trump", "trump_in_stock", "stock_size", "won",
    "marriages", "known", "voids", "table", "leader", "dealer", "closed_by", "stage",
    "close", "match",
})
VIEW_STAGES = ("play", "before_draw", "exchange_offer")  # a running deal's moments


class ViewPositionError(PositionError):
    """A view position that cannot be what a seat knows of a real deal (``bad.view_*``;
    a full position's keys apply as well)."""


def _need(cond: bool, key: str, **facts: object) -> None:
    if not cond:
        raise ViewPositionError.of(key, **facts)


def _pair(value: object, what: str) -> list[object]:
    if not (isinstance(value, list) and len(value) == 2):
        raise ViewPositionError.of("two_lists", what=what)
    return list(value)


def _bool(value: object, what: str) -> bool:
    if not isinstance(value, bool):
        raise ViewPositionError.of("view_bool", what=what, value=cut(value))
    return value


def read_view(obj: object, fill: int = 0) -> PlayerView:
    """The ``PlayerView`` a view position describes; ViewPositionError naming the problem.
    ``fill`` picks one of the ways to place the unseen cards (tests: any gives the same)."""
    return as_view_error(lambda: _read(obj, fill))


def as_view_error(read: Callable[[], V]) -> V:
    """``read()``, a full position's refusal turned into the view's (the same key): a view
    position is refused as one, whatever check found the problem (both tables)."""
    try:
        return read()
    except ViewPositionError:
        raise
    except PositionError as e:
        raise ViewPositionError.of(e.key, **e.facts) if e.key else ViewPositionError(
            str(e)) from None


def _read(obj: object, fill: int) -> PlayerView:
    if not isinstance(obj, dict):
        raise ViewPositionError.of("view_object")
    _need(obj.get("rules") != "three", "view_three")
    unknown = sorted(cut(k)[1:-1] for k in obj if k not in VIEW_KEYS)
    _need(not unknown, "view_unknown_keys", names=", ".join(unknown[:5]))
    for key in ("seat", "hand", "trump", "stock_size"):
        _need(key in obj, "view_missing", name=repr(key))
    rules = _rules(obj)
    seat = read_seat(obj["seat"], "seat", 2)
    opp = 1 - seat
    hand = read_cards(obj["hand"], "hand", rules.hand_size)
    turnup = read_card(obj["trump"], "trump")
    stock_size = integer(obj["stock_size"], "stock_size", 0, rules.stock_start,
                         ViewPositionError)
    turnup_in = _bool(obj.get("trump_in_stock", stock_size > 0), "trump_in_stock")
    won = [read_cards(w, f"won {p}", rules.pack_size)
           for p, w in enumerate(_pair(obj.get("won", [[], []]), "won"))]
    table = read_cards(obj.get("table", []), "table", 1)
    known = read_cards(obj.get("known", []), "known", rules.hand_size)
    marriages = [read_suits(m, f"marriages {p}")
                 for p, m in enumerate(_pair(obj.get("marriages", [[], []]), "marriages"))]
    voids = read_suits(obj.get("voids", []), "voids")
    dealer = read_seat(obj.get("dealer", 1), "dealer", 2)
    leader = read_seat(obj.get("leader", 1 - dealer), "leader", 2)
    stage = obj.get("stage", "play")
    if not (isinstance(stage, str) and stage in VIEW_STAGES):
        raise ViewPositionError.of("view_stage", choices=", ".join(VIEW_STAGES),
                                   value=cut(stage))
    _need(turnup_in or stock_size == 0, "view_stock_drawn")
    _need(not turnup_in or stock_size > 0, "view_stock_turnup", n=stock_size)

    listed = hand + won[0] + won[1] + table + known + ([turnup] if turnup_in else [])
    _check_cards(listed, rules)
    seen = set(listed)
    # what the other hand must hold though the view may not list it as shown: a drawn
    # trump card nobody else has, the cards left of its marriages (their partner shown)
    shown = list(known)
    if not turnup_in and turnup not in seen:
        shown.append(turnup)
    for s in marriages[opp]:
        shown += [c for c in (cards.make(cards.KING, s), cards.make(cards.QUEEN, s))
                  if c not in seen and c not in shown]

    own_leads = bool(table) and leader == seat
    their_leads = bool(table) and leader == opp
    opp_size = len(hand) + own_leads - their_leads
    total = len(hand) + opp_size + len(won[0]) + len(won[1]) + len(table) + stock_size
    _need(total == rules.pack_size and opp_size >= 0, "view_counts", total=total,
          preset=rules.preset, size=rules.pack_size)
    _need(len(shown) <= opp_size, "view_known_many", known=len(shown), n=opp_size)
    unseen = [c for c in rules.deck if c not in seen and c not in shown]
    k = opp_size - len(shown)
    allowed = [c for c in unseen if c // 6 not in voids]
    _need(k <= len(allowed), "view_voids", suits=" ".join(cards.SUITS[s] for s in voids),
          k=k, n=len(allowed))

    # a close just made by this seat offers the other the exchange: it holds the low trump
    low = cards.make(rules.exchange_rank, turnup // 6)
    offered = stage == "exchange_offer" and leader == seat and low in allowed and k > 0
    first = [low] if offered else []
    hidden = first + _choose([c for c in allowed if c not in first], k - len(first), fill)
    stock = [c for c in unseen if c not in hidden]
    random.Random(fill).shuffle(stock)
    hands: list[list[str]] = [[], []]
    hands[seat] = [cards.text(c) for c in hand]
    hands[opp] = [cards.text(c) for c in shown + hidden]
    opp_voids: list[list[str]] = [[], []]
    opp_voids[opp] = [cards.SUITS[s] for s in voids]
    # the deal's position, for position_to_core to check (parts of it are the view's own)
    pos: dict[str, object] = {
        "rules": rules.preset, "options": rules.options(),
        "trump": cards.text(turnup), "stock": [cards.text(c) for c in stock],
        "hands": hands, "won": [[cards.text(c) for c in w] for w in won],
        "marriages": [[cards.SUITS[s] for s in m] for m in marriages],
        "known": [[], [cards.text(c) for c in shown]] if seat == 0 else
                 [[cards.text(c) for c in shown], []],
        "voids": opp_voids, "table": [cards.text(c) for c in table],
        "leader": leader, "dealer": dealer, "stage": stage,
        "closed_by": obj.get("closed_by"),
    }
    for key in ("close", "match"):
        if key in obj:
            pos[key] = obj[key]
    last = _last_trick(won, leader, turnup // 6)
    if last is not None:
        pos["last_trick"] = last
    return State._read(position_to_core(pos), pos).view(seat)


def _check_cards(listed: list[int], rules: Rules) -> None:
    pack = set(rules.deck)
    strangers = sorted({c for c in listed if c not in pack})
    _need(not strangers, "not_in_pack.1" if len(strangers) == 1 else "not_in_pack.n",
          preset=rules.preset, size=rules.pack_size,
          codes=", ".join(cards.text(c) for c in strangers))
    seen: set[int] = set()
    twice: set[int] = set()
    for c in listed:
        (twice if c in seen else seen).add(c)
    _need(not twice, "twice", codes=", ".join(cards.text(c) for c in sorted(twice)))


def _choose(allowed: list[int], k: int, fill: int) -> list[int]:
    """``k`` of ``allowed`` for the other hand: fill 0 the first ones, others shifted."""
    if not allowed:
        return []
    shift = fill % len(allowed)
    return (allowed[shift:] + allowed[:shift])[:k]


def _last_trick(won: list[list[int]], leader: int, trump: int) -> JSONObject | None:
    """The last finished trick: its winner leads now, its cards are the last two it won
    (the engine keeps each trick as led, reply), and who led it follows from them."""
    if not (won[0] or won[1]) or len(won[leader]) < 2:
        return None  # no trick yet (or a leader without one: the position names it)
    led, reply = won[leader][-2], won[leader][-1]
    first = 1 - leader if cards.beats(led, reply, trump) else leader
    return {"leader": first, "cards": [cards.text(led), cards.text(reply)], "winner": leader}


def view_position(view: PlayerView) -> JSONObject:
    """The view position of ``view`` (``read_view`` reads it back to an equal view)."""
    pos: JSONObject = {
        "rules": view.rules.preset, "options": dict(view.rules.options()), "seat": view.seat,
        "hand": list(view.hand), "trump": view.trump_card,
        "trump_in_stock": view.trump_card_in_stock, "stock_size": view.stock_size,
        "won": [list(w) for w in view.won], "marriages": [list(m) for m in view.marriages],
        "known": list(view.opponent_known), "voids": list(view.opponent_voids),
        "table": list(view.table), "leader": view.leader, "dealer": view.dealer,
        "closed_by": view.closed_by, "stage": view.stage,
    }
    if view.close_facts is not None:
        had, points, at = view.close_facts
        pos["close"] = {"opp_had_trick": had, "opp_points": points, "at_trick": at}
    if view.match is not None:
        pos["match"] = view.match.to_json()
    return pos


__all__ = ["VIEW_KEYS", "ViewPositionError", "read_view", "view_position"]
