"""Who may write a file, and what its new version keeps of the old one: owner, mode,
ACL and extended attributes."""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from pathlib import Path

from jass_slate.core.errors import WriteError, message
from jass_slate.language.i18n import N_, ngettext


def refuse_unwritable(path: Path, old: os.stat_result) -> None:
    """Write only a file the user could write itself, keeping its owner, and only one name
    of it: a rename puts a new file in place, and these would not survive it."""
    root = os.geteuid() == 0
    if not root and old.st_uid != os.geteuid():
        raise WriteError(message(N_(
            "{path} belongs to another user (uid {owner}): a write would make "
                           "it yours, and jass-slate keeps a file's owner; nothing was "
                           "written"), path=path, owner=old.st_uid))
    if not _may_write(path, old, root):
        raise WriteError(message(N_(
            "{path} is read-only (mode {mode:o}): jass-slate writes only a file "
                           "you could write yourself; nothing was written: make it writable "
                           "(chmod u+w) to go on"), path=path,
                                                          mode=stat.S_IMODE(old.st_mode)))
    if old.st_nlink > 1:
        raise WriteError(ngettext(
            "{path} has {count} name (hard links): a write would split them into two files; "
            "nothing was written: keep one name, and make the others symbolic links",
            "{path} has {count} names (hard links): a write would split them into two files; "
            "nothing was written: keep one name, and make the others symbolic links",
            old.st_nlink).format(path=path, count=old.st_nlink))


def may_write(path: Path) -> bool:
    """Whether this user may write the file or folder at `path` (root: only one that has a
    write bit; one without any was made read-only)."""
    try:
        return _may_write(path, os.stat(path), my_uid() == 0)
    except (OSError, ValueError):
        return False


def _may_write(path: Path, old: os.stat_result, root: bool) -> bool:
    if root:  # root may write anything; a file without any write bit was made read-only
        return bool(old.st_mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))
    effective = os.access in os.supports_effective_ids
    return os.access(path, os.W_OK, effective_ids=effective)  # mode bits and ACL alike


def keep_mode(fd: int, old: os.stat_result | None, mode: int | None) -> None:
    """The new file keeps the old one's permissions and owner (a refused fchown refuses the
    write: the file never silently becomes someone else's)."""
    if old is None:
        os.fchmod(fd, _new_file_mode() if mode is None else mode)
        return
    mine = os.fstat(fd)
    if (old.st_uid, old.st_gid) != (mine.st_uid, mine.st_gid):
        os.fchown(fd, old.st_uid, old.st_gid)
    os.fchmod(fd, stat.S_IMODE(old.st_mode))


ACL = "system.posix_acl_access"


def keep_attributes(fd: int, real: Path) -> None:
    """Give the new file the old one's extended attributes and ACL; an ACL the folder gave
    the new file that the old one did not have is dropped (it would widen the mode)."""
    old = _attributes(real)
    if ACL not in old and ACL in _names(fd):
        os.removexattr(fd, ACL)
    for name, value in old.items():
        try:
            same = os.getxattr(fd, name) == value
        except OSError:
            same = False
        if not same:
            os.setxattr(fd, name, value)


def _attributes(real: Path) -> dict[str, bytes]:
    return {name: os.getxattr(real, name) for name in _names(real)}


def _names(file: int | Path) -> list[str]:
    """Its extended attributes' names; none where the file system has none."""
    try:
        return os.listxattr(file)
    except OSError as error:
        if error.errno in (errno.ENOTSUP, errno.EOPNOTSUPP):
            return []
        raise


def _new_file_mode() -> int:
    umask = os.umask(0o022)
    os.umask(umask)
    return 0o666 & ~umask


def _flag(name: str) -> int:
    """An `os.open` flag, or nothing where the system has no such flag (Windows)."""
    return int(getattr(os, name, 0))


# Opening a file beside the session (its lock, its snapshot): without waiting (a FIFO),
# and never through a planted link.
NO_WAIT = _flag("O_CLOEXEC") | _flag("O_NOFOLLOW") | _flag("O_NONBLOCK")


def my_uid() -> int:
    """This process's user id; 0 where the system has none (Windows)."""
    geteuid = getattr(os, "geteuid", None)
    return int(geteuid()) if geteuid is not None else 0


def beside_ours(info: os.stat_result, real: Path) -> bool:
    """Whether a file beside the session file (its lock, its snapshot) is a plain file with
    one name, of ours, root's or the session file's owner's: one another user owns could
    be removed under us, and one with another name could be anyone's file."""
    trusted = {my_uid(), 0}
    with contextlib.suppress(OSError):
        trusted.add(os.stat(real).st_uid)
    return stat.S_ISREG(info.st_mode) and info.st_nlink == 1 and info.st_uid in trusted


def kept_by_another(path: Path) -> int | None:
    """The owner of the file at `path` when this user may not replace it: another user's
    file in a shared, sticky folder (such as /tmp) that is not ours either, where only
    the file's owner, the folder's or root may rename over it. None when there is no
    such file, or we may."""
    try:
        info, folder = os.lstat(path), os.stat(path.parent)
    except (OSError, ValueError):
        return None
    me = my_uid()
    if me == 0 or info.st_uid == me or folder.st_uid == me \
            or not folder.st_mode & stat.S_ISVTX:
        return None
    return info.st_uid
