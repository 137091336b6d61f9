"""The head every game's session file begins with: its format (and what upgrades an older
one), the game it holds, who wrote it; and the summary at its end, checked against the
replay, never trusted."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import Any

from jass_slate import __version__
from jass_slate.core.errors import Message, SessionFileError, message
from jass_slate.file.document import end_line, key_line, read_document, table_line
from jass_slate.language.i18n import N_

FORMAT = 2
WRITTEN_BY = f"jass-slate {__version__}"
HEADER = """\
# jass-slate session file: what was said at the table, one event a line, oldest first.
# Scores are replayed from the events; edit with care and run `jass-slate check` after.
"""
# The games this jass-slate keeps, by the names their files' `game` key says, in the order
# of the registry (jass_slate/games), which says them here when it is imported: every
# module of a game is imported after it (it is their package's __init__), and so is the
# lazy group that runs every command. The first is the game of a file of format 1.
KEPT: list[str] = []
# The line that ends the head in every file jass-slate writes: the record follows it.
RECORD_TABLE = b"\n[record]\n"


def keep_games(names: Sequence[str]) -> None:
    """The games a session file may hold, as the registry lists them."""
    KEPT[:] = names


def first_game() -> str:
    """The game a file of format 1 holds: the registry's first, the only one there was."""
    return KEPT[0]


def _add_game(doc: dict[str, Any]) -> dict[str, Any]:
    """Format 1 to 2: the file says which game it holds (format 1 held only one)."""
    return {**doc, "game": first_game()}


# Upgrades of older session formats, each from its format to the next (`migrate`).
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _add_game}
# Older formats still read as they are, and written back in their own format, until
# `migrate` brings them to this one (keeping a copy).
READ_AS_IS = frozenset({1})


def _format_line(lines: Sequence[str]) -> int:
    return key_line(lines, "format") or end_line(lines)


def check_format(name: str, doc: dict[str, Any], lines: Sequence[str]) -> int:
    """The file's format version, if this jass-slate reads it; otherwise say who does."""
    version = doc.get("format")
    where = _format_line(lines)
    if not isinstance(version, int) or isinstance(version, bool):
        raise SessionFileError(name, message(N_("not a jass-slate session: no `format = 1` "
                                                "line")), where)
    if version > FORMAT:
        raise SessionFileError(name, _newer_format(version, doc.get("written_by")), where)
    if version < FORMAT and version not in READ_AS_IS:
        raise _older(name, version, where)
    return version


def _older(name: str, version: int, where: int) -> SessionFileError:
    if version in MIGRATIONS:
        return SessionFileError(name, message(N_(
            "written in the older session format {version}; run `jass-slate migrate` "
            "to bring it to format {format} (it keeps a copy of the old file)"),
            version=version, format=FORMAT), where)
    return SessionFileError(name, message(N_(
        "session format {version} was never written by jass-slate; "
        "this one reads format {format}"), version=version, format=FORMAT), where)


def _newer_format(version: int, writer: object) -> Message:
    if isinstance(writer, str) and writer:
        text = N_("written in session format {version} by a newer jass-slate; this one "
                  "({this_one}) reads format {format}: upgrade to {writer} or later to read "
                  "it; the file is left as it is")
    else:
        text = N_("written in session format {version} by a newer jass-slate; this one "
                  "({this_one}) reads format {format}: upgrade to a jass-slate that reads "
                  "format {version} to read it; the file is left as it is")
    return message(text, version=version, this_one=WRITTEN_BY, format=FORMAT, writer=writer)


def check_game(name: str, doc: dict[str, Any], lines: Sequence[str], version: int) -> str:
    """The game the file holds: its `game` key, or the first game in a format without one."""
    if version in READ_AS_IS:
        return first_game()
    game = doc.get("game")
    where = key_line(lines, "game") or _format_line(lines)
    if game is None:
        raise SessionFileError(name, message(NO_GAME, game=first_game()), where)
    if game not in KEPT:
        raise SessionFileError(name, message(UNKNOWN_GAME, game=game, games=", ".join(KEPT)),
                               where)
    return str(game)


def game_name(game: str) -> str:
    """A game's name as players say it: its key capitalised."""
    return game.capitalize()


NO_GAME = N_('no `game = "{game}"` line: the file does not say which game it holds')
UNKNOWN_GAME = N_("the file holds the game {game!r}, which this jass-slate does not keep "
                  "(it keeps {games})")


def check_summary(name: str, doc: dict[str, Any], lines: Sequence[str],
                  replayed: dict[str, Any], later: Collection[str] = ()) -> None:
    """A summary written for human eyes is checked against the replay, never trusted.

    Its figures are compared only when this version of jass-slate wrote it: another
    version may have scored a rule differently (0.1.0 dropped Weis after the tricks in
    some `claim_order`s), and the replay is the truth; the next write corrects it. A
    summary without the `later` figures (a game's figures written only from its first
    event on, or kept only since some version) is compared in those it has."""
    written = doc.get("summary")
    if written is None:
        return
    if isinstance(written, dict):
        missing = next((key for key in replayed if key not in written and key not in later),
                       None)
        if missing is not None:
            raise SessionFileError(name, message(N_(
                "[summary] has no {key} line: was the file cut short? Correct it or "
                "delete the [summary] table"), key=missing), end_line(lines))
    if doc.get("written_by") != WRITTEN_BY and isinstance(written, dict):
        return
    for key, value in (written.items() if isinstance(written, dict) else [("summary", written)]):
        if replayed.get(key) != value:
            raise SessionFileError(
                name,
                message(N_("[summary] says {key} = {written!r} but the events replay to "
                           "{replayed!r}: correct the events or delete the [summary] table"),
                        key=key, written=value, replayed=replayed.get(key)),
                key_line(lines, key, "[summary]") or table_line(lines, "[summary]"),
            )


def head_document(name: str, data: bytes) -> tuple[dict[str, Any], list[str]] | None:
    """The TOML document and lines of the file's head, read from its bytes before the
    `[record]` line (the record is not read); None where there is no such line, in a file
    not laid out as jass-slate writes it. A head that is not TOML raises its
    SessionFileError."""
    cut = data.find(RECORD_TABLE)
    return None if cut < 0 else read_document(name, data[: cut + 1])
