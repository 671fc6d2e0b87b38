"""A view position at the three-player table (issue 44, point 5): what one seat knows,
as JSON, read to its ``PlayerView3``; and ``read_any_view``, which reads either table's.

The two-player format (game.engine.viewposition) with three seats and no stock:

    {"rules": "three", "options": {}, "seat": 0, "hand": [...], "trump": "9S",
     "won": [[...], [...], [...]], "marriages": [[], ["C"], []],
     "known": [[], ["QC"], ["9S"]], "voids": [[], [], ["H"]],
     "excluded": [[], ["AD"], []], "table": ["TD"], "leader": 1, "dealer": 2,
     "stage": "play", "match": {"score": [3, 5, 1], "target": 7}}

``won`` holds each seat's tricks, three cards each in play order; ``known`` the cards of
the other hands everybody has seen (the dealer's turned trump card, a marriage partner);
``voids`` and ``excluded`` what each seat's play showed it cannot hold. The unseen cards
are filled into the two other hands as those facts allow (any way: the view read back
does not depend on it), the full position is read by game.engine.three.position with
all its checks, and the seat's view taken. Problems are ViewPositionErrors.
"""

from __future__ import annotations

from . import cards
from .jsonvalue import JSONObject
from .position_common import read_card, read_cards, read_seat, read_suits
from .three.core import SUIT_MASK, trick_winner_index
from .three.position import position_to_core3
from .three.state import State3
from .three.view import PlayerView3
from .untrusted import cut
from .view import PlayerView
from .viewposition import ViewPositionError, as_view_error, read_view, view_position

VIEW_KEYS3 = frozenset({
    "rules", "options", "seat", "hand", "trump", "won", "marriages", "known", "voids",
    "excluded", "table", "leader", "dealer", "stage", "match",
})


def _need(cond: bool, key: str, **facts: object) -> None:
    if not cond:
        raise ViewPositionError.of(key, **facts)


def _three(value: object, what: str) -> list[object]:
    if not (isinstance(value, list) and len(value) == 3):
        raise ViewPositionError.of("three_lists", what=what)
    return list(value)


def read_any_view(obj: object, fill: int = 0) -> PlayerView | PlayerView3:
    """The view a view position of either table describes (``"rules": "three"``: the
    three-player one); ViewPositionError naming the problem."""
    if isinstance(obj, dict) and obj.get("rules") == "three":
        return read_view3(obj, fill)
    return read_view(obj, fill)


def read_view3(obj: object, fill: int = 0) -> PlayerView3:
    return as_view_error(lambda: _read3(obj, fill))


