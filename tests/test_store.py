"""game.play.store: versioned JSON; damaged or foreign data gives defaults and a message."""

import json

import pytest

from game.engine.events import Event
from game.play.match import Match
from game.play.stats import Statistics
from game.play.store import KEYS, MemoryBackend, Saved, Settings, Store


def fresh():
    backend = MemoryBackend()
    return backend, Store(backend)


def test_defaults_when_nothing_is_saved():
    _, store = fresh()
    assert store.load_settings() == (Settings(), "")
    assert store.load_stats() == (Statistics(), "")
    assert store.load_best() == (None, "")
    assert store.load_match() == (None, "")


def test_settings_round_trip():
    _, store = fresh()
    s = Settings(level="sharp", rules="simple", pause_ms=300, four_colour=True,
                 auto_out=False, show_scores=False, target=8)
    store.save_settings(s)
    assert store.load_settings() == (s, "")


def test_the_sound_choice_is_kept_and_an_older_record_without_it_loads_silent():
    backend, store = fresh()
    store.save_settings(Settings(sound=True, four_colour=True))
    assert store.load_settings() == (Settings(sound=True, four_colour=True), "")
    # a record written before the sound setting: everything else kept, the sound off
    backend.set(KEYS["settings"], json.dumps({"version": 1, "level": "sharp",
                                              "four_colour": True}))
    assert store.load_settings() == (Settings(level="sharp", four_colour=True), "")
    backend.set(KEYS["settings"], json.dumps({"version": 1, "sound": "loud"}))
    assert store.load_settings() == (Settings(), "")


def test_best_only_goes_up():
    _, store = fresh()
    assert store.record_best(50) == (50, True)
    assert store.record_best(40) == (50, False)
    assert store.record_best(77) == (77, True)
    assert store.load_best() == (77, "")


def test_match_round_trip_resumes_the_same_deal():
    _, store = fresh()
    m = Match.new(5, "traditional")
    m.apply("QH")  # declaring hearts: the deal's facts say so
    saved = Saved(match=m.to_dict(), level="normal", origin="o", log=["a", "b"], step=1,
                  facts=[{"kind": "marriage", "seat": 0, "points": 20}])
    store.save_match(saved)
    back, msg = store.load_match()
    assert msg == ""
    assert back == saved
    m2 = Match.from_dict(back.match)
    assert m2.state == m.state and m2.scores == m.scores


@pytest.mark.parametrize("start", [[1, 2], "position", 7, True])
def test_a_saved_deal_start_that_is_not_a_position_object_is_dropped(start):
    backend, store = fresh()
    m = Match.new(5, "traditional")
    saved = Saved(match=m.to_dict(), level="normal", start=m.state.to_position())
    store.save_match(saved)
    assert store.load_match() == (saved, "")  # kept as written (the record checks it)
    data = json.loads(backend.get(KEYS["match"]))
    backend.set(KEYS["match"], json.dumps({**data, "start": start}))
    back, msg = store.load_match()
    assert msg == "" and back is not None and back.start is None  # only the review is lost


@pytest.mark.parametrize("marriages", [[5], [None, None], [7, ["H"]], "HS"])
def test_a_saved_deal_start_with_damaged_marriages_still_loads(marriages):
    # its marriages only say which of the deal's own were declared before it: a damaged
    # entry holds none (it crashed the load with a TypeError before)
    backend, store = fresh()
    m = Match.new(5, "traditional")
    m.apply("QH")  # seat 0 declares hearts (20)
    store.save_match(Saved(match=m.to_dict(), level="normal", start={"marriages": []}))
    data = json.loads(backend.get(KEYS["match"]))
    backend.set(KEYS["match"], json.dumps({**data, "start": {"marriages": marriages}}))
    back, msg = store.load_match()
    assert msg == "" and back is not None
    assert back.facts == [{"kind": "marriage", "seat": 0, "points": 20}]


FACTS = [{"kind": "marriage", "seat": 0, "points": 20}]  # finished_match's: hearts, seat 0


def finished_match(seed: int = 5) -> tuple[Match, Statistics]:
    """A match whose first deal is over (played with the first legal action), and its own
    statistics, as the page counts them."""
    m = Match.new(seed, "traditional")
    while m.state.outcome is None:
        m.apply(m.state.legal_actions()[0])
    oc = m.state.outcome
    tally = Statistics()
    tally.record_deal([Event("end", winner=oc.winner, game_points=oc.game_points,
                             reason=oc.reason, paid=tuple(oc.paid))],
                      level="normal", preset="traditional")
    return m, tally


@pytest.mark.parametrize("tally", [[1], "x", {"version": 1, "buckets": 5, "review_costs": []},
                                   {"version": 1, "buckets": [{"level": "normal"}],
                                    "review_costs": []}])
def test_a_damaged_match_tally_is_dropped_and_the_match_kept(tally):
    backend, store = fresh()
    m, good = finished_match()
    saved = Saved(match=m.to_dict(), level="normal", recorded=True, tally=good.to_dict(),
                  facts=FACTS)
    store.save_match(saved)
    assert store.load_match() == (saved, "")  # a sound tally comes back as written
    data = json.loads(backend.get(KEYS["match"]))
    backend.set(KEYS["match"], json.dumps({**data, "tally": tally}))
    back, msg = store.load_match()
    assert msg == "" and back is not None and back.tally is None  # only the summary is lost
    assert back.match == saved.match


