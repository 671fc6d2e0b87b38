"""What is saved, and when: a finished deal is taken in exactly once whatever is pressed
and whenever; a full storage never leaves records that disagree; a second tab takes the
match over instead of overwriting it; a review always names the deal it shows.

Each test drives the page's controller on the fake DOM (tests/webharness.py); a reload
is a new Page over the same stored records.
"""

from __future__ import annotations

import asyncio
import json

from game.play.store import KEYS, MemoryBackend, Store
from game.words import Words

from .webharness import Page

EN = Words()


def at_last_trick(page: Page, then) -> list[str]:
    """Play the deal out; while its last trick is still shown, ``await then()`` once
    (a quick hand on Next deal, New game, a key). The phases seen then."""
    seen: list[str] = []
    sleep = page.ctl.deps.sleep

    async def hooked(seconds: float) -> None:
        ctl = page.ctl
        if not seen and ctl.phase == "trick" and ctl.session.deal_over:
            seen.append(ctl.phase)
            await then()
        await sleep(seconds)

    page.ctl.deps.sleep = hooked
    page.start()
    while not seen:
        assert page.ctl.phase == "you" and not page.session.deal_over, page.ctl.phase
        page.click_card(page.enabled_cards()[0])
    page.ctl.deps.sleep = sleep
    return seen


def stored(backend: MemoryBackend, name: str) -> dict:
    return json.loads(backend.data[KEYS[name]])


def counted_deals(backend: MemoryBackend) -> int:
    return sum(b["deals"] for b in stored(backend, "stats")["buckets"])


def reload(page: Page, query: str = "?pause=0") -> Page:
    # the tab's own session storage survives a reload
    return Page(query, backend=page.backend, session_storage=page.session_storage).start()


# -- a finished deal is taken in once --------------------------------------------------------
def test_next_deal_during_the_last_trick_keeps_the_deal_in_the_record():
    """A quick Next deal (or Enter on it) while the last trick is still shown."""
    page = Page("?seed=12&pause=800&level=normal")
    seen = at_last_trick(page, lambda: page.ctl.dispatch("next_deal"))
    assert seen == ["trick"]
    assert page.session.match.deal_number == 2
    assert counted_deals(page.backend) == 1
    assert len(stored(page.backend, "deals")["deals"]) == 1
    again = reload(page)
    assert again.ctl.stats.total().deals == 1 and len(again.ctl.kept) == 1
    assert again.session.match.deal_number == 2 and not again.session.deal_over


def test_a_reload_during_the_last_trick_finds_the_deal_counted_once():
    page = Page("?seed=12&pause=800&level=normal")
    copies: list[dict[str, str]] = []

    async def snapshot() -> None:  # what a reload at that moment would read
        copies.append(dict(page.backend.data))

    at_last_trick(page, snapshot)
    again = reload(Page("?pause=0", backend=MemoryBackend(copies[0])))
    assert again.session.deal_over and again.ctl.stats.total().deals == 1
    assert len(again.ctl.kept) == 1
    again.do("next_deal")
    third = reload(again)
    assert third.ctl.stats.total().deals == 1 and len(third.ctl.kept) == 1


def test_the_statistics_never_count_a_deal_twice_over_reloads():
    page = Page("?seed=12&pause=0&level=normal").start()
    for deal in range(1, 4):
        page.play_out_deal()
        page = reload(reload(page))  # reloaded twice at the deal's end
        assert page.ctl.stats.total().deals == deal, deal
        assert len(page.ctl.kept) == deal
        if page.session.match_over:
            break
        page.do("next_deal")


def test_new_game_during_a_matchs_last_trick_asks_and_the_match_is_recorded():
    """``n`` while the last trick of a won or lost match is still shown."""
    page = Page("?seed=7&pause=800&level=gentle", answers=[False])
    page.start()
    asked: list[str] = []
    while not page.session.match_over:
        if page.session.deal_over:
            page.do("next_deal")
        nearly = page.session.match.scores
        if max(nearly) < page.session.match.rules.target - 3:
            page.play_out_deal()
            continue
        sleep = page.ctl.deps.sleep

        async def hooked(seconds: float, sleep=sleep) -> None:
            ctl = page.ctl
            if not asked and ctl.phase == "trick" and ctl.session.match_over:
                asked.append("n")
                await ctl.dispatch("new_game")
            await sleep(seconds)

        page.ctl.deps.sleep = hooked
        page.play_out_deal()
        page.ctl.deps.sleep = sleep
    assert asked == ["n"], "the match ended without its last trick being shown"
    assert page.questions == [EN.say("ask.new_match")]  # asked, and kept (answered no)
    assert page.session.match_over and page.ctl.phase == "over"
    stats = page.ctl.stats.total()
    assert stats.matches == 1 and stats.deals == len(page.session.match.history)
    again = reload(page)
    assert again.session.match_over and again.ctl.stats.total().matches == 1


