"""The deal review's markup, read like a chess analysis board. Pure Python.

The decisions as a table in deal order (each row focusable, ``data-goto`` its decision;
forced moves and routine draws ``hidden`` until the player asks for all), the curve of
expected game points with axes, a legend and a point per decision (``data-goto`` too),
the deal's accuracy, the summary in words (``summary_lines``), and one trick of the walk
with who played each card. Which
decision is the current one is no part of this markup: the renderer marks it
(``aria-current``), so a click or a key never redraws the row that has focus.
The hooks (docs/ARCHITECTURE.md §6) are ``[data-decision]`` rows with
``data-cost``, ``data-choice``, ``data-best`` and ``data-mark``.
"""

from __future__ import annotations

from math import ceil, floor
from typing import TYPE_CHECKING

from game.review.scale import REACHED

from ..seats.layout import seated
from ..table.markup import display_order, esc, picture
from ..table.narrate import trick_played
from ..texts import (
    HUMAN,
    action_name,
    decimal,
    people_table,
    say,
    who,
    worded,
)

if TYPE_CHECKING:  # the review engine (and the Expert it runs) loads only when used
    from game.review.engine import Decision, Review, Verdict
    from game.review.record import DealRecord, TrickFrame

MARK_SYMBOL = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}  # as chess writes them


def lost(cost: float) -> str:
    """Expected game points lost, never negative: '0.73', and '0.00' for nothing."""
    return decimal(max(0.0, cost) if round(cost, 2) else 0.0, 2)


def mark_html(d: Decision) -> str:
    """The decision's mark as a symbol and a word ('?? Blunder'), or nothing."""
    mark = d.mark
    if mark is None:
        return ""
    return (f' <span class="review-mark mark-{mark}"><span aria-hidden="true">'
            f'{esc(MARK_SYMBOL[mark])}</span> {esc(say(f"review.mark.{mark}"))}</span>')


def accuracy_text(review: Review) -> str:
    accuracy = review.accuracy()
    if accuracy is None:
        return say("review.accuracy.none")
    return say("review.accuracy", accuracy=decimal(accuracy, 0))


def summary_lines(review: Review, record: DealRecord | None = None,
                  preset: str = "") -> list[str]:
    """The review's summary in words: the deal's result; the best result within reach with
    every card known (or that the deal gave the most it could), from the rows' all-known
    values; and what the choices cost from what the player could see: the rows' costs
    added up, the figure a reader gets from the table below (issue 57), said as such and
    never as a share of the gap (each row is priced from its own position, so the sum can
    pass it: game.review.decisions.Verdict). ``record`` (the deal reviewed) gives its
    table's wording (at three it names who won); without it, ``preset``'s."""
    if not review.decisions:
        return [say("review.forced")]
    v = review.verdict()
    preset = record.rules.preset if record is not None else preset
    lines = [_result_line(v, record)]
    if v.reached:
        lines.append(say("review.best.most" if v.result > 0 else "review.best.kept"))
    else:
        lines.append(say("review.best.gap", best=_signed(v.reachable), result=_signed(v.result),
                         gap=decimal(v.gap, 1)))
    b = v.biggest
    if b is None:  # no row shows a cost
        lines.append(say("review.verdict.none") if v.reached
                     else worded("review.split.none", preset))
        return lines
    named = {"lost": decimal(v.lost, 2), "trick": b.trick, "choice": action_name(b.choice),
             "expert": action_name(b.expert)}
    lines.append(worded("review.risk", preset, **named) if v.reached
                 else say("review.split.cost", **named))
    return lines


