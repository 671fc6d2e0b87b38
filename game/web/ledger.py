"""What the player keeps from visit to visit, and how it is written.

The match record is the commit point: it is written first, and the best score, the
statistics and the kept deals follow from the finished deal it holds. Each of those
names the last deal it took in (``Store.marks``: the deal's id, ``Session.deal_id``, and
what the deal is, game.play.saved ``deal_mark``), so taking a deal in is done once
however often it is tried: at the commit after the engine reports the deal's end, after a
write the storage refused, after a reload, and after the stored match's deal id was
changed (the deal is known by what it is). One tab plays the saved match at a time: the
newest claims it, and an older one writes nothing more.

The one path to the storage in the page: the desks and panels say what they changed
(``changed``) and never save; ``commit`` (the controller's, once per intent and per
declared frame) writes the match when it differs from the one last written, then every
record marked changed, and keeps one the storage refused marked for the next commit.

Pure Python (no browser imports): the page hands in its Store, and each call that may
tell the player something (a record skipped, what a reload lost) the ``Words`` to word it
with.
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine.events import Event
from game.play.lesson_progress import LessonProgress
from game.play.puzzle_progress import PuzzleProgress
from game.play.saved import MARK_CHARS, deal_mark, mark_parts
from game.play.store import KEYS, MARKED, Saved, Settings, Store
from game.review.record import DealRecord, keep
from game.words import HUMAN, Words, rating_text, signed_int

from .session import Session
from .table.narrate import Told, note, points_fact

# what ``changed`` hands over of a record the ledger does not hold itself
Written = Settings | PuzzleProgress | LessonProgress


class Ledger:
    def __init__(self, store: Store, tab: str, note: Callable[[str], None],
                 lost_match: Callable[[], None] = lambda: None) -> None:
        """Read what is kept (each damaged record named through ``note``) and claim the
        saved match for the tab ``tab``; ``lost_match`` is called once, when this tab
        first finds that another one has claimed the match since."""
        self.store = store
        self.tab = tab
        self.note = note
        self.lost_match = lost_match
        self.elsewhere = False  # another tab claimed the saved match since
        self.best, msg = store.load_best()
        note(msg)
        self.stats, msg = store.load_stats()
        note(msg)
        self.kept: list[DealRecord] = []  # the last 20 finished deals
        self.kept, msg = store.load_deals()
        note(msg)
        self.ratings, msg = store.load_rating()  # the player's rating at each table
        note(msg)
        self.daily, msg = store.load_daily()  # the deals of the day played
        note(msg)
        # what a refused write had left unsaved before this reload (said once, below)
        self._lost_before = store.unsaved_before()
        # the records changed since the last commit (``changed``), with the value to write
        # of those the ledger does not hold itself (settings, puzzles, lessons)
        self._dirty: dict[str, Written | None] = {}
        self._written: Saved | None = None  # the match as last written (unchanged: no write)
        store.claim(tab)

    # -- which tab plays ---------------------------------------------------------
    def owns(self) -> bool:
        """Whether this tab still plays the saved match; once it does not, it never
        writes again (a take-over reloads the page)."""
        if not self.elsewhere and not self.store.owned_by(self.tab):
            self.elsewhere = True
            self.lost_match()
        return not self.elsewhere

    def claim(self) -> None:
        self.store.claim(self.tab)
        self.elsewhere = False

    # -- writing -----------------------------------------------------------------
    def changed(self, name: str, value: Written | None = None, mark: str | None = None) -> None:
        """The record ``name`` (a key of store.KEYS) changed: the next commit writes it.
        ``value``: what to write of a record the ledger does not hold (settings, puzzles,
        lessons); ``mark``: the deal it took in (store.marks, read by ``taken`` at once)."""
        if mark is not None:
            self.store.marks[name] = mark[:MARK_CHARS]
        self._dirty[name] = value if value is not None else self._dirty.get(name)

    def commit(self, s: Session, words: Words) -> bool:
        """The one write: the match (when it changed since it was last written, or that
        write was refused), what follows from a finished deal, then every record marked
        ``changed``. Returns whether the match is saved. The match is not written for
        practice, nor from a tab whose match another tab took over. ``words``: how a
        record skipped is noted."""
        saved = self._commit_match(s, words)
        self._flush()
        return saved

    def _commit_match(self, s: Session, words: Words) -> bool:
        if s.practice or not self.owns():
            return False
        saved = Saved(**s.saved_fields())
        if saved != self._written or "match" in self.store.failed:
            if not self.store.save_match(saved):
                self._written = None
                return False  # refused: nothing that follows from it is written either
            self._written = saved
        if s.deal_over and s.recorded:
            self._take_in(s, words)
        return True

    def _flush(self) -> None:
        """Write the records marked ``changed``; one the storage refused stays marked (the
        next commit tries it again)."""
        dirty, self._dirty = self._dirty, {}
        for name, value in dirty.items():
            if not self._write(name, value):
                self._dirty.setdefault(name, value)

    def _write(self, name: str, value: Written | None) -> bool:
        store = self.store
        if name == "stats":
            return store.save_stats(self.stats)
        if name == "rating":
            return store.save_rating(self.ratings)
        if name == "deals":
            return store.save_deals(self.kept)
        if name == "daily":
            return store.save_daily(self.daily)
        if name == "puzzles" and isinstance(value, PuzzleProgress):
            return store.save_puzzles(value)
        if name == "lessons" and isinstance(value, LessonProgress):
            return store.save_lessons(value)
        assert name == "settings" and isinstance(value, Settings), name
        store.save_settings(value)
        return name not in store.failed

    def _take_in(self, s: Session, words: Words) -> None:
        """The committed finished deal joins the best score, the statistics and the kept
        deals, each once; a write the storage refused is tried again."""
        oc = s.state.outcome
        assert oc is not None
        store = self.store
        if not s.counts:  # a people's match (or mixed levels): nobody's records
            return
        if oc.winner == HUMAN:  # a best score is a winning deal's points
            best, new = store.record_best(s.state.points[HUMAN])
            self.best = best
            if new:
                s.tell(note("best.new", best=points_fact(s.state.points[HUMAN])))
        mark = mark_of(s)
        if not self.taken("stats", s):
            try:
                s.count_into(self.stats)
            except ValueError as e:  # a table the statistics do not know: the game goes on
                self.note(words.say("notice.stats_skipped", error=short(words, e)))
            self.changed("stats", mark=mark)
        elif "stats" in store.failed:
            self.changed("stats")
        if not self.taken("rating", s):
            self._rate(s, words)
        elif "rating" in store.failed:
            self.changed("rating")
        if not self.taken("deals", s):
            record = s.deal_record()  # (the session replays it once per deal)
            if record is not None:
                self.kept = keep(self.kept, record)
            self.changed("deals", mark=mark)
        elif "deals" in store.failed:
            self.changed("deals")

    def _rate(self, s: Session, words: Words) -> None:
        """A rated deal moves the player's rating at its table (once: the mark); what is
        not rated leaves the rating as it was, and the mark says the deal was looked at."""
        self.rate_once(s, words)
        self.changed("rating", mark=mark_of(s))

    def taken(self, name: str, s: Session) -> bool:
        """Whether the record ``name`` (one of store.MARKED) took in the session's deal."""
        return mark_parts(self.store.marks[name])[0] == s.deal_id

    def rate_once(self, s: Session, words: Words, score: float | None = None) -> Told | None:
        """The finished deal's rating step, if it is rated (the caller makes it once), told
        in the log; returns what was told (None if nothing). ``score``: 0 for a deal left
        before its end (lost), else the deal's own result; ``words``: how a rating it
        cannot take is noted."""
        if score is None:
            score = s.rated_score()
        elif s.unrated_why():
            score = None
        if score is None:
            return None
        try:
            before = self.ratings.at(s.match.rules.preset).rating
            after = self.ratings.record_deal(s.match.rules.preset, s.level, s.players - 1, score)
        except (KeyError, ValueError) as e:  # a table or level the ratings do not know
            self.note(words.say("notice.rating_skipped", error=short(words, e)))
            return None
        told = note("rating.moved", rating=rating_text(after),
                    change=signed_int(round(after.rating) - round(before)))
        s.tell(told)
        return told

    def forfeit(self, s: Session, words: Words) -> Told | None:
        """The match's deal ``s`` is left before its end (``Session.begun``): a lost deal
        in the statistics and, when it is rated, for the rating; each once (the marks
        name it, so a match restored later with this deal on the table is not counted
        again when it ends). Returns the rating's move (None if none)."""
        if s.practice or not s.begun or not s.counts or not self.owns():
            return None
        line = None
        store = self.store
        if store.marks["stats"] != s.deal_id:
            try:
                self.stats.record_deal(left_events(s), HUMAN, level=s.level,
                                       preset=s.match.rules.preset, players=s.players)
            except ValueError as e:
                self.note(words.say("notice.stats_skipped", error=short(words, e)))
            self.changed("stats", mark=s.deal_id)
        if store.marks["rating"] != s.deal_id:
            line = self.rate_once(s, words, 0.0)
            self.changed("rating", mark=s.deal_id)
        return line

    def counted_already(self, s: Session) -> None:
        """A restored record from before deal ids: its end was counted as it was."""
        self.store.marks.update(stats=s.deal_id, deals=s.deal_id, rating=s.deal_id)

    def restored(self, s: Session, words: Words) -> None:
        """The match this visit starts with: claimed with what it holds; a finished deal
        that a refused write left untaken is taken in now; what was lost before the
        reload for good is said."""
        missing: set[str] = set()
        if s.deal_over:
            self._known_deal(s)
        if s.deal_over and s.recorded:
            missing = {name for name in MARKED if not self.taken(name, s)}
            if s.state.outcome is not None and s.state.outcome.winner == HUMAN and s.counts:
                missing.add("best")
        self.commit(s, words)
        repaired = missing - self.store.failed
        lost = [name for name in self._lost_before if name not in repaired]
        if lost:
            self.note(words.say("storage.lost_before", what=record_names(words, lost)))

    def _known_deal(self, s: Session) -> None:
        """A restored finished deal that a record took in under another id (the stored
        match's deal id was changed) is that deal: it takes that id, so it is never taken
        in twice."""
        printed = mark_parts(mark_of(s))[1]
        for name in MARKED:
            deal_id, was = mark_parts(self.store.marks[name])
            if was == printed and deal_id and deal_id != s.deal_id:
                s.deal_id = deal_id
                return

    def count_review(self, s: Session, words: Words, cost: float) -> None:
        """A deal's review cost joins the statistics once (the player's trend)."""
        if s.reviewed or not self.owns():
            return  # (a tab whose match another took over keeps its old statistics)
        try:
            self.stats.record_review(cost, level=s.level, preset=s.match.rules.preset)
        except ValueError as e:
            self.note(words.say("notice.stats_skipped", error=short(words, e)))
            return
        s.reviewed = True
        self.changed("stats")

    def reset_stats(self) -> None:
        self.stats.reset()
        self.changed("stats")

    def forget_all(self) -> None:
        """Everything this game stored, gone; this tab still plays."""
        self.store.forget_all()
        self._dirty, self._written = {}, None  # nothing is left to write, nor written
        self.claim()
        self.stats, _ = self.store.load_stats()
        self.ratings, _ = self.store.load_rating()
        self.daily, _ = self.store.load_daily()
        self.best = None

    # -- what the player is told -----------------------------------------------------
    def unsaved(self) -> list[str]:
        """The records a reload would lose now (a write was refused)."""
        return [name for name in KEYS if name in self.store.failed]


