"""Robustness: a clumsy, impatient monkey plays deals through the page: one at each table
in the suite, about ten and four in the soak command (``bash scripts/soak.sh``).

A fixed seed (``MONKEY_SEED``, default below) drives ``random.Random``: clicks on
cards (legal and not), on every button, taps on the table and between cards,
stray keys, phone and desktop sizes, level and rule changes through the Settings
panel, the new-game dialog answered at random, reloads mid-deal. Part of it runs
with the page's pause (``?pause=150``) so clicks land during the computer's turn,
the trick display and the draw window; the rest with ``pause=0`` for speed.

It fails on (besides the guard in conftest.py: console errors, tracebacks,
requests off the origin):
- "Something went wrong" in #status;
- a state stuck for more than 10 s that is neither the human's turn, the end of
  a deal nor an open dialog (``<html data-turn/data-phase/data-step>``), or the
  human's turn with nothing enabled;
- a reload that does not resume exactly (step, hand, scoreboard);
- a finished deal whose scoreboard differs from the engine's: the saved
  position is rebuilt with ``game.from_position`` in CPython and its points,
  outcome (winner, game points, reason) and the match score (the previous deal's
  score plus this one's game points) are compared with the page.

The page chooses the seed of a new match itself and its timing varies, so a run
is not replayed card for card; on failure the message gives the monkey's seed and
its last actions, each with the page's step, turn and phase.
"""

from __future__ import annotations

import json
import os
import random
import time
from collections import deque

import pytest
from playwright.sync_api import Error as PlaywrightError

from game import from_position
from game.web.table.narrate import deal_outcome_sentence
from game.words import Words

SEED = int(os.environ.get("MONKEY_SEED", "6606"))
# The suite runs a short monkey; the soak command (scripts/soak.sh, MONKEY_SOAK=1) the
# long one: (deals to stop after, seconds to stop after, deals it must finish) at two
# players, then at three. The last deal is not waited for.
SOAK = os.environ.get("MONKEY_SOAK") == "1"
DEALS, BUDGET_S, MIN_DEALS = (10, 105.0, 6) if SOAK else (1, 40.0, 1)
DEALS3, BUDGET3_S, MIN_DEALS3 = (4, 75.0, 2) if SOAK else (1, 40.0, 1)
# The monkey's chaos (reloads, new matches, level and rule changes, dialogs answered at
# random) can keep it from finishing a deal within the budget however well the page
# works: a run on a fresh clone once finished none in 40 s. Short of its minimum, it then
# plays on calmly (legal cards, Draw, Next) for at most this long: a page that cannot
# finish a deal even so fails; one that merely met a busy monkey does not.
CALM_S = 90.0
STUCK_S = 10.0
SIZES = [(375, 667), (390, 844), (412, 915), (768, 1024), (1280, 800), (1440, 900)]
KEYS = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "1", "2", "3", "4", "5", "6",
        "Enter", "c", "d", "x", "o", "k", "h", "n", "Escape", "Home", "End"]
BUTTONS = ["#close-stock", "#exchange-trump", "#go-out", "#pass-exchange", "#hint", "#draw"]
ACTION_IDS = ["close-stock", "exchange-trump", "go-out", "pass-exchange"]

PROBE = """() => {
  const d = document.documentElement;
  const vis = el => !!el && !el.hidden && el.getClientRects().length > 0;
  const byId = id => document.getElementById(id);
  const buttons = {};
  for (const id of ["close-stock", "exchange-trump", "go-out", "pass-exchange", "hint",
                    "new-game", "next-deal", "new-match"]) {
    const b = byId(id);
    buttons[id] = {visible: vis(b), enabled: !!b && !b.disabled};
  }
  return {
    ready: d.classList.contains("ready"), recovery: d.classList.contains("recovery"),
    turn: d.dataset.turn || "", phase: d.dataset.phase || "", step: d.dataset.step || "",
    practice: d.dataset.practice === "1",
    status: (byId("status") || {}).textContent || "",
    hand: Array.from(document.querySelectorAll("#hand button[data-card]"),
                     b => [b.dataset.card, !b.disabled]),
    dialog: !!byId("confirm") && byId("confirm").open,
    lastView: !!byId("last-view") && byId("last-view").open,
    confirm: (byId("confirm-text") || {}).textContent || "",
    settings: !!byId("settings-panel") && byId("settings-panel").open,
    buttons,
    board: ["score-you", "score-opp", "score-seat-1", "score-seat-2", "match-you", "match-opp",
            "match-seat-2", "stock-count"].map(id => byId(id).textContent),
  };
}"""


