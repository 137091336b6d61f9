"""The names jass-slate takes from inside Typer and its Click, found in one place.

Typer 0.26 and later carry their own Click as `typer._click`; older ones use the `click`
package. Both are tried; when neither holds a name, jass-slate stops at start-up with a
message naming the Typer it met, not with a bare ModuleNotFoundError.
tests/test_typer_private.py fails when a Typer release moves them again.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import TYPE_CHECKING, Any

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


__all__ = ["LOCATIONS", "NoArgsIsHelpError", "TyperChanged", "UsageError", "quiet_hidden",
           "quiet_type", "translate_typer"]

_found = _exceptions()


class _NeverRaised(Exception):
    """Stands for NoArgsIsHelpError under a Click that has none (before 8.2)."""


if TYPE_CHECKING:
    from typer._click.exceptions import NoArgsIsHelpError, UsageError
else:
    UsageError = _found.UsageError
    NoArgsIsHelpError = getattr(_found, "NoArgsIsHelpError", _NeverRaised)


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
