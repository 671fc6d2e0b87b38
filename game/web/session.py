"""One match as the page plays it: the engine's Match, the move log, the last events.

Pure Python (no browser imports) so CPython tests can drive it. Who sits where is
``seats`` (game.play.seats): the player who opened the page is seat 0; at a people's match
(``seats.shared``) the device passes between people and only the person whose cards are
face up (``shown``) sees a hand. ``apply`` is the only way the page changes the game; the
engine reports what happened (game.engine.events) and narrate.py words it, so no hidden
card is named.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game import IllegalAction
from game.engine.deal import from_position, new_deal
from game.engine.events import Event
from game.engine.jsonvalue import JSONObject
from game.engine.table import TableView
from game.play.level_ratings import RATED_PRESETS
from game.play.match import Match, deal_seed
from game.play.seats import Seats
from game.play.stats import Statistics
from game.review.record import DealRecord, record_of
from game.words import HUMAN, Words, english

from . import sound
from .course.lesson_run import LessonRun
from .puzzles.puzzle_run import PuzzleRun
from .seats.people import curtain_seat, people_named, seat_name, viewer_seat
from .table import narrate
from .table.narrate import Told

if TYPE_CHECKING:
    from game.engine.tables import AnyState
    from game.play.stats import Bucket
    from game.play.store import Saved

FACT_KINDS = ("close", "marriage")  # what of a deal the statistics count besides its end


# the kinds of Away
PRACTICE, DAILY, PUZZLE, LINK, LESSON = "practice", "daily", "puzzle", "link", "lesson"


@dataclass(frozen=True)
class Away:
    """A session played while the match waits aside (game.web.practice): never saved as
    the match nor counted in its statistics. Its ``kind``:

    - ``PRACTICE``: a finished deal again, whole or from a decision, or after an Undo;
    - ``DAILY``: the deal of the day (``day``, YYYY-MM-DD) the first time: rated all the
      same, and nothing is taken back (game.web.daily.daily_desk);
    - ``PUZZLE``: a puzzle (``run``, a PuzzleRun): every hand open, no
      hints (the puzzle's own Show solution instead);
    - ``LINK``: a link's deal opened while a match was under way (game.web.opening): the
      match is never replaced by a link, it waits; nothing is taken back, as in a match.
    - ``LESSON``: a lesson of the course (``run``, a LessonRun): each
      play judged before it is played, no hints (the lesson's answer instead)."""

    kind: str
    day: str = ""
    run: PuzzleRun | LessonRun | None = None

    @property
    def rated(self) -> bool:
        return self.kind == DAILY

    @property
    def takes_back(self) -> bool:
        return self.kind in (PRACTICE, PUZZLE)

    @property
    def hints(self) -> bool:
        return self.kind not in (PUZZLE, LESSON)


class Session:
    def __init__(self, match: Match, level: str, origin: str = "",
                 log: "Sequence[str | Told] | None" = None, step: int = 0,
                 recorded: bool = False, facts: tuple[Event, ...] = (),
                 actions: tuple[str, ...] = (), reviewed: bool = False,
                 start: JSONObject | None = None, deal_id: str = "",
                 tally: Statistics | None = None, hinted: bool = False,
                 seats: Seats | None = None, rated: bool = False) -> None:
        self.match = match
        self.level = level
        self.seats = seats if seats is not None else Seats.solo(match.rules.players, level)
        if self.seats.players != match.rules.players:
            raise ValueError(f"{self.seats.players} seats for a table of {match.rules.players}")
        # whose cards are face up: the solo player always; at a people's match the person
        # who last showed them behind the screen (None: nobody's, as after a reload)
        self.shown: int | None = None if self.seats.shared else HUMAN
        self.origin = origin
        # the log's lines: facts worded when drawn (narrate.Told), or sentences (a line
        # another part tells, an older save's)
        self.log: list[str | Told] = list(log or [])
        self.step = step  # actions applied since the match began (a test hook)
        self.recorded = recorded  # the finished deal was counted (best, stats)
        # the last thing that happened, for the status line: facts worded when shown
        # (narrate.Told), so a change of language rewords it
        self.notice: list[Told] = []
        # what the last action's finished trick brought (its winner, draws, the deal's end):
        # told once the trick's last card has landed on the table (``land``)
        self.held: list[Told] = []
        self._told: list[Told] = []
        # the sounds the actions made (game.web.sound), not yet played: the controller
        # plays them as it draws the table; those of a finished trick wait with its words
        self.cues: list[str] = []
        self._held_cues: list[str] = []
        self.events: tuple[Event, ...] = ()  # the last action's events, as the human sees them
        self.fresh: tuple[str, ...] = ()  # cards the human just drew (marked until a play)
        # this deal's closes and marriages (the statistics count them when it ends)
        self.facts: list[Event] = list(facts)
        self.actions: list[str] = list(actions)  # this deal's, every seat's (for its review)
        self.reviewed = reviewed  # the finished deal's review cost is in the statistics
        # the player took a hint in this deal (an unrated one: a rated deal offers none;
        # a match saved before that is not rated either)
        self.hinted = hinted
        # the player chose a rated match (Settings, or ?rated=1): no hint, each deal moves
        # the rating and leaving one counts; else a casual one (hints, no rating at stake)
        self.rated = rated
        self.away: Away | None = None  # what is played while the match waits aside
        # the deal's start as the engine's position, when it was not dealt from the match's
        # seed (a link's ?position=): what its record replays from
        self.start = start
        # the deal's random id: the statistics and the kept deals name the last deal they
        # took in, so a finished deal is counted once however often it is saved or restored
        self.deal_id = deal_id or new_deal_id()
        # the finished deal's records by seat (replayed once each: kept while it is shown)
        self._records: dict[tuple[str, int, int], DealRecord | None] = {}
        # this match's own statistics (its summary at the end), counted as each deal ends
        self.tally = tally if tally is not None else Statistics()
        if not self.log:
            if self.shared:  # said once, at the match's start: how the device passes
                self.log.append(narrate.note("notice.people"))
            if self.rated and not self.origin and self.counts and self.rated_table:
                # what the rating at the top means, where a rated match starts
                self.notice = [narrate.note("notice.rated")]
                self.log.append(narrate.note("notice.rated"))
            self.log.append(self.deal_intro())

    # -- facts ---------------------------------------------------------------
    @property
    def state(self) -> "AnyState":
        return self.match.state

    def view(self) -> TableView:
        """What the seat the table is turned to may know (the shape every table shares:
        game.engine.table)."""
        return self.state.view(self.viewer)

    def words(self, language: str) -> Words:
        """This table's words in ``language``: its preset's own wording, its seats' names
        (a people's match names every seat)."""
        return Words(language).for_rules(self.match.rules.preset).with_people(
            *people_named(self.seats))

    @property
    def shared(self) -> bool:
        """A people's match: two or more people pass the device."""
        return self.seats.shared

    def is_person(self, seat: int | None) -> bool:
        return seat is not None and self.seats.is_person(seat)

    @property
    def curtain_for(self) -> int | None:
        """The person whose turn it is while someone else's cards (or nobody's) are face
        up: the screen asks to pass the device to them (None: no screen). A people's link
        played beside the match passes the device as the match would."""
        return curtain_seat(self.seats, self.shown, self.state.to_move, self.deal_over)

    @property
    def viewer(self) -> int:
        """The seat the table is turned to (its hand at the bottom): the person behind the
        screen, else the person whose cards are up, else the first person to play."""
        return viewer_seat(self.seats, self.shown, self.state.to_move, self.deal_over)

    @property
    def hand_hidden(self) -> bool:
        """The bottom hand shows as backs: the device is between people."""
        return self.shared and not self.deal_over and self.shown != self.viewer

    def reveal(self) -> bool:
        """The person behind the screen is ready: their cards go face up."""
        waiting = self.curtain_for
        if waiting is None:
            return False
        self.shown = waiting
        self.notice = []
        return True

    def cover(self) -> None:
        """At a people's match, nobody's cards face up any more (the device may be in
        anyone's hands: the tab lost the match to another)."""
        if self.shared:
            self.shown = None

    @property
    def observer(self) -> int:
        """Whose eyes the shared log sees the events with: the solo player's, or at a
        people's match nobody's (a hidden draw is named to no one)."""
        return -1 if self.shared else HUMAN

    @property
    def counts(self) -> bool:
        """The match counts towards the player's statistics, rating and best score: one
        person, and the computers at one level (the level the statistics name)."""
        return not self.shared and len(set(self.seats.levels)) == 1

    def name(self, words: Words, seat: int) -> str:
        """A seat's name as the page writes it (a person's, or the seat's word)."""
        return seat_name(words, self.seats, seat)

    @property
    def players(self) -> int:
        return self.match.rules.players

    @property
    def practice(self) -> bool:
        """Played away from the match (``away``): never saved as it nor counted."""
        return self.away is not None

    @property
    def daily(self) -> str:
        """The day of the deal of the day being played for the rating ('' otherwise)."""
        return self.away.day if self.away is not None else ""

    @property
    def puzzle(self) -> PuzzleRun | None:
        """The puzzle being played, or None."""
        run = self.away.run if self.away is not None else None
        return run if isinstance(run, PuzzleRun) else None  # (an away of kind PUZZLE)

    @property
    def lesson(self) -> LessonRun | None:
        """The lesson being played, or None."""
        run = self.away.run if self.away is not None else None
        return run if isinstance(run, LessonRun) else None  # (an away of kind LESSON)

    @property
    def takes_back(self) -> bool:
        """Undo may take back the player's moves here (away from the match, not rated)."""
        return self.away is not None and self.away.takes_back

    @property
    def hints(self) -> bool:
        """The player may ask for a hint: not in a puzzle, nor in a rated deal (its rating
        is the player's own play: a hint is the Expert's, and one that made the deal
        unrated would let a deal going badly leave the rating)."""
        guided = self.lesson is not None and self.lesson.lesson.goal == "deal"
        return (self.away is None or self.away.hints or guided) and bool(self.unrated_why())

    @property
    def casual(self) -> bool:
        """The match on the table is a casual one (the player did not ask for a rated
        match): hints, no rating at stake, and leaving a deal costs nothing. (A link's
        game, a people's match and mixed levels are not rated either way, and stay what
        they were: ``unrated_why``.)"""
        return self.away is None and not self.origin and not self.rated and self.counts

    @property
    def begun(self) -> bool:
        """The deal on the table counts if it is left before its end (a new match, a
        change of level or rules): as a lost deal, for the rating when it is rated and in
        the statistics when they count it. A rated deal has begun once it is dealt (its
        cards are seen: leaving it then must not deal better ones); any other once
        someone has acted in it. Practice, a puzzle, a link's deal beside the match, a
        casual match and a match that counts nowhere (people, mixed levels: ``counts``)
        never count."""
        if self.deal_over or (self.away is not None and not self.away.rated) \
                or not self.counts or self.casual:
            return False
        return bool(self.actions) or not self.unrated_why()

    @property
    def rated_table(self) -> bool:
        """The table (its preset) has a rating at all (game.play.level_ratings)."""
        return self.match.rules.preset in RATED_PRESETS

    @property
    def deal_over(self) -> bool:
        return self.state.outcome is not None

    @property
    def match_over(self) -> bool:
        return self.match.is_over

    def deal_intro(self) -> Told:
        v = self.view()
        return narrate.intro_facts(self.match.deal_number, v.dealer, v.leader, v.trump_card)

    def lines(self, words: Words) -> list[str]:
        """The log in ``words`` (the page's language, this table's preset and people)."""
        return narrate.worded(words, self.log, self.players)

    # -- changing the game ---------------------------------------------------
    def apply(self, seat: int, action: str, hold: bool = False) -> tuple[Event, ...]:
        """Apply ``action`` for ``seat``; IllegalAction (with a reason) if not allowed.
        ``hold``: what a finished trick brought waits for ``land`` (the card in flight)."""
        st = self.state
        if st.to_move != seat:  # (a caller's slip: the page applies the seat to move)
            if st.outcome is not None:
                raise IllegalAction(english("msg.over"))
            raise IllegalAction(english("msg.wait"))
        events = tuple(e.seen_by(self.observer) for e in self.match.apply_events(action))
        self.step += 1
        self.actions.append(action)
        self.facts += [e for e in events if e.kind in FACT_KINDS]
        self.events = events
        drawn = tuple(e.card for e in events  # drawn, or taken by an exchange
                      if e.kind in ("draw", "exchange") and e.seat == self.viewer and e.card)
        if drawn:
            self.fresh = drawn
        elif any(e.kind == "play" and e.seat == self.viewer for e in events):
            self.fresh = ()
        self.land()  # an earlier trick's words are never held back further
        now, later = sound.cues(events, None if self.shared else HUMAN)
        self.cues += now if hold else now + later
        self._held_cues = later if hold else []
        told, landing = narrate.told_facts(events, self.shared)
        lines: list[Told] = list(told)
        if self.state.outcome is not None:
            lines.append(narrate.outcome_facts(self.state))
            if self.match.is_over:
                lines.append(Told("heading", {"winner": self.match.winner or 0}))
        if not hold:
            landing = len(lines)
        self._told = lines
        self.held = lines[landing:]
        self.log.extend(lines[:landing])
        self.notice = lines[:landing]
        return events

    def land(self) -> None:
        """The finished trick is on the table: tell who won it (and what followed)."""
        self.cues += self._held_cues
        self._held_cues = []
        if self.held:
            self.log.extend(self.held)
            self.held = []
            self.notice = list(self._told)

    def take_cues(self) -> list[str]:
        """The sounds not yet played, in order (and none left)."""
        cues, self.cues = self.cues, []
        return cues

    def tell(self, line: Told) -> None:
        """A line that follows the last action's (a new best score): after its words."""
        if self.held:
            self.held.append(line)
            self._told.append(line)
        else:
            self.log.append(line)

    def next_deal(self) -> None:
        self.land()
        self.match.next_deal()
        self.recorded = False
        self.facts = []
        self.actions = []
        self.reviewed = False
        self.hinted = False
        self.start = None
        self.deal_id = new_deal_id()
        self.notice = []
        self.events = ()
        self.fresh = ()
        if self.shared:
            self.shown = None  # a new deal: every hand behind the screen
        self.log.append(self.deal_intro())

    # -- the end of a deal ---------------------------------------------------
    def match_heading(self, words: Words) -> str:
        return words.said("match.heading", self.match.winner or 0, self.players)

    def deal_heading(self, words: Words) -> str:
        oc = self.state.outcome
        assert oc is not None, "the deal is over"
        if oc.reason == "replay":
            return words.say("deal.heading.replay")
        if oc.winner is None:
            return words.say("deal.heading.draw")
        return words.said("deal.heading", oc.winner, self.players)

    def outcome_sentence(self, words: Words) -> str:
        return narrate.deal_outcome_sentence(words, self.state)

    def summary_lines(self, words: Words) -> list[str]:
        """The breakdown of both totals, then what the computer still held."""
        st = self.state
        return [narrate.breakdown_line(words, words.who(seat, self.players),
                                       narrate.breakdown(st, seat))
                for seat in range(self.players)]

    def revealed(self, seat: int) -> list[str]:
        """A computer's remaining cards, face up once the deal is over or in a puzzle
        (else [])."""
        return list(self.state.hand(seat)) if self.deal_over or self.puzzle else []

    def last_trick_event(self) -> Event | None:
        """The trick the last action completed, if it did."""
        for e in self.events:
            if e.kind == "trick":
                return e
        return None

    def count_into(self, stats: Statistics) -> None:
        """The finished deal (and the match, once it is over) joins ``stats``: the
        player's statistics (ledger.py) or this match's own tally. ValueError from a
        table or a count the statistics do not take."""
        preset = self.match.rules.preset
        stats.record_deal(self.end_events(), HUMAN, level=self.level, preset=preset,
                          players=self.players)
        if self.match.is_over and self.match.rules.has_match:
            stats.record_match(self.match.scores, self.match.winner, HUMAN,
                               level=self.level, preset=preset)

    def unrated_why(self) -> str:
        """Why this deal does not move the player's rating ('' when it does): the text
        key's last part (``rating.unrated.<why>``)."""
        if self.shared:
            return "people"
        if not self.counts:
            return "mixed"
        if self.away is not None:
            if not self.away.rated:
                return "link" if self.away.kind == LINK else "practice"
        elif self.origin:
            return "link"  # a deal chosen by a link's seed or position
        if not self.rated_table:
            return "table"
        if self.casual:
            return "casual"
        return "hint" if self.hinted else ""

    def rated_score(self) -> float | None:
        """The finished deal's result for the rating (1 won, 0 lost); None when it is not
        rated or nobody won it."""
        oc = self.state.outcome
        if oc is None or oc.winner is None or self.unrated_why():
            return None
        return 1.0 if oc.winner == HUMAN else 0.0

    def count_in_tally(self) -> None:
        """The finished deal joins the match's own statistics; the controller calls it
        once per deal, before the deal is saved."""
        try:
            self.count_into(self.tally)
        except ValueError:
            pass  # a count at its limit: the summary shows what it has (the game goes on)

    def tally_bucket(self) -> "Bucket":
        """The match's statistics at the table it is played at."""
        return self.tally.bucket(self.level, self.match.rules.preset)

    # -- what the status line says -------------------------------------------
    def prompt(self, words: Words, thinking: bool = False) -> str:
        """What the seat to move is asked (at a people's match, named: the device is
        theirs now)."""
        asked = self._prompt(words, thinking)
        mover = self.state.to_move
        if self.shared and self.is_person(mover) and self.curtain_for is None \
                and not self.deal_over:
            return words.say("prompt.person", name=self.name(words, mover or 0), prompt=asked)
        return asked

    def _prompt(self, words: Words, thinking: bool) -> str:
        st = self.state
        v = self.view()
        if st.outcome is not None:
            return words.say("prompt.next_match" if self.match_over else "prompt.next_deal")
        mover = st.to_move
        assert mover is not None, "a deal in play has a seat to move"
        if not self.is_person(mover):
            return words.say("prompt.thinking" if thinking else "prompt.computer",
                             who=words.who(mover, self.players))
        if self.curtain_for is not None:
            return words.say("prompt.curtain", name=self.name(words, mover))
        if v.exchange_offer:
            return words.say("prompt.exchange_offer", card=words.the(v.trump_card))
        if v.before_draw:
            return words.say("prompt.before_draw")
        if v.table:
            return words.say("prompt.answer.strict" if v.strict else "prompt.answer",
                             card=words.the(v.table[0]))
        return words.say("prompt.lead")

    def status(self, words: Words, thinking: bool = False) -> str:
        notice = self.notice_text(words)
        if self.held:  # a trick's last card in flight: whose turn it is follows its landing
            return notice
        p = self.prompt(words, thinking)
        return f"{notice} {p}".strip() if notice else p

    def notice_text(self, words: Words) -> str:
        """The last thing that happened, in ``words`` now."""
        return " ".join(narrate.worded(words, self.notice, self.players))

    # -- saving --------------------------------------------------------------
    def saved_fields(self) -> dict[str, Any]:
        return {"match": self.match.to_dict(), "level": self.level, "origin": self.origin,
                "log": [line if isinstance(line, str) else line.to_dict()
                        for line in (self.log + self.held)[-400:]],
                "step": self.step, "recorded": self.recorded,
                "facts": [{"kind": e.kind, "seat": e.seat, "points": e.points}
                          for e in self.facts],
                "actions": list(self.actions), "reviewed": self.reviewed, "start": self.start,
                "deal_id": self.deal_id, "tally": self.tally.to_dict(), "hinted": self.hinted,
                "seats": self.seats.to_dict(), "rated": self.rated}

    def deal_record(self, seat: int | None = None) -> "DealRecord | None":
        """The finished deal for its review (game.review) of ``seat``'s decisions (by
        default the player's, or at a people's match the first person's): dealt from the
        match's seed, or played from a link's position; None while it goes on or if it
        cannot be replayed."""
        if self.state.outcome is None:
            return None
        seat = self.seats.people[0] if seat is None else seat
        # replayed once per finished deal: its end is committed, shown and reviewed
        key = (self.deal_id, len(self.actions), seat)
        if key not in self._records:
            self._records = {k: r for k, r in self._records.items() if k[:2] == key[:2]}
            self._records[key] = self._replayed(seat)
        return self._records[key]

    def _replayed(self, seat: int) -> "DealRecord | None":
        try:
            if self.start is not None:
                return record_of(from_position(self.start), self.actions, seat,
                                 position=self.start, level=self.level)
            seed = deal_seed(self.match.seed, self.match.deal_number)
            start = new_deal(seed, self.match.rules, dealer=self.state.dealer)
            return record_of(start.in_match(self.state.match), self.actions, seat, seed=seed,
                             level=self.level)
        except ValueError:  # DealRecordError and the position's own check
            return None

    def end_events(self) -> list[Event]:
        """The finished deal as the statistics count it: its closes and marriages, then its
        end (the engine's outcome)."""
        oc = self.state.outcome
        assert oc is not None
        end = Event("end", winner=oc.winner, game_points=oc.game_points, reason=oc.reason,
                    paid=tuple(oc.paid))
        return [*self.facts, end]

    @classmethod
    def restore(cls, saved: Saved) -> "Session":
        match = Match.from_dict(saved.match)
        log = _saved_log(saved.log, match.rules.players)
        facts = tuple(Event(f["kind"], f["seat"], points=f["points"]) for f in saved.facts)
        return cls(match, saved.level, saved.origin, log, int(saved.step), bool(saved.recorded),
                   facts, tuple(saved.actions), bool(saved.reviewed), saved.start,
                   saved.deal_id,
                   Statistics.from_dict(saved.tally) if saved.tally else None, saved.hinted,
                   Seats.from_dict(saved.seats, match.rules.players) if saved.seats else None,
                   saved.rated)


def _saved_log(lines: list[str | JSONObject], players: int) -> "list[str | Told]":
    """A saved log's lines: facts (narrate.Told), or sentences as an older save kept
    them; a line the page cannot word is left out, the rest kept."""
    out: list[str | Told] = []
    for line in lines[-400:]:
        if isinstance(line, str):
            out.append(line)
            continue
        try:
            told = Told.from_dict(line)
            # facts it cannot word never reach the page (tried in English: every table
            # holds the same keys with the same placeholders)
            told.worded(Words(), players)
        except Exception:  # a save is outside input: whatever is wrong with a line
            continue
        out.append(told)
    return out


def new_deal_id() -> str:
    return secrets.token_hex(8)
