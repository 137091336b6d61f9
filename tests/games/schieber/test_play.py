"""`play`: scripted evenings give the same file and scores as the plain commands."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from jass_slate.cli.app import app
from jass_slate.core.teams import Team
from jass_slate.games.schieber.file.session import Session, editing, load, save
from jass_slate.games.schieber.scoring.events import TricksTaken
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.games.schieber.scoring.tricks import counted
from jass_slate.games.schieber.table.play import Table, status_lines
from jass_slate.games.schieber.table.questions import needs_first
from tests.evening import (
    GAME,
    NEW,
    Step,
    answers,
    new_session,
    play_commands,
    runner,
    table,
    without_times,
)


def play(path: Path, lines: list[str]) -> Any:
    return runner.invoke(app, ["-f", str(path), "play"], input="".join(f"{x}\n" for x in lines))


def show_json(path: Path) -> dict[str, Any]:
    result = runner.invoke(app, ["-f", str(path), "show", "--json"])
    assert result.exit_code == 0, result.output
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def test_a_scripted_evening_writes_what_the_plain_commands_write(tmp_path: Path) -> None:
    by_play, by_commands = tmp_path / "play.toml", tmp_path / "commands.toml"
    new_session(by_play)
    new_session(by_commands)
    result = play(by_play, answers(GAME))
    assert result.exit_code == 0, result.output
    play_commands(by_commands, GAME)
    assert without_times(by_play) == without_times(by_commands)
    assert show_json(by_play) == show_json(by_commands)
    assert show_json(by_play)["games_won"] == [2, 1]
    assert "Game 1 won by Cla & Dora: 1769 – 3352." in result.stdout
    assert "Game 2 won by Anna & Beat, Schneider (counts two games)" in result.stdout


def test_bad_answers_are_explained_and_asked_again(tmp_path: Path) -> None:
    path = tmp_path / "j.toml"
    new_session(path)
    lines = ["karo6", "spades", "1", "2 60", "3 20", "20", "none", "banana", "none", "2 156",
             "2 160", "100", "2 99"]
    result = play(path, lines)
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "Unknown contract 'karo6'" in out
    assert "Say the Weis after the team, like 1 20 50" in out
    assert "60 is not a Weis under these rules" in out
    assert "No team '3'" in out
    assert "Say the team first, then the Weis: like 1 20" in out
    assert "No team 'banana'" in out
    assert "Trick points cannot be 156" in out
    assert "Trick points must be 0 to 157, not 160" in out
    assert "Say whose points they are: like 1 100" in out
    assert "Traceback" not in result.output
    hands = load(path).scorer.hands
    assert [(h.contract.value, h.points) for h in hands] == [("spades", (58, 99))]


def test_an_open_hand_is_picked_up_where_the_file_says(tmp_path: Path) -> None:
    path = tmp_path / "j.toml"
    new_session(path)
    for command in (["start", "hearts"], ["weis", "2", "50"]):
        assert runner.invoke(app, ["-f", str(path), *command]).exit_code == 0
    result = play(path, ["2", "1 100"])
    assert "Hand 1 is open: picking it up where it stands." in result.stdout
    assert "Stöck (TEAM, or none): 2" in result.stdout  # Weis is written: not asked again
    assert load(path).scorer.hands[0].scores == [200, 254]


def test_undo_show_help_and_quit_at_any_question(tmp_path: Path) -> None:
    path = tmp_path / "j.toml"
    new_session(path)
    result = play(path, ["hearts", "1 20", "undo", "none", "help", "show", "quit"])
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "Undone: the Weis of Anna & Beat in hand 1. Game 1: 0 – 0." in out
    assert "claim [TEAM]" in out and "Stöck not" not in out
    assert "Hand 1 stays open; `jass-slate play` picks it up again." in out
    slate = load(path).scorer
    assert slate.open is not None and slate.open.weis is None
    lines = [e for e in path.read_text().splitlines() if e.startswith('  "')]
    assert [line.split()[1:] for line in lines] == [
        ["start", 'hearts",'], ["weis", "1", '20",'], ['undo",']]


def test_undo_of_a_start_asks_the_contract_again(tmp_path: Path) -> None:
    path = tmp_path / "j.toml"
    new_session(path)
    result = play(path, ["obenabe", "undo", "push", "undenufe", "none", "1 57"])
    assert result.exit_code == 0, result.output
    hand = load(path).scorer.hands[0]
    assert (hand.contract.value, hand.pushed, hand.chooser) == ("undenufe", True, "Beat")


def test_a_claim_is_asked_step_by_step_and_confirmed(tmp_path: Path) -> None:
    path = tmp_path / "j.toml"
    new_session(path)
    play_commands(path, list(GAME[:9]))  # Cla & Dora at 2796
    lines = ["claim", "undenufe", "claim 2", "no", "60", "none", "no",  # not written
             "claim Dora", "no", "60", "none", "yes"]
    result = play(path, lines)
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "A claim comes during a hand: say its contract first." in out
    assert "2796 + tricks 60×4 = 3036 ≥ 3000: Cla & Dora win" in out
    assert "Claim cancelled; nothing written." in out
    slate = load(path).scorer
    assert slate.game.winner == 1 and slate.hands[-1].claim is not None
    assert slate.game.scores == [1497, 3036]


def test_a_false_claim_loses(tmp_path: Path) -> None:
    path = tmp_path / "j.toml"
    new_session(path)
    result = play(path, ["hearts", "claim 1", "no", "20", "none", "none", "yes"])
    assert "0 + tricks 20×2 = 40 < 3000: false claim by Anna & Beat, Cla & Dora win, " \
           "Schneider" in result.stdout
    assert load(path).scorer.games_won == [0, 2]


def test_a_push_asks_the_partner_and_push_back_needs_the_house_rule(tmp_path: Path) -> None:
    path = tmp_path / "j.toml"
    new_session(path)
    result = play(path, ["push", "push", "hearts pushed"])
    assert "Pushing back is not a house rule of this session" in result.stdout
    assert "Unknown contract 'hearts pushed'" in result.stdout
    rules = tmp_path / "house.toml"
    rules.write_text("preset = 'classic'\npush_back = true\n")
    other = tmp_path / "k.toml"
    args = ["-f", str(other), *NEW, "--rules", str(rules)]
    assert runner.invoke(app, args).exit_code == 0
    result = play(other, ["push", "push", "clubs"])
    assert "Pushed back: Anna's contract: clubs" in result.stdout
    hand = load(other).scorer.open
    assert hand is not None and (hand.pushed_back, hand.chooser) == (True, "Anna")
    assert 'start clubs pushed-back",' in other.read_text()


def test_a_contract_and_push_in_one_answer(tmp_path: Path) -> None:
    path = tmp_path / "j.toml"
    new_session(path)
    play(path, ["push ♥", "none", "none", "2 80", "Schaufel", "none", "none", "match 1"])
    hands = load(path).scorer.hands
    assert [(h.contract.value, h.pushed) for h in hands] == [("hearts", True),
                                                             ("spades", False)]
    assert hands[1].kontermatch


def test_the_first_forehand_is_asked_when_new_was_not_told(tmp_path: Path) -> None:
    path = tmp_path / "j.toml"
    args = ["-f", str(path), "new", "--team", "Anna & Beat", "--team", "Cla & Dora"]
    assert runner.invoke(app, args).exit_code == 0
    result = play(path, ["Zora", "cla", "hearts"])
    assert "'Zora' has no seat here: say one of Anna, Cla, Beat, Dora." in result.stdout
    assert "Dora. Did you mean Dora?" in result.stdout  # Zora is nearest Dora (issue 20)
    slate = load(path).scorer
    assert slate.open is not None and slate.open.forehand == "Cla"
    assert slate.next_deal() == ("Cla", "Beat")


def test_a_session_without_seats_plays_without_names(tmp_path: Path) -> None:
    path = tmp_path / "j.toml"
    args = ["-f", str(path), "new", "--team", "Blue", "--team", "Red"]
    assert runner.invoke(app, args).exit_code == 0
    result = play(path, ["obenabe", "blue 50", "red 100"])
    assert "Contract (or push): obenabe" in result.stdout
    assert load(path).scorer.hands[0].scores == [150 + 171, 300]


def test_no_session_file_is_a_refusal_with_code_3(tmp_path: Path) -> None:
    result = play(tmp_path / "none.toml", [])
    assert result.exit_code == 3
    assert "no session file here" in result.stderr


# --- the loop with injected input and output -------------------------------------------


def test_both_teams_past_the_target_asks_who_claimed_first(tmp_path: Path) -> None:
    path = tmp_path / "j.toml"
    assert runner.invoke(app, ["-f", str(path), *NEW, "--target", "1000"]).exit_code == 0
    play_commands(path, [Step("clubs", weis=(team, (200, 100, 100)), points=(team, 100))
                         for team in ("1", "2")])
    play_commands(path, [Step("clubs", weis=(team, (100, 100)), points=(team, 100))
                         for team in ("1", "2")])  # 914 – 914
    loop, said = table(path, ["obenabe", "none", "2 100", "help", "2", "quit"])
    loop.run()
    assert "Both teams pass the line with this: which team claimed first? " in said
    assert any(line.startswith("The team that claimed first") for line in said)
    slate = load(path).scorer
    assert slate.games_won == [0, 1] and slate.game.scores == [1085, 1214]


def test_needs_first_only_when_one_part_takes_both_past(tmp_path: Path) -> None:
    path = tmp_path / "j.toml"
    new_session(path)
    runner.invoke(app, ["-f", str(path), "start", "hearts"])
    scorer = load(path).scorer
    assert needs_first(scorer, TricksTaken(counted(Team.ONE, 78))) is False
    scorer.game.scores[:] = [1450, 1450]
    assert needs_first(scorer, TricksTaken(counted(Team.ONE, 78))) is True  # the Bergpreis


def test_a_weis_that_decides_the_game_closes_the_hand(tmp_path: Path) -> None:
    path = tmp_path / "j.toml"
    new_session(path)
    play_commands(path, list(GAME[:9]))  # Cla & Dora at 2796
    loop, said = table(path, ["undenufe", "2 100 100 100", "hearts", "quit"])
    loop.run()
    assert any("Game 1 won by Cla & Dora" in line for line in said)
    slate = load(path).scorer
    assert slate.game.number == 2 and slate.open is not None


def test_status_lines_say_whose_deal_it_is(tmp_path: Path) -> None:
    path = tmp_path / "j.toml"
    new_session(path)
    assert status_lines(load(path).scorer) == [
        "Game 1 (to 3000): Anna & Beat 0 – 0 Cla & Dora; games won 0 – 0.",
        "Hand 1: Anna is forehand (holds the seven); any player deals.",
    ]


@pytest.mark.parametrize("stop", [EOFError, KeyboardInterrupt])
def test_the_input_ending_or_ctrl_c_keeps_every_answer(tmp_path: Path,
                                                        stop: type[BaseException]) -> None:
    path = tmp_path / "j.toml"
    new_session(path)
    queue = ["hearts", "1 20"]

    def ask(prompt: str) -> str:
        if not queue:
            raise stop
        return queue.pop(0)

    def write(build: Callable[[Session], Any], dry_run: bool) -> Slate:
        with editing(path) as session:
            session.record(build(session))
            save(session)
            return session.scorer

    loop = Table(ask, lambda text: None, write, lambda: load(path))
    if stop is KeyboardInterrupt:
        with pytest.raises(KeyboardInterrupt):
            loop.run()
    else:
        loop.run()
    hand = load(path).scorer.open
    assert hand is not None and hand.weis is not None and hand.scores == [40, 0]


def test_a_push_can_be_taken_back_before_the_partner_chooses(tmp_path: Path) -> None:
    path = tmp_path / "j.toml"
    new_session(path)
    result = play(path, ["push", "claim 1", "help", "undo", "hearts"])
    out = result.stdout
    assert "Answer this first, or say cancel." in out
    assert "undo (or cancel) takes the push back" in out
    assert "Push taken back; nothing was written." in out
    hand = load(path).scorer.open
    assert hand is not None and (hand.pushed, hand.chooser) == (False, "Anna")


def test_a_resumed_hand_says_a_none_is_asked_again(tmp_path: Path) -> None:
    path = tmp_path / "j.toml"
    new_session(path)
    assert runner.invoke(app, ["-f", str(path), "start", "obenabe"]).exit_code == 0
    result = play(path, ["none", "2 100"])
    assert ("Hand 1 is open: picking it up where it stands (a none said for Weis or Stöck is "
            "not written: it is asked again).") in result.stdout
    assert load(path).scorer.hands[0].scores == [171, 300]


def test_undo_after_a_none_takes_back_the_none_alone(tmp_path: Path) -> None:
    """The last answer wrote nothing (Stöck none): undo asks it again and writes nothing;
    a second undo takes back the Weis none, a third the written start (issue 28)."""
    path = tmp_path / "j.toml"
    new_session(path)
    result = play(path, ["hearts", "none", "none", "undo", "1", "undo", "undo", "undo",
                         "undo", "quit"])
    assert result.exit_code == 0, result.output
    out = result.stdout
    trick_points = "Trick points (TEAM N with the last trick's 5, like 1 100; or match TEAM): "
    assert (f"{trick_points}undo\n  Taken back: the none said for Stöck (nothing was written "
            "for it).\nStöck (TEAM, or none): 1\n") in out
    assert (f"{trick_points}undo\n  Undone: the Stöck of Anna & Beat in hand 1. Game 1: 0 – 0."
            "\nStöck (TEAM, or none): undo\n  Taken back: the none said for Weis (nothing was "
            "written for it).\nWeis after the first trick") in out
    assert ("(TEAM VALUES, like 1 20 50; or none): undo\n  Undone: the start of hand 1 (♥ "
            "hearts). Game 1: 0 – 0.\n") in out
    assert "Anna's contract (or push): undo\n  Nothing to undo. Try again, or say help." in out
    lines = [e.split()[1:] for e in path.read_text().splitlines() if e.startswith('  "')]
    assert lines == [["start", 'hearts",'], ["stoeck", '1",'], ['undo",'], ['undo",']]
    assert load(path).scorer.hands == []
