"""The page's URL options, parsed and checked. Pure Python.

    ?seed=N              the match's seed (same deals as game.play.match.Match.new(N))
    ?level=gentle|normal|sharp|expert
    ?rules=traditional|simple|three
    ?position=<base64url JSON>   start from this deal (docs/ARCHITECTURE.md §2)
    ?view=<base64url JSON>       a view position (game.engine.viewposition): the analysis
                         dialog opens over the table with the Expert's advice
    ?auto_out=0|1  ?show_scores=0|1  ?target=7|8   rule options (flags: 0/1, true/false)
    ?pause=MS            the computer's pause before each move, 0..5000 (0 for tests)
    ?four=0|1            four-colour deck
    ?rated=0|1           new matches rated (no hints, the rating at stake) or casual
    ?lang=en|de|hr       the page's language (else the saved one, else the browser's)
    ?seats=person,expert,person   who sits where, the bottom seat first: a person or a
                         computer level each (game.play.seats); checked against the table
                         when the game is dealt
"""

from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import parse_qs

from game.engine.position import MAX_POSITION_CHARS
from game.engine.rules import PRESETS
from game.engine.untrusted import UntrustedInput, ascii_int, cut
from game.play.seats import PERSON
from game.words import LANGUAGES, Words, english

LEVELS = ("gentle", "normal", "sharp", "expert")


@dataclass
class Params:
    seed: int | None = None
    level: str | None = None
    rules: str | None = None
    position: str | None = None
    view: str | None = None  # a view position to analyse (the table's game is not changed)
    options: dict[str, bool | int] = field(default_factory=dict)
    pause_ms: int | None = None
    four_colour: bool | None = None
    rated: bool | None = None
    lang: str | None = None
    seats: str | None = None
    problems: list["Problem"] = field(default_factory=list)

    @property
    def selects_game(self) -> bool:
        return self.seed is not None or self.position is not None or self.seats is not None

    def origin(self) -> str:
        """A fingerprint of what the link asks for; '' when it asks for nothing."""
        if not self.selects_game:
            return ""
        opts = ",".join(f"{k}={self.options[k]}" for k in sorted(self.options))
        return (f"seed={self.seed};level={self.level};rules={self.rules};"
                f"options={opts};position={self.position or ''};seats={self.seats or ''}")


def _flag(value: str) -> bool | None:
    v = value.strip().lower()
    if v in ("1", "true"):
        return True
    if v in ("0", "false"):
        return False
    return None


MAX_FIELDS = 64  # more parameters than any link of this game has
MAX_PAUSE = 5000


@dataclass(frozen=True)
class Problem:
    """A bad value in the link: a text key (``link.*``) and its facts, worded in the
    page's language when shown (the language may come from the link itself); its str() is
    the English (the terminal's, the tests')."""

    key: str
    facts: tuple[tuple[str, object], ...] = ()

    def worded(self, words: Words) -> str:
        return words.say(f"link.{self.key}", **dict(self.facts))

    def __str__(self) -> str:
        return english(f"link.{self.key}", **dict(self.facts))


def _problem(text_key: str, **facts: object) -> Problem:
    return Problem(text_key, tuple(facts.items()))


def parse(search: str) -> Params:
    """Every value is checked; each bad one is named (cut to 40 characters) in
    ``problems`` and ignored. Numbers are plain ASCII digits (no '_', sign or
    other scripts' digits), flags are 0/1 or true/false."""
    p = Params()
    try:
        q = parse_qs(search.lstrip("?"), keep_blank_values=True, max_num_fields=MAX_FIELDS)
    except ValueError:
        p.problems.append(_problem("too_many", n=MAX_FIELDS))
        return p

    def one(key: str) -> str | None:
        values = q.get(key)
        return values[-1] if values else None

    seed = one("seed")
    if seed is not None:
        try:
            p.seed = ascii_int(seed, "seed", 0, 2**31 - 1)
        except UntrustedInput:
            p.problems.append(_problem("seed", value=cut(seed), max=2**31 - 1))
    def chosen(key: str, allowed: tuple[str, ...], listed: bool = True) -> str | None:
        """The link's ``key`` if it is one of ``allowed``; else None, the problem named."""
        value = one(key)
        if value is None or value in allowed:
            return value
        facts = {"choices": ", ".join(allowed)} if listed else {}
        p.problems.append(_problem(key, value=cut(value), **facts))
        return None

    p.level = chosen("level", LEVELS, listed=False)  # its sentence names the levels itself
    p.rules = chosen("rules", PRESETS)
    def bounded(key: str) -> str | None:
        """A position's text (``?position=``, ``?view=``), refused when too long."""
        text = one(key)
        if text is not None and len(text) > MAX_POSITION_CHARS:
            p.problems.append(_problem(f"{key}_long", n=len(text), max=MAX_POSITION_CHARS))
            return None
        return text

    p.position = bounded("position")
    p.view = bounded("view")
    for key in ("auto_out", "show_scores"):
        raw = one(key)
        if raw is not None:
            flag = _flag(raw)
            if flag is None:
                p.problems.append(_problem("flag", name=key, value=cut(raw)))
            else:
                p.options[key] = flag
    target = one("target")
    if target is not None:
        if target in ("7", "8"):
            p.options["target"] = int(target)
        else:
            p.problems.append(_problem("target", value=cut(target)))
    pause = one("pause")
    if pause is not None:
        try:
            p.pause_ms = ascii_int(pause, "pause", 0, MAX_PAUSE)
        except UntrustedInput:
            p.problems.append(_problem("pause", value=cut(pause), max=MAX_PAUSE))
    four = one("four")
    if four is not None:
        p.four_colour = _flag(four)
        if p.four_colour is None:
            p.problems.append(_problem("flag", name="four", value=cut(four)))
    rated = one("rated")
    if rated is not None:
        p.rated = _flag(rated)
        if p.rated is None:
            p.problems.append(_problem("flag", name="rated", value=cut(rated)))
    p.lang = chosen("lang", LANGUAGES)
    seats = one("seats")
    if seats is not None:
        kinds = [part.strip().lower() for part in seats.split(",")]
        if 2 <= len(kinds) <= 3 and kinds[0] == PERSON and all(
                k == PERSON or k in LEVELS for k in kinds):
            p.seats = ",".join(kinds)
        else:
            p.problems.append(_problem("seats", value=cut(seats)))
    return p
