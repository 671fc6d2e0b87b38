"""The table's model (game/web/table/model.py) on plain data: what it holds at real
moments of real deals, that it holds nothing the viewing seat may not see, and that it
survives a JSON round trip (game/web/model_json.py)."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

from game.engine import cards
from game.web.model_json import from_json, to_json
from game.web.page_model import STATIC_KEYS, PageModel, build_page_model
from game.words import Words

from .test_web_people import people_page
from .webharness import Page

EN = Words()  # the pages here are English

ROOT = Path(__file__).resolve().parent.parent


def watched(page: Page) -> list[tuple[PageModel, set[str]]]:
    """Every model the page draws from now on, each with the cards hidden from its
    viewing seat when it was built (other seats' unknown cards, the stock's order; at the
    curtain the bottom hand too)."""
    seen: list[tuple[PageModel, set[str]]] = []
    render = page.ctl.deps.render

    def watch(model: PageModel) -> None:
        seen.append((model, hidden_now(page)))
        render(model)

    page.ctl.deps.render = watch
    return seen


def hidden_now(page: Page) -> set[str]:
    s = page.session
    if s.deal_over:
        return set()
    pos = s.state.to_position()
    v = s.view()
    hidden = set(pos["stock"])
    for seat, hand in enumerate(pos["hands"]):
        if seat != v.seat or s.hand_hidden:
            hidden |= set(hand) - set(v.known[seat])
    return hidden - {v.trump_card}  # turned up at the deal's start: everybody saw it


def strings(data: object) -> list[str]:
    """Every string in a JSON value."""
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [s for v in data.values() for s in strings(v)]
    if isinstance(data, list):
        return [s for v in data for s in strings(v)]
    return []


def check_private(model: PageModel, hidden: set[str]) -> None:
    text = strings(json.loads(json.dumps(to_json(model))))
    lowered = " ".join(text).lower()
    for code in hidden:
        assert code not in text, f"{code} is in the model"
        assert EN.card_name(code).lower() not in lowered, f"{EN.card_name(code)} is in the model"


def play_deal(page: Page, seen: list[tuple[PageModel, set[str]]], steps: int = 400) -> None:
    """The first allowed card (or word) each turn until the deal ends, every model checked."""
    for _ in range(steps):
        for model, hidden in seen:
            check_private(model, hidden)
        seen.clear()
        if page.session.deal_over:
            return
        if page.ctl.phase == "curtain":
            page.do("reveal")
            continue
        playable = page.enabled_cards()
        if playable:
            page.click_card(playable[0])
        else:
            page.do("act", next(a for a in page.ctl.legal_now() if a not in ("close", "out")))
    raise AssertionError("the deal did not end")


def test_no_hidden_card_is_in_the_model_of_two_players() -> None:
    page = Page("?seed=5&pause=0").start()
    seen = watched(page)
    page.ctl.render()
    assert seen and seen[0][1]  # the opponent's hand and the stock are hidden
    play_deal(page, seen)


def test_no_hidden_card_is_in_the_model_of_schnapsen() -> None:
    page = Page("?seed=8&rules=schnapsen&pause=0").start()
    seen = watched(page)
    page.ctl.render()
    play_deal(page, seen)


def test_no_hidden_card_is_in_the_model_of_three() -> None:
    page = Page("?seed=3&rules=three&pause=0").start()
    seen = watched(page)
    page.ctl.render()
    assert len(seen[0][0].table.opponents) == 2
    play_deal(page, seen)


def test_no_hidden_card_is_in_the_model_of_a_people_match_at_the_curtain() -> None:
    page = people_page("?seats=person,person&seed=4&pause=0")
    seen = watched(page)
    page.ctl.render()
    model, hidden = seen[-1]
    assert page.ctl.phase == "curtain" and model.table.curtain is not None
    assert model.table.hand.hidden and model.table.hand.cards == ()
    assert set(page.session.state.hand(page.session.viewer)) <= hidden
    play_deal(page, seen)


def test_the_check_finds_a_hidden_card() -> None:
    """The privacy check is no formality: a model naming a hidden card fails it."""
    page = Page("?seed=5&pause=0").start()
    model = build_page_model(page.ctl)
    hidden = hidden_now(page)
    leak = sorted(hidden)[0]
    bad = dataclasses.replace(model, table=dataclasses.replace(
        model.table, known=f"leaked {EN.card_name(leak)}"))
    try:
        check_private(bad, hidden)
    except AssertionError:
        return
    raise AssertionError("a leaked card was not found")


def round_trip(model: PageModel) -> PageModel:
    return from_json(PageModel, json.loads(json.dumps(to_json(model))))


def test_the_model_survives_json_at_real_moments() -> None:
    moments: dict[str, PageModel] = {}
    page = Page("?seed=5&pause=0", auto_draw=False).start()
    moments["start"] = build_page_model(page.ctl)
    while page.ctl.phase != "drawing" and not page.session.deal_over:
        cards_ = page.enabled_cards()
        page.click_card(cards_[0]) if cards_ else page.do("act", page.ctl.legal_now()[0])
        if page.session.state.to_position()["table"] and "mid" not in moments:
            moments["mid"] = build_page_model(page.ctl)
    moments["drawing"] = build_page_model(page.ctl)
    page.auto_draw = True
    page.do("act", "draw")
    page.play_out_deal()
    moments["over"] = build_page_model(page.ctl)
    three = Page("?seed=3&rules=three&pause=0").start()
    moments["three"] = build_page_model(three.ctl)
    three.play_out_deal()
    moments["three over"] = build_page_model(three.ctl)
    schnapsen = Page("?seed=8&rules=schnapsen&pause=0").start()
    schnapsen.play(schnapsen.enabled_cards()[0])
    moments["schnapsen"] = build_page_model(schnapsen.ctl)
    people = people_page("?seats=person,person&seed=4&pause=0")
    moments["curtain"] = build_page_model(people.ctl)
    assert moments["drawing"].table.hooks.phase == "drawing"
    assert moments["over"].table.result.end is not None
    assert moments["curtain"].table.curtain is not None
    for name, model in moments.items():
        assert round_trip(model) == model, name


def test_the_static_keys_are_index_htmls() -> None:
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    keys = set(re.findall(r'data-(?:text|label|title)="([^"]*)"', html))
    assert set(STATIC_KEYS) == keys


def test_a_hand_card_carries_why_it_may_not_be_played() -> None:
    page = Page("?seed=5&pause=0").start()
    page.play(page.enabled_cards()[0])  # the computer answers; a new trick: all legal
    model = build_page_model(page.ctl)
    hand = model.table.hand
    assert [c.code for c in hand.cards] == [
        str(e.getAttribute("data-card")) for e in page.doc.querySelectorAll("#hand button")]
    for c in hand.cards:
        assert c.name == EN.card_name(c.code) and (c.reason == "") == c.legal
        assert cards.parse(c.code) is not None
