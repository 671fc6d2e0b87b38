"""Play a match against the computer in a terminal (``python -m game play``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TextIO

from . import cards
from .ai import choose
from .core import CLOSER_FAILED, DRAWN, FALSE_CLAIM, HIGHER_TOTAL, WENT_OUT
from .deal import IllegalAction
from .match import Match
from .view import PlayerView

REASONS = {
    WENT_OUT: "went out with 66 or more",
    FALSE_CLAIM: "the other player claimed 66 without having it",
    HIGHER_TOTAL: "higher total when the cards ran out",
    CLOSER_FAILED: "the player who closed did not make 66",
    DRAWN: "equal totals: a drawn deal",
}
WHO = ("You", "The computer")


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


def play_match(level: str, seed: int | None, rules: str, inp: Callable[[str], str],
               out: TextIO) -> Match:
    m = Match.new(seed, rules)
    say = lambda s="": print(s, file=out)  # noqa: E731
    say(f"Sixty-Six against the computer ({level}), {rules} rules, match seed {m.seed}.")
    while True:
        s = m.state
        if s.outcome is not None:
            oc = s.outcome
            who = "Nobody" if oc.winner is None else WHO[oc.winner]
            say(f"\nDeal {m.deal_number} over: {who} wins {oc.game_points} game point(s): "
                f"{REASONS.get(oc.reason, oc.reason)}. Card points {s.points[0]}-{s.points[1]}.")
            if m.rules.has_match:
                say(f"Match: you {m.scores[0]}, computer {m.scores[1]} (to {m.rules.target}).")
            if m.is_over:
                say("You win the match!" if m.winner == 0 else "The computer wins the match.")
                return m
            if inp("Press Enter for the next deal (q to quit) ").strip().lower() == "q":
                return m
            m.next_deal()
            continue
        if s.to_move == 1:
            action = choose(s, level)
            say(f"Computer: {action}")
            m.apply(action)
            continue
        v = s.view(0)
        say("\n" + describe_view(v))
        answer = inp(f"Your move ({' '.join(v.legal)}): ").strip()
        if answer.lower() in ("q", "quit"):
            return m
        try:
            m.apply(answer)
        except IllegalAction as e:
            say(f"Not allowed: {e} Legal now: {' '.join(v.legal)}")
