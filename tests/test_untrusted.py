"""Untrusted input (links, localStorage) validated at the edge.

Targeted tests for every case the tester found, then a hypothesis fuzz of
positions and stored records: mutations of valid ones may be refused only with
the project's own errors (PositionError, SavedMatchError: ValueError subclasses
with a message), and whatever is accepted must be a playable, consistent state.
"""

from __future__ import annotations

import base64
import copy
import json
import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import IllegalAction, PositionError, decode_position, encode_position, from_position
from game.engine.deal import new_deal
from game.engine.untrusted import UntrustedInput, ascii_int, cut, json_depth, loads
from game.play.match import Match, SavedMatchError
from game.play.stats import Statistics
from game.play.store import KEYS, REJECTED, MemoryBackend, Saved, Store
from game.web import params

from .helpers import position

PRESETS = [("traditional", {}), ("traditional", {"auto_out": False}),
           ("traditional", {"close_scoring": "at_close", "target": 8}), ("simple", {})]


def played(seed: int, steps: int, preset: int = 0, dealer: int = 1):
    """A state ``steps`` random legal actions into a deal."""
    rules, opts = PRESETS[preset]
    s = new_deal(seed, rules, dealer=dealer, **opts)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.outcome is not None:
            break
        s = s.apply(rng.choice(s.legal_actions()))
    return s


def finished(seed: int, preset: int = 0):
    return played(seed, 200, preset)


def saved_match(seed: int, actions: int, preset: int = 0) -> Match:
    rules, opts = PRESETS[preset]
    m = Match.new(seed, rules, **opts)
    rng = random.Random(seed)
    for _ in range(actions):
        if m.state.outcome is not None:
            if m.is_over:
                break
            m.next_deal()
        m.apply(rng.choice(m.state.legal_actions()))
    return m


def b64(text: str) -> str:
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def store_with(name: str, text: str) -> tuple[MemoryBackend, Store]:
    backend = MemoryBackend({KEYS[name]: text})
    return backend, Store(backend)


def saved_text(match: dict, **extra) -> str:
    return json.dumps({"version": 1, "level": "normal", "match": match, **extra})


# -- the shared helpers ------------------------------------------------------------------------
def test_json_depth_counts_brackets_outside_strings_without_recursion():
    assert json_depth('[[1, "[[[", {"a\\"[": []}]]') == 4
    assert json_depth("[" * 20000 + "]" * 20000) == 20000
    assert json_depth('"' + '\\"' * 50000) == 0  # linear: an unterminated string


def test_loads_refuses_size_depth_and_non_finite_numbers_before_trouble():
    with pytest.raises(UntrustedInput, match="too long"):
        loads("[" * 5000 + "]" * 5000, "the save", 1000)
    with pytest.raises(UntrustedInput, match="nested too deeply"):
        loads("[" * 20000 + "]" * 20000, "the save", 10**6)
    for text in ('{"a": Infinity}', '{"a": NaN}', '{"a": 1e400}', '{"a": ' + "9" * 400 + "}"):
        with pytest.raises(UntrustedInput):
            loads(text, "the save", 10**4)
    assert loads('{"a": [1, 2.5, "x"]}', "the save", 100) == {"a": [1, 2.5, "x"]}


def test_cut_quotes_at_most_forty_characters():
    assert len(cut("x" * 60000)) < 50 and cut("x" * 60000).endswith("…'")
    assert cut(10**5000) == "a huge number"
    assert cut([[[]]]) == "list"


@pytest.mark.parametrize("text", ["١٢", "1_000", "+5", "-1", " 5", "", "5" * 13, "²"])
def test_ascii_int_takes_only_ascii_digits(text):
    with pytest.raises(UntrustedInput):
        ascii_int(text, "n", 0, 10**12)


# -- positions: types and ranges -----------------------------------------------------------------
BASE = new_deal(3).to_position()
CLOSED = played(5, 0).apply("close").to_position()


