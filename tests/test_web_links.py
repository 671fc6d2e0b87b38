"""A link that selects a game (?seed=, ?position=) never costs the saved match: while it is
unfinished the link's deal is played beside it, as practice is, and Back to your match
returns to it; a finished one, or none, and the link's game is the match (fake DOM)."""

from __future__ import annotations

import json

from game.engine.position import encode_position
from game.play.match import Match
from game.play.store import KEYS, MemoryBackend
from game.words import Words

from .webharness import Page

EN = Words()


def _match_at(backend: MemoryBackend, deals: int = 1) -> Page:
    """A saved rated match with ``deals`` deals played and the next one under way."""
    page = Page("?rated=1&pause=0&level=gentle", backend=backend).start()
    for _ in range(deals):
        page.play_out_deal()
        page.do("next_deal")
    page.click_card(page.enabled_cards()[0])
    return page


def test_a_seed_link_plays_beside_the_saved_match_and_loses_nothing() -> None:
    backend = MemoryBackend()
    before = _match_at(backend)
    scores, step = list(before.session.match.scores), before.session.step
    saved = backend.data[KEYS["match"]]
    urls: list[str] = []
    page = Page("?seed=5&pause=0", backend=backend)
    page.ctl.deps.set_url = urls.append
    page.start()
    s = page.session
    assert s.practice and s.match.seed == 5 and s.unrated_why() == "link"
    assert s.notice_text(page.ctl.words) == EN.say("notice.link_beside",
                                                   scores="–".join(map(str, scores)))
    assert page.text("practice-label") == EN.say("score.link")
    assert not page.button("practice-box").hidden
    real = page.ctl.practice.real
    assert real is not None and real.step == step and real.match.scores == scores
    page.play_out_deal()  # the link's deal: counted nowhere, the saved match untouched
    assert backend.data[KEYS["match"]] == saved
    assert page.ctl.stats.total().deals == before.ctl.stats.total().deals
    page.do("next_deal")  # Back to your match
    assert page.session is real and urls == ["?pause=0"]  # the link is done with
    again = Page("?pause=0", backend=backend).start()  # a reload: the match, as it was
    assert again.session.step == step and again.session.match.scores == scores


def test_a_reload_during_the_links_deal_keeps_the_match_waiting() -> None:
    backend = MemoryBackend()
    before = _match_at(backend, deals=0)
    step = before.session.step
    page = Page("?seed=5&pause=0", backend=backend).start()
    page.click_card(page.enabled_cards()[0])
    again = Page("?seed=5&pause=0", backend=backend).start()  # the link's deal, anew
    assert again.session.practice and again.session.step <= 1
    assert again.ctl.practice.real is not None and again.ctl.practice.real.step == step


def test_a_position_link_plays_beside_the_saved_match() -> None:
    backend = MemoryBackend()
    _match_at(backend, deals=0)
    position = encode_position(Match.new(9).state.to_position())
    page = Page(f"?position={position}&pause=0", backend=backend).start()
    assert page.session.practice and page.session.start is not None
    assert page.ctl.practice.real is not None


def test_a_new_match_from_the_links_deal_asks_for_the_waiting_match() -> None:
    backend = MemoryBackend()
    _match_at(backend, deals=0)
    page = Page("?seed=5&pause=0", backend=backend, answers=[True]).start()
    page.do("new_game")
    assert page.questions == [EN.say("ask.new_match") + " " + EN.say("ask.forfeit.rated")]
    assert not page.session.practice and page.ctl.ledger.ratings.at("traditional").deals == 1


def test_a_finished_match_or_the_same_link_is_not_kept_beside() -> None:
    backend = MemoryBackend()
    page = Page("?seed=5&pause=0", backend=backend).start()
    page.click_card(page.enabled_cards()[0])
    again = Page("?seed=5&pause=0", backend=backend).start()  # the link's own match: resumed
    assert not again.session.practice and again.session.step == page.session.step
    record = json.loads(backend.data[KEYS["match"]])
    record["match"]["scores"] = [7, 0]  # a match that is over
    backend.data[KEYS["match"]] = json.dumps(record)
    other = Page("?seed=6&pause=0", backend=backend).start()
    assert not other.session.practice and other.session.match.seed == 6


def test_a_link_waits_while_a_deal_of_the_day_is_under_way() -> None:
    backend = MemoryBackend()
    page = Page("?pause=0", backend=backend, answers=[True]).start()
    page.do("daily")
    page.click_card(page.enabled_cards()[0])
    again = Page("?seed=5&pause=0", backend=backend).start()
    assert again.session.daily and EN.say("notice.link_after_daily") in again.ctl.notices
