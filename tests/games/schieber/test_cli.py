"""The command line as CLI.md describes it: exit codes, messages, JSON, an unchanged file."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from jass_slate.cli.app import app
from jass_slate.file.head import FORMAT, WRITTEN_BY
from jass_slate.games.schieber.file.session import editing, save
from tests.cli_tools import NEW, digest, ok, refused, run


@pytest.fixture
def session(session_file: Path) -> Path:
    ok(*NEW)
    return session_file


def show(*extra: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(ok("show", "--json", *extra))
    return data


def test_every_command_has_help() -> None:
    import typer.main

    group = typer.main.get_command(app)
    for name, command in group.commands.items():  # type: ignore[attr-defined]
        assert command.help, name
        assert run(name, "--help").exit_code == 0


def test_new_show_and_the_json_contract(session: Path) -> None:
    data = show()
    assert data["target"] == 3000 and data["game"] == 1
    assert [t["name"] for t in data["teams"]] == ["Anna & Beat", "Cla & Dora"]
    assert data["winner"] is None and data["schneider"] is False
    assert data["games_won"] == [0, 0] and data["bergpreis"] is None
    assert data["next"] == {"dealer": None, "forehand": "Anna"}  # anyone deals the first


def test_new_refuses_to_overwrite_without_force(session: Path) -> None:
    message = refused(session, *NEW)
    assert "already exists" in message and "--force" in message
    ok(*NEW, "--force")


def test_hand_records_and_show_adds_up(session: Path) -> None:
    out = ok("hand", "Herz", "--points", "anna=100", "--weis", "1=20")
    assert "+240" in out and "+114" in out
    ok("hand", "♣", "--match", "Cla & Dora", "--stöck", "dora")
    data = show()
    assert [t["score"] for t in data["teams"]] == [240, 114 + 257 + 20]
    for team in data["teams"]:
        marks = team["marks"]
        assert (100 * marks["hundreds"] + 50 * marks["fifties"] + 20 * marks["twenties"]
                + marks["rest"]) == team["score"]
    assert data["next"] == {"dealer": "Cla", "forehand": "Beat"}


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["hand", "trumpf", "--points", "1=100"], "unknown contract 'trumpf'"),
        (["hand", "hearts", "--points", "3=100"], "no team '3'"),
        (["hand", "hearts", "--points", "1=1"], "cannot be 1"),
        (["hand", "hearts", "--points", "1=156"], "cannot be 156"),
        (["hand", "hearts", "--points", "1=158"], "0 to 157"),
        (["hand", "hearts", "--points", "1=abc"], "whole number"),
        (["hand", "hearts", "--points", "100"], "TEAM=VALUE"),
        (["hand", "hearts", "--points", "1=100", "--weis", "1=30"], "30 is not a Weis"),
        (["hand", "obenabe", "--points", "1=100", "--stoeck", "1"], "no Stöck in Obenabe"),
        (["hand", "eicheln", "--points", "1=100"], "clubs, spades, diamonds, hearts"),
        (["hand", "hearts", "--points", "1=100", "--weis", "1=20", "--weis", "2=50"],
         "only one team scores Weis"),
        (["hand", "hearts", "--points", "1=100", "--weis", "1=200,200"], "four unders"),
        (["tricks", "--points", "1=100"], "no open hand"),
        (["weis", "1", "20"], "no open hand"),
        (["stoeck", "1"], "no open hand"),
        (["claim", "1", "--captured", "40"], "no open hand"),
        (["undo"], "nothing to undo"),
        (["fix", "1", "hearts", "--points", "1=100"], "no hand 1 to fix"),
    ],
)
def test_refusals_leave_the_file_unchanged(session: Path, args: list[str], says: str) -> None:
    assert says in refused(session, *args)


def test_usage_errors_exit_2(session: Path) -> None:
    before = digest(session)
    for args in (["hand", "hearts", "--bogus"], ["show", "--json", "extra"], ["hand"]):
        result = run(*args)
        assert result.exit_code == 2 and "Traceback" not in result.output
    assert digest(session) == before


def test_missing_and_corrupt_files_exit_3(session_file: Path) -> None:
    assert "no session file" in refused(session_file, "show", code=3)
    assert "jass.toml" in refused(session_file, "hand", "hearts", "--points", "1=100", code=3)
    session_file.write_text("format = 1\n[teams\n", encoding="utf-8")
    message = refused(session_file, "show", code=3)
    assert message.startswith(f"jass-slate: {session_file}:2:")


def test_a_newer_format_is_refused(session: Path) -> None:
    text = session.read_text(encoding="utf-8").replace(f"format = {FORMAT}", "format = 9")
    session.write_text(text, encoding="utf-8")
    assert "newer jass-slate" in refused(session, "show", code=3)


def test_a_broken_event_is_reported_with_its_line(session: Path) -> None:
    ok("hand", "hearts", "--points", "1=100")
    ok("hand", "clubs", "--points", "1=100")
    text = session.read_text(encoding="utf-8")
    text = text.replace("points=100:57", "points=100:58", 1).replace("[summary]", "[other]")
    session.write_text(text, encoding="utf-8")
    line = next(i for i, t in enumerate(text.splitlines(), 1) if "100:58" in t)
    message = refused(session, "show", code=3)
    assert f"{session}:{line}: event 1: " in message and "add up to 157" in message
    result = run("check")
    assert result.exit_code == 3 and "add up to 157" in result.stderr


def test_a_wrong_summary_is_not_trusted(session: Path) -> None:
    ok("hand", "hearts", "--points", "1=100")
    text = session.read_text(encoding="utf-8")
    session.write_text(text.replace("    200,\n", "    250,\n"), encoding="utf-8")
    assert "[summary] says totals" in refused(session, "show", code=3)


def test_a_summary_of_another_version_gives_way_to_the_replay(session: Path) -> None:
    """0.1.0 dropped Weis after the tricks in some claim_orders (issue 13, item 1): its
    summaries may disagree with today's replay, which is the truth, not a broken file."""
    ok("hand", "hearts", "--points", "1=100", "--weis", "1=20")
    text = session.read_text(encoding="utf-8")
    assert "    240,\n" in text
    old = text.replace("    240,\n", "    200,\n").replace(
        f'written_by = "{WRITTEN_BY}"', 'written_by = "jass-slate 0.1.0"')
    session.write_text(old, encoding="utf-8")
    assert [t["score"] for t in show()["teams"]] == [240, 114]
    assert run("check").exit_code == 0
    ok("hand", "clubs", "--points", "1=57")  # the next write corrects the summary
    written = session.read_text(encoding="utf-8")
    assert f'written_by = "{WRITTEN_BY}"' in written and "    297,\n" in written


