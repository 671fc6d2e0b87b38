"""Write the page from the game: one ``render`` call, nothing read back.

The renderer keeps only what it needs to avoid needless DOM churn (the last
markup it wrote per element, how many log lines are on screen): never game
state. It asks the controller what is allowed now (its phase), so the buttons,
the cards and the handlers always agree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.events import marriage_value

from . import markup, review_markup
from .cards_svg import face_svg
from .dom import JsObject, found
from .motion import Motion
from .narrate import review_lines
from .texts import (
    card_name,
    decimal,
    language,
    level_name,
    rules_in_use,
    rules_name,
    said,
    say,
    suit_name,
    who,
)

if TYPE_CHECKING:
    from game.engine.table import TableView

    from .controller import Controller
    from .session import Session


# <html data-turn>: the draw decision is the human's turn too (Draw or Close stock)
TURN_HOOK = {"you": "you", "drawing": "you", "computer": "computer", "over": "over"}


class Renderer:
    def __init__(self, document: JsObject, window: JsObject | None = None) -> None:
        self.doc = document
        self._html: dict[str, str] = {}
        self._log_owner: int = 0
        self._log_len = 0
        self._pause_ms = 800
        self._controls: dict[str, str] = {}  # what the Settings panel was last set to
        self._epoch = -1
        self._language = "en"  # the language of the page's static texts (index.html's)
        self._lang_attr = ""  # <html lang> as last set here (boot.js may have set another)
        self._rules = ""  # and the rules they are worded for (texts.use_rules)
        # Cards glide to their new places (game/web/motion.py); off at pause 0.
        self.motion = Motion(document, window if window is not None else document.defaultView,
                             enabled=lambda: self._pause_ms > 0)
        self.motion.track_fresh = False  # the session knows what was drawn (its events)

    # -- small DOM helpers ---------------------------------------------------
    def el(self, id_: str) -> JsObject:
        element: JsObject = self.doc.getElementById(id_)
        return element

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
    def render(self, ctl: "Controller") -> None:
        """Draw everything from the controller's session, phase and ui."""
        ui = ctl.ui
        session = ctl.session
        self._pause_ms = ui.pause_ms
        self._static_texts()
        self.motion.capture()  # where every card is before the DOM changes
        st = session.state
        v = session.view()
        four = ui.four_colour
        phase = ctl.phase
        legal = set(ctl.legal_now())
        over = st.outcome is not None

        root = self.doc.documentElement
        root.dataset.turn = TURN_HOOK.get(phase, "wait")
        root.dataset.phase = str(phase)
        root.dataset.step = str(session.step)
        root.dataset.stage = v.stage
        root.dataset.practice = "1" if session.practice else ""  # never saved nor counted
        self.hide("elsewhere", not ctl.elsewhere)

        self._scores(ctl, v)

        players = session.players
        root.dataset.players = str(players)
        root.dataset.rules = v.rules.preset  # the table's CSS sizes a five-card hand larger
        self._opponents(ctl, v, four, over)

        self._stock(v, four)
        for seat in range(3):
            tricks = v.tricks[seat] if seat < players else 0
            pile = self.el(f"pile-{seat}")
            if pile.getAttribute("data-tricks") != str(tricks):
                pile.setAttribute("data-tricks", str(tricks))
            count = found(pile.querySelector(".pile-count"))
            words = say("label.pile", n=tricks) if tricks else ""
            if count is not None and count.textContent != words:
                count.textContent = words

        # the trick (a finished one stays a moment), the last trick
        trick = ctl.loop.trick_on_table
        last = v.last_trick
        if trick is not None and last is not None:
            won = markup.winner_index(last)
            self.html("table", markup.trick_html(trick.cards, four, winner_index=won))
            root.dataset.trickWinner = str(trick.seat)
        else:
            partner = v.lead_partner
            points = marriage_value(v.table[0][1] == v.trump) if partner else 0
            self.html("table", markup.trick_html(v.table, four, partner, points))
            self.html("last-trick", markup.last_trick_html(v, four))
            self.text("last-caption", markup.last_caption(v))

        # the human's hand
        reasons = {c: ctl.can(c, v) for c in v.hand if c not in legal}
        hint = ui.hint_action if ui.hint_state is not None and ui.hint_state is st else ""
        self.html("hand", markup.hand_html(v, legal, four, reasons, session.fresh,
                                           show_marriages=phase == "you", hint=hint))
        for word, id_ in (("close", "close-stock"), ("exchange", "exchange-trump"),
                          ("out", "go-out"), ("draw", "draw"), ("pass", "pass-exchange")):
            self.attr(id_, "data-hint", "1" if hint == word else None)
        self.attr("hand", "aria-label", say("label.hand.1") if len(v.hand) == 1
                  else say("label.hand", n=len(v.hand)))

        self._buttons(ctl, v, legal)
        self._settings(ctl, v)
        self._result(ctl, v)

        # The log is the live region that tells each event; the status line repeats it
        # for the eye only. A reply to the player's own request (why not, a hint, an
        # error) goes to #message, a polite status region of its own, and stands
        # in place of the status line meanwhile.
        line = "" if ui.message else session.status(phase == "computer")
        hinted = ui.hint_state is not None and ui.hint_state is session.state
        if ctl.elsewhere:  # no turn here to prompt for: #elsewhere says where the match is
            line = session.notice
        self.text("status-line", line)
        self.text("message", ui.message or (ui.hint_text if hinted else ""))
        self.text("keys", say("keys.help"))
        notices = ctl.notices
        self.text("notice", " ".join(notices))
        self.hide("notice", not notices)
        self.render_log(session)
        self.motion.clear_fresh()
        self.motion.mark_fresh(session.fresh)
        self.motion.play()  # cards glide from their old places to the new ones

    def _opponents(self, ctl: "Controller", v: TableView, four: bool,
                   over: bool) -> None:
        """Each computer's hand: backs with its count while the deal runs, faces after."""
        session = ctl.session
        players = session.players
        for seat, id_ in ((1, "opponent-hand"), (2, "opponent-hand-2")):
            if seat >= players:
                self.html(id_, "")
                continue
            left = session.revealed(seat)
            if over:
                self.html(id_, markup.revealed_html(left, four))
                label = say("label.opponent_revealed",
                            cards=", ".join(card_name(c) for c in left) or "–")
                n = len(left)
            else:
                n = v.hand_sizes[seat]
                self.html(id_, markup.backs_html(n))
                label = say("label.opponent_hand.1" if n == 1 else "label.opponent_hand.n", n=n)
            if players == 3:  # the name on the felt; the whole sentence for screen readers
                label = say("label.seat_hand", who=who(seat, 3), n=n,
                            level=level_name(session.level))
                self.text(f"seat-label-{seat}", who(seat, 3))
            self.attr(id_, "aria-label", label)
        known: list[str] = []
        if not over:
            for seat in range(1, v.players):
                if v.known[seat]:
                    known.append(say("label.known", who=who(seat, v.players), cards=", ".join(
                        card_name(c) for c in v.known[seat])))
        self.text("opp-known", " ".join(known))
        self.hide("opp-known", not known)

    async def sweep(self, seat: int) -> None:
        """The finished trick slides into ``seat``'s won pile."""
        await self.motion.sweep("#table", f"pile-{seat}")

    def _scores(self, ctl: "Controller", v: TableView) -> None:
        rules = v.rules
        session = ctl.session
        show = rules.show_scores
        three = session.players == 3
        points: tuple[int, ...] = v.points  # one per seat
        self.text("score-you", str(points[0]) if show else "?")
        self.text("score-opp", str(points[1]) if show else "?")
        self.text("score-seat-1", str(points[1]) if show and three else "?")
        self.text("score-seat-2", str(points[2]) if show and three else "?")
        pending = ((0, "pending-you"), (1, "pending-seat-1" if three else "pending-opp"),
                   (2, "pending-seat-2"))
        for seat, id_ in pending:
            p = v.pending[seat] if show and seat < session.players else 0
            self.text(id_, say("label.pending", points=p) if p else "")
            self.hide(id_, not p)
        if rules.has_match:
            scores = session.match.scores
            self.text("match-you", str(scores[0]))
            self.text("match-opp", str(scores[1]))
            self.text("match-seat-2", str(scores[2]) if three else "0")
        else:
            self.text("match-you", "–")
            self.text("match-opp", "–")
        self.text("match-target", str(rules.target))
        practice = session.practice  # a replay: no match score, a way back to the match
        self.hide("match-box", not rules.has_match or practice)
        self.hide("practice-box", not practice)
        best = ctl.ledger.best
        self.text("best", "–" if best is None else str(best))

    def _stock(self, v: TableView, four: bool) -> None:
        trump_el = "trump-card"
        self.hide("stock-caption", not v.has_stock)  # no "Stock –" where there is none
        if not v.has_stock:
            self._turned_trump(v, four)
            return
        closed = v.closed_by is not None
        if v.trump_card_in_stock and not closed:
            self.attr(trump_el, "data-card", v.trump_card)
            self.attr(trump_el, "class", "card")
            self.attr(trump_el, "aria-label", say("label.trump_card", card=card_name(v.trump_card)))
            self.html(trump_el, face_svg(v.trump_card, four))
        elif v.trump_card_in_stock and closed:
            self.attr(trump_el, "data-card", None)
            self.attr(trump_el, "class", "card back closed")
            self.attr(trump_el, "aria-label", say("label.stock_closed"))
            self.html(trump_el, f'<span class="closed-label">{markup.esc(say("label.closed"))}'
                                "</span>")
        else:
            self.attr(trump_el, "data-card", None)
            self.attr(trump_el, "class", "card slot")
            self.attr(trump_el, "aria-label", say("label.trump_drawn"))
            self.html(trump_el, "")
        self.text("stock-count", say("label.stock_closed_count", n=v.stock_size) if closed
                  else str(v.stock_size))
        stock_back = found(self.doc.querySelector(".pile .stock"))
        if stock_back is not None:
            stock_back.hidden = v.stock_size <= 1 or closed
        self.text("trump-suit", say("label.trumps", suit=suit_name(v.trump)))

    def _turned_trump(self, v: TableView, four: bool) -> None:
        """No stock (three players): the dealer's turned card, shown while the dealer holds it."""
        holder = v.trump_holder
        if holder is not None:
            self.attr("trump-card", "data-card", v.trump_card)
            self.attr("trump-card", "class", "card")
            self.attr("trump-card", "aria-label", said(
                "label.trump_holder", holder, 3, card=card_name(v.trump_card)))
            self.html("trump-card", face_svg(v.trump_card, four))
        else:
            self.attr("trump-card", "data-card", None)
            self.attr("trump-card", "class", "card slot")
            self.attr("trump-card", "aria-label",
                      say("label.trump_played", card=card_name(v.trump_card)))
            self.html("trump-card", "")
        stock_back = found(self.doc.querySelector(".pile .stock"))
        if stock_back is not None:
            stock_back.hidden = True
        self.text("trump-suit", say("label.trumps", suit=suit_name(v.trump)))

    def _buttons(self, ctl: "Controller", v: TableView, legal: set[str]) -> None:
        rules = v.rules
        # what can no longer apply this deal leaves the table: the stock closes once, and
        # the exchange takes the turned-up card, so neither outlives what it acts on
        gone = v.closed_by is not None or not v.has_stock or v.stock_size == 0
        self.hide("close-stock", not rules.closing or gone)
        self.enable("close-stock", "close" in legal)
        self.hide("exchange-trump", not rules.exchange or not v.trump_card_in_stock)
        self.enable("exchange-trump", "exchange" in legal)
        manual_out = (not rules.auto_out and not rules.automatic_end
                      and ctl.session.players == 2)
        self.hide("go-out", not manual_out)
        self.enable("go-out", "out" in legal)
        self.hide("draw", ctl.phase != "drawing")
        self.enable("draw", "draw" in legal)
        self.hide("pass-exchange", "pass" not in legal)
        self.enable("pass-exchange", "pass" in legal)
        self.hide("hint", not ctl.ui.hint_available)
        self.enable("hint", ctl.hint_allowed())

    def _static_texts(self) -> None:
        """index.html's own words (in English, for the first paint) in the page's language:
        ``data-text`` names an element's text key, ``data-label`` its aria-label's,
        ``data-title`` its title's."""
        lang = language()
        if lang != self._lang_attr:  # always the words' language, whatever boot.js guessed
            self._lang_attr = lang
            self.doc.documentElement.setAttribute("lang", lang)
        if lang == self._language and rules_in_use() == self._rules:
            return
        self._language = lang
        self._rules = rules_in_use()
        self.doc.title = say("page.title")
        for el in self.doc.querySelectorAll("[data-text]"):
            el.textContent = say(str(el.getAttribute("data-text")))
        for el in self.doc.querySelectorAll("[data-label]"):
            el.setAttribute("aria-label", say(str(el.getAttribute("data-label"))))
        for el in self.doc.querySelectorAll("[data-title]"):  # a tooltip (what Best counts)
            el.setAttribute("title", say(str(el.getAttribute("data-title"))))
        self._html.clear()  # everything drawn from the table is drawn again
        self._controls = {}

    def _settings(self, ctl: "Controller", v: TableView) -> None:
        ui = ctl.ui
        rules = v.rules
        dialog = ctl.phase == "dialog"
        self.enable("new-game", not dialog)
        for id_ in ("level", "rules", "pause", "four-colour", "auto-out",
                    "show-scores", "target", "lang", "settings-apply", "forget-all"):
            self.enable(id_, not dialog)
        level = self.el("level")
        for opt in list(level.options):
            opt.hidden = opt.value not in ui.levels
            opt.disabled = opt.value not in ui.levels
        # A control is written when what it shows changes (or the panel is reset), never
        # on every render: a choice not yet applied stays as the player left it.
        if self._epoch != ui.settings_epoch:
            self._epoch = ui.settings_epoch
            self._controls = {}
        pause = str(ui.pause_ms)  # a link's pause not in the list shows as itself (?pause=600)
        other = self.el("pause-other")
        if ui.pause_ms not in (0, 300, 800, 1500) and other.value != pause:
            other.setAttribute("value", pause)
            other.textContent = say("pause.ms", ms=ui.pause_ms)
            self._controls.pop("pause", None)
        self.hide("pause-other", other.value != pause)
        self.enable("pause-other", other.value == pause)
        for id_, value in (("level", ctl.session.level), ("rules", ui.rules), ("pause", pause),
                           ("target", str(rules.target)), ("lang", language())):
            if self._controls.get(id_) != value:
                self._controls[id_] = value
                self.el(id_).value = value
        for id_, on in (("four-colour", ui.four_colour), ("auto-out", rules.auto_out),
                        ("show-scores", rules.show_scores)):
            if self._controls.get(id_) != str(on):
                self._controls[id_] = str(on)
                self.el(id_).checked = on
        self.text("stats-line", ui.stats)
        self._stats(ctl)
        self._review(ctl)
        m = ctl.session.match
        self.html("help-body", markup.help_html(m.rules.preset, m.rules.target, m.seed,
                                                m.deal_number, ctl.ui.four_colour))

    def _review_trick(self, ctl: "Controller") -> None:
        """The review's stepper: one trick of the finished deal, both hands face up."""
        frames = ctl.reviews.frames()
        self.hide("review-tricks", not frames)
        if not frames:
            self.html("review-trick", "")
            return
        i = min(ctl.ui.review_trick, len(frames) - 1)
        frame = frames[i]
        review = ctl.ui.review
        decisions = [d for d in review.decisions if d.trick == frame.number
                     and (ctl.ui.review_all or not d.routine)] if review else []
        self.text("review-trick-title", say("review.trick.title", n=i + 1, total=len(frames)))
        self.html("review-trick", review_markup.review_trick_html(
            frame, decisions, ctl.ui.four_colour, ctl.reviews.can_replay_from()))
        self.enable("review-prev", i > 0)
        self.enable("review-next", i < len(frames) - 1)

    def _review(self, ctl: "Controller") -> None:
        """The Review button at a deal's end, and the review dialog's contents."""
        ui = ctl.ui
        self.hide("review-button", ctl.reviews.last is None or not ctl.session.deal_over)
        self.hide("replay", ctl.reviews.last is None or not ctl.session.deal_over)
        self.enable("replay", ctl.reviews.available())
        self.enable("review-button", ctl.reviews.available())
        record = ctl.reviews.shown
        which = "" if record is None else say(
            "review.which.this" if record is ctl.reviews.last else "review.which.kept",
            deal=markup.deal_label(record.final(), record))
        self.text("review-which", which)  # the review never answers for another deal
        progress = ui.review_progress
        busy = progress is not None
        self.hide("review-progress", not busy)
        if progress is not None:
            percent = round(progress * 100)
            bar = self.el("review-progress")
            bar.value = percent
            bar.textContent = f"{percent}%"
            self.text("review-verdict", say("review.computing", percent=percent))
        review = ui.review
        self._review_trick(ctl)
        routine = 0 if review is None else len(review.decisions) - len(review.real())
        self.hide("review-all-box", not routine)
        self.text("review-all-label", say("review.show_all", n=routine))
        self.el("review-all").checked = ui.review_all
        self.text("review-accuracy", "" if review is None
                  else review_markup.accuracy_text(review))
        if review is None:
            if not busy:
                self.text("review-verdict", "")
            self.html("review-chart", "")
            self.html("review-body", "")
            return
        self.text("review-verdict", " ".join(review_lines(review, ctl.reviews.shown)))
        self.html("review-chart", review_markup.review_chart_svg(review,
                                                                  len(ctl.reviews.frames())))
        self.html("review-body", review_markup.review_table_html(review, ui.review_all)
                  if review.decisions else "")
        for el in self.doc.querySelectorAll("#review [data-goto]"):  # the decision shown
            current = el.getAttribute("data-goto") == str(ui.review_decision)
            if current != (el.getAttribute("aria-current") == "true"):
                if current:
                    el.setAttribute("aria-current", "true")
                else:
                    el.removeAttribute("aria-current")

    def _stats(self, ctl: "Controller") -> None:
        """The statistics dialog's table and chart (drawn whether it is open or not)."""
        s = ctl.session
        preset = s.match.rules.preset
        here = ctl.stats.bucket(s.level, preset)
        name = say("stats.here", level=level_name(s.level), rules=rules_name(preset))
        self.html("stats-body", markup.stats_table_html(here, ctl.stats.total(), name))
        self.html("stats-chart", markup.stats_chart_svg(
            ctl.stats.recent_matches(s.level, preset), s.match.rules.target))
        trend = ctl.stats.trend()
        self.hide("stats-trend", trend.recent is None)
        if trend.recent is not None:
            self.text("stats-trend", say("stats.trend.recent", recent=decimal(trend.recent, 2),
                                         n=trend.reviewed) if trend.earlier is None else
                      say("stats.trend", recent=decimal(trend.recent, 2), n=trend.reviewed,
                          before=decimal(trend.earlier, 2)))
        self.html("stats-kept", markup.kept_deals_html(ctl.reviews.kept_deals(), ctl.kept))

    def _result(self, ctl: "Controller", v: TableView) -> None:
        session = ctl.session
        oc = session.state.outcome
        self.hide("result", oc is None)
        if oc is None:
            self.html("deal-summary", "")
            self.hide("match-summary", True)
            return
        m = session.match
        rules = v.rules
        self.text("result-title", session.match_heading() if m.is_over
                  else session.deal_heading())
        self.text("result-text", session.outcome_sentence())
        self.html("deal-summary", markup.summary_html(session.summary_lines()))
        if rules.has_match and session.players == 3:
            self.text("result-match", say("summary.match.three", you=m.scores[0],
                                          west=m.scores[1], east=m.scores[2],
                                          target=rules.target))
        elif rules.has_match:
            self.text("result-match", say("summary.match", you=m.scores[0], opp=m.scores[1],
                                          target=rules.target))
        else:
            self.text("result-match", say("summary.simple", points=v.points[0]))
        practice = session.practice
        summed = m.is_over and rules.has_match and not practice
        self.hide("match-summary", not summed)
        self.html("match-summary", markup.match_summary_html(
            session.tally_bucket(), session.level, rules.preset) if summed else "")
        self.hide("next-deal", m.is_over and not practice)
        self.hide("new-match", not m.is_over or practice)
        self.text("next-deal", say("button.back_to_match" if practice else "button.next_deal"))

    def render_log(self, session: "Session") -> None:
        log = self.el("log")
        if self._log_owner != id(session) or self._log_len > len(session.log):
            self._log_owner = id(session)
            self._log_len = 0
            log.innerHTML = ""
        new = session.log[self._log_len:]
        if new:
            log.insertAdjacentHTML("beforeend", markup.log_items(new))
            self._log_len = len(session.log)
            box = self.el("log-box")  # the scrolling role="log" container
            box.scrollTop = box.scrollHeight


def settings_values(document: JsObject) -> dict[str, object]:
    """What the Settings panel's controls show now (the Apply button's intent value)."""
    def el(id_: str) -> JsObject:
        element: JsObject = document.getElementById(id_)
        return element

    values: dict[str, object] = {
        "level": str(el("level").value), "rules": str(el("rules").value),
        "lang": str(el("lang").value),
        "auto_out": bool(el("auto-out").checked), "show_scores": bool(el("show-scores").checked),
        "four": bool(el("four-colour").checked),
    }
    for id_, key in (("target", "target"), ("pause", "pause")):
        try:
            values[key] = int(str(el(id_).value))
        except ValueError:
            pass
    return values
