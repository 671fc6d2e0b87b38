"""The game's words: the text tables (one JSON file a language, game/words/<lang>.json)
and ``Words``, which fills their templates for one language, preset and table of people,
all passed explicitly.

The lowest floor: it imports nothing else of ``game``, so the engine and the play layer
word their messages' English through it (``english``), the terminal speaks through it,
and the page words everything with a ``Words`` of the player's language.
"""

from .forms import Named, plural_form
from .tables import LANGUAGES, pick_language, table
from .words import HUMAN, SEAT_KEYS, Words, english, rating_text, signed_int

__all__ = ["HUMAN", "LANGUAGES", "Named", "SEAT_KEYS", "Words", "english", "pick_language",
           "plural_form", "rating_text", "signed_int", "table"]
