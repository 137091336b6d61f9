"""jass-slate speaks English, German, French and Italian, from complete catalogues.

The catalogue checks use Babel (a test and lint dependency) to read the code's
messages and the `.po` sources; the running program reads only the compiled `.mo`.
"""

from __future__ import annotations

import gettext
import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po
from typer.testing import CliRunner

from jass_slate.cli.app import app
from jass_slate.language import i18n
from tools import catalogues

runner = CliRunner()
FOREIGN = ("de", "fr", "it")
NEW = ["new", "--team", "Anna & Beat", "--team", "Cla & Dora", "--first-forehand", "Anna"]

# A table's evening in commands: records, reads, refusals and a claim verdict.
EVENING: list[list[str]] = [
    NEW,
    ["hand", "hearts", "--points", "1=100", "--weis", "1=20"],
    ["hand", "clubs", "--pushed", "--points", "dora=97", "--stoeck", "2"],
    ["start", "obenabe"],
    ["weis", "beat", "100", "20"],
    ["tricks", "--points", "1=85"],
    ["hand", "spades", "--match", "2"],
    ["show"],
    ["show", "--ascii", "--facing"],
    ["history"],
    ["stats"],
    ["rules"],
    ["rules", "--presets"],
    ["check"],
    ["export", "--format", "md"],
    ["undo"],
    ["fix", "2", "clubs", "--pushed", "--points", "2=95", "--stoeck", "2"],
    ["weis-check", "♥6-9", "♠J", "♦J", "♣J", "♥J", "♣A", "--contract", "hearts"],
    ["weis-check", "-p", "Anna: ♥6-9 ♠J", "-p", "Cla: ♦6-9", "-p", "Beat: ♣9-K"],
    ["demo"],
    ["hand", "trumpf", "--points", "1=100"],
    ["hand", "hearts", "--points", "3=100"],
    ["hand", "hearts", "--points", "1=abc"],
    ["hand", "hearts", "--points", "1=158"],
    ["hand", "obenabe", "--points", "1=100", "--stoeck", "1"],
    ["hand", "hearts", "--points", "1=100", "--weis", "1=30"],
    ["hand", "acorns", "--points", "1=100"],
    ["claim", "1"],
    ["start", "hearts"],
    ["claim", "1", "--captured", "40", "--dry-run"],
    ["claim", "2", "--also", "1", "--captured", "1=40", "--dry-run"],
    ["claim", "1", "--captured", "40"],
    ["show"],
    ["-f", "missing.toml", "show"],
]
HELPS: list[list[str]] = [["--help"], ["hand", "--help"], ["claim", "--help"], ["show", "--help"]]

# Words of English sentences that are not words in German, French or Italian. Option
# names, metavariables (CONTRACT) and `example command lines` are notation, not words.
ENGLISH_WORDS = re.compile(
    r"\b(the|and|with|now|won|were|this|that|still|needs|written|game|games|tricks|"
    r"hands|claimed|wins|should|would|cannot|which|there|here|after|before|already|only|"
    r"from|is|are|not|of|to|by|for|you|your|say|hearts|spades|clubs|diamonds|acorns|"
    r"shields|bells|pushed|forehand|dealer|deals|player|players|none)\b",
    re.IGNORECASE,
)
NOTATION = re.compile(
    r"^  [a-z][a-z-]+(?=  )"  # a command's name in a help list
    r"|`[^`]*`|'[^'\s]*'|--?[\w-]+|\b[A-Z][A-Z_=]{2,}\b|jass-slate(?: [a-z-]+)?|\S+\.toml",
    re.MULTILINE,
)


def run(lang: str, args: list[str]) -> tuple[int, str, str]:
    result = runner.invoke(app, ["--lang", lang, *args])
    return result.exit_code, result.stdout, result.stderr


def evening(lang: str) -> Iterator[tuple[list[str], int, str]]:
    for args in EVENING:
        code, out, err = run(lang, args)
        yield args, code, out + err


