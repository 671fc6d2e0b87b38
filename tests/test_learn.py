"""The course (issue 42): every lesson loads, its goal is reached by exactly the plays it
calls right (the engine and the exact judge decide, not the lesson), every other legal
play has its text, and every fact a lesson's text states is checked here."""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Callable
from pathlib import Path
from string import Formatter

import pytest

from game import ai
from game.ai.bots import hint_work
from game.ai.work import finish
from game.engine import cards
from game.engine.events import Event
from game.engine.tables import AnyState
from game.learn.lessons import (
    ANY,
    GOALS,
    GUIDED_LEVEL,
    LEARNER,
    TABLES,
    Lesson,
    by_id,
    load_all,
    outcome_of,
    reaches_goal,
)
from game.play.match import Match
from game.puzzles import judge
from game.words import LANGUAGES, table

TEXT = table("en")  # the English table, the others' model

LESSONS = load_all()
IDS = [lesson.id for lesson in LESSONS]
PREFIX = {"L": "traditional", "t": "three", "s": "schnapsen"}  # an id's letter: its table

# What the exact judge says of the endgame and closing lessons, stated here: seat 0's game
# points after each legal play (the texts name these: Schneider is 2, a plain win 1).
VALUES: dict[str, dict[str, int]] = {
    "L07": {"close": 2},  # closing wins, and the computer stays under 33
    "L08": {"KD": 2, "JH": 1, "TS": 1},
    "L09": {"TS": 1, "JH": -1, "9H": -1},
    "L10": {"TD": 3, "9H": 1, "AC": 1, "JC": 1, "JD": 1, "9S": 1},  # only Schwarz reaches 7
    "s02": {"TS": 1, "TD": -1},
    "s03": {"TC": 2, "QC": 1, "KD": 1},  # only Schneider reaches 7: the Bummerl
}
# Declare lessons whose goal is the trump marriage only (their goal text says "40").
TRUMP_MARRIAGE_ONLY = {"L04"}


def _byid(lesson_id: str) -> Lesson:
    lesson = by_id(lesson_id)
    assert lesson is not None, lesson_id
    return lesson


def _players(state: AnyState) -> int:
    return state.rules.players


def _events(state: AnyState, action: str) -> tuple[AnyState, tuple[Event, ...]]:
    return state.apply_events(action)


def _trick_winner(events: tuple[Event, ...]) -> int | None:
    return next((e.seat for e in events if e.kind == "trick"), None)


def _reaching(lesson: Lesson, state: AnyState) -> list[str]:
    """The legal actions that reach the lesson's goal, worked out here from the engine and
    the exact judge by the goal kind's definition (the brief's), in legal order."""
    legal = state.legal_actions()
    goal = lesson.goal
    if goal == "win_trick":
        assert len(state.table) == _players(state) - 1, "seat 0 plays the trick's last card"
        return [a for a in legal if _trick_winner(_events(state, a)[1]) == LEARNER]
    if goal == "legal":
        return legal
    if goal == "declare":
        assert not state.table, "seat 0 leads"
        out = []
        for a in legal:
            marriages = [e for e in _events(state, a)[1]
                         if e.kind == "marriage" and e.seat == LEARNER]
            trump_only = lesson.id in TRUMP_MARRIAGE_ONLY
            if marriages and (not trump_only or marriages[0].suit == state.trump):
                out.append(a)
        return out
    if goal == "exchange":
        return [a for a in legal if any(e.kind == "exchange" and e.seat == LEARNER
                                        for e in _events(state, a)[1])]
    if goal == "go_out":
        out = []
        for a in legal:
            after = state.apply(a)
            o = after.outcome
            if o is not None and o.winner == LEARNER and after.points[LEARNER] >= 66:
                out.append(a)
        return out
    if goal == "best":
        values = judge.action_values(state)
        return [a for a, v in values.items() if v == max(values.values())]
    if goal == "close":
        return [a for a in legal if a == "close" and judge.value_of(state.apply(a)) > 0]
    raise AssertionError(f"unknown goal {goal}")


