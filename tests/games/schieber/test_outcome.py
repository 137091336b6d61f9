"""Issue 13, items 3, 4, 5 and 11: what is not known is not shown, and every outcome says
why, and what a change of the past changed."""

from __future__ import annotations

import json
from pathlib import Path

from jass_slate.cli.app import app
from tests.cli_tools import as_json, digest, ok, run, runner

TEAMS = ["--team", "Anna & Beat", "--team", "Cla & Dora"]


# --- item 4: any player deals the first hand ------------------------------------------


def test_no_dealer_is_invented_for_the_first_hand(session_file: Path) -> None:
    ok("new", *TEAMS, "--first-forehand", "Cla")
    assert as_json("show")["next"] == {"dealer": None, "forehand": "Cla"}
    assert ok("show").splitlines()[-2] == \
        "Next: Cla is forehand (holds the seven); any player deals."
    ok("hand", "hearts", "--points", "1=100")
    assert as_json("show")["next"] == {"dealer": "Cla", "forehand": "Beat"}
    ok("hand", "clubs", "--points", "1=100")
    hands = as_json("history")["hands"]
    assert [(h["dealer"], h["forehand"]) for h in hands] == [(None, "Cla"), ("Cla", "Beat")]
    rows = [line for line in ok("history").splitlines() if line[:2] in ("1 ", "2 ")]
    assert rows[0].startswith("1         Cla ") and rows[1].startswith("2  Cla    Beat ")


def test_next_is_null_while_the_first_forehand_is_unknown(session_file: Path) -> None:
    ok("new", *TEAMS)
    assert as_json("show")["next"] is None
    assert "Next" not in ok("show")


# --- item 3: a forgotten first forehand can be given later ---------------------------

HINT = ("Who was forehand in hand 1 (who holds the seven) was not said, so who deals, who "
        "chose and Match or Kontermatch are not known. To give it: jass-slate {command} "
        "--forehand NAME (one of Anna, Cla, Beat, Dora).")


def test_the_first_hand_without_a_forehand_says_once_how_to_give_it(session_file: Path) -> None:
    ok("new", *TEAMS)
    said = ok("hand", "hearts", "--match", "1", "--weis", "1=20,50", "--stoeck", "2")
    assert said.splitlines()[-1] == HINT.format(
        command="fix 1 hearts --match 1 --weis 1=20,50 --stoeck 2")
    assert "forehand" not in ok("hand", "clubs", "--points", "1=80")


def test_the_hint_keeps_the_double_packs_second_stoeck_pair(session_file: Path,
                                                            tmp_path: Path) -> None:
    """Following the hint records the hand again whole: both Stöck pairs, `--stoeck 1,2`."""
    rules = tmp_path / "double.toml"
    rules.write_text('pack = "double"\nsecond_stoeck = true\n', encoding="utf-8")
    ok("new", *TEAMS, "--rules", str(rules))
    said = ok("hand", "hearts", "--points", "1=200", "--stoeck", "1,2")
    assert said.splitlines()[-1] == HINT.format(
        command="fix 1 hearts --points 1=200 --stoeck 1,2")
    before = as_json("show")["teams"]
    ok("fix", "1", "hearts", "--points", "1=200", "--stoeck", "1,2", "--forehand", "Anna")
    assert as_json("show")["teams"] == before  # the same hand, now with its forehand


def test_the_hint_goes_to_stderr_beside_json(session_file: Path) -> None:
    ok("new", *TEAMS)
    result = run("hand", "spades", "--pushed", "--points", "2=90", "--json")
    assert result.exit_code == 0
    assert json.loads(result.stdout)["hand"]["forehand"] is None
    assert result.stderr.strip() == HINT.format(command="fix 1 spades --pushed --points 1=67")
    ok("undo")
    said = ok("start", "obenabe")
    assert said.splitlines() == ["Hand 1: Obenabe ×3.",
                                 HINT.format(command="undo; jass-slate start obenabe")]


def test_a_match_without_a_forehand_is_not_called_match_or_kontermatch(
        session_file: Path) -> None:
    ok("new", *TEAMS)
    ok("hand", "hearts", "--match", "2")
    row = next(line for line in ok("history").splitlines() if line.startswith("1 "))
    assert "0:257  " in row and "0:257 M" not in row and "0:257 K" not in row
    assert as_json("history")["hands"][0]["kontermatch"] is None
    team2 = as_json("stats")["teams"][1]
    assert (team2["matches"], team2["kontermatches"], team2["matches_unknown"]) == (0, 0, 1)
    stats = [" ".join(line.split()) for line in ok("stats").splitlines()]
    assert "Cla & Dora 0/0 0 1 0 +1? 0 – – 514.0" in stats
    assert "Anna & Beat 0/0 0 1 0 0 – – 0.0" in stats
    assert "+N?: all nine tricks, Match or Kontermatch unknown (no first forehand)." in stats