DEAL_END = """() => ({
  turn: document.documentElement.dataset.turn,
  practice: document.documentElement.dataset.practice === "1",
  saved: localStorage.getItem("sixtysix.match"),
  texts: Object.fromEntries(["score-you", "score-opp", "score-seat-1", "score-seat-2",
                             "match-you", "match-opp", "match-seat-2", "result-text"]
    .map(id => [id, document.getElementById(id).textContent])),
  opp: Array.from(document.querySelectorAll("#opponent-hand [data-card]"), x => x.dataset.card),
  opp2: Array.from(document.querySelectorAll("#opponent-hand-2 [data-card]"),
                   x => x.dataset.card),
})"""


# What lies on top of the element's centre, if it is not the element itself (or inside
# it): "" when the element is free, or absent (the click then misses, as a finger would).
COVERED = """sel => {
  const el = document.querySelector(sel);
  if (!el) return "";
  const r = el.getBoundingClientRect();
  if (r.width < 1 || r.height < 1) return "";
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return "";
  const top = document.elementFromPoint(x, y);
  if (!top || el.contains(top)) return "";
  const named = top.closest("[id]");
  return named ? "#" + named.id : top.tagName.toLowerCase();
}"""


class Monkey:
    def __init__(self, page, seed: int, rules: tuple[str, ...] = (
            "traditional", "traditional", "simple", "three", "three")) -> None:
        self.page = page
        self.rules = rules  # what the Settings panel may switch to
        self.seed = seed
        self.rng = random.Random(seed)
        self.trail: deque[str] = deque(maxlen=40)
        self.actions = 0
        self.deals: dict[tuple[int, int], tuple[int, ...]] = {}  # (match seed, deal) -> scores
        self.counts = {"reloads": 0, "resizes": 0, "settings": 0, "dialogs": 0,
                       "legal": 0, "pause150": 0}
        self.pause = 150
        self.levels: set[str] = set()
        self.players_seen: set[int] = set()  # table sizes of the finished deals
        self.s: dict = {}
        self.stuck_key: tuple | None = None
        self.stuck_since = 0.0
        self.calm = False  # playing on to finish a deal, without chaos (CALM_S)

    # -- reporting -----------------------------------------------------------------
    def note(self, what: str) -> None:
        s = self.s
        self.trail.append(f"#{self.actions} step={s.get('step')} turn={s.get('turn')} "
                          f"phase={s.get('phase')} pause={self.pause}: {what}")

    def fail(self, why: str) -> None:
        pytest.fail(f"monkey seed {self.seed}: {why}\nlast actions (oldest first):\n  "
                    + "\n  ".join(self.trail), pytrace=False)

    # -- looking -------------------------------------------------------------------
    def probe(self) -> dict:
        self.s = self.page.evaluate(PROBE)
        return self.s

    def watch(self) -> dict:
        """Probe and check: no error message, nothing stuck, finished deals right."""
        s = self.probe()
        if "Something went wrong" in s["status"]:
            self.fail(f"#status says: {s['status']}")
        if s["recovery"]:
            self.fail("the page shows the recovery screen")
        waiting_for_page = s["turn"] not in ("you", "over") and s["phase"] != "dialog"
        key = (s["turn"], s["phase"], s["step"])
        now = time.monotonic()
        if key != self.stuck_key:
            self.stuck_key, self.stuck_since = key, now
        elif waiting_for_page and now - self.stuck_since > STUCK_S:
            self.fail(f"stuck for {now - self.stuck_since:.1f} s at turn={s['turn']} "
                      f"phase={s['phase']} step={s['step']}; status: {s['status']}")
        if s["dialog"] and s["phase"] != "dialog":
            # the controller opens the dialog and sets the phase in one task, and
            # closes it before the phase changes back: never open in another phase
            self.fail(f"the confirmation dialog is open ({s['confirm']!r}) but the game "
                      f"goes on behind it: data-phase={s['phase']}, step {s['step']}")
        if s["turn"] == "you" and s["phase"] == "you":
            usable = any(ok for _, ok in s["hand"]) or any(
                s["buttons"][b]["visible"] and s["buttons"][b]["enabled"] for b in ACTION_IDS)
            if not usable:
                self.fail(f"the human's turn but no card or button is enabled: {s}")
        if s["turn"] == "over":
            self.check_deal()
        return s

    def check_deal(self) -> None:
        """A finished deal: the page's numbers are the engine's, in CPython."""
        # one evaluate: the saved match and the page at the same moment
        seen = self.page.evaluate(DEAL_END)
        if seen["turn"] != "over":  # a click sent before the probe moved on meanwhile
            return
        if seen["practice"]:  # a replay is never saved: the stored match is another deal
            return
        if seen["saved"] is None:
            self.fail("the deal is over but there is no saved match in localStorage")
        m = json.loads(seen["saved"])["match"]
        key = (m["seed"], m["deal_number"])
        if key in self.deals:
            return
        st = from_position(m["position"])
        oc = st.outcome
        if oc is None:
            self.fail(f"data-turn is 'over' but the saved position is not finished: {m}")
        texts = seen["texts"]
        rules = st.rules
        n = rules.players
        self.players_seen.add(n)
        if len(self.rules) == 1 and rules.preset not in self.rules:  # only ever chose these
            self.fail(f"a deal was played with the {rules.preset} rules, never chosen")
        shown = "{}" if rules.show_scores else "?"
        score_ids = ("score-you", "score-opp") if n == 2 else (
            "score-you", "score-seat-1", "score-seat-2")
        want = {i: shown.format(p) for i, p in zip(score_ids, st.points)}
        words = Words().for_rules(rules.preset)  # the page's: English, this table's wording
        want["result-text"] = deal_outcome_sentence(words, st)
        scores = [int(x) for x in m["scores"]]
        match_ids = ("match-you", "match-opp", "match-seat-2")[:n]
        for i, score in zip(match_ids, scores):
            want[i] = str(score) if rules.has_match else "–"
        problems = [f"{k}: page {texts[k]!r}, engine {v!r}" for k, v in want.items()
                    if texts[k] != v]
        result = texts["result-text"]
        if oc.winner is not None and words.game_points_text(oc.game_points) not in result:
            problems.append(f"#result-text does not give {oc.game_points} game points")
        for seat, shown_id in ((1, "opp"), (2, "opp2"))[:n - 1]:
            if sorted(seen[shown_id]) != sorted(st.hand(seat)):
                problems.append(f"seat {seat}'s cards shown {sorted(seen[shown_id])}, engine "
                                f"{sorted(st.hand(seat))}")
        last = m["history"][-1] if m["history"] else None
        wanted_last = {"number": m["deal_number"], "winner": oc.winner,
                       "game_points": oc.game_points, "reason": oc.reason,
                       "points": list(st.points)}
        if last != wanted_last:
            problems.append(f"history ends with {last}, engine {wanted_last}")
        if rules.has_match:
            prev = self.deals.get((m["seed"], m["deal_number"] - 1))
            if prev is not None or m["deal_number"] == 1:
                expected = list(prev or (0,) * n)
                if oc.winner is not None:
                    expected[oc.winner] += oc.game_points
                if scores != expected:
                    problems.append(f"match score {scores}, expected {expected} (previous deal "
                                    f"{prev}, this one {oc.winner} +{oc.game_points})")
        if problems:
            self.fail(f"deal {key} differs from the engine:\n  " + "\n  ".join(problems))
        self.deals[key] = tuple(scores)
        self.note(f"deal {key} over: {oc}, points {st.points}, match {scores}")

    # -- doing -----------------------------------------------------------------------
    def click(self, selector: str) -> None:
        """A real mouse click at the element's centre (enabled or not), unless something
        else lies on top of it there: a finger that meant this card does not press the
        button that covers it (what it presses is always what it meant to)."""
        covering = self.page.evaluate(COVERED, selector)
        if covering:
            self.note(f"  (not pressed: {selector} is under {covering})")
            return
        try:
            self.page.locator(selector).first.click(force=True, timeout=1500)
        except PlaywrightError as e:  # gone or hidden by the time the finger lands
            self.note(f"  (missed {selector}: {str(e).splitlines()[0][:80]})")

    def tap_somewhere(self, selector: str) -> None:
        box = self.page.locator(selector).bounding_box()
        if box is None or box["width"] < 1:
            return
        x = box["x"] + self.rng.random() * box["width"]
        y = box["y"] + self.rng.random() * box["height"]
        inside = self.page.evaluate(
            """([sel, x, y]) => { const t = document.elementFromPoint(x, y);
                                  return !!t && !!t.closest(sel); }""", [selector, x, y])
        if not inside:  # something else lies there: not what this tap meant
            self.note(f"  (not tapped: {selector} is covered at {x:.0f},{y:.0f})")
            return
        self.page.mouse.click(x, y)

    def act(self) -> None:
        s = self.s
        rng = self.rng
        self.actions += 1
        if self.calm:
            return self.act_calmly()
        if s["dialog"]:
            return self.answer_dialog()
        if s["lastView"]:  # a tap on the last trick showed it large: a look, then away
            self.note("last trick shown: close it")
            if rng.random() < 0.5:
                return self.press("Escape")
            return self.click("#last-view-close")
        if s["turn"] == "over":
            r = rng.random()
            if r < 0.10:
                return self.change_setting()
            if r < 0.16:
                return self.reload(check=True)
            if r < 0.70:
                for b in ("next-deal", "new-match"):
                    if s["buttons"][b]["visible"]:
                        self.note(f"click #{b}")
                        return self.click(f"#{b}")
            return self.fidget()
        if s["turn"] == "you":
            r = rng.random()
            legal = [c for c, ok in s["hand"] if ok]
            if s["phase"] == "drawing" and r < 0.75:  # the draw decision: mostly Draw
                self.note("click #draw")
                return self.click("#draw")
            if r < 0.40 and legal:
                card = rng.choice(legal)
                self.counts["legal"] += 1
                self.note(f"click legal {card}")
                return self.click(f"#hand button[data-card='{card}']")
            if r < 0.46:
                keys = [rng.choice("123456"), "Enter"]
                self.note(f"keys {keys}")
                for k in keys:
                    self.press(k)
                return None
            if r < 0.49:
                return self.reload(check=True)
            if r < 0.505:
                return self.change_setting()
            return self.fidget()
        # the page's own time: the computer thinks, a trick lies on the table, the draw
        if rng.random() < 0.35:
            self.note("wait")
            self.page.wait_for_timeout(rng.choice((30, 80, 150)))
            return None
        if rng.random() < 0.04:
            return self.reload(check=False)
        return self.fidget()

    def act_calmly(self) -> None:
        """Towards the end of a deal: what a player who only wants to finish does."""
        s = self.s
        if s["dialog"]:
            self.note("calm: dialog Cancel")
            return self.click("#confirm-cancel")  # keep the deal under way
        if s["lastView"]:
            self.note("calm: close the last trick")
            return self.click("#last-view-close")
        if s["turn"] == "over":
            for b in ("next-deal", "new-match"):
                if s["buttons"][b]["visible"]:
                    self.note(f"calm: click #{b}")
                    return self.click(f"#{b}")
        elif s["turn"] == "you":
            legal = [c for c, ok in s["hand"] if ok]
            if s["phase"] == "drawing":
                self.note("calm: click #draw")
                return self.click("#draw")
            if legal:
                card = self.rng.choice(legal)
                self.note(f"calm: click legal {card}")
                return self.click(f"#hand button[data-card='{card}']")
            for b in ACTION_IDS:
                if s["buttons"][b]["visible"] and s["buttons"][b]["enabled"]:
                    self.note(f"calm: click #{b}")
                    return self.click(f"#{b}")
        self.page.wait_for_timeout(80)  # the page's own time
        return None

    def fidget(self) -> None:
        """Whatever a clumsy, impatient hand does next."""
        rng = self.rng
        s = self.s
        r = rng.random()
        if r < 0.25 and s["hand"]:
            card = rng.choice(s["hand"])[0]
            self.note(f"click card {card}")
            self.click(f"#hand button[data-card='{card}']")
        elif r < 0.45:
            b = rng.choice(BUTTONS)
            self.note(f"click {b}")
            self.click(b)
        elif r < 0.47:
            self.note("click #new-game")
            self.click("#new-game")
        elif r < 0.70:
            key = rng.choice(KEYS)
            self.note(f"key {key}")
            self.press(key)
        elif r < 0.80:
            where = rng.choice(("#table", "#hand", "#last-trick", "body"))
            self.note(f"tap {where}")
            self.tap_somewhere(where)
        elif r < 0.85:
            self.note("click on #hand itself (a gap)")
            self.page.locator("#hand").dispatch_event("click")
        elif r < 0.92:
            w, h = rng.choice(SIZES)
            self.counts["resizes"] += 1
            self.note(f"resize {w}x{h}")
            self.page.set_viewport_size({"width": w, "height": h})
        else:
            self.note("click #table")
            self.click("#table")

    def press(self, key: str) -> None:
        """A key; an arrow on the focused rules select would pick other rules (the browser's
        own select keys), so the monkey that keeps its table moves the focus off it first."""
        if len(self.rules) == 1:
            self.page.evaluate("""() => { const a = document.activeElement;
                                         if (a && a.id === 'rules') a.blur(); }""")
        self.page.keyboard.press(key)

    def answer_dialog(self) -> None:
        self.counts["dialogs"] += 1
        r = self.rng.random()
        if r < 0.35:
            self.note("dialog: OK")
            self.click("#confirm-ok")
        elif r < 0.65:
            self.note("dialog: Cancel")
            self.click("#confirm-cancel")
        elif r < 0.9:
            self.note("dialog: Escape")
            self.page.keyboard.press("Escape")
        else:
            self.note("dialog open: click a card behind it")
            self.fidget()

    def change_setting(self) -> None:
        rng = self.rng
        page = self.page
        if not self.s["settings"]:
            self.note("open Settings")
            self.click("#menu-button")
            self.click("#settings-button")
        r = rng.random()
        if r < 0.55:
            level = rng.choice(("gentle", "normal", "sharp", "sharp", "expert"))
            self.note(f"Settings: level {level}")
            self.counts["settings"] += 1
            self.levels.add(level)
            self.settle_for(lambda: page.select_option("#level", level, timeout=1500))
        elif r < 0.7:
            rules = rng.choice(self.rules)
            self.note(f"Settings: rules {rules}")
            self.counts["settings"] += 1
            self.settle_for(lambda: page.select_option("#rules", rules, timeout=1500))
        else:
            self.note("Settings: toggle go out automatically")
            self.counts["settings"] += 1
            self.settle_for(lambda: page.locator("#auto-out").click(timeout=1500))
        if rng.random() < 0.5 and self.s["settings"]:
            self.note("close Settings")
            self.click("#settings-cancel")

    def settle_for(self, change) -> None:
        """A setting and Apply, unless a dialog opened meanwhile (the controls are disabled
        then)."""
        try:
            change()
            self.page.click("#settings-apply", timeout=1500)  # nothing changes before Apply
        except PlaywrightError as e:
            self.note(f"  (setting not changed: {str(e).splitlines()[0][:80]})")

    def stable(self) -> dict:
        """The state once nothing moves by itself (the human's turn or the deal's end)."""
        before = self.probe()
        for _ in range(50):
            self.page.wait_for_timeout(60)
            now = self.probe()
            if now == before and now["turn"] in ("you", "over") and not now["dialog"]:
                return now
            before = now
        return {}

    def reload(self, check: bool) -> None:
        """Reload (sometimes switching the pause); with ``check`` the match resumes exactly:
        as on screen, or, from a practice deal (never saved), as the match was saved."""
        self.counts["reloads"] += 1
        before = self.stable() if check else {}
        if before.get("practice"):
            saved = self.page.evaluate("() => localStorage.getItem('sixtysix.match')")
            step = str(json.loads(saved)["step"]) if saved else "0"
            self.note(f"reload from practice: the saved match is at step {step}")
            before = {"step": step, "practice": True}
        if self.rng.random() < 0.4:
            self.pause = 150 if self.pause == 0 else 0
            self.note(f"reload with ?pause={self.pause}")
            self.page.goto(f"/?pause={self.pause}", wait_until="domcontentloaded")
        else:
            self.note("reload")
            self.page.reload(wait_until="domcontentloaded")
        self.page.wait_for_selector("html.ready, html.recovery", state="attached",
                                    timeout=30_000)
        if not before:
            return
        try:
            self.page.wait_for_function(
                """s => { const d = document.documentElement.dataset;
                          return d.step === s && (d.turn === 'you' || d.turn === 'over'); }""",
                arg=before["step"], timeout=10_000)
        except PlaywrightError:
            self.probe()
            self.fail(f"after a reload at step {before['step']} ({before['turn']}) the page "
                      f"is at step {self.s['step']} ({self.s['turn']}/{self.s['phase']})")
        after = self.probe()
        if after["practice"]:
            self.fail("a reload came back to a practice deal, which is never saved")
        for k in ("step", "turn", "hand", "board"):
            if k in before and after[k] != before[k]:
                self.fail(f"the reload did not resume exactly: {k} was {before[k]}, "
                          f"now {after[k]}")

    # -- the run -------------------------------------------------------------------------
    def run(self, deals: int = DEALS, budget_s: float = BUDGET_S,
            least: int = MIN_DEALS) -> float:
        """Chaos until ``deals`` are finished or ``budget_s`` is spent; then, short of
        ``least`` finished deals, calm play for at most ``CALM_S``."""
        start = time.monotonic()
        while len(self.deals) < deals and time.monotonic() - start < budget_s:
            self.step()
        if len(self.deals) < least:
            self.calm = True
            self.note(f"calm from here: {len(self.deals)} of {least} deals finished")
            calm_from = time.monotonic()
            while len(self.deals) < least and time.monotonic() - calm_from < CALM_S:
                self.step()
        self.watch()
        return time.monotonic() - start

    def step(self) -> None:
        self.watch()
        if self.pause:
            self.counts["pause150"] += 1
        self.act()