def guided(state: AnyState) -> tuple[AnyState, set[str]]:
    """A ``deal`` lesson as the page plays it when the learner follows every hint: the
    computer at GUIDED_LEVEL with the page's seed (the lesson's match has seed 0: its
    step), the hint (seeded by the view), a draw with nothing to decide automatic.
    Returns the deal's end and the kinds of the learner's own events on the way."""
    step, kinds = 0, set()
    while state.outcome is None:
        if state.to_move != LEARNER:
            action = ai.choose(state, GUIDED_LEVEL, seed=step)
        elif all(a == "draw" for a in state.legal_actions()):
            action = "draw"
        else:
            action = finish(hint_work(state.view(LEARNER)))[0]
        state, events = state.apply_events(action)
        kinds |= {e.kind for e in events if e.seat == LEARNER}
        step += 1
    return state, kinds


def check_goal(lesson: Lesson) -> None:
    """The lesson's ``right`` is exactly what reaches its goal; every other legal play is
    wrong and has a text; ``outcome_of`` (the page's verdict) says the same. A guided deal
    (``deal``): no play is judged on its own, and following the hint wins it."""
    state = lesson.start()
    if lesson.goal == "deal":
        assert lesson.right == () and lesson.wrong == {}
        assert all(outcome_of(lesson, state, a) == ("continue", "", {})
                   for a in state.legal_actions())
        end, _ = guided(state)
        assert end.outcome is not None and end.outcome.winner == LEARNER, lesson.id
        return
    legal = state.legal_actions()
    reaching = _reaching(lesson, state)
    assert reaching, f"{lesson.id}: the goal cannot be reached"
    assert set(lesson.right) == set(reaching), (lesson.id, lesson.right, reaching)
    assert len(set(lesson.right)) == len(lesson.right)
    if lesson.goal == "legal":
        assert lesson.right == tuple(legal)
    if lesson.goal in ("exchange", "close"):
        assert lesson.right == (lesson.goal,)
    for a in legal:
        verdict, key, facts = outcome_of(lesson, state, a)
        if a in reaching:  # the engine's goal; a lesson's right may narrow it (L04: 40 only)
            assert reaches_goal(lesson, state, a), (lesson.id, a)
        if a in lesson.right:
            assert (verdict, key, facts) == ("right", lesson.right_text, {}), (lesson.id, a)
        else:
            assert verdict == "wrong" and key == lesson.wrong_key(a) and key, (lesson.id, a)
            if lesson.goal == "best":
                values = judge.action_values(state)
                assert facts == {"lost": max(values.values()) - values[a]}
                assert facts["lost"] > 0
            else:
                assert facts == {}


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_the_lesson_loads_at_its_table_with_seat_0_to_move(lesson: Lesson) -> None:
    assert lesson.goal in GOALS and lesson.table in TABLES
    assert PREFIX[lesson.id[0]] == lesson.table
    assert lesson.position["rules"] == lesson.table
    state = lesson.start()
    assert state.rules.preset == lesson.table
    assert state.to_move == LEARNER and not state.is_over and state.outcome is None
    assert 1 <= len(lesson.text) <= 3
    assert lesson.start() == state and lesson.start() is not state  # a fresh state each time
    legal = state.legal_actions()
    assert set(lesson.right) <= set(legal)
    named = set(lesson.wrong) - {ANY}
    assert named <= set(legal) - set(lesson.right), "a wrong key for a play that is legal"
    if set(legal) - set(lesson.right) - named and lesson.goal != "deal":
        assert ANY in lesson.wrong, "a wrong play without a text"