@pytest.mark.parametrize("pos,message", [
    (dict(BASE, leader=1.0), "leader must be 0 or 1, not 1.0"),
    (dict(BASE, leader=True), "leader must be 0 or 1, not True"),
    (dict(BASE, dealer=1.0), "dealer must be 0 or 1"),
    (dict(BASE, closed_by=0.0), "closed_by must be null, 0 or 1, not 0.0"),
    (dict(CLOSED, close={"opp_points": 1e999}), "close.opp_points must be a whole number"),
    (dict(CLOSED, close={"opp_points": 10**400}), "close.opp_points must be between"),
    (dict(CLOSED, close={"at_trick": []}), "close.at_trick must be a whole number"),
    (dict(CLOSED, close={"opp_had_trick": "yes"}), "opp_had_trick must be true or false"),
    (dict(BASE, close={"at_trick": 0}), "nobody closed"),
    (dict(BASE, voids=[5, []]), "voids 0 must be a list"),
    (dict(BASE, voids=[["H", []], []]), "voids 0: list is not a suit"),
    (dict(BASE, marriages=[[["H"]], []]), "marriages 0: list is not a suit"),
    (dict(BASE, known=[3, []]), "must be a list of cards"),
    (dict(BASE, options={"target": 7.0}), "option target must be int"),
    (dict(BASE, options={"auto_out": 1}), "option auto_out must be bool"),
    (dict(BASE, rules=["traditional"]), "unknown rules list"),
    (dict(BASE, stage=["over"]), "stage must be one of"),
    (dict(BASE, last_trick={"leader": 0, "cards": [[], "AS"], "winner": 0}), "is not a card"),
])
def test_wrong_types_and_ranges_are_position_errors(pos, message):
    with pytest.raises(PositionError) as e:
        from_position(pos)
    assert message in str(e.value)


def test_a_long_card_or_key_is_quoted_cut_short():
    for pos in (dict(BASE, trump="K" * 60000), dict(BASE, **{"k" * 60000: 1})):
        with pytest.raises(PositionError) as e:
            from_position(pos)
        assert len(str(e.value)) < 300


def test_deep_nesting_is_a_position_error_not_a_recursion_error():
    deep: list = []
    for _ in range(100000):
        deep = [deep]
    for pos in (dict(BASE, hands=[deep, []]), dict(BASE, outcome={"winner": deep}),
                dict(BASE, stage="over", outcome={"winner": deep, "game_points": 1,
                                                  "reason": "x"})):
        with pytest.raises(PositionError):
            from_position(pos)
    text = "[" * 1500 + "]" * 1500
    with pytest.raises(PositionError, match="nested too deeply"):
        decode_position(b64(text))
    with pytest.raises(PositionError, match="too long"):
        decode_position(b64("[" * 20000 + "]" * 20000))
    with pytest.raises(PositionError, match="number"):
        decode_position(b64('{"leader": Infinity}'))


def test_decode_position_still_round_trips():
    pos = played(9, 7).to_position()
    assert from_position(decode_position(encode_position(pos))).to_position() == pos


# -- positions: consistency with the rules ---------------------------------------------
def test_both_players_over_66_with_the_deal_running_is_refused_under_auto_out():
    hands = [["AS", "9C"], ["KS", "9D"]]
    won = [["AC", "TC", "AD", "TD", "KC", "QC", "JC", "TH", "AH", "KD"],
           ["QD", "JD", "9H", "QH", "JH", "9S", "TS", "QS", "JS", "KH"]]
    pos = position(hands, "KH", won=won, stock=[], marriages=[["C"], ["S"]])
    with pytest.raises(PositionError, match="automatic going out"):
        from_position(pos)
    pos["options"] = {"auto_out": False}  # with manual going out both may be past 66
    assert from_position(pos).points[0] >= 66


def test_a_marriage_whose_king_and_queen_are_in_the_stock_is_refused():
    pos = new_deal(4).to_position()
    assert {"KC", "QC"} <= set(pos["stock"])
    pos["marriages"] = [["C"], []]
    with pytest.raises(PositionError, match="without holding its king and queen"):
        from_position(pos)


