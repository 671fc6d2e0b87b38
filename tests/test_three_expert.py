"""The three-player Expert: its worlds, its exact search and its choices. That it never
sees hidden cards and is reproducible is tested at every table in test_expert.py."""

from __future__ import annotations

import random

from game.ai.three.expert import choose_expert3, expert3_decision, policy_card
from game.ai.three.kernel import Pos, TrickSearch, bits, totals_of, utility
from game.ai.three.reference import minimax_reference
from game.ai.three.sampling import Frame3, sample_worlds3
from game.ai.three.solver import Solver3
from game.engine import cards
from game.engine.deal import new_deal
from game.engine.rules import make_rules
from game.engine.three.core import Core3, deal_core3
from game.engine.three.state import State3
from tests.helpers import SMALL3_AI, random_states3, redealt

RULES = make_rules("three")


def random_core(rng: random.Random, plays: int) -> Core3:
    deck = list(range(24))
    rng.shuffle(deck)
    core = deal_core3(deck, RULES, rng.randrange(3))
    for _ in range(plays):
        core.play(rng.choice(core.legal()))
    return core


# -- the rules of the search positions match the engine ------------------------------
# The searches keep their kernel (kernel.py) because Core3's own moves make them about
# 7 times slower (bench/solver_kernel.py, docs/BENCHMARKS.md); so the kernel is checked
# here against Core3 move for move, through whole deals.
class _LastTrick(TrickSearch[tuple[tuple[int, int, int], int, int]]):
    """The searches' shortcut of the last trick, ending in (totals, flags, its winner)."""

    def _end(self, c: list[int], m: list[int], fl: int,
             winner: int) -> tuple[tuple[int, int, int], int, int]:
        return totals_of(c, m, fl), fl, winner


def _flags(core: Core3) -> int:
    return sum(1 << p for p in range(3) if core.tricks[p])


def test_search_positions_follow_the_engine() -> None:
    rng = random.Random(3)
    for _ in range(200):
        core = random_core(rng, 0)
        pos = Pos.of_core(core)
        while core.outcome is None:
            assert pos.to_move() == core.to_move()
            legal = sorted(core.legal())
            assert sorted(bits(pos.legal())) == legal
            if not pos.table and len(core.hands[0]) == 1:  # the last trick, all forced
                end = core.copy()
                while end.outcome is None:
                    end.play(end.legal()[0])
                assert end.last is not None
                assert _LastTrick(pos.trump)._last_trick(
                    pos.hands[:], pos.leader, pos.cp[:], pos.mar[:], pos.flags) == (
                        end.totals(), _flags(end), end.last[2])
            c = rng.choice(legal)
            core.play(c)
            pos.play(c)
            again = Pos.of_core(core)
            assert (again.hands, again.leader, again.table, again.cp, again.mar, again.flags) == (
                pos.hands, pos.leader, pos.table, pos.cp, pos.mar, pos.flags)
            assert pos.totals() == core.totals()
            if not core.table:  # a finished trick: its winner leads
                assert core.last is not None and pos.leader == core.last[2]
        oc = core.outcome
        expected = [0, 0, 0]
        if oc.winner is not None:
            expected = [-x for x in oc.paid]
            expected[oc.winner] = oc.game_points
        assert pos.utility() == tuple(expected)


def test_utility_table() -> None:
    assert utility((70, 40, 20), 0b111) == (3, -1, -2)
    assert utility((70, 40, 20), 0b011) == (4, -1, -3)
    assert utility((100, 30, 0), 0b001) == (6, -3, -3)
    assert utility((60, 40, 30), 0b111) == (0, 0, 0)  # replay: nobody reached 66
    assert utility((66, 66, 0), 0b011) == (0, 0, 0)  # a shared top: a draw
    assert utility((20, 33, 77), 0b111) == (-2, -1, 3)


