"""What bash and zsh are given for a TAB by the installed command (issue 28, item 5):
`--lang`, `rename` and `--points` offer words, not file names; a word is quoted as the
shell inserts it (`Cla\\ ` goes on to `Cla\\ \\&\\ Dora`); an apostrophe stays, in the word
and its description. The environment is the one Typer's completion scripts set."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli_tools import JASS, ok

SCRIPT = Path(sys.executable).with_name("jass-slate")
COMMAND = [str(SCRIPT)] if SCRIPT.exists() else JASS
TEAMS = ["new", "--team", "Anna & D'Arcy", "--team", "Cla & Dora"]


def tab(env: dict[str, str]) -> str:
    """What the command prints for a TAB, run as the shell's script runs it."""
    done = subprocess.run(COMMAND, env={**os.environ, **env}, capture_output=True, text=True,
                          check=False)
    assert (done.returncode, done.stderr) == (0, ""), done.stderr
    return done.stdout


def bash(*words: str) -> list[str]:
    """The words bash is given for the last of `words` (its COMP_WORDS: bash breaks a word
    at `=`, and keeps the quoting typed), one a line."""
    said = tab({"_JASS_SLATE_COMPLETE": "complete_bash", "COMP_WORDS": "\n".join(words),
                "COMP_CWORD": str(len(words) - 1)}).rstrip("\n")  # as $( ) reads it
    return said.split("\n") if said else []


def zsh(line: str, **env: str) -> str:
    """The code zsh runs (`eval`) for a TAB after `line`, as typed."""
    return tab({"_JASS_SLATE_COMPLETE": "complete_zsh", "_TYPER_COMPLETE_ARGS": line,
                **env}).strip()


def read_by_bash(word: str) -> str:
    """The word bash makes of `word` inserted on a command line."""
    done = subprocess.run(["bash", "--norc", "-c", f"printf '%s' {word}"], capture_output=True,
                          text=True, check=True)
    return done.stdout


@pytest.fixture
def table(session_file: Path) -> Path:
    ok(*TEAMS)
    return session_file


def test_lang_offers_the_four_languages() -> None:
    assert bash("jass-slate", "--lang", "") == ["en", "de", "fr", "it"]
    assert bash("jass-slate", "--lang", "f") == ["fr"]
    assert bash("jass-slate", "--lang", "=", "i") == ["it"]  # `--lang=i`: bash breaks at =
    assert zsh("jass-slate --lang ") == (
        "local -a jass_said jass_open; jass_said=('en:English' 'de:Deutsch' 'fr:français' "
        "'it:italiano'); jass_open=(); _describe -V '' jass_said -- jass_open -S ''")


def test_rename_offers_the_players(table: Path) -> None:
    assert bash("jass-slate", "rename", "") == ["Anna", "D\\'Arcy", "Cla", "Dora"]
    ok("rename", "Dora", "Doris")
    assert bash("jass-slate", "rename", "Do") == ["Doris"]


def test_points_offer_the_teams_and_players_with_their_equals(table: Path) -> None:
    offered = ["1=", "2=", "Anna\\ \\&\\ D\\'Arcy=", "Cla\\ \\&\\ Dora=", "Anna=", "D\\'Arcy=",
               "Cla=", "Dora="]
    assert bash("jass-slate", "hand", "herz", "--points", "") == offered
    assert bash("jass-slate", "hand", "herz", "") == offered  # `hand herz 1=95`
    assert bash("jass-slate", "fix", "1", "herz", "-p", "an") == ["anna\\ \\&\\ D\\'Arcy=",
                                                                  "anna="]
    assert bash("jass-slate", "hand", "herz", "--scored", "2") == ["2="]
    assert bash("jass-slate", "hand", "herz", "--points", "Anna", "=") == []  # then N
    assert [read_by_bash(word) for word in offered[2:4]] == ["Anna & D'Arcy=", "Cla & Dora="]


