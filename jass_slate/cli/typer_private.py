"""The names jass-slate takes from inside Typer and its Click, found in one place.

Typer 0.26 and later carry their own Click as `typer._click`; older ones use the `click`
package. Both are tried; when neither holds a name, jass-slate stops at start-up with a
message naming the Typer it met, not with a bare ModuleNotFoundError.
tests/cli/test_typer_private.py fails when a Typer release moves them again.
"""

from __future__ import annotations

import importlib
import re
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any, get_args, get_origin

import typer
import typer.core

LOCATIONS = ("typer._click.exceptions", "click.exceptions")


class TyperChanged(ImportError):
    """This Typer keeps Click's names somewhere jass-slate does not know."""


def _exceptions() -> ModuleType:
    for location in LOCATIONS:
        try:
            return importlib.import_module(location)
        except ModuleNotFoundError:
            continue
    raise TyperChanged(f"jass-slate cannot find Click's exceptions in typer {typer.__version__} "
                       f"(looked in {', '.join(LOCATIONS)}); install a typer that it supports")


__all__ = ["LOCATIONS", "RELIED_ON", "SHELL_LOCATIONS", "NoArgsIsHelpError", "TyperChanged",
           "UsageError", "coerce_plain_values", "quiet_hidden", "quiet_type", "shell_completion",
           "translate_typer"]

_found = _exceptions()


class _NeverRaised(Exception):
    """Stands for NoArgsIsHelpError under a Click that has none (before 8.2)."""


if TYPE_CHECKING:
    from typer._click.exceptions import NoArgsIsHelpError, UsageError
else:
    UsageError = _found.UsageError
    NoArgsIsHelpError = getattr(_found, "NoArgsIsHelpError", _NeverRaised)


# Click's shell completion: the class each shell's TAB is answered by (cli/shells.py).
SHELL_LOCATIONS = ("typer._click.shell_completion", "click.shell_completion")


def shell_completion() -> ModuleType | None:
    """Click's shell completion module, or None where this Typer keeps it elsewhere: then
    Typer's own classes answer a TAB, words unquoted (tests/cli/test_typer_private.py fails
    here first)."""
    for location in SHELL_LOCATIONS:
        try:
            found = importlib.import_module(location)
        except ModuleNotFoundError:
            continue
        if hasattr(found, "get_completion_class") and hasattr(found, "add_completion_class"):
            return found
    return None


def translate_typer(gettext: Any) -> None:
    """Let Typer look its own headings up in our catalogue (typer.core calls `_`)."""
    if not hasattr(typer.core, "_"):
        raise TyperChanged(f"typer {typer.__version__} no longer translates its headings "
                           "through typer.core._")
    typer.core._ = gettext


def quiet_hidden(param: Any) -> None:
    """Leave a hidden argument (`hand`'s TEAM=N, said in the command's help instead) out of
    the usage line too, as Click leaves a hidden option out: Typer hides it from the list
    of arguments alone."""
    if getattr(param, "param_type_name", None) == "argument" and getattr(param, "hidden", False):
        param.get_usage_pieces = lambda ctx: []


def quiet_type(param: Any) -> None:
    """Show an argument that has a metavar by it alone in help, not `CONTRACT <str>` (Typer
    0.26 and later add the type; older ones have no `display_type_rich` and need nothing)."""
    if (getattr(param, "param_type_name", None) == "argument" and param.metavar
            and hasattr(param, "display_type_rich")):
        param.display_type_rich = lambda ctx: ""


# Typer 0.29 coerces every parameter of the command run through a pydantic TypeAdapter, and
# the first one imports pydantic (about 90 ms of every command). The plain values
# jass-slate's commands take (str, bool, int, Path, an Enum, lists of them) are converted
# here without it; anything else, and every value the plain way does not take, goes to
# Typer's own coercion, so every message about a bad value is Typer's own.
# tests/cli/test_typer_private.py compares both ways, value by value.
RELIED_ON = (
    ("typer.core", "_TyperParameter.get_runtime_param"),
    ("typer._coercion", "RuntimeParam._coerce_value"),
    ("typer._coercion", "build_runtime_param"),
    ("typer._param_types", "coerce_cli_choice"),
    ("typer._param_types", "coerce_cli_path"),
    ("typer._param_types", "routes_to_path"),
)
_INTEGER = re.compile(r"[+-]?[0-9]{1,18}")


def relied_on(module_name: str, names: str) -> Any:
    """A name the plain coercion takes from inside Typer; TyperChanged when it has moved."""
    try:
        value: Any = importlib.import_module(module_name)
        for name in names.split("."):
            value = getattr(value, name)
    except (ImportError, AttributeError):
        raise TyperChanged(f"typer {typer.__version__} has no {module_name}.{names}, which "
                           "jass-slate's coercion of plain values relies on; install a typer "
                           "that it supports") from None
    return value


