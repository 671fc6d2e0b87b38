"""Write the page from the game: one ``render`` call, nothing read back.

The renderer keeps only what it needs to avoid needless DOM churn (the last
markup it wrote per element, how many log lines are on screen): never game state.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from . import markup, texts
from .motion import Motion
from .texts import HUMAN


@dataclass
class Ui:
    """What the page shows beyond the game itself."""

    busy: bool = False  # the computer is moving or a dialog is open
    thinking: bool = False
    drawing: bool = False  # the human's moment before the automatic draw
    message: str = ""  # overrides the status line once (a reason, an error)
    notices: list[str] = field(default_factory=list)
    best: int | None = None
    four_colour: bool = False
    pause_ms: int = 800
    levels: tuple[str, ...] = ("gentle", "normal", "sharp", "expert")
    rules: str = "traditional"
    hint_available: bool = False
    stats: str = ""


class Renderer:
    def __init__(self, document) -> None:
        self.doc = document
        self._html: dict[str, str] = {}
        self._log_owner: int = 0
        self._log_len = 0
        # Cards glide to their new places (game/web/motion.py); off at pause 0.
        self._pause_ms = 800
        self.motion = Motion(document, document.defaultView,
                             enabled=lambda: self._pause_ms > 0)

    # -- small DOM helpers ---------------------------------------------------
    def el(self, id_: str):
        return self.doc.getElementById(id_)

    def html(self, id_: str, text: str) -> None:
        if self._html.get(id_) != text:
            self._html[id_] = text
            self.el(id_).innerHTML = text

    def text(self, id_: str, text: str) -> None:
        e = self.el(id_)
        if e.textContent != text:
            e.textContent = text

    def hide(self, id_: str, hidden: bool) -> None:
        e = self.el(id_)
        if bool(e.hidden) != hidden:
            e.hidden = hidden

    def enable(self, id_: str, on: bool) -> None:
        e = self.el(id_)
        if bool(e.disabled) == on:
            e.disabled = not on

    def attr(self, id_: str, name: str, value: str | None) -> None:
        e = self.el(id_)
        if value is None:
            if e.hasAttribute(name):
                e.removeAttribute(name)
        elif e.getAttribute(name) != value:
            e.setAttribute(name, value)

    # -- the one render --------------------------------------------------------
    def render(self, session, ui: Ui) -> None:
        self._pause_ms = ui.pause_ms
        self.motion.capture()  # where every card is before the DOM changes
        st = session.state
        v = session.view()
        rules = v.rules
        four = ui.four_colour
        human_turn = st.to_move == HUMAN and not ui.busy
        legal = set(v.legal) if human_turn else set()

        root = self.doc.documentElement
        turn = "over" if st.outcome is not None else (
            "you" if human_turn else "computer" if st.to_move == 1 else "wait")
        root.dataset.turn = turn
        root.dataset.step = str(session.step)
        root.dataset.stage = v.stage

        # scores
        show = rules.show_scores
        self.text("score-you", str(v.points[0]) if show else "?")
        self.text("score-opp", str(v.points[1]) if show else "?")
        for seat, id_ in ((0, "pending-you"), (1, "pending-opp")):
            p = v.pending[seat]
            self.text(id_, f" +{p} pending" if p else "")
            self.hide(id_, not p)
        if rules.has_match:
            self.text("match-you", str(session.match.scores[0]))
            self.text("match-opp", str(session.match.scores[1]))
        else:
            self.text("match-you", "–")
            self.text("match-opp", "–")
        self.text("match-target", str(rules.target))
        self.hide("match-box", not rules.has_match)
        self.text("best", "–" if ui.best is None else str(ui.best))

        # opponent
        n = v.opponent_hand_size
        self.html("opponent-hand", markup.backs_html(n))
        self.attr("opponent-hand", "aria-label",
                  f"Opponent's hand: {n} card{'s' if n != 1 else ''}")
        known = [texts.card_name(c) for c in v.opponent_known]
        self.text("opp-known", ("The computer holds: " + ", ".join(known) + ".") if known else "")
        self.hide("opp-known", not known)

        # stock and trump
        trump_el = "trump-card"
        closed = v.closed_by is not None
        if v.trump_card_in_stock and not closed:
            self.attr(trump_el, "data-card", v.trump_card)
            self.attr(trump_el, "class", "card")
            self.attr(trump_el, "aria-label", f"Trump card: {texts.card_name(v.trump_card)}")
            self.html(trump_el, markup.face_svg(v.trump_card, four))
        elif v.trump_card_in_stock and closed:
            self.attr(trump_el, "data-card", None)
            self.attr(trump_el, "class", "card back closed")
            self.attr(trump_el, "aria-label", "The stock is closed")
            self.html(trump_el, '<span class="closed-label">Closed</span>')
        else:
            self.attr(trump_el, "data-card", None)
            self.attr(trump_el, "class", "card slot")
            self.attr(trump_el, "aria-label", "The trump card has been drawn")
            self.html(trump_el, "")
        self.text("stock-count", str(v.stock_size) + (" (closed)" if closed else ""))
        stock_back = self.doc.querySelector(".pile .stock")
        if stock_back is not None:
            stock_back.hidden = v.stock_size <= 1 or closed
        self.text("trump-suit", f"Trumps: {texts.suit_name(v.trump)}")

        # the trick and the last trick
        self.html("table", markup.table_html(v, session.shown, four))
        self.html("last-trick", markup.last_trick_html(v, four))
        self.text("last-caption", markup.last_caption(v))

        # the human's hand
        reasons = {}
        for c in v.hand:
            if c not in legal:
                reasons[c] = self.reason(session, ui, c)
        self.html("hand", markup.hand_html(v, human_turn, four, reasons))
        self.attr("hand", "aria-label", f"Your hand: {len(v.hand)} cards")

        # action buttons
        self.hide("close-stock", not rules.closing)
        self.enable("close-stock", "close" in legal or (ui.drawing and "close" in v.legal))
        self.hide("exchange-trump", not rules.exchange)
        self.enable("exchange-trump", "exchange" in legal)
        manual_out = not rules.auto_out and not rules.automatic_end
        self.hide("go-out", not manual_out)
        self.enable("go-out", "out" in legal)
        self.hide("pass-exchange", "pass" not in legal)
        self.enable("pass-exchange", "pass" in legal)
        self.hide("hint", not ui.hint_available)
        self.enable("hint", human_turn and bool(legal))

        # settings
        self.enable("new-game", True)
        for id_ in ("level", "rules", "pause", "four-colour", "auto-out", "show-scores",
                    "target", "forget-all"):
            self.enable(id_, True)
        level = self.el("level")
        for opt in list(level.options):
            opt.hidden = opt.value not in ui.levels
            opt.disabled = opt.value not in ui.levels
        if level.value != session.level:
            level.value = session.level
        if self.el("rules").value != ui.rules:
            self.el("rules").value = ui.rules
        self.el("pause").value = str(ui.pause_ms) if ui.pause_ms in (0, 300, 800, 1500) else "0"
        self.el("four-colour").checked = four
        self.el("auto-out").checked = rules.auto_out
        self.el("show-scores").checked = rules.show_scores
        self.el("target").value = str(rules.target)
        self.text("stats", ui.stats)

        # result panel
        oc = st.outcome
        self.hide("result", oc is None)
        if oc is not None:
            m = session.match
            if m.is_over:
                self.text("result-title", texts.match_heading(m.winner))
            else:
                self.text("result-title", texts.deal_heading(oc))
            self.text("result-text", texts.outcome_sentence(oc, v.points, v.closed_by, v.tricks))
            if rules.has_match:
                self.text("result-match",
                          f"Match: you {m.scores[0]}, computer {m.scores[1]} (to {rules.target}).")
            else:
                self.text("result-match", f"Your points this deal: {v.points[0]}.")
            self.hide("next-deal", m.is_over)
            self.hide("new-match", not m.is_over)

        # status and notices
        status = ui.message or session.status(ui.thinking, ui.drawing)
        self.text("status", status)
        self.text("notice", " ".join(ui.notices))
        self.hide("notice", not ui.notices)
        self.render_log(session)
        self.motion.play()  # cards glide from their old places to the new ones

    def reason(self, session, ui: Ui, card: str) -> str:
        if session.state.outcome is not None:
            return "The deal is over."
        if ui.busy or session.state.to_move != HUMAN:
            return "Wait: it is the computer's turn."
        return session.view().why_not(card)

    def render_log(self, session) -> None:
        log = self.el("log")
        if self._log_owner != id(session) or self._log_len > len(session.log):
            self._log_owner = id(session)
            self._log_len = 0
            log.innerHTML = ""
        new = session.log[self._log_len:]
        if new:
            log.insertAdjacentHTML("beforeend", markup.log_items(new))
            self._log_len = len(session.log)
            log.scrollTop = log.scrollHeight
