"""The snapshot heals itself: a read that finds none to resume from (none, one that covers
other bytes, a file edited by hand) writes a fresh one under the lock, from which the
next read resumes to exactly what the whole record replays to; never where the file or
its folder is not ours or not writable, never through a link, never over a snapshot that
covers the file with another slate; a read-only copy stays read-only and still reads."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from jass_slate.core.lazy_sequence import LazySequence
from jass_slate.file.lock import locked
from jass_slate.games.schieber.file.check import check_file
from jass_slate.games.schieber.file.session import load
from tests.cli.test_benchmark_files import sessions
from tests.games.schieber.test_snapshot import (
    everything,
    resumed,
    season,  # noqa: F401 - the fixture
    snapshot_file,
    whole,
)

READERS = (["show", "--json"], ["history", "--json"], ["export", "--format", "json"],
           ["stats", "--json"], ["show"])


def read_whole(path: Path) -> bool:
    """Whether a command's read of the file replayed it whole (found no snapshot to use)."""
    return not isinstance(load(path).entries, LazySequence)


@pytest.mark.parametrize("args", READERS)
def test_a_read_that_finds_no_snapshot_writes_one_the_next_read_resumes_from(
        season: Path, args: list[str]) -> None:  # noqa: F811
    from tests.cli_tools import run

    said = run("-f", str(season), *args)
    snapshot_file(season).unlink()
    again = run("-f", str(season), *args)
    assert again.exit_code == said.exit_code == 0, again.output
    assert again.output == said.output  # the same words, with or without it
    assert snapshot_file(season).exists()
    assert stat.S_IMODE(snapshot_file(season).stat().st_mode) & 0o022 == 0
    assert everything(resumed(season)) == everything(whole(season))
    assert [p.name for p in season.parent.iterdir() if p.name.endswith(".tmp")] == []


@pytest.mark.parametrize("how", ["other hash", "fewer lines", "not json", "other version"])
def test_a_stale_snapshot_is_replaced_by_the_first_read(season: Path, how: str  # noqa: F811
                                                        ) -> None:
    kept = snapshot_file(season)
    found = json.loads(kept.read_text())
    if how == "other hash":
        found["blake2b"] = "0" * 64
    elif how == "fewer lines":
        found["bytes"] -= 10
    elif how == "other version":
        found["written_by"] = "jass-slate 0.1.0"
    planted = "{" if how == "not json" else json.dumps(found)
    kept.write_text(planted)
    assert read_whole(season)  # this read finds it stale, and writes a fresh one
    assert kept.read_text() != planted
    assert not read_whole(season)
    assert everything(resumed(season)) == everything(whole(season))


def test_a_file_edited_by_hand_gets_a_snapshot_of_what_it_now_holds(
        season: Path) -> None:  # noqa: F811
    text = season.read_text(encoding="utf-8")
    edited = f"# looked at by hand\n{text}"  # the bytes the snapshot covers moved
    season.write_text(edited, encoding="utf-8")
    assert read_whole(season)
    assert not read_whole(season)
    assert everything(resumed(season)) == everything(whole(season))
    assert season.read_text(encoding="utf-8") == edited  # the file itself untouched


def test_a_read_only_copy_stays_read_only_and_still_reads(season: Path) -> None:  # noqa: F811
    snapshot_file(season).unlink()
    truth = everything(whole(season))
    season.chmod(0o444)
    folder = sorted(p.name for p in season.parent.iterdir())
    assert everything(load(season)) == truth
    assert read_whole(season)  # nothing written: every read replays it whole
    assert stat.S_IMODE(season.stat().st_mode) == 0o444
    assert sorted(p.name for p in season.parent.iterdir()) == folder  # no lock file either
    checked = check_file(season)
    assert checked == [] and checked.snapshot == "none"