def test_a_marriage_whose_partner_is_in_the_other_hand_is_refused():
    hands = [["KS", "9C", "KD", "JC", "TH", "9S"], ["QS", "AS", "AD", "TD", "JD", "9D"]]
    pos = position(hands, "JH", marriages=[["S"], []])
    with pytest.raises(PositionError, match="without holding"):
        from_position(pos)


def test_a_last_trick_naming_cards_still_in_hand_is_refused():
    s = played(4, 3)
    while s.table or s.to_position().get("last_trick") is None:
        s = s.apply(s.legal_actions()[0])
    pos = s.to_position()
    from_position(pos)
    pos["last_trick"] = dict(pos["last_trick"], cards=[pos["hands"][0][0], pos["hands"][1][0]])
    with pytest.raises(PositionError, match="in its winner's won cards"):
        from_position(pos)
    pos = s.to_position()
    lt = pos["last_trick"]
    pos["last_trick"] = dict(lt, winner=1 - lt["winner"])
    with pytest.raises(PositionError):
        from_position(pos)


def test_a_finished_deal_outcome_is_recomputed_never_trusted():
    s = finished(11)
    pos = s.to_position()
    assert from_position(pos).outcome == s.outcome
    for fake in ({"winner": 7, "game_points": 99, "reason": "went_out"},
                 dict(pos["outcome"], game_points=pos["outcome"]["game_points"] % 3 + 1),
                 dict(pos["outcome"], winner=True if pos["outcome"]["winner"] == 1 else 1)):
        bad = dict(pos, outcome=fake)
        with pytest.raises(PositionError, match="does not follow from the cards"):
            from_position(bad)
    no_outcome = dict(pos)
    del no_outcome["outcome"]
    no_outcome["stage"] = "over"
    assert from_position(no_outcome).outcome == s.outcome  # computed by the engine


def test_a_running_deal_carries_no_outcome():
    with pytest.raises(PositionError, match="no outcome"):
        from_position(dict(BASE, stage="play", outcome={"winner": 0, "game_points": 3,
                                                          "reason": "went_out"}))


def test_positions_from_real_play_are_all_accepted():
    for seed in range(60):
        for preset in range(len(PRESETS)):
            s = played(seed, seed % 30, preset)
            assert from_position(s.to_position()).to_position() == s.to_position()


# -- saved matches -----------------------------------------------------------------------------
def test_seed_infinity_and_deal_number_1e400_are_rejected_and_kept_aside():
    m = saved_match(5, 10).to_dict()
    for field_, raw in (("seed", "Infinity"), ("deal_number", "1e400"), ("seed", "-Infinity")):
        text = saved_text(m).replace(f'"{field_}": {m[field_]}', f'"{field_}": {raw}')
        assert raw in text
        backend, store = store_with("match", text)
        saved, msg = store.load_match()
        assert saved is None and "match" in msg and "reset" in msg
        assert backend.data == {REJECTED["match"]: text}


@pytest.mark.parametrize("change,phrase", [
    ({"scores": [1e300, 0]}, "match score must be a whole number"),
    ({"scores": [10**20, 0]}, "match score must be between"),
    ({"seed": 2.5}, "seed must be a whole number"),
    ({"deal_number": True}, "deal number must be a whole number"),
    ({"scores": [3, 0]}, "not the sum of the history"),
    ({"history": "lots"}, "history must be a list"),
])
def test_damaged_match_numbers_are_refused_naming_the_problem(change, phrase):
    d = dict(saved_match(5, 3).to_dict(), **change)
    with pytest.raises(SavedMatchError, match=phrase):
        Match.from_dict(d)
    backend, store = store_with("match", saved_text(d))
    saved, msg = store.load_match()
    assert saved is None and phrase in msg


def test_a_finished_deal_with_winner_7_and_99_game_points_is_refused():
    m = saved_match(2, 400)
    while m.state.outcome is None:
        m.apply(m.state.legal_actions()[0])
    d = m.to_dict()
    d["position"]["outcome"] = {"winner": 7, "game_points": 99, "reason": "went_out"}
    with pytest.raises(PositionError, match="does not follow from the cards"):
        Match.from_dict(d)
    d = m.to_dict()
    d["history"][-1]["game_points"] = d["history"][-1]["game_points"] % 3 + 1
    d["scores"] = [sum(h["game_points"] for h in d["history"] if h["winner"] == p)
                   for p in (0, 1)]
    with pytest.raises(SavedMatchError, match="its cards give it"):
        Match.from_dict(d)


