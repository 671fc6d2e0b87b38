"""Sixty-Six (Sechsundsechzig): rules engine, computer opponents, match and storage.

Pure Python: nothing here imports the browser; ``game.web`` is the page glue.
"""

from .engine.core import Outcome
from .engine.deal import IllegalAction, State, from_position, new_deal
from .engine.position import PositionError, decode_position, encode_position
from .engine.rules import Rules, make_rules

__all__ = [
    "IllegalAction", "Outcome", "PositionError", "Rules", "State",
    "decode_position", "encode_position", "from_position", "make_rules", "new_deal",
]
