"""The deal review in the page: kept deals, the Review button, its dialog."""

from __future__ import annotations

from game.play.store import MemoryBackend, Store

from .webharness import Page


def test_a_finished_deal_is_kept_and_reviewed_with_a_verdict_and_its_decisions():
    backend = MemoryBackend()
    page = Page("?seed=8&pause=0&level=sharp", backend=backend).start()
    assert page.button("review-button").hidden  # nothing to review mid-deal
    page.play_out_deal()
    deals, msg = Store(backend).load_deals()
    assert msg == "" and len(deals) == 1 and deals[0].actions == tuple(page.session.actions)
    assert not page.button("review-button").hidden and not page.button("review-button").disabled
    page.open("review").do("review")
    review = page.ctl.ui.review
    assert review is not None and page.ctl.ui.review_progress is None
    verdict = page.text("review-verdict")
    assert ("You lost this deal" in verdict or "You won this deal" in verdict
            or "every move was forced" in verdict)
    rows = page.doc.querySelectorAll("#review-body tbody tr")
    assert len(rows) == len(review.decisions)
    costs = [float(r.querySelector(".review-cost").textContent) for r in rows]
    assert costs == [round(d.cost, 2) for d in review.decisions]  # in deal order, as lost
    assert all(cost >= 0 for cost in costs) and any(cost > 0 for cost in costs)
    hooks = [(int(r.getAttribute("data-decision")), float(r.getAttribute("data-cost")),
              r.getAttribute("data-choice"), r.getAttribute("data-best")) for r in rows]
    assert hooks == [(d.number, round(d.cost, 4), d.choice, d.expert) for d in review.decisions]
    assert all(cost >= 0 for _, cost, _, _ in hooks)
    assert page.doc.querySelector("#review-chart svg") is not None


def test_the_review_survives_a_reload_at_the_deals_end_and_goes_with_the_next_deal():
    backend = MemoryBackend()
    page = Page("?seed=8&pause=0&level=sharp", backend=backend).start()
    page.play_out_deal()
    page = Page("?pause=0", backend=backend).start()  # reload with the result on screen
    assert not page.button("review-button").hidden
    page.do("next_deal")
    assert page.button("review-button").hidden and page.ctl.reviews.last is None
    page.play_out_deal()
    assert len(Store(backend).load_deals()[0]) == 2


def test_a_deal_from_a_links_position_is_reviewed_from_that_position_even_after_a_reload():
    from game import encode_position, from_position

    from .helpers import marriage_opening

    backend = MemoryBackend()
    link = f"?seed=3&pause=0&position={encode_position(marriage_opening())}"
    page = Page(link, backend=backend).start()
    page.play_out_deal()
    record = page.ctl.reviews.last
    assert record is not None and not page.button("review-button").hidden
    assert record.start() == from_position(marriage_opening())  # no seed: the link's deal
    page = Page("?pause=0", backend=backend).start()  # reload with the result on screen
    assert page.ctl.reviews.last == record
    page.open("review").do("review")
    assert page.ctl.ui.review is not None and page.text("review-verdict")
    page.do("next_deal")  # the next deal is dealt from the seed again
    assert page.session.start is None


