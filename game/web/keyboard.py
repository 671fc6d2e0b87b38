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
from .dom import JsObject, found
from .table.markup import display_order

if TYPE_CHECKING:
    from .controller import Controller

KEY_INTENTS = {"c": ("act", "close"), "x": ("act", "exchange"), "o": ("act", "out"),
               "k": ("act", "pass"), "d": ("act", "draw"), "h": ("hint", None),
               "n": ("new_game", None), "u": ("undo", None)}
ARROWS = ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End")


class Keyboard:
    def __init__(self, ctl: "Controller", document: JsObject,
                 send: Callable[[str, object], None], dialogs: Dialogs) -> None:
        self.ctl = ctl
        self.dialogs = dialogs  # which modal dialogs are open (not read from the DOM)
        self.doc = document
        self.send = send  # (intent, value) -> schedules ctl.dispatch
        self.kb_index: int | None = None  # which playable card had focus

    # -- what may be picked ------------------------------------------------------
    def ordered_hand(self) -> list[str]:
        v = self.ctl.session.view()
        return display_order(v.hand, v.trump)

    def playable(self) -> list[str]:
        legal = set(self.ctl.legal_now())
        return [c for c in self.ordered_hand() if c in legal]

    def _button(self, code: str) -> JsObject | None:
        return found(self.doc.querySelector(f'#hand button[data-card="{code}"]'))

    def focus_card(self, code: str) -> None:
        b = self._button(code)
        if b is not None:
            b.focus()

    def _focused_card(self) -> str | None:
        active = found(self.doc.activeElement)
        if active is None or not found(active.closest("#hand")):
            return None
        card = active.getAttribute("data-card")
        return str(card) if found(card) else None

    # -- after each render ---------------------------------------------------------
    def _lost(self, active: JsObject | None) -> bool:
        """Focus is on the page itself (nothing focused, <body>, or a removed element)."""
        if active is None or active == self.doc.body:
            return True
        connected = found(getattr(active, "isConnected", True))
        return connected is False

    def restore_focus(self) -> None:
        """After each render: focus that fell to the page (on load too: the page starts on
        your hand, not on <body>) or sits on a card that can no longer be played goes to the
        next thing to do."""
        if self.dialogs.any_open:
            return  # a modal dialog holds focus; it gives it back when it closes
        active = found(self.doc.activeElement)
        lost = self._lost(active)
        in_hand = active is not None and not lost and found(active.closest("#hand")) is not None
        on_result = active is not None and not lost and \
            found(active.closest("#result")) is not None
        if self.ctl.session.state.outcome is not None:
            if lost or in_hand:  # the next step
                target = "new-match" if self.ctl.session.match_over else "next-deal"
                button = found(self.doc.getElementById(target))
                if button is not None:
                    button.focus()
            return
        if not (lost or in_hand or on_result):
            return
        if self.ctl.phase == Phase.DRAWING:  # draw or close: Draw first, then Close beside it
            draw = found(self.doc.getElementById("draw"))
            if draw is not None and active != draw:
                draw.focus()
            return
        if in_hand and active is not None and active.getAttribute("data-card") in self.playable():
            return  # a playable card keeps focus
        cards = self.playable()
        if cards:
            self.focus_card(cards[min(self.kb_index or 0, len(cards) - 1)])
            return
        hand = found(self.doc.getElementById("hand"))
        if hand is not None and active != hand:
            hand.focus()  # the computer's turn: the hand itself (tabindex -1) holds it

    # -- events --------------------------------------------------------------------
    def on_hand_focus(self, event: JsObject) -> None:
        card = self._focused_card()
        cards = self.playable()
        if card in cards:
            self.kb_index = cards.index(card)

    def show_log(self, open_: bool) -> None:
        """The move log's drawer (below 1000 px wide; the Moves button, its Close, Escape):
        ``<html data-log="open">`` shows it; focus goes to the button that closes it, or
        back to the one that opened it."""
        self.doc.documentElement.setAttribute("data-log", "open" if open_ else "")
        toggle = found(self.doc.getElementById("log-toggle"))
        if toggle is not None:
            toggle.setAttribute("aria-expanded", "true" if open_ else "false")
        focus = found(self.doc.getElementById("log-close" if open_ else "log-toggle"))
        if focus is not None:
            focus.focus()

    def log_open(self) -> bool:
        # getAttribute: an unset dataset key is an AttributeError under Pyodide
        return found(self.doc.documentElement.getAttribute("data-log")) == "open"

    def toggle_log(self, event: JsObject | None = None) -> None:
        self.show_log(not self.log_open())

    def on_key(self, event: JsObject) -> None:
        if self.dialogs.is_open("review"):
            self._review_key(event)  # the review dialog: its rows, points and stepper
            return
        if self.ctl.phase == Phase.DIALOG or self.dialogs.any_open or self.ctl.ui.analysis:
            return  # a <dialog> takes its own keys (Escape closes it)
        if event.ctrlKey or event.altKey or event.metaKey:
            return
        if str(event.key) == "Escape":
            if self.log_open():
                self.show_log(False)
                event.preventDefault()
            return
        target = found(event.target)
        if _in_a_field(target):
            return
        key = str(event.key)
        if key in ARROWS:
            self._arrow(key, event)
            return
        if len(key) == 1 and key in "123456789":
            hand = self.ordered_hand()
            i = int(key) - 1
            if i < len(hand):
                event.preventDefault()
                code = hand[i]
                if code in self.playable():
                    self.focus_card(code)
                    self.kb_index = self.playable().index(code)
                else:
                    self.send("explain", code)  # says why not
            return
        if key == "?":  # the rules: a panel of the page, not a move
            event.preventDefault()
            self.dialogs.show("help")
            return
        k = key.lower()
        if k in KEY_INTENTS:
            event.preventDefault()
            intent, value = KEY_INTENTS[k]
            self.send(intent, value)

    def _arrow(self, key: str, event: JsObject) -> None:
        cards = self.playable()
        if not cards:
            if key in ("ArrowLeft", "ArrowRight"):
                self.send("explain", "")
            return
        current = self._focused_card()
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
        event.preventDefault()
        self.kb_index = nxt
        self.focus_card(cards[nxt])

    # -- the review dialog ---------------------------------------------------------------
    def _review_key(self, event: JsObject) -> None:
        """Enter or Space on a decision (a row or a chart point) shows it; ArrowUp/ArrowDown
        go to the previous/next decision listed, ArrowLeft/ArrowRight to the previous/next
        trick. Every other key is the dialog's own (Escape closes it, Tab moves on)."""
        if event.ctrlKey or event.altKey or event.metaKey:
            return
        target = found(event.target)
        if _in_a_field(target):
            return
        key = str(event.key)
        if key in ("Enter", " "):
            goto = found(target.closest("[data-goto]")) if target is not None else None
            if goto is not None:
                event.preventDefault()
                self.send("review_goto", int(str(goto.getAttribute("data-goto"))))
        elif key in ("ArrowLeft", "ArrowRight"):
            event.preventDefault()
            self.send("review_step", -1 if key == "ArrowLeft" else 1)
        elif key in ("ArrowUp", "ArrowDown"):
            rows = list(self.doc.querySelectorAll("#review-body tr[data-goto]:not([hidden])"))
            if not rows:
                return
            event.preventDefault()
            numbers = [str(r.getAttribute("data-goto")) for r in rows]
            current = str(self.ctl.ui.review_decision)
            if current in numbers:
                i = numbers.index(current) + (1 if key == "ArrowDown" else -1)
                i = max(0, min(len(rows) - 1, i))
            else:
                i = 0 if key == "ArrowDown" else len(rows) - 1
            rows[i].focus()
            self.send("review_goto", int(numbers[i]))


def _in_a_field(target: JsObject | None) -> bool:
    """A key typed into a form field is the field's, never the game's."""
    tag = str(target.tagName or "").lower() if target is not None else ""
    return tag in ("input", "select", "textarea")
