"""The table as plain data: everything game/web/table/render.py draws (issue 58).

``build_table_model`` reads the viewing seat's view (``Session.view``: never the full
state, so a card that seat may not see is in no field), the session, the ledger and the
ui, and words everything with the ``Words`` it is handed (the controller's: the page's
language, the table's preset and people); the renderer only writes it into the page. The
model is frozen plain data (str, int, float, bool, None, tuples, other models): it survives a JSON
round trip (game/web/model_json.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from game.engine import cards
from game.engine.events import marriage_value
from game.engine.table import seats_in_play_order
from game.words import Words, rating_text

from ..contract import Phase
from ..seats.layout import layout_for, places, seated
from .narrate import trick_played

if TYPE_CHECKING:
    from game.engine.table import FinishedTrick, TableView
    from game.play.rating import Rating

    from ..contract import Ui
    from ..daily.daily_desk import DailyDesk
    from ..game_loop import GameLoop
    from ..ledger import Ledger
    from ..practice import PracticeDesk
    from ..session import Session

# <html data-turn>: the draw decision is the human's turn too (Draw or Close stock)
TURN_HOOK = {Phase.YOU: "you", Phase.DRAWING: "you", Phase.COMPUTER: "computer",
             Phase.OVER: "over", Phase.CURTAIN: "curtain"}
SUIT_ORDER = "SHCD"  # alternating colours in the hand
# the words of the buttons a hint may mark (data-hint), by the action it suggests
HINT_BUTTONS = (("close", "close-stock"), ("exchange", "exchange-trump"), ("out", "go-out"),
                ("draw", "draw"), ("pass", "pass-exchange"))


class TableSource(Protocol):
    """What the table's model reads of the controller (game.web.controller.Controller,
    which imports the model's builder: so it is named here by what it offers)."""

    @property
    def ui(self) -> "Ui": ...
    @property
    def phase(self) -> Phase: ...
    @property
    def session(self) -> "Session": ...
    @property
    def ledger(self) -> "Ledger": ...
    @property
    def loop(self) -> "GameLoop": ...
    @property
    def practice(self) -> "PracticeDesk": ...
    @property
    def daily(self) -> "DailyDesk": ...
    @property
    def elsewhere(self) -> bool: ...
    @property
    def notices(self) -> list[str]: ...

    def legal_now(self) -> tuple[str, ...]: ...
    def can(self, action: str, view: "TableView | None" = None) -> str: ...
    def hint_allowed(self) -> bool: ...


def display_order(hand: tuple[str, ...] | list[str], trump: str) -> list[str]:
    """The human's hand sorted for the eye: by suit (trumps first), then rank."""
    suits = trump + "".join(s for s in SUIT_ORDER if s != trump)
    return sorted(hand, key=lambda c: (suits.index(c[1]), cards.RANKS.index(c[0])))


@dataclass(frozen=True, slots=True)
class Hooks:
    """<html>'s data attributes (docs/ARCHITECTURE.md §6); ``trick_winner`` '' leaves it as
    it was."""

    turn: str
    phase: str
    step: str
    stage: str
    practice: str
    in_puzzle: str
    players: str
    people: str
    rules: str
    trick_winner: str


@dataclass(frozen=True, slots=True)
class SeatScore:
    """One seat's column in the header."""

    name: str
    points: str  # its card points, or "?" when the rules hide them
    pending: int  # marriage points waiting for a trick (0: none shown)
    pending_word: str
    pending_title: str
    match: str


@dataclass(frozen=True, slots=True)
class Header:
    seats: tuple[SeatScore, ...]
    target: str
    match_box: bool  # shown
    practice: bool  # the practice box instead of the match's
    practice_label: str
    best: str
    rating: str
    rating_title: str
    casual: bool  # the casual box instead of the rating's
    casual_title: str


@dataclass(frozen=True, slots=True)
class Card:
    """A face shown, with its name for screen readers."""

    code: str
    name: str