def mark_of(s: Session) -> str:
    """The mark of the session's finished deal (game.play.saved ``deal_mark``)."""
    return deal_mark(s.deal_id, s.state.to_position())


def left_events(s: Session) -> list[Event]:
    """A deal left before its end as the statistics count it: its closes and marriages,
    then the smallest loss a deal has (1 game point given, no Schneider): the statistics
    hold that every deal lost costs a game point."""
    winner = (HUMAN + 1) % s.players
    return [*s.facts, Event("end", winner=winner, game_points=1, reason="left",
                            paid=tuple(int(p == HUMAN) for p in range(s.players)))]


def record_names(words: Words, names: list[str]) -> str:
    """Stored records as the player calls them, as one list ("your latest moves, the
    settings and the statistics of the latest deals"); the sentences that take it put it
    after a colon, so no verb has to agree with it."""
    named = [words.say(f"storage.what.{name}") for name in names]
    if len(named) < 2:
        return "".join(named)
    return ", ".join(named[:-1]) + words.say("list.and") + named[-1]


def short(words: Words, error: BaseException, limit: int = 120) -> str:
    """An error as a short phrase for the page (the console has the traceback); refused
    input (a link's position, a stored match) in ``words``."""
    said = words.problem_text(error)
    text = said.splitlines()[0] if said else type(error).__name__
    return text if len(text) <= limit else text[: limit - 1] + "…"
