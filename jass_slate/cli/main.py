"""The console scripts' entry: choose the language, then load the CLI in it.

Typer reads every help text when the CLI module is imported, so the language
(`--lang`, JASS_SLATE_LANG, the locale) is settled first.
"""

from __future__ import annotations

import os
import sys

from jass_slate.language import i18n


def main() -> None:
    i18n.use(i18n.choose(sys.argv[1:], os.environ))
    from jass_slate.cli.app import main as run

    run()