def test_monkey_plays_deals(page, open_game):
    page.set_viewport_size({"width": 1280, "height": 800})
    open_game(page, f"seed={SEED}&level=normal&pause=150")
    monkey = Monkey(page, SEED)
    took = monkey.run()
    c = monkey.counts
    print(f"\nmonkey seed {SEED}: {len(monkey.deals)} deals finished "
          f"({len({k[0] for k in monkey.deals})} matches) in {took:.0f} s, "
          f"{monkey.actions} actions ({c['pause150']} at pause 150, {c['legal']} legal card "
          f"clicks), {c['reloads']} reloads, {c['resizes']} resizes, {c['settings']} "
          f"setting changes (levels {sorted(monkey.levels)}), {c['dialogs']} dialog answers; "
          f"finished deals at tables of {sorted(monkey.players_seen)}; calm play: {monkey.calm}")
    assert len(monkey.deals) >= MIN_DEALS, (
        f"monkey seed {SEED} finished only {len(monkey.deals)} deals in {took:.0f} s")


def test_monkey_at_the_three_player_table(page, open_game):
    """The same monkey at the three-player table (its Settings keep the rules)."""
    page.set_viewport_size({"width": 390, "height": 844})
    open_game(page, f"seed={SEED}&rules=three&level=normal&pause=150")
    monkey = Monkey(page, SEED + 3, rules=("three",))
    took = monkey.run(deals=DEALS3, budget_s=BUDGET3_S, least=MIN_DEALS3)
    print(f"\nmonkey seed {SEED + 3} at three: {len(monkey.deals)} deals in {took:.0f} s, "
          f"{monkey.actions} actions, tables {sorted(monkey.players_seen)}, {monkey.counts}")
    assert monkey.players_seen == {3} and len(monkey.deals) >= MIN_DEALS3, (
        f"monkey seed {SEED + 3} finished {len(monkey.deals)} deals in {took:.0f} s")


