"""Play a match against the computer in a terminal (``python -m game play``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TextIO

from .ai import choose
from .engine import cards
from .engine.core import CLOSER_FAILED, DRAWN, FALSE_CLAIM, HIGHER_TOTAL, LAST_TRICK, WENT_OUT
from .engine.deal import IllegalAction
from .engine.events import Event
from .engine.three.core import DRAWN as DRAWN3
from .engine.three.core import HIGHER_TOTAL as HIGHER_TOTAL3
from .engine.three.core import REPLAY
from .engine.three.view import PlayerView3
from .engine.view import PlayerView
from .play.match import Match

REASONS = {
    WENT_OUT: "went out with 66 or more",
    FALSE_CLAIM: "the other player claimed 66 without having it",
    HIGHER_TOTAL: "higher total when the cards ran out",
    CLOSER_FAILED: "the player who closed did not make 66",
    DRAWN: "equal totals: a drawn deal",
    LAST_TRICK: "won the last trick, nobody having gone out",  # docs/RULES.md §7 (Schnapsen)
}
WHO = ("You", "The computer")
# Three players (docs/RULES.md §5): the two computer players sit left (West) and right (East).
REASONS3 = {
    HIGHER_TOTAL3: "the highest total, with 66 or more",
    DRAWN3: "a shared top total: a drawn deal",
    REPLAY: "nobody reached 66: the deal is replayed",
}
WHO3 = ("You", "West", "East")


def describe_view(v: PlayerView) -> str:
    trump = f"{cards.SUIT_NAMES['CDHS'.index(v.trump)]} ({v.trump_card}"
    trump += " under the stock)" if v.trump_card_in_stock else " drawn)"
    lines = [
        f"Trumps: {trump}; stock: {v.stock_size}"
        + (" (closed)" if v.closed_by is not None else ""),
        f"Points: you {v.points[0]}"
        + (f" (+{v.pending[0]} pending)" if v.pending[0] else "")
        + f", computer {v.points[1]}"
        + (f" (+{v.pending[1]} pending)" if v.pending[1] else ""),
    ]
    if v.last_trick:
        lt = v.last_trick
        lines.append(f"Last trick: {lt.led} {lt.reply} -> {WHO[lt.winner].lower()}")
    if v.table:
        lines.append(f"On the table: {v.table[0]}")
    lines.append("Your hand: " + " ".join(v.hand))
    return "\n".join(lines)


def describe_view3(v: PlayerView3) -> str:
    """The three-player table as the human (seat 0) sees it."""
    h = v.trump_holder
    holder = "" if h is None else ", in your hand" if h == 0 else f", in {WHO3[h]}'s hand"
    trump = f"{cards.SUIT_NAMES['CDHS'.index(v.trump)]} ({v.trump_card}{holder})"
    scores = ", ".join(
        f"{WHO3[p] if p else 'you'} {v.points[p]}"
        + (f" (+{v.pending[p]} pending)" if v.pending[p] else "") for p in range(3))
    lines = [f"Trumps: {trump}", f"Points: {scores}",
             f"Cards held: West {v.hand_sizes[1]}, East {v.hand_sizes[2]}"]
    for p in (1, 2):
        if v.known[p]:
            lines.append(f"{WHO3[p]} is known to hold: {' '.join(v.known[p])}")
    if v.last_trick:
        lt = v.last_trick
        lines.append(f"Last trick: {' '.join(lt.cards)} ({WHO3[lt.leader]} led)"
                     f" -> {WHO3[lt.winner].lower() if lt.winner == 0 else WHO3[lt.winner]}")
    if v.table:
        played = [f"{c} ({WHO3[(v.leader + i) % 3]})" for i, c in enumerate(v.table)]
        lines.append("On the table: " + " ".join(played))
    lines.append("Your hand: " + " ".join(v.hand))
    return "\n".join(lines)


def _deal_over(m: Match) -> str:
    s, oc = m.state, m.state.outcome
    assert oc is not None
    if m.rules.players == 3:
        who = "Nobody" if oc.winner is None else WHO3[oc.winner]
        paid = ", ".join(f"{'you' if p == 0 else WHO3[p]} {oc.paid[p]}"
                         for p in range(3) if oc.paid[p])
        points = "-".join(str(x) for x in s.points)
        return (f"\nDeal {m.deal_number} over: {who} wins {oc.game_points} game point(s)"
                + (f" (paid: {paid})" if paid else "")
                + f": {REASONS3.get(oc.reason, oc.reason)}. Card points {points}.")
    who = "Nobody" if oc.winner is None else WHO[oc.winner]
    return (f"\nDeal {m.deal_number} over: {who} wins {oc.game_points} game point(s): "
            f"{REASONS.get(oc.reason, oc.reason)}. Card points {s.points[0]}-{s.points[1]}.")


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
    three = m.rules.players == 3
    names = WHO3 if three else WHO

    def say(s: str = "") -> None:
        print(s, file=out)

    against = "two computer players" if three else "the computer"
    game = "Schnapsen" if m.rules.preset == "schnapsen" else "Sixty-Six"
    say(f"{game} against {against} ({level}), {rules} rules, match seed {m.seed}.")
    while True:
        s = m.state
        if s.outcome is not None:
            say(_deal_over(m))
            if m.rules.has_match:
                table = ", ".join(f"{names[p] if p else 'you'} {m.scores[p]}"
                                  for p in range(len(m.scores)))
                say(f"Match: {table} (to {m.rules.target}).")
            if m.is_over:
                say("You win the match!" if m.winner == 0 else
                    f"{names[m.winner or 0]} wins the match." if three else
                    "The computer wins the match.")
                return m
            if inp("Press Enter for the next deal (q to quit) ").strip().lower() == "q":
                return m
            m.next_deal()
            continue
        if s.to_move != 0:
            action = choose(s, level)
            say(f"{'Computer' if not three else names[s.to_move or 0]}: {action}")
            for line in narrate(m.apply_events(action), names):
                say(line)
            continue
        v = s.view(0)
        say("\n" + (describe_view3(v) if isinstance(v, PlayerView3) else describe_view(v)))
        answer = inp(f"Your move ({' '.join(v.legal)}): ").strip()
        if answer.lower() in ("q", "quit"):
            return m
        try:
            for line in narrate(m.apply_events(answer), names):
                say(line)
        except IllegalAction as e:
            say(f"Not allowed: {e} Legal now: {' '.join(v.legal)}")
