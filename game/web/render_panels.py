"""Write the page's panels from the game: the Settings panel's controls, the statistics,
the review of a deal and the help. Drawn on every render, whether open or not, so a
panel opens on what is true now."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .contract import Phase
from .dom import JsObject
from .dom_writer import DomWriter
from .review import review_markup
from .seats.people import seat_choice
from .stats import rating_markup
from .table import markup
from .texts import decimal, language, level_name, rules_name, say

if TYPE_CHECKING:
    from .controller import Controller


class Panels(DomWriter):
    def __init__(self, document: JsObject, written: dict[str, str]) -> None:
        super().__init__(document, written)
        self._controls: dict[str, str] = {}  # what the Settings panel was last set to
        self._epoch = -1

    def forget(self) -> None:
        """The page's words changed: every control is written again."""
        self._controls = {}

    def render(self, ctl: "Controller") -> None:
        """Settings, statistics, review and help: drawn whether they are open or not."""
        ui = ctl.ui
        dialog = ctl.phase == Phase.DIALOG
        self.enable("new-game", not dialog)
        for id_ in ("level", "rules", "pause", "four-colour", "sound", "rated", "auto-out",
                    "show-scores", "target", "lang", "settings-apply", "forget-all",
                    "seat-1", "seat-2", "name-0", "name-1", "name-2"):
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
        s, st = ctl.match_session, ctl.settings  # the match's, whatever is on the table
        rules = s.state.rules
        for id_, value in (("level", s.level), ("rules", ui.rules), ("pause", pause),
                           ("target", str(rules.target)), ("lang", language()),
                           ("seat-1", seat_choice(s.seats, 1, st.seat_1)),
                           ("seat-2", seat_choice(s.seats, 2, st.seat_2)),
                           ("name-0", st.name_0), ("name-1", st.name_1),
                           ("name-2", st.name_2)):
            if self._controls.get(id_) != value:
                self._controls[id_] = value
                self.el(id_).value = value
        for id_, on in (("four-colour", ui.four_colour), ("sound", ctl.settings.sound),
                        ("rated", st.rated),
                        ("auto-out", rules.auto_out),
                        ("show-scores", rules.show_scores)):
            if self._controls.get(id_) != str(on):
                self._controls[id_] = str(on)
                self.el(id_).checked = on
        # the menu's entries, each with a line on what it holds now
        self.text("stats-line", ui.stats)
        self.enable("daily-button", not dialog)
        self.text("daily-line", ctl.daily.line())
        # the table's deal, else (before a deal, in a rated one...) a position set up
        why_not = ctl.analysis.why_not()
        expert = ctl.deps.hint is not None
        self.enable("analyse-button", not dialog and expert)
        self.text("analyse-line", say("analysis.menu_line") if not why_not
                  else say("setup.menu_line") if expert else why_not)
        solved = len(ctl.puzzles.progress.solved)
        self.text("puzzles-line", say("menu.puzzles.solved", n=solved) if solved
                  else say("menu.puzzles"))
        run = ctl.puzzles.run  # a puzzle's replies are the judge's: it has no level
        self.text("settings-line", say("menu.settings", level=level_name(ctl.session.level),
                                       rules=rules_name(ui.rules)) if run is None else
                  say("menu.settings.puzzle", n=int(run.puzzle.id[1:]),
                      rules=rules_name(run.puzzle.preset)))
        # away from the match (a puzzle, a lesson) the panel still edits the match: say so
        about = ("settings.about.puzzle" if run is not None else
                 "settings.about.lesson" if ctl.session.lesson is not None else "")
        self.text("settings-about", say(about) if about else "")
        self.hide("settings-about", not about)
        sound = ctl.settings.sound  # the menu's switch: its state, and what a tap does
        self.attr("sound-button", "aria-pressed", "true" if sound else "false")
        self.text("sound-button", say("button.sound.on" if sound else "button.sound.off"))
        self.text("sound-line", say("menu.sound.on" if sound else "menu.sound.off"))
        self._stats(ctl)
        self._review(ctl)
        m = ctl.session.match
        self.html("help-body", markup.help_html(m.rules.preset, m.rules.target,
                                                seed_line(ctl), ctl.ui.four_colour))

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
        s = ctl.session
        ended = ctl.reviews.last is not None and s.deal_over
        # a people's match: a review per person (each their own decisions); no practice
        self.hide("review-button", not ended or s.shared)
        self.hide("replay", not ended or s.shared)
        self.enable("replay", ctl.reviews.available())
        self.enable("review-button", ctl.reviews.available())
        self.hide("review-people", not ended or not s.shared)
        self.html("review-people", "".join(
            f'<button type="button" class="btn btn-quiet" aria-haspopup="dialog" '
            f'data-review-seat="{seat}"{"" if ctl.reviews.available() else " disabled"}>'
            f'{markup.esc(say("button.review.person", name=s.name(seat)))}</button>'
            for seat in s.seats.people) if ended and s.shared else "")
        record = ctl.reviews.shown
        which = "" if record is None else say(
            "review.which.this" if record is ctl.reviews.last else "review.which.kept",
            deal=markup.deal_label(record.final(), record))
        if record is not None and s.shared and s.deal_over and record.players == s.players \
                and record.actions == tuple(s.actions):  # this deal, from one person's chair
            against = say("list.comma").join(s.name(seat) for seat in range(s.players)
                                              if seat != record.seat)
            which = say("review.which.person", name=s.name(record.seat),
                        deal=markup.deal_label(record.final(), record, against))
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
        self.text("review-match", "" if review is None
                  else " ".join(review_markup.match_lines(review)))
        if review is None:
            if not busy:
                self.text("review-verdict", "")
            self.html("review-chart", "")
            self.html("review-body", "")
            return
        self.text("review-verdict", " ".join(review_markup.summary_lines(
            review, ctl.reviews.shown)))
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
        self._rating(ctl)

    def _rating(self, ctl: "Controller") -> None:
        """The Statistics dialog's rating section, for the table being played."""
        s = ctl.session
        preset = s.match.rules.preset
        rated = s.rated_table
        r = ctl.ledger.ratings.at(preset)
        self.html("rating-summary", markup.summary_html(
            rating_markup.summary_lines(preset, r, s.unrated_why(), s.level) if rated
            else [say("rating.unrated.table")]))
        self.html("rating-chart", rating_markup.chart_svg(preset, r) if rated else "")
        self.text("rating-levels", rating_markup.levels_line(preset) if rated else "")
        self.hide("rating-levels", not rated)