# -- the sampler -------------------------------------------------------------------------------
def test_worlds_respect_every_public_fact() -> None:
    for s in random_states3(80, 1):
        core = s.core
        seat = s.to_move
        view = s.view(seat)
        for w in sample_worlds3(view, 5, seed=9):
            assert w.hands[seat] == cards.mask_of(core.hands[seat])
            everything = w.hands[0] | w.hands[1] | w.hands[2]
            assert bin(everything).count("1") == sum(len(h) for h in core.hands)
            assert not (w.hands[0] & w.hands[1] or w.hands[1] & w.hands[2]
                        or w.hands[0] & w.hands[2])
            assert everything == cards.mask_of(core.hands[0] + core.hands[1] + core.hands[2])
            for p in range(3):
                assert bin(w.hands[p]).count("1") == len(core.hands[p])
                if p != seat:
                    assert core.known[p] & w.hands[p] == core.known[p]  # shown cards stay
                    assert not core.excluded[p] & w.hands[p]  # voids, failed to beat
                    for suit in range(4):
                        if core.voids[p] >> suit & 1:
                            assert not w.hands[p] >> (6 * suit) & 0x3F
            assert w.leader == core.leader and w.table == core.table
            assert w.cp == core.card_points and w.mar == core.marriage_points
            assert w.flags == sum(1 << p for p in range(3) if core.tricks[p])


def test_the_turned_trump_stays_with_the_dealer() -> None:
    s = new_deal(17, "three", dealer=2)
    view = s.view(0)
    turned = cards.parse(view.trump_card)
    assert view.trump_holder == 2
    for w in sample_worlds3(view, 20, seed=1):
        assert w.hands[2] >> turned & 1


def test_worlds_depend_only_on_the_view_and_seed() -> None:
    rng = random.Random(4)
    for s in random_states3(30, 2):
        seat = s.to_move
        other = redealt(s, seat, rng)
        assert other.view(seat) == s.view(seat)
        a = [w.hands for w in sample_worlds3(s.view(seat), 4, seed=3)]
        b = [w.hands for w in sample_worlds3(other.view(seat), 4, seed=3)]
        assert a == b


def test_enumeration_covers_every_layout_once() -> None:
    for s in random_states3(40, 5, plays=(15, 20)):
        frame = Frame3(s.view(s.to_move))
        n = frame.layouts()
        if n > 300:
            continue
        seen = {tuple(w.hands) for w in frame.enumerate(1000)}
        assert len(seen) == n
        true = tuple(cards.mask_of(h) for h in s.core.hands)
        assert true in seen  # the real layout is one of them


# -- the exact search ----------------------------------------------------------------------------
def test_solver_agrees_with_plain_minimax_and_maxn() -> None:
    rng = random.Random(7)
    for i in range(24):
        core = random_core(rng, rng.randint(12, 16))
        pos = Pos.of_core(core)
        root = pos.to_move()
        for mode in ("paranoid", "maxn"):
            for tiebreak in (True, False):
                solver = Solver3(pos.trump, root, mode, tiebreak)
                values = solver.action_values(pos)
                for card, v in values.items():
                    child = pos.copy()
                    child.play(card)
                    assert v == minimax_reference(child, root, mode, tiebreak), (i, mode, card)


def test_paranoid_is_never_above_maxn_for_the_root() -> None:
    """Paranoid lets both others play against the root: never better for it than max-n."""
    rng = random.Random(8)
    for _ in range(30):
        pos = Pos.of_core(random_core(rng, 15))
        root = pos.to_move()
        p = Solver3(pos.trump, root, "paranoid").value(pos)
        m = Solver3(pos.trump, root, "maxn").value(pos)
        assert p <= m


# -- choices -------------------------------------------------------------------------------------
def _state(hands: list[list[str]], trump: str, leader: int, dealer: int,
           won: list[list[str]], table: tuple[str, ...] = ()) -> State3:
    from game.engine.deal import from_position

    return from_position({"rules": "three", "trump": trump, "stock": [], "hands": hands,
                           "won": won, "marriages": [[], [], []], "leader": leader,
                           "dealer": dealer, "table": list(table)})


def test_takes_the_winning_last_tricks() -> None:
    # Seat 0 leads with two cards each left and 30 points won. The ace of trumps
    # first draws the trumps, then the ace of clubs takes the last trick: 68, a win.
    # The ace of clubs first is trumped by seat 2 and the deal is replayed.
    hands = [["AH", "AC"], ["JH", "9C"], ["KD", "9H"]]
    won = [["AS", "TS", "KS", "QS", "JS", "9D"],  # 30
           ["TC", "KC", "QC", "JC", "AD", "9S"],  # 30
           ["TD", "QD", "JD", "TH", "KH", "QH"]]  # 32
    s = _state(hands, "JH", 0, 1, won)
    assert s.to_move == 0 and s.points == (30, 30, 32)
    for seed in range(3):
        choice = choose_expert3(s.view(0), seed, SMALL3_AI)
        assert choice == "AH"
        end = s.apply(choice)
        while end.outcome is None:
            end = end.apply(end.legal_actions()[0])
        assert end.outcome.winner == 0 and end.outcome.game_points == 4


