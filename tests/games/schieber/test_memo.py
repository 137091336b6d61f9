"""`play` keeps its session in memory between answers (issue 18, `games/schieber/file/memo.py`).

The kept session is only a shortcut: after every write the file holds exactly what
`render_session` of a fresh load gives, a file changed from outside is read again, an
edit the time stamps do not show is never written over, and a refused event or a dry run
leaves the kept session as the file holds it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from jass_slate.core.errors import ChangedError, RuleError, SessionFileError
from jass_slate.core.teams import Team
from jass_slate.core.undo import Undo
from jass_slate.file.disk import write_atomic
from jass_slate.games.schieber.file.memo import SessionMemo
from jass_slate.games.schieber.file.session import create, load, render_session
from jass_slate.games.schieber.scoring.events import (
    Correction,
    Entry,
    Event,
    Hand,
    Start,
    TricksTaken,
)
from jass_slate.games.schieber.scoring.slate import Slate, replay
from jass_slate.games.schieber.table.recording import record
from tests.cli.test_benchmark_files import sessions
from tests.cli_tools import HANG_SECONDS

TABLE = sessions.session_events(80, seed=3)
WRITTEN_FIRST = 40  # events in the file before play starts; the rest are answers


def slate(scorer: Slate) -> tuple[Any, ...]:
    """Everything a slate publishes."""
    return (scorer.hands, scorer.games, scorer.games_won, scorer.open, scorer.dealt,
            scorer.first_seat, scorer.teams, scorer.corrections, scorer.renames)


def season(path: Path, entries: list[Entry]) -> None:
    session = create(path, TABLE.rules, TABLE.teams, force=True)
    session.entries = list(entries)
    session.replayed = replay(TABLE.rules, TABLE.teams, session.entries)
    write_atomic(path, render_session(session))


def answer(path: Path, event: Event, memo: SessionMemo | None, dry_run: bool = False
           ) -> Slate:
    return record(path, lambda session: event, dry_run, memo)


def as_loaded(path: Path) -> tuple[bytes, tuple[Any, ...]]:
    """What a fresh read of the file says: the bytes jass-slate would write, the slate."""
    fresh = load(path)
    return render_session(fresh).encode(), slate(fresh.scorer)


def test_every_answer_writes_what_a_fresh_load_renders(tmp_path: Path) -> None:
    """Hands whole and part by part, Weis, Stöck, claims, undos (a whole replay) and
    fixes: 40 events answered through the memo, each file byte for byte as rendered."""
    path = tmp_path / "season.toml"
    season(path, TABLE.entries[:WRITTEN_FIRST])
    memo = SessionMemo()
    assert slate(memo.load(path).scorer) == slate(load(path).scorer)
    kinds = set()
    for entry in TABLE.entries[WRITTEN_FIRST:]:
        after = answer(path, entry.event, memo)
        kinds.add(type(entry.event).__name__)
        written, fresh = as_loaded(path)
        assert path.read_bytes() == written
        assert slate(after) == fresh
        assert slate(memo.load(path).scorer) == fresh
    assert {"Hand", "Start", "TricksTaken", "Undo"} <= kinds


def test_a_file_written_by_another_command_is_read_again(tmp_path: Path) -> None:
    path = tmp_path / "season.toml"
    season(path, TABLE.entries[:WRITTEN_FIRST])
    memo = SessionMemo()
    first, second, third = (entry.event for entry in TABLE.entries[WRITTEN_FIRST:][:3])
    answer(path, first, memo)
    answer(path, second, None)  # `jass-slate hand ...` typed beside the running play
    after = answer(path, third, memo)
    events = [entry.event for entry in load(path).entries]
    assert events[-3:] == [first, second, third]
    assert path.read_bytes() == as_loaded(path)[0]
    assert slate(after) == as_loaded(path)[1]


def test_changed_says_whether_another_writer_changed_the_file(tmp_path: Path) -> None:
    """A look at the stamps; the bytes only when they moved: the same bytes written again
    are no change, another command's event is one, until the file is read again."""
    path = tmp_path / "season.toml"
    season(path, TABLE.entries[:WRITTEN_FIRST])
    memo = SessionMemo()
    assert memo.changed(path) is False  # nothing read yet: nothing to compare
    memo.load(path)
    first, second = (entry.event for entry in TABLE.entries[WRITTEN_FIRST:][:2])
    answer(path, first, memo)
    assert memo.changed(path) is False
    data = path.read_bytes()
    path.unlink()
    path.write_bytes(data)  # another inode, other stamps, the same session
    assert memo.changed(path) is False and memo.changed(path) is False
    answer(path, second, None)  # `jass-slate hand ...` typed beside the running play
    assert memo.changed(path) is True and memo.changed(path) is True
    assert slate(memo.load(path).scorer) == as_loaded(path)[1]
    assert memo.changed(path) is False
    path.unlink()
    assert memo.changed(path) is True