def test_step_by_step_then_undo_and_fix(session: Path) -> None:
    ok("start", "obenabe", "--pushed")
    ok("weis", "2", "100", "20")
    ok("tricks", "--points", "2=90")
    assert [t["score"] for t in show()["teams"]] == [201, 630]
    ok("undo")
    data = show()
    assert data["open_hand"]["number"] == 1 and [t["score"] for t in data["teams"]] == [0, 360]
    refused(session, "fix", "1", "hearts", "--points", "1=100")
    ok("tricks", "--points", "2=90")
    ok("fix", "1", "hearts", "--points", "1=100")
    history = json.loads(ok("history", "--json"))["hands"]
    assert history[0]["contract"] == "hearts" and history[0]["scores"] == [200, 114]
    assert "undo" in session.read_text(encoding="utf-8")


def test_history_json_keys(session: Path) -> None:
    ok("hand", "hearts", "--points", "1=100", "--weis", "1=20")
    ok("hand", "undenufe", "--pushed", "--match", "2")
    hands = json.loads(ok("history", "--json"))["hands"]
    first, second = hands
    assert first["game"] == 1 and first["number"] == 1 and first["contract"] == "hearts"
    assert first["factor"] == 2 and first["pushed"] is False
    assert first["points"] == [100, 57] and first["scores"] == [240, 114]
    assert second["points"] == [0, 257] and second["scores"] == [0, 1028]
    assert second["totals"] == [240, 1142] and second["pushed"] is True


def test_claim_verdict_and_dry_run(session: Path) -> None:
    for _ in range(2):
        ok("hand", "undenufe", "--match", "1")
    ok("hand", "obenabe", "--match", "1")
    ok("hand", "clubs", "--points", "1=73")
    ok("start", "hearts")
    before = digest(session)
    out = ok("claim", "anna", "--captured", "45", "--stoeck", "1", "--dry-run")
    assert "3030 ≥ 3000: Anna & Beat win, Schneider" in out
    assert digest(session) == before
    ok("claim", "1", "--captured", "45", "--stoeck", "1")
    data = show()
    assert data["winner"] == "Anna & Beat" and data["schneider"] is True
    assert data["games_won"] == [2, 0]


