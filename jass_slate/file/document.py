"""Reading a file jass-slate reads (a session file, a rules file): its bytes, under guards
against odd files, its TOML document, and where things stand in its lines."""

from __future__ import annotations

import errno
import os
import re
import stat
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from jass_slate.core.errors import Message, SessionFileError, message
from jass_slate.file import fasttoml
from jass_slate.file.shared_read import wait_for_writer
from jass_slate.language.i18n import N_

LARGEST_FILE = 64 * 1024 * 1024
LARGEST_RULES_FILE = 64 * 1024  # a house-rules file is a page; this is many

@dataclass(frozen=True)
class FileRole:
    """What a file jass-slate reads is for: how large it may be, and how a file that
    cannot be one is refused (messages marked with N_)."""

    largest: int
    missing: str
    directory: str
    not_regular: str
    too_large: str
    written_in_place: bool = False  # read under a shared lock (file/shared_read.py)


SESSION_FILE = FileRole(
    LARGEST_FILE,
    missing=N_("no session file here: start one with `jass-slate new --team A --team B`"),
    directory=N_("is a directory, not a session file"),
    not_regular=N_("is not a regular file, so not a session file"),
    too_large=N_("is {size} bytes, too large for a session file"),
    written_in_place=True,
)
RULES_FILE = FileRole(
    LARGEST_RULES_FILE,
    missing=N_("no such rules file"),
    directory=N_("is a directory, not a rules file"),
    not_regular=N_("is not a regular file, so not a rules file"),
    too_large=N_("is {size} bytes, too large for a rules file (at most {largest})"),
)


def read_bytes(path: Path, kind: FileRole = SESSION_FILE) -> bytes:
    """The file's bytes; a missing, unreadable or odd file raises SessionFileError.

    Opened without waiting (a FIFO would block the open) and looked at before a byte is
    read: only a regular file of at most `kind.largest` bytes is read, never a device."""
    name = str(path)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except FileNotFoundError:
        raise SessionFileError(name, message(kind.missing)) from None
    except (OSError, ValueError) as error:
        raise SessionFileError(name, _cannot_read(error)) from None
    try:
        return _read_regular(name, fd, kind)
    except OSError as error:
        raise SessionFileError(name, _cannot_read(error)) from None
    finally:
        os.close(fd)


def _cannot_read(error: OSError | ValueError) -> Message:
    return message(N_("cannot read it ({reason})"), reason=reason_of(error))


def _read_regular(name: str, fd: int, kind: FileRole) -> bytes:
    info = os.fstat(fd)
    if stat.S_ISDIR(info.st_mode):
        raise SessionFileError(name, message(kind.directory))
    if not stat.S_ISREG(info.st_mode):
        raise SessionFileError(name, message(kind.not_regular))
    if kind.written_in_place and wait_for_writer(fd, info):
        info = os.fstat(fd)  # its size as the writer at work left it
    if info.st_size > kind.largest:
        raise SessionFileError(name, message(kind.too_large, size=info.st_size,
                                                      largest=kind.largest))
    data = read_all(fd, kind.largest, info.st_size)
    if len(data) > kind.largest:  # it grew while read
        raise SessionFileError(name, message(kind.too_large, size=len(data),
                                                      largest=kind.largest))
    return data


def read_all(fd: int, most: int, expected: int = 0) -> bytes:
    """The file's bytes, or as many as show it holds more than `most`. With the size the
    file is `expected` to have, read in one step (a season's megabytes are not copied
    again to join them)."""
    chunks = []
    size = 0
    while size <= most and (chunk := os.read(fd, max(expected + 1 - size, 1 << 20))):
        chunks.append(chunk)
        size += len(chunk)
    return chunks[0] if len(chunks) == 1 else b"".join(chunks)


def reason_of(error: OSError | ValueError) -> str:
    if isinstance(error, OSError):
        return error.strerror or errno.errorcode.get(error.errno or 0, str(error))
    return str(error)


