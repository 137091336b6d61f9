"""Typer's and Click's own words (usage lines, help headings, usage errors) in our language.

Typer looks its headings up through the stdlib's `gettext`; its bundled Click writes
plain English. Both are brought into jass-slate's catalogue here: the headings by
pointing Typer's `_` at ours, the usage frame by command classes that format it
with our messages, and usage errors by reading Click's English and saying it again.
"""

from __future__ import annotations

import re
import sys
from typing import IO, Any

import typer
from typer.core import TyperCommand, TyperGroup

from jass_slate.language.i18n import N_, _
from jass_slate.report.visible import visible
from jass_slate.shell.typer_private import (  # Click's base of BadParameter
    NoArgsIsHelpError,
    UsageError,
    quiet_hidden,
    quiet_type,
    translate_typer,
)

# Typer's own messages that reach a player (typer/core.py marks them for gettext).
TYPER_MESSAGES = (
    N_("Arguments"), N_("Options"), N_("Commands"), N_("default: {default}"), N_("required"),
    N_("env var: {var}"), N_("Missing command."), N_("Aborted!"), N_("(dynamic)"),
)

COMPLETION_HELP = {
    "install_completion": N_("Install completion for the current shell."),
    "show_completion": N_("Show completion for the current shell, to copy it or customize "
                          "the installation."),
}

# Click's usage errors as it writes them, and how we say them.
USAGE_ERRORS = (
    (r"No such option: (?P<option>\S+) \(Possible options: (?P<options>.+)\)",
     N_("No such option: {option} (did you mean {options}?)")),
    (r"No such option: (?P<option>\S+)", N_("No such option: {option}")),
    (r"No such command (?P<command>'[^']*')\. Did you mean (?P<suggestion>.+)\?",
     N_("No such command {command}. Did you mean {suggestion}?")),
    (r"No such command (?P<command>'[^']*')\.", N_("No such command {command}.")),
    (r"Missing argument (?P<name>.+)\.", N_("Missing argument {name}.")),
    (r"Missing option (?P<name>.+)\.", N_("Missing option {name}.")),
    (r"Got unexpected extra argument(?:\(s\)|s)? \((?P<words>.*)\)",
     N_("Unexpected extra words: {words}")),
    (r"Option (?P<option>'[^']*') requires an argument\.",
     N_("Option {option} needs a value.")),
    (r"Option (?P<option>'[^']*') requires (?P<count>\d+) arguments\.",
     N_("Option {option} needs {count} values.")),
    (r"Option (?P<option>'[^']*') does not take a value\.", N_("Option {option} takes no value.")),
    (r"Invalid value for (?P<name>'[^']*'): (?:Value error, )?(?P<value>'.*') is not one of "
     r"(?P<choices>.+)\.", N_("Invalid value for {name}: {value} is not one of {choices}.")),
    (r"Invalid value for (?P<name>'[^']*'): (?:Input should be a valid integer|"
     r"(?P<value>'.*') is not a valid integer).*",
     N_("Invalid value for {name}: a whole number, please.")),
    (r"Invalid value for (?P<name>'[^']*'): (?P<reason>.+)",
     N_("Invalid value for {name}: {reason}")),
)


def usage_message(english: str) -> str:
    """Click's English usage error, said in the language in use (as it was if unknown)."""
    for pattern, said in USAGE_ERRORS:
        found = re.match(pattern + "$", english)  # compiled only when a usage error comes
        if found:
            fields = {k: v or "" for k, v in found.groupdict().items()}
            return _(said).format(**fields)
    return english


def said_times(params: Any, args: list[str]) -> list[str]:
    """A counted option with a number after it is said that many times: `--pushed 2` (or
    `--pushed=2`) is `--pushed --pushed`, how far the push went (issue 15)."""
    names = {name for param in params if getattr(param, "count", False)
             for name in param.opts}
    if not names:
        return args
    said: list[str] = []
    words = iter(args)
    for word in words:
        if word == "--":
            return [*said, word, *words]
        name, equals, times = word.partition("=")
        if equals and name in names and times.isdecimal() and len(times) < 3:
            said += [name] * int(times)
            continue
        if word not in names:
            said.append(word)
            continue
        number = next(words, None)
        if number is not None and number.isdecimal() and len(number) < 3:
            said += [word] * int(number)
        else:
            said += [word] if number is None else [word, number]
    return said


class SpokenUsageError(UsageError):
    """A usage error that shows itself in the language in use."""

    def __init__(self, error: UsageError) -> None:
        super().__init__(error.format_message(), error.ctx)

    def show(self, file: IO[Any] | None = None) -> None:
        out = file or sys.stderr
        if self.ctx is not None:
            hint = ""
            if self.ctx.command.get_help_option(self.ctx) is not None:
                hint = _("Try '{command} {option}' for help.").format(
                    command=self.ctx.command_path, option=self.ctx.help_option_names[0]) + "\n"
            typer.echo(f"{self.ctx.get_usage()}\n{hint}", file=out, color=self.ctx.color)
        message = visible(usage_message(self.message))  # it may quote what was typed
        typer.echo(_("Error: {message}").format(message=message), file=out)


class _Spoken:
    """The usage line and the help option in our words; usage errors re-said."""

    def format_usage(self, ctx: Any, formatter: Any) -> None:
        pieces = self.collect_usage_pieces(ctx)  # type: ignore[attr-defined]
        formatter.write_usage(ctx.command_path, " ".join(pieces), prefix=_("Usage: "))

    def get_help_option(self, ctx: Any) -> Any:
        option = super().get_help_option(ctx)  # type: ignore[misc]
        if option is not None:
            option.help = _("Show this message and exit.")
        return option

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        try:
            return super().parse_args(  # type: ignore[misc, no-any-return]
                ctx, said_times(getattr(self, "params", ()), args))
        except (SpokenUsageError, NoArgsIsHelpError):  # a bare call: the help, as Typer's
            raise
        except UsageError as error:
            raise SpokenUsageError(error) from None


class SpokenCommand(_Spoken, TyperCommand):
    def get_params(self, ctx: Any) -> Any:
        params = super().get_params(ctx)
        for param in params:
            quiet_type(param)  # the metavar says it in the user's words
            quiet_hidden(param)
        return params


class SpokenGroup(_Spoken, TyperGroup):
    def get_params(self, ctx: Any) -> Any:
        params = super().get_params(ctx)
        for param in params:  # Typer's own completion options
            said = COMPLETION_HELP.get(param.name or "")
            if said is not None:
                param.help = _(said)  # type: ignore[attr-defined]
        return params

    def resolve_command(self, ctx: Any, args: list[str]) -> Any:
        try:
            return super().resolve_command(ctx, args)
        except SpokenUsageError:
            raise
        except UsageError as error:
            raise SpokenUsageError(error) from None


def speak(app: typer.Typer) -> None:
    """Make `app` and its commands say Typer's and Click's words in our language."""
    if not (isinstance(app.info.cls, type) and issubclass(app.info.cls, SpokenGroup)):
        app.info.cls = SpokenGroup
    for info in app.registered_commands:
        if info.cls in (None, TyperCommand):  # Typer's default
            info.cls = SpokenCommand
    translate_typer(_)  # Typer's headings: our catalogue