@pytest.mark.parametrize("name,loader,what", [
    ("settings", "load_settings", "settings"),
    ("stats", "load_stats", "statistics"),
    ("best", "load_best", "best score"),
    ("match", "load_match", "match"),
])
@pytest.mark.parametrize("text,phrase", [
    ("{not json", "not valid JSON"),
    ("[1, 2]", "not in this game's format"),
    ('"hello"', "not in this game's format"),
    ('{"version": 99}', "another version"),
    ('{"level": "sharp"}', "another version"),
])
def test_corrupt_or_foreign_data_gives_defaults_and_a_message(name, loader, what, text, phrase):
    backend, store = fresh()
    backend.set(KEYS[name], text)
    value, msg = getattr(store, loader)()
    assert phrase in msg and what in msg
    assert value in (None, Settings(), Statistics())


def test_wrong_types_inside_a_valid_save_fall_back_field_by_field():
    backend, store = fresh()
    backend.set(KEYS["settings"], json.dumps(
        {"version": 1, "level": "godlike", "pause_ms": "slow", "four_colour": True,
         "target": 9, "auto_out": 0}))
    s, msg = store.load_settings()
    assert msg == ""
    assert s == Settings(four_colour=True)


def test_a_damaged_match_entry_is_refused_with_a_message():
    backend, store = fresh()
    backend.set(KEYS["match"], json.dumps({"version": 1, "level": "normal", "match": 3}))
    assert store.load_match() == (None, "The saved match was damaged, so a new one was dealt.")
    backend.set(KEYS["best"], json.dumps({"version": 1, "best": -5}))
    best, msg = store.load_best()
    assert best is None and "damaged" in msg


def test_forget_all_removes_every_key_and_only_ours():
    backend, store = fresh()
    store.record_best(40)
    store.save_stats(Statistics.from_legacy({"deals": 3}))
    store.save_settings(Settings())
    store.save_match(Saved(match=Match.new(1).to_dict(), level="normal"))
    backend.set("someone.else", "keep")
    store.forget_all()
    assert not any(k in backend.data for k in KEYS.values())
    assert backend.data == {"someone.else": "keep"}
    assert store.load_best() == (None, "")


# -- a saved match's fields agree with each other (issue 40) ---------------------------------
def stored_again(backend, **changes):
    data = json.loads(backend.get(KEYS["match"]))
    backend.set(KEYS["match"], json.dumps({**data, **changes}))
    back, msg = Store(backend).load_match()
    assert msg == "" and back is not None
    return back


def test_a_tally_the_match_cannot_hold_is_dropped():
    backend, store = fresh()
    m, tally = finished_match()
    store.save_match(Saved(match=m.to_dict(), level="normal", recorded=True,
                           tally=tally.to_dict(), facts=FACTS))
    two = Statistics()
    for _ in range(2):  # two deals counted, one played
        two.record_deal([Event("end", winner=0, game_points=1, reason="went_out",
                               paid=(0, 1))], level="normal", preset="traditional")
    assert stored_again(backend, tally=two.to_dict()).tally is None
    elsewhere = Statistics()  # counted at another table
    elsewhere.record_deal([Event("end", winner=0, game_points=2, reason="went_out",
                                 paid=(0, 0, 2))], level="normal", preset="three")
    assert stored_again(backend, tally=elsewhere.to_dict()).tally is None
    matched = Statistics.from_dict(tally.to_dict())  # a match counted, yet it goes on
    matched.record_match([7, 3], 0, level="normal", preset="traditional")
    assert stored_again(backend, tally=matched.to_dict()).tally is None
    assert stored_again(backend, tally=tally.to_dict()).tally == tally.to_dict()


def test_a_finished_deal_in_the_tally_is_recorded_and_an_unfinished_one_is_not():
    backend, store = fresh()
    m, tally = finished_match()
    store.save_match(Saved(match=m.to_dict(), level="normal", recorded=True,
                           tally=tally.to_dict()))
    assert stored_again(backend, recorded=False).recorded  # else its end is tallied again
    m = Match.new(5, "traditional")
    store.save_match(Saved(match=m.to_dict(), level="normal"))
    back = stored_again(backend, recorded=True, reviewed=True)
    assert not back.recorded and not back.reviewed  # (else its end would never be counted)


def test_facts_the_deal_does_not_hold_are_replaced_by_its_own():
    backend, store = fresh()
    m = Match.new(5, "traditional")
    m.apply("QH")  # seat 0 declares hearts (20)
    facts = FACTS
    store.save_match(Saved(match=m.to_dict(), level="normal", facts=facts))
    assert stored_again(backend).facts == facts
    made_up = [{"kind": "marriage", "seat": 0, "points": 40}] * 4 + [
        {"kind": "close", "seat": 0, "points": 0}]
    assert stored_again(backend, facts=made_up).facts == facts
    assert stored_again(backend, facts=[]).facts == facts  # (a lost list is rebuilt too)
    # a link's deal: the marriages its start position held were not declared in it
    start = m.state.to_position()
    store.save_match(Saved(match=m.to_dict(), level="normal", start=start))
    assert stored_again(backend, facts=facts).facts == []
