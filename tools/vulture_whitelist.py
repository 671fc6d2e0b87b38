"""Names vulture (scripts/test.sh) would report as unused in game/ and main.py that are
used all the same: read by the browser (attributes of JS objects, which vulture cannot
see), by Python itself, or kept on purpose as named below. Vulture reads this file as
code that uses each name; nothing here runs. Add a name only with the reason it lives.
"""

from game import review
from game.ai.thinking import Thinking
from game.console.ratings import Games
from game.engine import cards
from game.engine.core_facts import CoreFacts
from game.learn.lessons import Lesson

# -- Python calls it: a module's __getattr__ (PEP 562) loads the review engine lazily.
review.__getattr__

# -- JSON read by key: a TypedDict field that code reads only as a string ("cpu_seconds").
Games.cpu_seconds  # game/console/ratings.py: a run's CPU seconds by group

# -- The browser reads these: attributes written on JS objects (DOM elements, dataset).
_js = object()
_js.textContent  # game/web/dialog.py, recovery.py: the confirm's and the recovery's words

# -- Kept on purpose.
# the rank encoding, named in one line with the ranks used
cards.ACE, cards.TEN, cards.JACK, cards.NINE
Thinking.steps, Thinking.units  # how tests and benchmarks see the slices step() ran
# the engine's question "may the stock be closed now?", beside may_exchange(); legal() writes
# its test out (one call less per lead in the AI's searches)
CoreFacts.may_close

# -- The page's lesson desk (issue 42) says it: a lesson's goal, in the course's data.
Lesson.goal_text

# -- A Protocol's parameter, named for the reader: game/web/table/render.py's Motion (what
# the page's assets/motion.js takes).
_js.target_id
