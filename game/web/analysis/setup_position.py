"""The position editor's model (issue 44, point 5): a player sets up what they know of
a two-player deal played elsewhere by tapping the pack's cards into places, and this
module turns those choices into a view position (game.engine.viewposition) and reads it.
Pure Python: the page draws a ``Setup`` and sends its taps as commands (``edit``); every
rule (the pack, the hand's size, what may be where) is the engine's.

The player is always seat 0 and the one to play: a card of the opponent on the table
means the opponent led it (you reply), no card there means you lead. The stock's size is
not asked: it is what the counts give (``stock_size``), and the turned-up trump card lies
under the stock exactly while the stock has cards (a closed stock is not set up here).

Tricks: a view position keeps each seat's won cards as (led, reply) pairs. The editor
pairs a seat's won cards in the order they were tapped, so a player taps each trick's
cards as they were played. Who led the last trick follows from its two cards
(``read_view`` infers it, so no order can make it wrong); the order only feeds the
Expert's reading of the opponent's style (game.ai.opponent: did it spend a ten or an ace
on a low lead), where a pair tapped the wrong way round is weak evidence, never an error.

Who dealt decides nothing the player sees but which leads could declare a marriage: with
no trick yet the opponent of the one on lead dealt (the rules say so); later the editor
takes you as the first leader and, only if the position cannot be so, the opponent.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from game.engine import cards
from game.engine.rules import make_rules
from game.engine.tables import AnyView
from game.engine.view import PlayerView
from game.engine.viewposition import ViewPositionError, read_view

GAMES = ("traditional", "schnapsen", "simple")  # the two-player tables
PLACES = ("hand", "trump", "won0", "won1", "shown", "table")
SUITS = tuple(cards.SUITS)


class SetupError(ViewPositionError):
    """A set-up position that is not yet a seat's knowledge of a deal (the editor's own
    refusals: ``bad.setup_*``)."""


@dataclass
class Setup:
    """What the player entered. ``where`` maps a card to its place (insertion order is
    tap order, which pairs the tricks); the trump card is marked apart, since once taken
    from the stock it is also in a hand or a trick."""

    rules: str = "traditional"
    place: str = "hand"  # where a tap puts a card now
    where: dict[str, str] = field(default_factory=dict)
    trump: str = ""
    marriages: tuple[str, str] = ("", "")  # suits declared, you / the opponent
    voids: str = ""  # suits the opponent showed void in
    match: tuple[int, int] | None = None  # game points, you / the opponent
    dealer: int | None = None  # who dealt, when known (a view's); None: see the module

    @property
    def pack(self) -> tuple[str, ...]:
        return tuple(cards.text(c) for c in make_rules(self.rules).deck)

    @property
    def has_match(self) -> bool:
        return make_rules(self.rules).has_match

    @property
    def target(self) -> int:
        return make_rules(self.rules).target

    def cards_in(self, place: str) -> list[str]:
        return [c for c, p in self.where.items() if p == place]


def edit(s: Setup, command: object) -> Setup:
    """``s`` after one of the page's commands (untrusted text: anything else changes
    nothing): ``card:AH`` (a tap), ``place:won0``, ``game:schnapsen``, ``marriage:1:H:on``,
    ``void:S:off``, ``match:on``/``match:off``, ``match:0:3`` (a seat's game points),
    ``clear``."""
    if not isinstance(command, str) or len(command) > 20:
        return s
    name, _, arg = command.partition(":")
    parts = arg.split(":")
    if name == "card" and arg in s.pack:
        return tap(s, arg)
    if name == "place" and arg in PLACES:
        return replace(s, place=arg)
    if name == "game" and arg in GAMES and arg != s.rules:
        return Setup(rules=arg, place=s.place)  # another pack: start again
    if name == "clear":
        return Setup(rules=s.rules, place=s.place)
    if name == "marriage" and len(parts) == 3 and parts[0] in ("0", "1") \
            and parts[1] in SUITS and parts[2] in ("on", "off"):
        seat = int(parts[0])
        mine = list(s.marriages)
        mine[seat] = _toggle(mine[seat], parts[1], parts[2] == "on")
        return replace(s, marriages=(mine[0], mine[1]))
    if name == "void" and len(parts) == 2 and parts[0] in SUITS and parts[1] in ("on", "off"):
        return replace(s, voids=_toggle(s.voids, parts[0], parts[1] == "on"))
    if name == "match" and arg in ("on", "off") and make_rules(s.rules).has_match:
        return replace(s, match=(0, 0) if arg == "on" else None)
    if name == "match" and s.match is not None and len(parts) == 2 and parts[0] in ("0", "1") \
            and parts[1].isdigit() and int(parts[1]) < s.target:
        score = list(s.match)
        score[int(parts[0])] = int(parts[1])
        return replace(s, match=(score[0], score[1]))
    return s


def _toggle(suits: str, suit: str, on: bool) -> str:
    return "".join(x for x in SUITS if (x == suit and on) or (x != suit and x in suits))


def tap(s: Setup, card: str) -> Setup:
    """A tap on ``card``: into the chosen place, or back to unknown if it is there (one
    card on the table: another replaces it; the trump card: another replaces it)."""
    if s.place == "trump":
        return replace(s, trump="" if s.trump == card else card)
    where = dict(s.where)
    was = where.pop(card, None)
    if was != s.place:
        if s.place == "table":
            where = {c: p for c, p in where.items() if p != "table"}
        where[card] = s.place  # at the end: the latest tap
    return replace(s, where=where)


def stock_size(s: Setup) -> int:
    """The stock's cards (the turned-up one included) the counts give: the pack less both
    hands and the tricks. The opponent holds as many as you, one fewer when its led card
    is on the table, so the table card cancels out."""
    won = len(s.cards_in("won0")) + len(s.cards_in("won1"))
    return make_rules(s.rules).pack_size - 2 * len(s.cards_in("hand")) - won


def opponent_holds(s: Setup) -> int:
    """How many cards the opponent holds (its unseen ones and the shown)."""
    return max(0, len(s.cards_in("hand")) - len(s.cards_in("table")))


def view_position(s: Setup, dealer: int | None = None) -> dict[str, object]:
    """The view position the editor describes (seat 0, to play). ``dealer``: who dealt
    (by default the one the rules say with no trick yet, else you)."""
    table = s.cards_in("table")
    leader = 1 if table else 0
    won = [s.cards_in("won0"), s.cards_in("won1")]
    if not (won[0] or won[1]):
        dealer = 1 - leader  # the first lead is the dealer's opponent's
    elif dealer is None:
        dealer = 1 if s.dealer is None else s.dealer
    pos: dict[str, object] = {
        "rules": s.rules, "options": {}, "seat": 0, "hand": s.cards_in("hand"),
        "trump": s.trump, "stock_size": stock_size(s), "won": won,
        "marriages": [list(s.marriages[0]), list(s.marriages[1])],
        "known": s.cards_in("shown"), "voids": list(s.voids), "table": table,
        "leader": leader, "dealer": dealer,
    }
    if s.match is not None:
        pos["match"] = {"score": list(s.match), "target": s.target}
    return pos


def read(s: Setup) -> PlayerView:
    """The view the editor describes; a ViewPositionError (keyed) naming the problem."""
    rules = make_rules(s.rules)
    if not s.trump:
        raise SetupError.of("setup_trump")
    placed = 2 * len(s.cards_in("hand")) + len(s.cards_in("won0")) + len(s.cards_in("won1"))
    if placed > rules.pack_size:
        raise SetupError.of("setup_many", placed=placed, size=rules.pack_size)
    if stock_size(s) > rules.stock_start:  # too few cards in hand for the stock left
        raise SetupError.of("hand_size", n=rules.hand_size)
    try:
        return read_view(view_position(s))
    except ViewPositionError as first:
        if s.dealer is not None or not (s.cards_in("won0") or s.cards_in("won1")):
            raise
        try:  # the opponent led the deal's first trick (see the module's note)
            return read_view(view_position(s, dealer=0))
        except ViewPositionError:
            raise first from None


def from_view(view: AnyView) -> Setup:
    """The editor holding what ``view`` knows, seen from its seat (a led card of the seat
    itself on the table, the one case the editor cannot show, goes back to unknown); an
    empty editor for a view of a game it does not set up (``GAMES``)."""
    if view.rules.preset not in GAMES:
        return Setup()
    me, opp = view.seat, 1 - view.seat
    where: dict[str, str] = {c: "hand" for c in view.hand}
    for c in view.won[me]:
        where[c] = "won0"
    for c in view.won[opp]:
        where[c] = "won1"
    for c in view.known[opp]:
        where[c] = "shown"
    if view.table and view.leader == opp:
        where[view.table[0]] = "table"
    score = None if view.match is None else (view.match.score[me], view.match.score[opp])
    return Setup(rules=view.rules.preset,
                 where=where, trump=view.trump_card,
                 marriages=("".join(view.marriages[me]), "".join(view.marriages[opp])),
                 voids="".join(view.voids[opp]), match=score,
                 dealer=0 if view.dealer == me else 1)


__all__ = ["GAMES", "PLACES", "Setup", "SetupError", "edit", "from_view",
           "opponent_holds", "read", "stock_size", "tap", "view_position"]
