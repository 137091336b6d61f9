"""Compile the message catalogues (.po -> .mo) when the package is built or installed.

Everything else about the package is declared in pyproject.toml.
"""

from __future__ import annotations

from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from setuptools import setup
from setuptools.command.build_py import build_py

LOCALE = Path("jass_slate", "locale")


def compile_catalogues(source: Path, target: Path) -> None:
    """Write `target`/LANG/LC_MESSAGES/*.mo for every catalogue under `source`."""
    for po in sorted(source.glob("*/LC_MESSAGES/*.po")):
        mo = target / po.relative_to(source).with_suffix(".mo")
        mo.parent.mkdir(parents=True, exist_ok=True)
        with po.open("rb") as handle:
            catalog = read_po(handle, locale=po.parts[-3])
        with mo.open("wb") as handle:
            write_mo(handle, catalog)


class BuildWithCatalogues(build_py):
    """build_py that also compiles the catalogues, beside the sources for an editable install."""

    def run(self) -> None:
        super().run()
        here = Path(__file__).resolve().parent / LOCALE
        target = here if self.editable_mode else Path(self.build_lib) / LOCALE
        compile_catalogues(here, target)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        here = Path(__file__).resolve().parent / LOCALE
        compiled = [
            str(Path(self.build_lib) / LOCALE / po.relative_to(here).with_suffix(".mo"))
            for po in sorted(here.glob("*/LC_MESSAGES/*.po"))
        ]
        return [*super().get_outputs(include_bytecode), *compiled]


setup(cmdclass={"build_py": BuildWithCatalogues})
