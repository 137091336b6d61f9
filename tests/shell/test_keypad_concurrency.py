"""The CLI, `play` and three phones writing one session at once (issue 33): every entry
acknowledged is in the file exactly once, every refused one is not, a retried key gets
its first answer, and the file passes `check`. No wait assumes a speed: each is bounded by
HANG_SECONDS, and the counts hold whatever order the writers meet the lock in."""

from __future__ import annotations

import re
import subprocess
import threading
from pathlib import Path

import pytest

from benchmarks.stress import command, hand_args, new_session, quiet_env
from jass_slate.games.schieber.file.check import check_file
from jass_slate.games.schieber.file.session import load
from tests.cli_tools import HANG_SECONDS
from tests.shell.keypad_tools import Writing

PHONES, HANDS = 3, 6
pytestmark = pytest.mark.slow  # some 20 s: processes and a server at once


def phone_points(phone: int, number: int) -> int:
    """Each phone's hands are Undenufe with trick points no other writer uses (3..55)."""
    return 3 + phone * 20 + number


def phone(running: Writing, which: int, acknowledged: list[int], refused: list[int],
          retried: list[bool]) -> None:
    for number in range(HANDS):
        points = phone_points(which, number)
        words = ["hand", "undenufe", "--points", f"1={points}", "--first", "1"]
        key = f"phone-{which}-hand-{number}"
        first = running.post(words, key)
        retried.append(running.post(words, key) == first)  # the answer lost: sent again
        (acknowledged if first[0] == 200 else refused).append(points)
        assert first[0] in (200, 422), first


def test_the_cli_play_and_three_phones_lose_nothing_and_write_nothing_twice(
        tmp_path: Path) -> None:
    path = tmp_path / "season.toml"
    new_session(path)
    answers = tmp_path / "answers.txt"  # play's six hands, as typed at the table
    answers.write_text("\n".join(["hearts", "", "", "1 100"] * 6) + "\n", encoding="utf-8")
    running = Writing(path)
    with answers.open("rb") as typed:
        play = subprocess.Popen(command(path, ["play"]), stdin=typed, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, env=quiet_env())
    acknowledged: list[int] = []
    refused: list[int] = []
    retried: list[bool] = []
    try:
        phones = [threading.Thread(target=phone,
                                   args=(running, which, acknowledged, refused, retried))
                  for which in range(PHONES)]
        for thread in phones:
            thread.start()
        codes = [subprocess.run(command(path, hand_args(number)), env=quiet_env(),
                                capture_output=True, check=False,
                                timeout=HANG_SECONDS).returncode for number in range(6)]
        for thread in phones:
            thread.join(HANG_SECONDS)
            assert not thread.is_alive()
        shown, said = play.communicate(timeout=HANG_SECONDS)
    finally:
        running.stop()
    assert play.returncode == 0, said
    played = re.findall(rb"^Hand \d+ \(.*\): .* \+\d+", shown, re.MULTILINE)
    assert set(codes) <= {0, 1}, codes
    assert len(acknowledged) + len(refused) == PHONES * HANDS and all(retried)
    assert check_file(path) == []
    hands = load(path).scorer.hands
    phones_hands = [hand.points[0] for hand in hands if hand.contract.value == "undenufe"
                    and hand.points is not None and 3 <= hand.points[0] <= 55]
    assert sorted(phones_hands) == sorted(acknowledged)  # each exactly once, none refused
    assert len(hands) == len(played) + codes.count(0) + len(acknowledged)
    assert running.serving.failures == 0
