"""The page's side of each table: where its seats sit, the header hooks each seat writes
(docs/ARCHITECTURE.md §6) and the text keys that name each seat.

One ``TableLayout`` per engine table (game.engine.tables), keyed by the table's name as the
review's registry is (game.review.engine): the page asks the table's layout how many seats
there are, which hooks and which words a seat has, instead of asking how many players
there are. A new table is one more entry in ``_LAYOUTS``. Page-only facts, plain data: no
words here, only their keys (the text tables word them).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.rules import Rules
from game.engine.state import TWO_PLAYERS
from game.engine.tables import table_for, tables
from game.engine.three.state import THREE_PLAYERS
from game.words import SEAT_KEYS


@dataclass(frozen=True, slots=True)
class SeatWords:
    """The text keys that name a seat in the solo game (a people's match names its people
    instead: game.words.Words.seat_word)."""

    who: str  # as a sentence opens with it: 'You', 'The computer', 'West'
    short: str  # where space is short: 'Computer'
    lower: str  # inside a sentence: 'you', 'the computer', 'West'
    cards: str  # its cards in the review: 'Your cards', 'West's cards'
    header: str  # the header's name of its column: 'You', 'Opponent', 'West'

    def key(self, kind: str) -> str:
        """The key of ``kind`` (a field's name: 'who', 'short', 'lower', 'cards', 'header')."""
        return str(getattr(self, kind))


@dataclass(frozen=True, slots=True)
class SeatHooks:
    """The ids of a seat's fields in the header (docs/ARCHITECTURE.md §6)."""

    name: str  # its name
    score: str  # its card points
    pending: str  # its marriage points not yet counted
    match: str  # its match score


@dataclass(frozen=True, slots=True)
class SeatLayout:
    words: SeatWords
    hooks: SeatHooks


@dataclass(frozen=True, slots=True)
class TableLayout:
    """A table as the page lays it out: ``seats[seat]`` for each of its seats, in seat
    order. ``many_rivals``: more than one seat plays against the player, so the page names
    which (the trick's cards carry their player's name, a deal's result says who paid what,
    the analysis gives each seat's points)."""

    table: str  # the engine's table (game.engine.table.Table.name)
    seats: tuple[SeatLayout, ...]
    many_rivals: bool

    @property
    def players(self) -> int:
        return len(self.seats)

    def words(self, kind: str, seat: int) -> str:
        """Seat ``seat``'s text key of ``kind`` (``SeatWords.key``)."""
        return self.seats[seat].words.key(kind)


def _words(players: int, seat: int, header: str) -> SeatWords:
    """A seat's word keys: the text floor's own (game.words.SEAT_KEYS names which key
    words a seat, for the terminal too), and the header's name of its column."""
    return SeatWords(who=SEAT_KEYS["who"][players][seat],
                     short=SEAT_KEYS["short"][players][seat],
                     lower=SEAT_KEYS["lower"][players][seat],
                     cards=SEAT_KEYS["cards"][players][seat], header=header)


# The words a computer goes by when it is the only one: the solo game's opponent at two,
# and any computer at a people's match (game.words.Words.seat_word).
COMPUTER = _words(TWO_PLAYERS.players, 1, "score.opponent")

_YOU = SeatLayout(_words(TWO_PLAYERS.players, 0, "score.you"),
                  SeatHooks(name="name-you", score="score-you", pending="pending-you",
                            match="match-you"))


def _rival(n: int, match: str) -> SeatLayout:
    """West (1) or East (2) at three (docs/RULES.md §5); the first's match score keeps the
    two-player table's hook."""
    return SeatLayout(_words(THREE_PLAYERS.players, n, f"who.three.{n}"),
                      SeatHooks(name=f"name-seat-{n}", score=f"score-seat-{n}",
                                pending=f"pending-seat-{n}", match=match))


_LAYOUTS: dict[str, TableLayout] = {layout.table: layout for layout in (
    TableLayout(TWO_PLAYERS.name, (
        _YOU,
        SeatLayout(COMPUTER, SeatHooks(name="name-opp", score="score-opp",
                                       pending="pending-opp", match="match-opp"))),
        many_rivals=False),
    TableLayout(THREE_PLAYERS.name, (_YOU, _rival(1, "match-opp"), _rival(2, "match-seat-2")),
                many_rivals=True),
)}


def layout_for(rules: "Rules | str") -> TableLayout:
    """The layout of the table that plays ``rules`` (a ``Rules`` or a preset's name)."""
    return _LAYOUTS[table_for(rules).name]


def seated(players: int) -> TableLayout:
    """The layout of the table of ``players`` seats (what a record or a frame of a deal
    knows of its table); ValueError if no table seats that many."""
    for table in tables():
        if table.players == players:
            return _LAYOUTS[table.name]
    raise ValueError(f"no table seats {players} players")


def places(bottom: int, players: int) -> tuple[int, ...]:
    """The seat at each place of the table (0 the bottom; at three 1 the top left, 2 the
    top right) when it is turned to ``bottom``. Each seat keeps its side whoever holds the
    device: seat 1 on the left, seat 2 on the right (the header's order), seat 0 in the
    place of the seat at the bottom; a computer between two people never moves."""
    return (bottom, *(0 if seat == bottom else seat for seat in range(1, players)))


__all__ = ["COMPUTER", "SeatHooks", "SeatLayout", "SeatWords", "TableLayout", "layout_for",
           "places", "seated"]