def match_lines(review: Review) -> list[str]:
    """What the deal did to the match, in chances to win it (``#review-match``; nothing
    outside a match): before and after, and, as the summary does in game points, the best
    within reach and what the choices cost: the rows' match costs added up."""
    m = review.match_verdict()
    if m is None or not review.decisions:
        return []
    before, after, best = (round(100 * x) for x in (m.before, m.after, m.reachable))
    if m.after >= 1.0:
        lines = [say("review.match.won", before=before)]
    elif m.after <= 0.0:
        lines = [say("review.match.lost", before=before)]
    else:
        key = "rose" if after > before else "fell" if after < before else "same"
        lines = [say(f"review.match.{key}", before=before, after=after)]
    lost_points = round(100 * m.lost)
    if m.gap == 0.0:
        lines.append(say("review.match.best"))
    elif m.biggest is None or lost_points == 0:
        lines.append(say("review.match.gap.none", best=best))
    else:
        b = m.biggest
        lines.append(say("review.match.gap", best=best, lost=lost_points, trick=b.trick,
                         choice=action_name(b.choice), expert=action_name(b.expert)))
    return lines


def match_cost_text(d: Decision) -> str:
    """A decision's match cost as the table shows it: '−6% match', '0% match' ('' outside
    a match)."""
    cost = d.match_cost
    if cost is None:
        return ""
    points = round(100 * cost)
    return say("review.match.cost", n=f"−{points}" if points else "0")


def _result_line(v: Verdict, record: DealRecord | None) -> str:
    """'You won this deal (game points: +3).'; at three a loss says who won."""
    key = "win" if v.result > 0 else "loss" if v.result < 0 else "none"
    if record is None:  # no deal to name a winner from: the plain wording
        return worded(f"review.result.{key}", "", n=abs(v.result))
    oc = record.final().outcome
    assert oc is not None  # a record is a finished deal (checked when it is read)
    return worded(f"review.result.{key}", record.rules.preset, n=abs(v.result),
                  who=who(HUMAN if oc.winner is None else oc.winner, record.players))


def _signed(points: float) -> str:
    """A result in game points: '+3', '−1', '0', or '+2.4' for an estimate."""
    whole = round(points)
    if abs(points - whole) < REACHED:
        return "0" if whole == 0 else f"{whole:+d}".replace("-", "−")
    return decimal(points, 1, signed=True).replace("-", "−")


def _known_cell(d: Decision) -> str:
    """The all-known column: the points lost with every card known, and "bad luck" when
    the choice was as good as the Expert's from what could be seen (not the player's
    mistake: the hidden cards made another action better)."""
    if not d.unlucky:
        return f"<td>{lost(d.cost_known)}</td>"
    return (f'<td class="review-luck">{lost(d.cost_known)} '
            f'<span class="review-luck-word">{esc(say("review.luck"))}</span></td>')


def review_table_html(review: Review, show_all: bool) -> str:
    """The player's decisions in deal order: the choice (with its mark), the Expert's, the
    points it lost (sampled from what the player could see) and with every card known.
    A routine decision (no real choice) is ``hidden`` unless ``show_all``."""
    in_match = review.match is not None
    cols = "".join(f'<th scope="col">{esc(say(k))}</th>' for k in (
        "review.col.trick", "review.col.choice", "review.col.expert", "review.col.cost",
        "review.col.known"))
    rows = []
    for d in review.decisions:
        mark = f' data-mark="{d.mark}"' if d.mark else ""
        hidden = " hidden" if d.routine and not show_all else ""
        routine = ' data-routine="1"' if d.routine else ""
        m = d.match_cost
        # a hook (docs/ARCHITECTURE.md §6)
        match_attr = "" if m is None else f' data-match-cost="{round(m, 4)}"'
        match_cell = "" if m is None else (
            f'<span class="review-match-cost">{esc(match_cost_text(d))}</span>')
        rows.append(
            f'<tr data-decision="{d.number}" data-cost="{round(max(0.0, d.cost), 4)}" '
            f'data-choice="{esc(d.choice)}" data-best="{esc(d.expert)}"{mark}{match_attr}'
            f' data-goto="{d.number}" data-trick="{d.trick}" tabindex="0"{routine}{hidden}>'
            f'<td>{d.trick}</td><th scope="row">{esc(action_name(d.choice))}{mark_html(d)}</th>'
            f'<td>{esc(action_name(d.expert))}</td>'
            f'<td><span class="review-cost">{lost(d.cost)}</span>{match_cell}</td>'
            f'{_known_cell(d)}</tr>')
    caption = say("review.caption.match" if in_match else "review.caption")
    return (f'<table class="stats-table review-table"><caption>{esc(caption)}'
            f'</caption><thead><tr>{cols}</tr></thead><tbody>{"".join(rows)}</tbody></table>')