def test_new_game_asked_while_a_trick_is_shown_holds_the_game(page, open_game):
    """What the monkey found (seed 6606): New game clicked while a finished trick lay on
    the table; the trick display ended and the game went on behind the open dialog."""
    # the longest pause: a finished trick stays 45% of it (2,250 ms)
    open_game(page, "seed=5&level=normal&pause=5000")
    page.wait_for_function("() => document.documentElement.dataset.turn === 'you'")
    page.locator("#hand button[data-card]:not([disabled])").first.click()
    page.wait_for_function("() => document.documentElement.dataset.phase === 'trick'")
    step = page.locator("html").get_attribute("data-step")
    page.click("#new-game")
    page.wait_for_selector("dialog#confirm[open]")
    page.wait_for_timeout(3000)  # longer than the trick display (2,250 ms)
    d = page.evaluate("() => ({...document.documentElement.dataset})")
    assert (d["phase"], d["step"]) == ("dialog", step), d
    assert page.locator("#table [data-card]").count() == 2  # the trick is still shown
    page.click("#confirm-cancel")
    page.wait_for_function(  # the next turn, or the draw decision (the same step)
        "s => { const d = document.documentElement.dataset;"
        "       return d.turn === 'you' && (d.step !== s || d.phase === 'drawing'); }",
        arg=step, timeout=15_000)
    assert page.locator("dialog#confirm[open]").count() == 0
