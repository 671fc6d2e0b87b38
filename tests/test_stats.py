"""The statistics record: counts from the engine's events, checked
against facts counted another way (scores, final states), and stored records
refused when this game would not have written them."""

import copy
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ai import choose
from game.console.players import make_player
from game.engine.core import paid_to
from game.engine.events import Event
from game.engine.untrusted import UntrustedInput, loads
from game.play.match import Match
from game.play.stats import (
    COUNTS,
    KEEP_COSTS,
    KEEP_MATCHES,
    MAX_CHARS,
    UNKNOWN,
    Bucket,
    Statistics,
    StatsError,
)

TRAD = {"level": "sharp", "preset": "traditional"}


def play_match(m: Match, choosers, stats: Statistics, level: str, preset: str):
    """Play ``m`` to its end, recording each deal's events; yield each finished
    deal's final state and result (for the independent count)."""
    finished = []
    events: list[Event] = []
    while not m.is_over:
        if m.state.outcome is not None:
            m.next_deal()
        s = m.state
        events += m.apply_events(choosers[s.to_move](s, len(m.history) * 100 + len(events)))
        if m.state.outcome is not None:
            assert stats.record_deal(events, level=level, preset=preset)
            finished.append((m.state, m.history[-1]))
            events = []
    assert stats.record_match(m.scores, m.winner, level=level, preset=preset)
    return finished


def level_player(level):
    return lambda s, seed: choose(s, level, seed)


def marriages_of(state, seat):
    """(count, points) of the marriages ``seat`` declared, read from the final position."""
    suits = state.to_position()["marriages"][seat]
    return len(suits), sum(40 if suit == state.trump else 20 for suit in suits)


def category(points: int, tricks: int) -> int:
    """What a loser with these final points and tricks pays (docs/RULES.md §2.10 and §5.5)."""
    return 3 if tricks == 0 else 2 if points < 33 else 1


def check_two_player(b: Bucket, finished, m: Match):
    fact = dict.fromkeys(COUNTS, 0)
    for state, h in finished:
        fact["deals"] += 1
        fact["deals_won"] += h.winner == 0
        fact["deals_drawn"] += h.winner is None
        if h.winner is not None and h.reason in ("went_out", "higher_total"):
            loser = 1 - h.winner
            cat = category(state.points[loser], state.tricks[loser])
            assert cat == h.game_points  # the pagat scoring: judged at the end
            side = "given" if h.winner == 0 else "taken"
            fact[f"schneider_{side}"] += cat == 2
            fact[f"schwarz_{side}"] += cat == 3
        fact["closes_tried"] += state.closed_by == 0
        fact["closes_made"] += state.closed_by == 0 and h.winner == 0
        n, pts = marriages_of(state, 0)
        fact["marriages"] += n
        fact["marriage_points"] += pts
    fact["matches"] = 1
    fact["matches_won"] = int(m.winner == 0)
    fact["game_points_for"] = m.scores[0]
    fact["game_points_against"] = m.scores[1]
    assert {name: getattr(b, name) for name in COUNTS} == fact
    return fact


@pytest.mark.parametrize("preset", ["traditional", "schnapsen"])
def test_a_whole_match_between_two_levels_counts_what_happened(preset):
    stats = Statistics()
    m = Match.new(5, preset)
    # the classic players (docs/RULES.md §4 exactly): the counts, not the levels, are tested
    finished = play_match(m, [level_player("classic-sharp"), level_player("classic-normal")],
                          stats, "sharp", preset)
    b = stats.bucket("sharp", preset)
    fact = check_two_player(b, finished, m)
    # the match really had something to count
    assert fact["deals"] >= 3 and fact["marriages"] and fact["deals_won"] < fact["deals"]
    assert fact["schneider_given"] + fact["schwarz_given"] + fact["schneider_taken"] > 0
    assert [(e.number, e.mine, e.theirs, e.won) for e in b.last_matches] == \
        [(1, m.scores[0], (m.scores[1],), m.winner == 0)]
    assert list(stats.buckets) == [("sharp", preset)]  # kept per preset


def closing_player(seed):
    """Sharp's play, but it closes when it is well ahead (and at random now and then)
    and claims out when it has 66, or falsely now and then (auto_out is off)."""
    rng = random.Random(seed)

    def pick(s, _seed):
        legal = s.legal_actions()
        ahead = s.points[0] >= 40 or rng.random() < 0.05
        if "close" in legal and ahead:
            return "close"
        if "out" in legal and (s.points[0] >= 66 or rng.random() < 0.1):
            return "out"
        action = choose(s, "sharp", _seed)
        return "draw" if action == "out" and "draw" in legal else action

    return pick


