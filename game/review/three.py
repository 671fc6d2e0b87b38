"""Deal review for three players (docs/RULES.md §5): what each card the player chose cost.

The same data as the two-player review (two.py; decisions.py: ``Decision``, ``Review``,
``Verdict``, ``CurvePoint``), answered by the three-player Expert
(game/ai/three/expert.py). With three players the only decisions are card
plays; a decision is a moment when the player had more than one legal card.

- SAMPLED (what the player could know): ``expert3_decision_work`` on the
  player's ``PlayerView3`` with the Expert's budget, seeded by that view (the
  information set, game/ai/infoset.py, as the hint and the Expert's play are):
  its weighted average value of every legal card over the worlds it draws from
  that view alone, and its choice, picked by its own tie-break (so it is the
  card the Expert plays there). ``cost = EV(Expert's card) - EV(player's card)``.
- ALL KNOWN: each legal card valued in the ONE true world (every hand as it
  was), exactly as the Expert values one of its sampled worlds: its
  ``Evaluator`` on ``Pos.of_core(core)``, with the seats it would read as
  playing by the model of play (Sharp's rules; read from the player's view, as
  the Expert reads them) played by that model. When at most ``solve_cards``
  cards are left in the hands (6; 12 when both others are read) that is an
  exact search of the rest of the deal (paranoid against a seat not read,
  Sharp's rules for a seat read): ``Decision.phase`` 2. Before that, each card
  is followed by one deterministic playout (the others by Sharp's rules, the
  player by the Expert's own playout policy) down to that many cards, then the
  same exact search: an estimate, ``phase`` 1. So "all known" means "the
  Expert's valuation of the real layout", not a game-theoretic value of the
  three-player game (there is none: it depends on how the others play).
  ``cost_known = best value - value of the player's card``.

Units (both columns, as the Expert counts outside a match; in a match too, the view
reviewed without it): game points for the player under its objective
(``Budget3.objective``, by default "race": the winner's gain, or minus what another seat
wins; a draw or a replay 0), plus its own card points / 256 as the tie-breaker
(``kernel.SCALE``). ``Review.result`` is the deal's outcome in those game points (an
int, no tie-breaker): +gain when the player won, -(the winner's gain) when another seat
won, 0 for a draw or a replay.

IN A MATCH (issue 44, point 4), as at two players: each decision also gets ``match``,
every legal card's chance to win the match from the match Expert's search over the same
worlds (the seed leaves the match out), and the Expert's choice is that search's card;
the marks and the accuracy follow the match chance lost. ``Review.match`` is the stake
(stake.py): the chance before the deal and after each outcome, by who won and how much.
The best result within reach (game points, every card known) maps to the chance of the
outcome it stands for; a loss does not say which rival would have won it, so there the
chance is the lowest of the rivals' wins (``MatchVerdict.exact`` False) and the gap
claimed never more than the real one.

Seeds are the views' own (infoset.py); budgets are counts, so a record gives the same
review in CPython and in the page.
"""

from __future__ import annotations

from ..ai.three.expert import (
    DEFAULT_BUDGET3,
    Budget3,
    Evaluator,
    expert3_decision_work,
    reading,
)
from ..ai.three.kernel import OBJECTIVES, SCALE, Pos, utility
from ..ai.work import Work
from ..engine.cards import parse, text
from ..engine.tables import AnyState, AnyView
from ..engine.three.core import Core3
from ..engine.three.state import THREE_PLAYERS, State3
from ..engine.three.view import PlayerView3
from .decisions import (
    Decision,
    Review,
    Reviewer,
    Sampled,
    checked_choice,
    priced,
)
from .scale import MAX_GAME_POINTS_THREE
from .stake import match_stake


def modeled_seats(view: PlayerView3, budget: Budget3) -> int:
    """The seats (bits) the Expert plays by the model of play in its search from
    ``view`` (its own reading, game/ai/three/expert.py ``reading``)."""
    return reading(view, budget)[2]


