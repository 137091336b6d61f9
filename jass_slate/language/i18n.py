"""The language jass-slate speaks, from gettext catalogues.

The catalogues are `locale/LANG/LC_MESSAGES/jass_slate.po`, compiled to `.mo` when
the package is built or installed. The language is chosen by `--lang`, then
`JASS_SLATE_LANG`, then the system locale, and is English by default.

Code marks a user-facing text with `_("...")` where it is said, never at import
time (the language may change after import); a text kept in a table is marked with
`N_("...")` and translated with `_()` where it is shown. Placeholders are named
(`{team}`) and filled with `.format()` after translation.
"""

from __future__ import annotations

import functools
import gettext
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path

DOMAIN = "jass_slate"
LANGUAGES = ("en", "de", "fr", "it")
SPOKEN = {"en": "English", "de": "Deutsch", "fr": "français", "it": "italiano"}  # own names
LOCALE_DIR = Path(__file__).parent.parent / "locale"
LANGUAGE_NAMES = {
    "en": "en", "english": "en", "englisch": "en", "anglais": "en", "inglese": "en",
    "de": "de", "deutsch": "de", "german": "de", "allemand": "de", "tedesco": "de",
    "fr": "fr", "francais": "fr", "french": "fr", "franzoesisch": "fr", "francese": "fr",
    "it": "it", "italiano": "it", "italian": "it", "italienisch": "it", "italien": "it",
}
LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

_catalogue: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"


def _(message: str) -> str:
    """`message` in the language in use."""
    return _catalogue.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The singular or plural form for `count`, in the language in use."""
    return _catalogue.ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """`message` as meant in `context` (a short word that reads two ways), translated."""
    return _catalogue.pgettext(context, message)


def N_(message: str) -> str:
    """Mark a text for the catalogue where it is defined; `_()` translates it where it is said."""
    return message


def language() -> str:
    """The language in use: en, de, fr or it."""
    return _language


def known_language(word: str) -> str | None:
    """`de`, `de_CH.UTF-8`, `Deutsch` or `français` as one of LANGUAGES, if it is one."""
    folded = word.strip().lower().replace("ç", "c").replace("ö", "oe")
    code = folded.split(".")[0].split("@")[0].replace("-", "_")
    return LANGUAGE_NAMES.get(code) or LANGUAGE_NAMES.get(code.split("_")[0])


def system_language(environ: Mapping[str, str]) -> str | None:
    """The language the locale settings ask for, as gettext reads them.

    LANGUAGE is a list of preferences (`rm:fr`): its first known language wins.
    Otherwise the first of LC_ALL, LC_MESSAGES and LANG that is set decides; C and
    POSIX mean English.
    """
    for word in environ.get("LANGUAGE", "").split(":"):
        if word and known_language(word):
            return known_language(word)
    for variable in LOCALE_VARIABLES[1:]:
        if environ.get(variable):
            return known_language(environ[variable])
    return None


def lang_option(argv: Sequence[str]) -> str | None:
    """The value of `--lang` in a command line, before any `--` that ends the options."""
    for index, word in enumerate(argv):
        if word == "--":
            break
        if word == "--lang" and index + 1 < len(argv):
            return argv[index + 1]
        if word.startswith("--lang="):
            return word.removeprefix("--lang=")
    return None


def choose(argv: Sequence[str], environ: Mapping[str, str]) -> str:
    """`--lang`, then JASS_SLATE_LANG, then the locale, then English."""
    asked = lang_option(argv)
    if asked is not None and known_language(asked):
        return known_language(asked) or "en"
    from_env = environ.get("JASS_SLATE_LANG")
    if from_env and known_language(from_env):
        return known_language(from_env) or "en"
    return system_language(environ) or "en"


def use(code: str) -> None:
    """Speak `code` (one of LANGUAGES) from now on."""
    global _catalogue, _language
    _language = code
    _catalogue = catalogue(code)


@functools.cache
def catalogue(code: str) -> gettext.NullTranslations:
    """The compiled catalogue of `code`, read once. English is the messages as written: its
    catalogue says each message (and plural) as itself, so none is read for it (a start-up
    of every command: 5-10 ms)."""
    if code == "en":
        return gettext.NullTranslations()
    mo = LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo"
    try:
        with mo.open("rb") as handle:
            return gettext.GNUTranslations(handle)
    except FileNotFoundError:
        return gettext.NullTranslations()


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """Speak `code` for a while: JSON carries English sentences whatever the table speaks."""
    before = _language
    use(code)
    try:
        yield
    finally:
        use(before)
