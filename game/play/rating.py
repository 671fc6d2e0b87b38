"""The player's rating at each table: Glicko-2 against the computer levels' measured ratings.

Pure Python, no page. After every rated deal (a deal of the match, won or lost; never
practice, a replay, a puzzle, a link's deal or a deal in which the player took a hint:
the page decides what is rated) the player's rating at that table moves against the
level played, whose rating was measured in the arena (game.play.level_ratings).

Why Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013) and our own 60 lines
rather than a package: it keeps the rating's uncertainty (the rating deviation, RD), so
the page can say "provisional" while few deals are played, and it needs nothing served
to Pyodide beyond the game's own files. Each deal is one rating period (as most online
implementations do); the system constant tau is 0.5, the start 1500 with RD 350 and a
volatility of 0.03 (see START_VOLATILITY).

The levels were fitted on deal wins with the Bradley-Terry model at two players and
its generalisation to three (the chance to win the table is ``g_i / sum g``, with
``g = 10 ** (R / 400)``); ``expected`` is that same chance against ``opponents``
computers of one level, so the player's rating is on the levels' scale. With one
opponent the update is Glicko-2 exactly; with two, the deal's likelihood is still a
logistic in the player's rating, so the same step applies with its own expected score
(the derivation is in ``expected``'s docstring). A deal nobody won is not rated.

Stored data is untrusted: ``Ratings.from_dict`` refuses anything ``to_dict`` would not
write (RatingError, an UntrustedInput).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace

from ..engine.jsonvalue import JSONObject
from ..engine.untrusted import UntrustedInput, cut, is_int
from .level_ratings import LEVEL_RATINGS, RATED_PRESETS

SCALE = 400 / math.log(10)  # 173.7178: Glicko-2's scale, the Elo points of one logit
START = 1500.0
START_RD = 350.0
# Glickman suggests 0.06 for rating periods of 10 to 15 games; a period here is one deal,
# and 0.06 per deal would keep every rating's 95% margin near +/-120 however much is
# played. 0.03 settles it near +/-90 (tests/test_rating.py simulates it).
START_VOLATILITY = 0.03
TAU = 0.5
PROVISIONAL_RD = 110.0  # above this the rating is shown as provisional ("1500?")
KEEP_HISTORY = 200  # points of the chart kept per table
MAX_DEALS = 10**9
LOWEST, HIGHEST = 0.0, 4000.0  # a stored rating outside these is damaged
CONFIDENCE = 1.96  # the half-width of a 95% interval in standard deviations


class RatingError(UntrustedInput):
    """A stored rating record this module would not have written."""


@dataclass(frozen=True)
class Rating:
    """One table's rating: Glicko-2's rating, deviation and volatility, the rated deals,
    the peak (the highest rating once it was no longer provisional) and the chart."""

    rating: float = START
    rd: float = START_RD
    volatility: float = START_VOLATILITY
    deals: int = 0
    peak: float | None = None
    history: tuple[tuple[int, int], ...] = ()  # (rating, RD) after each deal, rounded

    @property
    def provisional(self) -> bool:
        return self.rd > PROVISIONAL_RD

    @property
    def interval(self) -> int:
        """The half-width of the rating's 95% interval, in rating points."""
        return round(CONFIDENCE * self.rd)


def level_rating(preset: str, level: str) -> tuple[float, float]:
    """A computer level's measured rating and RD at a table (KeyError: not rated)."""
    value, half_width = LEVEL_RATINGS[preset][level]
    return float(value), max(half_width / CONFIDENCE, 1.0)