def test_closes_false_claims_and_penalties_count_as_the_engine_says():
    totals = dict.fromkeys(COUNTS, 0)
    reasons = set()
    for seed in range(6):
        stats = Statistics()
        m = Match.new(seed, "traditional", auto_out=False)
        finished = play_match(m, [closing_player(seed), level_player("sharp")], stats,
                              "gentle", "traditional")
        fact = check_two_player(stats.bucket("gentle", "traditional"), finished, m)
        reasons |= {h.reason for _, h in finished}
        for name in COUNTS:
            totals[name] += fact[name]
    # the random player closed, failed and made closes, and claimed falsely
    assert totals["closes_tried"] > totals["closes_made"] > 0
    assert {"closer_failed", "false_claim", "went_out"} <= reasons


def test_penalties_are_not_schneider_or_schwarz():
    def end(winner, gp, reason):
        return [Event("play", 0, "AS", lead=True),
                Event("end", winner, winner=winner, game_points=gp, reason=reason,
                      paid=paid_to(winner, gp))]

    s = Statistics()
    s.record_deal(end(1, 2, "false_claim"), **TRAD)
    s.record_deal(end(1, 3, "closer_failed"), **TRAD)
    s.record_deal(end(0, 2, "closer_failed"), **TRAD)
    b = s.bucket(**TRAD)
    assert (b.schneider_taken, b.schwarz_taken, b.schneider_given) == (0, 0, 0)
    assert (b.game_points_against, b.game_points_for, b.deals_won) == (5, 2, 1)
    s.record_deal(end(1, 2, "went_out"), **TRAD)
    s.record_deal(end(0, 3, "higher_total"), **TRAD)
    s.record_deal(end(None, 0, "draw"), **TRAD)
    b = s.bucket(**TRAD)
    assert (b.schneider_taken, b.schwarz_given, b.deals_drawn, b.deals) == (1, 1, 1, 6)
    # the opponent's close and marriage are not the player's
    s.record_deal([Event("close", 1), Event("marriage", 1, "KS", points=40),
                   Event("marriage", 0, "QH", points=20, counted=False),
                   *end(0, 1, "went_out")[1:]], **TRAD)
    b = s.bucket(**TRAD)
    assert (b.closes_tried, b.marriages, b.marriage_points) == (0, 1, 20)


def test_three_players_count_what_each_seat_paid():
    stats = Statistics()
    m = Match.new(11, "three")
    players = [make_player("sharp"), make_player("normal"), make_player("gentle")]
    finished = play_match(m, players, stats, "normal", "three")
    b = stats.bucket("normal", "three")
    fact = dict.fromkeys(COUNTS, 0)
    for state, h in finished:
        fact["deals"] += 1
        fact["deals_won"] += h.winner == 0
        fact["deals_drawn"] += h.winner is None
        if h.winner == 0:
            for p in (1, 2):
                cat = category(state.points[p], state.tricks[p])
                fact["schneider_given"] += cat == 2
                fact["schwarz_given"] += cat == 3
        elif h.winner is not None:
            cat = category(state.points[0], state.tricks[0])
            fact["game_points_against"] += cat
            fact["schneider_taken"] += cat == 2
            fact["schwarz_taken"] += cat == 3
        n, pts = marriages_of(state, 0)
        fact["marriages"] += n
        fact["marriage_points"] += pts
    fact["matches"], fact["matches_won"] = 1, int(m.winner == 0)
    fact["game_points_for"] = m.scores[0]
    assert {name: getattr(b, name) for name in COUNTS} == fact
    assert fact["deals"] >= 2 and fact["game_points_against"] + fact["game_points_for"] > 0
    (entry,) = b.last_matches
    assert (entry.mine, entry.theirs, entry.won) == (m.scores[0], tuple(m.scores[1:]),
                                                     m.winner == 0)
    again = Statistics.from_dict(json.loads(json.dumps(stats.to_dict())))
    assert again == stats


def recorded() -> Statistics:
    """A record with a bit of everything: two levels, three rules, reviews, a match."""
    s = Statistics()
    m = Match.new(5)
    play_match(m, [level_player("sharp"), level_player("normal")], s, "sharp", "traditional")
    m3 = Match.new(2, "three")
    play_match(m3, [make_player("classic-gentle")] * 3, s, "expert", "three")
    s.record_deal([Event("marriage", 0, "KH", points=40),
                   Event("end", 0, winner=0, game_points=1, reason="went_out", paid=(0, 1))],
                  level="normal", preset="simple")
    for i, cost in enumerate((0.5, 1.25, 0, 3)):
        s.record_review(cost, level="sharp" if i % 2 else "expert",
                        preset="traditional" if i % 2 else "three")
    return s


