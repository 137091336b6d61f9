"""The snapshot beside the file of every game but the first (file/game_snapshot.py, each
game's file/checkpoint.py): resuming from it gives exactly what the whole replay gives,
for generated seasons of each game (its example evening's events said again, with slips
taken back and events said twice, which the rules refuse, and the snapshot cut anywhere);
a snapshot that does not match the file is never used, and `check` says so."""

from __future__ import annotations

import json
import os
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jass_slate.core.errors import RuleError
from jass_slate.core.plain import plain, typed
from jass_slate.core.undo import Undo
from jass_slate.file import snapshot as shared
from jass_slate.file.check import check_file
from jass_slate.file.disk import write_atomic
from jass_slate.file.document import read_bytes
from jass_slate.file.game_check import game_check
from jass_slate.file.game_file import GameSession, load_game, parse_game, replay_game, resume_game
from jass_slate.file.game_snapshot import checkpointing
from jass_slate.file.game_write import render_game, save_game
from jass_slate.file.path import peek_game
from jass_slate.games import FIRST, GAMES, find_game
from tests.cli_tools import EXAMPLES, run_example

# Each game's example evening: a file kept in examples/, or its script (run once: slow).
KEPT = {"differenzler": "differenzler.toml", "guggitaler": "guggitaler.toml",
        "molotow": "molotow.toml", "board": "board.toml", "coiffeur": "variants/coiffeur.toml"}
SCRIPTS = {"mittlere": "mittlere", "bidding": "bidding", "twoplayer": "twoplayer",
           "einzel": "einzel-coiffeur"}
EVENINGS = [*KEPT, *(pytest.param(name, marks=pytest.mark.slow) for name in SCRIPTS)]


def test_every_game_but_the_first_gives_its_checkpoint_through_the_registry() -> None:
    assert FIRST.checkpoint is None  # its slate keeps a snapshot of its own
    for game in GAMES[1:]:
        kept = game.checkpoint
        assert kept is not None and isinstance(kept.VERSION, int), game.name
        assert checkpointing(game.name) is kept


