"""Issue 57, point 6: the advice named one play and no alternative ("why the Ace rather
than the 10?"). The hint's reason carries the best other play the search valued and what
it gives, in the same units (game points; in a match the chance to win it), and the hint
and the analysis say it beside the chosen play, at two and three players."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.ai.hint import hint
from game.ai.three.hint import hint3
from game.engine.deal import new_deal
from game.engine.matchscore import MatchScore
from game.words import Words

from .webharness import Page


def _view(rules: str = "traditional", plays: int = 3, match: MatchScore | None = None):
    s = new_deal(5, rules)
    for _ in range(plays):
        s = s.apply(s.legal_actions()[0])
    if match is not None:
        s = s.in_match(match)
    return s.view(s.to_move)


EN = Words()


def _between(key: str, words: Words = EN, **facts: str) -> str:
    """The words a template puts between its ``advice`` and its ``other``."""
    return words.say(key, advice="\0", other="\1", **facts).split("\0")[1].split("\1")[0]


@pytest.mark.parametrize("lang", ["en", "de", "hr"])
def test_the_hint_names_the_runner_up_and_what_it_gives(lang: str) -> None:
    w = Words(lang)
    view = _view()
    assert len(view.legal) > 2
    action, reason = hint(view)
    assert reason.other in view.legal and reason.other != action
    assert reason.expect is not None and reason.other_value is not None
    assert reason.other_value <= reason.expect
    words = w.hint_reason(reason)
    alone = w.hint_reason(replace(reason, other=""))  # what it said before: the play alone
    assert words.startswith(alone) and words != alone
    rest = words[len(alone):]
    assert rest.startswith(_between("hint.other", w, expect=""))
    assert w.action_name(reason.other) in rest
    assert w.decimal(reason.other_value, 1, signed=True) in rest


def test_in_a_match_the_runner_up_is_its_chance_to_win_the_match() -> None:
    view = _view(match=MatchScore((5, 6), 7))
    action, reason = hint(view)
    assert reason.chance is not None and reason.other_value is not None
    assert reason.other != action and reason.other_value <= reason.chance
    rest = EN.hint_reason(reason)[len(EN.hint_reason(replace(reason, other=""))):]
    assert f"{round(100 * reason.other_value)}%" in rest and EN.action_name(reason.other) in rest


def test_three_players_name_the_runner_up_too() -> None:
    view = _view("three", plays=3)
    assert len(view.legal) > 1
    card, reason = hint3(view)
    assert reason.other in view.legal and reason.other != card
    assert reason.expect is not None and reason.other_value is not None
    assert reason.other_value <= reason.expect
    assert EN.action_name(reason.other) in EN.hint_reason(reason)


def test_the_tables_hint_and_the_analysis_say_the_runner_up() -> None:
    page = Page("?seed=5&pause=0").start()  # a link's deal: unrated, hints allowed
    page.do("hint")
    assert _between("hint.other", expect="") in page.text("message")
    page.do("analyse")
    assert _between("hint.other", expect="") in page.text("analysis-advice")
