"""Position JSON <-> Core, validated with messages that name the problem.

The format is DESIGN.md's, plus keys for a lossless round trip: ``stage``,
``close`` (the opponent's tricks/points at the close), ``known`` (cards in a
hand that both players have seen), ``voids``, ``last_trick`` and ``outcome``.
Keys a position leaves out get sensible defaults.
"""

from __future__ import annotations

import base64
import json
from typing import Any

from . import cards
from .core import BEFORE_DRAW, EXCHANGE_OFFER, OVER, PLAY, STAGE_NAMES, Core, Outcome
from .rules import make_rules

KNOWN_KEYS = {
    "rules", "options", "trump", "stock", "hands", "won", "marriages", "leader",
    "dealer", "table", "closed_by", "stage", "close", "known", "voids",
    "last_trick", "outcome",
}


class PositionError(ValueError):
    """A position that cannot be a moment of a real deal."""


def _cards_of(mask: int) -> list[str]:
    return [cards.text(c) for c in range(24) if mask >> c & 1]


def core_to_position(c: Core) -> dict[str, Any]:
    pos: dict[str, Any] = {
        "rules": c.rules.preset,
        "options": c.rules.options(),
        "trump": cards.text(c.turnup),
        "stock": [cards.text(x) for x in reversed(c.stock)],
        "hands": [[cards.text(x) for x in h] for h in c.hands],
        "won": [[cards.text(x) for x in w] for w in c.won],
        "marriages": [[cards.SUITS[s] for s in m] for m in c.marriages],
        "leader": c.leader,
        "dealer": c.dealer,
        "table": [] if c.lead < 0 else [cards.text(c.lead)],
        "closed_by": None if c.closed_by < 0 else c.closed_by,
        "stage": STAGE_NAMES[c.stage],
        "known": [_cards_of(k) for k in c.known],
        "voids": [[cards.SUITS[s] for s in range(4) if v >> s & 1] for v in c.voids],
    }
    if c.closed_by >= 0:
        pos["close"] = {"opp_had_trick": c.close_opp_trick, "opp_points": c.close_opp_points,
                        "at_trick": c.close_trick}
    if c.last is not None:
        leader, led, reply, winner = c.last
        pos["last_trick"] = {"leader": leader, "cards": [cards.text(led), cards.text(reply)],
                             "winner": winner}
    if c.outcome is not None:
        pos["outcome"] = c.outcome._asdict()
    return pos


def _need(cond: bool, message: str) -> None:
    if not cond:
        raise PositionError(message)


def _card_list(value: Any, what: str) -> list[int]:
    _need(isinstance(value, list), f"{what} must be a list of cards like ['KS', 'QH']")
    out = []
    for v in value:
        try:
            out.append(cards.parse(v))
        except ValueError as e:
            raise PositionError(f"{what}: {e}") from None
    return out


def _pair(value: Any, what: str) -> list[Any]:
    _need(isinstance(value, list) and len(value) == 2, f"{what} must be a list of two lists")
    return value


def _seat(value: Any, what: str) -> int:
    _need(value in (0, 1) and not isinstance(value, bool), f"{what} must be 0 or 1")
    return value


