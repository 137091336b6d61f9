"""What the installed jass-slate prints, command by command, as one text to compare.

    python tools/transcript.py OUT.txt          # every example, the demo in four languages,
                                                # every reading command on their files, the
                                                # files of several games read as one, `new`'s
                                                # refusals and a TAB in each game

A change that must not change behaviour (a move of modules, a faster replay) is run
before and after; `diff before.txt after.txt` then shows every byte that changed. Time
stamps, durations and the temporary folder are masked, so two runs of the same code give
the same text. It drives `python -m jass_slate` in processes of their own, so it reads
no module of the package and survives any move of them.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
JASS = [sys.executable, "-m", "jass_slate"]
LANGUAGES = ("en", "de", "fr", "it")

# What every file is read with; `{lang}` runs once in each language.
READS: tuple[tuple[str, ...], ...] = (
    ("show",), ("show", "--json"), ("show", "--more"), ("show", "--ascii"),
    ("history",), ("history", "--json"), ("history", "--games"),
    ("rules",), ("rules", "--json"), ("rules", "--presets"),
    ("export", "--format", "csv"), ("export", "--format", "json"),
    ("export", "--format", "md"), ("export", "--format", "svg"),
    ("stats",), ("stats", "--json"), ("check",), ("check", "--json"),
    ("--help",), ("hand", "--help"), ("show", "--help"), ("undo", "--help"),
    ("fix", "--help"), ("export", "--help"), ("play", "--help"), ("watch", "--help"),
    ("hand",), ("hand", "nonsense"), ("claim", "1"), ("call", "1"), ("tricks",),
    ("weis", "1", "20"), ("serve", "--help"), ("shwo",),
)
IN_EVERY_LANGUAGE: tuple[tuple[str, ...], ...] = (
    ("show",), ("history",), ("history", "--games"), ("stats",), ("--help",),
    ("hand", "--help"), ("hand", "nonsense"),
)
# What is written to a copy of each file: the undo, and what follows it.
WRITES: tuple[tuple[str, ...], ...] = (("undo",), ("show", "--json"), ("undo",), ("history",))
# The examples' files of each game, read together (`export FILES`, `stats FILES`) from a
# session of each game: every mix of games, each format, aliases.
GAME_FILES = (
    "full-game.toml",
    "coiffeur.toml",
    "differenzler.toml",
    "mittlere.toml",
    "guggitaler.toml",
    "molotow.toml",
    "bidding.toml",
    "twoplayer.toml",
    "board.toml",
)
MIXES: tuple[tuple[str, ...], ...] = (
    ("full-game.toml", "six-players.toml"), ("full-game.toml", "coiffeur.toml"),
    ("full-game.toml", "differenzler.toml"), ("coiffeur.toml", "differenzler.toml"),
    ("coiffeur.toml", "coiffeur.toml"), ("differenzler.toml", "differenzler.toml"),
    ("full-game.toml", "coiffeur.toml", "differenzler.toml"),
    ("full-game.toml", "mittlere.toml"), ("differenzler.toml", "mittlere.toml"),
    ("mittlere.toml", "mittlere.toml"),
    ("full-game.toml", "guggitaler.toml"), ("differenzler.toml", "guggitaler.toml"),
    ("guggitaler.toml", "guggitaler.toml"),
    ("full-game.toml", "molotow.toml"), ("differenzler.toml", "molotow.toml"),
    ("full-game.toml", "bidding.toml"), ("bidding.toml", "differenzler.toml"),
    ("bidding.toml", "bidding.toml"), ("twoplayer.toml", "bidding.toml"),
    ("bidding.toml", "bidding-bueter.toml"), ("full-game.toml", "bidding-bueter.toml"),
    ("full-game.toml", "twoplayer.toml"),
    ("board.toml", "board.toml"), ("full-game.toml", "board.toml"),
)
TOGETHER: tuple[tuple[str, ...], ...] = (
    ("export", "--format", "csv"), ("export", "--format", "json"),
    ("export", "--format", "md"), ("export", "--format", "svg"),
    ("export", "--format", "csv", "--alias", "Anna=Anni,Cla=Clà"),
    ("stats",), ("stats", "--json"), ("stats", "--alias", "Anna=Anni"))
# What `new` is told in a folder of its own: each game's refusals and its first lines.
STARTS: tuple[tuple[str, ...], ...] = (
    ("new", "--help"), ("check", "--help"), ("stats", "--help"), ("migrate", "--help"),
    ("demo", "--help"), ("new", "--game", "chess", "--team", "A & B", "--team", "C & D"),
    ("new", "--game", "coiffeur", "--team", "A & B", "--team", "C & D", "--deck", "french"),
    ("new", "--game", "coiffeur", "--team", "A & B", "--team", "C & D", "--target", "1000"),
    ("new", "--game", "coiffeur", "--players", "A,B,C,D"),
    ("new", "--game", "coiffeur"), ("new", "--game", "differenzler", "--team", "A & B"),
    ("new", "--game", "board", "--players", "A"),
    ("new", "--game", "board", "--players", "A,B", "--target", "9", "--hands", "3"),
    ("new", "--game", "differenzler", "--players", "A,B,C,D", "--like", "last"),
    ("new", "--rows", "nine", "--team", "A & B", "--team", "C & D"),
    ("new", "--players", "A,B,C,D", "--team", "A & B", "--team", "C & D"),
    ("new", "--game", "coiffeur", "--team", "Anna & Beat", "--team", "Cla & Dora",
     "--seats", "Anna,Cla,Beat,Dora", "--first-forehand", "Cla", "--rows", "swisslos-10"),
    ("--help",), ("hand", "--help"), ("show", "--json"), ("history", "--json"),
    ("rules",), ("rules", "--presets", "--json"), ("export", "--format", "json"),
    ("stats", "--json"), ("check", "--json"), ("migrate",), ("watch", "--help"),
    ("new", "--game", "mittlere", "--players", "A,B"),
    ("new", "--game", "mittlere", "--players", "A,B,C", "--team", "A & B"),
    ("new", "--game", "differenzler", "--players", "Anna,Beat,Cla,Dora", "--force"),
    ("--help",), ("call", "--help"), ("show", "--json"), ("rules",), ("migrate",),
    ("stats",), ("check",),
    ("new", "--game", "guggitaler", "--players", "A,B"),
    ("new", "--game", "guggitaler", "--players", "A,B,C,D,E"),
    ("new", "--game", "guggitaler", "--team", "A & B"),
    ("new", "--game", "guggitaler", "--players", "Anna,Beat,Cla", "--force"),
    ("--help",), ("domino", "--help"), ("show", "--json"), ("rules",), ("check",),
    ("new", "--game", "molotow", "--players", "A,B"),
    ("new", "--game", "molotow", "--players", "A,B,C", "--team", "A & B"),
    ("new", "--game", "molotow", "--players", "Anna,Beat,Cla,Dora", "--force"),
    ("hand", "--help"), ("show", "--json"), ("rules",), ("rules", "--presets"),
    ("new", "--game", "bidding", "--players", "A,B"),
    ("new", "--game", "bidding", "--rules", "sidi-barrani", "--players", "A,B,C"),
    ("new", "--game", "bidding", "--rules", "bueter", "--players", "A,B,C,D"),
    ("new", "--game", "bidding", "--rules", "sidi-barrani", "--team", "Anna & Cla",
     "--team", "Beat & Dora", "--force"),
    ("--help",), ("hand", "--help"), ("show", "--json"), ("rules", "--presets"),
    ("stats",), ("check",),
    ("new", "--game", "twoplayer", "--players", "A,B,C"),
    ("new", "--game", "twoplayer", "--players", "A,B", "--rules", "schmaus"),
    ("new", "--game", "twoplayer", "--players", "Anna,Beat", "--force"),
    ("--help",), ("hand", "--help"), ("show", "--json"), ("rules", "--presets"),
    ("stats",), ("check",),
)
# A TAB in a session of each game: what bash is given for the last word.
TABS: tuple[tuple[str, ...], ...] = (
    ("hand", "hearts", "--points", ""), ("hand", "3", "--by", ""), ("hand", "1", "-p", ""),
    ("tricks", ""), ("tricks", "--match", ""), ("--lang", ""), ("rename", ""),
    ("new", "--team", ""), ("sh",), ("",),
)

MASKS = (
    (re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)?"), "<TIME>"),
    (re.compile(r"\b\d+ h \d+ min\b|\b\d+ min\b"), "<DURATION>"),
    (re.compile(r"\b\d\d:\d\d\b"), "<CLOCK>"),
)


def masked(text: str, temporary: str) -> str:
    text = text.replace(temporary, "<TMP>")
    for pattern, mask in MASKS:
        text = pattern.sub(mask, text)
    return text


def environment(session: Path, language: str = "en") -> dict[str, str]:
    keep = {k: v for k, v in os.environ.items()
            if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "JASS_SLATE_LANG")}
    return {**keep, "JASS_SLATE_FILE": str(session), "NO_COLOR": "1", "COLUMNS": "100",
            "LINES": "40", "LANG": "C.UTF-8", "JASS_SLATE_LANG": language,
            "JASS": " ".join(JASS), "TERM": "dumb"}


def run(words: Sequence[str], env: dict[str, str], cwd: Path, temporary: str) -> str:
    done = subprocess.run([*JASS, *words], env=env, cwd=cwd, capture_output=True,
                          text=True, stdin=subprocess.DEVNULL, timeout=600, check=False)
    return masked(f"$ jass {' '.join(words)}\n[exit {done.returncode}]\n"
                  f"{done.stdout}--- stderr\n{done.stderr}", temporary)


def script(name: Path, session: Path, cwd: Path, temporary: str) -> str:
    done = subprocess.run(["bash", str(name)], env=environment(session), cwd=cwd,
                          capture_output=True, text=True, stdin=subprocess.DEVNULL,
                          timeout=600, check=False)
    return masked(f"$ bash examples/{name.name}\n[exit {done.returncode}]\n"
                  f"{done.stdout}--- stderr\n{done.stderr}", temporary)


def readings(session: Path, cwd: Path, temporary: str) -> Iterable[str]:
    for words in READS:
        yield run(words, environment(session), cwd, temporary)
    for language in LANGUAGES[1:]:
        for words in IN_EVERY_LANGUAGE:
            yield run(words, environment(session, language), cwd, temporary)
    copy = cwd / f"copy-of-{session.name}"
    shutil.copyfile(session, copy)
    for words in WRITES:
        yield run(words, environment(copy), cwd, temporary)
    copy.unlink()


def together(work: Path, temporary: str) -> Iterable[str]:
    for game in GAME_FILES:
        for files in MIXES:
            yield f"\n===== {' '.join(files)} read from {game}\n"
            for words in TOGETHER:
                yield run((*words, *files), environment(work / game), work, temporary)


def starts(work: Path, temporary: str) -> Iterable[str]:
    folder = work / "starts"
    folder.mkdir()
    yield "\n===== new, in a folder of its own\n"
    for words in STARTS:
        yield run(words, environment(folder / "jass.toml"), folder, temporary)


def tabs(work: Path, temporary: str) -> Iterable[str]:
    for game in GAME_FILES:
        yield f"\n===== a TAB in {game}\n"
        for words in TABS:
            env = {**environment(work / game), "_JASS_SLATE_COMPLETE": "complete_bash",
                   "COMP_WORDS": "\n".join(("jass-slate", *words)),
                   "COMP_CWORD": str(len(words))}
            yield run((), env, work, temporary).replace("$ jass \n", f"$ jass {words} TAB\n")


def sessions(work: Path, temporary: str) -> Iterable[str]:
    for example in sorted(EXAMPLES.glob("*.sh")):
        session = work / f"{example.stem}.toml"
        yield f"\n===== example {example.name}\n"
        yield script(example, session, work, temporary)
        if session.exists():
            yield from readings(session, work, temporary)
    for kept in sorted((EXAMPLES / "sessions").glob("*.toml")):
        session = work / kept.name
        shutil.copyfile(kept, session)
        yield f"\n===== session {kept.name}\n"
        yield from readings(session, work, temporary)
    for language in LANGUAGES:
        yield f"\n===== demo {language}\n"
        yield run(("demo",), environment(work / "none.toml", language), work, temporary)
    yield from together(work, temporary)
    yield from tabs(work, temporary)
    yield from starts(work, temporary)


def main(argv: Sequence[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        text = "".join(sessions(work, folder))
    Path(argv[0]).write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
