"""The page's statistics: counted from the engine's events at each deal's end."""

from __future__ import annotations

from game import encode_position
from game.play.store import MemoryBackend, Store

from .helpers import marriage_opening
from .webharness import Page


def test_a_finished_deal_is_counted_in_its_level_and_rules_bucket():
    backend = MemoryBackend()
    page = Page("?seed=8&pause=0&level=sharp", backend=backend).start()
    page.play_out_deal()
    oc = page.session.state.outcome
    stats, msg = Store(backend).load_stats()
    b = stats.bucket("sharp", "traditional")
    assert msg == "" and b.deals == 1 and stats.total().deals == 1
    assert b.deals_won == (oc.winner == 0) and b.deals_drawn == (oc.winner is None)
    if oc.winner == 0:
        assert b.game_points_for == oc.game_points
    elif oc.winner == 1:
        assert b.game_points_against == oc.game_points
    page.do("next_deal")  # counted once, however often the page draws it
    assert Store(backend).load_stats()[0].total().deals == 1
    assert "of 1" in page.text("stats-line")


def test_a_marriage_declared_before_a_reload_still_counts():
    backend = MemoryBackend()
    pos = marriage_opening()
    page = Page(f"?seed=3&pause=0&level=sharp&position={encode_position(pos)}",
                backend=backend).start()
    page.click_card("KS")  # declares 20 in spades
    assert [e.kind for e in page.session.facts] == ["marriage"]
    page = Page("?pause=0", backend=backend).start()  # a reload mid-deal
    assert [(e.kind, e.seat, e.points) for e in page.session.facts] == [("marriage", 0, 20)]
    page.play_out_deal()
    b = Store(backend).load_stats()[0].bucket("sharp", "traditional")
    assert (b.deals, b.marriages, b.marriage_points) == (1, 1, 20)


def test_damaged_stored_facts_cost_only_those_counts():
    import json

    from game.play.store import KEYS

    backend = MemoryBackend()
    Page("?seed=3&pause=0", backend=backend).start()
    saved = json.loads(backend.data[KEYS["match"]])
    for bad in ([{"kind": "marriage", "seat": 0, "points": 60}], [{"kind": "close"}],
                [{"kind": "marriage", "seat": 7, "points": 20}], "x", [1] * 9,
                [{"kind": "play", "seat": 0, "points": 0}],
                [{"kind": "close", "seat": True, "points": 0}]):
        saved["facts"] = bad
        backend.set(KEYS["match"], json.dumps(saved))
        loaded, msg = Store(backend).load_match()
        assert loaded is not None and msg == "" and loaded.facts == []


def test_the_statistics_dialog_shows_the_counts_and_resets_only_when_confirmed():
    backend = MemoryBackend()
    page = Page("?seed=8&pause=0&level=sharp", backend=backend, answers=[False, True]).start()
    page.play_out_deal()
    rows = {r.querySelector("th").textContent: [td.textContent for td in r.querySelectorAll("td")]
            for r in page.open("stats").doc.querySelectorAll("#stats-body tbody tr")}
    assert rows["Deals played"] == ["1", "1"]
    head = page.open("stats").doc.querySelector("#stats-body thead").textContent
    assert "Sharp, Traditional" in head
    page.dialogs.show("stats")  # as the Statistics button opens it
    page.key("n")  # a game key while the dialog is open does nothing
    assert page.session.state.outcome is not None and not page.questions
    page.do("stats_reset")  # answered Cancel
    assert Store(backend).load_stats()[0].total().deals == 1
    page.do("stats_reset")  # answered OK
    assert Store(backend).load_stats()[0].total().deals == 0
    assert page.questions[-1].startswith("Reset all statistics")