def seed_line(ctl: "Controller") -> str:
    """The help's word on the match's seed: shown once the match is over (then ?seed=N
    deals it again), never while it goes on (it would tell the cards still to come), nor
    for the deal of the day (no link deals it)."""
    s = ctl.session
    if s.daily or (s.away is not None and s.origin.startswith("daily:")):
        return say("help.seed.daily")
    real = ctl.practice.real if s.practice and ctl.practice.real is not None else s
    m = real.match
    if real.practice or not real.match_over:
        return say("help.seed.later")
    return say("help.seed", seed=m.seed, number=m.deal_number)


def settings_values(document: JsObject) -> dict[str, object]:
    """What the Settings panel's controls show now (the Apply button's intent value)."""
    def el(id_: str) -> JsObject:
        element: JsObject = document.getElementById(id_)
        return element

    values: dict[str, object] = {
        "level": str(el("level").value), "rules": str(el("rules").value),
        "lang": str(el("lang").value),
        "auto_out": bool(el("auto-out").checked), "show_scores": bool(el("show-scores").checked),
        "four": bool(el("four-colour").checked), "sound": bool(el("sound").checked),
        "rated": bool(el("rated").checked),
        "seat_1": str(el("seat-1").value), "seat_2": str(el("seat-2").value),
        "name_0": str(el("name-0").value), "name_1": str(el("name-1").value),
        "name_2": str(el("name-2").value),
    }
    for id_, key in (("target", "target"), ("pause", "pause")):
        try:
            values[key] = int(str(el(id_).value))
        except ValueError:
            pass
    return values
