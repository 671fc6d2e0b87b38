"""Card faces are the vendored SVG images (vendor/cards/), and they load, offline too.

The conftest guard fails a test on any request that leaves the origin and on
any console error (a broken image or a CSP refusal would show there).
"""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from conftest import READY_TIMEOUT_MS

# Every face image on the page once decoded: [src, naturalWidth, naturalHeight,
# rendered width, rendered height, the card box's width, its height].
FACES = """async () => {
    const imgs = Array.from(document.querySelectorAll('img.face'));
    await Promise.all(imgs.map(i => i.decode().catch(() => null)));
    return imgs.map(i => {
        const box = i.parentElement.getBoundingClientRect(), r = i.getBoundingClientRect();
        return [i.getAttribute('src'), i.naturalWidth, i.naturalHeight,
                r.width, r.height, box.width, box.height, i.alt,
                i.parentElement.dataset.card || i.parentElement.dataset.shown ||
                i.parentElement.dataset.face];
    });
}"""

# The URL of the card-back image of the first .card.back, loaded as an image:
# [url, naturalWidth].
BACK = """async () => {
    const el = document.querySelector('.card.back');
    const m = /url\\("?([^")]+)"?\\)/.exec(getComputedStyle(el).backgroundImage);
    if (!m) return [getComputedStyle(el).backgroundImage, 0];
    const img = new Image();
    img.src = m[1];
    await img.decode().catch(() => null);
    return [m[1], img.naturalWidth];
}"""


def check_faces(page, colours: str) -> list[str]:
    faces = page.evaluate(FACES)
    assert len(faces) >= 7, faces  # six in the hand and the trump card at least
    for src, nat_w, nat_h, w, h, box_w, box_h, alt, code in faces:
        assert src == f"vendor/cards/{colours}/{code}.svg", (src, code)
        assert nat_w > 0 and nat_h > 0, f"{src} did not load"
        assert alt == ""
        # The image fills its card (inside the card's 1px border).
        assert abs(w - box_w) <= 3 and abs(h - box_h) <= 3, (src, w, h, box_w, box_h)
    return [src for src, *_ in faces]


def check_back(page, origin: str) -> None:
    url, width = page.evaluate(BACK)
    assert url.endswith("/vendor/cards/back.svg"), url
    parts = urlsplit(url)
    assert f"{parts.scheme}://{parts.netloc}" == origin
    assert width > 0, f"{url} did not load"


def test_faces_and_back_are_the_vendored_images(page, open_game, base_url, requests_seen):
    open_game(page, "seed=5")
    srcs = check_faces(page, "2color")
    check_back(page, base_url)
    for src in srcs:
        assert any(u.endswith("/" + src) for u in requests_seen), src
    # A played card shows the same image in the trick.
    page.locator("#hand button[data-card]:not([disabled])").first.click()
    page.wait_for_selector("#table img.face, #last-trick img.face", timeout=30_000)
    check_faces(page, "2color")


@pytest.mark.browser_context_args(service_workers="allow")
def test_four_colour_faces_load_from_the_service_worker_offline(
    page, context, base_url, open_game
):
    open_game(page, "seed=5")
    page.wait_for_selector("html[data-offline=ready]", state="attached", timeout=60_000)
    # The four-colour set has not been shown yet: offline, it can only come from
    # the service worker's precache.
    assert page.evaluate("document.querySelectorAll('img[src*=\"4color\"]').length") == 0
    reached_network: list[str] = []

    def server_gone(route):
        reached_network.append(route.request.url)
        route.abort("internetdisconnected")

    context.route("**/*", server_gone)
    context.set_offline(True)
    page.goto(base_url + "/?seed=5&four=1", wait_until="domcontentloaded")
    page.wait_for_selector("html.ready", state="attached", timeout=READY_TIMEOUT_MS)
    check_faces(page, "4color")
    check_back(page, base_url)
    assert not [u for u in reached_network if "/vendor/cards/" in u], reached_network
