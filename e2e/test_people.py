"""People at one device (issue 43): two people at 390x844, two people and a computer at
three players at 360x640. At every turn: the screen names the right person, and no card
of a hand that is not shown is in the page (no ``data-card`` or ``data-slot`` of it); a
reload mid-deal comes back behind the screen; each person reviews their own seat. The
engine in CPython mirrors the deal (the computer's moves are the page's: same seeds)."""

from __future__ import annotations

from play_helpers import Mirror
from playwright.sync_api import expect

from game import ai
from game.play.match import Match
from game.words import Words

DRAWN = Words().say("deal.heading.draw")  # the heading of a drawn deal, in the page's words

SETTLED = """s => { const d = document.documentElement.dataset;
    return d.step === String(s) && ['curtain', 'you', 'drawing', 'over'].includes(d.phase); }"""
CARDS_IN_PAGE = """() => Array.from(document.querySelectorAll('[data-card], [data-slot]'))
    .map(e => e.dataset.card || e.dataset.slot)"""

# the names on the trick's cards that do not fit their band (cut, or clamped past 2 lines)
TAGS_CUT = """() => Array.from(document.querySelectorAll('#table .seat-tag'))
    .filter(t => t.scrollWidth > t.clientWidth || t.scrollHeight > t.clientHeight)
    .map(t => t.textContent)"""


class People(Mirror):
    """The deal as the engine plays it: the people's moves are the test's, a computer's
    the page's own choice (same level and seed), a draw with nothing to decide automatic."""

    def __init__(self, seed: int, rules: str, kinds: tuple[str, ...]) -> None:
        super().__init__(Match.new(seed, rules), level="")
        self.kinds = kinds

    def advance(self) -> None:
        while (st := self.state).outcome is None:
            mover = st.to_move
            if self.kinds[mover] != "person":
                self.apply(ai.choose(st, self.kinds[mover], seed=self.match.seed * 7919
                                     + self.step))
            elif st.stage == "before_draw" and all(a == "draw" for a in st.legal_actions()):
                self.apply("draw")
            else:
                return


def hidden_cards(deal: People, shown: int | None) -> set[str]:
    """Every card in a hand the page must not show (all of them behind the screen); the
    dealer's turned trump at three players is public (docs/RULES.md §5)."""
    st = deal.state
    out = {c for seat, kind in enumerate(deal.kinds) if seat != shown
           for c in st.hand(seat)}
    return out - ({st.trump_card} if st.players == 3 else set())


def wait(page, deal: People) -> str:
    page.wait_for_function(SETTLED, arg=deal.step, timeout=30_000)
    return str(page.locator("html").get_attribute("data-phase"))


def play_deal(page, deal: People, names: dict[int, str], reload_at: int | None = None,
              open_again=None) -> int:
    """Every turn of the deal through the page; returns how many screens were passed."""
    screens = 0
    deal.advance()
    while True:
        phase = wait(page, deal)
        if phase == "over":
            assert deal.state.outcome is not None
            return screens
        mover = deal.state.to_move
        assert deal.kinds[mover] == "person"
        seen = set(page.evaluate(CARDS_IN_PAGE))
        if phase == "curtain":
            curtain = page.locator("#curtain")
            expect(curtain).to_be_visible()
            assert curtain.get_attribute("data-seat") == str(mover)
            assert names[mover] in page.locator("#curtain-title").inner_text()
            assert not seen & hidden_cards(deal, None), seen & hidden_cards(deal, None)
            expect(page.locator("#curtain-ready")).to_be_focused()
            if screens % 2:  # by keyboard too: the focused button takes Enter
                page.keyboard.press("Enter")
            else:
                page.click("#curtain-ready")
            screens += 1
            page.wait_for_function("() => document.documentElement.dataset.phase !== "
                                   "'curtain'")
            continue
        assert not seen & hidden_cards(deal, mover), seen & hidden_cards(deal, mover)
        cut = page.evaluate(TAGS_CUT)
        assert not cut, cut  # each card of the trick names its player in full (issue 57)
        mine = sorted(page.locator("#hand button[data-card]").evaluate_all(
            "bs => bs.map(b => b.dataset.card)"))
        assert mine == sorted(deal.state.hand(mover))
        if reload_at is not None and deal.step >= reload_at:
            reload_at = None
            open_again()
            assert wait(page, deal) == "curtain"  # a reload never shows a hand
            assert not set(page.evaluate(CARDS_IN_PAGE)) & hidden_cards(deal, None)
            continue
        if phase == "drawing":
            page.click("#draw")
            deal.apply("draw")
        else:
            card = next(a for a in deal.state.legal_actions() if a not in ("close", "out"))
            page.click(f"#hand button[data-card='{card}']")
            deal.apply(card)
        deal.advance()


