"""Write the page from its model: one ``render`` call, nothing read back.

The renderer reads only the page model (game/web/page_model.py): no controller,
session, ledger or words. It keeps only what avoids needless DOM churn (the last
markup it wrote per element, the log lines on screen, the last model for motion):
never game state.
"""

from __future__ import annotations

from collections.abc import Awaitable, Sequence
from typing import TYPE_CHECKING, Protocol

from ..analysis.analysis_view import AnalysisView
from ..course.lesson_view import LessonView
from ..dom_writer import ROOT, Applier, DomWriter, Frame, Write, encode
from ..puzzles.puzzle_view import PuzzleView
from ..render_panels import Panels
from ..seats.layout import places, seated
from . import markup
from .cards_svg import face_svg
from .model import HINT_BUTTONS

if TYPE_CHECKING:
    from ..page_model import PageModel
    from .model import Header, Opponent, Result, Stock, TableModel


OWN_CARD_MS = 120  # the glide of the card you just played (the computer's: motion.js's own)


class Motion(Protocol):
    """What the game asks of the page's motion (assets/motion.js) between renders."""

    def sweep(self, selector: str, target_id: str, on: bool) -> Awaitable[None]: ...

    def settle(self) -> Awaitable[None]: ...


class Renderer(DomWriter):
    """Writes each model as one list of writes, carried out by ``apply`` (the page's
    applier, assets/apply.js), the cards' motion included; reads nothing back."""

    def __init__(self, apply: Applier, motion: Motion) -> None:
        super().__init__(Frame())
        self.apply = apply
        self.motion = motion
        self.panels = Panels(self.frame)
        self.puzzles = PuzzleView(self.frame)
        self.lessons = LessonView(self.frame)
        self.analysis = AnalysisView(self.frame)
        self._turned = places(0, 2)  # the seat at each place: where each seat's pile is
        self._log: tuple[str, ...] = ()  # the log's lines on screen
        self._static: tuple[tuple[str, str], ...] = ()  # index.html's words as last written
        self._last: TableModel | None = None  # the table as last drawn (for motion)

    # -- the one render --------------------------------------------------------
    def render(self, model: "PageModel", after: Sequence[Write] = ()) -> None:
        """Draw the page's model; the writes ``after`` (the keyboard's focus plan) end the
        same list."""
        t = model.table
        self._static_texts(t)
        four = t.four
        h = t.hooks
        self.attr(ROOT, "data-turn", h.turn)
        self.attr(ROOT, "data-phase", h.phase)
        self.attr(ROOT, "data-step", h.step)
        self.attr(ROOT, "data-stage", h.stage)
        self.attr(ROOT, "data-practice", h.practice)  # never saved nor counted
        self.attr(ROOT, "data-in-puzzle", h.in_puzzle)  # its box takes room
        self.hide("elsewhere", not t.elsewhere)
        self._scores(t.header)
        self._turned = places(t.hand.seat, len(t.header.seats))
        self.attr(ROOT, "data-players", h.players)
        self.attr(ROOT, "data-people", h.people)
        self.attr(ROOT, "data-rules", h.rules)  # the table's CSS sizes a five-card hand larger
        self._opponents(t.opponents, four)
        self.text("opp-known", t.known)
        self.hide("opp-known", not t.known)
        self._stock(t.stock, four)
        self._piles(t)

        # the trick (a finished one stays a moment), the last trick (a button: it opens
        # large in #last-view, its players named)
        self.enable("last-trick", t.last_enabled)
        self.html("last-view-body", "" if t.last_view is None
                  else markup.last_view_html(t.last_view, four))
        self.html("table", markup.trick_html(t.table, four, t.meld))
        if h.trick_winner:
            self.attr(ROOT, "data-trick-winner", h.trick_winner)
        if t.last_box is not None:
            self.html("last-trick", markup.last_trick_html(t.last_box, four))
            self.text("last-caption", t.last_box.caption)

        # the hand at the bottom: the player's, or at a people's match the person's whose
        # cards are up (backs while the device passes: no face of it is in the page)
        hand = t.hand
        self.html("hand", markup.backs_html(hand.backs) if hand.hidden
                  else markup.hand_html(hand.cards, four))
        self.attr("hand", "aria-label", hand.label)
        self.attr("hand", "data-seat", str(hand.seat))
        for _word, id_ in HINT_BUTTONS:
            self.attr(id_, "data-hint", "1" if t.hint == id_ else None)
        self._curtain(t)
        for b in t.buttons:
            self.hide(b.id, b.hidden)
            self.enable(b.id, b.enabled)
        self._result(t.result)
        self.panels.render(model.menu, model.panel)
        self.lessons.render(model.lesson)
        self.puzzles.render(model.puzzle)
        self.analysis.render(model.analysis, four)

        # The log is the live region that tells each event; the status line repeats it
        # for the eye only. A reply to the player's own request (why not, a hint, an
        # error) goes to #message, a polite status region of its own, and stands
        # in place of the status line meanwhile.
        self.text("status-line", t.status)
        self.text("message", t.message)
        self.text("keys", t.keys)
        self.text("notice", " ".join(t.notices))
        self.hide("notice", not t.notices)
        self.render_log(t.log)
        self.apply(encode([self._motion(t), *self.frame.take(), *after]))

    def _motion(self, t: "TableModel") -> list[object]:
        """Cards glide from their old places to the new ones (off at pause 0); the cards
        just drawn are marked fresh; a card that went from the face-up hand at the
        bottom to the table since the last model goes at once (a short glide), as a card
        put down by hand does."""
        before = self._last
        held = set() if before is None else {c.code for c in before.hand.cards}
        lay = set() if before is None else {c.code for c in before.table}
        own = any(c.code in held and c.code not in lay for c in t.table)
        self._last = t
        return ["motion", t.motion, [c.code for c in t.hand.cards if c.fresh],
                OWN_CARD_MS if own else None]

    def _curtain(self, t: "TableModel") -> None:
        """The screen between people (a modal dialog, its button focused): it names whose
        turn it is; the hands behind it are backs."""
        c = t.curtain
        if c is None:
            self.dialog("curtain", False)
            return
        self.attr("curtain", "data-seat", str(c.seat))
        self.text("curtain-title", c.title)
        self.text("curtain-text", c.text)
        self.text("curtain-ready", c.ready)
        self.dialog("curtain", True, focus="curtain-ready")

    def _piles(self, t: "TableModel") -> None:
        """Each seat's won tricks, counted, at its place."""
        for place, p in enumerate(t.piles):
            self.attr(f"pile-{place}", "data-tricks", str(p.tricks))
            self.text(f"#pile-{place} .pile-count", p.words)

    def _opponents(self, opponents: "tuple[Opponent, ...]", four: bool) -> None:
        """The other seats' hands: backs with their count while the deal runs, faces
        after."""
        for place, id_ in ((1, "opponent-hand"), (2, "opponent-hand-2")):
            o = next((o for o in opponents if o.place == place), None)
            if o is None:
                self.html(id_, "")
                continue
            self.attr(id_, "data-seat", str(o.seat))
            self.html(id_, markup.revealed_html(o.faces, four) if o.open
                      else markup.backs_html(o.count))
            self.attr(id_, "aria-label", o.label)
            self.text(f"seat-label-{place}", o.name)

    async def sweep(self, seat: int) -> None:
        """The finished trick slides into ``seat``'s won pile."""
        await self.motion.sweep("#table", f"pile-{self._turned.index(seat)}",
                                self._last is None or self._last.motion)

    def _scores(self, h: "Header") -> None:
        # each seat's header fields (docs/ARCHITECTURE.md §6), as its table lays them out
        for place, seat in zip(seated(len(h.seats)).seats, h.seats):
            score, pending, match = place.hooks.score, place.hooks.pending, place.hooks.match
            self.text(place.hooks.name, seat.name)
            self.text(score, seat.points)
            p = seat.pending
            # "+20" and its word (which a narrow header leaves out: the title says it)
            self.html(pending, f'+{p}<span class="pending-word"> '
                               f'{markup.esc(seat.pending_word)}</span>' if p else "")
            self.attr(pending, "title", seat.pending_title or None)
            self.hide(pending, not p)
            self.text(match, seat.match)
        self.text("match-target", h.target)
        self.hide("match-box", not h.match_box)
        self.hide("practice-box", not h.practice)
        self.text("practice-label", h.practice_label)
        self.text("best", h.best)
        self.text("rating", h.rating)
        self.attr("rating-box", "title", h.rating_title)
        # a casual match shows no rating (none is at stake) but says it is casual
        self.hide("rating-box", h.casual)
        self.hide("casual-box", not h.casual)
        self.attr("casual-box", "title", h.casual_title)

    def _stock(self, s: "Stock", four: bool) -> None:
        trump = s.trump
        self.hide("stock-caption", not s.caption)  # no "Stock –" where there is none
        self.attr("trump-card", "data-card", trump.code or None)
        self.attr("trump-card", "class", trump.cls)
        self.attr("trump-card", "aria-label", trump.label)
        self.html("trump-card", face_svg(trump.code, four) if trump.code
                  else f'<span class="closed-label">{markup.esc(trump.closed)}</span>'
                  if trump.closed else "")
        if s.count is not None:
            self.text("stock-count", s.count)
        self.hide(".pile .stock", s.back_hidden)
        self.text("trump-suit", s.trumps)

    def _static_texts(self, t: "TableModel") -> None:
        """index.html's own words (in English, for the first paint) in the page's language:
        ``data-text`` names an element's text key, ``data-label`` its aria-label's,
        ``data-title`` its title's."""
        st = t.static
        # always the words' language, whatever boot.js guessed
        self.attr(ROOT, "lang", st.language)
        if st.words == self._static:
            return
        self._static = st.words
        self.words(dict(st.words), st.title)  # data-title: a tooltip (what Best counts)
        self.frame.forget()  # everything drawn from the table is drawn again
        self.panels.forget()

    def _result(self, r: "Result") -> None:
        self.hide("result", not r.shown)
        end = r.end
        if end is None:
            self.html("deal-summary", "")
            self.hide("match-summary", True)
            return
        self.text("result-title", end.title)
        self.text("result-text", end.text)
        self.html("deal-summary", markup.summary_html(list(end.summary)))
        self.hide("result-match", end.match_line_hidden)
        self.text("result-match", end.match_line)
        self.hide("match-summary", not end.match_summary)
        self.html("match-summary", markup.rows_html(end.match_summary))
        self.hide("next-deal", end.next_hidden)
        self.hide("new-match", end.new_hidden)
        self.text("next-deal", end.next_label)
        daily = end.daily
        self.hide("daily-box", daily is None)
        if daily is None:
            return
        self.text("daily-result", daily.results)
        self.hide("daily-progress", daily.progress is None)
        if daily.progress is not None:
            self.attr("daily-progress", "value", f"{daily.progress:.2f}")
        self.hide("daily-share", not daily.share)

    def render_log(self, log: tuple[str, ...]) -> None:
        """The log's new lines appended; all of it again when it is another (another
        session's, or reworded in another language)."""
        reset = log[:len(self._log)] != self._log
        if reset:
            self._log = ()
        new = log[len(self._log):]
        if new or reset:
            # the scrolling role="log" container shows the newest line
            self.append("log", markup.log_items(list(new)) if new else "", reset,
                        scroll="log-box" if new else "")
            self._log = log