def test_the_dealer_must_follow_the_last_result():
    m = saved_match(8, 0)
    while True:
        while m.state.outcome is None:
            m.apply(m.state.legal_actions()[0])
        if m.state.outcome.winner is not None:
            break
        m.next_deal()
    m.next_deal()
    d = m.to_dict()
    Match.from_dict(d)
    d["position"]["dealer"] = 1 - d["position"]["dealer"]
    d["position"]["leader"] = 1 - d["position"]["leader"]
    with pytest.raises(SavedMatchError, match="deals the next"):
        Match.from_dict(d)


def test_an_old_records_marriage_display_is_ignored_not_fatal():
    """Older versions stored the marriage on show ("shown"); the page draws it from the
    engine's events now, so any value there, good or bad, is passed over."""
    m = saved_match(1, 0)
    for bad in ({"seat": 0, "card": "KH", "partner": "QH", "points": 20},
                {"partner": [1]}, "shown", 10**12):
        backend, store = store_with("match", saved_text(m.to_dict(), shown=bad))
        saved, msg = store.load_match()
        assert msg == "" and saved is not None and saved.match == m.to_dict()


def test_a_second_bad_record_replaces_the_first_backup():
    backend, store = store_with("match", "{first")
    store.load_match()
    backend.set(KEYS["match"], "{second")
    store.load_match()
    assert backend.data == {REJECTED["match"]: "{second"}  # the newest one is kept


def test_a_huge_record_is_refused_before_parsing_and_its_backup_is_bounded():
    text = '{"version": 1, "level": "normal", "match": "' + "x" * 300000 + '"}'
    backend, store = store_with("match", text)
    saved, msg = store.load_match()
    assert saved is None and "too large" in msg
    assert len(backend.data[REJECTED["match"]]) == 65536


@pytest.mark.parametrize("name,loader", [("match", "load_match"), ("settings", "load_settings"),
                                         ("stats", "load_stats"), ("best", "load_best")])
def test_deeply_nested_records_are_refused_without_recursion(name, loader):
    text = "[" * 20000 + "]" * 20000 if name == "match" else "[" * 1000 + "]" * 1000
    backend, store = store_with(name, text)
    value, msg = getattr(store, loader)()
    assert "nested too deeply" in msg or "too large" in msg
    assert REJECTED[name] in backend.data


def test_statistics_out_of_bounds_are_refused():
    for stats in ({"deals": 10**9}, {"deals": 3, "deals_won": 4}, {"matches": -1},
                  {"deals": 1.0}, {"matches": 2, "matches_won": True}, {"deals": "7"}):
        backend, store = store_with("stats", json.dumps({"version": 1, **stats}))
        value, msg = store.load_stats()
        assert value == Statistics() and "statistics were damaged" in msg
        assert REJECTED["stats"] in backend.data
    backend, store = store_with("stats", json.dumps({"version": 1, "deals": 10**40}))
    value, msg = store.load_stats()
    assert value == Statistics() and "statistics could not be read" in msg
    backend, store = store_with("stats", json.dumps({"version": 1, "deals": 5, "deals_won": 2}))
    # the old record's four counters are carried over (game.play.stats.from_legacy)
    stats, msg = store.load_stats()
    assert msg == "" and (stats.total().deals, stats.total().deals_won) == (5, 2)


def test_forget_all_also_removes_the_backups():
    backend, store = store_with("match", "{bad")
    store.load_match()
    store.forget_all()
    assert backend.data == {}


