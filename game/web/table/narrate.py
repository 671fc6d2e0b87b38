"""Sentences from the engine's event records (game.engine.events), as the human sees them.

Pure Python. The engine says what happened; this only words it (texts.TEXT), so
the log can never name a card the human did not see: events pass through
``Event.seen_by(HUMAN)`` first, and a hidden draw has no card to name.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.engine.events import Event, marriage_value

from ..seats.layout import seated
from ..texts import (
    HUMAN,
    game_points_text,
    listed,
    people_table,
    points_text,
    said,
    say,
    suit_name,
    the,
    tricks_text,
    who,
)

if TYPE_CHECKING:
    from game.engine.table import Outcome
    from game.engine.tables import AnyState


def told(events: Iterable[Event], players: int = 2) -> tuple[list[str], int]:
    """One sentence per event worth telling, in order, and the index of the first one
    from a finished trick on (who won it, and what followed: the page tells those once
    the trick's last card has landed)."""
    lines: list[str] = []
    landing: int | None = None
    events = [e.seen_by(HUMAN) for e in events]
    going_out = any(e.kind == "out" for e in events)

    def line(base: str, seat: int | None, **facts: object) -> None:
        lines.append(said(base, seat if seat is not None else HUMAN, players, **facts))

    for e in events:
        seat = e.seat
        k = e.kind
        if k == "play":
            line("ev.play.lead" if e.lead else "ev.play", seat, card=the(e.card or ""))
        elif k == "marriage":
            facts = {"points": e.points, "suit": suit_name(e.suit or "S"),
                     "partner": the(e.partner or "")}
            if going_out:
                line("ev.marriage.out", seat, **facts)
            elif e.counted:
                line("ev.marriage", seat, **facts)
            else:
                line("ev.marriage.pending", seat, **facts)
        elif k == "marriage_counted":
            line("ev.marriage_counted", seat, points=e.points)
        elif k == "trick":
            landing = len(lines) if landing is None else landing
            line("ev.trick.last" if e.bonus else "ev.trick", seat, points=e.points)
        elif k == "draw":
            if seat == HUMAN and e.card and not people_table():
                lines.append(say("ev.draw.0", card=the(e.card)))
            elif e.card and e.public:
                line("ev.draw.turnup", seat, card=the(e.card))
        elif k == "stock_empty":
            lines.append(say("ev.stock_empty"))
        elif k in ("close", "pass", "out"):
            line(f"ev.{k}", seat)
        elif k == "exchange":
            line("ev.exchange", seat, card=the(e.card or ""))
    return lines, len(lines) if landing is None else landing


def deal_outcome_sentence(state: "AnyState") -> str:
    """``outcome_sentence`` of a finished deal, told from its final state (the page's
    result line; the monkey test holds the page to it)."""
    assert state.outcome is not None, "the deal is over"
    return outcome_sentence(state.outcome, state.points, state.closed_by, state.tricks,
                            any(state.hand(p) for p in range(state.players)))


def outcome_sentence(outcome: "Outcome", points: tuple[int, ...],
                     closed_by: int | None, tricks: tuple[int, ...],
                     cards_left: bool = True) -> str:
    """Who won the deal, why, and how many game points. ``cards_left``: the deal ended
    with cards still in hand (False: its last trick ended it)."""
    if seated(len(points)).many_rivals:  # each rival pays: the result names who paid
        return _outcome_rivals(outcome, points)
    w = outcome.winner
    if w is None:
        return say("outcome.draw", points=points[0])
    loser = 1 - w
    reason = outcome.reason
    if reason == "went_out" and not cards_left:
        # 66 reached with the last trick (its 10 in Sixty-Six; a closer's last chance;
        # Schnapsen's last trick with 66): the engine scores it as going out, but
        # nobody went out: the cards ran out
        why = said("outcome.went_out.last_trick", w, points=points_text(points[w]))
    elif reason == "went_out":
        why = said("outcome.went_out", w, points=points_text(points[w]))
    elif reason == "false_claim" and people_table():  # the claimant is named
        why = say("outcome.false_claim.people", who=who(loser), points=points[loser])
    elif reason == "false_claim":
        why = say(f"outcome.false_claim.{w}", points=points[loser])
    elif reason == "closer_failed" and people_table():
        why = say("outcome.closer_failed.people", who=who(loser))
    elif reason == "higher_total":
        why = said("outcome.higher_total", w, points=points[w], other=points[loser])
    elif reason == "closer_failed":
        why = say(f"outcome.closer_failed.{w}")
    else:  # "last_trick", docs/RULES.md §7 (Schnapsen): always 1 game point
        why = said(f"outcome.{reason}", w, points=points[w], other=points[loser])
    extra = ""
    if reason in ("went_out", "higher_total") and outcome.game_points >= 2:
        extra = say("outcome.schwarz" if tricks[loser] == 0 else "outcome.schneider")
    return why + " " + said("outcome.win", w, game_points=game_points_text(outcome.game_points),
                            extra=extra)


def _outcome_rivals(outcome: "Outcome", points: tuple[int, ...]) -> str:
    w = outcome.winner
    seats = range(len(points))
    if outcome.reason == "replay":
        return say("outcome.three.replay", points=max(points))
    if w is None:
        top = max(points)
        names = listed([who(p, len(seats)) for p in seats if points[p] == top])
        return say("outcome.three.draw", names=names, points=top)
    paid = listed([said("paid", p, len(seats), n=outcome.paid[p]) for p in seats if p != w])
    return said("outcome.three.win", w, len(seats), points=points_text(points[w]),
                game_points=game_points_text(outcome.game_points), paid=paid)


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


def breakdown_line(who: str, b: Breakdown) -> str:
    marriages = say("summary.marriages", points=b.marriages) if b.marriages else ""
    last = say("summary.last") if b.last_trick else ""
    line = say("summary.row", who=who, cards=b.cards, marriages=marriages, last=last,
               tricks=tricks_text(b.tricks), total=b.total)
    if b.pending:
        line += say("summary.pending", points=b.pending)
    return line
