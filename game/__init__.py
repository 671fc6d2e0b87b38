"""Sixty-Six (Sechsundsechzig): rules engine, computer opponents, match and storage.

Pure Python: nothing here imports the browser; ``game.web`` is the page glue.
"""

from .core import Outcome
from .deal import IllegalAction, State, from_position, new_deal
from .position import PositionError, decode_position, encode_position
from .rules import Rules, make_rules

__all__ = [
    "IllegalAction", "Outcome", "PositionError", "Rules", "State",
    "decode_position", "encode_position", "from_position", "make_rules", "new_deal",
]
