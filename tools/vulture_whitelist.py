"""Names vulture (scripts/test.sh) would report as unused in game/ and main.py that are
used all the same: read by the browser (attributes of JS objects, which vulture cannot
see), by Python itself, or kept on purpose as named below. Vulture reads this file as
code that uses each name; nothing here runs. Add a name only with the reason it lives.
"""

from game import arena3, cards, review, store
from game.ai.thinking import Thinking
from game.web import params, session

# -- Python calls it: a module's __getattr__ (PEP 562) loads the review engine lazily.
review.__getattr__

# -- The browser reads these: attributes written on JS objects (DOM elements, dataset).
_js = object()
_js.innerHTML  # game/web/render.py: the review table and the won piles' markup
_js.scrollTop  # game/web/render.py: the log box scrolled to its end
_js.turn  # game/web/render.py: <html data-turn>, a hook of the page's CSS and tests
_js.trickWinner  # game/web/render.py: <html data-trick-winner>, for the motion's CSS

# -- Kept on purpose.
cards.ACE, cards.TEN, cards.JACK  # the rank encoding, named in one line with the ranks used
Thinking.steps, Thinking.units  # how tests and benchmarks see the slices step() ran
arena3.Game3.rotation  # a played game's seat rotation, read by tests and bench/expert3_ab.py

# -- TEMPORARY: owned by the controller rewrite; remove when it lands. -----------------
# Unused names in files another change is rewriting (game/web/controller.py,
# game/web/session.py, game/store.py, game/web/params.py), listed here so this stage
# passes meanwhile; that change deletes them (or uses them) and this section with them.
store.PAUSES  # game/store.py: pause choices nothing offers
store.Store.clear_match  # game/store.py: only tests/test_store.py calls it
params.GAME_KEYS  # game/web/params.py
session.Session.computers  # game/web/session.py
# Dead as well, but vulture cannot tell (their names are used elsewhere in game/):
# game/store.py Saved.shown and _shown; game/web/controller.py the "setting", "pause"
# and "four" intents of dispatch, _change_setting, Controller.start.