def position_to_core(pos: Any) -> Core:
    _need(isinstance(pos, dict), "a position must be a JSON object")
    unknown = set(pos) - KNOWN_KEYS
    _need(not unknown, f"unknown key(s) in position: {', '.join(sorted(map(str, unknown)))}")
    for key in ("trump", "stock", "hands"):
        _need(key in pos, f"the position has no {key!r}")
    options = pos.get("options") or {}
    _need(isinstance(options, dict), "options must be an object")
    try:
        rules = make_rules(pos.get("rules", "traditional"), **options)
    except (ValueError, TypeError) as e:
        raise PositionError(str(e)) from None

    try:
        turnup = cards.parse(pos["trump"])
    except ValueError as e:
        raise PositionError(f"trump: {e}") from None
    stock_top_first = _card_list(pos["stock"], "stock")
    hands = [_card_list(h, f"hand {i}") for i, h in enumerate(_pair(pos["hands"], "hands"))]
    won = [_card_list(w, f"won {i}") for i, w in enumerate(_pair(pos.get("won", [[], []]), "won"))]
    table = _card_list(pos.get("table", []), "table")
    _need(len(table) <= 1, "the table holds at most one card (the led card waiting for a reply)")

    listed = stock_top_first + hands[0] + hands[1] + won[0] + won[1] + table
    turnup_in = turnup not in listed
    everything = listed + ([turnup] if turnup_in else [])
    seen: set[int] = set()
    dupes = sorted({cards.text(c) for c in everything if c in seen or seen.add(c)})
    _need(not dupes, f"card(s) listed twice: {', '.join(dupes)}")
    missing = [cards.text(c) for c in cards.DECK if c not in seen]
    _need(not missing, f"card(s) missing from the position: {', '.join(missing)}")
    _need(turnup_in or not stock_top_first,
          "the trump card has been drawn, so the stock must be empty")

    for i in (0, 1):
        _need(len(won[i]) % 2 == 0, f"won {i} must hold whole tricks (an even number of cards)")
    leader = _seat(pos.get("leader", 0), "leader")
    dealer = _seat(pos.get("dealer", 1), "dealer")
    follower = 1 - leader
    nl, nf = len(hands[leader]), len(hands[follower])
    if table:
        _need(nl + 1 == nf, "with a card on the table the leader holds one card fewer")
    else:
        _need(nl == nf, "both hands must hold the same number of cards between tricks")
    ntricks = (len(won[0]) + len(won[1])) // 2
    _need(ntricks <= 12, "more than twelve tricks played")
    stock_size = len(stock_top_first) + turnup_in
    _need(stock_size % 2 == 0, "the stock must hold an even number of cards")

    closed_by = pos.get("closed_by")
    _need(closed_by in (None, 0, 1) and not isinstance(closed_by, bool),
          "closed_by must be null, 0 or 1")
    closed = -1 if closed_by is None else closed_by
    _need(closed < 0 or turnup_in, "a closed stock still has the turn-up under it")
    _need(closed < 0 or rules.closing, f"the {rules.preset} rules have no closing")

    stage_name = pos.get("stage", "over" if pos.get("outcome") else "play")
    _need(stage_name in STAGE_NAMES, f"stage must be one of {', '.join(STAGE_NAMES)}")
    stage = STAGE_NAMES.index(stage_name)
    if closed < 0 and turnup_in and stage != OVER:
        expect = 5 if stage == BEFORE_DRAW else 6
        _need(max(nl, nf) == expect,
              f"while the stock is open each hand holds {expect} cards at this stage")
    if stage == BEFORE_DRAW:
        _need(closed < 0 and turnup_in and not table and stock_size >= 4 and ntricks > 0,
              "'before_draw' needs a finished trick, no close and at least 4 cards in stock")
    if stage == EXCHANGE_OFFER:
        _need(closed >= 0 and not table, "'exchange_offer' needs a closed stock")
        _need(cards.make(cards.NINE, turnup // 6) in hands[1 - closed],
              "'exchange_offer' needs the trump nine in the closer's opponent's hand")
    if stage != OVER:
        _need(bool(hands[0]) or bool(hands[1]) or table,
              "no cards left in hand, so the deal must be over")

    c = Core.__new__(Core)
    c.rules = rules
    c.turnup = turnup
    c.trump = turnup // 6
    c.turnup_in = turnup_in
    c.stock = stock_top_first[::-1]
    c.hands = hands
    c.won = won
    c.tricks = [len(won[0]) // 2, len(won[1]) // 2]
    c.card_points = [sum(cards.POINTS[x] for x in w) for w in won]
    if not hands[leader] and not table and closed < 0 and rules.last_trick_bonus:
        c.card_points[leader] += 10  # the last trick's winner leads "next"
    marriages = _pair(pos.get("marriages", [[], []]), "marriages")
    c.marriages = [[], []]
    c.marriage_points = [0, 0]
    for p in (0, 1):
        _need(isinstance(marriages[p], list), "marriages must be lists of suits")
        for s in marriages[p]:
            try:
                suit = cards.parse_suit(s)
            except ValueError as e:
                raise PositionError(f"marriages {p}: {e}") from None
            _need(suit not in c.marriages[p], f"player {p} declared {s} twice")
            c.marriages[p].append(suit)
            c.marriage_points[p] += c.marriage_value(suit)
    c.leader = leader
    c.dealer = dealer
    c.lead = table[0] if table else -1
    c.closed_by = closed
    close = pos.get("close") or {}
    _need(isinstance(close, dict), "close must be an object")
    c.close_opp_trick = bool(close.get("opp_had_trick", closed >= 0 and c.tricks[1 - closed] > 0))
    c.close_opp_points = int(close.get("opp_points", c.points(1 - closed) if closed >= 0 else 0))
    # Without "at_trick" the close is taken to have happened before earlier tricks.
    c.close_trick = int(close.get("at_trick", -1)) if closed >= 0 else -1
    c.stage = stage
    c.ntricks = ntricks
    c.last = None
    if pos.get("last_trick"):
        lt = pos["last_trick"]
        _need(isinstance(lt, dict) and isinstance(lt.get("cards"), list) and len(lt["cards"]) == 2,
              "last_trick must be {leader, cards: [led, reply], winner}")
        led, reply = _card_list(lt["cards"], "last_trick")
        c.last = (_seat(lt.get("leader"), "last_trick leader"), led, reply,
                  _seat(lt.get("winner"), "last_trick winner"))
    known = _pair(pos.get("known", [[], []]), "known")
    c.known = [cards.mask_of(_card_list(k, "known")) & cards.mask_of(hands[p])
               for p, k in enumerate(known)]
    for p in (0, 1):  # a declared marriage's remaining half is public
        for s in c.marriages[p]:
            court = [x for x in hands[p] if x // 6 == s and x % 6 in (cards.KING, cards.QUEEN)]
            c.known[p] |= cards.mask_of(court)
    voids = _pair(pos.get("voids", [[], []]), "voids")
    c.events = None
    c.voids = [0, 0]
    for p in (0, 1):
        for s in voids[p]:
            try:
                c.voids[p] |= 1 << cards.parse_suit(s)
            except ValueError as e:
                raise PositionError(f"voids {p}: {e}") from None
    c.outcome = None
    if stage == OVER:
        oc = pos.get("outcome")
        _need(isinstance(oc, dict), "a finished deal needs its outcome")
        c.outcome = Outcome(oc.get("winner"), int(oc.get("game_points", 0)), str(oc.get("reason")))
    elif stage == PLAY and not hands[leader] and not table:
        raise PositionError("no cards left in hand, so the deal must be over")
    return c


def encode_position(pos: dict[str, Any]) -> str:
    """The ``?position=`` form: base64url of the JSON, padding stripped."""
    raw = json.dumps(pos, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_position(text: str) -> dict[str, Any]:
    """Inverse of ``encode_position``; PositionError with a clear message."""
    try:
        raw = base64.urlsafe_b64decode(text.strip() + "=" * (-len(text.strip()) % 4))
        pos = json.loads(raw.decode("utf-8"))
    except (ValueError, UnicodeDecodeError):
        raise PositionError("the position is not base64url-encoded JSON") from None
    _need(isinstance(pos, dict), "a position must be a JSON object")
    return pos