# the chart's frame (viewBox units): the plot lies inside the margins
WIDTH, HEIGHT, LEFT, RIGHT, TOP, BOTTOM = 320, 150, 30, 8, 8, 22


def _x_places(decisions: tuple[Decision, ...]) -> list[float]:
    """Each decision's place on the trick axis: trick n spans [n - 1, n]; the decisions of
    one trick (a draw, then a card) share it evenly."""
    places = []
    for d in decisions:
        same = [e.number for e in decisions if e.trick == d.trick]
        k = same.index(d.number)
        places.append(d.trick - 1 + (k + 1) / (len(same) + 1))
    return places


def review_chart_svg(review: Review, tricks: int) -> str:
    """Expected game points through the deal (SVG drawn here, classes only: the page's
    policy allows no inline style): the x axis the tricks 1..``tricks``, the y axis game
    points with a tick per whole point, three lines (what the best choice offered, the
    player's choice, the player's choice with every card known), a legend naming them, and
    a point per decision, focusable, that jumps to it (``data-goto``)."""
    points = review.curve()
    if not points:
        return ""
    decisions = review.decisions
    tricks = max([tricks] + [d.trick for d in decisions])
    values = [v for p in points for v in (p.best, p.chosen, p.known)]
    lo, hi = min(floor(min(values)), -1), max(ceil(max(values)), 1)
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(t: float) -> float:
        return round(LEFT + t / tricks * plot_w, 1)

    def y(v: float) -> float:
        return round(TOP + (hi - v) / (hi - lo) * plot_h, 1)

    places = _x_places(decisions)
    parts = []
    for v in range(lo, hi + 1):  # a labelled tick and a grid line per whole game point
        cls = "axis-zero" if v == 0 else "grid"
        parts.append(f'<line class="{cls}" x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{y(v)}" '
                     f'y2="{y(v)}"></line><text class="tick tick-y" x="{LEFT - 4}" '
                     f'y="{y(v) + 3.5}">{"+" if v > 0 else ""}{v}</text>')
    for t in range(1, tricks + 1):  # the trick numbers under their slots
        parts.append(f'<text class="tick tick-x" x="{x(t - 0.5)}" '
                     f'y="{HEIGHT - BOTTOM + 12}">{t}</text>')
    parts.append(f'<line class="axis" x1="{LEFT}" x2="{LEFT}" y1="{TOP}" '
                 f'y2="{HEIGHT - BOTTOM}"></line><line class="axis" x1="{LEFT}" '
                 f'x2="{WIDTH - RIGHT}" y1="{HEIGHT - BOTTOM}" y2="{HEIGHT - BOTTOM}"></line>')
    parts.append(f'<text class="axis-name" x="{WIDTH - RIGHT}" y="{HEIGHT - 1}">'
                 f'{esc(say("review.chart.x"))}</text>')
    for cls, vals in (("curve-known", [p.known for p in points]),
                      ("curve-best", [p.best for p in points]),
                      ("curve-chosen", [p.chosen for p in points])):
        xy = " ".join(f"{x(t)},{y(v)}" for t, v in zip(places, vals, strict=True))
        parts.append(f'<polyline class="{cls}" points="{xy}"></polyline>')
    for d, place, p in zip(decisions, places, points, strict=True):
        label = say("review.chart.point", trick=d.trick, choice=action_name(d.choice),
                    lost=lost(d.cost))
        cls = f"point mark-{d.mark}" if d.mark else "point"
        if d.routine:
            cls += " routine"
        parts.append(f'<circle class="{cls}" cx="{x(place)}" cy="{y(p.chosen)}" r="4" '
                     f'tabindex="0" role="button" data-goto="{d.number}" '
                     f'aria-label="{esc(label)}"><title>{esc(label)}</title></circle>')
    label = say("review.chart.label", n=len(points))
    legend = "".join(
        f'<li><span class="swatch swatch-{key}" aria-hidden="true"></span>'
        f'{esc(say(f"review.legend.{key}"))}</li>' for key in ("best", "chosen", "known"))
    return (f'<p class="review-axis-y">{esc(say("review.chart.y"))}</p>'
            f'<svg class="stats-chart review-chart" viewBox="0 0 {WIDTH} {HEIGHT}" '
            f'role="group" aria-label="{esc(label)}">{"".join(parts)}</svg>'
            f'<ul class="review-legend">{legend}</ul>')


