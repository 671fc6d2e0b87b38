"""The page in German and Croatian: picked from the link, Settings or the browser."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

from game.play.store import MemoryBackend
from game.words import table

from .webharness import Page

TEXT = table("en")  # the English table, the others' model
INDEX = Path(__file__).resolve().parent.parent / "index.html"


class _Static(HTMLParser):
    """Each data-text element's own text and each data-label's aria-label, from index.html."""

    def __init__(self) -> None:
        super().__init__()
        self.open: list[tuple[str, int | None]] = []  # (tag, its entry in found)
        self.found: list[list[str]] = []  # [kind, key, English in the page]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if a.get("data-label"):
            self.found.append(["label", str(a["data-label"]), str(a.get("aria-label"))])
        if tag in ("input", "meta", "link", "br"):
            return  # void elements never close
        entry = None
        if a.get("data-text"):
            self.found.append(["text", str(a["data-text"]), ""])
            entry = len(self.found) - 1
        self.open.append((tag, entry))

    def handle_endtag(self, tag: str) -> None:
        while self.open and self.open.pop()[0] != tag:
            pass

    def handle_data(self, data: str) -> None:
        for _, entry in reversed(self.open):  # the innermost data-text element owns it
            if entry is not None:
                self.found[entry][2] += data
                return


def test_the_pages_own_words_are_the_english_tables() -> None:
    parser = _Static()
    parser.feed(INDEX.read_text(encoding="utf-8"))
    assert len(parser.found) > 30
    for kind, key, english in parser.found:
        assert key in TEXT, f"index.html names {key!r}, which en.json lacks"
        want = TEXT[key]
        got = english if kind == "label" else re.sub(r"\s+", " ", english)
        assert got == want, f"{kind} {key}: page {got!r}, table {want!r}"


def test_a_link_in_german_words_the_page_and_the_narration_in_german() -> None:
    de = table("de")
    page = Page("?seed=5&pause=0&lang=de&level=sharp").start()
    doc = page.doc
    assert doc.documentElement.getAttribute("lang") == "de"
    assert page.text("new-game") == de["button.new_game"]
    assert doc.querySelector("main").getAttribute("aria-label") == de["region.table"]
    page.click_card(page.enabled_cards()[0])
    assert any(line.startswith(de["ev.play.0"].split("{")[0]) for line in page.log())
    assert page.open("settings-panel").doc.getElementById("lang").value == "de"


def test_the_browsers_language_is_the_first_choice_then_settings_remember() -> None:
    backend = MemoryBackend()
    page = Page("?pause=0", backend=backend, languages=("hr-HR", "en")).start()
    assert page.ctl.language == "hr"
    assert page.text("hint") == table("hr")["button.hint"]
    page.do("apply_settings", {"lang": "de"})
    assert page.ctl.language == "de" and page.text("hint") == table("de")["button.hint"]
    assert page.ctl.words.language == "de" and page.ctl.settings.lang == "de"
    # the choice is kept: the browser's Croatian no longer decides
    again = Page("?pause=0", backend=backend, languages=("hr-HR",)).start()
    assert again.ctl.language == "de"


def test_the_controllers_words_are_the_pages_language_and_the_tables_own() -> None:
    """``Controller.words``: the page's language, the preset and the people of the game
    on the table."""
    w = Page("?seed=5&pause=0&lang=de&rules=schnapsen").start().ctl.words
    assert (w.language, w.preset, w.people) == ("de", "schnapsen", ())
    w = Page("?seed=5&pause=0&lang=hr&seats=person,person").start().ctl.words
    assert (w.language, w.preset) == ("hr", "traditional") and w.people_table()


def test_an_unknown_language_in_the_link_is_named_and_ignored() -> None:
    page = Page("?pause=0&lang=xx").start()
    assert page.ctl.language == "en"
    assert "There is no language 'xx'" in " ".join(page.ctl.ui.notices) or any(
        "There is no language" in line for line in page.log())


def test_german_and_croatian_write_decimals_with_a_comma():
    for lang, point in (("de", ","), ("hr", ","), ("en", ".")):
        page = Page(f"?seed=8&pause=0&level=sharp&lang={lang}").start()
        page.play_out_deal()
        page.open("review").do("review")
        verdict = page.text("review-verdict")
        cells = [r.querySelectorAll("td")[2].textContent
                 for r in page.doc.querySelectorAll("#review-body tbody tr")]
        numbers = re.findall(r"\d[.,]\d", " ".join([verdict, *cells]))
        assert numbers and all(n[1] == point for n in numbers), (lang, numbers)
