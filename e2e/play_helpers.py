"""Shared helpers for the e2e tests: a CPython mirror of the page's match,
positions built from a few cards, and waiting for the page to settle.

The page counts every action it applies in ``<html data-step>`` (the human's
moves, the automatic draws, the computer's moves) and sets ``data-turn`` to
``you``, ``computer`` or ``over``. The mirror applies the same actions to the
engine in CPython, so a test knows the exact step to wait for and can compare
the scoreboard with the engine's numbers.
"""

from __future__ import annotations

from game import ai, encode_position, from_position
from game.play.match import Match

SUITS = "CDHS"
RANKS = "ATKQJ9"
ALL = [r + s for s in SUITS for r in RANKS]


class Mirror:
    def __init__(self, match: Match, level: str) -> None:
        self.match = match
        self.level = level
        self.step = 0

    @classmethod
    def new(cls, seed: int, level: str, rules: str = "traditional", **options) -> "Mirror":
        return cls(Match.new(seed, rules, **options), level)

    @classmethod
    def at(cls, position: dict, level: str, seed: int = 1) -> "Mirror":
        state = from_position(position)
        return cls(Match(rules=state.rules, seed=seed, state=state), level)

    @property
    def state(self):
        return self.match.state

    def apply(self, action: str) -> None:
        self.match.apply(action)
        self.step += 1

    def advance(self) -> None:
        """What the page does by itself: computer moves and the human's draws."""
        while True:
            st = self.state
            if st.outcome is not None:
                return
            if st.to_move not in (0, None):  # a computer seat (1, or 1 and 2)
                seed = self.match.seed * 7919 + self.step
                self.apply(ai.choose(st, self.level, seed=seed))
            elif st.stage == "before_draw":
                self.apply("draw")
            else:
                return


def settle(page, step: int, timeout: float = 30_000) -> None:
    """Wait until the page has applied ``step`` actions and waits for the human. On the
    way, where the page waits for the draw decision (Draw or Close stock after a trick the
    human won), press Draw: the mirror's ``advance`` drew there too."""
    while True:
        page.wait_for_function(
            """s => { const d = document.documentElement.dataset;
                      return (d.step === String(s) && (d.turn === 'you' || d.turn === 'over'))
                             || (d.phase === 'drawing' && Number(d.step) < s); }""",
            arg=step,
            timeout=timeout,
        )
        at = int(page.locator("html").get_attribute("data-step"))
        if at == step:
            return
        page.click("#draw")
        page.wait_for_function("s => document.documentElement.dataset.step !== String(s)",
                               arg=at, timeout=timeout)


def check_board(page, mirror: Mirror) -> None:
    """The scoreboard and the hand on the page equal the engine's."""
    st = mirror.state
    v = st.view(0)
    assert page.locator("#score-you").inner_text() == str(v.points[0])
    assert page.locator("#score-opp").inner_text() == str(v.points[1])
    assert page.locator("#match-you").inner_text() == str(mirror.match.scores[0])
    assert page.locator("#match-opp").inner_text() == str(mirror.match.scores[1])
    assert page.locator("#stock-count").inner_text().split()[0] == str(v.stock_size)
    shown = sorted(page.locator("#hand button[data-card]").evaluate_all(
        "bs => bs.map(b => b.dataset.card)"))
    assert shown == sorted(v.hand)
    assert page.locator("#opponent-hand .card").count() == v.opponent_hand_size
    enabled = sorted(page.locator("#hand button[data-card]:not([disabled])").evaluate_all(
        "bs => bs.map(b => b.dataset.card)"))
    if st.outcome is None:
        assert enabled == sorted(a for a in v.legal if len(a) == 2)
    else:
        assert enabled == []


def play(page, mirror: Mirror, action: str) -> None:
    """Click the card or button for ``action`` and mirror it."""
    if len(action) == 2:
        page.click(f"#hand button[data-card='{action}']")
    else:
        page.click({"exchange": "#exchange-trump", "out": "#go-out",
                    "pass": "#pass-exchange"}[action])
    mirror.apply(action)
    mirror.advance()
    settle(page, mirror.step)


def first_card(state) -> str:
    return next(a for a in state.legal_actions() if len(a) == 2)


def play_deal(page, mirror: Mirror, pick=first_card) -> None:
    """Play the current deal to its end through clicks, checking every step."""
    mirror.advance()
    settle(page, mirror.step)
    while mirror.state.outcome is None:
        check_board(page, mirror)
        play(page, mirror, pick(mirror.state))
    check_board(page, mirror)


def position(hands, trump: str, won=((), ()), stock=None, leader: int = 0, dealer: int = 1,
             table=(), marriages=((), ()), closed_by=None, options=None,
             rules: str = "traditional", **extra) -> dict:
    """A valid position from the interesting cards; the rest fills the stock."""
    used = set(hands[0]) | set(hands[1]) | set(won[0]) | set(won[1]) | set(table) | {trump}
    if stock is None:
        stock = [c for c in ALL if c not in used]
    pos = {"rules": rules, "options": dict(options or {}), "trump": trump,
           "stock": list(stock), "hands": [list(hands[0]), list(hands[1])],
           "won": [list(won[0]), list(won[1])], "marriages": [list(m) for m in marriages],
           "leader": leader, "dealer": dealer, "table": list(table), "closed_by": closed_by,
           **extra}
    from_position(pos)  # fail early, in the test, on a bad position
    return pos


def query(pos: dict, **params) -> str:
    parts = [f"position={encode_position(pos)}"]
    parts += [f"{k}={v}" for k, v in params.items()]
    return "&".join(parts)


def saved_at_five_three(context, pos: dict) -> Mirror:
    """A stored match at 5-3, as three earlier deals made it (a save must add up), whose
    fourth deal is ``pos``: the page resumes it on its next load. Its CPython mirror."""
    import json

    from game.play.match import DealResult

    mirror = Mirror.at(pos, "normal")
    mirror.match.history = [DealResult(1, 0, 3, "went_out", (70, 0)),
                            DealResult(2, 0, 2, "went_out", (80, 20)),
                            DealResult(3, 1, 3, "went_out", (0, 66))]
    mirror.match.scores = [5, 3]
    mirror.match.deal_number = 4
    saved = {"version": 1, "match": mirror.match.to_dict(), "level": "normal",
             "origin": "", "log": [], "step": 0}
    context.add_init_script(
        f"localStorage.setItem('sixtysix.match', {json.dumps(json.dumps(saved))});")
    return mirror


def box_of(page, selector: str) -> dict:
    """Where ``selector`` lies on the page (it must be laid out)."""
    box = page.locator(selector).bounding_box()
    assert box is not None, selector
    return box


def overlap(a: dict, b: dict) -> bool:
    """Whether two bounding boxes share any area."""
    return (a["x"] < b["x"] + b["width"] and b["x"] < a["x"] + a["width"]
            and a["y"] < b["y"] + b["height"] and b["y"] < a["y"] + a["height"])