def named_trick_html(leader: int, winner: int, played: tuple[str, ...], players: int,
                     four: bool) -> str:
    """A trick's cards in play order, each over its player's name, the winner's marked
    (the review's trick walk; table/markup.py draws the table's last trick alike)."""
    won = (winner - leader) % players  # the winner's card, in play order
    return "".join(
        f'<figure class="help-card review-play">'
        f'{picture(c, four, "card winner" if i == won else "card")}'
        f'<figcaption>{esc(who((leader + i) % players, players))}</figcaption></figure>'
        for i, c in enumerate(played))


def _try_again(d: Decision) -> str:
    """The button that starts practice from just before decision ``d`` (``data-replay``)."""
    label = say("review.try_again.label", trick=d.trick, choice=action_name(d.choice))
    return (f' <button type="button" class="btn btn-small btn-quiet" data-replay="{d.number}" '
            f'aria-label="{esc(label)}">{esc(say("review.try_again"))}</button>')


def _trick_note(d: Decision) -> str:
    """A decision in the trick walk: the choice, the Expert's, what it lost; or, for a
    choice as good as the Expert's that the hidden cards beat, that it was bad luck."""
    if d.unlucky:
        return say("review.trick.luck", choice=action_name(d.choice),
                   best=action_name(d.known_best))
    if d.match_cost is not None:
        return say("review.trick.decision.match", choice=action_name(d.choice),
                   expert=action_name(d.expert), cost=lost(d.cost), match=match_cost_text(d))
    return say("review.trick.decision", choice=action_name(d.choice),
               expert=action_name(d.expert), cost=lost(d.cost))


def review_trick_html(frame: TrickFrame, decisions: list[Decision], four: bool,
                      replay: bool = False) -> str:
    """One trick of a finished deal: every hand at its lead, face up, the trick with each
    card under its player's name and the winner marked, and the player's decisions in it
    (from the review, once computed), each real one with "Try again from here" while
    ``replay`` (the deal just finished is on the table)."""
    def row(label: str, codes: tuple[str, ...]) -> str:
        shown = display_order(codes, frame.trump)
        return (f'<p class="review-hand-label">{esc(label)}</p>'
                f'<div class="help-cards">{"".join(picture(c, four) for c in shown)}</div>')

    players = len(frame.hands)
    trick = named_trick_html(frame.leader, frame.winner, frame.cards, players, four)
    said_ = trick_played(frame.leader, frame.winner, players)
    notes = "".join(
        f'<li>{esc(_trick_note(d))}{_try_again(d) if replay and not d.routine else ""}</li>'
        for d in decisions)
    if people_table():  # a people's match: every seat by its name
        hands = "".join(row(say("review.trick.named", who=who(seat, players)), frame.hands[seat])
                        for seat in range(players))
    else:
        hands = row(say("review.trick.yours"), frame.hands[0]) + "".join(
            row(say(seated(players).words("cards", seat)), frame.hands[seat])
            for seat in range(1, players))
    stock = "" if frame.stock is None else f' {esc(say("review.trick.stock", n=frame.stock))}'
    return (hands + f'<div class="help-cards review-trick-cards">{trick}</div>'
            + f'<p>{esc(said_)}{stock}</p>'
            + (f'<ul class="review-notes">{notes}</ul>' if notes else ""))