@pytest.fixture(scope="module")
def evenings(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    return {}


def evening(name: str, evenings: dict[str, Path], folder: Path) -> GameSession[Any, Any]:
    """The example evening's session, read whole."""
    if name in KEPT:
        path = EXAMPLES / KEPT[name]
    elif name not in evenings:
        path = evenings[name] = folder / f"{name}.toml"
        run_example(SCRIPTS[name], path)
    else:
        path = evenings[name]
    return parse_game(str(path), read_bytes(path), file_of(peek_game(path) or ""))


def file_of(game: str) -> Any:
    """The game's GameFile, as its `migrate` hook reads it."""
    parse: Any = find_game(game).hooks.parse  # functools.partial(parse_game, game_file=...)
    return parse.keywords["game_file"]


def season(start: GameSession[Any, Any], path: Path, said: list[int]) -> GameSession[Any, Any]:
    """A season of the evening's game: for each number said, the evening's next event
    (a multiple of 5), an undo (1 more), or one of its events again (refused, mostly)."""
    events = [e.event for e in start.entries if not isinstance(e.event, Undo)]
    game_file = start.game_file
    session = GameSession(path, game_file, start.setup, start.created, [],
                          game_file.start(start.setup))
    next_one = 0
    for number in said:
        if number % 5 == 0 and next_one < len(events):
            event, next_one = events[next_one], next_one + 1
        elif number % 5 == 1:
            event = Undo()
        else:
            event = events[number % len(events)]
        try:
            session.record(event)
        except RuleError:
            continue
    return session


def cut_at(session: GameSession[Any, Any], cut: int) -> None:
    """Write the season with its snapshot after its first `cut` event lines, and the rest
    after it as a writer that keeps none would (a crash before the snapshot)."""
    path = session.path
    if path.exists():
        path.unlink()
    shared.beside(path).unlink(missing_ok=True)
    entries = list(session.entries[:cut])
    first = replace(session, entries=entries, original=None,
                    board=replay_game(session.game_file, session.setup, entries))
    save_game(first)
    write_atomic(path, render_game(session), read_bytes(path))


def same(resumed: GameSession[Any, Any], whole: GameSession[Any, Any]) -> None:
    """Everything a command reads of a session: its board, head and record."""
    assert resumed.board == whole.board
    assert (resumed.setup, resumed.created) == (whole.setup, whole.created)
    assert list(resumed.entries) == list(whole.entries)


@pytest.mark.parametrize("name", EVENINGS)
def test_resuming_from_any_cut_gives_what_the_whole_replay_gives(
        name: str, evenings: dict[str, Path], tmp_path_factory: pytest.TempPathFactory
        ) -> None:
    start = evening(name, evenings, tmp_path_factory.mktemp("evenings"))
    folder = tmp_path_factory.mktemp(name)

    @settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
    @given(said=st.lists(st.integers(0, 60), min_size=1, max_size=60), data=st.data())
    def prove(said: list[int], data: st.DataObject) -> None:
        session = season(start, folder / "season.toml", said)
        cut = data.draw(st.integers(0, len(session.entries)), label="cut")
        cut_at(session, cut)
        bytes_ = read_bytes(session.path)
        whole = parse_game(str(session.path), bytes_, session.game_file)
        resumed = resume_game(session.path, bytes_, session.game_file)
        undone_after = any(isinstance(e.event, Undo) for e in session.entries[cut:])
        assert (resumed is None) is undone_after  # an undo after it: read whole
        if resumed is not None:
            same(resumed, whole)
        same(load_game(session.path, session.game_file), whole)

    prove()


def differenzler(path: Path) -> GameSession[Any, Any]:
    """The Differenzler evening of examples/, written at `path` with its snapshot."""
    kept = parse_game(str(path), (EXAMPLES / KEPT["differenzler"]).read_bytes(),
                      file_of("differenzler"))
    session = replace(kept, path=path, original=None)
    path.write_bytes(b"")
    session.original = b""
    save_game(session)
    return session


def test_a_write_keeps_a_snapshot_a_read_resumes_from(tmp_path: Path) -> None:
    session = differenzler(tmp_path / "d.toml")
    found = json.loads(shared.beside(session.path).read_text())
    assert (found["snapshot"], found["game"], found["lines"]) == (
        1, "differenzler", len(session.entries))
    data = read_bytes(session.path)
    resumed = resume_game(session.path, data, session.game_file)
    assert resumed is not None and resumed.entries.before == len(session.entries)  # type: ignore[union-attr]
    same(resumed, parse_game(str(session.path), data, session.game_file))
    assert check_file(session.path, lambda game: game_check(session.game_file)).snapshot \
        == "agrees"


def plant(path: Path, change: Any) -> None:
    """Change the snapshot beside the file as someone who may write as you could."""
    kept = shared.beside(path)
    found = json.loads(kept.read_text())
    change(found)
    kept.write_text(json.dumps(found))


def test_a_snapshot_of_another_version_or_game_or_bytes_is_never_used(tmp_path: Path) -> None:
    session = differenzler(tmp_path / "d.toml")
    path, game_file = session.path, session.game_file
    kept = shared.beside(path).read_bytes()
    for change in (lambda f: f.update(checkpoint=f["checkpoint"] + 1),
                   lambda f: f.update(game="molotow"), lambda f: f.update(bytes=f["bytes"] - 1),
                   lambda f: f.update(blake2b="0" * 64), lambda f: f.update(board=f["board"][:2])):
        shared.beside(path).write_bytes(kept)
        plant(path, change)
        assert resume_game(path, read_bytes(path), game_file) is None
        problems = check_file(path, lambda game: game_check(game_file))
        assert (list(problems), problems.snapshot) == ([], "written")  # check makes a new one
        assert resume_game(path, read_bytes(path), game_file) is not None


def test_a_file_edited_by_hand_is_read_whole_and_heals(tmp_path: Path) -> None:
    session = differenzler(tmp_path / "d.toml")
    path, game_file = session.path, session.game_file
    text = path.read_text()
    assert '  "2026-' in text
    path.write_text(text.replace('  "2026-', '  "2025-', 1))  # the first line's time stamp
    assert resume_game(path, read_bytes(path), game_file) is None
    loaded = load_game(path, game_file)  # a read: the whole replay, and a fresh snapshot
    assert resume_game(path, read_bytes(path), game_file) is not None
    same(loaded, parse_game(str(path), read_bytes(path), game_file))


def test_a_planted_board_is_never_shown_and_check_tells_it(tmp_path: Path) -> None:
    session = differenzler(tmp_path / "d.toml")
    path, game_file = session.path, session.game_file

    def other_scores(found: dict[str, Any]) -> None:
        _open, running, rows = found["board"]  # its state: the rows a line each
        first, *others = rows.split("\n")
        row = json.loads(first)
        row[-1][0] += 1  # the first hand's first score
        found["board"][2] = "\n".join([json.dumps(row, separators=(",", ":")), *others])
        running[0] += 1

    plant(path, other_scores)
    assert resume_game(path, read_bytes(path), game_file) is None  # the summary says another
    problems = check_file(path, lambda game: game_check(game_file))
    assert problems.snapshot == "disagrees"
    assert [str(p) for p in problems] == [
        f"{path}: its snapshot {shared.beside(path)} covers the file but holds another slate "
        "than the record replays to: delete it (the next write makes a new one)"]


def test_a_snapshot_others_may_write_is_not_used(tmp_path: Path) -> None:
    session = differenzler(tmp_path / "d.toml")
    os.chmod(shared.beside(session.path), 0o664)
    assert resume_game(session.path, read_bytes(session.path), session.game_file) is None


def test_plain_data_reads_back_only_in_its_own_shape() -> None:
    from jass_slate.games.differenzler.scoring.board import OpenHand
    from jass_slate.games.differenzler.scoring.score import HandRow

    row = parse_game(str(EXAMPLES / KEPT["differenzler"]),
                     (EXAMPLES / KEPT["differenzler"]).read_bytes(),
                     file_of("differenzler")).board.hands[0]
    data = json.loads(json.dumps(plain(row, HandRow)))
    assert typed(HandRow, data) == row
    number, trump, calls, *rest = data
    for wrong in ([True, trump, calls, *rest], ["1", trump, calls, *rest],
                  [number, "trumps", calls, *rest], [number, trump, [*calls[:-1], 1.5], *rest],
                  [number, trump, {"0": 1}, *rest], data[:-1], [*data, 1]):
        with pytest.raises(ValueError):
            typed(HandRow, wrong)
    hand = OpenHand({0: 40, 2: 0}, None)
    said = json.loads(json.dumps(plain(hand, OpenHand | None)))
    assert said == ["OpenHand", {"0": 40, "2": 0}, None]
    assert typed(OpenHand | None, said) == hand and typed(OpenHand | None, None) is None
    with pytest.raises(ValueError):
        typed(OpenHand | None, ["Board", {}, None])
    points = tuple[int, ...] | None  # a Mittlere hand's points: none for a void hand
    assert plain((157, 0, 0), points) == [157, 0, 0] and plain(None, points) is None
    assert typed(points, [157, 0, 0]) == (157, 0, 0) and typed(points, None) is None
