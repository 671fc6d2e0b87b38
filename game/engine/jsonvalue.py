"""The type of a JSON document, for what the game stores and links (positions, saved
records, statistics). A reader takes a ``JSONValue`` (``json.loads`` gives one) and
narrows it with ``isinstance`` (mypy follows, keeping the types inside); a writer
returns a ``JSONObject``."""

from __future__ import annotations

from typing import TypeAlias

JSONValue: TypeAlias = "None | bool | int | float | str | list[JSONValue] | dict[str, JSONValue]"
JSONObject: TypeAlias = "dict[str, JSONValue]"

__all__ = ["JSONObject", "JSONValue"]