def test_fix_1_gives_the_forgotten_first_forehand(session_file: Path) -> None:
    ok("new", *TEAMS)
    ok("hand", "hearts", "--match", "2")
    ok("hand", "clubs", "--points", "1=80")
    assert as_json("show")["next"] is None
    ok("fix", "1", "hearts", "--match", "2", "--forehand", "beat")
    assert session_file.read_text().count(" fix 1 hearts match=2 forehand=beat\",") == 1
    assert as_json("show")["next"] == {"dealer": "Dora", "forehand": "Anna"}
    hands = as_json("history")["hands"]
    assert [(h["dealer"], h["forehand"], h["kontermatch"]) for h in hands] == [
        (None, "Beat", True), ("Beat", "Dora", False)]
    row = next(line for line in ok("history").splitlines() if line.startswith("1*"))
    assert "0:257 K" in row
    assert run("check").exit_code == 0


def test_a_fix_line_without_a_forehand_keeps_the_hand_s(session_file: Path) -> None:
    """Fix lines written before `fix --forehand` existed read as they did."""
    ok("new", *TEAMS)
    ok("hand", "hearts", "--points", "1=100", "--forehand", "Cla")
    ok("fix", "1", "clubs", "--points", "1=90")
    assert session_file.read_text().count(' fix 1 clubs points=90:67",') == 1
    assert as_json("history")["hands"][0]["forehand"] == "Cla"
    assert as_json("show")["next"] == {"dealer": "Cla", "forehand": "Beat"}


def test_the_first_forehand_is_said_with_hand_1_only(session_file: Path) -> None:
    ok("new", *TEAMS)
    ok("hand", "hearts", "--points", "1=100")
    ok("hand", "clubs", "--points", "1=80")
    before = digest(session_file)
    for args in (["hand", "clubs", "--points", "1=80", "--forehand", "Cla"],
                 ["fix", "2", "clubs", "--points", "1=80", "--forehand", "Cla"]):
        result = run(*args)
        assert result.exit_code == 1 and result.stderr == (
            "jass-slate: the first forehand is said with hand 1: `fix 1 CONTRACT ... "
            "--forehand NAME` gives it now\n")
    assert digest(session_file) == before
    ok("new", "--force", *TEAMS, "--first-forehand", "Dora")
    ok("hand", "hearts", "--points", "1=100", "--forehand", "Dora")  # the same, said again
    result = run("fix", "1", "hearts", "--points", "1=100", "--forehand", "Anna")
    assert result.exit_code == 1 and result.stderr == (
        "jass-slate: Dora is forehand in hand 1 already: the first forehand is said once, "
        "and the rotation follows\n")


# --- item 5: fix and undo say what they change ------------------------------------------

HANS_WIN = ["obenabe --points 1=157", "obenabe --points 1=80", "obenabe --points 2=157",
            "obenabe --points 1=157"]  # 1182 – 702: won, not Schneider
VRENI_WIN = ["obenabe --points 2=157", "obenabe --points 2=80", "obenabe --points 1=157",
             "obenabe --points 2=157"]


def five_to_two() -> None:
    """To 1000: Hans & Ueli win game 1 Schneider in hand 3 (1538 – 118), then three games
    more; Vreni & Ruth win two: games won 5–2."""
    ok("new", "--team", "Hans & Ueli", "--team", "Vreni & Ruth", "--first-forehand", "Hans",
       "--target", "1000")
    hands = ["obenabe --points 1=150", "clubs --points 1=60", "undenufe --match 1"]
    for game in (HANS_WIN, VRENI_WIN, HANS_WIN, VRENI_WIN, HANS_WIN):
        hands += game
    for hand in hands:
        ok("hand", *hand.split())
    assert as_json("show")["games_won"] == [5, 2]


CHANGED = ("This changes game 1: now won by Vreni & Ruth (was Hans & Ueli, Schneider); "
           "games won 3–3 (was 5–2).")