def test_a_single_legal_card_is_played_at_once() -> None:
    for s in random_states3(40, 9):
        if len(s.legal_actions()) == 1:
            view = s.view(s.to_move)
            assert expert3_decision(view, 1) == (view.legal[0], None)


def test_choices_are_legal_and_the_policy_card_is_legal() -> None:
    for s in random_states3(20, 10):
        view = s.view(s.to_move)
        assert choose_expert3(view, 2, SMALL3_AI) in view.legal
        for w in sample_worlds3(view, 3, seed=1):
            assert cards.text(policy_card(w)) in view.legal


# -- inference from the others' plays -------------------------------------------------------------
def _sharp_game(seed: int, stop: int) -> tuple[State3, list[tuple[int, int, tuple[int, ...]]],
                                              list[int]]:
    """Sharp for every seat for ``stop`` plays: the state, the plays in order and the
    hand (mask) of the player before each play."""
    from game.ai.three.classic import choose_classic3

    s = new_deal(seed, "three", dealer=seed % 3)
    plays: list[tuple[int, int, tuple[int, ...]]] = []
    hands: list[int] = []
    for _ in range(stop):
        p = s.to_move
        card = choose_classic3(s.view(p), "sharp")
        plays.append((p, cards.parse(card), tuple(s.core.table)))
        hands.append(cards.mask_of(s.core.hands[p]))
        s = s.apply(card)
    return s, plays, hands


def test_play_history_is_rebuilt_from_the_won_piles() -> None:
    from game.ai.three.inference import play_history

    for seed in range(40):
        stop = 1 + seed % 23
        s, plays, _ = _sharp_game(seed, stop)
        for seat in range(3):
            assert play_history(s.view(seat)) == plays


def test_the_model_accepts_every_sharp_play_and_weighs_the_truth_fully() -> None:
    from game.ai.three.inference import Inference, model_accepts

    for seed in range(30):
        s, plays, hands = _sharp_game(seed, 20)
        trump = s.core.trump
        for (_, card, table), hand in zip(plays, hands):
            assert model_accepts(hand, table, trump, card)
        seat = s.to_move
        inf = Inference(s.view(seat), 0.1)
        assert inf.weight([cards.mask_of(h) for h in s.core.hands]) == 1.0


def test_the_model_rejects_an_odd_play() -> None:
    from game.ai.three.inference import model_accepts

    hand = cards.mask_of([cards.parse(c) for c in ("AS", "9S", "KD")])
    trump = cards.SUITS.index("H")
    assert model_accepts(hand, (), trump, cards.parse("AS"))  # its best card
    assert not model_accepts(hand, (), trump, cards.parse("9S"))
    # Following a ten of spades worth taking: the ace, not the nine.
    assert not model_accepts(hand, (cards.parse("TS"),), trump, cards.parse("9S"))


def test_thinking_in_slices_gives_the_same_card() -> None:
    from game.ai import choose
    from game.ai.thinking import think

    sliced = 0
    for s in random_states3(6, 12, plays=(0, 12)):
        if len(s.legal_actions()) < 2:
            continue
        t = think(s, "expert", seed=4)
        while not t.step(0.0):
            pass
        assert t.action == choose(s, "expert", 4)
        sliced += t.units > 1  # it yielded between worlds (one world: one unit)
    assert sliced >= 2


# -- reading the others' plays by the model, and searching with it ------------------------------
def test_the_reading_never_excludes_a_card_sharp_holds_and_reads_something() -> None:
    from game.ai.three.inference import Inference

    read = 0
    for seed in range(60):
        s, _, _ = _sharp_game(seed, 2 + seed % 20)
        seat = s.to_move
        inf = Inference(s.view(seat), 0.1)
        for p in range(3):
            if p == seat:
                continue
            ex = inf.model_excluded(p)
            assert ex is not None  # Sharp's plays all fit the model
            assert not ex & cards.mask_of(s.core.hands[p])
            read += ex != 0
    assert read > 30