def set_people_in_settings(page, names: tuple[str, str]) -> None:
    """As a person does it: the menu, Settings, the opponent a person, both names."""
    page.click("#menu-button")
    page.click("#settings-button")
    page.fill("#name-0", names[0])
    page.select_option("#seat-1", "person")
    page.fill("#name-1", names[1])
    page.click("#settings-apply")


def test_two_people_play_a_deal_at_390x844_and_review_their_own_seats(page, open_game):
    page.set_viewport_size({"width": 390, "height": 844})
    open_game(page, "seed=11&pause=0")
    set_people_in_settings(page, ("Ana", "Ivo"))
    page.wait_for_function("() => document.documentElement.dataset.people === '1'")
    expect(page.locator("#name-you")).to_have_text("Ana")
    expect(page.locator("#name-opp")).to_have_text("Ivo")
    # the new match's seed is the page's: read it back from the stored match
    seed = page.evaluate("""() => { for (const k of Object.keys(localStorage))
        if (k.endsWith('match')) return JSON.parse(localStorage[k]).match.seed; }""")
    deal = People(int(seed), "traditional", ("person", "person"))

    def open_again() -> None:
        page.reload(wait_until="domcontentloaded")
        page.wait_for_selector("html.ready", state="attached", timeout=60_000)

    screens = play_deal(page, deal, {0: "Ana", 1: "Ivo"}, reload_at=6, open_again=open_again)
    assert screens >= 4
    # the match's seed is the page's own, so some runs end 33 to 33: a drawn deal
    winner = deal.state.outcome.winner
    expect(page.locator("#result-title")).to_contain_text(
        DRAWN if winner is None else ("Ana", "Ivo")[winner])
    log = page.locator("#log").inner_text()
    assert "Ana" in log and "Ivo" in log and "You " not in log
    assert "counts towards nobody" in log  # the page says so
    # each person reviews their own decisions
    for seat, name in ((1, "Ivo"), (0, "Ana")):
        page.click(f"#review-people [data-review-seat='{seat}']")
        expect(page.locator("#review")).to_be_visible()
        expect(page.locator("#review-which")).to_contain_text(name)
        expect(page.locator("#review-verdict")).not_to_be_empty(timeout=60_000)
        page.click("#review-close")
    # nobody's statistics or rating, and the page says so
    assert "people" in page.locator("#rating-box").get_attribute("title")


def test_two_people_whose_deal_ends_33_to_33_see_it_drawn(page, open_game):
    """Seed 50 played card by card as play_deal plays it ends level: the page names no
    winner, and still lets each person review their own seat."""
    page.set_viewport_size({"width": 390, "height": 844})
    open_game(page, "seats=person,person&seed=50&pause=0")
    deal = People(50, "traditional", ("person", "person"))
    play_deal(page, deal, {0: "Player 1", 1: "Player 2"})
    assert deal.state.outcome.winner is None
    expect(page.locator("#result-title")).to_have_text(DRAWN)
    page.click("#review-people [data-review-seat='1']")
    expect(page.locator("#review-which")).to_contain_text("Player 2")
    expect(page.locator("#review-verdict")).not_to_be_empty(timeout=60_000)


def test_two_people_and_a_computer_at_three_players_at_360x640(page, open_game):
    page.set_viewport_size({"width": 360, "height": 640})
    seed = 8
    open_game(page, f"rules=three&seats=person,gentle,person&seed={seed}&pause=0")
    expect(page.locator("html")).to_have_attribute("data-people", "1")
    deal = People(seed, "three", ("person", "gentle", "person"))

    def open_again() -> None:
        open_game(page, f"rules=three&seats=person,gentle,person&seed={seed}&pause=0")

    names = {0: "Player 1", 2: "Player 2"}  # the people counted in seat order
    screens = play_deal(page, deal, names, reload_at=5, open_again=open_again)
    assert screens >= 4
    expect(page.locator("#result")).to_be_visible()
    assert page.locator("#deal-summary li").count() == 3
