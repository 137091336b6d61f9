"""Errors as values: what went wrong, where it is, and a message said in the language in use.

An error carries its `Message` (the English catalogue id and the values it names) and the
place it is about: the rules or teams `key`, the `value` given, the `event` index in the
record, the file `line`. The text is made when it is said (`str(error)`, `error.english()`),
so a `--json` answer in English needs no second run, and nothing has to read a place back
out of a translated sentence. Which exit code a kind of error ends with is the CLI's
business (one table in the CLI), not the error's.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from jass_slate.language import i18n


@dataclass(frozen=True)
class Message:
    """A sentence to say: its English text with `{fields}`, as marked with `N_()`, and the
    values it names. A value that is itself a Message is said in the same language.

    `plural` and `count` make it an ngettext message; `verbatim` marks a text that is not
    looked up in the catalogues (a reason from the system, a place and a reason joined)."""

    text_id: str
    fields: Mapping[str, object] = field(default_factory=dict)
    plural: str | None = None
    count: int = 1
    verbatim: bool = False

    def text(self) -> str:
        """The sentence in the language in use."""
        return self._said(english=False)

    def english(self) -> str:
        """The sentence in English, whatever the language in use (the JSON's words)."""
        return self._said(english=True)

    def _said(self, english: bool) -> str:
        if self.verbatim or english:
            template = self.text_id if self.plural is None or self.count == 1 else self.plural
        elif self.plural is None:
            template = i18n._(self.text_id)
        else:
            template = i18n.ngettext(self.text_id, self.plural, self.count)
        values = {name: _said(value, english) for name, value in self.fields.items()}
        return template.format(**values) if values else template

    def __str__(self) -> str:
        return self.text()


def _said(value: object, english: bool) -> object:
    if isinstance(value, Message):
        return value.english() if english else value.text()
    return value


def message(text_id: str, /, **fields: object) -> Message:
    """`Message(text_id, fields)`, shorter to write where an error is raised."""
    return Message(text_id, fields)


def said(text: str) -> Message:
    """Text that is already said (a system's reason, a sentence made elsewhere)."""
    return Message(text, verbatim=True)


class JassError(ValueError):
    """Something the user gave cannot be used; its fields say where."""

    def __init__(self, reason: Message | str, *, key: str | None = None,
                 value: object = None, event: int | None = None,
                 line: int | None = None) -> None:
        self.message = reason if isinstance(reason, Message) else said(reason)
        self.key = key
        self.value = value
        self.event = event
        self.line = line
        super().__init__(self.message.text())

    def english(self) -> str:
        """What went wrong, in English."""
        return self.message.english()


class InputError(JassError):
    """An input that cannot be parsed (an unknown contract, `abc` for points)."""


class RuleError(JassError):
    """An input that parses but breaks a rule (158 points, Stöck in Obenabe)."""


class SessionFileError(JassError):
    """The session file cannot be used: missing, unreadable, corrupt or too new."""

    def __init__(self, path: str, reason: Message | str, line: int | None = None) -> None:
        self.path = path
        self.reason_message = reason if isinstance(reason, Message) else said(reason)
        self.reason = self.reason_message.text()
        place = f"{path}:{line}" if line is not None else path
        joined = Message("{place}: {reason}", {"place": place, "reason": self.reason_message},
                         verbatim=True)
        super().__init__(joined, line=line)


class WriteError(JassError):
    """A file could not be written (the session file, an export): the disk, not the
    input; the old file is still in place."""


class ChangedError(JassError):
    """The session file was changed from outside while a command ran; nothing was written."""
