"""The course's lessons as values, and the verdict on a play (issue 42).

Goal kinds (``GOALS``) and when a legal action of seat 0 reaches the goal:

- ``win_trick``: seat 0 plays the last card of the trick; the trick is won by seat 0
  (and the action is one the lesson lists in ``right``, which may name fewer of the
  winning cards when its text says which).
- ``legal``: phase two's (or three players') duties: every legal action is right; the
  wrong plays are the refused cards, whose reason is the engine's (game.engine.why).
- ``declare``: the action declares a marriage (the engine's "marriage" event), the
  ones in ``right`` (e.g. only the trump marriage).
- ``exchange``: the action is the exchange of the trump nine (Schnapsen: jack).
- ``go_out``: after the action the deal is over, won by seat 0 (going out at 66).
- ``best``: an endgame; the action keeps the exact judge's best value for seat 0.
  A wrong action's facts hold ``lost``: the game points it gives away.
- ``deal``: a whole deal from its start against the gentlest level, the hint on: no legal
  play is wrong (``outcome_of`` says "continue"); the goal is the deal won by seat 0,
  which the page sees at the deal's end (a refused card is still a wrong play).
- ``close``: the action closes the stock and the deal is then won by seat 0 with best
  play (the exact judge's value after closing is above 0).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TypedDict

from game import from_position
from game.engine.jsonvalue import JSONObject
from game.engine.tables import AnyState

GOALS = ("win_trick", "legal", "declare", "exchange", "go_out", "best", "close", "deal")
GUIDED_LEVEL = "gentle"  # the computer of a ``deal`` lesson
TABLES = ("traditional", "three", "schnapsen")  # a lesson's table: a rules preset
LEARNER = 0  # the seat the learner plays
ANY = "*"  # the wrong key of every legal action not named in ``wrong``


@dataclass(frozen=True)
class Lesson:
    """One lesson: ``position`` with seat 0 to move, ``goal`` (``GOALS``), the actions
    called ``right``, the text key for a wrong legal action (``wrong``, by action or
    ``ANY``), and the text keys: ``text`` (said before playing), ``goal_text``,
    ``right_text`` (said when the goal is reached) and ``title``."""

    id: str
    table: str
    position: JSONObject
    goal: str
    right: tuple[str, ...]
    wrong: dict[str, str]
    text: tuple[str, ...]
    goal_text: str
    right_text: str
    title: str

    def start(self) -> AnyState:
        """The lesson's position as an engine state, at its table."""
        return from_position(json.loads(json.dumps(self.position)))  # the state's own copy

    def wrong_key(self, action: str) -> str | None:
        """The text key said after the legal action ``action`` that misses the goal."""
        return self.wrong.get(action, self.wrong.get(ANY))

    @classmethod
    def from_dict(cls, d: LessonJSON) -> "Lesson":
        return cls(id=str(d["id"]), table=str(d["table"]), position=dict(d["position"]),
                   goal=str(d["goal"]), right=tuple(str(a) for a in d["right"]),
                   wrong={str(k): str(v) for k, v in d["wrong"].items()},
                   text=tuple(str(k) for k in d["text"]), goal_text=str(d["goal_text"]),
                   right_text=str(d["right_text"]), title=str(d["title"]))


class LessonJSON(TypedDict):
    """A lesson as lessons.json keeps it (the game's own file: ``Lesson``'s fields)."""

    id: str
    table: str
    position: JSONObject
    goal: str
    right: list[str]
    wrong: dict[str, str]
    text: list[str]
    goal_text: str
    right_text: str
    title: str


@cache
def load_all() -> tuple[Lesson, ...]:
    """Every lesson, in course order."""
    # Data, not code: the page fetches the file with the modules (pyscript.toml's [files])
    # and reads it from beside this one, as CPython does.
    text = Path(__file__).with_name("lessons.json").read_text(encoding="utf-8")
    return tuple(Lesson.from_dict(d) for d in json.loads(text))


def by_id(lesson_id: str) -> Lesson | None:
    return next((lesson for lesson in load_all() if lesson.id == lesson_id), None)


def reaches_goal(lesson: Lesson, state: AnyState, action: str) -> bool:
    """Whether the legal ``action`` of seat 0 in ``state`` does what the lesson's goal
    kind asks, by the engine (and the exact judge for ``best`` and ``close``), whatever
    ``right`` lists."""
    goal = lesson.goal
    if goal == "deal":  # reached at the deal's end, won; no single play reaches it
        after = state.apply(action)
        return after.outcome is not None and after.outcome.winner == LEARNER
    if goal == "legal":
        return action in state.legal_actions()
    if goal == "exchange":
        return action == "exchange"
    if goal == "best":
        from game.puzzles import judge  # the solver: loaded only for an endgame lesson

        values = judge.action_values(state)
        return values[action] == max(values.values())
    if goal == "close":
        if action != "close":
            return False
        from game.puzzles import judge

        return judge.value_of(state.apply(action)) > 0
    after, events = state.apply_events(action)
    if goal == "win_trick":
        return any(e.kind == "trick" and e.seat == LEARNER for e in events)
    if goal == "declare":
        return any(e.kind == "marriage" and e.seat == LEARNER for e in events)
    if goal == "go_out":
        outcome = after.outcome
        return outcome is not None and outcome.winner == LEARNER
    raise ValueError(f"unknown goal {goal!r}")


def outcome_of(lesson: Lesson, state: AnyState, action: str) -> tuple[str, str, dict[str, int]]:
    """The verdict on seat 0's legal ``action`` in ``state`` (called before it is applied):
    ("right", the lesson's right text) when it reaches the goal and is one the lesson
    calls right; else ("wrong", its wrong text key, the facts for that text: ``lost``,
    the game points a ``best`` lesson's play gives away). A ``deal`` lesson's play is
    ("continue", "", {}): the deal goes on, judged at its end."""
    if lesson.goal == "deal":
        return "continue", "", {}
    if action in lesson.right and reaches_goal(lesson, state, action):
        return "right", lesson.right_text, {}
    facts: dict[str, int] = {}
    if lesson.goal == "best":
        from game.puzzles import judge

        values = judge.action_values(state)
        facts["lost"] = max(values.values()) - values[action]
    key = lesson.wrong_key(action)
    if key is None:
        raise ValueError(f"lesson {lesson.id}: no text for the play {action}")
    return "wrong", key, facts


__all__ = ["Lesson", "GOALS", "GUIDED_LEVEL", "TABLES", "ANY", "LEARNER", "load_all", "by_id",
           "reaches_goal", "outcome_of"]
