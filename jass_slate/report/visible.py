"""Text as the terminal shows it: names as the text they are, and plain ASCII when asked.

A name (a team's, a player's, a file's) is text someone typed or a file holds; it reaches
the terminal, a picture or a spreadsheet, never as code. This is the one home for that:
control characters are written out (`\\x1b`, `\\u202e`) so an escape sequence cannot
move the cursor, set the clipboard or turn the line around; CSV cells a spreadsheet
would run as a formula get a leading quote (OWASP's advice). No typer, no rich here:
`jass_slate.render.shown.Shown` applies `visible` to what rich draws.
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterable, Iterator

# The C0 and C1 control characters (Unicode's Cc), and the format characters that
# reorder text (the "Trojan Source" bidi controls). None of them is printable: text that
# is (most of it) is shown as it is, and a pattern is compiled when first needed.
HIDDEN = "[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]"
HIDDEN_BUT_LINES = "[\x00-\x09\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]"
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")  # OWASP: CSV injection


def _written_out(found: re.Match[str]) -> str:
    code = ord(found.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def visible(text: str, lines: bool = False) -> str:
    """`text` with its control characters written out; `lines` keeps line breaks (a
    message of several lines), otherwise a line break is written out too (a name)."""
    if text.isprintable():
        return text
    return re.sub(HIDDEN_BUT_LINES if lines else HIDDEN, _written_out, text)


# What XML 1.0 cannot hold at all, once `visible` has written out the control characters
# (a pattern compiled when first used: most commands write no page).
NOT_XML = "[\ud800-\udfff\ufffe\uffff]"


def xml_text(text: str) -> str:
    """Text for an SVG or HTML page (which escape `<`, `&` and quotes themselves): shown
    as text, and only characters XML may hold."""
    return re.sub(NOT_XML, _written_out, visible(text))


def csv_cell(value: object) -> object:
    """A CSV cell a spreadsheet takes as written: text starting like a formula gets a
    leading `'` (OWASP); numbers stay numbers."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def csv_lines(rows: Iterable[Iterable[object]]) -> Iterator[str]:
    """CSV text, a row at a time (a season's rows are never all in memory as text)."""
    import csv

    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    for row in rows:
        writer.writerow(row)
        yield buffer.getvalue()
        buffer.seek(0)
        buffer.truncate()


def writable(text: str) -> bool:
    """Whether `text` can be written as UTF-8 (a file name that is not UTF-8 cannot)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def md_cell(text: str) -> str:
    """Text for a Markdown table or heading: shown as text, its `|` not a column break,
    its `<` not HTML."""
    return visible(text).replace("|", "\\|").replace("<", "&lt;")


# Our own words and glyphs in plain ASCII, for `--ascii`.
ASCII_WORDS = {"·": "-", "–": "-", "—": "-", "−": "-", "×": "x", "…": "...", "’": "'",
               "‘": "'", "«": '"', "»": '"', "“": '"', "”": '"', "„": '"', "≥": ">=",
               "≤": "<=", "✓": "ok", "✗": "x", "ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae",
               "Ö": "Oe", "Ü": "Ue", "ß": "ss", "œ": "oe", "Œ": "Oe", "♣": "c", "♠": "s",
               "♦": "d", "♥": "h"}
SUIT_LABEL = "[♣♠♦♥] "  # `♥ hearts` is `hearts`: the word says it


def _ascii(text: str) -> str:
    import unicodedata

    text = re.sub(SUIT_LABEL, "", text)
    out = []
    for char in text:
        if char.isascii():
            out.append(char)
            continue
        word = ASCII_WORDS.get(char)
        if word is None:  # é, à, ç: the letter without its accent
            word = unicodedata.normalize("NFKD", char).encode("ascii", "ignore").decode()
        out.append(word or "?")
    return "".join(out)


def ascii_text(text: str, names: Iterable[str] = ()) -> str:
    """`text` in plain ASCII, except the `names` in it: they are kept as typed."""
    if text.isascii():
        return text
    kept = sorted({n for n in names if n and not n.isascii()}, key=len, reverse=True)
    if not kept:
        return _ascii(text)
    pieces = re.split("(" + "|".join(map(re.escape, kept)) + ")", text)
    return "".join(piece if index % 2 else _ascii(piece) for index, piece in enumerate(pieces))