def test_fix_says_how_it_changes_a_decided_game(session_file: Path) -> None:
    five_to_two()
    before = digest(session_file)
    said = ok("fix", "3", "undenufe", "--match", "2", "--dry-run")
    assert said.splitlines() == [
        "Dry run, nothing written: Hand 3 fixed. Game 6: 1182 – 702.", CHANGED]
    data = as_json("fix", "3", "undenufe", "--match", "2", "--dry-run")
    assert data["dry_run"] is True and data["games_won"] == [3, 3]
    assert data["changes"] == {
        "games": [{"game": 1,
                   "now": {"winner": "Vreni & Ruth", "schneider": False, "draw": False},
                   "was": {"winner": "Hans & Ueli", "schneider": True, "draw": False}}],
        "games_won": [3, 3], "games_won_before": [5, 2]}
    assert digest(session_file) == before
    assert ok("fix", "3", "undenufe", "--match", "2").splitlines() == [
        "Hand 3 fixed. Game 6: 1182 – 702.", CHANGED]
    assert as_json("show")["games_won"] == [3, 3]
    assert ok("undo").splitlines()[1:] == [
        "This changes game 1: now won by Hans & Ueli, Schneider (was Vreni & Ruth); "
        "games won 5–2 (was 3–3)."]


def test_a_change_that_decides_nothing_says_nothing_more(session_file: Path) -> None:
    five_to_two()
    assert ok("fix", "2", "clubs", "--points", "1=70").splitlines() == [
        "Hand 2 fixed. Game 6: 1182 – 702."]
    data = as_json("undo")
    assert data["changes"] == {"games": [], "games_won": [5, 2], "games_won_before": [5, 2]}
    ok("hand", "clubs", "--points", "1=50")  # game 7 begins; taking it back changes no game
    assert ok("undo").splitlines() == ["Undone: hand 24 (♣ clubs). Game 6: 1182 – 702."]


def test_an_undo_that_reopens_a_game_says_so(session_file: Path) -> None:
    ok("new", "--team", "Hans & Ueli", "--team", "Vreni & Ruth", "--target", "1000")
    ok("hand", "undenufe", "--match", "2")
    data = as_json("undo")
    assert data["changes"]["games"] == [{
        "game": 1, "now": {"winner": None, "schneider": False, "draw": False},
        "was": {"winner": "Vreni & Ruth", "schneider": True, "draw": False}}]
    ok("hand", "undenufe", "--match", "2")
    assert ok("undo").splitlines()[1] == (
        "This changes game 1: now not decided (was Vreni & Ruth, Schneider); "
        "games won 0–0 (was 0–2).")


def test_undo_in_play_says_what_it_changes(session_file: Path) -> None:
    from tests.evening import table

    ok("new", *TEAMS, "--first-forehand", "Anna", "--target", "1000")
    ok("hand", "undenufe", "--match", "2")
    loop, said = table(session_file, ["undo", "quit"])
    loop.run()
    assert "  This changes game 1: now not decided (was Cla & Dora, Schneider); games won " \
           "0–0 (was 0–2)." in said


def test_undo_in_play_compares_with_the_file_not_with_what_play_saw(session_file: Path) -> None:
    """A hand written by another command while `play` waits is what play's undo takes back:
    what it changes is told against the file as the undo found it."""
    from tests.evening import table

    ok("new", *TEAMS, "--first-forehand", "Anna", "--target", "1000")
    loop, said = table(session_file, ["undo", "quit"])
    ask, asked = loop.ask, list[str]()

    def ask_after_another_command(prompt: str) -> str:
        if not asked:
            ok("hand", "undenufe", "--match", "2")  # from another terminal
        asked.append(prompt)
        return ask(prompt)

    loop.ask = ask_after_another_command
    loop.run()
    assert "  This changes game 1: now not decided (was Cla & Dora, Schneider); games won " \
           "0–0 (was 0–2)." in said


def test_fix_help_and_docs_describe_forehand_and_dry_run() -> None:
    text = " ".join(ok("fix", "--help").split())
    assert "--forehand PLAYER Who was forehand (held the seven), when fixing hand 1 and it " \
           "was not said." in text
    assert "--dry-run Only say what the fix would change; write nothing." in text
    root = Path(__file__).parents[3]
    readme = (root / "README.md").read_text(encoding="utf-8")
    assert "fix 1 hearts --points 1=100 --weis 1=20 --forehand Anna" in readme
    manual = (root / "docs" / "games" / "schieber.md").read_text(encoding="utf-8")
    assert "`fix --dry-run` only says it, `fix 1 ... --forehand NAME`" in manual


# --- item 11: every outcome says why ----------------------------------------------------

HANS = ["--team", "Hans & Ueli", "--team", "Vreni & Ruth", "--first-forehand", "Hans"]


def hands(*lines: str) -> list[str]:
    return [ok("hand", *line.split()) for line in lines]