def test_round_trip_through_json():
    s = recorded()
    text = json.dumps(s.to_dict(), separators=(",", ":"))
    again = Statistics.from_dict(loads(text, "statistics", MAX_CHARS))
    assert again == s and again.to_dict() == s.to_dict()
    assert len(s.buckets) == 3
    t = again.total()
    assert t.deals == sum(b.deals for b in s.buckets.values())
    assert t.reviewed_deals == 4 and t.review_cost_total == 4.75
    assert [e.number for e in t.last_matches] == [1, 2]
    assert [e.preset for e in t.last_matches] == ["traditional", "three"]
    assert s.bucket("sharp", "traditional").average_review_cost == pytest.approx(2.125)
    assert s.bucket("gentle", "simple").deals == 0 and ("gentle", "simple") not in s.buckets


def test_trend_and_the_kept_costs():
    s = Statistics()
    assert s.trend().recent is None and s.trend().earlier is None
    for i in range(25):
        s.record_review(float(i), **TRAD)
    assert len(s.review_costs) == KEEP_COSTS and s.review_costs[0] == 5.0
    tr = s.trend()
    assert (tr.recent, tr.earlier, tr.reviewed) == (19.5, 9.5, 10)
    assert s.trend(3).recent == 23.0
    b = s.bucket(**TRAD)
    assert b.reviewed_deals == 25 and b.average_review_cost == 12.0
    with pytest.raises(ValueError):
        s.trend(11)
    for bad in (-0.1, float("nan"), float("inf"), True, "1", 1001):
        with pytest.raises(ValueError):
            s.record_review(bad, **TRAD)


def test_the_chart_keeps_the_last_matches_of_each_bucket():
    s = Statistics()
    for i in range(KEEP_MATCHES + 5):
        level = "sharp" if i % 3 else "normal"
        won = i % 2 == 0
        winner = 0 if won else 1  # a match is counted with its last deal, the winner's
        s.record_deal([Event("end", winner, winner=winner, game_points=1, reason="went_out",
                             paid=(0, 1) if won else (1, 0))], level=level, preset="traditional")
        s.record_match([7, 3 + i % 4] if won else [i % 7, 8], winner,
                       level=level, preset="traditional")
    sharp = s.bucket("sharp", "traditional")
    assert sharp.matches == len([i for i in range(35) if i % 3]) == 23
    assert len(sharp.last_matches) == 23
    t = s.total()
    assert t.matches == 35 and [e.number for e in t.last_matches] == list(range(6, 36))
    assert [e.number for e in s.recent_matches("normal")] == list(range(1, 36, 3))
    assert Statistics.from_dict(s.to_dict()) == s
    s.reset()
    assert s.buckets == {} and s.total().matches == 0 and s.to_dict()["buckets"] == []


def test_a_full_record_fits_in_its_size():
    s = Statistics()
    from game.ai import LEVELS
    from game.engine.rules import PRESETS
    for level in LEVELS:
        for preset in PRESETS:
            b = Bucket(level, preset, deals=10**9 - 1, deals_won=4 * 10**8,
                       deals_drawn=10**8, matches=10**8, matches_won=5 * 10**7,
                       game_points_for=10**9 - 1, game_points_against=10**9 - 1,
                       schneider_given=10**8, schneider_taken=10**8, schwarz_given=10**8,
                       schwarz_taken=10**8, closes_tried=10**8, closes_made=10**8,
                       marriages=4 * 10**7, marriage_points=9 * 10**8, reviewed_deals=10**8,
                       review_cost_total=123456789.1234)
            if preset != "simple":
                n = 3 if preset == "three" else 2
                b.last_matches = [s_entry(10**8 + 100 * len(s.buckets) + i, level, preset, n)
                                  for i in range(KEEP_MATCHES)]
            else:
                b.matches = b.matches_won = b.closes_tried = b.closes_made = 0
            if preset == "three":
                b.closes_tried = b.closes_made = 0
            if preset == "schnapsen":  # the last trick decides: no drawn deal
                b.deals_drawn = 0
            s.buckets[(level, preset)] = b
    s.buckets[(UNKNOWN, UNKNOWN)] = Bucket(UNKNOWN, UNKNOWN, deals=10**9 - 1)
    s.review_costs = [999.1234] * KEEP_COSTS
    text = json.dumps(s.to_dict(), separators=(",", ":"))
    assert Statistics.from_dict(loads(text, "statistics", MAX_CHARS)) == s
    assert len(text) < MAX_CHARS / 2, len(text)