def test_a_claim_refuses_parts_already_written(session: Path) -> None:
    """Issue 13, item 6: exit 1, the file unchanged, naming what is written."""
    ok("start", "hearts")
    ok("weis", "1", "20", "50")
    ok("stoeck", "1")
    assert refused(session, "claim", "1", "--captured", "40", "--weis", "1=20,50") == (
        "jass-slate: Anna & Beat's Weis 20, 50 is already written in hand 1: it counts "
        "already; claim without --weis")
    assert refused(session, "claim", "1", "--captured", "40", "--stoeck", "1") == (
        "jass-slate: Stöck is already written in hand 1 for Anna & Beat: it counts already; "
        "claim without --stoeck")
    assert refused(session, "claim", "1", "--stoeck", "1", "--dry-run") == (
        "jass-slate: Stöck is already written in hand 1 for Anna & Beat: it counts already; "
        "claim without --stoeck")


def test_both_past_target_asks_for_first(session: Path) -> None:
    for _ in range(2):
        ok("hand", "undenufe", "--match", "1")
    ok("hand", "obenabe", "--match", "2")
    ok("hand", "undenufe", "--match", "2")
    ok("hand", "obenabe", "--match", "2")
    ok("hand", "undenufe", "--points", "1=120")
    ok("hand", "undenufe", "--points", "1=100")
    assert [t["score"] for t in show()["teams"]] == [2936, 2946]
    assert "--first" in refused(session, "hand", "undenufe", "--points", "1=100")
    ok("hand", "undenufe", "--points", "1=100", "--first", "2")
    assert show()["winner"] == "Cla & Dora"


def test_rules_and_presets(session: Path) -> None:
    data = json.loads(ok("rules", "--json"))
    assert data["preset"] == "classic" and data["multipliers"]["hearts"] == 2
    assert "swisslos" in ok("rules", "--presets")


def test_new_with_a_rules_file_and_swiss_deck(session_file: Path, tmp_path: Path) -> None:
    rules = tmp_path / "house.toml"
    rules.write_text('preset = "classic-swiss"\nfour_nines = 100\n', encoding="utf-8")
    ok("new", "--team", "A", "--team", "B", "--rules", str(rules))
    ok("hand", "schellen", "--points", "1=100", "--weis", "1=100,100,100,100")
    assert "cannot hold" in refused(session_file, "hand", "bells", "--points", "1=100",
                                    "--weis", "1=100,100,100,100,100")
    assert "♦" not in refused(session_file, "hand", "hearts", "--points", "1=1")
    assert "acorns, roses, shields, bells" in refused(session_file, "hand", "herz",
                                                      "--points", "1=100")
    assert show()["next"] is None


def test_deck_of_a_preset_cannot_change(session_file: Path) -> None:
    assert "french deck" in refused(session_file, "new", "--team", "A", "--team", "B",
                                    "--deck", "swiss")
    ok("new", "--team", "A", "--team", "B", "--rules", "single", "--deck", "swiss")
    assert json.loads(ok("rules", "--json"))["deck"] == "swiss"


def test_tournament_json(session_file: Path) -> None:
    ok("new", "--team", "A", "--team", "B", "--rules", "tournament")
    data = show()
    assert data["target"] is None and data["hands"] == 12


def test_export_csv_and_json(session: Path, tmp_path: Path) -> None:
    ok("hand", "hearts", "--points", "1=100")
    lines = ok("export", "--format", "csv").splitlines()
    header = lines[0].split(",")
    for column in ("game", "hand", "contract", "factor", "team1", "team2"):
        assert column in header
    row = dict(zip(header, lines[1].split(","), strict=True))
    assert (row["contract"], row["factor"], row["team1"], row["team2"]) == ("hearts", "2",
                                                                           "200", "114")
    out = tmp_path / "out.json"
    ok("export", "--format", "json", "-o", str(out))
    assert json.loads(out.read_text(encoding="utf-8"))["hands"][0]["scores"] == [200, 114]


def test_check_sound_file(session: Path) -> None:
    ok("hand", "hearts", "--points", "1=100")
    assert "sound" in ok("check")


def test_demo_runs() -> None:
    out = ok("demo")
    assert "won by" in out


def test_file_option_and_module_entry(session_file: Path, tmp_path: Path) -> None:
    other = tmp_path / "other.toml"
    ok("-f", str(other), *NEW)
    assert other.exists() and not session_file.exists()


