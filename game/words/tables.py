"""The text tables: one JSON file a language beside this module (en.json, de.json,
hr.json), read on first use and kept, the way game.puzzles.library reads builtin.json.

Each file maps a key to a template: ``key@preset`` a preset's own wording, ``key@people``
a people's table's. All three hold the same keys, in the same order, with the same
placeholders (tests/test_texts_languages.py); docs/DEVELOPING.md says how to edit them.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

LANGUAGES = ("en", "de", "hr")


@cache
def table(lang: str) -> dict[str, str]:
    """The table of ``lang`` (one of LANGUAGES); ValueError for any other. One dict a
    language, shared: read it, never change it."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: use one of {', '.join(LANGUAGES)}")
    text = Path(__file__).with_name(f"{lang}.json").read_text(encoding="utf-8")
    words: dict[str, str] = json.loads(text)
    return words


def pick_language(wanted: "list[str] | tuple[str, ...]") -> str:
    """The first of the browser's languages ("de-AT", "hr", "en-GB"...) the page speaks,
    else English."""
    for tag in wanted:
        base = str(tag).split("-")[0].strip().lower()
        if base in LANGUAGES:
            return base
    return "en"


__all__ = ["LANGUAGES", "pick_language", "table"]
