"""The arena's report as text: the figures of two players (from A's side) or three
(for each player), the think-time lines both end with, and the interim lines of
``--progress``. docs/BENCHMARKS.md quotes these lines: keep their layout."""

from __future__ import annotations

from collections.abc import Sequence

from .arena import Game, Timings
from .stats import Stats, Stats3, compute_stats, compute_stats3, percentile


def think_time(label: str, times: list[float], decimals: int) -> str:
    return (f"think time {label}: median {1000 * percentile(times, 50):.{decimals}f} ms, "
            f"p95 {1000 * percentile(times, 95):.{decimals}f} ms over {len(times)} decisions")


def report(a: str, b: str, st: Stats, timings: Timings, rules: str, seed: int) -> str:
    lines = [
        f"arena {a} vs {b}: {st.pairs} deal pairs ({2 * st.pairs} deals), "
        f"rules {rules}, seed {seed}",
        f"net game points per deal for {a}: {st.net_per_deal:+.3f} "
        f"(95% CI {st.net_per_deal - st.ci95:+.3f} .. {st.net_per_deal + st.ci95:+.3f})",
        f"game-point share of {a}: {100 * st.share:.1f}% "
        f"(95% CI {100 * (st.share - st.share_ci95):.1f}% .. "
        f"{100 * (st.share + st.share_ci95):.1f}%)",
        f"deal win rate of {a}: {100 * st.deal_win_rate:.1f}%",
        f"match (to 7) win rate of {a}: {100 * st.match_win_rate:.1f}% "
        f"over {st.matches} matches chained from the deals",
    ]
    lines += [think_time(name, ts, 1) for name, ts in zip((a, b), timings.by_player)]
    return "\n".join(lines)


def report3(names: Sequence[str], st: Stats3, timings: Timings, seed: int) -> str:
    lines = [f"arena (three players) {' / '.join(names)}: {st.deals} deals x 3 seat "
             f"rotations ({st.games} games), seed {seed}"]
    for p, (name, ps) in enumerate(zip(names, st.players)):
        lines.append(
            f"player {p + 1} {name}: share of game points {100 * ps.share:.1f}% "
            f"(95% CI {100 * (ps.share - ps.ci95):.1f} .. {100 * (ps.share + ps.ci95):.1f}), "
            f"{ps.game_points} game points, deal wins {ps.deal_wins} "
            f"({100 * ps.deal_wins / st.games:.1f}%), "
            f"match (to 7) wins {ps.match_wins} of {st.matches}")
    lines.append(f"replays (nobody reached 66): {st.replays} ({100 * st.replays / st.games:.1f}%), "
                 f"draws (shared top): {st.draws}")
    lines += [think_time(f"player {p + 1} {name}", ts, 2)
              for p, (name, ts) in enumerate(zip(names, timings.by_player))]
    return "\n".join(lines)


def final(names: Sequence[str], games: list[Game], timings: Timings, rules: str,
          seed: int) -> str:
    """The report at the end of a run, by the number of players."""
    if len(names) == 2:
        return report(names[0], names[1], compute_stats(games), timings, rules, seed)
    return report3(names, compute_stats3(games), timings, seed)


def interim(players: int, done: int, games: list[Game]) -> str:
    """The ``--progress`` line after ``done`` deals."""
    if players == 2:
        st = compute_stats(games)
        return (f"[{done} pairs] net {st.net_per_deal:+.3f} +- {st.ci95:.3f}, "
                f"share {100 * st.share:.1f}%")
    shares = ", ".join(f"{100 * p.share:.1f}% +- {100 * p.ci95:.1f}"
                       for p in compute_stats3(games).players)
    return f"[{done} deals] shares {shares}"


__all__ = ["final", "interim", "report", "report3", "think_time"]
