"""What each of the page's events does: a tap, a key or a form change becomes an intent
for the controller, and what it changes on the page at once (a dialog opened or closed,
focus moved) goes out as writes the page carries out.

The events arrive as plain data (``page_events.PageEvent``, from assets/events.js), so
this module reads nothing from the DOM and runs wherever the game runs. A tap is routed
as the browser bubbles it: the handlers of the target's id and of each ancestor's, the
innermost first.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING

from .dialog import Confirm, Dialogs
from .dom_writer import Write
from .keyboard import ARROWS, KEY_INTENTS, REVIEW_ARROWS, Keyboard
from .page_events import PageEvent
from .settings.settings_form import settings_values

if TYPE_CHECKING:
    from .controller import Controller

Handler = Callable[[PageEvent], None]
# the dialogs whose closing gives focus back to the menu's button (their buttons are in
# the closed menu), unless it moved on to something that still shows
MENU_ROOMS = "#menu, #stats, #puzzles, #settings-panel"


# dialogs Escape does not close: the screen between people (only its button lifts it),
# and the question, which answers Cancel itself (dialog.py Confirm)
REFUSE_CANCEL = ("curtain", "confirm")
# the keys the table takes while no dialog is open, and the review dialog's own
# (keyboard.py; Enter and Space on a decision are the review's too): the page prevents
# their default (an arrow scrolling the page) at once
TABLE_KEYS = (*ARROWS, *"123456789", "?", *KEY_INTENTS)


def declared() -> str:
    """The table ``sixtysixEvents.listen`` (assets/events.js) takes: what the page refuses
    by itself, inside the event."""
    return json.dumps({"cancel": list(REFUSE_CANCEL),
                       "keys": {"table": list(TABLE_KEYS), "review": list(REVIEW_ARROWS)}})


def _number(text: str | None) -> int | None:
    return int(text) if text is not None and text.isdigit() and len(text) < 10 else None


class Routes:
    def __init__(self, ctl: "Controller", send: Callable[..., None], dialogs: Dialogs,
                 confirm: Confirm, keys: Keyboard, write: Callable[[list[Write]], None]
                 ) -> None:
        self.ctl = ctl
        self.send = send  # (intent, value=None): schedules ctl.dispatch
        self.dialogs = dialogs
        self.confirm = confirm
        self.keys = keys
        self.write = write
        self.clicks: dict[str, Handler] = self._clicks()
        self.closes: dict[str, Handler] = {
            "menu": self.on_menu_closed, "settings-panel": self.on_settings_closed,
            "stats": self.on_menu_closed, "learn": self.on_menu_closed,
            "puzzles": self.on_menu_closed,
            "analysis": lambda e: self.send("analysis_close"),
            "confirm": lambda e: self.confirm.answer(False),
        }

    def _clicks(self) -> dict[str, Handler]:
        send, dialogs = self.send, self.dialogs

        def intent(name: str, value: object = None) -> Handler:
            return lambda e: send(name, value)

        def close(dialog: str) -> Handler:
            return lambda e: dialogs.close(dialog)

        return {
            "hand": self.on_hand_click,
            # a finished trick on show goes at a tap anywhere on the felt that is not a control
            "felt": self.on_felt_click,
            "close-stock": intent("act", "close"), "exchange-trump": intent("act", "exchange"),
            "go-out": intent("act", "out"), "pass-exchange": intent("act", "pass"),
            "draw": intent("act", "draw"), "hint": intent("hint"), "undo": intent("undo"),
            "new-game": intent("new_game"), "new-match": intent("new_match"),
            "next-deal": intent("next_deal"),
            # The menu: the game's other rooms (puzzles, the deal of the day, statistics,
            # settings); each entry closes it and opens its own dialog.
            "menu-button": lambda e: dialogs.show("menu"), "menu-close": close("menu"),
            "settings-button": self.on_settings, "sound-button": intent("sound"),
            # The panel's controls change nothing by themselves (an arrow key on a select
            # fires "change"): Apply sends them all; closing the panel puts them back.
            "settings-apply": self.on_apply, "settings-cancel": close("settings-panel"),
            "forget-all": intent("forget"),
            "stats-button": lambda e: self._from_menu("stats"),
            "stats-close": close("stats"), "stats-reset": intent("stats_reset"),
            "review-button": self.on_review, "review-people": self.on_review_seat,
            # the screen between people: only its button lifts it (Escape does not)
            "curtain-ready": intent("reveal"),
            "help-button": lambda e: dialogs.show("help"), "help-close": close("help"),
            "puzzles-button": self.on_puzzles,
            # the course: its panel from the menu (or the first visit's offer), a lesson's box
            "learn-button": self.on_learn, "learn-offer-open": self.on_learn_start,
            "learn-offer-close": intent("learn_offer_close"), "learn-close": close("learn"),
            "learn-list": self.on_lesson, "lesson-answer": intent("lesson_answer"),
            "lesson-next": intent("lesson_next"), "lesson-retry": intent("lesson_retry"),
            "lesson-list": self.on_learn, "puzzles-close": close("puzzles"),
            "puzzles-list": self.on_puzzle, "puzzle-tables": self.on_puzzle,
            "puzzle-solution": intent("puzzle_solution"),
            "puzzle-retry": intent("puzzle_retry"), "puzzle-next": intent("puzzle_next"),
            "last-trick": self.on_last_trick, "last-view-close": close("last-view"),
            # the analysis of a link's view: its button or Escape closes it, back to the table
            "analysis-close": intent("analysis_close"),
            "analysis-copy": intent("analysis_copy"), "analyse-button": self.on_analyse,
            # the position editor: its choices and the pack's cards say what they do
            "analysis-setup": intent("setup"), "setup-ask": intent("setup_ask"),
            "setup": self.on_setup_card,
            "review-close": close("review"), "review-prev": intent("review_step", -1),
            "review-next": intent("review_step", 1), "replay": intent("replay"),
            "leave-practice": intent("leave_practice"), "daily-button": self.on_daily,
            "daily-share": intent("daily_share"), "stats-kept": self.on_kept,
            "review": self.on_review_goto,  # a decision's row or point
            "take-over": intent("take_over"),
            "log-toggle": self.keys.toggle_log, "log-close": lambda e: self.keys.show_log(False),
            "confirm-ok": lambda e: self.confirm.answer(True),
            "confirm-cancel": lambda e: self.confirm.answer(False),
        }

    # -- the one way in --------------------------------------------------------------
    def receive(self, event: PageEvent) -> None:
        kind = event.type
        if kind == "click":
            for id_ in event.ids:  # as the browser bubbles it, innermost first
                handler = self.clicks.get(id_)
                if handler is not None:
                    handler(event)
        elif kind == "change":
            if event.within("setup"):
                self.on_setup_choice(event)
            elif event.id == "review-all":
                self.send("review_all", event.checked)
        elif kind == "keydown":
            self.keys.on_key(event)
        elif kind == "focusin":
            if event.within("hand"):
                self.keys.on_hand_focus(event)
        elif kind in ("close", "cancel"):
            self.on_dialog(event)
        elif kind == "storage":
            # another tab of this site wrote to the storage: it may have taken the match over
            self.send("elsewhere")

    def on_dialog(self, event: PageEvent) -> None:
        """A dialog closed, or Escape pressed in it. Escape (its "cancel") closes it now
        unless the page refused it (the curtain, the question: ``REFUSE_CANCEL``);
        the browser's "close" follows, queued behind anything typed meanwhile."""
        dialog = event.id
        if dialog not in Dialogs.IDS and dialog not in self.closes:
            return
        if event.type == "cancel":
            if dialog == "confirm":
                self.confirm.answer(False)  # Escape is Cancel
            elif not event.refused:
                self.dialogs.closed(dialog)
            return
        self.dialogs.closed(dialog)
        handler = self.closes.get(dialog)
        if handler is not None:
            handler(event)

    # -- the table -----------------------------------------------------------------------
    def on_felt_click(self, event: PageEvent) -> None:
        if not event.control:
            self.send("skip")

    def on_hand_click(self, event: PageEvent) -> None:
        card = event.data.get("slot")
        if card:  # none: a gap between two cards
            self.send("play", card)

    def on_last_trick(self, event: PageEvent) -> None:
        if self.ctl.session.view().last_trick:  # nothing to show before the first trick
            self.dialogs.show("last-view")

    # -- the menu and its rooms --------------------------------------------------------
    def _from_menu(self, dialog: str = "") -> None:
        """An entry of the menu was chosen: the menu closes (``dialog`` opens in its place)
        and what closes later gives focus back to the menu's button."""
        self.dialogs.close("menu")
        if dialog:
            self.dialogs.show(dialog)

    def on_menu_closed(self, event: PageEvent) -> None:
        """Escape or Close: focus goes back to the menu's button, unless an entry moved it
        on (to a dialog opened in the menu's place, or to the hand)."""
        if not self.dialogs.any_open:
            self.write([["refocus", "menu-button", MENU_ROOMS]])

    def on_settings(self, event: PageEvent) -> None:
        """The Settings panel opens in the menu's place, on the values in use (reset before
        it shows, so that nothing later overwrites a choice made in it)."""
        self.ctl.reset_settings_panel()
        self._from_menu("settings-panel")

    def on_apply(self, event: PageEvent) -> None:
        self.send("apply_settings", settings_values(event.fields))
        self.dialogs.close("settings-panel")

    def on_settings_closed(self, event: PageEvent) -> None:
        """Closed by Apply, Cancel or Escape: what was not applied is put back (Apply's
        values are the saved ones by then), and focus returns to the menu's button."""
        self.ctl.reset_settings_panel()
        self.on_menu_closed(event)

    def on_puzzles(self, event: PageEvent) -> None:
        """The Puzzles panel opens in the menu's place, at the table being played; its list
        is drawn (the set loads on first use)."""
        self._from_menu("puzzles")
        self.send("puzzles")

    def on_puzzle(self, event: PageEvent) -> None:
        """A puzzle's button: the panel closes and the puzzle goes on the table; a table's
        tab shows that table's puzzles."""
        tab = event.data.get("puzzle-table")
        if tab is not None:
            self.send("puzzles", tab)
            return
        puzzle = event.data.get("puzzle")
        if puzzle is None:
            return
        self.dialogs.close("puzzles")
        self.write([["focus", "hand"]])  # the puzzle's cards (the panel's close keeps it there)
        self.send("puzzle", puzzle)

    def on_learn(self, event: PageEvent) -> None:
        """The course's panel opens (in the menu's place, when chosen there)."""
        self._from_menu("learn")
        self.send("learn")

    def on_learn_start(self, event: PageEvent) -> None:
        """The offer's Start the course: lesson 1 goes on the table, its cards in focus."""
        self.write([["focus", "hand"]])
        self.send("learn_start")

    def on_lesson(self, event: PageEvent) -> None:
        """A lesson's button: the panel closes and the lesson goes on the table."""
        lesson = event.data.get("lesson")
        if lesson is None:
            return
        self.dialogs.close("learn")
        self.write([["focus", "hand"]])  # the lesson's cards
        self.send("lesson", lesson)

    def on_daily(self, event: PageEvent) -> None:
        """The deal of the day goes on the table: the menu closes, and focus goes to the
        hand."""
        self._from_menu()
        self.send("daily")
        self.write([["focus", "hand"]])

    def on_analyse(self, event: PageEvent) -> None:
        """The table's deal in the analysis dialog, in the menu's place."""
        self._from_menu()
        self.send("analyse")

    def on_setup_card(self, event: PageEvent) -> None:
        """A card of the editor's pack tapped (into the chosen place, or back), or Clear."""
        command = event.button.get("setup")
        if command is not None:
            self.send("setup_edit", command)

    def on_setup_choice(self, event: PageEvent) -> None:
        """A choice of the editor changed: a radio says its command, a box adds on or
        off, a select its number."""
        command = event.data.get("setup")
        if command is None:
            return
        if event.kind == "checkbox":
            command += ":on" if event.checked else ":off"
        elif event.kind != "radio":  # a select
            command += f":{event.value}"
        self.send("setup_edit", command)

    # -- the review --------------------------------------------------------------------
    def on_review(self, event: PageEvent) -> None:
        self.dialogs.show("review")
        self.send("review")

    def on_review_seat(self, event: PageEvent) -> None:
        """A person's Review button at a people's match: their decisions."""
        seat = _number(event.data.get("review-seat"))
        if seat is None or event.disabled:
            return
        self.dialogs.show("review")
        self.send("review_seat", seat)

    def on_kept(self, event: PageEvent) -> None:
        """A kept deal's Review button: its review opens over the statistics."""
        kept = _number(event.data.get("kept"))
        if kept is None:
            return
        self.dialogs.show("review")
        self.send("review", kept)

    def on_review_goto(self, event: PageEvent) -> None:
        """A click on a decision (its row or its point on the chart): the review shows it;
        on "Try again from here": the review closes, practice starts before it."""
        replay = _number(event.data.get("replay"))
        if replay is not None:
            self.dialogs.close("review")
            self.send("replay_from", replay)
            return
        goto = _number(event.data.get("goto"))
        if goto is not None:
            self.send("review_goto", goto)
            # a tap shows the trick it asked for: on a phone the walk is above the list
            # ("nearest": no scroll while it is in view, as beside the list on a wide screen)
            self.write([["scroll", "review-tricks"]])
