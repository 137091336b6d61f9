"""The checked snapshot beside a session file: a command resumed from it sees exactly what a
replay of the whole record gives, it reads only the current games, and a snapshot that
does not cover the file, or is not to be trusted, is never used."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from jass_slate.core.errors import RuleError
from jass_slate.core.lazy_sequence import LazySequence
from jass_slate.core.undo import Undo
from jass_slate.file import snapshot
from jass_slate.file.head import WRITTEN_BY
from jass_slate.file.snapshot import Hashed
from jass_slate.games.schieber.file.check import check_file
from jass_slate.games.schieber.file.head import summary
from jass_slate.games.schieber.file.session import (
    Session,
    create,
    editing,
    load,
    parse_session,
    save,
)
from jass_slate.games.schieber.report.corrections import correction_data, rename_data
from jass_slate.games.schieber.report.data import history_data, show_data
from jass_slate.games.schieber.report.evening import game_time_line
from jass_slate.games.schieber.report.sentences import hand_sentence
from jass_slate.games.schieber.scoring.events import Entry, Fix
from tests.cli.test_benchmark_files import sessions

session_events, write_session = sessions.session_events, sessions.write_session


def whole(path: Path) -> Session:
    """The truth: the file read and replayed whole, no snapshot looked at."""
    return parse_session(str(path), path.read_bytes())


def resumed(path: Path) -> Session:
    """The file as a command reads it, which must have resumed from the snapshot."""
    session = load(path)
    assert isinstance(session.entries, LazySequence), "not resumed from the snapshot"
    return session


def current(session: Session) -> dict[str, Any]:
    """What the commands about the current game read: nothing before its mark."""
    scorer = session.scorer
    said = {"show": show_data(scorer), "summary": summary(scorer),
            "time": game_time_line(scorer, session.created),
            "last": None if not scorer.hands else hand_sentence(scorer.hands[-1], scorer),
            "open": scorer.open, "next": scorer.next_deal(), "teams": scorer.teams,
            "entries": len(session.entries)}
    return said


def everything(session: Session) -> dict[str, Any]:
    """Every hand, game, correction and rename of the season, and the record."""
    scorer = session.scorer
    return {**current(session), "history": history_data(scorer), "games": list(scorer.games),
            "hands": list(scorer.hands),
            "corrections": [correction_data(c) for c in scorer.corrections],
            "renames": [rename_data(r) for r in scorer.renames],
            "dealt": scorer.dealt, "first_seat": scorer.first_seat,
            "began_at": scorer.began_at, "record": list(session.entries)}


def new_file(path: Path, seed: int, players: int = 4, pack: str = "normal") -> list[Entry]:
    """An empty session of the generated table's rules and teams, and its events to come."""
    table = session_events(0, seed, players, pack)
    create(path, table.rules, table.teams, force=True)
    entries: list[Entry] = session_events(90 if players == 4 else 50, seed, players,
                                          pack).entries
    return entries


def record(path: Path, entry: Entry) -> None:
    with editing(path) as session:
        session.record(entry.event)
        save(session)


@pytest.mark.parametrize(("seed", "players", "pack"), [
    (3, 4, "normal"), (11, 4, "normal"), (5, 6, "normal"), (8, 4, "double")])
def test_every_write_resumes_to_what_the_whole_record_replays_to(
        tmp_path: Path, seed: int, players: int, pack: str) -> None:
    path = tmp_path / "jass.toml"
    entries = new_file(path, seed, players, pack)
    assert any(isinstance(e.event, Undo) for e in entries)
    assert any(isinstance(e.event, Fix) for e in entries)
    resumes = 0
    for step, entry in enumerate(entries):
        record(path, entry)
        truth = whole(path)
        got = resumed(path)
        resumes += 1
        assert current(got) == current(truth), step
        assert not got.scorer.hands.fetched or got.scorer.hands.before == 0, \
            "the current game's commands read a hand before the mark"
        if step % 15 == 0 or step == len(entries) - 1:
            assert everything(got) == everything(truth), step
    assert resumes == len(entries)


