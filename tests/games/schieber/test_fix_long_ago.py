"""A fix of a hand long ago, and the undo of it, on a season with a snapshot (issue 30): the
whole replay that validates the change keeps its course, so the write leaves a fresh
snapshot. The file's bytes are those the replay without a course wrote (before this
change), byte for byte, and the snapshot is the one a read of that file alone heals to.
The same refusals, with the file left as it was. And `migrate` of a current season
resumes it from the snapshot that covers its bytes, as every command does."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from jass_slate.core.errors import RuleError, SessionFileError
from jass_slate.core.teams import Team
from jass_slate.core.undo import Undo
from jass_slate.file import snapshot as shared
from jass_slate.file.head import FORMAT
from jass_slate.games.schieber.file import session as session_module
from jass_slate.games.schieber.file.session import editing, load, save
from jass_slate.games.schieber.scoring import course
from jass_slate.games.schieber.scoring.events import Entry, Fix, Hand
from jass_slate.games.schieber.scoring.slate import Slate, replay
from jass_slate.games.schieber.scoring.tricks import counted
from tests.cli.test_benchmark_files import sessions

# (hands, seed, players, pack): seasons past the snapshot's size, of every kind of table
REPLAY_COURSE = course.replay_course
SEASONS = ((500, 3, 4, "normal"), (450, 11, 6, "normal"), (500, 5, 4, "double"))


def snapshot_file(path: Path) -> Path:
    return path.with_name(f".{path.name}.slate")


def the_old_path(monkeypatch: pytest.MonkeyPatch) -> None:
    """The replay of an undo or a fix long ago as it was: whole, without its course."""
    def whole(rules: object, teams: object, entries: Sequence[Entry]
              ) -> tuple[Slate, None]:
        return replay(rules, teams, entries), None  # type: ignore[arg-type]

    monkeypatch.setattr(course, "replay_course", whole)


def the_new_path(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(course, "replay_course", REPLAY_COURSE)


def season_at(folder: Path, name: str, made: Path) -> Path:
    """A copy of the generated season and its snapshot."""
    path = folder / name
    shutil.copyfile(made, path)
    shutil.copyfile(snapshot_file(made), snapshot_file(path))
    return path


def again(hand: Hand) -> Fix:
    """Hand 1 said again as it was recorded (no later event can break)."""
    return Fix(1, hand)


def changed(hand: Hand) -> Fix:
    """Hand 1 with other trick points: later games may end elsewhere."""
    points = hand.tricks.points
    team = 0 if points is None or points[0] < 80 else 1
    return Fix(1, Hand(hand.contract, counted(Team(team), 120), pushed=hand.pushed,
                       pushed_back=hand.pushed_back, pushed_on=hand.pushed_on))


def first_hand(path: Path) -> Hand:
    for entry in load(path).entries:
        if isinstance(entry.event, Hand) and entry.event.tricks.points is not None:
            return entry.event
    raise AssertionError("no hand said in one go")


@pytest.fixture(autouse=True)
def one_time(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every event recorded at the same second, so that the two paths' lines compare."""
    monkeypatch.setattr(session_module, "now", lambda: "2025-09-05T23:59:00+02:00")


@pytest.fixture(scope="module", params=SEASONS, ids=lambda s: f"{s[0]}-{s[2]}p-{s[3]}")
def made(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    hands, seed, players, pack = request.param
    path = tmp_path_factory.mktemp("season") / "season.toml"
    sessions.write_session(path, hands, seed, players, pack)
    assert path.stat().st_size >= shared.SNAPSHOT_FROM
    return path


@pytest.mark.parametrize("fix", [again, changed])
def test_a_fix_long_ago_writes_the_old_bytes_and_the_snapshot_a_read_heals_to(
        made: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        fix: Callable[[Hand], Fix]) -> None:
    new, old = season_at(tmp_path, "new.toml", made), season_at(tmp_path, "old.toml", made)
    said = fix(first_hand(made))
    outcomes = []
    for path in (new, old):
        if path is old:
            the_old_path(monkeypatch)
        try:
            with editing(path, 1) as session:
                session.record(said)
                save(session)
            outcomes.append("written")
        except RuleError as error:
            outcomes.append(str(error))
    the_new_path(monkeypatch)
    assert outcomes[0] == outcomes[1]
    assert new.read_bytes() == old.read_bytes()
    if outcomes[0] != "written":  # refused: nothing written, the snapshot as it was
        assert new.read_bytes() == made.read_bytes()
        assert snapshot_file(new).read_bytes() == snapshot_file(made).read_bytes()
        return
    fresh = snapshot_file(new).read_bytes()
    assert load(new).scorer.hands.before > 0  # the next read resumes from it
    snapshot_file(old).unlink()
    load(old)  # the read heals the file the old path wrote
    assert fresh == snapshot_file(old).read_bytes()


def test_the_undo_of_a_fix_long_ago_writes_the_old_bytes_and_a_fresh_snapshot(
        made: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    new, old = season_at(tmp_path, "new.toml", made), season_at(tmp_path, "old.toml", made)
    said = again(first_hand(made))
    for path in (new, old):
        if path is old:
            the_old_path(monkeypatch)
        for event, kept in ((said, 1), (Undo(), Undo())):
            with editing(path, kept) as session:
                session.record(event)
                save(session)
    the_new_path(monkeypatch)
    assert new.read_bytes() == old.read_bytes()
    fresh = snapshot_file(new).read_bytes()
    snapshot_file(old).unlink()
    load(old)
    assert fresh == snapshot_file(old).read_bytes()


# --- migrate of a current file --------------------------------------------------------


def migrated(path: Path) -> tuple[int, Path | None]:
    from jass_slate.file.migrate import migrate
    from jass_slate.games import find_game

    return migrate(path, lambda game: find_game(game).hooks)


def test_migrate_of_a_current_season_resumes_from_its_snapshot(
        made: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = season_at(tmp_path, "season.toml", made)

    def whole(*args: object, **kwargs: object) -> None:
        raise AssertionError("read whole")

    monkeypatch.setattr(session_module, "parse_session", whole)
    assert migrated(path) == (FORMAT, None)
    assert path.read_bytes() == made.read_bytes()


def test_migrate_of_a_current_season_without_its_snapshot_still_checks_it_whole(
        made: Path, tmp_path: Path) -> None:
    path = season_at(tmp_path, "season.toml", made)
    snapshot_file(path).unlink()
    text = path.read_text(encoding="utf-8")
    broken = text.replace("hands = ", "hands = 1", 1)  # the summary no longer agrees
    path.write_text(broken, encoding="utf-8")
    with pytest.raises(SessionFileError, match="summary"):
        migrated(path)
    assert path.read_text(encoding="utf-8") == broken
