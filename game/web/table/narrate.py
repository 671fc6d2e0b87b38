"""Sentences from the engine's event records (game.engine.events), as the human sees them.

Pure Python. The engine says what happened; this only words it, with the ``Words`` it is
handed (game.words: the page's language, the table's preset and people), so the log can
never name a card the human did not see: events pass through ``Event.seen_by(HUMAN)``
first, and a hidden draw has no card to name.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.engine.events import Event, marriage_value
from game.engine.jsonvalue import JSONObject, JSONValue
from game.words import HUMAN, Words

from ..seats.layout import seated

if TYPE_CHECKING:
    from game.engine.table import Outcome
    from game.engine.tables import AnyState


@dataclass
class Told:
    """One line of the log as facts (``kind``: "event", "intro", "outcome", "heading",
    "say" or "joined"), worded when the page is drawn (``worded``), so a change of language rewords
    the whole log. ``facts`` are plain JSON values: the session saves them as they are."""

    kind: str
    facts: JSONObject
    _words: dict[Words, str] = field(default_factory=dict, compare=False, repr=False)

    def to_dict(self) -> JSONObject:
        return {"told": self.kind, **self.facts}

    @classmethod
    def from_dict(cls, data: JSONObject) -> "Told":
        """A saved line (ValueError when it is none the page words)."""
        facts = {k: v for k, v in data.items() if k != "told"}
        line = cls(str(data.get("told")), facts)
        if line.kind not in _WORDING:
            raise ValueError(f"no wording for a log line of kind {line.kind!r}")
        return line

    def worded(self, words: Words, players: int) -> str:
        """This line in ``words`` (worded once for each ``Words``: a frozen value, so
        equal words, the same language, preset wording and people, word alike)."""
        if words not in self._words:
            self._words[words] = _WORDING[self.kind](words, self.facts, players)
        return self._words[words]


def told(words: Words, events: Iterable[Event], players: int = 2) -> tuple[list[str], int]:
    """One sentence per event worth telling, in order, and the index of the first one
    from a finished trick on (who won it, and what followed: the page tells those once
    the trick's last card has landed)."""
    facts, landing = told_facts(events, words.people_table())
    return [line.worded(words, players) for line in facts], landing


def told_facts(events: Iterable[Event], people: bool = False) -> tuple[list[Told], int]:
    """``told``'s lines as facts (``Told``), worded later; ``people``: at a people's
    table (where nobody's own draw is told as "you")."""
    events = [e.seen_by(HUMAN) for e in events]
    going_out = any(e.kind == "out" for e in events)
    lines: list[Told] = []
    landing: int | None = None
    for e in events:
        if e.kind == "trick" and landing is None:
            landing = len(lines)
        if _tells(e, people):  # (a marriage is worded as part of going out)
            out = {"out": True} if e.kind == "marriage" and going_out else {}
            lines.append(Told("event", {"event": e.to_dict(), **out}))
    return lines, len(lines) if landing is None else landing


def _tells(e: Event, people: bool) -> bool:
    """The event makes a line of the log (whatever its language)."""
    if e.kind == "draw":
        return bool(e.card) and ((e.seat == HUMAN and not people) or e.public)
    return e.kind in ("play", "marriage", "marriage_counted", "trick", "stock_empty", "close",
                      "pass", "out", "exchange")


def _number(fact: JSONValue) -> int:
    """A saved fact as a whole number (a TypeError, as ``int`` gives, when it is none: a
    save is outside input, and its line is left out)."""
    if fact is None or isinstance(fact, (list, dict)):
        raise TypeError(f"not a number: {fact!r}")
    return int(fact)


def _numbers(fact: JSONValue) -> tuple[int, ...]:
    if not isinstance(fact, list):
        raise TypeError(f"not a list: {fact!r}")
    return tuple(_number(n) for n in fact)


def _event_line(words: Words, facts: JSONObject, players: int) -> str:
    event = facts["event"]
    if not isinstance(event, dict):
        raise TypeError(f"not an event: {event!r}")
    # the Event's own fields, as Event.to_dict gave them (each keyword of its own type)
    data: dict[str, Any] = {k: tuple(v) if isinstance(v, list) else v for k, v in event.items()}
    e = Event(**data)
    seat = e.seat
    k = e.kind

    def line(base: str, **more: object) -> str:
        return words.said(base, seat if seat is not None else HUMAN, players, **more)

    if k == "play":
        return line("ev.play.lead" if e.lead else "ev.play", card=words.the(e.card or ""))
    if k == "marriage":
        more = {"points": e.points, "suit": words.suit_name(e.suit or "S"),
                "partner": words.the(e.partner or "")}
        return line("ev.marriage.out" if facts.get("out") else "ev.marriage" if e.counted
                    else "ev.marriage.pending", **more)
    if k == "marriage_counted":
        return line("ev.marriage_counted", points=e.points)
    if k == "trick":
        return line("ev.trick.last" if e.bonus else "ev.trick", points=e.points)
    if k == "draw":
        if seat == HUMAN and not words.people_table():
            return words.say("ev.draw.0", card=words.the(e.card or ""))
        return line("ev.draw.turnup", card=words.the(e.card or ""))
    if k == "stock_empty":
        return words.say("ev.stock_empty")
    if k == "exchange":
        return line("ev.exchange", card=words.the(e.card or ""))
    return line(f"ev.{k}")  # close, pass, out


def intro_facts(number: int, dealer: int, leader: int, trump_card: str) -> Told:
    """A deal's first line: its number, who deals and leads, the trumps."""
    return Told("intro", {"number": number, "dealer": dealer, "leader": leader,
                          "card": trump_card})


def _intro_line(words: Words, facts: JSONObject, players: int) -> str:
    card = str(facts["card"])
    return words.said("deal.intro", _number(facts["dealer"]), players,
                      leads=words.said("leads", _number(facts["leader"]), players),
                      number=facts["number"], suit=words.suit_name(card[1]),
                      card=words.the(card))


def outcome_facts(state: "AnyState") -> Told:
    """``deal_outcome_sentence``'s facts: how the deal on ``state`` ended."""
    oc = state.outcome
    assert oc is not None, "the deal is over"
    return Told("outcome", {
        "winner": oc.winner, "game_points": oc.game_points, "reason": oc.reason,
        "paid": list(oc.paid), "points": list(state.points), "closed_by": state.closed_by,
        "tricks": list(state.tricks),
        "cards_left": any(state.hand(p) for p in range(state.players))})


@dataclass(frozen=True, slots=True)
class _KeptOutcome:
    """A deal's outcome as its log line keeps it (the engine's ``Outcome`` shape, at any
    table: what each seat paid is kept with it)."""

    winner: int | None
    game_points: int
    reason: str
    paid: tuple[int, ...]

    def net(self, seat: int) -> int:
        return self.game_points if self.winner == seat else -self.paid[seat]


def _outcome_line(words: Words, facts: JSONObject, players: int) -> str:
    winner, closed_by = facts["winner"], facts["closed_by"]
    oc = _KeptOutcome(None if winner is None else _number(winner),
                      _number(facts["game_points"]), str(facts["reason"]),
                      _numbers(facts["paid"]))
    return outcome_sentence(words, oc, _numbers(facts["points"]),
                            None if closed_by is None else _number(closed_by),
                            _numbers(facts["tricks"]), bool(facts["cards_left"]))


def _heading_line(words: Words, facts: JSONObject, players: int) -> str:
    return words.said("match.heading", _number(facts["winner"]), players)


def note(key: str, /, **facts: JSONValue) -> Told:
    """A line of the log worded from the text table's ``key`` and its facts, each a
    plain value or one worded in the language the log is shown in: ``points_fact``,
    ``decimal_fact``, ``action_fact``, ``date_fact``, ``said_fact`` (a key of the text
    table), ``rules_fact`` (a table's name), ``level_fact`` (a level's name)."""
    return Told("say", {"key": key, "with": dict(facts)} if facts else {"key": key})


def joined(*lines: Told) -> Told:
    """Lines told as one, a space between them."""
    return Told("joined", {"lines": [line.to_dict() for line in lines]})


def _joined_line(words: Words, facts: JSONObject, players: int) -> str:
    lines = facts["lines"]
    if not isinstance(lines, list) or not all(isinstance(line, dict) for line in lines):
        raise ValueError(f"joined lines are not facts: {lines!r}")
    return " ".join(Told.from_dict(line).worded(words, players)
                    for line in lines if isinstance(line, dict))


def points_fact(n: int) -> JSONObject:
    return {"points": n}


def decimal_fact(value: float, places: int, signed: bool = False) -> JSONObject:
    return {"decimal": value, "places": places, "signed": signed}


def action_fact(action: str) -> JSONObject:
    return {"action": action}


def date_fact(day: str) -> JSONObject:
    return {"date": day}


def said_fact(key: str) -> JSONObject:
    return {"say": key}


def rules_fact(preset: str) -> JSONObject:
    return {"rules": preset}


def level_fact(level: str) -> JSONObject:
    return {"level": level}


# how each kind of ``note`` fact is worded, by its tag (the constructors above)
_FACTS: dict[str, Callable[[Words, JSONObject], str]] = {
    "points": lambda w, f: w.points_text(_number(f["points"])),
    "decimal": lambda w, f: w.decimal(float(str(f["decimal"])), _number(f["places"]),
                                      f.get("signed") is True),
    "action": lambda w, f: w.action_phrase(str(f["action"])),
    "date": lambda w, f: w.date_text(str(f["date"])),
    "say": lambda w, f: w.say(str(f["say"])),
    "rules": lambda w, f: w.rules_name(str(f["rules"])),
    "level": lambda w, f: w.level_name(str(f["level"])),
}


def _fact(words: Words, value: JSONValue) -> object:
    """A fact of ``note`` in ``words`` (ValueError for one it does not know)."""
    if not isinstance(value, dict):
        return value
    tag = next((tag for tag in _FACTS if tag in value), None)
    if tag is None:
        raise ValueError(f"no wording for the fact {value!r}")
    return _FACTS[tag](words, value)


def _say_line(words: Words, facts: JSONObject, players: int) -> str:
    given = facts.get("with", {})
    if not isinstance(given, dict):
        raise ValueError(f"a note's facts are not named: {given!r}")
    return words.say(str(facts["key"]), **{name: _fact(words, v) for name, v in given.items()})


_WORDING: dict[str, Callable[[Words, JSONObject, int], str]] = {
    "event": _event_line, "intro": _intro_line, "outcome": _outcome_line,
    "heading": _heading_line, "say": _say_line, "joined": _joined_line}


def worded(words: Words, lines: "Iterable[str | Told]", players: int) -> list[str]:
    """The log's lines in ``words`` (a line saved as a sentence stays as it is)."""
    return [line if isinstance(line, str) else line.worded(words, players) for line in lines]


def deal_outcome_sentence(words: Words, state: "AnyState") -> str:
    """``outcome_sentence`` of a finished deal, told from its final state (the page's
    result line; the monkey test holds the page to it)."""
    return outcome_facts(state).worded(words, state.players)


def outcome_sentence(words: Words, outcome: "Outcome", points: tuple[int, ...],
                     closed_by: int | None, tricks: tuple[int, ...],
                     cards_left: bool = True) -> str:
    """Who won the deal, why, and how many game points. ``cards_left``: the deal ended
    with cards still in hand (False: its last trick ended it)."""
    if seated(len(points)).many_rivals:  # each rival pays: the result names who paid
        return _outcome_rivals(words, outcome, points)
    w = outcome.winner
    if w is None:
        return words.say("outcome.draw", points=points[0])
    loser = 1 - w
    reason = outcome.reason
    if reason == "went_out" and not cards_left:
        # 66 reached with the last trick (its 10 in Sixty-Six; a closer's last chance;
        # Schnapsen's last trick with 66): the engine scores it as going out, but
        # nobody went out: the cards ran out
        why = words.said("outcome.went_out.last_trick", w,
                         points=words.points_text(points[w]))
    elif reason == "went_out":
        why = words.said("outcome.went_out", w, points=words.points_text(points[w]))
    elif reason == "false_claim" and words.people_table():  # the claimant is named
        why = words.say("outcome.false_claim.people", who=words.who(loser),
                        points=points[loser])
    elif reason == "false_claim":
        why = words.say(f"outcome.false_claim.{w}", points=points[loser])
    elif reason == "closer_failed" and words.people_table():
        why = words.say("outcome.closer_failed.people", who=words.who(loser))
    elif reason == "higher_total":
        why = words.said("outcome.higher_total", w, points=points[w], other=points[loser])
    elif reason == "closer_failed":
        why = words.say(f"outcome.closer_failed.{w}")
    else:  # "last_trick", docs/RULES.md §7 (Schnapsen): always 1 game point
        why = words.said(f"outcome.{reason}", w, points=points[w], other=points[loser])
    extra = ""
    if reason in ("went_out", "higher_total") and outcome.game_points >= 2:
        extra = words.say("outcome.schwarz" if tricks[loser] == 0 else "outcome.schneider")
    return why + " " + words.said(
        "outcome.win", w, game_points=words.game_points_text(outcome.game_points), extra=extra)


def _outcome_rivals(words: Words, outcome: "Outcome", points: tuple[int, ...]) -> str:
    w = outcome.winner
    seats = range(len(points))
    if outcome.reason == "replay":
        return words.say("outcome.three.replay", points=max(points))
    if w is None:
        top = max(points)
        names = words.listed([words.who(p, len(seats)) for p in seats if points[p] == top])
        return words.say("outcome.three.draw", names=names, points=top)
    paid = words.listed([words.said("paid", p, len(seats), n=outcome.paid[p])
                         for p in seats if p != w])
    return words.said("outcome.three.win", w, len(seats), points=words.points_text(points[w]),
                      game_points=words.game_points_text(outcome.game_points), paid=paid)


def trick_played(words: Words, leader: int, winner: int, players: int) -> str:
    """'You led; the computer won the trick.' (one clause when the leader won it)."""
    def part(key: str, seat: int, name: str) -> str:
        return words.say(f"{key}.0") if seat == 0 else words.say(f"{key}.other", who=name)

    if leader == winner:
        return part("review.trick.both", leader, words.who(leader, players))
    return words.say("review.trick.played",
                     leader=part("review.trick.led", leader, words.who(leader, players)),
                     winner=part("review.trick.won", winner, words.who(winner, players)))


@dataclass(frozen=True)
class Breakdown:
    """How one seat's total came about (computed from the engine's public facts)."""

    cards: int  # points of the cards in its tricks
    marriages: int  # marriage points that count
    pending: int  # marriage points that never counted (no trick)
    last_trick: int  # 10 for the last trick, or 0
    tricks: int
    total: int


def breakdown(state: "AnyState", seat: int) -> Breakdown:
    """The parts of ``seat``'s total: the engine's points split by where they came from."""
    from game.engine import cards as card_codes

    pos = state.to_position()
    won = sum(card_codes.POINTS[card_codes.parse(c)] for c in pos["won"][seat])
    trump = state.trump
    declared = sum(marriage_value(s == trump) for s in pos["marriages"][seat])
    pending = state.pending[seat]
    counted = declared - pending
    total = state.points[seat]
    return Breakdown(cards=won, marriages=counted, pending=pending,
                     last_trick=total - won - counted, tricks=state.tricks[seat],
                     total=total)


def breakdown_line(words: Words, who: str, b: Breakdown) -> str:
    marriages = words.say("summary.marriages", points=b.marriages) if b.marriages else ""
    last = words.say("summary.last") if b.last_trick else ""
    line = words.say("summary.row", who=who, cards=b.cards, marriages=marriages, last=last,
                     tricks=words.tricks_text(b.tricks), total=b.total)
    if b.pending:
        line += words.say("summary.pending", points=b.pending)
    return line