def test_the_course_is_in_order_with_unique_ids() -> None:
    assert len(set(IDS)) == len(IDS)
    letters = [i[0] for i in IDS]
    assert letters == sorted(letters, key="Lts".index)  # two players, three, Schnapsen
    for letter in "Lts":
        numbers = [int(i[1:]) for i in IDS if i[0] == letter]
        assert numbers == list(range(1, len(numbers) + 1)), letter
    assert len([i for i in IDS if i[0] == "L"]) >= 9
    assert by_id("L01") is LESSONS[0] and by_id("nope") is None
    assert load_all() is LESSONS  # read once


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_the_right_plays_are_exactly_the_ones_that_reach_the_goal(lesson: Lesson) -> None:
    check_goal(lesson)


@pytest.mark.parametrize("lesson_id", sorted(VALUES))
def test_the_exact_judge_gives_the_values_the_lesson_states(lesson_id: str) -> None:
    lesson = _byid(lesson_id)
    state = lesson.start()
    if lesson.goal == "close":
        got = {a: judge.value_of(state.apply(a)) for a in lesson.right}
        assert got == VALUES[lesson_id] and min(got.values()) > 0
        assert state.stock_size > 0  # playing on draws again: the wrong text says so
    else:
        assert lesson.goal == "best" and state.stock_size == 0
        assert judge.action_values(state) == VALUES[lesson_id]


def test_a_wrongly_edited_right_list_fails_the_check() -> None:
    """The check above is not a copy of the data: a right list that adds, drops or swaps a
    play (or a goal kind that does not fit the position) is caught."""
    for lesson in LESSONS:
        legal = lesson.start().legal_actions()
        others = [a for a in legal if a not in lesson.right]
        edits = [lesson.right + (a,) for a in others[:2]]
        if len(lesson.right) > 1:
            edits.append(lesson.right[1:])
        if others:
            edits.append((others[0],))
        assert edits, lesson.id
        for right in edits:
            broken = dataclasses.replace(lesson, right=right)
            with pytest.raises(AssertionError):
                check_goal(broken)


def test_the_goal_kind_is_the_engines_not_the_lists() -> None:
    """A lesson whose right list names a play the engine does not count is refused by the
    page's own verdict too: outcome_of asks the engine, not only the list."""
    lesson = _byid("L01")
    state = lesson.start()
    broken = dataclasses.replace(lesson, right=("TH", "QH"))
    assert outcome_of(broken, state, "QH")[0] == "wrong"
    assert outcome_of(broken, state, "TH")[0] == "right"


def _text_keys(lesson: Lesson) -> tuple[str, ...]:
    """Every text key the lesson names."""
    return (lesson.title, *lesson.text, lesson.goal_text, lesson.right_text,
            *dict.fromkeys(lesson.wrong.values()))


def _placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(template) if name}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_key_exists_in_each_language(lang: str) -> None:
    words = table(lang)
    used: set[str] = set()
    for lesson in LESSONS:
        for key in _text_keys(lesson):
            assert key in words, (lang, lesson.id, key)
            assert key.startswith(f"learn.{lesson.id}."), key
            allowed = {"lost"} if (lesson.goal == "best" and key in lesson.wrong.values()) \
                else set()
            assert _placeholders(words[key]) <= allowed, (lang, key)
            used.add(key)
    # a lesson's words are learn.<id>.*; the panel's own (learn.title...) are the page's
    lesson_key = re.compile(r"learn\.[a-zA-Z]\d{2,3}\.")
    orphans = sorted(k for k in words if lesson_key.match(k) and k not in used)
    assert not orphans, orphans
    for lesson in LESSONS:  # a best lesson's wrong text says what the play gives away
        if lesson.goal == "best":
            assert all("lost" in _placeholders(words[k]) for k in lesson.wrong.values())


def test_the_english_table_is_the_one_the_lessons_name() -> None:
    assert all(k in TEXT for lesson in LESSONS for k in _text_keys(lesson))


# -- what the texts claim, one lesson at a time ---------------------------------------------
def _hand(state: AnyState) -> list[str]:
    return state.hand(LEARNER)