def test_the_lines_another_writer_added_after_the_snapshot_are_applied(tmp_path: Path) -> None:
    path = tmp_path / "jass.toml"
    entries = new_file(path, 4)
    plain = [e for e in entries if not isinstance(e.event, Undo | Fix)]
    for entry in plain[:40]:
        record(path, entry)
    kept = snapshot_file(path).read_bytes()
    for entry in plain[40:60]:
        record(path, entry)
    snapshot_file(path).write_bytes(kept)  # as if these writes had left no snapshot
    got, truth = resumed(path), whole(path)
    assert everything(got) == everything(truth)
    assert len(got.entries) == len(truth.entries) == 60


def snapshot_file(path: Path) -> Path:
    return path.with_name(f".{path.name}.slate")


@pytest.fixture
def season(tmp_path: Path) -> Path:
    path = tmp_path / "jass.toml"
    write_session(path, 300, seed=6)
    assert snapshot_file(path).exists()
    return path


def test_a_file_edited_by_hand_is_read_whole(season: Path) -> None:
    text = season.read_text(encoding="utf-8")
    first = text.index("points=") + len("points=")
    a, b = text[first:].split(" ")[0].split(":")[:2]
    edited = f"{text[:first]}{b}:{a}{text[first + len(a) + len(b) + 1:]}"  # hand 1 swapped
    truth_bytes = edited.encode("utf-8")
    season.write_bytes(truth_bytes)
    try:
        truth = whole(season)
    except Exception as error:  # the swap broke the summary or a rule: read whole, refused
        with pytest.raises(type(error)):
            load(season)
        return
    got = load(season)
    assert not isinstance(got.entries, LazySequence)
    assert everything(got) == everything(truth)


@pytest.mark.parametrize("how", ["other hash", "fewer bytes", "other version", "not json",
                                 "another format", "bytes past the end"])
def test_a_snapshot_that_does_not_cover_the_file_is_not_used(season: Path, how: str) -> None:
    kept = snapshot_file(season)
    found = json.loads(kept.read_text())
    if how == "other hash":
        found["blake2b"] = "0" * 64
    elif how == "fewer bytes":
        found["bytes"] -= 10
    elif how == "other version":
        found["written_by"] = "jass-slate 0.1.0"
    elif how == "another format":
        found["snapshot"] += 1
    elif how == "bytes past the end":
        found["bytes"] = len(season.read_bytes()) + 1
    kept.write_text("{" if how == "not json" else json.dumps(found))
    got = load(season)
    assert not isinstance(got.entries, LazySequence)
    assert everything(got) == everything(whole(season))


def test_a_snapshot_others_may_write_or_a_link_is_not_used(season: Path, tmp_path: Path) -> None:
    kept = snapshot_file(season)
    kept.chmod(0o666)
    assert not isinstance(load(season).entries, LazySequence)
    kept.chmod(0o600)
    assert isinstance(load(season).entries, LazySequence)
    elsewhere = tmp_path / "elsewhere.slate"
    os.replace(kept, elsewhere)
    kept.symlink_to(elsewhere)
    assert not isinstance(load(season).entries, LazySequence)


def test_a_write_replaces_a_planted_link_and_never_writes_through_it(season: Path,
                                                                    tmp_path: Path) -> None:
    victim = tmp_path / "victim"
    victim.write_text("mine")
    kept = snapshot_file(season)
    kept.unlink()
    kept.symlink_to(victim)
    entries = session_events(301, seed=6).entries
    record(season, entries[-1])
    assert victim.read_text() == "mine"
    assert not kept.is_symlink()
    assert isinstance(load(season).entries, LazySequence)


def test_deleting_the_snapshot_changes_nothing_but_speed(season: Path) -> None:
    got = everything(resumed(season))
    snapshot_file(season).unlink()
    assert everything(load(season)) == got == everything(whole(season))


def test_a_refused_event_writes_no_snapshot(season: Path) -> None:
    kept = snapshot_file(season).read_bytes()
    before = season.read_bytes()
    with pytest.raises(RuleError), editing(season) as session:
        session.record(Undo())
        session.record(Fix(999, session_events(1, seed=6).entries[0].event))
    assert season.read_bytes() == before
    assert snapshot_file(season).read_bytes() == kept


def test_a_snapshot_holds_the_current_games_and_not_the_season(season: Path) -> None:
    found = json.loads(snapshot_file(season).read_text())
    session = whole(season)
    assert found["lines"] == len(session.entries)
    assert found["bytes"] == season.read_bytes().index(b"\n]\n\n[summary]") + 1
    assert found["mark"]["hands"] > 200  # the hands before the mark are counted, not kept
    assert len(found["order"]) < 150  # the order of what stands: six games' events
    assert Hashed(season.read_bytes(), found["bytes"]).of(
        season.read_bytes(), found["bytes"]) == found["blake2b"]


