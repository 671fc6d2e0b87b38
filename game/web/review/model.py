"""What the review shows: the doors to it on the table at a deal's end (Review, Try
again, a button per person at a people's match), and the review dialog's contents (which
deal, the progress of its computing, the summary, the chart, the decisions' rows and the
stepper's trick). The dialog's part is built only while it is open. It is data, every
word worded here: the decisions as rows, the chart as its points, the trick as cards per
seat; review_markup.py draws them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.words import Words

from ..seats.layout import seated
from ..table.model import Card, display_order
from ..table.narrate import trick_played
from . import review_words
from .review_words import deal_label, lost, match_cost_text

if TYPE_CHECKING:  # the review engine (and the Expert it runs) loads only when used
    from game.review.engine import Decision, Review
    from game.review.record import TrickFrame

    from ..page_source import PageSource


@dataclass(frozen=True, slots=True)
class ReviewerModel:
    seat: int  # a person's Review button at a people's match (data-review-seat)
    label: str


@dataclass(frozen=True, slots=True)
class ReviewDoorsModel:
    ended: bool  # a finished deal is on the table with its record
    shared: bool  # a people's match: a review per person, no practice
    available: bool  # the review (and Try again) can open now
    people: tuple[ReviewerModel, ...]


@dataclass(frozen=True, slots=True)
class DecisionRowModel:
    """One of the player's decisions as the table lists it (and the hooks carry it)."""

    number: int  # its place in the deal (data-decision, data-goto)
    trick: int
    choice: str  # the action played, as its code (data-choice)
    best: str  # the Expert's choice, as its code (data-best)
    choice_name: str
    best_name: str
    mark: str  # 'inaccuracy', 'mistake', 'blunder' or ''
    mark_word: str  # the mark in words ('' without one)
    cost: float  # expected game points lost, never negative, to 4 places (data-cost)
    lost: str  # the same in words: '0.73'
    lost_known: str  # what it lost with every card known, in words
    unlucky: bool  # as good as the Expert's from what could be seen: bad luck
    match_cost: float | None  # the chances to win the match it cost, to 4 places
    match_lost: str  # the same in words: '−6% match' ('' outside a match)
    routine: bool  # a forced move or a routine draw: hidden unless all are shown


@dataclass(frozen=True, slots=True)
class ReviewTableModel:
    caption: str
    columns: tuple[str, ...]  # the columns' headings
    luck: str  # the words beside a bad-luck row's all-known cost
    rows: tuple[DecisionRowModel, ...]


@dataclass(frozen=True, slots=True)
class ChartPointModel:
    """A decision on the chart: the expected game points the best choice offered, the
    player's choice gave, and gave with every card known."""

    number: int
    trick: int
    best: float
    chosen: float
    known: float
    mark: str
    routine: bool
    label: str


@dataclass(frozen=True, slots=True)
class ReviewChartModel:
    tricks: int  # the trick axis' length
    points: tuple[ChartPointModel, ...]  # in deal order
    label: str  # the chart's name for screen readers
    x_axis: str
    y_axis: str
    legend: tuple[str, str, str]  # the lines' names: the best choice, the player's, all known


@dataclass(frozen=True, slots=True)
class HandRowModel:
    label: str  # whose cards
    cards: tuple[Card, ...]  # in the hand's display order


@dataclass(frozen=True, slots=True)
class PlayModel:
    """A card of the trick in play order, under its player's name."""

    code: str
    name: str
    who: str
    winner: bool


@dataclass(frozen=True, slots=True)
class TrickNoteModel:
    """A decision of the player's in the trick, in words, and whether practice can start
    just before it (the "Try again from here" button, ``data-replay``)."""

    text: str
    number: int
    replay: bool
    replay_label: str


@dataclass(frozen=True, slots=True)
class ReviewTrickModel:
    """One trick of the finished deal: every hand at its lead face up, the trick, who led
    and who won it, the stock left and the player's decisions in it."""

    title: str
    hands: tuple[HandRowModel, ...]
    plays: tuple[PlayModel, ...]
    said: str  # who led, who won
    stock: str  # the stock left, in words ('' without one)
    notes: tuple[TrickNoteModel, ...]
    try_again: str  # the Try again button's words
    four: bool  # four-colour faces
    can_prev: bool
    can_next: bool