# -- URL parameters ------------------------------------------------------------------------------
@pytest.mark.parametrize("query,phrase", [
    ("four=maybe", "four='maybe'"),
    ("pause=-100", "pause='-100'"),
    ("pause=99999", "pause='99999'"),
    ("seed=١٢", "seed"),
    ("seed=1_000", "'1_000'"),
    ("seed=99999999999", "99999999999"),
    ("auto_out=yes", "auto_out='yes'"),
    ("target=7.0", "target='7.0'"),
])
def test_every_bad_url_value_is_named(query, phrase):
    p = params.parse("?" + query)
    assert len(p.problems) == 1 and phrase in str(p.problems[0])
    assert p.seed is None and p.pause_ms is None and p.four_colour is None and not p.options


def test_a_long_url_value_is_cut_in_the_message():
    p = params.parse("?level=" + "x" * 60000)
    assert len(p.problems) == 1 and len(str(p.problems[0])) < 120
    p = params.parse("?position=" + "x" * 60000)
    assert p.position is None and "too long" in str(p.problems[0])
    assert len(str(p.problems[0])) < 120


def test_good_url_values_still_work():
    p = params.parse("?seed=1000&pause=0&four=true&auto_out=false&show_scores=1")
    assert (p.seed, p.pause_ms, p.four_colour, p.problems) == (1000, 0, True, [])
    assert p.options == {"auto_out": False, "show_scores": True}


def test_too_many_url_parameters_are_refused():
    p = params.parse("&".join(f"k{i}=1" for i in range(500)))
    assert p.problems and "parameters" in str(p.problems[0])


# -- the fuzz ------------------------------------------------------------------------------------
FUZZ_SCALE = int(os.environ.get("FUZZ_SCALE", "1"))  # FUZZ_SCALE=10 for a long fuzz
COUNTS = {"positions": 0, "position_accepted": 0, "records": 0, "record_accepted": 0}

DEEP: list = []
for _ in range(3000):
    DEEP = [DEEP]

WEIRD = [None, True, False, 0, 1, -1, 2, 7, 66, 2**31, 10**40, -(10**40), 1.0, 0.0, 1e300,
         float("inf"), float("-inf"), float("nan"), "", "x", "AS", "QQ", "10h", "over", "H",
         "k" * 5000, [], {}, [[]], [None], ["AS", "AS"], {"a": 1}, DEEP]


def _weird(data):
    """A fresh odd value (drawn by index: hypothesis never prints the deep one)."""
    return _copy(WEIRD[data.draw(st.integers(0, len(WEIRD) - 1), label="weird")])


def _paths(value, prefix=()):
    """Every (path) into a JSON value, the root included (never into deep nesting)."""
    yield prefix
    if len(prefix) > 12:
        return
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(value, list) and value is not DEEP:
        for i, v in enumerate(value):
            yield from _paths(v, prefix + (i,))


def _copy(value):
    if value is DEEP:
        return DEEP
    try:
        return copy.deepcopy(value)
    except RecursionError:
        return value


def _mutate(data, value):
    """One random change somewhere in ``value`` (a JSON tree, changed in place or replaced)."""
    paths = list(_paths(value))
    path = paths[data.draw(st.integers(0, len(paths) - 1), label="path")]
    kind = data.draw(st.sampled_from(["replace", "drop", "dup", "garble", "wrap", "bump"]))
    if not path:
        return _weird(data) if kind == "replace" else value
    parent = value
    for k in path[:-1]:
        parent = parent[k]
    key = path[-1]
    old = parent[key]
    if kind == "replace":
        parent[key] = _weird(data)
    elif kind == "drop":
        del parent[key]
    elif kind == "dup" and isinstance(parent, list):
        parent.insert(key, _copy(old))
    elif kind == "dup" and isinstance(parent, dict):
        parent[key + "_"] = _copy(old)
    elif kind == "garble" and isinstance(old, str):
        parent[key] = data.draw(st.sampled_from(["AS", "KH", "9C", "TD", "QS", "X", old[::-1],
                                                 old + old, old.lower()]))
    elif kind == "wrap":
        parent[key] = [old] if data.draw(st.booleans()) else {"v": old}
    elif kind == "bump" and isinstance(old, int):
        parent[key] = old + data.draw(st.sampled_from([-100, -1, 1, 2, 10**6, 10**30]))
    elif kind == "bump" and isinstance(old, list) and old:
        parent[key] = old[::-1]
    return value


