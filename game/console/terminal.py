"""Play a match against the computer in a terminal (``python -m game play``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TextIO

from ..ai import choose
from ..engine import cards
from ..engine.core import CLOSER_FAILED, DRAWN, FALSE_CLAIM, HIGHER_TOTAL, LAST_TRICK, WENT_OUT
from ..engine.deal import IllegalAction
from ..engine.events import Event
from ..engine.table import TableView
from ..engine.three.core import REPLAY
from ..play.match import Match

# Why a deal ended (the two tables' reasons share their names where they mean the same).
REASONS = {
    WENT_OUT: "went out with 66 or more",
    FALSE_CLAIM: "the other player claimed 66 without having it",
    HIGHER_TOTAL: "the highest total when the cards ran out",
    CLOSER_FAILED: "the player who closed did not make 66",
    DRAWN: "equal top totals: a drawn deal",
    LAST_TRICK: "won the last trick, nobody having gone out",  # docs/RULES.md §7 (Schnapsen)
    REPLAY: "nobody reached 66: the deal is replayed",  # docs/RULES.md §5.5
}
# The seats' names by the number at the table: the computer alone, or West (left) and
# East (right) at three (docs/RULES.md §5).
NAMES = {2: ("You", "The computer"), 3: ("You", "West", "East")}
IN_SENTENCE = {2: ("you", "the computer"), 3: ("you", "West", "East")}


def describe_view(v: TableView) -> str:
    """The table as the human (seat 0) sees it, at any table."""
    names, inner = NAMES[v.players], IN_SENTENCE[v.players]
    h = v.trump_holder
    where = (" under the stock" if v.trump_card_in_stock
             else "" if h is None else " in your hand" if h == 0 else f" in {names[h]}'s hand")
    lines = [f"Trumps: {cards.SUIT_NAMES['CDHS'.index(v.trump)]} ({v.trump_card}{where})"
             + (f"; stock: {v.stock_size}" if v.has_stock else "")
             + (" (closed)" if v.closed_by is not None else "")]
    lines.append("Points: " + ", ".join(
        f"{inner[p]} {v.points[p]}"
        + (f" (+{v.pending[p]} pending)" if v.pending[p] else "") for p in range(v.players)))
    lines.append("Cards held: " + ", ".join(
        f"{inner[p]} {v.hand_sizes[p]}" for p in range(1, v.players)))
    for p in range(1, v.players):
        if v.known[p]:
            lines.append(f"{names[p]} is known to hold: {' '.join(v.known[p])}")
    if v.last_trick:
        lt = v.last_trick
        lines.append(f"Last trick: {' '.join(lt.cards)} ({inner[lt.leader]} led)"
                     f" -> {inner[lt.winner]}")
    if v.plays:
        lines.append("On the table: " + " ".join(f"{c} ({names[p]})" for p, c in v.plays))
    lines.append("Your hand: " + " ".join(v.hand))
    return "\n".join(lines)


def _deal_over(m: Match) -> str:
    s, oc = m.state, m.state.outcome
    assert oc is not None
    names, inner = NAMES[m.rules.players], IN_SENTENCE[m.rules.players]
    who = "Nobody" if oc.winner is None else names[oc.winner]
    paid = ", ".join(f"{inner[p]} {x}"
                     for p, x in enumerate(oc.paid) if x)
    points = "-".join(str(x) for x in s.points)
    return (f"\nDeal {m.deal_number} over: {who} wins {oc.game_points} game point(s)"
            + (f" (paid: {paid})" if paid else "")
            + f": {REASONS.get(oc.reason, oc.reason)}. Card points {points}.")


def narrate(events: tuple[Event, ...], names: tuple[str, ...]) -> list[str]:
    """The trick winners and marriages among ``events``, as lines for the human."""
    lines = []
    for e in events:
        who = names[e.seat or 0] if e.seat else "You"
        if e.kind == "trick":
            won = "take" if e.seat == 0 else "takes"
            lines.append(f"  {who} {won} the trick ({' '.join(e.cards)}).")
        elif e.kind == "marriage":
            lines.append(f"  {who} {'declare' if e.seat == 0 else 'declares'} {e.points}"
                         + ("" if e.counted else " (counted after a first trick)") + ".")
    return lines


def play_match(level: str, seed: int | None, rules: str, inp: Callable[[str], str],
               out: TextIO) -> Match:
    m = Match.new(seed, rules)
    names, inner = NAMES[m.rules.players], IN_SENTENCE[m.rules.players]
    others = " and ".join(names[1:])

    def say(s: str = "") -> None:
        print(s, file=out)

    against = f"{inner[1]} ({level})" if len(names) == 2 else \
        f"two computer players, {others} ({level})"
    game = "Schnapsen" if m.rules.preset == "schnapsen" else "Sixty-Six"
    say(f"{game} against {against}, {rules} rules, match seed {m.seed}.")
    while True:
        s = m.state
        if s.outcome is not None:
            say(_deal_over(m))
            if m.rules.has_match:
                table = ", ".join(f"{inner[p]} {m.scores[p]}"
                                  for p in range(len(m.scores)))
                say(f"Match: {table} (to {m.rules.target}).")
            if m.is_over:
                say("You win the match!" if m.winner == 0 else
                    f"{names[m.winner or 0]} wins the match.")
                return m
            if inp("Press Enter for the next deal (q to quit) ").strip().lower() == "q":
                return m
            m.next_deal()
            continue
        if s.to_move != 0:
            action = choose(s, level)
            say(f"{names[s.to_move or 0]}: {action}")
            for line in narrate(m.apply_events(action), names):
                say(line)
            continue
        v = s.view(0)
        say("\n" + describe_view(v))
        answer = inp(f"Your move ({' '.join(v.legal)}): ").strip()
        if answer.lower() in ("q", "quit"):
            return m
        try:
            for line in narrate(m.apply_events(answer), names):
                say(line)
        except IllegalAction as e:
            say(f"Not allowed: {e} Legal now: {' '.join(v.legal)}")
