"""The page's registry of tables (game.web.seats.layout): one layout per engine table,
with a seat for each of its seats, each seat's hooks and words."""

from __future__ import annotations

from game.engine.rules import PRESETS
from game.engine.tables import table_for, tables
from game.web.seats.layout import COMPUTER, layout_for, places, seated
from game.words import table as words_table


def test_every_table_has_one_layout_with_a_seat_for_each_of_its_seats() -> None:
    for table in tables():
        layout = seated(table.players)
        assert layout.table == table.name
        assert layout.players == table.players == len(layout.seats)
    for preset in PRESETS:
        assert layout_for(preset).table == table_for(preset).name


def test_a_seats_hooks_are_its_own_and_its_words_are_keys_of_the_text_tables() -> None:
    for table in tables():
        layout = seated(table.players)
        hooks = [h for s in layout.seats for h in (s.hooks.name, s.hooks.score,
                                                     s.hooks.pending, s.hooks.match)]
        assert len(set(hooks)) == len(hooks)
        for seat in table.seats:
            for kind in ("who", "short", "lower", "cards", "header"):
                assert layout.words(kind, seat) in words_table("en")
    assert all(COMPUTER.key(k) in words_table("en") for k in ("who", "short", "lower", "cards"))


def test_the_header_hooks_are_designs() -> None:
    """DESIGN.md's hooks: the computer's card points are #score-opp at two, West's and
    East's #score-seat-1 and -2; the first rival's match score is #match-opp at both."""
    two, three = layout_for("traditional"), layout_for("three")
    assert [s.hooks.score for s in two.seats] == ["score-you", "score-opp"]
    assert [s.hooks.score for s in three.seats] == ["score-you", "score-seat-1", "score-seat-2"]
    assert [s.hooks.match for s in three.seats] == ["match-you", "match-opp", "match-seat-2"]
    assert not two.many_rivals and three.many_rivals


def test_places_keep_each_seat_on_its_side() -> None:
    assert places(0, 2) == (0, 1)
    assert places(1, 3) == (1, 0, 2)
    assert places(2, 3) == (2, 1, 0)