def expected(rating: float, rd_against: float, against: float, opponents: int) -> float:
    """The player's chance to win a deal against ``opponents`` computers rated ``against``
    (with deviation ``rd_against``), on Glicko-2's scale.

    The levels' model gives the player ``1 / (1 + n * exp(-x))`` with ``x`` the rating
    difference in logits (Glicko's ``g`` shrinks ``x`` for the opponent's uncertainty).
    Its log-likelihood's slope in the player's rating is ``g * (s - E)`` and its
    information ``g**2 * E * (1 - E)``: Glicko-2's own formulas with this ``E``."""
    x = _g(rd_against / SCALE) * (rating - against) / SCALE
    return 1.0 / (1.0 + opponents * math.exp(-x))


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def update(r: Rating, games: list[tuple[float, float, int, float]]) -> Rating:
    """Glicko-2's step for one rating period: ``games`` are (opponents' rating, their RD,
    how many of them, the player's score 0..1). Returns the new rating (history, peak and
    deals are ``record``'s)."""
    mu, phi, sigma = (r.rating - START) / SCALE, r.rd / SCALE, r.volatility
    if not games:  # a period without games only widens the deviation
        return replace(r, rd=min(math.sqrt(phi * phi + sigma * sigma) * SCALE, START_RD))
    info = slope = 0.0
    for against, rd_against, opponents, score in games:
        g = _g(rd_against / SCALE)
        e = expected(r.rating, rd_against, against, opponents)
        info += g * g * e * (1.0 - e)
        slope += g * (score - e)
    v = 1.0 / info
    delta = v * slope
    sigma2 = _volatility(delta, phi, v, sigma)
    phi_star = math.sqrt(phi * phi + sigma2 * sigma2)
    phi2 = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    mu2 = mu + phi2 * phi2 * slope
    return replace(r, rating=START + SCALE * mu2, rd=min(SCALE * phi2, START_RD),
                   volatility=sigma2)


def _volatility(delta: float, phi: float, v: float, sigma: float) -> float:
    """Glicko-2's step 5: the new volatility (the Illinois algorithm, as the paper gives it)."""
    a = math.log(sigma * sigma)
    d2, p2 = delta * delta, phi * phi

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (d2 - p2 - v - ex) / (2 * (p2 + v + ex) ** 2) - (x - a) / (TAU * TAU)

    big_a = a
    if d2 > p2 + v:
        big_b = math.log(d2 - p2 - v)
    else:
        k = 1
        while f(a - k * TAU) < 0:
            k += 1
        big_b = a - k * TAU
    fa, fb = f(big_a), f(big_b)
    for _ in range(100):  # converges in a handful; the bound keeps bad input finite
        if abs(big_b - big_a) <= 1e-6:
            break
        c = big_a + (big_a - big_b) * fa / (fb - fa)
        fc = f(c)
        if fc * fb <= 0:
            big_a, fa = big_b, fb
        else:
            fa /= 2
        big_b, fb = c, fc
    return math.exp(big_a / 2)


def record(r: Rating, against: float, rd_against: float, opponents: int, score: float) -> Rating:
    """The rating after one more rated deal: the Glicko-2 step, the chart's new point, the
    peak once the rating is established."""
    new = update(r, [(against, rd_against, opponents, score)])
    point = (round(new.rating), round(new.rd))
    peak = r.peak
    if not new.provisional and (peak is None or new.rating > peak):
        peak = new.rating
    return replace(new, deals=min(r.deals + 1, MAX_DEALS), peak=peak,
                   history=(r.history + (point,))[-KEEP_HISTORY:])


def next_step(preset: str, rating: float, playing: str) -> tuple[str, int] | None:
    """The next level up the ladder for a player rated ``rating`` who plays the level
    ``playing``: the first level in ladder order (``LEVEL_RATINGS``' order, weakest first)
    rated above both the player and the level played, with its rating; None when there is
    none (the player plays the top level, or is rated above every level). A player whose
    rating fell below the level played is never pointed down the ladder (issue 57). The
    measured ratings climb the ladder (issue 40; tests/test_rating.py holds them to it),
    so that level is stronger than the player, the level played and every level before."""
    levels = LEVEL_RATINGS[preset]
    floor = max(rating, levels[playing][0])
    for level, (value, _) in levels.items():
        if value > floor:
            return level, value
    return None


