"""Which game a visit opens with, and how a new match is dealt from the settings.

The saved match goes on. A link that asks for another game (its seed or position:
``Params.selects_game``) never costs it: while the saved match is unfinished, the link's
deal is played beside it, as practice is (the match waits aside, Back to your match
returns to it, and the page says so); once it is over, or when none is saved, the
link's game is the match. The link's game: its position, else a match with the link's
or the Settings' rules and options. A damaged saved match is set aside (never silently
deleted) and a bad position is named (in the ``Words`` the caller hands in), and either
way a game opens.
"""

from __future__ import annotations

from collections.abc import Callable

from game import decode_position, from_position
from game.play.match import Match
from game.play.seats import Seats, SeatsError
from game.play.seats import parse as parse_seats
from game.play.store import Settings, Store
from game.words import Words

from .ledger import Ledger, short
from .params import Params
from .session import LINK, Away, Session
from .table import narrate


def new_match(settings: Settings, params: Params, seed: int) -> Match:
    """A match with the link's rules and options, else the Settings' (the traditional
    game when they do not make a table)."""
    options = settings.rule_options()
    options.update(params.options)
    try:
        return Match.new(seed, params.rules or settings.rules, **options)
    except ValueError:
        return Match.new(seed, "traditional")


def first_session(params: Params, settings: Settings, store: Store, ledger: Ledger,
                  levels: tuple[str, ...], random_seed: Callable[[], int],
                  note: Callable[[str], None],
                  words: Words) -> tuple[Session, Session | None]:
    """The game this visit opens with (not yet saved: the caller commits it), and the
    link's deal to play beside it while it waits (None: the first is on the table)."""
    origin = params.origin()
    saved, msg = store.load_match()
    note(msg)
    waiting = None  # the saved match, unfinished, beside which the link's deal is played
    if saved is not None:
        try:
            s = Session.restore(saved)
        except (ValueError, KeyError, TypeError, OverflowError) as e:
            note(words.say("notice.restore_failed", error=short(words, e)))
            store.set_aside("match")  # kept, never silently deleted
        else:
            if not saved.deal_id:  # an older record: its end was counted as it was
                ledger.counted_already(s)
            if s.level not in levels:
                s.level = "normal"
            s.notice = [narrate.note(welcome_back(s))]
            if not params.selects_game or saved.origin == origin:
                return s, None
            if not s.match_over:
                waiting = s
    link = links_game(params, settings, levels, random_seed, note, origin, words)
    if waiting is None:
        return link, None
    link.away = Away(LINK)
    beside = narrate.note("notice.link_beside", scores="–".join(map(str, waiting.match.scores)))
    link.notice = [beside]
    link.log.insert(0, beside)
    return waiting, link


def links_game(params: Params, settings: Settings, levels: tuple[str, ...],
               random_seed: Callable[[], int], note: Callable[[str], None],
               origin: str, words: Words) -> Session:
    """The game the link asks for (a visit without one: a new match from the Settings)."""
    level = params.level or settings.level
    if level not in levels:
        level = "normal"
    match = None
    start = None  # a link's position: the deal's start, for its record
    if params.position is not None:
        try:
            state = from_position(decode_position(params.position))
            if state.outcome is not None:
                raise ValueError(words.say("notice.position_over"))
            seed = params.seed if params.seed is not None else random_seed()
            match = Match(rules=state.rules, seed=seed, state=state)
            start = state.to_position()
        except ValueError as e:
            note(words.say("notice.bad_position", error=short(words, e)))
    if match is None:
        match = new_match(settings, params,
                          params.seed if params.seed is not None else random_seed())
    seats = seats_of(settings, params, match.rules.players, level, note, words)
    return Session(match, (seats.levels or (level,))[0], origin, start=start, seats=seats,
                   rated=settings.rated)


def seats_of(settings: Settings, params: Params, players: int, level: str,
             note: Callable[[str], None], words: Words) -> Seats:
    """Who sits at a new match: the link's seats if they fit the table (else it says so,
    and the Settings' count), each person with the name the Settings remember."""
    names = (settings.name_0, settings.name_1, settings.name_2)
    if params.seats is not None:
        try:
            return parse_seats(params.seats, players, names)
        except SeatsError:
            note(words.say("link.seats.table", value=params.seats, players=players))
    return settings.seats_for(players).with_level(level)


def welcome_back(s: Session) -> str:
    """The greeting's key for a restored game: it goes on, or its deal or match is over
    (then the prompt says which button goes on)."""
    if s.match_over and s.match.rules.has_match:
        return "notice.welcome_back.match_over"
    return "notice.welcome_back.deal_over" if s.deal_over else "notice.welcome_back"

