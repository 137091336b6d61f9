"""The session layer's own pieces: the game key and format 1, the session path, the
lock's platform branch, and `check`'s problems as values."""

from __future__ import annotations

import errno
import os
import re
import types
from pathlib import Path

import pytest

from benchmarks.stress import hand_args, leftovers, new_session
from jass_slate.core.errors import SessionFileError
from jass_slate.file import lock
from jass_slate.file.head import FORMAT
from jass_slate.file.path import DEFAULT_FILE, FILE_VARIABLE, session_path
from jass_slate.games.schieber.file.check import check_file
from jass_slate.games.schieber.file.head import GAME
from jass_slate.games.schieber.file.session import load
from jass_slate.language import i18n
from tests.cli_tools import one_line, run


@pytest.fixture
def session(session_file: Path) -> Path:
    new_session(session_file, hands=3)
    return session_file


def as_format_1(text: str) -> str:
    """The file as jass-slate wrote format 1: no game key."""
    return text.replace(f"format = {FORMAT}\n", "format = 1\n").replace(
        f'game = "{GAME}"\n', "")


# --- the game key, and format 1 --------------------------------------------------------


def test_a_new_file_says_which_game_it_holds(session: Path) -> None:
    text = session.read_text(encoding="utf-8")
    assert f"\nformat = {FORMAT}\ngame = \"schieber\"\n" in text
    assert load(session).game == "schieber"


def test_a_format_1_file_is_read_as_schieber_and_checked_sound(session: Path) -> None:
    shown = run("show").stdout
    session.write_text(as_format_1(session.read_text(encoding="utf-8")), encoding="utf-8")
    assert run("show").stdout == shown
    assert check_file(session) == []
    assert load(session).game == "schieber"


def test_a_format_1_file_is_written_in_format_1_until_migrate(session: Path) -> None:
    session.write_text(as_format_1(session.read_text(encoding="utf-8")), encoding="utf-8")
    assert run(*hand_args(3)).exit_code == 0
    old = session.read_text(encoding="utf-8")
    assert "\nformat = 1\n" in old and 'game = "' not in old
    assert leftovers(session.parent) == []
    assert run("migrate").exit_code == 0
    assert session.with_name("jass.toml.format-1.bak").read_text(encoding="utf-8") == old
    assert 'game = "schieber"' in session.read_text(encoding="utf-8")
    assert run(*hand_args(4)).exit_code == 0
    assert len(load(session).scorer.hands) == 5


@pytest.mark.parametrize(("edit", "said"), [
    (lambda text: text.replace('game = "schieber"\n', ""), "which game it holds"),
    (lambda text: text.replace('game = "schieber"', 'game = "chess"'), "'chess'"),
])
def test_a_file_without_a_game_it_keeps_is_refused_with_its_line(session: Path, edit: object,
                                                                  said: str) -> None:
    assert callable(edit)
    session.write_text(edit(session.read_text(encoding="utf-8")), encoding="utf-8")
    with pytest.raises(SessionFileError, match=said) as raised:
        load(session)
    assert raised.value.line is not None
    assert run("show").exit_code == 3


@pytest.mark.parametrize("command", [["claim", "1"], ["weis", "1=50", "--stoeck", "2"],
                                     ["call", "40", "25", "30", "50"], ["start", "hearts"]])
def test_a_command_of_another_game_is_refused_in_one_line(session: Path,
                                                          command: list[str]) -> None:
    """A Coiffeur file meets a Schieber command (and a Schieber file a Differenzler one):
    exit 1 and one line naming the session's game, whatever was typed after it; nothing
    is read or written."""
    if command[0] != "call":
        session.write_text(session.read_text(encoding="utf-8").replace(
            'game = "schieber"', 'game = "coiffeur"'), encoding="utf-8")
    before = session.read_bytes()
    result = run(*command)
    assert result.exit_code == 1, result.output
    said = one_line(result)
    assert f"`{command[0]}` is not a command of " in said
    assert ("Coiffeur" if command[0] != "call" else "Schieber") in said
    assert session.read_bytes() == before


def test_a_schieber_load_of_another_games_file_is_refused(session: Path) -> None:
    from jass_slate.core.errors import RuleError

    session.write_text(session.read_text(encoding="utf-8").replace(
        'game = "schieber"', 'game = "differenzler"'), encoding="utf-8")
    with pytest.raises(RuleError, match="holds a Differenzler game, not Schieber"):
        load(session)


# --- the session path ------------------------------------------------------------------