@dataclass(frozen=True, slots=True)
class Opponent:
    """Another seat's hand at a place of the table: backs while the deal runs, faces
    (``faces``) once it is over or in a puzzle."""

    place: int
    seat: int
    count: int
    open: bool
    faces: tuple[Card, ...]
    label: str
    name: str


@dataclass(frozen=True, slots=True)
class Trump:
    """The turned-up trump card's place: its face (``code``), the closed stock (``closed``
    words), or an empty slot."""

    code: str
    cls: str
    label: str
    closed: str


@dataclass(frozen=True, slots=True)
class Stock:
    caption: bool  # "Stock –" shown (a table with a stock)
    trump: Trump
    count: str | None  # None: a table without a stock (left as it is)
    back_hidden: bool
    trumps: str


@dataclass(frozen=True, slots=True)
class Pile:
    tricks: int
    words: str


@dataclass(frozen=True, slots=True)
class TrickCard:
    seat: int
    code: str
    label: str
    tag: str  # its player's name on the card ('' at a solo table of two)
    winner: bool


@dataclass(frozen=True, slots=True)
class Meld:
    """A marriage lead's partner, shown beside it."""

    code: str
    label: str
    points: int


@dataclass(frozen=True, slots=True)
class LastCard:
    code: str
    name: str
    who: str  # its player (the large view's caption)
    winner: bool


@dataclass(frozen=True, slots=True)
class LastTrick:
    """The last trick's box (None in ``Table.last_box`` while the trick is still shown on
    the table: the box keeps what it showed) and its large view."""

    cards: tuple[LastCard, ...]
    slots: int  # empty slots when there is no last trick yet
    caption: str


@dataclass(frozen=True, slots=True)
class LastView:
    cards: tuple[LastCard, ...]
    sentence: str


@dataclass(frozen=True, slots=True)
class HandCard:
    code: str
    name: str
    legal: bool
    reason: str  # why it may not be played now ('' when it may)
    hinted: bool
    meld: int  # the marriage points it declares (0: none, or not shown)
    fresh: bool
    description: str  # aria-description: its marks and its key


@dataclass(frozen=True, slots=True)
class Hand:
    """The hand at the bottom: the viewing seat's faces, or backs (``hidden``) while the
    device passes between people."""

    seat: int
    hidden: bool
    backs: int
    label: str
    cards: tuple[HandCard, ...]


@dataclass(frozen=True, slots=True)
class Button:
    id: str
    hidden: bool
    enabled: bool


@dataclass(frozen=True, slots=True)
class Curtain:
    seat: int
    title: str
    text: str
    ready: str


@dataclass(frozen=True, slots=True)
class Daily:
    """The deal of the day's end: the results side by side, the Expert's progress."""

    results: str
    progress: float | None
    share: bool


@dataclass(frozen=True, slots=True)
class DealEnd:
    title: str
    text: str
    summary: tuple[str, ...]
    match_line: str
    match_line_hidden: bool
    match_summary: tuple[tuple[str, str], ...]  # (term, value) rows; () hides it
    next_hidden: bool
    new_hidden: bool
    next_label: str
    daily: Daily | None  # None hides its box


@dataclass(frozen=True, slots=True)
class Result:
    shown: bool
    end: DealEnd | None  # None while the deal runs


@dataclass(frozen=True, slots=True)
class Static:
    """index.html's own words in the page's language (its data-text/-label/-title keys)."""

    language: str
    title: str
    words: tuple[tuple[str, str], ...]


@dataclass(frozen=True, slots=True)
class TableModel:
    hooks: Hooks
    static: Static
    motion: bool  # cards glide (a pause above 0)
    four: bool  # four-colour faces
    elsewhere: bool
    header: Header
    opponents: tuple[Opponent, ...]  # places 1 (and 2 at three)
    known: str
    stock: Stock
    piles: tuple[Pile, ...]  # places 0..2
    table: tuple[TrickCard, ...]
    meld: Meld | None
    last_enabled: bool
    last_box: LastTrick | None
    last_view: LastView | None
    hand: Hand
    hint: str  # the button a hint marks ('': none)
    buttons: tuple[Button, ...]
    curtain: Curtain | None
    status: str
    message: str
    keys: str
    notices: tuple[str, ...]
    result: Result
    log: tuple[str, ...]


