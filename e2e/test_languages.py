"""Languages: a trick played in German, as a player would (link, then Settings), with the
words boot.js shows before Python runs; the choice remembered over a reload (boot.js reads
it from real storage). English and Croatian's trick is on the fake DOM
(tests/test_web_table_flows.py)."""

from __future__ import annotations

import re

import pytest

from game.words import Words, table


def _table(lang: str) -> dict[str, str]:
    return table(lang)


@pytest.mark.parametrize("lang", ["de"])
def test_a_trick_in_each_language(page, open_game, lang: str) -> None:
    words = _table(lang)
    open_game(page, f"seed=5&pause=0&level=sharp&lang={lang}")
    page.wait_for_function("() => document.documentElement.dataset.turn === 'you'")
    assert page.locator("html").get_attribute("lang") == lang
    assert page.locator("#new-game").text_content() == words["button.new_game"]
    assert page.locator("main").get_attribute("aria-label") == words["region.table"]
    # the words shown before Python runs (boot.js) speak it too: the recovery screen's
    assert page.locator("#recovery-title").text_content() == words["recovery.title"]
    card = page.locator("#hand button[data-card]:not([disabled])").first
    code = card.get_attribute("data-card")
    name = Words(lang).card_name(code)
    assert card.get_attribute("aria-label").startswith(name)
    card.click()
    page.wait_for_function(
        "s => document.documentElement.dataset.step !== s && "
        "document.documentElement.dataset.turn === 'you'", arg="0", timeout=20_000)
    log = page.locator("#log li").all_text_contents()
    mine = [line for line in log if name in line]
    assert mine, f"no line of the log names {name!r}: {log}"
    won = [_pattern(words[k]) for k in ("ev.trick.0", "ev.trick.other")]
    assert any(p.fullmatch(line) for p in won for line in log), log


def _pattern(template: str) -> re.Pattern[str]:
    """A sentence of the table with any facts in its placeholders."""
    parts = re.split(r"\{\w+\}", template)
    return re.compile(".+".join(re.escape(p) for p in parts))


def test_switching_the_language_in_settings_rewords_the_page(page, open_game) -> None:
    open_game(page, "seed=5&pause=0")
    page.click("#menu-button")
    page.click("#settings-button")
    page.select_option("#lang", "de")
    page.click("#settings-apply")
    de = _table("de")
    page.wait_for_function("t => document.getElementById('new-game').textContent === t",
                           arg=de["button.new_game"])
    assert page.locator("#hint").text_content() == de["button.hint"]
    page.reload(wait_until="domcontentloaded")
    page.wait_for_selector("html.ready", state="attached", timeout=60_000)
    assert page.locator("html").get_attribute("lang") == "de"  # remembered


@pytest.mark.first_visit
def test_the_first_paint_speaks_the_page_language_before_python(context, base_url) -> None:
    """A German visitor's table is German from its first paint, not English until Python
    has started: boot.js words index.html from the text tables (tools/gen_boot_texts.py).
    Python is held back here (main.py never arrives), so what shows is boot.js's alone;
    a tap on the table then says at once that the game is still loading."""
    words = Words("de")
    held: list[object] = []
    context.route("**/main.py", lambda route: held.append(route))  # never answered
    page = context.new_page()
    page.goto(base_url + "/?lang=de", wait_until="domcontentloaded")
    page.wait_for_function("() => document.title === 'Sechsundsechzig'")
    assert page.evaluate("document.documentElement.classList.contains('ready')") is False
    for selector, key in (("#new-game", "button.new_game"), ("#help-button", "button.rules"),
                          ("#trick-caption", "caption.trick"), ("#name-you", "score.you"),
                          ("#close-stock", "button.close"), ("#learn-offer span", "learn.offer"),
                          ("#status-line", "boot.shuffling"), ("#trump-suit", "boot.trumps")):
        assert page.locator(selector).first.text_content() == words.say(key), selector
    assert page.locator("main").get_attribute("aria-label") == words.say("region.table")
    assert page.locator("#best-box").get_attribute("title") == words.say("score.best.about")
    assert page.title() == words.say("page.title")
    # a tap before the game can be played is answered: the loading line says how far
    box = page.locator("#loading")
    assert box.get_attribute("data-asked") is None
    page.locator("main.felt").click(position={"x": 40, "y": 40})
    assert box.get_attribute("data-asked") == "1"
    # (said once, at the tap: the bar may have crept on since)
    said = page.locator("#load-label").text_content()
    percent = page.locator("#load-progress").evaluate("e => e.value")
    told = [p for p in range(101) if said == words.say("boot.still_loading", percent=p)]
    assert told and 0 < told[0] <= percent, (said, percent)
    page.close()