def sampled3_work(view: PlayerView3, budget: Budget3 = DEFAULT_BUDGET3) -> Work[Sampled]:
    """The Expert's scores and choice from ``view`` alone (more than one legal card): its
    own search, seeded by the information set (the hint's and the Expert's play's)."""
    card, scores = yield from expert3_decision_work(view, None, budget)
    if scores is None:
        raise ValueError("one legal card: there is no decision to review")
    return Sampled(card, {text(c): v for c, v in scores.items()})


def known3_work(core: Core3, view: PlayerView3, budget: Budget3 = DEFAULT_BUDGET3
                ) -> Work[tuple[dict[str, float], bool]]:
    """Each legal card's value in the true world ``core`` for the seat to move, as the
    Expert values a world (see the module docstring), and whether it is exact."""
    world = Pos.of_core(core)
    ev = Evaluator(view.seat, budget, modeled_seats(view, budget))
    exact = world.cards_left() <= ev.solve_cards
    values = ev.values(world, [parse(c) for c in view.legal])
    yield
    return {text(c): v / SCALE for c, v in values.items()}, exact


def decision3_work(state: State3, action: str, budget: Budget3 = DEFAULT_BUDGET3,
                   number: int = 1, index: int = 0) -> Work[Decision]:
    seat, choice = checked_choice(state, action)
    # ``ev`` in game points, the view without its match: the all-known column is game
    # points, and the two columns must speak one unit.
    view = state.in_match(None).view(seat)
    sampled = yield from sampled3_work(view, budget)
    in_match = state.view(seat)
    if in_match.match is not None:
        # In a match (issue 44): a second search over the same worlds (the seed leaves
        # the match out), for the match; its card is the Expert's choice, its values the
        # match column.
        # At three the match chance does not rise with the seat's game points (a rival's
        # win costs by who won it), so one search cannot serve both (README: its cost).
        chances = yield from sampled3_work(in_match, budget)
        sampled = Sampled(chances.expert, sampled.ev, chances.ev)
    known, exact = yield from known3_work(state.core, view, budget)
    return priced(number, index, state.core.ntricks + 1, 2 if exact else 1, choice, sampled,
                  known)


def result3(core: Core3, seat: int, budget: Budget3 = DEFAULT_BUDGET3) -> int:
    """The finished deal for ``seat`` in the Expert's game points (its objective)."""
    flags = sum(1 << p for p in range(3) if core.tricks[p])
    return OBJECTIVES[budget.objective](core.totals(), flags)[seat]


def _decide(state: AnyState, action: str, budget: Budget3, number: int,
            index: int) -> Work[Decision]:
    assert isinstance(state, State3)
    return decision3_work(state, action, budget, number, index)


def _review(seat: int, decisions: tuple[Decision, ...], final: AnyState,
            budget: Budget3) -> Review:
    assert isinstance(final.core, Core3)
    rules = final.rules
    stake = match_stake(rules, final.match, final.dealer, seat, winner3(final.core),
                        loss_is_gain=budget.objective == "race")
    return Review(seat, decisions, result3(final.core, seat, budget), budget,
                  swing=MAX_GAME_POINTS_THREE, tiebreak=True, match=stake)


def winner3(core: Core3) -> int | None:
    """Who won the finished deal (None: a replay or a draw, nobody scored)."""
    flags = sum(1 << p for p in range(3) if core.tricks[p])
    u = utility(core.totals(), flags)
    return u.index(max(u)) if max(u) > 0 else None


def _sampled(view: AnyView, budget: Budget3) -> Work[Sampled]:
    assert isinstance(view, PlayerView3)
    return sampled3_work(view, budget)


REVIEWER = Reviewer(THREE_PLAYERS.name, Budget3, DEFAULT_BUDGET3, _decide, _review, _sampled)


__all__ = ["REVIEWER", "decision3_work", "known3_work", "modeled_seats",
           "result3", "sampled3_work", "winner3"]
