"""Position JSON <-> Core, validated with messages that name the problem.

The format is docs/ARCHITECTURE.md §2's, plus keys for a lossless round trip: ``stage``,
``close`` (the opponent's tricks/points at the close), ``known`` (cards in a
hand that both players have seen), ``voids``, ``last_trick`` and ``outcome``.
Keys a position leaves out get sensible defaults. What both tables' positions share
(PositionError, the ``?position=`` text form, the readers of cards, suits, seats and
known cards) is game.engine.position_common's, and importable from here as before.
"""

from __future__ import annotations

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
from .jsonvalue import JSONObject
from .position_common import (  # the error and the text form: re-exported from here
    COMMON_KEYS,
    MAX_POSITION_CHARS,
    PositionError,
    check_declarations,
    check_options,
    decode_position,
    encode_position,
    leads_by_seat,
    need,
    read_card,
    read_cards,
    read_known,
    read_seat,
    read_suits,
    refuse,
)
from .rules import OPTION_NAMES, PRESETS, Rules, make_rules
from .untrusted import cut, integer, is_int

KNOWN_KEYS = COMMON_KEYS | {"close"}


def core_to_position(c: Core) -> JSONObject:
    pos: JSONObject = {
        "rules": c.rules.preset,
        "options": dict(c.rules.options()),
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
        "known": [[*cards.mask_texts(k)] for k in c.known],
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


def _pair(value: object, what: str) -> list[object]:
    if not (isinstance(value, list) and len(value) == 2):
        raise PositionError.of("two_lists", what=what)
    return value


def _rules(pos: dict[str, object]) -> Rules:
    preset = pos.get("rules", "traditional")
    if not (isinstance(preset, str) and preset in PRESETS):
        raise PositionError.of("unknown_rules", value=cut(preset), choices=", ".join(PRESETS))
    options = pos.get("options") or {}
    if not isinstance(options, dict):
        refuse("options_object")
    base = make_rules(preset)
    unknown = [cut(k) for k in options if k not in OPTION_NAMES]
    need(not unknown, "unknown_options", names=", ".join(unknown[:5]),
         choices=", ".join(OPTION_NAMES))
    check_options(base, options)
    try:
        return make_rules(preset, **options)
    except ValueError as e:  # a check above missed it: named, in English
        raise PositionError.of("options", detail=str(e)) from None


def _brief(value: object) -> str:
    if isinstance(value, dict):
        return "{" + ", ".join(f"{cut(k)}: {cut(v)}" for k, v in list(value.items())[:4]) + "}"
    return cut(value)


def _same(given: object, want: dict[str, object]) -> bool:
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


def position_to_core(pos: object) -> Core:
    if not isinstance(pos, dict):
        refuse("not_object")
    need(pos.get("rules") != "three", "three_elsewhere")
    unknown = [cut(k)[1:-1] for k in pos if k not in KNOWN_KEYS]
    need(not unknown, "unknown_keys", names=", ".join(sorted(unknown)[:5]))
    for key in ("trump", "stock", "hands"):
        need(key in pos, "missing_key", name=repr(key))
    rules = _rules(pos)

    turnup = read_card(pos["trump"], "trump")
    stock_top_first = read_cards(pos["stock"], "stock")
    hands = [read_cards(h, f"hand {i}") for i, h in enumerate(_pair(pos["hands"], "hands"))]
    won = [read_cards(w, f"won {i}") for i, w in enumerate(_pair(pos.get("won", [[], []]), "won"))]
    table = read_cards(pos.get("table", []), "table")
    need(len(table) <= 1, "table_one")

    listed = stock_top_first + hands[0] + hands[1] + won[0] + won[1] + table
    turnup_in = turnup not in listed
    everything = listed + ([turnup] if turnup_in else [])
    pack = set(rules.deck)
    strangers = sorted({c for c in everything if c not in pack})
    need(not strangers, "not_in_pack.1" if len(strangers) == 1 else "not_in_pack.n",
         preset=rules.preset, size=rules.pack_size,
         codes=", ".join(cards.text(c) for c in strangers))
    seen: set[int] = set()
    twice: set[int] = set()
    for card in everything:
        (twice if card in seen else seen).add(card)
    dupes = sorted(cards.text(card) for card in twice)
    need(not dupes, "twice", codes=", ".join(dupes))
    missing = [cards.text(c) for c in rules.deck if c not in seen]
    need(not missing, "missing_cards", codes=", ".join(missing))
    need(turnup_in or not stock_top_first, "drawn_stock")

    for i in (0, 1):
        need(len(won[i]) % 2 == 0, "whole_tricks", seat=i)
    leader = read_seat(pos.get("leader", 0), "leader", 2)
    dealer = read_seat(pos.get("dealer", 1), "dealer", 2)
    follower = 1 - leader
    nl, nf = len(hands[leader]), len(hands[follower])
    if table:
        need(nl + 1 == nf, "leader_fewer")
    else:
        need(nl == nf, "same_count")
    ntricks = (len(won[0]) + len(won[1])) // 2
    need(ntricks <= rules.pack_size // 2, "too_many_tricks", n=rules.pack_size // 2)
    need(ntricks > 0 or leader != dealer, "first_lead")
    stock_size = len(stock_top_first) + turnup_in
    need(stock_size % 2 == 0, "even_stock")

    closed_by = pos.get("closed_by")
    if not (closed_by is None or (is_int(closed_by) and closed_by in (0, 1))):
        raise PositionError.of("closed_by", value=cut(closed_by))
    closed = -1 if closed_by is None else closed_by
    need(closed < 0 or turnup_in, "closed_turnup")
    need(closed < 0 or rules.closing, "no_closing", preset=rules.preset)

    oc_given = pos.get("outcome")
    stage_name = pos.get("stage", "over" if oc_given else "play")
    if not (isinstance(stage_name, str) and stage_name in STAGE_NAMES):
        raise PositionError.of("stage", choices=", ".join(STAGE_NAMES), value=cut(stage_name))
    stage = STAGE_NAMES.index(stage_name)
    if closed < 0 and turnup_in and stage != OVER:
        expect = rules.hand_size - (stage == BEFORE_DRAW)
        need(max(nl, nf) == expect, "hand_size", n=expect)
    if stage == BEFORE_DRAW:
        need(closed < 0 and turnup_in and not table and stock_size >= 4 and ntricks > 0,
             "before_draw")
    if stage == EXCHANGE_OFFER:
        need(closed >= 0 and not table and closed == leader, "exchange_offer")
        low = cards.make(rules.exchange_rank, turnup // 6)
        need(low in hands[1 - closed], "exchange_offer_card", card=cards.text(low))
    if stage != OVER:
        need(bool(hands[0]) or bool(hands[1]) or bool(table), "over_by_now")
        need(oc_given is None, "running_outcome")
    else:
        need(not table, "finished_table")

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
    c.marriages = [read_suits(m, f"marriages {p}") for p, m in enumerate(marriages)]
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
        need(isinstance(lt, dict) and isinstance(lt.get("cards"), list) and len(lt["cards"]) == 2,
             "last_trick_shape")
        led, reply = read_cards(lt["cards"], "last_trick")
        c.last = (read_seat(lt.get("leader"), "last_trick leader", 2), led, reply,
                  read_seat(lt.get("winner"), "last_trick winner", 2))
    c.known = read_known(_pair(pos.get("known", [[], []]), "known"), hands, c.marriages)
    voids = _pair(pos.get("voids", [[], []]), "voids")
    c.events = None
    c.voids = [cards.mask_of(read_suits(v, f"voids {p}")) for p, v in enumerate(voids)]
    c.outcome = None
    _check_consistency(c)
    if stage == OVER:
        _recompute_outcome(c)
        if oc_given is not None and c.outcome is not None:
            want = c.outcome._asdict()
            need(_same(oc_given, want), "outcome", given=_brief(oc_given),
                 winner=want["winner"], gp=want["game_points"], reason=want["reason"])
    return c


def _read_close(c: Core, close: object) -> None:
    """The facts of a close: the opponent's trick and points then, the tricks played."""
    if c.closed_by < 0:
        need(close is None or close == {}, "close_facts")
        c.close_opp_trick, c.close_opp_points, c.close_trick = False, 0, -1
        return
    close = close if close is not None else {}
    if not isinstance(close, dict):
        refuse("close_object")
    need(set(close) <= {"opp_had_trick", "opp_points", "at_trick"}, "close_keys")
    o = 1 - c.closed_by
    had = close.get("opp_had_trick", c.tricks[o] > 0)
    if not isinstance(had, bool):
        raise PositionError.of("close_bool", value=cut(had))
    need(not had or c.tricks[o] > 0, "close_trick", seat=o)
    pts = close.get("opp_points", c.points(o))
    integer(pts, "close.opp_points", 0, c.points(o), PositionError)
    need(had or pts == 0, "close_points")
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
            suit = cards.SUITS[s]
            need(s not in c.marriages[1 - p], "marriage_both", suit=suit)
            pair = (1 << cards.make(cards.KING, s)) | (1 << cards.make(cards.QUEEN, s))
            need(pair & ~(held | played) == 0, "marriage_cards", seat=p, suit=suit)
            if c.lead >= 0 and pair >> c.lead & 1:
                need(c.leader == p, "marriage_lead", card=cards.text(c.lead), seat=p)
        for s in range(4):
            if c.voids[p] >> s & 1:
                need(c.strict(), "voids_phase")
                need(all(x // 6 != s for x in c.hands[p]), "void_holds", seat=p,
                     suit=cards.SUITS[s])
    _check_leads(c)
    if c.last is not None:
        ld, led, reply, w = c.last
        need(c.ntricks > 0, "last_none")
        need(led != reply and all(x in c.won[w] for x in (led, reply)), "last_cards")
        truth = 1 - ld if cards.beats(led, reply, c.trump) else ld
        need(w == truth, "last_winner", truth=truth, seat=w, led=cards.text(led),
             reply=cards.text(reply))
        need(c.leader == w, "last_leads")
    if _auto_out(c):
        for p in (0, 1):
            ended_it = c.stage == OVER and p == c.leader
            need(ended_it or c.points(p) < 66, "auto_out_ended", seat=p, points=c.points(p))
    if c.stage == OVER and (c.hands[0] or c.hands[1]):
        need(c.ntricks > 0, "end_before_trick")


def _check_leads(c: Core) -> None:
    """The marriages against the leads that could declare them (docs/RULES.md §2.5, §2.6:
    one per lead, while the stock is open, or on the closer's lead right after closing)."""
    if c.ntricks and not c.tricks[c.leader]:
        refuse("leader_no_trick", seat=c.leader)
    leads = leads_by_seat(1 - c.dealer, c.leader, c.tricks, c.lead >= 0)
    # a deal that ended with cards in hand ended at the leader's lead, whose going out may
    # have declared a marriage without leading it (§2.8), where a marriage was allowed
    ended_at_lead = c.stage == OVER and bool(c.hands[0] or c.hands[1])
    unled = c.leader if ended_at_lead and c.marriage_allowed(c.leader) else -1
    if unled >= 0:
        leads[unled] += 1
    open_leads = c.rules.stock_start // 2  # tricks 1-6 (Schnapsen 1-5) are led from a stock
    caps = [open_leads, open_leads]
    if c.closed_by >= 0 and c.close_trick >= 0:  # the leads before the close, and the closer's
        caps = [c.close_trick + (p == c.closed_by) for p in (0, 1)]
    allowed = [min(leads[p], caps[p]) for p in (0, 1)]
    won = cards.mask_of(c.won[0] + c.won[1])
    check_declarations(c.marriages, c.hands, won, c.ntricks, allowed, unled)
    declared = len(c.marriages[0]) + len(c.marriages[1])
    lead_moments = min(sum(leads), max(caps))
    if declared > lead_moments:
        refuse("marriages_total", marriages=declared, leads=lead_moments)


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
        need(c.manual_out(), "ended_short", seat=p, points=c.points(p))
        if c.closed_by == p:
            c._closer_failed()
        else:
            c._finish(1 - p, 2, FALSE_CLAIM)


__all__ = ["core_to_position", "position_to_core", "KNOWN_KEYS", "PositionError",
           "MAX_POSITION_CHARS", "encode_position", "decode_position"]
