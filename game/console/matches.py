"""The match arena (issue 44, point 6): whole matches to the target, each played once per
rotation of the seats on the same deals, and the share of matches each player wins.

``python -m game arena A B --matches N --seed S [--rules R] [--target 8]``
``python -m game arena A B C --rules three --matches N --seed S``
``... --matches N --start K --out part.json``, then ``python -m game arena A B --merge
part1.json part2.json ...``: a long series played in parts, reported as one run (every
match depends only on its number and the seed, so the parts are the one run's games).

Match ``m`` has the match seed ``arena.deal_seed(seed, m)`` and first dealer
``m % players``; it is played as the page plays one (game.play.match.Match: deal ``j``
shuffled with ``match.deal_seed(match seed, j)``, the next dealer by
``Rules.next_dealer``) until a player reaches the target. In rotation ``r`` player ``k``
sits in seat ``(k + r) % n``, so with two players A and B swap seats over the same
deal seeds (the dealers then follow each match's own results). Decision seeds are the
arena's: the deal's seed times 64 plus the move number, plus a step per player.

The unit of the 95% interval is the set of a match's rotations: its value for a player
is the share of those matches the player won (normal approximation over the sets).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypedDict

from ..engine.rules import Rules, make_rules
from ..play.match import Match
from ..play.match import deal_seed as match_deal_seed
from .arena import Timings, deal_seed, offset, play_all
from .players import Chooser
from .report import think_time
from .stats import mean_ci, ratio_ci

# One deal of a match: its shuffle seed, the dealer's seat, the winner's seat (None:
# no result) and the game points won.
DealLine = tuple[int, int, "int | None", int]


@dataclass(frozen=True)
class MatchGame:
    """One played match, by PLAYER (not seat), and its deals by seat."""

    match: int
    rotation: int  # player k sat in seat (k + rotation) % n
    winner: int  # a player
    scores: tuple[int, ...]  # game points by player
    deals: tuple[DealLine, ...]


def play_match(seated: Sequence[Chooser], match_seed: int, first_dealer: int, rules: Rules,
               times: Sequence[list[float]]) -> tuple[Match, list[DealLine]]:
    """One match to the target; seated[p] sits in seat p, times[p] gets its think times.
    The finished match, and its deals as they were dealt."""
    mt = Match.new(match_seed, rules, first_dealer=first_dealer)
    deals: list[DealLine] = []
    while True:
        s = mt.state
        ds = match_deal_seed(match_seed, mt.deal_number)
        k = 0
        while s.outcome is None:
            p = s.to_move
            assert p is not None  # the deal is not over
            t0 = time.process_time()
            action = seated[p](s, ds * 64 + k)
            times[p].append(time.process_time() - t0)
            s = mt.apply(action)
            k += 1
        deals.append((ds, s.dealer, s.outcome.winner, s.outcome.game_points))
        if mt.is_over:
            return mt, deals
        mt.next_deal()


def play_match_set(players: Sequence[Chooser], m: int, seed: int, rules: Rules,
                   timings: Timings) -> list[MatchGame]:
    """Match ``m`` once per rotation of the seats (see the module's docstring)."""
    n = len(players)
    ms = deal_seed(seed, m)
    own = [offset(c, k) for k, c in enumerate(players)]
    out = []
    for r in range(n):
        player_at = [(seat - r) % n for seat in range(n)]
        mt, deals = play_match([own[k] for k in player_at], ms, m % n, rules,
                               [timings.by_player[k] for k in player_at])
        winner = mt.winner
        assert winner is not None  # play_match returns a finished match
        scores = tuple(mt.scores[(k + r) % n] for k in range(n))
        out.append(MatchGame(m, r, player_at[winner], scores, tuple(deals)))
    return out


def run_matches(names: Sequence[str], matches: int, seed: int, rules: str | Rules,
                progress: Callable[[int, list[MatchGame]], None] | None = None,
                jobs: int = 1, first: int = 0) -> tuple[list[MatchGame], Timings]:
    """Matches ``first .. first + matches - 1``, each once per seat rotation; ``jobs``
    processes play the same matches as one."""
    r = make_rules(rules)
    if not r.has_match:
        raise ValueError(f"the {r.preset} rules play no match")
    return play_all(play_match_set, names, matches, seed, r, progress, jobs, first)


# -- a run's games on disk, and runs merged (a long series played over several sittings) --
RECORD_FORMAT = 1


# One match as a run's record keeps it: [match, rotation, winner, scores, deals] (MatchGame's
# fields; written as a tuple, read back from a file as a list: both unpack alike).
MatchRow = tuple[int, int, int, list[int], list[DealLine]]


class MatchRecord(TypedDict):
    """A run's matches as ``--out`` writes them (RECORD_FORMAT)."""

    format: int
    players: list[str]
    rules: str
    target: int
    seed: int
    games: list[MatchRow]


def match_record(names: Sequence[str], games: Sequence[MatchGame], rules: Rules,
                 seed: int) -> MatchRecord:
    """What ``--out`` writes: the players, the table and seed, and every match played."""
    return {"format": RECORD_FORMAT, "players": list(names), "rules": rules.preset,
            "target": rules.target, "seed": seed,
            "games": [(g.match, g.rotation, g.winner, list(g.scores),
                       list(g.deals)) for g in games]}


def merge_records(records: Sequence[MatchRecord]
                  ) -> tuple[list[str], Rules, int, list[MatchGame]]:
    """The games of several runs of the same players, table, target and seed, as one run;
    a match played in two of them is refused (it would count twice)."""
    if not records:
        raise ValueError("nothing to merge")
    head = records[0]
    if head.get("format") != RECORD_FORMAT:
        raise ValueError(f"a run of another format than {RECORD_FORMAT} does not merge")
    key = ("format", "players", "rules", "target", "seed")
    games: list[MatchGame] = []
    seen: set[tuple[int, int]] = set()
    for rec in records:  # every run as the first, and the first in today's format
        if any(rec.get(k) != head.get(k) for k in key):
            raise ValueError("runs of other players, tables, targets, seeds or formats "
                             "do not merge")
        for m, r, winner, scores, deals in rec["games"]:
            if (m, r) in seen:
                raise ValueError(f"match {m} (rotation {r}) is in two of the runs")
            seen.add((m, r))
            games.append(MatchGame(m, r, winner, tuple(scores),
                                   tuple((a, b, c, d) for a, b, c, d in deals)))
    games.sort(key=lambda g: (g.match, g.rotation))
    rules = make_rules(head["rules"], target=head["target"])
    return list(head["players"]), rules, head["seed"], games


@dataclass(frozen=True)
class MatchShare:
    """One player's figures over the matches."""

    wins: int
    share: float  # of the matches played
    ci95: float  # half-width, over the sets of rotations
    points_share: float  # of all game points won in the matches
    points_ci95: float


def match_shares(games: Sequence[MatchGame], players: int) -> list[MatchShare]:
    """Each player's match-win share and game-point share with their 95% intervals."""
    sets: dict[int, list[MatchGame]] = {}
    for g in games:
        sets.setdefault(g.match, []).append(g)
    out = []
    for p in range(players):
        wins = [sum(g.winner == p for g in s) / len(s) for s in sets.values()]
        share, ci = mean_ci(wins)
        points = [float(sum(g.scores[p] for g in s)) for s in sets.values()]
        totals = [float(sum(sum(g.scores) for g in s)) for s in sets.values()]
        pshare, pci = ratio_ci(points, totals)
        out.append(MatchShare(sum(g.winner == p for g in games), share, ci, pshare, pci))
    return out


def match_report(names: Sequence[str], games: Sequence[MatchGame], timings: Timings | None,
                 rules: Rules, seed: int) -> str:
    n = len(names)
    sets = len({g.match for g in games})
    deals = sum(len(g.deals) for g in games)
    lines = [f"match arena {' vs '.join(names)}: {sets} matches x {n} seat rotations "
             f"({len(games)} matches to {rules.target}, {deals} deals), "
             f"rules {rules.preset}, seed {seed}"]
    for name, ms in zip(names, match_shares(games, n)):
        lines.append(
            f"match-win share of {name}: {100 * ms.share:.1f}% (95% CI "
            f"{100 * (ms.share - ms.ci95):.1f}% .. {100 * (ms.share + ms.ci95):.1f}%), "
            f"{ms.wins} of {len(games)} matches; game points {100 * ms.points_share:.1f}% "
            f"(95% CI {100 * (ms.points_share - ms.points_ci95):.1f}% .. "
            f"{100 * (ms.points_share + ms.points_ci95):.1f}%)")
    if timings is None:
        lines.append("think time: merged runs (each run's own report gives its times)")
    else:
        lines += [think_time(name, ts, 1) for name, ts in zip(names, timings.by_player)]
    return "\n".join(lines)


__all__ = ["MatchGame", "MatchShare", "match_record", "match_report", "match_shares",
           "merge_records", "play_match", "play_match_set", "run_matches"]
