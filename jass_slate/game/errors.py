"""One error hierarchy by kind; the CLI maps each kind to an exit code in one place."""

from __future__ import annotations


class JassError(ValueError):
    """Something the user gave cannot be used; `exit_code` says how the CLI ends."""

    exit_code = 1


class InputError(JassError):
    """An input that cannot be parsed (an unknown contract, `abc` for points)."""


class RuleError(JassError):
    """An input that parses but breaks a rule (158 points, Stöck in Obenabe)."""


class SessionFileError(JassError):
    """The session file cannot be used: missing, unreadable, corrupt or too new."""

    exit_code = 3

    def __init__(self, path: str, message: str, line: int | None = None) -> None:
        self.path = path
        self.line = line
        self.reason = message
        place = f"{path}:{line}" if line is not None else path
        super().__init__(f"{place}: {message}")


class WriteError(JassError):
    """The session file could not be written; the old file is still in place."""

    exit_code = 3


class ChangedError(JassError):
    """The session file was changed from outside while a command ran; nothing was written."""