def _read3(obj: object, fill: int) -> PlayerView3:
    if not isinstance(obj, dict):
        raise ViewPositionError.of("view_object")
    unknown = sorted(cut(k)[1:-1] for k in obj if k not in VIEW_KEYS3)
    _need(not unknown, "view_unknown_keys", names=", ".join(unknown[:5]))
    for key in ("seat", "hand", "trump"):
        _need(key in obj, "view_missing", name=repr(key))
    seat = read_seat(obj["seat"], "seat", 3)
    hand = read_cards(obj["hand"], "hand", 8)
    turnup = read_card(obj["trump"], "trump")
    won = [read_cards(w, f"won {p}") for p, w in
           enumerate(_three(obj.get("won", [[], [], []]), "won"))]
    for p in range(3):
        _need(len(won[p]) % 3 == 0, "three_whole_tricks", seat=p)
    table = read_cards(obj.get("table", []), "table", 2)
    known = [read_cards(k, f"known {p}", 8) if p != seat else []
             for p, k in enumerate(_three(obj.get("known", [[], [], []]), "known"))]
    marriages = [read_suits(m, f"marriages {p}") for p, m in
                 enumerate(_three(obj.get("marriages", [[], [], []]), "marriages"))]
    voids = [read_suits(v, f"voids {p}") for p, v in
             enumerate(_three(obj.get("voids", [[], [], []]), "voids"))]
    excluded = [read_cards(x, f"excluded {p}") for p, x in
                enumerate(_three(obj.get("excluded", [[], [], []]), "excluded"))]
    dealer = read_seat(obj.get("dealer", 0), "dealer", 3)
    leader = read_seat(obj.get("leader", (dealer + 1) % 3), "leader", 3)
    stage = obj.get("stage", "play")
    _need(stage == "play", "view_stage", choices="play", value=cut(stage))

    ntricks = sum(len(w) for w in won) // 3
    played_now = {(leader + i) % 3 for i in range(len(table))}
    sizes = [8 - ntricks - (p in played_now) for p in range(3)]
    _need(len(hand) == sizes[seat], "three_hand_table" if table else "three_hand", seat=seat,
          n=sizes[seat], tricks=ntricks, table=len(table))
    listed = hand + sum(won, []) + table + sum(known, [])
    twice = sorted({cards.text(c) for c in listed if listed.count(c) > 1})
    _need(not twice, "twice", codes=", ".join(twice))
    seen = set(listed)
    # what the other hands hold for all to see though the view may not list it: the
    # dealer's turned card until played, what is left of a seat's marriages
    shown = [list(k) for k in known]
    if turnup not in seen and dealer != seat:
        shown[dealer].append(turnup)
    for p in range(3):
        for s in marriages[p]:
            for c in (cards.make(cards.KING, s), cards.make(cards.QUEEN, s)):
                if p != seat and c not in seen and c not in shown[p]:
                    shown[p].append(c)
    others = [(seat + 1) % 3, (seat + 2) % 3]
    for p in others:
        _need(len(shown[p]) <= sizes[p], "view_known_many", known=len(shown[p]), n=sizes[p])
    placed = seen | set(shown[others[0]]) | set(shown[others[1]])
    unseen = [c for c in cards.DECK if c not in placed]
    out = [cards.mask_of(excluded[p]) | sum(SUIT_MASK[s] for s in voids[p]) for p in range(3)]
    a, b = others
    only_a = [c for c in unseen if not out[a] >> c & 1 and out[b] >> c & 1]
    only_b = [c for c in unseen if out[a] >> c & 1 and not out[b] >> c & 1]
    either = [c for c in unseen if not (out[a] | out[b]) >> c & 1]
    nowhere = [cards.text(c) for c in unseen if (out[a] & out[b]) >> c & 1]
    _need(not nowhere, "view_nowhere", codes=", ".join(nowhere))
    need_a, need_b = sizes[a] - len(shown[a]), sizes[b] - len(shown[b])
    for p, only, n in ((a, only_a, need_a), (b, only_b, need_b)):
        _need(len(only) <= n, "view_too_few", seat=p, k=n, n=len(only))
    shift = fill % len(either) if either else 0
    either = either[shift:] + either[:shift]
    take = need_a - len(only_a)
    hidden = {a: only_a + either[:take], b: only_b + either[take:]}

    hands: list[list[str]] = [[], [], []]
    hands[seat] = [cards.text(c) for c in hand]
    for p in others:
        hands[p] = [cards.text(c) for c in shown[p] + hidden[p]]
    # the deal's position, for position_to_core3 to check (parts of it are the view's own)
    pos: dict[str, object] = {
        "rules": "three", "options": obj.get("options") or {}, "trump": cards.text(turnup),
        "stock": [], "hands": hands, "won": [[cards.text(c) for c in w] for w in won],
        "marriages": [[cards.SUITS[s] for s in m] for m in marriages],
        "known": [[cards.text(c) for c in k] for k in shown],
        "voids": [[cards.SUITS[s] for s in v] for v in voids],
        "excluded": [[cards.text(c) for c in x] for x in excluded],
        "table": [cards.text(c) for c in table], "leader": leader, "dealer": dealer,
        "stage": "play",
    }
    if "match" in obj:
        pos["match"] = obj["match"]
    if ntricks and len(won[leader]) >= 3:  # its winner leads now; who led it follows
        played = won[leader][-3:]
        first = (leader - trick_winner_index(played, turnup // 6)) % 3
        pos["last_trick"] = {"leader": first, "cards": [cards.text(c) for c in played],
                             "winner": leader}
    view = State3._read(position_to_core3(pos), pos).view(seat)
    assert isinstance(view, PlayerView3)
    return view


def view_position3(view: PlayerView3) -> JSONObject:
    """The view position of a three-player view (``read_view3`` reads it back equal)."""
    pos: JSONObject = {
        "rules": "three", "options": dict(view.rules.options()), "seat": view.seat,
        "hand": list(view.hand), "trump": view.trump_card,
        "won": [list(w) for w in view.won], "marriages": [list(m) for m in view.marriages],
        "known": [list(k) for k in view.known], "voids": [list(v) for v in view.voids],
        "excluded": [list(x) for x in view.excluded], "table": list(view.table),
        "leader": view.leader, "dealer": view.dealer, "stage": view.stage,
    }
    if view.match is not None:
        pos["match"] = view.match.to_json()
    return pos


def any_view_position(view: PlayerView | PlayerView3) -> JSONObject:
    """The view position of either table's view (``read_any_view`` reads it back)."""
    return view_position3(view) if isinstance(view, PlayerView3) else view_position(view)


__all__ = ["VIEW_KEYS3", "any_view_position", "read_any_view", "read_view3",
           "view_position3"]
