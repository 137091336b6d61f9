"""A game's values as plain data (what JSON holds) and back, by their types: what a game's
checkpoint (file/game_snapshot.py) is made of.

A frozen dataclass becomes a dict of its fields, a tuple, list or frozenset a list, an
enum its value, a dict of int keys a dict of str keys; ints, strs, bools and None stay.
Read back, every value is converted to the type it is declared with and checked, so that
data of another shape raises ValueError and is not used: a bool is no int, an int no
bool, a dict has exactly the dataclass's fields. A converter is made once a type.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import types
import typing
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")
Reader = Callable[[Any], Any]


def plain(value: object) -> Any:
    """`value` as plain data."""
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, enum.Enum):
        return value.value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)
                if f.init}
    if isinstance(value, frozenset):
        return sorted(plain(item) for item in value)
    if isinstance(value, tuple | list):
        return [plain(item) for item in value]
    if isinstance(value, dict):
        return {str(key): plain(item) for key, item in value.items()}
    raise ValueError(f"no plain data for {type(value).__name__}")


def typed(kind: Any, data: Any) -> Any:
    """The value of type `kind` that `data` holds; ValueError for data of another shape."""
    try:
        value = reader(kind)(data)
    except (TypeError, KeyError, AttributeError) as error:
        raise ValueError(str(error)) from None
    return value


@functools.cache
def reader(kind: Any) -> Reader:
    """The converter of plain data to `kind`, made once."""
    if kind is None or kind is type(None):
        return _exactly(type(None))
    if kind in (bool, int, str):
        return _exactly(kind)
    if kind is Any:
        return lambda data: data
    origin = typing.get_origin(kind)
    if origin in (typing.Union, types.UnionType):
        return _either(tuple(reader(k) for k in typing.get_args(kind)))
    if origin is not None:
        return _generic(origin, typing.get_args(kind))
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        return _enum(kind)
    if dataclasses.is_dataclass(kind):
        return _dataclass(kind)
    raise TypeError(f"no reader for {kind!r}")


def _exactly(kind: type) -> Reader:
    def read(data: Any) -> Any:
        if type(data) is not kind:
            raise ValueError(f"{data!r} is not {kind.__name__}")
        return data

    return read


def _either(readers: tuple[Reader, ...]) -> Reader:
    def read(data: Any) -> Any:
        for one in readers:
            try:
                return one(data)
            except ValueError:
                continue
        raise ValueError(f"{data!r} is none of its types")

    return read


def _generic(origin: Any, args: tuple[Any, ...]) -> Reader:
    if origin is dict:
        key, item = reader(args[0]), reader(args[1])
        keys: Reader = (lambda k: key(int(k))) if args[0] is int else key
        return lambda data: {keys(k): item(v) for k, v in _of(data, dict).items()}
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        each = reader(args[0])
        return lambda data: tuple(each(item) for item in _of(data, list))
    if origin is tuple:
        readers = tuple(reader(arg) for arg in args)

        def fixed(data: Any) -> tuple[Any, ...]:
            items = _of(data, list)
            if len(items) != len(readers):
                raise ValueError(f"{len(items)} items, not {len(readers)}")
            return tuple(one(item) for one, item in zip(readers, items, strict=True))

        return fixed
    if origin in (list, frozenset):
        each = reader(args[0])
        return lambda data: origin(each(item) for item in _of(data, list))
    raise TypeError(f"no reader for {origin!r}")


def _of(data: Any, kind: type[T]) -> T:
    if type(data) is not kind:
        raise ValueError(f"{data!r} is not a {kind.__name__}")
    return data


def _enum(kind: type[enum.Enum]) -> Reader:
    def read(data: Any) -> Any:
        if type(data) not in (int, str):
            raise ValueError(f"{data!r} is no {kind.__name__}")
        return kind(data)

    return read


def _dataclass(kind: Any) -> Reader:
    hints = typing.get_type_hints(kind)
    fields = tuple((f.name, reader(hints[f.name])) for f in dataclasses.fields(kind)
                   if f.init)
    names = {name for name, _ in fields}

    def read(data: Any) -> Any:
        found = _of(data, dict)
        if found.keys() != names:
            raise ValueError(f"not the fields of {kind.__name__}")
        return kind(**{name: one(found[name]) for name, one in fields})

    return read


class Kept:
    """What a game's board keeps of itself: a dataclass whose first `head` fields its
    file's head gives again (its players, its rules), the others its state as plain data
    (a game's checkpoint: file/game_snapshot.py)."""

    def __init__(self, kind: type, head: int) -> None:
        self.kind = kind
        self.names = tuple(f.name for f in dataclasses.fields(kind)[head:] if f.init)

    def checkpoint(self, board: object) -> dict[str, Any]:
        """The board's state as plain data."""
        return {name: plain(getattr(board, name)) for name in self.names}

    def resume(self, head: tuple[Any, ...], data: Any) -> Any:
        """The board of that head and state; ValueError for data of another shape."""
        found = typed(dict[str, Any], data) if type(data) is dict else None
        if found is None or found.keys() != set(self.names):
            raise ValueError(f"not the state of {self.kind.__name__}")
        hints = typing.get_type_hints(self.kind)
        return self.kind(*head, **{name: typed(hints[name], found[name])
                                   for name in self.names})
