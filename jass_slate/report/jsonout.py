"""jass-slate's one JSON writer: a document indented by two, and long documents written as
they are made, one item of each list a line.

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

_encode = json.JSONEncoder(ensure_ascii=False).encode


def lines(document: Mapping[str, Any]) -> Iterator[str]:
    """The document's text, a line (with its newline) at a time."""
    yield "{\n"
    last = len(document) - 1
    for number, (key, value) in enumerate(document.items()):
        comma = "" if number == last else ","
        head = f"  {_encode(key)}: "
        if isinstance(value, Iterator) or (
                isinstance(value, list) and any(isinstance(v, dict | list) for v in value)):
            yield from _items(head, value, comma)
        else:
            yield f"{head}{_encode(value)}{comma}\n"
    yield "}\n"


def _items(head: str, items: Iterable[Any], comma: str) -> Iterator[str]:
    first = True
    for item in items:
        yield (f"{head}[\n    " if first else ",\n    ") + _encode(item)
        first = False
    yield f"{head}[]{comma}\n" if first else f"\n  ]{comma}\n"


def write(document: Mapping[str, Any], out: TextIO) -> None:
    out.writelines(lines(document))


def dumps(document: Mapping[str, Any]) -> str:
    return "".join(lines(document))


def indented(data: Any) -> str:
    """`data` as one JSON document indented by two, with its newline; in ASCII escapes when
    the text cannot be written as UTF-8 (a file name that is not UTF-8)."""
    text = json.dumps(data, ensure_ascii=False, indent=2)
    if not text.isascii() and not writable(text):
        text = json.dumps(data, ensure_ascii=True, indent=2)
    return text + "\n"


def writable(text: str) -> bool:
    """Whether `text` can be written as UTF-8 (a file name that is not UTF-8 cannot)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def write_indented(data: Any, out: TextIO) -> None:
    """Write `data` to `out` as `indented` says it."""
    out.write(indented(data))
