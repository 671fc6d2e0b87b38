"""The words as data (issue 58, point 3): one JSON table a language (game/words), worded by
an explicit ``Words``; the lower floors report keys and facts, never English of their own."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from game.engine.core import ACTION_WORDS
from game.engine.position_common import PositionError
from game.engine.why import WhyNot
from game.play.saved import Note
from game.words import LANGUAGES, Words, table

GAME = Path(__file__).resolve().parent.parent / "game"
# The floors below the page: they report what happened as keys and facts.
LOWER = ("engine", "ai", "review", "puzzles", "learn", "play")


def _modules(floors: tuple[str, ...] = LOWER) -> list[Path]:
    return sorted(p for floor in floors for p in (GAME / floor).rglob("*.py"))


def sentence_tables(path: Path) -> list[str]:
    """Dict literals in ``path`` that map keys to sentences (two or more values of three
    words or more): a table of words a floor keeps for itself."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Dict):
            sentences = [v for v in node.values if isinstance(v, ast.Constant)
                         and isinstance(v.value, str) and len(v.value.split()) >= 3]
            if len(sentences) >= 2:
                found.append(f"{path.parent.name}/{path.name}:{node.lineno}")
    return found


def test_no_lower_floor_keeps_a_table_of_sentences() -> None:
    tables = [t for p in _modules() for t in sentence_tables(p)]
    assert tables == [], "sentences belong in game/words/<lang>.json: " + ", ".join(tables)


def test_the_check_would_see_a_table_of_sentences(tmp_path: Path) -> None:
    bad = tmp_path / "game" / "bad.py"
    bad.parent.mkdir()
    bad.write_text('ENGLISH = {"over": "The deal is over.", "wait": "Wait for your turn."}\n'
                   'CODES = {"a": "AS", "b": "KH"}\n')
    assert [t.rpartition(":")[2] for t in sentence_tables(bad)] == ["1"]


# Where a lower floor names a sentence: the call, the argument holding the key, the table's
# prefix for it. ``of``: UntrustedInput.of and its subclasses; need/refuse: the position
# checks'; WhyNot, Note and Reason: the engine's, the storage's and the hint's data.
_REPORTS = {"of": (0, "bad."), "need": (1, "bad."), "_need": (1, "bad."),
            "refuse": (0, "bad."), "_refuse": (1, "bad."), "WhyNot": (0, "why."),
            "Note": (0, "store."), "Reason": (0, "hint.")}


def reported_keys(path: Path) -> set[str]:
    """The sentence keys ``path`` reports with a literal key (``bad.twice``...)."""
    keys = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name not in _REPORTS:
            continue
        if name == "of" and not (isinstance(func, ast.Attribute)  # PositionError.of
                                 and isinstance(func.value, ast.Name)
                                 and func.value.id.endswith(("Error", "Input"))):
            continue  # another ``of``: a registry's (game.engine.tables.of("three"))
        at, prefix = _REPORTS[name]
        arg = node.args[at] if len(node.args) > at else None
        # a key is one word ("twice", "match_at_score"); "no rated deal" is a check's own
        # English message (game.play.rating), never shown to a player
        if (isinstance(arg, ast.Constant) and isinstance(arg.value, str)
                and arg.value.replace("_", "").replace(".", "").isalnum()
                and " " not in arg.value):
            keys.add(prefix + arg.value)
    return keys


def test_every_key_a_lower_floor_reports_is_in_every_data_file() -> None:
    keys = set().union(*(reported_keys(p) for p in _modules()))
    keys |= {f"why.{word}" for word in ACTION_WORDS.values()}  # WhyNot(ACTION_WORDS[code])
    assert len(keys) > 150  # the scan finds the checks' keys, not a handful
    for lang in LANGUAGES:
        missing = sorted(k for k in keys if k not in table(lang))
        assert missing == [], f"{lang}.json lacks {missing}"


def test_the_data_files_hold_the_same_keys_in_the_same_order() -> None:
    """A translator finds a key on the same line in every file."""
    orders = {lang: list(json.loads((GAME / "words" / f"{lang}.json").read_text(
        encoding="utf-8"))) for lang in LANGUAGES}
    assert orders["de"] == orders["en"] and orders["hr"] == orders["en"]


def test_a_lower_floors_english_is_the_data_files_sentence() -> None:
    en = table("en")
    error = PositionError.of("twice", codes="AS, KH")
    assert str(error) == en["bad.twice"].format(codes="AS, KH")
    assert (error.key, error.facts) == ("twice", {"codes": "AS, KH"})
    why = WhyNot("follow", suit="H")
    assert why.english() == en["why.follow"].format(suit="hearts")
    note = Note("deals_dropped", detail="2")
    assert note == "The game set aside 2 deals kept for review that could not be replayed."
    assert Note("deals_dropped", detail="1").startswith("The game set aside 1 deal kept")


def test_the_words_are_passed_never_shared() -> None:
    """Two ways of speaking side by side: each says its own, whatever the other is."""
    hr, en = Words("hr"), Words("en", "schnapsen")
    assert hr.points_text(22) == "22 boda" and en.points_text(22) == "22 points"
    assert "jack" in en.say("hint.exchange") and "nine" in Words().say("hint.exchange")
    people = en.with_people(("Ana", None, "Ivo"), ("", "expert", ""))
    assert people.who(0, 3) == "Ana" and en.who(0, 3) == "You"
    assert people.seat_word("who", 1, 3) == "Computer (Expert)"
    assert en.with_people(("Ana", None)).people == ()  # one person: the solo game's words
    with pytest.raises(ValueError):
        Words("xx")


def test_words_are_a_value_a_cache_of_worded_lines_keys_on() -> None:
    """What the log's and the puzzles' list's caches key on: a ``Words`` itself, equal
    (and hashed alike) exactly when its language, preset wording and people are."""
    en = Words()
    people = en.for_rules("three").with_people(("Ana", None, "Ivo"), ("", "expert", ""))
    again = Words().for_rules("three").with_people(("Ana", None, "Ivo"), ("", "expert", ""))
    assert people == again and hash(people) == hash(again)
    assert len({en, Words(), Words("de"), people, again, en.for_rules("three")}) == 4


def test_no_module_the_snapshot_preloads_reads_a_table_at_import() -> None:
    """The memory snapshot's build writes only the game's .py files before it imports
    them (tools/snapshot.py): a module that read a words table at import would fail there
    and fall out of the preloaded set, with every page module that imports it."""
    import subprocess
    import sys

    root = GAME.parent
    code = ("import importlib, sys\nsys.path[:0] = [{root!r}, {tools!r}]\n"
            "from snapshot import preload\nfrom game.words import tables\n"
            "for name, _ in preload(): importlib.import_module(name)\n"
            "print(tables.table.cache_info().currsize)\n").format(root=str(root),
                                                                  tools=str(root / "tools"))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=root)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "0", "a table was read at import"
