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
from .core import (
    BEFORE_DRAW,
    EXCHANGE_OFFER,
    FALSE_CLAIM,
    OVER,
    STAGE_NAMES,
    WENT_OUT,
    Core,
)
from .rules import OPTION_NAMES, PRESETS, Rules, make_rules
from .untrusted import UntrustedInput, cut, integer, is_int, loads

MAX_POSITION_CHARS = 4096  # a position's base64url text; a real one is about 1,000

KNOWN_KEYS = {
    "rules", "options", "trump", "stock", "hands", "won", "marriages", "leader",
    "dealer", "table", "closed_by", "stage", "close", "known", "voids",
    "last_trick", "outcome",
}


class PositionError(UntrustedInput):
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


_CARD_OF = {cards.text(c): c for c in cards.DECK}


def _card(value: Any, what: str) -> int:
    code = _CARD_OF.get(value) if isinstance(value, str) else None
    if code is not None:
        return code
    try:
        if isinstance(value, str) and len(value) <= 3:
            return cards.parse(value)
    except ValueError:
        pass
    raise PositionError(f"{what}: {cut(value)} is not a card: write rank then suit, "
                            "ranks A T K Q J 9, suits C D H S (for example 'TS' or 'QH')")


def _card_list(value: Any, what: str) -> list[int]:
    _need(isinstance(value, list), f"{what} must be a list of cards like ['KS', 'QH']")
    _need(len(value) <= 24, f"{what} lists more than 24 cards")
    return [_card(v, what) for v in value]


def _suit_list(value: Any, what: str) -> list[int]:
    _need(isinstance(value, list) and len(value) <= 4,
          f"{what} must be a list of at most four suits like ['H', 'S']")
    out = []
    for v in value:
        if not (isinstance(v, str) and len(v) == 1 and v.upper() in cards.SUITS):
            raise PositionError(f"{what}: {cut(v)} is not a suit: use one of C D H S")
        out.append(cards.SUITS.index(v.upper()))
    _need(len(set(out)) == len(out), f"{what} names a suit twice")
    return out


def _pair(value: Any, what: str) -> list[Any]:
    if not (isinstance(value, list) and len(value) == 2):
        raise PositionError(f"{what} must be a list of two lists")
    return value


def _seat(value: Any, what: str) -> int:
    if not (is_int(value) and value in (0, 1)):
        raise PositionError(f"{what} must be 0 or 1, not {cut(value)}")
    return value


def _rules(pos: dict[str, Any]) -> Rules:
    preset = pos.get("rules", "traditional")
    if not (isinstance(preset, str) and preset in PRESETS):
        raise PositionError(f"unknown rules {cut(preset)}: use one of {', '.join(PRESETS)}")
    options = pos.get("options") or {}
    _need(isinstance(options, dict), "options must be an object")
    base = make_rules(preset)
    unknown = [cut(k) for k in options if k not in OPTION_NAMES]
    _need(not unknown, f"unknown option(s) {', '.join(unknown[:5])}: use {', '.join(OPTION_NAMES)}")
    for k, v in options.items():
        default = getattr(base, k)
        if type(v) is not type(default):
            raise PositionError(
                f"option {k} must be {type(default).__name__}, like {default!r}, not {cut(v)}")
    try:
        return make_rules(preset, **options)
    except ValueError as e:
        raise PositionError(str(e)) from None


def _brief(value: Any) -> str:
    if isinstance(value, dict):
        return "{" + ", ".join(f"{cut(k)}: {cut(v)}" for k, v in list(value.items())[:4]) + "}"
    return cut(value)


def _same(given: Any, want: dict[str, Any]) -> bool:
    """Equal with the same types (1 is not true, 2 is not 2.0; a tuple is a list).
    Never recurses into what was given, however deep it is."""
    if not isinstance(given, dict) or set(given) != set(want):
        return False
    for k, b in want.items():
        a = given[k]
        if isinstance(b, (list, tuple)):
            if not (isinstance(a, list) and len(a) == len(b)
                    and all(type(x) is type(y) and x == y for x, y in zip(a, b))):
                return False
        elif not (type(a) is type(b) and a == b):
            return False
    return True


