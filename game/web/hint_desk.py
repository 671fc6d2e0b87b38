"""The Hint: the hint AI's move for the player's position, marked on the table (the card
or the button) with its reason beside the prompt, never instead of it. A hint that
arrives after the position moved on is dropped. A rated deal offers none
(``Session.hints``: the rating is the player's own play); asked for there, the page says
why and where hints are."""

from __future__ import annotations

from .contract import Host
from .ledger import short


async def give_hint(ctl: Host) -> None:
    s = ctl.session
    if ctl.deps.hint is not None and not s.deal_over and not s.unrated_why():
        ctl.ui.message = ctl.words.say("msg.hint.rated")
        return
    if not ctl.hint_allowed() or ctl.deps.hint is None:
        return
    st = s.state
    ui = ctl.ui
    s.hinted = True  # (saved by the frame below: a reload does not forget it)
    ui.message = ""  # the prompt stays; the hint is said beside it
    ui.hint_state, ui.hint_action = st, ""
    ui.hint_text = ctl.words.say("msg.hint.thinking")
    ctl.frame()  # "thinking" shows while it thinks
    try:
        action, reason = await ctl.deps.hint(s.view())  # seeded by what the seat knows
    except Exception as e:
        words = ctl.words
        ui.hint_text = words.say("msg.hint.none", error=short(words, e))
    else:
        if s.state is not st:
            return
        ui.hint_action = action
        words = ctl.words
        said = {"what": words.action_phrase(action), "why": words.hint_reason(reason)}
        # at a people's match, whose hint it is: the person whose cards are up
        ui.hint_text = (words.say("msg.hint.why.for", name=s.name(words, s.viewer), **said)
                        if s.shared else words.say("msg.hint.why", **said))
