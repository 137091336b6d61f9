"""A game's values as plain data (what JSON holds) and back, by their declared types: what a
game's checkpoint (file/game_snapshot.py) is made of.

A dataclass becomes the list of its fields' values in their order (in a union of types,
its class's name first), a tuple, list or frozenset a list, an enum its value, a dict of
int keys a dict of str keys; ints, strs, bools and None stay. Read back, every value is
converted to the type it is declared with and checked, so that data of another shape
raises ValueError and is not used: a bool is no int, an int no bool, a dataclass has
exactly its fields. A writer and a reader are made once a type; a season's hands are
thousands of values, so the common shapes (a tuple of ints) take C's loops.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import operator
import types
import typing
from collections.abc import Callable
from typing import Any

Convert = Callable[[Any], Any]
SIMPLE = (bool, int, str)


def plain(value: object, kind: Any) -> Any:
    """`value`, of type `kind`, as plain data; ValueError for a value of another type."""
    try:
        return writer(kind)(value)
    except (TypeError, AttributeError) as error:
        raise ValueError(str(error)) from None


def typed(kind: Any, data: Any) -> Any:
    """The value of type `kind` that `data` holds; ValueError for data of another shape."""
    try:
        return reader(kind)(data)
    except (TypeError, KeyError, AttributeError, IndexError) as error:
        raise ValueError(str(error)) from None


def _same(data: Any) -> Any:
    return data


def _name(kind: Any) -> str:
    return str(kind.__name__)


def _members(kind: Any) -> tuple[Any, ...]:
    return tuple(type(None) if k is None else k for k in typing.get_args(kind))


def _fields(kind: Any) -> tuple[tuple[str, Any], ...]:
    hints = typing.get_type_hints(kind)
    return tuple((f.name, hints[f.name]) for f in dataclasses.fields(kind) if f.init)


@functools.cache
def writer(kind: Any) -> Convert:
    """The converter of values of `kind` to plain data, made once."""
    origin = typing.get_origin(kind)
    if kind in SIMPLE or kind is Any or kind is None or kind is type(None):
        return _same
    if origin in (typing.Union, types.UnionType):
        return _write_either(_members(kind))
    if origin in (tuple, list, frozenset):
        args = typing.get_args(kind)
        if origin is tuple and not (len(args) == 2 and args[1] is Ellipsis):
            each = tuple(writer(arg) for arg in args)
            return lambda value: [one(item) for one, item in zip(each, value, strict=True)]
        one = writer(args[0])
        if origin is frozenset:
            return lambda value: sorted(one(item) for item in value)
        return list if one is _same else (lambda value: [one(item) for item in value])
    if origin is dict:
        item = writer(typing.get_args(kind)[1])
        return lambda value: {str(key): item(found) for key, found in value.items()}
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        return operator.attrgetter("value")
    if dataclasses.is_dataclass(kind):
        return _write_dataclass(kind)
    raise TypeError(f"no plain data for {kind!r}")


def _write_dataclass(kind: Any) -> Convert:
    fields = _fields(kind)
    get = operator.attrgetter(*(name for name, _ in fields))
    each = tuple(writer(hint) for _, hint in fields)
    if len(fields) == 1:
        return lambda value: [each[0](get(value))]
    return lambda value: [one(item) for one, item in zip(each, get(value), strict=True)]


def _write_either(members: tuple[Any, ...]) -> Convert:
    """A value of one of `members`: a dataclass's list begins with its class's name."""
    each: tuple[tuple[Any, Convert, str | None], ...] = tuple(
        (typing.get_origin(m) or m, writer(m), _name(m) if dataclasses.is_dataclass(m)
         else None) for m in members)  # a tuple[int, ...] is matched as a tuple

    def write(value: Any) -> Any:
        for member, one, name in each:
            if type(value) is member or (member not in SIMPLE and isinstance(value, member)):
                return one(value) if name is None else [name, *one(value)]
        raise TypeError(f"{value!r} is none of its types")

    return write


@functools.cache
def reader(kind: Any) -> Convert:
    """The converter of plain data to `kind`, made once."""
    origin = typing.get_origin(kind)
    if kind in SIMPLE or kind is None or kind is type(None):
        return _exactly(type(None) if kind is None else kind)
    if kind is Any:
        return _same
    if origin in (typing.Union, types.UnionType):
        return _read_either(_members(kind))
    if origin is not None:
        return _generic(origin, typing.get_args(kind))
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        return _enum(kind)
    if dataclasses.is_dataclass(kind):
        return _read_dataclass(kind)
    raise TypeError(f"no reader for {kind!r}")


def _exactly(kind: type) -> Convert:
    def read(data: Any) -> Any:
        if type(data) is not kind:
            raise ValueError(f"{data!r} is not {kind.__name__}")
        return data

    return read


def _read_either(members: tuple[Any, ...]) -> Convert:
    made: tuple[tuple[Any, Convert], ...] = tuple((m, reader(m)) for m in members)
    named = {_name(m): one for m, one in made if dataclasses.is_dataclass(m)}
    others = tuple(one for m, one in made if not dataclasses.is_dataclass(m))

    as_is = {m for m in members if m in SIMPLE or m is type(None)}  # no bool for an int

    def read(data: Any) -> Any:
        if type(data) in as_is:
            return data
        if named and type(data) is list and data and type(data[0]) is str:
            one = named.get(data[0])
            if one is not None:
                return one(data[1:])
        for other in others:
            try:
                return other(data)
            except ValueError:
                continue
        raise ValueError(f"{data!r} is none of its types")

    return read


def _generic(origin: Any, args: tuple[Any, ...]) -> Convert:
    if origin is dict:
        key, item = reader(args[0]), reader(args[1])
        keys: Convert = (lambda k: key(int(k))) if args[0] is int else key
        return lambda data: {keys(k): item(v) for k, v in _list_or_dict(data, dict).items()}
    if origin is tuple and not (len(args) == 2 and args[1] is Ellipsis):
        return _fixed(tuple(reader(arg) for arg in args))
    if origin in (tuple, list, frozenset):
        return _many(origin, args[0])
    raise TypeError(f"no reader for {origin!r}")


def _many(origin: Any, arg: Any) -> Convert:
    """A tuple, list or frozenset of `arg`s: of ints, strs or bools, checked in one go."""
    if arg in SIMPLE:
        def simple(data: Any) -> Any:
            if type(data) is not list or not set(map(type, data)) <= {arg}:
                raise ValueError(f"{data!r} is not a list of {arg.__name__}")
            return origin(data)

        return simple
    each = reader(arg)
    return lambda data: origin(each(item) for item in _list_or_dict(data, list))


def _fixed(readers: tuple[Convert, ...]) -> Convert:
    def fixed(data: Any) -> tuple[Any, ...]:
        items = _list_or_dict(data, list)
        if len(items) != len(readers):
            raise ValueError(f"{len(items)} items, not {len(readers)}")
        return tuple(one(item) for one, item in zip(readers, items, strict=True))

    return fixed


def _list_or_dict(data: Any, kind: type) -> Any:
    if type(data) is not kind:
        raise ValueError(f"{data!r} is not a {kind.__name__}")
    return data


def _enum(kind: type[enum.Enum]) -> Convert:
    def read(data: Any) -> Any:
        if type(data) not in (int, str):
            raise ValueError(f"{data!r} is no {kind.__name__}")
        return kind(data)

    return read


def _read_dataclass(kind: Any) -> Convert:
    each = tuple(reader(hint) for _, hint in _fields(kind))

    def read(data: Any) -> Any:
        items = _list_or_dict(data, list)
        if len(items) != len(each):
            raise ValueError(f"not the fields of {kind.__name__}")
        return kind(*[one(item) for one, item in zip(each, items, strict=True)])

    return read


class Kept:
    """What a game's board keeps of itself: a dataclass whose first `head` fields its
    file's head gives again (its players, its rules), the others its state as plain data
    (a game's checkpoint: file/game_snapshot.py)."""

    def __init__(self, kind: type, head: int) -> None:
        self.kind = kind
        self.fields = _fields(kind)[head:]
        self.head = head
        self.head_names = tuple(name for name, _ in _fields(kind)[:head])

    def checkpoint(self, board: object) -> list[Any]:
        """The board's state as plain data; ValueError for a board of another kind (no
        snapshot is then written: the file is read whole)."""
        if not isinstance(board, self.kind):
            raise ValueError(f"not a {self.kind.__name__}: {type(board).__name__}")
        return [plain(getattr(board, name), hint) for name, hint in self.fields]

    def resume(self, head: tuple[Any, ...], data: Any) -> Any:
        """The board of that head and state; ValueError for data of another shape."""
        if type(data) is not list or len(data) != len(self.fields) or len(head) != self.head:
            raise ValueError(f"not the state of {self.kind.__name__}")
        return self.kind(*head, *[typed(hint, item) for (_, hint), item
                                  in zip(self.fields, data, strict=True)])

    def resume_from(self, setup: object, data: Any) -> Any:
        """The board of that state whose head fields `setup` holds by the same names (a
        game file's head: its players, its rules)."""
        return self.resume(tuple(getattr(setup, name) for name in self.head_names), data)