def _won(state: AnyState) -> list[str]:
    return [c for pile in state.to_position()["won"] for c in pile]


def _higher(card: str) -> list[str]:
    """The cards of ``card``'s suit that rank above it."""
    ranks = "ATKQJ9"
    return [r + card[1] for r in ranks[:ranks.index(card[0])]]


def _best_line(state: AnyState) -> tuple[AnyState, list[tuple[int | None, tuple[str, ...]]]]:
    """Play on with seat 0's best play and the opponents' best replies (the exact judge);
    the end and every trick as (winner, cards)."""
    tricks: list[tuple[int | None, tuple[str, ...]]] = []
    while state.outcome is None:
        if state.to_move == LEARNER:
            values = judge.action_values(state)
            action = next(a for a, v in values.items() if v == max(values.values()))
        else:
            action = judge.reply(state)
        state, events = state.apply_events(action)
        tricks += [(e.seat, e.cards) for e in events if e.kind == "trick"]
    return state, tricks


def _l01(s: AnyState) -> None:
    assert s.table == ["KH"] and not [c for c in _hand(s) if c[1] == s.trump]  # no trump
    assert next(e.points for e in _events(s, "TH")[1] if e.kind == "trick") == 14
    assert {a for a, k in _byid("L01").wrong.items() if k.endswith(".low")} == \
        {c for c in _hand(s) if c[1] == "H" and c != "TH"}


def _l02(s: AnyState) -> None:
    assert s.trump == "D" and s.table == ["AS"] and s.stock_size > 0
    for a in s.legal_actions():
        winner = _trick_winner(_events(s, a)[1])
        assert (winner == LEARNER) == (a[1] == "D"), a  # trumps win, nothing else does


def _l03(s: AnyState) -> None:
    lesson = _byid("L03")
    assert s.points[LEARNER] == 51 and s.table == ["KS"] and s.stock_size > 0
    assert 66 - 51 == 15 == cards.POINTS[cards.parse("AS")] + cards.POINTS[cards.parse("KS")]
    after = s.apply("AS")
    assert after.outcome is not None and after.outcome.reason == "went_out"
    for a in s.legal_actions():
        if a in lesson.right:
            continue
        new, events = _events(s, a)
        if lesson.wrong_key(a).endswith(".short"):  # "the trick is yours, not 66 yet"
            assert _trick_winner(events) == LEARNER and new.points[LEARNER] < 66, a
        else:  # "the computer takes this trick"
            assert _trick_winner(events) == 1, a


def _l04(s: AnyState) -> None:
    lesson = _byid("L04")
    assert s.trump == "S" and s.tricks[LEARNER] >= 1 and s.stock_size > 0
    assert {"KS", "QS", "KH", "QH"} <= set(_hand(s))  # two marriages: spades and hearts
    for a in s.legal_actions():
        found = [e for e in _events(s, a)[1] if e.kind == "marriage"]
        if a in lesson.right:
            assert [(e.points, e.counted) for e in found] == [(40, True)], a
        elif lesson.wrong_key(a).endswith(".twenty"):
            assert [(e.points, e.suit) for e in found] == [(20, "H")], a
        else:
            assert not found, a


def _exchange(s: AnyState, turnup: str, low: str, trick_needed: bool) -> None:
    assert s.trump_card == turnup and low in _hand(s)
    assert (s.tricks[LEARNER] > 0) or not trick_needed
    after = s.apply("exchange")
    assert turnup in _hand(after) and after.trump_card == low


def _l06(s: AnyState) -> None:
    assert s.stock_size == 0 and s.table == ["JS"]
    assert set(s.legal_actions()) == {c for c in _hand(s) if c in ("QS", "KS", "TS", "AS")}
    assert any(c not in s.legal_actions() for c in _hand(s))  # something to refuse


