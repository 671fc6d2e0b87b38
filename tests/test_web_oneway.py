"""One way to change, save and draw (issue 58, point 2): an intent ends in one commit and
one render; an intent that runs a while shows its steps as declared frames
(``Controller.frame``), each one commit and one render; no page module but the ledger
writes a stored record."""

from __future__ import annotations

import ast
from pathlib import Path

from game.play.store import KEYS

from .webharness import Page

WEB = Path(__file__).resolve().parent.parent / "game" / "web"
# the one path to the storage (game.web.ledger), and the storage itself
WRITERS = {"ledger.py", "storage.py"}
STORAGE_NAMES = {"localStorage", "sessionStorage", "setItem", "removeItem"}


def storage_writes(tree: ast.AST) -> list[str]:
    """What a module does that writes the storage: a call of a Store's ``save_*``, or the
    browser's storage touched."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr.startswith("save_"):
            found.append(f"{node.func.attr}() at line {node.lineno}")
        if isinstance(node, ast.Attribute) and node.attr in STORAGE_NAMES:
            found.append(f"{node.attr} at line {node.lineno}")
    return found


def test_no_page_module_but_the_ledger_writes_a_stored_record():
    offenders = {}
    for path in sorted(WEB.rglob("*.py")):
        if path.name in WRITERS and path.parent == WEB:
            continue
        found = storage_writes(ast.parse(path.read_text(encoding="utf-8")))
        if found:
            offenders[str(path.relative_to(WEB))] = found
    assert not offenders, offenders


class Counted:
    """A page whose renders and declared frames are counted per intent."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.frames = 0
        real = page.ctl.frame

        def frame() -> None:
            self.frames += 1
            real()

        page.ctl.frame = frame  # type: ignore[method-assign]

    def send(self, intent: str, value: object = None) -> tuple[int, int]:
        """(renders, declared frames) while ``intent`` ran."""
        page = self.page
        renders, frames = page.renders, self.frames
        page.run(page.ctl.dispatch(intent, value))
        return page.renders - renders, self.frames - frames


def test_an_intent_that_waits_for_nothing_draws_once():
    page = Page("?seed=5&pause=0").start()
    counted = Counted(page)
    card = page.enabled_cards()[0]
    settings = {"pause": page.ctl.pause_ms(), "lang": "en"}
    for intent, value, frames in [
            ("explain", card, 0), ("sound", None, 0), ("sound", None, 0),
            ("apply_settings", settings, 0),  # nothing changed: said so
            ("undo", None, 0),  # outside practice: the page says why not
            ("review_step", 1, 0),
            ("stats_reset", None, 1),  # asked (the question's frame), answered no
            ("forget", None, 1)]:  # the same
        assert counted.send(intent, value) == (1 + frames, frames), intent


def test_an_intent_that_runs_a_while_draws_once_plus_its_declared_frames():
    page = Page("?seed=5&pause=400").start()  # the computer's turns and tricks on show
    counted = Counted(page)
    played = 0
    while not page.session.deal_over:
        if page.ctl.phase == "drawing":
            renders, frames = counted.send("act", "draw")
        else:
            renders, frames = counted.send("play", page.enabled_cards()[0])
        played += 1
        assert renders == 1 + frames, (played, renders, frames)
    assert played > 3 and counted.frames > played  # the tricks were shown on the way
    renders, frames = counted.send("hint")  # a finished deal: no hint, nothing thought
    assert (renders, frames) == (1, 0)
    renders, frames = counted.send("review")  # computed with its progress shown
    assert frames >= 1 and renders == 1 + frames
    assert page.ctl.ui.review is not None


def test_a_question_asked_is_a_declared_frame():
    page = Page("?seed=5&pause=0", answers=[True]).start()
    page.play(page.enabled_cards()[0])
    counted = Counted(page)
    renders, frames = counted.send("new_game")  # asked (a frame), then a new match
    assert page.questions and frames >= 1 and renders == 1 + frames
    assert page.session.step == 0 or page.session.state.to_move is not None


def test_a_record_the_storage_refused_is_written_at_the_next_commit():
    page = Page("?seed=5&pause=0").start()
    page.backend.refuse = {KEYS["settings"]}  # full, for the settings only
    page.do("sound")
    assert "settings" in page.ctl.store.failed
    page.backend.refuse = set()
    page.do("explain", page.enabled_cards()[0])  # any intent: its commit tries it again
    assert "settings" not in page.ctl.store.failed
    assert '"sound":true' in page.backend.data[KEYS["settings"]]


def test_an_intent_that_changes_nothing_writes_nothing():
    page = Page("?seed=5&pause=0").start()
    before = dict(page.backend.data)
    writes = []
    real = page.backend.set

    def counting(key: str, text: str) -> bool:
        writes.append(key)
        return real(key, text)

    page.backend.set = counting  # type: ignore[method-assign]
    page.do("explain", page.enabled_cards()[0])
    page.do("review_step", 1)
    assert writes == [] and page.backend.data == before
