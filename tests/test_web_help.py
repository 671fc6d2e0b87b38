"""The rules help (the ? key): the preset's rules, examples in card faces, fairness, and the
match's seed once the match is over (never while it goes on, nor for the deal of the day)."""

from __future__ import annotations

from game.words import Words

from .webharness import Page

EN = Words()


def _headings(page: Page) -> list[str]:
    page.open("help")  # drawn only while open
    return [h.textContent for h in page.doc.querySelectorAll("#help-body h3")]


def test_the_question_mark_opens_the_rules_of_the_game_being_played():
    page = Page("?seed=12&pause=0").start()
    dialog = page.doc.getElementById("help")
    assert not dialog.open
    page.key("?")
    assert dialog.open and page.session.step == 0  # a panel, not a move
    heads = _headings(page)
    assert "Closing the stock" in heads and "Is the computer fair?" in heads
    assert "Three players" not in heads
    page.open("help")  # drawn only while open
    faces = page.doc.querySelectorAll("#help-body .help-cards img.face")
    assert len(faces) == 8  # the rank order (6) and a marriage (2), in the real faces
    page.open("help")  # drawn only while open
    names = [c.getAttribute("aria-label") for c in page.doc.querySelectorAll("#help-body .card")]
    assert names[:3] == ["Ace of hearts", "10 of hearts", "King of hearts"]


def _seed_line(page: Page) -> str:
    page.open("help")  # drawn only while open
    return page.doc.querySelector("#help-body .help-seed").textContent


def test_the_seed_shows_only_once_the_match_is_over():
    """The seed deals every deal of the match: while the match goes on it would tell the
    opponent's hand and the stock order, in the match and in a practice beside it."""
    page = Page("?pause=0&level=gentle").start()
    seed = page.session.match.seed
    assert _seed_line(page) == EN.say("help.seed.later")
    page.open("help")  # drawn only while open
    assert f"?seed={seed}" not in page.text("help-body")
    page.play_out_deal()
    page.do("replay")  # practice of a deal of the match under way
    assert page.session.practice and _seed_line(page) == EN.say("help.seed.later")
    page.do("leave_practice")
    guard = 0
    while not page.session.match_over:
        guard += 1
        assert guard < 30
        if page.session.deal_over:
            page.do("next_deal")
        page.play_out_deal()
    assert _seed_line(page) == EN.say("help.seed", seed=seed,
                                      number=page.session.match.deal_number)
    page.open("help")  # drawn only while open
    assert f"?seed={seed}" in page.text("help-body")


def test_the_deal_of_the_day_names_no_seed():
    page = Page("?pause=0", answers=[True]).start()
    page.do("daily")
    assert page.session.daily and _seed_line(page) == EN.say("help.seed.daily")
    page.open("help")  # drawn only while open
    assert str(page.session.match.seed) not in page.text("help-body")


def test_three_players_and_simple_rules_get_their_own_rules():
    three = Page("?seed=3&pause=0&rules=three").start()
    heads = _headings(three)
    assert "Three players" in heads and "Closing the stock" not in heads
    simple = Page("?seed=3&pause=0&rules=simple").start()
    heads = _headings(simple)
    assert "Closing the stock" not in heads and "Exchanging the trump nine" not in heads
    assert "Marriages" in heads


def test_the_keyboard_knows_a_dialog_closed_by_the_browser():
    """Escape closes a <dialog> without the page's Close button: its "close" event tells
    the page's record of open dialogs, so the game's keys work again at once."""
    page = Page("?seed=12&pause=0").start()
    before = page.doc.activeElement  # the page starts on the hand (issue 40)
    page.key("?")
    assert page.dialogs.is_open("help")
    page.key("ArrowRight")  # a game key while the rules are open does nothing
    assert page.doc.activeElement == before  # focus moved nowhere
    page.doc.getElementById("help").close()  # as Escape does
    assert not page.dialogs.any_open
    page.key("ArrowRight")
    assert page.doc.activeElement.getAttribute("data-card") in page.hand()  # a card has focus
