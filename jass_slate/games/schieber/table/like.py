"""The same table again: `new --like FILE` or `--like last` takes the teams, the seats and
the rules from another session file; the options given beside it win.

`last` is the session file in the new file's folder written most recently (by its time
on disk), the new file itself aside; a TOML file that is no session (a rules file) is
passed over. The first forehand is not taken: who holds the seven is dealt anew.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from jass_slate.core.errors import InputError, JassError, SessionFileError, message
from jass_slate.language.i18n import N_

if TYPE_CHECKING:
    from jass_slate.games.schieber.file.session import Session

LAST = "last"
MOST_FILES = 200  # the newest session files looked at, for `last` and for completion


def session_files(folder: Path, besides: Path | None = None) -> Iterator[Session]:
    """The session files of `folder`, newest first, each read (those that cannot be read
    as a session are passed over); `besides` is left out."""
    from jass_slate.games.schieber.file.session import load

    found = []
    for path in folder.glob("*.toml"):
        try:
            if path.is_file() and (besides is None or not path.samefile(besides)):
                found.append((path.stat().st_mtime, path))
        except OSError:
            continue
    for _, path in sorted(found, reverse=True)[:MOST_FILES]:
        try:
            yield load(path)
        except (JassError, OSError):
            continue


def like_file(word: str, new_path: Path) -> Path:
    """The session file `--like` names: a file, or `last` in the folder of `new_path`."""
    if word != LAST:
        if not Path(word).exists():
            raise SessionFileError(word, message(N_(
                "no such file: --like takes the teams, seats and rules of another session "
                "file")))
        return Path(word)
    folder = new_path.parent
    for session in session_files(folder, new_path if new_path.exists() else None):
        return session.path
    raise InputError(message(N_("--like last: no other session file in {folder}"),
                             folder=str(folder)), value=word)
