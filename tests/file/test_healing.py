"""The file layer's half of a snapshot that heals itself (file/healing.py), for any game:
the bytes a game gives are written beside the session file only when the file still
holds what was read, under a free lock, in a place of ours, never through a link."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from jass_slate.file.healing import heal, healable
from jass_slate.file.lock import leftover_names, locked

READ = b"format = 2\n# the bytes a read replayed\n"


@pytest.fixture
def session(tmp_path: Path) -> Path:
    path = tmp_path / "jass.toml"
    path.write_bytes(READ)
    return path


def kept(path: Path) -> Path:
    return path.with_name(f".{path.name}.slate")


def test_the_game_s_bytes_are_written_beside_the_file(session: Path) -> None:
    assert heal(session, kept(session), READ, lambda: b"{}")
    assert kept(session).read_bytes() == b"{}"
    assert session.read_bytes() == READ
    assert not [p for p in session.parent.iterdir() if leftover_names(session).fullmatch(p.name)]


def test_nothing_when_the_game_gives_none(session: Path) -> None:
    assert not heal(session, kept(session), READ, lambda: None)
    assert not kept(session).exists()


def test_nothing_when_the_file_changed_since_it_was_read(session: Path) -> None:
    asked: list[int] = []

    def fresh() -> bytes:
        asked.append(1)
        return b"{}"

    assert not heal(session, kept(session), READ + b"# a hand written meanwhile\n", fresh)
    assert asked == [] and not kept(session).exists()


def test_nothing_while_another_holds_the_lock(session: Path) -> None:
    with locked(session):
        assert not heal(session, kept(session), READ, lambda: b"{}")
    assert not kept(session).exists()


def test_nothing_for_a_read_only_file_and_it_stays_read_only(session: Path) -> None:
    session.chmod(0o444)
    assert not healable(session, kept(session))
    assert not heal(session, kept(session), READ, lambda: b"{}")
    assert os.stat(session).st_mode & 0o777 == 0o444
    assert sorted(p.name for p in session.parent.iterdir()) == ["jass.toml"]  # no lock file


def test_nothing_in_a_read_only_folder(session: Path) -> None:
    session.parent.chmod(0o555)
    try:
        assert not heal(session, kept(session), READ, lambda: b"{}")
    finally:
        session.parent.chmod(0o755)
    assert not kept(session).exists()


def test_nothing_through_a_link_to_the_file_or_in_the_snapshot_s_place(
        session: Path, tmp_path: Path) -> None:
    link = tmp_path / "link.toml"
    link.symlink_to(session)
    assert not heal(link, kept(link), READ, lambda: b"{}")
    victim = tmp_path / "victim"
    victim.write_text("mine")
    kept(session).symlink_to(victim)
    assert not heal(session, kept(session), READ, lambda: b"{}")
    assert victim.read_text() == "mine" and kept(session).is_symlink()


def test_nothing_for_a_file_with_two_names(session: Path, tmp_path: Path) -> None:
    os.link(session, tmp_path / "other.toml")
    assert not heal(session, kept(session), READ, lambda: b"{}")


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0,
                    reason="giving a file to another user needs root")
@pytest.mark.parametrize("whose", ["file", "folder", "snapshot"])
def test_nothing_where_another_user_owns_the_file_its_folder_or_the_snapshot(
        session: Path, whose: str) -> None:
    kept(session).write_bytes(b"old")
    given = {"file": session, "folder": session.parent, "snapshot": kept(session)}[whose]
    os.chown(given, 4243, -1)
    try:
        assert not heal(session, kept(session), READ, lambda: b"{}")
    finally:
        os.chown(given, 0, -1)
    assert kept(session).read_bytes() == b"old"
