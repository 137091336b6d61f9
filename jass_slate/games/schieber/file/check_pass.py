"""`check` of a sound Schieber season in one pass over its bytes (issue 30).

A file laid out as jass-slate writes it (its head before `[record]`, one event line a
line, the summary after them) is read line by line: every line is read, the events that
stand are applied in their order to a slate that forgets the hands and games no check
reads any more, then the summary and the snapshot are checked against that slate. The
season is sound only where nothing at all goes wrong; at the first thing that does (a
line, a rule, a layout it does not know, a snapshot to heal) the pass gives up, and the
file is checked as read whole (check.py), which says every problem as it always has.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from jass_slate.core.errors import JassError
from jass_slate.core.teams import Teams
from jass_slate.file.check import Problems
from jass_slate.file.document import MOST_DOTS
from jass_slate.games.schieber.file.head import read_head, summary
from jass_slate.games.schieber.file.one_pass import Record
from jass_slate.games.schieber.scoring.events import Entry
from jass_slate.games.schieber.scoring.rules import Rules
from jass_slate.games.schieber.scoring.slate import Slate

# What the slate keeps of a season: more than the summary (the last games' hands) and a
# snapshot's slate (from two games before the current one) read; more are a LookupError,
# and the file is checked as read whole.
KEEP_HANDS = 400
KEEP_GAMES = 8
# The texts whose events the pass keeps, read once: a season of 100,000 hands says some
# 21,000 things; keeping them all (a few MiB) costs ~15% less CPU than the readers' 4,096.
KNOWN = 1 << 15
# The events read a batch at a time, then applied: in one process under load this measured
# 10-20% cheaper than reading and applying each in turn (a few thousand entries at once).
READ_AHEAD = 4096
_VERB = re.compile(rb'\n  "[^ "\n]* ([a-z]*)')  # each event line's verb
_CONTROL = re.compile(rb"[\x00-\x08\x0b-\x1f\x7f]")  # not in a TOML string, nor a line


def sound(path: Path, data: bytes, doc: dict[str, Any], lines: Sequence[str],
          found: Problems) -> bool:
    """Whether the Schieber file of these bytes, its head read (`doc`, `lines`), is sound
    (file/check.py: SoundCheck); what is noted of its snapshot goes on `found`."""
    from jass_slate.games.schieber.file.session import collector_paused

    with collector_paused():  # as a load: a season's objects hold no cycles
        try:
            return _sound(path, data, doc, lines, found)
        except (JassError, ValueError, LookupError):
            return False


def _sound(path: Path, data: bytes, doc: dict[str, Any], lines: Sequence[str],
           found: Problems) -> bool:
    from jass_slate.file.snapshot import SNAPSHOT_FROM
    from jass_slate.games.schieber.file.check import snapshot_problem
    from jass_slate.games.schieber.file.head import check_summary

    name = str(path)
    head, problems = read_head(name, doc, lines)
    if head is None or problems or {"record", "summary"} & set(doc):
        return False
    record, tail = _laid_out(data)
    scorer = _replayed(head.rules, head.teams, record)
    check_summary(name, {**doc, **tail}, lines, summary(scorer), len(record) > 0)
    if snapshot_problem(path, data, scorer, found) is not None:
        return False
    return found.snapshot not in ("none", "not used") or len(data) < SNAPSHOT_FROM


def _laid_out(data: bytes) -> tuple[_Lines, dict[str, Any]]:
    """The event lines after the head (read from the bytes before `[record]`) and the
    document after them
    (the summary alone); ValueError where the file is laid out otherwise, or holds what its
    TOML, read whole, might refuse (a control character, a dotted key too many)."""
    import tomllib

    from jass_slate.file.head import RECORD_TABLE
    from jass_slate.file.snapshot import EVENTS_BEGIN, EVENTS_END

    cut = data.find(RECORD_TABLE)
    begin = cut + len(RECORD_TABLE) + len(EVENTS_BEGIN) - 1
    if cut < 0 or not data.startswith(RECORD_TABLE + EVENTS_BEGIN[1:], cut):
        raise ValueError("no events list after the head")
    end = data.index(EVENTS_END, begin - 1) + 1
    rest = data[end + 2:].decode("utf-8")
    if _CONTROL.search(data, begin, end) is not None \
            or data.count(b".", 0, begin) + rest.count(".") > MOST_DOTS:
        raise ValueError("what the whole document's reading would look at more closely")
    tail = tomllib.loads(rest)
    if set(tail) - {"summary"}:
        raise ValueError("more than the summary after the record")
    return _Lines(data, begin, end), tail  # a line laid out otherwise: ValueError


def _replayed(rules: Rules, teams: Teams, record: _Lines) -> Slate:
    """The slate the record replays to, every line read; a line that does not read, a rule
    broken or a fix where its hand may be open raises."""
    from jass_slate.games.schieber.scoring.fixes import fixes_of_open_hands
    from jass_slate.games.schieber.scoring.resolve import standing_order

    if record.changes():
        if record.kinds.find(3) >= 0 and any(  # 3: a fix (one_pass.py)
                fixes_of_open_hands(_kinds(record), lambda index, number: True)):
            raise ValueError("a fix of a hand that may be open")
        order, fixed = standing_order(record.stand_ins(), record.__getitem__)
    else:
        order, fixed = range(len(record)), {}
    scorer = _forgetting(rules, teams)
    read, applied = record.__getitem__, bytearray(len(record))
    for start in range(0, len(order), READ_AHEAD):
        indices = order[start:start + READ_AHEAD]
        for entry in [fixed.get(index) or read(index) for index in indices]:
            scorer.apply(entry.event, entry.at)
        for index in indices:
            applied[index] = 1
    for index in range(len(record)):
        if not applied[index]:
            read(index)  # an event taken back, or a hand fixed: it reads all the same
    return scorer


class _Lines(Record):
    """The event lines, and where they begin and end."""

    def __init__(self, data: bytes, begin: int, end: int) -> None:
        super().__init__(data, begin, end, KNOWN)
        self.begin, self.end = begin, end


def _kinds(record: _Lines) -> list[Entry]:
    """The record as the fixes of open hands need it: each event a stand-in of its kind
    (the first of its verb), a fix read whole."""
    first: dict[bytes, Entry] = {}
    read, kinds = record.__getitem__, []
    for index, found in enumerate(_VERB.finditer(record.data, record.begin - 1, record.end)):
        verb = found[1]
        kinds.append(read(index) if verb == b"fix" else first.get(verb)
                     or first.setdefault(verb, read(index)))
    if len(kinds) != len(record):
        raise ValueError("an event line without its verb")
    return kinds


def _forgetting(rules: Rules, teams: Teams) -> Slate:
    """A slate that keeps the last KEEP_HANDS hands and KEEP_GAMES games, and forgets the
    ones before them."""
    from jass_slate.games.schieber.scoring.passing import Forgetting

    scorer = Slate(rules, teams)
    scorer.hands = Forgetting(KEEP_HANDS, _forgotten)
    scorer._past = Forgetting(KEEP_GAMES, _forgotten)
    return scorer


def _forgotten(_item: object) -> None:
    """What goes by is read no more."""
