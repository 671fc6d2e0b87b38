"""Position JSON <-> Core3 for three players (docs/ARCHITECTURE.md §2).

The format is the two-player one with three seats: ``"rules": "three"``,
``"trump"`` naming the dealer's turned card, three lists in ``hands``, ``won``
and ``marriages``, ``"stock": []``, ``leader`` (who led the current trick, or
leads next), ``dealer`` and ``table`` (the current trick in play order). For a
lossless round trip it adds ``stage``, ``known``, ``voids``, ``excluded``
(public facts read from the play), ``last_trick`` and ``outcome`` (recomputed
from the cards when the deal is over). Keys a position leaves out get defaults.
Input is untrusted: sizes are bounded and every value is checked.
"""

from __future__ import annotations

from collections import Counter

from .. import cards
from ..events import marriage_value
from ..jsonvalue import JSONObject
from ..position_common import (
    COMMON_KEYS,
    PositionError,
    check_declarations,
    check_options,
    leads_by_seat,
    need,
    read_card,
    read_cards,
    read_known,
    read_seat,
    read_suits,
    refuse,
)
from ..rules import OPTION_NAMES, make_rules
from ..untrusted import cut
from .core import PLAY, STAGE_NAMES, SUIT_MASK, Core3, strict_replies, trick_winner_index

KNOWN_KEYS = COMMON_KEYS | {"excluded"}


def core3_to_position(c: Core3) -> JSONObject:
    pos: JSONObject = {
        "rules": "three",
        "options": dict(c.rules.options()),
        "trump": cards.text(c.turnup),
        "stock": [],
        "hands": [[cards.text(x) for x in h] for h in c.hands],
        "won": [[cards.text(x) for x in w] for w in c.won],
        "marriages": [[cards.SUITS[s] for s in m] for m in c.marriages],
        "leader": c.leader,
        "dealer": c.dealer,
        "table": [cards.text(x) for x in c.table],
        "stage": STAGE_NAMES[c.stage],
        "known": [[*cards.mask_texts(k)] for k in c.known],
        "voids": [[cards.SUITS[s] for s in range(4) if v >> s & 1] for v in c.voids],
        "excluded": [[*cards.mask_texts(x)] for x in c.excluded],
    }
    if c.last is not None:
        leader, played, winner = c.last
        pos["last_trick"] = {"leader": leader, "cards": [cards.text(x) for x in played],
                             "winner": winner}
    if c.outcome is not None:
        o = c.outcome
        pos["outcome"] = {"winner": o.winner, "game_points": o.game_points,
                          "reason": o.reason, "paid": list(o.paid)}
    return pos


def _three(value: object, what: str) -> list[object]:
    if not (isinstance(value, list) and len(value) == 3):
        raise PositionError.of("three_lists", what=what)
    return value