def read_document(name: str, data: bytes) -> tuple[dict[str, Any], list[str]]:
    """The TOML document and its lines; text that is not TOML raises SessionFileError."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise SessionFileError(name, message(N_("not UTF-8 text")), line) from None
    lines = text.splitlines()
    _refuse_long_keys(name, lines, text)
    try:
        doc = fasttoml.loads(text)  # tomllib's result, without reading every event line
    except tomllib.TOMLDecodeError as error:
        raise SessionFileError(
            name, message(N_("not valid TOML: {reason}"), reason=_toml_reason(error)),
            _toml_line(error) or end_line(lines)) from None
    except RecursionError:
        raise SessionFileError(name, message(N_("not valid TOML here: its tables and lists "
                                                  "nest too deeply")),
                              _deepest_line(lines)) from None
    except ValueError as error:  # tomllib turns digits into an int; Python limits how many
        raise _not_read(name, text, lines, error) from None
    return doc, lines


def _not_read(name: str, text: str, lines: Sequence[str], error: ValueError
              ) -> SessionFileError:
    line = _line_of(text, _LONG_NUMBER)
    if line is None:
        return SessionFileError(name, message(N_("not valid TOML: {reason}"), reason=error),
                                end_line(lines))
    return SessionFileError(name, message(N_("a number of more than {digits} digits"),
                                         digits=INT_DIGITS), line)


# A dotted key costs tomllib a nested table and its flags a part, and a key of k parts
# k² steps (one key of 50,000 parts in 100 KB: a minute). No file jass-slate writes has
# a dot outside quotes, and a rules file a few: a file with more than this many outside
# quotes and comments is refused before tomllib reads it.
MOST_DOTS = 1000
_QUOTED_OR_COMMENT = re.compile(r'"(?:[^"\\\n]|\\.)*"|\'[^\'\n]*\'|#.*')
INT_DIGITS = 4300  # Python's limit on the digits of an int read from text
_LONG_NUMBER = re.compile(rf"[0-9][0-9_]{{{INT_DIGITS},}}")


def _refuse_long_keys(name: str, lines: Sequence[str], text: str) -> None:
    if text.count(".") <= MOST_DOTS:
        return  # nearly every file: the count is quick, the line by line look is not
    dots = 0
    for number, line in enumerate(lines):
        if "." in line:
            dots += _QUOTED_OR_COMMENT.sub("", line).count(".")
            if dots > MOST_DOTS:
                raise SessionFileError(
                    name, message(N_("more than {dots} dots outside quotes by this line: so many "
                                     "dotted keys are not a jass-slate file's"), dots=MOST_DOTS),
                    number + 1)


def _line_of(text: str, pattern: re.Pattern[str]) -> int | None:
    found = pattern.search(text)
    return None if found is None else text.count("\n", 0, found.start()) + 1


def _deepest_line(lines: Sequence[str]) -> int:
    """Where a file nests too deeply: the line with the most brackets and braces."""
    return max(range(len(lines)), key=lambda n: sum(map(lines[n].count, "[{")), default=0) + 1


def end_line(lines: Sequence[str]) -> int:
    """The last line, where a file that was cut short ends."""
    return max(len(lines), 1)


def _toml_line(error: tomllib.TOMLDecodeError) -> int | None:
    found = re.search(r"line (\d+)", str(error))
    return int(found.group(1)) if found else None


def _toml_reason(error: tomllib.TOMLDecodeError) -> str:
    return re.sub(r"\s*\(at (line \d+, column \d+|end of document)\)", "", str(error))


def key_line(lines: Sequence[str], key: str, after: str | None = None) -> int | None:
    """The line of `key = ...`, the first after the line `after` (a table's header)."""
    start = 0
    if after is not None:
        start = next((i for i, line in enumerate(lines) if line.strip() == after), 0)
    for number in range(start, len(lines)):
        if re.match(rf"\s*{re.escape(key)}\s*=", lines[number]):
            return number + 1
    return None


def table_line(lines: Sequence[str], header: str) -> int:
    """Where a table starts, or the end of the file where it is missing."""
    found = next((i + 1 for i, line in enumerate(lines) if line.strip() == header), None)
    return found or end_line(lines)

