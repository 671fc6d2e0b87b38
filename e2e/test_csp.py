"""The page's Content Security Policy holds, and nothing in the game breaks it.

index.html carries a CSP meta tag (see the comment there for why PyScript needs
'unsafe-eval'). An init script records every ``securitypolicyviolation`` event
from the first byte on; console messages about a Content Security Policy count
too. One trick is played so that rendering code runs under the policy. (The
service worker's registration under the policy is covered by test_subpath and
test_offline, whose guards fail on the console error a violation logs.)
"""

from __future__ import annotations

import re

from conftest import ROOT

PLAYABLE = "#hand button[data-card]:not([disabled])"
TRICK_SHOWN = "#table [data-card], #last-trick [data-card]"
RECORD = """
window.__csp = [];
addEventListener('securitypolicyviolation', (e) => window.__csp.push(
  `${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`
), true);
"""


def _policy() -> dict[str, list[str]]:
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    match = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)"', html)
    assert match, "index.html has no CSP meta tag"
    head = html[: html.index("</head>")]
    assert head.index("Content-Security-Policy") < head.index("<script"), "CSP after a script"
    directives = {}
    for part in match.group(1).split(";"):
        name, *values = part.split()
        directives[name] = values
    return directives


def test_policy_is_strict():
    csp = _policy()
    assert csp["default-src"] == ["'self'"]
    assert csp["script-src"] == ["'self'", "'unsafe-eval'"]
    assert csp["connect-src"] == ["'self'"]
    assert csp["worker-src"] == ["'self'"]
    assert csp["style-src"] == ["'self'"]
    assert csp["object-src"] == ["'none'"]
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    # No inline scripts or handlers (they would need 'unsafe-inline').
    for tag in re.findall(r"<script\b[^>]*>", html):
        assert "src=" in tag, tag
    assert not re.search(r"\son[a-z]+\s*=", html), "inline event handler in index.html"
    assert not re.search(r"\sstyle\s*=", html), "style attribute in index.html"


def test_game_runs_without_csp_violations(page, context, open_game):
    messages: list[str] = []
    page.on(
        "console",
        lambda m: messages.append(m.text) if "Content Security Policy" in m.text else None,
    )
    context.add_init_script(RECORD)
    open_game(page, "seed=5")
    page.locator(PLAYABLE).first.click(timeout=30_000)
    page.wait_for_selector(TRICK_SHOWN, state="attached", timeout=30_000)
    violations = page.evaluate("window.__csp")
    assert violations == [] and messages == [], violations + messages