@dataclass(frozen=True, slots=True)
class ReviewModel:
    kind: str  # "review"
    which: str  # the deal reviewed, in words (never another deal's review)
    progress: int | None  # percent while the review is computed, else None
    verdict: str  # the summary, else the computing line, else ''
    trick: ReviewTrickModel | None  # the stepper's trick (None: no deal to step through)
    routine: int  # the forced moves and routine draws left out of the list
    all_label: str
    show_all: bool
    accuracy: str
    match: str
    chart: ReviewChartModel | None  # None: nothing to chart
    table: ReviewTableModel | None  # None: no decision to list
    decision: int  # the decision shown (0: none): its row and point are marked


def build_doors(ctl: PageSource, words: Words) -> ReviewDoorsModel:
    s = ctl.session
    ended = ctl.reviews.last is not None and s.deal_over
    people = tuple(ReviewerModel(seat, words.say("button.review.person", name=s.name(words, seat)))
                   for seat in s.seats.people) if ended and s.shared else ()
    return ReviewDoorsModel(ended=ended, shared=s.shared, available=ctl.reviews.available(),
                            people=people)


def build_review(ctl: PageSource, words: Words) -> ReviewModel:
    ui = ctl.ui
    review = ui.review
    record = ctl.reviews.shown
    percent = None if ui.review_progress is None else round(ui.review_progress * 100)
    routine = 0 if review is None else len(review.decisions) - len(review.real())
    verdict = (" ".join(review_words.summary_lines(words, review, record)) if review is not None
               else words.say("review.computing", percent=percent) if percent is not None else "")
    return ReviewModel(
        kind="review", which=_which(ctl, words), progress=percent, verdict=verdict,
        trick=_trick(ctl, words), routine=routine,
        all_label=words.say("review.show_all", n=routine), show_all=ui.review_all,
        accuracy="" if review is None else review_words.accuracy_text(words, review),
        match="" if review is None else " ".join(review_words.match_lines(words, review)),
        chart=None if review is None else chart_model(words, review,
                                                      len(ctl.reviews.frames())),
        table=table_model(words, review) if review is not None and review.decisions else None,
        decision=ui.review_decision)


def _which(ctl: PageSource, words: Words) -> str:
    s = ctl.session
    record = ctl.reviews.shown
    if record is None:
        return ""
    if s.shared and s.deal_over and record.players == s.players \
            and record.actions == tuple(s.actions):  # this deal, from one person's chair
        against = words.say("list.comma").join(s.name(words, seat) for seat in range(s.players)
                                               if seat != record.seat)
        return words.say("review.which.person", name=s.name(words, record.seat),
                         deal=deal_label(words, record.final(), record, against))
    return words.say("review.which.this" if record is ctl.reviews.last else "review.which.kept",
                     deal=deal_label(words, record.final(), record))


def _row(words: Words, d: Decision) -> DecisionRowModel:
    m = d.match_cost
    return DecisionRowModel(
        number=d.number, trick=d.trick, choice=d.choice, best=d.expert,
        choice_name=words.action_name(d.choice), best_name=words.action_name(d.expert),
        mark=d.mark or "", mark_word=words.say(f"review.mark.{d.mark}") if d.mark else "",
        cost=round(max(0.0, d.cost), 4), lost=lost(words, d.cost),
        lost_known=lost(words, d.cost_known),
        unlucky=d.unlucky, match_cost=None if m is None else round(m, 4),
        match_lost=match_cost_text(words, d), routine=d.routine)


def table_model(words: Words, review: Review) -> ReviewTableModel:
    """The player's decisions in deal order: the choice (with its mark), the Expert's, the
    points it lost (sampled from what the player could see) and with every card known."""
    return ReviewTableModel(
        caption=words.say("review.caption.match" if review.match is not None else "review.caption"),
        columns=tuple(words.say(k) for k in ("review.col.trick", "review.col.choice",
                                             "review.col.expert", "review.col.cost",
                                             "review.col.known")),
        luck=words.say("review.luck"), rows=tuple(_row(words, d) for d in review.decisions))


