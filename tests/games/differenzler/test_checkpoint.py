"""The Differenzler's checkpoint (file/checkpoint.py): a board resumed from the snapshot,
its hands kept unread, gives every output byte for byte as the whole replay gives it, for
generated seasons with undos, fixes and an open hand, the snapshot cut anywhere and after a
write; a snapshot of its first version is not used and is written anew."""

from __future__ import annotations

import io
import json
import random
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rich.console import Console

from jass_slate.core.cards import Contract
from jass_slate.core.errors import RuleError
from jass_slate.core.plain import plain
from jass_slate.core.undo import Undo
from jass_slate.file import snapshot as shared
from jass_slate.file.check import check_file
from jass_slate.file.document import read_bytes
from jass_slate.file.game_check import game_check
from jass_slate.file.game_file import GameSession, load_game, parse_game, resume_game
from jass_slate.file.game_write import save_game
from jass_slate.games.differenzler.commands.board_game import GAME, board_drawing
from jass_slate.games.differenzler.file.checkpoint import VERSION, read_rows, row_text
from jass_slate.games.differenzler.file.game_file import DIFFERENZLER, DiffSetup
from jass_slate.games.differenzler.render.board import history_table
from jass_slate.games.differenzler.report.exports import stats_data
from jass_slate.games.differenzler.report.words import running_totals
from jass_slate.games.differenzler.scoring.events import Call, Played, Refix, Tricks
from jass_slate.games.differenzler.scoring.rows import Rows
from jass_slate.games.differenzler.scoring.rules import PRESETS
from jass_slate.games.differenzler.scoring.score import HandRow
from tests.file.test_game_snapshot import cut_at  # the snapshot after `cut` lines, the rest after

SUITS = (Contract.HEARTS, Contract.SPADES, Contract.OBENABE, Contract.UNDENUFE)
Op = tuple[str, int]


def played(players: tuple[str, ...], rng: random.Random) -> Played:
    """A hand: 157 points shared out, calls near them, now and then a hit."""
    cuts = sorted(rng.randint(0, 157) for _ in players[1:])
    points = [b - a for a, b in zip([0, *cuts], [*cuts, 157], strict=True)]
    calls = [max(0, min(157, p + rng.choice((0, 0, -3, 5, -12, 20)))) for p in points]
    return Played(rng.choice(SUITS), tuple(zip(players, calls, strict=True)),
                  tuple(zip(players, points, strict=True)))


def event(players: tuple[str, ...], op: Op, hands: int) -> object:
    kind, seed = op
    rng = random.Random(seed)
    hand = played(players, rng)
    if kind == "undo":
        return Undo()
    if kind == "fix":
        return Refix(rng.randint(1, max(hands, 1)), hand)
    if kind == "call":
        return Call(hand.calls[: rng.randint(1, len(players))], hand.trump)
    if kind == "tricks":
        return Tricks(hand.points)
    return hand


def season(path: Path, players: int, preset: str, ops: list[Op]) -> GameSession[Any, Any]:
    names = ("Anna", "Beat", "Cla", "Dora", "Ernst", "Fritz")[:players]
    rules = replace(PRESETS[preset], hands=200)
    setup = DiffSetup(names, rules)
    session = GameSession(path, DIFFERENZLER, setup, "2026-12-01T19:30:00+01:00", [],
                          DIFFERENZLER.start(setup))
    for op in ops:
        try:
            session.record(event(names, op, len(session.board.hands)))
        except RuleError:
            continue
    return session


def drawn(renderable: Any) -> str:
    console = Console(width=100, file=io.StringIO(), color_system=None)
    console.print(renderable)
    out = console.file
    assert isinstance(out, io.StringIO)
    return out.getvalue()


def outputs(session: GameSession[Any, Any]) -> dict[str, str]:
    """Everything the reading commands give of a session, as text."""
    board = session.board
    found = {"show": drawn(board_drawing(board)), "history": drawn(history_table(board)),
             "show --json": json.dumps(GAME.show_data(board)),
             "history --json": json.dumps(GAME.history_data(session)),
             "stats --json": json.dumps(stats_data([("season", board)], {}))}
    for format_name in ("csv", "json", "md"):
        made = GAME.export(session, format_name)
        assert not isinstance(made, bytes)
        found[f"export {format_name}"] = "".join(made)
    return found


OPS = st.lists(st.tuples(st.sampled_from(("hand", "hand", "hand", "undo", "fix", "call",
                                          "tricks")), st.integers(0, 10**6)),
               min_size=1, max_size=40)


@settings(max_examples=30)
@given(ops=OPS, players=st.integers(3, 6), preset=st.sampled_from(sorted(PRESETS)),
       data=st.data())
def test_a_resumed_season_gives_every_output_as_the_whole_replay(
        tmp_path_factory: pytest.TempPathFactory, ops: list[Op], players: int, preset: str,
        data: st.DataObject) -> None:
    path = tmp_path_factory.mktemp("season") / "d.toml"
    session = season(path, players, preset, ops)
    cut_at(session, data.draw(st.integers(0, len(session.entries)), label="cut"))
    whole = parse_game(str(path), read_bytes(path), DIFFERENZLER)
    resumed = resume_game(path, read_bytes(path), DIFFERENZLER)
    if resumed is not None:
        assert outputs(resumed) == outputs(whole)
        assert resumed.board == whole.board
    loaded = load_game(path, DIFFERENZLER)  # resumed, or read whole and healed
    assert outputs(loaded) == outputs(whole)
    found = check_file(path, lambda game: game_check(DIFFERENZLER))
    assert (list(found), found.snapshot) == ([], "agrees")
    more = played(whole.setup.players, random.Random(len(ops)))
    for said in (more, Refix(1, more), more):  # writes after a resumed read, and a fix
        refused = []
        for one in (loaded, whole):
            try:
                one.record(said)
            except RuleError:
                refused.append(one)
        assert len(refused) in (0, 2)
        save_game(loaded)
        again = resume_game(path, read_bytes(path), DIFFERENZLER)
        assert again is not None and outputs(again) == outputs(whole)
        loaded = load_game(path, DIFFERENZLER)