def position_to_core(pos: Any) -> Core:
    _need(isinstance(pos, dict), "a position must be a JSON object")
    _need(pos.get("rules") != "three",
          "a three-player position is read by game.engine.three.position "
          "(game.from_position dispatches on \"rules\": \"three\")")
    unknown = [cut(k)[1:-1] for k in pos if k not in KNOWN_KEYS]
    _need(not unknown, f"unknown key(s) in position: {', '.join(sorted(unknown)[:5])}")
    for key in ("trump", "stock", "hands"):
        _need(key in pos, f"the position has no {key!r}")
    rules = _rules(pos)

    turnup = _card(pos["trump"], "trump")
    stock_top_first = _card_list(pos["stock"], "stock")
    hands = [_card_list(h, f"hand {i}") for i, h in enumerate(_pair(pos["hands"], "hands"))]
    won = [_card_list(w, f"won {i}") for i, w in enumerate(_pair(pos.get("won", [[], []]), "won"))]
    table = _card_list(pos.get("table", []), "table")
    _need(len(table) <= 1, "the table holds at most one card (the led card waiting for a reply)")

    listed = stock_top_first + hands[0] + hands[1] + won[0] + won[1] + table
    turnup_in = turnup not in listed
    everything = listed + ([turnup] if turnup_in else [])
    pack = set(rules.deck)
    strangers = sorted({c for c in everything if c not in pack})
    _need(not strangers, f"the {rules.preset} rules play with {rules.pack_size} cards (no nines), "
                         f"so {', '.join(cards.text(c) for c in strangers)} "
                         f"{'is' if len(strangers) == 1 else 'are'} not in the pack")
    seen: set[int] = set()
    twice: set[int] = set()
    for card in everything:
        (twice if card in seen else seen).add(card)
    dupes = sorted(cards.text(card) for card in twice)
    _need(not dupes, f"card(s) listed twice: {', '.join(dupes)}")
    missing = [cards.text(c) for c in rules.deck if c not in seen]
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
    _need(ntricks <= rules.pack_size // 2, f"more than {rules.pack_size // 2} tricks played")
    _need(ntricks > 0 or bool(table) or leader != dealer,
          "the dealer's opponent leads to the first trick")
    stock_size = len(stock_top_first) + turnup_in
    _need(stock_size % 2 == 0, "the stock must hold an even number of cards")

    closed_by = pos.get("closed_by")
    if not (closed_by is None or (is_int(closed_by) and closed_by in (0, 1))):
        raise PositionError(f"closed_by must be null, 0 or 1, not {cut(closed_by)}")
    closed = -1 if closed_by is None else closed_by
    _need(closed < 0 or turnup_in, "a closed stock still has the turn-up under it")
    _need(closed < 0 or rules.closing, f"the {rules.preset} rules have no closing")

    oc_given = pos.get("outcome")
    stage_name = pos.get("stage", "over" if oc_given else "play")
    if not (isinstance(stage_name, str) and stage_name in STAGE_NAMES):
        raise PositionError(
            f"stage must be one of {', '.join(STAGE_NAMES)}, not {cut(stage_name)}")
    stage = STAGE_NAMES.index(stage_name)
    if closed < 0 and turnup_in and stage != OVER:
        expect = rules.hand_size - (stage == BEFORE_DRAW)
        _need(max(nl, nf) == expect,
              f"while the stock is open each hand holds {expect} cards at this stage")
    if stage == BEFORE_DRAW:
        _need(closed < 0 and turnup_in and not table and stock_size >= 4 and ntricks > 0,
              "'before_draw' needs a finished trick, no close and at least 4 cards in stock")
    if stage == EXCHANGE_OFFER:
        _need(closed >= 0 and not table and closed == leader,
              "'exchange_offer' needs a stock just closed by the player on lead")
        low = cards.make(rules.exchange_rank, turnup // 6)
        _need(low in hands[1 - closed],
              f"'exchange_offer' needs the {cards.name(low)} in the closer's opponent's hand")
    if stage != OVER:
        _need(bool(hands[0]) or bool(hands[1]) or bool(table),
              "no cards left in hand, so the deal must be over")
        _need(oc_given is None, "a deal still running has no outcome")
    else:
        _need(not table, "a finished deal has no card waiting on the table")

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
    c.marriages = [_suit_list(m, f"marriages {p}") for p, m in enumerate(marriages)]
    c.marriage_points = [sum(c.marriage_value(s) for s in m) for m in c.marriages]
    c.leader = leader
    c.dealer = dealer
    c.lead = table[0] if table else -1
    c.closed_by = closed
    c.ntricks = ntricks
    c.stage = stage
    _read_close(c, pos.get("close"))
    c.last = None
    if pos.get("last_trick") is not None:
        lt = pos["last_trick"]
        _need(isinstance(lt, dict) and isinstance(lt.get("cards"), list) and len(lt["cards"]) == 2,
              "last_trick must be {leader, cards: [led, reply], winner}")
        led, reply = _card_list(lt["cards"], "last_trick")
        c.last = (_seat(lt.get("leader"), "last_trick leader"), led, reply,
                  _seat(lt.get("winner"), "last_trick winner"))
    known = _pair(pos.get("known", [[], []]), "known")
    c.known = [cards.mask_of(_card_list(k, f"known {p}")) & cards.mask_of(hands[p])
               for p, k in enumerate(known)]
    for p in (0, 1):  # a declared marriage's remaining half is public
        for s in c.marriages[p]:
            court = [x for x in hands[p] if x // 6 == s and x % 6 in (cards.KING, cards.QUEEN)]
            c.known[p] |= cards.mask_of(court)
    voids = _pair(pos.get("voids", [[], []]), "voids")
    c.events = None
    c.voids = [cards.mask_of(_suit_list(v, f"voids {p}")) for p, v in enumerate(voids)]
    c.outcome = None
    _check_consistency(c)
    if stage == OVER:
        _recompute_outcome(c)
        if oc_given is not None and c.outcome is not None:
            want = c.outcome._asdict()
            _need(_same(oc_given, want),
                  f"the outcome {_brief(oc_given)} does not follow from the cards: they give "
                  f"winner {want['winner']}, {want['game_points']} game point(s), {want['reason']}")
    return c


def _read_close(c: Core, close: Any) -> None:
    """The facts of a close: the opponent's trick and points then, the tricks played."""
    if c.closed_by < 0:
        _need(close is None or close == {}, "close facts given but nobody closed the stock")
        c.close_opp_trick, c.close_opp_points, c.close_trick = False, 0, -1
        return
    close = close if close is not None else {}
    _need(isinstance(close, dict), "close must be an object")
    _need(set(close) <= {"opp_had_trick", "opp_points", "at_trick"},
          "close holds only opp_had_trick, opp_points and at_trick")
    o = 1 - c.closed_by
    had = close.get("opp_had_trick", c.tricks[o] > 0)
    if not isinstance(had, bool):
        raise PositionError(f"close.opp_had_trick must be true or false, not {cut(had)}")
    _need(not had or c.tricks[o] > 0,
          f"player {o} had a trick when the stock was closed but has none now")
    pts = close.get("opp_points", c.points(o))
    integer(pts, "close.opp_points", 0, c.points(o), PositionError)
    _need(had or pts == 0, "close.opp_points must be 0 for an opponent without a trick")
    # Without "at_trick" the close is taken to have happened before earlier tricks.
    at = close.get("at_trick", -1)
    last_close = c.rules.stock_start // 2 - 1  # the lead of the last trick with a stock
    integer(at, "close.at_trick", -1, min(last_close, c.ntricks), PositionError)
    c.close_opp_trick, c.close_opp_points, c.close_trick = had, pts, at


def _auto_out(c: Core) -> bool:
    return c.rules.auto_out or c.rules.automatic_end


def _check_consistency(c: Core) -> None:
    """What the cards say must agree with the marriages, the last trick and the scores."""
    played = cards.mask_of(c.won[0] + c.won[1]) | (1 << c.lead if c.lead >= 0 else 0)
    for p in (0, 1):
        held = cards.mask_of(c.hands[p])
        for s in c.marriages[p]:
            name = cards.SUIT_NAMES[s]
            _need(s not in c.marriages[1 - p], f"both players declared the marriage in {name}")
            pair = (1 << cards.make(cards.KING, s)) | (1 << cards.make(cards.QUEEN, s))
            _need(pair & ~(held | played) == 0,
                  f"player {p} declared {name} without holding its king and queen "
                  "(each must be in that hand or played)")
            if c.lead >= 0 and pair >> c.lead & 1:
                _need(c.leader == p, f"the {cards.name(c.lead)} on the table belongs to "
                                     f"player {p}'s marriage, so player {p} led it")
        for s in range(4):
            if c.voids[p] >> s & 1:
                _need(c.strict(), "voids are known only once the stock is closed or used up")
                _need(all(x // 6 != s for x in c.hands[p]),
                      f"player {p} is void in {cards.SUIT_NAMES[s]} but holds one")
    if c.last is not None:
        ld, led, reply, w = c.last
        _need(c.ntricks > 0, "a last trick was given but no trick has been played")
        _need(led != reply and all(x in c.won[w] for x in (led, reply)),
              "the last trick's cards must be in its winner's won cards")
        truth = 1 - ld if cards.beats(led, reply, c.trump) else ld
        _need(w == truth, f"player {truth}, not {w}, won the last trick "
                          f"({cards.text(led)} then {cards.text(reply)})")
        _need(c.leader == w, "the winner of the last trick leads next")
    if _auto_out(c):
        for p in (0, 1):
            ended_it = c.stage == OVER and p == c.leader
            _need(ended_it or c.points(p) < 66,
                  f"player {p} has {c.points(p)} points, so with automatic going out "
                  "the deal would have ended")
    if c.stage == OVER and (c.hands[0] or c.hands[1]):
        _need(c.ntricks > 0, "nobody can end a deal before the first trick")


def _recompute_outcome(c: Core) -> None:
    """The outcome of a finished deal, from the engine: never taken from the input."""
    p = c.leader  # who won the last trick: the only one who can have ended the deal
    if not c.hands[0] and not c.hands[1]:
        if _auto_out(c) and c.points(p) >= 66:
            c._win(p, WENT_OUT)
        else:
            c._end_of_cards()
    elif c.points(p) >= 66:
        c._win(p, WENT_OUT)
    else:
        _need(c.manual_out(), f"the deal ended with cards in hand, yet player {p} "
                              f"has only {c.points(p)} points")
        if c.closed_by == p:
            c._closer_failed()
        else:
            c._finish(1 - p, 2, FALSE_CLAIM)


def encode_position(pos: dict[str, Any]) -> str:
    """The ``?position=`` form: base64url of the JSON, padding stripped."""
    raw = json.dumps(pos, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_position(text: str) -> dict[str, Any]:
    """Inverse of ``encode_position``; PositionError with a clear message."""
    _need(isinstance(text, str), "the position is not text")
    text = text.strip()
    _need(len(text) <= MAX_POSITION_CHARS,
          f"the position is too long ({len(text)} characters, at most {MAX_POSITION_CHARS})")
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)).decode("utf-8")
    except ValueError:
        raise PositionError("the position is not base64url-encoded JSON") from None
    try:
        pos = loads(raw, "the position", 2 * MAX_POSITION_CHARS)
    except UntrustedInput as e:
        raise PositionError(str(e)) from None
    if not isinstance(pos, dict):
        raise PositionError("a position must be a JSON object")
    return pos