def s_entry(number, level, preset, n):
    from game.play.stats import MatchEntry
    return MatchEntry(number, 14, (13,) * (n - 1), True, level, preset)


def test_legacy_counters_move_to_the_unknown_bucket():
    old = {"version": 1, "deals": 12, "deals_won": 5, "matches": 2, "matches_won": 1}
    s = Statistics.from_stored(old)
    assert list(s.buckets) == [(UNKNOWN, UNKNOWN)]
    t = s.total()
    assert (t.deals, t.deals_won, t.matches, t.matches_won) == (12, 5, 2, 1)
    s.record_deal([Event("end", 0, winner=0, game_points=1, reason="went_out", paid=(0, 1))],
                  **TRAD)
    s.record_match([7, 2], 0, **TRAD)
    assert s.total().deals == 13 and s.total().last_matches[0].number == 3
    assert Statistics.from_stored(json.loads(json.dumps(s.to_dict()))) == s
    assert Statistics.from_legacy({"version": 1}).buckets == {}  # an empty old record
    for bad in ({"deals": 1, "deals_won": 2}, {"deals": True}, {"matches": -1},
                {"deals": 1.0}, {"deals": 10**9}, [], "x", None, {"matches": 1, "matches_won": 2}):
        with pytest.raises(StatsError):
            Statistics.from_stored(bad)


def test_misuse_is_a_value_error():
    s = Statistics()
    fin = [Event("end", 0, winner=0, game_points=1, reason="went_out", paid=(0, 1))]
    with pytest.raises(ValueError, match="unknown level"):
        s.record_deal(fin, level=UNKNOWN, preset="traditional")
    with pytest.raises(ValueError, match="unknown rules"):
        s.record_deal(fin, level="sharp", preset="x")
    with pytest.raises(ValueError, match="seat 3"):
        s.record_deal(fin, level="sharp", preset="three", players=2)
    with pytest.raises(ValueError, match="end"):
        s.record_deal(fin + fin, **TRAD)
    with pytest.raises(ValueError, match="end"):
        s.record_deal([Event("play", 0, "AS")], **TRAD)
    with pytest.raises(ValueError, match="no match"):
        s.record_match([7, 1], 0, level="sharp", preset="simple")
    with pytest.raises(ValueError):
        s.record_match([7, 1], None, **TRAD)
    with pytest.raises(ValueError):
        s.record_match([3, 1], 0, **TRAD)  # a won match is led by the winner
    with pytest.raises(ValueError):
        s.record_match([7, 1, 2], 0, **TRAD)
    assert s.buckets == {}


# -- hostile stored records ----------------------------------------------------------
def valid() -> dict:
    return recorded().to_dict()


VALID = valid()


def must_refuse(data):
    with pytest.raises(StatsError):
        Statistics.from_dict(data)


def edited(path, value):
    d = copy.deepcopy(VALID)
    target = d
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return d


@pytest.mark.parametrize("path,value", [
    (("version",), 2), (("version",), True), (("version",), "1"),
    (("buckets",), {}), (("buckets",), [VALID["buckets"][0]] * 2),
    (("buckets",), [{}] * 14),
    (("buckets", 1, "deals"), -1), (("buckets", 1, "deals"), 10**9),
    (("buckets", 1, "deals"), True), (("buckets", 1, "deals"), 7.0),
    (("buckets", 1, "deals"), None), (("buckets", 1, "deals_won"), 10**6),
    (("buckets", 1, "deals_drawn"), 10**6),
    (("buckets", 1, "schneider_given"), 100), (("buckets", 1, "schwarz_taken"), 100),
    (("buckets", 1, "closes_made"), 1), (("buckets", 1, "closes_tried"), 10**6),
    (("buckets", 1, "marriages"), 1000), (("buckets", 1, "marriage_points"), 1),
    (("buckets", 1, "matches_won"), 2), (("buckets", 1, "game_points_for"), 10**6),
    (("buckets", 1, "game_points_against"), 0),
    (("buckets", 1, "level"), "godlike"), (("buckets", 1, "preset"), UNKNOWN),
    (("buckets", 1, "review_cost_total"), -1.0), (("buckets", 1, "review_cost_total"), 1e300),
    (("buckets", 1, "review_cost_total"), "0"),
    (("buckets", 1, "last_matches"), {}), (("buckets", 1, "last_matches", 0, "won"), 1),
    (("buckets", 1, "last_matches", 0, "number"), 0),
    (("buckets", 1, "last_matches", 0, "number"), 9),
    (("buckets", 1, "last_matches", 0, "mine"), 15),
    (("buckets", 1, "last_matches", 0, "theirs"), [1, 2]),
    (("buckets", 1, "last_matches", 0, "theirs"), [99]),
    (("buckets", 1, "last_matches", 0, "extra"), 1),
    (("buckets", 2, "last_matches", 0, "number"), 1),  # the same number twice
    (("buckets", 2, "closes_tried"), 1),  # three players never close
    (("buckets", 0, "matches"), 1),  # the simple rules have no match
    (("buckets", 0, "game_points_for"), 0),
    (("review_costs",), [1.0] * 5), (("review_costs",), [-1]), (("review_costs",), None),
    (("extra",), 0),
])
def test_damaged_records_are_refused(path, value):
    must_refuse(edited(path, value))