def test_a_snapshot_of_the_first_version_is_written_anew(tmp_path: Path) -> None:
    path = tmp_path / "d.toml"
    session = season(path, 4, "hidden", [("hand", seed) for seed in range(20)])
    save_game(session)
    kept = shared.beside(path)
    found = json.loads(kept.read_text())
    assert found["checkpoint"] == VERSION == 2
    board = session.board  # version 1 kept every row as plain data, and the open hand
    found.update(checkpoint=1, board=[[plain(row, HandRow) for row in board.hands], None,
                                      list(board.running)])
    kept.write_text(json.dumps(found))
    assert resume_game(path, read_bytes(path), DIFFERENZLER) is None
    assert outputs(load_game(path, DIFFERENZLER)) == outputs(session)  # read whole, healed
    assert json.loads(kept.read_text())["checkpoint"] == 2
    assert resume_game(path, read_bytes(path), DIFFERENZLER) is not None


def test_rows_kept_unread_are_read_one_by_one_and_compare_as_the_rows() -> None:
    session = season(Path("d.toml"), 3, "open", [("hand", seed) for seed in range(40)])
    rows = list(session.board.hands)
    read: list[str] = []

    def reading(texts: Sequence[str]) -> list[HandRow]:
        read.extend(texts)
        return read_rows(texts)

    kept = Rows(kept=[row_text(row) for row in rows], read=reading)
    assert kept[-3:] == rows[-3:] and kept[0] == rows[0] and len(read) == 4
    assert kept == rows and len(read) == 4 + len(rows)  # the others at once
    assert list(reversed(kept)) == rows[::-1]
    assert kept == rows and kept == Rows(rows) and len(kept) == len(rows) > 20
    kept.append(rows[0])
    assert kept.kept(row_text) == [*map(row_text, rows), row_text(rows[0])]
    fixed = Rows(kept=[row_text(row) for row in rows], read=read_rows).replaced(2, rows[0])
    assert fixed[2] == rows[0] and list(fixed) == [*rows[:2], rows[0], *rows[3:]]
    assert fixed.replaced(len(rows) - 1, rows[1])[-1] == rows[1] and fixed[-1] == rows[-1]
    assert fixed.kept(row_text) == [*map(row_text, rows[:2]), row_text(rows[0]),
                                    *map(row_text, rows[3:])]


@pytest.mark.parametrize("wrong", [
    lambda text: text.replace('"hearts"', '"trumps"', 1),
    lambda text: text.replace("]\n[", "]\n\n[", 1),
    lambda text: text.replace(",null,", ",7,", 1),
    lambda text: text + "\n[1]",
])
def test_rows_of_another_shape_are_not_resumed(tmp_path: Path, wrong: Any) -> None:
    path = tmp_path / "d.toml"
    session = season(path, 4, "open", [("hand", seed) for seed in range(30)])
    save_game(session)
    kept = shared.beside(path)
    found = json.loads(kept.read_text())
    found["board"][2] = wrong(found["board"][2])
    kept.write_text(json.dumps(found))
    assert resume_game(path, read_bytes(path), DIFFERENZLER) is None


@settings(max_examples=30)
@given(ops=OPS, players=st.integers(3, 6), preset=st.sampled_from(sorted(PRESETS)))
def test_the_figures_added_up_seat_by_seat_are_the_hand_by_hand_sums(
        ops: list[Op], players: int, preset: str) -> None:
    board = season(Path("d.toml"), players, preset, ops).board
    totals, running = [0] * players, []
    for row in board.hands:  # hand by hand, as the board adds them
        totals = [t + s for t, s in zip(totals, row.scores, strict=True)]
        running.append(tuple(totals))
    assert running_totals(board) == running
    expected = [{"name": name, "sessions": 1, "hands": len(board.hands),
                 "games_won": int(board.winner == seat),
                 "average_call": average([row.calls[seat] for row in board.hands]),
                 "average_points": average([row.points[seat] for row in board.hands]),
                 "exact_hits": sum(row.differences[seat] == 0 for row in board.hands),
                 "zero_calls": sum(row.calls[seat] == 0 for row in board.hands),
                 "average_difference": average([row.differences[seat]
                                                for row in board.hands])}
                for seat, name in enumerate(board.players)]
    assert stats_data([("season", board)], {})["players"] == expected
    lines = "".join(GAME.export(GameSession(Path("d.toml"), DIFFERENZLER,
                                            DiffSetup(board.players, board.rules), "", [],
                                            board), "csv")).splitlines()  # type: ignore[arg-type]
    assert lines[1:] == [",".join(map(str, [row.number, row.trump.value, *(
        f for seat in range(players) for f in (row.calls[seat], row.points[seat],
                                               row.scores[seat], totals[seat]))]))
        for row, totals in zip(board.hands, running, strict=True)]


def average(figures: list[int]) -> float | None:
    return round(sum(figures) / len(figures), 1) if figures else None
