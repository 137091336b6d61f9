"""jass-slate's one JSON writer, for every --json and every JSON export: a document
indented by two, and long documents written as they are made, one item of each top-level
list a line.

`json.dumps(..., indent=2)` runs the pure-Python encoder and needs the whole
document in memory first; a season's history is 10,000 hands of 25 keys. Here
each top-level key gets a line, and each item of an iterator (or of a list of
lists or objects) is encoded on its own line by the C encoder as it comes, then
dropped. The result is one valid JSON document, easy to read and to `grep`.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping
from typing import Any, TextIO

from jass_slate.report.visible import writable

_encode = json.JSONEncoder(ensure_ascii=False).encode
_ascii = json.JSONEncoder(ensure_ascii=True).encode


class _NotUtf8(Exception):
    """A text met that cannot be written as UTF-8, where `lines` was asked for UTF-8 only."""


def lines(document: Any, ascii: bool | None = False) -> Iterator[str]:
    """The document's text, a line (with its newline) at a time: indented by two as
    `json.dumps(document, indent=2)` writes it, but each item of a top-level list or
    iterator on one line of its own, encoded by the C encoder as it comes. Text that cannot
    be written as UTF-8 (a file name that is not UTF-8) is written in ASCII escapes (`ascii`
    True: all of it; None: none, `_NotUtf8` is raised instead)."""
    if not isinstance(document, Mapping):
        yield _nested(document, "", ascii) + "\n"
        return
    yield "{\n"
    last = len(document) - 1
    for number, (key, value) in enumerate(document.items()):
        comma = "" if number == last else ","
        head = f"  {_text(key, ascii)}: "
        if isinstance(value, Iterator | list):
            yield from _items(head, value, comma, ascii)
        else:
            yield f"{head}{_nested(value, '  ', ascii)}{comma}\n"
    yield "}\n"


def _text(value: Any, ascii: bool | None) -> str:
    if ascii:
        return _ascii(value)
    text = _encode(value)
    return text if text.isascii() or writable(text) else _escaped(value, ascii)


def _escaped(value: Any, ascii: bool | None) -> str:
    """A value with text that cannot be written as UTF-8, in ASCII escapes (`lines`)."""
    if ascii is None:
        raise _NotUtf8
    return _ascii(value)


def _nested(value: Any, indent: str, ascii: bool | None) -> str:
    """A value that is not streamed, as indent=2 writes it at this depth."""
    if not isinstance(value, dict | list) or not value:
        return _text(value, ascii)
    text = json.dumps(value, ensure_ascii=bool(ascii), indent=2)
    if not text.isascii() and not writable(text):
        _escaped(value, ascii)
        text = json.dumps(value, ensure_ascii=True, indent=2)
    return text.replace("\n", "\n" + indent)


def _items(head: str, items: Iterable[Any], comma: str, ascii: bool | None) -> Iterator[str]:
    first = True
    for item in items:
        yield (f"{head}[\n    " if first else ",\n    ") + _text(item, ascii)
        first = False
    yield f"{head}[]{comma}\n" if first else f"\n  ]{comma}\n"


def write(document: Any, out: TextIO) -> None:
    out.writelines(lines(document))


def dumps(document: Any) -> str:
    return "".join(lines(document))


def indented(data: Any) -> str:
    """`data` as one JSON document indented by two, with its newline, made whole (a small
    document): all in ASCII escapes when any text cannot be written as UTF-8."""
    try:
        return "".join(lines(data, ascii=None))  # the document is encoded once (most are UTF-8)
    except _NotUtf8:
        return "".join(lines(data, ascii=True))


def write_indented(data: Any, out: TextIO) -> None:
    """Write `data` to `out` as `indented` says it."""
    out.write(indented(data))
