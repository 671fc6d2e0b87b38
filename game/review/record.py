"""A finished deal (two or three players) as a small record the page can keep (review, replay).

The shuffle is explicit (chance is data: docs/ARCHITECTURE.md §2): a deal is its rules, its
``seed`` (``game.engine.deal.shuffled_deck``, the same pack in CPython and the page),
the ``deck`` itself (the pack's card texts, top first, for deals not dealt from a
seed: 24, or Schnapsen's 20),
or the ``position`` it started from (a link's ``?position=``: the engine's own
position JSON, kept in the form the engine writes it back), the dealer, which
seat is the player, and every action of every seat in order. Replaying the
actions through the engine (``State``, or ``State3`` for the "three" rules)
rebuilds everything else, so that is all a record stores; "Replay this deal" is
``record.start()``. A record from a position holds only what was played from
it: the review covers those actions alone.

Stored records are untrusted (game/engine/untrusted.py): ``from_dict`` / ``from_text``
check sizes and types before any work, replay the actions through the engine's
own legality check and accept only a deal that ends exactly with its last
action; anything else raises ``DealRecordError`` (a ValueError) naming the problem.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cached_property

from ..engine import cards
from ..engine.deal import IllegalAction, action_text, from_position, new_deal, parse_action
from ..engine.jsonvalue import JSONObject
from ..engine.matchscore import MatchScore, read_match
from ..engine.packs import AnyState, deal_from_pack, pack_of
from ..engine.rules import OPTION_NAMES, Rules, make_rules
from ..engine.rules import PRESETS as RULE_PRESETS
from ..engine.untrusted import UntrustedInput, cut, integer, is_int, loads

# Still 1: three players and "position" only widen what a version 1 record may hold,
# so every record stored before them loads unchanged.
RECORD_VERSION = 1
MAX_ACTIONS = 64  # a deal has at most 24 cards and (two players) a dozen other actions
MAX_SEED = 2**53
# Characters of a stored record: one from a seed is under 1,000, one from a position
# about 2,000 (the position's JSON is bounded by the link's MAX_POSITION_CHARS).
MAX_TEXT = 16384
KEEP = 20  # the last 20 deals are kept for review (the Statistics dialog lists them)
PRESETS = RULE_PRESETS  # every preset's deals can be recorded (Schnapsen's too)
LEVEL_NAMES = ("gentle", "normal", "sharp", "expert", "rollout", "oracle")
_KEYS = {"version", "rules", "options", "seed", "deck", "position", "dealer", "seat",
         "actions", "level", "match"}


class DealRecordError(UntrustedInput):
    """A deal record that cannot be a real, finished deal (the message names the problem)."""


@dataclass(frozen=True)
class TrickFrame:
    """One trick of a finished deal (``DealRecord.tricks``)."""

    number: int  # the deal's trick number (a record from a position starts past 1)
    # each seat's cards when the trick was led (a record from a position taken in the
    # middle of a trick: its first frame holds the hands at the position)
    hands: tuple[tuple[str, ...], ...]
    cards: tuple[str, ...]  # in play order, the led card first
    leader: int
    winner: int
    stock: int | None  # cards left in the stock when it was led (None: a table without one)
    trump: str  # the trump suit's letter


@dataclass(frozen=True)
class DealRecord:
    """One finished deal: enough to replay it exactly. ``level``: the opponents'.

    Exactly one of ``seed``, ``deck`` and ``position`` says how it started;
    ``position`` is the start's position JSON as compact text with sorted keys (the
    engine's own form, so equal starts give equal records; ``to_dict`` holds it as
    an object)."""

    rules: Rules
    dealer: int
    seat: int  # the player whose decisions are reviewed
    actions: tuple[str, ...]
    seed: int | None = None
    deck: tuple[str, ...] | None = None  # used when there is no seed
    level: str | None = None
    position: str | None = None  # a start that was not a fresh deal (a link's position)
    match: MatchScore | None = None  # the match the deal was played in (None: alone)

    @property
    def players(self) -> int:
        return self.rules.players

    # -- the deal ---------------------------------------------------------------
    def start(self) -> AnyState:
        """The deal as dealt (or the position it started from), before the first action
        ("Replay this deal")."""
        if self.position is not None:
            start = from_position(json.loads(self.position))
        elif self.deck is not None:
            start = deal_from_pack([cards.parse(c) for c in self.deck], self.rules, self.dealer)
        else:
            start = new_deal(self.seed, self.rules, dealer=self.dealer)  # two or three players
        return start.in_match(self.match)

    def states(self) -> list[AnyState]:
        """The state before each action, and the final one (len(actions) + 1)."""
        s = self.start()
        out = [s]
        for a in self.actions:
            s = s.apply(a)
            out.append(s)
        return out

    def final(self) -> AnyState:
        """The finished deal (replayed once per record: the page asks on every render)."""
        return self._final

    @cached_property
    def _final(self) -> AnyState:
        return self.states()[-1]

    def tricks(self) -> list["TrickFrame"]:
        """Each trick as the review shows it, from the engine's events: every seat's cards
        when it was led (all face up now the deal is over), its cards and its winner."""
        s = self.start()
        frames: list[TrickFrame] = []
        at_lead = s
        for action in self.actions:
            if not s.table and len(action_text(parse_action(action))) == 2:
                at_lead = s  # a card led to an empty table: this trick's moment
            s, events = s.apply_events(action)
            for e in events:
                if e.kind == "trick":
                    frames.append(TrickFrame(
                        at_lead.core.ntricks + 1,
                        tuple(tuple(at_lead.hand(p)) for p in range(self.players)),
                        tuple(e.cards), at_lead.leader, int(e.seat or 0),
                        at_lead.stock_size if self.rules.has_stock else None, at_lead.trump))
        return frames

    # -- saving -----------------------------------------------------------------
    def to_dict(self) -> JSONObject:
        d: JSONObject = {"version": RECORD_VERSION, "rules": self.rules.preset,
                         "options": dict(self.rules.options()), "dealer": self.dealer,
                         "seat": self.seat, "actions": list(self.actions)}
        if self.position is not None:
            d["position"] = json.loads(self.position)
        elif self.deck is not None:
            d["deck"] = list(self.deck)
        else:
            d["seed"] = self.seed
        if self.level is not None:
            d["level"] = self.level
        if self.match is not None:
            d["match"] = self.match.to_json()
        return d

    @classmethod
    def from_text(cls, text: object) -> "DealRecord":
        try:
            data = loads(text, "the deal record", MAX_TEXT)
        except DealRecordError:
            raise
        except UntrustedInput as e:
            raise DealRecordError(str(e)) from None
        return cls.from_dict(data)

    @classmethod
    def from_dict(cls, d: object) -> "DealRecord":
        """Validate and rebuild; DealRecordError if it is not a finished real deal."""
        if not isinstance(d, dict):
            raise DealRecordError("a deal record must be an object")
        unknown = set(d) - _KEYS
        if unknown:
            raise DealRecordError(f"a deal record has no field {cut(sorted(map(str, unknown))[0])}")
        version = d.get("version")
        if not (is_int(version) and version == RECORD_VERSION):
            raise DealRecordError(f"this deal record's version {cut(version, 20)} is not "
                                  f"{RECORD_VERSION}")
        rules = _rules(d.get("rules"), d.get("options", {}))
        last = rules.players - 1
        dealer = integer(d.get("dealer"), "the dealer", 0, last, DealRecordError)
        seat = integer(d.get("seat"), "the player's seat", 0, last, DealRecordError)
        seed, deck, position = _chance(d, rules)
        actions = _actions(d.get("actions"))
        level = d.get("level")
        if level is not None and level not in LEVEL_NAMES:
            raise DealRecordError(f"the level {cut(level)} is not one of {', '.join(LEVEL_NAMES)}")
        if position is not None:
            position = _position_start(position, rules, dealer)
        match = None
        if d.get("match") is not None:
            try:
                match = read_match(d["match"], rules)
            except UntrustedInput as e:  # PositionError
                raise DealRecordError(f"the match: {e}") from None
        rec = cls(rules, dealer, seat, actions, seed, deck, level, position, match)
        rec._check_replay()
        return rec

    def _check_replay(self) -> None:
        if not 0 <= self.seat < self.players:
            raise DealRecordError(f"the player's seat must be 0 to {self.players - 1}")
        s = self.start()
        for i, a in enumerate(self.actions):
            if s.is_over:
                raise DealRecordError(f"action {i + 1} ({cut(a)}) comes after the deal ended")
            try:
                s = s.apply(a)
            except IllegalAction as e:
                raise DealRecordError(f"action {i + 1} ({cut(a)}) is not legal there: {e}") \
                    from None
        if not s.is_over:
            raise DealRecordError("the deal record stops before the deal ended")


def record_of(start: AnyState, actions: "list[str] | tuple[str, ...]", seat: int,
              seed: int | None = None, level: str | None = None,
              position: "JSONObject | None" = None) -> DealRecord:
    """A record of a deal played from ``start`` with ``actions`` (two or three players).

    ``seed``: ``start`` is that seed's deal. ``position``: ``start`` is that position
    JSON (a link's; validated like any untrusted position). With neither, the deck is
    read from ``start`` when it is a fresh deal, else ``start``'s own position is kept."""
    if seed is not None and position is not None:
        raise DealRecordError("a deal record holds either a seed or a position")
    deck = None
    pos_text = None
    match, start = start.match, start.in_match(None)  # the match is kept on its own
    if seed is not None:
        if new_deal(seed, start.rules, dealer=start.dealer) != start:
            raise DealRecordError(f"the deal does not start as seed {seed} deals it")
    elif position is not None:
        pos_text = _position_start(position, start.rules, start.dealer)
        if from_position(json.loads(pos_text)).in_match(None) != start:
            raise DealRecordError("the deal does not start from that position")
    else:
        deck = pack_of(start)
        if deck is None:
            pos_text = _canonical(start.to_position())
    rec = DealRecord(start.rules, start.dealer, seat, tuple(actions), seed, deck, level,
                     pos_text, match)
    rec._check_replay()
    return rec


def keep(records: "list[DealRecord]", new: DealRecord, n: int = KEEP) -> list[DealRecord]:
    """The records to keep after ``new`` finished: the last ``n`` (oldest first)."""
    return ([*records, new])[-n:]


def records_to_text(records: "list[DealRecord]") -> str:
    """The kept records as one JSON text (a list of ``to_dict`` objects)."""
    return json.dumps([r.to_dict() for r in records[-KEEP:]], separators=(",", ":"))


def records_from_text(text: object) -> tuple[list[DealRecord], list[str]]:
    """The usable records of a stored list, and a message for each one refused.

    A damaged entry is dropped (its message says why); a damaged list gives none."""
    try:
        data = loads(text, "the kept deals", KEEP * MAX_TEXT)
    except UntrustedInput as e:
        return [], [str(e)]
    if not isinstance(data, list):
        return [], ["the kept deals must be a list"]
    good: list[DealRecord] = []
    refused: list[str] = []
    for i, d in enumerate(data[-KEEP:]):
        try:
            good.append(DealRecord.from_dict(d))
        except DealRecordError as e:
            refused.append(f"kept deal {i + 1}: {e}")
    return good, refused


def _canonical(position: JSONObject) -> str:
    return json.dumps(position, sort_keys=True, separators=(",", ":"))


def _position_start(position: object, rules: Rules, dealer: int) -> str:
    """A start position (untrusted) in the engine's own form, as text; it must be of
    the record's rules and dealer."""
    try:
        start = from_position(position)
    except UntrustedInput as e:  # PositionError
        raise DealRecordError(f"the start position: {e}") from None
    except (ValueError, TypeError, KeyError):
        raise DealRecordError("the start position is not a position") from None
    if start.rules != rules:
        raise DealRecordError("the start position is not of the record's rules")
    if start.dealer != dealer:
        raise DealRecordError("the start position has another dealer")
    if start.is_over:
        raise DealRecordError("the start position is a finished deal")
    return _canonical(start.in_match(None).to_position())  # the record keeps the match


def _rules(preset: object, options: object) -> Rules:
    if not isinstance(preset, str) or preset not in PRESETS:
        raise DealRecordError(f"the rules {cut(preset)} are not one of {', '.join(PRESETS)}")
    if not isinstance(options, dict) or len(options) > len(OPTION_NAMES):
        raise DealRecordError("the options must be an object of the rule options")
    for name, value in options.items():
        if name not in OPTION_NAMES:
            raise DealRecordError(f"{cut(name)} is not a rule option")
        if name in ("auto_out", "show_scores") and not isinstance(value, bool):
            raise DealRecordError(f"the option {name} must be true or false, not {cut(value)}")
        if name == "target":
            integer(value, "the option target", 7, 8, DealRecordError)
        if name == "close_scoring" and value not in ("pagat", "at_close"):
            raise DealRecordError(f"the option close_scoring cannot be {cut(value)}")
    return make_rules(preset, **options)


def _chance(d: dict[str, object], rules: Rules
            ) -> tuple[int | None, tuple[str, ...] | None, object]:
    """(seed, deck, position): exactly one is given (the position is checked later); a
    deck is the rules' pack (24 cards, Schnapsen 20), each card once."""
    if ("seed" in d) + ("deck" in d) + ("position" in d) != 1:
        raise DealRecordError("a deal record holds one of a seed, a deck or a position")
    if "seed" in d:
        return integer(d["seed"], "the deal seed", 0, MAX_SEED, DealRecordError), None, None
    if "position" in d:
        if not isinstance(d["position"], dict):
            raise DealRecordError("the start position must be an object")
        return None, None, d["position"]
    deck = d["deck"]
    size = rules.pack_size
    if not isinstance(deck, list) or len(deck) != size:
        raise DealRecordError(f"the deck must be a list of the {size} cards")
    try:
        parsed = [cards.parse(c) for c in deck]
    except ValueError:
        raise DealRecordError("the deck holds something that is not a card") from None
    strangers = [cards.text(c) for c in parsed if c not in rules.deck]
    if strangers:
        raise DealRecordError(f"the {rules.preset} rules play without nines: "
                              f"{', '.join(strangers)} is not in the pack")
    if len(set(parsed)) != size:
        raise DealRecordError(f"the deck must hold each of the {size} cards once")
    return None, tuple(cards.text(c) for c in parsed), None


def _actions(actions: object) -> tuple[str, ...]:
    if not isinstance(actions, list) or not 0 < len(actions) <= MAX_ACTIONS:
        raise DealRecordError(f"the actions must be a list of 1 to {MAX_ACTIONS} action texts")
    out = []
    for a in actions:
        if not (isinstance(a, str) and 0 < len(a) <= 8):
            raise DealRecordError(f"an action must be a short text like 'KS', not {cut(a)}")
        try:
            out.append(action_text(parse_action(a)))  # one spelling: "KS", "close"
        except ValueError:
            raise DealRecordError(f"{cut(a)} is not an action") from None
    return tuple(out)


__all__ = ["DealRecord", "DealRecordError", "KEEP", "RECORD_VERSION", "keep", "record_of",
           "records_from_text", "records_to_text"]
