"""Sentences the page shows and announces. Pure Python (no browser imports)."""

from __future__ import annotations

from game import cards

HUMAN, COMPUTER = 0, 1
WHO = ("You", "The computer")
WHO_LOWER = ("you", "the computer")


def card_name(code: str) -> str:
    return cards.name(cards.parse(code))


def the(code: str) -> str:
    """'the Queen of hearts'."""
    return "the " + card_name(code)


def suit_name(letter: str) -> str:
    return cards.SUIT_NAMES[cards.SUITS.index(letter)]


def verb(seat: int, plain: str, third: str | None = None) -> str:
    """'You lead' / 'The computer leads'."""
    return f"{WHO[seat]} {plain if seat == HUMAN else (third or plain + 's')}"


def game_points_text(n: int) -> str:
    return f"{n} game point" + ("" if n == 1 else "s")


def outcome_sentence(outcome, points: tuple[int, int], closed_by: int | None,
                     tricks: tuple[int, int]) -> str:
    """Who won the deal, why, and how many game points."""
    w = outcome.winner
    reason = outcome.reason
    if w is None:
        return f"A drawn deal: both have {points[0]} points. No game points."
    loser = 1 - w
    if reason == "went_out":
        why = f"{verb(w, 'go', 'goes')} out with {points[w]} points"
    elif reason == "false_claim":
        why = (f"{verb(loser, 'claim', 'claims')} 66 with only {points[loser]} points, "
               "a false claim")
    elif reason == "higher_total":
        why = f"{verb(w, 'have', 'has')} more points, {points[w]} to {points[loser]}"
    elif reason == "closer_failed":
        c = closed_by if closed_by is not None else loser
        why = f"{verb(c, 'close', 'closes')} the stock but {WHO_LOWER[c]} did not make 66"
    else:
        why = reason
    extra = ""
    if reason in ("went_out", "higher_total") and outcome.game_points >= 2:
        extra = " (Schwarz: no trick)" if tricks[loser] == 0 else " (Schneider: under 33)"
    winner = "You win" if w == HUMAN else "The computer wins"
    return f"{why}. {winner} {game_points_text(outcome.game_points)}{extra}."


def deal_heading(outcome) -> str:
    if outcome.winner is None:
        return "Drawn deal"
    return "You win the deal" if outcome.winner == HUMAN else "The computer wins the deal"


def match_heading(winner: int) -> str:
    return "You win the match!" if winner == HUMAN else "The computer wins the match."


CLOSE_CONFIRM = (
    "Close the stock? From now on nobody draws, you must follow suit (and beat or "
    "trump when you can) and the last trick earns no 10. A marriage can still be "
    "declared with your next lead, but none after it. You must then reach 66: if you "
    "fail, or the computer gets there first, the computer wins 2 game points (3 if it "
    "has no trick yet)."
)

LEVEL_NAMES = {"gentle": "Gentle", "normal": "Normal", "sharp": "Sharp", "expert": "Expert"}
RULES_NAMES = {"traditional": "Traditional", "simple": "Simple"}
