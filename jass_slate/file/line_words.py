"""The shape of an event line in every game's session file: its time stamp, then words,
positional words and `key=value` options, a name in them with its spaces escaped.

    2026-11-29T20:14:03+01:00 hand hearts pushed points=100:57 forehand=Anna%20Maria
"""

from __future__ import annotations

import re
from datetime import datetime

from jass_slate.core.errors import InputError, message
from jass_slate.language.i18n import N_


def escape(text: str) -> str:
    """A name as one word of a line: `%` and every kind of space written as %XX (a space
    %20; past U+00FF %uXXXX)."""
    return "".join(f"%{ord(c):02X}" if c == "%" or (c.isspace() and ord(c) < 0x100)
                   else f"%u{ord(c):04X}" if c.isspace() else c for c in text)


_ESCAPED = re.compile(r"%u([0-9A-F]{4})|%([0-9A-F]{2})")


def unescape(text: str) -> str:
    """A word of a line back to the name `escape` wrote."""
    if "%" not in text:  # most words: nothing escaped
        return text
    return _ESCAPED.sub(lambda m: chr(int(m.group(1) or m.group(2), 16)), text)


def now() -> str:
    """The time an event is recorded, in the local time zone (every game's time stamp)."""
    return datetime.now().astimezone().isoformat(timespec="seconds")


def stamped(line: str) -> tuple[str, str]:
    """An event line's time stamp and what happened, the time stamp checked: the shape of
    the event lines of every game."""
    parts = line.split(maxsplit=1)
    if len(parts) < 2:
        raise InputError(message(N_("an event line is a time stamp and what happened")))
    at, text = parts
    check_time_stamp(at)
    return at, text


def check_time_stamp(at: str) -> None:
    """When the event was entered, as jass-slate writes it: ISO 8601 with the offset, a
    time stamp every reader of the export (a spreadsheet, pandas) takes for one."""
    try:
        aware = datetime.fromisoformat(at).tzinfo is not None
    except ValueError:
        aware = False
    if not aware:
        raise InputError(message(
            N_("{at!r} is not a time stamp: an event line begins with when it "
               "was entered, like 2026-11-29T20:14:03+01:00"),
            at=at))


_NONE: list[str] = []  # never changed: what `option` finds for a key not given


class Words:
    """The words of one line: positional words in order, and key=value options."""

    def __init__(self, words: list[str]) -> None:
        self.plain: list[str] = []
        self.options: dict[str, list[str]] = {}
        for word in words:
            key, equals, value = word.partition("=")
            if equals:
                self.options.setdefault(key, []).append(unescape(value))
            else:
                self.plain.append(word)

    def take(self, missing: str) -> str:
        """The next positional word; `missing` (marked with N_) says what is missing."""
        if not self.plain:
            raise InputError(message(missing))
        return self.plain.pop(0)

    def option(self, key: str) -> str | None:
        values = self.options.pop(key, _NONE)
        if len(values) > 1:
            raise InputError(message(
                N_("{key}= is given {count} times"), key=key, count=len(values)), key=key)
        return values[0] if values else None

    def flag(self, word: str) -> bool:
        if word in self.plain:
            self.plain.remove(word)
            return True
        return False

    def done(self) -> None:
        if self.plain:
            raise InputError(message(N_("unexpected word {word!r}"), word=self.plain[0]))
        if self.options:
            unknown = next(iter(self.options))
            raise InputError(message(N_("unknown option {key}="), key=unknown), key=unknown)
