"""Play by keyboard: arrows/Home/End/digits pick a card, Enter plays it, letters
press the action buttons. Also puts focus back after a re-render."""

from __future__ import annotations

KEY_BUTTONS = {"c": "close-stock", "x": "exchange-trump", "o": "go-out", "n": "new-game",
               "h": "hint", "k": "pass-exchange"}
KEY_ACTIONS = {"c": "close", "x": "exchange", "o": "out", "k": "pass"}


class Keyboard:
    def __init__(self, app) -> None:
        self.app = app
        self.doc = app.doc
        self.keyboard = False  # the last input came from the keyboard
        self.kb_index: int | None = None  # which enabled card had focus

    def restore_focus(self) -> None:
        if not self.keyboard:
            return
        active = self.doc.activeElement
        if self.app.session.state.outcome is not None:
            if active is None or active == self.doc.body or active.closest("#hand"):
                button = self.doc.getElementById(
                    "new-match" if self.app.session.match.is_over else "next-deal")
                button.focus()
            return
        if self.kb_index is None:
            return
        if active is not None and active != self.doc.body and active.closest("#hand") is None:
            return
        buttons = self.doc.querySelectorAll("#hand button:not([disabled])")
        if buttons.length == 0:
            return
        i = min(self.kb_index, buttons.length - 1)
        buttons.item(i).focus()

    def on_pointer(self, event) -> None:
        self.keyboard = False

    def on_hand_focus(self, event) -> None:
        wrap = event.target.closest("[data-slot]")
        if wrap is not None:
            self.kb_index = self._enabled_index(str(wrap.dataset.slot))

    def _enabled_index(self, code: str) -> int | None:
        buttons = self.doc.querySelectorAll("#hand button:not([disabled])")
        for i in range(buttons.length):
            if str(buttons.item(i).dataset.card) == code:
                return i
        return None

    def on_key(self, event) -> None:
        if self.app.dialog.is_open:
            return
        if event.ctrlKey or event.altKey or event.metaKey:
            return
        tag = str(event.target.tagName or "").lower() if event.target else ""
        if tag in ("input", "select", "textarea"):
            return
        key = str(event.key)
        self.keyboard = True
        if key in ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"):
            buttons = self.doc.querySelectorAll("#hand button:not([disabled])")
            n = buttons.length
            if n == 0:
                if key in ("ArrowLeft", "ArrowRight"):
                    self.app.ui.message = self.app.session.status()
                    self.app.refresh()
                return
            active = self.doc.activeElement
            cur = None
            for i in range(n):
                if buttons.item(i) == active:
                    cur = i
            if key == "Home":
                nxt = 0
            elif key == "End":
                nxt = n - 1
            elif cur is None:
                nxt = 0 if key in ("ArrowRight", "ArrowDown") else n - 1
            else:
                step = 1 if key in ("ArrowRight", "ArrowDown") else -1
                nxt = (cur + step) % n
            event.preventDefault()
            self.kb_index = nxt
            buttons.item(nxt).focus()
            return
        if len(key) == 1 and key in "123456789":
            codes = self.doc.querySelectorAll("#hand [data-slot]")
            i = int(key) - 1
            if i >= codes.length:
                return
            wrap = codes.item(i)
            button = wrap.querySelector("button")
            if button.disabled:
                self.app.play_card(str(wrap.dataset.slot))  # says why
            else:
                button.focus()
                self.kb_index = self._enabled_index(str(wrap.dataset.slot))
            event.preventDefault()
            return
        k = key.lower()
        if k in KEY_BUTTONS:
            button = self.doc.getElementById(KEY_BUTTONS[k])
            if button is None or button.hidden:
                return
            event.preventDefault()
            if button.disabled:
                action = KEY_ACTIONS.get(k)
                if action:
                    self.app.explain(action)
                return
            button.click()
