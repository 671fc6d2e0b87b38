"""The help's model as data (issue 58): its sections (heading, paragraph, example cards as
codes with their names), the word on the seed, worded by the builder; it survives a JSON
round trip, and its markup reads nothing but it."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from game.engine.rules import PRESETS
from game.web.help import help_markup
from game.web.help.model import HelpModel, build_help, help_model
from game.web.model_json import from_json, to_json
from game.words import Words

from .webharness import Page

EN = Words()


@pytest.mark.parametrize("preset", PRESETS)
def test_the_help_at_each_table_round_trips_through_json(preset: str) -> None:
    ctl = Page(f"?seed=5&pause=0&rules={preset}&four=1").start().ctl
    m = build_help(ctl, ctl.words)
    assert m.four and m.seed == EN.say("help.seed.later")
    assert from_json(HelpModel, json.loads(json.dumps(to_json(m)))) == m


def test_the_sections_are_worded_with_their_example_cards() -> None:
    m = help_model(EN, "traditional", 7, "seed", False)
    headings = [s.heading for s in m.sections]
    assert headings[0] == EN.say("help.order.h") and headings[-1] == EN.say("help.fair.h")
    order = m.sections[0].cards
    assert [c.code for c in order] == ["AH", "TH", "KH", "QH", "JH", "9H"]
    assert all(c.name == EN.card_name(c.code) and c.caption for c in order)
    marriage = next(s for s in m.sections if s.heading == EN.say("help.marriage.h"))
    assert [(c.code, c.caption) for c in marriage.cards] == [("KS", None), ("QS", None)]
    assert EN.say("help.aim.p", target=7) in [s.paragraph for s in m.sections]


def test_each_table_has_its_own_sections() -> None:
    three = [s.heading for s in help_model(EN, "three", 7, "", False).sections]
    assert EN.say("help.three.h") in three and EN.say("help.marriage.h") not in three
    simple = [s.heading for s in help_model(EN, "simple", 7, "", False).sections]
    assert EN.say("help.close.h") not in simple and EN.say("help.marriage.h") in simple
    schnapsen = help_model(EN, "schnapsen", 7, "", False).sections[0].cards
    assert [c.code for c in schnapsen] == ["AH", "TH", "KH", "QH", "JH"]  # no 9


def test_the_help_in_german_is_worded_in_the_model() -> None:
    de = Words("de")
    english = help_model(EN, "traditional", 7, "", False).sections[0]
    first = help_model(de, "traditional", 7, "", False).sections[0]
    assert first.heading == de.say("help.order.h") != english.heading
    assert first.cards[0].name == de.card_name("AH") != english.cards[0].name


def test_the_help_markup_reads_only_its_model() -> None:
    tree = ast.parse(Path(help_markup.__file__).read_text(encoding="utf-8"))
    imported = {node.module for node in ast.walk(tree)
                if isinstance(node, ast.ImportFrom) and node.module}
    assert imported <= {"__future__", "table.markup", "model"}, imported