def test_a_three_player_deal_is_kept_reviewed_and_stepped_with_every_hand_face_up():
    backend = MemoryBackend()
    page = Page("?seed=4&pause=0&level=sharp&rules=three", backend=backend).start()
    page.play_out_deal()
    deals, msg = Store(backend).load_deals()
    assert msg == "" and len(deals) == 1 and deals[0].players == 3
    assert not page.button("review-button").hidden and not page.button("replay").hidden
    frames = page.ctl.reviews.frames()
    assert len(frames) == 8 and all(len(f.hands) == 3 for f in frames)
    page.open("review")  # the stepper is drawn while the review is open
    rows = [[c.getAttribute("data-face") for c in row.querySelectorAll(".card")]
            for row in page.doc.querySelectorAll("#review-trick .help-cards")]
    assert [sorted(r) for r in rows[:3]] == [sorted(h) for h in frames[0].hands]
    assert rows[3] == list(frames[0].cards) and len(rows) == 4
    labels = [p.textContent for p in page.doc.querySelectorAll("#review-trick .review-hand-label")]
    assert labels == ["Your cards", "West's cards", "East's cards"]
    assert "Stock" not in page.text("review-trick")
    page.open("review").do("review")
    review = page.ctl.ui.review
    assert review is not None and all(d.kind == "card" for d in review.decisions)
    rows = page.doc.querySelectorAll("#review-body tbody tr")
    assert len(rows) == len(review.decisions)
    assert page.doc.querySelector("#review-chart svg") is not None
    oc = page.session.state.outcome  # the result line says who won what, from the outcome
    said_ = {None: "Nobody scored in this deal.",
             0: f"You won this deal (game points: +{oc.game_points})",
             1: f"West won this deal (game points: +{oc.game_points})",
             2: f"East won this deal (game points: +{oc.game_points})"}[oc.winner]
    assert said_ in page.text("review-verdict")
    page.do("replay")  # the same eight cards each, as practice
    assert page.session.practice and page.session.match.scores == [0, 0, 0]
    page.play_out_deal()
    assert page.text("next-deal") == "Back to your match"


def test_a_reviews_cost_counts_once_in_the_statistics_even_after_a_reload():
    backend = MemoryBackend()
    page = Page("?seed=8&pause=0&level=sharp", backend=backend).start()
    page.play_out_deal()
    page.open("review").do("review")
    v = page.ctl.ui.review.verdict()
    lost = v.charged  # what the summary says the choices cost: at most the gap
    assert lost <= v.gap <= 3
    b = Store(backend).load_stats()[0].bucket("sharp", "traditional")
    assert b.reviewed_deals == 1 and abs(b.review_cost_total - round(lost, 4)) < 1e-9
    page = Page("?pause=0", backend=backend).start()  # reload, review the same deal again
    page.open("review").do("review")
    assert Store(backend).load_stats()[0].bucket("sharp", "traditional").reviewed_deals == 1
    rows = {r.querySelector("th").textContent: r.querySelectorAll("td")[0].textContent
            for r in page.open("stats").doc.querySelectorAll("#stats-body tbody tr")}
    assert rows["Average review cost per deal"] == f"{round(lost, 4):.2f}"


def test_the_review_steps_through_the_deal_trick_by_trick_with_both_hands_face_up():
    page = Page("?seed=8&pause=0&level=sharp").start()
    page.play_out_deal()
    frames = page.ctl.reviews.frames()
    st = page.session.state
    assert len(frames) == sum(st.tricks) and frames[0].stock == 12
    page.open("review")  # the stepper is drawn while the review is open
    assert page.text("review-trick-title") == f"Trick 1 of {len(frames)}"
    shown = [c.getAttribute("data-face") for c in page.doc.querySelectorAll("#review-trick .card")]
    assert sorted(shown[:6]) == sorted(frames[0].hands[0])  # your six, face up
    assert sorted(shown[6:12]) == sorted(frames[0].hands[1])  # the computer's six
    assert shown[12:] == list(frames[0].cards)
    assert page.button("review-prev").disabled and not page.button("review-next").disabled
    page.open("review").do("review")
    page.do("review_step", 1)
    assert page.text("review-trick-title") == f"Trick 2 of {len(frames)}"
    for _ in range(len(frames) + 3):  # the stepper stops at the last trick
        page.do("review_step", 1)
    assert page.text("review-trick-title") == f"Trick {len(frames)} of {len(frames)}"
    assert page.button("review-next").disabled
    notes = [li.textContent for li in page.doc.querySelectorAll("#review-trick li")]
    last = [d for d in page.ctl.ui.review.decisions if d.trick == frames[-1].number]
    assert len(notes) == len([d for d in last if not d.routine])  # routine ones: on asking


