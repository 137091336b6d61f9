"""Keep the message catalogues in step with the code (needs Babel: `pip install -e '.[dev]'`).

    python tools/catalogues.py update    # extract the messages, add new ones everywhere
    python tools/catalogues.py check     # list what is missing, untranslated or broken
    python tools/catalogues.py compile   # write the .mo files next to the .po files

English is the source language: its catalogue repeats each message, so a wording can
be improved there without touching the code. The compiled .mo files are committed (the
package is built and installed without Babel): compile after every change to a .po, and
commit the .mo with it; tests/test_i18n.py fails while a .mo is stale.
"""

from __future__ import annotations

import string
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "jass_slate"
LOCALE = PACKAGE / "locale"
DOMAIN = "jass_slate"
LANGUAGES = ("en", "de", "fr", "it")
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
PLURALS = {"fr": "nplurals=2; plural=(n > 1);"}


def po_path(language: str) -> Path:
    return LOCALE / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def extracted(files: Iterable[Path] | None = None) -> Catalog:
    """Every message marked in the package's code (or in `files`), with where it is."""
    catalog = Catalog(project="jass-slate", domain=DOMAIN)
    for path in sorted(files or PACKAGE.rglob("*.py")):
        for line, message, comments, context in extract_from_file(
            "python", str(path), keywords=KEYWORDS, comment_tags=("Translators:",)
        ):
            where = (str(path.relative_to(ROOT)), line)
            catalog.add(message, locations=[where], auto_comments=comments, context=context)
    return catalog


def read(path: Path, language: str) -> Catalog:
    if not path.exists():
        return Catalog(locale=language, project="jass-slate", domain=DOMAIN)
    with path.open("rb") as handle:
        return read_po(handle, locale=language, domain=DOMAIN)


def write(catalog: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as handle:
        write_po(handle, catalog, width=100, sort_output=False, include_previous=False)


def fields(text: str) -> set[str]:
    """The `{name}` placeholders of a text (empty if it is not a format string)."""
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    except ValueError:
        return set()


def texts(message: Message) -> tuple[str, ...]:
    said = message.id
    return tuple(str(text) for text in said) if isinstance(said, tuple | list) else (str(said),)


def translations(message: Message) -> tuple[str, ...]:
    said = message.string
    if isinstance(said, tuple | list):
        return tuple(str(text) for text in said)
    return (str(said or ""),)


def problems(language: str, source: Catalog, out: Path | None = None) -> Iterator[str]:
    """What keeps `language`'s catalogue from being complete and safe to format."""
    catalog = read(po_path(language) if out is None else out / f"{language}.po", language)
    wanted = {key(m) for m in source if m.id}
    have = {key(m) for m in catalog if m.id}
    for missing in sorted(str(m[1]) for m in wanted - have):
        yield f"{language}: missing {missing!r}"
    for extra in sorted(str(m[1]) for m in have - wanted):
        yield f"{language}: no longer in the code {extra!r}"
    for message in catalog:
        if not message.id or key(message) not in wanted:
            continue
        if message.fuzzy or not all(translations(message)):
            yield f"{language}: untranslated {message.id!r}"
            continue
        expected = set().union(*(fields(t) for t in texts(message)))
        for translated in translations(message):
            if fields(translated) - expected or (expected - fields(translated) and len(
                    texts(message)) == 1):
                yield f"{language}: placeholders differ in {message.id!r}: {translated!r}"


def key(message: Message) -> tuple[str | None, object]:
    """A message's identity: its text and, for a word that reads two ways, its context."""
    return message.context, message.id


def known_translations(language: str, extra: Iterable[Path]) -> dict[object, Message]:
    """Translations already made: the catalogue itself, then any work-in-progress files."""
    known: dict[object, Message] = {}
    for path in [*extra, po_path(language)]:
        for message in read(path, language):
            if message.id and all(translations(message)) and not message.fuzzy:
                known[key(message)] = message
    return known


def update(files: Iterable[Path] | None = None, out: Path | None = None,
           extra: Iterable[Path] = ()) -> None:
    """Write every language's catalogue (or `out`/LANG.po for `files` alone)."""
    source = extracted(files)
    for language in LANGUAGES:
        path = po_path(language) if out is None else out / f"{language}.po"
        mine = [p for p in extra if p.name == f"{language}.po"]
        known = known_translations(language, [*mine, path])
        merged = Catalog(locale=language, project="jass-slate", domain=DOMAIN)
        for message in source:
            if not message.id:
                continue
            old = known.get(key(message))
            string_: object = old.string if old is not None else ""
            if language == "en" and old is None:
                string_ = message.id
            merged.add(message.id, string_, locations=message.locations,  # type: ignore[arg-type]
                       auto_comments=message.auto_comments, context=message.context)
        write(merged, path)
    print(f"{len(source)} messages in {', '.join(LANGUAGES)}")
    print("translate the new entries, then: python tools/catalogues.py compile")


def compile_all(target: Path = LOCALE) -> None:
    """Write `target`/LANG/LC_MESSAGES/jass_slate.mo from each language's .po file."""
    for language in LANGUAGES:
        catalog = read(po_path(language), language)
        out = target / language / "LC_MESSAGES" / f"{DOMAIN}.mo"
        out.parent.mkdir(parents=True, exist_ok=True)
        with out.open("wb") as handle:
            write_mo(handle, catalog)


def check(files: Iterable[Path] | None = None, out: Path | None = None) -> int:
    source = extracted(files)
    found = [p for language in LANGUAGES for p in problems(language, source, out)]
    for problem in found:
        print(problem)
    print(f"{len(source)} messages, {len(found)} problems")
    return 1 if found else 0


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "check"
    work = sorted((ROOT / "i18n-work").glob("*/"))
    if command == "update":
        update(extra=[w / f"{lang}.po" for w in work for lang in LANGUAGES])
    elif command == "compile":
        compile_all()
        print(f"compiled {', '.join(LANGUAGES)}: commit the .mo files with their .po files")
    elif command in ("part", "check-part"):  # part NAME FILE...: one group's messages
        out, files = ROOT / "i18n-work" / argv[1], [Path(f).resolve() for f in argv[2:]]
        if command == "check-part":
            return check(files, out)
        update(files, out)
    else:
        return check()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
