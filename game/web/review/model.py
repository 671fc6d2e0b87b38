"""What the review shows: the doors to it on the table at a deal's end (Review, Try
again, a button per person at a people's match), and the review dialog's contents (which
deal, the progress of its computing, the summary, the chart, the decisions' rows and the
stepper's trick). The dialog's part is built only while it is open."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..table import markup
from ..texts import say
from . import review_markup

if TYPE_CHECKING:
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
class ReviewTrickModel:
    title: str
    html: str  # the trick, both hands face up, the decisions in it noted
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
    chart_svg: str
    table_html: str
    decision: int  # the decision shown (0: none): its row and point are marked


def build_doors(ctl: PageSource) -> ReviewDoorsModel:
    s = ctl.session
    ended = ctl.reviews.last is not None and s.deal_over
    people = tuple(ReviewerModel(seat, say("button.review.person", name=s.name(seat)))
                   for seat in s.seats.people) if ended and s.shared else ()
    return ReviewDoorsModel(ended=ended, shared=s.shared, available=ctl.reviews.available(),
                            people=people)


def build_review(ctl: PageSource) -> ReviewModel:
    ui = ctl.ui
    review = ui.review
    record = ctl.reviews.shown
    percent = None if ui.review_progress is None else round(ui.review_progress * 100)
    routine = 0 if review is None else len(review.decisions) - len(review.real())
    verdict = (" ".join(review_markup.summary_lines(review, record)) if review is not None
               else say("review.computing", percent=percent) if percent is not None else "")
    return ReviewModel(
        kind="review", which=_which(ctl), progress=percent, verdict=verdict,
        trick=_trick(ctl), routine=routine, all_label=say("review.show_all", n=routine),
        show_all=ui.review_all,
        accuracy="" if review is None else review_markup.accuracy_text(review),
        match="" if review is None else " ".join(review_markup.match_lines(review)),
        chart_svg="" if review is None else review_markup.review_chart_svg(
            review, len(ctl.reviews.frames())),
        table_html=review_markup.review_table_html(review, ui.review_all)
        if review is not None and review.decisions else "",
        decision=ui.review_decision)


def _which(ctl: PageSource) -> str:
    s = ctl.session
    record = ctl.reviews.shown
    if record is None:
        return ""
    if s.shared and s.deal_over and record.players == s.players \
            and record.actions == tuple(s.actions):  # this deal, from one person's chair
        against = say("list.comma").join(s.name(seat) for seat in range(s.players)
                                          if seat != record.seat)
        return say("review.which.person", name=s.name(record.seat),
                   deal=markup.deal_label(record.final(), record, against))
    return say("review.which.this" if record is ctl.reviews.last else "review.which.kept",
               deal=markup.deal_label(record.final(), record))


def _trick(ctl: PageSource) -> ReviewTrickModel | None:
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
    return ReviewTrickModel(
        title=say("review.trick.title", n=i + 1, total=len(frames)),
        html=review_markup.review_trick_html(frame, decisions, ui.four_colour,
                                             ctl.reviews.can_replay_from()),
        can_prev=i > 0, can_next=i < len(frames) - 1)