def script(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """The installed program in a process of its own, as a player starts it."""
    return subprocess.run([sys.executable, "-m", "jass_slate", *args], capture_output=True,
                          text=True, env={**os.environ, **(env or {})}, check=False)


def english_in(text: str) -> list[str]:
    """English words left in `text`, notation aside."""
    text = re.sub(r"(?<=\w)-\n\s*", "-", text)  # `--first-forehand` wrapped at its hyphen
    return sorted({m.group(0).lower() for m in ENGLISH_WORDS.finditer(NOTATION.sub(" ", text))})


def test_every_message_is_in_every_language_and_translated() -> None:
    found = [p for language in i18n.LANGUAGES
             for p in catalogues.problems(language, catalogues.extracted())]
    assert found == []


def test_the_catalogues_hold_the_same_messages() -> None:
    ids = []
    for language in i18n.LANGUAGES:
        with catalogues.po_path(language).open("rb") as handle:
            ids.append({m.id for m in read_po(handle) if m.id})
    assert all(found == ids[0] for found in ids) and len(ids[0]) > 300


def test_a_broken_translation_is_caught(tmp_path: Path) -> None:
    """The completeness check can fail: a lost placeholder, a missing and an empty message."""
    header = 'msgid ""\nmsgstr "Content-Type: text/plain; charset=utf-8\\n"\n\n'
    entries = {"en": ("Hand {number}", "Game over."), "de": ("Spiel {nummer}", "Fertig."),
               "fr": ("Donne {number}", ""), "it": ("Mano {number}", None)}
    for language, (hand, over) in entries.items():
        text = header + f'msgid "Hand {{number}}"\nmsgstr "{hand}"\n\n'
        if over is not None:
            text += f'msgid "Game over."\nmsgstr "{over}"\n'
        (tmp_path / f"{language}.po").write_text(text, encoding="utf-8")
    source = Catalog()
    source.add("Hand {number}")
    source.add("Game over.")
    found = [p for language in i18n.LANGUAGES
             for p in catalogues.problems(language, source, tmp_path)]
    assert found == ["de: placeholders differ in 'Hand {number}': 'Spiel {nummer}'",
                     "fr: untranslated 'Game over.'", "it: missing 'Game over.'"]


def test_the_compiled_catalogues_match_their_sources() -> None:
    """The committed .mo files are the .po files compiled: compile after editing a .po."""
    for language in i18n.LANGUAGES:
        mo = i18n.LOCALE_DIR / language / "LC_MESSAGES" / f"{i18n.DOMAIN}.mo"
        assert mo.exists(), f"{mo} missing: run `python tools/catalogues.py compile`"
        with mo.open("rb") as handle:
            compiled = gettext.GNUTranslations(handle)
        with catalogues.po_path(language).open("rb") as handle:
            source = read_po(handle, locale=language)
        for message in source:
            if message.id and isinstance(message.id, str):
                said = (compiled.gettext(message.id) if message.context is None
                        else compiled.pgettext(message.context, message.id))
                assert said == message.string, (
                    language, message.id, "stale: run `python tools/catalogues.py compile`")


def test_english_reads_no_catalogue_because_its_catalogue_says_each_message_as_written() -> None:
    """`use("en")` speaks the messages as the code writes them, without reading the English
    .mo: valid while its every message, plural and context says itself."""
    with (i18n.LOCALE_DIR / "en" / "LC_MESSAGES" / f"{i18n.DOMAIN}.mo").open("rb") as handle:
        compiled = gettext.GNUTranslations(handle)
    with catalogues.po_path("en").open("rb") as handle:
        source = [m for m in read_po(handle, locale="en") if m.id]
    assert len(source) > 300
    for message in source:
        if isinstance(message.id, str):
            said = (compiled.gettext(message.id) if message.context is None
                    else compiled.pgettext(message.context, message.id))
            assert said == message.id
        else:
            for count in (0, 1, 2, 5):
                singular, plural = message.id[:2]
                assert compiled.ngettext(singular, plural, count) == message.id[count != 1]
    assert isinstance(i18n.catalogue("en"), gettext.NullTranslations)
    undone = "Undone: {part}. Game {game}: {score1} – {score2}."
    assert i18n.catalogue("de").gettext(undone).startswith("Rückgängig")


@pytest.mark.parametrize("lang", FOREIGN)
def test_no_english_is_left_in_the_main_commands(lang: str) -> None:
    leftovers = {}
    for args, _, output in evening(lang):
        words = english_in(output)
        if words:
            leftovers[" ".join(args)] = (words, output)
    assert leftovers == {}


def test_the_english_check_can_fail() -> None:
    """The same evening in English is full of English: the check above is not blind."""
    flagged = [args for args, _, output in evening("en") if english_in(output)]
    assert len(flagged) > len(EVENING) // 2


EVERY_HELP = """
import sys
from jass_slate.language import i18n
i18n.use(sys.argv[1])  # as the launcher does: before the CLI's help texts are read
import typer.main
from jass_slate.cli.app import app
group = typer.main.get_command(app)
root = typer.Context(group, info_name="jass-slate")
print(group.get_help(root))
for name, command in group.commands.items():
    print(command.get_help(typer.Context(command, info_name=name, parent=root)))
"""


@pytest.mark.parametrize("lang", FOREIGN)
def test_help_speaks_the_language(lang: str) -> None:
    """Every command's help, and the real program's help with its usage line."""
    every = subprocess.run([sys.executable, "-c", EVERY_HELP, lang], capture_output=True,
                           text=True, check=True).stdout
    assert every.count("--help") > 20
    assert english_in(every) == []
    for args in HELPS:
        done = script("--lang", lang, *args)
        assert done.returncode == 0, done.stderr
        assert english_in(done.stdout) == [], (args, done.stdout)
        assert not done.stdout.startswith("Usage:")


def test_no_english_message_is_left_verbatim() -> None:
    """No English sentence of the catalogue appears as it is in another language's evening."""
    with catalogues.po_path("en").open("rb") as handle:
        english = [m.id for m in read_po(handle) if m.id and isinstance(m.id, str)]
    chunks = {piece.strip() for text in english
              for piece in re.split(r"\{[^}]*\}", text) if len(piece.strip().split()) >= 3}
    for lang in FOREIGN:
        said = "\n".join(output for _, _, output in evening(lang))
        assert [c for c in chunks if c in said] == [], lang


CLAIM_JSON = ["claim", "1", "--captured", "40", "--dry-run", "--json"]
WEIS_JSON = ["weis-check", "-p", "Anna: ♥6-9 ♠J", "-p", "Cla: ♦6-9", "--json"]
READS = (["show", "--json"], ["history", "--json"], ["stats", "--json"],
         ["export", "--format", "csv"], ["export", "--format", "json"],
         ["start", "hearts", "--json"], CLAIM_JSON, WEIS_JSON,
         ["weis-check", "♥6-9", "♥J", "♣J", "--contract", "obenabe", "--json"])


def same_everywhere(text: str, lang: str) -> str:
    """`text` without what differs between two runs anyway: the time and the folder (and
    the summary's hash of the slate, whose hands say when they were written)."""
    text = text.replace(f"{os.sep}{lang}{os.sep}", "/LANG/")
    text = re.sub(r'^slate = "[0-9a-f]+"$', 'slate = "HASH"', text, flags=re.M)
    return re.sub(r"\d{4}-\d\d-\d\dT[\d:.+-]+", "AT", text)


def test_json_files_and_exit_codes_do_not_change_with_the_language(tmp_path: Path) -> None:
    seen = {}
    for lang in i18n.LANGUAGES:
        path = tmp_path / lang / "jass.toml"
        path.parent.mkdir()
        codes = [runner.invoke(app, ["--lang", lang, "-f", str(path), *args]).exit_code
                 for args in EVENING if args[:2] != ["-f", "missing.toml"]]
        reads = [runner.invoke(app, ["--lang", lang, "-f", str(path), *args]).stdout
                 for args in READS]
        broken = path.with_name("broken.toml")
        broken.write_text(path.read_text(encoding="utf-8") + "\n[record\n", encoding="utf-8")
        reads.append(runner.invoke(app, ["--lang", lang, "check", str(broken), "--json"]).stdout)
        assert json.loads(reads[-1])["problems"]  # the check found the broken line
        assert json.loads(reads[READS.index(CLAIM_JSON)])["claim"]["sentence"]
        assert json.loads(reads[READS.index(WEIS_JSON)])["verdict"]
        seen[lang] = (codes, [same_everywhere(r, lang) for r in reads],
                      same_everywhere(path.read_text(encoding="utf-8"), lang))
    for lang in FOREIGN:
        codes, reads, events = seen[lang]
        assert codes == seen["en"][0], lang
        for number, (read, english) in enumerate(zip(reads, seen["en"][1], strict=True)):
            assert read == english, (lang, READS[number] if number < len(READS) else "check")
        assert events == seen["en"][2], lang


@pytest.mark.parametrize(("argv", "environ", "expected"), [
    (["--lang", "fr", "show"], {"JASS_SLATE_LANG": "it", "LANG": "de_CH.UTF-8"}, "fr"),
    (["--lang=Deutsch", "show"], {}, "de"),
    (["show"], {"JASS_SLATE_LANG": "it", "LANG": "de_CH.UTF-8"}, "it"),
    (["show"], {"LANG": "de_CH.UTF-8"}, "de"),
    (["show"], {"LC_ALL": "fr_CH.UTF-8", "LANG": "de_CH.UTF-8"}, "fr"),
    (["show"], {"LANGUAGE": "it:de", "LANG": "de_CH.UTF-8"}, "it"),
    (["show"], {"LANGUAGE": "rm:fr", "LANG": "de_CH.UTF-8"}, "fr"),
    (["show"], {"LANGUAGE": "rm", "LANG": "de_CH.UTF-8"}, "de"),
    (["show"], {"LC_ALL": "C.UTF-8", "LANG": "de_CH.UTF-8"}, "en"),
    (["show"], {"LANG": "rm_CH.UTF-8"}, "en"),
    (["show"], {}, "en"),
    (["--", "--lang", "de"], {}, "en"),
])
def test_the_language_is_chosen_by_option_then_variable_then_locale(
        argv: list[str], environ: dict[str, str], expected: str) -> None:
    assert i18n.choose(argv, environ) == expected


def test_the_installed_program_picks_the_language_up_from_the_environment() -> None:
    german = script("rules", "--presets", env={"LANG": "de_CH.UTF-8"})
    italian = script("rules", "--presets", env={"LANG": "de_CH.UTF-8", "JASS_SLATE_LANG": "it"})
    french = script("--lang", "fr", "rules", "--presets", env={"JASS_SLATE_LANG": "it"})
    english = script("rules", "--presets")
    outputs = {german.stdout, italian.stdout, french.stdout, english.stdout}
    assert len(outputs) == 4 and english_in(german.stdout) == []


def test_an_unknown_language_is_a_usage_error() -> None:
    result = runner.invoke(app, ["--lang", "klingon", "show"])
    assert result.exit_code == 2 and "klingon" in result.output


@pytest.mark.parametrize(("english", "german"), [
    ("No such option: --pints (Possible options: --points, --weis)",
     "Unbekannte Option: --pints (gemeint: --points, --weis?)"),
    ("No such command 'shw'. Did you mean 'show'?",
     "Unbekannter Befehl 'shw'. Gemeint: 'show'?"),
    ("Missing argument 'CONTRACT'.", "Argument 'CONTRACT' fehlt."),
    ("Got unexpected extra argument(s) (extra)", "Unerwartete zusätzliche Angaben: extra"),
    ("Option '--points' requires an argument.", "Option '--points' braucht einen Wert."),
    ("Invalid value for '--deck': Value error, 'x' is not one of 'french', 'swiss'.",
     "Ungültiger Wert für '--deck': 'x' geht nicht; möglich sind 'french', 'swiss'."),
    ("Invalid value for '--game': Input should be a valid integer, unable to parse string",
     "Ungültiger Wert für '--game': bitte eine ganze Zahl."),
    ("Something Click says that we do not know", "Something Click says that we do not know"),
])
def test_clicks_usage_errors_are_said_again(english: str, german: str) -> None:
    from jass_slate.shell.click_words import usage_message

    i18n.use("de")
    assert usage_message(english) == german


@pytest.mark.parametrize(("lang", "usage", "error"), [
    ("de", "Aufruf: jass-slate hand", "Fehler: Argument 'CONTRACT' fehlt."),
    ("fr", "Utilisation : jass-slate hand", "Erreur : Il manque l'argument 'CONTRACT'."),
    ("it", "Uso: jass-slate hand", "Errore: Manca l'argomento 'CONTRACT'."),
    ("en", "Usage: jass-slate hand", "Error: Missing argument 'CONTRACT'."),
])
def test_a_usage_error_is_exit_2_in_the_language(lang: str, usage: str, error: str) -> None:
    result = runner.invoke(app, ["--lang", lang, "hand"], prog_name="jass-slate")
    assert result.exit_code == 2
    assert result.stderr.startswith(usage) and result.stderr.strip().endswith(error)
