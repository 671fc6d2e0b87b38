"""Play by keyboard: keys become the controller's intents; focus follows the game.

Arrows/Home/End/digits pick a card, Enter (the focused button) plays it, letters
are actions, Escape closes the moves drawer (a dialog closes itself). Which cards may be
picked comes from the controller (``legal_now``), never from the page's ``disabled`` attributes.

Focus never falls to the page: a render that replaces the focused card, or
disables it for the computer's turn, puts focus back on the hand (the card at
the same place, or the hand itself while no card may be played); at the end of
a deal it goes to Next deal (New match), and from there back to the hand.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .contract import Phase
from .dialog import Dialogs
from .dom_writer import ROOT, Write
from .table.markup import display_order

if TYPE_CHECKING:
    from .controller import Controller
    from .page_events import PageEvent

KEY_INTENTS = {"c": ("act", "close"), "x": ("act", "exchange"), "o": ("act", "out"),
               "k": ("act", "pass"), "d": ("act", "draw"), "h": ("hint", None),
               "n": ("new_game", None), "u": ("undo", None)}
ARROWS = ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End")
# the review dialog's own keys besides Enter and Space on a decision: a trick, a decision
REVIEW_ARROWS = ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown")


def card_button(code: str) -> str:
    """The applier's target for the hand's button of ``code``."""
    return f'#hand button[data-card="{code}"]'


class Keyboard:
    def __init__(self, ctl: "Controller", write: Callable[[list[Write]], None],
                 send: Callable[[str, object], None], dialogs: Dialogs) -> None:
        self.ctl = ctl
        self.dialogs = dialogs  # which modal dialogs are open (not read from the DOM)
        self.write = write  # focus and the moves drawer, as writes the page carries out
        self.send = send  # (intent, value) -> schedules ctl.dispatch
        self.kb_index: int | None = None  # which playable card had focus
        self.log_is_open = False  # the moves drawer (below 1000 px wide)

    # -- what may be picked ------------------------------------------------------
    def ordered_hand(self) -> list[str]:
        v = self.ctl.session.view()
        return display_order(v.hand, v.trump)

    def playable(self) -> list[str]:
        legal = set(self.ctl.legal_now())
        return [c for c in self.ordered_hand() if c in legal]

    def focus_card(self, code: str) -> None:
        self.write([["focus", card_button(code)]])

    # -- after each render ---------------------------------------------------------
    def plan(self) -> Write:
        """Where focus goes after a render if it fell to the page (on load too: the page
        starts on your hand, not on <body>) or sits on a card that can no longer be played:
        the next thing to do. The page's applier follows it (``focusplan`` in
        assets/apply.js), since only the page knows where focus is."""
        following = ""
        if self.ctl.session.state.outcome is not None:
            following = "new-match" if self.ctl.session.match_over else "next-deal"
        return ["focusplan", following, self.ctl.phase == Phase.DRAWING, self.playable(),
                self.kb_index or 0]

    # -- events --------------------------------------------------------------------
    def on_hand_focus(self, event: "PageEvent") -> None:
        card = event.data.get("card")
        cards = self.playable()
        if card in cards:
            self.kb_index = cards.index(card)

    def show_log(self, open_: bool) -> None:
        """The move log's drawer (below 1000 px wide; the Moves button, its Close, Escape):
        ``<html data-log="open">`` shows it; focus goes to the button that closes it, or
        back to the one that opened it."""
        self.log_is_open = open_
        self.write([["attr", ROOT, "data-log", "open" if open_ else ""],
                    ["attr", "log-toggle", "aria-expanded", "true" if open_ else "false"],
                    ["focus", "log-close" if open_ else "log-toggle"]])

    def toggle_log(self, event: "PageEvent | None" = None) -> None:
        self.show_log(not self.log_is_open)

    def on_key(self, event: "PageEvent") -> None:
        if self.dialogs.is_open("review"):
            self._review_key(event)  # the review dialog: its rows, points and stepper
            return
        if self.ctl.phase == Phase.DIALOG or self.dialogs.any_open or self.ctl.ui.analysis:
            return  # a <dialog> takes its own keys (Escape closes it)
        if event.mods:
            return
        if event.key == "Escape":
            if self.log_is_open:
                self.show_log(False)
            return
        if event.in_field:
            return
        key = event.key
        if key in ARROWS:
            self._arrow(key, event)
            return
        if len(key) == 1 and key in "123456789":
            hand = self.ordered_hand()
            i = int(key) - 1
            if i < len(hand):
                code = hand[i]
                if code in self.playable():
                    self.focus_card(code)
                    self.kb_index = self.playable().index(code)
                else:
                    self.send("explain", code)  # says why not
            return
        if key == "?":  # the rules: a panel of the page, not a move
            self.dialogs.show("help")
            return
        k = key.lower()
        if k in KEY_INTENTS:
            intent, value = KEY_INTENTS[k]
            self.send(intent, value)

    def _arrow(self, key: str, event: "PageEvent") -> None:
        cards = self.playable()
        if not cards:
            if key in ("ArrowLeft", "ArrowRight"):
                self.send("explain", "")
            return
        current = event.data.get("card") if event.within("hand") else None
        cur = cards.index(current) if current in cards else None
        if key == "Home":
            nxt = 0
        elif key == "End":
            nxt = len(cards) - 1
        elif cur is None:
            nxt = 0 if key in ("ArrowRight", "ArrowDown") else len(cards) - 1
        else:
            step = 1 if key in ("ArrowRight", "ArrowDown") else -1
            nxt = (cur + step) % len(cards)
        self.kb_index = nxt
        self.focus_card(cards[nxt])

    # -- the review dialog ---------------------------------------------------------------
    def _review_key(self, event: "PageEvent") -> None:
        """Enter or Space on a decision (a row or a chart point) shows it; ArrowUp/ArrowDown
        go to the previous/next decision listed, ArrowLeft/ArrowRight to the previous/next
        trick. Every other key is the dialog's own (Escape closes it, Tab moves on)."""
        if event.mods or event.in_field:
            return
        key = event.key
        if key in ("Enter", " "):
            goto = event.data.get("goto")
            if goto is not None and goto.isdigit():
                self.send("review_goto", int(goto))
        elif key in REVIEW_ARROWS[:2]:
            self.send("review_step", -1 if key == "ArrowLeft" else 1)
        elif key in REVIEW_ARROWS[2:]:
            numbers = self.ctl.reviews.listed()
            if not numbers:
                return
            current = self.ctl.ui.review_decision
            if current in numbers:
                i = numbers.index(current) + (1 if key == "ArrowDown" else -1)
                i = max(0, min(len(numbers) - 1, i))
            else:
                i = 0 if key == "ArrowDown" else len(numbers) - 1
            self.write([["focus", f'#review-body tr[data-goto="{numbers[i]}"]']])
            self.send("review_goto", numbers[i])
