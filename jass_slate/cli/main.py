"""The console scripts' entry: choose the language, then run the command typed.

Typer reads every help text when a command's module is imported, so the language
(`--lang`, JASS_SLATE_LANG, the locale) is settled first. The app then imports only
the module of the command typed (jass_slate.cli.lazy).
"""

from __future__ import annotations

import gc
import os
import sys

from jass_slate.cli import class_code
from jass_slate.language import i18n


def prog_name(argv0: str) -> str:
    """The name the user ran: `jass` or `jass-slate` (`jass-slate` for `python -m`)."""
    name = os.path.basename(argv0)
    return "jass-slate" if not name or name.endswith(".py") else name


def main() -> None:
    class_code.install()  # before Typer and the commands make their dataclasses
    i18n.use(i18n.choose(sys.argv[1:], os.environ))
    from jass_slate.cli.app import app

    # What the imports made lives as long as the process: frozen out of the cyclic
    # collector's way, the collections while Typer runs and the session loads skip it
    # (measured at 12 and 1,000 hands: show 467 -> 396 ms and 502 -> 434 ms with it).
    gc.freeze()
    app(prog_name=prog_name(sys.argv[0]))
