"""Striche (issue 34): the `[striche]` table, its presets, and the Striche counted per game
and evening, worked by hand from the sources' values (docs/rule-choices.md, "Striche")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from jass_slate.games.schieber.file.session import load
from jass_slate.games.schieber.report.striche import session_striche
from jass_slate.games.schieber.scoring.rules import preset
from jass_slate.games.schieber.scoring.rules_mapping import rules_from_mapping, rules_to_mapping
from jass_slate.games.schieber.scoring.striche import STRICHE_PRESETS
from jass_slate.games.schieber.scoring.striche_count import striche_totals
from tests.cli_tools import EXAMPLES, SEATED, as_json, new_with_rules, ok, refused, rules_file

SESSIONS = EXAMPLES / "sessions"


def with_striche(tmp_path: Path, example: str, table: str) -> Path:
    """An example evening of EXAMPLES/sessions with a `[rules.striche]` table added."""
    text = (SESSIONS / example).read_text(encoding="utf-8")
    path = tmp_path / example
    path.write_text(text.replace("[record]", f"[rules.striche]\n{table}\n[record]", 1),
                    encoding="utf-8")
    return path


def per_game(path: Path) -> tuple[list[list[int]], list[int]]:
    scorer = load(path).scorer
    earned = session_striche(scorer)
    assert earned is not None
    return ([striche_totals(earned, game.number) for game in scorer.games],
            striche_totals(earned))


@pytest.mark.parametrize(("table", "games", "evening"), [
    # jasswiki: game 1 won with Schneider and the Berg, 2 + 2 + 1 = 5; game 2 won 2 + Berg 1,
    # and Dora's side made a Match of its own choice (1); game 3 won 2 + Berg 1 + a
    # Kontermatch of Anna & Beat against Cla's trump (2) = 5; game 4 open: the Berg 1.
    ('preset = "jasswiki"', [[5, 0], [3, 1], [5, 0], [1, 0]], [14, 1]),
    # old: Schneider and Kontermatch 1: 2 + 1 + 1, 2 + 1 : 1, 2 + 1 + 1, 1 = 12 : 1
    ('preset = "old"', [[4, 0], [3, 1], [4, 0], [1, 0]], [12, 1]),
    # games: a Strich a game, two for Schneider: the games won the slate says, 4 : 0
    ('preset = "games"', [[2, 0], [1, 0], [1, 0], [0, 0]], [4, 0]),
    # a house that writes 3 for a Kontermatch and nothing for the Berg: 4, 2 : 1, 5, 0
    ('kontermatch = 3\nbergpreis = 0', [[4, 0], [2, 1], [5, 0], [0, 0]], [11, 1]),
])
def test_friday_classic(tmp_path: Path, table: str, games: list[list[int]],
                        evening: list[int]) -> None:
    path = with_striche(tmp_path, "friday-classic.toml", table)
    assert per_game(path) == (games, evening)
    shown = as_json("-f", str(path), "show")
    assert shown["striche"] == evening and shown["striche_game"] == games[-1]
    assert ok("check", str(path)).endswith("sound.\n")


def test_games_preset_is_the_slates_games_won(tmp_path: Path) -> None:
    path = with_striche(tmp_path, "friday-classic.toml", 'preset = "games"')
    shown = as_json("-f", str(path), "show")
    assert shown["striche"] == shown["games_won"] == [4, 0]


def test_saturday_swiss(tmp_path: Path) -> None:
    # Game 1 won by team 2 with the Berg: 0 : 3; game 2 won by team 1 on team 2's false
    # claim, the Berg team 1's: 3 : 0; game 3 open, the Berg team 2's: 0 : 1. 3 : 4.
    path = with_striche(tmp_path, "saturday-swiss.toml", "")
    assert per_game(path) == ([[0, 3], [3, 0], [0, 1]], [3, 4])


def test_history_games_says_each_games_striche(tmp_path: Path) -> None:
    path = with_striche(tmp_path, "friday-classic.toml", "")
    games = as_json("-f", str(path), "history", "--games")["games"]
    assert [g["striche"] for g in games] == [[5, 0], [3, 1], [5, 0], [1, 0]]
    assert games[0]["striche_events"] == [{"team": 1, "event": "bergpreis", "striche": 1},
                                          {"team": 1, "event": "won", "striche": 2},
                                          {"team": 1, "event": "schneider", "striche": 2}]
    said = ok("-f", str(path), "history", "--games")
    assert "Striche 5:0" in said and "Striche: Anna & Beat 14 · Cla & Dora 1." in said


def test_no_striche_key_without_the_table() -> None:
    shown = as_json("-f", str(SESSIONS / "friday-classic.toml"), "show")
    assert "striche" not in shown and "striche_game" not in shown
    games = as_json("-f", str(SESSIONS / "friday-classic.toml"), "history", "--games")
    assert all("striche" not in game for game in games["games"])
    assert "Striche" not in ok("-f", str(SESSIONS / "friday-classic.toml"), "show")


SINGLE = 'preset = "single"\n[striche]\n'


@pytest.mark.parametrize(("table", "evening"), [
    ('preset = "jasswiki"', [8, 1]), ('preset = "old"', [6, 1]), ('preset = "games"', [2, 0])])
def test_schneider_match_and_kontermatch_in_one_game(tmp_path: Path, monkeypatch:
                                                     pytest.MonkeyPatch, table: str,
                                                     evening: list[int]) -> None:
    # `single`: to 1000, every contract ×1, a Match 257. Forehands Anna, Cla, Beat, Dora...
    monkeypatch.chdir(tmp_path)
    new_with_rules(tmp_path, SINGLE + table)
    ok("hand", "hearts", "--match", "1")  # Anna chose: a Match, 257 : 0
    ok("hand", "hearts", "--match", "1")  # Cla chose: a Kontermatch, 514 : 0, the Berg
    ok("hand", "hearts", "--points", "1=100")  # 614 : 57
    ok("hand", "hearts", "--match", "2")  # Dora chose: team 2's Match, 614 : 314
    ok("hand", "hearts", "--points", "1=157")  # 771 : 314
    ok("hand", "hearts", "--points", "1=157")  # 928 : 314
    ok("hand", "hearts", "--points", "1=100")  # 1028 : 371: won, 371 < 500 Schneider
    # jasswiki: Match 1 + Kontermatch 2 + Berg 1 + won 2 + Schneider 2 = 8; team 2 Match 1
    # old: 1 + 1 + 1 + 2 + 1 = 6 : 1; games: won 1 + Schneider 1 = 2 : 0
    shown = as_json("show")
    assert shown["winner"] == "Anna & Beat" and shown["schneider"]
    assert shown["striche"] == evening
    ok("undo")  # the deciding hand taken back: the win and Schneider with it
    values = STRICHE_PRESETS[table.split('"')[1]]
    assert as_json("show")["striche"] == [evening[0] - sum(
        values[e] for e in values if e.value in ("won", "schneider")), evening[1]]


def test_the_table_round_trips_and_is_written_in_the_file(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    rules = rules_from_mapping({"striche": {"preset": "old", "won": 3}})
    assert rules.striche is not None and rules_from_mapping(rules_to_mapping(rules)) == rules
    assert rules_to_mapping(rules)["striche"] == {
        "preset": "old", "won": 3, "bergpreis": 1, "match": 1, "kontermatch": 1, "schneider": 1}
    assert preset("classic").striche is None and "striche" not in rules_to_mapping(
        preset("classic"))
    monkeypatch.chdir(tmp_path)
    new_with_rules(tmp_path, "[striche]\nschneider = 1\n")
    text = (tmp_path / "jass.toml").read_text(encoding="utf-8")
    assert "[rules.striche]" in text
    ok("hand", "hearts", "--points", "1=100")
    assert as_json("show")["striche"] == [0, 0]
    assert ok("check").endswith("sound.\n")


@pytest.mark.parametrize(("table", "said"), [
    ("[striche]\nschneider = -1", "'striche.schneider' must be at least 0, not -1"),
    ("[striche]\nschneider = 1.5", "'striche.schneider' must be a whole number"),
    ("[striche]\nwon = true", "'striche.won' must be a whole number, not True"),
    ("[striche]\nwon = 10", "'striche.won' must be at most 9, not 10"),
    ('[striche]\nwon = "2"', "'striche.won' must be a whole number, not '2'"),
    ("[striche]\nsieg = 2", "unknown key 'sieg' in [striche]: the keys are preset, won,"),
    ('[striche]\npreset = "jassguru"', "must be one of jasswiki, old, games, not 'jassguru'"),
    ("striche = 2", "rules key 'striche' must be a table"),
    ('preset = "tournament"\n[striche]', "[striche] needs a target"),
    ("[striche]\nwon = 0\nbergpreis = 0\nmatch = 0\nkontermatch = 0\nschneider = 0",
     "[striche] counts no Strich at all: leave the table out"),
])
def test_a_bad_table_is_refused_and_nothing_is_written(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch,
                                                       table: str, said: str) -> None:
    monkeypatch.chdir(tmp_path)
    line = refused(tmp_path / "jass.toml", *SEATED, "--rules",
                   str(rules_file(tmp_path, table)))
    assert said in line
    assert not (tmp_path / "jass.toml").exists()


def test_a_hand_edited_table_fails_check(tmp_path: Path) -> None:
    path = with_striche(tmp_path, "friday-classic.toml", "won = -2")
    line = refused(path, "check", str(path), code=3)
    assert "'striche.won' must be at least 0" in line
    shown = refused(path, "-f", str(path), "show", code=3)
    assert str(path) in shown


def test_stats_and_the_exports_say_the_striche(tmp_path: Path) -> None:
    friday = with_striche(tmp_path, "friday-classic.toml", "")
    saturday = with_striche(tmp_path, "saturday-swiss.toml", "")
    stats = as_json("stats", str(friday), str(saturday))
    assert [s["striche"] for s in stats["sessions"]] == [[14, 1], [3, 4]]
    players = {p["name"]: (p["striche"], p["striche_against"]) for p in stats["players"]}
    # Anna: 14 with Beat, 3 with Cla; against 1 and 4
    assert players == {"Anna": (17, 5), "Beat": (18, 4), "Cla": (4, 18), "Dora": (5, 17)}
    assert "striche" not in as_json("stats", str(SESSIONS / "friday-classic.toml"))["players"][0]
    drawn = " ".join(ok("stats", str(friday), str(saturday)).split())
    assert "Striche (own:against): Anna & Beat 14:1 · Cla & Dora 1:14 · Anna & Cla 3:4" in drawn
    assert "Striche" not in ok("stats", str(SESSIONS / "friday-classic.toml"))
    exported = json.loads(ok("-f", str(friday), "export", "--format", "json"))
    assert exported["slate"]["striche"] == [14, 1]
    md = ok("-f", str(friday), "export", "--format", "md")
    assert "Striche 5:0; reached the target in hand 6" in md
    assert "Striche: Anna & Beat 14 · Cla & Dora 1." in md


def test_the_berg_the_win_a_match_and_schneider_in_one_hand(tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch
                                                            ) -> None:
    # `single` (to 1000, lines at 500): 480 : 430, team 1 chooses and makes a Match with
    # Weis 200 + 100; claim order Stöck, Weis, tricks: 480 + 300 = 780 takes the Berg, + 257
    # = 1037 wins; 430 < 500 is Schneider. Team 1: won 2 + Berg 1 + Match 1 + Schneider 2.
    monkeypatch.chdir(tmp_path)
    new_with_rules(tmp_path, SINGLE + 'preset = "jasswiki"')
    ok("hand", "hearts", "--points", "1=100")  # Anna chose: 100 : 57
    ok("hand", "hearts", "--points", "1=57")  # Cla chose: 157 : 157
    ok("correct", "1", "+323", "--why", "to 480")
    ok("correct", "2", "+273", "--why", "to 430")
    ok("hand", "hearts", "--match", "1", "--weis", "1=200,100")  # Beat chose
    shown = as_json("show")
    assert (shown["winner"], shown["bergpreis"], shown["schneider"]) == (
        "Anna & Beat", "Anna & Beat", True)
    assert shown["striche"] == [6, 0]


def test_a_match_whose_chooser_is_not_known_is_a_match(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    # No first forehand: who chose is not known, so never a Kontermatch (2), a Match (1).
    monkeypatch.chdir(tmp_path)
    ok("new", "--team", "Anna & Beat", "--team", "Cla & Dora", "--rules",
       str(rules_file(tmp_path, "[striche]\n")))
    ok("hand", "hearts", "--match", "2")
    assert as_json("show")["striche"] == [0, 1]
