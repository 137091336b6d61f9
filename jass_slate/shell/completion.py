"""Shell completion every game's commands share: the session file the command would use,
the words offered that start as typed (case and accents aside), `--lang`'s languages, and
the head of a game's file. The callbacks run while the shell waits for a TAB: they never
fail."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

if TYPE_CHECKING:
    from jass_slate.file.game_file import GameFile


def session_file(ctx: typer.Context | None) -> Path:
    """The file the command would use: --file, then JASS_SLATE_FILE, then ./jass.toml."""
    import os

    from jass_slate.file.path import session_path

    given = None
    if ctx is not None:
        given = ctx.find_root().params.get("file")
    return session_path(given, os.environ)


def matching(choices: list[tuple[str, str]], incomplete: str) -> list[tuple[str, str]]:
    """The choices that start like `incomplete`, case and accents aside. The shell only
    keeps words that start exactly as typed, so `c` offers `cla` for Cla: teams, players
    and contracts are read case-insensitively anyway."""
    from jass_slate.core.notation import fold

    typed = incomplete.rstrip()  # `Cla ` (typed `Cla\ `) is the start of `Cla & Dora` alone
    start = fold(typed) + incomplete[len(typed):]
    seen: set[str] = set()
    found = []
    for word, help_text in choices:
        if not fold(word).startswith(start):
            continue
        offered = word if word.startswith(incomplete) else incomplete + word[len(incomplete):]
        if offered not in seen:
            seen.add(offered)
            found.append((offered, help_text))
    return found


def said_equal(choices: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The choices as the start of `TEAM=N` or `PLAYER=N`: `1=`, `Anna & Beat=`, `Anna=`."""
    return [(word + "=", help_text) for word, help_text in choices]


def complete_language(incomplete: str) -> list[tuple[str, str]]:
    """`--lang`: en, de, fr and it, each said in its own language."""
    from jass_slate.language.i18n import SPOKEN

    return matching(list(SPOKEN.items()), incomplete)


def offered(choices: Callable[[], list[tuple[str, str]]], incomplete: str
             ) -> list[tuple[str, str]]:
    """The `choices` that start like `incomplete`; none where they cannot be made."""
    try:
        return matching(choices(), incomplete)
    except Exception:  # never fail under the TAB key
        return []


def game_setup(ctx: typer.Context | None, game_file: GameFile[Any, Any]) -> Any:
    """The head of the session file of a game (its teams or players), or None where there
    is none to read (completion never fails)."""
    try:
        path = session_file(ctx)
        if not path.is_file():
            return None
        from jass_slate.file.game_file import load_game

        return load_game(path, game_file).setup
    except Exception:  # a TAB must never show a traceback
        return None
