"""`play` while another command writes the same file: before each question, after each
answer and before the score it stops with, `play` looks at the file, reads it again when
another writer changed it and says so in one line (issue 28)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from jass_slate.cli.app import app
from jass_slate.games.schieber.commands import play as cli_play
from jass_slate.games.schieber.file.session import load
from jass_slate.games.schieber.table.recording import HandWords, record_hand
from jass_slate.shell import prompt
from jass_slate.shell.common import say
from tests.evening import new_session, runner

HAND_1 = ["hearts", "none", "none", "1 100"]  # 200 – 114
READ_AGAIN = "  The session file was changed by another command: read again.\n"
WHILE_ANSWERED = ("  The session file was changed by another command while you answered: read "
                  "again; that answer is not written.\n")


def another_terminal(path: Path) -> None:
    """Hand 2 recorded by the plain `hand` command's recorder: 257 – 214."""
    record_hand(path, HandWords("clubs", points="2=100"))


def play_with(monkeypatch: pytest.MonkeyPatch, path: Path, answers: list[str],
              at_prompt: str, write: Callable[[], None]) -> Any:
    """`play` given `answers`; `write` runs while `play` waits for its answer to the
    first prompt that starts with `at_prompt`."""
    queue, pending = list(answers), [write]

    def ask(prompt: str) -> str:
        if pending and prompt.startswith(at_prompt):
            pending.pop()()
        if not queue:
            raise EOFError
        answer = queue.pop(0)
        print(f"{prompt}{answer}")
        return answer

    monkeypatch.setattr(cli_play, "ask_line", ask)
    result = runner.invoke(app, ["-f", str(path), "play"])
    assert result.exit_code == 0, result.output
    return result


def test_quit_says_the_score_the_file_holds(monkeypatch: pytest.MonkeyPatch,
                                             tmp_path: Path) -> None:
    path = tmp_path / "j.toml"
    new_session(path)
    result = play_with(monkeypatch, path, [*HAND_1, "quit"], "Cla's contract",
                       lambda: another_terminal(path))
    assert result.stdout.endswith(
        f"Cla's contract (or push): quit\n{READ_AGAIN}"
        "Stopped. Game 1: 257 – 214; games won 0 – 0.\n")
    assert "200 – 114; games won" not in result.stdout


def test_an_answer_to_a_question_the_file_has_moved_past_is_not_written(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    path = tmp_path / "j.toml"
    new_session(path)
    result = play_with(monkeypatch, path, [*HAND_1, "obenabe", "undenufe", "quit"],
                       "Cla's contract", lambda: another_terminal(path))
    assert (f"Cla's contract (or push): obenabe\n{WHILE_ANSWERED}"
            "Game 1 (to 3000): Anna & Beat 257 – 214 Cla & Dora; games won 0 – 0.\n"
            "Hand 3: Cla deals, Beat is forehand.\n"
            "Beat's contract (or push): undenufe\n") in result.stdout
    slate = load(path).scorer
    assert [h.contract.value for h in slate.hands] == ["hearts", "clubs"]
    assert slate.open is not None and slate.open.number == 3
    assert (slate.open.contract.value, slate.open.chooser) == ("undenufe", "Beat")


def test_a_change_between_two_questions_is_read_before_the_next(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Another writer records its hand while `play` says its last line: the next question
    is the one the file calls for, after one line that says so."""
    path = tmp_path / "j.toml"
    new_session(path)
    pending = [lambda: another_terminal(path)]

    def say_and_write(text: str) -> None:
        say(text)
        if pending and text.startswith("Hand 1 (♥ hearts ×2)"):
            pending.pop()()

    monkeypatch.setattr(prompt, "say", say_and_write)  # what play says goes through it
    result = play_with(monkeypatch, path, [*HAND_1, "show", "quit"], "", lambda: None)
    out = result.stdout
    assert (f"Hand 1 (♥ hearts ×2): Anna & Beat +200, Cla & Dora +114; now 200 – 114\n"
            f"{READ_AGAIN}Game 1 (to 3000): Anna & Beat 257 – 214 Cla & Dora; games won 0 – 0."
            "\nHand 3: Cla deals, Beat is forehand.\nBeat's contract (or push): show\n") in out
    assert "Hand 2: Anna deals, Cla is forehand." not in out
    assert out.count("read again") == 1
    assert out.endswith("Stopped. Game 1: 257 – 214; games won 0 – 0.\n")


def test_a_file_written_again_with_the_same_bytes_is_not_read_again(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    path = tmp_path / "j.toml"
    new_session(path)

    def same_bytes() -> None:
        data = path.read_bytes()
        path.unlink()
        path.write_bytes(data)  # a new file, new stamps: the same session

    result = play_with(monkeypatch, path, [*HAND_1, "quit"], "Cla's contract", same_bytes)
    assert "read again" not in result.stdout
    assert result.stdout.endswith("Stopped. Game 1: 200 – 114; games won 0 – 0.\n")