def test_check_says_whether_the_snapshot_agrees_with_the_record(season: Path) -> None:
    assert check_file(season).snapshot == "agrees"
    found = json.loads(snapshot_file(season).read_text())
    found["blake2b"] = "0" * 64
    snapshot_file(season).write_text(json.dumps(found))
    season.chmod(0o444)  # a read-only copy: nothing heals it (test_snapshot_heals.py)
    assert check_file(season).snapshot == "not used"
    snapshot_file(season).write_text("{")  # not JSON: not used either
    assert check_file(season).snapshot == "not used"
    snapshot_file(season).unlink()
    assert check_file(season).snapshot == "none"
    season.chmod(0o644)  # now check writes a fresh one, and says so
    assert check_file(season).snapshot == "written"
    assert check_file(season).snapshot == "agrees"


def _another_dealer(found: dict[str, Any]) -> None:
    found["mark"]["dealt"] += 1  # the deal one seat on


def _other_names(found: dict[str, Any]) -> None:
    found["mark"]["teams"]["names"] = ["Eve & Mallory", "Cla & Dora"]


def _another_evening(found: dict[str, Any]) -> None:
    found["mark"]["began_at"] = "2025-09-05T12:00:00+02:00"  # seven hours longer


def _another_game_before(found: dict[str, Any]) -> None:
    found["mark"]["running"][1][0] += 100  # the decided game before the current ones


PLANTED = {"another dealer": _another_dealer, "other team names": _other_names,
           "another evening": _another_evening, "another game before": _another_game_before}
READERS = (["show", "--more"], ["show", "--json"], ["history"], ["history", "--json"],
           ["history", "--games"])


@pytest.mark.parametrize("planted", PLANTED)
def test_a_snapshot_that_covers_the_file_with_another_slate_is_never_used(
        season: Path, planted: str) -> None:
    """A snapshot that covers the file's bytes but gives another slate than the file's own
    summary says (only someone who may write as you can plant one): every reader shows
    the record's slate, `check` finds it, and the next write replaces it with one that
    agrees, never derived from it."""
    from tests.cli_tools import run

    truth = [run("-f", str(season), *args).output for args in READERS]
    found = json.loads(snapshot_file(season).read_text())
    PLANTED[planted](found)
    snapshot_file(season).write_text(json.dumps(found))
    assert [run("-f", str(season), *args).output for args in READERS] == truth
    assert not isinstance(load(season).entries, LazySequence)  # read whole
    problems = check_file(season)
    assert problems.snapshot == "disagrees"
    assert problems == [f"{season}: its snapshot {snapshot_file(season)} covers the file but "
                        "holds another slate than the record replays to: delete it (the next "
                        "write makes a new one)"]
    record(season, session_events(301, seed=6).entries[-1])
    assert check_file(season).snapshot == "agrees"
    assert everything(resumed(season)) == everything(whole(season))


def test_a_summary_without_the_slate_s_figures_uses_no_snapshot(season: Path) -> None:
    """A summary written before it said the teams, the deal and the rest (by an older
    jass-slate) says too little to trust a snapshot by: the file is read whole, and the
    next write says them all again. (A summary of this version cut short is a problem:
    tests/file/test_append.py.)"""
    text = season.read_text(encoding="utf-8").replace(f'"{WRITTEN_BY}"', '"jass-slate 0.1.0"')
    season.write_text(text[: text.index("teams = [", text.index("[summary]"))],
                      encoding="utf-8")
    assert check_file(season) == []
    assert not isinstance(load(season).entries, LazySequence)
    record(season, session_events(301, seed=6).entries[-1])
    assert "\nslate = " in season.read_text(encoding="utf-8")
    assert isinstance(load(season).entries, LazySequence)


@pytest.mark.parametrize("args", [["show", "--more"], ["show", "--json"], ["history"],
                                  ["history", "--game", "2"], ["history", "--all"],
                                  ["weis-check", "♥9-Q"]])
def test_a_command_says_the_same_with_the_snapshot_and_without(season: Path,
                                                               args: list[str]) -> None:
    from tests.cli_tools import run

    with_it = run("-f", str(season), *args)
    snapshot_file(season).unlink()
    without = run("-f", str(season), *args)
    assert with_it.exit_code == without.exit_code == 0, with_it.output
    assert with_it.output == without.output