def test_an_edit_the_time_stamps_miss_is_refused_never_written_over(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Stamps that never change (a file system with coarse times, a write in the same
    tick): the write compares the bytes and refuses; the memo then reads the file again."""
    monkeypatch.setattr("jass_slate.games.schieber.file.memo.stamp", lambda path: (1, 2, 3))
    path = tmp_path / "season.toml"
    at = next(index for index in range(WRITTEN_FIRST, len(TABLE.entries))
              if all(isinstance(e.event, Hand) for e in TABLE.entries[index:index + 2]))
    season(path, TABLE.entries[:at])
    memo = SessionMemo()
    first, third = (entry.event for entry in TABLE.entries[at:at + 2])
    second = Correction(Team.ONE, 20, "forgot Weis in the last hand")
    answer(path, first, memo)
    answer(path, second, None)  # another command, which the stamps do not show
    edited = path.read_bytes()
    with pytest.raises(ChangedError):
        answer(path, third, memo)
    assert path.read_bytes() == edited
    after = answer(path, third, memo)  # read again: the other command's event stays
    assert [entry.event for entry in load(path).entries][-3:] == [first, second, third]
    assert path.read_bytes() == as_loaded(path)[0]
    assert slate(after) == as_loaded(path)[1]


def test_a_refusal_and_a_dry_run_leave_the_kept_session_as_the_file(tmp_path: Path) -> None:
    path = tmp_path / "season.toml"
    season(path, TABLE.entries[:WRITTEN_FIRST])
    memo = SessionMemo()
    whole = next(entry.event for entry in TABLE.entries if isinstance(entry.event, Hand))
    start = Start(whole.contract)
    before = path.read_bytes()
    if load(path).scorer.open is None:
        with pytest.raises(RuleError):  # no hand is open: trick points are refused
            answer(path, TricksTaken(whole.tricks), memo)
    answer(path, Undo(), memo, dry_run=True)
    assert path.read_bytes() == before
    answer(path, start if load(path).scorer.open is None else Undo(), memo, dry_run=True)
    assert path.read_bytes() == before
    assert slate(memo.load(path).scorer) == as_loaded(path)[1]
    after = answer(path, TABLE.entries[WRITTEN_FIRST].event, memo)
    assert path.read_bytes() == as_loaded(path)[0]
    assert slate(after) == as_loaded(path)[1]


def test_a_file_broken_from_outside_is_refused_not_served_from_memory(tmp_path: Path) -> None:
    path = tmp_path / "season.toml"
    season(path, TABLE.entries[:WRITTEN_FIRST])
    memo = SessionMemo()
    answer(path, TABLE.entries[WRITTEN_FIRST].event, memo)
    text = path.read_text()
    path.write_text(text.replace("[record]", "[recorded]"))
    with pytest.raises(SessionFileError):
        memo.load(path)
    with pytest.raises(SessionFileError):
        answer(path, TABLE.entries[WRITTEN_FIRST + 1].event, memo)


def test_an_undo_of_the_last_answer_goes_back_to_the_slate_before_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The slate from before the last answer is kept: the undo replays nothing (a whole
    replay is forbidden here), and its slate and file are those of a fresh load. A second
    undo has no slate kept for it and replays the record, as `undo` does."""
    path = tmp_path / "season.toml"
    season(path, TABLE.entries[:WRITTEN_FIRST])
    memo = SessionMemo()
    before = slate(memo.load(path).scorer)
    answer(path, TABLE.entries[WRITTEN_FIRST].event, memo)

    def no_replay(*args: object) -> None:
        raise AssertionError("replayed whole")

    with monkeypatch.context() as patched:
        patched.setattr("jass_slate.games.schieber.scoring.slate.replay", no_replay)
        after = answer(path, Undo(), memo)
    assert slate(after) == before == as_loaded(path)[1]
    assert path.read_bytes() == as_loaded(path)[0]
    again = answer(path, Undo(), memo)
    assert slate(again) == as_loaded(path)[1]
    assert path.read_bytes() == as_loaded(path)[0]


def test_the_summary_new_writes_is_that_of_an_empty_slate() -> None:
    """`new` writes the summary without loading the scorer: its figures must be those a
    replay of nothing gives, under any rules and teams; the slate's (LATER) follow at the
    first write."""
    from jass_slate.games.schieber.file.head import EMPTY_SUMMARY, LATER, summary
    from jass_slate.games.schieber.scoring.rules import PRESET_LINES, preset

    slates = [Slate(preset(name), TABLE.teams) for name in PRESET_LINES]
    slates.append(Slate(TABLE.rules, sessions.session_events(1, players=6).teams))
    for slate in slates:
        figures = summary(slate)
        assert {key: figures[key] for key in EMPTY_SUMMARY} == EMPTY_SUMMARY
        assert set(figures) - set(EMPTY_SUMMARY) <= set(LATER)


def test_play_and_plain_commands_writing_at_once_lose_nothing(tmp_path: Path) -> None:
    """A real `play` answering eight hands, slowly, while `hand` commands are typed in
    another terminal: every hand play says it wrote and every `hand` that exited 0 is in
    the file, which passes `check`. (A `hand` typed while play's hand is open is refused:
    exit 1; an answer play was given while another command changed the file is not written,
    and play asks what the file now calls for, so play writes eight hands or fewer.)"""
    import re
    import subprocess
    import threading
    import time

    from benchmarks.stress import command, hand_args, new_session, quiet_env
    from jass_slate.games.schieber.file.check import check_file

    path = tmp_path / "season.toml"
    new_session(path)
    play = subprocess.Popen(command(path, ["play"]), stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=quiet_env())
    assert play.stdin is not None

    def answer() -> None:
        assert play.stdin is not None
        for line in ["hearts", "", "", "1 100"] * 8:
            time.sleep(0.05)
            play.stdin.write(f"{line}\n".encode())
            play.stdin.flush()
        play.stdin.close()

    answering = threading.Thread(target=answer)
    answering.start()
    codes = [subprocess.run(command(path, hand_args(number)), env=quiet_env(),
                            capture_output=True, check=False).returncode for number in range(8)]
    answering.join()
    assert play.stdout is not None and play.stderr is not None
    with play.stdout, play.stderr:  # stdin is closed: play ends, and says little on stderr
        shown, said = play.stdout.read(), play.stderr.read()
    assert play.wait(timeout=HANG_SECONDS) == 0, said
    written = re.findall(rb"^Hand \d+ \(.*\): .* \+\d+", shown, re.MULTILINE)
    assert set(codes) <= {0, 1}, codes
    assert check_file(path) == []
    assert len(load(path).scorer.hands) == len(written) + codes.count(0)