@dataclass
class Ratings:
    """The player's rating at every rated table (a table not played yet is absent)."""

    tables: dict[str, Rating] = field(default_factory=dict)

    def at(self, preset: str) -> Rating:
        return self.tables.get(preset, Rating())

    def record_deal(self, preset: str, level: str, opponents: int, score: float) -> Rating:
        """A rated deal at ``preset`` against ``opponents`` computers of ``level``;
        ``score`` 1 for a win, 0 for a loss. KeyError for a table or level not rated."""
        against, rd_against = level_rating(preset, level)
        if score not in (0.0, 1.0) or opponents < 1:
            raise ValueError(f"a rated deal is won or lost, against one or more: "
                             f"{score}, {opponents}")
        self.tables[preset] = record(self.at(preset), against, rd_against, opponents, score)
        return self.tables[preset]

    def to_dict(self) -> JSONObject:
        return {"tables": {
            preset: {"rating": round(r.rating, 3), "rd": round(r.rd, 3),
                     "volatility": round(r.volatility, 6), "deals": r.deals,
                     "peak": None if r.peak is None else round(r.peak, 3),
                     "history": [list(p) for p in r.history]}
            for preset, r in sorted(self.tables.items())}}

    @classmethod
    def from_dict(cls, data: object) -> Ratings:
        if not isinstance(data, dict) or set(data) != {"tables"}:
            raise RatingError("the rating record is not this game's")
        tables = data["tables"]
        if not isinstance(tables, dict):
            raise RatingError("the rating record's tables are not a mapping")
        out = {}
        for preset, value in tables.items():
            if preset not in RATED_PRESETS:
                raise RatingError(f"no rated table is called {cut(preset)}")
            out[preset] = _rating_from(value)
        return cls(out)


FIELDS = {"rating", "rd", "volatility", "deals", "peak", "history"}


def _number(value: object, name: str, lo: float, hi: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) \
            or not math.isfinite(value) or not lo <= value <= hi:
        raise RatingError(f"a rating's {name} is out of range: {cut(value)}")
    return float(value)


def _rating_from(data: object) -> Rating:
    if not isinstance(data, dict) or set(data) != FIELDS:
        raise RatingError("a table's rating does not have this game's fields")
    deals = data["deals"]
    if not is_int(deals) or not 0 <= deals <= MAX_DEALS:
        raise RatingError(f"a rating's deal count is out of range: {cut(deals)}")
    history = data["history"]
    if not isinstance(history, list) or len(history) > KEEP_HISTORY:
        raise RatingError("a rating's chart is not a list of this game's length")
    points = []
    for p in history:
        if not (isinstance(p, list) and len(p) == 2 and all(is_int(x) for x in p)
                and LOWEST <= p[0] <= HIGHEST and 0 <= p[1] <= START_RD):
            raise RatingError(f"a point of a rating's chart is damaged: {cut(p)}")
        points.append((int(p[0]), int(p[1])))
    peak = data["peak"]
    r = Rating(rating=_number(data["rating"], "value", LOWEST, HIGHEST),
               rd=_number(data["rd"], "deviation", 0.0, START_RD),
               volatility=_number(data["volatility"], "volatility", 1e-9, 1.0),
               deals=int(deals),
               peak=None if peak is None else _number(peak, "peak", LOWEST, HIGHEST),
               history=tuple(points))
    _check_together(r)
    return r


def _check_together(r: Rating) -> None:
    """What ``record`` keeps true between a rating's fields (the stored numbers are rounded:
    the rating and RD to 3 places, the chart's points to whole numbers)."""
    def need(ok: bool, what: str) -> None:
        if not ok:
            raise RatingError(f"a table's rating does not add up: {what}")

    # a table is stored once a deal was rated there, and each deal adds a point to the chart
    need(r.deals >= 1, "no rated deal")
    need(len(r.history) == min(r.deals, KEEP_HISTORY), "its chart does not hold its deals")
    last_rating, last_rd = r.history[-1]
    need(abs(last_rating - r.rating) <= 1 and abs(last_rd - r.rd) <= 1,
         "its chart does not end at the rating")
    # Glicko-2's step never leaves less deviation than the volatility does (step 6-7: the
    # new phi is at least 1 / sqrt(1 / sigma^2 + 1 / v), and 1 / v is at most 1 / 4)
    need(r.rd >= SCALE / math.sqrt(1 / r.volatility ** 2 + 0.25) - 0.01,
         "a deviation below what its volatility leaves")
    # the peak is the highest rating while the rating was established (RD at most 110)
    if r.rd < PROVISIONAL_RD - 0.001:
        need(r.peak is not None and r.peak >= r.rating, "an established rating above its peak")
    established = [x for x, d in r.history if d < PROVISIONAL_RD]  # (rounded: surely so)
    if established:
        need(r.peak is not None and r.peak >= max(established) - 0.5,
             "its chart passes its peak")
    if r.peak is not None and r.deals <= KEEP_HISTORY:  # the whole chart is there
        could = [x for x, d in r.history if d <= PROVISIONAL_RD]
        need(bool(could) and r.peak <= max(could) + 0.5, "a peak its chart never reached")


MAX_CHARS = 32768  # a stored record larger than this is refused before parsing
