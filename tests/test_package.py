"""What the package ships: the committed catalogues are their .po sources compiled."""

from __future__ import annotations

from pathlib import Path

from jass_slate.language import i18n
from tools import catalogues


def test_the_committed_mo_files_are_the_po_files_compiled(tmp_path: Path) -> None:
    """Byte for byte, plural forms and contexts included: compile and commit after a .po edit."""
    catalogues.compile_all(tmp_path)
    for language in i18n.LANGUAGES:
        name = Path(language, "LC_MESSAGES", f"{i18n.DOMAIN}.mo")
        committed = (i18n.LOCALE_DIR / name).read_bytes()
        assert committed == (tmp_path / name).read_bytes(), (
            f"{name} is stale: run `python tools/catalogues.py compile` and commit it")