def build_table_model(ctl: TableSource, words: Words,
                      static_keys: tuple[str, ...]) -> TableModel:
    """What the table shows now, from the viewing seat's view, in ``words``;
    ``static_keys``: the page's own text keys (index.html's, game/web/page_model.py)."""
    ui = ctl.ui
    session = ctl.session
    v = session.view()
    phase = ctl.phase
    legal = set(ctl.legal_now())
    players = session.players
    turned = places(session.viewer, players)
    trick = ctl.loop.trick_on_table
    last = v.last_trick
    showing = trick is not None and last is not None  # a finished trick stays a moment
    hinted = ui.hint_state is not None and ui.hint_state is session.state
    hint = ui.hint_action if hinted else ""
    hooks = Hooks(turn=TURN_HOOK.get(phase, "wait"), phase=str(phase), step=str(session.step),
                  stage=v.stage, practice="1" if session.practice else "",
                  in_puzzle="1" if session.puzzle is not None else "",
                  players=str(players), people="1" if session.shared else "",
                  rules=v.rules.preset,
                  trick_winner=str(trick.seat) if showing and trick is not None else "")
    line = "" if ui.message else session.status(words, phase == Phase.COMPUTER)
    if ctl.elsewhere:  # no turn here to prompt for: #elsewhere says where the match is
        line = session.notice_text(words)
    return TableModel(
        hooks=hooks, static=_static(words, static_keys), motion=ui.pause_ms > 0,
        four=ui.four_colour, elsewhere=ctl.elsewhere, header=_header(ctl, words, v),
        opponents=_opponents(words, session, v, turned), known=_known(words, session, v),
        stock=_stock(words, v),
        piles=tuple(_pile(words, v, turned, place) for place in range(3)),
        table=_table(words, v, last if showing else None),
        meld=None if showing else _meld(words, v),
        last_enabled=last is not None, last_box=None if showing else _last_box(words, v),
        last_view=None if last is None else LastView(
            _last_cards(words, last, players),
            trick_played(words, last.leader, last.winner, players)),
        hand=_hand(ctl, words, v, legal, hint), hint=dict(HINT_BUTTONS).get(hint, ""),
        buttons=_buttons(ctl, v, legal), curtain=_curtain(ctl, words), status=line,
        message=ui.message or (ui.hint_text if hinted else ""),
        keys=words.say("keys.help"), notices=tuple(ctl.notices), result=_result(ctl, words, v),
        log=tuple(session.lines(words)))


def _static(words: Words, keys: tuple[str, ...]) -> Static:
    return Static(language=words.language, title=words.say("page.title"),
                  words=tuple((key, words.say(key)) for key in keys))


def _header(ctl: TableSource, words: Words, v: "TableView") -> Header:
    rules = v.rules
    session = ctl.session
    show = rules.show_scores
    over = v.outcome is not None  # a finished deal's pending points never counted
    seats = []
    # the solo game's word for each seat's header column (a people's match writes its names)
    for seat, place in enumerate(layout_for(rules).seats):
        key = place.words.header
        p = v.pending[seat] if show and not over else 0
        seats.append(SeatScore(
            name=words.short_name(seat, session.players) if session.shared else words.say(key),
            points=str(v.points[seat]) if show else "?", pending=p,
            pending_word=words.say("label.pending.word"),
            pending_title=words.say("label.pending", points=p).strip() if p else "",
            match=str(session.match.scores[seat]) if rules.has_match else "–"))
    practice = session.practice  # a replay: no match score, a way back to the match
    best = ctl.ledger.best
    why = session.unrated_why()
    return Header(
        seats=tuple(seats), target=str(rules.target), match_box=rules.has_match and not practice,
        practice=practice,
        practice_label=words.say("score.daily" if session.daily else "score.lesson"
                                 if session.lesson is not None else "score.link"
                                 if why == "link" else "score.practice"),
        best="–" if best is None else str(best),
        rating=_rating_figure(words, ctl.ledger.ratings.at(rules.preset) if session.rated_table
                              else None),
        rating_title=words.say("rating.about") + (
            " " + words.say(f"rating.unrated.{why}") if why else ""),
        casual=session.casual, casual_title=words.say("rating.unrated.casual"))