def _l08(s: AnyState) -> None:
    assert s.points[1] == 31 and s.tricks[1] > 0 and s.stock_size == 0
    end, _ = _best_line(s)
    assert end.outcome is not None and end.outcome.winner == LEARNER
    assert end.points[1] < 33


def _l09(s: AnyState) -> None:
    lesson = _byid("L09")
    assert s.points[LEARNER] == 53 and s.stock_size == 0 and "AS" in _won(s)
    assert set(_higher("TS")) <= set(_won(s))  # the highest spade left
    after = s.apply("TS")
    for reply in after.legal_actions():
        end = after.apply(reply)
        assert end.outcome is not None and end.outcome.winner == LEARNER, reply
        assert end.points[LEARNER] >= 66
    for a in s.legal_actions():
        if a in lesson.right:
            continue
        mid = s.apply(a)
        for reply in mid.legal_actions():  # "that card loses the trick"
            assert _trick_winner(_events(mid, reply)[1]) == 1, (a, reply)


def _t01(s: AnyState) -> None:
    assert s.table == ["TS", "9H"] and s.trump == "H" and s.leader == 1
    assert not [c for c in _hand(s) if c[1] == "S"]
    assert all(c in _higher("9H") for c in s.legal_actions())  # trumps above the 9


def _t02(s: AnyState) -> None:
    assert s.table == ["QC"] and s.leader == 2
    assert set(s.legal_actions()) == {c for c in _hand(s) if c in _higher("QC")}


def _s02(s: AnyState) -> None:
    assert s.stock_size == 0 and s.closed_by is None and not s.rules.last_trick_bonus
    end, tricks = _best_line(s.apply("TS"))
    assert end.outcome is not None and end.outcome.winner == LEARNER
    assert end.outcome.reason == "last_trick" and end.points[LEARNER] < end.points[1]
    assert tricks[0] == (1, ("TS", "AS"))  # "the Ace of spades takes your 10"
    assert tricks[-1][0] == LEARNER and "TD" in tricks[-1][1]  # "your trump wins the last"
    end, tricks = _best_line(s.apply("TD"))
    assert end.outcome is not None and end.outcome.winner == 1
    assert end.outcome.reason == "last_trick"
    assert tricks[-1][0] == 1 and "AS" in tricks[-1][1]  # kept for the last trick


def _in_a_match(s: AnyState, action: str, scores: list[int]) -> tuple[Match, list[int | None]]:
    """The deal from ``s`` played as a deal of a match that stands at ``scores``: seat 0's
    ``action``, then the exact judge's best play for both; the match and the tricks' winners."""
    m = Match(rules=s.rules, seed=0, state=s, scores=list(scores))
    winners = [e.seat for e in m.apply_events(action) if e.kind == "trick"]
    while m.state.outcome is None:
        st = m.state
        if st.to_move == LEARNER:
            values = judge.action_values(st)
            a = next(a for a, v in values.items() if v == max(values.values()))
        else:
            a = judge.reply(st)
        winners += [e.seat for e in m.apply_events(a) if e.kind == "trick"]
    return m, winners


def _l10(s: AnyState) -> None:
    """A match to 7, each deal 1 to 3; at 4 to 6 only Schwarz (3) takes seat 0 to 7; the 10
    of diamonds cannot be beaten, its trick reaches 66 with the computer trickless; every
    other lead: the computer takes the trick, no Schwarz, no 7 in this deal."""
    lesson = _byid("L10")
    target = s.rules.target
    assert target == 7 and s.rules.has_match and s.stock_size == 0
    assert 4 + 3 >= target > 4 + 2 and 6 < target  # only Schwarz; the computer is not there yet
    assert s.tricks[1] == 0 and s.points[LEARNER] < 66 and s.trump == "S"
    m, winners = _in_a_match(s, "TD", [4, 6])
    out = m.state.outcome
    assert out is not None and out.winner == LEARNER and out.game_points == 3
    assert m.state.tricks[1] == 0 and m.state.points[LEARNER] >= 66 and winners == [LEARNER]
    assert m.winner == LEARNER and m.scores == [7, 6]  # the match is won in this deal
    after = s.apply("TD")
    for reply in after.legal_actions():  # "the computer cannot beat your 10 of diamonds"
        assert _trick_winner(_events(after, reply)[1]) == LEARNER, reply
    for a in s.legal_actions():
        if a in lesson.right:
            continue
        m, winners = _in_a_match(s, a, [4, 6])
        out = m.state.outcome
        assert winners[0] == 1, a  # "the computer takes this trick"
        assert out is not None and out.winner == LEARNER and out.game_points < 3, a
        assert m.scores[LEARNER] < target and m.winner is None, a  # no 7 in this deal


