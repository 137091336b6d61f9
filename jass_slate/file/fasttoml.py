"""Read a session file's TOML quickly: the event lines without tomllib, the rest with it.

A season's file is a small head and tail around thousands of event lines, and
tomllib reads each of them character by character. When the events block is
exactly what jass-slate writes (`[record]`, `events = [`, one plain basic
string a line, `]`) its strings can be cut out with one regular expression:
tomllib then reads the file with that block emptied, line for line, and the
strings are put back. Anything else (escapes, comments, other layouts, a
multi-line string anywhere) is read by tomllib whole, so the result is always
what `tomllib.loads` gives, errors included.
"""

from __future__ import annotations

import functools
import re
import tomllib
from typing import Any

# One event a line: two spaces, a basic string with nothing TOML would unescape or
# refuse in it (no quote, backslash or control character but tab), a comma.
BLOCK = r'^\[record\]\nevents = \[\n((?:  "[^"\\\x00-\x08\x0a-\x1f\x7f]*",\n)*)\]$'
MULTI_LINE_STRINGS = ('"""', "'''")
SHORT = 16_384  # below this many characters tomllib is quick enough on its own


@functools.cache
def _block() -> re.Pattern[str]:
    return re.compile(BLOCK, re.MULTILINE)


@functools.cache
def _line() -> re.Pattern[str]:
    return re.compile(r'  "(.*)",\n')


def loads(text: str) -> dict[str, Any]:
    """What `tomllib.loads(text)` returns, and raises, but faster for a long record."""
    if len(text) < SHORT or any(quotes in text for quotes in MULTI_LINE_STRINGS):
        return tomllib.loads(text)
    block = _block().search(text)
    if block is None or not block.group(1):
        return tomllib.loads(text)
    start, end = block.span(1)
    lines = text.count("\n", start, end)
    # The block's lines are valid strings, kept as empty lines: a file that is not TOML
    # fails here at the same place and in the same words as read whole, and only once.
    doc = tomllib.loads(text[:start] + "\n" * lines + text[end:])
    record = doc.get("record")
    if not isinstance(record, dict) or record.get("events") != []:
        return tomllib.loads(text)
    record["events"] = _line().findall(text, start, end)
    return doc
