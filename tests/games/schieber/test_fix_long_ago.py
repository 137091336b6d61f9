"""A fix of a hand long ago, and the undo of it, on a season with a snapshot (issue 30): the
fix is replayed once (scoring/long_ago.py) and the undo whole, each with its course, so the
write leaves a fresh snapshot. The file's bytes are those the old path wrote (the record
replayed whole, before and after, without a course), byte for byte, the changes said are
the same, and the snapshot is the one a read of that file alone heals to. The same
refusals, with the file left as it was. And `migrate` of a current season
resumes it from the snapshot that covers its bytes, as every command does."""

from __future__ import annotations

import shutil
from collections.abc import Sequence
from pathlib import Path

import pytest

from jass_slate.core.errors import InputError, RuleError, SessionFileError
from jass_slate.core.teams import Teams
from jass_slate.file import snapshot as shared
from jass_slate.file.head import FORMAT
from jass_slate.games.schieber.file import session as session_module
from jass_slate.games.schieber.file.head import summary
from jass_slate.games.schieber.file.session import load
from jass_slate.games.schieber.scoring import course, long_ago
from jass_slate.games.schieber.scoring.events import Entry
from jass_slate.games.schieber.scoring.long_ago import Fixed
from jass_slate.games.schieber.scoring.results import HandResult
from jass_slate.games.schieber.scoring.rules import Rules
from jass_slate.games.schieber.scoring.slate import Slate, replay
from jass_slate.games.schieber.table.recording import HandWords, fix_hand, undo_last
from tests.cli.test_benchmark_files import sessions

REPLAY_COURSE, FIXED_LONG_AGO = course.replay_course, long_ago.fixed_long_ago
# (hands, seed, players, pack): seasons past the snapshot's size, of every kind of table
SEASONS = ((500, 3, 4, "normal"), (450, 11, 6, "normal"), (500, 5, 4, "double"))


def snapshot_file(path: Path) -> Path:
    return path.with_name(f".{path.name}.slate")


def the_old_path(monkeypatch: pytest.MonkeyPatch) -> None:
    """The replay of an undo or a fix long ago as it was: whole, without its course, the
    slate before it the record replayed whole without it."""
    def whole(rules: Rules, teams: Teams, entries: Sequence[Entry]) -> tuple[Slate, None]:
        return replay(rules, teams, entries), None

    def fixed(rules: Rules, teams: Teams, entries: Sequence[Entry], *_: object) -> Fixed:
        return Fixed(replay(rules, teams, entries), None, replay(rules, teams, entries[:-1]))

    monkeypatch.setattr(course, "replay_course", whole)
    monkeypatch.setattr(long_ago, "fixed_long_ago", fixed)


def the_new_path(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(course, "replay_course", REPLAY_COURSE)
    monkeypatch.setattr(long_ago, "fixed_long_ago", FIXED_LONG_AGO)


def season_at(folder: Path, name: str, made: Path) -> Path:
    """A copy of the generated season and its snapshot."""
    path = folder / name
    shutil.copyfile(made, path)
    shutil.copyfile(snapshot_file(made), snapshot_file(path))
    return path


def first_said(path: Path) -> HandResult:
    """The first hand a fix can say again as it stands (as the benchmark's fix does)."""
    for hand in load(path).scorer.hands:
        if hand.claim is None and not hand.cut and hand.points is not None:
            return hand
    raise AssertionError("no hand to fix")


def words_for(hand: HandResult, points: int | None) -> HandWords:
    """`fix`'s words for `hand`: as it stands, or with other trick points for team 1."""
    assert hand.points is not None
    told = f"1={hand.points[0] if points is None else points}"
    weis = () if hand.weis is None else (
        f"{hand.weis.team.number}={','.join(map(str, hand.weis.values))}",)
    return HandWords(hand.contract.value, int(hand.pushed and not hand.pushed_back),
                     None if hand.match is not None else told,
                     None if hand.match is None else str(hand.match.number), weis,
                     None if hand.stoeck is None else str(hand.stoeck.number),
                     pushed_back=hand.pushed_back)


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


@pytest.mark.parametrize("points", [None, 30, 120])
def test_a_fix_long_ago_writes_the_old_bytes_and_the_snapshot_a_read_heals_to(
        made: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, points: int | None
        ) -> None:
    new, old = season_at(tmp_path, "new.toml", made), season_at(tmp_path, "old.toml", made)
    hand = first_said(made)
    outcomes: list[object] = []
    for path in (new, old):
        if path is old:
            the_old_path(monkeypatch)
        try:
            before, after, changes = fix_hand(path, hand.number, words_for(hand, points))
            outcomes.append((changes, summary(before), summary(after)))
        except (RuleError, InputError) as error:
            outcomes.append(str(error))
    the_new_path(monkeypatch)
    assert outcomes[0] == outcomes[1]
    assert new.read_bytes() == old.read_bytes()
    if isinstance(outcomes[0], str):  # refused: nothing written, the snapshot as it was
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
    hand = first_said(made)
    said = []
    for path in (new, old):
        if path is old:
            the_old_path(monkeypatch)
        fix_hand(path, hand.number, words_for(hand, None))
        taken, after, changes = undo_last(path)
        said.append((taken, changes, summary(after)))
    the_new_path(monkeypatch)
    assert said[0] == said[1]
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
