"""Writing an export (csv, json, md, svg, or a png picture's bytes) to a file: in one step,
never over a session file or a file it was made from, over another file only with `force`."""

from __future__ import annotations

import os
import stat
from collections.abc import Sequence
from pathlib import Path

from jass_slate.core.errors import RuleError, WriteError, message
from jass_slate.file.disk import EXPORT_WRITE, encode, write_all, write_atomic
from jass_slate.file.document import reason_of
from jass_slate.file.head import HEADER, WRITTEN_BY
from jass_slate.file.lock import same_file
from jass_slate.language.i18n import N_

# What every session file jass-slate writes has near its top, even after a hand edit
SESSION_MARKS = (HEADER.splitlines()[0].encode(), f'written_by = "{WRITTEN_BY.split()[0]}'
                 .encode())


def write_export(path: Path, text: str | bytes, force: bool, sources: Sequence[Path]) -> None:
    """Write an export in one step: never over a session file or a file it was made from,
    over another file only with `force`; a failed export leaves nothing half-written."""
    try:
        info: os.stat_result | None = os.stat(path)
    except FileNotFoundError:
        info = None
    except (OSError, ValueError) as error:
        raise WriteError(message(EXPORT_WRITE.failed,
            path=path, step=message(N_("look at the file")), reason=reason_of(error))) from None
    if info is not None and not stat.S_ISREG(info.st_mode):
        data = text if isinstance(text, bytes) else encode(path, text)
        _write_into(path, data)  # a terminal, a pipe: nothing to replace
        return
    if info is not None:
        _refuse_export_over(path, info, force, sources)
    write_atomic(path, text, kind=EXPORT_WRITE)  # a disk that fails it: exit 3


def _refuse_export_over(path: Path, info: os.stat_result, force: bool,
                        sources: Sequence[Path]) -> None:
    if any(same_file(info, source) for source in sources):
        raise RuleError(message(N_("{path} is a session file this export reads: an export never "
                          "replaces it; nothing was written"), path=path))
    if is_session_file(path):
        raise RuleError(message(N_("{path} is a jass-slate session file: an export never replaces "
                          "one; nothing was written"), path=path))
    if not force:
        raise RuleError(message(N_(
            "{path} already exists: use --force to replace it, or -o another "
                          "file; nothing was written"), path=path))


def is_session_file(path: Path) -> bool:
    """Whether the file's first bytes are a jass-slate session file's."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except (OSError, ValueError):
        return False
    try:
        head = os.read(fd, 4096)
    except OSError:
        return False
    finally:
        os.close(fd)
    return any(mark in head for mark in SESSION_MARKS)


def _write_into(path: Path, data: bytes) -> None:
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CLOEXEC)
        try:
            write_all(fd, data)
        finally:
            os.close(fd)
    except (OSError, ValueError) as error:
        raise WriteError(message(EXPORT_WRITE.failed,
            path=path, step=message(N_("write the file")), reason=reason_of(error))) from None