def test_the_other_games_offer_their_teams_and_players(session_file: Path,
                                                       tmp_path: Path) -> None:
    ok("new", "--game", "coiffeur", "--team", "Anna & Beat", "--team", "Cla & Dora")
    assert bash("jass-slate", "hand", "3", "--by", "") == [
        "1", "2", "Anna\\ \\&\\ Beat", "Cla\\ \\&\\ Dora", "Anna", "Beat", "Cla", "Dora"]
    assert bash("jass-slate", "hand", "3", "--by", "1", "--points", "C") == [
        "Cla\\ \\&\\ Dora=", "Cla="]
    other = str(tmp_path / "diff.toml")
    ok("-f", other, "new", "--game", "differenzler", "--players", "Anna,Beat,Cla,Dora")
    assert bash("jass-slate", "-f", other, "hand", "herz", "--points", "") == [
        "Anna=", "Beat=", "Cla=", "Dora="]
    assert bash("jass-slate", "-f", other, "tricks", "C") == ["Cla="]  # `tricks Cla=30 …`
    assert bash("jass-slate", "-f", other, "hand", "herz", "--match", "b") == ["beat"]


def test_bash_goes_on_from_an_escaped_or_quoted_space(table: Path) -> None:
    assert bash("jass-slate", "stoeck", "Cla\\ ") == ["Cla\\ \\&\\ Dora"]
    assert bash("jass-slate", "stoeck", '"Cla ') == ["Cla & Dora"]  # inside its quotes
    assert bash("jass-slate", "stoeck", "D\\'") == ["D\\'Arcy"]
    assert read_by_bash(bash("jass-slate", "stoeck", "Cla\\ ")[0]) == "Cla & Dora"


def test_zsh_keeps_the_apostrophes_and_an_escaped_space(table: Path) -> None:
    assert zsh("jass-slate stoeck D") == (
        "local -a jass_said jass_open; jass_said=('D'\\''Arcy:Anna & D'\\''Arcy' "
        "'Dora:Cla & Dora'); jass_open=(); _describe -V '' jass_said -- jass_open -S ''")
    assert zsh("jass-slate stoeck Cla\\ ") == (
        "local -a jass_said jass_open; jass_said=('Cla & Dora:team 2'); jass_open=(); "
        "_describe -V '' jass_said -- jass_open -S ''")
    assert zsh("jass-slate stoeck Cla\\ ", JASS_SLATE_LANG="de") == (
        "local -a jass_said jass_open; jass_said=('Cla & Dora:Team 2'); jass_open=(); "
        "_describe -V '' jass_said -- jass_open -S ''")
    assert zsh("jass-slate hand herz -p D") == (  # no space after the =: the N follows
        "local -a jass_said jass_open; jass_said=(); jass_open=('D'\\''Arcy=:Anna & "
        "D'\\''Arcy' 'Dora=:Cla & Dora'); _describe -V '' jass_said -- jass_open -S ''")
    assert zsh("jass-slate check ") == "_files"  # a file, where a file is asked for


@pytest.mark.skipif(shutil.which("zsh") is None, reason="zsh is not installed")
def test_zsh_reads_the_words_and_descriptions_back_whole(table: Path) -> None:
    """The code run as Typer's zsh script runs it (eval of the unquoted output), with
    `_describe` replaced by one that prints what it was given."""
    script = ('_describe() { print -rl -- "${jass_said[@]}" "${jass_open[@]}" }; '
              'eval $(env _TYPER_COMPLETE_ARGS="jass-slate hand herz -p " '
              f'_JASS_SLATE_COMPLETE=complete_zsh {" ".join(COMMAND)})')
    done = subprocess.run(["zsh", "-f", "-c", script], capture_output=True, text=True,
                          check=True)
    assert done.stdout.splitlines() == [
        "1=:Anna & D'Arcy", "2=:Cla & Dora", "Anna & D'Arcy=:team 1", "Cla & Dora=:team 2",
        "Anna=:Anna & D'Arcy", "D'Arcy=:Anna & D'Arcy", "Cla=:Cla & Dora", "Dora=:Cla & Dora"]