def _s03(s: AnyState) -> None:
    """Schnapsen's match (the Bummerl) is to 7; at 5 to 4, with the computer on 30 card points,
    Schneider (2) makes 7; the 10 of clubs (trumps) leaves the computer only its King of
    clubs and takes seat 0 past 66; every other lead lets the computer reach 33: 1 point."""
    lesson = _byid("s03")
    target = s.rules.target
    assert s.rules.preset == "schnapsen" and s.rules.has_match and target == 7
    assert 5 + 2 >= target > 5 + 1 and 4 < target
    assert s.stock_size == 0 and s.points[1] == 30 and s.trump == "C"
    after = s.apply("TC")
    assert after.legal_actions() == ["KC"]  # "must follow with its King of clubs"
    m, _ = _in_a_match(s, "TC", [5, 4])
    out = m.state.outcome
    assert out is not None and out.winner == LEARNER and out.game_points == 2
    assert m.state.points[LEARNER] > 66 and m.state.points[1] == 30 < 33
    assert m.winner == LEARNER and m.scores == [7, 4]  # the computer gets the Bummerl
    for a in s.legal_actions():
        if a in lesson.right:
            continue
        m, _ = _in_a_match(s, a, [5, 4])
        out = m.state.outcome
        assert out is not None and out.winner == LEARNER and out.game_points == 1, a
        assert m.state.points[1] >= 33, a  # "the computer reaches 33 card points"
        assert m.scores == [6, 4] and m.winner is None, a  # "6 is not 7 yet"


def _l11(s: AnyState) -> None:
    """A whole deal from its start (six cards each, the stock full), the learner leading;
    on the hint's way the learner exchanges the trump nine and declares a marriage."""
    assert s.stock_size == 12 and all(len(s.hand(p)) == 6 for p in (0, 1))
    assert s.tricks == (0, 0) and s.leader == LEARNER
    _, kinds = guided(s)
    assert {"exchange", "marriage"} <= kinds


CLAIMS: dict[str, Callable[[AnyState], None]] = {
    "L01": _l01, "L02": _l02, "L03": _l03, "L04": _l04,
    "L05": lambda s: _exchange(s, "AD", "9D", True),
    "L06": _l06,
    "L07": lambda s: None,  # its values are VALUES'
    "L08": _l08, "L09": _l09, "t01": _t01, "t02": _t02,
    "s01": lambda s: _exchange(s, "AH", "JH", False),
    "s02": _s02, "s03": _s03,
    "L11": _l11, "L10": _l10,
}


def test_every_lesson_has_its_claims_checked() -> None:
    assert set(CLAIMS) == set(IDS)


@pytest.mark.parametrize("lesson_id", sorted(CLAIMS))
def test_what_the_lesson_says_is_true(lesson_id: str) -> None:
    CLAIMS[lesson_id](_byid(lesson_id).start())


def test_the_lessons_file_is_the_one_beside_the_module() -> None:
    path = Path(__file__).resolve().parent.parent / "game" / "learn" / "lessons.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert [d["id"] for d in data] == IDS
    assert all(set(d) == {f.name for f in dataclasses.fields(Lesson)} for d in data)
