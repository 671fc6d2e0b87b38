"""A hint for the human: the expert's action and a short reason a person follows."""

from __future__ import annotations

from dataclasses import replace

from ..engine import cards
from ..engine.actions import action_text
from ..engine.cards import PARTNER, POINTS, beats
from ..engine.core import CLOSE
from ..engine.deal import parse_action
from ..engine.view import PlayerView
from .classic import can_go_out_correctly
from .expert import (
    DEFAULT_BUDGET,
    Budget,
    Searched,
    expert_pick,
    expert_search_work,
    match_utility,
)
from .reason import Reason, runner_up
from .work import Work, finish


def hint(view: PlayerView, budget: Budget = DEFAULT_BUDGET) -> tuple[str, Reason]:
    """(suggested action, why). The view must be of the seat to move."""
    return finish(hint_work(view, budget))


def hint_work(view: PlayerView, budget: Budget = DEFAULT_BUDGET) -> Work[tuple[str, Reason]]:
    """Stepwise ``hint`` (thinking.py): the Expert's own search, seeded by the information
    set (infoset.py), so the hint is the Expert's play there and the review's choice."""
    action, searched = yield from expert_search_work(view, None, budget)  # one search, both
    return action, reason_for(view, action, searched, budget)


def reason_for(view: PlayerView, action: str, searched: Searched | None,
               budget: Budget = DEFAULT_BUDGET) -> Reason:
    """Why the Expert's ``action`` (with what its search found, None when no search was
    needed): the hint's reason for what ``expert_search_work`` returned."""
    if len(view.legal) == 1:
        return Reason("only_legal")
    if action == "out" and can_go_out_correctly(view):
        return Reason("go_out_66")
    assert searched is not None  # the only searchless answers were handled just above
    code = parse_action(action)
    reason = replace(_reason(view, action, searched.points),
                     expect=searched.points.get(code, 0.0))
    other = runner_up(searched.values, code)
    if other is not None:
        reason = replace(reason, other=action_text(other), other_value=searched.values[other])
    if searched.chances is None:
        return reason
    return replace(reason, chance=searched.chances[code], score=_score(view),
                   match_note=_match_note(view, searched, code, budget))


def _score(view: PlayerView) -> tuple[int, int]:
    assert view.match is not None
    return view.match.score[view.seat], view.match.score[1 - view.seat]


def _match_note(view: PlayerView, searched: Searched, code: int, budget: Budget) -> str:
    """Why the score matters to this hint: "only_win" when only winning the deal counts at
    this score and the choice differs from the game-point Expert's, "changes" when it
    differs otherwise, "" when the score changes nothing."""
    if expert_pick(view, searched, None, budget, for_points=True) == code:
        return ""
    u = match_utility(view)
    assert u is not None
    only_win = u[0] == u[2] and u[4] == u[6]  # every loss alike, every win alike
    return "only_win" if only_win else "changes"


def _reason(view: PlayerView, action: str, scores: dict[int, float]) -> Reason:
    if action == "close":
        return Reason("close")
    if action == "draw":
        if CLOSE in scores:
            return Reason("draw_not_close")
        return Reason("draw")
    if action == "exchange":
        return Reason("exchange")
    if action == "pass":
        return Reason("pass")
    if action == "out":
        return Reason("out")
    if view.table:
        return _follow_reason(view, action)
    return _lead_reason(view, action)


def _follow_reason(view: PlayerView, action: str) -> Reason:
    led = cards.parse(view.table[0])
    card = cards.parse(action)
    trump = cards.parse_suit(view.trump)
    hand = [cards.parse(c) for c in view.hand]
    if beats(led, card, trump):
        if card // 6 == trump and led // 6 != trump:
            trumps = [c for c in hand if c // 6 == trump]
            if all(POINTS[card] <= POINTS[c] for c in trumps):
                return Reason("cheapest_trump")
            return Reason("trump")
        return Reason("takes", card=action)
    partner = PARTNER[card]
    if any(PARTNER[c] >= 0 and PARTNER[c] in hand and c != card and c != partner
           for c in hand):
        return Reason("keeps_marriage")
    if POINTS[card] == min(POINTS[c] for c in hand):
        return Reason("gives_little")
    return Reason("saves_strong")


def _lead_reason(view: PlayerView, action: str) -> Reason:
    card = cards.parse(action)
    suit = card // 6
    value = view.declares(action)
    if value:
        return Reason("declares", value=value)
    if view.strict:
        out = [cards.parse(c) for c in view.unseen()] + [
            cards.parse(c) for c in view.opponent_known]
        if not any(c // 6 == suit and c < card for c in out):
            return Reason("unbeatable")
        return Reason("force_out")
    if POINTS[card] <= 2:
        return Reason("cheap_lead")
    return Reason("most_points")


__all__ = ["hint", "hint_work", "reason_for"]
