"""Writing a file so that nothing is ever lost: atomic and durable, with a way back.

Writes go to a temporary file in the same directory, are flushed and fsynced, and replace
the file in one `os.replace`; the directory is fsynced after, and if that fails the old
file is put back. A writer refuses when the file was changed from outside since it was
read, and never writes through a symbolic link another user planted.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from jass_slate.core.errors import ChangedError, InputError, Message, WriteError, message
from jass_slate.file.byte_parts import Parts, views
from jass_slate.file.document import reason_of
from jass_slate.file.permissions import keep_attributes, keep_mode, refuse_unwritable
from jass_slate.file.written import written
from jass_slate.language.i18n import N_, _


def target_path(path: Path) -> Path:
    """Where writes go: a symlinked session file is written through to its target, but not
    through a link another user planted in a shared folder, nor through a dangling link."""
    current = os.path.join(os.getcwd(), path)
    for hops in range(40):  # the kernel's limit, past which the write itself says ELOOP
        try:
            info = os.lstat(current)
        except FileNotFoundError:
            if hops:
                raise WriteError(_dangling(path, current)) from None
            break
        except (OSError, ValueError):
            break  # the write itself says what is wrong
        if not stat.S_ISLNK(info.st_mode):
            break
        _refuse_planted(path, current, info)
        try:
            current = os.path.join(os.path.dirname(current), os.readlink(current))
        except OSError:
            break
    return Path(os.path.realpath(current))


def _dangling(path: Path, target: str) -> Message:
    return message(N_(
        "{path} is a symbolic link to {target}, which does not exist: jass-slate does not "
             "create a file through a link; nothing was written"),
                 path=path, target=target)


def _refuse_planted(path: Path, link: str, info: os.stat_result) -> None:
    """The kernel's `protected_symlinks` rule, kept even where the kernel does not keep it:
    in a sticky folder anyone may write, follow only one's own links and the folder owner's."""
    folder = os.path.dirname(link)
    try:
        where = os.stat(folder)
    except OSError:
        return
    shared = bool(where.st_mode & stat.S_ISVTX and where.st_mode & stat.S_IWOTH)
    if shared and info.st_uid not in (os.geteuid(), where.st_uid):
        raise WriteError(message(N_("{path} is a symbolic link of another user in a shared folder "
                           "({folder}): jass-slate does not follow it; nothing was "
                           "written"), path=path, folder=folder))


class FailedStep(Exception):
    """A step of a write failed; `step` says which, for the one-line message."""

    def __init__(self, step: str, error: OSError | ValueError) -> None:
        super().__init__(step)
        self.step = step
        self.error = error


def run_step(step: str, action: Callable[..., Any], *args: Any) -> Any:
    """`action(*args)`; its OSError or ValueError as the `FailedStep` of that `step`."""
    try:
        return action(*args)
    except (OSError, ValueError) as error:  # ValueError: a path with a NUL byte
        raise FailedStep(step, error) from None


@dataclass
class _Backup:
    """How to put the old file back when the folder cannot be synced after the replace."""

    link: str | None = None  # a hard link to the old file
    data: bytes | None = None  # or its bytes, where the file system has no hard links
    mode: int = 0o600


@dataclass(frozen=True)
class WriteRole:
    """What a write writes, for its messages: a session file or an export."""

    replace: str  # the step that renames the new file into place
    failed: str  # the message when nothing was written


SESSION_WRITE = WriteRole(N_("replace the session file"),
                          N_("{path}: cannot write the session file ({step}: {reason}); "
                             "nothing was written, the file is as it was"))
EXPORT_WRITE = WriteRole(N_("replace the file"),
                         N_("{path}: cannot write the export ({step}: {reason}); "
                            "nothing was written, the file is as it was"))


def write_atomic(path: Path, text: str | bytes | Parts, expected: bytes | Parts | None = None,
                 mode: int | None = None, kind: WriteRole = SESSION_WRITE) -> None:
    """Replace the file with `text` (or bytes, a picture, or `Parts` of bytes written one
    after the other) in one step, durably; on any failure the old file stays.

    With `expected`, refuse if the file no longer holds those bytes (changed from outside),
    checked again right before the rename; `mode` is for a new file (default: what the
    umask allows). Only a file the user could write is written, and it keeps its owner,
    mode, ACL and extended attributes.
    """
    data = text if isinstance(text, bytes | Parts) else encode(path, text)
    real = target_path(path)
    old = old_file(path, real)
    if old is not None:
        refuse_unwritable(path, old)
    temporary, backup, replaced = None, None, False
    try:
        temporary = _write_temporary(real, data, old, mode)
        backup = _backup(real, old)
        if expected is not None:
            _refuse_if_changed(path, real, expected)  # the last thing before the rename
        run_step(kind.replace, os.replace, temporary, real)
        replaced = True
        run_step(N_("sync the folder"), _sync_directory, real.parent)
    except FailedStep as failed:
        restored = _undo(real, temporary, backup, replaced)
        raise WriteError(write_failure(path, failed, restored, kind)) from None
    except BaseException:
        _undo(real, temporary, backup, replaced)
        raise
    written.paths.append(path)
    _drop_backup(path, backup)


def encode(path: Path, text: str) -> bytes:
    """The text as UTF-8; a character UTF-8 cannot hold is refused."""
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError as error:
        raise InputError(message(N_("{path}: cannot write {character!r}: "
                           "not a character of UTF-8 text"),
                               path=path, character=text[error.start:error.end])) from None


def old_file(path: Path, real: Path) -> os.stat_result | None:
    """What `real` (the target of `path`) is now; None where there is no file yet; a
    WriteError where it cannot be looked at."""
    try:
        return os.stat(real)
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as error:
        raise WriteError(message(N_("{path}: cannot look at the session file ({reason}); "
                           "nothing was written"),
                               path=path, reason=reason_of(error))) from None


def _write_temporary(real: Path, data: bytes | Parts, old: os.stat_result | None,
                     mode: int | None) -> str:
    """A temporary file beside `real` holding `data` on disk, with the old file's owner,
    mode and extended attributes."""
    fd, name = run_step(N_("create a temporary file"), tempfile.mkstemp, ".tmp",
                        f".{real.name}.", str(real.parent))
    closed = False
    try:
        run_step(N_("write the temporary file"), write_all, fd, data)
        if old is not None:
            run_step(N_("keep the file's extended attributes and ACL"), keep_attributes,
                     fd, real)
        run_step(N_("keep the file's owner and mode"), keep_mode, fd, old, mode)
        run_step(N_("fsync the temporary file"), os.fsync, fd)
        closed = True  # even a failed close frees the descriptor
        run_step(N_("close the temporary file"), os.close, fd)
    except BaseException:
        if not closed:
            with contextlib.suppress(OSError):
                os.close(fd)
        _remove(name)
        raise
    return str(name)


def write_all(fd: int, data: bytes | Parts) -> None:
    """Write all of `data`, however many writes it takes."""
    for view in views(data):
        while view:
            view = view[os.write(fd, view):]


def _backup(real: Path, old: os.stat_result | None) -> _Backup | None:
    """Keep a way back to the old file until the replace is on disk."""
    if old is None:
        return None
    # A random name as secrets.token_hex(4) makes it, without importing secrets (hashlib,
    # hmac and OpenSSL's library: 5-8 ms of every write).
    link = f"{real.parent}/.{real.name}.{os.urandom(4).hex()}.old"
    try:
        os.link(real, link)
    except OSError as error:
        if error.errno not in _NO_LINKS:
            raise FailedStep(KEEP_OLD_FILE, error) from None
        data = run_step(KEEP_OLD_FILE, real.read_bytes)
        return _Backup(data=data, mode=stat.S_IMODE(old.st_mode))
    return _Backup(link=link)


KEEP_OLD_FILE = N_("keep the old file until the new one is on disk")

# errnos that mean "this file system has no hard links here", not "the disk is failing"
_NO_LINKS = {errno.EPERM, errno.EXDEV, errno.EMLINK, errno.ENOSYS, errno.EOPNOTSUPP,
             errno.ENOTSUP}


def _drop_backup(path: Path, backup: _Backup | None) -> None:
    """Remove the way back once the new file is on disk; if that fails, say so."""
    if backup is None or backup.link is None:
        return
    try:
        os.unlink(backup.link)
    except OSError as error:
        written.notes.append(_(
            "{path} is written, but the copy of the old file {copy} could not be removed "
            "({reason}): delete it (the next write of a session file removes it too)").format(
                path=path, copy=backup.link, reason=reason_of(error)))


def _undo(real: Path, temporary: str | None, backup: _Backup | None,
          replaced: bool) -> str | None:
    """Put the old file back after a failed write; say why, if that failed too."""
    if not replaced:
        _remove(temporary)
        _remove(backup.link if backup else None)
        return None
    try:
        if backup is None:
            os.unlink(real)
        elif backup.link is not None:
            os.replace(backup.link, real)
        elif backup.data is not None:
            _put_back(real, backup.data, backup.mode)
    except (OSError, ValueError, FailedStep) as error:
        cause = error.error if isinstance(error, FailedStep) else error
        return reason_of(cause)
    with contextlib.suppress(OSError):
        _sync_directory(real.parent)
    return None


def _put_back(real: Path, data: bytes, mode: int) -> None:
    """Write the old bytes back, on a file system without hard links."""
    temporary = _write_temporary(real, data, None, mode)
    try:
        os.replace(temporary, real)
    except OSError:
        _remove(temporary)
        raise


def _remove(name: str | None) -> None:
    if name is not None:
        with contextlib.suppress(OSError):
            os.unlink(name)


def _sync_directory(directory: Path) -> None:
    fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        os.fsync(fd)
    except OSError as error:
        if error.errno != errno.EINVAL:  # EINVAL: this file system cannot sync folders
            raise
    finally:
        os.close(fd)


def write_failure(path: Path, failed: FailedStep, restored: str | None, kind: WriteRole
                  ) -> Message:
    """The one-line message of a failed write (`restored`: why the old file could not be
    put back, or None)."""
    reason = reason_of(failed.error)
    if restored is not None:
        return message(N_("{path}: the change was written but could not be made durable "
                 "({step}: {reason}), and the old file could not be put back "
                 "({restore_reason}): run `jass-slate check` and look at the last event"),
                     path=path, step=message(failed.step), reason=reason, restore_reason=restored)
    return message(kind.failed, path=path, step=message(failed.step), reason=reason)


def _refuse_if_changed(path: Path, real: Path, expected: bytes | Parts) -> None:
    """Refuse to overwrite an edit made from outside (an editor, another device).

    Run right before the rename: the bytes are compared, then the file's identity and time
    stamps once more, so an edit is lost only if it lands between that stat and the rename.
    """
    seen = _reread(path, real, expected)
    if seen is None or not _unchanged(seen, real):
        raise ChangedError(
            message(N_(
                "{path}: the session file was changed by something else (an editor?) while this "
              "command ran; nothing was written: look at it, then run the command again"),
                  path=path))


def _reread(path: Path, real: Path, expected: bytes | Parts) -> os.stat_result | None:
    """The file's identity now, if it still holds `expected` and no more (None: other
    bytes, gone, or no longer a file); a failing disk is not an edit from outside."""
    try:
        fd = os.open(real, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as error:
        raise WriteError(_reread_failure(path, error)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or not holds_exactly(fd, expected):
            return None
        return info
    except OSError as error:
        raise WriteError(_reread_failure(path, error)) from None
    finally:
        os.close(fd)


CHUNK = 1 << 18  # 256 KiB: read and compared a piece at a time


def holds_exactly(fd: int, expected: bytes | Parts) -> bool:
    """Whether the file holds exactly `expected`, read a chunk at a time (a season's file
    is not held twice in memory to be compared)."""
    for view in views(expected):
        done = 0
        while done < len(view):
            chunk = os.read(fd, min(CHUNK, len(view) - done))
            # as bytes: comparing with a memoryview goes item by item, 20 times slower
            if not chunk or chunk != view[done:done + len(chunk)].tobytes():
                return False
            done += len(chunk)
    return not os.read(fd, 1)


def _reread_failure(path: Path, error: OSError | ValueError) -> Message:
    return message(N_(
        "{path}: cannot read the session file again before writing it ({reason}): the "
             "disk may be failing; nothing was written"), path=path, reason=reason_of(error))


def _unchanged(seen: os.stat_result, real: Path) -> bool:
    try:
        now = os.stat(real)
    except OSError:
        return False
    return stamp_of(now) == stamp_of(seen)


def stamp(path: Path) -> tuple[int, ...] | None:
    """The file's identity and time stamps (its target's, through a link); None when it
    cannot be looked at. Any write to it, or a file put in its place, changes them."""
    try:
        return stamp_of(os.stat(path))
    except (OSError, ValueError):
        return None


def stamp_of(info: os.stat_result) -> tuple[int, ...]:
    """The identity and time stamps of a file looked at (see `stamp`)."""
    return (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns)

