"""What the ``#analysis`` dialog shows (game.web.analysis.desk's ``Analysis``): what the
seat knows as lines, its hand as cards, the Expert's advice, what Copy link did; or,
while the player sets a position up, the editor as it is drawn: the pack's cards by
suit, each named with its places, the counts, the note and problem, the choices
checked. Worded here; analysis/analysis_view.py writes it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.engine.tables import AnyView
from game.words import Words

from ..seats.layout import layout_for
from ..table.model import Card, display_order
from .setup_position import SUITS, Setup, opponent_holds, stock_size

if TYPE_CHECKING:
    from ..page_source import PageSource
    from .analysed import Analysis


@dataclass(frozen=True, slots=True)
class SetupCardModel:
    code: str
    name: str  # the card's name (its picture's)
    places: str  # its marks (data-place): "trump" and/or its place, space-separated
    label: str  # the card and its places, named
    badge: str  # the places' short words on the card


@dataclass(frozen=True, slots=True)
class SetupSuitModel:
    name: str
    cards: tuple[SetupCardModel, ...]


@dataclass(frozen=True, slots=True)
class SetupModel:
    suits: tuple[SetupSuitModel, ...]  # the pack by suit, in card order
    note: str  # why the table's deal is not analysed ('' when it is not that)
    counts: str
    problem: str  # why the entries were refused ('' when they were not)
    checked: tuple[str, ...]  # the data-setup values of the boxes ticked
    has_match: bool  # the game has a match to set
    target: int  # the match's target (its choices: 0 .. target - 1)
    match: tuple[int, int] | None  # game points, you / the opponent (None: no match)


@dataclass(frozen=True, slots=True)
class AnalysisModel:
    facts: tuple[str, ...]  # what the seat knows besides its hand (none while editing)
    hand: tuple[Card, ...]  # its cards, in the table's order
    advice: str  # the Expert's, or that it thinks
    action: str  # the Expert's action ('' until it answers)
    copied: str  # what Copy link did ('' before it is asked)
    view: bool  # a view is analysed (not only set up): its link can be copied
    setup: SetupModel | None  # the editor, shown instead of the analysis


def facts(words: Words, v: AnyView) -> list[str]:
    """What the seat knows besides its hand, one line each, in ``words``."""
    if layout_for(v.rules).many_rivals:
        return facts3(words, v)
    me, other = v.seat, 1 - v.seat
    trump = {"suit": words.suit_name(v.trump), "card": words.card_name(v.trump_card)}
    lines = [words.say("analysis.trump" if v.trump_card_in_stock else "analysis.trump_taken",
                       **trump),
             words.say("analysis.stock", n=v.stock_size)]
    if v.closed_by is not None:
        lines.append(words.say("label.stock_closed"))
    lines.append(words.say("analysis.points", mine=v.points[me], theirs=v.points[other]))
    if v.match is not None:
        lines.append(words.say("analysis.match", mine=v.match.score[me],
                               theirs=v.match.score[other], target=v.match.target))
    if v.table:
        lines.append(words.say("analysis.table", card=words.card_name(v.table[0])))
    return lines


def facts3(words: Words, v: AnyView) -> list[str]:
    """At three: the trump, each seat's points (you, West, East as seen from the seat)
    and the match, the cards on the table."""
    me, west, east = v.seat, (v.seat + 1) % v.players, (v.seat + 2) % v.players
    lines = [words.say("analysis.trump", suit=words.suit_name(v.trump),
                       card=words.card_name(v.trump_card)),
             words.say("analysis.points3", mine=v.points[me], west=v.points[west],
                       east=v.points[east])]
    if v.match is not None:
        s = v.match.score
        lines.append(words.say("analysis.match3", mine=s[me], west=s[west], east=s[east],
                               target=v.match.target))
    if v.table:
        lines.append(words.say("analysis.table3",
                               cards=", ".join(words.card_name(c) for c in v.table)))
    return lines


def places_of(s: Setup, code: str) -> list[str]:
    """The places a card is marked with (the trump card may be in a hand or trick too)."""
    marks = ["trump"] if s.trump == code else []
    place = s.where.get(code)
    return marks + ([place] if place else [])


def setup_card(words: Words, s: Setup, code: str) -> SetupCardModel:
    """One card of the editor's grid, named by the card and its places."""
    marks = places_of(s, code)
    name = words.card_name(code)
    label = name + "".join(f"; {words.say(f'setup.place.{p}')}" for p in marks)
    badge = " ".join(words.say(f"setup.badge.{p}") for p in marks)
    return SetupCardModel(code, name, " ".join(marks), label, badge)


def setup_suits(words: Words, s: Setup) -> tuple[SetupSuitModel, ...]:
    """The pack by suit, one row each, in card order."""
    pack = s.pack
    return tuple(SetupSuitModel(words.suit_name(suit),
                                tuple(setup_card(words, s, c) for c in pack if c[1] == suit))
                 for suit in SUITS)


def counts_text(words: Words, s: Setup) -> str:
    """The counts the cards give: the stock's (and where the trump card is), the other
    hand's."""
    n = stock_size(s)
    if not s.cards_in("hand"):  # nothing to count from yet
        return words.say("setup.counts.start")
    if n < 0:
        return ""
    key = "setup.counts" if n else "setup.counts.empty"
    return words.say(key, n=n, m=opponent_holds(s))


def build_analysis(ctl: PageSource, words: Words) -> AnalysisModel | None:
    a = ctl.ui.analysis
    if a is None:
        return None
    v = a.view
    return AnalysisModel(
        facts=() if a.editing or v is None else tuple(facts(words, v)),
        hand=() if a.editing or v is None else tuple(
            Card(c, words.card_name(c)) for c in display_order(v.hand, v.trump)),
        advice=a.advice or words.say("analysis.thinking"), action=a.action, copied=a.copied,
        view=v is not None, setup=_setup(words, a) if a.editing else None)


def _setup(words: Words, a: Analysis) -> SetupModel:
    s = a.setup
    assert s is not None  # the editor always has its entries
    checked = [f"game:{s.rules}", f"place:{s.place}"]
    checked += [f"marriage:{p}:{x}" for p in (0, 1) for x in s.marriages[p]]
    checked += [f"void:{x}" for x in s.voids]
    if s.match is not None:
        checked.append("match")
    return SetupModel(suits=setup_suits(words, s), note=a.note, counts=counts_text(words, s),
                      problem=a.problem, checked=tuple(checked), has_match=s.has_match,
                      target=s.target, match=s.match)