def test_replay_this_deal_is_practice_that_counts_nowhere_then_back_to_the_match():
    from game.play.store import KEYS

    backend = MemoryBackend()
    page = Page("?seed=8&pause=0&level=sharp", backend=backend).start()
    page.play_out_deal()
    record = page.ctl.reviews.last
    real, saved = page.session, backend.data[KEYS["match"]]
    stats_before = Store(backend).load_stats()[0].total().deals
    assert not page.button("replay").hidden
    page.do("replay")
    s = page.session
    assert s.practice and s is not real
    again = record.start()  # the practice began from the same cards
    for action in s.actions:
        again = again.apply(action)
    assert again.match is not None and s.state.match is None  # practice: no match at stake
    assert again.in_match(None) == s.state
    assert page.button("replay").hidden  # no record of a practice deal
    page.play_out_deal()
    assert backend.data[KEYS["match"]] == saved  # the stored match stayed the real one
    assert Store(backend).load_stats()[0].total().deals == stats_before
    assert len(Store(backend).load_deals()[0]) == 1
    assert page.text("next-deal") == "Back to your match"
    page.do("next_deal")
    assert page.session is real and page.ctl.reviews.last is not None
    assert page.text("next-deal") == "Next deal"
    page.do("next_deal")
    assert page.session.match.deal_number == 2 and not page.session.practice


def test_any_of_the_last_deals_can_be_reviewed_from_the_statistics():
    backend = MemoryBackend()
    page = Page("?seed=8&pause=0&level=sharp", backend=backend).start()
    page.play_out_deal()
    first_deal = page.ctl.reviews.last
    page.do("next_deal")
    page.play_out_deal()
    page.do("next_deal")  # mid-deal 3: the kept deals can still be reviewed
    buttons = page.open("stats").doc.querySelectorAll("#stats-kept button[data-kept]")
    assert len(buttons) == 2 and buttons[0].getAttribute("data-kept") == "1"  # newest first
    rows = [li.textContent for li in page.open("stats").doc.querySelectorAll("#stats-kept li")]
    assert all("Traditional, Sharp: " in r for r in rows)
    page.open("review").do("review", 0)  # the oldest: deal 1
    assert page.ctl.reviews.shown == first_deal and page.ctl.ui.review is not None
    assert page.text("review-trick-title").startswith("Trick 1 of ")
    page.open("review").do("review", 7)  # no such kept deal: nothing happens
    assert page.ctl.reviews.shown == first_deal


def test_a_damaged_saved_start_costs_only_that_deals_review():
    import json

    from game.play.store import KEYS

    backend = MemoryBackend()
    Page("?seed=8&pause=0&level=sharp", backend=backend).start()
    data = json.loads(backend.data[KEYS["match"]])
    backend.data[KEYS["match"]] = json.dumps({**data, "start": {"rules": "poker", "hands": 3}})
    page = Page("?pause=0", backend=backend).start()  # the match resumes
    assert page.session.start == {"rules": "poker", "hands": 3}
    page.play_out_deal()
    assert page.session.deal_over and page.ctl.reviews.last is None
    assert page.button("review-button").hidden
    page.do("next_deal")
    page.play_out_deal()  # the next deal is recorded from its seed as usual
    assert page.ctl.reviews.last is not None


def test_a_kept_three_player_deal_says_who_won_it():
    for seed in range(1, 30):
        page = Page(f"?seed={seed}&pause=0&level=sharp&rules=three").start()
        page.play_out_deal()
        oc = page.session.state.outcome
        if oc.winner in (1, 2):
            break
    else:
        raise AssertionError("no seed where a computer wins the first deal")
    name = {1: "West", 2: "East"}[oc.winner]
    row = page.open("stats").doc.querySelector("#stats-kept li").textContent
    assert f"Three players, Sharp: {name} won, {oc.game_points} game points" in row
