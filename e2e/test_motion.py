"""Cards move by Web Animations (assets/motion.js), and not at all under
``prefers-reduced-motion: reduce`` or ``?pause=0``.

A requestAnimationFrame loop in the page records every animation that
``document.getAnimations()`` reports on a ``[data-card]`` element, from just
before a click until the page waits for the human again.
"""

from __future__ import annotations

import pytest
from play_helpers import Mirror, settle

WATCH = """() => {
  window.__seen = new Map();
  const where = t => t.closest('#hand') ? 'hand' : t.closest('#table') ? 'table'
    : t.closest('#last-trick') ? 'last-trick' : t.closest('#opponent-hand') ? 'opponent'
    : 'other';
  const tick = () => {
    for (const a of document.getAnimations()) {
      const t = a.effect && a.effect.target;
      if (t && t.matches && t.matches('[data-card]')) {
        const key = t.dataset.card + ' ' + a.constructor.name + ' ' + where(t);
        window.__seen.set(key, {card: t.dataset.card, kind: a.constructor.name, where: where(t),
                                frames: a.effect.getKeyframes().map(k => k.transform)});
      }
    }
    window.__raf = requestAnimationFrame(tick);
  };
  tick();
}"""

CODES = "es => es.map(e => e.dataset.card)"
SEEN = "() => { cancelAnimationFrame(window.__raf); return Array.from(window.__seen.values()); }"


def on_table(mirror: Mirror) -> set[str]:
    """Every card played so far in this deal (won piles and the trick)."""
    v = mirror.state.view(0)
    return set(v.won[0]) | set(v.won[1]) | set(v.table)


def play_a_trick(page, mirror: Mirror) -> tuple[list[str], list[dict]]:
    """Play cards until a trick is complete; return the human's cards and what moved."""
    played = []
    page.evaluate(WATCH)
    tricks = mirror.state.view(0).ntricks
    while mirror.state.view(0).ntricks == tricks:
        card = next(a for a in mirror.state.legal_actions() if len(a) == 2)
        page.click(f"#hand button[data-card='{card}']")
        played.append(card)
        mirror.apply(card)
        mirror.advance()
        settle(page, mirror.step)
    return played, page.evaluate(SEEN)


def start(page, open_game, query: str, seed: int) -> Mirror:
    open_game(page, f"seed={seed}&level=gentle&{query}")
    mirror = Mirror.new(seed, "gentle")
    mirror.advance()
    settle(page, mirror.step)
    return mirror


@pytest.mark.parametrize("seed", [5, 9])  # the human leads the first trick
def test_played_drawn_and_computer_cards_move(page, open_game, seed):
    mirror = start(page, open_game, "pause=300", seed)
    assert page.locator("html").get_attribute("data-motion") == "on"
    assert mirror.state.to_move == 0 and not mirror.state.view(0).table
    before = set(mirror.state.hand(0))
    out_before = on_table(mirror)
    played, seen = play_a_trick(page, mirror)
    moves = [s for s in seen if s["kind"] == "Animation"]
    # Each card the human played glided to the trick (or straight on to the last trick).
    for card in played:
        assert any(s["card"] == card and s["where"] in ("table", "last-trick") for s in moves), seen
    # The computer's card came out of its hand.
    computer = on_table(mirror) - out_before - set(played)
    assert computer
    for card in computer:
        assert any(s["card"] == card for s in moves), seen
    # Every one of them moved by a transform that ends at rest, except the finished
    # trick, which slid from the table into its winner's pile.
    to_rest = [s for s in moves if s["frames"][-1] == "none"]
    swept = [s for s in moves if s["frames"][-1] != "none"]
    assert all(s["frames"][0].startswith("translate(") for s in to_rest), seen
    swept_cards = {s["card"] for s in swept}
    assert len(swept_cards) == 2 and set(played) <= swept_cards <= set(played) | computer, seen
    assert all(s["where"] == "table" and s["frames"][0] == "none"
               and s["frames"][-1].startswith("translate(") for s in swept), seen
    # The card drawn from the stock flew into the hand and is marked as new.
    drawn = set(mirror.state.hand(0)) - before
    assert len(drawn) == 1, "the seed must leave cards in the stock after one trick"
    (new,) = drawn
    assert any(s["card"] == new and s["where"] == "hand" for s in moves), seen
    fresh = page.locator("#hand [data-card].fresh").evaluate_all(CODES)
    assert fresh == [new]
    # When the animations are over, none is left running on a card.
    page.wait_for_function(
        "() => document.getAnimations().every(a => !(a.effect && a.effect.target"
        " && a.effect.target.matches('[data-card]')) || a.playState !== 'running')",
        timeout=5000)
    # The human's next play takes the mark off (a card drawn after it gets its own).
    if mirror.state.to_move == 0 and mirror.state.outcome is None:
        card = next(a for a in mirror.state.legal_actions() if len(a) == 2)
        page.click(f"#hand button[data-card='{card}']")
        mirror.apply(card)
        mirror.advance()
        settle(page, mirror.step)
        assert page.locator(f"#hand [data-card='{new}']").count() == 1
        assert page.locator(f"#hand [data-card='{new}'].fresh").count() == 0


def test_no_motion_at_pause_zero(page, open_game):
    mirror = start(page, open_game, "pause=0", 4)
    assert page.locator("html").get_attribute("data-motion") == "off"
    before = set(mirror.state.hand(0))
    played, seen = play_a_trick(page, mirror)
    assert played
    assert seen == []
    # The new card is still marked, without motion.
    drawn = set(mirror.state.hand(0)) - before
    fresh = page.locator("#hand .fresh").evaluate_all(CODES)
    assert set(fresh) == drawn and len(drawn) == 1


def test_no_motion_when_reduced_motion_is_asked(page, open_game):
    page.emulate_media(reduced_motion="reduce")
    mirror = start(page, open_game, "pause=300", 4)
    assert page.locator("html").get_attribute("data-motion") == "off"
    played, seen = play_a_trick(page, mirror)
    assert played
    assert seen == []
