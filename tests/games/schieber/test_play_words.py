"""`play` speaks the words it takes in the language it speaks (German, French, Italian:
no `undo`, `help` or `REASON` left in them), and a terminal shows its lines broken
between words, never inside one (issue 28)."""

from __future__ import annotations

import os
import re
import struct
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from jass_slate.cli.app import app
from tools import catalogues

FOREIGN = ("de", "fr", "it")
DIALOGUE = ("games/schieber/table/play.py", "games/schieber/table/questions.py",
            "games/schieber/table/answers.py", "games/schieber/table/asking.py",
            "games/schieber/table/claim.py", "games/coiffeur/table/play.py",
            "games/differenzler/table/play.py", "games/schieber/commands/play.py",
            "table/answer_words.py", "shell/prompt.py")
# The English words `play` takes and names (answers, their metavariables): none of them
# may stand in another language's dialogue, unless it is a word of that language too.
ENGLISH = ("claim", "undo", "show", "help", "quit", "exit", "cancel", "correct", "push",
           "pushed", "none", "yes", "no", "y", "scratch", "first", "last", "team", "values",
           "cards", "reason", "kontermatch")
OWN = {"de": {"team", "kontermatch"}, "fr": {"y"}, "it": {"no", "kontermatch"},
       "en": set()}
GAMES = {  # `new` of each game, the answers to its first question and how to stop
    "schieber": ["--team", "Anna & Beat", "--team", "Cla & Dora", "--first-forehand", "Anna"],
    "coiffeur": ["--game", "coiffeur", "--team", "Anna & Beat", "--team", "Cla & Dora"],
    "differenzler": ["--game", "differenzler", "--players", "Anna,Beat,Cla,Dora"],
}
ANSWERS = {"de": ["hilfe", "zeigen", "fertig"], "fr": ["aide", "montrer", "quitter"],
           "it": ["aiuto", "mostra", "esci"], "en": ["help", "show", "quit"]}


def english_in(text: str, lang: str) -> list[str]:
    """The English dialogue words in `text`, placeholders and option names aside."""
    words = [word for word in ENGLISH if word not in OWN[lang]]
    pattern = re.compile(r"\b(" + "|".join(words) + r")\b", re.IGNORECASE)
    text = re.sub(r"\{[^}]*\}|--[\w-]+|jass-slate(?: [a-z-]+)?", " ", text)
    return sorted({found.lower() for found in pattern.findall(text)})


def play_helps() -> set[str]:
    """The help of each game's `play` command, as the code writes it."""
    from jass_slate.games.coiffeur.commands import play as coiffeur
    from jass_slate.games.differenzler.commands import play as differenzler
    from jass_slate.games.schieber.commands import play

    return {str(command.help) for module in (play, coiffeur, differenzler)
            for command in module.commands.registered_commands if command.name == "play"}


def dialogue(lang: str) -> dict[str, str]:
    """Every message of `play`'s modules and the help of its commands, as `lang` says it."""
    with catalogues.po_path(lang).open("rb") as handle:
        catalogue = read_po(handle, locale=lang)
    helps = play_helps()
    said = {}
    for message in catalogue:
        if message.id in helps or (message.id and any(
                place.endswith(DIALOGUE) for place, _line in message.locations)):
            texts = message.string if isinstance(message.string, tuple | list) \
                else (message.string,)
            said[str(message.id)] = " ".join(map(str, texts))
    return said


@pytest.mark.parametrize("lang", FOREIGN)
def test_no_english_word_of_the_dialogue_is_left_in_its_translation(lang: str) -> None:
    said = dialogue(lang)
    assert len(said) > 80 and play_helps() <= said.keys()
    left = {text: english_in(text, lang) for text in said.values() if english_in(text, lang)}
    assert left == {}


def test_the_check_for_english_words_can_fail() -> None:
    """In English, the same messages are full of the words the check looks for."""
    flagged = [text for text in dialogue("en").values() if english_in(text, "en")]
    assert len(flagged) > 25
    assert english_in("`correct TEAM ±N REASON`, undo, show, help oder quit", "de") == [
        "correct", "help", "quit", "reason", "show", "undo"]


def played(session: Path, game: str, lang: str, answers: list[str]) -> str:
    from typer.testing import CliRunner

    runner = CliRunner()
    made = runner.invoke(app, ["-f", str(session), "new", *GAMES[game]])
    assert made.exit_code == 0, made.output
    result = runner.invoke(app, ["--lang", lang, "-f", str(session), "play"],
                           input="".join(f"{answer}\n" for answer in answers))
    assert result.exit_code == 0, result.output
    return result.stdout


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("lang", FOREIGN)
def test_play_speaks_the_language(tmp_path: Path, game: str, lang: str) -> None:
    """Its first words, its help and its slate, said in each game."""
    assert english_in(played(tmp_path / "s.toml", game, lang, ANSWERS[lang]), lang) == []
    assert english_in(played(tmp_path / "e.toml", game, "en", ANSWERS["en"]), "en") != []


def in_a_terminal(session: Path, lang: str, answers: list[str], columns: int) -> str:
    """What `play` shows on a terminal `columns` wide, its answers typed into a pipe."""
    fcntl = pytest.importorskip("fcntl", reason="a pseudo-terminal (POSIX)")
    termios = pytest.importorskip("termios", reason="a pseudo-terminal (POSIX)")
    leader, follower = os.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 24, columns, 0, 0))
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES")}
    process = subprocess.Popen(
        [sys.executable, "-m", "jass_slate", "--lang", lang, "-f", str(session), "play"],
        stdin=subprocess.PIPE, stdout=follower, stderr=follower, env={**env, "TERM": "dumb"})
    os.close(follower)
    assert process.stdin is not None
    process.stdin.write("".join(f"{answer}\n" for answer in answers).encode())
    process.stdin.close()
    shown = b""
    while True:  # until play has ended and closed the terminal (no timing involved)
        try:
            chunk = os.read(leader, 4096)
        except OSError:  # EIO: the last writer has gone
            break
        if not chunk:
            break
        shown += chunk
    os.close(leader)
    assert process.wait() == 0
    return shown.decode().replace("\r\n", "\n")


TABLE_ANSWERS = {  # the help, and the longest question of each game
    "schieber": ["hilfe", "herz", "bedanken 1", "nein", "fertig"],
    "coiffeur": ["hilfe", "1", "1", "hilfe", "fertig"],
    "differenzler": ["hilfe", "herz", "hilfe", "fertig"],
}


@pytest.mark.parametrize("game", list(GAMES))
def test_a_terminal_shows_play_broken_between_words(tmp_path: Path, game: str) -> None:
    """80 columns: no line is longer, and the words are those said without a terminal."""
    answers = TABLE_ANSWERS[game]
    plain = played(tmp_path / "plain.toml", game, "de", answers)
    session = tmp_path / "shown.toml"
    played(session, game, "de", [])  # the same new file, nothing answered
    shown = in_a_terminal(session, "de", answers, 80)
    assert shown.split() == plain.split()
    longest = max(shown.splitlines(), key=len)
    assert len(longest) <= 80, longest
    assert max(len(line) for line in plain.splitlines()) > 80  # there was something to break
    assert "Traceback" not in shown