def outcome(command: str) -> str:
    """The line of `show` or `history` that says how game 1 stands (a wide terminal: the
    sentence on one line)."""
    result = runner.invoke(app, [command], env={"COLUMNS": "300", "NO_COLOR": "1"})
    assert result.exit_code == 0, result.output
    return next(line.strip() for line in result.stdout.splitlines()
                if line.startswith(("Game 1 won", "Game 1 goes on")))


def test_a_win_by_first_says_who_claimed_first(session_file: Path) -> None:
    ok("new", *HANS, "--target", "1000")
    said = hands("undenufe --points 1=100", "undenufe --points 1=100", "clubs --points 2=157",
                 "clubs --points 2=157", "clubs --points 2=157",
                 "hearts --points 1=110 --first 2")[-1]
    won = ("Game 1 won by Vreni & Ruth: 1020 – 1021. Hand 6 took both teams past 1000, and "
           "Vreni & Ruth claimed first.")
    assert said.splitlines()[1] == f"{won} The next hand starts game 2."
    assert outcome("show") == f"{won} The next hand starts game 2."
    assert outcome("history") == won


def test_a_tie_under_higher_says_the_game_goes_on(session_file: Path) -> None:
    rules = session_file.parent / "higher.toml"
    rules.write_text('preset = "classic"\nboth_past_target = "higher"\n', encoding="utf-8")
    ok("new", *HANS, "--rules", str(rules), "--target", "1000")
    said = hands("obenabe --points 1=0", "obenabe --points 1=129", "undenufe --points 1=153",
                 "undenufe --points 1=25")[-1]
    tie = ("Game 1 goes on at 1099 – 1099: both teams are past 1000 and were level, so the "
           "first hand that ends with one team ahead wins it.")
    assert said.splitlines() == [
        "Hand 4 (Undenufe ×4): Hans & Ueli +100, Vreni & Ruth +528; now 1099 – 1099", tie]
    assert outcome("show") == tie
    assert outcome("history") == tie
    said = hands("clubs --points 1=100")[0]
    assert said.splitlines()[1] == (
        "Game 1 won by Hans & Ueli: 1199 – 1156. Both teams were past 1000 when hand 5 ended: "
        'the higher total wins (house rule both_past_target = "higher"). The next hand starts '
        "game 2.")


def at_2900(session_file: Path) -> None:
    """Anna & Beat 2900, Cla & Dora 84, a hearts hand open (as in
    tests/games/schieber/test_claims.py)."""
    ok("new", *TEAMS, "--first-forehand", "Anna")
    hands("undenufe --match 1", "undenufe --match 1", "obenabe --match 1", "clubs --points 1=73")
    ok("start", "hearts")


def test_after_a_false_claim_show_and_history_say_who_claimed_with_what(
        session_file: Path) -> None:
    at_2900(session_file)
    assert ok("claim", "1", "--captured", "45").strip() == (
        "2900 + tricks 45×2 = 2990 < 3000: false claim by Anna & Beat, Cla & Dora win")
    why = ("Game 1 won by Cla & Dora: 2900 – 84. Anna & Beat claimed falsely in hand 5: "
           "2900 + tricks 45×2 = 2990 < 3000.")
    assert outcome("show") == f"{why} The next hand starts game 2."
    assert outcome("history") == why
    row = next(line for line in ok("history").splitlines() if line.startswith("5 "))
    assert "claim A&B ✗" in row


def test_a_claim_that_holds_and_a_double_claim_name_the_claimants(session_file: Path) -> None:
    at_2900(session_file)
    ok("claim", "1", "--captured", "45", "--stoeck", "1")
    assert outcome("show") == (
        "Game 1 won by Anna & Beat, Schneider (counts two games): 3030 – 84. Anna & Beat "
        "claimed in hand 5: 2900 + Stöck 20×2 + tricks 45×2 = 3030 ≥ 3000. The next hand "
        "starts game 2.")
    assert "claim A&B ✓" in ok("history")
    ok("undo")
    ok("claim", "2", "--also", "1", "--captured", "1=10", "--weis", "2=20")
    assert outcome("show") == (
        "Game 1 won by Anna & Beat, Schneider (counts two games): 2900 – 84. Both claimed in "
        "hand 5, Cla & Dora first, and neither reached 3000: Anna & Beat 2900 + tricks 10×2 "
        "= 2920; Cla & Dora 84 + Weis 20×2 = 124; a false claim by Cla & Dora. The next hand "
        "starts game 2.")
    assert "claim C&D,A&B ✗" in ok("history")
