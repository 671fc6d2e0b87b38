"""The page's models to JSON-ready dicts and back, generically over dataclass fields.

A model (game/web/page_model.py and its parts) is frozen plain data: str, int, float,
bool, None, tuples of those and of other models, and unions with None. ``to_json`` makes
plain dicts and lists of it (what json.dumps takes, or postMessage); ``from_json`` reads
them back by the fields' types (typing.get_type_hints), so the same model comes out.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from typing import Any, TypeVar, cast

T = TypeVar("T")
_SCALARS = (str, int, float, bool)


def to_json(model: object) -> dict[str, Any]:
    """``model`` (a dataclass instance) as a dict of plain JSON values."""
    if not dataclasses.is_dataclass(model) or isinstance(model, type):
        raise TypeError(f"not a model: {model!r}")
    out = _plain(model)
    assert isinstance(out, dict)
    return out


def _plain(value: object) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, tuple):
        return [_plain(item) for item in value]
    if value is None or isinstance(value, _SCALARS):
        return value
    raise TypeError(f"not plain data in a model: {value!r}")


def from_json(cls: type[T], data: dict[str, Any]) -> T:
    """The model of type ``cls`` that ``to_json`` gave ``data``."""
    return cast(T, _read(cls, data))


def _read(hint: Any, data: Any) -> Any:
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        options = typing.get_args(hint)
        if data is None and type(None) in options:
            return None
        last: Exception | None = None
        for option in options:
            if option is type(None):
                continue
            try:
                return _read(option, data)
            except (TypeError, ValueError) as e:
                last = e
        raise TypeError(f"{data!r} is none of {options}") from last
    if origin is tuple:
        args = typing.get_args(hint)
        if not isinstance(data, list):
            raise TypeError(f"a list expected for {hint}, not {data!r}")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_read(args[0], item) for item in data)
        if len(args) != len(data):
            raise ValueError(f"{len(args)} items expected for {hint}, not {len(data)}")
        return tuple(_read(arg, item) for arg, item in zip(args, data))
    if dataclasses.is_dataclass(hint) and isinstance(hint, type):
        if not isinstance(data, dict):
            raise TypeError(f"an object expected for {hint.__name__}, not {data!r}")
        hints = typing.get_type_hints(hint)
        return hint(**{f.name: _read(hints[f.name], data[f.name])
                       for f in dataclasses.fields(hint)})
    if hint is type(None):
        if data is not None:
            raise TypeError(f"None expected, not {data!r}")
        return None
    if hint is float and isinstance(data, int) and not isinstance(data, bool):
        return float(data)  # JSON writes 1.0 as 1
    if hint in _SCALARS:
        # bool is an int in Python: a bool field takes only a bool, an int field no bool
        if type(data) is not hint:
            raise TypeError(f"{hint.__name__} expected, not {data!r}")
        return data
    raise TypeError(f"a model field of type {hint!r} is not plain data")
