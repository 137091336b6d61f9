"""The record's event lines: event text to entries and back, where each line is, and what
is wrong with one, said in the words of the line."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from jass_slate.core.errors import JassError, Message, SessionFileError, message
from jass_slate.file.document import end_line, key_line
from jass_slate.language.i18n import N_

# The options of the recording commands that the rules' refusals name, which an event
# line writes `first=1`, `also=2`, ...
_OPTION = re.compile(r"--(first|also|stoeck|weis|captured|forehand)\b(?: (TEAM))?")


@dataclass(frozen=True)
class InEventWords(Message):
    """A refusal said in the words of the event line (`first=TEAM`), not the options of
    the command that wrote it (`--first TEAM`)."""

    def _said(self, english: bool) -> str:
        return _OPTION.sub(lambda found: f"{found[1]}={found[2] or ''}",
                           super()._said(english))


def in_event_words(problem: Message) -> Message:
    return InEventWords("{problem}", {"problem": problem}, verbatim=True)


def event_problem(index: int, problem: JassError | Message) -> Message:
    """What is wrong with the event at `index` (0-based), as `check` and a load say it."""
    reason = problem.message if isinstance(problem, JassError) else problem
    return message(N_("event {number}: {problem}"), number=index + 1,
                   problem=in_event_words(reason))


def event_index(error: JassError) -> int:
    """The index in the record of the event a replay refused."""
    if error.event is not None:
        return error.event
    return int(getattr(error, "index", 0))


def event_line(lines: Sequence[str], index: int) -> int | None:
    found = event_lines(lines)
    return found[index] if index < len(found) else None


def event_lines(lines: Sequence[str]) -> list[int]:
    """The line of each event, in one pass: `check` places thousands."""
    start = key_line(lines, "events")
    if start is None:
        return []
    return [number + 1 for number in range(start, len(lines))
            if lines[number].lstrip().startswith('"')]


NOT_A_LINE = N_("an event is a line of text in quotes")


def record_events(name: str, table: object, lines: Sequence[str]) -> list[object]:
    """The `[record] events` list; a file without one was cut short or hand-broken."""
    if not isinstance(table, dict) or "events" not in table:
        raise SessionFileError(name, message(N_(
            "no [record] events list: was the file cut short? (a new session has "
            "`events = [ ]`)")), key_line(lines, "events") or end_line(lines))
    events = table["events"]
    if not isinstance(events, list):
        raise SessionFileError(name, message(N_("[record] events must be a list of event "
                                                "lines")),
                               key_line(lines, "events") or end_line(lines))
    return events


_ESCAPES = {ord('"'): '\\"', ord("\\"): "\\\\", 0x7F: "\\u007f"}
_ESCAPES.update({c: f"\\u{c:04x}" for c in range(0x20) if c != 0x09})


_ESCAPED = re.compile('[\x00-\x08\x0a-\x1f\x7f"\\\\]')  # the characters of _ESCAPES


def toml_string(text: str) -> str:
    """An event line as a TOML basic string."""
    if _ESCAPED.search(text) is None:
        return f'"{text}"'  # nearly every line: nothing to escape, no translating
    return '"' + text.translate(_ESCAPES) + '"'