def _rating_figure(words: Words, rating: "Rating | None") -> str:
    """The header's figure: '1523', '1500?' while provisional, '–' at an unrated table."""
    return words.say("rating.none") if rating is None else rating_text(rating)


def _opponents(words: Words, session: "Session", v: "TableView", turned: tuple[int, ...]
               ) -> tuple[Opponent, ...]:
    """The other seats' hands (the table turned to the seat at the bottom): backs with
    their count while the deal runs, faces after (and in a puzzle, where every hand is
    open)."""
    players = session.players
    out = []
    for place in range(1, players):
        seat = turned[place]
        left = session.revealed(seat)  # [] while the deal runs (outside a puzzle)
        is_open = bool(v.outcome is not None or session.puzzle is not None)
        n = len(left) if is_open else v.hand_sizes[seat]
        key = ("label.opponent_revealed" if is_open else "label.opponent_hand.1" if n == 1
               else "label.opponent_hand.n")
        # the whole sentence for screen readers (at three: the seat's name and level, as
        # its name on the felt shows)
        label = words.say(key, n=n, who=words.who(seat, players),
                          level=words.level_name(session.seats.level_of(seat) or session.level),
                          cards=", ".join(words.card_name(c) for c in left) or "–")
        out.append(Opponent(place=place, seat=seat, count=n, open=is_open,
                            faces=tuple(Card(c, words.card_name(c)) for c in left), label=label,
                            name=words.who(seat, players)))
    return tuple(out)


def _known(words: Words, session: "Session", v: "TableView") -> str:
    """Cards of other seats that everybody has seen (while the deal runs)."""
    if v.outcome is not None or session.puzzle is not None:
        return ""
    return " ".join(words.say("label.known", who=words.who(seat, v.players),
                              cards=", ".join(words.card_name(c) for c in v.known[seat]))
                    for seat in range(v.players) if seat != v.seat and v.known[seat])


def _stock(words: Words, v: "TableView") -> Stock:
    trumps = words.say("label.trumps", suit=words.suit_name(v.trump))
    if not v.has_stock:  # three players: the dealer's turned card, while the dealer holds it
        holder = v.trump_holder
        card = words.card_name(v.trump_card)
        trump = Trump(v.trump_card, "card",
                      words.said("label.trump_holder", holder, 3, card=card), "") \
            if holder is not None else \
            Trump("", "card slot", words.say("label.trump_played", card=card), "")
        return Stock(caption=False, trump=trump, count=None, back_hidden=True, trumps=trumps)
    closed = v.closed_by is not None
    if v.trump_card_in_stock and not closed:
        trump = Trump(v.trump_card, "card",
                      words.say("label.trump_card", card=words.card_name(v.trump_card)), "")
    elif v.trump_card_in_stock:
        trump = Trump("", "card back closed", words.say("label.stock_closed"),
                      words.say("label.closed"))
    else:
        trump = Trump("", "card slot", words.say("label.trump_drawn"), "")
    return Stock(caption=True, trump=trump,
                 count=words.say("label.stock_closed_count", n=v.stock_size) if closed
                 else str(v.stock_size),
                 back_hidden=v.stock_size <= 1 or closed, trumps=trumps)


def _pile(words: Words, v: "TableView", turned: tuple[int, ...], place: int) -> Pile:
    """Each seat's won tricks, counted, at its place (``places``)."""
    tricks = v.tricks[turned[place]] if place < len(turned) else 0
    return Pile(tricks, words.say("label.pile", n=tricks) if tricks else "")