def test_the_new_match_intent_mid_match_asks_first():
    page = Page("?seed=12&pause=0&level=normal", answers=[False]).start()
    page.play_out_deal()
    assert not page.session.match_over
    page.do("new_match")  # only the finished match's button starts one unasked
    assert page.questions == [EN.say("ask.new_match")]
    assert page.session.match.deal_number == 1 and page.session.deal_over


# -- a full storage ----------------------------------------------------------------------
def play_all_but_the_last_card(page: Page) -> str:
    """Play to the human's turn before the deal's end; the card that ends it."""
    while True:
        st = page.session.state
        for card in page.enabled_cards():
            after = st.apply(card)
            if after.outcome is not None:
                return card
        page.click_card(page.enabled_cards()[0])
        assert page.session.state.outcome is None, "the deal ended on the computer's card"


def last_card_refused(*names: str) -> Page:
    """Seed 21's deal played to its end while the storage refuses the records ``names``
    (their KEYS names; "*": every write)."""
    page = Page("?seed=21&pause=0&level=normal").start()
    last = play_all_but_the_last_card(page)
    page.backend.refuse = {name if name == "*" else KEYS[name] for name in names}
    page.play(last)
    return page


def test_a_refused_match_write_leaves_nothing_half_saved():
    page = Page("?seed=21&pause=0&level=normal").start()
    last = play_all_but_the_last_card(page)
    step = stored(page.backend, "match")["step"]
    page.backend.refuse = {"*"}  # the storage is full from here on
    page.play(last)
    # nothing that follows from the deal's end is counted before the deal itself is saved
    assert page.session.deal_over and page.ctl.stats.total().deals == 0
    assert KEYS["stats"] not in page.backend.data and KEYS["deals"] not in page.backend.data
    notices = " ".join(page.ctl.notices)
    assert EN.say("storage.what.match") in notices
    page.backend.refuse = set()
    again = reload(page)  # the deal as last saved: unfinished, and counted nowhere
    assert again.session.step == step and not again.session.deal_over
    assert again.ctl.stats.total().deals == 0 and again.ctl.kept == []
    assert EN.say("storage.lost_before", what=EN.say("storage.what.match")) in again.ctl.notices


def test_a_refused_statistics_write_is_made_good_after_a_reload_and_said_before():
    page = last_card_refused("stats", "deals")
    assert stored(page.backend, "match")["recorded"] is True
    notices = " ".join(page.ctl.notices)
    assert EN.say("storage.what.stats") in notices and EN.say("storage.what.deals") in notices
    assert EN.say("storage.what.match") not in notices
    page.backend.refuse = set()
    again = reload(page)
    assert again.ctl.stats.total().deals == 1 and len(again.ctl.kept) == 1
    assert not any("refused" in n for n in again.ctl.notices), again.ctl.notices
    assert not reload(again).ctl.notices  # and counted once, however often reloaded
    assert reload(again).ctl.stats.total().deals == 1


def test_a_refused_write_is_tried_again_before_the_match_moves_on():
    page = last_card_refused("stats")
    page.backend.refuse = set()
    page.do("next_deal")
    assert counted_deals(page.backend) == 1 and not page.ctl.store.failed
    assert reload(page).ctl.stats.total().deals == 1


def test_a_best_score_is_written_after_the_match_it_belongs_to():
    page = last_card_refused("match")
    assert KEYS["best"] not in page.backend.data  # nothing that follows the deal's end