def _sample_state(data):
    seed = data.draw(st.integers(0, 10**6), label="seed")
    preset = data.draw(st.integers(0, len(PRESETS) - 1), label="preset")
    steps = data.draw(st.integers(0, 60), label="steps")
    return played(seed, steps, preset, dealer=seed % 2)


def _check_accepted_state(s) -> None:
    """An accepted position must be a consistent, playable deal."""
    pos = s.to_position()
    assert from_position(pos).to_position() == pos
    for seat in (0, 1):
        s.view(seat)
    points = s.points
    if s.outcome is None:
        legal = s.legal_actions()
        assert legal
        for a in legal:
            s.apply(a)
        if (s.rules.auto_out or s.rules.automatic_end):
            assert max(points) < 66
    else:
        assert s.outcome.winner in (None, 0, 1) and 0 <= s.outcome.game_points <= 3


@settings(max_examples=1500 * FUZZ_SCALE, deadline=None,
          suppress_health_check=list(HealthCheck))
@given(st.data())
def test_fuzz_positions_only_position_errors(data):
    pos = _sample_state(data).to_position()
    for _ in range(data.draw(st.integers(1, 3), label="mutations")):
        pos = _mutate(data, pos)
    COUNTS["positions"] += 1
    try:
        s = from_position(pos)
    except PositionError as e:
        assert str(e)
    else:
        COUNTS["position_accepted"] += 1
        _check_accepted_state(s)
    # The same through the link: JSON text (Infinity, NaN as JSON has them), base64url.
    try:
        text = json.dumps(pos)
    except (ValueError, RecursionError):
        return
    link = b64(text)
    try:
        from_position(decode_position(link))
    except PositionError as e:
        assert str(e)
    cut_at = data.draw(st.integers(0, max(0, len(link) - 1)), label="cut")
    try:
        from_position(decode_position(link[:cut_at]))
    except PositionError:
        pass


@settings(max_examples=1000 * FUZZ_SCALE, deadline=None,
          suppress_health_check=list(HealthCheck))
@given(st.data())
def test_fuzz_saved_matches_load_or_give_a_message(data):
    seed = data.draw(st.integers(0, 10**6), label="seed")
    m = saved_match(seed, data.draw(st.integers(0, 150), label="actions"),
                    data.draw(st.integers(0, len(PRESETS) - 1), label="preset"))
    record = {"version": 1, **Saved(match=m.to_dict(), level="sharp", origin="o",
                                    log=["Deal 1."], step=3).__dict__}
    for _ in range(data.draw(st.integers(1, 3), label="mutations")):
        record = _mutate(data, record)
    try:
        text = json.dumps(record)
    except (ValueError, RecursionError):
        return
    if data.draw(st.booleans(), label="cut text"):
        text = text[:data.draw(st.integers(0, len(text)), label="cut")]
    backend, store = store_with("match", text)
    COUNTS["records"] += 1
    saved, msg = store.load_match()
    if saved is None:
        assert msg or not text
        if msg:
            assert backend.data.get(REJECTED["match"]) == text[:65536]
    else:
        COUNTS["record_accepted"] += 1
        assert msg == ""
        back = Match.from_dict(saved.match)
        _check_accepted_state(back.state)
        if not back.is_over and back.state.outcome is not None:
            back.next_deal()
    for name, loader in (("settings", "load_settings"), ("stats", "load_stats"),
                         ("best", "load_best")):
        _, other = store_with(name, text)
        getattr(other, loader)()


def test_fuzz_counts_reported():
    """Runs after the fuzz tests in this module: print what they ran (pytest -s)."""
    print(f"\nfuzz counts: {COUNTS}")
    assert COUNTS["positions"] == 0 or COUNTS["position_accepted"] < COUNTS["positions"]


def test_illegal_action_still_the_only_error_of_apply_on_accepted_positions():
    s = from_position(BASE)
    with pytest.raises(IllegalAction):
        s.apply("close-ish")
