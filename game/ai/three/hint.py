"""A hint for the human at the three-player table: the Expert's card and why, as data.

In a match (issue 44) the Expert plays for the match and the hint says its chance to win
it, and, as at two players (game/ai/hint.py), when the score decides: "only_win" when
only winning the deal counts at this score, "changes" otherwise, each only when the
match Expert's card differs from the game-point Expert's on the same worlds (a second
search of the view without its match, over the same worlds: game/ai/infoset.py)."""

from __future__ import annotations

from dataclasses import replace

from ...engine.cards import POINTS, beats, parse, parse_suit, text
from ...engine.three.view import PlayerView3
from ..equity import after_deal
from ..reason import Reason, runner_up
from ..work import Work, finish
from .expert import DEFAULT_BUDGET3, Budget3, expert3_decision_work
from .matchvalue import GAINS


def hint3(view: PlayerView3, budget: Budget3 = DEFAULT_BUDGET3) -> tuple[str, Reason]:
    """(suggested card, why). The view must be of the seat to move."""
    return finish(hint3_work(view, budget))


def hint3_work(view: PlayerView3, budget: Budget3 = DEFAULT_BUDGET3
               ) -> Work[tuple[str, Reason]]:
    """Stepwise ``hint3`` (thinking.py): the Expert's own search, seeded by the
    information set (game/ai/infoset.py), so hint, play and review agree."""
    card, scores = yield from expert3_decision_work(view, None, budget)
    for_points = None
    if view.match is not None and scores is not None and len(view.legal) > 1:
        # the card the game-point Expert picks from the same worlds (the seed leaves the
        # match out): does the score decide?
        for_points, _ = yield from expert3_decision_work(replace(view, match=None), None, budget)
    return card, reason3_for(view, card, scores, for_points)


def reason3_for(view: PlayerView3, card: str, scores: dict[int, float] | None,
                for_points: str | None = None) -> Reason:
    """Why the Expert's ``card`` (with the ``scores`` it picked from, None when no search
    was needed): the hint's reason for what ``expert3_decision`` returned; ``for_points``,
    in a match, the card the game-point Expert picks (the note says when they differ)."""
    if scores is None or len(view.legal) == 1:
        return Reason("only_legal")
    why = _follow_reason(view, card) if view.table else _lead_reason(view, card)
    value = scores.get(parse(card), 0.0)
    other = runner_up(scores, parse(card))
    if other is not None:
        why = replace(why, other=text(other), other_value=scores[other])
    if view.match is None:
        return replace(why, expect=value)
    # the search's values are chances to win the match
    note = "" if for_points is None or for_points == card else _match_note(view)
    return replace(why, chance=value, score=_score(view), match_note=note)


def _score(view: PlayerView3) -> tuple[int, ...]:
    """The match score as the seat sees it: its own first, then the seats after it."""
    assert view.match is not None
    return tuple(view.match.score[(view.seat + k) % 3] for k in range(3))


def _match_note(view: PlayerView3) -> str:
    """Why the score changed the card: "only_win" when every win of the deal is worth the
    same to the seat's match and so is every rival's win, else "changes"."""
    m = view.match
    assert m is not None

    def chances(winners: list[int]) -> set[float]:
        return {after_deal(view.rules, m, view.dealer, w, g, view.seat)
                for w in winners for g in GAINS}

    rivals = [p for p in range(3) if p != view.seat]
    only_win = len(chances([view.seat])) == 1 and len(chances(rivals)) == 1
    return "only_win" if only_win else "changes"


def _follow_reason(view: PlayerView3, card: str) -> Reason:
    # Strict play (docs/RULES.md §5.3): a follower must beat the best card so far when it can, so
    # every legal card wins the trick or none does; the choice is only how much to give.
    if _beats_table(view, card):
        return Reason("takes", card=card)
    if POINTS[parse(card)] == min(POINTS[parse(c)] for c in view.legal):
        return Reason("cheapest_legal")
    return Reason("saves_strong")


def _lead_reason(view: PlayerView3, card: str) -> Reason:
    value = view.declares(card)
    if value:
        return Reason("declares", value=value)
    c = parse(card)
    held = [parse(x) for x in view.unseen()]  # what the others may hold, shown or not
    held += [parse(x) for p in range(3) if p != view.seat for x in view.known[p]]
    if not any(beats(c, x, parse_suit(view.trump)) for x in held):
        return Reason("unbeatable")
    return Reason("most_points")


def _beats_table(view: PlayerView3, card: str) -> bool:
    trump = parse_suit(view.trump)
    best = parse(view.table[0])
    for x in view.table[1:]:
        if beats(best, parse(x), trump):
            best = parse(x)
    return beats(best, parse(card), trump)


__all__ = ["hint3", "hint3_work", "reason3_for"]