def test_a_closed_pipe_is_not_an_error(session: Path) -> None:
    """`history --json | head -c 1`: the reader stops early; no message, exit 0."""
    import subprocess
    import sys


    with editing(session) as loaded:
        from jass_slate.core.cards import Contract
        from jass_slate.core.teams import Team
        from jass_slate.games.schieber.scoring.events import Hand
        from jass_slate.games.schieber.scoring.tricks import counted

        for _ in range(300):
            loaded.record(Hand(Contract.CLUBS, counted(Team.ONE, 80), first=Team.ONE))
        save(loaded)
    script = f"set -o pipefail; {sys.executable} -m jass_slate history --json | head -c 1"
    done = subprocess.run(["bash", "-c", script], capture_output=True, text=True, check=False)
    assert (done.returncode, done.stderr) == (0, "")


def test_writing_commands_speak_json_too(session: Path) -> None:
    data = json.loads(ok("hand", "hearts", "--points", "1=100", "--weis", "1=20", "--json"))
    assert [t["score"] for t in data["teams"]] == [240, 114]
    assert data["hand"]["scores"] == [240, 114] and data["hand"]["number"] == 1
    assert json.loads(ok("start", "clubs", "--json"))["hand"]["number"] == 2
    assert json.loads(ok("weis", "2", "50", "--json"))["hand"]["scores"] == [0, 50]
    assert json.loads(ok("stoeck", "1", "--json"))["hand"]["stoeck"] == 1
    verdict = json.loads(ok("claim", "1", "--captured", "40", "--dry-run", "--json"))
    assert verdict["claim"]["holds"] is False and verdict["dry_run"] is True
    assert verdict["claim"]["sentence"].startswith("260 + tricks 40×1 = 300 < 3000")
    closed = json.loads(ok("tricks", "--points", "1=100", "--json"))
    assert closed["hand"]["scores"] == [120, 107]
    assert json.loads(ok("undo", "--json"))["open_hand"]["number"] == 2
    fixed = json.loads(ok("fix", "1", "hearts", "--points", "1=110", "--json"))
    assert fixed["hand"]["fixed"] is True and fixed["hand"]["scores"] == [220, 94]
    assert json.loads(ok("check", "--json")) == {"file": str(session), "sound": True,
                                                 "problems": [], "snapshot": "agrees"}


def test_push_back_needs_the_house_rule(session: Path, tmp_path: Path) -> None:
    assert "zurückschieben" in refused(session, "hand", "clubs", "--pushed-back",
                                       "--points", "1=80")
    rules = tmp_path / "push.toml"
    rules.write_text("push_back = true\n", encoding="utf-8")
    ok(*NEW, "--force", "--rules", str(rules))
    assert "pushed back" in ok("hand", "clubs", "--pushed-back", "--points", "1=80")
    hand = json.loads(ok("history", "--json"))["hands"][0]
    assert (hand["chooser"], hand["pushed"], hand["pushed_back"]) == ("Anna", True, True)


def test_history_draws_the_last_games_of_a_long_session(session_file: Path) -> None:
    from jass_slate.core.cards import Contract
    from jass_slate.core.teams import Team
    from jass_slate.games.schieber.scoring.events import Hand
    from jass_slate.games.schieber.scoring.tricks import match

    ok("new", "--team", "Anna & Beat", "--team", "Cla & Dora", "--rules", "single")
    with editing(session_file) as loaded:
        for _ in range(7 * 4):  # four Matches (4 × 257) win a game to 1000
            loaded.record(Hand(Contract.CLUBS, match(Team.ONE)))
        save(loaded)
    drawn = ok("history")
    assert "2 other games (8 hands) not drawn" in drawn
    assert "Game 3 (to 1000)" in drawn and "Game 2 (to 1000)" not in drawn
    one = ok("history", "--game", "2")
    assert "Game 2 (to 1000)" in one and "Game 3 (to 1000)" not in one
    every = ok("history", "--all")
    assert "Game 1 (to 1000)" in every and "not drawn" not in every
    assert "there is no game 9" in refused(session_file, "history", "--game", "9")
    assert len(json.loads(ok("history", "--json"))["hands"]) == 28


def test_a_file_name_that_is_not_utf8_is_shown_escaped(session: Path) -> None:
    """Hypothesis found `check --json` and `export -o` with a name from undecodable bytes."""
    checked = run("check", "\udc80", "--json")
    assert checked.exit_code == 3
    assert json.loads(checked.stdout)["file"] == "\udc80"
    written = run("export", "--format", "md", "-o", "\udc80.md")
    assert written.exit_code == 0 and written.stdout == "Wrote \\udc80.md.\n"
    assert (session.parent / os.fsdecode(b"\x80.md")).exists()
