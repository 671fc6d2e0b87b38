"""Building hand-made positions for rule tests, two players (``position``, ``state``)
and three (``position3``, ``state3``, ``follower3``, ``leader3``); deal records for the
review tests; random three-player states and redeals of their hidden cards
(``random_states3``, ``redealt``)."""

from __future__ import annotations

import random
from typing import Any

from game import from_position
from game.ai.expert import Budget
from game.ai.three.expert import Budget3
from game.ai.three.ladder import choose_ladder3
from game.ai.three.sampling import Frame3
from game.engine import cards
from game.engine.deal import new_deal
from game.engine.rules import make_rules
from game.engine.three.state import State3
from game.review import DealRecord, record_of
from game.review.cli import play_record

ALL = [cards.text(c) for c in cards.DECK]


def position(hands: list[list[str]], trump: str, *, stock: list[str] | None = None,
             won: list[list[str]] | None = None, filler: int = 1, **extra: Any) -> dict:
    """A full position: unlisted cards go to the stock (top first) when ``stock``
    is None and there is room, else into ``won[filler]``. The pack is the one of
    ``extra["rules"]`` (Schnapsen: 20 cards), else the 24."""
    given_won = won is not None
    won = [list(w) for w in (won or [[], []])]
    listed = set(hands[0]) | set(hands[1]) | set(won[0]) | set(won[1]) | set(extra.get("table", []))
    listed |= set(stock or [])
    drawn = stock == [] and trump not in listed  # an empty stock: the turn-up was drawn
    pack = [cards.text(c) for c in make_rules(extra.get("rules", "traditional")).deck]
    rest = [c for c in pack if c not in listed and (c != trump or drawn)]
    if stock is None:
        stock = rest
    else:
        won[filler] += rest
        if not given_won:
            _spread(won, filler)
    pos = {"trump": trump, "stock": stock, "hands": hands, "won": won}
    pos.update(extra)
    return pos


def _spread(won: list[list[str]], filler: int) -> None:
    """Keep both won piles under 66 points when the filler pile would pass it (for
    tests that leave the won piles to the helper): a running deal with a player on
    66 is impossible with automatic going out, and positions are checked for it."""
    pts = [sum(cards.POINTS[cards.parse(c)] for c in w) for w in won]
    if pts[filler] < 66:
        return
    other = 1 - filler
    pile = won[filler]
    while pts[filler] >= 56 and len(pile) >= 2:
        pair = pile[-2:]
        value = sum(cards.POINTS[cards.parse(c)] for c in pair)
        if pts[other] + value >= 56:
            break
        del pile[-2:]
        won[other] += pair
        pts[filler] -= value
        pts[other] += value


def state(hands, trump, **kw):
    return from_position(position(hands, trump, **kw))


def position3(hands: list[list[str]], trump: str, *, dealer: int | None = None,
              leader: int = 0, won: list[list[str]] | None = None,
              filler: int | None = None, **extra: Any) -> dict:
    """A full three-player position: unlisted cards go into ``won[filler]``
    (default: the leader's, who won the last trick). The turned trump card is the
    dealer's (default: the seat holding it, else the seat right of the leader)."""
    won = [list(w) for w in (won or [[], [], []])]
    table = extra.get("table", [])
    listed = set(sum(hands, [])) | set(sum(won, [])) | set(table)
    rest = [c for c in ALL if c not in listed]
    won[leader if filler is None else filler] += rest
    if dealer is None:
        holders = [p for p in range(3) if trump in hands[p]]
        if trump in table:
            holders.append((leader + table.index(trump)) % 3)
        dealer = holders[0] if holders else (leader + 2) % 3
    pos = {"rules": "three", "trump": trump, "stock": [], "hands": hands, "won": won,
           "leader": leader, "dealer": dealer}
    pos.update(extra)
    return pos


def declared(state, seat: int, suit: str):
    """``state`` with ``seat``'s marriage in ``suit`` already declared, set after the
    position's check: for rules that play cannot reach (a marriage is declared by leading
    its king or queen, so no legal position has a declared pair still in hand)."""
    state._core.marriages[seat].append(cards.SUITS.index(suit))
    return state


def state3(hands, trump, **kw):
    return from_position(position3(hands, trump, **kw))


def follower3(hand: list[str], table: list[str], trump: str = "9H"):
    """Three players: seat 2 to answer ``table`` (seat 0 led) holding ``hand``."""
    others = [c for c in ["AC", "TC", "KC", "QC", "JC", "9C", "AD", "TD", "KD"]
              if c not in hand and c not in table]
    n = len(hand)
    return state3([others[: n - 1], others[n - 1: 2 * n - 2], hand], trump, leader=0,
                  table=table)


