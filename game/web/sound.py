"""Which sound an action makes: the engine's event records (game.engine.events) mapped to
cues, in the order the page shows them.

Pure Python, like narrate.py beside it: the engine says what happened, this only picks a
sound for it, so the page never works out from the table what a sound should be. A card
played sounds as it glides; a trick taken and the deal's end sound with the words that
tell them, once the trick's last card has landed (``Session.land``). The cues are names;
the page's assets/sound.js plays them (Web Audio, synthesized: no sound file is downloaded).
"""

from __future__ import annotations

from collections.abc import Iterable

from game.engine.events import Event

CARD = "card"  # a card played, by any seat
TRICK = "trick"  # a trick taken
WON = "won"  # the deal's end: the player won it
LOST = "lost"  # ... another seat won it
END = "end"  # ... nobody (a draw, a replay), or a people's match (whose win is it?)
REFUSED = "refused"  # a card or word the rules refuse now (a vibration, no sound)


def end_cue(winner: int | None, player: int | None) -> str:
    """The deal's end as ``player`` hears it (None: a people's match, no one player)."""
    if winner is None or player is None:
        return END
    return WON if winner == player else LOST


def cues(events: Iterable[Event], player: int | None) -> tuple[list[str], list[str]]:
    """(the cues of the action itself, the cues from its finished trick on): the second
    part waits for the trick's last card to land, as narrate.told holds its words back."""
    parts: tuple[list[str], list[str]] = ([], [])
    landing = 0
    for e in events:
        if e.kind == "trick":
            landing = 1
            parts[landing].append(TRICK)
        elif e.kind == "play":
            parts[landing].append(CARD)
        elif e.kind == "end":
            parts[landing].append(end_cue(e.winner, player))
    return parts