# -- two tabs ----------------------------------------------------------------------------
def test_a_second_tab_takes_the_match_over_and_the_first_says_so():
    backend = MemoryBackend()
    first = Page("?seed=21&pause=0&level=normal", backend=backend).start()
    reloads: list[str] = []
    first.ctl.deps.reload = lambda: reloads.append("reload")
    first.click_card(first.enabled_cards()[0])
    first.click_card(first.enabled_cards()[0])
    step = first.session.step
    second = Page("?pause=0", backend=backend).start()  # the same saved match, at that step
    assert second.session.step == step
    first.do("elsewhere")  # the browser's storage event
    assert first.ctl.phase == "elsewhere" and not first.button("elsewhere").hidden
    before = dict(backend.data)
    first.do("play", first.session.state.legal_actions()[0])
    assert first.session.step == step and backend.data == before  # nothing played or written
    assert first.ctl.can(first.session.state.legal_actions()[0]) == EN.say("msg.elsewhere")
    second.play_out_deal()  # the second tab plays on and finishes the deal
    assert second.ctl.stats.total().deals == 1
    first.do("take_over")
    assert reloads == ["reload"]
    third = Page("?pause=0", backend=backend).start()  # the first tab, reloaded
    assert third.session.deal_over and third.ctl.stats.total().deals == 1


def test_a_tab_that_lost_the_match_never_writes_even_unprompted():
    """Without the storage event (a browser that drops it), the next save finds out."""
    backend = MemoryBackend()
    first = Page("?seed=21&pause=0&level=normal", backend=backend).start()
    Page("?pause=0", backend=backend).start()
    before = dict(backend.data)
    first.click_card(first.enabled_cards()[0])
    assert backend.data == before and first.ctl.elsewhere and first.ctl.phase == "elsewhere"


# -- reviews -----------------------------------------------------------------------------
def test_a_review_asked_for_while_another_is_computed_is_the_one_shown():
    page = Page("?seed=12&pause=0&level=normal").start()
    page.play_out_deal()
    page.do("next_deal")
    page.play_out_deal()  # two kept deals: [0] the first, [1] this one
    assert len(page.ctl.kept) == 2
    review = page.ctl.deps.review
    computed: list[object] = []

    async def slow(record, progress):
        computed.append(record)
        for _ in range(20):  # long enough for the other Review to be pressed
            await asyncio.sleep(0)
        return await review(record, progress)

    page.ctl.deps.review = slow

    async def both() -> None:
        task = asyncio.ensure_future(page.ctl.dispatch("review"))
        await asyncio.sleep(0)
        await page.ctl.dispatch("review", 0)  # an older kept deal, from the statistics
        await task

    page.open("review")
    page.run(both())
    older = page.ctl.kept[0]
    assert computed == [page.ctl.reviews.last, older]
    assert page.ctl.reviews.shown is older and page.ctl.ui.review is not None
    assert page.text("review-which").startswith(EN.say("review.which.kept", deal="").rstrip())
    page.open("review").do("review")  # the deal just played: computed already, shown at once
    assert page.ctl.reviews.shown is page.ctl.reviews.last
    assert page.text("review-which").startswith(EN.say("review.which.this", deal="").rstrip())
    assert len(computed) == 2


# -- the store alone -----------------------------------------------------------------------
def test_store_marks_survive_and_forget_all_clears_the_owner():
    backend = MemoryBackend()
    store = Store(backend)
    store.claim("tab-a")
    assert store.owned_by("tab-a") and not store.owned_by("tab-b")
    store.forget_all()
    assert store.owned_by("tab-b")  # nobody claims it any more


def test_a_tab_that_lost_the_match_never_writes_statistics_from_a_review():
    backend = MemoryBackend()
    first = Page("?seed=12&pause=0&level=normal", backend=backend).start()
    first.play_out_deal()
    second = Page("?pause=0", backend=backend).start()
    before = dict(backend.data)
    first.open("review").do("review")  # read-only: allowed, but its cost is not counted here
    assert first.ctl.ui.review is not None and backend.data == before
    assert second.ctl.stats.total().deals == 1


def test_forget_everything_keeps_this_tab_the_one_that_plays():
    backend = MemoryBackend()
    first = Page("?seed=12&pause=0&level=normal", backend=backend, answers=[True]).start()
    first.do("forget")
    assert first.ctl.store.owned_by(first.ctl.tab)
    assert not first.ctl.elsewhere and first.ctl.phase == "you"


def test_the_deals_summary_waits_for_its_final_trick_to_be_shown():
    """The result box follows the final trick: while that trick lies on the table (its
    last card landing, its winner told) the box stays hidden; then it opens."""
    page = Page("?seed=12&pause=800&level=normal")
    during: list[bool] = []

    async def look() -> None:
        during.append(bool(page.doc.getElementById("result").hidden))

    at_last_trick(page, look)
    assert during == [True]
    assert page.ctl.phase == "over"
    assert not page.doc.getElementById("result").hidden
