"""What bash and zsh are handed for a TAB: each word quoted as that shell inserts it.

Typer's classes for the two shells hand the words over as they are. bash inserts them as
they are: `Cla & Dora`, offered after `Cla\\ `, becomes three words, and `&` ends the
command. zsh reads them inside single quotes, where Typer doubles an apostrophe, and zsh
reads `''` as two strings side by side: `D'Arcy` comes out `DArcy`, in the word and in
its description; and a word typed with an escaped space (`Cla\\ `) is taken for a finished
one. `quote_for_shells` puts a subclass of Typer's class in its place for each of the two
shells, under the same name, when a TAB asks (cli/lazy.py): the words offered are Click's
as before, only how they are read and quoted changes. Where Click's shell completion is
not found, Typer's own classes stay (shell/typer_private.py).

bash also breaks a word at `=` and `:` (`--points Anna=9` is `Anna`, `=`, `9` in its
COMP_WORDS) and replaces only the piece after the break: the pieces are read as one word,
and what is offered is what follows the break.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from jass_slate.shell.typer_private import shell_completion

BREAKS = ("=", ":")  # in bash's COMP_WORDBREAKS, and in the words jass-slate offers
SAFE = frozenset("_-+.,/:@%^=")  # besides letters and digits: bash reads them as they are
QUOTES = ("'", '"')


def bash_quoted(word: str, quote: str = "") -> str:
    """`word` as bash reads it back: inside the quote it was begun with (`"Cla `), else
    with a backslash before each character that is not a letter, a digit or SAFE."""
    if quote == "'":
        return word.replace("'", "'\\''")
    if quote == '"':
        return re.sub(r'(["$`\\])', r"\\\1", word)
    return "".join(c if c.isalnum() or c in SAFE else "\\" + c for c in word)


def unquoted(typed: str) -> str:
    """A word as the shell will pass it on: `Cla\\ ` is `Cla `, `"Cla ` is `Cla `."""
    found = shell_completion()
    split = found.split_arg_string if found is not None else str.split
    return " ".join(split(typed))


@dataclass(frozen=True)
class BashWord:
    """The word bash completes, from its COMP_WORDS: the words before it and the word
    (the pieces around `=` and `:` joined), its part before the piece bash replaces, and
    that piece as typed."""

    args: list[str]
    incomplete: str
    before: str
    piece: str

    @classmethod
    def read(cls, words: Sequence[str], current: int) -> BashWord:
        pieces = list(words[:current + 1])
        pieces += [""] * (current + 1 - len(pieces))  # the cursor after the last word
        joined: list[str] = []
        for index, piece in enumerate(pieces):
            if joined and (piece in BREAKS or pieces[index - 1] in BREAKS):
                joined[-1] += piece
            else:
                joined.append(piece)
        last = "" if pieces[-1] in BREAKS else pieces[-1]
        opened = open_quote(last)  # bash replaces what follows a quote left open
        if opened is not None:
            last = last[opened:]
        typed = joined[-1]
        return cls([unquoted(w) for w in joined[1:-1]], unquoted(typed),
                   unquoted(typed[:len(typed) - len(last)]), last)

    def offered(self, value: str) -> str:
        """What bash is given for `value`: the part after the break, quoted as the piece
        was begun; '' when nothing is left to add. Click gives the value of `--lang=d`
        without `--lang=`: such a value is the piece's already."""
        if self.before and value.startswith(self.before):
            value = value[len(self.before):]
            if not value:
                return ""
        quote = self.piece[:1] if self.piece[:1] in QUOTES else ""
        return bash_quoted(value, quote)


def open_quote(typed: str) -> int | None:
    """Where a quote is opened in `typed` and not closed (`D'A`: 1), if one is."""
    opened: int | None = None
    escaped = False
    for index, char in enumerate(typed):
        if escaped:
            escaped = False
        elif opened is not None:
            if char == typed[opened]:
                opened = None
            elif char == "\\" and typed[opened] == '"':
                escaped = True
        elif char == "\\":
            escaped = True
        elif char in QUOTES:
            opened = index
    return opened


def _bash_complete(self: Any) -> str:
    """The words for bash, one a line (its completion script reads lines)."""
    line = os.environ.get("COMP_WORDS", "")  # the script joins bash's words with newlines
    words = line.split("\n") if "\n" in line else line.split(" ")
    word = BashWord.read(words, int(os.environ.get("COMP_CWORD", "0") or 0))
    offered = (word.offered(item.value) for item in
               self.get_completions(word.args, word.incomplete))
    return "\n".join(text for text in offered if text)


def zsh_words(line: str) -> tuple[list[str], str]:
    """The words before the current one and the current one, from the words zsh gives
    (`_TYPER_COMPLETE_ARGS`): a space escaped or quoted at the end (`Cla\\ `) is the current
    word's, not the start of a new one."""
    found = shell_completion()
    split = found.split_arg_string if found is not None else str.split
    words = split(line + "x")  # where the `x` lands says where the current word begins
    return words[1:-1], words[-1][:-1]


def zsh_quoted(text: str) -> str:
    """`text` inside single quotes, an apostrophe included ('\\'')."""
    return "'" + text.replace("'", "'\\''") + "'"


def zsh_item(value: str, help_text: str | None) -> str:
    """One `word:description` of `_describe`, a colon or backslash of the word escaped."""
    word = value.replace("\\", "\\\\").replace(":", "\\:")
    said = " ".join((help_text or "").split())
    return zsh_quoted(f"{word}:{said}" if said else word)


def _zsh_complete(self: Any) -> str:
    """zsh code that offers the words with their descriptions (its completion script runs
    it with eval): `TEAM=` and `PLAYER=` with no space after them, for the N to follow."""
    args, incomplete = zsh_words(os.environ.get("_TYPER_COMPLETE_ARGS", ""))
    items = self.get_completions(args, incomplete)
    if not items or items[0].type in ("file", "dir"):
        return "_files -/" if items and items[0].type == "dir" else "_files"
    said = [zsh_item(i.value, i.help) for i in items if not i.value.endswith("=")]
    open_ = [zsh_item(i.value, i.help) for i in items if i.value.endswith("=")]
    return (f"local -a jass_said jass_open; jass_said=({' '.join(said)}); "
            f"jass_open=({' '.join(open_)}); "
            "_describe -V '' jass_said -- jass_open -S ''")


SHELLS = {"bash": _bash_complete, "zsh": _zsh_complete}


def quote_for_shells() -> None:
    """Answer bash's and zsh's TAB with the words quoted for them (a subclass of the class
    Typer put in place, once); Typer's classes stay where Click's are not found."""
    found = shell_completion()
    if found is None:
        return
    for shell, complete in SHELLS.items():
        base = found.get_completion_class(shell)
        if base is None or getattr(base, "quoted", False):
            continue
        found.add_completion_class(
            type(f"Quoted{base.__name__}", (base,), {"complete": complete, "quoted": True}),
            shell)
