"""Undo in practice: it takes back the player's last decision and all that followed it
(the computer's reply, the draws), as often as wanted, by button and key; the match
itself never takes anything back, and the page says why when asked."""

from __future__ import annotations

from game.play.store import KEYS, MemoryBackend
from game.words import Words

from .webharness import Page


def practising(query: str = "?seed=8&pause=0&level=sharp") -> Page:
    page = Page(query, backend=MemoryBackend()).start()
    page.play_out_deal()
    page.do("replay")
    assert page.session.practice and page.ctl.phase == "you"
    return page


def snapshot(page: Page) -> tuple:
    st = page.session.state
    return (tuple(page.hand()), st.view(0).table, st.to_move, page.session.step,
            tuple(page.session.actions), st.view(0).points)


def test_undo_takes_back_the_last_card_and_what_followed_as_often_as_wanted() -> None:
    page = practising()
    undo = page.button("undo")
    assert not undo.hidden and undo.disabled  # nothing played yet
    seen = [snapshot(page)]
    for _ in range(3):
        page.click_card(page.enabled_cards()[0])
        seen.append(snapshot(page))
    assert not undo.disabled
    for before in reversed(seen[:-1]):
        page.do("undo")
        assert snapshot(page) == before  # the hand, the trick, the turn as they were
        assert page.session.practice and page.ctl.phase == "you"
    assert undo.disabled
    page.do("undo")  # at the practice's start: nothing happens but a word
    assert snapshot(page) == seen[0]
    assert page.text("message") == Words().say("msg.undo.nothing")


def test_after_an_undo_the_deal_plays_on_and_can_end_differently() -> None:
    page = practising()
    first = page.enabled_cards()
    page.click_card(first[0])
    page.do("undo")
    other = [c for c in page.enabled_cards() if c != first[0]]
    page.click_card(other[0])  # another card this time
    assert other[0] in page.session.actions and first[0] not in page.session.actions
    page.play_out_deal()
    assert page.session.deal_over and page.session.practice
    page.do("undo")  # even a finished practice deal takes its last decision back
    assert not page.session.deal_over and page.ctl.phase in ("you", "drawing")


def test_the_key_u_undoes_in_practice() -> None:
    page = practising()
    before = snapshot(page)
    page.click_card(page.enabled_cards()[0])
    page.key("u")
    assert snapshot(page) == before


def test_the_match_never_takes_back_and_says_why() -> None:
    backend = MemoryBackend()
    page = Page("?seed=8&pause=0&level=sharp", backend=backend).start()
    assert page.button("undo").hidden
    page.click_card(page.enabled_cards()[0])
    before, saved = snapshot(page), backend.data[KEYS["match"]]
    page.key("u")
    page.do("undo")
    assert snapshot(page) == before and backend.data[KEYS["match"]] == saved
    assert page.text("message") == Words().say("msg.undo.practice_only")


def test_undo_goes_back_past_a_draw_with_nothing_to_decide() -> None:
    """A trick won with the stock open is followed by a draw the table makes by itself
    when there is nothing else to choose; Undo takes back the card before it."""
    page = practising("?seed=5&pause=0&level=normal")
    for _ in range(8):
        before = snapshot(page)
        page.click_card(page.enabled_cards()[0])
        if page.ctl.phase == "drawing":
            page.do("act", "draw")
        page.do("undo")
        assert snapshot(page) == before
        page.click_card(page.enabled_cards()[0])
        if page.ctl.phase == "drawing":
            page.do("act", "draw")
        if page.session.deal_over:
            break


def test_undo_while_a_trick_is_shown_leaves_the_table_as_the_engine_has_it() -> None:
    """Undo pressed while the trick the player's card finished lies on the table (motion
    on): that trick's display ends, and its sweep into a pile never takes the cards the
    table shows after the Undo (they would stay faded at the pile)."""
    page = Page("?seed=8&pause=800&level=sharp", backend=MemoryBackend()).start()
    page.play_out_deal()
    page.do("replay")
    swept: list[object] = []

    async def sweep(seat: int) -> None:
        swept.append(page.ctl.loop.trick_on_table)  # None: not a trick of this game

    page.ctl.deps.sweep = sweep
    sleep = page.ctl.deps.sleep
    undone: list[int] = []

    async def hooked(seconds: float) -> None:
        ctl = page.ctl
        if not undone and ctl.phase == "trick" and ctl.session.practice \
                and ctl.loop.trick_on_table.seat is not None:
            undone.append(ctl.session.step)
            await ctl.dispatch("undo")
        await sleep(seconds)

    page.ctl.deps.sleep = hooked
    while not undone:
        page.click_card(page.enabled_cards()[0])
    page.ctl.deps.sleep = sleep
    assert page.ctl.phase == "you" and page.session.step < undone[0]
    assert None not in swept
    table = [c.getAttribute("data-card") for c in page.doc.querySelectorAll("#table [data-card]")]
    assert table == list(page.session.view().table)