def _table(words: Words, v: "TableView", finished: "FinishedTrick | None"
           ) -> tuple[TrickCard, ...]:
    """The trick on the table in play order (a finished one while it stays a moment)."""
    players = v.players
    if finished is not None:
        plays = finished.plays
        won = [seat for seat, _ in plays].index(finished.winner)
    else:
        plays = seats_in_play_order(v.leader, tuple(v.table), players)
        won = -1
    out = []
    for i, (seat, code) in enumerate(plays):
        name = words.short_name(seat, players)
        named = seated(players).many_rivals or words.people_table()
        out.append(TrickCard(seat=seat, code=code,
                             label=words.say("label.trick_card", card=words.card_name(code),
                                             who=name),
                             tag=name if named else "", winner=i == won))
    return tuple(out)


def _meld(words: Words, v: "TableView") -> Meld | None:
    partner = v.lead_partner
    if not partner or not v.table:
        return None
    points = marriage_value(v.table[0][1] == v.trump)
    return Meld(partner, words.say("label.marriage", points=points,
                                   partner=words.card_name(partner)), points)


def _last_cards(words: Words, last: "FinishedTrick", players: int) -> tuple[LastCard, ...]:
    won = (last.winner - last.leader) % players  # the winner's card, in play order
    return tuple(LastCard(c, words.card_name(c), words.who((last.leader + i) % players, players),
                          i == won) for i, c in enumerate(last.cards))


def _last_box(words: Words, v: "TableView") -> LastTrick:
    last = v.last_trick
    if last is None:
        return LastTrick((), v.players, words.say("label.last_trick"))
    pts = sum(cards.POINTS[cards.parse(c)] for c in last.cards)
    if last.winner == v.seat and not words.people_table():
        caption = words.say("label.last_trick.won.0", points=pts)
    else:
        caption = words.say("label.last_trick.won.other",
                            who=words.short_name(last.winner, v.players), points=pts)
    return LastTrick(_last_cards(words, last, v.players), 0, caption)


def _hand(ctl: TableSource, words: Words, v: "TableView", legal: set[str],
          hint: str) -> Hand:
    """The hand at the bottom: the player's, or at a people's match the person's whose
    cards are up (backs while the device passes: no face of it is in the model)."""
    session = ctl.session
    if session.hand_hidden:
        return Hand(seat=v.seat, hidden=True, backs=len(v.hand),
                    label=words.say("label.hand.hidden", who=session.name(words, v.seat),
                                    n=len(v.hand)),
                    cards=())
    marriages = ctl.phase == Phase.YOU
    out = []
    for i, code in enumerate(display_order(v.hand, v.trump)):
        ok = code in legal
        meld = v.declares(code) if marriages else 0
        fresh = code in session.fresh
        notes = []
        if meld:
            notes.append(words.say("label.card.declares", points=meld))
        if fresh:
            notes.append(words.say("label.card.new"))
        if code == hint:
            notes.append(words.say("label.card.hinted"))
        if i < 9:
            notes.append(words.say("label.card.key", n=i + 1))
        out.append(HandCard(code=code, name=words.card_name(code), legal=ok,
                            reason="" if ok else ctl.can(code, v), hinted=code == hint,
                            meld=meld, fresh=fresh, description=", ".join(notes)))
    label = (words.say("label.hand.1") if len(v.hand) == 1
             else words.say("label.hand", n=len(v.hand)))
    return Hand(seat=v.seat, hidden=False, backs=0, label=label, cards=tuple(out))


def _buttons(ctl: TableSource, v: "TableView", legal: set[str]) -> tuple[Button, ...]:
    rules = v.rules
    session = ctl.session
    # what can no longer apply this deal leaves the table: the stock closes once, and
    # the exchange takes the turned-up card, so neither outlives what it acts on
    gone = v.closed_by is not None or not v.has_stock or v.stock_size == 0
    return (
        Button("close-stock", not rules.closing or gone, "close" in legal),
        Button("exchange-trump", not rules.exchange or not v.trump_card_in_stock,
               "exchange" in legal),
        Button("go-out", not rules.claims_out, "out" in legal),
        Button("draw", ctl.phase != Phase.DRAWING, "draw" in legal),
        Button("pass-exchange", "pass" not in legal, "pass" in legal),
        Button("hint", not ctl.ui.hint_available or not session.hints, ctl.hint_allowed()),
        # Undo: in practice only (the match keeps every card played; its key says why)
        Button("undo", not session.takes_back,
               ctl.phase != Phase.DIALOG and ctl.practice.undoable() is not None),
    )