def leader3(hand: list[str], trump: str = "AH", won: list[list[str]] | None = None, **kw: Any):
    """Three players: seat 0 to lead ``hand``; seat 2 is the dealer holding the turned
    ``trump``."""
    used = set(hand) | {c for w in (won or []) for c in w}
    rest = [c for c in ALL if c not in used and c != trump]
    n = len(hand)
    hands = [hand, rest[:n], [trump] + rest[n: 2 * n - 1]]
    return state3(hands, trump, leader=0, dealer=2, won=won, **kw)


def perft(state, depth: int) -> int:
    """Leaf count of the tree of legal actions ``depth`` deep (a finished deal is a leaf),
    through the public face of any table's state."""
    if depth == 0 or state.outcome is not None:
        return 1
    return sum(perft(state.apply(a), depth - 1) for a in state.legal_actions())


def play_all(s, actions: list[str]):
    for a in actions:
        s = s.apply(a)
    return s


def marriage_opening(**over: Any) -> dict:
    """A first-trick position: player 0 leads holding the spade marriage (K+Q) and
    the heart king; hearts are trumps. Keys in ``over`` replace the defaults."""
    pos: dict[str, Any] = {
        "rules": "traditional", "options": {}, "trump": "9H",
        "stock": ["AD", "TD", "KD", "QD", "JD", "9D", "AC", "TC", "KC", "QC", "JC"],
        "hands": [["KS", "QS", "AH", "TH", "KH", "9S"], ["AS", "TS", "JS", "QH", "JH", "9C"]],
        "won": [[], []], "marriages": [[], []], "leader": 0, "dealer": 1, "table": [],
        "closed_by": None,
    }
    pos.update(over)
    return pos


# -- deal records for the review tests ---------------------------------------------
# Small review budgets: the tests check what a review is, not how well it searches.
SMALL = Budget(phase_one_worlds=4, phase_two_worlds=6, enumerate_limit=6, node_limit=5_000)
SMALL3 = Budget3(worlds=8, enumerate_limit=8, candidates=24, play_limit=4_000,
                 node_limit=20_000)
# The three-player Expert's small budget in the AI tests (layouts drawn: the default).
SMALL3_AI = Budget3(worlds=8, enumerate_limit=8, play_limit=4_000, node_limit=20_000)


def gentle_record(deal_seed: int, rules: str = "traditional") -> DealRecord:
    return play_record(deal_seed, level="sharp", player="gentle", rules=rules)


def sharp_record(deal_seed: int, dealer: int = 0, seat: int = 0) -> DealRecord:
    """Deal ``deal_seed`` for three played out by three Sharps, kept for ``seat`` (Sharp
    without its slips, game/ai/slips.py: the records the review's tests were written on)."""
    start = s = new_deal(deal_seed, "three", dealer)
    actions: list[str] = []
    while s.outcome is None:
        seed = deal_seed * 100 + len(actions)  # the same record
        a = choose_ladder3(s.view(s.to_move), "sharp", seed=seed, slip=0.0)
        actions.append(a)
        s = s.apply(a)
    return record_of(start, actions, seat, seed=deal_seed, level="sharp")


# -- random three-player states, and another deal of what a seat cannot see ----------
def random_states3(n: int, seed: int, plays: tuple[int, int] = (0, 23)) -> list[State3]:
    """Three-player states at random moments of random deals (random legal cards)."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        s = new_deal(rng.randrange(10**6), "three", dealer=rng.randrange(3))
        for _ in range(rng.randint(*plays)):
            s = s.apply(rng.choice(s.legal_actions()))
        if s.outcome is None:
            out.append(s)
    return out


def redealt(state: State3, seat: int, rng: random.Random) -> State3:
    """Another state ``seat`` cannot tell apart: the other seats' hidden cards are
    dealt again among them, respecting what their plays showed (known, excluded)."""
    core = state.core.copy()
    world = Frame3(state.view(seat)).sample(rng)
    for p in range(3):
        if p == seat:
            continue
        new = [c for c in range(24) if world.hands[p] >> c & 1]
        rng.shuffle(new)
        core.hands[p] = new
    return State3._wrap(core)


def choose_as_rules(s, level: str, seed: int | None = None) -> str:
    """The level as docs/RULES.md §4 has it: the ``classic-`` player, which plays it
    exactly at every table (the page's levels also search the end of the deal and slip
    at the rated tables, issue 40: test_ladder.py and test_slips.py)."""
    from game.ai import choose

    name = level if level.startswith("classic-") else f"classic-{level}"
    return choose(s, name, seed)