def test_a_file_in_a_read_only_folder_still_reads(season: Path) -> None:  # noqa: F811
    snapshot_file(season).unlink()
    truth = everything(whole(season))
    season.parent.chmod(0o555)
    try:
        assert everything(load(season)) == truth
        assert not snapshot_file(season).exists()
    finally:
        season.parent.chmod(0o755)


def test_a_file_read_through_a_link_is_not_healed(season: Path, tmp_path: Path  # noqa: F811
                                                  ) -> None:
    snapshot_file(season).unlink()
    link = tmp_path / "link.toml"
    link.symlink_to(season)
    assert everything(load(link)) == everything(whole(season))
    assert not snapshot_file(season).exists()
    assert not snapshot_file(link).exists()


def test_a_link_in_the_snapshot_s_place_is_left_alone(season: Path, tmp_path: Path  # noqa: F811
                                                      ) -> None:
    victim = tmp_path / "victim"
    victim.write_text("mine")
    snapshot_file(season).unlink()
    snapshot_file(season).symlink_to(victim)
    assert read_whole(season)
    assert snapshot_file(season).is_symlink()
    assert victim.read_text() == "mine"


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0,
                    reason="giving a file to another user needs root")
@pytest.mark.parametrize("whose", ["file", "folder", "snapshot"])
def test_another_user_s_file_or_folder_gets_no_snapshot(season: Path, whose: str  # noqa: F811
                                                        ) -> None:
    kept = snapshot_file(season)
    if whose == "snapshot":
        kept.write_text("{")
    else:
        kept.unlink()
    before = kept.read_bytes() if kept.exists() else None
    given = {"file": season, "folder": season.parent, "snapshot": kept}[whose]
    os.chown(given, 4243, -1)
    try:
        assert everything(load(season)) == everything(whole(season))
        assert (kept.read_bytes() if kept.exists() else None) == before
    finally:
        os.chown(given, 0, -1)


def test_a_read_while_a_writer_holds_the_lock_writes_none(season: Path) -> None:  # noqa: F811
    snapshot_file(season).unlink()
    with locked(season):
        assert everything(load(season)) == everything(whole(season))
    assert not snapshot_file(season).exists()
    assert read_whole(season)  # the next read, the lock free, heals it
    assert not read_whole(season)


def test_check_heals_it_and_says_so(season: Path) -> None:  # noqa: F811
    from tests.cli_tools import run

    snapshot_file(season).unlink()
    said = run("-f", str(season), "check", "--json")
    assert said.exit_code == 0, said.output
    assert json.loads(said.stdout)["snapshot"] == "written"
    assert json.loads(run("-f", str(season), "check", "--json").stdout)["snapshot"] \
        == "agrees"
    assert check_file(season).snapshot == "agrees"
    plain = run("-f", str(season), "check")
    assert plain.stdout == f"{season}: sound.\n" and plain.stderr == ""


@pytest.mark.parametrize(("seed", "players", "pack", "hands"), [
    (3, 4, "normal", 180), (11, 4, "normal", 95), (5, 6, "normal", 140), (8, 4, "double", 120)])
def test_a_healed_snapshot_resumes_to_what_the_whole_record_replays_to(
        tmp_path: Path, seed: int, players: int, pack: str, hands: int) -> None:
    """Seasons with undos, fixes, claims, corrections and renames, six players and the
    double pack, cut off at any game: the snapshot a read writes gives every reader
    exactly the whole replay, and a write after it goes on from it."""
    path = tmp_path / "jass.toml"
    sessions.write_session(path, hands, seed=seed, players=players, pack=pack)
    snapshot_file(path).unlink()
    truth = everything(whole(path))
    assert everything(load(path)) == truth  # read whole, and healed
    assert everything(resumed(path)) == truth
    from tests.cli_tools import run

    done = run("-f", str(path), "hand", "hearts", "--points", "1=100")
    assert done.exit_code == 0, done.output
    assert everything(resumed(path)) == everything(whole(path))