def _curtain(ctl: TableSource, words: Words) -> Curtain | None:
    """The screen between people: it names whose turn it is."""
    seat = ctl.session.curtain_for if ctl.phase == Phase.CURTAIN else None
    if seat is None:
        return None
    name = ctl.session.name(words, seat)
    return Curtain(seat, words.say("curtain.title", name=name),
                   words.say("curtain.text", name=name), words.say("curtain.ready"))


def _result(ctl: TableSource, words: Words, v: "TableView") -> Result:
    session = ctl.session
    oc = session.state.outcome
    # the deal's summary follows its final trick: not while that trick is shown; a
    # lesson's box says how it ended (with its stars, and its buttons)
    shown = not (oc is None or ctl.phase == Phase.TRICK or session.lesson is not None)
    if oc is None:
        return Result(shown, None)
    m = session.match
    rules = v.rules
    if session.shared:  # every person by name: the match score, or this deal's points
        numbers = m.scores if rules.has_match else v.points
        match_line = words.say(
            "summary.match.people" if rules.has_match else "summary.simple.people",
            target=rules.target, scores=words.say("list.comma").join(
                f"{session.name(words, p)} {numbers[p]}" for p in range(session.players)))
    elif rules.has_match:
        match_line = words.say("summary.match", scores=m.scores, target=rules.target)
    else:
        match_line = words.say("summary.simple", points=v.points[0])
    practice = session.practice
    summed = m.is_over and rules.has_match and not practice and session.counts
    return Result(shown, DealEnd(
        title=session.match_heading(words) if m.is_over else session.deal_heading(words),
        text=session.outcome_sentence(words), summary=tuple(session.summary_lines(words)),
        match_line=match_line, match_line_hidden=bool(session.daily),  # one deal, no match
        match_summary=_match_summary(words, session) if summed else (),
        next_hidden=m.is_over and not practice, new_hidden=not m.is_over or practice,
        next_label=words.say("button.back_to_match" if practice else "button.next_deal"),
        daily=_daily(ctl, words)))


def _match_summary(words: Words, session: "Session") -> tuple[tuple[str, str], ...]:
    """A finished match in figures (the match's own statistics): its deals, game points,
    Schneider and Schwarz both ways, closes, marriages, the level and the rules."""
    b = session.tally_bucket()
    rows = (
        ("msum.deals", words.say("msum.deals.v", n=b.deals, won=b.deals_won,
                                 lost=b.deals - b.deals_won - b.deals_drawn)),
        ("msum.points", words.say("msum.both.v", mine=b.game_points_for,
                                  theirs=b.game_points_against)),
        ("msum.schneider", words.say("msum.both.v", mine=b.schneider_given,
                                     theirs=b.schneider_taken)),
        ("msum.schwarz", words.say("msum.both.v", mine=b.schwarz_given,
                                   theirs=b.schwarz_taken)),
        ("msum.closes", words.say("msum.closes.v", made=b.closes_made,
                                  failed=b.closes_tried - b.closes_made)),
        ("msum.marriages", words.say("msum.marriages.v", n=b.marriages,
                                     points=b.marriage_points)),
        ("msum.table", f"{words.level_name(session.level)} · "
                       f"{words.rules_name(session.match.rules.preset)}"),
    )
    return tuple((words.say(k), value) for k, value in rows)


def _daily(ctl: TableSource, words: Words) -> Daily | None:
    """The deal of the day's end: the player's result beside the Expert's in that seat
    (computed meanwhile, with its progress), and the line to share."""
    desk = ctl.daily
    entry = desk.entry() if ctl.session.daily else None
    if entry is None or entry.you is None:
        return None
    return Daily(results=desk.results(words, entry), progress=desk.progress,
                 share=desk.share_line(words) is not None)
