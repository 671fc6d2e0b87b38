"""The page's pure-Python parts (no browser): URL options, session texts, markup."""

from game import ai
from game.engine import cards
from game.play.match import Match
from game.web import params
from game.web.session import Session
from game.web.table import markup
from game.words import Words

EN = Words()


def test_url_options():
    p = params.parse("?seed=12&level=sharp&rules=simple&auto_out=0&target=8&pause=0&four=1")
    assert (p.seed, p.level, p.rules, p.pause_ms, p.four_colour) == (12, "sharp", "simple", 0, True)
    assert p.options == {"auto_out": False, "target": 8}
    assert p.selects_game and p.origin()
    bad = params.parse("seed=x&level=godlike&target=9&auto_out=maybe")
    assert bad.seed is None and bad.level is None and len(bad.problems) == 4
    assert params.parse("").origin() == ""


def test_a_whole_deal_in_the_session_never_names_a_hidden_card():
    s = Session(Match.new(17, "traditional"), "sharp")
    told = 0
    while not s.deal_over:
        st = s.state
        if st.to_move == 1:
            s.apply(1, ai.choose(st, "sharp", seed=0))
        elif st.stage == "before_draw":
            s.apply(0, "draw")
        else:
            s.apply(0, [a for a in st.legal_actions() if len(a) == 2][0])
        # what the computer holds unseen by the human is never named
        after = s.state
        hidden = set(after.hand(1)) - set(after.view(0).opponent_known)
        for line in s.lines(EN)[told:]:
            for code in hidden:
                assert cards.name(cards.parse(code)) not in line, (line, code)
        told = len(s.log)
    lines = s.lines(EN)
    assert lines[0].startswith("Deal 1.")
    assert "game point" in lines[-1] or "drawn deal" in lines[-1].lower()
    assert any(line.startswith("You draw") for line in lines)


def test_illegal_human_action_is_refused_with_a_reason():
    s = Session(Match.new(3, "traditional"), "normal")
    import pytest

    from game import IllegalAction
    with pytest.raises(IllegalAction):
        s.apply(0 if s.state.to_move == 1 else 1, "KS")


def test_hand_markup_labels_and_disables():
    from game.web.table.model import HandCard

    m = Match.new(5, "traditional")
    v = m.state.view(0)

    def hand(legal):
        return tuple(HandCard(c, EN.card_name(c), c in legal, "" if c in legal else "not now",
                              False, 0, False, "") for c in v.hand)

    html = markup.hand_html(hand(()), four=False)
    assert html.count(" disabled") == 6 and html.count('title="not now"') == 6
    html = markup.hand_html(hand(v.legal), four=False)
    assert html.count(" disabled") == 6 - len([a for a in v.legal if len(a) == 2])
    for code in v.hand:
        assert f'data-card="{code}"' in html
    assert "aria-label=" in html and " of " in html


def test_storage_failures_are_said_plainly():
    from game.web.storage import SafeLocalStorage, reason

    class Quota(Exception):
        pass

    assert reason(EN, Quota("QuotaExceededError: Failed to execute 'setItem' on 'Storage': "
                            "Setting the value of 'x' exceeded the quota.")) == \
        "its storage for this site is full"
    assert reason(EN, Exception("(A value of type object with tag [object DOMException] was "
                                "thrown as an error!)")) == "storage is blocked for this site"
    long = reason(EN, Exception("x" * 500))
    assert long.endswith("…") and len(long) < 70
    assert reason(Words("de"), Quota("QuotaExceededError")) != reason(EN, Quota("Quota"))

    class Throwing:
        def getItem(self, key):
            return None

        def setItem(self, key, value):
            raise Quota("QuotaExceededError: Failed to execute 'setItem'")

        def removeItem(self, key):
            pass

    class Window:
        localStorage = Throwing()

    store = SafeLocalStorage(Window())
    store.set("sixtysix.match", "{}")
    assert "storage for this site is full" in store.problem(EN)
    assert store.get("sixtysix.match") == "{}"  # kept in memory: nothing of this visit is lost