@pytest.mark.parametrize("change", [
    {"matches": 3, "matches_won": 3},  # three matches won, two deals won
    {"matches": 2},  # a match lost, and not one deal lost
])
def test_matches_are_counted_with_their_last_deal(change):
    d = copy.deepcopy(VALID)
    d["buckets"][2].update(change)  # expert / three: 2 deals, both won, 1 match won
    must_refuse(d)


def test_no_drawn_deal_at_schnapsen():
    s = Statistics()
    s.record_deal([Event("end", 0, winner=0, game_points=1, reason="last_trick", paid=(0, 1))],
                  level="sharp", preset="schnapsen")
    d = s.to_dict()
    Statistics.from_dict(copy.deepcopy(d))
    d["buckets"][0].update(deals=2, deals_drawn=1)
    must_refuse(d)


def test_the_valid_record_and_its_missing_fields():
    assert [(b["level"], b["preset"]) for b in VALID["buckets"]] == \
        [("normal", "simple"), ("sharp", "traditional"), ("expert", "three")]
    assert Statistics.from_dict(copy.deepcopy(VALID)).to_dict() == VALID
    for key in VALID["buckets"][1]:
        d = copy.deepcopy(VALID)
        del d["buckets"][1][key]
        must_refuse(d)
    for key in VALID:
        d = copy.deepcopy(VALID)
        del d[key]
        must_refuse(d)


def test_sizes_are_bounded_before_parsing():
    huge = json.dumps(VALID) + " " * MAX_CHARS
    with pytest.raises(UntrustedInput):
        loads(huge, "statistics", MAX_CHARS)
    with pytest.raises(UntrustedInput):
        loads("[" * 100 + "]" * 100, "statistics", MAX_CHARS)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-2, 10**10) | st.floats(allow_nan=True)
    | st.text(max_size=8) | st.sampled_from(["sharp", "traditional", "three", UNKNOWN]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=4),
    max_leaves=12)


def paths(d, prefix=()):
    yield prefix
    if isinstance(d, dict):
        for k, v in d.items():
            yield from paths(v, prefix + (k,))
    elif isinstance(d, list):
        for i, v in enumerate(d):
            yield from paths(v, prefix + (i,))


PATHS = [p for p in paths(VALID) if p]


def refused_or_sound(data):
    """Only the project's error, or a record that is stored and loaded unchanged."""
    try:
        s = Statistics.from_dict(data)
    except StatsError:
        return
    assert Statistics.from_dict(json.loads(json.dumps(s.to_dict()))) == s


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(PATHS), JSON)
def test_any_field_replaced_by_anything(path, value):
    refused_or_sound(edited(path, value))


@settings(max_examples=200, deadline=None)
@given(JSON)
def test_any_value_at_all(value):
    refused_or_sound(value)
    refused_or_sound({"version": 1, "buckets": [value], "review_costs": []})
    with pytest.raises(StatsError) if not isinstance(value, dict) else _maybe():
        Statistics.from_stored(value)


class _maybe:
    """A context that lets StatsError pass (a dict may or may not be a legacy record)."""

    def __enter__(self):
        return self

    def __exit__(self, kind, exc, tb):
        return kind is not None and issubclass(kind, StatsError)


def test_the_levels_counted_are_the_computers_levels():
    from game.ai import LEVELS as AI_LEVELS
    from game.play.stats import LEVELS

    assert LEVELS == AI_LEVELS
