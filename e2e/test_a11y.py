"""Accessibility: axe-core (axe-playwright-python, pinned) finds nothing in any state.

At 360x640 and 1280x900: the fresh page, mid-deal, Settings open, a dialog open,
the end of a deal (a one-card position in the link) and the end of a match (a
stored match one card from its end). Any violation of any impact fails. A colour
contrast that axe can only mark "needs review" (text over a gradient or a picture)
is measured here on pixels: the text hidden, its box screenshotted, the text colour
against the lightest and darkest pixel under it. Other "needs review" items fail.

Also by keyboard: the Stop-before-draw setting waits with no timer; focus stays on
the hand in the computer's turn and moves to Next deal after a deal; the dialog
starts on Cancel and gives focus back; Escape closes Settings; 200% zoom at 1280x900
(a 640x450 viewport) shows the trick and the hand together.
"""

from __future__ import annotations

import struct
import zlib

import pytest
from axe_playwright_python.sync_playwright import Axe
from play_helpers import Mirror, first_card, position, query, saved_at_five_three, settle
from playwright.sync_api import expect

SIZES = [(360, 640), (1280, 900)]
AXE = Axe()


# -- pixels ------------------------------------------------------------------------------
def _png_pixels(data: bytes) -> list[tuple[int, int, int]]:
    """Decode an 8-bit RGB/RGBA non-interlaced PNG (what Chromium writes) to pixels."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width, height, channels = 8, b"", 0, 0, 0
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour in (2, 6) and interlace == 0, (depth, colour)
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
    raw = zlib.decompress(idat)
    stride = width * channels
    rows: list[bytearray] = []
    prev = bytearray(stride)
    for y in range(height):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b, c = prev[i], prev[i - channels] if i >= channels else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    return [tuple(r[x * channels:x * channels + 3]) for r in rows for x in range(width)]


def _luminance(rgb) -> float:
    def ch(v: float) -> float:
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = rgb
    return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b)


def contrast(a, b) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_the_png_decoder_and_contrast_formula():
    # white on black is 21:1; a 2x1 PNG built here decodes to its pixels
    assert contrast((255, 255, 255), (0, 0, 0)) == pytest.approx(21)
    raw = b"\x00" + bytes([255, 0, 0, 0, 0, 255])
    png = (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", struct.pack(">IIBBBBB", 2, 1, 8, 2, 0, 0, 0))
           + _chunk(b"IDAT", zlib.compress(raw)) + _chunk(b"IEND", b""))
    assert _png_pixels(png) == [(255, 0, 0), (0, 0, 255)]


def _chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(
        ">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


MEASURE_PREP = """sel => {
  const e = document.querySelector(sel);
  const cs = getComputedStyle(e);
  const r = e.getBoundingClientRect();
  const m = cs.color.match(/[\\d.]+/g).map(Number);
  const size = parseFloat(cs.fontSize), bold = Number(cs.fontWeight) >= 700;
  e.dataset.a11yColor = e.style.color;
  e.style.setProperty('color', 'transparent', 'important');
  return {rect: {x: r.x, y: r.y, width: r.width, height: r.height}, rgb: m.slice(0, 3),
          alpha: m.length > 3 ? m[3] : 1, large: size >= 24 || (bold && size >= 18.66)};
}"""
COVERED = """sel => { const e = document.querySelector(sel), r = e.getBoundingClientRect();
  const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  return !(hit && (e.contains(hit) || hit.contains(e))); }"""
MEASURE_UNDO = """sel => { const e = document.querySelector(sel);
  e.style.color = e.dataset.a11yColor || ''; delete e.dataset.a11yColor; }"""


def measured_contrast(page, selector: str) -> tuple[float, float] | None:
    """(worst contrast of the text colour on the pixels right under its glyphs, the ratio
    needed), or None when no glyph shows (the text lies under an overlay)."""
    element = page.query_selector(selector)  # axe's selectors are unique in the page
    assert element is not None, selector
    element.scroll_into_view_if_needed()
    if page.evaluate(COVERED, selector):
        return None  # under an overlay (Settings, a dialog): measured where it shows
    with_text = _png_pixels(element.screenshot(animations="disabled"))
    info = page.evaluate(MEASURE_PREP, selector)
    try:
        without = _png_pixels(element.screenshot(animations="disabled"))
    finally:
        page.evaluate(MEASURE_UNDO, selector)
    assert info["alpha"] == 1, f"{selector}: text colour with alpha {info['alpha']}"
    # the background right under the glyphs' cores (pixels drawn in the text colour);
    # an anti-aliased edge of something laid over the text is not the text's background
    rgb = info["rgb"]
    under = {b for a, b in zip(with_text, without, strict=False)
             if a != b and max(abs(x - y) for x, y in zip(a, rgb, strict=True)) <= 40}
    if not under:
        return None
    worst = min(contrast(info["rgb"], px) for px in under)
    return worst, 3.0 if info["large"] else 4.5


# -- axe -----------------------------------------------------------------------------------
def axe_check(page, state: str) -> None:
    # nothing in flight: a card gliding or a panel fading in would be measured mid-way
    page.wait_for_function("() => document.getAnimations().every(a => a.playState !== "
                           "'running')", timeout=10_000)
    # and painted: two animation frames after the last change
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    result = AXE.run(page, options={"resultTypes": ["violations", "incomplete"]}).response
    problems = []
    for v in result["violations"]:
        for node in v["nodes"]:
            problems.append(f"{state}: {v['impact']} {v['id']}: {node['target']} "
                            f"{node.get('failureSummary', '')[:160]}")
    for item in result["incomplete"]:
        for node in item["nodes"]:
            target = node["target"][0]
            if item["id"] == "color-contrast" and isinstance(target, str):
                seen = measured_contrast(page, target)
                if seen is not None and seen[0] < seen[1]:
                    problems.append(f"{state}: contrast {seen[0]:.2f}:1 < {seen[1]}:1 at "
                                    f"{target}")
            else:
                problems.append(f"{state}: needs review {item['id']}: {node['target']}")
    assert not problems, "\n".join(problems)


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def size(request, page):
    page.set_viewport_size({"width": request.param[0], "height": request.param[1]})
    return request.param


def test_axe_fresh_mid_deal_settings_and_dialog(page, open_game, size):
    open_game(page, "seed=5&level=normal&pause=0")
    mirror = Mirror.new(5, "normal")
    mirror.advance()
    settle(page, mirror.step)
    axe_check(page, "fresh page")

    for _ in range(3):  # mid-deal: a few tricks played
        card = first_card(mirror.state)
        page.click(f"#hand button[data-card='{card}']")
        mirror.apply(card)
        mirror.advance()
        settle(page, mirror.step)
    axe_check(page, "mid-deal")

    page.click("#menu-button")
    page.click("#settings-button")
    expect(page.locator("#settings-apply")).to_be_visible()
    axe_check(page, "settings open")
    page.keyboard.press("Escape")
    expect(page.locator("#settings-apply")).to_be_hidden()

    page.keyboard.press("n")  # New game mid-match asks first
    expect(page.locator("dialog#confirm")).to_be_visible()
    axe_check(page, "dialog open")
    page.keyboard.press("Escape")
    expect(page.locator("dialog#confirm")).to_be_hidden()


END_OF_DEAL = position(  # 63 points and the ace of trumps: the lead takes the deal out
    hands=(["AD", "QH", "9C", "JH", "QS", "JC"], ["KD", "QC", "JD", "TD", "KH", "9S"]),
    won=(["AC", "TC", "AS", "TS", "AH", "TH"], []), trump="9D",
)


def test_axe_end_of_a_deal(page, open_game, size):
    open_game(page, query(END_OF_DEAL, pause=0, seed=1))
    settle(page, 0)
    page.click("#hand button[data-card='AD']")
    expect(page.locator("#result")).to_be_visible()
    expect(page.locator("#next-deal")).to_be_visible()
    axe_check(page, "end of a deal")


def test_axe_end_of_a_match(page, open_game, context, size):
    saved_at_five_three(context, END_OF_DEAL)
    open_game(page, "pause=0")
    settle(page, 0)
    page.click("#hand button[data-card='AD']")
    expect(page.locator("#new-match")).to_be_visible()
    axe_check(page, "end of a match")


def test_axe_in_dark_mode(page, open_game, size):
    """A device set to dark (issue 57, point 7): the night table, its menu, Settings and the
    end of a deal, each clean; the cards keep their white faces."""
    page.emulate_media(color_scheme="dark")
    open_game(page, query(END_OF_DEAL, pause=0, seed=1))
    settle(page, 0)
    looks = page.evaluate("""() => [getComputedStyle(document.body).backgroundColor,
        getComputedStyle(document.querySelector('#hand [data-card]')).backgroundColor]""")
    assert looks == ["rgb(4, 16, 10)", "rgb(255, 253, 247)"], looks
    axe_check(page, "dark: a deal")
    page.click("#menu-button")
    expect(page.locator("#sound-button")).to_be_visible()
    axe_check(page, "dark: the menu")
    page.click("#settings-button")
    expect(page.locator("#settings-apply")).to_be_visible()
    axe_check(page, "dark: settings open")
    page.keyboard.press("Escape")
    expect(page.locator("#settings-apply")).to_be_hidden()
    page.click("#hand button[data-card='AD']")
    expect(page.locator("#next-deal")).to_be_visible()
    axe_check(page, "dark: end of a deal")


# -- keyboard and focus --------------------------------------------------------------------
def _focused(page) -> str:
    return page.evaluate("""() => { const a = document.activeElement;
        return a === document.body ? 'BODY' : (a.id || a.dataset.card || a.tagName); }""")


def test_focus_stays_on_the_hand_in_the_computers_turn_and_goes_to_next_deal(page, open_game):
    open_game(page, query(END_OF_DEAL, pause=800, seed=1))
    page.wait_for_function("() => document.documentElement.dataset.turn === 'you'")
    page.locator("body").focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Home")
    first = _focused(page)
    assert len(first) == 2
    # watch focus on every change of the table until the deal is over
    page.evaluate("""() => { window.__focus = [];
        new MutationObserver(() => { const a = document.activeElement;
            window.__focus.push([document.documentElement.dataset.phase,
                a === document.body ? 'BODY' : (a.id || a.dataset.card || a.tagName)]); })
        .observe(document.documentElement,
                 {attributes: true, attributeFilter: ['data-phase']}); }""")
    page.keyboard.press("End")  # a plain card, not the ace of trumps: the computer answers
    page.keyboard.press("Enter")
    page.wait_for_function("() => Number(document.documentElement.dataset.step) >= 2 && "
                           "['over','you'].includes(document.documentElement.dataset.turn)",
                           timeout=30_000)
    seen = page.evaluate("() => window.__focus")
    assert seen and all(who != "BODY" for _, who in seen), seen
    assert {who for phase, who in seen if phase == "computer"} <= {"hand"} | {
        r + s for r in "ATKQJ9" for s in "CDHS"}, seen


def test_the_dialog_starts_on_cancel_says_why_and_gives_focus_back(page, open_game):
    open_game(page, "seed=5&level=normal&pause=0")
    mirror = Mirror.new(5, "normal")
    mirror.advance()
    settle(page, mirror.step)
    card = page.locator("#hand button:not([disabled])").first
    card.focus()
    page.keyboard.press("Enter")  # a play, so the match is in progress
    page.wait_for_function("() => document.documentElement.dataset.turn === 'you'")
    page.locator("#new-game").focus()
    page.keyboard.press("Enter")
    dialog = page.locator("dialog#confirm")
    expect(dialog).to_be_visible()
    assert _focused(page) == "confirm-cancel"
    assert dialog.get_attribute("aria-describedby") == "confirm-text"
    assert "abandoned" in page.locator("#confirm-text").inner_text()
    page.keyboard.press("Enter")  # Cancel: the safe choice
    expect(dialog).to_be_hidden()
    # back on New game once the page has rendered (it is disabled while the dialog is open)
    page.wait_for_function("() => document.activeElement.id === 'new-game'", timeout=5_000)


def test_escape_closes_settings_and_a_select_changes_nothing_until_apply(page, open_game):
    open_game(page, "seed=5&level=normal&pause=0")
    page.wait_for_function("() => document.documentElement.dataset.turn === 'you'")
    page.click("#menu-button")
    page.click("#settings-button")
    page.locator("#level").focus()
    step = page.locator("html").get_attribute("data-step")
    page.keyboard.press("ArrowDown")  # a closed select changes with the arrow keys
    page.keyboard.press("ArrowDown")
    expect(page.locator("dialog#confirm")).to_be_hidden()
    assert page.locator("html").get_attribute("data-step") == step
    page.keyboard.press("Escape")
    expect(page.locator("#settings-panel")).to_be_hidden()
    page.wait_for_function("() => document.activeElement.id === 'menu-button'", timeout=5_000)
    page.keyboard.press("Enter")  # the menu, then Settings again: the draft is gone
    page.click("#settings-button")
    expect(page.locator("#level")).to_have_value("normal")


def test_the_draw_decision_waits_by_keyboard(page, open_game):
    """Winning a trick with the stock open stops before the draw with no timer, Draw and
    Close stock side by side and the Hint on; d draws."""
    pos = position(hands=(["AH", "KS", "QS", "TH", "KH", "9S"], ["AS", "TS", "JS", "QH", "JH",
                                                                 "9C"]), trump="9H")
    open_game(page, query(pos, pause=300, seed=3))
    page.wait_for_function("() => document.documentElement.dataset.turn === 'you'")
    page.locator("body").focus()
    page.keyboard.press("Home")
    for _ in range(6):  # to the ace of hearts (trumps: the first cards)
        if _focused(page) == "AH":
            break
        page.keyboard.press("ArrowRight")
    assert _focused(page) == "AH"
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.documentElement.dataset.phase === 'drawing'")
    page.wait_for_timeout(1000)  # twice the longest draw window the page ever had (450 ms)
    assert page.locator("html").get_attribute("data-phase") == "drawing"
    assert page.locator("html").get_attribute("data-turn") == "you"
    for id_ in ("#draw", "#close-stock", "#hint"):
        expect(page.locator(id_)).to_be_enabled()
    expect(page.locator("#status")).to_contain_text("Draw, or close the stock")
    step = int(page.locator("html").get_attribute("data-step"))
    page.keyboard.press("d")
    page.wait_for_function(f"() => Number(document.documentElement.dataset.step) > {step}")
    page.wait_for_function("() => document.documentElement.dataset.phase !== 'drawing'")
    expect(page.locator("#hand button[data-card]")).to_have_count(6)


def test_200_percent_zoom_at_1280x900_shows_the_trick_and_the_hand_together(page, open_game):
    page.set_viewport_size({"width": 640, "height": 450})  # 1280x900 at 200%
    open_game(page, "seed=5&level=normal&pause=0")
    page.wait_for_function("() => document.documentElement.dataset.turn === 'you'")
    box = page.evaluate("""() => { const t = document.getElementById('table')
        .getBoundingClientRect(), h = document.getElementById('hand').getBoundingClientRect();
        return {top: t.top + scrollY, bottom: h.bottom + scrollY,
                overflowX: document.documentElement.scrollWidth - innerWidth}; }""")
    assert box["bottom"] - box["top"] <= 450, box
    assert box["overflowX"] <= 0, box


def test_axe_a_peoples_match_screen_turn_and_end(page, open_game):
    """Two people (issue 43) at the narrowest phone, in German: the screen between them
    (a dialog, focus on its button), a person's turn, the end with a review each."""
    page.set_viewport_size({"width": 360, "height": 640})
    open_game(page, query(END_OF_DEAL, pause=0, seed=1, seats="person,person", lang="de"))
    expect(page.locator("#curtain")).to_be_visible()
    expect(page.locator("#curtain-ready")).to_be_focused()
    axe_check(page, "the screen between people")
    page.click("#curtain-ready")
    expect(page.locator("#curtain")).to_be_hidden()
    axe_check(page, "a person's turn")
    page.click("#hand button[data-card='AD']")
    expect(page.locator("#curtain")).to_have_attribute("data-seat", "1")  # the answer
    page.click("#curtain-ready")
    page.click("#hand button[data-card]:not([disabled]) >> nth=0")
    expect(page.locator("#review-people [data-review-seat]")).to_have_count(2)
    axe_check(page, "the end of a people's deal")


def test_axe_the_course_panel_and_a_lesson(page, open_game):
    """The course (issue 42) at the narrowest phone in Croatian: the first visit's offer,
    the Learn panel, a lesson's box after a wrong play."""
    page.set_viewport_size({"width": 360, "height": 640})
    open_game(page, "pause=0&lang=hr")
    expect(page.locator("#learn-offer")).to_be_visible()
    axe_check(page, "the course offered")
    page.click("#learn-offer-open")  # lesson 1 at once
    expect(page.locator("#lesson-box")).to_be_visible()
    page.click("#lesson-list")  # the list, a tap away
    expect(page.locator("#learn")).to_be_visible()
    axe_check(page, "the Learn panel")
    page.click("#learn-list [data-lesson] >> nth=0")
    expect(page.locator("#lesson-box")).to_be_visible()
    page.click("#hand button[data-card]:not([disabled]) >> nth=-1")
    expect(page.locator("#lesson-status")).not_to_have_attribute("data-verdict", "")
    axe_check(page, "a lesson after a play")