def test_a_lead_below_the_best_card_reads_no_higher_card_and_odd_play_reads_nothing() -> None:
    from game.ai.three.inference import Inference

    for seed in range(200):
        s = new_deal(seed, "three", dealer=0)
        lead = s.to_move  # seat 1 leads the first trick
        hand = s.core.hands[lead]
        trump = s.core.trump
        if any(c // 6 == trump for c in hand) or any(
                cards.PARTNER[c] in hand for c in hand if cards.PARTNER[c] >= 0):
            continue
        low = min(hand, key=lambda c: cards.POINTS[c])
        top = max(cards.POINTS[c] for c in hand)
        if cards.POINTS[low] == top:
            continue
        # Sharp leads its best card: reading that, no trump and nothing richer is left.
        from game.ai.three.classic import choose_classic3

        t = s.apply(choose_classic3(s.view(lead), "sharp"))
        view = t.view(t.to_move)
        ex = Inference(view, 0.1).model_excluded(lead)
        assert ex is not None
        led = cards.parse(view.table[0])
        unseen = [cards.parse(x) for x in view.unseen()]
        richer = [c for c in unseen if c // 6 == trump or cards.POINTS[c] > cards.POINTS[led]]
        assert richer
        for c in richer:
            assert ex >> c & 1, cards.text(c)
        # Its cheapest card instead: read so, it would hold no card worth more, which
        # leaves no layout; so the seat is not read, nor played by the model.
        from game.ai.three.expert import read_frame

        odd = s.apply(cards.text(low))
        view = odd.view(odd.to_move)
        inf = Inference(view, 0.1)
        frame, fits = read_frame(view, Frame3(view), inf)
        assert not fits >> lead & 1
        assert frame.layouts() == Frame3(view).layouts()
        return
    raise AssertionError("no deal with a plain hand found")


def test_extra_exclusions_narrow_the_worlds_or_fail() -> None:
    for s in random_states3(30, 21, plays=(3, 12)):
        seat = s.to_move
        view = s.view(seat)
        frame = Frame3(view)
        a = (seat + 1) % 3
        mine = cards.mask_of(s.core.hands[a])
        free = frame.unseen & ~mine  # cards a does not hold: excluding them is true
        extra = [0, 0, 0]
        extra[a] = free & -free
        narrow = Frame3(view, (extra[0], extra[1], extra[2]))
        assert narrow.layouts() <= frame.layouts()
        if any(extra[a] >> c & 1 for c in frame.free):
            assert narrow.layouts() < frame.layouts()
        rng = random.Random(1)
        for _ in range(5):
            w = narrow.sample(rng)
            assert not w.hands[a] & extra[a]
        if not mine & frame.unseen:
            continue
        extra[a] = frame.unseen  # a holds no hidden card, yet it must: no layout
        try:
            Frame3(view, (extra[0], extra[1], extra[2]))
        except ValueError:
            pass
        else:
            raise AssertionError("a frame without room for a's cards")


def _model_reference(pos: Pos, root: int, modeled: int) -> int:
    from game.ai.three.kernel import SCALE, race_utility, replies, trick_state
    from game.ai.three.policy import sharp_follow, sharp_lead

    if pos.over():
        t = pos.totals()
        return race_utility(t, pos.flags)[root] * SCALE + t[root]
    p = pos.to_move()
    if modeled >> p & 1:
        ls, best, _, tp = trick_state(pos)
        hand = pos.hands[p]
        card = (sharp_lead(hand, pos.trump) if not pos.table else
                sharp_follow(replies(hand, ls, best, pos.trump), best, tp, pos.trump))
        moves = [card]
    else:
        moves = bits(pos.legal())
    vals = []
    for card in moves:
        child = pos.copy()
        child.play(card)
        vals.append(_model_reference(child, root, modeled))
    return max(vals) if p == root else min(vals)


def test_model_search_agrees_with_plain_recursion_and_with_paranoid() -> None:
    from game.ai.three.modelsearch import ModelSearch

    rng = random.Random(17)
    for i in range(24):
        pos = Pos.of_core(random_core(rng, rng.randint(11, 16)))
        root = pos.to_move()
        others = 7 & ~(1 << root)
        one = 1 << (root + 1) % 3
        for modeled in (others, one):
            ms = ModelSearch(pos.trump, root, modeled)
            assert ms.value(pos) == _model_reference(pos, root, modeled), (i, modeled)
        # nobody modeled: the paranoid search's value
        paranoid = Solver3(pos.trump, root, "paranoid", objective="race").value(pos)
        assert ModelSearch(pos.trump, root, 0).value(pos) == paranoid
        # playing the others by the model is never worse for the root than paranoid
        assert ModelSearch(pos.trump, root, others).value(pos) >= paranoid