def position_to_core3(pos: object) -> Core3:
    if not isinstance(pos, dict):
        refuse("not_object")
    unknown = set(pos) - KNOWN_KEYS
    need(not unknown, "unknown_keys", names=", ".join(sorted(cut(k) for k in unknown))[:200])
    need(pos.get("rules") == "three", "three_rules")
    for key in ("trump", "hands"):
        need(key in pos, "missing_key", name=repr(key))
    options = pos.get("options") or {}
    if not (isinstance(options, dict) and set(options) <= set(OPTION_NAMES)):
        refuse("three_options", choices=", ".join(OPTION_NAMES))
    check_options(make_rules("three"), options)
    try:
        rules = make_rules("three", **options)
    except (ValueError, TypeError) as e:  # a check above missed it: named, in English
        raise PositionError.of("options", detail=str(e)) from None
    need(pos.get("closed_by") is None, "three_closing")
    need(pos.get("stock", []) == [], "three_stock")

    turnup = read_card(pos["trump"], "trump")
    hands = [read_cards(h, f"hand {i}", 8) for i, h in enumerate(_three(pos["hands"], "hands"))]
    won = [read_cards(w, f"won {i}") for i, w in
           enumerate(_three(pos.get("won", [[], [], []]), "won"))]
    table = read_cards(pos.get("table", []), "table", 2)

    listed = hands[0] + hands[1] + hands[2] + won[0] + won[1] + won[2] + table
    seen = set(listed)
    dupes = sorted({cards.text(c) for c, n in Counter(listed).items() if n > 1})
    need(not dupes, "twice", codes=", ".join(dupes))
    missing = [cards.text(c) for c in cards.DECK if c not in seen]
    need(not missing, "missing_cards", codes=", ".join(missing))

    for p in range(3):
        need(len(won[p]) % 3 == 0, "three_whole_tricks", seat=p)
    ntricks = sum(len(w) for w in won) // 3
    dealer = read_seat(pos.get("dealer", 0), "dealer", 3)
    leader = read_seat(pos.get("leader", (dealer + 1) % 3), "leader", 3)
    played_now = {(leader + i) % 3 for i in range(len(table))}
    for p in range(3):
        expect = 8 - ntricks - (p in played_now)
        need(len(hands[p]) == expect, "three_hand_table" if table else "three_hand", seat=p,
             n=expect, tricks=ntricks, table=len(table))
    if ntricks == 0:
        need(leader == (dealer + 1) % 3, "three_first_lead")
    else:
        need(len(won[leader]) > 0, "three_leader_won")
    for p in range(3):
        if p != dealer:
            need(turnup not in hands[p], "three_turnup", codes=cards.text(turnup),
                 dealer=dealer, seat=p)
    if turnup in table:
        need((leader + table.index(turnup)) % 3 == dealer, "three_turnup_table")
    for i in range(1, len(table)):  # every trick is strict: each card on it was legal
        seat = (leader + i) % 3
        allowed = strict_replies(hands[seat] + [table[i]], table[:i], turnup // 6)
        need(table[i] in allowed, "three_strict", seat=seat, codes=cards.text(table[i]),
             led=", ".join(cards.text(x) for x in table[:i]))

    c = Core3.__new__(Core3)
    c.rules = rules
    c.trump = turnup // 6
    c.turnup = turnup
    c.hands = hands
    c.won = won
    c.tricks = [len(w) // 3 for w in won]
    c.card_points = [sum(cards.POINTS[x] for x in w) for w in won]
    c.ntricks = ntricks
    c.leader = leader
    c.dealer = dealer
    c.table = table
    c.events = None
    if ntricks == 8:
        c.card_points[leader] += 10  # the winner of the last trick leads "next"

    marriages = _three(pos.get("marriages", [[], [], []]), "marriages")
    c.marriages = [[], [], []]
    c.marriage_points = [0, 0, 0]
    declared_by: dict[int, int] = {}
    for p in range(3):
        for s in read_suits(marriages[p], f"marriages {p}"):
            name = cards.SUITS[s]
            need(s not in declared_by, "three_marriage_twice", first=declared_by.get(s),
                 seat=p, letter=name)
            declared_by[s] = p
            pair = (cards.make(cards.KING, s), cards.make(cards.QUEEN, s))
            need(not any(x in hands[q] for x in pair for q in range(3) if q != p),
                 "three_marriage_held", seat=p, letter=name)
            # declared by leading the king or the queen: one of them has been played,
            # and if it lies on the table it is the led card, led by the declarer
            need(not all(x in hands[p] for x in pair), "three_marriage_both_held", seat=p,
                 letter=name)
            if not any(x in pile for x in pair for pile in won):  # declared in this trick
                need(leader == p and table[:1] in ([pair[0]], [pair[1]]),
                     "three_marriage_led", seat=p, letter=name)
            for i, x in enumerate(table):  # both were the declarer's, whoever led now
                if x in pair and (leader + i) % 3 != p:
                    refuse("marriage_card_seat", seat=p, card=cards.text(x))
            c.marriages[p].append(s)
            c.marriage_points[p] += marriage_value(s == c.trump)
    # one marriage per lead; the cards of a seat's marriages in the won tricks (and the
    # dealer's turned trump) were its own, one to a trick
    own = [0, 0, 0]
    own[dealer] = 1 << turnup
    check_declarations(c.marriages, hands, cards.mask_of(sum(won, [])), ntricks,
                       leads_by_seat((dealer + 1) % 3, leader, c.tricks, bool(table)), own=own)

    c.known = read_known(_three(pos.get("known", [[], [], []]), "known"), hands, c.marriages)
    if turnup in hands[dealer]:
        c.known[dealer] |= 1 << turnup

    voids = _three(pos.get("voids", [[], [], []]), "voids")
    excluded = _three(pos.get("excluded", [[], [], []]), "excluded")
    c.voids = [0, 0, 0]
    c.excluded = [0, 0, 0]
    for p in range(3):
        for s in read_suits(voids[p], f"voids {p}"):
            c.voids[p] |= 1 << s
            c.excluded[p] |= SUIT_MASK[s]
        c.excluded[p] |= cards.mask_of(read_cards(excluded[p], f"excluded {p}"))
        clash = c.excluded[p] & cards.mask_of(hands[p])
        need(not clash, "three_clash", seat=p, codes=", ".join(cards.mask_texts(clash)))

    c.last = None
    lt = pos.get("last_trick")
    if lt:
        need(isinstance(lt, dict) and isinstance(lt.get("cards"), list)
             and len(lt["cards"]) == 3, "three_last_shape")
        played = read_cards(lt["cards"], "last_trick", 3)
        ld = read_seat(lt.get("leader"), "last_trick leader", 3)
        w = read_seat(lt.get("winner"), "last_trick winner", 3)
        need(ntricks > 0, "three_last_none")
        need(w == (ld + trick_winner_index(played, c.trump)) % 3, "three_last_winner")
        need(w == leader, "three_last_leads")
        need(all(x in won[w] for x in played), "three_last_cards")
        c.last = (ld, (played[0], played[1], played[2]), w)

    stage_name = pos.get("stage", "over" if ntricks == 8 else "play")
    need(stage_name in ("play", "over"), "three_stage")
    c.stage = PLAY
    c.outcome = None
    if ntricks == 8:
        need(stage_name == "over", "three_over")
        c._end()  # docs/RULES.md §5.5: the outcome follows from the cards
    else:
        need(stage_name == "play", "three_not_over")
    return c


__all__ = ["core3_to_position", "position_to_core3", "KNOWN_KEYS"]
