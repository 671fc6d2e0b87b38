"""The wording players reported: each thing said once, one name for the computer,
the same word for what New match starts, what Best counts, level names and counts as a
German or Croatian player writes them."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import ai
from game.play.match import Match
from game.web import markup, review_markup, texts
from game.web.contract import LEVELS
from game.web.session import Session
from game.web.texts import LANGUAGES, points_text, table

from .webharness import Page

INDEX = Path(__file__).resolve().parent.parent / "index.html"
TRICK_WORD = {"en": "trick", "de": "Stich", "hr": "štih"}


@pytest.fixture(autouse=True)
def _english_after() -> object:
    yield
    texts.use_language("en")


def _human_won_a_trick(lang: str) -> Session:
    """A deal played (both seats by Sharp) up to a trick the human won, with
    the draw still to come."""
    texts.use_language(lang)
    s = Session(Match.new(17, "traditional"), "sharp")
    while not (s.state.stage == "before_draw" and s.state.to_move == 0):
        st = s.state
        assert st.to_move is not None, "the deal ended before the human won a trick"
        s.apply(st.to_move, "draw" if st.stage == "before_draw" else ai.choose(st, "sharp"))
    assert any(e.kind == "trick" and e.seat == 0 for e in s.events)
    return s


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_status_after_a_trick_the_human_won_tells_it_once(lang: str) -> None:
    s = _human_won_a_trick(lang)
    word = TRICK_WORD[lang].lower()
    status = s.status()  # the draw decision's status: what happened, then the prompt
    assert status.lower().count(word) == 1, status


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_two_player_opponent_has_one_name(lang: str) -> None:
    t = table(lang)
    assert t["score.opponent"] == t["who.short.1"] == t["region.opponent"]
    other = {"en": "opponent", "de": "gegner", "hr": "protivnik"}[lang]
    for key in ("label.opponent_hand.1", "label.opponent_hand.n", "label.opponent_revealed"):
        assert other not in t[key].lower(), t[key]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_new_match_button_and_its_question_use_one_word(lang: str) -> None:
    t = table(lang)
    assert t["button.new_game"] == t["ask.new_match.ok"] == t["button.new_match"]
    assert t["button.new_game"] in t["prompt.next_match"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_best_is_explained_in_the_header_and_the_statistics(lang: str) -> None:
    t = table(lang)
    assert t["score.best.about"].startswith(t["score.best"] + ":")
    page = Page(f"?seed=5&pause=0&lang={lang}").start()
    box = page.doc.querySelector("[data-title]")
    assert box.querySelector("#best") is not None  # the header's Best
    assert box.getAttribute("title") == t["score.best.about"]
    assert page.text("stats-best") == t["score.best.about"]


def test_croatian_levels_are_adjectives_of_razina() -> None:
    hr = table("hr")
    assert hr["set.level"] == "Razina"
    names = [hr[f"level.{level}"] for level in LEVELS]
    assert names == ["Lagana", "Normalna", "Jaka", "Ekspertna"]
    assert all(name in hr["msg.expert_missing"] for name in ("Ekspertna", "Jaka"))


def test_german_level_and_best_read_as_a_player_says_them() -> None:
    de = table("de")
    assert de["level.gentle"] == "Leicht"
    assert de["score.best"] == "Bestwert"
    assert "Rekord" not in " ".join(de.values())


@pytest.mark.parametrize(("n", "words"), [
    (0, "0 bodova"), (1, "1 bod"), (2, "2 boda"), (4, "4 boda"), (5, "5 bodova"),
    (11, "11 bodova"), (12, "12 bodova"), (14, "14 bodova"), (21, "21 bod"),
    (22, "22 boda"), (66, "66 bodova"), (101, "101 bod"), (111, "111 bodova")])
def test_croatian_points_take_the_plural_form_of_their_number(n: int, words: str) -> None:
    texts.use_language("hr")
    assert points_text(n) == words


def test_the_help_names_each_cards_points_with_its_number() -> None:
    texts.use_language("hr")
    html = markup.help_html("traditional", 7, "", False)
    assert "11 bodova" in html and "4 boda" in html and "bodovi:" not in html


def test_croatian_choices_are_nouns() -> None:
    texts.use_language("hr")
    assert texts.action_name("draw") == "vučenje"
    assert texts.action_name("out") == "izlazak"


@pytest.mark.parametrize(("leader", "winner", "want"), [
    (0, 0, "Du hast ausgespielt und den Stich gemacht."),
    (0, 1, "Du hast ausgespielt, der Computer hat den Stich gemacht."),
    (1, 0, "Der Computer hat ausgespielt, du hast den Stich gemacht."),
])
def test_the_review_trick_in_german_is_a_sentence(leader: int, winner: int, want: str) -> None:
    texts.use_language("de")
    assert review_markup.trick_played(leader, winner, 2) == want


def test_the_review_trick_in_english_and_croatian() -> None:
    assert review_markup.trick_played(1, 0, 2) == "The computer led; you won the trick."
    assert review_markup.trick_played(2, 2, 3) == "East led and won the trick."
    texts.use_language("hr")
    assert review_markup.trick_played(0, 1, 2) == "Ti otvaraš, a štih uzima računalo."
