"""The code `@dataclass` writes for each class, compiled once and kept in the user's cache.

Making a dataclass, the standard library writes the source of its `__init__`,
`__repr__`, `__eq__`, `__hash__` (and, frozen, `__setattr__` and `__delattr__`) and
compiles it, every time the class is made: about 0.5 ms a class, and a writing
command makes some 55 of them (more than a third of its start-up beyond Python and
Typer). The same text always compiles to the same code, so the code is kept in the
user's cache folder (`$XDG_CACHE_HOME/jass-slate`, else the platform's: `~/.cache`,
`~/Library/Caches`, `%LOCALAPPDATA%`), stamped with the interpreter's magic number, not
written when Python writes no bytecode (`-B`, PYTHONDONTWRITEBYTECODE) or cannot write
there. A later run takes each function's code from there instead of compiling it.

Only the module `dataclasses` is changed, and only in the name it calls to compile:
its own `exec` (a global of that module, which shadows the builtin). A text that is not
kept is compiled exactly as `exec` would compile it (no `__future__` flags of this
module leak in). The file is used only when it is a plain file of ours (or root's) that
nobody else may write, no bigger than LARGEST, whose content has the BLAKE2b hash it
carries (checked before `marshal` reads a byte of it): anything else is not used, and the
next run that compiles replaces it. It is written as a new file of ours, never through a
link. Deleting it changes nothing but speed. tests/cli/test_class_code.py fails loudly if
a Python release stops compiling dataclasses through `exec`.
"""

from __future__ import annotations

import contextlib
import dataclasses
import marshal
import os
import stat
import sys
from collections.abc import Mapping
from importlib.util import MAGIC_NUMBER, cache_from_source
from types import CodeType
from typing import Any

try:  # CPython's own BLAKE2: `hashlib` would load OpenSSL's library (4 MiB of memory)
    from _blake2 import blake2b
except ImportError:  # another Python
    from hashlib import blake2b

MOST = 1500  # functions kept (the commands make about 550): past it, only a run's own
LARGEST = 4 << 20  # bytes (1,500 functions take about 0.9 MiB): a bigger file is not read
DIGEST = 32  # bytes of BLAKE2b after the magic number, over the marshalled code after them
NAME = f"dataclass-code.{sys.implementation.cache_tag}.marshal"
# Where versions before 0.3 kept it, inside the package: removed when the cache is written.
PACKAGED = os.path.splitext(cache_from_source(os.path.join(
    os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "dataclass_code.py")))[0] \
    + ".marshal"


def cache_path(environ: Mapping[str, str] = os.environ, platform: str = sys.platform) -> str:
    """The kept code's file in the user's cache folder (XDG_CACHE_HOME, else the platform's
    own: ~/.cache, ~/Library/Caches on macOS, %LOCALAPPDATA% on Windows)."""
    folder = environ.get("XDG_CACHE_HOME", "")
    if not os.path.isabs(folder):  # the XDG rule: a relative one is ignored
        home = os.path.expanduser("~")
        if platform == "darwin":
            folder = os.path.join(home, "Library", "Caches")
        elif platform == "win32":
            folder = environ.get("LOCALAPPDATA") or os.path.join(home, "AppData", "Local")
        else:
            folder = os.path.join(home, ".cache")
    return os.path.join(folder, "jass-slate", NAME)


class Kept:
    """The compiled functions read from `path`, and those compiled in this run."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.codes = read(path)
        self.used: dict[str, CodeType] = {}  # the kept ones this run took
        self.made: dict[str, CodeType] = {}

    def exec(self, source: Any, *args: Any, **kwargs: Any) -> None:
        """`exec(source, ...)`, with the text's code taken from the kept ones if there."""
        if type(source) is str:
            code = self.codes.get(source)
            if code is None:
                code = self.made[source] = compile(source, "<string>", "exec",
                                                   dont_inherit=True)
            else:
                self.used[source] = code
            source = code
        exec(source, *args, **kwargs)

    def write(self) -> None:
        """Keep what this run compiled, with what the file holds now (another command may
        have added its own since this one read it); in one step, or not at all. Past MOST
        (the code changed many times over), only what this run used and made is kept."""
        if not self.made or sys.dont_write_bytecode:
            return
        codes = {**read(self.path), **self.made}
        if len(codes) > MOST:
            codes = {**self.used, **self.made}
        payload = marshal.dumps(codes)
        temporary = f"{self.path}.{os.getpid()}"
        try:
            os.makedirs(os.path.dirname(self.path), mode=0o700, exist_ok=True)
            # a new file of our own (never through a link planted in a shared cache folder)
            fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NO_FOLLOW, 0o644)
        except OSError:
            return
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(MAGIC_NUMBER + _digest(payload) + payload)
            os.replace(temporary, self.path)
        except OSError:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
        with contextlib.suppress(OSError):
            os.unlink(PACKAGED)  # left in the package by an older version


_NO_FOLLOW = int(getattr(os, "O_NOFOLLOW", 0))


def _digest(payload: bytes | memoryview) -> bytes:
    return blake2b(payload, digest_size=DIGEST).digest()


def read(path: str) -> dict[str, CodeType]:
    """The kept functions: none if the file is missing, unreadable, another Python's, too
    big, or not what was written (its hash is checked before `marshal` reads it)."""
    head = len(MAGIC_NUMBER) + DIGEST
    try:
        with open(path, "rb") as handle:
            info = os.fstat(handle.fileno())
            if not _ours(info) or not head < info.st_size <= LARGEST:
                return {}
            data = handle.read(LARGEST + 1)
    except (OSError, ValueError):
        return {}
    payload = memoryview(data)[head:]
    if len(data) > LARGEST or not data.startswith(MAGIC_NUMBER) or \
            data[len(MAGIC_NUMBER):head] != _digest(payload):
        return {}
    try:
        codes = marshal.loads(payload)
    except (ValueError, EOFError, TypeError):
        return {}
    if not isinstance(codes, dict):
        return {}
    return {text: code for text, code in codes.items()
            if type(text) is str and type(code) is CodeType}


def _ours(info: os.stat_result) -> bool:
    """Code is run from a plain file of ours or root's that nobody else may write: never
    from one another user could have put in a shared cache folder."""
    uid = os.geteuid() if hasattr(os, "geteuid") else 0
    return stat.S_ISREG(info.st_mode) and info.st_uid in (uid, 0) \
        and not info.st_mode & (stat.S_IWGRP | stat.S_IWOTH)


_installed: Kept | None = None


def install(path: str | None = None) -> Kept:
    """From now on, dataclasses made in this process take their code from `path` (the
    user's cache); what they compile anew is written there when the process ends. Once a
    process."""
    global _installed
    if _installed is None:
        import atexit

        _installed = Kept(path or cache_path())
        dataclasses.exec = _installed.exec  # type: ignore[attr-defined]
        atexit.register(_installed.write)
    return _installed