class _NotPlain(Exception):
    """Not a value the plain way converts: Typer's own coercion decides (and says why)."""


def _plain_str(value: Any, param: Any, ctx: Any) -> Any:
    if type(value) is str:
        return value
    raise _NotPlain


def _plain_bool(value: Any, param: Any, ctx: Any) -> Any:
    if isinstance(value, bool):
        return value
    raise _NotPlain


def _plain_int(value: Any, param: Any, ctx: Any) -> Any:
    if type(value) is int:
        return value
    if type(value) is str and _INTEGER.fullmatch(value):
        return int(value)
    raise _NotPlain


def _plain_choice(choices: tuple[Any, ...], case_sensitive: bool) -> Any:
    from typer._param_types import coerce_cli_choice

    def choice(value: Any, param: Any, ctx: Any) -> Any:
        try:
            return coerce_cli_choice(value, choices=choices, case_sensitive=case_sensitive,
                                     ctx=ctx)
        except ValueError:
            raise _NotPlain from None
    return choice


def _plain_path(annotation: Any, info: Any) -> Any:
    from typer._param_types import coerce_cli_path

    path_type = info.path_type or annotation
    if not (isinstance(path_type, type) and issubclass(path_type, Path)):
        return None

    def path(value: Any, param: Any, ctx: Any) -> Any:
        if type(value) is not str or not value:
            raise _NotPlain
        try:
            return coerce_cli_path(path_type(value), info, path_type=path_type, param=param,
                                   ctx=ctx)
        except Exception:  # refused: Typer says why, from the value as it was typed
            raise _NotPlain from None
    return path


def _plain_leaf(annotation: Any, info: Any) -> Any:
    """The plain conversion of one annotation, or None when Typer's own must do it."""
    from typer._param_types import routes_to_path

    if info.parser is not None:
        return None
    if isinstance(annotation, type) and issubclass(annotation, Enum):
        return _plain_choice(tuple(annotation), info.case_sensitive)
    if routes_to_path(annotation, info):
        return _plain_path(annotation, info)
    if info.min is not None or info.max is not None or info.clamp:
        return None
    return {str: _plain_str, bool: _plain_bool, int: _plain_int}.get(annotation)


def plain_converter(descriptor: Any) -> Any:
    """How a parameter's values are converted without pydantic, or None for Typer's way."""
    if descriptor.file_annotation is not None:
        return None
    annotation = descriptor.annotation
    if get_origin(annotation) is list and len(get_args(annotation)) == 1:
        leaf = _plain_leaf(get_args(annotation)[0], descriptor.parameter_info)
        if leaf is None:
            return None

        def many(value: Any, param: Any, ctx: Any) -> Any:
            return [leaf(one, param, ctx) for one in
                    (value if isinstance(value, list | tuple) else [value])]
        return many
    if get_origin(annotation) is not None:
        return None
    return _plain_leaf(annotation, descriptor.parameter_info)


def coerce_plain_values() -> None:
    """Convert the plain values of the command run without pydantic, the rest as Typer does.

    Typer builds each parameter's coercion once, in `get_runtime_param`; this one builds a
    plain one where it can, which hands any value it does not take to Typer's."""
    for module_name, names in RELIED_ON:
        relied_on(module_name, names)
    parameter: Any = typer.core._TyperParameter
    if getattr(parameter.get_runtime_param, "plain", False):
        return
    from typer._coercion import RuntimeParam, build_runtime_param

    @dataclass(frozen=True)
    class PlainParam(RuntimeParam):
        """A plain value converted here; any other goes to Typer's own coercion."""

        descriptor: Any = None
        convert: Any = None

        def _coerce_value(self, value: Any, param: Any, ctx: Any) -> Any:
            try:
                return self.convert(value, param, ctx)
            except _NotPlain:
                typers = build_runtime_param(self.descriptor)
                return typers._coerce_value(value, param=param, ctx=ctx)

    def get_runtime_param(self: Any) -> Any:
        if self._runtime_param is None:
            descriptor = self.type_descriptor
            convert = plain_converter(descriptor)
            self._runtime_param = build_runtime_param(descriptor) if convert is None else \
                PlainParam(parameter_info=descriptor.parameter_info,
                           annotation=descriptor.annotation, descriptor=descriptor,
                           convert=convert)
        return self._runtime_param

    get_runtime_param.plain = True  # type: ignore[attr-defined]
    get_runtime_param.typers = parameter.get_runtime_param  # type: ignore[attr-defined]
    parameter.get_runtime_param = get_runtime_param
