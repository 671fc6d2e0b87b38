"""The wording players reported: each thing said once, one name for the computer,
the same word for what New match starts, what Best counts, level names and counts as a
German or Croatian player writes them."""

from __future__ import annotations

import re
from pathlib import Path
from string import Formatter

import pytest

from game import ai
from game.play.match import Match
from game.web.contract import LEVELS
from game.web.help.help_markup import help_html
from game.web.help.model import help_model
from game.web.session import Session
from game.web.table.narrate import trick_played
from game.words import LANGUAGES, Words, table

from .webharness import Page

INDEX = Path(__file__).resolve().parent.parent / "index.html"
TRICK_WORD = {"en": "trick", "de": "Stich", "hr": "štih"}


def _human_won_a_trick() -> Session:
    """A deal played (both seats by Sharp) up to a trick the human won, with
    the draw still to come."""
    s = Session(Match.new(17, "traditional"), "sharp")
    while not (s.state.stage == "before_draw" and s.state.to_move == 0):
        st = s.state
        assert st.to_move is not None, "the deal ended before the human won a trick"
        s.apply(st.to_move, "draw" if st.stage == "before_draw" else ai.choose(st, "sharp"))
    assert any(e.kind == "trick" and e.seat == 0 for e in s.events)
    return s


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_status_after_a_trick_the_human_won_tells_it_once(lang: str) -> None:
    s = _human_won_a_trick()
    word = TRICK_WORD[lang].lower()
    status = s.status(s.words(lang))  # the draw decision's status: what happened, then the prompt
    assert status.lower().count(word) == 1, status


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_two_player_opponent_has_one_name(lang: str) -> None:
    t = table(lang)
    assert t["score.opponent"] == t["who.short.1"] == t["region.opponent"]
    other = {"en": "opponent", "de": "gegner", "hr": "protivnik"}[lang]
    for key in ("label.opponent_hand.1", "label.opponent_hand.n", "label.opponent_revealed"):
        assert other not in t[key].lower(), t[key]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_new_match_button_and_its_question_use_one_word(lang: str) -> None:
    t = table(lang)
    assert t["button.new_game"] == t["ask.new_match.ok"] == t["button.new_match"]
    assert t["button.new_game"] in t["prompt.next_match"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_best_is_explained_in_the_header_and_the_statistics(lang: str) -> None:
    t = table(lang)
    assert t["score.best.about"].startswith(t["score.best"] + ":")
    page = Page(f"?seed=5&pause=0&lang={lang}").start()
    box = page.doc.querySelector("[data-title]")
    assert box.querySelector("#best") is not None  # the header's Best
    assert box.getAttribute("title") == t["score.best.about"]
    assert page.text("stats-best") == t["score.best.about"]


def test_croatian_levels_are_adjectives_of_razina() -> None:
    hr = table("hr")
    assert hr["set.level"] == "Razina"
    names = [hr[f"level.{level}"] for level in LEVELS]
    assert names == ["Lagana", "Normalna", "Jaka", "Ekspertna"]
    assert all(name in hr["msg.expert_missing"] for name in ("Ekspertna", "Jaka"))


def test_german_level_and_best_read_as_a_player_says_them() -> None:
    de = table("de")
    assert de["level.gentle"] == "Leicht"
    # the header's word fits a 320 px phone (tests: e2e/test_phone_table.py): "Rekord", as
    # the Croatian table has it; "Bestwert" read as unclear (issue 57)
    assert de["score.best"] == "Rekord"
    words = " ".join(de.values())
    assert "Bestwert" not in words and "Bestleistung" not in words


@pytest.mark.parametrize(("n", "words"), [
    (0, "0 bodova"), (1, "1 bod"), (2, "2 boda"), (4, "4 boda"), (5, "5 bodova"),
    (11, "11 bodova"), (12, "12 bodova"), (14, "14 bodova"), (21, "21 bod"),
    (22, "22 boda"), (66, "66 bodova"), (101, "101 bod"), (111, "111 bodova")])
def test_croatian_points_take_the_plural_form_of_their_number(n: int, words: str) -> None:
    assert Words("hr").points_text(n) == words


def test_the_help_names_each_cards_points_with_its_number() -> None:
    html = help_html(help_model(Words("hr"), "traditional", 7, "", False))
    assert "11 bodova" in html and "4 boda" in html and "bodovi:" not in html


def test_croatian_choices_are_nouns() -> None:
    hr = Words("hr")
    assert hr.action_name("draw") == "vučenje"
    assert hr.action_name("out") == "izlazak"


@pytest.mark.parametrize(("leader", "winner", "want"), [
    (0, 0, "Du hast ausgespielt und den Stich gemacht."),
    (0, 1, "Du hast ausgespielt, der Computer hat den Stich gemacht."),
    (1, 0, "Der Computer hat ausgespielt, du hast den Stich gemacht."),
])
def test_the_review_trick_in_german_is_a_sentence(leader: int, winner: int, want: str) -> None:
    assert trick_played(Words("de"), leader, winner, 2) == want


def test_the_review_trick_in_english_and_croatian() -> None:
    assert trick_played(Words(), 1, 0, 2) == "The computer led; you won the trick."
    assert trick_played(Words(), 2, 2, 3) == "East led and won the trick."
    assert trick_played(Words("hr"), 0, 1, 2) == "Ti otvaraš, a štih uzima računalo."


# -- issue 40: words as a native speaker says them ---------------------------------------------

# The loser of a Schnapsen match gets the Bummerl (docs/RULES.md §7): the heading after the
# match names who gets it, in the words of each language.
_BUMMERL = {  # language: (the player won, the player lost)
    "en": ("the computer gets the Bummerl", "you get the Bummerl"),
    "de": ("Der Computer bekommt das Bummerl", "Du bekommst das Bummerl"),
    "hr": ("bummerl ide računalu", "bummerl ide tebi"),
}
_BUMMERL_WRONG = ("win the Bummerl", "wins the Bummerl", "gewinnst das Bummerl",
                  "gewinnt das Bummerl", "Bummerl je tvoj", "dobiva bummerl", "meč (bummerl)")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("winner", [0, 1])
def test_the_schnapsen_match_end_gives_the_bummerl_to_the_loser(lang: str, winner: int) -> None:
    schnapsen = Words(lang, "schnapsen")
    heading = schnapsen.said("match.heading", winner)
    aim = schnapsen.say("help.aim.p", target=7)
    assert _BUMMERL[lang][winner] in heading, heading
    assert _BUMMERL[lang][1 - winner] not in heading, heading
    for wrong in _BUMMERL_WRONG:
        assert wrong not in heading and wrong not in aim, (wrong, heading, aim)


def test_german_puzzle_result_keeps_its_word_order() -> None:
    from types import SimpleNamespace

    from game.web.puzzles import model as puzzle_model

    run = SimpleNamespace(verdict=SimpleNamespace(kind="wrong", value=-1), last_play="AH",
                          helped=False, puzzle=SimpleNamespace(grade=1))
    status = puzzle_model.status_text(Words("de"), run)
    assert "jetzt du verlierst" not in status
    assert status == ("Herz-Ass verschlechtert das Ergebnis. Bei bestem Spiel jetzt: "
                      "1 Spielpunkt verloren (-1). Rückgängig oder Noch einmal.")


def test_german_has_one_word_for_a_marriage_and_another_for_going_out() -> None:
    de = table("de")
    words = " ".join(de.values())
    for other in ("Meldung", "Hochzeit", "Mariage", "Paar", "hinausgeh", "geht hinaus",
                  "gehst hinaus"):
        assert other not in words, other
    for key in ("ev.marriage_counted.0", "msum.marriages", "stats.row.marriages",
                "label.marriage", "help.marriage.h", "summary.marriages"):
        assert "Ansage" in de[key], de[key]
    # going out is "sich ausmelden", never an "Ansage" (that is the marriage's word)
    for key in ("ev.out.0", "outcome.false_claim.1", "button.out", "help.out.h"):
        assert "Ansage" not in de[key] and "sagst 66 an" not in de[key]
        assert "meld" in de[key].lower(), de[key]


def test_croatian_never_puts_a_nominative_after_umjesto() -> None:
    hr = table("hr")
    assert not [k for k, v in hr.items() if "umjesto {" in v]
    w = Words("hr")
    verdict = w.say("review.split.cost", lost="1,00", trick=3,
                    choice=w.action_name("draw"), expert=w.action_name("close"))
    assert "umjesto zatvaranje" not in verdict and "umjesto vučenje" not in verdict
    assert "vučenje" in verdict and "zatvaranje talona" in verdict


# A stand-in for each placeholder, in the table's language (what the page fills in there).
def _sample_facts(lang: str) -> dict[str, object]:
    w = Words(lang)
    facts: dict[str, object] = {
        "card": w.card_name("QH"), "partner": w.card_name("KH"),
        "top": w.card_name("TS"),
        "cards": ", ".join(w.card_name(c) for c in ("QH", "TS")),
        "suit": w.suit_name("H"), "trump": w.suit_name("S"),
        "who": w.who(1), "names": w.say("list.and").join((w.who(0, 3), w.who(1, 3))),
        "leads": w.said("leads", 1, 3), "leader": w.said("review.trick.led", 0),
        "winner": w.said("review.trick.won", 1),
        "choice": w.action_name("draw"), "expert": w.action_name("close"),
        "what": w.action_phrase("draw"), "why": w.say("hint.takes"),
        "result": w.say("puzzle.result.win", gp=w.game_points_text(2)),
        "scored": w.say("puzzle.scored", n=2), "state": w.say("daily.line.new"),
        "extra": w.say("outcome.schneider"),
        "marriages": w.say("summary.marriages", points=20),
        "last": w.say("summary.last"), "tricks": w.tricks_text(5),
        "game_points": w.game_points_text(2), "gp": w.game_points_text(2),
        "paid": w.said("paid", 1, 3, n=2), "rules": w.rules_name("traditional"),
        "table": w.rules_name("three"), "level": w.level_name("sharp"),
        "name": w.level_name("sharp"), "grade": w.say("puzzle.grade.1"),
        "game": w.say("daily.game.traditional"), "day": w.date_text("2026-12-04"),
        "month": w.say("month.12"), "rank": w.say("rank.Q"),
        "error": w.say("notice.position_over"), "scores": (3, 2, 1),
    }
    facts["deal"] = w.say("kept.row", rules=facts["rules"], level=facts["level"],
                          result=w.say("kept.won", game_points=facts["gp"]))
    facts["line"] = w.say("daily.share", game=facts["game"], day=facts["day"], you="+1",
                          expert="+2")
    return facts


# Templates that are parts of other sentences (inserted by code), not sentences of their own.
_FRAGMENTS = ("who.lower.", "card.", "rank.", "suit.", "leads.", "paid.", "list.",
              "outcome.schneider", "outcome.schwarz", "game_points.", "points.",
              "summary.marriages", "summary.pending", "summary.last", "summary.tricks.",
              "hint.", "msg.hint.play", "action.", "notice.position_over", "storage.what.",
              "store.what.", "storage.full", "storage.blocked", "daily.line.new",
              "daily.line.left", "daily.line.playing", "daily.line.lost",
              "daily.line.clock", "kept.won", "kept.lost", "kept.drawn", "kept.replayed",
              "puzzle.result.", "review.trick.won.", "review.luck", "label.card.", "label.pending",
              "score.pts", "score.to", "pause.ms", "number.point", "date", "month.",
              "boot.timeout", "bad.", "learn.untried", "learn.stars")
# A sentence ends at . ! ? or … after a letter, a closing bracket or quote (not after a
# digit: "3. štih", "4. prosinca 2026."; not the abbreviation "bod.", nor the review's marks
# "?!" and "??" standing alone).
_SENTENCE_END = re.compile(r"(?<=[^\W\d]|[)”“\"%])(?<!\bbod)[.!?…]+\s+")


def _rendered(lang: str) -> dict[str, str]:
    facts = _sample_facts(lang)
    out = {}
    for key, template in table(lang).items():
        if key.startswith(_FRAGMENTS):
            continue
        wanted = {}
        for _, name, _spec, _ in Formatter().parse(template):
            if name:
                root = name.split("[")[0]
                wanted[root] = facts.get(root, 2)
        base, _, preset = key.partition("@")
        out[key] = Words(lang).worded(base, preset, **wanted)
    return out


def test_no_croatian_sentence_starts_in_lower_case() -> None:
    bad = []
    for key, text in _rendered("hr").items():
        for sentence in _SENTENCE_END.split(text):
            first = next((ch for ch in sentence if ch.isalnum()), "")
            if first.islower():
                bad.append((key, sentence))
    assert not bad, bad


# An l-participle (uzeo, uzela, dobio, izgubila...) with "si": the past tense addressed to
# the player, which would have to know the player's gender.
_PARTICIPLE = re.compile(r"\b\w+(?:[aeiou]o|[aeiu]la|[kgzsš]la)\b")
_SECOND_PERSON = re.compile(r"\b(?:si|nisi|jesi)\b")


def test_croatian_never_assumes_the_players_gender() -> None:
    bad = []
    for key, text in _rendered("hr").items():
        for clause in re.split(r"[.,;:!?()]", text):
            if _SECOND_PERSON.search(clause) and _PARTICIPLE.search(clause):
                bad.append((key, clause))
    assert not bad, bad
    for phrase in ("uzeo si", "uzela si", "si uzeo", "si uzela", "siguran", "sigurna"):
        assert phrase not in " ".join(table("hr").values())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_counts_name_the_forms_their_language_has(lang: str) -> None:
    forms = 3 if lang == "hr" else 2
    for key, template in table(lang).items():
        for _, name, spec, _ in Formatter().parse(template):
            if name and spec and "|" in spec:
                assert len(spec.split("|")) == forms, (key, spec)


@pytest.mark.parametrize(("lang", "n", "want"), [
    ("hr", 1, "Tvoja ruka: 1 karta"), ("hr", 3, "Tvoja ruka: 3 karte"),
    ("hr", 6, "Tvoja ruka: 6 karata"), ("de", 6, "Deine Hand: 6 Karten"),
    ("en", 6, "Your hand: 6 cards")])
def test_a_hand_is_counted_as_a_player_says_it(lang: str, n: int, want: str) -> None:
    assert Words(lang).say("label.hand", n=n) == want
    assert "broj karata" not in " ".join(table(lang).values())


@pytest.mark.parametrize(("lang", "want"), [
    ("en", "4 December 2026"), ("de", "4. Dezember 2026"), ("hr", "4. prosinca 2026.")])
def test_a_day_is_written_as_the_language_writes_a_date(lang: str, want: str) -> None:
    assert Words(lang).date_text("2026-12-04") == want
    assert Words(lang).date_text("not a day") == "not a day"


# -- what the page says about stored records: each sentence agrees ------------------------------
_PLURAL_RECORDS = r"(?:settings|statistics|deals of the day|deals kept for review)"


def test_notes_about_stored_records_agree_whatever_the_record() -> None:
    from game.play.saved import Note

    english = table("en")
    whats = [k.removeprefix("store.what.") for k in english if k.startswith("store.what.")]
    keys = [k.removeprefix("store.") for k, v in english.items()
            if k.startswith("store.") and "{what}" in v]
    assert len(whats) >= 8 and len(keys) >= 6
    for key in keys:
        for what in whats:
            note = Note(key, what, "2")
            assert not re.search(rf"{_PLURAL_RECORDS} (?:is|was|comes|has)\b", note), note
            assert Words().note_text(note) == note  # the page's English is the engine's
    assert Note("too_large", "daily") == ("Your saved deals of the day could not be used: "
                                          "the data is too large to be this game's, so it "
                                          "was reset.")
    assert Words("de").note_text(Note("too_large", "daily")).startswith(
        "Die gespeicherten Daten der Spiele des Tages sind zu groß")
    assert Words("hr").note_text(Note("version", "deals", "3")).startswith(
        "Spremljeni podaci o dijeljenjima spremljenima za pregled potječu")


@pytest.mark.parametrize(("lang", "one", "three"), [
    ("en", "set aside 1 deal kept for review", "set aside 3 deals kept for review"),
    ("de", "1 für die Analyse aufbewahrtes Spiel", "3 für die Analyse aufbewahrte Spiele"),
    ("hr", "1 dijeljenje spremljeno za pregled", "3 dijeljenja spremljena za pregled")])
def test_deals_set_aside_are_counted_in_the_right_number(lang: str, one: str,
                                                          three: str) -> None:
    from game.play.saved import Note

    assert one in Words(lang).note_text(Note("deals_dropped", detail="1"))
    assert three in Words(lang).note_text(Note("deals_dropped", detail="3"))


@pytest.mark.parametrize(("lang", "want"), [
    ("en", "Not saved yet, so a reload now would lose: your latest moves, the settings and "
           "the statistics of the latest deals."),
    ("de", "Noch nicht gespeichert; beim Neuladen ginge jetzt Folgendes verloren: deine "
           "letzten Züge, die Einstellungen und die Statistik der letzten Spiele."),
    ("hr", "Još nije spremljeno, pa bi se ponovnim učitavanjem sada izgubilo: tvoji zadnji "
           "potezi, postavke i statistika zadnjih dijeljenja.")])
def test_the_records_a_reload_would_lose_are_one_list(lang: str, want: str) -> None:
    from game.web.ledger import record_names

    w = Words(lang)
    what = record_names(w, ["match", "settings", "stats"])
    assert w.say("storage.unsaved", what=what) == want
    assert record_names(w, ["best"]) == w.say("storage.what.best")


# -- a link's or a stored match's error details speak the page's language ---------------------
def _bad_position_link() -> str:
    """A position whose trump card is no card ('XX'): PositionError not_card."""
    from game import new_deal
    from game.engine.position_common import encode_position

    pos = new_deal(seed=3).to_position()
    pos["trump"] = "XX"
    return encode_position(pos)


@pytest.mark.parametrize(("lang", "detail"), [
    ("en", "trump: 'XX' is not a card"),
    ("de", "trump: 'XX' ist keine Karte; zuerst der Rang, dann die Farbe"),
    ("hr", "trump: 'XX' nije karta; prvo rang, zatim boja")])
def test_a_links_position_error_is_worded_in_the_pages_language(lang: str, detail: str) -> None:
    page = Page(f"?pause=0&lang={lang}&position={_bad_position_link()}").start()
    notices = " ".join(page.ctl.ui.notices + page.ctl.notices)
    opening = table(lang)["notice.bad_position"].split("(")[0]
    assert opening in notices and detail in notices, notices
    if lang != "en":
        assert "is not a card" not in notices and "write rank then suit" not in notices


@pytest.mark.parametrize(("lang", "detail"), [
    ("de", "(die Stellung: kein gültiges JSON)"),
    ("hr", "(pozicija: nije ispravan JSON)")])
def test_a_link_whose_position_is_no_json_says_so_in_the_pages_language(lang: str,
                                                                         detail: str) -> None:
    page = Page(f"?pause=0&lang={lang}&position=%25%25%25").start()
    notices = " ".join(page.ctl.ui.notices + page.ctl.notices)
    assert detail in notices and "not valid JSON" not in notices, notices


@pytest.mark.parametrize(("lang", "detail"), [
    ("en", "the match seed must be between 0 and"),
    ("de", "der Seed der Partie: -1 liegt nicht zwischen 0 und"),
    ("hr", "seed partije: -1 nije između 0 i")])
def test_a_damaged_saved_match_names_its_problem_in_the_pages_language(lang: str,
                                                                       detail: str) -> None:
    import json

    from game.play.match import Match
    from game.play.store import KEYS, MemoryBackend

    match = Match.new(5, "traditional").to_dict()
    match["seed"] = -1
    backend = MemoryBackend({KEYS["match"]: json.dumps(
        {"version": 1, "level": "normal", "match": match})})
    page = Page(f"?pause=0&lang={lang}", backend=backend).start()
    notices = " ".join(page.ctl.ui.notices + page.ctl.notices)
    assert detail in notices, notices
    if lang != "en":
        assert "must be between" not in notices


_ISO_DAY = re.compile(r"\b\d{4}-\d\d-\d\d\b")


@pytest.mark.parametrize(("lang", "day"), [
    ("en", "2 December 2026"), ("de", "2. Dezember 2026"), ("hr", "2. prosinca 2026.")])
def test_no_iso_date_reaches_the_player_in_the_deal_of_the_day(lang: str, day: str) -> None:
    page = Page(f"?pause=0&lang={lang}", today="2026-12-02", answers=[True]).start()
    page.do("daily")
    notice = page.session.notice_text(page.ctl.words)
    assert day in notice and not _ISO_DAY.search(notice), notice
    ledger = page.ctl.ledger  # the day's result and the Expert's, as the page records them
    preset = page.session.match.rules.preset
    ledger.daily.finish("2026-12-02", preset, 1)
    ledger.daily.compared("2026-12-02", preset, 2)
    share = page.ctl.daily.share_line(page.ctl.words)
    assert share is not None and day in share and not _ISO_DAY.search(share), share
    page.do("daily")  # again the same day: practice, whose notice names the day too
    again = page.session.notice_text(page.ctl.words)
    assert day in again and not _ISO_DAY.search(again), again
    shown = " ".join([*page.log(), *page.ctl.ui.notices, page.text("daily-line")])
    assert not _ISO_DAY.search(shown), shown


# -- issue 57, point 5: words that said what did not happen, or read wrong -------------------
_GOING_OUT = {"en": ("go out", "goes out"), "de": ("meld",), "hr": ("izla",)}
_LAST_TRICK = {"en": "last trick", "de": "letzten Stich", "hr": "zadnji štih"}


def _last_trick_to_66(rules: str) -> Session:
    """The human's last trick brings 66 (the 10 for it in Sixty-Six; Schnapsen's cards):
    nobody claimed anything, the cards ran out."""
    from game import from_position

    from .helpers import position

    won0, reply, trump = ((["AS", "TS", "AC", "TC", "KS", "JS"], "9H", "9D")
                          if rules == "traditional" else
                          (["AS", "TS", "AC", "TC", "KS", "QS", "KC", "QC"], "JH", "JD"))
    state = from_position(position([["AH"], [reply]], trump, won=[won0, []], stock=[],
                                   rules=rules))
    s = Session(Match(rules=state.rules, seed=1, state=state), "sharp")
    s.apply(0, "AH")
    s.apply(1, reply)
    return s


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("rules", ["traditional", "schnapsen"])
def test_a_deal_its_last_trick_decided_is_never_told_as_going_out(lang: str,
                                                                  rules: str) -> None:
    s = _last_trick_to_66(rules)
    words = s.words(lang)
    oc = s.state.outcome
    assert oc is not None and oc.winner == 0 and s.state.points[0] >= 66
    assert oc.reason == "went_out"  # the engine scores it as going out...
    told = s.outcome_sentence(words)  # ...but nobody went out: the last trick decided it
    assert _LAST_TRICK[lang] in told, told
    for going in _GOING_OUT[lang]:
        assert going not in told.lower(), told
    assert told in s.lines(words)


def test_every_two_player_outcome_reason_has_its_own_sentence() -> None:
    from game.engine import core
    from game.web.table import narrate

    reasons = [core.WENT_OUT, core.FALSE_CLAIM, core.HIGHER_TOTAL, core.CLOSER_FAILED,
               core.LAST_TRICK]
    for lang in LANGUAGES:
        for reason in reasons:
            for winner in (0, 1):
                told = narrate.outcome_sentence(Words(lang), core.Outcome(winner, 1, reason),
                                                (70, 40), None, (5, 3))
                assert reason not in told, (lang, told)


def _opens(text: str, at: int) -> bool:
    return at == 0 or re.search(r"[.!?…]\s+$", text[:at]) is not None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_sentence_writes_a_name_capitalised_mid_sentence(lang: str) -> None:
    """'2 from the computer', 'drži je računalo': the capitalised form only opens a sentence
    (a people's name keeps its capitals: who() of a person is the name both ways)."""
    facts = _sample_facts(lang)
    w = Words(lang)
    capital = str(w.who(1))
    assert capital != w.who(1).inner
    bad = []
    for key, template in table(lang).items():
        if "{who}" not in template:
            continue
        wanted = {}
        for _, name, _spec, _ in Formatter().parse(template):
            if name:
                root = name.split("[")[0]
                wanted[root] = facts.get(root, 2)
        base, _, preset = key.partition("@")
        text = w.worded(base, preset, **wanted)
        bad += [(key, text) for m in re.finditer(re.escape(capital), text)
                if not _opens(text, m.start())]
    assert not bad, bad


def test_a_three_player_result_lists_names_as_inside_a_sentence() -> None:
    from game.engine.three.core import Outcome3
    from game.web.table import narrate

    people = Words().with_people(("Ana", "Bo", None))  # the computer in the third seat
    paid = narrate.outcome_sentence(people, Outcome3(0, 3, "higher_total", (0, 1, 2)),
                                    (80, 30, 10), None, (5, 2, 1))
    drawn = narrate.outcome_sentence(people, Outcome3(None, 0, "draw", (0, 0, 0)),
                                     (50, 20, 50), None, (4, 1, 3))
    assert "from the computer" in paid and "The computer" not in paid, paid
    assert drawn.startswith("Ana and the computer share"), drawn
    # the name inside a German sentence stands where "der" fits
    people = Words("de").with_people(("Ana", "Bo", None))
    paid = narrate.outcome_sentence(people, Outcome3(0, 3, "higher_total", (0, 1, 2)),
                                    (80, 30, 10), None, (5, 2, 1))
    holder = people.said("label.trump_holder", 2, 3, card="Herz-9")
    assert "(Bo zahlt 1 und der Computer zahlt 2)" in paid, paid
    assert holder == "Trumpfkarte: Herz-9, der Computer hat sie auf der Hand", holder


def test_the_review_trick_names_the_computer_in_lower_case_inside() -> None:
    assert trick_played(Words(), 0, 1, 2) == "You led; the computer won the trick."


_KEY_WORDS = re.compile(r"\b(?:Escape|Enter)\b|arrows|←")


def test_key_hints_are_hidden_on_a_touch_only_device() -> None:
    """A phone has no Escape key: every sentence about keys sits in a .key-hint, which the
    style sheet hides where the only pointer is a finger."""
    html = INDEX.read_text(encoding="utf-8")
    css = (INDEX.parent / "assets" / "style.css").read_text(encoding="utf-8")
    hinted = 0
    for tag in re.finditer(r"<[a-z]+\b[^>]*\bdata-text=\"([^\"]+)\"[^>]*>", html):
        key = tag.group(1)
        if _KEY_WORDS.search(table("en")[key]):
            assert re.search(r'class="[^"]*\bkey-hint\b', tag.group(0)), tag.group(0)
            hinted += 1
    assert hinted >= 3  # the table's keys, the settings' Escape, the review's arrows
    for lang in LANGUAGES:
        assert "Escape" not in table(lang)["set.note"]
    rule = re.search(r"@media \(hover: none\) and \(pointer: coarse\) \{\s*\.key-hint \{ "
                     r"display: none; \}", css)
    assert rule, "no rule hides the key hints on a touch-only device"


def test_the_computer_thinks_as_a_sentence() -> None:
    assert table("en")["prompt.thinking"] == "The computer is thinking…"


def test_how_to_play_says_the_accuracy_in_words() -> None:
    for lang in LANGUAGES:
        html = help_html(help_model(Words(lang), "traditional", 7, "", False))
        assert "2^" not in html and "×" not in html, lang
    assert "every 0.6 game points it lost halves that" in help_html(
        help_model(Words(), "traditional", 7, "", False))


# Phrases testers reported (issue 57), in every wording of the table: none may come back.
_GONE = {
    "en": ("Computer is thinking", "how directly"),
    "de": ("die 10 zehn", "die 9 keine", "Das könnte nur ein Trumpf", "bestimmt Trumpf",
           "wie direkt", "allen Karten bekannt", "Alle Karten bekannt", "allen Karten offen",
           "Bestwert", "Bestleistung"),
    "hr": ("Nije to:", "karta herc slabija", "Tvoja 10", "tvoja 10", "tvoju 10", "tvoja 9",
           "izravno postignut", "dobivaš dijeljenje", "dobiva dijeljenje", "izlazi, a ima",
           "Izlaziš, a imaš", "s ukupno {points}", "Ekspertov {expert}", "ide dalje",
           "Troje igrača", "troje igrača", "u troje"),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_reported_phrases_are_gone(lang: str) -> None:
    words = " ".join(table(lang).values())
    left = [p for p in _GONE[lang] if p in words]
    assert not left, left


def test_german_uses_its_settled_words() -> None:
    de = table("de")
    words = " ".join(de.values())
    assert not re.search(r"\bWertung(?:en)?\b", words)  # the rating is the Elo-Zahl
    assert de["rating.label"] == "Elo-Zahl" and "Elo-Zahl" in de["rating.about"]
    assert de["review.col.known"] == "Bei offenen Karten"
    assert de["review.legend.known"].endswith("bei offenen Karten")
    assert de["score.best.about"].startswith("Rekord: deine höchste Augenzahl")
    w = Words("de")
    assert w.say("summary.row", who="Du", cards=0, marriages="", last="",
                 tricks=w.tricks_text(0), total=0).startswith("Du: 0 Augen aus Stichen")
    assert w.say("learn.L01.t2").startswith("Augen: Ass 11, Zehn 10, König 4, Dame 3, "
                                            "Bube 2, Neun 0.")


def test_croatian_uses_its_settled_words() -> None:
    hr = table("hr")
    assert hr["rules.three"] == hr["help.three.h"] == "Tri igrača"
    assert hr["learn.t01.title"].startswith("Tri igrača:")
    w = Words("hr")
    score = w.for_rules("schnapsen").say("summary.match", scores=(3, 2), target=7)
    assert score.startswith("Bummerl (partija do 7 bodova):"), score
    verdict = w.say("review.split.cost", lost="1.25", trick=3,
                    choice=w.card_name("AC"), expert=w.card_name("QD"))
    assert "tvoj izbor: as tref; Ekspertov izbor: dama karo" in verdict, verdict
    assert w.say("learn.L01.right").endswith("Tvoja desetka herc uzima štih i 14 bodova.")