def test_the_session_path_is_the_one_given_then_the_variable_then_jass_toml() -> None:
    assert session_path(Path("a.toml"), {FILE_VARIABLE: "b.toml"}) == Path("a.toml")
    assert session_path(None, {FILE_VARIABLE: "b.toml"}) == Path("b.toml")
    assert session_path(None, {FILE_VARIABLE: ""}) == Path(DEFAULT_FILE)
    assert session_path(None, {}) == Path("jass.toml")


# --- the lock's platform branch --------------------------------------------------------


class FakeMsvcrt(types.ModuleType):
    """Windows' msvcrt, as far as the lock uses it: one byte range locked per file."""

    LK_NBLCK = 2

    def __init__(self) -> None:
        super().__init__("msvcrt")
        self.held: dict[tuple[int, int], int] = {}  # (device, inode) and offset: holder fd
        self.calls: list[tuple[int, int]] = []

    def locking(self, fd: int, mode: int, size: int) -> None:
        assert mode == self.LK_NBLCK and size == 1
        info = os.fstat(fd)
        where = ((info.st_dev, info.st_ino), os.lseek(fd, 0, os.SEEK_CUR))
        self.calls.append((fd, where[1]))
        holder = self.held.get(where[0])
        if holder is not None and holder != fd:
            raise OSError(errno.EACCES, "locked")
        self.held[where[0]] = fd


def test_windows_takes_the_lock_with_msvcrt(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    fake = FakeMsvcrt()
    monkeypatch.setitem(__import__("sys").modules, "msvcrt", fake)
    take = lock.lock_taker("win32")
    path = tmp_path / "jass.toml"
    path.write_text("x", encoding="utf-8")
    first, second = os.open(path, os.O_RDWR), os.open(path, os.O_RDWR)
    try:
        assert take(first) is True
        assert take(second) is False  # another holds it: wait and try again
        assert fake.calls == [(first, lock.WINDOWS_LOCKED_BYTE),
                              (second, lock.WINDOWS_LOCKED_BYTE)]
    finally:
        os.close(first)
        os.close(second)


def test_the_lock_is_chosen_by_the_platform(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(__import__("sys").modules, "msvcrt", FakeMsvcrt())
    assert lock.lock_taker("win32").__qualname__.startswith("_windows_taker")
    assert lock.lock_taker("linux").__qualname__.startswith("_posix_taker")


def test_a_writer_on_windows_waits_for_the_lock_then_gives_up(
        session: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = FakeMsvcrt()
    monkeypatch.setitem(__import__("sys").modules, "msvcrt", fake)
    monkeypatch.setattr(lock, "lock_taker", lambda: lock._windows_taker(fake))
    monkeypatch.setattr(lock, "LOCK_WAIT_SECONDS", 0.2)
    before = session.read_bytes()
    with lock.locked(session):
        result = run(*hand_args(3))
    assert result.exit_code == 3
    assert "another jass-slate" in one_line(result)
    assert session.read_bytes() == before
    fake.held.clear()
    assert run(*hand_args(3)).exit_code == 0


# --- check's problems as values --------------------------------------------------------


def test_checks_problems_have_a_line_and_say_themselves_in_english(session: Path) -> None:
    session.write_text(session.read_text(encoding="utf-8") + "\n[record\n", encoding="utf-8")
    with i18n.speaking("de"):
        problems = check_file(session)
    assert len(problems) == 1
    problem = problems[0]
    assert re.match(rf"{re.escape(str(session))}:{problem.line}: ", problem)
    assert problem.english().startswith(f"{session}:{problem.line}: not valid TOML")
    assert problem != problem.english()  # the text is German, the English is English


@pytest.mark.parametrize("new", [
    ["new", "--game", "coiffeur", "--team", "Anna & Beat", "--team", "Cla & Dora"],
    ["new", "--game", "differenzler", "--players", "Anna,Beat,Cla,Dora"],
])
def test_migrate_checks_another_games_current_file_and_leaves_it(session_file: Path,
                                                                 new: list[str]) -> None:
    assert run(*new).exit_code == 0
    before = session_file.read_bytes()
    result = run("migrate")
    assert result.exit_code == 0, result.output
    assert "already" in result.stdout and session_file.read_bytes() == before
    session_file.write_text(session_file.read_text(encoding="utf-8").replace(
        "[summary]", "[summary]\nhands = 7"), encoding="utf-8")  # a broken head: refused
    assert run("migrate").exit_code == 3


def test_a_typo_in_another_games_session_is_a_usage_error_with_its_own_commands(
        session_file: Path) -> None:
    assert run("new", "--game", "coiffeur", "--team", "A & B", "--team", "C & D").exit_code == 0
    result = run("hnd", "3")
    assert result.exit_code == 2
    assert "No such command 'hnd'. Did you mean 'hand'?" in result.stderr
    assert "Did you mean 'claim'" not in run("clam").stderr  # not a Coiffeur command
