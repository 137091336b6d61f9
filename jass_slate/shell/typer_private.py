"""The names jass-slate takes from inside Typer and its Click, found in one place.

Click's exceptions are found through Typer's public `typer.BadParameter`, whatever Typer
calls the Click it carries (`typer._click` from 0.26 on). The conversion of plain values
(the fast path below) leans on six private names of Typer 0.29: it is used only where a
guard finds each of them as it expects them (the same names, parameters and fields), and
never when JASS_SLATE_TYPER_FAST_PATH=0. Otherwise Typer's own path converts every value:
the same values and the same messages, some 90 ms slower (it imports pydantic).
tests/shell/test_typer_private.py compares both paths and fails when the guard no longer
finds what it relies on in the Typer of the tests.
"""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import os
import re
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any, get_args, get_origin

import typer
import typer.core

FAST_PATH_SWITCH = "JASS_SLATE_TYPER_FAST_PATH"  # "0": Typer's own path alone


class TyperChanged(ImportError):
    """This Typer is not built on Click's classes as jass-slate knows them."""


def click_class(public: type, name: str) -> type:
    """The class of Typer's Click named `name` that Typer's public class `public` is built
    on: found wherever that Click lives."""
    for base in public.__mro__:
        if base.__name__ == name:
            return base
    raise TyperChanged(f"typer {typer.__version__}'s {public.__name__} is not built on "
                       f"Click's {name}; install a typer that jass-slate supports")


__all__ = ["FAST_PATH_SWITCH", "RELIED_ON", "SHELL_LOCATIONS", "NoArgsIsHelpError",
           "TyperChanged", "UsageError", "coerce_plain_values", "quiet_hidden", "quiet_type",
           "shell_completion", "translate_typer"]


class _NeverRaised(Exception):
    """Stands for NoArgsIsHelpError under a Click that has none (before 8.2)."""


if TYPE_CHECKING:
    from typer._click.exceptions import NoArgsIsHelpError, UsageError
else:
    UsageError = click_class(typer.BadParameter, "UsageError")
    NoArgsIsHelpError = getattr(sys.modules[UsageError.__module__], "NoArgsIsHelpError",
                                _NeverRaised)


# Click's shell completion: the class each shell's TAB is answered by (shell/tab_quoting.py).
SHELL_LOCATIONS = ("typer._click.shell_completion", "click.shell_completion")


def shell_completion() -> ModuleType | None:
    """Click's shell completion module, or None where this Typer keeps it elsewhere: then
    Typer's own classes answer a TAB, words unquoted (tests/shell/test_typer_private.py fails
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
    if hasattr(typer.core, "_"):  # else a later Typer says its headings in English
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
# tests/shell/test_typer_private.py compares both ways, value by value.
#
# Each name the fast path takes from inside Typer, and what the guard expects of it: a
# function's parameters, a dataclass's fields or a class's annotations; all of them in
# order (exact), or among the rest (those the fast path uses of a bigger whole).
RELIED_ON: tuple[tuple[str, str, tuple[str, ...], bool], ...] = (
    ("typer.core", "_TyperParameter.get_runtime_param", ("self",), True),
    ("typer._coercion", "RuntimeParam._coerce_value", ("self", "value", "param", "ctx"), True),
    ("typer._coercion", "build_runtime_param", ("descriptor",), True),
    ("typer._param_types", "coerce_cli_choice", ("value", "choices", "case_sensitive", "ctx"),
     True),
    ("typer._param_types", "coerce_cli_path",
     ("value", "parameter_info", "path_type", "param", "ctx"), True),
    ("typer._param_types", "routes_to_path", ("annotation", "parameter_info"), True),
    # what those take and give: PlainParam is a RuntimeParam of exactly these fields
    ("typer._coercion", "RuntimeParam", ("parameter_info", "annotation"), True),
    ("typer._coercion", "TypeDescriptor", ("annotation", "parameter_info", "file_annotation"),
     False),
    ("typer.core", "_TyperParameter", ("_runtime_param", "type_descriptor"), False),
    ("typer.models", "ParameterInfo.__init__",
     ("parser", "case_sensitive", "path_type", "min", "max", "clamp"), False),
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
                           "jass-slate's coercion of plain values relies on") from None
    return value


def shape(value: Any) -> tuple[str, ...]:
    """A dataclass's fields, a class's annotations or a function's parameters, in order."""
    if dataclasses.is_dataclass(value):
        return tuple(f.name for f in dataclasses.fields(value))
    if isinstance(value, type):
        return tuple(inspect.get_annotations(value))
    code = value.__code__  # a function of Python's: read without inspect.signature's cost
    return code.co_varnames[:code.co_argcount + code.co_kwonlyargcount]  # type: ignore[no-any-return]


def fast_path_fits() -> bool:
    """Whether this Typer holds every name the fast path relies on, as the guard expects."""
    try:
        shapes = [(shape(relied_on(module, names)), expected, exact)
                  for module, names, expected, exact in RELIED_ON]
    except (TyperChanged, AttributeError):  # moved, or no longer a function of Python's
        return False
    return all(found == expected if exact else set(expected) <= set(found)
               for found, expected, exact in shapes)


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


def coerce_plain_values(environ: Mapping[str, str] = os.environ) -> bool:
    """Convert the plain values of the command run without pydantic, the rest as Typer does;
    whether it does (not where the guard finds a Typer it does not know, nor when the
    fast path is switched off: then Typer's own path converts every value).

    Typer builds each parameter's coercion once, in `get_runtime_param`; this one builds a
    plain one where it can, which hands any value it does not take to Typer's."""
    if environ.get(FAST_PATH_SWITCH) == "0" or not fast_path_fits():
        return False
    parameter: Any = typer.core._TyperParameter
    if getattr(parameter.get_runtime_param, "plain", False):
        return True
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
    return True