@pytest.mark.parametrize("args", [
    ["show", "--more"], ["history"], ["undo"], ["hand", "hearts", "--points", "1=100"],
    ["start", "hearts"], ["OPEN", "weis", "1", "20"], ["OPEN", "stoeck", "1"],
    ["OPEN", "weis", "1", "20", "--json"], ["OPEN", "trick", "♥6", "♥7", "♥8", "♥9"],
    ["OPEN", "tricks", "--points", "1=100"], ["OPEN", "weis-check"]])
def test_the_commands_about_the_current_games_read_no_hand_before_the_mark(
        season: Path, args: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    from jass_slate.core import lazy_sequence as lazy
    from jass_slate.games.schieber.commands.reading import RECENT_GAMES
    from jass_slate.games.schieber.scoring.course import CHECKPOINTS
    from tests.cli_tools import run

    assert CHECKPOINTS > RECENT_GAMES  # history's games are held, and the hand before them

    def refused(self: lazy.Earlier[Any]) -> None:
        raise AssertionError("a hand or a game before the snapshot's mark was read")

    if args[0] == "OPEN":  # on a hand started (weis-check: its players' cards)
        assert run("-f", str(season), "start", "hearts").exit_code == 0
        args = [*args[1:], *(["♥9-Q"] if args[1:] == ["weis-check"] else [])]
    monkeypatch.setattr(lazy.Earlier, "items", refused)
    done = run("-f", str(season), *args)
    assert done.exit_code == 0, done.output


def test_a_snapshot_that_cannot_be_written_leaves_the_hand_written(
        season: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The session file is written first; a snapshot is only for speed: a folder that
    refuses it (full, read-only) costs the next command a whole replay, not the hand."""
    def full(path: Path, data: bytes) -> None:
        raise OSError(28, "No space left on device")

    kept = snapshot_file(season).read_bytes()
    lines = len(whole(season).entries)
    monkeypatch.setattr(snapshot, "replace_snapshot", full)
    record(season, session_events(301, seed=6).entries[-1])
    monkeypatch.undo()
    assert len(whole(season).entries) == lines + 1
    assert snapshot_file(season).read_bytes() == kept  # the old one, covering fewer lines
    assert everything(load(season)) == everything(whole(season))


def test_a_snapshot_write_that_fails_leaves_no_temporary_file(
        season: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real_replace = os.replace

    def full(source: str, target: str | Path) -> None:
        if str(target).endswith(".slate"):
            raise OSError(28, "No space left on device")
        real_replace(source, target)

    kept = snapshot_file(season).read_bytes()
    monkeypatch.setattr(os, "replace", full)
    record(season, session_events(301, seed=6).entries[-1])
    monkeypatch.undo()
    assert snapshot_file(season).read_bytes() == kept
    assert sorted(p.name for p in season.parent.iterdir()) == [
        ".jass.toml.lock", ".jass.toml.slate", "jass.toml"]


# --- another user's snapshot in a shared folder --------------------------------------------


@pytest.fixture
def shared(season: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, int]:
    """The season in a shared, sticky folder (as /tmp), as seen by a user the snapshot
    beside it does not belong to, whose writes the system refuses to rename over it."""
    from jass_slate.file import permissions

    season.parent.chmod(0o1777)
    owner = snapshot_file(season).stat().st_uid
    monkeypatch.setattr(permissions, "my_uid", lambda: owner + 4242)
    real_replace = os.replace

    def sticky(source: str, target: str | Path) -> None:
        if str(target).endswith(".slate"):
            raise PermissionError(1, "Operation not permitted")  # the kernel's sticky rule
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", sticky)
    return season, owner


def foreign_note(season: Path, owner: int) -> str:
    return (f"jass-slate: {snapshot_file(season)} belongs to another user (uid {owner}), and "
            f"in this shared folder only they may replace it: {season} keeps no snapshot, "
            "and every command reads its whole record, until they delete it")


def test_another_user_s_snapshot_in_a_shared_folder_is_told_once(
        shared: tuple[Path, int]) -> None:
    from tests.cli_tools import run

    season, owner = shared
    kept = snapshot_file(season).read_bytes()
    lines = len(whole(season).entries)
    done = run("-f", str(season), "hand", "hearts", "--points", "1=100")
    assert done.exit_code == 0, done.output
    assert done.stderr == foreign_note(season, owner) + "\n"  # once, though the hand is in
    assert len(whole(season).entries) == lines + 1
    assert snapshot_file(season).read_bytes() == kept
    assert run("-f", str(season), "show").stderr == ""  # a read changes nothing: not told
    checked = run("-f", str(season), "check")
    assert checked.exit_code == 0  # the file is sound
    assert checked.stdout == f"{season}: sound.\n"
    assert checked.stderr == foreign_note(season, owner) + "\n"
    said = json.loads(run("-f", str(season), "check", "--json").stdout)
    assert said["sound"] is True and said["snapshot"] == "another user's"
    assert said["notes"] == [foreign_note(season, owner).removeprefix("jass-slate: ")]


def test_another_user_s_snapshot_is_told_in_german(shared: tuple[Path, int]) -> None:
    from tests.cli_tools import run

    season, owner = shared
    checked = run("--lang", "de", "-f", str(season), "check")
    assert checked.exit_code == 0
    assert checked.stderr == (
        f"jass-slate: der Schnappschuss {snapshot_file(season)} gehört einem anderen Benutzer "
        f"(uid {owner}), und in diesem geteilten Ordner darf nur dieser ihn ersetzen: {season} "
        "behält keinen Schnappschuss, und jeder Befehl liest die ganze Aufzeichnung, bis "
        "dieser Benutzer ihn löscht\n")


NOBODY, SOMEONE = 65534, 4243  # the user who keeps the session, and another one


def as_user(uid: int, folder: Path, *commands: list[str]) -> list[tuple[int, str]]:
    """Run jass-slate commands in `folder`, in a forked process as another user (the
    modules they need imported before, as root: that user may not read them); each one's
    exit code and stderr."""
    from tests.cli_tools import run

    reading, writing = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover (the child process)
        os.close(reading)
        try:
            os.setgid(uid)
            os.setuid(uid)
            os.chdir(folder)
            said = []
            for args in commands:
                done = run(*args)
                said.append((done.exit_code, done.stderr))
            os.write(writing, json.dumps(said).encode())
        finally:
            os._exit(0)
    os.close(writing)
    with os.fdopen(reading, "rb") as pipe:
        answer = pipe.read()
    os.waitpid(child, 0)
    return [(code, str(stderr)) for code, stderr in json.loads(answer)]


@pytest.mark.skipif(not hasattr(os, "fork") or os.geteuid() != 0,
                    reason="acting as two users needs root")
def test_the_system_keeps_another_user_s_snapshot_and_the_write_says_so(
        tmp_path: Path) -> None:
    """In a shared, sticky folder the kernel refuses the rename over another user's
    snapshot: the hand is written, and the command says why no snapshot is kept."""
    import tempfile

    from tests.cli_tools import NEW, run

    warm = tmp_path / "warm.toml"  # every module the commands need, imported as root
    for args in (NEW, ["hand", "hearts", "--points", "1=100"], ["check"], ["show"]):
        assert run("-f", str(warm), *args).exit_code == 0
    folder = Path(tempfile.mkdtemp(dir="/tmp"))
    try:
        folder.chmod(0o1777)
        path = folder / "jass.toml"
        first = as_user(NOBODY, folder, ["-f", str(path), *NEW],
                        ["-f", str(path), "hand", "hearts", "--points", "1=100"])
        assert first == [(0, ""), (0, "")]
        kept = snapshot_file(path)
        assert kept.stat().st_uid == NOBODY
        planted = kept.read_bytes()
        kept.unlink()
        kept.write_bytes(planted)
        os.chown(kept, SOMEONE, SOMEONE)
        note = (f"jass-slate: {kept} belongs to another user (uid {SOMEONE}), and in this "
                f"shared folder only they may replace it: {path} keeps no snapshot, and every "
                "command reads its whole record, until they delete it\n")
        then = as_user(NOBODY, folder, ["-f", str(path), "hand", "clubs", "--points", "2=100"],
                       ["-f", str(path), "show"], ["check", str(path)])
        assert then == [(0, note), (0, ""), (0, note)]
        assert kept.read_bytes() == planted and kept.stat().st_uid == SOMEONE
        assert len(whole(path).entries) == 2
    finally:
        for left in folder.iterdir():
            left.unlink()
        folder.rmdir()
