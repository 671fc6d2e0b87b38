"""The Settings panel's Apply and the Statistics panel's two resets: what each changes,
and the question asked before a change would end the match under way.

Pause, deck colours, stopping before the draw and the language take effect at once;
a change of level, rules, rule options or seats starts a new match (asking first
mid-match, naming the change, and saying when the deal under way would count as lost).
Each handler changes things and tells the ledger what changed; the intent's end saves and
draws (game.web.controller).
"""

from __future__ import annotations

from game.engine.rules import PRESETS
from game.engine.tables import table_for
from game.play.seats import clean_name
from game.words import LANGUAGES

from ..contract import GAME_SETTINGS, NAME_SETTINGS, Host
from ..table.narrate import level_fact, note, rules_fact
from .model import Setting, build_settings, game_values

SEAT_SETTINGS = {"seat_1", "seat_2"}  # who sits where (game.play.seats), not a rule


class SettingsPanel:
    def __init__(self, ctl: Host) -> None:
        self.ctl = ctl

    async def apply(self, values: dict[str, Setting]) -> None:
        """The Settings panel's Apply: nothing in the panel changes anything before it.
        Pause, deck colours, sound and stopping before the draw take effect at once; a change
        of level, rules or rule options starts a new match (asking first mid-match)."""
        ctl = self.ctl
        st = ctl.settings
        ctl.ui.settings_epoch += 1
        if "pause" in values and int(values["pause"]) != ctl.pause_ms():
            st.pause_ms = max(0, min(int(values["pause"]), 5000))
            ctl.pause_override = None
        if "four" in values:
            st.four_colour = bool(values["four"])
        if "sound" in values:
            st.sound = bool(values["sound"])
        if "lang" in values and values["lang"] != ctl.language:
            # the page's language from now on (the next drawing rewords everything); an
            # unknown one keeps the language in use
            if values["lang"] in LANGUAGES:
                ctl.language = str(values["lang"])
            st.lang = ctl.language
        self._names(values)
        rated = self._rated(values)
        current = self._on_the_table()
        words = ctl.words  # (in the language just chosen)
        changed = {k: v for k, v in values.items() if k in GAME_SETTINGS and current.get(k) != v}
        chosen = str(values["rules"]) if values.get("rules") in PRESETS else ctl.ui.rules
        if 2 not in table_for(chosen).seats:  # a table without seat 2
            if "seat_2" in values and values["seat_2"] in ("person", "computer"):
                st.seat_2 = str(values["seat_2"])  # kept for a three-player match
            changed.pop("seat_2", None)
        ctl.ledger.changed("settings", st)
        if not changed:
            ctl.ui.message = rated or words.say("msg.settings_applied")
            return
        if set(changed) <= SEAT_SETTINGS:  # who plays: not a rule
            question = words.say("ask.seats")
        elif len(changed) == 1:
            name, value = next(iter(changed.items()))
            question = (words.say("ask.level", name=words.level_name(str(value)))
                        if name == "level" else
                        words.say("ask.rules", name=words.rules_name(str(value)))
                        if name == "rules" else words.say("ask.option"))
        else:
            question = words.say("ask.settings")
        question = " ".join(filter(None, (question, ctl.leaving_words())))
        if ctl.in_progress() and not await ctl.ask(question, words.say("ask.setting.ok")):
            ctl.ui.message = words.say("msg.nothing_changed")
            ctl.ui.settings_epoch += 1
            return
        for name in GAME_SETTINGS:  # the whole panel as confirmed, not only what changed:
            if name in values:  # the table may have come from a link, not the settings
                setattr(st, name, values[name])
        ctl.ledger.changed("settings", st)
        ctl.abandon()  # the deals the new match replaces: lost, if they had begun (a write
        # refused at the deal's end is tried again first)
        label = None
        if set(changed) == {"level"}:
            label = level_fact(str(changed["level"]))
        elif set(changed) == {"rules"}:
            label = rules_fact(str(changed["rules"]))
        ctl.new_match(note("notice.new_match_named", name=label) if label else None)
        ctl.ui.settings_epoch += 1
        await ctl.run()

    def _rated(self, values: dict[str, Setting]) -> str:
        """Rated or casual matches: kept at once, for the next match (as chess sites do:
        switching the match under way would let a player look at the cards, then choose
        whether they count). What the page says about it ('' when it did not change)."""
        st, s = self.ctl.settings, self.ctl.session
        if "rated" not in values or bool(values["rated"]) == st.rated:
            return ""
        st.rated = bool(values["rated"])
        if s.away is None and s.rated == st.rated:
            return ""  # switched back before the next match: this one is of that kind
        return self.ctl.words.say("msg.rated_next" if st.rated else "msg.casual_next")

    def _names(self, values: dict[str, Setting]) -> None:
        """The people's names are kept at once; a people's match under way takes them
        (a name is no reason for a new match)."""
        ctl = self.ctl
        st = ctl.settings
        for key in NAME_SETTINGS:
            if key in values:
                setattr(st, key, clean_name(values[key]))
        s = ctl.session
        names = (st.name_0, st.name_1, st.name_2)
        if s.shared and s.seats.named(names) != s.seats:
            s.seats = s.seats.named(names)  # (its words name them; the intent's end saves)

    def _on_the_table(self) -> dict[str, Setting]:
        """What the match was started with (the panel's game settings)."""
        return game_values(build_settings(self.ctl, self.ctl.words))

    async def reset_stats(self) -> None:
        ctl = self.ctl
        words = ctl.words
        if not await ctl.ask(words.say("ask.stats_reset"), words.say("ask.stats_reset.ok")):
            ctl.ui.message = words.say("msg.nothing_changed")
            return
        ctl.ledger.reset_stats()
        ctl.ui.message = words.say("msg.stats_reset")

    async def forget(self) -> None:
        ctl = self.ctl
        words = ctl.words
        if not await ctl.ask(words.say("ask.forget"), words.say("ask.forget.ok")):
            ctl.ui.message = words.say("msg.nothing_forgotten")
            return
        ctl.ledger.forget_all()
        ctl.settings, _ = ctl.store.load_settings()
        ctl.ui.notices = []
        ctl.new_match(note("notice.forgotten"))
        await ctl.run()