def chart_model(words: Words, review: Review, tricks: int) -> ReviewChartModel | None:
    """Expected game points through the deal, a point per decision (None: no point)."""
    curve = review.curve()
    if not curve:
        return None
    points = tuple(
        ChartPointModel(number=d.number, trick=d.trick, best=p.best, chosen=p.chosen,
                        known=p.known, mark=d.mark or "", routine=d.routine,
                        label=words.say("review.chart.point", trick=d.trick,
                                        choice=words.action_name(d.choice),
                                        lost=lost(words, d.cost)))
        for d, p in zip(review.decisions, curve, strict=True))
    return ReviewChartModel(
        tricks=max([tricks] + [d.trick for d in review.decisions]), points=points,
        label=words.say("review.chart.label", n=len(points)), x_axis=words.say("review.chart.x"),
        y_axis=words.say("review.chart.y"),
        legend=(words.say("review.legend.best"), words.say("review.legend.chosen"),
                words.say("review.legend.known")))


def _trick(ctl: PageSource, words: Words) -> ReviewTrickModel | None:
    """The review's stepper: one trick of the finished deal, both hands face up."""
    frames = ctl.reviews.frames()
    if not frames:
        return None
    ui = ctl.ui
    i = min(ui.review_trick, len(frames) - 1)
    frame = frames[i]
    review = ui.review
    decisions = [d for d in review.decisions if d.trick == frame.number
                 and (ui.review_all or not d.routine)] if review else []
    return trick_model(words, frame, decisions, ui.four_colour, ctl.reviews.can_replay_from(),
                       i + 1, len(frames))


def trick_model(words: Words, frame: TrickFrame, decisions: list[Decision], four: bool,
                replay: bool, n: int = 1, total: int = 1) -> ReviewTrickModel:
    """Trick ``n`` of ``total``: the player's ``decisions`` in it noted, each real one with
    "Try again from here" while ``replay`` (the deal just finished is on the table)."""
    return ReviewTrickModel(
        title=words.say("review.trick.title", n=n, total=total), hands=_hands(words, frame),
        plays=_plays(words, frame),
        said=trick_played(words, frame.leader, frame.winner, len(frame.hands)),
        stock="" if frame.stock is None else words.say("review.trick.stock", n=frame.stock),
        notes=tuple(_note(words, d, replay) for d in decisions),
        try_again=words.say("review.try_again"),
        four=four, can_prev=n > 1, can_next=n < total)


def _hands(words: Words, frame: TrickFrame) -> tuple[HandRowModel, ...]:
    """Every hand at the trick's lead, face up, each named: at a people's match by its
    person, else yours and the computer's (or West's and East's)."""
    players = len(frame.hands)
    if words.people_table():
        labels = [words.say("review.trick.named", who=words.who(seat, players))
                  for seat in range(players)]
    else:
        labels = [words.say("review.trick.yours")] + [
            words.say(seated(players).words("cards", seat)) for seat in range(1, players)]
    return tuple(HandRowModel(label, tuple(Card(c, words.card_name(c)) for c in display_order(
        hand, frame.trump))) for label, hand in zip(labels, frame.hands, strict=True))


def _plays(words: Words, frame: TrickFrame) -> tuple[PlayModel, ...]:
    players = len(frame.hands)
    won = (frame.winner - frame.leader) % players  # the winner's card, in play order
    return tuple(PlayModel(c, words.card_name(c), words.who((frame.leader + i) % players, players),
                           i == won) for i, c in enumerate(frame.cards))


def _note(words: Words, d: Decision, replay: bool) -> TrickNoteModel:
    """A decision in the walk; a real one can be tried again while ``replay`` (the deal
    just finished is on the table)."""
    return TrickNoteModel(
        text=review_words.trick_note(words, d), number=d.number, replay=replay and not d.routine,
        replay_label=words.say("review.try_again.label", trick=d.trick,
                               choice=words.action_name(d.choice)))
