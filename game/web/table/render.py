"""Write the page from the game: one ``render`` call, nothing read back.

The renderer keeps only what it needs to avoid needless DOM churn (the last
markup it wrote per element, how many log lines are on screen): never game
state. It asks the controller what is allowed now (its phase), so the buttons,
the cards and the handlers always agree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.events import marriage_value
from game.engine.table import seats_in_play_order

from ..analysis.analysis_view import AnalysisView
from ..contract import Phase
from ..course.lesson_view import LessonView
from ..course.model import build_lesson
from ..dom import JsObject, found
from ..dom_writer import DomWriter
from ..menu.model import build_menu
from ..panel_model import build_panel
from ..puzzles.puzzle_view import PuzzleView
from ..render_panels import Panels
from ..review import review_markup
from ..stats import rating_markup
from ..texts import (
    HUMAN,
    card_name,
    language,
    level_name,
    people_table,
    rules_in_use,
    said,
    say,
    short_name,
    suit_name,
    who,
)
from . import markup
from .cards_svg import face_svg
from .motion import Motion

if TYPE_CHECKING:
    from game.engine.table import TableView

    from ..controller import Controller
    from ..session import Session


OWN_CARD_MS = 120  # the glide of the card you just played (the computer's: Motion's own)
# <html data-turn>: the draw decision is the human's turn too (Draw or Close stock)
TURN_HOOK = {Phase.YOU: "you", Phase.DRAWING: "you", Phase.COMPUTER: "computer",
             Phase.OVER: "over", Phase.CURTAIN: "curtain"}
# The header's name of each seat's column (the solo game's words; a people's match writes
# its people's names there)
SEAT_NAMES = {2: (("name-you", "score.you"), ("name-opp", "score.opponent")),
              3: (("name-you", "score.you"), ("name-seat-1", "who.three.1"),
                  ("name-seat-2", "who.three.2"))}
# Each seat's header fields (card points, pending marriage points, match score) at a table
# of two and of three (DESIGN.md's hooks: the computer's card points are #score-opp at two,
# West's and East's #score-seat-1 and -2).
SEAT_FIELDS = {
    2: (("score-you", "pending-you", "match-you"), ("score-opp", "pending-opp", "match-opp")),
    3: (("score-you", "pending-you", "match-you"), ("score-seat-1", "pending-seat-1", "match-opp"),
        ("score-seat-2", "pending-seat-2", "match-seat-2")),
}


def places(bottom: int, players: int) -> tuple[int, ...]:
    """The seat at each place of the table (0 the bottom; at three 1 the top left, 2 the
    top right) when it is turned to ``bottom``. Each seat keeps its side whoever holds the
    device: seat 1 on the left, seat 2 on the right (the header's order), seat 0 in the
    place of the seat at the bottom; a computer between two people never moves."""
    return (bottom, *(0 if seat == bottom else seat for seat in range(1, players)))


class Renderer(DomWriter):
    def __init__(self, document: JsObject, window: JsObject | None = None) -> None:
        super().__init__(document)
        self.panels = Panels(document, self._html)
        self.puzzles = PuzzleView(document, self._html)
        self.lessons = LessonView(document, self._html)
        self.analysis = AnalysisView(document, self._html)
        self._log_owner: int = 0
        self._turned = places(0, 2)  # the seat at each place: where each seat's pile is
        self._log_len = 0
        self._pause_ms = 800
        self._language = "en"  # the language of the page's static texts (index.html's)
        self._lang_attr = ""  # <html lang> as last set here (boot.js may have set another)
        self._rules = ""  # and the rules they are worded for (texts.use_rules)
        self._people = False  # and whether for a people's match (texts.use_people)
        # Cards glide to their new places (game/web/table/motion.py); off at pause 0.
        self.motion = Motion(document, window if window is not None else document.defaultView,
                             enabled=lambda: self._pause_ms > 0)
        self.motion.track_fresh = False  # the session knows what was drawn (its events)

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
        root.dataset.inPuzzle = "1" if session.puzzle is not None else ""  # its box takes room
        self.hide("elsewhere", not ctl.elsewhere)

        self._scores(ctl, v)

        players = session.players
        self._turned = places(session.viewer, players)
        root.dataset.players = str(players)
        root.dataset.people = "1" if session.shared else ""
        root.dataset.rules = v.rules.preset  # the table's CSS sizes a five-card hand larger
        self._opponents(ctl, v, four, over)

        self._stock(v, four)
        self._piles(v)

        # the trick (a finished one stays a moment), the last trick (a button: it opens
        # large in #last-view, its players named)
        trick = ctl.loop.trick_on_table
        last = v.last_trick
        self.enable("last-trick", last is not None)
        self.html("last-view-body", "" if last is None else review_markup.trick_shown_html(
            last.leader, last.winner, last.cards, players, four))
        if trick is not None and last is not None:
            won = markup.winner_index(last)
            self.html("table", markup.trick_html(last.plays, four, winner_index=won,
                                                 players=players))
            root.dataset.trickWinner = str(trick.seat)
        else:
            partner = v.lead_partner
            points = marriage_value(v.table[0][1] == v.trump) if partner else 0
            self.html("table", markup.trick_html(
                seats_in_play_order(v.leader, tuple(v.table), players), four, partner, points,
                players=players))
            self.html("last-trick", markup.last_trick_html(v, four))
            self.text("last-caption", markup.last_caption(v))

        # the hand at the bottom: the player's, or at a people's match the person's whose
        # cards are up (backs while the device passes: no face of it is in the page)
        hint = ui.hint_action if ui.hint_state is not None and ui.hint_state is st else ""
        if session.hand_hidden:
            self.html("hand", markup.backs_html(len(v.hand)))
            self.attr("hand", "aria-label", say("label.hand.hidden", who=session.name(v.seat),
                                                n=len(v.hand)))
        else:
            reasons = {c: ctl.can(c, v) for c in v.hand if c not in legal}
            self.html("hand", markup.hand_html(v, legal, four, reasons, session.fresh,
                                               show_marriages=phase == Phase.YOU, hint=hint))
            self.attr("hand", "aria-label", say("label.hand.1") if len(v.hand) == 1
                      else say("label.hand", n=len(v.hand)))
        self.attr("hand", "data-seat", str(v.seat))
        for word, id_ in (("close", "close-stock"), ("exchange", "exchange-trump"),
                          ("out", "go-out"), ("draw", "draw"), ("pass", "pass-exchange")):
            self.attr(id_, "data-hint", "1" if hint == word else None)
        self._curtain(ctl)
        self.analysis.render(ui.analysis, four)

        self._buttons(ctl, v, legal)
        self.panels.render(build_menu(ctl), build_panel(ctl))
        self.puzzles.render(ctl)
        self.lessons.render(build_lesson(ctl))
        self._result(ctl, v)

        # The log is the live region that tells each event; the status line repeats it
        # for the eye only. A reply to the player's own request (why not, a hint, an
        # error) goes to #message, a polite status region of its own, and stands
        # in place of the status line meanwhile.
        line = "" if ui.message else session.status(phase == Phase.COMPUTER)
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
        # cards glide from their old places to the new ones; your own card goes at once
        # (a short glide), as a card put down by hand does
        own = any(e.kind == "play" and e.seat == HUMAN for e in session.events)
        self.motion.play(OWN_CARD_MS if own else None)

    def _curtain(self, ctl: "Controller") -> None:
        """The screen between people (a modal dialog, its button focused): it names whose
        turn it is; the hands behind it are backs."""
        s = ctl.session
        seat = s.curtain_for if ctl.phase == Phase.CURTAIN else None
        el = self.el("curtain")
        if seat is None:
            if el.open:
                el.close()
            return
        name = s.name(seat)
        self.attr("curtain", "data-seat", str(seat))
        self.text("curtain-title", say("curtain.title", name=name))
        self.text("curtain-text", say("curtain.text", name=name))
        self.text("curtain-ready", say("curtain.ready"))
        if not el.open:
            el.showModal()
            ready = found(self.doc.getElementById("curtain-ready"))
            if ready is not None:
                ready.focus()

    def _piles(self, v: TableView) -> None:
        """Each seat's won tricks, counted, at its place (``places``)."""
        turned = self._turned
        for place in range(3):
            tricks = v.tricks[turned[place]] if place < len(turned) else 0
            pile = self.el(f"pile-{place}")
            if pile.getAttribute("data-tricks") != str(tricks):
                pile.setAttribute("data-tricks", str(tricks))
            count = found(pile.querySelector(".pile-count"))
            words = say("label.pile", n=tricks) if tricks else ""
            if count is not None and count.textContent != words:
                count.textContent = words

    def _opponents(self, ctl: "Controller", v: TableView, four: bool,
                   over: bool) -> None:
        """The other seats' hands (the table turned to the seat at the bottom): backs with
        their count while the deal runs, faces after (and in a puzzle, where every hand is
        open)."""
        session = ctl.session
        players = session.players
        over = over or session.puzzle is not None
        for place, id_ in ((1, "opponent-hand"), (2, "opponent-hand-2")):
            if place >= players:
                self.html(id_, "")
                continue
            seat = self._turned[place]
            self.attr(id_, "data-seat", str(seat))
            left = session.revealed(seat)
            n = len(left) if over else v.hand_sizes[seat]
            if over:
                self.html(id_, markup.revealed_html(left, four))
                key = "label.opponent_revealed"
            else:
                self.html(id_, markup.backs_html(n))
                key = "label.opponent_hand.1" if n == 1 else "label.opponent_hand.n"
            # the whole sentence for screen readers (at three: the seat's name and level, as
            # its name on the felt shows)
            self.attr(id_, "aria-label", say(key, n=n, who=who(seat, players),
                                             level=level_name(session.seats.level_of(seat)
                                                              or session.level),
                                             cards=", ".join(card_name(c) for c in left) or "–"))
            self.text(f"seat-label-{place}", who(seat, players))
        known: list[str] = []
        if not over:
            for seat in range(v.players):
                if seat != v.seat and v.known[seat]:
                    known.append(say("label.known", who=who(seat, v.players), cards=", ".join(
                        card_name(c) for c in v.known[seat])))
        self.text("opp-known", " ".join(known))
        self.hide("opp-known", not known)

    async def sweep(self, seat: int) -> None:
        """The finished trick slides into ``seat``'s won pile."""
        await self.motion.sweep("#table", f"pile-{self._turned.index(seat)}")

    def _scores(self, ctl: "Controller", v: TableView) -> None:
        rules = v.rules
        session = ctl.session
        show = rules.show_scores
        over = v.outcome is not None  # a finished deal's pending points never counted
        for seat, (label, key) in enumerate(SEAT_NAMES[session.players]):
            self.text(label, short_name(seat, session.players) if session.shared
                      else say(key))
        for seat, (score, pending, match) in enumerate(SEAT_FIELDS[session.players]):
            self.text(score, str(v.points[seat]) if show else "?")
            p = v.pending[seat] if show and not over else 0
            # "+20" and its word (which a narrow header leaves out: the title says it)
            self.html(pending, f'+{p}<span class="pending-word"> '
                               f'{markup.esc(say("label.pending.word"))}</span>' if p else "")
            self.attr(pending, "title", say("label.pending", points=p).strip() if p else None)
            self.hide(pending, not p)
            self.text(match, str(session.match.scores[seat]) if rules.has_match else "–")
        self.text("match-target", str(rules.target))
        practice = session.practice  # a replay: no match score, a way back to the match
        self.hide("match-box", not rules.has_match or practice)
        self.hide("practice-box", not practice)
        self.text("practice-label", say("score.daily" if session.daily else "score.lesson"
                                        if session.lesson is not None else "score.link"
                                        if session.unrated_why() == "link" else "score.practice"))
        best = ctl.ledger.best
        self.text("best", "–" if best is None else str(best))
        self.text("rating", rating_markup.header_text(
            ctl.ledger.ratings.at(rules.preset) if session.rated_table else None))
        why = session.unrated_why()
        self.attr("rating-box", "title", say("rating.about") + (
            " " + say(f"rating.unrated.{why}") if why else ""))
        # a casual match shows no rating (none is at stake) but says it is casual
        self.hide("rating-box", session.casual)
        self.hide("casual-box", not session.casual)
        self.attr("casual-box", "title", say("rating.unrated.casual"))

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
        self.hide("go-out", not rules.claims_out)
        self.enable("go-out", "out" in legal)
        self.hide("draw", ctl.phase != Phase.DRAWING)
        self.enable("draw", "draw" in legal)
        self.hide("pass-exchange", "pass" not in legal)
        self.enable("pass-exchange", "pass" in legal)
        self.hide("hint", not ctl.ui.hint_available or not ctl.session.hints)
        self.enable("hint", ctl.hint_allowed())
        # Undo: in practice only (the match keeps every card played; its key says why)
        self.hide("undo", not ctl.session.takes_back)
        self.enable("undo", ctl.phase != Phase.DIALOG and ctl.practice.undoable() is not None)

    def _static_texts(self) -> None:
        """index.html's own words (in English, for the first paint) in the page's language:
        ``data-text`` names an element's text key, ``data-label`` its aria-label's,
        ``data-title`` its title's."""
        lang = language()
        if lang != self._lang_attr:  # always the words' language, whatever boot.js guessed
            self._lang_attr = lang
            self.doc.documentElement.setAttribute("lang", lang)
        if lang == self._language and rules_in_use() == self._rules \
                and people_table() == self._people:
            return
        self._language = lang
        self._rules = rules_in_use()
        self._people = people_table()
        self.doc.title = say("page.title")
        for el in self.doc.querySelectorAll("[data-text]"):
            el.textContent = say(str(el.getAttribute("data-text")))
        for el in self.doc.querySelectorAll("[data-label]"):
            el.setAttribute("aria-label", say(str(el.getAttribute("data-label"))))
        for el in self.doc.querySelectorAll("[data-title]"):  # a tooltip (what Best counts)
            el.setAttribute("title", say(str(el.getAttribute("data-title"))))
        self._html.clear()  # everything drawn from the table is drawn again
        self.panels.forget()

    def _result(self, ctl: "Controller", v: TableView) -> None:
        session = ctl.session
        oc = session.state.outcome
        # the deal's summary follows its final trick: not while that trick is shown; a
        # lesson's box says how it ended (with its stars, and its buttons)
        self.hide("result", oc is None or ctl.phase == Phase.TRICK
                  or session.lesson is not None)
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
        self.hide("result-match", bool(session.daily))  # one deal, not a match
        if session.shared:  # every person by name: the match score, or this deal's points
            numbers = m.scores if rules.has_match else v.points
            self.text("result-match", say(
                "summary.match.people" if rules.has_match else "summary.simple.people",
                target=rules.target, scores=say("list.comma").join(
                    f"{session.name(p)} {numbers[p]}" for p in range(session.players))))
        elif rules.has_match:
            self.text("result-match", say("summary.match", scores=m.scores,
                                          target=rules.target))
        else:
            self.text("result-match", say("summary.simple", points=v.points[0]))
        practice = session.practice
        summed = m.is_over and rules.has_match and not practice and session.counts
        self.hide("match-summary", not summed)
        self.html("match-summary", markup.match_summary_html(
            session.tally_bucket(), session.level, rules.preset) if summed else "")
        self.hide("next-deal", m.is_over and not practice)
        self.hide("new-match", not m.is_over or practice)
        self.text("next-deal", say("button.back_to_match" if practice else "button.next_deal"))
        self._daily(ctl)

    def _daily(self, ctl: "Controller") -> None:
        """The deal of the day's end: the player's result beside the Expert's in that seat
        (computed meanwhile, with its progress), and the line to share."""
        desk = ctl.daily
        entry = desk.entry() if ctl.session.daily else None
        self.hide("daily-box", entry is None or entry.you is None)
        if entry is None or entry.you is None:
            return
        self.text("daily-result", desk.results(entry))
        self.hide("daily-progress", desk.progress is None)
        if desk.progress is not None:
            self.attr("daily-progress", "value", f"{desk.progress:.2f}")
        self.hide("daily-share", desk.share_line() is None)

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
