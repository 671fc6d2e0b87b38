"""What the help dialog shows: the rules of the table being played, with small examples
in the real card faces, and the word on the match's seed. Built only while it is open, as
data (headings, paragraphs, example cards as codes with their names, every word worded
here); help_markup.py draws it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.engine import cards
from game.engine.rules import make_rules
from game.review.scale import HALF_ACCURACY, MARKS
from game.words import Words

if TYPE_CHECKING:
    from ..page_source import PageSource


@dataclass(frozen=True, slots=True)
class HelpCardModel:
    code: str
    name: str
    caption: str | None  # under the card (its points), or None


@dataclass(frozen=True, slots=True)
class HelpSectionModel:
    heading: str
    paragraph: str
    cards: tuple[HelpCardModel, ...]  # the examples between the heading and the paragraph


@dataclass(frozen=True, slots=True)
class HelpModel:
    kind: str  # "help"
    sections: tuple[HelpSectionModel, ...]
    seed: str  # the word on the match's seed (seed_line)
    four: bool  # four-colour faces


def build_help(ctl: PageSource, words: Words) -> HelpModel:
    m = ctl.session.match
    return help_model(words, m.rules.preset, m.rules.target, seed_line(ctl, words),
                      ctl.ui.four_colour)


def _examples(words: Words, codes: tuple[str, ...],
              captions: tuple[str, ...] = ()) -> tuple[HelpCardModel, ...]:
    return tuple(HelpCardModel(c, words.card_name(c), captions[i] if captions else None)
                 for i, c in enumerate(codes))


def help_model(words: Words, preset: str, target: int, seed: str, four: bool) -> HelpModel:
    """The rules of the preset being played, with small examples in the real card faces,
    and why the computer is fair (``seed``: the match's seed to replay it, once it is
    over)."""
    def section(key: str, body: str, examples: tuple[HelpCardModel, ...] = ()) -> None:
        sections.append(HelpSectionModel(words.say(key + ".h"), body, examples))

    sections: list[HelpSectionModel] = []
    rules = make_rules(preset)
    order = ("AH", "TH", "KH", "QH", "JH", "9H")[:rules.ranks]  # Schnapsen: no 9
    points = tuple(words.points_text(cards.POINTS[cards.parse(c)]) for c in order)
    section("help.order", words.say("help.order.p"), _examples(words, order, points))
    if not rules.has_stock:  # three players: the whole pack is dealt (§5)
        section("help.three", words.say("help.three.p"))
    else:
        simple = rules.automatic_end  # the simple rules (§3)
        section("help.aim", words.say("help.aim.simple") if simple
                else words.say("help.aim.p", target=target))
        section("help.phase1", words.say("help.phase1.p"))
        section("help.phase2", words.say("help.phase2.p"))
        section("help.marriage", words.say("help.marriage.simple" if simple else "help.marriage.p"),
                _examples(words, ("KS", "QS")))
        if not simple:
            section("help.exchange", words.say("help.exchange.p"))
            section("help.close", words.say("help.close.p"))
        section("help.out", words.say("help.out.simple" if simple else "help.out.p"))
        if not simple:
            section("help.game_points", words.say("help.game_points.p"))
    marks = dict(MARKS)
    section("help.review", words.say(
        "help.review.p", inaccuracy=words.decimal(marks["inaccuracy"], 1),
        mistake=words.decimal(marks["mistake"], 1), blunder=words.decimal(marks["blunder"], 1),
        half=words.decimal(HALF_ACCURACY, 1)))
    section("help.fair", words.say("help.fair.p"))
    return HelpModel(kind="help", sections=tuple(sections), seed=seed, four=four)


def seed_line(ctl: PageSource, words: Words) -> str:
    """The help's word on the match's seed: shown once the match is over (then ?seed=N
    deals it again), never while it goes on (it would tell the cards still to come), nor
    for the deal of the day (no link deals it)."""
    s = ctl.session
    if s.daily or (s.away is not None and s.origin.startswith("daily:")):
        return words.say("help.seed.daily")
    real = ctl.practice.real if s.practice and ctl.practice.real is not None else s
    m = real.match
    if real.practice or not real.match_over:
        return words.say("help.seed.later")
    return words.say("help.seed", seed=m.seed, number=m.deal_number)
