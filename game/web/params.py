"""The page's URL options, parsed and checked. Pure Python.

    ?seed=N              the match's seed (same deals as game.match.Match.new(N))
    ?level=gentle|normal|sharp|expert
    ?rules=traditional|simple
    ?position=<base64url JSON>   start from this deal (see DESIGN.md)
    ?auto_out=0|1  ?show_scores=0|1  ?target=7|8   rule options
    ?pause=MS            the computer's pause before each move (0 for tests)
    ?four=1              four-colour deck
"""

from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import parse_qs

LEVELS = ("gentle", "normal", "sharp", "expert")
GAME_KEYS = ("seed", "position", "level", "rules", "auto_out", "show_scores", "target")


@dataclass
class Params:
    seed: int | None = None
    level: str | None = None
    rules: str | None = None
    position: str | None = None
    options: dict = field(default_factory=dict)
    pause_ms: int | None = None
    four_colour: bool | None = None
    problems: list[str] = field(default_factory=list)

    @property
    def selects_game(self) -> bool:
        return self.seed is not None or self.position is not None

    def origin(self) -> str:
        """A fingerprint of what the link asks for; '' when it asks for nothing."""
        if not self.selects_game:
            return ""
        opts = ",".join(f"{k}={self.options[k]}" for k in sorted(self.options))
        return (f"seed={self.seed};level={self.level};rules={self.rules};"
                f"options={opts};position={self.position or ''}")


def _flag(value: str) -> bool | None:
    v = value.strip().lower()
    if v in ("1", "true", "yes", "on"):
        return True
    if v in ("0", "false", "no", "off"):
        return False
    return None


def parse(search: str) -> Params:
    q = parse_qs(search.lstrip("?"), keep_blank_values=True)
    p = Params()

    def one(key: str) -> str | None:
        values = q.get(key)
        return values[-1] if values else None

    seed = one("seed")
    if seed is not None:
        try:
            p.seed = int(seed)
            if not 0 <= p.seed < 2**31:
                raise ValueError
        except ValueError:
            p.seed = None
            p.problems.append(
                f"The seed {seed!r} is not a whole number, so a random deal was dealt.")
    level = one("level")
    if level is not None:
        if level in LEVELS:
            p.level = level
        else:
            p.problems.append(f"There is no level {level!r}; use gentle, normal, sharp or expert.")
    rules = one("rules")
    if rules is not None:
        if rules in ("traditional", "simple"):
            p.rules = rules
        else:
            p.problems.append(f"There are no rules called {rules!r}; use traditional or simple.")
    pos = one("position")
    if pos is not None:
        p.position = pos
    for key in ("auto_out", "show_scores"):
        raw = one(key)
        if raw is not None:
            flag = _flag(raw)
            if flag is None:
                p.problems.append(f"{key}={raw} is not understood; use 0 or 1.")
            else:
                p.options[key] = flag
    target = one("target")
    if target is not None:
        if target in ("7", "8"):
            p.options["target"] = int(target)
        else:
            p.problems.append(f"target={target} is not understood; use 7 or 8.")
    pause = one("pause")
    if pause is not None:
        try:
            p.pause_ms = max(0, min(int(pause), 5000))
        except ValueError:
            p.problems.append(f"pause={pause} is not a number of milliseconds.")
    four = one("four")
    if four is not None:
        p.four_colour = bool(_flag(four))
    return p
